"""Law 64: procedure after establishment of a revoke - the trick adjustment (64A), its
exceptions (64B) and the Director's equity check (64C); 63A (establishment) and 62D (trick
twelve) are the homes of Laws 63 and 62.

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

Entry points: :func:`transfer_64A`, the exceptions :func:`no_rectification_64B`,
:func:`equity_64C`, the whole verdict on a board's revokes :func:`rule_revokes_64` (with 63A's
establishment and 62D from the homes of Laws 63 and 62) and, for the replay of archives,
:func:`transfer_report_64`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_2017_M, Clause, Clauses, same, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import side_name
from bridgelaw.laws.law62 import TRICK_TWELVE_TOO_LATE, trick_twelve_62D
from bridgelaw.laws.law63 import (
    ESTABLISHMENT_MESSAGES,
    Act,
    ActKind,
    Attention,
    Establishment,
    RevokeCase,
    established_63A,
    establishment_63A,
    played_since_63A1,
    unverified_63,
)
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Trick

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "Transfer",
    "Verdict64",
    "equity_64C",
    "no_rectification_64B",
    "older_rule_64",
    "pending_64A",
    "pending_equity_64C",
    "rule_revokes_64",
    "transfer_64A",
    "transfer_report_64",
]

_S63_64 = "laws.md §1 (Laws 61-64); 1975/1963 texts not in, flagged unverified [M]"

#: Law 64's clauses.
CLAUSES = Clauses(
    __name__,
    Clause("64", "rectification after an established revoke", same("64", SOURCE_2017_M, False)),
    Clause("64A", "trick adjustment: the total", same("64A", _S63_64, False)),
    Clause("64A1", "trick adjustment: the revoke trick won by the offender", same("64A1", _S63_64, False)),
    Clause("64A2", "trick adjustment: the revoke trick not won by the offender",
           same("64A2", _S63_64, False)),
    Clause("64B1", "no trick adjustment: exception 1 of 64B (text: laws.law64)",
           same("64B1", _S63_64, False)),
    Clause("64B2", "no trick adjustment: exception 2 of 64B (text: laws.law64)",
           same("64B2", _S63_64, False)),
    Clause("64B3", "no trick adjustment: exception 3 of 64B (text: laws.law64)",
           same("64B3", _S63_64, False)),
    Clause("64B4", "no trick adjustment: exception 4 of 64B (text: laws.law64)",
           same("64B4", _S63_64, False)),
    Clause("64B5", "no trick adjustment: exception 5 of 64B (text: laws.law64)",
           same("64B5", _S63_64, False)),
    Clause("64B6", "no trick adjustment: exception 6 of 64B (text: laws.law64)",
           same("64B6", _S63_64, False)),
    Clause("64B7", "no trick adjustment: exception 7 of 64B (text: laws.law64)",
           same("64B7", _S63_64, False)),
    Clause("64B8", "no trick adjustment: the revoke was corrected as per 62C3 (2017 only)", (
        version(Edition.E1963, None, "no 62C3 before 2017 (lovboka.org 2007 62, jfr.pzbs.pl 1997 l62) [V]",
                provided=False),
        version(Edition.E2017, "64B8", "thesmolens.com 2017 law64 [S]"))),
    Clause("64C", "the Director's equity check", same("64C", _S63_64, False)),
)

#: Law 64 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The messages of Law 64: gettext domain ``law64`` (``locale/<lang>/LC_MESSAGES/law64.po``).
MESSAGES = Messages("law64")

TRANSFER_WON_REVOKE_TRICK = MESSAGES.plural(
    "{seat} won the revoke trick ({trick}) himself: that trick and one more won later by his side are "
    "transferred to the other side, {count} trick in all (Law {law}).",
    "{seat} won the revoke trick ({trick}) himself: that trick and one more won later by his side are "
    "transferred to the other side, {count} tricks in all (Law {law}).")
TRANSFER_ONLY_REVOKE_TRICK = MESSAGES(
    "{seat} won the revoke trick ({trick}) himself, and his side won no later trick: that trick is "
    "transferred to the other side (Law {law}).")
TRANSFER_ONE_TRICK = MESSAGES(
    "{seat} did not win the revoke trick ({trick}), but his side won it or a later trick: one trick is "
    "transferred to the other side (Law {law}).")
TRANSFER_ONE_MORE_1997 = MESSAGES.plural(
    "{seat} did not win the revoke trick ({trick}); one trick is transferred, and one more because he "
    "later won trick {extra_trick} with a card he could have played to the revoke trick: {count} trick "
    "in all (Law {law}, 1987-1997 text).",
    "{seat} did not win the revoke trick ({trick}); one trick is transferred, and one more because he "
    "later won trick {extra_trick} with a card he could have played to the revoke trick: {count} tricks "
    "in all (Law {law}, 1987-1997 text).")
NO_ADJUSTMENT_NO_TRICK_WON = MESSAGES(
    "No trick adjustment for {seat}'s revoke in trick {trick}: his side won neither the revoke trick nor "
    "any later trick (Law 64B1).")
NO_ADJUSTMENT_SECOND_REVOKE = MESSAGES(
    "No trick adjustment for {seat}'s revoke in trick {trick}: it is a second revoke in the same suit by "
    "the same player (Law 64B2); the director may adjust for equity (Law 64C).")
NO_ADJUSTMENT_FACED_CARD = MESSAGES(
    "No trick adjustment for the revoke in trick {trick}: it was a failure to play a card faced on the "
    "table or from a faced hand, dummy's cards included (Law 64B3).")
NO_ADJUSTMENT_AFTER_NEXT_CALL = MESSAGES(
    "No trick adjustment for {seat}'s revoke in trick {trick}: attention was first drawn to it after the "
    "non-offending side had called on the next deal (Law 64B4).")
NO_ADJUSTMENT_AFTER_ROUND = MESSAGES(
    "No trick adjustment for {seat}'s revoke in trick {trick}: attention was first drawn to it after the "
    "round had ended (Law 64B5).")
NO_ADJUSTMENT_BOTH_SIDES = MESSAGES(
    "No trick adjustment for {seat}'s revoke in trick {trick}: both sides revoked on this board (Law "
    "{law}); the director restores equity as if neither revoke had occurred (Law 64C).")
TRANSFER_CAPPED = MESSAGES.plural(
    "{seat}'s revoke in trick {trick} would transfer {count} trick, but his side has no more tricks "
    "from the revoke trick on that are not already transferred (Law {law}).",
    "{seat}'s revoke in trick {trick} would transfer {count} tricks, but his side has no more tricks "
    "from the revoke trick on that are not already transferred (Law {law}).")
TOTAL_TRANSFERRED = MESSAGES.plural(
    "At the end of play {count} trick is transferred to {side}: the number of tricks of declarer's side "
    "becomes {tricks} instead of {won}.",
    "At the end of play {count} tricks are transferred to {side}: the number of tricks of declarer's "
    "side becomes {tricks} instead of {won}.")
EQUITY_CHECK = MESSAGES(
    "The director checks equity (Law 64C): if the trick adjustment does not compensate the non-offending "
    "side for the damage the revoke caused, he assigns an adjusted score. He needs the result the board "
    "would probably have had without the revoke.")
EQUITY_FALLS_SHORT = MESSAGES(
    "The director checks equity (Law 64C): without the revoke the number of tricks of declarer's side "
    "would probably have been {expected}, but after the adjustment it is {tricks}: the adjustment falls "
    "short and he assigns an adjusted score.")
EQUITY_ENOUGH = MESSAGES(
    "The director checks equity (Law 64C): without the revoke the number of tricks of declarer's side "
    "would probably have been {expected}; with the adjustment it is {tricks}: the non-offending side is "
    "compensated and the adjustment stands.")
TRANSFER_PENDING = MESSAGES(
    "{seat}'s revoke in trick {trick} is established, but the record ends after trick {done}, before the "
    "end of play: the trick adjustment is made at the end of play (Law 64A). Tricks won so far by his "
    "side from the revoke trick on: {won}.")
TRANSFER_PENDING_TRICK_OPEN = MESSAGES(
    "{seat}'s revoke in trick {trick} is established, but the revoke trick is not yet complete and the "
    "play is not over: the trick adjustment is made at the end of play (Law 64A), from the tricks his "
    "side wins from the revoke trick on.")
EQUITY_PENDING = MESSAGES(
    "The director checks equity (Law 64C) at the end of play, once the trick adjustment is known; the "
    "record ends after trick {done}. He needs the result the board would probably have had without the "
    "revoke.")
EQUITY_PENDING_FOUND = MESSAGES(
    "The director checks equity (Law 64C) at the end of play, once the trick adjustment is known; the "
    "record ends after trick {done}. His finding, the number of tricks of declarer's side without the "
    "revoke ({expected}), is compared then.")
OLDER_CODE_DIRECTOR_RULES = MESSAGES.plural(
    "The {edition} text of Law 64 is not available here: the director rules. By the older rule as "
    "recalled (not verified) {count} trick would be transferred for {seat}'s revoke in trick {trick}.",
    "The {edition} text of Law 64 is not available here: the director rules. By the older rule as "
    "recalled (not verified) {count} tricks would be transferred for {seat}'s revoke in trick {trick}.")


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


def no_rectification_64B(
    revoke: RevokeCase,
    tricks: Sequence[Trick],
    *,
    dummy: Seat,
    earlier: Sequence[RevokeCase] = (),
    both_sides: bool = False,
    attention: Attention = Attention.END_OF_PLAY,
    edition: Edition = DEFAULT_EDITION,
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
    params = MESSAGES.params(seat=revoke.seat, trick=revoke.trick)

    def none(clause: str, message: str, *flags: str, **more: Any) -> Ruling:
        return Ruling(Outcome.TRANSFER, clause, seat=revoke.seat, card=revoke.card,
                      flags=("revoke", *flags), message=message, params={**params, **more},
                      extra={"tricks": 0, "transferred": [], "edition": str(edition)})

    if revoke.corrected == "62C3":
        label = CLAUSES.label("64B8", edition)
        # both sides revoked on the board: the 64B7 message, with 64B8's label
        return none(label, NO_ADJUSTMENT_BOTH_SIDES, "adjustment_possible", law=label)
    if revoke.trick == 12:
        return none("64B6", TRICK_TWELVE_TOO_LATE, "adjustment_possible")
    later = [t for t in tricks if t.number >= revoke.trick and t.winner is not None]
    if not any(t.winner is not None and t.winner.same_side(revoke.seat) for t in later):
        return none("64B1", NO_ADJUSTMENT_NO_TRICK_WON)
    if any(e.seat == revoke.seat and e.suit_led == revoke.suit_led and e.trick < revoke.trick
           for e in earlier):
        return none("64B2", NO_ADJUSTMENT_SECOND_REVOKE, "adjustment_possible")
    if revoke.seat == dummy or revoke.faced:
        return none("64B3", NO_ADJUSTMENT_FACED_CARD)
    if attention is Attention.AFTER_NEXT_CALL:
        return none("64B4", NO_ADJUSTMENT_AFTER_NEXT_CALL)
    if attention is Attention.AFTER_ROUND:
        return none("64B5", NO_ADJUSTMENT_AFTER_ROUND)
    if both_sides:
        law = "64B7" if edition >= Edition.E2007 else "64C"
        return none(law, NO_ADJUSTMENT_BOTH_SIDES, "adjustment_possible", law=law)
    return None


def transfer_64A(
    revoke: RevokeCase,
    tricks: Sequence[Trick],
    *,
    taken: Iterable[int] = (),
    edition: Edition = DEFAULT_EDITION,
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
    params = MESSAGES.params(seat=revoke.seat, trick=revoke.trick)
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
        message = TRANSFER_CAPPED
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
    return chosen, wanted, TRANSFER_WON_REVOKE_TRICK if wanted == 2 else TRANSFER_ONLY_REVOKE_TRICK


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
        return chosen, 2, TRANSFER_ONE_MORE_1997, extra_trick
    if free:
        chosen.append(free[0])
    return chosen, 1, TRANSFER_ONE_TRICK, None


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
    params = MESSAGES.params(seat=revoke.seat, trick=revoke.trick, done=len(tricks), won=len(won))
    extra: dict[str, Any] = {"tricks": 0, "transferred": [], "won_so_far": len(won), "won_tricks": won,
                             "revoke_trick_complete": revoke_trick is not None}
    if revoke_trick is not None:
        extra["offender_won_revoke_trick"] = revoke_trick.winner == revoke.seat
    return Ruling(Outcome.DIRECTOR, "64A", seat=revoke.seat, card=revoke.card, needs="rest_of_play",
                  flags=("revoke", "provisional", "summon_director"),
                  message=TRANSFER_PENDING if revoke_trick is not None else TRANSFER_PENDING_TRICK_OPEN,
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
    params = MESSAGES.params(done=done)
    extra: dict[str, Any] = {}
    if expected is not None:
        params["expected"] = expected
        extra["result_without_revoke"] = expected
    return Ruling(Outcome.DIRECTOR, "64C", needs="rest_of_play",
                  flags=("adjustment_possible", "provisional", "summon_director"),
                  message=EQUITY_PENDING if expected is None else EQUITY_PENDING_FOUND,
                  params=params, extra=extra)


def older_rule_64(revoke: RevokeCase, tricks: Sequence[Trick]) -> int:
    """The pre-1987 rule as recalled [M, unverified]: two tricks if the offending side won two
    or more from the revoke trick on, one if it won one, else none."""
    won = sum(1 for t in tricks if t.number >= revoke.trick and t.winner is not None
              and t.winner.same_side(revoke.seat))
    return min(2, won)


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
    params = MESSAGES.params(tricks=declarer_tricks)
    if expected is None:
        return Ruling(Outcome.DIRECTOR, "64C", needs="result_without_revoke",
                      flags=("adjustment_possible", "summon_director"), message=EQUITY_CHECK, params=params)
    params["expected"] = expected
    short = declarer_tricks > expected if offenders_declaring else declarer_tricks < expected
    if short:
        return Ruling(Outcome.DIRECTOR, "64C", flags=("adjusted_score", "summon_director"),
                      message=EQUITY_FALLS_SHORT, params=params,
                      extra={"result_without_revoke": expected, "adjusted_tricks": expected})
    return Ruling(Outcome.TRANSFER, "64C", message=EQUITY_ENOUGH, params=params,
                  extra={"result_without_revoke": expected})


# ------------------------------------------------------------------------------------ the verdict


def rule_revokes_64(
    tricks: Sequence[Trick],
    revokes: Sequence[RevokeCase],
    *,
    declarer: Seat,
    edition: Edition = DEFAULT_EDITION,
    acts: Sequence[Act] = (),
    attention: Attention = Attention.END_OF_PLAY,
    hands_returned: bool = False,
    result_without_revoke: int | None = None,
    current: Sequence[tuple[Seat, Card]] = (),
    current_trick: int | None = None,
    play_ended: bool | None = None,
    won_before: int = 0,
) -> Verdict64:
    """Laws 63-64 at the end of play: the verdict on every revoke of a board.

    Args:
        tricks: the completed tricks (normally all 13, or up to a claim), each with its winner.
        revokes: the revokes, in order of play.
        declarer: declarer's seat (dummy is his partner).
        edition: the code of the Laws.
        acts: acts after the play of the cards the tricks do not show (a claim, a designation);
            63A1 is read from the tricks themselves.
        attention: when attention was first drawn to the revokes (64B4/64B5).
        hands_returned: for a trick-12 revoke: the hands were back in the board (62D1).
        result_without_revoke: the director's finding for 64C, or None.
        current: the cards of an unfinished trick when the record ends before the play is
            complete (a play to it by the offending side after the revoke's trick establishes
            the revoke, 63A1); ``current_trick`` its number (None: one after the last completed
            trick; see :func:`played_since_63A1`). Only completed tricks are transferred.
        play_ended: the play is over (a claim or concession, 68); None: over when trick 13 is
            complete, the hands were returned, or attention came after the next call or the round.
            While it is not over, the adjustment is provisional: each established revoke that
            64B2/64B3/64B7 do not settle gets ``director`` 64A ``needs: rest_of_play``
            (:func:`pending_64A`), no total, and 64C is :func:`pending_equity_64C`.
        won_before: declarer's side's tricks won before the first of ``tricks`` (a board
            recorded from a position): the total of 64A and the 64C check are the whole board's.

    Returns:
        A :class:`Verdict64`: per revoke its establishment (a ``director`` 62A ruling when it is not
        established) and its 62D/64A/64B ruling; the total (``transfer`` with the clause of the
        last transfer, ``extra["tricks"]``, ``extra["to"]``); then 64C. 1975/1963: each
        transfer is a ``director`` ruling with the older rule's count as recalled, flag
        ``unverified``, and ``needs`` ``law_text``.
    """
    verdict = Verdict64()
    if play_ended is None:
        play_ended = _play_ended(tricks, hands_returned=hands_returned, attention=attention)
    won = won_before + sum(1 for t in tricks if t.winner is not None and t.winner.same_side(declarer))
    established = _established_63A(
        verdict, tricks, revokes, acts, current=current, current_trick=current_trick, edition=edition
    )
    sides = {side_name(r.seat) for r in established}
    both = len(sides) > 1
    results, taken, transferred = _rule_each_revoke_64(
        verdict, tricks, established, declarer=declarer, both=both, attention=attention,
        hands_returned=hands_returned, play_ended=play_ended, edition=edition,
    )
    verdict.rulings.extend(_as_established(established, results))
    verdict.transferred = transferred
    to_declarer = transferred[side_name(declarer)] - transferred[side_name(declarer.lho)]
    verdict.declarer_tricks = won + to_declarer
    if established:
        _total_64A_and_equity_64C(verdict, established, taken, won=won, declarer=declarer, both=both,
                                  result_without_revoke=result_without_revoke, play_ended=play_ended,
                                  done=len(tricks))
    return verdict



def _rule_each_revoke_64(
    verdict: Verdict64, tricks: Sequence[Trick], established: list[RevokeCase], *, declarer: Seat,
    both: bool, attention: Attention, hands_returned: bool, play_ended: bool, edition: Edition,
) -> tuple[dict[int, Ruling], list[int], dict[str, int]]:
    """The ruling on each established revoke (62D trick 12, 64B, provisional 64A, the older rule,
    or the 64A transfer), latest revoke first; returns the rulings by revoke index, the tricks
    taken and the tricks transferred to each side. ``verdict.needs`` gains ``law_text`` for an
    older code."""
    dummy = declarer.partner
    taken: list[int] = []
    transferred = {"N/S": 0, "E/W": 0}
    # latest revoke first: an earlier revoke's tricks (from its own trick on) include the later ones'
    results: dict[int, Ruling] = {}
    for i in sorted(range(len(established)), key=lambda k: -established[k].trick):
        r = established[i]
        earlier = established[:i]
        if r.trick == 12 and not unverified_63(edition):
            results[i] = trick_twelve_62D(r, hands_returned=hands_returned,
                                          partner_played=_partner_played_first(r, tricks, declarer),
                                          edition=edition)
            continue
        exception = no_rectification_64B(r, tricks, dummy=dummy, earlier=earlier, both_sides=both,
                                         attention=attention, edition=edition)
        unfinished = not play_ended or all(t.number != r.trick for t in tricks)  # revoke trick open
        if unfinished and (exception is None or exception.message is NO_ADJUSTMENT_NO_TRICK_WON):
            results[i] = pending_64A(r, tricks)
            continue
        if exception is not None:
            results[i] = exception
            continue
        if unverified_63(edition):
            results[i] = _older_rule_64(r, tricks, edition=edition)
            if "law_text" not in verdict.needs:
                verdict.needs.append("law_text")
            continue
        tr = transfer_64A(r, tricks, taken=taken, edition=edition)
        taken.extend(tr.tricks)
        transferred[side_name(r.seat.lho)] += tr.count
        results[i] = tr.ruling
    return results, taken, transferred


def _play_ended(tricks: Sequence[Trick], *, hands_returned: bool, attention: Attention) -> bool:
    """The play is over when trick 13 is complete, the hands were returned, or attention came
    after the next call or the round (else Law 64 is provisional)."""
    return (any(t.number == 13 for t in tricks) or hands_returned
            or attention in (Attention.AFTER_NEXT_CALL, Attention.AFTER_ROUND))


def _as_established(established: Sequence[RevokeCase], results: dict[int, Ruling]) -> list[Ruling]:
    """The rulings of ``results`` in revoke order, each marked ``as_established`` (43B2(b)) when
    its revoke is ruled as if established."""
    out = []
    for i in sorted(results):
        ruling, clause = results[i], established[i].as_established
        if clause is not None:
            ruling = replace(ruling, extra={**ruling.extra, "as_established": clause})
        out.append(ruling)
    return out


def _established_63A(verdict: Verdict64, tricks: Sequence[Trick], revokes: Sequence[RevokeCase],
                     acts: Sequence[Act], *, current: Sequence[tuple[Seat, Card]] = (),
                     current_trick: int | None = None, edition: Edition) -> list[RevokeCase]:
    """The established revokes of :func:`rule_revokes_64` (63A, read from the tricks and
    ``acts``); the ruling on each establishment found is added to ``verdict``."""
    established: list[RevokeCase] = []
    for r in revokes:
        if r.established is False:
            continue
        est = None
        if r.established is None and r.as_established is None and r.corrected is None:
            est = _first_establishment(r, tricks, acts, current=current, current_trick=current_trick,
                                       edition=edition)
            if est is None:
                verdict.rulings.append(establishment_63A(r, None, edition=edition))
                continue
        if est is not None:
            verdict.rulings.append(establishment_63A(r, est, edition=edition))
        established.append(r)
    return established


def _first_establishment(r: RevokeCase, tricks: Sequence[Trick], acts: Sequence[Act], *,
                         current: Sequence[tuple[Seat, Card]], current_trick: int | None,
                         edition: Edition) -> Establishment | None:
    """The act that established ``r`` first: a designation of a card to a trick (63A2, kept by the
    engine when it established the revoke) comes before the card's play to that trick (63A1);
    otherwise the play read from the tricks, else the acts (a claim, a lead out of turn)."""
    played = played_since_63A1(r, tricks, current, current_trick=current_trick, edition=edition)
    designations = [a for a in acts if a.kind is ActKind.DESIGNATE]
    named = established_63A(r, designations, edition=edition)
    if named is not None and named.act is not None:
        side = [t.number for t in tricks
                if t.number > r.trick and any(s.same_side(r.seat) for s, _ in t.cards)]
        if current and current_trick is not None and any(s.same_side(r.seat) for s, _ in current):
            side.append(current_trick)
        at = designations[named.act].trick
        if played is None or at <= min(side, default=at):
            return named
    return played or established_63A(r, acts, edition=edition)


def _older_rule_64(r: RevokeCase, tricks: Sequence[Trick], *, edition: Edition) -> Ruling:
    """1975/1963: the transfer is for the director, with the older rule's count as recalled
    (flag ``unverified``, ``needs`` ``law_text``)."""
    n = older_rule_64(r, tricks)
    return Ruling(
        Outcome.DIRECTOR, "64", seat=r.seat, card=r.card, needs="law_text",
        flags=("revoke", "unverified", "summon_director"), message=OLDER_CODE_DIRECTOR_RULES,
        params=MESSAGES.params(seat=r.seat, trick=r.trick, count=n, edition=str(edition)),
        extra={"tricks": 0, "unverified_tricks": n, "edition": str(edition)})


def _total_64A_and_equity_64C(
    verdict: Verdict64, established: list[RevokeCase], taken: list[int], *, won: int, declarer: Seat,
    both: bool, result_without_revoke: int | None, play_ended: bool = True, done: int = 13,
) -> None:
    """The total transfer (64A, when any trick goes) and the 64C equity check, added to
    ``verdict`` (whose ``transferred`` and ``declarer_tricks`` are set); when the play has not
    ended (``play_ended`` False, ``done`` tricks complete) 64C waits: :func:`pending_equity_64C`,
    ``needs`` ``rest_of_play`` (and ``result_without_revoke`` when not found)."""
    transferred = verdict.transferred
    total = transferred["N/S"] + transferred["E/W"]
    if total:
        gainer = "N/S" if transferred["N/S"] else "E/W"
        verdict.rulings.append(Ruling(
            Outcome.TRANSFER, "64A", message=TOTAL_TRANSFERRED,
            params=MESSAGES.params(count=total, side=gainer, tricks=verdict.declarer_tricks,
                                  won=won),
            extra={"tricks": total, "to": gainer, "transferred": sorted(taken),
                   "declarer_tricks": verdict.declarer_tricks, "table_tricks": won}))
    if not play_ended:
        verdict.rulings.append(pending_equity_64C(done=done, expected=result_without_revoke))
        verdict.needs.append("rest_of_play")
        if result_without_revoke is None:
            verdict.needs.append("result_without_revoke")
        return
    offenders_declaring = all(r.seat.same_side(declarer) for r in established)
    eq = equity_64C(declarer_tricks=verdict.declarer_tricks, expected=result_without_revoke,
                    offenders_declaring=offenders_declaring and not both)
    verdict.rulings.append(eq)
    if eq.needs and eq.needs not in verdict.needs:
        verdict.needs.append(eq.needs)


def _partner_played_first(revoke: RevokeCase, tricks: Sequence[Trick], declarer: Seat) -> bool:
    """62D2: False when a defender revoked before his partner's turn to play to the trick."""
    if revoke.seat.same_side(declarer):
        return True
    trick = next((t for t in tricks if t.number == revoke.trick), None)
    if trick is None:
        return True
    seats = [s for s, _ in trick.cards]
    return revoke.seat not in seats or revoke.seat.partner not in seats or (
        seats.index(revoke.seat.partner) < seats.index(revoke.seat))


def transfer_report_64(
    tricks: Sequence[Trick],
    revokes: Sequence[Any],
    *,
    declarer: Seat,
    edition: Edition = DEFAULT_EDITION,
) -> dict[str, Any]:
    """What Law 64 would transfer on a replayed board, for the replay's report.

    Args:
        tricks: the board's completed tricks (:attr:`bridgelaw.table.Table.tricks`).
        revokes: its revokes (:attr:`bridgelaw.table.Table.revokes` or :class:`RevokeCase`).
        declarer: declarer's seat.
        edition: the code of the Laws (2017 by default).

    Returns:
        ``{"transfer": 2, "to": "E/W", "declarer_tricks": 8, "table_tricks": 10,
        "revokes": [{"trick": 3, "seat": "S", "card": "H2", "law": "64A1", "tricks": 2}, ...],
        "needs": ["result_without_revoke"]}`` - ``to`` is None when nothing is transferred; a
        revoke not established (its side never played to a later trick) has ``law`` ``62A``.
        Raises nothing.
    """
    cases = [r if isinstance(r, RevokeCase) else RevokeCase.of(r) for r in revokes]
    v = rule_revokes_64(tricks, cases, declarer=declarer, edition=edition, play_ended=True)
    per: list[dict[str, Any]] = []
    for r in v.rulings:
        if r.seat is None or r.message in ESTABLISHMENT_MESSAGES:
            continue
        trick = r.params.get("trick")
        per.append({"trick": trick, "seat": r.seat.letter, "card": str(r.card) if r.card else None,
                    "law": r.law, "tricks": int(r.extra.get("tricks", 0))})
    total = v.transferred.get("N/S", 0) + v.transferred.get("E/W", 0)
    to = None if not total else ("N/S" if v.transferred.get("N/S") else "E/W")
    won = sum(1 for t in tricks if t.winner is not None and t.winner.same_side(declarer))
    return {"transfer": total, "to": to, "declarer_tricks": v.declarer_tricks, "table_tricks": won,
            "revokes": per, "needs": list(v.needs)}
