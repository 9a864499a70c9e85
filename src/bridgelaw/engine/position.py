"""A card of a player's own hand, ruled by position (laws.md §1.0): the precedence of the rules
of ``play`` is declared once, in :data:`PLAY_PRECEDENCE`.

The Law is in the homes of :mod:`bridgelaw.laws` (45A/45E ``law45``, 48/49, 52, 53-57, 60C,
61-62); this module finds the position (whose turn, who has played to the trick) and carries
the verdicts out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from bridgelaw.cards import SUIT_MASKS, Card, Seat
from bridgelaw.engine.revoke import try_correct_revoke
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.incident import Findings
from bridgelaw.laws import law45, law52, law53, law57, law60, law61, law65_66
from bridgelaw.laws.law45 import Decision
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.laws.law47 import TurnStatement, lead_retracted_told_turn_47E1, play_retracted_told_turn_47E1
from bridgelaw.laws.law48 import declarer_exposes_48
from bridgelaw.laws.law49 import defender_exposes_49
from bridgelaw.laws.law50 import ExposureHow, LeadRestriction, penalty_card_played_50
from bridgelaw.laws.law52 import breaches_penalty_card_52
from bridgelaw.laws.law65_66 import Quitting
from bridgelaw.laws.verdict import LeadOutOfTurn, LeadOutOfTurnOffer, PenaltyCard
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Restriction

__all__ = [
    "PLAY_PRECEDENCE",
    "OwnPlay",
    "declaring_side_exposes",
    "defender_seen",
    "exposed_penalty_card",
    "fifth_card",
    "in_turn",
    "lead_out_of_turn",
    "named_as_held_49",
    "play_own",
    "premature",
    "premature_lead",
    "quitting",
    "second_card",
]


@dataclass(frozen=True)
class OwnPlay:
    """``seat`` plays ``card`` of his own hand; ``decision``: the clause that makes it played
    (45A faced, 45C1 seen, 45C2 held, 45C4(a) named); ``findings`` in force."""

    seat: Seat
    card: Card
    decision: Decision
    findings: Findings


def _revoke_correction(w: Work, p: OwnPlay) -> list[Ruling] | None:
    """62A: the card corrects the seat's revoke not yet established - but not a legal card he
    plays in turn to a later trick: that is the lead or play that establishes the revoke (63A1;
    e.g. his lead of the suit after a 61A breach of declarer's 57A choice), unless attention was
    drawn to the revoke (finding ``attention_drawn``). A card that is no legal play to the later
    trick (the revoke suit on another suit's lead) is still read as the correction. The finding
    ``corrects_revoke`` says it in so many words: True, the card corrects the revoke at any moment
    before it is established; False, it never does (it is ruled by position)."""
    t = w.table
    said = p.findings.get("corrects_revoke")  # the director's finding, True / False / None
    if said is False:
        return None
    mine = [rv for rv in t.revokes if rv.seat == p.seat]
    later = bool(mine) and t.turn == p.seat and t.trick_number > mine[-1].trick
    if later and t.is_legal(p.card, p.seat) and not p.findings.get("attention_drawn") and said is not True:
        return None
    return try_correct_revoke(w, p.seat, p.card)


def _after_completed_trick(w: Work, p: OwnPlay) -> bool:
    """A trick was just completed in front of the seat, he played to it and he is not the one
    to lead - unless an opponent has just told him it was his turn to lead (then the card is a
    lead, 47E1; RU commentary on 1997, seed 003, 47.3)."""
    t = w.table
    return (
        not t.current_trick
        and t.turn != p.seat
        and t.last_trick is not None
        and t.last_trick.card_of(p.seat) is not None
        and not w.told_turn(p.seat, p.findings)
    )


def quitting(w: Work, f: Findings) -> Quitting:
    """Was the trick just completed quitted (65A/66C: a ``quit`` event, ``O-66-AUTO-QUIT``, the
    finding ``trick_quitted``; not known reads as quitted)? :func:`law65_66.trick_quitted_66`."""
    quitted = w.recall(law65_66.QuittedTricks)
    return law65_66.trick_quitted_66(
        recorded=quitted is not None and quitted.last_quitted(w.table),
        finding=f.get("trick_quitted"),
        edition=w.edition,
        regulations=w.regulations,
    )


def _second_card(w: Work, p: OwnPlay) -> list[Ruling] | None:
    return second_card(w, p.seat, p.card, p.findings) if w.trick_has(p.seat) else None


def _fifth_card(w: Work, p: OwnPlay) -> list[Ruling] | None:
    if not _after_completed_trick(w, p):
        return None
    q = quitting(w, p.findings)
    if q.quitted:
        return None
    return _boundary(w, fifth_card(w, p.seat, p.card, p.findings), q)


def _boundary(w: Work, out: list[Ruling], q: Quitting) -> list[Ruling]:
    """The first ruling on a card faced after a completed trick says which trick and whether it
    was quitted (``extra``: ``after_trick``, ``trick_quitted``, ``quitted_how``)."""
    last = w.table.last_trick
    assert last is not None and out
    extra = {**out[0].extra, "after_trick": last.number, "trick_quitted": q.quitted, "quitted_how": q.how}
    return [replace(out[0], extra=extra), *out[1:]]


def _in_turn(w: Work, p: OwnPlay) -> list[Ruling] | None:
    return in_turn(w, p.seat, p.card, p.decision) if w.table.turn == p.seat else None


def _lead_out_of_turn(w: Work, p: OwnPlay) -> list[Ruling] | None:
    if w.table.current_trick:
        return None
    boundary = _after_completed_trick(w, p)
    q = quitting(w, p.findings) if boundary else None
    out = lead_out_of_turn(w, p.seat, p.card, p.findings)
    # a card faced after a completed trick that is quitted (or not known to be still faced): a
    # lead to the next trick, not a fifth card (45E; 65A/66C)
    return out if q is None else _boundary(w, out, q)


def _partner_faces_before_choice(w: Work, p: OwnPlay) -> list[Ruling] | None:
    """Laws 54/56 with 60C: declarer's choice on a lead out of turn by a defender is open (the
    opening lead, 54; a later trick, 56) and the offender's partner, the proper leader, faces a
    card: it is a major penalty card and the choice stays open
    (:func:`law60.proper_leader_plays_before_choice_60C`)."""
    o = w.offer
    if not isinstance(o, LeadOutOfTurnOffer) or o.card is None:
        return None
    if o.lead not in (LeadOutOfTurn.OPENING, LeadOutOfTurn.BY_DEFENDER):
        return None
    if p.seat != o.seat.partner or w.table.current_trick:
        return None
    if o.lead is LeadOutOfTurn.BY_DEFENDER and p.seat != o.proper_leader:
        return None
    v = law60.proper_leader_plays_before_choice_60C(o.lead, o.seat, o.card, p.seat, p.card, edition=w.edition)
    out = w.carry_out(v)
    w.sync_restrictions()
    return [replace(out[0], options=o.options), *out[1:]]


def _premature(w: Work, p: OwnPlay) -> list[Ruling] | None:
    role = w.role(p.seat)
    if role == "defender" and w.told_turn(p.seat, p.findings):
        told = _told_turn_play_47E1(w, p.seat, p.card)
        if told is not None:
            return told
    return premature(w, p.seat, p.card, role)


def _told_turn_play_47E1(w: Work, seat: Seat, card: Card) -> list[Ruling] | None:
    """47E1 (2007, 2017): a defender plays before his turn after an opponent told him it was his
    turn to play - the card is retracted without further rectification (not Law 57). None: the
    edition retracts only a lead (1997), the card is then a premature play."""
    told = w.recall(TurnStatement)
    informer = told.by if told is not None else seat.lho
    v = play_retracted_told_turn_47E1(seat, card, informed_by=informer, edition=w.edition,
                                      regulations=w.regulations)
    if v is None:
        return None
    w.forget(TurnStatement)
    return w.carry_out(v)


#: The rules of a ``play`` of a card of one's own hand, in order: the first that answers rules.
PLAY_PRECEDENCE: tuple[tuple[str, Callable[[Work, OwnPlay], list[Ruling] | None]], ...] = (
    ("62A: the card corrects a revoke not yet established", _revoke_correction),
    ("45E scope: a second card to a trick of fewer than four cards is not a fifth card (57A/49/48A)",
     _second_card),
    ("45E: a fifth card (the trick just completed is not quitted, 65A/66C)", _fifth_card),
    ("54/56/60C: the proper leader faces a card before declarer's choice", _partner_faces_before_choice),
    ("45A/52: in turn (a penalty card not played: 52)", _in_turn),
    ("53-56: a lead out of turn", _lead_out_of_turn),
    ("57: a premature play", _premature),
)


def play_own(w: Work, p: OwnPlay) -> list[Ruling]:
    """A card of ``p.seat``'s own hand is played (45A/45C1/45C2/45C4(a)): by :data:`PLAY_PRECEDENCE`."""
    for _name, rule in PLAY_PRECEDENCE:
        out = rule(w, p)
        if out is not None:
            return out
    raise AssertionError("unreachable: 57 answers every play")  # pragma: no cover


def in_turn(w: Work, seat: Seat, card: Card, decision: Decision) -> list[Ruling]:
    """``seat`` plays ``card`` in turn: Law 52 when a defender does not play a penalty card he
    must play (52B1: declarer may accept or require the penalty card), Law 61A when it breaks
    a requirement the non-offending side chose, else played (a revoke noted, 44C/61A)."""
    t = w.table
    if w.role(seat) == "defender" and len(w.area) and breaches_penalty_card_52(w.area, seat, card, t):
        v = law52.failure_to_play_52B(
            card, seat, area=w.area, edition=w.edition, declarer=t.declarer,
            previous=w.recall(law52.PenaltyCardRevokes),
        )
        t.restrictions = []  # the card is played although a restriction forbids it (52)
        out = w.carry_out(v)
        w.sync_restrictions()
        return out
    broken = _choice_restriction_broken(w, seat, card)
    # 61A: breaking declarer's 57A choice when able to comply is a revoke (63, 64 follow); so is a
    # lead of another suit than the one declarer required (50D2(a)/51B): its suit is the required
    # one, which a correction follows (62B); and a lead of a suit declarer prohibited (50D2(a)/51B:
    # "a card or suit ... specified by an opponent"), which a card of another suit corrects
    on_lead = broken if isinstance(broken, LeadRestriction) and not t.current_trick else None
    required = on_lead.suit if on_lead is not None and on_lead.kind == "require" else None
    prohibited = on_lead is not None and on_lead.kind == "prohibit"
    as_revoke = isinstance(broken, law57.PrematurePlayRestriction) or required is not None or prohibited
    # a penalty card is faced already: its owner plays it as 50D1 (major) or 50C (minor) requires;
    # a player unable to comply with the non-offending side's choice plays any card (57B, 59)
    duty = penalty_card_played_50(w.area, card, edition=w.edition) if len(w.area) else None
    duty = duty or _unable_to_comply(w, seat)
    notes = w.put(seat, card, as_revoke=as_revoke, required_suit=required, prohibited=prohibited)
    if broken is not None:
        return [law61.chosen_requirement_broken_61A(seat, card, decision.law, broken.law, then=notes,
                                                    prohibited=prohibited)]
    revoke = f"revoke:{seat.letter}:{card}" in notes
    return [law45_play.played_in_turn_45A(seat, card, duty or decision.law, revoke=revoke, then=notes)]


def _unable_to_comply(w: Work, seat: Seat) -> str | None:
    """The clause of ``seat``'s card when a requirement the non-offending side chose for it now
    leaves no card he can play (the table then lets him play any legal card): 57B for declarer's
    57A choice, 59 for a lead requirement (50D2(a), 51B); None when he can comply or has none."""
    t = w.table
    mine = [r for r in w.choice_restrictions if r.seat == seat]
    if not mine:
        return None
    led = t.suit_led
    hand = t.hand(seat).mask
    legal44 = hand & SUIT_MASKS[led] if led is not None and hand & SUIT_MASKS[led] else hand
    for r in mine:
        if legal44 and not r.narrow(t, legal44):
            from bridgelaw.laws import law59  # only for a card played unable to comply

            if isinstance(r, law57.PrematurePlayRestriction):
                return law57.unable_to_comply_57B(edition=w.edition)
            return law59.unable_to_comply_59(edition=w.edition)
    return None


def _choice_restriction_broken(w: Work, seat: Seat, card: Card) -> Restriction | None:
    """The lead or play requirement chosen by the non-offending side (50D2/51B, 57A) that
    ``card`` breaks while it follows suit (Law 61A: such a failure is a revoke; breaking the 57A
    choice is recorded as one), or None. Law 44C failures are revokes of their own; penalty-card
    duties are Law 52."""
    t = w.table
    mine = [r for r in w.choice_restrictions if r.seat == seat]
    if not mine or t.is_legal(card, seat):
        return None
    led = t.suit_led
    hand = t.hand(seat).mask | card.bit
    if led is not None and card.suit != led and hand & SUIT_MASKS[led]:
        return None
    legal44 = hand & SUIT_MASKS[led] if led is not None and hand & SUIT_MASKS[led] else hand
    for r in mine:
        allowed = r.narrow(t, legal44)  # against every card Law 44 allows, not the card alone
        if allowed and not allowed & card.bit:
            return r
    return None


def second_card(w: Work, seat: Seat, card: Card, f: Findings) -> list[Ruling]:
    """``seat`` has played to the current trick, which holds fewer than four cards, and faces
    another card: not a fifth card (:func:`law45.second_card_to_trick_45E`) - a defender's
    premature lead before his partner has played (57A, by :func:`premature`), a defender's
    exposed card (49 -> 50B), declarer's exposed card (48A). ``extra["not_fifth_card"]`` on the
    first ruling gives the reason."""
    t = w.table
    role = w.role(seat)
    partner_to_play = not w.trick_has(seat.partner) and seat.partner not in w.premature
    d = law45.second_card_to_trick_45E(
        defender=role == "defender", partner_to_play=partner_to_play, edition=w.edition
    )
    if d.reason == "premature_lead_57A" and f.get("intended_card") == card:
        # the Director finds the card was meant for this trick, in place of the card played: an
        # attempt to change a played card (45C1, 47), not a lead to the next trick (57A) - an
        # exposed card, 49 -> 50B (faced deliberately: major)
        out = exposed_penalty_card(w, seat, card, f, how="deliberate")
        d = replace(d, reason="exposed_49")
    elif d.reason == "premature_lead_57A":
        out = premature_lead(w, seat, card)
    elif d.reason == "exposed_49":
        out = exposed_penalty_card(w, seat, card, f, how="deliberate")
    else:
        out = [declarer_exposes_48(card, edition=w.edition, seat=seat)]
    extra = {**out[0].extra, "not_fifth_card": d.reason, "cards_in_trick": len(t.current_trick)}
    return [replace(out[0], extra=extra), *out[1:]]


def fifth_card(w: Work, seat: Seat, card: Card, f: Findings) -> list[Ruling]:
    """45E: ``seat`` played to the trick just completed, which holds four cards and is not
    quitted (65A/66C). Deemed a lead (finding ``deemed_lead``): his lead in turn, else a lead
    out of turn (53-56); otherwise 45E1/45E2 (:func:`law45_play.fifth_card_45E`)."""
    t = w.table
    defender = w.role(seat) == "defender"
    right = t.turn.same_side(seat)
    d = law45.fifth_card_45E(
        defender=defender, deemed_lead=bool(f.get("deemed_lead")), edition=w.edition, right_to_lead=right
    )
    lead_laws = law45.fifth_card_lead_laws_45E(defender=defender, edition=w.edition)
    if d.played:
        out = in_turn(w, seat, card, d) if t.turn == seat else lead_out_of_turn(w, seat, card, f)
        extra = {**out[0].extra, "fifth_card": d.law, "lead_laws": lead_laws}
        return [replace(out[0], extra=extra), *out[1:]]
    v = law45_play.fifth_card_45E(
        seat,
        card,
        d,
        defender=defender,
        accidental=bool(f.get("accidental")),
        area=w.area,
        edition=w.edition,
        regulations=w.regulations,
    )
    out = w.carry_out(v)
    if any(isinstance(e, PenaltyCard) for e in v.effects):
        w.sync_restrictions()
    return out


def lead_out_of_turn(w: Work, seat: Seat, card: Card, f: Findings) -> list[Ruling]:
    """A lead out of turn: 47E1 when an opponent told him it was his turn (he may retract it),
    else Laws 53-56 (:func:`law53.led_out_of_turn_53`), the other side's choice opened."""
    t = w.table
    if w.told_turn(seat, f):
        told = w.recall(TurnStatement)
        w.forget(TurnStatement)
        informer = told.by if told is not None else seat.lho
        return w.carry_out(lead_retracted_told_turn_47E1(
            seat, card, informed_by=informer, edition=w.edition, regulations=w.regulations))
    return w.carry_out(
        law53.led_out_of_turn_53(seat, card, table=t, declarer_saw_dummy=bool(f.get("declarer_saw_dummy"))))


def premature(w: Work, seat: Seat, card: Card, role: str) -> list[Ruling]:
    """A card played before its owner's turn (Law 57): declarer's own premature
    play from either hand (57C3), a defender not rectified (57C: declarer played from both
    hands, dummy selected a card of his own volition or suggested one), 57A, 57D."""
    t = w.table
    if role != "defender":
        turn = t.turn if role == "dummy" else None
        leader = t.current_trick[0][0] if t.current_trick else None
        from bridgelaw.laws import law54  # 54B2: asked of a premature dummy card only

        exc = (role == "dummy" and leader is not None and law54.dummy_plays_second_54B2(
            card, dummy=seat, declarer=t.declarer, trick=t.trick_number, cards_in_trick=len(t.current_trick),
            leader=leader, edition=w.edition)) or law57.declarer_premature_play_57C3(
            seat, card, from_dummy=role == "dummy", edition=w.edition, turn=turn
        )
        w.premature[seat] = (card, exc.law)
        return [exc]
    partner_to_play = not w.trick_has(seat.partner) and seat.partner not in w.premature
    reason = _not_rectified(w) if partner_to_play else None
    if reason is not None:
        exc = law57.defender_not_rectified_57C(seat, card, reason=reason, edition=w.edition)
        w.premature[seat] = (card, exc.law)
        return [exc]
    if partner_to_play:
        v = law57.premature_play_offer_57A(
            seat, card, suit_led=t.suit_led, declarer=t.declarer, edition=w.edition
        )
        return w.carry_out(v)
    led = t.suit_led
    holds = led is not None and bool(t.hand(seat).mask & SUIT_MASKS[led])
    r = law57.play_at_rho_turn_57D(seat, card, holds_suit_led=holds, suit_led=led, edition=w.edition)
    if r.outcome is Outcome.PENALTY_CARD:
        w.add_penalty(card, seat, "major")
        if not law57.rho_turn_rule_in_force_57D(w.edition):  # a Law 50 penalty card: 50D1 from now
            w.sync_restrictions()
    else:
        w.premature[seat] = (card, "57D")
    return [r]


def premature_lead(w: Work, seat: Seat, card: Card) -> list[Ruling]:
    """57A: defender ``seat`` leads ``card`` to the next trick before his partner has played to
    the current one: a major penalty card and declarer's choice for the partner (57A), unless a
    57C exception applies (then the Director rules on the lead: it is not played now)."""
    t = w.table
    reason = _not_rectified(w)
    if reason is not None:
        r = law57.defender_premature_lead_not_rectified_57C(seat, card, reason=reason, edition=w.edition)
        w.remember(law57.PrematureLeadAwaiting(seat, card, len(t.tricks), r.law))
        return [r]
    v = law57.premature_play_offer_57A(
        seat, card, suit_led=t.suit_led, declarer=t.declarer, edition=w.edition
    )
    return w.carry_out(v)


def premature_lead_due(w: Work, f: Findings) -> list[Ruling]:
    """After an event: a card faced as a premature lead under a 57C exception
    (:class:`law57.PrematureLeadAwaiting`) once the trick it came before is complete - the lead to
    this trick, played in turn if its owner won the trick (57C, no rectification), else a lead out
    of turn (:func:`lead_out_of_turn`, Laws 53-56: the other side's choice). Nothing while the
    trick goes on, after the last trick, or if the card has left its owner's hand meanwhile."""
    m = w.recall(law57.PrematureLeadAwaiting)
    t = w.table
    if m is None or len(t.tricks) <= m.tricks_done:
        return []
    w.forget(law57.PrematureLeadAwaiting)
    if t.is_over or t.current_trick or not w.holds(m.seat, m.card):
        return []
    if t.turn == m.seat:
        notes = w.put(m.seat, m.card)
        r = law57.premature_lead_in_turn_57C(m.seat, m.card, law=m.law)
        return [replace(r, extra={**r.extra, "then": notes})] if notes else [r]
    return lead_out_of_turn(w, m.seat, m.card, f)


def _not_rectified(w: Work) -> law57.NoRectification57 | None:
    """Why a defender playing now before his partner is not rectified (57C), or None: dummy
    illegally suggested a card in this trick, dummy put one in the played position of his own
    volition before his turn, or declarer has played from both hands (a dummy card counts once
    declarer designated it, or played it prematurely: 57C1's footnote)."""
    t = w.table
    suggested, selected = w.recall(law57.DummySuggested), w.recall(law57.DummySelected)
    if suggested is not None and suggested.trick == t.trick_number:
        return "dummy_suggested"
    if selected is not None and selected.trick == t.trick_number:
        return "dummy_selected"
    if all(w.trick_has(s) or s in w.premature for s in (t.declarer, t.dummy)):
        return "both_hands"
    return None


def defender_seen(
    w: Work, seat: Seat, card: Card, f: Findings, could: bool | None, *, attempt: bool = True
) -> list[Ruling]:
    """A defender's card seen: 45C1 when it is his turn and he has not played; a premature
    play (57) when he held it as if to play (``attempt``) before his turn; held as if to play
    when a trick is to be led and it is not his lead: a played card ruled by
    :data:`PLAY_PRECEDENCE` (a lead out of turn, 53-56, or 45E to a trick still faced); else - a
    card shown outside normal play, or after he played to the trick - Law 49 (-> 50B)."""
    t = w.table
    d = law45.defender_card_45C1(partner_could_see=could, edition=w.edition)
    own_turn = t.turn == seat and not w.trick_has(seat)
    if d.played and own_turn:
        return in_turn(w, seat, card, d)
    if d.played and attempt and not w.trick_has(seat) and t.current_trick:
        return premature(w, seat, card, "defender")
    if d.played and attempt and not t.current_trick:
        # held as if to lead when a trick is to be led (45C1: played): a lead - out of turn
        # (53-56), or a fifth card to the trick just completed if it is still faced (45E)
        return play_own(w, OwnPlay(seat, card, d, f))
    return exposed_penalty_card(w, seat, card, f, could=bool(could if could is not None else True))


def exposed_penalty_card(w: Work, seat: Seat, card: Card, f: Findings, *, could: bool = True,
                         how: ExposureHow = "unintended") -> list[Ruling]:
    """A defender's ``card`` exposed outside normal play - shown, dropped, left over from
    several cards faced at once (58B2), or a second card to a trick (45E -> 49, ``how`` =
    ``"deliberate"``): Law 49 -> 50B (:func:`defender_exposes_49`; ``intended_card`` for
    ``O-50B-TWO-CARDS``); a penalty card goes to the area (a second one of the seat makes all of
    his major, 50B) and the restrictions follow."""
    r = defender_exposes_49(
        card,
        seat,
        partner_could_see=could,
        edition=w.edition,
        regulations=w.regulations,
        existing=w.area,
        how=how,
        intended_card=f.get("intended_card"),
        declarer=w.table.declarer,
        director_otherwise=bool(f.get("director_otherwise")) or None,
    )
    if r.outcome is Outcome.PENALTY_CARD and r.penalty in ("major", "minor"):
        w.add_penalty(card, seat, "major" if r.penalty == "major" else "minor")
        w.sync_restrictions()
    return [r]

def named_as_held_49(w: Work, seat: Seat, card: Card, *, how: ExposureHow = "unintended") -> list[Ruling]:
    """A defender names ``card`` as being in his hand outside the normal course of play (Law 49:
    it becomes a penalty card, 50B classes it; ``how="deliberate"`` when he named it as the card he
    proposed to play and the change was refused, 45C4(b)): the card goes to the area like any
    exposed card (a second one of the seat makes all of his major, 50B) and the restrictions
    follow."""
    r = defender_exposes_49(
        card,
        seat,
        partner_could_see=False,
        named_as_held=True,
        edition=w.edition,
        regulations=w.regulations,
        existing=w.area,
        how=how,
        declarer=w.table.declarer,
    )
    if r.outcome is Outcome.PENALTY_CARD and r.penalty in ("major", "minor"):
        w.add_penalty(card, seat, "major" if r.penalty == "major" else "minor")
        w.sync_restrictions()
    return [r]


def declaring_side_exposes(w: Work, a: Act) -> list[Ruling] | None:
    """A card shown or dropped (``a.event.card``) by declarer or dummy: exposed without penalty
    (48A), ruled on the hand that holds it (dummy's card when it is in dummy, else the actor's).
    None when the actor is a defender (Laws 45C1, 49 and 50 rule his card)."""
    if a.role not in ("declarer", "dummy"):
        return None
    t = w.table
    card = a.event.card
    assert card is not None
    owner = t.dummy if card in t.hand(t.dummy) else a.event.by
    return [declarer_exposes_48(card, edition=w.edition, seat=owner)]
