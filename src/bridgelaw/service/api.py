"""The ``/v1`` HTTP API of a live table (table-service.md "HTTP").

``GET /v1/health``, ``POST /v1/tables``, ``GET /v1/tables/{id}/view``,
``POST /v1/tables/{id}/events``, ``GET /v1/tables/{id}/record``, ``POST
/v1/tables/{id}/next`` (the next board at the same seats, once a board is over), and added here
``GET /v1/tables/{id}/preview`` (what declarer's words would designate: parse and resolve
only, nothing recorded) and ``GET /v1/stats`` (admin: where the time of an event goes).
Every answer with table state is built by
:func:`bridgelaw.service.visibility.visible_view`.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Header, Query, Request
from fastapi.responses import PlainTextResponse, Response
from pydantic import BaseModel, ConfigDict, Field

from bridgelaw.editions import DEFAULT_EDITION
from bridgelaw.errors import BridgeLawError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.service.auth import DIRECTOR, authenticate, check_admin, seat_of
from bridgelaw.service.errors import ApiError
from bridgelaw.service.inputs import json_text
from bridgelaw.service.live import LiveTable
from bridgelaw.service.manager import TableManager
from bridgelaw.service.schemas import (
    Acknowledged,
    Called,
    Created,
    DirectorQueue,
    NextOpened,
    Preview,
    View,
    error_responses,
)
from bridgelaw.service.visibility import board_over, dummy_faced, dumps, view_json

__all__ = ["bearer", "manager_of", "router", "seated"]

router = APIRouter(prefix="/v1", dependencies=[Depends(json_text)])


def manager_of(request: Request) -> TableManager:
    """The server's :class:`TableManager` (kept on ``app.state``)."""
    m: TableManager = request.app.state.manager
    return m


def bearer(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, or None."""
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def seated(request: Request, table_id: str, authorization: str | None) -> tuple[TableManager, LiveTable, str]:
    """The server's manager, the table and the role of the request's bearer token at it.

    Raises:
        ApiError: 404 no such table; 401 no token, or not one of this table's (the admin token
            is the director's at every table).
    """
    m = manager_of(request)
    live = m.tables.get(table_id)
    return m, live, authenticate(bearer(authorization), live.row.tokens, admin=m.admin_token)


def _lang(lang: str | None) -> str | None:
    if lang is not None and lang not in LANGUAGES:
        raise ApiError(400, "bad_lang", f"lang: {lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
    return lang


class CreateTable(BaseModel):
    """The create body (table-service.md): a deal, contract and declarer; or ``random``; or a
    ``pbn``/``lin`` board. Unknown fields are refused."""

    model_config = ConfigDict(extra="forbid")

    deal: str | None = Field(None, description="PBN deal, e.g. 'N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 ...'")
    contract: str | None = Field(None, description="e.g. '4H', '3NT', '2SX'")
    declarer: str | None = Field(None, description="N, E, S or W")
    laws: str = Field(DEFAULT_EDITION.value,
                      description="edition of the Laws: 2017, 2007, 1997, 1987, 1975, 1963")
    options: dict[str, Any] = Field(default_factory=dict, description="options of laws.md §4 by id")
    mode: str = Field("face_to_face", description="face_to_face or online")
    lang: str = Field("en", description="language of the ruling texts: en, ru, sv, nl, de, fr, pl, da, nb, it"
                      )
    pbn: str | None = Field(None, description="one PBN board instead of deal/contract/declarer; text "
                            "without tags is a bare deal ('N:KJ52.AK4.Q73.862 63.632.T865.J974 ...', or four "
                            "lines each starting with its seat)")
    lin: str | None = Field(None, description="one LIN board instead of deal/contract/declarer")
    random: bool = Field(False, description="a random deal (contract and declarer still given)")
    seed: int | None = Field(None, description="seed of the random deal (reproducible)")
    board: int | None = Field(None, ge=1, description="board number (dealer and vulnerability follow "
                              "Law 2 unless given; a PBN/LIN board's own by default)")
    dealer: str | None = Field(None, description="the dealer: N, E, S or W")
    vulnerable: str | None = Field(None, description="none, ns, ew or both (PBN's None, NS, EW, All too): "
                                   "the score at the end (Law 77)")
    incident: dict[str, Any] | None = Field(None, description="an incident (docs/incident-format.md) "
                                            "instead of a board: its position starts the table and its "
                                            "events are recorded as the director's (the desk's 'open as "
                                            "a live table')")


class NextBoard(BaseModel):
    """The next board at the same table (the director): its contract and declarer, and a deal
    (``deal``, or a random one: ``seed`` to reproduce it). Its number is one more than this
    board's and its vulnerability the standard rotation's (Law 2), unless given."""

    model_config = ConfigDict(extra="forbid")

    contract: str = Field(description="e.g. '4H', '3NT', '2SX'")
    declarer: str = Field(description="N, E, S or W")
    deal: str | None = Field(None, description="PBN deal; a random one when absent")
    seed: int | None = Field(None, description="seed of the random deal (reproducible)")
    vulnerable: str | None = Field(None, description="none, ns, ew or both (default: by the board's number)")


_EVENT_EXAMPLES = {
    "play": {"value": {"play": "H2"}},
    "say": {"value": {"say": "small", "expected_seq": 3}},
    "touch": {"value": {"touch": "SK", "purpose": "play"}},
    "choose": {"value": {"choose": "accept_lead"}},
    "director": {"value": {"by": "W", "show": "HK", "partner_could_see": True}},
}


@router.get("/health", responses={200: {"content": {"application/json": {"example": {"status": "ok"}}}}})
async def health() -> dict[str, str]:
    """Liveness: ``{"status": "ok"}``."""
    return {"status": "ok"}


@router.post("/tables", status_code=201, response_model=Created,
             responses=error_responses(400, 401, 413, 503))
async def create_table(
    request: Request, body: CreateTable, authorization: Annotated[str | None, Header()] = None
) -> Created:
    """Create a table (admin token); the answer holds every role's token, shown only once."""
    m = manager_of(request)
    data = body.model_dump(exclude_none=True)
    if body.incident is not None:
        table_id, tokens = await m.open_incident(bearer(authorization), data)
    else:
        table_id, tokens = m.create(bearer(authorization), data)
    return Created.model_validate({"table": table_id, "tokens": tokens})


@router.post("/tables/{table_id}/next", status_code=201, response_model=NextOpened,
             responses=error_responses(400, 401, 403, 404, 409, 503))
async def next_board(
    request: Request, table_id: str, body: NextBoard, authorization: Annotated[str | None, Header()] = None
) -> NextOpened:
    """The next board at this table, once this one is over (the director's token): a new table
    with the same tokens (the same players at the same seats, the same director and spectator),
    board number one more, its vulnerability by the standard rotation. Every client of this
    table receives ``{"type": "next", "table": id}`` and the view names it (``next_table``).
    Answers ``{"table": id}`` (the same table again if the next board was already opened).

    Raises:
        ApiError: 403 ``director_only``; 409 ``board_not_over`` while the board goes on; 400 for
            a bad contract, declarer or deal (field named).
    """
    m, live, role = seated(request, table_id, authorization)
    if role != DIRECTOR:
        raise ApiError(403, "director_only", "the next board is opened by the director's token")
    live = await m.tables.settled(live)
    if live.next_table is not None:
        return NextOpened.model_validate({"table": live.next_table})
    if not board_over(live.session):
        raise ApiError(409, "board_not_over", "the board is not over: trick 13 is not complete and no "
                       "claim has settled it (Laws 68-71)")
    nxt = m.create_next(live, body.model_dump(exclude_none=True))
    live.next_table = nxt
    live.views.clear()  # the view names the next table now
    m.broadcast.notify(live, {"type": "next", "table": nxt})
    return NextOpened.model_validate({"table": nxt})


@router.get("/tables/{table_id}/view", response_class=Response,
            responses={200: {"model": View, "description": "the view"},
                       **error_responses(400, 401, 404, 503)})
async def view(
    request: Request, table_id: str, authorization: Annotated[str | None, Header()] = None,
    lang: Annotated[str | None, Query(description="language of the ruling texts")] = None,
) -> Response:
    """The table as the token may see it (:func:`~bridgelaw.service.visibility.visible_view`,
    encoded once per state and role)."""
    m, live, role = seated(request, table_id, authorization)
    live = await m.tables.settled(live)
    return Response(view_json(live, role, _lang(lang)), media_type="application/json")


@router.post("/tables/{table_id}/events", status_code=201, response_model=Acknowledged,
             responses=error_responses(400, 401, 403, 404, 409, 413, 503), openapi_extra={"requestBody": {
                 "required": True, "content": {"application/json": {
                     "schema": {"$ref": "#/components/schemas/EventBody"}, "examples": _EVENT_EXAMPLES}}}})
async def post_event(
    request: Request, table_id: str,
    body: Annotated[dict[str, Any], Body()],
    authorization: Annotated[str | None, Header()] = None,
    lang: Annotated[str | None, Query(description="language of the ruling texts")] = None,
) -> Response:
    """One event; the actor is the token's seat (the director's token gives ``by``)."""
    m, live, role = seated(request, table_id, authorization)
    done = await m.submit(live, role, body, lang=_lang(lang))
    return Response(dumps({"seq": done.seq, "rulings": done.rulings}), status_code=201,
                    media_type="application/json")


@router.get("/tables/{table_id}/record", response_class=PlainTextResponse, responses={
    200: {"content": {"application/x-ndjson": {"schema": {"type": "string"}, "example":
          '{"format": "bridgelaw-record/1", "setup": {"laws": "2017", "contract": "4H", "declarer": "S", '
          '"deal": "N:..."}}\n{"by": "W", "play": "D2"}\n'}},
          "description": "the record: a header line, then one event per line (`bridgelaw rule` reads it)"},
    **error_responses(401, 403, 404, 503)})
async def record(
    request: Request, table_id: str, authorization: Annotated[str | None, Header()] = None
) -> PlainTextResponse:
    """The record (JSON lines, ``bridgelaw-record/1``): director only."""
    m, live, role = seated(request, table_id, authorization)
    if role != DIRECTOR:
        raise ApiError(403, "director_only", "the record is for the director's token")
    live = await m.tables.settled(live)
    return PlainTextResponse(live.session.record.to_jsonl(), media_type="application/x-ndjson")


@router.get("/tables/{table_id}/preview", response_model=Preview,
            responses=error_responses(400, 401, 403, 404))
async def preview(
    request: Request, table_id: str,
    words: Annotated[str, Query(description="what declarer would say to dummy", max_length=200)],
    authorization: Annotated[str | None, Header()] = None,
    lang: Annotated[str | None, Query(description="language of the text")] = None,
) -> dict[str, Any]:
    """What ``words`` would do now if declarer said them to dummy, without recording anything:
    the engine rules the ``say`` event on a copy of the position (the same step as the event
    itself), so the preview is the ruling. ``{"outcome", "card", "law", "candidates", "text",
    "reason", "rulings"}``: ``card`` is the dummy card that would be played (null: none),
    ``outcome``/``law``/``text``/``candidates`` those of the last ruling (e.g. a 45C4(b) change
    in one breath, or a later change the director must find on), ``rulings`` all of them - whoever
    is to play, as the event would be ruled. ``outcome`` null before dummy is faced, once play
    is over, or when the words are refused (``reason`` says why). Declarer and director only."""
    from bridgelaw.engine import render_text, step
    from bridgelaw.record import Event

    _, live, role = seated(request, table_id, authorization)
    s = live.session
    t = s.table
    if role != DIRECTOR and seat_of(role) != t.declarer:
        raise ApiError(403, "declarer_only",
                       "the preview of a designation is for declarer (and the director)")
    nothing: dict[str, Any] = {"outcome": None, "card": None, "law": None, "candidates": [], "text": "",
                               "rulings": []}
    if t.is_over:
        return {**nothing, "reason": "play is over"}
    if not dummy_faced(s):
        return {**nothing, "reason": "dummy is not faced"}
    if not words.strip():
        return {**nothing, "reason": "no words"}
    try:
        done = step(s.state, Event.from_json({"by": t.declarer.letter, "say": words}), s.context)
    except BridgeLawError as e:
        return {**nothing, "reason": str(e)}
    before = len(t.plays)
    after = done.state.table.plays
    played = next((c for seat, c in after[before:] if seat == t.dummy), None)
    text_lang = _lang(lang) or live.row.lang
    rulings = [render_text(r, text_lang) for r in done.rulings]
    if not rulings:
        return {**nothing, "card": None if played is None else str(played), "reason": ""}
    last = rulings[-1]
    return {"outcome": last.outcome.value, "card": None if played is None else str(played), "law": last.law,
            "candidates": [str(c) for c in last.candidates], "text": last.text, "reason": "",
            "rulings": [{"outcome": r.outcome.value, "law": r.law, "needs": r.needs, "text": r.text,
                         "card": None if r.card is None else str(r.card)} for r in rulings]}


@router.get("/director/queue", response_model=DirectorQueue, responses=error_responses(401))
async def director_queue(request: Request, authorization: Annotated[str | None, Header()] = None
                         ) -> dict[str, Any]:
    """The director's queue across tables (admin token: the tournament director's): every
    table in memory with a call not yet answered or a ruling waiting for his finding
    (``needs``), the calls first, oldest first: ``{"tables": [{"table", "board", "contract",
    "declarer", "seq", "calls", "needs", "since"}]}``. The admin token opens any table as its
    director (``/table/{id}``)."""
    m = manager_of(request)
    if not check_admin(bearer(authorization), m.admin_token):
        raise ApiError(401, "unauthorized", "the director's queue needs the admin token "
                       "(Authorization: Bearer <admin token>)")
    return {"tables": m.queue()}


@router.get("/stats", responses={**error_responses(401), 200: {"content": {"application/json": {"example": {
    "apply": {"n": 52, "p50": 0.15, "p90": 0.3, "p99": 0.6, "max": 0.9, "mean": 0.2}}}}}})
async def stats(request: Request, authorization: Annotated[str | None, Header()] = None) -> dict[str, Any]:
    """Where the time of an event goes inside the server (admin token): per phase
    (``apply``, ``commit_wait``, ``commit``, ``batch``, ``views``, ``send``) the number of
    samples and p50/p90/p99/max/mean in milliseconds (``batch``: events per transaction).
    ``?reset=1`` (query) forgets the samples after answering."""
    m = manager_of(request)
    if not check_admin(bearer(authorization), m.admin_token):
        raise ApiError(401, "unauthorized",
                       "the stats need the admin token (Authorization: Bearer <admin token>)")
    out = m.stats.summary()
    if request.query_params.get("reset"):
        m.stats.reset()
    return out


class CallBody(BaseModel):
    """The body of ``POST .../call`` (optional): what attention is drawn to."""

    model_config = ConfigDict(extra="forbid")

    about: str = Field("director", description="director (an irregularity) or revoke (a possible revoke, "
                       "e.g. the 61B question 'having none?')")
    reason: str | None = Field(None, description="what the caller says happened, in his words (at most 300 "
                               "characters)", examples=["East dropped the jack of clubs"])
    concerns: int | None = Field(None, description="the number of the event the call is about (its `seq`)")


@router.post("/tables/{table_id}/call", status_code=202, response_model=Called,
             responses=error_responses(400, 401, 403, 404, 409))
async def call_director(
    request: Request, table_id: str, authorization: Annotated[str | None, Header()] = None,
    body: Annotated[CallBody | None, Body()] = None,
) -> dict[str, Any]:
    """"Call the director": a ``call`` event is recorded for the token's seat (attention is
    drawn: Laws 9B1, 43A1(a); dummy's call is ruled under 43A1(a)) and every client of the
    table receives the new view, whose ``calls`` holds it until the director answers; clients
    also receive ``{"type": "call", "by": role, "seq"}``. A spectator cannot call (403); the
    director's token records a player's call with ``{"by": ...}`` on ``POST .../events``."""
    m, live, role = seated(request, table_id, authorization)
    about = body.about if body is not None else "director"
    event: dict[str, Any] = {"call": about}
    if body is not None and body.reason is not None:
        event["reason"] = body.reason
    if body is not None and body.concerns is not None:
        event["concerns"] = body.concerns
    done = await m.submit(live, role, event)
    await m.call(live, role, done.seq)
    return {"called": True, "by": role, "seq": done.seq, "rulings": done.rulings}
