"""The follower (bridgelaw.service.follow): a worker's tables caught up with what another writer
committed to the same store, each event published to the worker's own clients in order. Run on
an SQLite file shared by two managers in one process, the feed's changes delivered by hand, so
that the races are placed exactly (the PostgreSQL feed itself: test_store_contract.py; real
workers: test_workers.py)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from bridgelaw.service.follow import Follower
from bridgelaw.service.manager import TableManager
from bridgelaw.service.sqlite_store import SQLiteStore
from bridgelaw.service.store import Append, Change

from .conftest import BOARD


class NoFeed:
    """A feed that delivers nothing by itself (the test calls ``Follower.deliver``)."""

    async def run(self, deliver: Any) -> None:
        await asyncio.Event().wait()

    async def send(self, table_id: str, message: dict[str, Any]) -> None:
        raise AssertionError("not sent in these tests")

    async def close(self) -> None:
        pass


class Client:
    """A socket that keeps what it is sent."""

    def __init__(self) -> None:
        self.got: list[dict[str, Any]] = []

    async def send_text(self, data: str) -> None:
        self.got.append(json.loads(data))

    async def send_json(self, data: Any, mode: str = "text") -> None:
        self.got.append(data)


def _pair(tmp_path: Path) -> tuple[TableManager, TableManager, Follower]:
    """Worker A (following, by hand) and worker B (the other writer) on one SQLite file."""
    path = tmp_path / "shared.sqlite"
    a, b = TableManager(SQLiteStore(path), "x"), TableManager(SQLiteStore(path), "x")
    follower = Follower(NoFeed(), a.tables, a.broadcast)
    a.follower = a.tables.follower = follower
    return a, b, follower


def _say(text: str) -> str:
    return json.dumps({"by": "S", "say": text})


async def _until(cond: Any, what: str) -> None:
    for _ in range(500):
        if cond():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"timed out waiting for {what}")


def test_follower_publishes_events_in_order_even_one_heard_mid_catch_up(tmp_path: Path) -> None:
    """B appends events 1 and 2; A hears of 2 and catches up; while it does (after its read of
    the store), B appends 3 and A hears of it: A's clients still receive 1, 2, 3, in order,
    each with its own state."""

    async def run() -> None:
        a, b, follower = _pair(tmp_path)
        tid, _ = a.create("x", BOARD)
        live = a.tables.get(tid)
        client = Client()
        a.broadcast.join(live, a.broadcast.outbox(client), "N", "en", False)
        b.store.append([Append(tid, 0, _say("one"), "S"), Append(tid, 1, _say("two"), "S")])
        real = a.store.events
        calls = []

        def events(table_id: str, after: int = 0) -> list[dict[str, Any]]:
            out = real(table_id, after)
            calls.append(after)
            if len(calls) == 1:  # the next event is committed and heard right after the read
                b.store.append([Append(tid, 2, _say("three"), "S")])
                follower.deliver(Change("event", tid, 3))
            return out

        a.store.events = events  # type: ignore[method-assign]
        follower.deliver(Change("event", tid, 2))
        await _until(lambda: len(client.got) == 3, "three events")
        await a.drain()
        assert [m["seq"] for m in client.got] == [1, 2, 3]
        assert [m["view"]["seq"] for m in client.got] == [1, 2, 3]
        assert calls == [0, 2] and a.tables.get(tid).seq == 3 and follower.caught_up == 3
        for m in (a, b):
            m.close()
            m.store.close()

    asyncio.run(run())


def test_follower_leaves_a_table_without_clients_until_it_is_locked(tmp_path: Path) -> None:
    """A table with no client here is not read on each event of another worker: it is caught up
    (silently) when next locked - a view, an event - and a table not held is ignored."""

    async def run() -> None:
        a, b, follower = _pair(tmp_path)
        tid, _ = a.create("x", BOARD)
        live = a.tables.get(tid)
        b.store.append([Append(tid, 0, _say("one"), "S")])
        follower.deliver(Change("event", tid, 1))
        follower.deliver(Change("event", "not-held", 7))
        await asyncio.sleep(0.05)
        assert live.seq == 0 and follower.behind(live)
        live = await a.tables.settled(live)
        assert live.seq == 1 and not follower.behind(live)
        done = await a.submit(live, "S", {"say": "two", "expected_seq": 1})
        assert done.seq == 2
        await a.drain()
        for m in (a, b):
            m.close()
            m.store.close()

    asyncio.run(run())


def test_follower_reset_checks_every_held_table_and_messages_reach_clients(tmp_path: Path) -> None:
    """After the feed reconnects (``reset``: news may have been lost) a held table with clients
    is caught up at once; a message for a table goes to its clients here."""

    async def run() -> None:
        a, b, follower = _pair(tmp_path)
        tid, _ = a.create("x", BOARD)
        live = a.tables.get(tid)
        client = Client()
        a.broadcast.join(live, a.broadcast.outbox(client), "director", "en", False)
        b.store.append([Append(tid, 0, _say("one"), "S")])  # never heard of
        follower.deliver(Change("reset"))
        await _until(lambda: len(client.got) == 1, "the event missed")
        assert client.got[0]["seq"] == 1
        follower.deliver(Change("message", tid, body={"type": "call", "by": "E"}))
        await _until(lambda: len(client.got) == 2, "the call")
        assert client.got[1] == {"type": "call", "by": "E"}
        await a.drain()
        for m in (a, b):
            m.close()
            m.store.close()

    asyncio.run(run())


def test_follower_applies_the_events_the_feed_carried_without_reading_the_store(tmp_path: Path) -> None:
    """Events whose text the feed carried (PostgreSQL's payload) are applied from it; a gap in
    them (one not carried: too large for a payload) sends the follower to the store."""

    async def run() -> None:
        a, b, follower = _pair(tmp_path)
        tid, _ = a.create("x", BOARD)
        live = a.tables.get(tid)
        client = Client()
        a.broadcast.join(live, a.broadcast.outbox(client), "N", "en", False)
        b.store.append([Append(tid, 0, _say("one"), "S"), Append(tid, 1, _say("two"), "S")])
        follower.deliver(Change("event", tid, 1, body={"by": "S", "say": "one"}))
        follower.deliver(Change("event", tid, 2, body={"by": "S", "say": "two"}))
        await _until(lambda: len(client.got) == 2, "two events")
        assert (follower.carried, follower.reads) == (2, 0)
        b.store.append([Append(tid, 2, _say("three"), "S"), Append(tid, 3, _say("four"), "S")])
        follower.deliver(Change("event", tid, 3))  # not carried
        follower.deliver(Change("event", tid, 4, body={"by": "S", "say": "four"}))
        await _until(lambda: len(client.got) == 4, "four events")
        assert (follower.carried, follower.reads) == (2, 1)
        assert [m["seq"] for m in client.got] == [1, 2, 3, 4]
        assert [r["say"] for r in a.store.events(tid)] == ["one", "two", "three", "four"]
        await a.drain()
        for m in (a, b):
            m.close()
            m.store.close()

    asyncio.run(run())


def test_9B1_the_directors_events_and_calls_another_worker_recorded_are_known_here(tmp_path: Path) -> None:
    """B records East's call and the director's answer (a finding on it); A catches up from the
    feed: its view holds the call until the answer, the director's record marks his event, and
    the queue orders the table by the call (table-service.md "Several workers")."""

    async def run() -> None:
        a, b, follower = _pair(tmp_path)
        tid, _ = a.create("x", BOARD)
        live = a.tables.get(tid)
        client = Client()
        a.broadcast.join(live, a.broadcast.outbox(client), "director", "en", False)
        on_b = b.tables.get(tid)
        await b.submit(on_b, "E", {"call": "director"})
        follower.deliver(Change("event", tid, 1))
        await _until(lambda: len(client.got) == 1, "the call")
        assert client.got[0]["view"]["calls"] == [
            {"seq": 1, "by": "E", "call": "director", "reason": None, "concerns": None}]
        assert [q["table"] for q in a.queue()] == [tid] and a.queue()[0]["since"] is not None
        await b.submit(on_b, "director", {"finding": 1, "findings": {"x-ruling": "heard"}})
        follower.deliver(Change("event", tid, 2))
        await _until(lambda: len(client.got) == 2, "the answer")
        view = client.got[1]["view"]
        assert view["calls"] == [] and [e.get("director", False) for e in view["record"]] == [False, True]
        assert a.queue() == []
        for m in (a, b):
            await m.drain()
            m.close()
            m.store.close()

    asyncio.run(run())
