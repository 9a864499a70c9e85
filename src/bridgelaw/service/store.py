"""Where the tables and their records are kept: the :class:`Store` protocol (table-service.md
"Reliability").

A store keeps two things: one :class:`TableRow` per table (its setup, mode, language and the
digests of its tokens, never changed) and the table's record, its events numbered 1, 2, 3 ...
and never changed or removed (append-only). The table service reads and writes them only
through this protocol; :class:`~bridgelaw.service.sqlite_store.SQLiteStore` is the embedded
implementation, and a store for a database server implements the same methods and passes the
same contract tests (``tests/service/test_store_contract.py``).

The contract, in short:

* :meth:`Store.append` writes a batch of :class:`Append` (events of any tables) all or nothing.
  Each names the number of events the writer expects the record to hold before it
  (``expected``); if the record holds another number the whole batch is refused with
  :class:`VersionConflictError` - two writers never interleave their events, and no number is
  used twice or skipped. It returns only once the batch is durable.
* :meth:`Store.table` and :meth:`Store.events` load a table; :meth:`Store.list_tables` lists
  the tables without loading their events.
* Every failure of the database is a :class:`StoreError` (a subclass says which): no
  exception of a database driver leaves a store.
* :meth:`Store.feed` is how a store shared by several service processes tells each of them
  what the others committed (PostgreSQL: ``LISTEN``/``NOTIFY``); None for a store that one
  process owns (SQLite).
* :meth:`Store.maintain` is the store's own housekeeping, which the group commit
  (:mod:`bridgelaw.service.commit`) runs between two batches when no event waits, so that it
  never delays an event's commit; :attr:`Store.threaded_writes` says whether :meth:`append` and
  :meth:`maintain` may run on a thread of their own while the event loop reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bridgelaw.errors import BridgeLawError

__all__ = ["Append", "Change", "ChangeFeed", "NoSuchTableError", "Store", "StoreError", "TableExistsError",
           "TableRow", "VersionConflictError"]


class StoreError(BridgeLawError):
    """The store failed: it cannot be opened, read or written (the message says which store,
    what and why). Nothing of the failed write is kept."""


class VersionConflictError(StoreError):
    """A record does not hold the number of events the writer expected: another writer
    appended first (nothing of the batch was written)."""


class TableExistsError(StoreError):
    """A table with this id is already stored."""


class NoSuchTableError(StoreError):
    """An event was appended to a table that is not stored (nothing of the batch was written)."""


@dataclass(frozen=True)
class TableRow:
    """One stored table, never changed once created.

    Attributes: ``id``; ``setup`` (the record header: an incident without events); ``mode``
    (``face_to_face`` or ``online``); ``lang`` (the default language of the ruling texts);
    ``tokens`` (role -> SHA-256 hex digest of the token); ``created`` (unix time).
    """

    id: str
    setup: dict[str, Any]
    mode: str
    lang: str
    tokens: dict[str, str]
    created: float


@dataclass(frozen=True)
class Append:
    """One event to append to a table's record.

    Attributes: ``table_id``; ``expected`` (how many events the writer expects the record to
    hold before this one: the event becomes number ``expected + 1``); ``event`` (the event as
    JSON text, in the incident format with ``by``); ``role`` (the token that sent it: a seat
    letter or ``director``).
    """

    table_id: str
    expected: int
    event: str
    role: str

    @property
    def seq(self) -> int:
        """The number the event gets in its table's record."""
        return self.expected + 1


@dataclass(frozen=True)
class Change:
    """What a :class:`ChangeFeed` tells a worker.

    Attributes: ``kind`` - ``"event"`` (event number ``seq`` of table ``table_id`` is committed,
    by any worker; ``body`` is the event itself when the feed carries it, else None: read it
    from the store), ``"message"`` (``body`` is for the clients of ``table_id`` on every
    worker: a call for the director) or ``"reset"`` (the feed was (re)connected: news may have
    been missed, every table held must be checked against the store).
    """

    kind: str
    table_id: str = ""
    seq: int = 0
    body: dict[str, Any] | None = None


class ChangeFeed(Protocol):
    """The news of a store that several service processes share (table-service.md "Several
    workers on PostgreSQL")."""

    async def run(self, deliver: Callable[[Change], None]) -> None:
        """Hand every change to ``deliver`` on the event loop until cancelled (a lost connection
        is opened again; each (re)connection delivers ``Change("reset")`` first)."""
        ...

    async def send(self, table_id: str, message: dict[str, Any]) -> None:
        """Send ``message`` to the clients of ``table_id`` on every worker, this one included.

        Raises:
            StoreError: the message cannot be sent.
        """
        ...

    async def close(self) -> None:
        """Release what :meth:`send` holds."""
        ...


class Store(Protocol):
    """The tables and their append-only records (the module docstring has the contract)."""

    @property
    def threaded_writes(self) -> bool:
        """True when :meth:`append` and :meth:`maintain` may run on a thread of their own (one
        thread at a time) while other threads read; False: call them on the reading thread."""
        ...

    def create_table(self, row: TableRow) -> None:
        """Store a new table (durable on return), its record empty.

        Raises:
            TableExistsError: a table with ``row.id`` is already stored.
            StoreError: the store cannot be written.
        """
        ...

    def table(self, table_id: str) -> TableRow | None:
        """The stored table, or None when there is none with this id.

        Raises:
            StoreError: the store cannot be read.
        """
        ...

    def events(self, table_id: str, after: int = 0) -> list[dict[str, Any]]:
        """The table's record in order: the events after number ``after`` (all by default),
        event ``after + 1`` first, each the incident-format mapping (with ``by``); empty for a
        table without events or with no such id.

        Raises:
            StoreError: the store cannot be read.
        """
        ...

    def list_tables(self) -> list[TableRow]:
        """Every stored table, oldest first, without their events.

        Raises:
            StoreError: the store cannot be read.
        """
        ...

    def append(self, batch: Sequence[Append]) -> None:
        """Append ``batch`` (events of any tables; several of one table in order, each
        expecting the one before it) all or nothing; returns once it is durable.

        Raises:
            VersionConflictError: a record does not hold the number of events its append
                expects (nothing of ``batch`` written).
            NoSuchTableError: an append names a table that is not stored (nothing written).
            StoreError: the batch could not be written (nothing of it written).
        """
        ...

    def maintain(self) -> float | None:
        """The store's housekeeping, if any is due now; call it between two :meth:`append`, on
        the thread that appends. Returns the seconds it took, or None when nothing was due.
        Never changes what is stored, and raises nothing (a failure is tried again later)."""
        ...

    def feed(self) -> ChangeFeed | None:
        """The news of what other processes commit to this store, for a store that several
        service processes share; None when this process is the store's only writer."""
        ...

    def close(self) -> None:
        """Release the store (what is stored stays)."""
        ...
