"""Revoke correction in the engine (Laws 62A/62B/62C1): a card that corrects a revoke not yet
established takes the revoke card's place; the cards played after it are played again; and
the moment a revoke is established (63A1: :func:`newly_established`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.engine.work import Work
from bridgelaw.errors import IllegalCardError
from bridgelaw.laws import law45, law62
from bridgelaw.laws.verdict import SubstituteOffer, WithdrawalAfter
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table

if TYPE_CHECKING:
    from bridgelaw.laws import law63

__all__ = ["established_by_lead_out_of_turn", "newly_established", "not_of_side", "to_earlier_trick",
           "try_correct_revoke"]


def not_of_side(cards: list[str], seat: Seat) -> list[str]:
    """The cards (``SEAT:CARD``) among ``cards`` played by the side opposite ``seat``."""
    return [x for x in cards if not Seat.parse(x[0]).same_side(seat)]


def try_correct_revoke(w: Work, owner: Seat, card: Card) -> list[Ruling] | None:
    """62A/62B: ``card`` of ``owner`` corrects his revoke that is not yet established - the
    revoke card is withdrawn (62B1 a defender's becomes a major penalty card, 62B2 declarer's
    or dummy's goes back), ``card`` is played in its place, and the cards played after the
    revoke are played again (62C1: the non-offending side may withdraw theirs; 2017 62C3 when
    the other side revoked on the same trick too and only one side has played to the next).
    None: ``card`` corrects no revoke (no revoke to correct, established, or ``card`` does not
    follow suit)."""
    found = w.correctable_revoke(owner)
    if found is None:
        return None
    return _correct(w, owner, card, found)


def _revoke_at(w: Work, owner: Seat, trick: int) -> tuple[int, Card, Suit] | None:
    """``owner``'s revoke in ``trick`` still on the table: its index in ``table.plays``, the
    revoke card and the suit led; None when he made none there."""
    t = w.table
    for rv in t.revokes:
        if rv.seat == owner and rv.trick == trick:
            at = next((i for i, (s, c) in enumerate(t.plays) if s == owner and c is rv.card), None)
            if at is not None:
                return at, rv.card, rv.suit_led
    return None


def _sides_played_to(t: Table, number: int) -> set[str]:
    """The sides (``"N/S"``, ``"E/W"``) with a card in trick ``number`` (completed or current)."""
    cards = next((tr.cards for tr in t.tricks if tr.number == number), None)
    if cards is None:
        cards = tuple(t.current_trick) if t.trick_number == number else ()
    return {"N/S" if s in (Seat.N, Seat.S) else "E/W" for s, _ in cards}


def _correct(w: Work, owner: Seat, card: Card, found: tuple[int, Card, Suit], *,
             established: bool = False) -> list[Ruling] | None:
    """Carry out the correction of ``owner``'s revoke ``found`` (index, revoke card, suit led) by
    ``card`` (62B, or 62C3); None when ``card`` does not follow suit or, for an ``established``
    revoke, 62C3 does not apply."""
    at, revoke_card, suit_led = found
    t = w.table
    holds = card in t.hand(owner)
    record = next(rv for rv in t.revokes if rv.seat == owner and rv.card is revoke_card)
    if not law62.corrects_revoke_62B(card, suit_led=suit_led, holds=holds, prohibited=record.prohibited):
        return None
    trick = record.trick
    from bridgelaw.laws import law63

    both = law62.both_sides_correct_62C3(
        owner, trick, [law63.RevokeCase.of(r) for r in t.revokes], _sides_played_to(t, trick + 1),
        memory=w.recall(law62.BothSidesRevoked), edition=w.edition)
    if established and both is None:
        return None
    # 62C3: the other side's revoke card on the trick stays there until he corrects it himself
    pending = frozenset((r.seat, r.card) for r in t.revokes if r.trick == trick and r.seat != owner) \
        if both is not None else frozenset()
    if isinstance(w.offer, SubstituteOffer) and w.offer.card is revoke_card:
        w.offer = None  # 52B1 on the revoke card is moot once the revoke is corrected
    later = w.rollback(at)[1:]
    w.put(owner, card)
    defender = w.role(owner) == "defender"
    if defender:
        w.add_penalty(revoke_card, owner, "major")
        w.sync_restrictions()
    done, back = w.replay(later, keep=pending)
    withdrawable = not_of_side(done, owner) if both is None else []
    fate, played = w.carry_out(law62.correct_revoke_62B(
        owner, revoke_card, card, defender=defender, withdrawable=withdrawable, edition=w.edition,
        both_sides=both, trick=trick, established=(trick, revoke_card, suit_led) if established else None,
    ))
    options = w.offer_withdraw("62C1", withdrawable, owner, after=WithdrawalAfter.REVOKE)
    fate = replace(fate, options=options, extra={**fate.extra, "returned": back})
    if owner == t.dummy:
        w.forget(law45.Designated)
    return [fate, played]


def to_earlier_trick(w: Work, owner: Seat, card: Card, trick: int, *, by: Seat) -> list[Ruling]:
    """``owner`` (dummy when declarer faces dummy's card) faces ``card`` as a play to ``trick``,
    an earlier trick (the ``play`` field ``to_trick``): his attempt to correct his revoke there.

    * Not yet established (63A): the correction, 62A/62B (62C1; 2017 62C3 when both sides
      revoked on that trick and only one side has played to the next).
    * Established: 2017 62C3 when it applies (both revokes are corrected, this one too); else
      63B (1997 63C) - it may no longer be corrected: ``not_played``, the card stays in the hand;
      a defender's card, faced before he was entitled to in the normal course of play or
      rectification, becomes a penalty card by Law 49 (major: exposed through deliberate play,
      50B); declarer's or dummy's goes back without rectification (48A).

    Raises:
        IllegalCardError: ``trick`` is not an earlier trick (the caller rules the current trick
            as an ordinary play); ``owner`` made no revoke in ``trick`` still on the table; the card
            does not follow the suit led to it (it cannot correct the revoke).
    """
    t = w.table
    if trick >= t.trick_number:
        raise IllegalCardError(
            f"{by.letter} cannot play {card} to trick {trick}: trick {t.trick_number} is being played "
            "('to_trick' names an earlier trick, for a revoke correction)", card=card, seat=by, law="62A")
    found = _revoke_at(w, owner, trick)
    if found is None:
        raise IllegalCardError(
            f"{by.letter} cannot play {card} to trick {trick}: {owner.letter} did not revoke on trick "
            f"{trick}; a card goes to an earlier trick only to correct a revoke there (62A)",
            card=card, seat=by, law="62A")
    prohibited = any(r.prohibited for r in t.revokes if r.seat == owner and r.card is found[1])
    if prohibited and card.suit is found[2]:
        raise IllegalCardError(
            f"{by.letter} cannot play {card} to trick {trick}: {found[2].name.lower()} were prohibited, "
            "and only a card of another suit corrects the revoke (62B)", card=card, seat=by, law="62B")
    if not prohibited and card.suit is not found[2]:
        raise IllegalCardError(
            f"{by.letter} cannot play {card} to trick {trick}: {found[2].name.lower()} were led to it, "
            "and only a card of that suit corrects the revoke (62B)", card=card, seat=by, law="62B")
    correctable = w.correctable_revoke(owner)
    if correctable is not None and correctable[0] == found[0]:
        out = _correct(w, owner, card, found)
        assert out is not None  # follows suit and is held (validated)
        return out
    out = _correct(w, owner, card, found, established=True)
    if out is not None:
        return out
    from bridgelaw.laws import law63

    rv = next(r for r in t.revokes if r.seat == owner and r.card is found[1])
    defender = w.role(owner) == "defender"
    refused = law63.correction_refused_63B(law63.RevokeCase.of(rv), card, defender=defender,
                                           edition=w.edition)
    return [refused]


def _establishment(t: Table, case: law63.RevokeCase, w: Work) -> law63.Establishment | None:
    """63A1 on table ``t`` (:func:`bridgelaw.laws.law63.played_since_63A1`, given the
    completed tricks, the current one and its number)."""
    from bridgelaw.laws import law63

    return law63.played_since_63A1(case, t.tricks, t.current_trick, current_trick=t.trick_number,
                                        edition=w.edition)


def newly_established(before: Table, w: Work, *, designated_by: Seat | None = None) -> list[Ruling]:
    """63A1, the moment: the revokes that this event established - the offender or his partner
    has now led or played to a later trick, which he had not on ``before`` (the table before the
    event) - each with its establishment ruling (``played`` 63A1, flag ``revoke_established``).
    ``designated_by``: the event was a designation by that seat (words, a point: declarer names
    dummy's card, a defender his own), so the act that established them is the designation of a
    card to be played to the following trick (63A2), which Law 64 keeps
    (:class:`~bridgelaw.laws.law63.EstablishingActs`). Raises nothing."""
    t = w.table
    if not t.revokes:
        return []
    from bridgelaw.laws import law63  # here: only a table with a revoke needs Law 63

    was = {c for c in map(law63.RevokeCase.of, before.revokes) if _establishment(before, c, w) is not None}
    out: list[Ruling] = []
    acts: tuple[law63.Act, ...] = ()
    trick = t.trick_number if t.current_trick else t.trick_number - 1
    for case in map(law63.RevokeCase.of, t.revokes):
        if case in was:
            continue
        est = _establishment(t, case, w)
        if est is not None and designated_by is not None:
            act = law63.Act(designated_by, law63.ActKind.DESIGNATE, trick)
            named = law63.established_63A(case, [act], edition=w.edition)
            if named is not None:
                est = law63.Establishment(named.law, None, named.seat, named.kind)
                acts = (*acts, act) if act not in acts else acts
        if est is not None:
            out.append(law63.establishment_63A(case, est, edition=w.edition))
    if acts:
        kept = w.recall(law63.EstablishingActs)
        w.remember(law63.EstablishingActs((*(kept.acts if kept is not None else ()), *acts)))
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
