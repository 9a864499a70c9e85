"""The live socket of a table: ``WS /v1/tables/{id}/ws?token=...`` (docs/table-socket.md).

On connect the client receives ``{"type": "view", "seq", "view"}``. After each event every
client receives ``{"type": "event", "seq", "rulings", "view"}`` with the view its token may
see. A client may send an event (the POST body) and gets ``{"type": "ack", "seq",
"rulings"}`` or ``{"type": "error", "status", "error": {...}}``. ``{"type": "hello",
"after": n}`` answers what a client that has seen ``n`` events needs: an ``event`` message
with the rulings of each event after ``n``, the last one with the current whole view (the
earlier ones without a view: every state in between is gone by), or the ``view`` message when
nothing was missed.

The ``ack`` of an event is sent as soon as the event is committed, before the views of the
event are built, so it precedes the sender's own ``event`` message. ``?delta=1`` asks for
*delta views* in ``event`` messages: the view's ``rulings`` holds only the rulings from index
``rulings_from`` on; the client keeps the rulings before that index. The first ``view``
message and the answers to ``hello`` always carry whole views.

Every message to a client goes through its :class:`~bridgelaw.service.broadcast.Outbox`, so a
client that does not read holds up nobody; one that falls too far behind is closed with code
4408. The handshake is refused (before the socket is accepted: HTTP 403 to a browser, close
code 4403) when the ``Origin`` header names another host than the server's and not one of
``--cors-origin`` (a client without ``Origin`` - not a browser - is let in). A bad message is
answered by an ``error`` message (``bad_message``: a binary frame; ``bad_event``: not JSON;
``bad_text``: a lone surrogate; ``too_large``: over :data:`MAX_MESSAGE` bytes) and the socket
stays open; a frame over the limit is refused by the server's WebSocket protocol itself
(``bridgelaw serve`` gives uvicorn ``ws_max_size`` = :data:`MAX_MESSAGE`: close code 1009).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

from fastapi import APIRouter, WebSocket

from bridgelaw.errors import IncidentFormatError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.service.auth import authenticate
from bridgelaw.service.broadcast import Outbox
from bridgelaw.service.errors import ApiError, error_body
from bridgelaw.service.inputs import check_text
from bridgelaw.service.live import LiveTable, audience
from bridgelaw.service.manager import TableManager
from bridgelaw.service.store import StoreError
from bridgelaw.service.visibility import dumps, event_message, view_json
from bridgelaw.untrusted import check_nesting

__all__ = ["MAX_MESSAGE", "origin_allowed", "router"]

router = APIRouter(prefix="/v1")

#: The largest message a client may send on the socket (bytes).
MAX_MESSAGE = 16 * 1024


def origin_allowed(origin: str | None, host: str | None, allowed: list[str]) -> bool:
    """Whether a WebSocket handshake with ``Origin: origin`` may open on a server reached as
    ``Host: host``: no ``Origin`` (not a browser), an origin on the same host (and port), or one
    of ``allowed`` (``--cors-origin``; ``*`` allows every origin)."""
    if origin is None:
        return True
    if "*" in allowed or origin.rstrip("/") in (a.rstrip("/") for a in allowed):
        return True
    try:
        netloc = urlsplit(origin).netloc
    except ValueError:
        return False
    return bool(netloc) and host is not None and netloc.lower() == host.lower()


@router.websocket("/tables/{table_id}/ws")
async def table_socket(websocket: WebSocket, table_id: str, token: str | None = None,
                       lang: str | None = None, delta: bool = False) -> None:
    """The live connection of one token to one table (``lang``: language of the ruling texts;
    ``delta=1``: the ``event`` messages carry delta views; docs/table-socket.md)."""
    manager: TableManager = websocket.app.state.manager
    tables, broadcast = manager.tables, manager.broadcast
    allowed = websocket.app.state.config.cors_origins
    if not origin_allowed(websocket.headers.get("origin"), websocket.headers.get("host"), allowed):
        await websocket.close(code=4403, reason="Origin: another site's page may not open this socket")
        return
    try:
        live = tables.get(table_id)
        role = authenticate(token, live.row.tokens, admin=manager.admin_token)
        if lang is not None and lang not in LANGUAGES:
            raise ApiError(400, "bad_lang", f"lang: {lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
        lang = lang or live.row.lang
    except ApiError as e:
        await websocket.close(code=4000 + e.status, reason=e.message[:120])
        return
    except StoreError:
        await websocket.close(code=4503, reason="the table store cannot be read now")
        return
    await websocket.accept()

    def leave() -> None:  # the outbox stopped: out of the table, whichever memory holds it now
        broadcast.leave(live, outbox)
        current = tables.held_table(table_id)
        if current is not None:
            broadcast.leave(current, outbox)

    outbox = broadcast.outbox(websocket, on_close=leave)
    kind = (role, lang, delta)
    try:
        try:
            live = await tables.settled(live)
        except (ApiError, StoreError):  # the table could not be replayed from the store now
            outbox.drop(4503, "the table store cannot be read now")
            return
        broadcast.join(live, outbox, *kind)
        outbox.put(_view_message(live, role, lang))
        while outbox.closed is None:
            msg = await websocket.receive()
            if msg["type"] == "websocket.disconnect":
                break
            if outbox.closed is not None:  # dropped meanwhile: read nothing more from it
                break
            t0 = time.perf_counter()
            if await _handle(manager, outbox, table_id, kind, msg):
                manager.stats.add(handle=time.perf_counter() - t0)
    finally:
        outbox.finish()
        await outbox.closing()  # a client dropped gets its close code before the handler ends


def _view_message(live: LiveTable, role: str, lang: str) -> str:
    """``{"type": "view", "seq", "view"}`` of the table's current state (always a whole view)."""
    return f'{{"type":"view","seq":{live.seq},"view":{view_json(live, role, lang)}}}'


def _error(outbox: Outbox, status: int, code: str, message: str, where: str = "") -> None:
    outbox.put(dumps({"type": "error", "status": status, **error_body(code, message, where)}))


def _read(msg: Mapping[str, Any]) -> Any:
    """The JSON value of one received frame.

    Raises:
        ApiError: 400 ``bad_message`` (a binary frame), 413 ``too_large``, 400 ``bad_event``
            (not JSON), 400 ``bad_text`` (a lone surrogate in a string).
    """
    text = msg.get("text")
    if text is None:
        raise ApiError(400, "bad_message", "send each message as one JSON text frame, not binary")
    if len(text) > MAX_MESSAGE or len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise ApiError(413, "too_large", f"a message on the socket is at most {MAX_MESSAGE} bytes")
    try:
        check_nesting(text, kind="JSON")  # before json.loads recurses (never a crash)
    except IncidentFormatError as e:
        raise ApiError(400, "bad_event", f"the message is {e.problem}") from None
    try:
        value = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise ApiError(400, "bad_event", "the message is not valid JSON") from None
    check_text(value)
    return value


async def _handle(manager: TableManager, outbox: Outbox, table_id: str, kind: tuple[str, str, bool],
                  frame: Mapping[str, Any]) -> bool:
    """Answer one message of a client; True when it was an event, acknowledged."""
    role, lang, _ = kind
    try:
        msg = _read(frame)
        live = manager.tables.get(table_id)
        manager.broadcast.join(live, outbox, *kind)
        if isinstance(msg, dict) and msg.get("type") == "hello":
            await _hello(manager, outbox, live, kind, msg)
            return False
        done = await manager.submit(live, role, msg, lang=lang)
    except ApiError as e:
        _error(outbox, e.status, e.code, e.message, e.where)
        return False
    except StoreError:
        _error(outbox, 503, "store_unavailable", "the table store cannot be used now; nothing was written")
        return False
    # the acknowledgement is queued before the event's views are built (they follow it)
    outbox.put(dumps({"type": "ack", "seq": done.seq, "rulings": done.rulings}))
    return True


async def _hello(manager: TableManager, outbox: Outbox, live: LiveTable, kind: tuple[str, str, bool],
                 msg: dict[str, Any]) -> None:
    """What a client that has seen ``after`` events needs: the rulings of each event it
    missed (``event`` messages), the last of them with the current whole view; the ``view``
    message when it missed nothing.

    Raises:
        ApiError: 400 ``bad_hello`` when ``after`` is not a whole number >= 0.
    """
    role, lang, _ = kind
    after = msg.get("after", 0)
    if not isinstance(after, int) or isinstance(after, bool) or after < 0:
        raise ApiError(400, "bad_hello", "after: the number of events the client has seen", "after")
    live = await manager.tables.settled(live)
    manager.broadcast.join(live, outbox, *kind)
    hears = audience(role)  # a revoke is told to a seat as at the table (live.concealed)
    if after >= live.seq:
        outbox.put(_view_message(live, role, lang))
        return
    for seq in range(after + 1, live.seq):
        outbox.put(f'{{"type":"event","seq":{seq},"rulings":{dumps(live.rulings_of(seq, lang, hears))}}}')
    last = dumps(live.rulings_of(live.seq, lang, hears))
    outbox.put(event_message(live.seq, last, view_json(live, role, lang)))
