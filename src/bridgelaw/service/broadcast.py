"""The broadcast: the one place that sends a table's news to its connected sockets
(docs/table-socket.md).

Every socket has an :class:`Outbox`: the messages not yet written to it, in order, and a task
of its own that writes them. Nothing that sends to a client ever waits for that client: a
message is put in its outbox (a deque append), so one client that reads slowly, or not at all,
holds up no other client, no table and no request. An outbox is bounded (``max_messages``
messages and ``max_bytes`` characters waiting, and ``send_timeout`` seconds for one message to
be taken by the socket): a client that falls further behind is dropped - nothing more is put
in its outbox and the socket is closed with code :data:`TOO_SLOW` (4408) and a reason saying
so. It may connect again: the first message is the whole view, and ``hello`` sends the rulings
of the events it missed.

A client joins a table with its token's role, its language and whether it wants delta views
(:meth:`Broadcast.join`); after each committed event :meth:`Broadcast.publish` puts in every
client's outbox ``{"type": "event", "seq", "rulings", "view"}`` with the view its token may
see (:func:`~bridgelaw.service.visibility.view_json`: one text per role, language and delta,
however many clients share it). The messages are built by a task, from the table's state of
that event (the caller keeps the state there until the task says so) and put in the outboxes
before the task says so, so every client receives a table's events in order.
:meth:`Broadcast.notify` sends a message that holds no table state (a call for the director).

Answers to one client (its first view, ``hello``, ``ack``, ``error``) are not broadcasts, but
they go through the same outbox (:mod:`bridgelaw.service.ws`), so a client receives everything
in the order it was put there: an ``ack`` before the sender's own ``event`` message.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, Protocol

from bridgelaw.service.live import Client, LiveTable, audience
from bridgelaw.service.stats import Stats
from bridgelaw.service.visibility import dumps, event_message, view_json

__all__ = ["TOO_SLOW", "Broadcast", "Outbox", "OutboxLimits", "Socket"]

#: The close code of a client dropped for falling behind (4000 + HTTP 408, "request timeout").
TOO_SLOW = 4408


class Socket(Protocol):
    """What an outbox needs of a WebSocket (Starlette's ``WebSocket`` has it)."""

    async def send_text(self, data: str) -> None:
        """Write one text message."""

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        """Close the connection with ``code`` and ``reason``."""


@dataclass(frozen=True)
class OutboxLimits:
    """How far behind a client may fall before it is dropped.

    Attributes:
        max_messages: messages waiting to be written to its socket.
        max_bytes: characters of those messages (a whole view is 2-15 kB).
        send_timeout: seconds one message may wait for the socket to take it (a client that
            does not read fills its socket's buffers, and then a write waits).
    """

    max_messages: int = 100
    max_bytes: int = 1 << 20
    send_timeout: float = 30.0


class Outbox:
    """One client's messages not yet written to its socket, and the task that writes them.

    Args:
        socket: the client's WebSocket (accepted).
        limits: the bounds; beyond them the client is dropped (closed with :data:`TOO_SLOW`).
        on_close: called once when the outbox stops taking messages (dropped, gone, or
            :meth:`finish`): the socket's handler takes it out of its table.

    A write that waits longer than ``limits.send_timeout`` is found by the broadcast's watch
    (:meth:`Broadcast.outbox`; no timer per message), which calls :meth:`stalled`.
    """

    def __init__(self, socket: Socket, limits: OutboxLimits,
                 on_close: Callable[[], None] | None = None) -> None:
        self.socket = socket
        self.limits = limits
        self.on_close = on_close
        #: why the outbox takes no more messages (None while it does)
        self.closed: str | None = None
        #: when the write in progress began (the event loop's clock), None when none is
        self.writing_since: float | None = None
        self._queue: deque[str] = deque()
        self._chars = 0
        self._wake = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        self._task = self._loop.create_task(self._write())
        self._closer: asyncio.Task[None] | None = None

    def __len__(self) -> int:
        """Messages waiting to be written."""
        return len(self._queue)

    def put(self, text: str) -> bool:
        """Queue ``text`` (one JSON message) for the socket; never waits. False when the
        outbox is closed, or the message would take the client beyond its limits: then the
        client is dropped (closed with :data:`TOO_SLOW`) instead."""
        if self.closed is not None:
            return False
        if len(self._queue) >= self.limits.max_messages or self._chars + len(text) > self.limits.max_bytes:
            self.drop(TOO_SLOW, f"too far behind: {len(self._queue)} messages not read; "
                      "connect again and send hello")
            return False
        self._queue.append(text)
        self._chars += len(text)
        if not self._wake.is_set():
            self._wake.set()
        return True

    def drop(self, code: int, reason: str) -> None:
        """Take no more messages, forget those waiting, and close the socket with ``code``
        and ``reason`` once the write in progress (if any) is done (given up after
        ``send_timeout``)."""
        if self.closed is not None:
            return
        self._stop(reason)
        self._closer = self._loop.create_task(self._close(code, reason[:120]))

    def stalled(self) -> None:
        """The write in progress has waited longer than ``send_timeout``: give it up and drop
        the client."""
        self._task.cancel()
        self.drop(TOO_SLOW, f"too slow: a message waited {self.limits.send_timeout:g} s to be read; "
                  "connect again and send hello")

    def finish(self) -> None:
        """Its handler ends: take no more messages and stop writing (a close already begun by
        :meth:`drop` goes on: :meth:`closing`)."""
        self._stop("gone")
        self._task.cancel()

    async def closing(self) -> None:
        """Wait for the close begun by :meth:`drop`, if any (bounded by ``send_timeout``)."""
        if self._closer is not None:
            await asyncio.wait({self._closer})

    def _stop(self, why: str) -> None:
        self.closed = why
        self._queue.clear()
        self._chars = 0
        self._wake.set()  # the writer ends
        if self.on_close is not None:
            callback, self.on_close = self.on_close, None
            callback()

    async def _write(self) -> None:
        """Write the queued messages in order, as long as the outbox takes messages."""
        queue = self._queue
        while self.closed is None:
            if not queue:
                self._wake.clear()
                await self._wake.wait()
                continue
            text = queue.popleft()
            self._chars -= len(text)
            self.writing_since = self._loop.time()
            try:
                await self.socket.send_text(text)
            except Exception:  # the client has gone away
                self._stop("gone")
                return
            finally:
                self.writing_since = None

    async def _close(self, code: int, reason: str) -> None:
        """After the write in progress, close the socket (each within ``send_timeout``)."""
        with contextlib.suppress(Exception):
            async with asyncio.timeout(self.limits.send_timeout):
                await asyncio.wait({self._task})  # the writer's end, however it ended
                await self.socket.close(code, reason)


class Broadcast:
    """Puts a table's news in the outboxes of its clients; adds the ``views`` (build the
    messages of an event) and ``send`` (put them in the outboxes) phases to ``stats``.

    Args:
        stats: where the phases of an event are sampled.
        limits: the bounds of every client's :class:`Outbox`.
    """

    def __init__(self, stats: Stats, limits: OutboxLimits | None = None) -> None:
        self.stats = stats
        self.limits = limits or OutboxLimits()
        self._tasks: set[asyncio.Task[None]] = set()
        self._outboxes: set[Outbox] = set()
        self._watch: asyncio.Task[None] | None = None

    def outbox(self, socket: Socket, on_close: Callable[[], None] | None = None) -> Outbox:
        """A new outbox for ``socket`` with this broadcast's limits, watched for a write that
        waits longer than ``send_timeout`` (call on the event loop)."""
        boxes = self._outboxes

        def closed() -> None:
            boxes.discard(box)
            if on_close is not None:
                on_close()

        box = Outbox(socket, self.limits, closed)
        boxes.add(box)
        if self._watch is None or self._watch.done():
            self._watch = asyncio.get_running_loop().create_task(self._watch_writes())
        return box

    async def _watch_writes(self) -> None:
        """Every quarter of ``send_timeout`` (at most 1 s), drop the clients whose write in
        progress began more than ``send_timeout`` ago; ends when no outbox is left."""
        interval = min(1.0, self.limits.send_timeout / 4)
        loop = asyncio.get_running_loop()
        while self._outboxes:
            await asyncio.sleep(interval)
            late = loop.time() - self.limits.send_timeout
            for box in list(self._outboxes):
                since = box.writing_since
                if since is not None and since < late:
                    box.stalled()

    @staticmethod
    def join(live: LiveTable, client: Client, role: str, lang: str, delta: bool) -> None:
        """``client`` receives ``live``'s broadcasts from now on (``delta``: delta views)."""
        if client.closed is None:
            live.clients.setdefault(client, (role, lang, delta))

    @staticmethod
    def leave(live: LiveTable, client: Client) -> None:
        """``client`` receives nothing more of ``live``."""
        live.clients.pop(client, None)

    def publish(self, live: LiveTable, seq: int, *, built: Callable[[], None]) -> None:
        """Put every client of ``live`` its ``event`` message of event ``seq``, from a task
        started now (it runs once the caller has returned to the event loop).

        Args:
            live: the table, in the state after event ``seq``: it must stay there until the
                task calls ``built``.
            seq: the event's number.
            built: called once the messages are built and queued (or building them failed).
        """
        self._spawn(self._publish(live, seq, built))

    async def _publish(self, live: LiveTable, seq: int, built: Callable[[], None]) -> None:
        try:
            t0 = time.perf_counter()
            sends = self._messages(live, seq)
            t1 = time.perf_counter()
            for client, text in sends:
                if not client.put(text):
                    live.clients.pop(client, None)
            self.stats.add(views=t1 - t0, send=time.perf_counter() - t1)
        finally:
            built()

    @staticmethod
    def _messages(live: LiveTable, seq: int) -> list[tuple[Client, str]]:
        """Every client's message of event ``seq``, built now from the table's cache of this
        state: one view text per (role, language, delta), however many clients share it."""
        if not live.clients:
            return []
        by_kind: dict[tuple[str, str, bool], str] = {}
        out = []
        for client, (role, lang, delta) in list(live.clients.items()):
            text = by_kind.get((role, lang, delta))
            if text is None:
                hears = audience(role)  # a player is not told a revoke before attention is drawn
                key = ("event_rulings", lang, hears)
                rulings = live.views.get(key)
                if rulings is None:
                    rulings = live.views[key] = dumps(live.rulings_of(seq, lang, hears))
                view = view_json(live, role, lang, delta_from=live.changed_from(seq) if delta else None)
                text = by_kind[(role, lang, delta)] = event_message(seq, rulings, view)
            out.append((client, text))
        return out

    def notify(self, live: LiveTable, msg: dict[str, Any]) -> None:
        """Put ``msg`` (JSON; it holds no table state, e.g. a call for the director) in the
        outbox of every client of ``live``."""
        text = dumps(msg)
        for client in list(live.clients):
            if not client.put(text):
                live.clients.pop(client, None)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self) -> None:
        """Wait until every broadcast started so far has been built and queued (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
