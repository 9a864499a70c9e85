"""Law 62: correction of a revoke (laws.md §1; pzbs.pl 2017 l62).

* 62A/62B: a revoke must be corrected if attention is drawn to it before it is established; the
  revoke card is withdrawn - a defender's becomes a major penalty card (62B1), declarer's or
  dummy's goes back (62B2) - and a correct card is played (:func:`correct_revoke_62B`).
* 62C1: each member of the non-offending side may withdraw a card he played after the revoke
  (:func:`later_cards_62C1`; the engine's ``withdraw`` offer).
* 62C3 (2017): both sides revoked on one trick and only one side has played to the next
  (:func:`both_revoked_62C3`).
* 62D: a revoke on the twelfth trick is corrected even when established, if discovered before
  the hands are returned to the board (:func:`trick_twelve_62D`).

Messages: the correction at the table is gettext domain ``play``; 62C3 and 62D, ruled at the end
of play with Law 64, are domain ``law64``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.clauses import SOURCE_2017_M, Clause, Clauses, same
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import side_name
from bridgelaw.laws.law63 import RevokeCase, unverified_63
from bridgelaw.laws.verdict import (
    Effect,
    Memory,
    PenaltyCard,
    Remember,
    Verdict,
    WithdrawalAfter,
    Withdrawn,
    WithdrawOffer,
)
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "LAW64_MESSAGES",
    "MESSAGES",
    "OPTIONS",
    "BothSidesRevoked",
    "both_revoked_62C3",
    "both_sides_correct_62C3",
    "correct_revoke_62B",
    "corrects_revoke_62B",
    "later_cards_62C1",
    "offender_may_withdraw_62C2",
    "offender_withdraws_62C2",
    "remember_62C3",
    "trick_twelve_62D",
]

_S63_64 = "laws.md §1 (Laws 61-64); 1975/1963 texts not in, flagged unverified [M]"

#: Law 62's clauses.
CLAUSES = Clauses(
    __name__,
    Clause("62", "revoke (general label, unverified codes)", same("62", _S63_64, False)),
    Clause("62A", "a revoke must be corrected", same("62A", SOURCE_2017_M, False)),
    Clause("62B", "correcting a revoke: a legal card substituted for the revoke card",
           same("62B", SOURCE_2017_M, False)),
    Clause("62B1", "correcting a revoke: the revoke card (defender: penalty card)",
           same("62B1", SOURCE_2017_M, False)),
    Clause("62B2", "correcting a revoke: dummy's or declarer's card back to the hand",
           same("62B2", SOURCE_2017_M, False)),
    Clause("62C1", "after a corrected revoke: the non-offenders may withdraw",
           same("62C1", SOURCE_2017_M, False)),
    Clause("62C2", "after a non-offender withdrew (62C1): the offending side's next hand may withdraw "
           "(a defender's card becomes a penalty card)", same("62C2", SOURCE_2017_M, False)),
    Clause("62C3", "both sides revoke on one trick", same("62C3", _S63_64, False)),
    Clause("62D1", "revoke at trick 12: corrected", same("62D1", _S63_64, False)),
    Clause("62D2", "revoke at trick 12: partner's card to that trick", same("62D2", _S63_64, False)),
)

#: Law 62 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The correction at the table: gettext domain ``play``.
MESSAGES = Messages("play")

CORRECTED_PENALTY_CARD = MESSAGES(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which becomes a major penalty card (Laws 62B1, 50).")
CORRECTED_PENALTY_CARD_OTHERS_MAY_WITHDRAW = MESSAGES(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which becomes a major penalty card (Laws 62B1, 50). Each opponent who played after the "
    "revoke may withdraw his card without further rectification (Law 62C1); then the offending side's "
    "next hand may withdraw its card too (Law 62C2).")
CORRECTED_CARD_BACK = MESSAGES(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which goes back to the hand without further rectification (Law 62B2).")
CORRECTED_CARD_BACK_DEFENDERS_MAY_WITHDRAW = MESSAGES(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which goes back to the hand without further rectification (Law 62B2). Each defender who "
    "played after the revoke may withdraw his card without further rectification (Law 62C1).")
SUBSTITUTED_TO_CORRECT = MESSAGES(
    "{seat} plays {card} in place of {old_card} to correct the revoke: the card is played (Law 62B).")

OFFENDER_MAY_WITHDRAW = MESSAGES(
    "{withdrew} withdrew his card after the revoke: {seat}, of the offending side and next in rotation, "
    "may now withdraw {card}, which he played after the revoke (Law {law}).")
DEFENDER_MAY_WITHDRAW_PENALTY = MESSAGES(
    "{withdrew} withdrew his card after the revoke: {seat}, of the offending side and next in rotation, "
    "may now withdraw {card}, which he played after the revoke, but it would become a penalty card "
    "(Law {law}).")
OFFENDER_WITHDREW_PENALTY_CARD = MESSAGES(
    "{seat} withdraws {card} (Law {law}): it becomes a major penalty card (Law 50), and he plays again.")
OFFENDER_WITHDREW = MESSAGES(
    "{seat} withdraws {card} without further rectification (Law {law}), and plays again.")

#: 62C3 and 62D at the end of play: gettext domain ``law64``.
LAW64_MESSAGES = Messages("law64")

BOTH_SIDES_REVOKED = LAW64_MESSAGES(
    "Both sides revoked in trick {trick} and only one side has played to the next trick: both revokes "
    "are corrected, {seat}'s too (Law 62C3); a card a defender withdraws becomes a penalty card, and Law "
    "16C2 applies to the information.")
TRICK_TWELVE_CORRECTED = LAW64_MESSAGES(
    "{seat}'s revoke in trick 12 must be corrected although it is established, as it was discovered "
    "before the hands were returned to the board (Law 62D1); there is no trick adjustment (Law 64B6): "
    "the director settles the last two tricks as they would have gone.")
TRICK_TWELVE_CORRECTED_PARTNER = LAW64_MESSAGES(
    "{seat}'s revoke in trick 12 must be corrected although it is established (Law 62D1). His partner "
    "had not yet played to the trick: he may not choose a play the revoke card could have suggested (Law "
    "{law}). There is no trick adjustment (Law 64B6).")
TRICK_TWELVE_TOO_LATE = LAW64_MESSAGES(
    "{seat}'s revoke in trick 12 was discovered after the hands were returned to the board: the result "
    "stands, with no trick adjustment (Law 64B6); the director may adjust for equity (Law 64C).")


def corrects_revoke_62B(card: Card, *, suit_led: Suit, holds: bool, prohibited: bool = False) -> bool:
    """62B: ``card`` corrects a revoke in a trick led in ``suit_led``: the offender holds it and
    it follows suit ("follows suit with any card"). ``prohibited``: the revoke is a lead of
    ``suit_led``, a suit declarer prohibited (50D2(a), 51B; 61A): "substitutes a legal card" -
    a card of any other suit."""
    if prohibited:
        return holds and card.suit is not suit_led
    return holds and card.suit is suit_led


def later_cards_62C1(later: Sequence[tuple[Seat, Card]], offender: Seat) -> list[str]:
    """62C1: the cards (``SEAT:CARD``) played after the revoke by the non-offending side, which
    each of them may withdraw without further rectification."""
    return [f"{s.letter}:{c}" for s, c in later if not s.same_side(offender)]


def correct_revoke_62B(
    seat: Seat,
    revoke_card: Card,
    card: Card,
    *,
    defender: bool,
    withdrawable: Sequence[str] = (),
    edition: Edition = DEFAULT_EDITION,
    both_sides: BothSidesRevoked | None = None,
    trick: int = 0,
    established: tuple[int, Card, Suit] | None = None,
) -> Verdict:
    """62A/62B: the verdict on the correction of a revoke that is not yet established - or, with
    ``both_sides``, a 62C3 correction (2017: both sides revoked in trick ``trick`` and only one
    side had played to the next; the revoke is corrected even if established, 63B).

    Args:
        seat: the offender (dummy for a revoke from dummy's hand).
        revoke_card: the card that failed to follow suit; it is withdrawn.
        card: the card of the suit led played in its place.
        defender: the offender is a defender (62B1: the withdrawn card becomes a major penalty
            card, Law 50B: exposed through deliberate play); else declarer or dummy (62B2: it
            goes back without further rectification).
        withdrawable: the non-offending side's cards played after the revoke (62C1); none under
            62C3, where each side offends on the trick.
        edition: the code of the Laws (the clause letters are the same from 1987 to 2017).
        both_sides: 62C3 applies (:func:`both_sides_correct_62C3`): the memory as it is before
            this correction; the verdict remembers it with this revoke no longer pending (and,
            if it was established, among those Law 64 rules without adjustment, 64B8).
        trick: the number of the revoke trick (the 62C3 message and memory).
        established: under 62C3, the revoke (trick, card, suit led) when it was established.

    Returns:
        Verdict: two rulings in the order of 62B ("the offender withdraws the card he played
        and substitutes a legal card"): the revoke card - ``penalty_card`` (``major``, 62B1)
        for a defender, ``withdrawn`` (62B2) otherwise, with its
        :class:`~bridgelaw.laws.verdict.Withdrawn` effect (62B2: no side offends for the 16C
        tags); the explanation of the correction, with ``options`` ``withdraw_later_cards``
        when 62C1 applies and ``extra`` naming the withdrawable cards - then ``card``
        ``played`` (62B). The engine has played ``card`` and, for a defender, put the revoke
        card among the major penalty cards before the later cards are replayed. Under 62C3 both
        rulings are labelled ``62C3`` (a defender's card is a major penalty card: exposed through
        deliberate play, 50B) and the verdict keeps the :class:`BothSidesRevoked` memory.
    """
    if both_sides is not None:
        return _correct_both_sides_62C3(seat, revoke_card, card, defender=defender, memory=both_sides,
                                        trick=trick, established=established, edition=edition)
    law = "62B1" if defender else "62B2"
    if withdrawable:
        message = (CORRECTED_PENALTY_CARD_OTHERS_MAY_WITHDRAW if defender
                   else CORRECTED_CARD_BACK_DEFENDERS_MAY_WITHDRAW)
    else:
        message = CORRECTED_PENALTY_CARD if defender else CORRECTED_CARD_BACK
    params = {"domain": MESSAGES.domain, "seat": seat.letter, "card": str(card), "old_card": str(revoke_card)}
    fate = Ruling(
        Outcome.PENALTY_CARD if defender else Outcome.WITHDRAWN,
        law,
        seat=seat,
        card=revoke_card,
        penalty="major" if defender else None,
        options=("withdraw_later_cards",) if withdrawable else (),
        flags=("revoke_corrected", "summon_director"),
        message=message,
        params=params,
        extra={
            "withdrawn": f"{seat.letter}:{revoke_card}",
            "substitute": f"{seat.letter}:{card}",
            "withdrawable": list(withdrawable),
            "edition": str(edition),
        },
    )
    played = Ruling(Outcome.PLAYED, "62B", seat=seat, card=card, flags=("revoke_corrected",),
                    message=SUBSTITUTED_TO_CORRECT, params=params, extra={"edition": str(edition)})
    if defender:
        return Verdict((fate, played))
    return Verdict((fate, played), (Withdrawn(seat, revoke_card, law, None),))


@dataclass(frozen=True)
class BothSidesRevoked(Memory):
    """62C3 (2017): both sides revoked in ``trick`` and only one side had played to the next trick
    when a revoke of that trick was corrected: ``pending`` - the offenders whose revoke must still
    be corrected, established or not; ``corrected`` - the established revokes so corrected
    (trick, seat, card, suit led), which Law 64 rules without adjustment (2017 64B8)."""

    trick: int
    pending: tuple[Seat, ...] = ()
    corrected: tuple[tuple[int, Seat, Card, Suit], ...] = ()

    def revokes_corrected(self) -> tuple[tuple[int, Seat, Card, Suit, str], ...]:
        """The established revokes corrected under 62C3, with the clause."""
        return tuple((*x, "62C3") for x in self.corrected)


def both_sides_correct_62C3(
    offender: Seat, trick: int, revokes: Sequence[RevokeCase], sides_played_next: Iterable[str], *,
    memory: BothSidesRevoked | None, edition: Edition = DEFAULT_EDITION,
) -> BothSidesRevoked | None:
    """2017 62C3 [V pzbs.pl 2017 l62]: "If both sides revoke on the same trick and only one side
    has played to the subsequent trick, then both revokes must be corrected" - asked when
    ``offender`` corrects (or tries to correct) his revoke in ``trick``.

    Args:
        offender: the seat correcting.
        trick: the number of the revoke trick.
        revokes: the revokes on the table now (any trick).
        sides_played_next: the sides (``"N/S"``, ``"E/W"``) with a card in trick ``trick + 1``.
        memory: the 62C3 memory kept by an earlier correction on that trick, or None.
        edition: 2017 only (the 2007 and earlier codes have no 62C3: None).

    Returns:
        The memory as it stands before this correction (``pending`` naming ``offender``) when 62C3
        applies: a correction of that trick already made under it names him, or both sides have
        a revoke in ``trick`` now and exactly one side has played to the next trick. None: the
        ordinary rules (62A/62B; 63B once established). Raises nothing.
    """
    if edition < Edition.E2017:
        return None
    if memory is not None and memory.trick == trick and offender in memory.pending:
        return memory
    mine = [r for r in revokes if r.trick == trick]
    sides = {side_name(r.seat) for r in mine}
    if sides != {"N/S", "E/W"} or len(set(sides_played_next)) != 1:
        return None
    return BothSidesRevoked(trick, tuple(r.seat for r in mine))


def _correct_both_sides_62C3(seat: Seat, revoke_card: Card, card: Card, *, defender: bool,
                             memory: BothSidesRevoked, trick: int, established: tuple[int, Card, Suit] | None,
                             edition: Edition) -> Verdict:
    """:func:`correct_revoke_62B` under 62C3: the two rulings labelled ``62C3`` and the memory
    kept with ``seat`` no longer pending (an established revoke among ``corrected``: 64B8)."""
    params = {"domain": MESSAGES.domain, "seat": seat.letter, "card": str(card), "old_card": str(revoke_card)}
    fate = Ruling(
        Outcome.PENALTY_CARD if defender else Outcome.WITHDRAWN, "62C3", seat=seat, card=revoke_card,
        penalty="major" if defender else None, flags=("revoke_corrected", "summon_director"),
        message=BOTH_SIDES_REVOKED, params=LAW64_MESSAGES.params(seat=seat, trick=trick),
        info={"unauthorised": ["N/S", "E/W"]},
        extra={"withdrawn": f"{seat.letter}:{revoke_card}", "substitute": f"{seat.letter}:{card}",
               "withdrawable": [], "law16": "16C2",
               "pending": [s.letter for s in memory.pending if s != seat],
               "edition": str(edition)})
    played = Ruling(Outcome.PLAYED, "62C3", seat=seat, card=card, flags=("revoke_corrected",),
                    message=SUBSTITUTED_TO_CORRECT, params=params, extra={"edition": str(edition)})
    effects: list[Effect] = [remember_62C3(memory, seat, established=established)]
    if not defender:
        effects.append(Withdrawn(seat, revoke_card, "62C3", None, {"unauthorised": ["N/S", "E/W"]}))
    return Verdict((fate, played), tuple(effects))


def remember_62C3(memory: BothSidesRevoked, seat: Seat, *,
                  established: tuple[int, Card, Suit] | None) -> Remember:
    """The 62C3 memory after ``seat`` corrected: no longer pending; ``established`` (trick, revoke
    card, suit led) when his revoke was established (Law 64 rules it: 64B8)."""
    corrected = memory.corrected
    if established is not None:
        corrected = (*corrected, (established[0], seat, established[1], established[2]))
    return Remember(BothSidesRevoked(memory.trick, tuple(s for s in memory.pending if s != seat), corrected))


def trick_twelve_62D(revoke: RevokeCase, *, hands_returned: bool, partner_played: bool = True,
                     edition: Edition = DEFAULT_EDITION) -> Ruling:
    """62D: a revoke on the twelfth trick.

    Args:
        revoke: the revoke (``trick`` must be 12).
        hands_returned: all four hands had been returned to the board when it was discovered.
        partner_played: the offender's partner had already played to trick 12 (62D2 applies to a
            defender's revoke made before his partner's turn).
        edition: 2017 62D2 "Law 16C applies"; 2007/1997/1987 62D2 the partner with two suits may not
            choose the play the revoke card could have suggested; 1975/1963 not available
            (``director``, flag ``unverified``).

    Returns:
        ``withdrawn`` 62D1 (the revoke is corrected; flags ``summon_director``; 62D2 named when
        it applies) when discovered in time; ``director`` 64B6 otherwise (the result stands,
        64C). Never a trick transfer (64B6).

    Raises:
        ValueError: ``revoke.trick`` is not 12.
    """
    if revoke.trick != 12:
        raise ValueError(f"62D is about a revoke in trick 12, not trick {revoke.trick}")
    params = LAW64_MESSAGES.params(seat=revoke.seat, trick=revoke.trick)
    extra: dict[str, Any] = {"edition": str(edition), "transfer": 0}
    flags: tuple[str, ...] = ("revoke", "summon_director")
    if unverified_63(edition):
        return Ruling(Outcome.DIRECTOR, "62", seat=revoke.seat, card=revoke.card, needs="law_text",
                      flags=(*flags, "unverified"),
                      message=TRICK_TWELVE_TOO_LATE if hands_returned else TRICK_TWELVE_CORRECTED,
                      params=params, extra=extra)
    if hands_returned:
        return Ruling(Outcome.DIRECTOR, "64B6", seat=revoke.seat, card=revoke.card,
                      needs="result_without_revoke", flags=(*flags, "adjustment_possible"),
                      message=TRICK_TWELVE_TOO_LATE, params=params, extra=extra)
    if not partner_played:
        law = "62D2"
        extra["62D2"] = "16C" if edition >= Edition.E2017 else "two_suits_no_suggested_play"
        return Ruling(Outcome.WITHDRAWN, "62D1", seat=revoke.seat, card=revoke.card, flags=flags,
                      message=TRICK_TWELVE_CORRECTED_PARTNER, params={**params, "law": law}, extra=extra)
    return Ruling(Outcome.WITHDRAWN, "62D1", seat=revoke.seat, card=revoke.card, flags=flags,
                  message=TRICK_TWELVE_CORRECTED, params=params, extra=extra)


def both_revoked_62C3(
    revokes: Sequence[RevokeCase], *, sides_played_next: Iterable[str], declarer: Seat,
    edition: Edition = DEFAULT_EDITION,
) -> list[Ruling] | None:
    """2017 62C3 [V pzbs.pl 2017 l62]: both sides revoked on the same trick and only one side has
    played to the next trick when attention is drawn: both revokes are corrected (16C2), and
    every card the defending side withdraws becomes a penalty card (major: exposed through
    deliberate play, 50B).

    Args:
        revokes: the revokes of one trick (by both sides).
        sides_played_next: the sides (``"N/S"``, ``"E/W"``) that have played to the next trick.
        declarer: declarer's seat.
        edition: 2017 only; the 2007 and earlier codes have no 62C3, so None is returned and the
            ordinary rules apply (the revoke of the side that played on is established, 63A1; the
            other is corrected, 62A).

    Returns:
        One ruling per revoke (``penalty_card`` major for a defender's card, ``withdrawn`` for
        declarer's or dummy's, law ``62C3``, 16C2 tags in ``info``), or None when 62C3 does not
        apply (another edition, one side only, not one trick, or neither/both sides played on).
    """
    if edition < Edition.E2017 or len({r.trick for r in revokes}) != 1:
        return None
    played = set(sides_played_next)
    if {side_name(r.seat) for r in revokes} != {"N/S", "E/W"} or len(played) != 1:
        return None
    out: list[Ruling] = []
    for r in revokes:
        defender = not r.seat.same_side(declarer)
        out.append(Ruling(
            Outcome.PENALTY_CARD if defender else Outcome.WITHDRAWN, "62C3", seat=r.seat, card=r.card,
            penalty="major" if defender else None, flags=("revoke", "revoke_corrected", "summon_director"),
            message=BOTH_SIDES_REVOKED, params=LAW64_MESSAGES.params(seat=r.seat, trick=r.trick),
            info={"unauthorised": ["N/S", "E/W"]}, extra={"edition": str(edition), "law16": "16C2"}))
    return out


def offender_may_withdraw_62C2(withdrew: Seat, replayed: Sequence[tuple[Seat, Card]], *, declarer: Seat,
                               dummy: Seat, edition: Edition) -> Verdict:
    """62C2: after ``withdrew`` (of the non-offending side) has withdrawn his card under 62C1 and
    played again, the player of the offending side next in rotation after him may withdraw the card
    he played after the revoke (``replayed``: the cards played after the revoke, played again in
    order, ``(seat, card)``) - a defender's card so withdrawn becomes a penalty card
    (:func:`offender_withdraws_62C2`).

    Returns:
        Verdict: nothing when that player played no card after the revoke; else an ``options``
        ruling (``withdraw:<card>``, chosen by its owner - declarer for dummy's card) and its
        :class:`~bridgelaw.laws.verdict.WithdrawOffer` (``after`` ``REVOKE_OFFENDER``).
    """
    seat = withdrew.lho
    mine = [c for s, c in replayed if s == seat]
    if withdrew.same_side(seat) or not mine:
        return Verdict(())
    card = mine[0]
    label = CLAUSES.label("62C2", edition)
    defender = not seat.same_side(declarer)
    option = f"withdraw:{card}"
    chooser = declarer if seat == dummy else seat
    r = Ruling(Outcome.OPTIONS, label, seat=seat, card=card, options=(option,),
               message=DEFENDER_MAY_WITHDRAW_PENALTY if defender else OFFENDER_MAY_WITHDRAW,
               params={"domain": MESSAGES.domain, "withdrew": withdrew.letter, "seat": seat.letter,
                       "card": str(card), "law": label})
    offer = WithdrawOffer(label, frozenset({chooser}), (option,), seat, offender=seat,
                          after=WithdrawalAfter.REVOKE_OFFENDER)
    return Verdict((r,), (offer,))


def offender_withdraws_62C2(seat: Seat, card: Card, law: str, *, defender: bool, held: list[str]) -> Verdict:
    """62C2: ``seat`` of the offending side withdraws ``card`` (``law`` the label of the open
    offer); a defender's card becomes a major penalty card (50: withdrawn after being played
    deliberately), declarer's or dummy's goes back to the hand. ``held``: the cards played after
    it, back in their hands meanwhile.

    Returns:
        Verdict: ``penalty_card`` (major) with its :class:`PenaltyCard` effect, or ``withdrawn``.
    """
    params = {"domain": MESSAGES.domain, "seat": seat.letter, "card": str(card), "law": law}
    if defender:
        return Verdict((Ruling(Outcome.PENALTY_CARD, law, seat=seat, card=card, penalty="major",
                               flags=("summon_director",), message=OFFENDER_WITHDREW_PENALTY_CARD,
                               params=params, extra={"held": held}),),
                       (PenaltyCard(seat, card, "major"),))
    return Verdict((Ruling(Outcome.WITHDRAWN, law, seat=seat, card=card, message=OFFENDER_WITHDREW,
                           params=params, extra={"held": held}),))
