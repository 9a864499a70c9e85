"""Group commit: the events of many tables written in one transaction of the store
(table-service.md "Reliability").

:meth:`GroupCommit.write` queues one event and returns once the batch holding it is durable.
With a store that writes on a thread of its own (:attr:`Store.threaded_writes`), one commit
thread takes every queued event (of any tables), appends them in ONE :meth:`Store.append`
(one fsync for all), hands the outcome back to the event loop, and goes straight on to the
events that arrived meanwhile (no round trip through the loop between two transactions); a
store without one (``":memory:"``) is written by a task on the event loop the same way.

A batch that fails is written again one event at a time, so one bad event (a version conflict)
fails only itself. When no event waits, the commit thread lets the store do its housekeeping
(:meth:`Store.maintain`: SQLite's checkpoint), after the batch's events are handed back, so
that no event waits for it.

Phases added to :class:`~bridgelaw.service.stats.Stats` (seconds): per transaction ``commit``
(from the thread taking the batch to its events resolved on the event loop), ``commit_io``
(the transaction alone) and ``batch`` (events in it); ``checkpoint`` per housekeeping run.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import queue
import threading
import time
from dataclasses import dataclass

from bridgelaw.service.stats import Stats
from bridgelaw.service.store import Append, Store, StoreError

__all__ = ["GroupCommit"]

log = logging.getLogger("bridgelaw.service")


@dataclass
class _Queued:
    """One event waiting for its commit, and the future its writer waits on."""

    append: Append
    done: asyncio.Future[None]


class GroupCommit:
    """The writer of a store's events, in batches.

    Args:
        store: where the events go.
        stats: where the commit phases are added.
    """

    def __init__(self, store: Store, stats: Stats) -> None:
        self.store = store
        self.stats = stats
        self._threaded = store.threaded_writes
        self._queue: list[_Queued] = []
        self._committer: asyncio.Task[None] | None = None
        self._inbox: queue.SimpleQueue[_Queued | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._thread_lock = threading.Lock()

    async def write(self, append: Append) -> None:
        """Append one event with the next batch; returns once that batch is durable.

        Raises:
            VersionConflictError: the record does not hold ``append.expected`` events.
            StoreError: the event could not be written (nothing of it was).
        """
        q = _Queued(append, asyncio.get_running_loop().create_future())
        if self._threaded:
            self._start_thread()
            self._inbox.put(q)
        else:
            self._queue.append(q)
            if self._committer is None or self._committer.done():
                self._committer = asyncio.get_running_loop().create_task(self._commit_queued())
        await q.done

    def close(self) -> None:
        """Stop the commit thread (after the last event; queued commits finish first)."""
        with self._thread_lock:
            thread, self._thread = self._thread, None
        if thread is not None:
            self._inbox.put(None)
            thread.join()

    def _append_timed(self, batch: list[Append]) -> float:
        """The transaction itself; its duration in seconds.

        Raises:
            StoreError: the store's own, or any other exception of a store that breaks its
                contract (logged), so that the commit thread never dies of it.
        """
        t0 = time.perf_counter()
        try:
            self.store.append(batch)
        except StoreError:
            raise
        except Exception as e:
            log.error("the store raised %s outside its contract: %s", type(e).__name__, e)
            raise StoreError(f"the store failed: {type(e).__name__}: {e}") from e
        return time.perf_counter() - t0

    def _write_batch(self, batch: list[_Queued]) -> tuple[list[StoreError | None], float]:
        """Write ``batch`` in ONE transaction; if it fails (and holds several events), write them
        again one at a time, so one bad event fails only itself. Returns each event's error (None:
        committed) and the duration of the first transaction in seconds. Raises nothing."""
        appends = [q.append for q in batch]
        t0 = time.perf_counter()
        try:
            return [None] * len(batch), self._append_timed(appends)
        except StoreError as e:
            io = time.perf_counter() - t0
            if len(batch) == 1:
                return [e], io
            log.warning("group commit of %d events failed (%s); writing them one by one", len(batch), e)
        errors: list[StoreError | None] = []
        for a in appends:
            try:
                self._append_timed([a])
                errors.append(None)
            except StoreError as e1:
                errors.append(e1)
        return errors, io

    def _start_thread(self) -> None:
        with self._thread_lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._commit_thread, name="bridgelaw-commit",
                                                daemon=True)
                self._thread.start()

    def _commit_thread(self) -> None:
        """The commit thread: take every event waiting, write them in ONE transaction, hand the
        outcome to the event loop, and go straight on to the events that arrived meanwhile."""
        while True:
            first = self._inbox.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while True:
                try:
                    more = self._inbox.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            t0 = time.perf_counter()
            errors, io = self._write_batch(batch)
            loop = batch[0].done.get_loop()
            try:
                loop.call_soon_threadsafe(self._committed, batch, errors, t0, io)
            except RuntimeError:  # the loop is closed: nobody waits for these any more
                pass
            if stop:
                return
            if self._inbox.empty():
                # after the hand-back: this batch's events are not kept waiting for it
                took = self.store.maintain()
                if took is not None:
                    try:  # the stats belong to the event loop's thread
                        loop.call_soon_threadsafe(functools.partial(self.stats.add, checkpoint=took))
                    except RuntimeError:
                        pass

    def _committed(self, batch: list[_Queued], errors: list[StoreError | None], t0: float,
                   io: float) -> None:
        """On the event loop: resolve the events of a transaction (or fail them)."""
        self.stats.add(commit=time.perf_counter() - t0, commit_io=io, batch=len(batch))
        for q, e in zip(batch, errors, strict=True):
            if q.done.done():
                continue
            if e is None:
                q.done.set_result(None)
            else:
                q.done.set_exception(e)

    async def _commit_queued(self) -> None:
        """The committer on the event loop: while events wait, write all of them in one transaction."""
        while self._queue:
            batch, self._queue = self._queue, []
            t0 = time.perf_counter()
            errors, io = self._write_batch(batch)
            self._committed(batch, errors, t0, io)
