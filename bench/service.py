"""Load test of ``bridgelaw serve`` on 127.0.0.1 (bounded in tables, events and time).

Starts a server on a free port with a fresh database, creates TABLES tables, connects four
seat clients to each over the WebSocket, and lets every board be played out: each client
sends its seat's act (the first option of a choice it has to make, else its lowest legal
card; declarer plays dummy's) with ``expected_seq`` and waits for the ack. Reports events per
second and the latency of an event (send -> ack: apply, commit, broadcast to four clients),
then checks that every acknowledged event is in the database.

    python bench/service.py                 # 50 tables x 4 clients, at most 120 s
    python bench/service.py --tables 10 --time-limit 30 --think 0 --sync normal

A player's think time (``--think``, default 200 ms before each act) keeps the offered load
bounded; with ``--think 0`` every client acts at once and the latency is mostly queueing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
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

import httpx
from websockets.asyncio.client import connect

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


async def seat_client(port: int, tid: str, role: str, token: str, deadline: float, think: float,
                      latencies: list[float], acked: list[tuple[str, int]], errors: list[str]) -> None:
    url = f"ws://127.0.0.1:{port}/v1/tables/{tid}/ws?token={token}"
    async with connect(url, max_size=2**22, compression=None) as ws:
        view: dict[str, Any] = json.loads(await ws.recv())["view"]
        sent_at: float | None = None
        while not view["over"] and time.monotonic() < deadline:
            if sent_at is None:
                act = next_act(view)
                if act is not None:
                    if think:
                        await asyncio.sleep(think)
                    sent_at = time.perf_counter()
                    await ws.send(json.dumps({**act, "expected_seq": view["seq"]}))
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, deadline - time.monotonic()))
            except TimeoutError:
                break
            msg = json.loads(raw)
            if "view" in msg and msg["view"]["seq"] >= view["seq"]:
                view = msg["view"]
            if msg["type"] == "ack" and sent_at is not None:
                latencies.append(time.perf_counter() - sent_at)
                acked.append((tid, msg["seq"]))
                sent_at = None
            elif msg["type"] == "error" and sent_at is not None:
                if msg.get("status") != 409:
                    errors.append(msg["error"]["message"])
                sent_at = None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--time-limit", type=float, default=120.0, help="seconds for the play phase")
    ap.add_argument("--think", type=float, default=0.2, help="seconds a player waits before each act")
    ap.add_argument("--sync", choices=("full", "normal"), default="full", help="the server's --sync")
    args = ap.parse_args()
    port = free_port()
    folder = Path(tempfile.mkdtemp(prefix="bridgelaw-bench-"))
    db = folder / "tables.sqlite"
    cmd = [sys.executable, "-c", "from bridgelaw.cli import main; main()", "serve", "--port", str(port),
           "--db", str(db), "--admin-token", ADMIN, "--sync", args.sync]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                if httpx.get(base + "/v1/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        tables = []
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {ADMIN}"}) as c:
            for _ in range(args.tables):
                r = c.post("/v1/tables", json={"deal": DEAL, "contract": "4H", "declarer": "S"})
                r.raise_for_status()
                tables.append((r.json()["table"], r.json()["tokens"]))
        latencies: list[float] = []
        acked: list[tuple[str, int]] = []
        errors: list[str] = []

        async def run() -> float:
            deadline = time.monotonic() + args.time_limit
            start = time.perf_counter()
            await asyncio.gather(*(
                seat_client(port, tid, role, tok[role], deadline, args.think, latencies, acked, errors)
                for tid, tok in tables for role in "NESW"))
            return time.perf_counter() - start

        elapsed = asyncio.run(run())
        with httpx.Client(base_url=base) as c:
            over = sum(c.get(f"/v1/tables/{tid}/view", headers={"Authorization": f"Bearer {tok['director']}"})
                       .json()["over"] for tid, tok in tables)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    con = sqlite3.connect(db)
    stored = set(con.execute("SELECT table_id, seq FROM events"))
    missing = [a for a in acked if a not in stored]
    con.close()
    lat = sorted(latencies)
    n = len(lat)

    def pct(p: float) -> float:
        return lat[min(n - 1, int(p * n))] * 1000 if n else float("nan")

    print(f"bench/service.py: {args.tables} tables x 4 WebSocket clients on 127.0.0.1, one server process "
          f"({os.cpu_count()} cores), think time {args.think * 1000:.0f} ms, --sync {args.sync}")
    print(f"  boards played out: {over}/{args.tables}; events acknowledged: {n} in {elapsed:.1f} s "
          f"-> {n / elapsed:,.0f} events/s")
    print(f"  latency per event (send -> ack: apply + commit + broadcast): p50 {pct(0.5):.2f} ms, "
          f"p90 {pct(0.9):.2f} ms, p99 {pct(0.99):.2f} ms, max {lat[-1] * 1000 if n else 0:.2f} ms"
          f"{'' if not n else f', mean {statistics.mean(lat) * 1000:.2f} ms'}")
    found = "yes" if not missing else f"NO, {len(missing)} missing"
    print(f"  every acknowledged event in the database: {found}"
          f"; unexpected errors: {len(errors)}")
    return 0 if not missing and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
