"""A change of designation in the engine (45C4(b)): the earlier card is undone, the new one
played, the cards after it played again, and the opponents may withdraw theirs (47D). The Law
is in :mod:`bridgelaw.laws.law45` (the decision) and :mod:`bridgelaw.laws.law45.change`."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card, Seat
from bridgelaw.designation.types import Designation
from bridgelaw.engine.revoke import not_of_side
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45
from bridgelaw.laws.law45 import change as law45_change
from bridgelaw.laws.verdict import WithdrawalAfter
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "change", "defender_change_in_one_breath", "gesture_changes_designation", "replace_in_one_breath",
]


def change(w: Work, a: Act, des: Designation | None, prior: law45.Designated) -> list[Ruling]:
    """45C4(b): the player tries to change the earlier designation ``prior`` by words ``des``."""
    t = w.table
    f = a.findings
    if _names_the_same_card(w, a, des, prior):
        return [law45_change.same_card_again_45C4b(prior.owner, prior.card, edition=w.edition)]
    facts = _facts(w, a, prior)
    d = law45.may_change_designation_45C4b(facts, edition=w.edition, regulations=w.regulations)
    if not d.played and d.reason in ("not_slip", "not_unintended") and not f.given("slip_of_tongue"):
        # scope and window allow the change of a dummy card to the card the words now give: only
        # the Director's finding decides it
        awaiting = _awaiting_finding(w, a, des, prior)
        if awaiting is not None:
            return awaiting
    if not d.played:
        since = next(((s, c) for s, c in t.plays[prior.at + 1:] if s.same_side(prior.speaker)), None)
        return [law45_change.change_refused_45C4b(prior.owner, prior.card, d, since=since, dummy=t.dummy),
                *_named_refused(w, des, prior)]
    # allowed: find the new card on the position before the first one was played
    taken = w.rollback(prior.at)

    def director(words_name_no_card: bool) -> list[Ruling]:
        """The new words give no (legal) card: the first card is put back as it was and the
        Director establishes which card was meant."""
        w.replay(taken)
        return [
            law45_change.change_needs_director_45C4b(
                prior.owner, prior.card, d, words_name_no_card=words_name_no_card
            )
        ]

    if des is None:
        return director(True)
    if prior.owner == t.dummy:
        r = w.resolve_words(t, des, prior.speaker, f)
        new = r.card if r.outcome is Outcome.PLAYED else None
    else:
        new = des.card if des.card is not None and w.holds(prior.owner, des.card) else None
    if new is None or not t.is_legal(new, prior.owner):
        return director(False)
    w.put(prior.owner, new)
    w.note_designated(prior.speaker, prior.owner, new, True)
    done, back = w.replay(taken[1:])
    offender = law45_change.offender_after_change_45C4b(
        prior.speaker, declarer=t.declarer, edition=w.edition, regulations=w.regulations
    )
    _ret, sub = law45_change.change_clauses_45C4b(d, edition=w.edition)
    options = w.offer_withdraw(sub, not_of_side(done, prior.speaker), offender, after=WithdrawalAfter.CHANGE)
    v = law45_change.change_allowed_45C4b(
        prior.owner,
        prior.card,
        new,
        d,
        offender=offender,
        options=options,
        withdrawable=not_of_side(done + back, prior.speaker),
        returned=back,
        edition=w.edition,
    )
    return w.carry_out(v)


def _names_the_same_card(w: Work, a: Act, des: Designation | None, prior: law45.Designated) -> bool:
    """The words ``des`` designate ``prior.card`` again, read on the position before it was
    played (a dummy card: as Law 46 reads them there; a player's own card: the card named)."""
    return des is not None and w.card_in_place_of(prior, des, w.position_before(prior.at)) is prior.card


def _awaiting_finding(w: Work, a: Act, des: Designation | None,
                      prior: law45.Designated) -> list[Ruling] | None:
    """45C4(b) without the Director's finding ``slip_of_tongue``, scope and window allowing the
    change of ``prior`` (a dummy card declarer named): the first card stands and the Director
    must find (``director``, ``needs: slip_of_tongue``), when the new words give a card dummy
    could have played instead; None when they give none or ``prior`` is not a dummy card (the
    finding's default then applies, as before: ``change_refused``)."""
    if prior.owner != w.table.dummy or des is None:
        return None
    facts = replace(_facts(w, a, prior), slip_of_tongue=True)
    d = law45.may_change_designation_45C4b(facts, edition=w.edition, regulations=w.regulations)
    before = w.position_before(prior.at)
    new = w.card_in_place_of(prior, des, before)
    legal = new is not None and before.is_legal(new, prior.owner)
    if new is None or not legal or new is prior.card:
        return None
    return [law45_change.change_awaits_slip_finding_45C4b(
        prior.owner, prior.card, new, d, in_one_breath=False)]


def defender_change_in_one_breath(w: Work, a: Act, des: Designation, prior: law45.Designated) -> list[Ruling]:
    """45C4(b) for a defender's own card named first in the same breath (``prior``, just played)
    and changed by the rest of his words ``des``: where the code lets him change an unintended
    designation (2007 and earlier) and the Director has not yet found whether it was one
    (finding ``slip_of_tongue`` not given), the first card stands and the Director must decide
    (``director``, ``needs: slip_of_tongue``); otherwise :func:`change` (2017: refused, only
    declarer's designation of a dummy card may be changed; the card then named is a Law 49
    penalty card)."""
    if not a.findings.given("slip_of_tongue"):
        facts = replace(_facts(w, a, prior), slip_of_tongue=True)
        d = law45.may_change_designation_45C4b(facts, edition=w.edition, regulations=w.regulations)
        if d.played:
            new = des.card if des.card is not None and w.holds(prior.owner, des.card) else None
            return [law45_change.change_awaits_slip_finding_45C4b(
                prior.owner, prior.card, new, d, in_one_breath=True)]
    return change(w, a, des, prior)


def replace_in_one_breath(w: Work, prior: law45.Designated, r: Ruling) -> list[Ruling]:
    """45C4(b) allowed in one breath: the first card (``prior``) is put back (47C) and the new
    card ``r.card`` played in its place, as in an ordinary change."""
    t = w.table
    assert r.card is not None
    taken = w.rollback(prior.at)
    if not t.is_legal(r.card, prior.owner):  # pragma: no cover - the Law resolved it on this position
        w.replay(taken)
        return [r]
    w.put(prior.owner, r.card)
    w.note_designated(prior.speaker, prior.owner, r.card, True)
    w.replay(taken[1:])
    v = law45_change.one_breath_change_45C4b(
        r, declarer=t.declarer, edition=w.edition, regulations=w.regulations
    )
    return w.carry_out(v)


def _named_refused(w: Work, des: Designation | None, prior: law45.Designated) -> list[Ruling]:
    """Law 49 after a refused 45C4(b) change of a defender's own card: the card he then named, as
    the card he proposed to play, is named as being in his hand - a penalty card (50B classes it,
    a deliberate designation). Nothing for declarer (dummy's cards are not exposed by words, 48A)
    or when the words name no other card he holds."""
    t = w.table
    if prior.owner != prior.speaker or w.role(prior.owner) != "defender" or des is None:
        return []
    card = des.card
    if card is None or card is prior.card or card not in t.hand(prior.owner):
        return []
    from bridgelaw.engine.position import named_as_held_49

    return named_as_held_49(w, prior.owner, card, how="deliberate")


def _facts(w: Work, a: Act, prior: law45.Designated) -> law45.ChangeFacts:
    """The facts of a 45C4(b) change attempt of ``prior`` found on the table and in the findings."""
    t = w.table
    f = a.findings
    later = t.plays[prior.at + 1 :]
    own_side = [(s, c) for s, c in later if s.same_side(prior.speaker)]
    revoked = {(r.seat, r.card) for r in t.revokes}
    return law45.ChangeFacts(
        by_declarer=prior.speaker == t.declarer,
        dummy_card=prior.owner == t.dummy,
        by_naming=prior.by_naming,
        own_side_played_since=bool(own_side),
        legal_plays_only=not any(x in revoked for x in own_side),
        slip_of_tongue=bool(f.get("slip_of_tongue")),
        pause_for_thought=bool(f.get("pause_for_thought")),
        by_gesture=prior.gesture,
    )


def gesture_changes_designation(w: Work, by: Seat, card: Card) -> law45.Designated | None:
    """The designation a gesture of declarer's at dummy's ``card`` (a point, a touch to play it)
    tries to change, or None when the gesture is not such an attempt (45C4(b)).

    It is one when dummy is not to play, declarer's own designation of a dummy card was played
    to the trick and its change window is open, and ``card`` is a card dummy could legally have
    played in its place ("top", dummy plays the ace, declarer points at or reaches for the two):
    never a designation to a later trick (57C). Another suit, or a card when the trick is over,
    is a designation of its own (a premature play, 57C); a card of the suit led after dummy's
    designated card revoked corrects the revoke (62B2), which ``play_from_dummy`` rules.
    """
    t = w.table
    prior = w.recall(law45.Designated)
    dummy_to_play = t.turn == t.dummy and not w.trick_has(t.dummy)
    if (dummy_to_play or prior is None or prior.speaker != by or prior.owner != t.dummy
            or not w.is_change_attempt(prior) or t.dummy in w.premature):
        return None
    before = w.position_before(prior.at)
    revoked = any(r.card is prior.card for r in t.revokes)
    could = (card is not prior.card and not revoked and before.turn == before.dummy
             and before.is_legal(card, before.dummy))
    return prior if could else None
