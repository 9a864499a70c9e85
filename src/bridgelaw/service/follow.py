"""Following the other workers: the tables this process holds, caught up with the events other
service processes commit to a shared store (table-service.md "Several workers on PostgreSQL").

A store that several processes share has a :class:`~bridgelaw.service.store.ChangeFeed`
(PostgreSQL: ``LISTEN``/``NOTIFY``). :class:`Follower` runs it and, for each change:

* ``event`` (table T's record now holds ``seq`` events): if this process holds T in memory
  (:class:`~bridgelaw.service.tables.Tables`) and its memory holds fewer, T is marked behind; a
  table with connected clients is caught up at once (its clients are waiting for the event),
  any other one the next time it is locked (:meth:`Tables.lock` calls :meth:`Follower.catch_up`
  before handing the lock over). A table not in memory is ignored: it is read from the store
  when it is asked for.
* ``message`` (a call for the director sent on another worker, or this one): sent to T's
  clients here (:meth:`Broadcast.notify <bridgelaw.service.broadcast.Broadcast.notify>`).
* ``reset`` (the feed reconnected: news may have been missed): every table held is marked
  behind and checked against the store.

Catching up (:meth:`Follower.catch_up`, under the table's ``writing`` lock, so never in the
middle of this process's own event): the events after the memory's last number - the ones the
feed carried when it carried every one of them, else read from the store - are applied one by
one; each is published to the table's clients here with its own
state (:meth:`Broadcast.publish <bridgelaw.service.broadcast.Broadcast.publish>`), exactly as an
event of this process is, so a client receives every event in order whichever worker took it.
A stored record that does not apply (not written by this service) drops the table from memory.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from bridgelaw.errors import BridgeLawError
from bridgelaw.record import Event
from bridgelaw.service.store import Change, ChangeFeed, StoreError

if TYPE_CHECKING:
    from bridgelaw.service.broadcast import Broadcast
    from bridgelaw.service.live import LiveTable
    from bridgelaw.service.tables import Tables

__all__ = ["Follower"]

log = logging.getLogger("bridgelaw.service")

#: Tables whose carried events are kept at most (beyond it they are forgotten: read from the store).
MAX_HEARD = 10_000

#: The mark of a table whose memory must be checked against the store (any number read there).
CHECK = 1 << 62


class Follower:
    """Keeps the tables of this process up with a shared store's feed.

    Args:
        feed: the store's feed.
        tables: the tables held in memory.
        broadcast: where the caught-up events and the messages are sent.
    """

    def __init__(self, feed: ChangeFeed, tables: Tables, broadcast: Broadcast) -> None:
        self.feed = feed
        self.tables = tables
        self.broadcast = broadcast
        #: table id -> the number of events the store is known to hold, beyond the memory's
        self._behind: dict[str, int] = {}
        #: table id -> the events the feed carried (number -> event), not yet in memory
        self._heard: dict[str, dict[int, dict[str, Any]]] = {}
        self._pending: set[str] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._runner: asyncio.Task[None] | None = None
        #: Events of other workers applied here; how many the feed carried; store reads for them
        #: (for tests and stats).
        self.caught_up = 0
        self.carried = 0
        self.reads = 0

    def start(self) -> None:
        """Start listening (on the running event loop)."""
        if self._runner is None:
            self._runner = asyncio.get_running_loop().create_task(self.feed.run(self.deliver))

    async def stop(self) -> None:
        """Stop listening and wait for the catch-ups under way."""
        if self._runner is not None:
            self._runner.cancel()
            try:
                await self._runner
            except asyncio.CancelledError:
                pass
            self._runner = None
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
        await self.feed.close()

    def behind(self, live: LiveTable) -> bool:
        """True when the store is known (or suspected) to hold events the table's memory lacks."""
        mark = self._behind.get(live.id)
        if mark is None:
            return False
        if mark <= live.seq:  # heard while the memory was catching up: nothing is missing
            del self._behind[live.id]
            self._heard.pop(live.id, None)
            return False
        return True

    def mark(self, table_id: str) -> None:
        """The table's memory must be checked against the store at its next lock (after a
        version conflict: another worker appended first)."""
        self._behind[table_id] = CHECK

    def deliver(self, change: Change) -> None:
        """Take one change of the feed (on the event loop; returns at once)."""
        if change.kind == "reset":
            for live in self.tables.held():
                self._behind[live.id] = CHECK
                if live.clients:
                    self._follow(live.id)
            return
        held = self.tables.held_table(change.table_id)
        if held is None:
            return
        live = held
        if change.kind == "event":
            if change.seq > live.seq:
                if change.body is not None:
                    if len(self._heard) > MAX_HEARD:  # tables dropped meanwhile: the store has it all
                        self._heard.clear()
                    self._heard.setdefault(live.id, {})[change.seq] = change.body
                if change.seq > self._behind.get(live.id, 0):
                    self._behind[live.id] = change.seq
                if live.clients:
                    self._follow(live.id)
        elif change.kind == "message" and change.body is not None and live.clients:
            self.broadcast.notify(live, change.body)

    def _follow(self, table_id: str) -> None:
        """Catch the table up now, in a task (one at a time per table)."""
        if table_id in self._pending:
            return
        self._pending.add(table_id)
        self._spawn(self._follow_task(table_id))

    async def _follow_task(self, table_id: str) -> None:
        try:
            live = self.tables.held_table(table_id)
            if live is None:
                return
            try:
                live = await self.tables.lock(live)  # the lock catches it up (Tables.lock)
            except Exception as e:  # the table cannot be read now: its next lock tries again
                log.warning("table %s: cannot catch up with the store: %s", table_id, e)
                return
            live.writing.release()
        finally:
            self._pending.discard(table_id)

    async def catch_up(self, live: LiveTable) -> bool:
        """Apply the store's events after the memory's last number to ``live`` and publish each
        to its clients here; call it holding ``live.writing``. Returns False when the store
        could not be read (the table stays marked behind: tried again at its next lock), else
        True. Raises nothing: a record that does not replay drops the table from memory
        (logged)."""
        mark = self._behind.pop(live.id, None)
        heard = self._heard.pop(live.id, {})
        wanted = range(live.seq + 1, (mark or 0) + 1)
        if mark is not None and mark != CHECK and all(n in heard for n in wanted):
            events = [heard[n] for n in wanted]  # the feed carried them all: no read
            self.carried += len(events)
        else:
            try:
                events = self.tables.store.events(live.id, after=live.seq)
            except StoreError as e:
                log.warning("table %s: cannot read the events after %d: %s", live.id, live.seq, e)
                if mark is not None:
                    self._behind[live.id] = mark
                return False
            self.reads += 1
        loop = asyncio.get_running_loop()
        for data in events:
            seq = live.seq + 1
            try:
                live.session.apply(Event.from_json(data, path=f"events[{seq - 1}]"))
            except BridgeLawError as e:
                log.error("table %s: stored event %d does not apply: %s", live.id, seq, e)
                self.tables.forget(live.id)
                return True
            live.recorded(seq, data, time.time())
            self.caught_up += 1
            built = loop.create_future()
            self.broadcast.publish(live, seq, built=functools.partial(_resolve, built))
            await built  # this state's views are built before the next event is applied
        return True

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
