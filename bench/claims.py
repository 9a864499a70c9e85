"""Benchmark: the time of one contested claim's adjudication (Law 70, ``claim_adjudicated_70``).

Positions (declarer claims, with a statement drawn from a fixed list, or none):

* ``trick 1``, ``trick 6``, ``trick 10`` - real deals and their real play (the BBO daylong PBN
  files of ``../shared/data/bbo-daylong-pbn``, read, never copied), cut at the start of that
  trick (trick 1: after the opening lead, when declarer sees dummy); declarer claims the tricks
  he in fact went on to take (``[Result]``), or all of them;
* the same three points on random deals played out at random (legal cards);
* ``LIN claims`` - the real claims of ``../shared/data/bbo-individual-lin`` (``mc``), at the
  point the claim was made, for the number claimed.

Each adjudication runs the whole proposal: the statement read, the double-dummy result, the
worst-normal-line search (work budget :data:`~bridgelaw.laws.law70.search.DEFAULT_BUDGET`), the
searches that name the decisive clause, and the line to the end. The first call (imports, the
solver's start, the lexicons) is made before timing. Prints median, 90th percentile and maximum
per group, and how the proposals split by clause; the target is under 1 s per claim.

Usage: ``python bench/claims.py [--boards 30] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from bridgelaw.cards import ALL_CARDS, Contract, Deal, Hand, Seat
from bridgelaw.laws.law68 import remaining_for_claim_68A
from bridgelaw.laws.law70.adjudicate import claim_adjudicated_70
from bridgelaw.table import Table

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("BRIDGELAW_SHARED", ROOT.parent / "shared"))
STATEMENTS = [None, "drawing trumps", "all mine", "the rest are good", "cross-ruff", "conceding a spade",
              "I'll take the finesse", "playing from the top", "drawing trumps, then the clubs are good"]


def _real_boards(limit: int) -> Iterator[tuple[Table, list[tuple[Seat, object]], int | None]]:
    """(table at the start, the play, declarer's tricks) of the daylong boards with full play."""
    from bridgelaw.notation import read_paths

    folder = SHARED / "data" / "bbo-daylong-pbn"
    if not folder.is_dir():
        print(f"(no {folder}: real deals skipped; set BRIDGELAW_SHARED)")
        return
    n = 0
    for board in read_paths([folder]):
        if board.deal is None or board.contract is None or len(board.play) < 52 or not board.deal.is_complete:
            continue
        yield Table(board.deal, board.contract), list(board.play), board.result
        n += 1
        if n >= limit:
            return


def _random_boards(limit: int, seed: int) -> Iterator[tuple[Table, list[tuple[Seat, object]], int | None]]:
    rng = random.Random(seed)
    for _ in range(limit):
        cards = list(ALL_CARDS)
        rng.shuffle(cards)
        deal = Deal((Hand(cards[0:13]), Hand(cards[13:26]), Hand(cards[26:39]), Hand(cards[39:52])))
        t = Table(deal, Contract.parse(f"4{rng.choice(['S', 'H', 'D', 'C', 'NT'])}", Seat(rng.randrange(4))))
        play = []
        copy = t.copy()
        while not copy.is_over:
            c = rng.choice(copy.legal_cards())
            play.append((copy.turn, c))
            copy.play(c)
        yield t, play, None


def _at_trick(table: Table, play: list[tuple[Seat, object]], trick: int) -> Table:
    t = table.copy()
    upto = (trick - 1) * 4 + (1 if trick == 1 else 0)
    for seat, card in play[:upto]:
        t.play(card, seat)  # type: ignore[arg-type]
    return t


def _lin_claims(limit: int) -> Iterator[tuple[Table, int]]:
    """(table at the claim, tricks of the remaining claimed) of the LIN claims (``mc``)."""
    from bridgelaw.notation import read_paths

    folder = SHARED / "data" / "bbo-individual-lin"
    if not folder.is_dir():
        return
    n = 0
    for board in read_paths([folder]):
        if board.deal is None or board.contract is None or board.claim is None or not board.deal.is_complete:
            continue
        t = Table(board.deal, board.contract)
        try:
            for seat, card in board.play:
                t.play(card, seat)
        except Exception:  # a record that does not replay: not a claim position
            continue
        if t.is_over:
            continue
        remaining = remaining_for_claim_68A(t, t.declarer)  # mc counts the trick in progress too
        claimed = min(board.claim - t.declarer_tricks, remaining)
        if 0 <= claimed:
            yield t, claimed
            n += 1
            if n >= limit:
                return


def _time(table: Table, claimed: int | str, statement: str | None, laws: Counter[str]) -> float:
    t0 = time.perf_counter()
    a = claim_adjudicated_70(table, table.declarer, claimed, statement=statement, lang="en")  # type: ignore[arg-type]
    laws[a.law] += 1
    return time.perf_counter() - t0


def _report(name: str, times: list[float], laws: Counter[str]) -> None:
    if not times:
        print(f"{name:<22} (none)")
        return
    times.sort()
    p90 = times[max(0, round(0.9 * len(times)) - 1)]
    over = sum(1 for t in times if t >= 1.0)
    split = ", ".join(f"{k} {v}" for k, v in sorted(laws.items()))
    print(f"{name:<22} n={len(times):<3} median {statistics.median(times):.3f} s  p90 {p90:.3f} s  "
          f"max {max(times):.3f} s  >=1 s: {over}   [{split}]")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--boards", type=int, default=30, help="boards per group (default 30)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    warm = next(_random_boards(1, 999))
    claim_adjudicated_70(_at_trick(warm[0], warm[1], 6), warm[0].declarer, "all", statement="all mine",
                         lang="en")
    print(f"claims: one contested claim adjudicated (Law 70), {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.1f}")
    for source, boards in (("real", list(_real_boards(args.boards))),
                           ("random", list(_random_boards(args.boards, args.seed)))):
        for trick in (1, 6, 10):
            times: list[float] = []
            laws: Counter[str] = Counter()
            for table, play, result in boards:
                t = _at_trick(table, play, trick)
                remaining = 13 - len(t.tricks)
                won = t.declarer_tricks
                claimed: int | str = "all"
                if result is not None and 0 <= result - won <= remaining and rng.random() < 0.5:
                    claimed = result - won
                times.append(_time(t, claimed, rng.choice(STATEMENTS), laws))
            _report(f"{source} trick {trick}", times, laws)
    times = []
    laws = Counter()
    for t, claimed in _lin_claims(args.boards):
        times.append(_time(t, claimed, None, laws))
    _report("LIN claims (mc)", times, laws)
    return 0


if __name__ == "__main__":
    sys.exit(main())
