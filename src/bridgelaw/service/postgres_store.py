"""The store on a PostgreSQL server (psycopg 3 and its pool): the
:class:`~bridgelaw.service.store.Store` of ``bridgelaw serve --database postgresql://...``, which
several service processes share (table-service.md "Several workers on PostgreSQL"). The only
module that imports ``psycopg``.

The schema is SQLite's (:mod:`bridgelaw.service.sqlite_store`): ``tables`` (one row per table)
and ``events`` (the records: one row per event, numbered from 1 per table, primary key
``(table_id, seq)``), ``events`` insert-only (a trigger refuses ``UPDATE``, ``DELETE`` and
``TRUNCATE``); the schema's version is the one row of ``bridgelaw_schema``. Use a database (or a
schema, by ``?options=-csearch_path%3D...`` in the URL) of its own: the names are plain.

:meth:`PostgresStore.append` writes a batch (events of many tables: the group commit's) in ONE
statement, in autocommit - one transaction, one round trip, one WAL flush - that inserts the
rows only if, for every table of the batch, the record holds the number of events its first
append expects (the batch's appends of one table are checked to follow each other before it
is sent). Two workers that append the same number at the same time cannot both succeed: under
READ COMMITTED both may see the same last number, but the primary key ``(table_id, seq)``
refuses the second insert once the first commits (it waits for the first transaction, then
fails with a unique violation), and either refusal is a
:class:`~bridgelaw.service.store.VersionConflictError`. The rows are inserted in
``(table_id, seq)`` order, so two batches that share tables wait for each other in one order
and never deadlock. No advisory lock: it would make the loser wait for the winner's commit and
then fail the same version check, and serialise batches that merely share a table.

A trigger on ``events`` sends ``NOTIFY bridgelaw_events, 'e <table> <seq> <event>'`` for each
inserted event, in order (the event's JSON left out when it is over :data:`MAX_CARRIED` bytes):
PostgreSQL delivers it at commit, to every listening worker, and only for committed rows, so a
worker follows another's events without reading them back from the store.
:meth:`PostgresStore.feed` is the listener (:class:`PostgresFeed`); :mod:`bridgelaw.service.follow`
catches the worker's tables up from it.

Every ``psycopg`` error becomes a :class:`~bridgelaw.service.store.StoreError` naming the server
(the password never shown) and what could not be done.

Why psycopg 3 rather than asyncpg: the Store protocol is synchronous - the group commit writes
on a thread of its own, and the table loads are short reads - and psycopg has both a synchronous
API with a thread-safe pool (``psycopg_pool``, which replaces broken connections) and an async
connection for ``LISTEN`` on the event loop, in one typed library (mypy strict); asyncpg is
async only, so the commit thread would need an event loop of its own.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable, Sequence
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from psycopg.conninfo import conninfo_to_dict
from psycopg_pool import ConnectionPool

from bridgelaw.service.store import (
    Append,
    Change,
    NoSuchTableError,
    StoreError,
    TableExistsError,
    TableRow,
    VersionConflictError,
)

__all__ = ["CHANNEL", "SCHEMA_VERSION", "PostgresFeed", "PostgresStore", "describe_url"]

log = logging.getLogger("bridgelaw.service")

#: The schema version this code writes (``bridgelaw_schema.version``).
SCHEMA_VERSION = 1

#: The ``LISTEN``/``NOTIFY`` channel of the table service.
CHANNEL = "bridgelaw_events"

#: The largest event (bytes of JSON) a notification carries; a larger one is read from the store.
MAX_CARRIED = 7000

#: Two workers starting at once create the schema one after the other (an advisory lock).
_SCHEMA_LOCK = 0x62726C77  # "brlw"

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS bridgelaw_schema (version integer NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id        text PRIMARY KEY,
    created   double precision NOT NULL,
    setup     json NOT NULL,            -- the record header (an incident without events)
    mode      text NOT NULL,            -- face_to_face | online
    lang      text NOT NULL,            -- default language of the ruling texts
    tokens    json NOT NULL             -- role -> sha256 hex of the token
);
CREATE TABLE IF NOT EXISTS events (
    table_id  text NOT NULL REFERENCES tables(id),
    seq       integer NOT NULL CHECK (seq > 0),   -- 1, 2, 3 ... per table
    event     json NOT NULL,            -- the event in the incident format (with 'by')
    role      text NOT NULL,            -- the token that sent it: N, E, S, W or director
    at        double precision NOT NULL,          -- unix time of the commit
    PRIMARY KEY (table_id, seq)
);
CREATE OR REPLACE FUNCTION bridgelaw_events_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'events are insert-only'; END $$;
DROP TRIGGER IF EXISTS events_insert_only ON events;
CREATE TRIGGER events_insert_only BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION bridgelaw_events_insert_only();
DROP TRIGGER IF EXISTS events_no_truncate ON events;
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION bridgelaw_events_insert_only();
CREATE OR REPLACE FUNCTION bridgelaw_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- one notification per event, in order, the event itself when it fits a payload (8000 bytes)
    PERFORM pg_notify('{CHANNEL}', 'e ' || table_id || ' ' || seq
                      || CASE WHEN octet_length(event::text) <= {MAX_CARRIED}
                              THEN ' ' || event::text ELSE '' END)
        FROM new_rows ORDER BY table_id, seq;
    RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS events_notify ON events;
CREATE TRIGGER events_notify AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bridgelaw_events_notify();
"""

#: Insert a batch iff, for each of its tables, the record holds ``first - 1`` events (its first
#: append's expectation); rows in (table_id, seq) order (no deadlock between two batches).
_APPEND = """
WITH b AS (
    SELECT * FROM unnest(%(t)s::text[], %(s)s::integer[], %(e)s::text[], %(r)s::text[])
        AS b(table_id, seq, event, role)
), firsts AS (
    SELECT table_id, min(seq) AS first FROM b GROUP BY table_id
)
INSERT INTO events (table_id, seq, event, role, at)
SELECT b.table_id, b.seq, b.event::json, b.role, %(at)s FROM b
WHERE NOT EXISTS (
    SELECT 1 FROM firsts f
    WHERE f.first - 1 <> (SELECT coalesce(max(e.seq), 0) FROM events e WHERE e.table_id = f.table_id)
)
ORDER BY b.table_id, b.seq
"""

_ROW = "SELECT id, setup::text, mode, lang, tokens::text, created FROM tables"


def describe_url(url: str) -> str:
    """The server of a connection URL as ``host:port/dbname`` (never the password); the URL's
    own text (cut) when it cannot be read."""
    try:
        info = conninfo_to_dict(url)
    except psycopg.Error:
        return repr(url.split("@")[-1][:80])
    host = str(info.get("host") or "localhost")
    port = str(info.get("port") or "5432")
    return f"{host}:{port}/{info.get('dbname') or info.get('user') or ''}"


def _why(e: BaseException) -> str:
    """A driver's message on one line."""
    return "; ".join(part.strip() for part in str(e).splitlines() if part.strip()) or type(e).__name__


def check_url(url: str) -> None:
    """Raise StoreError unless ``url`` is a ``postgresql://`` (or ``postgres://``) URL that
    libpq can read (host, port, database, options)."""
    if not url.startswith(("postgresql://", "postgres://")):
        raise StoreError(f"--database: {url[:80]!r} is not a postgresql:// URL "
                         "(e.g. postgresql://user@host:5432/bridgelaw)")
    try:
        conninfo_to_dict(url)
    except psycopg.Error as e:
        raise StoreError(f"--database: cannot read the URL: {_why(e)}") from None


class PostgresStore:
    """The tables and their records in a PostgreSQL database (a
    :class:`~bridgelaw.service.store.Store` that several processes share).

    Args:
        url: ``postgresql://user[:password]@host[:port]/dbname[?options]`` (libpq's URL).
        pool_size: connections kept open (the reads of the event loop, the group commit's
            writes, a table load on a thread); at most twice as many.
        connect_timeout: seconds to wait for the server when connecting.

    Raises:
        StoreError: the URL is not a PostgreSQL URL, the server cannot be reached or refuses
            the login, or the database holds a newer schema version.
    """

    def __init__(self, url: str, *, pool_size: int = 2, connect_timeout: float = 10.0) -> None:
        check_url(url)
        self.url = url
        self.where = describe_url(url)
        timeout = max(1, round(connect_timeout))
        try:
            with psycopg.connect(url, autocommit=True, connect_timeout=timeout) as conn:
                self._create_schema(conn)
        except StoreError:
            raise
        except psycopg.Error as e:
            raise StoreError(f"--database {self.where}: cannot open the table database: {_why(e)}") from None
        self._pool: ConnectionPool[psycopg.Connection[tuple[Any, ...]]] = ConnectionPool(
            url, min_size=pool_size, max_size=2 * pool_size, open=False, name="bridgelaw",
            kwargs={"autocommit": True, "connect_timeout": timeout}, timeout=connect_timeout)
        try:
            self._pool.open(wait=True, timeout=connect_timeout)
        except psycopg.Error as e:
            self._pool.close()
            raise StoreError(f"--database {self.where}: cannot open the table database: {_why(e)}") from None
        #: How many write transactions :meth:`append` has committed (for tests and benches).
        self.commits = 0

    def _create_schema(self, conn: psycopg.Connection[tuple[Any, ...]]) -> None:
        """Create the schema if missing (one transaction; workers starting at once take turns)."""
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
            exists = conn.execute("SELECT to_regclass('bridgelaw_schema') IS NOT NULL").fetchone()
            if exists and exists[0]:
                found = conn.execute("SELECT max(version) FROM bridgelaw_schema").fetchone()
                version = int(found[0]) if found and found[0] is not None else 0
                if version > SCHEMA_VERSION:
                    raise StoreError(
                        f"--database {self.where}: schema version {version} is newer than this "
                        f"bridgelaw knows ({SCHEMA_VERSION}); use a newer bridgelaw or another database")
                if version == SCHEMA_VERSION:
                    return
            conn.execute(_SCHEMA)
            conn.execute("DELETE FROM bridgelaw_schema")
            conn.execute("INSERT INTO bridgelaw_schema (version) VALUES (%s)", (SCHEMA_VERSION,))

    def _failed(self, what: str, e: BaseException) -> StoreError:
        return StoreError(f"table database {self.where}: cannot {what}: {_why(e)}")

    @property
    def threaded_writes(self) -> bool:
        """True: :meth:`append` takes a connection of the pool on whatever thread calls it."""
        return True

    def close(self) -> None:
        """Close the pool's connections (what is stored stays)."""
        self._pool.close()

    @property
    def schema_version(self) -> int:
        """The schema version of the database.

        Raises:
            StoreError: the database cannot be read.
        """
        try:
            with self._pool.connection() as conn:
                found = conn.execute("SELECT max(version) FROM bridgelaw_schema").fetchone()
        except psycopg.Error as e:
            raise self._failed("read the schema version", e) from None
        return int(found[0]) if found and found[0] is not None else 0

    def create_table(self, row: TableRow) -> None:
        """Insert a new table row (committed on return).

        Raises:
            TableExistsError: the id is taken.
            StoreError: the database cannot be written.
        """
        try:
            with self._pool.connection() as conn:
                conn.execute(
                    "INSERT INTO tables (id, created, setup, mode, lang, tokens) "
                    "VALUES (%s, %s, %s, %s, %s, %s)",
                    (row.id, row.created, json.dumps(row.setup, ensure_ascii=False), row.mode, row.lang,
                     json.dumps(row.tokens)))
        except pg_errors.UniqueViolation:
            raise TableExistsError(f"table {row.id!r} is already stored") from None
        except psycopg.Error as e:
            raise self._failed(f"create table {row.id!r}", e) from None

    def table(self, table_id: str) -> TableRow | None:
        """The table row, or None if there is no such table (StoreError: unreadable)."""
        try:
            with self._pool.connection() as conn:
                found = conn.execute(_ROW + " WHERE id = %s", (table_id,)).fetchone()
        except psycopg.Error as e:
            raise self._failed(f"read table {table_id!r}", e) from None
        return None if found is None else _row(found)

    def list_tables(self) -> list[TableRow]:
        """Every table row, oldest first, without events (StoreError: unreadable)."""
        try:
            with self._pool.connection() as conn:
                rows = conn.execute(_ROW + " ORDER BY created, id").fetchall()
        except psycopg.Error as e:
            raise self._failed("list the tables", e) from None
        return [_row(r) for r in rows]

    def events(self, table_id: str, after: int = 0) -> list[dict[str, Any]]:
        """The table's events after number ``after`` in order (StoreError: unreadable)."""
        try:
            with self._pool.connection() as conn:
                rows = conn.execute("SELECT event::text FROM events WHERE table_id = %s AND seq > %s "
                                    "ORDER BY seq", (table_id, after)).fetchall()
        except psycopg.Error as e:
            raise self._failed(f"read the record of table {table_id!r}", e) from None
        return [json.loads(r[0]) for r in rows]

    def append(self, batch: Sequence[Append]) -> None:
        """Insert ``batch`` in ONE statement (one transaction, committed and flushed on return).
        All or nothing.

        Raises:
            VersionConflictError: a record does not hold the events an append expects, or another
                writer inserted the same number first.
            NoSuchTableError: an append names a table that is not stored.
            StoreError: the statement failed (nothing of it is written).
        """
        if not batch:
            return
        following: dict[str, int] = {}
        for a in batch:  # a table's appends in one batch follow each other
            if a.table_id in following and a.expected != following[a.table_id]:
                raise VersionConflictError(
                    f"table {a.table_id}: event {a.seq} does not follow event {following[a.table_id]} "
                    "of the same batch; nothing was appended")
            following[a.table_id] = a.seq
        params = {"t": [a.table_id for a in batch], "s": [a.seq for a in batch],
                  "e": [a.event for a in batch], "r": [a.role for a in batch], "at": time.time()}
        try:
            with self._pool.connection() as conn:
                cur = conn.execute(_APPEND, params)
                written = cur.rowcount
        except pg_errors.UniqueViolation:
            raise VersionConflictError("an event's number is already recorded (another writer appended "
                                       "first); nothing was appended") from None
        except pg_errors.ForeignKeyViolation:
            raise self._missing(batch) from None
        except psycopg.Error as e:
            raise self._failed(f"append {len(batch)} event(s)", e) from None
        if written != len(batch):
            raise VersionConflictError(
                "a record does not hold the events its append expects (another writer appended first); "
                "nothing was appended")
        self.commits += 1

    def _missing(self, batch: Sequence[Append]) -> StoreError:
        """The error of a batch refused by the foreign key: the first table not stored."""
        try:
            with self._pool.connection() as conn:
                ids = sorted({a.table_id for a in batch})
                stored = {r[0] for r in conn.execute("SELECT id FROM tables WHERE id = ANY(%s)", (ids,))}
        except psycopg.Error as e:
            return self._failed(f"append {len(batch)} event(s)", e)
        for a in batch:
            if a.table_id not in stored:
                return NoSuchTableError(f"table {a.table_id!r} is not stored; nothing was appended")
        return StoreError("a table of the batch was removed meanwhile; nothing was appended")

    def maintain(self) -> float | None:
        """Nothing: PostgreSQL's own checkpointer and autovacuum keep the database."""
        return None

    def feed(self) -> PostgresFeed:
        """The other workers' committed events and messages, by ``LISTEN`` (:class:`PostgresFeed`)."""
        return PostgresFeed(self.url, self.where)


class PostgresFeed:
    """``LISTEN bridgelaw_events`` on a connection of its own, on the event loop: every committed
    event of any worker (``e <table> <seq> <event>``, sent by the trigger on ``events``) and every message
    sent with :meth:`send` (``m <table> <json>``: a call for the director) is handed on as a
    :class:`~bridgelaw.service.store.Change`.

    Args:
        url: the database's URL (as the store's).
        where: the server as shown in messages (no password).
    """

    def __init__(self, url: str, where: str) -> None:
        self.url = url
        self.where = where
        self._send_conn: psycopg.AsyncConnection[tuple[Any, ...]] | None = None
        self._send_lock = asyncio.Lock()

    async def run(self, deliver: Callable[[Change], None], *, retry: float = 0.5) -> None:
        """Listen until cancelled: hand every notification to ``deliver`` (on the event loop).
        Each time the listening connection is (re)established, ``deliver`` first receives a
        ``Change("reset")``: notifications may have been missed, every table must be checked.
        A lost connection is logged and opened again (after ``retry`` seconds, doubling to 5 s).
        Raises nothing but the cancellation."""
        wait = retry
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True, connect_timeout=10)
                try:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    wait = retry
                    deliver(Change("reset"))
                    async for n in conn.notifies():
                        change = parse_payload(n.payload)
                        if change is not None:
                            deliver(change)
                finally:
                    await conn.close()
            except psycopg.Error as e:
                log.warning("listening on %s failed (%s); again in %.1f s", self.where, _why(e), wait)
            await asyncio.sleep(wait)
            wait = min(5.0, wait * 2)

    async def send(self, table_id: str, message: dict[str, Any]) -> None:
        """Send ``message`` (JSON, at most about 7,900 bytes) to the clients of ``table_id`` on
        every worker (this one included: its listener receives it too).

        Raises:
            StoreError: the database cannot be reached.
        """
        payload = f"m {table_id} {json.dumps(message, ensure_ascii=False)}"
        async with self._send_lock:
            try:
                if self._send_conn is None or self._send_conn.closed:
                    self._send_conn = await psycopg.AsyncConnection.connect(
                        self.url, autocommit=True, connect_timeout=10)
                await self._send_conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
            except psycopg.Error as e:
                raise StoreError(f"table database {self.where}: cannot send to the other workers: "
                                 f"{_why(e)}") from None

    async def close(self) -> None:
        """Close the sending connection (the listener ends when its task is cancelled)."""
        if self._send_conn is not None:
            await self._send_conn.close()
            self._send_conn = None


def parse_payload(payload: str) -> Change | None:
    """A notification's payload as a Change (None: not one of ours)."""
    kind, _, rest = payload.partition(" ")
    table_id, _, value = rest.partition(" ")
    if not table_id:
        return None
    if kind == "e":
        number, _, text = value.partition(" ")
        try:
            event = json.loads(text) if text else None
            return Change("event", table_id, int(number), body=event if isinstance(event, dict) else None)
        except ValueError:
            return None
    if kind == "m":
        try:
            message = json.loads(value)
        except ValueError:
            return None
        return Change("message", table_id, body=message) if isinstance(message, dict) else None
    return None


def _row(r: Any) -> TableRow:
    return TableRow(r[0], json.loads(r[1]), r[2], r[3], json.loads(r[4]), float(r[5]))
