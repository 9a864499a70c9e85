"""The server's tables: the store's tables, each loaded into memory when it is first asked for
(table-service.md "Reliability").

The record in the store is the truth; :class:`Tables` keeps a :class:`LiveTable` (the session
replayed from the record, its clients, its lock and view cache) for the tables in use, at most
``max_cached`` of them: the least recently used table without clients and without an event in
flight is dropped first, and replayed from the store when it is asked for again. So the
server starts without reading any table, and its memory depends on the tables in play, not on
how many were ever played. A table is replayed again whenever its memory may differ from the
store (:meth:`Tables.rebuild`, after a failed commit).

Events on one table are serialised by its ``writing`` lock (:meth:`Tables.lock`), which the
event path (:mod:`bridgelaw.service.manager`) holds from the check of an event to the build of
its views; :meth:`Tables.settled` waits for it, so a view read right after holds only
committed events.

On a store that several service processes share, :attr:`Tables.follower`
(:mod:`bridgelaw.service.follow`) knows which tables other workers have moved on: :meth:`Tables.lock`
catches such a table up from the store before it hands the lock over, so an event is never
applied to (and a view never read from) a memory that is known to be behind.
"""

from __future__ import annotations

import logging
import secrets
import time
from typing import Any, Protocol

from bridgelaw.errors import BridgeLawError
from bridgelaw.service.errors import ApiError
from bridgelaw.service.live import LiveTable, call_notes, directed_events, load_session
from bridgelaw.service.store import Store, StoreError, TableExistsError, TableRow

__all__ = ["MAX_CACHED", "CatchUp", "Tables"]

log = logging.getLogger("bridgelaw.service")

#: Tables kept in memory by default (a played board's table is about 150 kB).
MAX_CACHED = 1_000


class CatchUp(Protocol):
    """What :meth:`Tables.lock` needs of the follower of a shared store
    (:class:`~bridgelaw.service.follow.Follower`)."""

    def behind(self, live: LiveTable) -> bool:
        """True when the store is known to hold events the table's memory lacks."""
        ...

    async def catch_up(self, live: LiveTable) -> bool:
        """Apply (and publish) those events, holding the table's lock; False: the store failed."""
        ...


class Tables:
    """The tables of a store, loaded on demand and kept in a bounded cache.

    Args:
        store: where the tables and their records are.
        max_cached: how many tables to keep in memory at most (tables with clients or with an
            event in flight are kept even beyond it).
    """

    def __init__(self, store: Store, *, max_cached: int = MAX_CACHED) -> None:
        self.store = store
        self.max_cached = max_cached
        self._live: dict[str, LiveTable] = {}
        #: The follower of a shared store's feed (None: this process is the store's only writer).
        self.follower: CatchUp | None = None

    def __len__(self) -> int:
        """How many tables are in memory now."""
        return len(self._live)

    def create(self, setup: dict[str, Any], mode: str, lang: str, tokens: dict[str, str]) -> LiveTable:
        """Store a new table under a fresh random id and keep it in memory.

        Args:
            setup: its record header (checked already); ``mode``, ``lang``: its mode and language;
            tokens: role -> digest of the token.

        Raises:
            StoreError: the store cannot be written.
        """
        for _ in range(5):
            row = TableRow(secrets.token_hex(6), setup, mode, lang, tokens, time.time())
            try:
                self.store.create_table(row)
            except TableExistsError:  # 48 random bits taken: draw again
                continue
            live = LiveTable(row, load_session(row, []))
            self._keep(live)
            return live
        raise StoreError("cannot find a free table id (five random ids were taken)")

    def get(self, table_id: str) -> LiveTable:
        """The table, from memory or replayed from the store.

        Raises:
            ApiError: 404 ``no_table`` when there is no such table; 500 ``internal`` when its
                stored record does not replay (it was not written by this service).
            StoreError: the store cannot be read.
        """
        live = self._live.pop(table_id, None)
        if live is not None:
            self._live[table_id] = live  # the most recently used now
            return live
        row = self.store.table(table_id)
        if row is None:
            raise ApiError(404, "no_table", f"no table {table_id!r}", "id")
        try:
            events = self.store.events(table_id)
            live = LiveTable(row, load_session(row, events), directed=directed_events(events),
                             notes=call_notes(events))
        except StoreError:
            raise
        except BridgeLawError as e:
            log.error("table %s does not replay: %s", table_id, e)
            raise ApiError(500, "internal",
                           f"table {table_id!r}: its stored record does not replay") from None
        self._keep(live)
        return live

    def held(self) -> list[LiveTable]:
        """The tables in memory now (none is loaded)."""
        return list(self._live.values())

    def held_table(self, table_id: str) -> LiveTable | None:
        """The table if it is in memory now (nothing loaded, the cache's order unchanged)."""
        return self._live.get(table_id)

    def _keep(self, live: LiveTable) -> None:
        """Keep ``live`` as the most recently used; drop the least recently used idle tables
        beyond :attr:`max_cached`."""
        self._live.pop(live.id, None)
        self._live[live.id] = live
        over = len(self._live) - self.max_cached
        if over <= 0:
            return
        for tid in list(self._live):
            t = self._live[tid]
            if t is not live and not t.clients and not t.writing.locked():
                del self._live[tid]
                over -= 1
                if not over:
                    return

    def in_memory(self) -> list[LiveTable]:
        """The tables in memory now (most recently used last); none is loaded by this."""
        return list(self._live.values())

    def forget(self, table_id: str) -> None:
        """Drop the table from memory (the next request replays it from the store)."""
        self._live.pop(table_id, None)

    def rebuild(self, live: LiveTable, upto: int | None = None) -> LiveTable | None:
        """Replace the table in memory by one replayed from the store - its first ``upto``
        events (the ones its memory held committed), all when None - its clients kept (their
        outboxes keep the order of what they were sent); returns it. The events after ``upto``
        are then the follower's (:meth:`~bridgelaw.service.follow.Follower.catch_up`, which
        publishes each). Raises
        nothing: a table that cannot be replayed is logged and left out of memory (None)."""
        self.forget(live.id)
        try:
            row = self.store.table(live.id)
            if row is None:
                raise ApiError(404, "no_table", f"no table {live.id!r}", "id")
            events = self.store.events(live.id)
            kept = events if upto is None else events[:upto]
            fresh = LiveTable(row, load_session(row, kept), directed=directed_events(kept),
                              notes=call_notes(kept))
        except (ApiError, StoreError, BridgeLawError) as e:
            log.error("table %s: cannot rebuild from the store: %s", live.id, e)
            return None
        fresh.clients.update(live.clients)
        self._keep(fresh)
        return fresh

    async def lock(self, live: LiveTable) -> LiveTable:
        """Take the ``writing`` lock of the table's current memory (replayed if ``live`` was
        dropped meanwhile); returns the table it holds the lock of.

        Raises:
            ApiError, StoreError: as :meth:`get`, when the table must be replayed and cannot.
        """
        while True:
            await live.writing.acquire()
            if self._live.get(live.id) is live:
                # news heard while catching up (the next event) is caught up too, before the lock
                # is handed over: a follower's task that was already under way covers it
                while self.follower is not None and self.follower.behind(live):
                    try:
                        read = await self.follower.catch_up(live)
                    except BaseException:
                        live.writing.release()
                        raise
                    if not read or self._live.get(live.id) is not live:  # store down, or dropped
                        break
                if self._live.get(live.id) is not live:
                    live.writing.release()
                    live = self.get(live.id)
                    continue
                return live
            live.writing.release()
            live = self.get(live.id)

    async def settled(self, live: LiveTable) -> LiveTable:
        """The table once no event of it waits for a commit: read its state right after this
        (without awaiting) and it holds only committed events. Returns its current memory."""
        live = await self.lock(live)
        live.writing.release()
        return live

    def list(self) -> list[TableRow]:
        """Every stored table, oldest first, without loading any (StoreError: unreadable)."""
        return self.store.list_tables()
