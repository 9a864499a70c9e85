"""Laws 62D, 63 and 64: a revoke to the end of play - when it is established, the revoke on the
twelfth trick, the trick adjustment, its exceptions and the Director's equity check.

Pure functions named after their clauses; they take the facts (the completed tricks with who
won them, the revokes, what the offending side did after each, when attention was drawn, the
edition) and return :class:`~bridgelaw.rulings.Ruling` objects naming their clauses. Messages
are English templates of the gettext domain ``law64`` (``locale/<lang>/LC_MESSAGES/law64.po``).

What each edition says, and how sure we are ([V] text read, [S] secondary source, [M] memory):

* **63A, the moment of establishment.** 2017 [V, pzbs.pl 2017 l63]: the offender or his partner
  leads or plays to the following trick, legally or not (63A1); names or otherwise designates a
  card to be played to it (63A2); a member of the offending side makes a claim or concession
  (63A3); agreement to an opponent's claim or concession is established as per Law 69A (63A4).
  2007 [V, lovboka.org 63]: 63A1-A2 the same, 63A3 "makes or agrees to a claim or concession",
  no A4. 1997 [V, jfr.pzbs.pl law63]: 63A1-A3 as 2007 ("makes or acquiesces in"); the rule that
  an established revoke may not be corrected is 63C (63B in 2007/2017). 1987: ruled as 1997
  (labels not verified). 1975/1963: no text available - the same acts are taken to establish
  the revoke, labelled ``63`` and flagged ``unverified``.
* **62D, trick twelve** [V 2007 lovboka 62D, ACBL "Revokes at trick 12"; V 2017 pzbs l62]: a
  revoke on the twelfth trick, even if established, must be corrected if discovered before all
  four hands have been returned to the board (62D1); a defender's revoke there before his
  partner's turn: 2017 "Law 16C applies", 2007/1997 the partner holding two suits may not
  choose the play the revoke card could have suggested (62D2). No trick adjustment (64B6).
* **64A, the adjustment** [V 2007 lovboka 64; S 2017]: the offending *player* won the revoke
  trick: that trick and one more won later by his side (64A1); he did not: one trick if his
  side won the revoke trick or a later one (64A2). A trick won by dummy is not won by declarer
  (64A footnote). 1997/1987 [S, White Book 2004 §64.2 quoting the 1997 text]: 64A2 adds one
  more trick if the offending player later won a trick with a card he could legally have played
  to the revoke trick. 1975/1963: not available; ``director`` with the recollected (unverified)
  older rule - two tricks when the offending side won two or more from the revoke trick on,
  else one.
* **64B, no adjustment** [V 2007 lovboka; S 2017 thesmolens]: 64B1 the offending side won
  neither the revoke trick nor a later one; 64B2 a later revoke in the same suit by the same
  player; 64B3 a failure to play a card faced on the table or from a faced hand, dummy's cards
  included; 64B4 attention first drawn after the non-offending side called on the next deal;
  64B5 after the round ended; 64B6 a revoke on the twelfth trick; 64B7 (2007 and 2017) both
  sides revoked on the board - for 1997 the WBF Laws Committee (2001-11-01 #4, White Book
  §64.3) [S] has the Director restore equity under 64C as if neither had revoked. The 1997/1987
  items B1-B6 are taken to carry the same numbers [M, not checked]; the 2017 list also names a
  revoke corrected under 62C3 [S thesmolens], which is never established (63B) and so never
  reaches 64 here.
* **64C, equity** [V 2007; S 2017]: after any established revoke, rectified or not, the Director
  assigns an adjusted score when the trick adjustment does not compensate the non-offending
  side. The engine cannot judge it: every verdict carries a ``director`` ruling ``64C`` with
  ``needs: result_without_revoke`` (the tricks declarer would probably have taken without the
  revoke); when that finding is given, the ruling says whether the adjustment falls short.

Entry points: :func:`established_63A` (the moment), :func:`trick_twelve_62D`,
:func:`transfer_64A`, the exceptions :func:`no_rectification_64B`, :func:`equity_64C`, the
whole verdict :func:`rule_revokes_64` and, for the replay of archives, :func:`transfer_report_64`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.laws import message_params, message_registrar
from bridgelaw.laws.law16 import side_name
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Trick

__all__ = [
    "DOMAIN",
    "MESSAGES",
    "Act",
    "ActKind",
    "Attention",
    "Establishment",
    "RevokeCase",
    "Transfer",
    "Verdict64",
    "both_revoked_62C3",
    "equity_64C",
    "established_63A",
    "no_rectification_64B",
    "pending_64A",
    "pending_equity_64C",
    "transfer_64A",
    "trick_twelve_62D",
]

#: The gettext domain of every message of this module.
DOMAIN = "law64"

#: Every msgid this module can emit; law64.po translates each.
MESSAGES: set[str] = set()
_m = message_registrar(MESSAGES)

M_63A1 = _m("{seat}'s revoke in trick {trick} is established: {actor} led or played to the next trick "
            "(Law {law}); it may no longer be corrected.")
M_63A2 = _m("{seat}'s revoke in trick {trick} is established: {actor} named or designated a card for the "
            "next trick (Law {law}); it may no longer be corrected.")
M_63A3 = _m("{seat}'s revoke in trick {trick} is established: {actor} made a claim or concession "
            "(Law {law}).")
M_63A4 = _m("{seat}'s revoke in trick {trick} is established: {actor} agreed to the opponents' claim or "
            "concession (Law {law}).")
M_62C3 = _m("Both sides revoked in trick {trick} and only one side has played to the next trick: both "
            "revokes are corrected, {seat}'s too (Law 62C3); a card a defender withdraws becomes a "
            "penalty card, and Law 16C2 applies to the information.")
M_NOT_EST = _m("{seat}'s revoke in trick {trick} is not established: his side has not played to a later "
               "trick, so it must be corrected if attention is drawn to it (Law 62A).")
M_62D1 = _m("{seat}'s revoke in trick 12 must be corrected although it is established, as it was "
            "discovered before the hands were returned to the board (Law 62D1); there is no trick "
            "adjustment (Law 64B6): the director settles the last two tricks as they would have gone.")
M_62D2 = _m("{seat}'s revoke in trick 12 must be corrected although it is established (Law 62D1). His "
            "partner had not yet played to the trick: he may not choose a play the revoke card could "
            "have suggested (Law {law}). There is no trick adjustment (Law 64B6).")
M_62D_LATE = _m("{seat}'s revoke in trick 12 was discovered after the hands were returned to the board: "
                "the result stands, with no trick adjustment (Law 64B6); the director may adjust for "
                "equity (Law 64C).")
M_64A1 = _m("{seat} won the revoke trick ({trick}) himself: that trick and one more won later by his side "
            "are transferred to the other side, {count} in all (Law {law}).")
M_64A1_ONLY = _m("{seat} won the revoke trick ({trick}) himself, and his side won no later trick: that "
                 "trick is transferred to the other side (Law {law}).")
M_64A2 = _m("{seat} did not win the revoke trick ({trick}), but his side won it or a later trick: one "
            "trick is transferred to the other side (Law {law}).")
M_64A2_EXTRA = _m("{seat} did not win the revoke trick ({trick}); one trick is transferred, and one more "
                  "because he later won trick {extra_trick} with a card he could have played to the "
                  "revoke trick: {count} in all (Law {law}, 1987-1997 text).")
M_64B1 = _m("No trick adjustment for {seat}'s revoke in trick {trick}: his side won neither the revoke "
            "trick nor any later trick (Law 64B1).")
M_64B2 = _m("No trick adjustment for {seat}'s revoke in trick {trick}: it is a second revoke in the same "
            "suit by the same player (Law 64B2); the director may adjust for equity (Law 64C).")
M_64B3 = _m("No trick adjustment for the revoke in trick {trick}: it was a failure to play a card faced on "
            "the table or from a faced hand, dummy's cards included (Law 64B3).")
M_64B4 = _m("No trick adjustment for {seat}'s revoke in trick {trick}: attention was first drawn to it "
            "after the non-offending side had called on the next deal (Law 64B4).")
M_64B5 = _m("No trick adjustment for {seat}'s revoke in trick {trick}: attention was first drawn to it "
            "after the round had ended (Law 64B5).")
M_64B7 = _m("No trick adjustment for {seat}'s revoke in trick {trick}: both sides revoked on this board "
            "(Law {law}); the director restores equity as if neither revoke had occurred (Law 64C).")
M_64_CAPPED = _m("{seat}'s revoke in trick {trick} would transfer {count} trick(s), but his side has no "
                 "more tricks from the revoke trick on that are not already transferred (Law {law}).")
M_TOTAL = _m("At the end of play {count} trick(s) are transferred to {side}: declarer's side "
             "is scored with {tricks} tricks instead of {won}.")
M_64C = _m("The director checks equity (Law 64C): if the trick adjustment does not compensate "
           "the non-offending side for the damage the revoke caused, he assigns an adjusted score. "
           "He needs the result the board would probably have had without the revoke.")
M_64C_SHORT = _m("The director checks equity (Law 64C): without the revoke declarer's side would "
                 "probably have taken {expected} tricks, but after the adjustment it has {tricks}: the "
                 "adjustment falls short and he assigns an adjusted score.")
M_64C_ENOUGH = _m("The director checks equity (Law 64C): without the revoke declarer's side would probably "
                  "have taken {expected} tricks; with the adjustment it has {tricks}: the non-offending "
                  "side is compensated and the adjustment stands.")
M_64_PENDING = _m("{seat}'s revoke in trick {trick} is established, but the record ends after {done} "
                   "complete trick(s), before the end of play: the trick adjustment is made at the end of "
                   "play (Law 64A). So far his side has won {won} trick(s) from the revoke trick on.")
M_64_PENDING_OPEN = _m("{seat}'s revoke in trick {trick} is established, but the revoke trick is not yet "
                       "complete and the play is not over: the trick adjustment is made at the end of play "
                       "(Law 64A), from the tricks his side wins from the revoke trick on.")
M_64C_PENDING = _m("The director checks equity (Law 64C) at the end of play, once the trick adjustment is "
                   "known; the record ends after {done} complete trick(s). He needs the result the board "
                   "would probably have had without the revoke.")
M_64C_PENDING_FOUND = _m("The director checks equity (Law 64C) at the end of play, once the trick adjustment "
                         "is known; the record ends after {done} complete trick(s). His finding, {expected} "
                         "tricks for declarer's side without the revoke, is compared then.")
M_UNVERIFIED = _m("The {edition} text of Law 64 is not available here: the director rules. By the older rule "
                  "as recalled (not verified) {count} trick(s) would be transferred for {seat}'s revoke "
                  "in trick {trick}.")


class ActKind(StrEnum):
    """What a player does after a revoke (the facts of 63A)."""

    PLAY = "play"  # leads or plays a card to a trick (63A1)
    DESIGNATE = "designate"  # names or otherwise designates a card to be played (63A2)
    CLAIM = "claim"  # makes a claim or concession (63A3)
    AGREE = "agree_claim"  # agrees to an opponent's claim or concession (2017 63A4; 2007 63A3)


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
    """

    trick: int
    seat: Seat
    card: Card
    suit_led: Suit
    faced: bool = False
    established: bool | None = None
    as_established: str | None = None

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


@dataclass(frozen=True)
class Transfer:
    """The trick adjustment for one revoke: the clause, how many tricks, which tricks (their
    numbers), and the ruling that says so."""

    law: str
    count: int
    tricks: tuple[int, ...]
    ruling: Ruling


@dataclass
class Verdict64:
    """The verdict on the revokes of a board at the end of play.

    Attributes:
        rulings: every ruling in order: one per revoke (its 64A/64B/62D clause), the total, 64C.
        transferred: tricks transferred in all, by side: ``{"N/S": 0, "E/W": 2}``.
        declarer_tricks: declarer's side's tricks after the adjustment.
        needs: what the director must still find (``result_without_revoke``; ``law_text`` for
            1963/1975).
    """

    rulings: list[Ruling] = field(default_factory=list)
    transferred: dict[str, int] = field(default_factory=dict)
    declarer_tricks: int = 0
    needs: list[str] = field(default_factory=list)


def _unverified(edition: Edition) -> bool:
    return edition <= Edition.E1975


def _label_63(clause: str, edition: Edition) -> str:
    return "63" if _unverified(edition) else clause


# ------------------------------------------------------------------------------------ 63A


def established_63A(
    revoke: RevokeCase, acts: Iterable[Act], *, edition: Edition = Edition.E2017
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
            law = "63A4" if edition >= Edition.E2017 else "63A3"
            return Establishment(_label_63(law, edition), i, act.seat, act.kind)
    return None


def played_since_63A1(revoke: RevokeCase, tricks: Sequence[Trick],
                        current: Sequence[tuple[Seat, Card]] = (), *,
                        current_trick: int | None = None,
                        edition: Edition = Edition.E2017) -> Establishment | None:
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
                         edition: Edition = Edition.E2017) -> Ruling:
    """The ruling on whether ``revoke`` is established (:func:`established_63A`): ``played``
    with flag ``revoke_established`` and the clause, or ``director`` 62A (must be corrected)."""
    params = message_params(DOMAIN, seat=revoke.seat, trick=revoke.trick)
    if est is None:
        return Ruling(Outcome.DIRECTOR, "62A", seat=revoke.seat, card=revoke.card, needs=None,
                      flags=("revoke", "summon_director"), message=M_NOT_EST, params=params)
    message = {ActKind.PLAY: M_63A1, ActKind.DESIGNATE: M_63A2, ActKind.CLAIM: M_63A3,
               ActKind.AGREE: M_63A4}[est.kind]
    flags: tuple[str, ...] = ("revoke", "revoke_established")
    if _unverified(edition):
        flags += ("unverified",)
    if est.law == "63A4":
        flags += ("69A",)
    return Ruling(Outcome.PLAYED, est.law, seat=revoke.seat, card=revoke.card, flags=flags,
                  message=message, params={**params, "actor": est.seat.letter, "law": est.law},
                  extra={"established_by": est.seat.letter, "act": est.kind.value, "edition": str(edition)})


# ------------------------------------------------------------------------------------ 62D


def trick_twelve_62D(revoke: RevokeCase, *, hands_returned: bool, partner_played: bool = True,
                     edition: Edition = Edition.E2017) -> Ruling:
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
    params = message_params(DOMAIN, seat=revoke.seat, trick=revoke.trick)
    extra: dict[str, Any] = {"edition": str(edition), "transfer": 0}
    flags: tuple[str, ...] = ("revoke", "summon_director")
    if _unverified(edition):
        return Ruling(Outcome.DIRECTOR, "62", seat=revoke.seat, card=revoke.card, needs="law_text",
                      flags=(*flags, "unverified"), message=M_62D_LATE if hands_returned else M_62D1,
                      params=params, extra=extra)
    if hands_returned:
        return Ruling(Outcome.DIRECTOR, "64B6", seat=revoke.seat, card=revoke.card,
                      needs="result_without_revoke", flags=(*flags, "adjustment_possible"),
                      message=M_62D_LATE, params=params, extra=extra)
    if not partner_played:
        law = "62D2"
        extra["62D2"] = "16C" if edition >= Edition.E2017 else "two_suits_no_suggested_play"
        return Ruling(Outcome.WITHDRAWN, "62D1", seat=revoke.seat, card=revoke.card, flags=flags,
                      message=M_62D2, params={**params, "law": law}, extra=extra)
    return Ruling(Outcome.WITHDRAWN, "62D1", seat=revoke.seat, card=revoke.card, flags=flags,
                  message=M_62D1, params=params, extra=extra)


# ------------------------------------------------------------------------------------ 62C3


def both_revoked_62C3(
    revokes: Sequence[RevokeCase], *, sides_played_next: Iterable[str], declarer: Seat,
    edition: Edition = Edition.E2017,
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
            message=M_62C3, params=message_params(DOMAIN, seat=r.seat, trick=r.trick),
            info={"unauthorised": ["N/S", "E/W"]}, extra={"edition": str(edition), "law16": "16C2"}))
    return out


# ------------------------------------------------------------------------------------ 64B


def no_rectification_64B(
    revoke: RevokeCase,
    tricks: Sequence[Trick],
    *,
    dummy: Seat,
    earlier: Sequence[RevokeCase] = (),
    both_sides: bool = False,
    attention: Attention = Attention.END_OF_PLAY,
    edition: Edition = Edition.E2017,
) -> Ruling | None:
    """64B: the exception that leaves ``revoke`` without a trick adjustment, or None.

    Checked in the order of the Law: 64B1 the offending side won neither the revoke trick nor a
    later one; 64B2 ``earlier`` holds an established revoke by the same player in the same suit;
    64B3 a revoke from dummy (``dummy`` is its seat) or ``revoke.faced``; 64B4/64B5 by
    ``attention``; 64B6 trick 12 (see :func:`trick_twelve_62D`, returned here as a 64B6 ruling);
    64B7 ``both_sides`` revoked (2007, 2017; 1997/1987: 64C, WBF LC 2001-11-01 #4).

    Returns:
        A ``transfer`` ruling with ``extra["tricks"] == 0`` naming the clause (64B2 and 64B7 also
        flag ``adjustment_possible``: 64C), or None when 64A applies.
    """
    params = message_params(DOMAIN, seat=revoke.seat, trick=revoke.trick)

    def none(clause: str, message: str, *flags: str, **more: Any) -> Ruling:
        return Ruling(Outcome.TRANSFER, clause, seat=revoke.seat, card=revoke.card,
                      flags=("revoke", *flags), message=message, params={**params, **more},
                      extra={"tricks": 0, "transferred": [], "edition": str(edition)})

    if revoke.trick == 12:
        return none("64B6", M_62D_LATE, "adjustment_possible")
    later = [t for t in tricks if t.number >= revoke.trick and t.winner is not None]
    if not any(t.winner is not None and t.winner.same_side(revoke.seat) for t in later):
        return none("64B1", M_64B1)
    if any(e.seat == revoke.seat and e.suit_led == revoke.suit_led and e.trick < revoke.trick
           for e in earlier):
        return none("64B2", M_64B2, "adjustment_possible")
    if revoke.seat == dummy or revoke.faced:
        return none("64B3", M_64B3)
    if attention is Attention.AFTER_NEXT_CALL:
        return none("64B4", M_64B4)
    if attention is Attention.AFTER_ROUND:
        return none("64B5", M_64B5)
    if both_sides:
        law = "64B7" if edition >= Edition.E2007 else "64C"
        return none(law, M_64B7, "adjustment_possible", law=law)
    return None


# ------------------------------------------------------------------------------------ 64A


def transfer_64A(
    revoke: RevokeCase,
    tricks: Sequence[Trick],
    *,
    taken: Iterable[int] = (),
    edition: Edition = Edition.E2017,
) -> Transfer:
    """64A: the tricks transferred for one established revoke that no 64B exception covers.

    Args:
        revoke: the revoke.
        tricks: the completed tricks (numbers, cards, winners), at least from the revoke trick.
        taken: numbers of tricks already transferred for other revokes (each trick goes once).
        edition: 2017/2007: 64A1 (the offending player won the revoke trick: it and one later
            trick won by his side), 64A2 (otherwise one trick won by his side from the revoke
            trick on); 1997/1987: 64A2 adds a trick the offending player won later with a card of
            the suit led to the revoke trick (one he could legally have played to it).

    Returns:
        A :class:`Transfer` (its ruling is ``transfer`` with ``extra["tricks"]`` the count and
        ``extra["transferred"]`` the trick numbers). When other revokes have already taken the
        tricks that could go, fewer are transferred and the ruling says so (flag ``capped``).
    """
    used = set(taken)
    by_number = {t.number: t for t in tricks}
    side_won = [t.number for t in tricks
                if t.number >= revoke.trick and t.winner is not None and t.winner.same_side(revoke.seat)]
    free = [n for n in side_won if n not in used]
    revoke_trick = by_number.get(revoke.trick)
    offender_won = revoke_trick is not None and revoke_trick.winner == revoke.seat
    params = message_params(DOMAIN, seat=revoke.seat, trick=revoke.trick)
    if offender_won:
        law = "64A1"
        chosen, wanted, message = _tricks_64A1(revoke, side_won, free)
    else:
        law = "64A2"
        chosen, wanted, message, extra_trick = _tricks_64A2(revoke, by_number, side_won, free,
                                                            edition=edition)
        if extra_trick is not None:
            params["extra_trick"] = extra_trick
    chosen = sorted(chosen)[:wanted]
    flags: tuple[str, ...] = ("revoke",)
    if len(chosen) < wanted:
        flags += ("capped",)
        message = M_64_CAPPED
        params["count"] = wanted
    else:
        params["count"] = len(chosen)
    params["law"] = law
    ruling = Ruling(Outcome.TRANSFER, law, seat=revoke.seat, card=revoke.card, flags=flags,
                    message=message, params=params,
                    extra={"tricks": len(chosen), "transferred": chosen, "edition": str(edition),
                           "offender_won_revoke_trick": offender_won})
    return Transfer(law, len(chosen), tuple(chosen), ruling)


def _tricks_64A1(revoke: RevokeCase, side_won: list[int], free: list[int]) -> tuple[list[int], int, str]:
    """64A1: the offending player won the revoke trick: it and one later trick won by his side
    (of those still ``free``). Returns (the tricks chosen, how many are due, the message)."""
    chosen: list[int] = []
    if revoke.trick in free:
        chosen.append(revoke.trick)
    later = [n for n in free if n > revoke.trick]
    if later:
        chosen.append(later[0])
    wanted = 2 if any(n > revoke.trick for n in side_won) else 1
    return chosen, wanted, M_64A1 if wanted == 2 else M_64A1_ONLY


def _tricks_64A2(revoke: RevokeCase, by_number: dict[int, Trick], side_won: list[int], free: list[int], *,
                 edition: Edition) -> tuple[list[int], int, str, int | None]:
    """64A2: one trick won by the offending side from the revoke trick on; 1997/1987 add a trick
    the offending player won later with a card of the suit led to the revoke trick. Returns (the
    tricks chosen, how many are due, the message, that extra trick or None)."""
    extra_trick: int | None = None
    if edition < Edition.E2007:
        for n in side_won:
            t = by_number[n]
            c = t.card_of(revoke.seat)
            if (n > revoke.trick and t.winner == revoke.seat and c is not None
                    and c.suit is revoke.suit_led):
                extra_trick = n
                break
    chosen: list[int] = []
    if extra_trick is not None and len(side_won) >= 2:
        if extra_trick in free:
            chosen.append(extra_trick)
        rest = [n for n in free if n != extra_trick]
        if rest:
            chosen.append(rest[0])
        return chosen, 2, M_64A2_EXTRA, extra_trick
    if free:
        chosen.append(free[0])
    return chosen, 1, M_64A2, None


def pending_64A(revoke: RevokeCase, tricks: Sequence[Trick]) -> Ruling:
    """64A on an unfinished record: the play is not over (fewer than 13 tricks and nothing says
    play ended), so the adjustment, made at the end of play, is not known yet.

    Args:
        revoke: the established revoke.
        tricks: the completed tricks so far.

    Returns:
        ``director`` 64A with ``needs: rest_of_play`` and flag ``provisional``; ``extra`` holds
        what is known: ``won_so_far`` (tricks won by the offending side from the revoke trick
        on), ``won_tricks`` (their numbers), ``revoke_trick_complete`` and, when it is,
        ``offender_won_revoke_trick``. ``extra["tricks"]`` is 0 (nothing transferred yet). An
        incomplete revoke trick is never read as "won neither the revoke trick nor any later
        trick" (64B1). Raises nothing.
    """
    by_number = {t.number: t for t in tricks}
    won = [t.number for t in tricks if t.number >= revoke.trick and t.winner is not None
           and t.winner.same_side(revoke.seat)]
    revoke_trick = by_number.get(revoke.trick)
    params = message_params(DOMAIN, seat=revoke.seat, trick=revoke.trick, done=len(tricks), won=len(won))
    extra: dict[str, Any] = {"tricks": 0, "transferred": [], "won_so_far": len(won), "won_tricks": won,
                             "revoke_trick_complete": revoke_trick is not None}
    if revoke_trick is not None:
        extra["offender_won_revoke_trick"] = revoke_trick.winner == revoke.seat
    return Ruling(Outcome.DIRECTOR, "64A", seat=revoke.seat, card=revoke.card, needs="rest_of_play",
                  flags=("revoke", "provisional", "summon_director"),
                  message=M_64_PENDING if revoke_trick is not None else M_64_PENDING_OPEN,
                  params=params, extra=extra)


def pending_equity_64C(*, done: int, expected: int | None = None) -> Ruling:
    """64C on an unfinished record: the equity check waits for the end of play.

    Args:
        done: the number of complete tricks in the record.
        expected: the finding ``result_without_revoke``, or None.

    Returns:
        ``director`` 64C, ``needs: rest_of_play``, flags ``provisional``, ``adjustment_possible``;
        ``extra["result_without_revoke"]`` when found. Raises nothing.
    """
    params = message_params(DOMAIN, done=done)
    extra: dict[str, Any] = {}
    if expected is not None:
        params["expected"] = expected
        extra["result_without_revoke"] = expected
    return Ruling(Outcome.DIRECTOR, "64C", needs="rest_of_play",
                  flags=("adjustment_possible", "provisional", "summon_director"),
                  message=M_64C_PENDING if expected is None else M_64C_PENDING_FOUND,
                  params=params, extra=extra)


def _older_rule(revoke: RevokeCase, tricks: Sequence[Trick]) -> int:
    """The pre-1987 rule as recalled [M, unverified]: two tricks if the offending side won two
    or more from the revoke trick on, one if it won one, else none."""
    won = sum(1 for t in tricks if t.number >= revoke.trick and t.winner is not None
              and t.winner.same_side(revoke.seat))
    return min(2, won)


# ------------------------------------------------------------------------------------ 64C


def equity_64C(*, declarer_tricks: int, expected: int | None = None,
               offenders_declaring: bool = False) -> Ruling:
    """64C: the director's equity check after any established revoke.

    Args:
        declarer_tricks: declarer's side's tricks after the 64A adjustment.
        expected: the finding ``result_without_revoke``: the tricks declarer's side would
            probably have taken had the revoke not occurred; None when not found yet.
        offenders_declaring: the offending side is declarer's (then "short" means declarer has
            more tricks than without the revoke).

    Returns:
        ``director`` 64C with ``needs: result_without_revoke`` and flag ``adjustment_possible``
        while ``expected`` is None; with it, ``director`` 64C flag ``adjusted_score`` when the
        non-offending side is not compensated, else ``transfer`` 64C (the adjustment stands).
    """
    params = message_params(DOMAIN, tricks=declarer_tricks)
    if expected is None:
        return Ruling(Outcome.DIRECTOR, "64C", needs="result_without_revoke",
                      flags=("adjustment_possible", "summon_director"), message=M_64C, params=params)
    params["expected"] = expected
    short = declarer_tricks > expected if offenders_declaring else declarer_tricks < expected
    if short:
        return Ruling(Outcome.DIRECTOR, "64C", flags=("adjusted_score", "summon_director"),
                      message=M_64C_SHORT, params=params,
                      extra={"result_without_revoke": expected, "adjusted_tricks": expected})
    return Ruling(Outcome.TRANSFER, "64C", message=M_64C_ENOUGH, params=params,
                  extra={"result_without_revoke": expected})
