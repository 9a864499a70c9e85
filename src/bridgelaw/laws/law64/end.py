"""Laws 63-64 at the end of play: the verdict on every revoke of a board (:func:`rule_revokes_64`:
63A establishment, 62D, 64A/64B and the 64C equity check; provisional while the play is not
over) and the archive replay's report of what Law 64 would transfer (:func:`transfer_report_64`).
It uses the facts and rulings of the homes of Laws 62 (62D), 63 (63A) and 64 (64A-64C) and Law
64's messages (domain ``law64``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.law16 import side_name
from bridgelaw.laws.law62 import trick_twelve_62D
from bridgelaw.laws.law63 import (
    ESTABLISHMENT_MESSAGES,
    Act,
    Attention,
    RevokeCase,
    established_63A,
    establishment_63A,
    played_since_63A1,
    unverified_63,
)
from bridgelaw.laws.law64 import (
    MESSAGES,
    NO_ADJUSTMENT_NO_TRICK_WON,
    OLDER_CODE_DIRECTOR_RULES,
    TOTAL_TRANSFERRED,
    Verdict64,
    equity_64C,
    no_rectification_64B,
    older_rule_64,
    pending_64A,
    pending_equity_64C,
    transfer_64A,
)
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Trick

__all__ = [
    "rule_revokes_64",
    "transfer_report_64",
]


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
    won = sum(1 for t in tricks if t.winner is not None and t.winner.same_side(declarer))
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
        if r.established is None and r.as_established is None:
            est = (played_since_63A1(r, tricks, current, current_trick=current_trick, edition=edition)
                   or established_63A(r, acts, edition=edition))
            if est is None:
                verdict.rulings.append(establishment_63A(r, None, edition=edition))
                continue
        if est is not None:
            verdict.rulings.append(establishment_63A(r, est, edition=edition))
        established.append(r)
    return established


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
