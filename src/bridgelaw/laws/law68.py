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

from dataclasses import dataclass, replace
from enum import StrEnum

from bridgelaw.cards import Seat
from bridgelaw.clauses import Clause, Clauses, same, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws import law48
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Memory, Remember, Verdict
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table, Trick

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "ClaimAct",
    "ClaimKind",
    "ClaimMemory",
    "ClaimReading",
    "ClaimStatus",
    "PlayAfterClaim",
    "act_read_68",
    "claim_at_table_68",
    "claim_kept_68",
    "claim_made_68A",
    "claimer_share_68B",
    "concession_made_68B",
    "concession_objected_68B2",
    "declarer_tricks_after_claim_68B",
    "dummy_may_call_director_68D",
    "play_after_claim_68D",
    "play_after_claim_refused_68D",
    "play_continues_68D",
    "play_continues_68D2b",
    "remaining_for_claim_68A",
    "tricks_as_won_68",
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
    Clause("68D2(a)", "a claim or concession doubted by any player (dummy included): the director is "
           "summoned at once and nothing is done until he comes (2007, 1997: in 68D)", (
        version(E1963, "68D", "label assumed [M]"), version(E1997, "68D", _S97, True),
        version(E2007, "68D", _S07, True), version(E2017, "68D2(a)", _S17, True))),
    Clause("68D2(b)", "the non-claimers ask to play on and all four agree: the claim is void", (
        version(E1963, None, "no such provision before 2017 (claims.md §2.10) [V]", provided=False),
        version(E2017, "68D2(b)", "claims.md §2.2 (EBU TDs forum on 68D2(b)) [S]"))),
)
#: Law 68 leaves nothing to regulating authorities.
OPTIONS = ()

#: The messages of Law 68 (domain ``law68``).
MESSAGES = Messages("law68")
CLAIM_MADE = MESSAGES(
    "{seat} claims {claimed} of the {remaining} remaining tricks and concedes {conceded}: play "
    "is suspended (Law {law}).")
CLAIM_ALL = MESSAGES.plural("{seat} claims the {count} remaining trick: play is suspended (Law {law}).",
                           "{seat} claims all {count} remaining tricks: play is suspended (Law {law}).")
CLAIM_FACED = MESSAGES("Declarer faced his cards: a claim of {claimed} of the {remaining} remaining tricks "
                       "(Law {law}); play is suspended.")
CONCESSION = MESSAGES("{seat} concedes {conceded} of the {remaining} remaining tricks: play is "
                      "suspended (Law "
                      "{law}).")
CONCESSION_ALL = MESSAGES.plural(
    "{seat} concedes the {count} remaining trick: play is suspended (Law {law}).",
    "{seat} concedes all {count} remaining tricks: play is suspended (Law {law}).")
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
    message = CLAIM_FACED if faced else (CLAIM_ALL if claimed == remaining else CLAIM_MADE)
    return Ruling(Outcome.CLAIM, law, seat=seat, message=message,
                  params=MESSAGES.params(seat=seat, claimed=claimed, remaining=remaining, count=remaining,
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
                  params=MESSAGES.params(seat=seat, conceded=conceded, remaining=remaining, count=remaining,
                                         law=law),
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


# --------------------------------------------------------------------------- a claim at the table


def declarer_tricks_after_claim_68B(table: Table, claimer: Seat, claimed: int, remaining: int) -> int:
    """Declarer's side's tricks for the whole board when the claimer's side wins ``claimed`` of
    the ``remaining`` tricks and concedes the rest (68B1; claims.md §1 ``tricks``): the tricks
    already won, a trick in progress the claimer had already played to counted for its winner
    so far, plus declarer's side's share of the remaining ones. Raises nothing."""
    from bridgelaw.table import trick_winner

    left = 14 - table.trick_number if table.trick_number <= 13 else 0  # the trick in progress included
    extra = left - remaining  # 1 when the claimer has already played to the trick in progress
    decl_now = table.tricks_won_by(table.declarer)
    if extra > 0 and table.current_trick:
        won_now = trick_winner(table.current_trick, table.trump).same_side(table.declarer)
        decl_now += 1 if won_now else 0
    mine = claimed if claimer.same_side(table.declarer) else remaining - claimed
    return decl_now + mine


def claimer_share_68B(table: Table, claimer: Seat, remaining: int, declarer_total: int) -> int:
    """The claimer's side's tricks of the ``remaining`` ones that give declarer's side
    ``declarer_total`` for the board (the inverse of :func:`declarer_tricks_after_claim_68B`),
    kept within 0 and ``remaining``. Raises nothing."""
    base = declarer_tricks_after_claim_68B(table, claimer, 0, remaining)
    if not claimer.same_side(table.declarer):
        base -= remaining  # with 0 claimed, the defenders' claimer concedes them all to declarer
        share = remaining - (declarer_total - base)
    else:
        share = declarer_total - base
    return max(0, min(remaining, share))


class ClaimStatus(StrEnum):
    """Where a claim or concession stands (Laws 68-71)."""

    OPEN = "open"  # made: play suspended, awaiting agreement, a dispute or the director (68D)
    AGREED = "agreed"  # 69A: the opponents agreed; scored as if the tricks were won in play
    ADJUDICATED = "adjudicated"  # 70: disputed and adjudicated (or decided by the director)
    VOID = "void"  # no claim after all: 68B2 (partner objected at once), 68D2(b) (play continues)


@dataclass(frozen=True)
class ClaimMemory(Memory):
    """What Law 68 keeps about the claim or concession made at the table, from the claim to the
    end of the board (a :class:`~bridgelaw.laws.verdict.Memory`: the engine keeps it between
    events, ``recall(ClaimMemory)``; play after the claim does not change it).

    Attributes:
        claimer: who claimed or conceded.
        claimed: the tricks of the ``remaining`` ones the claimer's side is to win (the rest
            conceded, 68B1); for a concession of N, ``remaining - N``.
        remaining: the remaining tricks the claim speaks of (:func:`remaining_for_claim_68A`).
        concession: it was made as a concession (68B, cited ``68B``).
        faced: declarer faced his hand (48B).
        statement: the clarification statement as said (68C), or None.
        lang: the statement's language, or None.
        event: the index of the claim's event.
        status: :class:`ClaimStatus`.
        agreed_by: the opponents who agreed (69A), in order.
        disputed_by: who disputed it (68D2), or None.
        awarded: the claimer's side's tricks of the remaining ones as settled (69A: ``claimed``;
            70: the adjudication or the director's decision; 69B/71 corrections), None while open.
        decided: the director's own decision (70, ``decide``) settled it; a disputed claim's
            adjudication without it is his proposal, which he confirms or amends.
    """

    claimer: Seat
    claimed: int
    remaining: int
    concession: bool
    faced: bool
    statement: str | None
    lang: str | None
    event: int
    status: ClaimStatus = ClaimStatus.OPEN
    agreed_by: tuple[Seat, ...] = ()
    disputed_by: Seat | None = None
    awarded: int | None = None
    decided: bool = False

    @property
    def play_ceased(self) -> bool:
        """68D: play has ceased (the claim is not void)."""
        return self.status is not ClaimStatus.VOID

    @property
    def settled(self) -> bool:
        """The claim settles the board: agreed (69A) or adjudicated (70)."""
        return self.awarded is not None and self.status in (ClaimStatus.AGREED, ClaimStatus.ADJUDICATED)

    def declarer_tricks(self, table: Table) -> int | None:
        """Declarer's side's tricks for the whole board as settled (before Law 64), or None while
        the claim is open or void; ``table`` is the claim position. Raises nothing."""
        if not self.settled or self.awarded is None:
            return None
        return declarer_tricks_after_claim_68B(table, self.claimer, self.awarded, self.remaining)


def claim_kept_68(verdict: Verdict) -> ClaimMemory | None:
    """The :class:`ClaimMemory` a claim verdict keeps (its ``Remember`` effect), or None. Raises
    nothing."""
    return next((e.memory for e in verdict.effects
                 if isinstance(e, Remember) and isinstance(e.memory, ClaimMemory)), None)


def _kept(rulings: tuple[Ruling, ...], memory: ClaimMemory) -> Verdict:
    return Verdict(rulings, (Remember(memory),))


def claim_at_table_68(table: Table, seat: Seat, tricks: int | str, *, concession: bool, event: int,
                      before: ClaimMemory | None = None, faced: bool = False, statement: str | None = None,
                      lang: str | None = None, edition: Edition = DEFAULT_EDITION) -> Verdict:
    """68A/68B (48B): ``seat`` claims (``concession`` False) or concedes ``tricks`` (a number, or
    ``"all"``) of the remaining tricks at the table (``claim``/``concede`` events, claims.md §1).

    Returns:
        A verdict: the ``claim`` ruling (68A; 68B for a concession; 48B when declarer faced his
        hand), ``extra.tricks_claimed`` (the claimer's side's), ``extra.play_ceased``; then, when
        the claimer's side has a revoke not yet established, its establishment (63A3, Law 63);
        and the memory kept (``Remember``): a new :class:`ClaimMemory` - the claimer's own claim
        still open is amended (his statements kept together).

    Raises:
        ClaimActError: nothing remains to be claimed, more tricks than remain, or a claim is
            already open by another player (or settled: only 69B/71 or the director change it).
    """
    from bridgelaw.errors import ClaimActError
    from bridgelaw.laws import law63

    remaining = remaining_for_claim_68A(table, seat)
    what = "concede" if concession else "claim"
    if before is not None and before.status is not ClaimStatus.VOID:
        if before.status is not ClaimStatus.OPEN or before.claimer != seat:
            raise ClaimActError(
                f"{seat.letter} cannot {what}: {before.claimer.letter}'s claim is {before.status.value} "
                "(agree, dispute, or the director's decide settle it; 69B and 71 correct it)", seat=seat)
        if before.statement and statement:
            statement = f"{before.statement}. {statement}"
        statement = statement or before.statement
    if remaining == 0:
        raise ClaimActError(f"{seat.letter} cannot {what}: no trick remains to be played", seat=seat)
    number = remaining if tricks == "all" else int(tricks)
    if not 0 <= number <= remaining:
        raise ClaimActError(f"{seat.letter} cannot {what} {number} tricks: {remaining} remain", seat=seat)
    declarer_faced = faced and seat == table.declarer
    if concession:
        ruling = concession_made_68B(seat, number, remaining, edition=edition)
        claimed = remaining - number
    else:
        ruling = claim_made_68A(seat, number, remaining, faced=declarer_faced, edition=edition)
        claimed = number
    memory = ClaimMemory(seat, claimed, remaining, concession, declarer_faced, statement or None, lang, event)
    revokes = law63.established_by_claim_63A(table, seat, law63.ClaimRevokeAct.MAKES, edition=edition)
    return _kept((ruling, *revokes), memory)


def play_after_claim_refused_68D(memory: ClaimMemory, seat: Seat, *,
                                 edition: Edition = DEFAULT_EDITION) -> str:
    """68D: the words of the refusal of a card (or any act of play) after a claim or concession
    that is not void: play has ceased. Raises nothing."""
    law = CLAUSES.label("68D", edition)
    return (f"{seat.letter} cannot play: play has ceased after {memory.claimer.letter}'s "
            f"{'concession' if memory.concession else 'claim'} (Law {law}); the opponents agree or "
            "dispute, the director decides, or - the claim void (68B2, 68D2(b) with the finding "
            "continue_play) - play goes on")


def play_continues_68D(memory: ClaimMemory, seat: Seat, *,
                       edition: Edition = DEFAULT_EDITION) -> Verdict:
    """68D2(b) (2017): the non-claimers asked to play on and all four agreed (finding
    ``continue_play`` on an act after the claim): ``allowed`` 68D2(b), the claim void.

    Raises:
        PlayCeasedError: the code has no 68D2(b) (2007, 1997: playing on is improper), or the
            claim is settled.
    """
    from bridgelaw.errors import PlayCeasedError

    ruling = play_continues_68D2b(seat, edition=edition)
    if ruling is None or memory.settled:
        raise PlayCeasedError(play_after_claim_refused_68D(memory, seat, edition=edition), seat=seat)
    return _kept((ruling,), replace(memory, status=ClaimStatus.VOID))


def tricks_as_won_68(memory: ClaimMemory, table: Table) -> tuple[Trick, ...]:
    """The remaining tricks as the settled claim gives them, as tricks won (69A: scored as if won
    in play), for Law 64 after a revoke: numbered from the trick in progress (one after it when
    the claimer had played to it: that trick goes to its winner so far), the claimer's side's
    first. No cards (Law 64 reads only who won which trick). ``()`` while not settled. Raises
    nothing."""
    if not memory.settled or memory.awarded is None:
        return ()
    from bridgelaw.table import trick_winner

    out: list[Trick] = []
    number = table.trick_number
    if table.current_trick and any(s == memory.claimer for s, _ in table.current_trick):
        won = trick_winner(table.current_trick, table.trump)
        out.append(Trick(number, table.current_trick[0][0], (), won))
        number += 1
    for k in range(memory.remaining):
        winner = memory.claimer if k < memory.awarded else memory.claimer.lho
        out.append(Trick(number + k, winner, (), winner))
    return tuple(out)
