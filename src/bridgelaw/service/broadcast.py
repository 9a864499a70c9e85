"""The broadcast: the one place that sends a table's news to its connected sockets
(table-service.md "Live").

A client joins a table with its token's role, its language and whether it wants delta views
(:meth:`Broadcast.join`); after each committed event :meth:`Broadcast.publish` sends every
client ``{"type": "event", "seq", "rulings", "view"}`` with the view its token may see
(:func:`~bridgelaw.service.visibility.view_json`: one text per role, language and delta,
however many clients share it). The messages are built by a task, from the table's state of
that event (the caller keeps the state there until the task says so), and sent after the
previous event's messages, so every client receives a table's events in order. A client whose
send fails has gone away: it is dropped (the event is committed anyway).
:meth:`Broadcast.notify` sends a message that holds no table state (a call for the director).

Answers to one client (its first view, ``hello``, ``ack``) are not broadcasts: the socket's
handler (:mod:`bridgelaw.service.ws`) sends them itself.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from typing import Any

from bridgelaw.service.live import Client, LiveTable
from bridgelaw.service.stats import Stats
from bridgelaw.service.visibility import dumps, event_message, view_json

__all__ = ["Broadcast"]


class Broadcast:
    """Sends to the sockets of every table; adds the ``views`` and ``send`` phases to ``stats``."""

    def __init__(self, stats: Stats) -> None:
        self.stats = stats
        self._tasks: set[asyncio.Task[None]] = set()

    @staticmethod
    def join(live: LiveTable, client: Client, role: str, lang: str, delta: bool) -> None:
        """``client`` receives ``live``'s broadcasts from now on (``delta``: delta views)."""
        live.clients.setdefault(client, (role, lang, delta))

    @staticmethod
    def leave(live: LiveTable, client: Client) -> None:
        """``client`` receives nothing more of ``live``."""
        live.clients.pop(client, None)

    def publish(self, live: LiveTable, seq: int, *, built: Callable[[], None]) -> None:
        """Send every client of ``live`` its ``event`` message of event ``seq``, from a task
        started now (it runs once the caller has returned to the event loop).

        Args:
            live: the table, in the state after event ``seq``: it must stay there until the
                task calls ``built``.
            seq: the event's number.
            built: called once the messages are built (or building them failed).
        """
        self._spawn(self._publish(live, seq, built))

    async def _publish(self, live: LiveTable, seq: int, built: Callable[[], None]) -> None:
        try:
            t0 = time.perf_counter()
            sends = self._messages(live, seq)
            self.stats.add(views=time.perf_counter() - t0)
        finally:
            built()
        previous = live.sending
        live.sending = asyncio.current_task()
        if previous is not None and not previous.done():
            try:
                await previous
            except Exception:  # a send task does not fail (dead clients are dropped)
                pass
        t1 = time.perf_counter()
        for client, text in sends:  # one after another: a send only writes to the socket's buffer
            await self._send(live, client, client.send_text, text)
        self.stats.add(send=time.perf_counter() - t1)

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
                rulings = live.views.get(("event_rulings", lang))
                if rulings is None:
                    rulings = live.views[("event_rulings", lang)] = dumps(live.rulings_of(seq, lang))
                view = view_json(live, role, lang, delta_from=live.changed_from(seq) if delta else None)
                text = by_kind[(role, lang, delta)] = event_message(seq, rulings, view)
            out.append((client, text))
        return out

    async def notify(self, live: LiveTable, msg: dict[str, Any]) -> None:
        """Send ``msg`` (JSON; it holds no table state, e.g. a call for the director) to every
        client of ``live``."""
        await asyncio.gather(*(self._send(live, c, c.send_json, msg) for c in list(live.clients)))

    @staticmethod
    async def _send(live: LiveTable, client: Client, send: Callable[[Any], Coroutine[Any, Any, None]],
                    msg: Any) -> None:
        try:
            await send(msg)
        except Exception:  # a client gone away: drop it, the event is committed anyway
            live.clients.pop(client, None)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self) -> None:
        """Wait until every broadcast started so far has been sent (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
