"""Benchmark: peak memory of ``bridgelaw replay`` when every board is not clean (it should stay flat).

Writes LIN files in a temporary folder where every board has a card not held (the opening lead is
a card of declarer's: class ``not_held``, one entry each in the report) — one file of 10,000
boards and one of 50,000 (``--small``/``--large``), and the same boards as many small files of
100 boards each — and runs ``bridgelaw replay`` on each as a user runs it (a fresh process,
stdout to a file), in several configurations: ``--json`` with every core (the default),
``--json --workers 1``, ``--json --engine table``, and the summary table (no ``--json``).

While a run goes on, the whole process tree (the CLI and its worker processes) is polled every
few milliseconds from ``/proc``: the figure is the largest sum of the resident set sizes of the
tree's processes seen (``tree RSS``; pages a forked worker shares with its parent are counted
twice, so this is an upper bound) and of their proportional set sizes (``tree PSS``: shared pages
split between the processes that share them, what the tree costs the machine). ``max proc`` is
the largest peak RSS of any one process of the tree (``wait4``'s ``ru_maxrss``: exact, no
polling). The line ends with large/small for each figure; the aim is tree RSS within 1.3x.
Each run's JSON is read back and checked (boards, one entry per board, the order of the boards).
``--claims`` adds files where every board ends in a claim (2,000 and 10,000 boards by default,
``--claims-small``/``--claims-large``): ``--json`` lists each claim against double dummy, which
``bridgelaw replay`` keeps in a temporary file until the non-clean boards are out (about a
millisecond of double-dummy analysis a claim: this part takes a while).

Linux only (``/proc``). Usage: ``python bench/replay_memory.py [--small 10000] [--large 50000]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from bridgelaw.replay import random_board

sys.path.insert(0, str(Path(__file__).resolve().parent))
from replay import write_file  # bench/replay.py: the same LIN writer

#: Seconds between two polls of the process tree.
POLL = 0.004


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tid}/children") as fh:
                out += [int(x) for x in fh.read().split()]
    except OSError:
        pass
    return out


def _tree(pid: int) -> list[int]:
    todo, seen = [pid], []
    while todo:
        p = todo.pop()
        seen.append(p)
        todo += _children(p)
    return seen


def _kb(path: str, key: str) -> int:
    try:
        with open(path) as fh:
            for line in fh:
                if line.startswith(key):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


class TreeSampler(threading.Thread):
    """Polls the process tree of ``pid`` until :meth:`stop`: the largest summed RSS and PSS, and
    the largest peak RSS (``VmHWM``) of one process (kB)."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.rss = self.pss = self.hwm = self.procs = 0
        self._done = threading.Event()

    def run(self) -> None:
        while not self._done.is_set():
            pids = _tree(self.pid)
            rss = sum(_kb(f"/proc/{p}/status", "VmRSS:") for p in pids)
            pss = sum(_kb(f"/proc/{p}/smaps_rollup", "Pss:") for p in pids)
            hwm = max(_kb(f"/proc/{p}/status", "VmHWM:") for p in pids)
            self.rss, self.pss = max(self.rss, rss), max(self.pss, pss)
            self.hwm, self.procs = max(self.hwm, hwm), max(self.procs, len(pids))
            time.sleep(POLL)

    def stop(self) -> None:
        self._done.set()
        self.join()


def run_cli(args: list[str], out: Path) -> dict[str, float]:
    """``bridgelaw ARGS > out`` in a fresh process: wall time, tree RSS/PSS peaks, largest process
    (``VmHWM``: ``ru_maxrss`` would count this program's memory, which Linux keeps across exec)."""
    exe = Path(sys.executable).with_name("bridgelaw")
    with out.open("w") as fh:
        t = time.perf_counter()
        proc = subprocess.Popen([str(exe), *args], stdout=fh, stderr=subprocess.PIPE)
        sampler = TreeSampler(proc.pid)
        sampler.start()
        _, status = os.waitpid(proc.pid, 0)
        dt = time.perf_counter() - t
        sampler.stop()
    proc.returncode = os.waitstatus_to_exitcode(status)
    assert proc.stderr is not None
    err = proc.stderr.read().decode(errors="replace")
    if proc.returncode not in (0, 1):
        raise SystemExit(f"bridgelaw {' '.join(args)} failed ({proc.returncode}): {err[-500:]}")
    return {"seconds": dt, "tree_rss": sampler.rss, "tree_pss": sampler.pss, "max_proc": sampler.hwm,
            "procs": sampler.procs}


def check_json(out: Path, boards: int, files: int, key: str = "problems") -> None:
    """The run's JSON: one object, every board an entry of ``key`` (``problems``: each
    ``not_held``; ``claims``: each a claim), in file and board order."""
    obj = json.loads(out.read_text())
    assert obj["boards"] == boards and obj["files"] == files, (obj["boards"], obj["files"])
    entries = obj[key]
    assert len(entries) == boards and (key != "problems" or obj["counts"]["not_held"] == boards)
    keys = [(p["file"], int(p["board"])) for p in entries]
    assert keys == sorted(keys), f"the {key} are not in file and board order"


def write_many(boards: list[object], folder: Path, total: int, per_file: int) -> Path:
    """``total`` boards as files of ``per_file`` boards each (not held) in ``folder``."""
    folder.mkdir()
    for k in range(total // per_file):
        chunk = [boards[(k * per_file + i) % len(boards)] for i in range(per_file)]
        write_file(chunk, folder / f"part{k:05d}.lin", 1, not_held=True)  # type: ignore[arg-type]
    return folder


def main() -> None:
    """Generate the files, run every configuration at both sizes, print the table."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--small", type=int, default=10000)
    ap.add_argument("--large", type=int, default=50000)
    ap.add_argument("--distinct", type=int, default=2000,
                    help="distinct random boards (the files repeat them)")
    ap.add_argument("--quick", action="store_true", help="only --json with every core, one file")
    ap.add_argument("--claims", action="store_true", help="also files where every board is a claim")
    ap.add_argument("--claims-small", type=int, default=2000)
    ap.add_argument("--claims-large", type=int, default=10000)
    args = ap.parse_args()
    cores = os.cpu_count() or 1
    load = os.getloadavg()[0]
    print(f"machine: {cores} cores, load average {load:.2f} at start")
    rng = random.Random(22)
    t0 = time.perf_counter()
    boards = [random_board(rng, number=i % 32 + 1) for i in range(args.distinct)]
    print(f"generated {len(boards)} random boards in {time.perf_counter() - t0:.1f} s; every board of every "
          f"file plays a card not held at trick 1")
    configs: list[tuple[str, list[str], bool]] = [("--json (every core)", ["--json"], True)]
    if not args.quick:
        configs += [("--json --workers 1", ["--json", "--workers", "1"], True),
                    ("--json --engine table", ["--json", "--engine", "table"], True),
                    ("table output", ["--limit", "50"], False)]
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        inputs: list[tuple[str, dict[int, tuple[Path, int]]]] = []
        one: dict[int, tuple[Path, int]] = {}
        many: dict[int, tuple[Path, int]] = {}
        for n in (args.small, args.large):
            seq = [boards[i % len(boards)] for i in range(n)]
            one[n] = (write_file(seq, tmp / f"not-held-{n}.lin", 1, not_held=True), 1)
            if not args.quick:
                many[n] = (write_many(boards, tmp / f"many-{n}", n, 100), n // 100)
        inputs: list[tuple[str, dict[int, tuple[Path, int]], tuple[int, int]]] = [
            ("one LIN file", one, (args.small, args.large))]
        if many:
            inputs.append(("files of 100 boards", many, (args.small, args.large)))
        if args.claims:
            claim_files: dict[int, tuple[Path, int]] = {}
            for n in (args.claims_small, args.claims_large):
                seq = [random_board(rng, number=i + 1, claim_after=rng.randint(20, 47)) for i in range(n)]
                claim_files[n] = (write_file(seq, tmp / f"claims-{n}.lin", 1), 1)
            inputs.append(("claims", claim_files, (args.claims_small, args.claims_large)))
        print(f"\n{'input':20s} {'configuration':24s} {'boards':>7s} {'seconds':>8s} {'tree RSS':>9s} "
              f"{'tree PSS':>9s} {'max proc':>9s} {'procs':>5s}   large/small (RSS, PSS, max proc)")
        for label, files, (s, lg) in inputs:
            for name, cli_args, is_json in configs if label != "claims" else configs[:1]:
                res = {}
                for n in (s, lg):
                    path, nfiles = files[n]
                    out = tmp / "out.txt"
                    res[n] = r = run_cli(["replay", str(path), *cli_args], out)
                    if is_json:
                        check_json(out, n, nfiles, "claims" if label == "claims" else "problems")
                    print(f"{label:20s} {name:24s} {n:7,d} {r['seconds']:8.2f} {r['tree_rss'] / 1024:7.1f}MB "
                          f"{r['tree_pss'] / 1024:7.1f}MB {r['max_proc'] / 1024:7.1f}MB {r['procs']:5.0f}",
                          end="\n" if n == s else "")
                ratios = [res[lg][k] / max(res[s][k], 1) for k in ("tree_rss", "tree_pss", "max_proc")]
                print(f"   {ratios[0]:.2f}x {ratios[1]:.2f}x {ratios[2]:.2f}x"
                      f"{'' if ratios[0] <= 1.3 else '   (tree RSS above 1.3x)'}")
    print(f"\nload average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
