"""Load test of ``bridgelaw serve`` on 127.0.0.1 (bounded in tables, boards and time).

Starts a server process on a free port with a fresh database, creates TABLES x BOARDS
tables, and connects four seat clients to each table over the WebSocket; each table's four
clients play its boards one after another, every board played out. Each client sends its
seat's act (the first option of a choice it has to make, else its lowest legal card;
declarer plays dummy's) with ``expected_seq`` after a think time, and waits for the ack.

The clients run in CLIENT_PROCS processes of their own (``--client-procs``, default 2), not
in the server's: their CPU is not the server's, but they share the machine's cores with it,
as 200 players' browsers would not. How latency is measured, per event, by the client that
sent it: ``ack`` is from just before the send to the receipt of the ``ack`` (the event is
committed: applied, in a group commit, fsync'ed at ``--sync full``); ``view`` is from the
same send to the receipt of the client's own ``event`` message for it (the new state, built
and sent after the ack). Reports p50/p90/p99/max of both, events per second over the play,
the server's own breakdown (``GET /v1/stats``: apply, commit wait, commit, batch, views,
send) and checks that every acknowledged event is in the database afterwards.

    python bench/service.py --quick         # 50 tables x 4 clients, 1 board each: about 1 minute
    python bench/service.py                 # 50 tables x 4 clients, 3 boards each, at most 300 s
    python bench/service.py --tables 10 --think 0 --sync normal --views full
    python bench/service.py --store postgres --workers 2   # a throwaway PostgreSQL (fsync on), 2 workers

``--think`` (default 200 ms before each act) keeps the offered load bounded; with ``--think 0``
every client acts at once and the latency is mostly queueing. ``--views delta`` (default, what
the web table asks for) sends delta views (``?delta=1``: only the new rulings); ``--views full``
sends every ruling so far on every event. The last line (``SUMMARY ...``) is one line to paste.

``--store postgres`` runs ``bridgelaw serve --database URL --workers N`` on a PostgreSQL server:
``--database URL`` (an empty database of yours), else a throwaway one this bench starts with
tools/pgtest.py (PostgreSQL's defaults: fsync on, ``synchronous_commit`` on) and removes at the
end. The server's CPU is then its workers' (all of the command's processes) and the database's
(the PostgreSQL server's processes) is reported beside it; ``inside the server`` is the breakdown
of the one worker that answered ``GET /v1/stats``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing as mp
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.asyncio.client import connect

try:
    import orjson

    loads: Any = orjson.loads
except ImportError:  # pragma: no cover
    loads = json.loads

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
ADMIN = "bench-admin-token"


def next_act(view: dict[str, Any]) -> dict[str, Any] | None:
    """The seat's next act from its own view (as tests/service/play.py)."""
    if view["over"]:
        return None
    oc = view.get("open_choice")
    if oc is not None and oc["kind"] != "withdraw":
        if view["you"] in oc["choosers"]:
            return {"choose": "neither" if "neither" in oc["options"] else oc["options"][0]}
        return None
    if view["legal"]:
        return {"play": view["legal"][0]}
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Results:
    """What one client process measured."""

    def __init__(self) -> None:
        self.ack: list[float] = []
        self.view: list[float] = []
        self.acked: list[tuple[str, int]] = []
        self.errors: list[str] = []
        self.stalled: list[str] = []
        self.over = 0


def stalled(tid: str, role: str, view: dict[str, Any], sent_at: float | None,
            acked_at: tuple[float, int] | None) -> str:
    """Where a seat was when the time ran out."""
    waiting = ("its ack" if sent_at is not None else f"the view of its event {acked_at[1]}" if acked_at
               else "its turn")
    return f"table {tid} {role}: at event {view['seq']}, waiting for {waiting}"


async def play_one(port: int, tid: str, role: str, token: str, deadline: float, think: float, delta: bool,
                   res: Results) -> bool:
    """One seat of one board, until the board is over (True) or the time is up (False)."""
    url = f"ws://127.0.0.1:{port}/v1/tables/{tid}/ws?token={token}" + ("&delta=1" if delta else "")
    async with connect(url, max_size=2**22, compression=None) as ws:
        view: dict[str, Any] = loads(await ws.recv())["view"]
        rulings: list[Any] = view["rulings"]
        sent_at: float | None = None  # waiting for the ack
        acked_at: tuple[float, int] | None = None  # (sent at, seq): waiting for the view of it
        while not view["over"]:
            if sent_at is None and acked_at is None:
                act = next_act(view)
                if act is not None:
                    if think:
                        await asyncio.sleep(think)
                    sent_at = time.perf_counter()
                    await ws.send(json.dumps({**act, "expected_seq": view["seq"]}))
            left = deadline - time.monotonic()
            if left <= 0:
                res.stalled.append(stalled(tid, role, view, sent_at, acked_at))
                return False
            try:
                async with asyncio.timeout(left):  # no task per message, unlike wait_for
                    raw = await ws.recv()
            except TimeoutError:
                res.stalled.append(stalled(tid, role, view, sent_at, acked_at))
                return False
            now = time.perf_counter()
            msg = loads(raw)
            kind = msg["type"]
            if "view" in msg and msg["view"]["seq"] >= view["seq"]:
                new = msg["view"]
                if "rulings_from" in new:  # a delta view: keep the rulings before rulings_from
                    rulings = rulings[:new["rulings_from"]] + new["rulings"]
                    new["rulings"] = rulings
                else:
                    rulings = new["rulings"]
                view = new
                if acked_at is not None and view["seq"] >= acked_at[1]:
                    res.view.append(now - acked_at[0])
                    acked_at = None
            if kind == "ack" and sent_at is not None:
                res.ack.append(now - sent_at)
                res.acked.append((tid, msg["seq"]))
                if view["seq"] >= msg["seq"]:
                    res.view.append(now - sent_at)
                else:
                    acked_at = (sent_at, msg["seq"])
                sent_at = None
            elif kind == "error" and sent_at is not None:
                if msg.get("status") != 409:
                    res.errors.append(msg["error"]["message"])
                sent_at = None
    return True


async def play_seat(port: int, boards: list[tuple[str, dict[str, str]]], role: str, deadline: float,
                    think: float, delta: bool, res: Results) -> None:
    for tid, tokens in boards:
        done = await play_one(port, tid, role, tokens[role], deadline, think, delta, res)
        if not done:
            return
        if role == "N":
            res.over += 1


def client_process(port: int, slots: list[list[tuple[str, dict[str, str]]]], start_at: float, limit: float,
                   think: float, delta: bool, out: Any, cores: list[int] | None = None) -> None:
    """One client process: four seats per table slot, playing its boards in turn (on
    ``cores`` only, when given)."""
    if cores:
        os.sched_setaffinity(0, cores)
    # the clients are the measuring instrument: their own collector's pauses (Python's default
    # thresholds, 100 connections a process) would be counted as the server's latency
    gc.freeze()
    gc.disable()
    res = Results()

    async def run() -> None:
        await asyncio.sleep(max(0.0, start_at - time.time()))
        deadline = time.monotonic() + limit
        await asyncio.gather(*(play_seat(port, boards, role, deadline, think, delta, res)
                               for boards in slots for role in "NESW"))

    cpu0 = time.process_time()
    try:  # the clients on uvloop where it is installed (the service extra has it), as the server
        import uvloop

        runner: Any = uvloop.run
    except ImportError:  # pragma: no cover
        runner = asyncio.run
    runner(run())
    out.send((res.ack, res.view, res.acked, res.errors, res.stalled, res.over, time.process_time() - cpu0))
    out.close()


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process so far (Linux /proc; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


def tree_cpu_seconds(root: int) -> float:
    """CPU seconds so far of ``root`` and every live process below it (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                ppid = int(Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        cpu = cpu_seconds(pid)
        if cpu == cpu:  # not NaN: still there
            total += cpu
        todo += children.get(pid, [])
    return total


def acked_in_store(store: str, where: str) -> set[tuple[str, int]]:
    """Every (table, seq) in the database."""
    if store == "sqlite":
        con = sqlite3.connect(where)
        try:
            return set(con.execute("SELECT table_id, seq FROM events"))
        finally:
            con.close()
    import psycopg

    with psycopg.connect(where) as conn:
        return {(r[0], r[1]) for r in conn.execute("SELECT table_id, seq FROM events")}


def pct(v: list[float], p: float) -> float:
    return v[min(len(v) - 1, int(p * len(v)))] * 1000 if v else float("nan")


def figures(v: list[float]) -> str:
    v = sorted(v)
    if not v:
        return "no samples"
    return (f"p50 {pct(v, 0.5):.1f} ms, p90 {pct(v, 0.9):.1f} ms, p99 {pct(v, 0.99):.1f} ms, "
            f"max {v[-1] * 1000:.1f} ms, mean {statistics.mean(v) * 1000:.1f} ms")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=50, help="tables played at once (4 clients each)")
    ap.add_argument("--boards", type=int, default=3, help="boards each table plays, one after another")
    ap.add_argument("--quick", action="store_true", help="one board per table, at most 60 s of play")
    ap.add_argument("--time-limit", type=float, default=300.0, help="seconds for the play phase")
    ap.add_argument("--think", type=float, default=0.2, help="seconds a player waits before each act")
    ap.add_argument("--sync", choices=("full", "normal"), default="full", help="the server's --sync")
    ap.add_argument("--views", choices=("delta", "full"), default="delta",
                    help="delta views (?delta=1, as the web table) or every ruling on every event")
    ap.add_argument("--client-procs", type=int, default=2, help="processes the clients run in")
    ap.add_argument("--store", choices=("sqlite", "postgres"), default="sqlite",
                    help="where the server keeps the tables (postgres: --database, or a throwaway server)")
    ap.add_argument("--database", default="", help="--store postgres: an empty database's URL")
    ap.add_argument("--workers", type=int, default=1, help="the server's --workers (postgres only)")
    ap.add_argument("--pin", choices=("on", "off"), default="off",
                    help="on: the server on core 0, the clients on the other cores (Linux, 2+ cores)")
    args = ap.parse_args()
    if args.quick:
        args.boards, args.time_limit = 1, min(args.time_limit, 60.0)
    port = free_port()
    folder = Path(tempfile.mkdtemp(prefix="bridgelaw-bench-"))
    db = folder / "tables.sqlite"
    cmd = [sys.executable, "-c", "from bridgelaw.cli import main; main()", "serve", "--port", str(port),
           "--db", str(db), "--admin-token", ADMIN, "--sync", args.sync]
    pg_server: Any = None
    pg_pid = 0
    where = str(db)
    if args.store == "postgres":
        url = args.database
        if not url:
            sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
            import pgtest

            try:
                pg_server = pgtest.start(durable=True)
            except RuntimeError as e:
                print(f"error: --store postgres: {e}", file=sys.stderr)
                return 2
            url = pg_server.url
            pg_pid = int((pg_server.folder / "data" / "postmaster.pid").read_text().split()[0])
        where = url
        cmd += ["--database", url, "--workers", str(args.workers)]
    elif args.workers != 1:
        print("error: --workers: several workers need --store postgres", file=sys.stderr)
        return 2
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    pin = args.pin == "on" and len(cores) >= 2
    server_cores, client_cores = ({cores[0]}, set(cores[1:])) if pin else (set(cores), set(cores))
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            preexec_fn=(lambda: os.sched_setaffinity(0, server_cores)) if pin else None)
    load_before = os.getloadavg()[0]
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                if httpx.get(base + "/v1/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        slots: list[list[tuple[str, dict[str, str]]]] = [[] for _ in range(args.tables)]
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {ADMIN}"}) as c:
            for _ in range(args.boards):
                for slot in slots:
                    r = c.post("/v1/tables", json={"deal": DEAL, "contract": "4H", "declarer": "S"})
                    r.raise_for_status()
                    slot.append((r.json()["table"], r.json()["tokens"]))
            c.get("/v1/stats", params={"reset": 1}).raise_for_status()
        server_cpu0 = tree_cpu_seconds(proc.pid)
        db_cpu0 = tree_cpu_seconds(pg_pid) if pg_pid else 0.0
        ctx = mp.get_context("spawn")
        nprocs = max(1, min(args.client_procs, args.tables))
        start_at = time.time() + 1.5 + 0.5 * nprocs  # the processes start (imports) before it
        pipes, procs = [], []
        for i in range(nprocs):
            recv, send = ctx.Pipe(duplex=False)
            p = ctx.Process(target=client_process, args=(port, slots[i::nprocs], start_at, args.time_limit,
                                                         args.think, args.views == "delta", send,
                                                         sorted(client_cores) if pin else None))
            p.start()
            pipes.append(recv)
            procs.append(p)
        ack: list[float] = []
        view: list[float] = []
        acked: list[tuple[str, int]] = []
        errors: list[str] = []
        stalled_seats: list[str] = []
        over = 0
        client_cpu = 0.0
        for recv in pipes:
            a, v, k, e, st, o, cpu = recv.recv()
            stalled_seats += st
            client_cpu += cpu
            ack += a
            view += v
            acked += k
            errors += e
            over += o
        elapsed = time.time() - start_at
        server_cpu = tree_cpu_seconds(proc.pid) - server_cpu0
        db_cpu = tree_cpu_seconds(pg_pid) - db_cpu0 if pg_pid else 0.0
        for p in procs:
            p.join(timeout=30)
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {ADMIN}"}) as c:
            server_stats = c.get("/v1/stats").json()
        stored = acked_in_store(args.store, where)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        if pg_server is not None:
            pgtest.stop(pg_server.folder)
    load_after = os.getloadavg()[0]
    missing = [a for a in acked if a not in stored]
    n = len(ack)
    rate = n / elapsed if elapsed > 0 else 0.0
    boards = args.tables * args.boards
    store_text = (f"SQLite --sync {args.sync}" if args.store == "sqlite"
                  else f"PostgreSQL, {args.workers} worker(s)")
    print(f"bench/service.py: {args.tables} tables x 4 WebSocket clients ({nprocs} client processes) "
          f"on 127.0.0.1, {store_text}, {os.cpu_count()} cores, {args.boards} board(s) per table, "
          f"think time {args.think * 1000:.0f} ms, {args.views} views; load average "
          f"{load_before:.1f} before, {load_after:.1f} after")
    print(f"  boards played out: {over}/{boards}; events acknowledged: {n} in {elapsed:.1f} s "
          f"-> {rate:,.0f} events/s")
    print(f"  per event, client-observed, send -> ack (committed): {figures(ack)}")
    print(f"  per event, client-observed, send -> own view of it:  {figures(view)}")
    per = 1000 / n if n else float("nan")
    db_text = f", database {db_cpu * per:.2f} ms" if pg_pid else ""
    print(f"  CPU per event: server {server_cpu * per:.2f} ms{db_text}, clients {client_cpu * per:.2f} ms "
          f"(server {server_cpu:.1f} s, clients {client_cpu:.1f} s over {elapsed:.1f} s of play)")
    print("  inside the server (ms)" + (", the worker that answered:" if args.workers > 1 else ":"))
    for phase, s in server_stats.items():
        unit = " events" if phase == "batch" else ""
        print(f"    {phase:12s} n {s['n']:6d}  p50 {s['p50']:8.3f}  p90 {s['p90']:8.3f}  "
              f"p99 {s['p99']:8.3f}  max {s['max']:8.3f}  mean {s['mean']:8.3f}{unit}")
    found = "yes" if not missing else f"NO, {len(missing)} missing"
    print(f"  every acknowledged event in the database: {found}; unexpected errors: {len(errors)}")
    for e in errors[:10]:
        print(f"    {e}")
    if stalled_seats:
        print(f"  seats still playing when the time ran out: {len(stalled_seats)}, e.g.")
        for e in stalled_seats[:6]:
            print(f"    {e}")
    a = sorted(ack)
    print(f"SUMMARY service: {args.tables} tables x 4 clients, {over}/{boards} boards, {n} events, "
          f"{rate:.0f} ev/s; "
          f"ack p50 {pct(a, 0.5):.1f} p90 {pct(a, 0.9):.1f} p99 {pct(a, 0.99):.1f} max "
          f"{(a[-1] * 1000 if a else 0):.1f} ms; view p99 {pct(sorted(view), 0.99):.1f} ms; "
          f"server CPU {server_cpu * per:.2f} ms/event{db_text.replace(', database', ' + db')}; "
          f"{store_text}, {args.views} views; all acked in db: {found}; load {load_before:.1f}")
    return 0 if not missing and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
