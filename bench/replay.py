"""Benchmark: the bridgelaw table engine and `bridgelaw replay` against endplay, in one process.

(a) engine: replay N random complete boards through ``Table.play`` (full Law 44 checks: turn,
    holding, follow suit) against endplay's ``Deal.play`` (checks holding only) on the same boards.
(b) end to end: ``bridgelaw replay`` (the library path the CLI uses: ``run_replay``) on a LIN file
    of N boards generated into a temporary folder, against endplay's LIN parser plus
    ``Deal.play``.
Memory: peak traced memory (tracemalloc) of (b) on N/10 and N boards: the readers stream, so the
peak stays flat.

Usage: ``python bench/replay.py [--boards N] [--repeat R]`` (defaults 20000, 3; best of R).
"""

from __future__ import annotations

import argparse
import gc
import random
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from endplay.parsers import lin as endplay_lin
from endplay.types import Card as ECard
from endplay.types import Deal as EDeal
from endplay.types import Denom, Player

from bridgelaw import Seat, Table
from bridgelaw.cli.replay import run_replay
from bridgelaw.notation import Board
from bridgelaw.replay import random_board

_LIN_SEAT = {Seat.S: "1", Seat.W: "2", Seat.N: "3", Seat.E: "4"}
_MD_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    """The fastest of ``repeat`` timed runs of ``fn`` (seconds)."""
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def lin_of(b: Board) -> str:
    """One board as a BBO LIN line (pn, md with three hands, sv, ah, auction, pc, pg)."""
    assert b.deal is not None and b.contract is not None and b.dealer is not None
    hands = []
    for seat in _MD_ORDER[:3]:
        h = b.deal[seat]
        hands.append("".join(s + "".join(c.rank.letter for c in h.suit(suit))
                             for s, suit in zip("SHDC", (3, 2, 1, 0), strict=True)))  # type: ignore[arg-type]
    c = b.contract
    calls = []
    seat = b.dealer
    while seat != c.declarer:
        calls.append("p")
        seat = seat.lho
    calls.append(f"{c.level}{'N' if c.trump is None else c.denomination.letter}")
    if c.penalty:
        calls.append("d")
    calls += ["p", "p", "p"]
    out = [f"pn|South,West,North,East|st||md|{_LIN_SEAT[b.dealer]}{','.join(hands)},|rh||",
           f"ah|Board {b.board}|sv|o|", "".join(f"mb|{x}|" for x in calls), "pg||"]
    for i, (_, card) in enumerate(b.play):
        out.append(f"pc|{card}|")
        if i % 4 == 3:
            out.append("pg||")
    return "".join(out) + "\n"


def main() -> None:
    """Run the benchmark and print boards per second, ratios and peak memory."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boards", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    n, rep = args.boards, args.repeat

    rng = random.Random(20241130)
    t0 = time.perf_counter()
    boards = [random_board(rng, number=i % 32 + 1) for i in range(n)]
    print(f"generated {n} random complete boards with random legal play in {time.perf_counter() - t0:.1f} s")

    bench_engine(boards, rep)
    with tempfile.TemporaryDirectory() as tmp:
        big, small = write_lin_files(boards, Path(tmp))
        del boards
        bench_end_to_end(big, n, rep)
        bench_memory(small, big, n)


def bench_engine(boards: list[Board], rep: int) -> None:
    """(a) the table engine against endplay's Deal.play on the same boards."""
    n = len(boards)
    ours_in = [(b.deal, b.contract, b.play) for b in boards]
    theirs_in = []
    for b in boards:
        assert b.deal is not None and b.contract is not None
        trump = Denom.nt if b.contract.trump is None else Denom.find(b.contract.trump.letter)
        theirs_in.append((b.deal.to_pbn(), trump, Player.find(b.contract.declarer.lho.letter),
                          [ECard(str(c)) for _, c in b.play]))

    def ours() -> None:
        for deal, contract, play in ours_in:
            p = Table(deal, contract).play  # type: ignore[arg-type]
            for seat, card in play:
                p(card, seat)

    def theirs() -> None:
        for pbn, trump, first, cards in theirs_in:
            d = EDeal(pbn)
            d.trump = trump
            d.first = first
            p = d.play
            for c in cards:
                p(c)

    ta, tb = best_of(rep, ours), best_of(rep, theirs)
    print(f"(a) engine     bridgelaw Table.play {n / ta:10,.0f} boards/s   "
          f"endplay Deal.play {n / tb:10,.0f} boards/s   ratio {tb / ta:5.1f}x  (target >= 10x)")


def write_lin_files(boards: list[Board], tmp: Path) -> tuple[Path, Path]:
    """Write all boards, and the first tenth, as LIN files in ``tmp``; returns (big, small)."""
    n = len(boards)
    big = tmp / f"bench-{n}.lin"
    small = tmp / f"bench-{n // 10}.lin"
    with big.open("w") as fh:
        for b in boards:
            fh.write(lin_of(b))
    with small.open("w") as fh:
        for b in boards[: n // 10]:
            fh.write(lin_of(b))
    print(f"    LIN file: {n} boards, {big.stat().st_size / 1e6:.1f} MB")
    return big, small


def bench_end_to_end(big: Path, n: int, rep: int) -> None:
    """(b) bridgelaw replay (run_replay, as the CLI) against endplay's LIN parser + Deal.play."""
    def ours_e2e() -> None:
        s = run_replay([big], progress=False)
        assert s.counts["complete"] == n, s.counts

    def theirs_e2e() -> None:
        with big.open() as fh:
            for eb in endplay_lin.load(fh):
                d = eb.deal
                p = d.play
                for c in eb.play:
                    p(c)

    te, tf = best_of(rep, ours_e2e), best_of(rep, theirs_e2e)
    print(f"(b) end to end bridgelaw replay     {n / te:10,.0f} boards/s   "
          f"endplay LIN+play  {n / tf:10,.0f} boards/s   ratio {tf / te:5.1f}x  (target >= 5x)")


def _endplay_load(p: Path) -> object:
    with p.open() as fh:
        return endplay_lin.load(fh)


def bench_memory(small: Path, big: Path, n: int) -> None:
    """Peak traced memory of reading+replaying N/10 and N boards (streaming: flat)."""
    for label, fn in (("bridgelaw replay", lambda p: run_replay([p], progress=False)),
                      ("endplay LIN load", _endplay_load)):
        peaks = []
        for path in (small, big):
            gc.collect()
            tracemalloc.start()
            fn(path)
            peaks.append(tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        print(f"    peak memory {label:17s} {n // 10:6d} boards {peaks[0] / 1e6:7.2f} MB   "
              f"{n:6d} boards {peaks[1] / 1e6:7.2f} MB")


if __name__ == "__main__":
    main()
