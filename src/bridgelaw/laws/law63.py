"""Law 63: establishment of a revoke (laws.md §1; pzbs.pl 2017 l63, lovboka.org 2007, jfr.pzbs.pl
1997).

The facts of a revoke at the end of play (:class:`RevokeCase`, the acts after it: :class:`Act`,
when attention was drawn: :class:`Attention`) and when it became established (63A:
:func:`established_63A`, from the tricks :func:`played_since_63A1`, the ruling
:func:`establishment_63A`; during play :func:`established_63A1`). 2017 [V]: the offender or his
partner leads or plays to the following trick, legally or not (63A1); names or otherwise
designates a card to be played to it (63A2); a member of the offending side makes a claim or
concession (63A3); agreement to an opponent's claim or concession is established as per Law 69A
(63A4). 2007 [V]: 63A1-A2 the same, 63A3 "makes or agrees to a claim or concession", no A4.
1997 [V]: 63A1-A3 as 2007. 1987: ruled as 1997 (labels not verified). 1975/1963: no text
available - the same acts are taken to establish the revoke, labelled ``63`` and flagged
``unverified``.

Messages: gettext domain ``law64`` (ruled at the end of play with Law 64).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.clauses import SOURCE_2017_M, Clause, Clauses, same, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Memory
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table, Trick

__all__ = [
    "CLAUSES",
    "ESTABLISHMENT_MESSAGES",
    "MESSAGES",
    "OPTIONS",
    "Act",
    "ActKind",
    "Attention",
    "ClaimRevokeAct",
    "EstablishingActs",
    "Establishment",
    "RevokeByClaim",
    "RevokeCase",
    "agreeing_establishes_at_once_63A",
    "claim_acts_63A",
    "correction_refused_63B",
    "established_63A",
    "established_63A1",
    "established_by_claim_63A",
    "establishment_63A",
    "lead_out_of_turn_establishes_63A1",
    "played_since_63A1",
    "revoke_established_by_claim_63A3",
    "unverified_63",
]

_S63_64 = "laws.md §1 (Laws 61-64); 1975/1963 texts not in, flagged unverified [M]"

#: Law 63's clauses.
CLAUSES = Clauses(
    __name__,
    Clause("63", "revoke established (1975/1963 label, unverified)", same("63", _S63_64, False)),
    Clause("63A1", "revoke established: a card played to the next trick", same("63A1", SOURCE_2017_M, False)),
    Clause("63A2", "revoke established: a card named or designated to the next trick (the same words "
           "and label in 1997, 2007 and 2017; 1987 assumed as 1997)", (
               version(Edition.E1963, "63A2", "jfr.pzbs.pl 1997 law63 (1987 assumed as 1997) [V 1997]"),
               version(Edition.E2007, "63A2", "lovboka.org 2007 63A2 [V]"),
               version(Edition.E2017, "63A2", "pzbs.pl 2017 l63 63A2 [V]", True))),
    Clause("63A3", "revoke established: a claim or concession", same("63A3", _S63_64, False)),
    Clause("63A4", "revoke established: agreement to the opponents' claim or concession (2017 63A4: "
           "agreement established as per 69A; 2007 63A3: makes or agrees to; 1997 63A3: makes or "
           "acquiesces in)", (
        version(Edition.E1963, "63A3", "claims.md §2.7 (1997 63A3: makes or acquiesces in) [V]"),
        version(Edition.E2007, "63A3", "claims.md §2.7 (2007 63A3: makes or agrees to) [V]"),
        version(Edition.E2017, "63A4", "claims.md §2.7 (2017 63A4: agreement established, 69A) [V]"))),
    Clause("63B", "an established revoke may no longer be corrected; the revoke trick stands as played "
           "(1997 63C; 2017: except 62D and 62C3; 2007 and 1997: except 62D)", (
               version(Edition.E1963, "63C", "jfr.pzbs.pl 1997 law63 C (1987 assumed as 1997) [V 1997]"),
               version(Edition.E2007, "63B", "lovboka.org 2007 63B [V]"),
               version(Edition.E2017, "63B", "pzbs.pl 2017 l63 63B [V]", True))),
)


#: Law 63 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The messages of Law 63: gettext domain ``law64`` (``locale/<lang>/LC_MESSAGES/law64.po``).
MESSAGES = Messages("law64")

ESTABLISHED_BY_PLAY = MESSAGES(
    "{seat}'s revoke in trick {trick} is established: {actor} led or played to the next trick (Law "
    "{law}); it may no longer be corrected.")
ESTABLISHED_BY_DESIGNATION = MESSAGES(
    "{seat}'s revoke in trick {trick} is established: {actor} named or designated a card for the next "
    "trick (Law {law}); it may no longer be corrected.")
ESTABLISHED_BY_CLAIM = MESSAGES(
    "{seat}'s revoke in trick {trick} is established: {actor} made a claim or concession (Law {law}).")
ESTABLISHED_BY_PLAY_ENDED = MESSAGES(
    "{seat}'s revoke in trick {trick} is established: play ended with a claim or concession, which his "
    "side made or agreed to (Law {law}).")
ESTABLISHED_BY_AGREEING_TO_CLAIM = MESSAGES(
    "{seat}'s revoke in trick {trick} is established: {actor} agreed to the opponents' claim or "
    "concession (Law {law}).")
#: The messages of a revoke established (63A1-63A4), whatever the label under the code.
ESTABLISHMENT_MESSAGES = frozenset({ESTABLISHED_BY_PLAY, ESTABLISHED_BY_DESIGNATION, ESTABLISHED_BY_CLAIM,
                                    ESTABLISHED_BY_AGREEING_TO_CLAIM, ESTABLISHED_BY_PLAY_ENDED})
CORRECTION_REFUSED = MESSAGES(
    "{seat}'s revoke in trick {trick} is established: it may no longer be corrected and the trick stands as "
    "played (Law {law}); {card} is not played.")
NOT_ESTABLISHED = MESSAGES(
    "{seat}'s revoke in trick {trick} is not established: his side has not played to a later trick, so "
    "it must be corrected if attention is drawn to it (Law 62A).")


class ActKind(StrEnum):
    """What a player does after a revoke (the facts of 63A)."""

    PLAY = "play"  # leads or plays a card to a trick (63A1)
    DESIGNATE = "designate"  # names or otherwise designates a card to be played (63A2)
    CLAIM = "claim"  # makes a claim or concession (63A3)
    AGREE = "agree_claim"  # agrees to an opponent's claim or concession (2017 63A4; 2007 63A3)
    #: play ended with a claim or concession the record does not detail (``end_of_play.play_ended``
    #: without claim events): made or agreed to by the offending side, as a settled claim is (63A3)
    PLAY_ENDED = "play_ended"


@dataclass(frozen=True)
class Act:
    """One act after a revoke: who, what, and for which trick (the trick a card is led, played or
    designated to; for a claim, the trick being played when it was made)."""

    seat: Seat
    kind: ActKind
    trick: int


class Attention(StrEnum):
    """When attention was first drawn to an established revoke (64B4/64B5)."""

    DURING_PLAY = "during_play"
    END_OF_PLAY = "end_of_play"
    AFTER_NEXT_CALL = "after_next_call"  # a member of the non-offending side called on the next deal
    AFTER_ROUND = "after_round"


@dataclass(frozen=True)
class RevokeCase:
    """One revoke: the trick (1-13), the offender (dummy's seat for a card from dummy), the card
    that failed to follow, and the suit led.

    Attributes:
        faced: the offender failed to play a card faced on the table or belonging to a faced
            hand (a penalty card, declarer's faced hand): 64B3. A revoke from dummy is 64B3
            whatever this says.
        established: None to work it out from the tricks (63A1) and acts; True/False as found.
        as_established: the clause under which Law 64 applies as if the revoke had been
            established although it was corrected (``"43B2(b)"``: dummy, having lost his rights,
            was the first to ask declarer about it), or None. Its 64 ruling carries
            ``extra.as_established`` and is computed from the tricks as played, the substituted
            card included (WBF LC 2000-01-12 #2: 0, 1 or 2 tricks).
        corrected: the clause under which an established revoke was corrected all the same
            (``"62C3"``: 2017, both sides revoked on the trick), or None; Law 64 rules it without
            adjustment (64B8).
    """

    trick: int
    seat: Seat
    card: Card
    suit_led: Suit
    faced: bool = False
    established: bool | None = None
    as_established: str | None = None
    corrected: str | None = None

    @classmethod
    def of(cls, revoke: Any, *, faced: bool = False) -> RevokeCase:
        """From a :class:`bridgelaw.table.Revoke` (``trick``, ``seat``, ``card``, ``suit_led``)."""
        return cls(revoke.trick, revoke.seat, revoke.card, revoke.suit_led, faced)


@dataclass(frozen=True)
class Establishment:
    """When a revoke became established: the clause (``"63A1"``), the act that did it (its
    index in the acts given, or None when read from the tricks) and the seat that acted."""

    law: str
    act: int | None
    seat: Seat
    kind: ActKind


def unverified_63(edition: Edition) -> bool:
    """True under the codes whose Laws 62-64 are not in (1975, 1963): labelled ``63``/``62``/``64``,
    flagged ``unverified``."""
    return edition <= Edition.E1975


def _label_63(clause: str, edition: Edition) -> str:
    return "63" if unverified_63(edition) else clause


def established_63A1(
    offender: Seat, revoke_trick: int, trick_number: int, current_trick: Sequence[tuple[Seat, Card]]
) -> bool:
    """63A1: is the revoke made by ``offender`` in trick ``revoke_trick`` established?

    Args:
        offender: the seat whose card revoked (dummy for a revoke from dummy's hand).
        revoke_trick: the number of the trick of the revoke.
        trick_number: the number of the current trick (the one being played now).
        current_trick: the cards played to the current trick so far.

    Returns:
        True once the offender or his partner has led or played to a trick after the revoke's
        (any such card, legal or not, establishes it); False while the revoke's trick is the
        current one, or the next trick holds no card of the offending side.
    """
    if revoke_trick >= trick_number:
        return False
    if revoke_trick < trick_number - 1:
        return True
    return any(s.same_side(offender) for s, _ in current_trick)


def established_63A(
    revoke: RevokeCase, acts: Iterable[Act], *, edition: Edition = DEFAULT_EDITION
) -> Establishment | None:
    """63A: the first act that establishes ``revoke``, or None while it is not established.

    Args:
        revoke: the revoke (trick, offender).
        acts: what was done after the revoke card was played, in order.
        edition: the code; 2017 has 63A1-63A4, 2007/1997/1987 63A1-63A3 (agreeing to a claim is
            part of 63A3), 1975/1963 are labelled ``63`` (text not available).

    Returns:
        The :class:`Establishment`: 63A1 when the offender or his partner leads or plays to a
        later trick (legally or not); 63A2 when either names or designates a card for a later
        trick; 63A3 when a member of the offending side claims or concedes; 63A4 (2017; 63A3
        before) when he agrees to an opponent's claim or concession. Acts of the non-offending
        side never establish it. None if no act does.
    """
    for i, act in enumerate(acts):
        if not act.seat.same_side(revoke.seat):
            continue
        if act.kind is ActKind.PLAY and act.trick > revoke.trick:
            return Establishment(_label_63("63A1", edition), i, act.seat, act.kind)
        if act.kind is ActKind.DESIGNATE and act.trick > revoke.trick:
            return Establishment(_label_63("63A2", edition), i, act.seat, act.kind)
        if act.kind is ActKind.CLAIM:
            return Establishment(_label_63("63A3", edition), i, act.seat, act.kind)
        if act.kind is ActKind.AGREE:
            return Establishment(_label_63(CLAUSES.label("63A4", edition), edition), i, act.seat, act.kind)
        if act.kind is ActKind.PLAY_ENDED:
            return Establishment(_label_63("63A3", edition), i, act.seat, act.kind)
    return None


def played_since_63A1(revoke: RevokeCase, tricks: Sequence[Trick],
                        current: Sequence[tuple[Seat, Card]] = (), *,
                        current_trick: int | None = None,
                        edition: Edition = DEFAULT_EDITION) -> Establishment | None:
    """63A1 read from the record of play: the first card the offending side led or played to a
    trick *following* the revoke's, or None while there is none.

    Args:
        revoke: the revoke (its trick number and offender).
        tricks: the completed tricks, with their numbers.
        current: the cards played so far to the unfinished trick, in order (``SEAT, CARD``).
        current_trick: the number of that unfinished trick; None to work it out: one after the
            last completed trick, or - with no completed trick - the revoke's own trick (a
            revoke recorded while no trick is complete was made in the trick still being
            played).
        edition: the code (labels: 63A1; 1975/1963 ``63``).

    Returns:
        The :class:`Establishment` (``act`` None: read from the tricks) when the offender or his
        partner has led or played to a trick numbered higher than the revoke's, legally or not
        (63A1: "the following trick"); cards played to the revoke trick itself, finished or not,
        never establish it. Raises nothing.
    """
    acts: list[Act] = []
    for t in tricks:
        if t.number > revoke.trick:
            acts.extend(Act(s, ActKind.PLAY, t.number) for s, _ in t.cards)
    if current:
        if current_trick is None:
            current_trick = (tricks[-1].number + 1) if tricks else revoke.trick
        acts.extend(Act(s, ActKind.PLAY, current_trick) for s, _ in current)
    est = established_63A(revoke, acts, edition=edition)
    return None if est is None else Establishment(est.law, None, est.seat, est.kind)


def establishment_63A(revoke: RevokeCase, est: Establishment | None, *,
                         edition: Edition = DEFAULT_EDITION) -> Ruling:
    """The ruling on whether ``revoke`` is established (:func:`established_63A`): ``played``
    with flag ``revoke_established`` and the clause, or ``director`` 62A (must be corrected)."""
    params = MESSAGES.params(seat=revoke.seat, trick=revoke.trick)
    if est is None:
        return Ruling(Outcome.DIRECTOR, "62A", seat=revoke.seat, card=revoke.card, needs=None,
                      flags=("revoke", "summon_director"), message=NOT_ESTABLISHED, params=params)
    message = {ActKind.PLAY: ESTABLISHED_BY_PLAY, ActKind.DESIGNATE: ESTABLISHED_BY_DESIGNATION,
               ActKind.CLAIM: ESTABLISHED_BY_CLAIM, ActKind.PLAY_ENDED: ESTABLISHED_BY_PLAY_ENDED,
               ActKind.AGREE: ESTABLISHED_BY_AGREEING_TO_CLAIM}[est.kind]
    flags: tuple[str, ...] = ("revoke", "revoke_established")
    if unverified_63(edition):
        flags += ("unverified",)
    if est.kind is ActKind.AGREE and edition >= Edition.E2017:  # 63A4: "as per Law 69A"
        flags += ("69A",)
    return Ruling(Outcome.PLAYED, est.law, seat=revoke.seat, card=revoke.card, flags=flags,
                  message=message, params={**params, "actor": est.seat.letter, "law": est.law},
                  extra={"established_by": est.seat.letter, "act": est.kind.value, "edition": str(edition)})


def correction_refused_63B(revoke: RevokeCase, card: Card, *, defender: bool,
                           edition: Edition = DEFAULT_EDITION) -> Ruling:
    """63B (1997/1987: 63C): the offender faces ``card`` as a play to the trick of ``revoke``,
    which is established - "once a revoke is established, it may no longer be corrected ... and
    the trick on which the revoke occurred stands as played" (2017 excepts 62D and 62C3, 2007
    and 1997 62D only; the caller rules those first).

    Args:
        revoke: the established revoke (its trick, the offender, the revoke card).
        card: the card faced to correct it.
        defender: the offender is a defender: his faced card is not played but was faced before
            he was entitled to in the normal course of play or rectification, so Law 49 makes it
            a penalty card (major: exposed through deliberate play, 50B) - the caller rules it
            (a second ruling); declarer's or dummy's card goes back to the hand (48A: no penalty
            card). The ruling's text is the same for both.
        edition: the code (labels ``63B``; 1997/1987 ``63C``; 1975/1963 ``63``, flagged
            ``unverified``).

    Returns:
        ``not_played`` on ``card`` (seat: the offender), flags ``revoke``, ``revoke_established``;
        ``extra``: the revoke card and trick. Raises nothing.
    """
    law = _label_63(CLAUSES.label("63B", edition), edition)
    flags: tuple[str, ...] = ("revoke", "revoke_established")
    if unverified_63(edition):
        flags += ("unverified",)
    return Ruling(Outcome.NOT_PLAYED, law, seat=revoke.seat, card=card, flags=flags,
                  message=CORRECTION_REFUSED,
                  params={**MESSAGES.params(seat=revoke.seat, trick=revoke.trick), "card": str(card),
                          "law": law},
                  extra={"revoke_card": f"{revoke.seat.letter}:{revoke.card}", "revoke_trick": revoke.trick,
                         "edition": str(edition)})


class ClaimRevokeAct(StrEnum):
    """What the side that revoked did about a claim or concession (63A3/63A4)."""

    MAKES = "makes"  # a member of the offending side claims or concedes (orally, facing his hand)
    AGREES = "agrees"  # it agrees to (acquiesces in) the opponents' claim or concession
    DISPUTES = "disputes"  # it disputes the opponents' claim


@dataclass(frozen=True)
class RevokeByClaim:
    """Whether a revoke is established by a claim or concession, and the clause (label)."""

    established: bool
    law: str | None


def revoke_established_by_claim_63A3(act: ClaimRevokeAct, *,
                                     edition: Edition = DEFAULT_EDITION) -> RevokeByClaim:
    """63A3/63A4: a revoke made earlier by the offending side becomes established by its claim,
    concession or agreement (asked when the act comes; claims.md §2.7).

    Returns:
        2017: MAKES -> 63A3; AGREES (agreement established, 69A) -> 63A4. 2007: MAKES or AGREES
        -> 63A3. 1997: MAKES or AGREES (acquiesces) -> 63A3 (the 63A4 clause's label under those
        codes). 1975/1963: ``63`` (see :func:`unverified_63`). DISPUTES -> not established, no
        law (the revoke is corrected and the claim adjudicated, doubt against the revoker: WBF
        LC minute 12 Jan 2000). Raises nothing.
    """
    if act is ClaimRevokeAct.DISPUTES:
        return RevokeByClaim(False, None)
    key = "63A4" if act is ClaimRevokeAct.AGREES else "63A3"
    return RevokeByClaim(True, _label_63(CLAUSES.label(key, edition), edition))


def agreeing_establishes_at_once_63A(edition: Edition = DEFAULT_EDITION) -> bool:
    """Whether agreeing to the opponents' claim establishes the offending side's revoke at the
    moment it is said: 2007 "makes or agrees to" and 1997 "makes or acquiesces in" (63A3) - yes;
    2017 63A4 - only once agreement is established as per 69A (the partner may still dispute it,
    and then nothing is established). Raises nothing."""
    return edition < Edition.E2017


def established_by_claim_63A(table: Table, actor: Seat, act: ClaimRevokeAct, *,
                             edition: Edition = DEFAULT_EDITION) -> list[Ruling]:
    """63A3/63A4 at the claim: the revokes of ``actor``'s side on ``table`` not yet established
    (63A1: no card of that side played to a later trick) that ``act`` establishes now - each
    ruled ``played`` on the revoke card with flag ``revoke_established`` (:func:`establishment_63A`).
    ``[]`` when the act establishes nothing (a dispute; 2017 agreement before it is established,
    :func:`agreeing_establishes_at_once_63A`) or there is no such revoke. Raises nothing."""
    if act is ClaimRevokeAct.DISPUTES or (act is ClaimRevokeAct.AGREES
                                          and not agreeing_establishes_at_once_63A(edition)):
        return []
    kind = ActKind.CLAIM if act is ClaimRevokeAct.MAKES else ActKind.AGREE
    out: list[Ruling] = []
    for r in table.revokes:
        case = RevokeCase.of(r)
        if not case.seat.same_side(actor):
            continue
        if played_since_63A1(case, table.tricks, table.current_trick, current_trick=table.trick_number,
                             edition=edition) is not None:
            continue
        est = established_63A(case, [Act(actor, kind, table.trick_number)], edition=edition)
        out.append(establishment_63A(case, est, edition=edition))
    return out


def claim_acts_63A(claimer: Seat | None, agreed_by: Sequence[Seat], *, agreement_stands: bool, trick: int,
                   edition: Edition = DEFAULT_EDITION) -> tuple[Act, ...]:
    """The acts of a claim or concession that Law 64 reads at the end of the board (63A3/63A4,
    :func:`established_63A`): the claimer's (63A3 for his side's revoke), each agreement (2007 and
    1997 at once; 2017 only when the agreement stands, 63A4). (Play ended with a claim the record
    does not detail, ``end_of_play.play_ended``, is an ``ActKind.PLAY_ENDED`` of each offender.)
    Raises nothing."""
    acts: list[Act] = []
    if claimer is not None:
        acts.append(Act(claimer, ActKind.CLAIM, trick))
    if agreement_stands or agreeing_establishes_at_once_63A(edition):
        acts.extend(Act(seat, ActKind.AGREE, trick) for seat in agreed_by)
    return tuple(acts)


@dataclass(frozen=True)
class EstablishingActs(Memory):
    """63A1 acts the tricks on the table do not show: a lead out of turn by the offender or his
    partner to the following trick ("any such play, legal or illegal, establishes the revoke")
    that was never put on the table - it awaits the non-offending side's choice, or was refused
    and became a penalty card (56). Law 64 reads them with the tricks."""

    acts: tuple[Act, ...] = ()


def lead_out_of_turn_establishes_63A1(revoke: RevokeCase, seat: Seat, trick: int, *,
                                      edition: Edition = DEFAULT_EDITION) -> Establishment | None:
    """63A1: ``seat`` led out of turn to trick ``trick`` (not on the table: the choice is open or
    the lead was refused). It establishes ``revoke`` when ``seat`` is the offender or his partner
    and ``trick`` follows the revoke's ("any such play, legal or illegal"). None: it does not."""
    est = established_63A(revoke, [Act(seat, ActKind.PLAY, trick)], edition=edition)
    return None if est is None else Establishment(est.law, None, est.seat, est.kind)
