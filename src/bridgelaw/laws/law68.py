"""Law 68: claim or concession defined; play after it (claims.md §2.2).

* 68 (preamble) words or an action about the trick in progress only: no claim; play goes on.
* 68A  a statement that a side will win a number of tricks, a suggestion to stop play, or a
       player showing his cards is a claim (unless he demonstrably did not mean one); declarer
       facing his hand after a faced opening lead out of turn is not (Law 54; 48B1).
* 68B1 a statement that a side will lose a number of tricks is a concession; a claim of some
       tricks concedes the rest; abandoning the hand concedes them all (the ruling cites 68B,
       the label of claims.md §1).
* 68B2 a defender's concession his partner objects to at once is no concession (2017: nor a
       claim); play continues; what the conceder showed is unauthorized to his partner.
* 68C  a claim should come with a clear statement of the line (read by ``law70.statement``).
* 68D  play is suspended (1997: play after it is voided; 2007: it ceases, 70D3 evidence);
       68D1 agreed: Law 69; 68D2(a) doubted (dummy included): the director, Law 70;
       68D2(b) (2017) the non-claimers ask and all four agree: play continues, the claim void.

Revokes established by a claim (63A3/63A4) are Law 63's (``law63.revoke_established_by_claim_63A3``);
declarer facing his hand (48B) is Law 48's clause, cited here.

Messages: gettext domain ``law68``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bridgelaw.cards import Seat
from bridgelaw.clauses import Clause, Clauses, same, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws import law48
from bridgelaw.laws.home import Messages
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "ClaimAct",
    "ClaimKind",
    "ClaimReading",
    "PlayAfterClaim",
    "act_read_68",
    "claim_made_68A",
    "concession_made_68B",
    "concession_objected_68B2",
    "dummy_may_call_director_68D",
    "play_after_claim_68D",
    "play_continues_68D2b",
    "remaining_for_claim_68A",
]

E1963, E1997, E2007, E2017 = Edition.E1963, Edition.E1997, Edition.E2007, Edition.E2017
_S17 = "claims.md §2.2 (2017 text: pzbs.pl, bridgevid.com) [V]"
_S07 = "claims.md §2.2 (2007 text: ACBL club directors' page, lovboka.org) [V]"
_S97 = "claims.md §2.2 (1997 code: jfr.pzbs.pl, whidco.com) [V]"

#: The clauses of Law 68, with their labels by edition.
CLAUSES = Clauses(
    __name__,
    Clause("68", "words or an action about the trick in progress only: no claim", (
        version(E1963, "68", "label assumed [M]"), version(E1997, "68", _S97, True),
        version(E2017, "68", _S17, True))),
    Clause("68A", "a claim: a side will win tricks, play should stop, a player shows his cards",
           (version(E1963, "68A", "label assumed [M]"), version(E1997, "68A", _S97, True),
            version(E2017, "68A", _S17, True))),
    Clause("68B", "a concession: a side will lose tricks; a claim concedes the rest (68B1 in 2007/2017; "
           "the ruling cites 68B, claims.md §1)", (
        version(E1963, "68B", "label assumed from the 1997 code [M]"), version(E1997, "68B", _S97, True),
        version(E2007, "68B", _S07, True), version(E2017, "68B", _S17, True))),
    Clause("68B2", "a defender's concession his partner objects to at once: no concession", (
        version(E1963, "68B", "label assumed from the 1997 code [M]"), version(E1997, "68B", _S97, True),
        version(E2007, "68B2", _S07, True), version(E2017, "68B2", _S17, True))),
    Clause("68C", "a claim should be accompanied by a clear statement of the line", same("68C", _S17)),
    Clause("68D", "after a claim or concession play is suspended (1997: voided; 2007: ceases)", (
        version(E1963, "68D", "label assumed [M]"), version(E1997, "68D", _S97, True),
        version(E2007, "68D", _S07, True), version(E2017, "68D", _S17, True))),
    Clause("68D2(b)", "the non-claimers ask to play on and all four agree: the claim is void", (
        version(E1963, None, "no such provision before 2017 (claims.md §2.10) [V]", provided=False),
        version(E2017, "68D2(b)", "claims.md §2.2 (EBU TDs forum on 68D2(b)) [S]"))),
)
#: Law 68 leaves nothing to regulating authorities.
OPTIONS = ()

#: The messages of Law 68 (domain ``law68``).
MESSAGES = Messages("law68")
CLAIM = MESSAGES("{seat} claims {claimed} of the {remaining} remaining tricks and concedes {conceded}: play "
                 "is suspended (Law {law}).")
CLAIM_ALL = MESSAGES("{seat} claims all {remaining} remaining tricks: play is suspended (Law {law}).")
CLAIM_FACED = MESSAGES("Declarer faced his cards: a claim of {claimed} of the {remaining} remaining tricks "
                       "(Law {law}); play is suspended.")
CONCESSION = MESSAGES("{seat} concedes {conceded} of the {remaining} remaining tricks: play is "
                      "suspended (Law "
                      "{law}).")
CONCESSION_ALL = MESSAGES("{seat} concedes all {remaining} remaining tricks: play is suspended (Law {law}).")
CONCESSION_OBJECTED = MESSAGES(
    "{partner} objected at once to {seat}'s concession: there is no concession and no claim (Law "
    "{law}); play "
    "continues. A card {seat} showed is not a penalty card, but what it tells {partner} is unauthorized.")
PLAY_ON = MESSAGES("The non-claiming side asked to play on and all four players agreed: the claim "
                   "is void and "
                   "play continues (Law {law}).")


class ClaimAct(StrEnum):
    """What a player did or said, as Law 68 reads it."""

    WINS_TRICKS = "wins_tricks"  # "the rest are mine", "I'll make ten tricks"
    LOSES_TRICKS = "loses_tricks"  # "you get one", "one down"
    SUGGESTS_STOP = "suggests_stop"  # "let's not play it out"
    SHOWS_CARDS = "shows_cards"  # a player shows (faces) his cards
    ABANDONS = "abandons"  # throws his hand in
    CURRENT_TRICK = "current_trick"  # "that one is mine": about the trick in progress only
    DECLARER_FACES_AFTER_LEAD_OUT_OF_TURN = "declarer_faces_after_lead_out_of_turn"  # 48B1: Law 54


class ClaimKind(StrEnum):
    """What an act is under Law 68."""

    CLAIM = "claim"
    CONCESSION = "concession"
    NONE = "none"


@dataclass(frozen=True)
class ClaimReading:
    """An act read under Law 68: what it is and the clause (2017 key) that says so."""

    kind: ClaimKind
    clause: str


def act_read_68(act: ClaimAct, *, demonstrably_not_intended: bool = False) -> ClaimReading:
    """68: whether an act is a claim, a concession, or neither.

    Args:
        act: what was said or done.
        demonstrably_not_intended: the player showed his cards but demonstrably did not mean a
            claim (68A).

    Returns:
        :class:`ClaimReading`: a claim (68A: winning tricks, suggesting to stop, showing the
        cards), a concession (68B1: losing tricks, abandoning the hand), or neither (68: the
        trick in progress only; 68A: not meant; declarer facing his hand after a faced opening
        lead out of turn - Law 54, 48B1 - cited as 68A here).
    """
    if act in (ClaimAct.LOSES_TRICKS, ClaimAct.ABANDONS):
        return ClaimReading(ClaimKind.CONCESSION, "68B")
    if act is ClaimAct.CURRENT_TRICK:
        return ClaimReading(ClaimKind.NONE, "68")
    if act is ClaimAct.DECLARER_FACES_AFTER_LEAD_OUT_OF_TURN or (
            act is ClaimAct.SHOWS_CARDS and demonstrably_not_intended):
        return ClaimReading(ClaimKind.NONE, "68A")
    return ClaimReading(ClaimKind.CLAIM, "68A")


def remaining_for_claim_68A(table: Table, claimer: Seat) -> int:
    """The remaining tricks a claim by ``claimer`` speaks of (claims.md §1): the tricks not yet
    completed, the trick in progress included unless the claimer has already played to it.
    Raises nothing."""
    left = 13 - table.trick_number + 1 if table.trick_number <= 13 else 0
    played = any(s == claimer for s, _ in table.current_trick)
    return max(0, left - (1 if played else 0))


def _check(n: int, remaining: int, what: str) -> None:
    if not 0 <= n <= remaining:
        raise ValueError(f"{what} {n} tricks: only {remaining} remain")


def claim_made_68A(seat: Seat, claimed: int, remaining: int, *, faced: bool = False,
                   edition: Edition = DEFAULT_EDITION) -> Ruling:
    """68A: ``seat`` claims ``claimed`` of the ``remaining`` tricks (the rest conceded, 68B1);
    ``faced``: declarer faced his hand (48B2: a claim of the number the director finds).

    Returns:
        ``claim``, law 68A (48B when faced), ``extra.tricks_claimed``, ``extra.conceded``,
        ``extra.play_ceased`` True.

    Raises:
        ValueError: ``claimed`` is not 0 to ``remaining``.
    """
    _check(claimed, remaining, "a claim of")
    law = law48.CLAUSES.label("48B", edition) if faced else CLAUSES.label("68A", edition)
    message = CLAIM_FACED if faced else (CLAIM_ALL if claimed == remaining else CLAIM)
    return Ruling(Outcome.CLAIM, law, seat=seat, message=message,
                  params=MESSAGES.params(seat=seat, claimed=claimed, remaining=remaining,
                                         conceded=remaining - claimed, law=law),
                  extra={"tricks_claimed": claimed, "conceded": remaining - claimed, "play_ceased": True})


def concession_made_68B(seat: Seat, conceded: int, remaining: int, *,
                         edition: Edition = DEFAULT_EDITION) -> Ruling:
    """68B (68B1): ``seat`` concedes ``conceded`` of the ``remaining`` tricks (his side claims
    the rest).

    Returns:
        ``claim``, law 68B (the contract's label, claims.md §1), ``extra.tricks_claimed`` (his
        side's: the rest), ``extra.conceded``, ``extra.play_ceased`` True.

    Raises:
        ValueError: ``conceded`` is not 0 to ``remaining``.
    """
    _check(conceded, remaining, "a concession of")
    law = CLAUSES.label("68B", edition)
    message = CONCESSION_ALL if conceded == remaining else CONCESSION
    return Ruling(Outcome.CLAIM, law, seat=seat, message=message,
                  params=MESSAGES.params(seat=seat, conceded=conceded, remaining=remaining, law=law),
                  extra={"tricks_claimed": remaining - conceded, "conceded": conceded, "play_ceased": True})


def concession_objected_68B2(conceder: Seat, objector: Seat, *, at_once: bool, declarer: Seat,
                             edition: Edition = DEFAULT_EDITION) -> Ruling | None:
    """68B2: a defender's concession his partner objects to.

    Args:
        conceder: who conceded; objector: who objected; at_once: the objection was immediate;
        declarer: the board's declarer; edition: the code of the Laws.

    Returns:
        ``allowed`` 68B2 (1997: 68B): no concession (2017: nor a claim), play continues;
        ``info`` marks the information unauthorized to the objector's side (16C; 2007 16D);
        ``extra.concession`` False. None when 68B2 does not apply: the conceder is not a
        defender, the objector is not his partner, or the objection was not at once (the
        concession stands; only Law 71 can help, or it is a dispute under 68D/70).
    """
    if conceder.same_side(declarer) or objector != conceder.partner or not at_once:
        return None
    law = CLAUSES.label("68B2", edition)
    side = "N/S" if conceder in (Seat.N, Seat.S) else "E/W"
    return Ruling(Outcome.ALLOWED, law, seat=conceder, message=CONCESSION_OBJECTED,
                  params=MESSAGES.params(seat=conceder, partner=objector, law=law),
                  info={"unauthorised": [side]}, flags=("summon_director",),
                  extra={"concession": False, "claim": False, "play_ceased": False})


@dataclass(frozen=True)
class PlayAfterClaim:
    """68D: what a card faced after a claim or concession is.

    Attributes:
        played: True only when play may go on (the claim withdrawn or void, 68D2(b)).
        clause: the 2017 key of the clause (``68D`` or ``68D2(b)``); ``law`` the label cited.
        evidence: 2007/2017 - what was played may be evidence for the adjudication (70D3).
    """

    played: bool
    clause: str
    law: str
    evidence: bool


def play_after_claim_68D(*, withdrawn: bool = False, continue_play: bool = False,
                         edition: Edition = DEFAULT_EDITION) -> PlayAfterClaim:
    """68D: a card faced after a claim or concession (the engine refuses it unless ``played``).

    Args:
        withdrawn: the claim or concession was withdrawn (or was none, 68B2).
        continue_play: the director's finding that the non-claimers asked to play on and all
            four agreed (68D2(b), 2017 only).
        edition: 1997 - play after a claim is voided; 2007 - it ceases, 70D3 evidence;
            2017 - suspended, 68D2(b) may let it continue.
    """
    if withdrawn:
        return PlayAfterClaim(True, "68D", CLAUSES.label("68D", edition), False)
    if continue_play and CLAUSES.provided("68D2(b)", edition):
        return PlayAfterClaim(True, "68D2(b)", CLAUSES.label("68D2(b)", edition), False)
    return PlayAfterClaim(False, "68D", CLAUSES.label("68D", edition), edition >= E2007)


def play_continues_68D2b(seat: Seat | None = None, *, edition: Edition = DEFAULT_EDITION) -> Ruling | None:
    """68D2(b) (2017): the non-claiming side asks to play on and all four agree: ``allowed``,
    the claim void, ``extra.claim_void`` True. None under 2007 and 1997 (no such provision:
    playing on is improper; the director adjudicates, 70D3 / 68D)."""
    if not CLAUSES.provided("68D2(b)", edition):
        return None
    law = CLAUSES.label("68D2(b)", edition)
    return Ruling(Outcome.ALLOWED, law, seat=seat, message=PLAY_ON, params=MESSAGES.params(law=law),
                  extra={"claim_void": True, "play_ceased": False})


def dummy_may_call_director_68D(*, play_ceased: bool) -> bool:
    """68D: once play has ceased after a claim or concession, dummy may call the director (the
    limitation of 43A1(a) is about play in progress; claims.md §1). Raises nothing."""
    return play_ceased
