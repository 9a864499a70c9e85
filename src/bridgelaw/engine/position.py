"""A card of a player's own hand, ruled by position (laws.md §1.0): the precedence of the rules
of ``play`` is declared once, in :data:`PLAY_PRECEDENCE`.

The Law is in :mod:`bridgelaw.laws` (45A/45E via ``law45``/``law45_play``, 52 via
``law50_52``, 53-57 via ``law53_58``, 61-62 via ``law61_64``); this module finds the position
(whose turn, who has played to the trick) and carries the verdicts out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from bridgelaw.cards import SUIT_MASKS, Card, Seat
from bridgelaw.engine.revoke import try_correct_revoke
from bridgelaw.engine.work import Work
from bridgelaw.incident import Findings
from bridgelaw.laws import law45, law45_play, law50_52_offers, law53_58
from bridgelaw.laws.law45 import Decision
from bridgelaw.laws.law47 import RetractionReason, may_withdraw
from bridgelaw.laws.law48_49 import defender_exposes
from bridgelaw.laws.law50_52 import breaches_penalty_card
from bridgelaw.laws.verdict import Offer, PenaltyCard, Verdict, Withdrawn
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "PLAY_PRECEDENCE",
    "OwnPlay",
    "defender_seen",
    "fifth_card",
    "in_turn",
    "lead_out_of_turn",
    "offer_lead",
    "play_own",
    "premature",
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
    return try_correct_revoke(w, p.seat, p.card)


def _is_fifth_card(w: Work, p: OwnPlay) -> bool:
    """The seat has already played to this trick, or a trick was just completed in front of it
    and it is not the one to lead - unless an opponent has just told him it was his turn to lead
    (then the card is a lead, 47E1; RU commentary on 1997, seed 003, 47.3), never a fifth card."""
    t = w.table
    after_trick = (
        not t.current_trick
        and t.turn != p.seat
        and t.last_trick is not None
        and t.last_trick.card_of(p.seat) is not None
    )
    return w.trick_has(p.seat) or (after_trick and not w.told_turn(p.seat, p.findings))


def _fifth_card(w: Work, p: OwnPlay) -> list[Ruling] | None:
    return fifth_card(w, p.seat, p.card, p.findings) if _is_fifth_card(w, p) else None


def _in_turn(w: Work, p: OwnPlay) -> list[Ruling] | None:
    return in_turn(w, p.seat, p.card, p.decision) if w.table.turn == p.seat else None


def _lead_out_of_turn(w: Work, p: OwnPlay) -> list[Ruling] | None:
    return None if w.table.current_trick else lead_out_of_turn(w, p.seat, p.card, p.findings)


def _premature(w: Work, p: OwnPlay) -> list[Ruling] | None:
    return premature(w, p.seat, p.card, w.role(p.seat))


#: The rules of a ``play`` of a card of one's own hand, in order: the first that answers rules.
PLAY_PRECEDENCE: tuple[tuple[str, Callable[[Work, OwnPlay], list[Ruling] | None]], ...] = (
    ("62A: the card corrects a revoke not yet established", _revoke_correction),
    ("45E: a fifth card (the seat has already played to the trick)", _fifth_card),
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
    if w.role(seat) == "defender" and len(w.area) and breaches_penalty_card(w.area, seat, card, t):
        v = law50_52_offers.failure_to_play_52B(
            card, seat, area=w.area, edition=w.edition, declarer=t.declarer
        )
        t.restrictions = []  # the card is played although a restriction forbids it (52)
        out = w.carry_out(v)
        w.sync_restrictions()
        return out
    broken = _choice_restriction_broken(w, seat, card)
    notes = w.put(seat, card)
    if broken is not None:
        return [law50_52_offers.chosen_requirement_broken_61A(seat, card, decision.law, broken, then=notes)]
    revoke = f"revoke:{seat.letter}:{card}" in notes
    return [law45_play.card_played(seat, card, decision.law, revoke=revoke, then=notes)]


def _choice_restriction_broken(w: Work, seat: Seat, card: Card) -> str | None:
    """The clause of a lead or play requirement chosen by the non-offending side (50D2/51B,
    57A) that ``card`` breaks while it follows suit (Law 61A: such a failure is a revoke), or
    None. Law 44C failures are revokes of their own; penalty-card duties are Law 52."""
    t = w.table
    mine = [r for r in w.choice_restrictions if r.seat == seat]
    if not mine or t.is_legal(card, seat):
        return None
    led = t.suit_led
    if led is not None and card.suit != led and t.hand(seat).mask & SUIT_MASKS[led]:
        return None
    for r in mine:
        if not r.narrow(t, card.bit):
            return r.law
    return None


def fifth_card(w: Work, seat: Seat, card: Card, f: Findings) -> list[Ruling]:
    """45E: ``seat`` has already played to the trick (or to the one just completed). Deemed a
    lead (finding ``deemed_lead``): his lead in turn, else a lead out of turn (53-56);
    otherwise 45E1/45E2 (:func:`law45_play.fifth_card_45E`)."""
    t = w.table
    defender = w.role(seat) == "defender"
    right = t.turn.same_side(seat)
    d = law45.fifth_card_45E(
        defender=defender, deemed_lead=bool(f.get("deemed_lead")), edition=w.edition, right_to_lead=right
    )
    lead_laws = law45.fifth_card_lead_laws_45E(defender=defender, edition=w.edition)
    if d.played:
        if not t.current_trick:
            out = in_turn(w, seat, card, d) if t.turn == seat else lead_out_of_turn(w, seat, card, f)
            extra = {**out[0].extra, "fifth_card": d.law, "lead_laws": lead_laws}
            return [replace(out[0], extra=extra), *out[1:]]
        return [law45_play.fifth_card_lead_45E(seat, card, d, lead_laws=lead_laws)]
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
    else Laws 53-56 (:func:`law53_58.lead_out_of_turn`), the other side's choice opened."""
    t = w.table
    teller = w.told_turn_by
    if w.told_turn(seat, f):
        informer = teller if teller is not None else seat.lho
        r = may_withdraw(
            RetractionReason.MISINFORMED_TURN,
            edition=w.edition,
            card=card,
            seat=seat,
            regulations=w.regulations,
            is_lead=True,
            informed_by=informer,
        )
        w.told_turn_by = None
        effects = (Withdrawn(seat, card, r.law, info=dict(r.info)),) if r.outcome is Outcome.WITHDRAWN else ()
        return w.carry_out(Verdict((replace(r, seat=seat, card=card),), effects))
    r = law53_58.lead_out_of_turn(seat, card, table=t, declarer_saw_dummy=bool(f.get("declarer_saw_dummy")))
    offer_lead(w, r, seat, card)
    return [r]


def offer_lead(w: Work, r: Ruling, seat: Seat, card: Card) -> None:
    """Open the choice of a ruling on a lead out of turn (53-56) for the offender's opponents."""
    t = w.table
    if r.outcome is Outcome.OPTIONS:
        choosers = law53_58.choosers_53A(seat, t.declarer)
        w.open_offer(Offer("lead", r.law, choosers, r.options, seat, card, proper_leader=t.turn))


def premature(w: Work, seat: Seat, card: Card, role: str) -> list[Ruling]:
    """A card played before its owner's turn (Law 57 via law53_58): 57C exceptions, 57A, 57D."""
    t = w.table
    partner_to_play = not w.trick_has(seat.partner) and seat.partner not in w.premature
    both_hands = all(w.trick_has(s) or s in w.premature for s in (t.declarer, t.dummy))
    exc = law53_58.law57C_no_rectification(
        seat,
        card,
        declarer_played_both_hands=both_hands and partner_to_play,
        dummy_suggested=partner_to_play and w.suggested_trick == t.trick_number,
        declarer_side=role != "defender",
        edition=w.edition,
    )
    if exc is not None:
        w.premature[seat] = (card, exc.law)
        return [exc]
    if partner_to_play:
        r = law53_58.law57A_premature(seat, card, suit_led=t.suit_led)
        w.add_penalty(card, seat, "major")
        w.open_offer(Offer("57A", "57A", frozenset({t.declarer}), r.options, seat.partner, card))
        return [r]
    led = t.suit_led
    holds = led is not None and bool(t.hand(seat).mask & SUIT_MASKS[led])
    r = law53_58.law57D_play_at_rho_turn(seat, card, holds_suit_led=holds, suit_led=led)
    if r.outcome is Outcome.PENALTY_CARD:
        w.add_penalty(card, seat, "major")
    else:
        w.premature[seat] = (card, "57D")
    return [r]


def defender_seen(
    w: Work, seat: Seat, card: Card, f: Findings, could: bool | None, *, attempt: bool = True
) -> list[Ruling]:
    """A defender's card seen: 45C1 when it is his turn and he has not played; a premature
    play (57) when he held it as if to play (``attempt``) before his turn; else - a card
    shown outside normal play, or after he played to the trick - Law 49 (-> 50B)."""
    t = w.table
    d = law45.defender_card_45C1(partner_could_see=could, edition=w.edition)
    own_turn = t.turn == seat and not w.trick_has(seat)
    if d.played and own_turn:
        return in_turn(w, seat, card, d)
    if d.played and attempt and not w.trick_has(seat) and t.current_trick:
        return premature(w, seat, card, "defender")
    r = defender_exposes(
        card,
        seat,
        partner_could_see=bool(could if could is not None else True),
        edition=w.edition,
        regulations=w.regulations,
        existing=w.area,
        intended_card=f.get("intended_card"),
        declarer=t.declarer,
        director_otherwise=bool(f.get("director_otherwise")) or None,
    )
    if r.outcome is Outcome.PENALTY_CARD and r.penalty in ("major", "minor"):
        w.add_penalty(card, seat, "major" if r.penalty == "major" else "minor")
        w.sync_restrictions()
    return [r]
