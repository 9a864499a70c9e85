"""Benchmark: `bridgelaw replay` at scale, in one run on the same generated LIN files.

For 20,000 and 200,000 boards (random deals, random legal play; the 200,000-board file is the
20,000 boards ten times over, renumbered), each end to end (read the file, replay, classify):

* ``table``      one process, every board through the :class:`Table` (``--engine table``)
* ``bulk``       one process, the bulk Law 44 engine (:mod:`bridgelaw.bulk`; compiled core if built)
* ``workers N``  every core (``--workers N``), the bulk engine
* ``endplay``    endplay's LIN parser and ``Deal.play`` (20,000 boards only: it holds every board
  in memory, about 190 MB per 20,000)
* ``C``          ``bench/ref_replay.c``, built here with the system compiler (``cc -O2``): parse the
  same LIN and replay every card with 52-bit masks; skipped with a message when no compiler

Each line gives boards per second, ns per card (wall time), the ratio to endplay and to the C
reference, the peak memory (max RSS of the process, and of each worker for ``workers N``) and
the CPU time per card (all processes: less sensitive to other jobs on a loaded machine than the
wall time). Each run is a
fresh child process (``python -c``), so that memory figures are per run; times are measured
inside the child after its imports (no interpreter start), except the C program's (a process
of its own). The files repeat ``--distinct`` random boards (4,000; generating them through the
Table is the slow part of the benchmark). For the workers it also prints the CPU time in the
workers against one process (the work added by splitting) and in the parent (the serial part:
planning, starting the pool, merging), which a loaded machine distorts much less than the wall
time ratio.

The claims run (``--claims N``, 10,000 boards; 0 skips it) replays an archive of claims, as a
vugraph archive is: 80% of the boards end in a claim at trick 6-12, and the bulk engine runs
without (``--no-dd``) and with the double-dummy check of every claim (the ``bridgelaw replay``
default), in one process and on every core.

``--big`` (or ``BENCH_BIG=1``) adds the 600,000-board run: ``bridgelaw replay FILE --json``
as a user runs it, process start included (target: under 15 s on 2 cores).

Usage: ``python bench/replay.py [--boards 20000] [--repeat 2] [--big]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bridgelaw import Seat
from bridgelaw.bulk import core_name
from bridgelaw.notation import Board
from bridgelaw.replay import random_board

_LIN_SEAT = {Seat.S: "1", Seat.W: "2", Seat.N: "3", Seat.E: "4"}
_MD_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
HERE = Path(__file__).resolve().parent

_CHILD = r"""
import json, resource, sys, time
from pathlib import Path
kind, path, workers = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
mode = sys.argv[4] if len(sys.argv) > 4 else "-"  # dd: claims against double dummy; stream: as --json
dd = mode == "dd"
if kind == "endplay":
    from endplay.parsers import lin
else:  # imported before the clock starts: the figures are the replay's, not the start-up's
    import bridgelaw.bulk
    from bridgelaw.cli.replay import run_replay
r0 = resource.getrusage(resource.RUSAGE_SELF)
cpu0 = r0.ru_utime + r0.ru_stime
t = time.perf_counter()
if kind == "endplay":
    n = 0
    with path.open() as fh:
        for eb in lin.load(fh):
            p = eb.deal.play
            for c in eb.play:
                p(c)
            n += 1
    boards = n
else:
    opts = {"dd": True} if dd else {"on_problem": lambda e: None} if mode == "stream" else {}
    s = run_replay([path], progress=False, workers=workers, engine=kind, **opts)
    boards = s.boards
    assert s.counts["complete"] + s.counts["claimed"] == boards or s.counts["not_held"] == boards, s.counts
    assert not dd or s.claims.total() == s.counts["claimed"], (s.claims, s.counts)
dt = time.perf_counter() - t
me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime - cpu0
peak = me.ru_maxrss  # Linux keeps ru_maxrss across exec (the parent's memory): VmHWM is this program's
try:
    peak = next(int(x.split()[1]) for x in open("/proc/self/status") if x.startswith("VmHWM:"))
except (OSError, StopIteration):
    pass
print(json.dumps({"seconds": dt, "cpu": cpu, "boards": boards, "rss_kb": peak,
                  "child_rss_kb": kids.ru_maxrss, "cpu_children": kids.ru_utime + kids.ru_stime}))
"""


def lin_of(b: Board, number: int, not_held: bool = False) -> str:
    """One board as a BBO LIN line (qx, pn, md with three hands, sv, ah, auction, pc, pg);
    ``not_held``: the opening lead is a card of declarer's (every board ``not_held``)."""
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
    out = [f"qx|o{number}|pn|South,West,North,East|st||md|{_LIN_SEAT[b.dealer]}{','.join(hands)},|rh||",
           f"ah|Board {number}|sv|o|", "".join(f"mb|{x}|" for x in calls), "pg||"]
    play = [c for _, c in b.play]
    if not_held:
        play[0] = min(b.deal[c.declarer])
    for i, card in enumerate(play):
        out.append(f"pc|{card}|")
        if i % 4 == 3:
            out.append("pg||")
    if b.claim is not None:
        out.append(f"mc|{b.claim}|")
    return "".join(out) + "\n"


def write_file(boards: list[Board], path: Path, times: int, not_held: bool = False) -> Path:
    """Write ``boards`` ``times`` times over (renumbered) as one LIN file."""
    with path.open("w") as fh:
        k = 0
        for _ in range(times):
            for b in boards:
                k += 1
                fh.write(lin_of(b, k, not_held))
    return path


def build_reference(tmp: Path) -> Path | None:
    """Compile bench/ref_replay.c with the system compiler; None (and a message) without one."""
    cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        print("    C reference: skipped (no C compiler: set CC or install gcc)")
        return None
    exe = tmp / "ref_replay"
    r = subprocess.run([cc, "-O2", "-o", str(exe), str(HERE / "ref_replay.c")],
                       capture_output=True, text=True)
    if r.returncode != 0:
        print(f"    C reference: skipped (the compiler failed: {r.stderr.strip()[:200]})")
        return None
    return exe


def run_child(kind: str, path: Path, workers: int, repeat: int, dd: bool = False,
              mode: str = "-") -> dict[str, float]:
    """Best of ``repeat`` child runs of one configuration (``dd``: claims against double dummy;
    ``mode="stream"``: the non-clean boards streamed out as ``--json`` does, not kept)."""
    best: dict[str, float] | None = None
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", _CHILD, kind, str(path), str(workers),
                              "dd" if dd else mode], capture_output=True, text=True, check=True)
        r = json.loads(out.stdout.strip().splitlines()[-1])
        if best is None or r["seconds"] < best["seconds"]:
            best = r
    assert best is not None
    return best


def run_c(exe: Path, path: Path, repeat: int) -> dict[str, float]:
    """Best of ``repeat`` runs of the C reference (wall time of its process)."""
    import resource

    best = best_cpu = float("inf")
    boards = 0
    for _ in range(repeat):
        k0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        out = subprocess.run([str(exe), str(path)], capture_output=True, text=True, check=True)
        best = min(best, time.perf_counter() - t)
        k1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        best_cpu = min(best_cpu, k1.ru_utime + k1.ru_stime - k0.ru_utime - k0.ru_stime)
        boards = int(out.stdout.split()[0])
    return {"seconds": best, "cpu": best_cpu, "boards": boards, "rss_kb": 0, "child_rss_kb": 0}


def main() -> None:
    """Generate the files, run every configuration, print the table."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--boards", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=2, help="runs per figure at the small size (best of)")
    ap.add_argument("--distinct", type=int, default=4000,
                    help="distinct random boards generated (the files repeat them; generating is slow)")
    ap.add_argument("--big", action="store_true", default=os.environ.get("BENCH_BIG", "") not in ("", "0"),
                    help="also the 600,000-board run (30 times the boards)")
    ap.add_argument("--claims", type=int, default=10000,
                    help="boards of the claims run (0: skip it): 80%% end in a claim at trick 6-12")
    args = ap.parse_args()
    n = args.boards
    cores = os.cpu_count() or 1
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {cores} cores, load average {load:.2f} at start; bulk core: {core_name()}")
    rng = random.Random(20241130)
    t0 = time.perf_counter()
    distinct = min(n, args.distinct)
    boards = [random_board(rng, number=i % 32 + 1) for i in range(distinct)]
    boards = [boards[i % distinct] for i in range(n)]
    print(f"generated {distinct} random boards with random legal play in {time.perf_counter() - t0:.1f} s "
          f"(repeated, renumbered, to {n:,})")
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        small = write_file(boards, tmp / f"bench-{n}.lin", 1)
        large = write_file(boards, tmp / f"bench-{10 * n}.lin", 10)
        bad = [write_file(boards, tmp / f"bad-{k * n}.lin", k, not_held=True) for k in (1, 10)]
        del boards
        exe = build_reference(tmp)
        for path, size, rep in ((small, n, args.repeat), (large, 10 * n, 1)):
            print(f"\n{size:,} boards, LIN file {path.stat().st_size / 1e6:.1f} MB "
                  f"(52 cards a board; best of {rep})")
            results: dict[str, dict[str, float]] = {}
            if exe is not None:
                results["C reference"] = run_c(exe, path, max(rep, 3))
            if size <= 50000:
                results["endplay"] = run_child("endplay", path, 1, 1)
            results["table, 1 process"] = run_child("table", path, 1, rep)
            results["bulk, 1 process"] = run_child("bulk", path, 1, rep)
            results[f"bulk, --workers {cores}"] = run_child("bulk", path, cores, rep)
            report(results, size)
            if size > 50000:
                print("    endplay: not run at this size (it holds every board in memory)")
        if args.claims:
            claims_run(tmp, args.claims, args.repeat, cores)
        peaks = [run_child("bulk", p, 1, 1) for p in bad]
        streamed = [run_child("bulk", p, 1, 1, mode="stream") for p in bad]
        print(f"\nevery board not clean (a card not held at trick 1), bulk, 1 process: peak RSS "
              f"{peaks[0]['rss_kb'] / 1024:.0f} MB for {n:,} boards, {peaks[1]['rss_kb'] / 1024:.0f} MB "
              f"for {10 * n:,} when the summary keeps each board's entry (the library's default); "
              f"{streamed[0]['rss_kb'] / 1024:.0f} MB and {streamed[1]['rss_kb'] / 1024:.0f} MB streamed as "
              f"`replay --json` does (bench/replay_memory.py: the whole process tree)")
        if args.big:
            big = tmp / f"bench-{30 * n}.lin"
            with big.open("w") as out:
                for _ in range(3):
                    out.write(large.read_text())
            print(f"\n{30 * n:,} boards, LIN file {big.stat().st_size / 1e6:.1f} MB: "
                  f"`bridgelaw replay FILE --json` end to end (process start included)")
            import resource

            exe_cli = Path(sys.executable).with_name("bridgelaw")
            k0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            r = subprocess.run([str(exe_cli), "replay", str(big), "--json"], capture_output=True, text=True)
            dt = time.perf_counter() - t
            k1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = k1.ru_utime + k1.ru_stime - k0.ru_utime - k0.ru_stime
            what = (f"{json.loads(r.stdout)['counts']['complete']} complete" if r.returncode == 0
                    else r.stderr[-200:])
            print(f"    --workers {cores} (default): {dt:.1f} s, {30 * n / dt:,.0f} boards/s "
                  f"(target < 15 s); {cpu:.1f} s CPU in all processes; {what}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"\nload average {load:.2f} at the end (2 cores: above 2, the figures are under load)")


def claims_run(tmp: Path, n: int, repeat: int, cores: int) -> None:
    """An archive of claims (like a vugraph archive): ``n`` boards, 80% ending in a claim after
    20-47 cards (trick 6-12, where the claims of ../shared/data are), the claim itself random;
    the bulk engine without (``--no-dd``, the fast LIN path counts claims in C) and with the
    double-dummy check of every claim (each claimed board read in Python, replayed on a Table,
    solved by DDS). Every board is distinct (a repeated claim position would be solved once:
    ``double_dummy`` caches its solutions)."""
    rng = random.Random(17)
    t0 = time.perf_counter()
    boards = [random_board(rng, number=i % 32 + 1, claim_after=rng.randint(20, 47) if rng.random() < 0.8
                           else None) for i in range(n)]
    claims = sum(b.claim is not None for b in boards)
    path = write_file(boards, tmp / f"claims-{n}.lin", 1)
    print(f"\nclaims: {n:,} distinct boards, 80% ending in a claim at trick 6-12 "
          f"(LIN {path.stat().st_size / 1e6:.1f} MB; generated in {time.perf_counter() - t0:.1f} s)")
    results = {"bulk, 1 process, --no-dd": run_child("bulk", path, 1, repeat),
               "bulk, 1 process, dd": run_child("bulk", path, 1, repeat, dd=True),
               f"bulk, --workers {cores}, dd": run_child("bulk", path, cores, repeat, dd=True)}
    print(f"    {'':28s} {'boards/s':>10s} {'seconds':>8s} {'CPU s':>7s} {'CPU ms/claim':>13s}")
    off = results["bulk, 1 process, --no-dd"]
    for label, r in results.items():
        extra = (f"{(r['cpu'] - off['cpu']) * 1e3 / claims:13.2f}" if label != "bulk, 1 process, --no-dd"
                 else f"{'-':>13s}")
        print(f"    {label:28s} {n / r['seconds']:10,.0f} {r['seconds']:8.2f} {r['cpu']:7.2f} {extra}")
    print("    (CPU ms/claim: the CPU time over --no-dd per claimed board, the import of endplay included)")


def report(results: dict[str, dict[str, float]], size: int) -> None:
    """Print one line per configuration: boards/s, ns/card, ratios, memory."""
    ref_c = results.get("C reference")
    ref_e = results.get("endplay")
    cards = size * 52
    print(f"    {'':22s} {'boards/s':>10s} {'ns/card':>8s} {'vs endplay':>11s} {'vs C':>8s} "
          f"{'peak RSS':>16s} {'CPU ns/card':>12s}")
    for label, r in results.items():
        sec = r["seconds"]
        vs_e = f"{ref_e['seconds'] / sec:9.1f}x" if ref_e else f"{'-':>10s}"
        vs_c = f"{sec / ref_c['seconds']:6.1f}x" if ref_c else f"{'-':>7s}"
        if label.startswith("bulk, --workers"):
            mem = f"{r['child_rss_kb'] / 1024:5.0f} MB/worker" if r["child_rss_kb"] else "(1 process)"
        elif r["rss_kb"]:
            mem = f"{r['rss_kb'] / 1024:5.0f} MB"
        else:
            mem = "-"
        cpu = f"{r['cpu'] * 1e9 / cards:12.0f}" if r.get("cpu") else f"{'-':>12s}"
        print(f"    {label:22s} {size / sec:10,.0f} {sec * 1e9 / cards:8.0f} {vs_e:>11s} {vs_c:>8s} "
              f"{mem:>16s} {cpu}")
    one = results.get("bulk, 1 process")
    par = next((v for k, v in results.items() if k.startswith("bulk, --workers")), None)
    tab = results.get("table, 1 process")
    if one and par and tab:
        print(f"    bulk vs table {tab['seconds'] / one['seconds']:.1f}x; all workers vs one "
              f"{one['seconds'] / par['seconds']:.2f}x wall (target >= 1.8x on 2 cores)"
              + (f"; bulk 1 process is {one['seconds'] / ref_c['seconds']:.1f}x the C reference "
                 f"(target <= 10x; {one['cpu'] / max(ref_c['cpu'], 1e-9):.1f}x in CPU time)"
                 if ref_c else ""))
        kids = par.get("cpu_children", 0.0)
        serial = par["cpu"] - kids
        print(f"    workers: {kids:.2f} s CPU in the workers against {one['cpu']:.2f} s "
              f"in one process ({kids / max(one['cpu'], 1e-9):.2f}x: the work added "
              f"by splitting it), {serial:.3f} s CPU in the parent (planning, starting the pool, merging: "
              f"{serial / max(one['cpu'], 1e-9):.1%} of one process's CPU)")


if __name__ == "__main__":
    main()
