"""SQLite with one worker beside PostgreSQL with several, in one run on one machine: runs
bench/service.py for each store at each size (tables x 4 clients) and think time, alternately,
and prints one table (events/s, ack p50/p99/max, the load average before each run).

    python bench/service_stores.py                      # 50 and 200 tables, 0.2 s and 0 s think, 1 board
    python bench/service_stores.py --tables 50 --think 0.2 --workers 2 --boards 1

Each run is bench/service.py's own (its server, its clients, its throwaway PostgreSQL with fsync
on); ``--repeat`` runs the whole table again.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent / "service.py"
SUMMARY = re.compile(r"(\d+) events, (\d+) ev/s; ack p50 ([\d.]+) p90 [\d.]+ p99 ([\d.]+) max ([\d.]+) ms")


def run(store: str, workers: int, tables: int, think: float, boards: int, limit: float,
        log: Path | None) -> str:
    """One bench run: its table row."""
    load = os.getloadavg()[0]
    cmd = [sys.executable, str(BENCH), "--tables", str(tables), "--think", str(think),
           "--boards", str(boards), "--time-limit", str(limit), "--store", store]
    if store == "postgres":
        cmd += ["--workers", str(workers)]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if log:
        log.mkdir(parents=True, exist_ok=True)
        (log / f"{store}-{tables}-{think}-{time.strftime('%H%M%S')}.txt").write_text(out.stdout + out.stderr)
    line = next((x for x in out.stdout.splitlines() if x.startswith("SUMMARY")), "")
    cpu = re.search(r"server CPU ([\d.]+) ms/event(?: \+ db ([\d.]+) ms)?", line)
    m = SUMMARY.search(line)
    name = "SQLite, 1 worker" if store == "sqlite" else f"PostgreSQL, {workers} workers"
    think_text = f"{think * 1000:.0f} ms" if think else "flat out"
    if not m:
        why = (out.stderr or out.stdout)[-200:]
        return f"| {tables} x 4 | {think_text} | {name} | failed: {why!r} | | | | | {load:.1f} |"
    n, rate, p50, p99, mx = m.groups()
    boards_done = re.search(r"(\d+/\d+) boards", line)
    server = f"{cpu.group(1)}" + (f" + db {cpu.group(2)}" if cpu and cpu.group(2) else "") if cpu else "?"
    return (f"| {tables} x 4 | {think_text} | {name} | {rate} | {p50} | {p99} | {mx} | {server} "
            f"| {load:.1f} | <!-- {n} events, {boards_done.group(1) if boards_done else '?'} boards -->")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, nargs="+", default=[50, 200])
    ap.add_argument("--think", type=float, nargs="+", default=[0.2, 0.0])
    ap.add_argument("--workers", type=int, default=2, help="PostgreSQL's workers")
    ap.add_argument("--boards", type=int, default=1)
    ap.add_argument("--time-limit", type=float, default=180.0)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--log", type=Path, default=None, help="keep each run's whole output in this folder")
    args = ap.parse_args()
    print("| tables | think | store | events/s | ack p50 ms | ack p99 ms | ack max ms | CPU ms/event "
          "| load before |")
    print("|---|---|---|---|---|---|---|---|---|")
    for _ in range(args.repeat):
        for tables in args.tables:
            for think in args.think:
                for store in ("sqlite", "postgres"):
                    print(run(store, args.workers, tables, think, args.boards, args.time_limit, args.log),
                          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
