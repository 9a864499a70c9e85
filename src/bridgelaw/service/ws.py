"""The live socket of a table: ``WS /v1/tables/{id}/ws?token=...`` (table-service.md "Live").

On connect the client receives ``{"type": "view", "seq", "view"}``. After each event every
client receives ``{"type": "event", "seq", "rulings", "view"}`` with the view its token may
see. A client may send an event (the POST body) and gets ``{"type": "ack", "seq",
"rulings"}`` or ``{"type": "error", "error": {...}}``; ``{"type": "hello", "after": n}``
returns an ``event`` message for every event after ``n`` (the rulings of that event, the
current view), so a client that reconnects misses nothing.

Added (docs/table-service.md "Live"): the ``ack`` of an event is sent as soon as the event is
committed, before the views of the event are built, so it usually precedes the sender's own
``event`` message. ``?delta=1`` asks for *delta views* in ``event`` messages: the view's
``rulings`` holds only the rulings from index ``rulings_from`` on (the ones the event added,
and the earlier one a ``choose`` marked as decided); the client keeps the rulings before that
index. The first ``view`` message and the answers to ``hello`` always carry whole views.
"""

from __future__ import annotations

import json
import time
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from bridgelaw.errors import IncidentFormatError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.service.auth import authenticate
from bridgelaw.service.errors import ApiError, error_body
from bridgelaw.service.live import LiveTable
from bridgelaw.service.manager import TableManager
from bridgelaw.service.store import StoreError
from bridgelaw.service.visibility import dumps, event_message, view_json
from bridgelaw.untrusted import check_nesting

__all__ = ["router"]

router = APIRouter(prefix="/v1")

#: The largest message a client may send on the socket (bytes).
MAX_MESSAGE = 16 * 1024


@router.websocket("/tables/{table_id}/ws")
async def table_socket(websocket: WebSocket, table_id: str, token: str | None = None,
                       lang: str | None = None, delta: bool = False) -> None:
    """The live connection of one token to one table (``lang``: language of the ruling texts;
    ``delta=1``: the ``event`` messages carry delta views, table-service.md "Live")."""
    manager: TableManager = websocket.app.state.manager
    tables, broadcast = manager.tables, manager.broadcast
    try:
        live = tables.get(table_id)
        role = authenticate(token, live.row.tokens)
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
    live = await tables.settled(live)
    broadcast.join(live, websocket, role, lang, delta)
    try:
        await websocket.send_text(_view_message(live, role, lang))
        while True:
            text = await websocket.receive_text()
            if len(text.encode("utf-8")) > MAX_MESSAGE:
                await websocket.send_json({"type": "error", **error_body(
                    "too_large", f"a message on the socket is at most {MAX_MESSAGE} bytes")})
                continue
            t0 = time.perf_counter()
            if await _handle(manager, websocket, table_id, (role, lang, delta), text):
                manager.stats.add(handle=time.perf_counter() - t0)
    except WebSocketDisconnect:
        pass
    finally:
        try:
            broadcast.leave(tables.get(table_id), websocket)
        except (ApiError, StoreError):
            pass
        broadcast.leave(live, websocket)


def _view_message(live: LiveTable, role: str, lang: str) -> str:
    """``{"type": "view", "seq", "view"}`` of the table's current state (always a whole view)."""
    return f'{{"type":"view","seq":{live.seq},"view":{view_json(live, role, lang)}}}'


async def _handle(manager: TableManager, websocket: WebSocket, table_id: str, kind: tuple[str, str, bool],
                  text: str) -> bool:
    """Answer one message of a client; True when it was an event, acknowledged."""
    role, lang, _ = kind
    try:
        check_nesting(text, kind="JSON")  # before json.loads recurses (RecursionError)
        msg: Any = json.loads(text)
    except IncidentFormatError as e:
        await websocket.send_json({"type": "error", **error_body("bad_event", f"the message is {e.problem}")})
        return False
    except json.JSONDecodeError:
        await websocket.send_json({"type": "error",
                                   **error_body("bad_event", "the message is not valid JSON")})
        return False
    live = manager.tables.get(table_id)
    manager.broadcast.join(live, websocket, *kind)
    if isinstance(msg, dict) and msg.get("type") == "hello":
        after = msg.get("after", 0)
        if not isinstance(after, int) or isinstance(after, bool) or after < 0:
            await websocket.send_json({"type": "error", **error_body(
                "bad_hello", "after: the number of events the client has seen", "after")})
            return False
        live = await manager.tables.settled(live)
        manager.broadcast.join(live, websocket, *kind)
        view = view_json(live, role, lang)  # a whole view: the client may have missed anything
        for seq in range(after + 1, live.seq + 1):
            rulings = dumps(live.rulings_of(seq, lang))
            await websocket.send_text(event_message(seq, rulings, view))
        if after >= live.seq:
            await websocket.send_text(_view_message(live, role, lang))
        return False
    try:
        done = await manager.submit(live, role, msg, lang=lang)
    except ApiError as e:
        await websocket.send_json({"type": "error", "status": e.status,
                                   **error_body(e.code, e.message, e.where)})
        return False
    # the acknowledgement goes out before the event's views are built (they follow on the socket)
    await websocket.send_text(dumps({"type": "ack", "seq": done.seq, "rulings": done.rulings}))
    return True
