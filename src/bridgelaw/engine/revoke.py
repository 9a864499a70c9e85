"""Revoke correction in the engine (Laws 62A/62B/62C1): a card that corrects a revoke not yet
established takes the revoke card's place; the cards played after it are played again; and
the moment a revoke is established (63A1: :func:`newly_established`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bridgelaw.cards import Card, Seat
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45, law62
from bridgelaw.laws.verdict import SubstituteOffer, WithdrawalAfter
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table

if TYPE_CHECKING:
    from bridgelaw.laws import law63

__all__ = ["established_by_lead_out_of_turn", "newly_established", "not_of_side", "try_correct_revoke"]


def not_of_side(cards: list[str], seat: Seat) -> list[str]:
    """The cards (``SEAT:CARD``) among ``cards`` played by the side opposite ``seat``."""
    return [x for x in cards if not Seat.parse(x[0]).same_side(seat)]


def try_correct_revoke(w: Work, owner: Seat, card: Card) -> list[Ruling] | None:
    """62A/62B: ``card`` of ``owner`` corrects his revoke that is not yet established - the
    revoke card is withdrawn (62B1 a defender's becomes a major penalty card, 62B2 declarer's
    or dummy's goes back), ``card`` is played in its place, and the cards played after the
    revoke are played again (62C1: the non-offending side may withdraw theirs). None: ``card``
    corrects no revoke (no revoke to correct, established, or ``card`` does not follow suit)."""
    found = w.correctable_revoke(owner)
    if found is None:
        return None
    at, revoke_card, suit_led = found
    holds = card in w.table.hand(owner)
    if not law62.corrects_revoke_62B(card, suit_led=suit_led, holds=holds):
        return None
    t = w.table
    if isinstance(w.offer, SubstituteOffer) and w.offer.card is revoke_card:
        w.offer = None  # 52B1 on the revoke card is moot once the revoke is corrected
    later = w.rollback(at)[1:]
    w.put(owner, card)
    defender = w.role(owner) == "defender"
    if defender:
        w.add_penalty(revoke_card, owner, "major")
        w.sync_restrictions()
    done, back = w.replay(later)
    withdrawable = not_of_side(done, owner)
    fate, played = w.carry_out(law62.correct_revoke_62B(
        owner, revoke_card, card, defender=defender, withdrawable=withdrawable, edition=w.edition
    ))
    options = w.offer_withdraw("62C1", withdrawable, owner, after=WithdrawalAfter.REVOKE)
    fate = replace(fate, options=options, extra={**fate.extra, "returned": back})
    if owner == t.dummy:
        w.forget(law45.Designated)
    return [fate, played]


def _establishment(t: Table, case: law63.RevokeCase, w: Work) -> law63.Establishment | None:
    """63A1 on table ``t`` (:func:`bridgelaw.laws.law63.played_since_63A1`, given the
    completed tricks, the current one and its number)."""
    from bridgelaw.laws import law63

    return law63.played_since_63A1(case, t.tricks, t.current_trick, current_trick=t.trick_number,
                                        edition=w.edition)


def newly_established(before: Table, w: Work) -> list[Ruling]:
    """63A1, the moment: the revokes that this event established - the offender or his partner
    has now led or played to a later trick, which he had not on ``before`` (the table before the
    event) - each with its establishment ruling (``played`` 63A1, flag ``revoke_established``).
    Raises nothing."""
    t = w.table
    if not t.revokes:
        return []
    from bridgelaw.laws import law63  # here: only a table with a revoke needs Law 63

    was = {c for c in map(law63.RevokeCase.of, before.revokes) if _establishment(before, c, w) is not None}
    out: list[Ruling] = []
    for case in map(law63.RevokeCase.of, t.revokes):
        if case in was:
            continue
        est = _establishment(t, case, w)
        if est is not None:
            out.append(law63.establishment_63A(case, est, edition=w.edition))
    return out


def established_by_lead_out_of_turn(w: Work, seat: Seat) -> list[Ruling]:
    """63A1: ``seat`` has just led out of turn to a new trick (the lead awaits the non-offending
    side's choice, not on the table): it establishes each revoke not yet established of his side
    in an earlier trick - "any such play, legal or illegal" - and Law 64 keeps the act
    (:class:`~bridgelaw.laws.law63.EstablishingActs`). Each gets its establishment ruling."""
    t = w.table
    if not t.revokes:
        return []
    from bridgelaw.laws import law63

    kept = w.recall(law63.EstablishingActs)
    acts = kept.acts if kept is not None else ()
    out: list[Ruling] = []
    for case in map(law63.RevokeCase.of, t.revokes):
        if _establishment(t, case, w) is not None or law63.established_63A(case, acts, edition=w.edition):
            continue
        est = law63.lead_out_of_turn_establishes_63A1(case, seat, t.trick_number, edition=w.edition)
        if est is not None:
            acts = (*acts, law63.Act(seat, law63.ActKind.PLAY, t.trick_number))
            out.append(law63.establishment_63A(case, est, edition=w.edition))
    if out:
        w.remember(law63.EstablishingActs(acts))
    return out
