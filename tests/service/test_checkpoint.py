"""Checkpoints of the SQLite store (service/sqlite_store.py): run between transactions, never inside the
commit that the events wait for, and the WAL stays bounded even if nobody asks for one."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the service tests need the service extra: pip install -e '.[service]'")

from bridgelaw.service import sqlite_store as dbmod
from bridgelaw.service.sqlite_store import SQLiteStore as Store
from bridgelaw.service.store import Append, TableRow


def _wal_pages(path: Path) -> int:
    wal = Path(str(path) + "-wal")
    return wal.stat().st_size // 4096 if wal.exists() else 0


def _fill(store: Store, n: int, table: str = "t1") -> None:
    store.create_table(TableRow(table, {}, "face_to_face", "en", {}, 0.0))
    for seq in range(1, n + 1):
        store.append([Append(table, seq - 1, '{"by": "W", "play": "H2", "pad": "' + "x" * 200 + '"}', "W")])


def test_store_checkpoint_is_not_automatic_inside_a_commit(tmp_path: Path) -> None:
    store = Store(tmp_path / "c.sqlite")
    try:
        (auto,) = store._writer.execute("PRAGMA wal_autocheckpoint").fetchone()
        assert auto == 0
        _fill(store, dbmod.CHECKPOINT_EVERY)
        assert store.checkpoint_due() and store.checkpoints == 0
        assert store.maintain() is not None
        assert store.checkpoints == 1 and not store.checkpoint_due()
        assert store.maintain() is None
    finally:
        store.close()


def test_store_checkpoints_itself_when_nobody_does(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dbmod, "CHECKPOINT_FORCE", 50)
    path = tmp_path / "f.sqlite"
    store = Store(path)
    try:
        _fill(store, 400)
        assert store.checkpoints >= 7
        # the WAL is started over after each checkpoint: it holds at most ~50 commits' pages
        assert _wal_pages(path) < 50 * 6
    finally:
        store.close()
    con = sqlite3.connect(path)
    assert con.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 400
    con.close()


def test_store_memory_database_has_no_checkpoints() -> None:
    store = Store(":memory:")
    try:
        _fill(store, 10)
        assert not store.checkpoint_due()
        store.checkpoint()
        assert store.checkpoints == 0
    finally:
        store.close()


def test_manager_checkpoints_between_transactions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio

    from bridgelaw.service.manager import TableManager

    from .conftest import ADMIN, BOARD

    monkeypatch.setattr(dbmod, "CHECKPOINT_EVERY", 3)
    monkeypatch.setattr(dbmod, "CHECKPOINT_FORCE", 10**9)  # only the manager's own
    store = Store(tmp_path / "m.sqlite")
    m = TableManager(store, ADMIN)
    tids = [m.create(ADMIN, BOARD)[0] for _ in range(12)]

    async def play() -> None:
        for tid in tids:  # one after another: a transaction each
            await m.submit(m.tables.get(tid), "W", {"play": "D2"})
        await m.drain()

    asyncio.run(play())
    m.close()
    assert store.commits >= 12
    assert store.checkpoints >= 1
    assert m.stats.summary()["checkpoint"]["n"] >= 1
