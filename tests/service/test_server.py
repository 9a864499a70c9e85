"""The real server (``bridgelaw serve`` on a free port): a whole board with four seat tokens over
HTTP and the WebSocket, a restart that finds the same state, a ``kill -9`` in the middle of load
that loses no acknowledged event and leaves no half-written one, and concurrent posts serialised."""

from __future__ import annotations

import signal
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from bridgelaw.client import Ack, Service
from bridgelaw.service.live import load_session
from bridgelaw.service.sqlite_store import SQLiteStore

from .conftest import ADMIN, BOARD, Server, auth
from .play import next_act


def create(base: str, **body: Any) -> tuple[str, dict[str, str]]:
    r = httpx.post(base + "/v1/tables", json={**BOARD, **body}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    return r.json()["table"], r.json()["tokens"]


def play_board(server: Server) -> tuple[str, dict[str, str], list[dict[str, Any]]]:
    """A whole board with irregularities, each seat on its socket (East and South with delta
    views), acting over HTTP or the socket in turn: bridgelaw.client throughout."""
    service = Service(server.url, admin_token=ADMIN)
    table = service.create_table(**BOARD)
    tid, tok = table.id, table.tokens
    seats = {r: table.seat(r).connect(delta=r in "ES") for r in ("N", "E", "S", "W")}
    for live in seats.values():
        assert live.messages[0]["type"] == "view" and "rulings_from" not in live.view
    laws: list[str] = []

    def act(role: str, body: dict[str, Any], ws: bool = False) -> Ack:
        out = seats[role].send(body) if ws else table.seat(role).send(body)
        for s in seats.values():
            s.wait_for(out.seq)
        laws.extend(r["law"] for r in out.rulings)
        return out

    act("E", {"play": "D5"})  # opening lead out of turn: 54
    assert seats["S"].view["open_choice"]["options"] == ["accept_lead", "spread_hand", "require_retraction"]
    act("S", {"choose": "require_retraction"}, ws=True)  # 54D: a major penalty card
    assert seats["W"].view["penalty_cards"] == [{"seat": "E", "card": "D5", "class": "major"}]
    act("S", {"choose": "neither"})  # 50D2(b)
    act("W", {"play": "C6"}, ws=True)
    out = act("S", {"say": "small"})  # a designation: 46B1(c)
    assert (out.rulings[0]["card"], out.rulings[0]["law"]) == ("C2", "46B1(c)")
    n = 0
    while not seats["S"].view["over"]:
        n += 1
        assert n < 200, "the board did not finish"
        moved = False
        for role, s in seats.items():
            body = next_act(s.view)
            if body is not None:
                act(role, {**body, "expected_seq": s.seq}, ws=n % 2 == 0)
                moved = True
                break
        assert moved, seats["S"].view
    for s in seats.values():
        s.close()
    assert {"54", "54D", "50D2", "50D2(b)", "46B1(c)"} <= set(laws)
    views = [table.seat(r).view() for r in tok]
    for r, s in seats.items():  # what each socket built, whole or from delta views, is the view
        assert s.view == views[list(tok).index(r)], r
    assert views[0]["rulings"][0]["chosen"] == "require_retraction"  # 54 decided
    return tid, tok, views


def test_a_whole_board_over_http_and_websocket_survives_a_restart(server: Server) -> None:
    tid, tok, views = play_board(server)
    assert views[0]["over"] and sum(views[0]["won"].values()) == 13 and len(views[0]["tricks"]) == 13
    record = httpx.get(f"{server.url}/v1/tables/{tid}/record", headers=auth(tok["director"])).text
    server.stop()
    server.start()
    again = [httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(tok[r])).json() for r in tok]
    assert again == views
    assert httpx.get(f"{server.url}/v1/tables/{tid}/record", headers=auth(tok["director"])).text == record


def test_sigkill_in_the_middle_of_load_loses_no_acknowledged_event(server: Server, tmp_path: Path) -> None:
    tables = [create(server.url) for _ in range(6)]
    acked: list[tuple[str, int, dict[str, Any]]] = []
    lock = threading.Lock()
    stop = threading.Event()

    def player(tid: str, tok: dict[str, str]) -> None:
        with httpx.Client(base_url=server.url, timeout=5) as c:
            while not stop.is_set():
                try:
                    view = c.get(f"/v1/tables/{tid}/view", headers=auth(tok["director"])).json()
                except (httpx.HTTPError, ValueError):
                    return
                if view["over"]:
                    return
                role = view["turn"] if view["turn"] != view["dummy"] else view["declarer"]
                body = {"by": role, "play": view["legal"][0], "expected_seq": view["seq"]}
                try:
                    r = c.post(f"/v1/tables/{tid}/events", json=body, headers=auth(tok["director"]))
                except httpx.HTTPError:
                    return
                if r.status_code == 201:
                    with lock:
                        acked.append((tid, r.json()["seq"], {"by": role, "play": body["play"]}))

    threads = [threading.Thread(target=player, args=t) for t in tables]
    for th in threads:
        th.start()
    deadline = time.monotonic() + 60
    while len(acked) < 80 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server.proc is not None
    server.stop(signal.SIGKILL)
    stop.set()
    for th in threads:
        th.join(timeout=20)
    assert len(acked) >= 80
    store = SQLiteStore(server.db)
    for tid, _ in tables:
        stored = store.events(tid)
        row = store.table(tid)
        assert row is not None
        load_session(row, stored)  # every table's record replays: nothing half written
        seqs = [
            r[0]
            for r in sqlite3.connect(server.db).execute(
                "SELECT seq FROM events WHERE table_id = ? ORDER BY seq", (tid,)
            )
        ]
        assert seqs == list(range(1, len(seqs) + 1))
        for t, seq, ev in acked:
            if t == tid:
                kept = {k: v for k, v in stored[seq - 1].items() if not k.startswith("x-")}
                assert kept == ev  # (x-recorded-by: the director's token recorded it)
    store.close()
    server.start()
    for tid, tok in tables:
        v = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(tok["director"])).json()
        assert v["seq"] >= max((s for t, s, _ in acked if t == tid), default=0)


@pytest.mark.parametrize("with_expected_seq", [True, False])
def test_concurrent_posts_to_one_table_never_share_a_number(server: Server, with_expected_seq: bool) -> None:
    tid, tok = create(server.url)
    results: list[int] = []
    seqs: list[int] = []
    lock = threading.Lock()
    go = threading.Barrier(12)

    def poster(i: int) -> None:
        body: dict[str, Any] = {"say": f"hello {i}"}
        if with_expected_seq:
            body["expected_seq"] = 0
        go.wait(timeout=10)
        r = httpx.post(f"{server.url}/v1/tables/{tid}/events", json=body, headers=auth(tok["S"]), timeout=10)
        with lock:
            results.append(r.status_code)
            if r.status_code == 201:
                seqs.append(r.json()["seq"])

    threads = [threading.Thread(target=poster, args=(i,)) for i in range(12)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=30)
    if with_expected_seq:
        assert sorted(results) == [201] + [409] * 11
    else:
        assert results == [201] * 12 and sorted(seqs) == list(range(1, 13))
    rows = [
        r[0] for r in sqlite3.connect(server.db).execute("SELECT seq FROM events WHERE table_id = ?", (tid,))
    ]
    assert len(rows) == len(set(rows)) == len(seqs)


def test_bench_service_runs_and_finds_every_acknowledged_event(tmp_path: Path) -> None:
    """bench/service.py itself, tiny (2 tables, no think time): it plays the boards out in client
    processes of its own and prints its one-line SUMMARY (no timing is checked here)."""
    import subprocess
    import sys

    bench = Path(__file__).resolve().parents[2] / "bench" / "service.py"
    out = subprocess.run([sys.executable, str(bench), "--quick", "--tables", "2", "--think", "0",
                          "--client-procs", "2"], capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
    summary = [line for line in out.stdout.splitlines() if line.startswith("SUMMARY service:")]
    assert len(summary) == 1 and "2/2 boards" in summary[0] and "all acked in db: yes" in summary[0]
    assert "commit_io" in out.stdout and "send -> ack" in out.stdout
