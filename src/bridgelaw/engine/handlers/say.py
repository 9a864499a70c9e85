"""The ``say`` handler: words at the table (laws.md §1.0) - a statement that it is someone's
turn (47E1), dummy's words (43A1/45F), declarer's words naming dummy's card (Law 46, 45C4(a);
a change 45C4(b), also in one breath; a 45D or 62 correction; words not understood, 46A; the
choice after a 46B3(b) ``must_specify``), a defender's words naming his own card."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Seat
from bridgelaw.designation.parser import parse_designation
from bridgelaw.designation.types import Designation
from bridgelaw.designation.utterance import is_turn_statement
from bridgelaw.engine.dummy import play_from_dummy, play_named
from bridgelaw.engine.revoke import try_correct_revoke
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import DesignationError, InvalidDesignationError
from bridgelaw.laws import law45, law46
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.laws.law46 import play as law46_play
from bridgelaw.laws.verdict import LeadOutOfTurnOffer, Verdict
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on words said by ``a.event.by``."""
    e = a.event
    text = e.text or ""
    if is_turn_statement(text, e.lang):
        from bridgelaw.laws import law47  # the modules of rarer acts are imported when needed

        return w.carry_out(law47.turn_statement_47E1(e.by, edition=w.edition))
    if a.role == "dummy":
        return [law45_play.dummy_speaks_45F(e.by, edition=w.edition)]
    error: InvalidDesignationError | None = None
    try:
        des: Designation | None = parse_designation(text, e.lang)
    except InvalidDesignationError as err:
        # kept for its words, not its traceback (which would hold this frame: a reference cycle)
        des, error = None, err.with_traceback(None)
    except DesignationError:
        des = None
    if a.role == "declarer":
        out = _declarer_says(w, a, des, error)
        t = w.table
        # 46B4 an invalid call, 46B3(b) a must_specify: what Law 46 keeps for his next act
        w.carry_out(law46_play.call_remembered_46B(
            out, dummy_to_play=t.turn == t.dummy, dummy_played=w.trick_has(t.dummy), plays=len(t.plays)))
        return out
    return _defender_says(w, a, des, error)


def _change(w: Work, a: Act, des: Designation | None, prior: law45.Designated) -> list[Ruling]:
    """45C4(b): words that change a designation (:func:`bridgelaw.engine.change.change`; its
    module is imported the first time an incident needs it)."""
    from bridgelaw.engine.change import change

    return change(w, a, des, prior)


def _declarer_says(
    w: Work, a: Act, des: Designation | None, error: InvalidDesignationError | None = None
) -> list[Ruling]:
    e = a.event
    t = w.table
    dummy = t.dummy
    first_rules = _designation_corrects_revoke(w, a, des) or _wrong_hand_change(w) \
        or _premature_call_change(w, a, des)
    if first_rules is not None:
        return first_rules
    pending = w.correction_due()
    dummy_to_play = (t.turn == dummy and not w.trick_has(dummy)) or pending
    prior = w.recall(law45.Designated)
    if (not dummy_to_play and prior is not None and prior.speaker == e.by
            and w.is_change_attempt(prior, e.text, e.lang)):
        return _change(w, a, des, prior)
    first = _words_first(w, a, des, error, dummy_to_play=dummy_to_play, pending=pending)
    if first is not None:
        return first
    assert des is not None  # words that name nothing are ruled above
    table = t
    if pending:
        p = w.recall(law45.Pending45D)
        assert p is not None
        table = w.position_before(p.at)
    elif not dummy_to_play:
        # a designation when dummy is not to play: a lead out of turn from dummy - from the wrong
        # hand, or while a defender is on lead (45C4(a): the card named is played; 55A) - or premature
        if not t.current_trick:
            table = t.copy()
            table.accept_lead_out_of_turn(dummy)
            return _wrong_hand_call(w, a, des, table)
        if t.current_trick and not w.trick_has(dummy) and dummy not in w.premature:
            return _premature_call(w, a, des)
        return [law45_play.words_not_dummys_turn_45C4a(e.text or "", dummy=dummy, edition=w.edition)]
    faced = (
        table is t
        and not pending
        and law45_play.counts_when_faced_45B(edition=w.edition, regulations=w.regulations)
    )
    if des.has_change:
        # 45C4(a): the card named first is designated; 45C4(b): the change, by findings and edition
        if faced:
            return w.carry_out(_one_breath_before_facing(w, a, table, des))
        return _in_one_breath(w, a, table, des)
    r = w.resolve_words(table, des, e.by, a.findings)
    if r.outcome is Outcome.DEFENDERS_DESIGNATE and table is t:
        from bridgelaw.engine.offers.defenders_46b5 import open_46B5

        return open_46B5(w, r)
    if r.outcome is not Outcome.PLAYED or r.card is None:
        return [r]
    if faced:
        return w.carry_out(law45_play.awaits_facing_45B(r, dummy=dummy, edition=w.edition))
    return play_named(w, r, speaker=e.by)


def _one_breath_before_facing(w: Work, a: Act, table: Table, des: Designation) -> Verdict:
    """45C4(b) with 45B's "counts when faced": a change in one breath before dummy faces the card
    (:func:`bridgelaw.laws.law45.change.one_breath_before_facing_45C4b`)."""
    from bridgelaw.laws.law45 import change as law45_change

    rulings = _one_breath_rulings(w, a, table, des)
    return law45_change.one_breath_before_facing_45C4b(rulings, dummy=w.table.dummy, edition=w.edition)


def _wrong_hand_call(w: Work, a: Act, des: Designation, table: Table) -> list[Ruling]:
    """Declarer names a dummy card when the lead is in his own hand (read on ``table``, the
    position with dummy on lead): a lead from the wrong hand (55A) of the card named - in a
    correction in one breath the card named FIRST (45C4(a)); the change in the same breath is
    then a change attempt of a call from the wrong hand, refused in every edition, the 55A
    choice staying open (:func:`bridgelaw.laws.law45.change.wrong_hand_call_45C4b`)."""
    r = w.resolve_words(table, des.first, a.event.by, a.findings)
    if r.outcome is not Outcome.PLAYED or r.card is None:
        return [r]
    out = play_named(w, r, speaker=a.event.by)
    if des.has_change:
        out += _wrong_hand_change(w) or []
    return out


def _premature_call(w: Work, a: Act, des: Designation) -> list[Ruling]:
    """Declarer names a card from dummy before the hand before dummy has played: a premature
    play (57C3; 2007 57C2) - a card named completely (suit and rank) that dummy holds is played
    and goes to the trick at dummy's turn; other words are for the Director."""
    t = w.table
    dummy = t.dummy
    from bridgelaw.laws import law57

    e = a.event
    found = law57.premature_call_card_57C3(des, dummy_hand=t.hand(dummy), suit_led=t.suit_led)
    if found is None:
        text = e.text or ""
        return [law57.premature_words_from_dummy_57C3(text, dummy=dummy, turn=t.turn, edition=w.edition)]
    d = law45.named_card_45C4a(edition=w.edition)
    out = play_from_dummy(w, found.card, d, speaker=e.by, by_naming=True)
    return law45_play.with_option(out, "designation", found.law)


def _words_first(
    w: Work,
    a: Act,
    des: Designation | None,
    error: InvalidDesignationError | None,
    *,
    dummy_to_play: bool,
    pending: bool,
) -> list[Ruling] | None:
    """Declarer's words that are ruled before an ordinary designation: words not understood
    (46A) or naming no card (46B4) and the choice after a ``must_specify`` (46B3(b)). None: a
    designation (a correction in one breath included)."""
    e = a.event
    t = w.table
    dummy = t.dummy
    if des is None and error is not None and dummy_to_play:
        # 46A: words not understood - nothing is designated, declarer designates again
        return [law46.not_understood_46A(error, dummy=dummy)]
    if des is None:
        return [law46_play.no_card_named_46B4(e.text or "", dummy=dummy, dummy_to_play=dummy_to_play)]
    must = w.recall(law46_play.MustSpecify)
    if must is not None and dummy_to_play and not pending:
        # 46B3(b): declarer says which card he meant (O-46-B3B-LOCK)
        r = law46.specify_46B3b(t, must.ruling, des, edition=w.edition, regulations=w.regulations)
        if r.outcome is not Outcome.PLAYED or r.card is None:
            return [r]
        return play_named(w, r, speaker=e.by)
    return None


def _one_breath_rulings(w: Work, a: Act, table: Table, des: Designation) -> list[Ruling]:
    """The Law on a correction in one breath read on ``table``
    (:func:`bridgelaw.laws.law46.change_in_one_breath_45C4b`), with the findings of the event."""
    f = a.findings
    slip = f.get("slip_of_tongue") if f.given("slip_of_tongue") else None
    return law46.change_in_one_breath_45C4b(
        table,
        des,
        edition=w.edition,
        regulations=w.regulations,
        slip_of_tongue=None if slip is None else bool(slip),
        pause_for_thought=bool(f.get("pause_for_thought")),
        seat=a.event.by,
    )


def _in_one_breath(w: Work, a: Act, table: Table, des: Designation) -> list[Ruling]:
    """A designation changed in the same breath ("the king, no, the ace of clubs"), dummy to
    play (or a 45D correction due: ``table`` is then the position before dummy's unnamed card):
    the Law (:func:`bridgelaw.laws.law46.change_in_one_breath_45C4b`) rules on both acts; the
    engine plays the first card as named (45C4(a); under 45D in place of the unnamed card),
    then carries the change out - an allowed change puts the first card back (47C) and plays the
    new one; a refused change, a restatement or a change awaiting the Director's finding
    (``slip_of_tongue``) leaves the first card played. When the first words play no card (46B4
    ``invalid``, ``must_specify``), a card the second ruling plays is played from dummy."""
    from bridgelaw.engine.change import replace_in_one_breath

    t = w.table
    rulings = _one_breath_rulings(w, a, table, des)
    first, rest = rulings[0], rulings[1:]
    out: list[Ruling] = []
    prior = None
    if first.outcome is Outcome.PLAYED and first.card is not None:
        out += play_named(w, first, speaker=a.event.by)
        prior = w.recall(law45.Designated)
        played = prior is not None and prior.owner == t.dummy and w.open_card(prior.at, first.card)
    else:
        out.append(first)
        played = False
    for r in rest:
        if r.outcome is Outcome.CHANGE_ALLOWED and r.card is not None and played and prior is not None:
            out += replace_in_one_breath(w, prior, r)
        elif (
            r.outcome is Outcome.PLAYED
            and r.card is not None
            and "restated" not in r.flags
            and not played
            and (t.turn == t.dummy or w.correction_due())
        ):
            out += play_named(w, r, speaker=a.event.by)
        else:
            out.append(r)
    return out


def _premature_call_change(w: Work, a: Act, des: Designation | None) -> list[Ruling] | None:
    """Declarer speaks again, naming another dummy card, while the dummy card he named
    prematurely (57C: a played card, waiting for dummy's turn) is still waiting: a 45C4(b) change
    attempt of that designation, ruled by the Law (edition, slip of the tongue, pause for thought);
    allowed, the new card takes its place. None: no premature card of dummy, or the words name
    no other card of dummy."""
    t = w.table
    early = w.premature.get(t.dummy)
    if early is None or des is None or t.turn == t.dummy:
        return None
    card, law = early
    new = des.card
    if new is None or new is card or new not in t.hand(t.dummy):
        return None
    f = a.findings
    facts = law45.ChangeFacts(
        by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=False,
        slip_of_tongue=bool(f.get("slip_of_tongue")), pause_for_thought=bool(f.get("pause_for_thought")),
    )
    d = law45.may_change_designation_45C4b(facts, edition=w.edition, regulations=w.regulations)
    from bridgelaw.laws.law45 import change as law45_change

    if not d.played:
        return [law45_change.change_refused_45C4b(t.dummy, card, d)]
    w.premature[t.dummy] = (new, law)
    return [law45_change.premature_call_changed_45C4b(t.dummy, card, new, d)]


def _wrong_hand_change(w: Work) -> list[Ruling] | None:
    """Declarer speaks again while the dummy card he called when the lead was in his own hand
    (55A) still awaits the defenders' choice: a change attempt, refused in every edition; the
    55A choice stays open. None: no such call is open."""
    t = w.table
    call = w.recall(law45.WrongHandCall)
    o = w.offer
    if call is None:
        return None
    if not isinstance(o, LeadOutOfTurnOffer) or o.card is not call.card or o.seat != t.dummy:
        w.forget(law45.WrongHandCall)
        return None
    card = call.card
    from bridgelaw.laws.law45 import change as law45_change

    return [
        law45_change.wrong_hand_call_45C4b(
            card,
            dummy=t.dummy,
            options=o.options,
            lead_law=o.law,
            edition=w.edition,
            regulations=w.regulations,
        )
    ]


def _designation_corrects_revoke(w: Work, a: Act, des: Designation | None) -> list[Ruling] | None:
    """62A/62B2: declarer's words designate, in place of dummy's revoke card that is not yet
    established, a card of the suit led - read on the position before the revoke card. (Read
    on the position now, the card they designate is asked again when it is played,
    :func:`~bridgelaw.engine.dummy.play_from_dummy`: another reading of the same words - e.g.
    "win it" with dummy on lead after dummy's revoke in the trick he won is the suit he won
    with, which corrects it - not the same check twice.)"""
    t = w.table
    found = w.correctable_revoke(t.dummy) if des is not None else None
    if found is None or des is None:
        return None
    before = w.position_before(found[0])
    r = w.resolve_words(before, des, a.event.by, a.findings)
    if r.outcome is not Outcome.PLAYED or r.card is None:
        return None
    return try_correct_revoke(w, t.dummy, r.card)


def _defender_says(
    w: Work, a: Act, des: Designation | None, error: InvalidDesignationError | None = None
) -> list[Ruling]:
    e = a.event
    t = w.table
    des = _own_rank_read(w, e.by, des)
    prior = w.recall(law45.Designated)
    if (prior is not None and prior.speaker == e.by and des is not None
            and w.is_change_attempt(prior, e.text, e.lang)):
        return _change(w, a, des, prior)
    if des is not None and des.change is not None and des.first.card is not None:
        return _defender_changes_in_one_breath(w, a, des)
    if des is None and error is not None:
        # 46A: words not understood name nothing (the unknown words are named); never a card
        return [law45_play.defender_not_understood_46A(error, e.by)]
    if des is None or des.card is None:
        return [law45_play.no_card_named_45C4a(e.by, edition=w.edition)]
    card = des.card
    corrected = try_correct_revoke(w, e.by, card)
    if corrected is not None:
        return corrected
    if not w.holds(e.by, card):
        return [law45_play.named_card_not_held_45C4a(e.by, card, edition=w.edition)]
    if t.turn == e.by and not w.trick_has(e.by):
        from bridgelaw.engine.position import in_turn

        out = in_turn(w, e.by, card, law45.named_card_45C4a(edition=w.edition))
        w.note_designated(e.by, e.by, card, True)
        return out
    from bridgelaw.engine.position import named_as_held_49

    return named_as_held_49(w, e.by, card)


def _own_rank_read(w: Work, seat: Seat, des: Designation | None) -> Designation | None:
    """The defender's words with a rank and no suit ("the queen - no, the nine") read as the card
    of his own hand they can only mean (:func:`~bridgelaw.laws.law45.play.own_card_of_rank_45C4a`),
    each part of a correction in one breath alike; other words unchanged."""
    if des is None:
        return None

    def read(d: Designation) -> Designation:
        if d.rank is None or d.suit is not None or d.keyword is not None or d.trump_named:
            return d
        t = w.table
        held = [c for c in t.hand(seat) if c.rank == d.rank]
        my_turn = t.turn == seat and not w.trick_has(seat)
        legal = [c for c in held if my_turn and t.is_legal(c, seat)]
        card = law45_play.own_card_of_rank_45C4a(held, legal)
        return d if card is None else replace(d, suit=card.suit)

    return replace(read(des), superseded=tuple(read(x) for x in des.superseded))


def _defender_changes_in_one_breath(w: Work, a: Act, des: Designation) -> list[Ruling]:
    """A defender's correction in one breath ("club queen, no, club nine"): the card named first
    is ruled as his words alone would be (45C4(a): played in turn), then the rest of his words are
    a 45C4(b) change attempt of it - the Law decides by edition and findings (2017: only
    declarer's designation of a dummy card may be changed; 2007 and earlier: any player's
    inadvertent designation, without pause for thought). A refused change leaves the nine named
    as being in his hand: Law 49 (:func:`bridgelaw.engine.change.change`)."""
    first = des.first
    out = _defender_says(w, a, first)
    prior = w.recall(law45.Designated)
    changed = des.change
    if (
        changed is None
        or prior is None
        or prior.speaker != a.event.by
        or prior.card is not first.card
        or not w.change_window_open(prior)
    ):
        return out
    from bridgelaw.engine.change import defender_change_in_one_breath

    return out + defender_change_in_one_breath(w, a, changed, prior)
