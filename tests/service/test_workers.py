"""Several service processes on one PostgreSQL database (table-service.md "Several workers on
PostgreSQL"): real ``bridgelaw serve --database`` processes - two on two ports (as on two
machines), or ``--workers 2`` on one port - serving one table with clients on both; events
taken by one worker reach the sockets of the other (LISTEN/NOTIFY, caught up from the store);
SIGKILL of a worker in the middle of a board loses no acknowledged event and the other worker
serves its clients once they reconnect; two workers posting on one table at once: one winner
per number (on SQLite, one process: the same race inside it).

The PostgreSQL server is ``BRIDGELAW_TEST_POSTGRES`` or a throwaway one (tests/service/pg.py).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from websockets.exceptions import ConnectionClosed

from bridgelaw.service.live import load_session

from .conftest import Server, auth
from .pg import fresh_database
from .play import next_act
from .seat import Seat
from .test_server import create

pytest.importorskip("psycopg", reason="the PostgreSQL tests need psycopg: pip install -e '.[postgres]'")

from bridgelaw.service.postgres_store import PostgresStore


@pytest.fixture
def database() -> str:
    """A fresh database on the test server."""
    return fresh_database()


@pytest.fixture
def two_workers(tmp_path: Path, database: str) -> Iterator[tuple[Server, Server]]:
    """Two ``bridgelaw serve --database`` processes on two ports, one database."""
    a = Server(tmp_path / "unused-a.sqlite", ["--database", database])
    b = Server(tmp_path / "unused-b.sqlite", ["--database", database])
    try:
        a.start()
        b.start()
        yield a, b
    finally:
        a.stop()
        b.stop()


class Table:
    """One table's four seats, each on a socket to a server of its own, played act by act."""

    def __init__(self, tid: str, tok: dict[str, str], placement: dict[str, Server]) -> None:
        self.tid, self.tok = tid, tok
        self.servers = dict(placement)
        self.seats = {r: Seat(placement[r], tid, r, tok[r], delta=r in "ES") for r in "NESW"}
        self.acked: list[tuple[int, dict[str, Any]]] = []
        self.reconnects = 0

    @property
    def over(self) -> bool:
        return bool(self.seats["N"].view["over"])

    def reconnect(self, role: str, server: Server) -> None:
        """The seat's client connects again, to ``server`` (its first view is the table's now)."""
        try:
            self.seats[role].ws.close()
        except Exception:
            pass
        self.servers[role] = server
        self.seats[role] = Seat(server, self.tid, role, self.tok[role], delta=role in "ES")
        self.reconnects += 1

    def step(self) -> None:
        """The seat whose turn it is (by its own view) acts on its socket; every seat then
        receives the event (from its own worker). A connection lost on the way raises."""
        for s in self.seats.values():
            body = next_act(s.view)
            if body is not None:
                out = s.send_ws({**body, "expected_seq": s.view["seq"]})
                self.acked.append((out["seq"], body))
                for other in self.seats.values():
                    other.drain(out["seq"])
                return
        raise AssertionError(f"nobody can act: {self.seats['S'].view}")


def _check_store(database: str, tables: list[Table]) -> None:
    """Every acknowledged event is in the store at its number; every record replays."""
    store = PostgresStore(database)
    try:
        for t in tables:
            row = store.table(t.tid)
            assert row is not None
            stored = store.events(t.tid)
            load_session(row, stored)  # the record replays: nothing half written, no gap
            for seq, body in t.acked:
                assert {k: stored[seq - 1].get(k) for k in body} == body, (t.tid, seq)
    finally:
        store.close()


def _final_views_agree(server: Server, t: Table) -> None:
    """What each socket built (whole or from delta views) is the view the server gives now."""
    for role, s in t.seats.items():
        v = httpx.get(f"{server.url}/v1/tables/{t.tid}/view", headers=auth(t.tok[role]), timeout=10).json()
        assert s.view == v, role


def test_two_workers_one_table_clients_on_both_see_every_event(two_workers: tuple[Server, Server],
                                                              database: str) -> None:
    """N and S on worker A, E and W on worker B: every event, whichever worker took it, reaches
    all four sockets in order (B's clients through NOTIFY and the store), the board is played
    out, and both workers give the same views."""
    a, b = two_workers
    tid, tok = create(a.url)
    t = Table(tid, tok, {"N": a, "S": a, "E": b, "W": b})
    for _ in range(200):
        if t.over:
            break
        t.step()
    assert t.over and sum(t.seats["N"].view["won"].values()) == 13
    _final_views_agree(a, t)
    _final_views_agree(b, t)
    for s in t.seats.values():
        s.ws.close()
    _check_store(database, [t])


def test_two_workers_sigkill_of_one_mid_board_loses_no_acknowledged_event(
        two_workers: tuple[Server, Server], database: str) -> None:
    """Four tables, each with N and S on worker A and E and W on worker B, played at once; A is
    killed (SIGKILL) in the middle of the boards. Its clients reconnect to B, which serves them
    to the end of the boards; every acknowledged event is in the store at its number."""
    a, b = two_workers
    tables = [Table(*create(a.url), {"N": a, "S": a, "E": b, "W": b}) for _ in range(4)]
    failures: list[BaseException] = []
    killed = threading.Event()  # set just before the signal: a failure before it is a failure

    def play(t: Table) -> None:
        try:
            deadline = time.monotonic() + 150
            while not t.over and time.monotonic() < deadline:
                try:
                    t.step()
                except (ConnectionClosed, OSError, TimeoutError):
                    if not killed.is_set():
                        raise
                    for role, server in list(t.servers.items()):
                        if server is a:
                            t.reconnect(role, b)
                        else:  # B's seats may have missed nothing, but read from where they are
                            t.seats[role].ws.send('{"type": "hello", "after": 0}')
                            t.seats[role].drain(t.seats["N"].view["seq"])
        except BaseException as e:
            failures.append(e)

    threads = [threading.Thread(target=play, args=(t,)) for t in tables]
    for th in threads:
        th.start()
    deadline = time.monotonic() + 90
    while sum(len(t.acked) for t in tables) < 60 and time.monotonic() < deadline:
        time.sleep(0.01)
    acked_before = sum(len(t.acked) for t in tables)
    killed.set()
    a.stop(signal.SIGKILL)
    for th in threads:
        th.join(timeout=180)
    assert not failures, failures[0]
    assert acked_before >= 60
    assert all(t.over for t in tables), [t.seats["N"].view["seq"] for t in tables]
    assert all(t.reconnects == 2 for t in tables)  # N and S, once each
    for t in tables:
        _final_views_agree(b, t)
        for s in t.seats.values():
            s.ws.close()
    _check_store(database, tables)
    a.start()  # A again: the same views from the store
    for t in tables:
        _final_views_agree(a, t)


def _workers_of(pid: int) -> list[int]:
    """The worker processes of a ``--workers N`` server (its children running a server)."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid and "resource_tracker" not in cmdline:
            out.append(int(entry))
    return sorted(out)


def _connections_of(pid: int, port: int) -> int:
    """How many established TCP connections to ``port`` the process ``pid`` holds (Linux /proc)."""
    inodes = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    except OSError:
        return 0
    n = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            f = line.split()
            if int(f[1].rsplit(":", 1)[1], 16) == port and f[3] == "01" and f[9] in inodes:
                n += 1
    return n


def test_serve_workers_two_processes_one_port_survive_a_sigkill(tmp_path: Path, database: str) -> None:
    """``bridgelaw serve --workers 2``: two processes behind one port; the four seats' sockets
    are shared out between them. One worker is killed (SIGKILL) in the middle of the board:
    the clients it served reconnect to the same port and the board is played out."""
    server = Server(tmp_path / "unused.sqlite", ["--database", database, "--workers", "2"])
    server.start()
    try:
        assert server.proc is not None
        deadline = time.monotonic() + 30
        while len(_workers_of(server.proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        workers = _workers_of(server.proc.pid)
        assert len(workers) == 2, workers
        tid, tok = create(server.url)
        t = Table(tid, tok, {r: server for r in "NESW"})
        for _ in range(20):
            t.step()
        held = {w: _connections_of(w, server.port) for w in workers}
        victim = max(workers, key=lambda w: held[w])  # the worker with the most of our sockets
        assert held[victim] > 0, held
        os.kill(victim, signal.SIGKILL)
        for _ in range(200):
            if t.over:
                break
            try:
                t.step()
            except (ConnectionClosed, OSError, TimeoutError):
                for role in "NESW":
                    t.reconnect(role, server)
        assert t.over and sum(t.seats["N"].view["won"].values()) == 13
        assert t.reconnects >= 4  # the killed worker's clients came back (all four seats reconnect)
        _final_views_agree(server, t)
        for s in t.seats.values():
            s.ws.close()
        _check_store(database, [t])
    finally:
        server.stop()


@pytest.mark.parametrize("store", ["sqlite", "postgres"])
@pytest.mark.parametrize("with_expected_seq", [True, False])
def test_workers_posting_on_one_table_at_once_one_winner_per_seq(tmp_path: Path, store: str,
                                                                 with_expected_seq: bool) -> None:
    """Twelve posts at once on one table, shared between two workers on PostgreSQL (one server
    on SQLite), five rounds: with ``expected_seq`` exactly one wins each number (the others
    ``409 stale_seq``); without it every post is recorded, each under a number of its own
    (a post that lost its number to the other worker is applied again, never refused)."""
    if store == "sqlite":
        servers = [Server(tmp_path / "t.sqlite")]
    else:
        url = fresh_database()
        servers = [Server(tmp_path / f"u{i}.sqlite", ["--database", url]) for i in range(2)]
    for s in servers:
        s.start()
    try:
        tid, tok = create(servers[0].url)
        seqs: list[int] = []
        for rnd in range(5):
            results: list[tuple[int, int | None]] = []
            lock = threading.Lock()
            go = threading.Barrier(12)

            def poster(i: int, rnd: int = rnd, results: list[tuple[int, int | None]] = results,
                       lock: threading.Lock = lock, go: threading.Barrier = go) -> None:
                body: dict[str, Any] = {"say": f"round {rnd} poster {i}"}
                if with_expected_seq:
                    body["expected_seq"] = rnd
                base = servers[i % len(servers)].url
                go.wait(timeout=10)
                r = httpx.post(f"{base}/v1/tables/{tid}/events", json=body, headers=auth(tok["S"]),
                               timeout=30)
                with lock:
                    results.append((r.status_code, r.json().get("seq") if r.status_code == 201 else None))

            threads = [threading.Thread(target=poster, args=(i,)) for i in range(12)]
            for th in threads:
                th.start()
            for th in threads:
                th.join(timeout=60)
            codes = sorted(code for code, _ in results)
            if with_expected_seq:
                assert codes == [201] + [409] * 11, codes
            else:
                assert codes == [201] * 12, codes
            seqs += [seq for _, seq in results if seq is not None]
        n = 5 if with_expected_seq else 60
        assert sorted(seqs) == list(range(1, n + 1))
        record = httpx.get(f"{servers[-1].url}/v1/tables/{tid}/record", headers=auth(tok["director"]))
        assert len(record.text.splitlines()) == 1 + n  # the header, then the events
    finally:
        for s in servers:
            s.stop()


def test_a_worker_catches_up_before_it_refuses_what_it_has_not_heard(database: str) -> None:
    """Two workers that hear nothing of each other (no feed running): an event whose
    ``expected_seq`` is beyond what a worker holds is applied after the worker reads the store,
    not refused; an event without ``expected_seq`` that loses its number to the other worker is
    applied again after the worker catches up; an ``expected_seq`` that is really stale is
    ``409 stale_seq`` with the store's number."""
    import asyncio

    from bridgelaw.service.errors import ApiError
    from bridgelaw.service.manager import TableManager

    from .conftest import BOARD

    async def run() -> None:
        a, b = TableManager(PostgresStore(database), "x"), TableManager(PostgresStore(database), "x")
        try:
            tid, _ = a.create("x", BOARD)
            live_a, live_b = a.tables.get(tid), b.tables.get(tid)
            assert (await a.submit(live_a, "S", {"say": "one", "expected_seq": 0})).seq == 1
            assert live_b.seq == 0  # B has not heard of it
            assert (await b.submit(live_b, "S", {"say": "two", "expected_seq": 1})).seq == 2
            assert (await a.submit(a.tables.get(tid), "S", {"say": "three"})).seq == 3
            with pytest.raises(ApiError) as refused:
                await b.submit(b.tables.get(tid), "S", {"say": "late", "expected_seq": 2})
            assert refused.value.code == "stale_seq" and "holds 3 events" in refused.value.message
            await a.drain()
            await b.drain()
            assert [e["say"] for e in a.store.events(tid)] == ["one", "two", "three"]
            assert b.tables.get(tid).seq == 3 and a.tables.get(tid).seq == 3
        finally:
            for m in (a, b):
                m.close()
                m.store.close()

    asyncio.run(run())
