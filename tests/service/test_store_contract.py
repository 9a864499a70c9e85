"""The contract of a table store (:class:`bridgelaw.service.store.Store`), run against every
implementation: a table's record is append-only, an append names the number of events it
expects the record to hold and is refused when another writer came first (never interleaved),
a batch is all or nothing, tables are listed without their events, and no database driver's
exception leaves a store.

A new store joins by adding a :class:`Backend` to :data:`BACKENDS` (how to make a fresh, empty
database and open a store on it); every test here then runs against it too.
"""

from __future__ import annotations

import ast
import itertools
import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.service.sqlite_store import SQLiteStore
from bridgelaw.service.store import (
    Append,
    NoSuchTableError,
    Store,
    StoreError,
    TableExistsError,
    TableRow,
    VersionConflictError,
)

SRC = Path(__file__).resolve().parents[2] / "src" / "bridgelaw"
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
SETUP = {"laws": "2017", "contract": "4H", "declarer": "S", "deal": DEAL}


@dataclass
class Backend:
    """One store implementation under test.

    Attributes:
        name: the test id.
        fresh: makes a new, empty database and returns how to open a store on it (each call of
            the opener is a new store object - a new connection - on that same database).
        shared: True when two stores opened on one database see each other's writes (a file,
            a server); False for a private in-memory database (the tests of several writers
            and of reopening are skipped then).
    """

    name: str
    fresh: Callable[[], Callable[[], Store]]
    shared: bool


def _sqlite_file(root: Path) -> Backend:
    counter = itertools.count()

    def fresh() -> Callable[[], Store]:
        path = root / f"store{next(counter)}.sqlite"
        return lambda: SQLiteStore(path)

    return Backend("sqlite-file", fresh, shared=True)


def _sqlite_memory(_: Path) -> Backend:
    return Backend("sqlite-memory", lambda: (lambda: SQLiteStore(":memory:")), shared=False)


def _postgres(_: Path) -> Backend:
    """A new database on the test server (tests/service/pg.py) per ``fresh``; skips where there
    is no PostgreSQL."""
    from bridgelaw.service.postgres_store import PostgresStore

    from .pg import fresh_database

    def fresh() -> Callable[[], Store]:
        url = fresh_database()
        return lambda: PostgresStore(url)

    return Backend("postgres", fresh, shared=True)


#: Every store implementation: (id, how to make its Backend in a temporary folder).
BACKENDS: list[tuple[str, Callable[[Path], Backend]]] = [
    ("sqlite-file", _sqlite_file),
    ("sqlite-memory", _sqlite_memory),
    ("postgres", _postgres),
]


@pytest.fixture(params=[make for _, make in BACKENDS], ids=[name for name, _ in BACKENDS])
def backend(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Backend:
    make: Callable[[Path], Backend] = request.param
    return make(tmp_path_factory.mktemp("store"))


@pytest.fixture
def opener(backend: Backend) -> Callable[[], Store]:
    return backend.fresh()


@pytest.fixture
def store(opener: Callable[[], Store]) -> Iterator[Store]:
    s = opener()
    yield s
    s.close()


def row(table_id: str, created: float = 1.0, **kw: Any) -> TableRow:
    return TableRow(table_id, kw.get("setup", SETUP), kw.get("mode", "face_to_face"), kw.get("lang", "en"),
                    kw.get("tokens", {"N": "a" * 64, "director": "b" * 64}), created)


def ev(i: int, **kw: Any) -> dict[str, Any]:
    return {"by": "W", "say": f"event {i}", **kw}


def app(table_id: str, expected: int, event: dict[str, Any] | None = None, role: str = "W") -> Append:
    return Append(table_id, expected, json.dumps(event or ev(expected + 1), ensure_ascii=False), role)


# ---------------------------------------------------------------------- tables


def test_store_creates_and_loads_a_table(store: Store) -> None:
    r = row("t1", setup={**SETUP, "options": {"O-46-WIN": "public_master"}, "note": "Ærø, Гомель"})
    store.create_table(r)
    assert store.table("t1") == r
    assert store.table("nope") is None
    assert store.events("t1") == [] and store.events("nope") == []


def test_store_refuses_a_second_table_with_the_same_id(store: Store) -> None:
    store.create_table(row("t1"))
    with pytest.raises(TableExistsError):
        store.create_table(row("t1", mode="online"))
    assert store.table("t1") == row("t1")


def test_store_lists_tables_oldest_first_without_events(store: Store) -> None:
    for i, created in enumerate((3.0, 1.0, 2.0)):
        store.create_table(row(f"t{i}", created))
    store.append([app("t0", 0)])
    assert [r.id for r in store.list_tables()] == ["t1", "t2", "t0"]
    assert all(isinstance(r, TableRow) for r in store.list_tables())


# ---------------------------------------------------------------------- appends


def test_store_appends_in_order_and_loads_the_record(store: Store) -> None:
    store.create_table(row("t1"))
    events = [ev(1), ev(2, say="la dame de cœur"), {"by": "S", "choose": "accept_lead"}]
    for i, e in enumerate(events):
        store.append([app("t1", i, e)])
    assert store.events("t1") == events
    assert store.events("t1", after=1) == events[1:] and store.events("t1", after=3) == []


def test_store_batch_of_several_tables_and_several_events_of_one(store: Store) -> None:
    for t in ("a", "b"):
        store.create_table(row(t))
    store.append([app("a", 0), app("b", 0), app("a", 1)])
    assert store.events("a") == [ev(1), ev(2)] and store.events("b") == [ev(1)]


@pytest.mark.parametrize("expected", [0, 1, 3, -1])
def test_store_refuses_an_append_that_does_not_expect_the_record(store: Store, expected: int) -> None:
    store.create_table(row("t1"))
    store.append([app("t1", 0), app("t1", 1)])
    with pytest.raises(VersionConflictError):
        store.append([app("t1", expected, {"by": "E", "say": "late"})])
    assert store.events("t1") == [ev(1), ev(2)]


def test_store_batch_is_all_or_nothing(store: Store) -> None:
    for t in ("a", "b"):
        store.create_table(row(t))
    store.append([app("b", 0)])
    with pytest.raises(VersionConflictError):
        store.append([app("a", 0), app("b", 0)])  # b's expectation is stale: a's event goes too
    assert store.events("a") == [] and store.events("b") == [ev(1)]
    with pytest.raises(NoSuchTableError):
        store.append([app("a", 0), app("ghost", 0)])
    assert store.events("a") == []
    store.append([app("a", 0)])  # the store still writes after a refused batch
    assert store.events("a") == [ev(1)]


def test_store_batch_of_one_table_must_follow_itself(store: Store) -> None:
    store.create_table(row("a"))
    for bad in ([app("a", 0), app("a", 0)], [app("a", 0), app("a", 2)], [app("a", 1), app("a", 0)]):
        with pytest.raises(VersionConflictError):
            store.append(bad)
    assert store.events("a") == []


def test_store_version_conflict_is_a_store_error(store: Store) -> None:
    assert issubclass(VersionConflictError, StoreError) and issubclass(NoSuchTableError, StoreError)
    assert issubclass(TableExistsError, StoreError)


def test_store_maintenance_changes_nothing(store: Store) -> None:
    store.create_table(row("t1"))
    for i in range(20):
        store.append([app("t1", i)])
        took = store.maintain()
        assert took is None or took >= 0
    assert store.events("t1") == [ev(i + 1) for i in range(20)]


def test_store_closed_raises_a_store_error_not_the_drivers(opener: Callable[[], Store]) -> None:
    s = opener()
    s.create_table(row("t1"))
    s.close()
    for call in (lambda: s.table("t1"), lambda: s.events("t1"), s.list_tables,
                 lambda: s.append([app("t1", 0)]), lambda: s.create_table(row("t2"))):
        with pytest.raises(StoreError):
            call()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(-1, 6)), min_size=1, max_size=30))
def test_store_appends_like_the_model_of_append_only_records(backend: Backend,
                                                            ops: list[tuple[int, int]]) -> None:
    """Random appends with random expectations: each is written iff its table's record holds
    exactly the events it expects, and the records are the model's."""
    s = backend.fresh()()
    try:
        model: dict[str, list[dict[str, Any]]] = {f"t{i}": [] for i in range(3)}
        for t in model:
            s.create_table(row(t))
        for n, (table, expected) in enumerate(ops):
            tid = f"t{table}"
            e = ev(n)
            if expected == len(model[tid]):
                s.append([app(tid, expected, e)])
                model[tid].append(e)
            else:
                with pytest.raises(VersionConflictError):
                    s.append([app(tid, expected, e)])
        assert {t: s.events(t) for t in model} == model
    finally:
        s.close()


# ---------------------------------------------------------------------- several stores on one database


def test_store_keeps_everything_across_a_reopen(backend: Backend, opener: Callable[[], Store]) -> None:
    if not backend.shared:
        pytest.skip(f"{backend.name}: a private database ends with its store")
    s = opener()
    s.create_table(row("t1"))
    s.append([app("t1", 0), app("t1", 1)])
    s.close()
    again = opener()
    try:
        assert again.table("t1") == row("t1") and again.events("t1") == [ev(1), ev(2)]
        again.append([app("t1", 2)])
        assert len(again.events("t1")) == 3
    finally:
        again.close()


def test_store_concurrent_writers_never_interleave(backend: Backend, opener: Callable[[], Store]) -> None:
    """Writers on stores of their own race for the next number of one table, each appending
    two events at a time: every number is written once, by one writer, and each writer's
    acknowledged pairs are in the record as it wrote them, next to each other."""
    if not backend.shared:
        pytest.skip(f"{backend.name}: a private database has one store")
    first = opener()
    first.create_table(row("t1"))
    first.create_table(row("t2"))
    writers, tries = 4, 25
    won: list[tuple[int, int]] = []  # (writer, expected)
    lock = threading.Lock()
    go = threading.Barrier(writers)

    def writer(w: int) -> None:
        s = opener()
        try:
            go.wait(timeout=10)
            for _ in range(tries):
                n = len(s.events("t1"))
                batch = [app("t1", n, {"by": "W", "say": f"w{w} n{n}"}),
                         app("t1", n + 1, {"by": "W", "say": f"w{w} n{n + 1}"})]
                if w % 2:  # batches that share two tables, in either order (no deadlock)
                    m = len(s.events("t2"))
                    batch.insert(0, app("t2", m, {"by": "N", "say": f"w{w} m{m}"}))
                try:
                    s.append(batch)
                except VersionConflictError:
                    continue
                with lock:
                    won.append((w, n))
        finally:
            s.close()

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    record = first.events("t1")
    other = first.events("t2")
    first.close()
    assert won and len(record) == 2 * len(won)
    assert [e["say"].split()[1] for e in other] == [f"m{i}" for i in range(len(other))]
    for w, n in won:
        assert record[n] == {"by": "W", "say": f"w{w} n{n}"}
        assert record[n + 1] == {"by": "W", "say": f"w{w} n{n + 1}"}


# ---------------------------------------------------------------------- the SQLite store's own


def test_sqlite_store_unreadable_file_is_a_store_error(tmp_path: Path) -> None:
    bad = tmp_path / "not-a-database.sqlite"
    bad.write_bytes(b"this is not an SQLite database, just text" * 100)
    with pytest.raises(StoreError, match="cannot open the table database"):
        SQLiteStore(bad)


def test_sqlite3_is_imported_only_by_the_sqlite_store() -> None:
    """Storage is behind the Store protocol: no module of the library but the SQLite store
    imports ``sqlite3`` (a PostgreSQL store would be the same for its driver)."""
    found = []
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n == "sqlite3" or n.startswith("sqlite3.") for n in names):
                found.append(path.relative_to(SRC).as_posix())
    assert sorted(set(found)) == ["service/sqlite_store.py"]


# ---------------------------------------------------------------------- the PostgreSQL store's own


def _pg_url() -> str:
    pytest.importorskip("psycopg", reason="the PostgreSQL tests need psycopg: pip install -e '.[postgres]'")
    from .pg import fresh_database

    return fresh_database()


def test_postgres_store_events_are_insert_only_in_the_database() -> None:
    import psycopg

    from bridgelaw.service.postgres_store import PostgresStore

    url = _pg_url()
    s = PostgresStore(url)
    try:
        s.create_table(row("t1"))
        s.append([app("t1", 0)])
        with psycopg.connect(url, autocommit=True) as conn:
            for sql in ("UPDATE events SET role = 'N'", "DELETE FROM events", "TRUNCATE events"):
                with pytest.raises(psycopg.Error, match="insert-only"):
                    conn.execute(sql)
            with pytest.raises(psycopg.errors.UniqueViolation):  # the last guard: one row per number
                conn.execute("INSERT INTO events (table_id, seq, event, role, at) "
                             "VALUES ('t1', 1, '{}', 'W', 0)")
        assert s.events("t1") == [ev(1)] and s.schema_version == 1
    finally:
        s.close()


def test_postgres_store_feed_hears_committed_events_and_messages() -> None:
    """The trigger's NOTIFY: one change per event, in order, carrying the event, only for a
    committed append; a sent message comes back to every listener; the first change is a reset;
    an event too large for a payload is announced without itself (read from the store)."""
    import asyncio

    from bridgelaw.service.postgres_store import PostgresStore
    from bridgelaw.service.store import Change

    url = _pg_url()
    s = PostgresStore(url)
    s.create_table(row("a"))
    s.create_table(row("b"))

    async def run() -> list[Change]:
        heard: list[Change] = []
        feed = s.feed()
        task = asyncio.get_running_loop().create_task(feed.run(heard.append))
        for _ in range(100):
            if heard:
                break
            await asyncio.sleep(0.05)
        await asyncio.to_thread(s.append, [app("a", 0), app("b", 0), app("a", 1)])
        with pytest.raises(VersionConflictError):
            await asyncio.to_thread(s.append, [app("b", 0)])  # refused: nothing heard of it
        await feed.send("a", {"type": "call", "by": "N"})
        await asyncio.to_thread(s.append, [app("b", 1, {"by": "W", "say": "x" * 9000})])
        for _ in range(100):
            if len(heard) >= 6:
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)
        task.cancel()
        await feed.close()
        return heard

    try:
        heard = asyncio.run(run())
    finally:
        s.close()
    assert heard[0] == Change("reset")
    assert heard[1:4] == [Change("event", "a", 1, body=ev(1)), Change("event", "a", 2, body=ev(2)),
                          Change("event", "b", 1, body=ev(1))]
    assert heard[4:] == [Change("message", "a", body={"type": "call", "by": "N"}), Change("event", "b", 2)]


@pytest.mark.parametrize("url, says", [
    ("mysql://x@localhost/db", "is not a postgresql:// URL"),
    ("postgresql://x@127.0.0.1:1/db", "cannot open the table database: connection failed"),
])
def test_postgres_store_bad_url_or_no_server_is_one_store_error(url: str, says: str) -> None:
    pytest.importorskip("psycopg", reason="the PostgreSQL tests need psycopg: pip install -e '.[postgres]'")
    from bridgelaw.service.postgres_store import PostgresStore

    with pytest.raises(StoreError, match=says) as e:
        PostgresStore(url, connect_timeout=3)
    assert "\n" not in str(e.value)


def test_postgres_store_refuses_a_newer_schema_and_hides_the_password() -> None:
    import psycopg

    from bridgelaw.service.postgres_store import PostgresStore, describe_url

    url = _pg_url()
    PostgresStore(url).close()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE bridgelaw_schema SET version = 99")
    with pytest.raises(StoreError, match="schema version 99 is newer"):
        PostgresStore(url)
    assert "hunter2" not in describe_url("postgresql://u:hunter2@db.example:6543/tables")
    assert describe_url("postgresql://u:hunter2@db.example:6543/tables") == "db.example:6543/tables"


def test_psycopg_is_imported_only_by_the_postgres_store() -> None:
    found = []
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n.split(".")[0] in ("psycopg", "psycopg_pool") for n in names):
                found.append(path.relative_to(SRC).as_posix())
    assert sorted(set(found)) == ["service/postgres_store.py"]
