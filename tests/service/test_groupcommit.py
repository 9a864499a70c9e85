"""Group commit of the table manager (table-service.md "Reliability"): events of many tables
arriving together share one transaction, and each is acknowledged only once it is committed."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the service tests need the service extra: pip install -e '.[service]'")

from bridgelaw.service.errors import ApiError
from bridgelaw.service.manager import Submitted, TableManager
from bridgelaw.service.sqlite_store import SQLiteStore
from bridgelaw.service.store import Append, StoreError

from .conftest import ADMIN, BOARD

LEAD = {"play": "D2"}  # West's opening lead against 4H by South


def _manager(tmp_path: Path, tables: int) -> tuple[TableManager, SQLiteStore, list[str]]:
    store = SQLiteStore(tmp_path / "g.sqlite")
    m = TableManager(store, ADMIN)
    return m, store, [m.create(ADMIN, BOARD)[0] for _ in range(tables)]


def _stored(path: Path) -> set[tuple[str, int]]:
    con = sqlite3.connect(path)
    try:
        return set(con.execute("SELECT table_id, seq FROM events"))
    finally:
        con.close()


async def _submit_all(m: TableManager, posts: list[tuple[str, str, dict[str, Any]]]) -> list[Any]:
    return await asyncio.gather(*(m.submit(m.tables.get(tid), role, body) for tid, role, body in posts),
                                return_exceptions=True)


def test_group_commit_batches_concurrent_events_of_different_tables(tmp_path: Path) -> None:
    n = 24
    m, store, tids = _manager(tmp_path, n)
    assert store.threaded_writes
    before = store.commits
    results = asyncio.run(_submit_all(m, [(tid, "W", dict(LEAD)) for tid in tids]))
    m.close()
    assert all(isinstance(r, Submitted) and r.seq == 1 for r in results), results
    transactions = store.commits - before
    assert 1 <= transactions < n
    assert {(tid, 1) for tid in tids} <= _stored(tmp_path / "g.sqlite")


def test_group_commit_serialises_one_table_and_never_reuses_a_number(tmp_path: Path) -> None:
    m, _, (tid,) = _manager(tmp_path, 1)
    posts = [(tid, "W", {**LEAD, "expected_seq": 0}), (tid, "W", {**LEAD, "expected_seq": 0})]
    results = asyncio.run(_submit_all(m, posts))
    m.close()
    acked = [r for r in results if isinstance(r, Submitted)]
    refused = [r for r in results if isinstance(r, ApiError)]
    assert [r.seq for r in acked] == [1]
    assert [(e.status, e.code) for e in refused] == [(409, "stale_seq")]
    assert _stored(tmp_path / "g.sqlite") == {(tid, 1)}


@pytest.mark.parametrize("error", [StoreError("disk I/O error"), sqlite3.OperationalError("disk I/O error")])
def test_failed_group_commit_acknowledges_nothing_and_rebuilds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    """A store that fails (with its own error, or - breaking its contract - another one) fails
    every event of the batch: 500, nothing acknowledged, the tables replayed from the store."""
    m, store, tids = _manager(tmp_path, 3)

    def broken(batch: Any) -> None:
        raise error

    monkeypatch.setattr(store, "append", broken)
    results = asyncio.run(_submit_all(m, [(tid, "W", dict(LEAD)) for tid in tids]))
    assert all(isinstance(r, ApiError) and r.status == 500 for r in results), results
    assert all(m.tables.get(tid).seq == 0 for tid in tids)  # rebuilt from the database: nothing there
    monkeypatch.undo()
    again = asyncio.run(_submit_all(m, [(tid, "W", dict(LEAD)) for tid in tids]))
    m.close()
    assert all(isinstance(r, Submitted) and r.seq == 1 for r in again), again
    assert _stored(tmp_path / "g.sqlite") == {(tid, 1) for tid in tids}


def test_one_bad_event_does_not_fail_the_others_of_its_batch(tmp_path: Path) -> None:
    m, _, tids = _manager(tmp_path, 4)
    # another writer took event 1 of the first table behind the manager's back
    SQLiteStore(tmp_path / "g.sqlite").append([Append(tids[0], 0, '{"by": "W", "play": "H2"}', "W")])
    results = asyncio.run(_submit_all(m, [(tid, "W", dict(LEAD)) for tid in tids]))
    m.close()
    assert isinstance(results[0], ApiError) and results[0].status == 409
    assert all(isinstance(r, Submitted) and r.seq == 1 for r in results[1:]), results
    assert m.tables.get(tids[0]).seq == 1  # rebuilt: the record's own event 1
    assert _stored(tmp_path / "g.sqlite") == {(tid, 1) for tid in tids}
