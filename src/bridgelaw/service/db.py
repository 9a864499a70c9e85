"""The table store: an embedded SQLite database (stdlib ``sqlite3``, WAL) - table-service.md.

Two tables: ``tables`` (one row per table: its setup, mode, language and the hashes of its
tokens) and ``events`` (the record: one row per event, numbered from 1 per table). ``events``
is insert-only: triggers refuse ``UPDATE`` and ``DELETE``, so a table's record is append-only
in the database too. The schema version is ``PRAGMA user_version`` (:data:`SCHEMA_VERSION`).

Every write is one transaction committed before the caller acknowledges the event
(``synchronous=FULL``): after a ``kill -9`` every acknowledged event is there and no half
written one (SQLite's WAL makes a transaction all or nothing). :meth:`Store.append_events`
writes many events (of many tables) in one transaction - one fsync for all of them (group
commit, used by the table manager); it runs on its own connection so that it may run on a
worker thread while the event loop reads (WAL readers see only committed transactions).

Checkpoints (copying the WAL's pages into the database file: 5-20 ms, the database file
written and fsync'ed) are not left to SQLite's automatic one, which runs inside the commit
that crosses its 1,000-page mark, so that the events of that transaction would be
acknowledged only after it. :meth:`Store.checkpoint` runs one between two transactions,
after the transaction's events are handed back (the table manager's commit thread calls it
when :meth:`Store.checkpoint_due` and no event waits); :meth:`Store.append_events` runs one
itself if nobody has for :data:`CHECKPOINT_FORCE` commits, so the WAL stays bounded. A
checkpoint never changes what is committed: durability is the commit's (``synchronous``).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bridgelaw.errors import BridgeLawError

__all__ = ["SCHEMA_VERSION", "SeqTakenError", "Store", "StoreError", "TableRow"]

#: ``PRAGMA user_version`` of the schema this code writes.
SCHEMA_VERSION = 1

#: Commits after which a checkpoint is due (an event's commit writes 2-4 pages to the WAL:
#: about SQLite's own 1,000-page mark).
CHECKPOINT_EVERY = 300

#: Commits after which :meth:`Store.append_events` checkpoints itself, in the commit.
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


class StoreError(BridgeLawError):
    """The database cannot be opened or is of another schema (the message says which file, why)."""


class SeqTakenError(StoreError):
    """An event with this number is already in the record (a concurrent writer won)."""


@dataclass(frozen=True)
class TableRow:
    """One row of ``tables``.

    Attributes: ``id``; ``setup`` (the record header mapping); ``mode``; ``lang``;
    ``tokens`` (role -> sha256 hex digest of the token); ``created`` (unix time).
    """

    id: str
    setup: dict[str, Any]
    mode: str
    lang: str
    tokens: dict[str, str]
    created: float


class Store:
    """The SQLite store of tables and their records.

    Args:
        path: the database file (created if missing); ``":memory:"`` for tests.
        synchronous: SQLite's ``synchronous`` pragma, ``FULL`` (default: durable at each
            commit) or ``NORMAL``.

    Raises:
        StoreError: the file cannot be opened, or it holds a newer schema version.

    Two connections for a file: one for reads and table rows (the server's event loop) and
    one for :meth:`append_events` (one thread at a time: the manager's commit thread); for
    ``":memory:"`` both are the same connection (:attr:`threaded_writes` is False then).
    """

    def __init__(self, path: str | Path, *, synchronous: str = "FULL") -> None:
        self.path = str(path)
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={'NORMAL' if synchronous == 'NORMAL' else 'FULL'}")
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
                self._writer.execute(f"PRAGMA synchronous={'NORMAL' if synchronous == 'NORMAL' else 'FULL'}")
                self._writer.execute("PRAGMA foreign_keys=ON")
                self._writer.execute("PRAGMA busy_timeout=5000")
                self._writer.execute("PRAGMA wal_autocheckpoint=0")  # Store.checkpoint's job
        except sqlite3.Error as e:
            raise StoreError(f"--db {self.path!r}: cannot open the table database: {e}") from None
        #: How many write transactions :meth:`append_events` has committed (for tests and benches).
        self.commits = 0
        #: How many checkpoints :meth:`checkpoint` has run.
        self.checkpoints = 0
        self._since_checkpoint = 0

    @property
    def threaded_writes(self) -> bool:
        """True when :meth:`append_events` has a connection of its own (it may run on another thread)."""
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

    def create_table(self, table_id: str, setup: dict[str, Any], mode: str, lang: str,
                     tokens: dict[str, str]) -> None:
        """Insert a new table row (committed on return).

        Raises:
            sqlite3.IntegrityError: the id is taken.
        """
        self._db.execute(
            "INSERT INTO tables (id, created, setup, mode, lang, tokens) VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, time.time(), json.dumps(setup, ensure_ascii=False), mode, lang, json.dumps(tokens)),
        )

    def table(self, table_id: str) -> TableRow | None:
        """The table row, or None if there is no such table."""
        row = self._db.execute(
            "SELECT id, setup, mode, lang, tokens, created FROM tables WHERE id = ?", (table_id,)
        ).fetchone()
        if row is None:
            return None
        return TableRow(row[0], json.loads(row[1]), row[2], row[3], json.loads(row[4]), row[5])

    def table_ids(self) -> list[str]:
        """Every table id, oldest first."""
        return [r[0] for r in self._db.execute("SELECT id FROM tables ORDER BY created, id")]

    def append_event(self, table_id: str, seq: int, event: dict[str, Any], role: str) -> None:
        """Insert event number ``seq`` of the table and commit; returns only once committed.

        Raises:
            SeqTakenError: the record already holds an event with this number (nothing written).
        """
        self.append_events([(table_id, seq, json.dumps(event, ensure_ascii=False), role)])

    def append_events(self, rows: Sequence[tuple[str, int, str, str]]) -> None:
        """Insert many events in ONE transaction and commit it (one fsync at ``synchronous=FULL``);
        returns only once committed. All or nothing: on any error nothing of ``rows`` is written.

        Args:
            rows: ``(table id, seq, event JSON text, role)`` per event, any tables.

        Raises:
            SeqTakenError: one of the numbers is already recorded (nothing written).
            sqlite3.Error: the transaction could not be committed (nothing written).
        """
        db = self._writer
        at = time.time()
        db.execute("BEGIN IMMEDIATE")
        try:
            db.executemany("INSERT INTO events (table_id, seq, event, role, at) VALUES (?, ?, ?, ?, ?)",
                           [(t, q, e, r, at) for t, q, e, r in rows])
            db.execute("COMMIT")
        except sqlite3.IntegrityError:
            self._rollback()
            first = rows[0] if len(rows) == 1 else None
            what = f"table {first[0]}: event {first[1]}" if first else "one of the events"
            raise SeqTakenError(f"{what} is already recorded") from None
        except BaseException:
            self._rollback()
            raise
        self.commits += 1
        self._since_checkpoint += 1
        if self._since_checkpoint >= CHECKPOINT_FORCE:
            self.checkpoint()

    def checkpoint_due(self) -> bool:
        """True when :data:`CHECKPOINT_EVERY` commits have gone by since the last checkpoint
        (never for a store without a writer connection of its own: ``":memory:"``)."""
        return self._since_checkpoint >= CHECKPOINT_EVERY and self.threaded_writes

    def checkpoint(self) -> float:
        """Copy the WAL into the database file (``PRAGMA wal_checkpoint(PASSIVE)``) on the
        writer's connection, between two transactions; call it on the thread that calls
        :meth:`append_events`. Returns its duration in seconds. A checkpoint that fails is
        logged nowhere and tried again later: the WAL keeps every committed page meanwhile."""
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
        if self._writer.in_transaction:
            try:
                self._writer.execute("ROLLBACK")
            except sqlite3.Error:
                pass

    def events(self, table_id: str) -> list[dict[str, Any]]:
        """The table's events in order (the incident-format mappings, with ``by``)."""
        return [
            json.loads(r[0])
            for r in self._db.execute("SELECT event FROM events WHERE table_id = ? ORDER BY seq", (table_id,))
        ]

    def event_count(self, table_id: str) -> int:
        """How many events the table's record holds."""
        row = self._db.execute("SELECT COUNT(*) FROM events WHERE table_id = ?", (table_id,)).fetchone()
        return int(row[0])
