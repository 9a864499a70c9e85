"""The service's collector setting (ServiceConfig.gc_threshold, gc_full_every): a live
table's objects must be acyclic, so that what survives a young collection may be left to
reference counting. These tests play boards with the cyclic collector off and count the
cyclic garbage left behind; a cycle created per event would leave hundreds of objects."""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the service tests need the service extra: pip install -e '.[service]'")

from bridgelaw.service.app import ServiceConfig
from bridgelaw.service.errors import ApiError
from bridgelaw.service.manager import TableManager
from bridgelaw.service.sqlite_store import SQLiteStore
from bridgelaw.service.visibility import view_json, visible_view

from .conftest import ADMIN, BOARD
from .play import next_act

#: Irregular acts played first on some tables (then every seat plays on by next_act): a lead
#: out of turn (53-56's choice), declarer's words to dummy (46B), a card exposed by a
#: defender (49/50), and a refused act (an ApiError raised and caught).
OPENINGS: list[list[tuple[str, dict[str, Any]]]] = [
    [],
    [("N", {"play": "SK"})],
    [("W", {"play": "D2"}), ("S", {"say": "small"})],
    [("W", {"play": "D2"}), ("E", {"drop": "SA"})],
    [("E", {"say": "not a known event"})],
]


async def _play(m: TableManager, tables: int) -> int:
    """Play ``tables`` boards out (each after one of OPENINGS); the number of events."""
    events = 0
    for i in range(tables):
        live = m.tables.get(m.create(ADMIN, BOARD)[0])
        for role, body in OPENINGS[i % len(OPENINGS)]:
            try:
                await m.submit(live, role, body)
                events += 1
            except ApiError:
                pass
        for _ in range(200):
            live = m.tables.get(live.id)
            acts = [(r, next_act(visible_view(live, r))) for r in "NESW"]
            role, act = next(((r, a) for r, a in acts if a is not None), ("", None))
            if act is None:
                break
            await m.submit(live, role, act)
            for r in ("N", "E", "S", "W", "director", "spectator"):
                view_json(live, r)
            events += 1
        await m.drain()
    return events


def test_service_gc_a_played_board_leaves_no_cyclic_garbage(tmp_path: Path) -> None:
    m = TableManager(SQLiteStore(tmp_path / "gc.sqlite"), ADMIN)
    asyncio.run(_play(m, 1))  # warm-up: first-time caches, imports
    gc.collect()
    gc.disable()
    try:
        events = asyncio.run(_play(m, len(OPENINGS) * 2))
        garbage = gc.collect()
    finally:
        gc.enable()
        m.close()
    assert events > 300
    assert garbage == 0, f"{garbage} objects in reference cycles after {events} events"


def test_service_gc_default_leaves_older_generations_alone() -> None:
    young, middle, old = ServiceConfig().gc_threshold or (700, 10, 10)
    assert young <= 2_000 and middle >= 1_000_000 and old >= 1_000_000
    assert ServiceConfig().gc_full_every > 0
