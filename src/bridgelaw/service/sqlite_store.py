"""The embedded store: one SQLite file (stdlib ``sqlite3``, WAL) - the :class:`~bridgelaw.service.store.Store`
of ``bridgelaw serve`` (table-service.md "Reliability"). The only module that imports ``sqlite3``.

Two SQL tables: ``tables`` (one row per table: its setup, mode, language and the digests of its
tokens) and ``events`` (the records: one row per event, numbered from 1 per table). ``events``
is insert-only: triggers refuse ``UPDATE`` and ``DELETE``, so a table's record is append-only
in the file too. The schema version is ``PRAGMA user_version`` (:data:`SCHEMA_VERSION`).

Every write is one transaction, committed before the call returns (``synchronous=FULL``):
after a ``kill -9`` every acknowledged event is there and no half-written one (SQLite's WAL
makes a transaction all or nothing). :meth:`SQLiteStore.append` writes a batch of events (of
many tables) in one ``BEGIN IMMEDIATE`` transaction - one fsync for all of them, the group
commit's - and inserts each only if its table's record holds the number of events the writer
expects (else :class:`~bridgelaw.service.store.VersionConflictError`, the batch rolled back).
It runs on a connection of its own, so that it may run on the group commit's thread while the
event loop reads (WAL readers see only committed transactions).

Checkpoints (copying the WAL's pages into the database file: 5-20 ms, the file written and
fsync'ed) are not left to SQLite's automatic one, which runs inside the commit that crosses
its 1,000-page mark, so that the events of that transaction would be acknowledged only after
it. :meth:`SQLiteStore.maintain` runs one when :data:`CHECKPOINT_EVERY` commits have gone by
(the group commit calls it between two batches when no event waits); :meth:`SQLiteStore.append`
runs one itself if nobody has for :data:`CHECKPOINT_FORCE` commits, so the WAL stays bounded.
A checkpoint never changes what is committed: durability is the commit's (``synchronous``).

Every ``sqlite3`` error becomes a :class:`~bridgelaw.service.store.StoreError` naming the file
and what could not be done.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bridgelaw.service.store import (
    Append,
    ChangeFeed,
    NoSuchTableError,
    StoreError,
    TableExistsError,
    TableRow,
    VersionConflictError,
)

__all__ = ["CHECKPOINT_EVERY", "CHECKPOINT_FORCE", "SCHEMA_VERSION", "SQLiteStore"]

#: ``PRAGMA user_version`` of the schema this code writes.
SCHEMA_VERSION = 1

#: Commits after which a checkpoint is due (an event's commit writes 2-4 pages to the WAL:
#: about SQLite's own 1,000-page mark).
CHECKPOINT_EVERY = 300

#: Commits after which :meth:`SQLiteStore.append` checkpoints itself, in the commit.
CHECKPOINT_FORCE = 3 * CHECKPOINT_EVERY

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id        TEXT PRIMARY KEY,
    created   REAL NOT NULL,
    setup     TEXT NOT NULL,      -- JSON: the record header (an incident without events)
    mode      TEXT NOT NULL,      -- face_to_face | online
    lang      TEXT NOT NULL,      -- default language of the ruling texts
    tokens    TEXT NOT NULL       -- JSON: role -> sha256 hex of the token
);
CREATE TABLE IF NOT EXISTS events (
    table_id  TEXT NOT NULL REFERENCES tables(id),
    seq       INTEGER NOT NULL,   -- 1, 2, 3 ... per table
    event     TEXT NOT NULL,      -- JSON: the event in the incident format (with 'by')
    role      TEXT NOT NULL,      -- the token that sent it: N, E, S, W or director
    at        REAL NOT NULL,      -- unix time of the commit
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS events_insert_only_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are insert-only'); END;
CREATE TRIGGER IF NOT EXISTS events_insert_only_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are insert-only'); END;
"""

#: Insert event ``expected + 1`` only if the table's record holds ``expected`` events.
_APPEND = (
    "INSERT INTO events (table_id, seq, event, role, at) SELECT ?, ?, ?, ?, ? "
    "WHERE (SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?) = ?"
)


class SQLiteStore:
    """The tables and their records in one SQLite file (a :class:`~bridgelaw.service.store.Store`).

    Args:
        path: the database file (created if missing); ``":memory:"`` for tests.
        synchronous: SQLite's ``synchronous`` pragma, ``FULL`` (default: durable at each
            commit) or ``NORMAL``.

    Raises:
        StoreError: the file cannot be opened, or it holds a newer schema version.

    Two connections for a file: one for reads and table rows (the server's event loop) and
    one for :meth:`append` and :meth:`maintain` (one thread at a time: the group commit's);
    for ``":memory:"`` both are the same connection (:attr:`threaded_writes` is False then).
    """

    def __init__(self, path: str | Path, *, synchronous: str = "FULL") -> None:
        self.path = str(path)
        sync = "NORMAL" if synchronous == "NORMAL" else "FULL"
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={sync}")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.execute("PRAGMA busy_timeout=5000")
            version = int(self._db.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise StoreError(
                    f"--db {self.path!r}: schema version {version} is newer than this bridgelaw "
                    f"knows ({SCHEMA_VERSION}); use a newer bridgelaw or another file"
                )
            self._db.executescript(_SCHEMA)
            if version < SCHEMA_VERSION:
                self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            self._writer = self._db
            if self.path != ":memory:" and not self.path.startswith("file:"):
                self._writer = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
                self._writer.execute(f"PRAGMA synchronous={sync}")
                self._writer.execute("PRAGMA foreign_keys=ON")
                self._writer.execute("PRAGMA busy_timeout=5000")
                self._writer.execute("PRAGMA wal_autocheckpoint=0")  # maintain()'s job
        except sqlite3.Error as e:
            raise StoreError(f"--db {self.path!r}: cannot open the table database: {e}") from None
        #: How many write transactions :meth:`append` has committed (for tests and benches).
        self.commits = 0
        #: How many checkpoints :meth:`checkpoint` has run.
        self.checkpoints = 0
        self._since_checkpoint = 0

    def _failed(self, what: str, e: sqlite3.Error) -> StoreError:
        return StoreError(f"table database {self.path!r}: cannot {what}: {e}")

    @property
    def threaded_writes(self) -> bool:
        """True when :meth:`append` has a connection of its own (it may run on another thread)."""
        return self._writer is not self._db

    def close(self) -> None:
        """Close the connections (committed data stays)."""
        if self._writer is not self._db:
            self._writer.close()
        self._db.close()

    @property
    def schema_version(self) -> int:
        """``PRAGMA user_version`` of the open database."""
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def create_table(self, row: TableRow) -> None:
        """Insert a new table row (committed on return).

        Raises:
            TableExistsError: the id is taken.
            StoreError: the file cannot be written.
        """
        try:
            self._db.execute(
                "INSERT INTO tables (id, created, setup, mode, lang, tokens) VALUES (?, ?, ?, ?, ?, ?)",
                (row.id, row.created, json.dumps(row.setup, ensure_ascii=False), row.mode, row.lang,
                 json.dumps(row.tokens)),
            )
        except sqlite3.IntegrityError:
            raise TableExistsError(f"table {row.id!r} is already stored") from None
        except sqlite3.Error as e:
            raise self._failed(f"create table {row.id!r}", e) from None

    def table(self, table_id: str) -> TableRow | None:
        """The table row, or None if there is no such table (StoreError: unreadable)."""
        try:
            row = self._db.execute(
                "SELECT id, setup, mode, lang, tokens, created FROM tables WHERE id = ?", (table_id,)
            ).fetchone()
        except sqlite3.Error as e:
            raise self._failed(f"read table {table_id!r}", e) from None
        return None if row is None else _row(row)

    def list_tables(self) -> list[TableRow]:
        """Every table row, oldest first, without events (StoreError: unreadable)."""
        try:
            rows = self._db.execute(
                "SELECT id, setup, mode, lang, tokens, created FROM tables ORDER BY created, id"
            ).fetchall()
        except sqlite3.Error as e:
            raise self._failed("list the tables", e) from None
        return [_row(r) for r in rows]

    def events(self, table_id: str, after: int = 0) -> list[dict[str, Any]]:
        """The table's events after number ``after`` in order (the incident-format mappings,
        with ``by``)."""
        try:
            rows = self._db.execute(
                "SELECT event FROM events WHERE table_id = ? AND seq > ? ORDER BY seq", (table_id, after)
            ).fetchall()
        except sqlite3.Error as e:
            raise self._failed(f"read the record of table {table_id!r}", e) from None
        return [json.loads(r[0]) for r in rows]

    def append(self, batch: Sequence[Append]) -> None:
        """Insert ``batch`` in ONE transaction and commit it (one fsync at ``synchronous=FULL``);
        returns only once committed. All or nothing.

        Raises:
            VersionConflictError: a record does not hold the events an append expects.
            NoSuchTableError: an append names a table that is not stored.
            StoreError: the transaction could not be committed.
        """
        db = self._writer
        at = time.time()
        try:
            db.execute("BEGIN IMMEDIATE")
            for a in batch:
                cur = db.execute(_APPEND, (a.table_id, a.seq, a.event, a.role, at, a.table_id, a.expected))
                if cur.rowcount != 1:
                    self._rollback()
                    raise VersionConflictError(
                        f"table {a.table_id}: event {a.seq} is not next in the record "
                        f"(another writer appended first)")
            db.execute("COMMIT")
        except sqlite3.IntegrityError:
            self._rollback()
            raise self._integrity(batch) from None
        except sqlite3.Error as e:
            self._rollback()
            raise self._failed(f"append {len(batch)} event(s)", e) from None
        except BaseException:
            self._rollback()
            raise
        self.commits += 1
        self._since_checkpoint += 1
        if self._since_checkpoint >= CHECKPOINT_FORCE:
            self.checkpoint()

    def _integrity(self, batch: Sequence[Append]) -> StoreError:
        """The error of a batch refused by a constraint: a table not stored (its foreign key),
        else a number already taken (the primary key: another writer came first)."""
        try:
            for a in batch:
                found = self._writer.execute("SELECT 1 FROM tables WHERE id = ?", (a.table_id,)).fetchone()
                if found is None:
                    return NoSuchTableError(f"table {a.table_id!r} is not stored; nothing was appended")
        except sqlite3.Error as e:
            return self._failed(f"append {len(batch)} event(s)", e)
        return VersionConflictError("an event's number is already recorded (another writer appended first)")

    def feed(self) -> ChangeFeed | None:
        """None: one service process owns an SQLite file (``bridgelaw serve`` with one worker)."""
        return None

    def checkpoint_due(self) -> bool:
        """True when :data:`CHECKPOINT_EVERY` commits have gone by since the last checkpoint
        (never for a store without a writer connection of its own: ``":memory:"``)."""
        return self._since_checkpoint >= CHECKPOINT_EVERY and self.threaded_writes

    def maintain(self) -> float | None:
        """A checkpoint when one is due (:meth:`checkpoint_due`): its seconds; else None."""
        return self.checkpoint() if self.checkpoint_due() else None

    def checkpoint(self) -> float:
        """Copy the WAL into the database file (``PRAGMA wal_checkpoint(PASSIVE)``) on the
        writer's connection, between two transactions; call it on the thread that calls
        :meth:`append`. Returns its duration in seconds. A checkpoint that fails is tried
        again later: the WAL keeps every committed page meanwhile."""
        t0 = time.perf_counter()
        self._since_checkpoint = 0
        if self.threaded_writes:
            try:
                # read to the end: no statement left open (it would hold a read snapshot)
                self._writer.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                self.checkpoints += 1
            except sqlite3.Error:
                pass
        return time.perf_counter() - t0

    def _rollback(self) -> None:
        """Roll the writer's open transaction back, if any; raises nothing."""
        try:
            if self._writer.in_transaction:
                self._writer.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def _row(r: Any) -> TableRow:
    return TableRow(r[0], json.loads(r[1]), r[2], r[3], json.loads(r[4]), r[5])
