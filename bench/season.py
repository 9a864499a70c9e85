"""Start-up of ``bridgelaw serve`` on a season's database: time to answer ``/v1/health``, the
server's memory, and the first and second view of tables loaded on demand.

Makes (once, kept in ``--db``) a database of BOARDS tables, each a board played out (52 plays,
the same deal: what matters is the number of tables and events), written through the store with
``synchronous=NORMAL``; the tokens go to ``<db>.tokens.json``. Then starts a server process on a
copy of it and measures, from the process start: the time until ``GET /v1/health`` answers, the
server's resident memory then (``VmRSS``), the time of the first ``GET view`` of ``--views``
tables picked at random (each loaded from the store on demand) and of a second view of the same
tables (from memory), and the memory after.

    python bench/season.py                      # 5,001 boards (about 260,000 events)
    python bench/season.py --boards 500 --views 50
    PYTHONPATH=/other/checkout/src python bench/season.py --db /tmp/season.sqlite   # another version

The last line (``SUMMARY ...``) is one line to paste.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx2 as httpx

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
BOARD = {"deal": DEAL, "contract": "4H", "declarer": "S"}
ADMIN = "bench-admin-token"


def make_season(db: Path, boards: int) -> None:
    """Write ``boards`` played-out tables into a new database ``db`` (tokens beside it)."""
    from bridgelaw.engine import TableSession
    from bridgelaw.incident import parse_incident
    from bridgelaw.record import Event
    from bridgelaw.service.auth import new_tokens
    from bridgelaw.service.sqlite_store import SQLiteStore
    from bridgelaw.service.store import Append, TableRow

    s = TableSession.from_incident(parse_incident(dict(BOARD)))
    events: list[str] = []
    while not s.table.is_over:
        t = s.table
        by = t.declarer if t.turn == t.dummy else t.turn
        body = {"by": by.letter, "play": str(t.legal_cards(t.turn)[0])}
        s.apply(Event.from_json(body))
        events.append(json.dumps(body))
    setup = dict(parse_incident(dict(BOARD)).header)
    store = SQLiteStore(db, synchronous="NORMAL")
    tokens: dict[str, dict[str, str]] = {}
    try:
        for i in range(boards):
            toks, digests = new_tokens()
            tid = f"s{i:06d}"
            store.create_table(TableRow(tid, setup, "face_to_face", "en", digests, time.time()))
            store.append([Append(tid, n, e, "director") for n, e in enumerate(events)])
            tokens[tid] = toks
    finally:
        store.close()
    Path(str(db) + ".tokens.json").write_text(json.dumps(tokens))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (Linux ``/proc``), or NaN."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--boards", type=int, default=5001, help="tables in the season (each a board played out)")
    ap.add_argument("--views", type=int, default=100, help="tables viewed after start")
    ap.add_argument("--db", type=Path, default=None, help="the season's database (made if missing; kept)")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds to wait for /v1/health")
    args = ap.parse_args()
    db: Path = args.db or Path(tempfile.gettempdir()) / f"bridgelaw-season-{args.boards}.sqlite"
    if not db.exists():
        t0 = time.perf_counter()
        make_season(db, args.boards)
        print(f"made {db} ({args.boards} boards) in {time.perf_counter() - t0:.1f} s")
    tokens: dict[str, dict[str, str]] = json.loads(Path(str(db) + ".tokens.json").read_text())
    work = Path(tempfile.mkdtemp(prefix="bridgelaw-season-"))
    copy = work / "season.sqlite"
    shutil.copyfile(db, copy)
    size = copy.stat().st_size / 1e6
    port = free_port()
    cmd = [sys.executable, "-c", "from bridgelaw.cli import main; main()", "serve", "--port", str(port),
           "--db", str(copy), "--admin-token", ADMIN]
    base = f"http://127.0.0.1:{port}"
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        health = float("nan")
        while time.perf_counter() - t0 < args.timeout:
            try:
                if httpx.get(base + "/v1/health", timeout=1).status_code == 200:
                    health = time.perf_counter() - t0
                    break
            except httpx.HTTPError:
                time.sleep(0.05)
        rss_start = rss_mb(proc.pid)
        picked = random.Random(7).sample(sorted(tokens), min(args.views, len(tokens)))
        first: list[float] = []
        again: list[float] = []
        with httpx.Client(base_url=base, timeout=60) as c:
            for times in (first, again):
                for tid in picked:
                    t1 = time.perf_counter()
                    who = {"Authorization": f"Bearer {tokens[tid]['S']}"}
                    r = c.get(f"/v1/tables/{tid}/view", headers=who)
                    times.append(time.perf_counter() - t1)
                    r.raise_for_status()
        rss_end = rss_mb(proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=60)
        shutil.rmtree(work, ignore_errors=True)

    def ms(v: list[float], q: float) -> str:
        return f"{sorted(v)[min(len(v) - 1, int(q * len(v)))] * 1000:.1f}"

    n = len(picked)
    print(f"bench/season.py: {len(tokens)} tables ({size:.0f} MB database), {os.cpu_count()} cores, "
          f"load average {load:.1f} at start")
    print(f"  /v1/health answered {health:.2f} s after the process started; server memory {rss_start:.0f} MB")
    print(f"  first view of {n} tables (each loaded from the store): p50 {ms(first, 0.5)} ms, "
          f"p99 {ms(first, 0.99)} ms, mean {statistics.mean(first) * 1000:.1f} ms")
    print(f"  second view (from memory): p50 {ms(again, 0.5)} ms, p99 {ms(again, 0.99)} ms; "
          f"server memory after: {rss_end:.0f} MB")
    print(f"SUMMARY season: {len(tokens)} tables, health {health:.2f} s, {rss_start:.0f} MB at start, "
          f"{rss_end:.0f} MB after {n} views; first view p50 {ms(first, 0.5)} ms p99 {ms(first, 0.99)} ms; "
          f"load {load:.1f}")


if __name__ == "__main__":
    main()
