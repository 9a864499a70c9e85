"""Stateless endpoints for platforms that keep their own table (table-service.md "HTTP").

``POST /v1/designate`` gives the answer of ``bridgelaw designate --json`` and ``POST /v1/rule``
that of ``bridgelaw rule --json``: the same library functions compute them
(:mod:`bridgelaw.forms`), so the answers are the same. Added: ``POST /v1/board`` reads a
PBN/LIN board into an incident's position (the deal and the play so far), for the director's
desk. Bad input is a 400 with a one-line message.

They need no token, so each is bounded: the body (``max_body``), the words (300 characters),
an incident's events (:class:`~bridgelaw.service.inputs.EventLimits`), and the work itself runs
in a worker process of :class:`~bridgelaw.service.offload.Offload` (at most one at a time, a
few waiting, beyond that 503 ``busy``), so no such request holds up the tables' events.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Query, Request
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field

from bridgelaw import forms
from bridgelaw.editions import DEFAULT_EDITION
from bridgelaw.errors import BridgeLawError, IncidentFormatError, PlayError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.service.boards import read_board
from bridgelaw.service.errors import ApiError
from bridgelaw.service.inputs import EventLimits, check_incident, json_text
from bridgelaw.service.offload import Offload
from bridgelaw.service.schemas import BoardAnswer, DesignationDocument, RulingDocument, error_responses

__all__ = ["BoardBody", "DesignateBody", "router", "rule_document"]

router = APIRouter(prefix="/v1", dependencies=[Depends(json_text)])


def _encoded(fn: Callable[..., dict[str, Any]], *args: Any) -> bytes:
    """``fn(*args)`` encoded as JSON, in the worker: the server only sends the bytes (encoding a
    thousand rulings is itself ~10 ms that would be the event loop's)."""
    return json.dumps(fn(*args), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


async def _answer(request: Request, fn: Callable[..., dict[str, Any]], *args: Any) -> Response:
    """The JSON answer of ``fn(*args)``, computed and encoded by the server's offload."""
    off: Offload = request.app.state.offload
    return Response(await off.run(_encoded, fn, *args), media_type="application/json")


class DesignateBody(BaseModel):
    """The options of ``bridgelaw designate`` as JSON fields (same names, same meaning)."""

    model_config = ConfigDict(extra="forbid")

    words: str = Field(..., description="what declarer said, e.g. 'small club'", max_length=300)
    dummy: str = Field(..., description="dummy's current cards, PBN S.H.D.C")
    dummy_seat: str = "N"
    trick: str = Field("", description="cards already in the trick: 'W:D2,N:D3'")
    trump: str = "NT"
    lang: str | None = None
    words_lang: str | None = None
    laws: str = DEFAULT_EDITION.value
    options: list[str] | dict[str, str] = Field(default_factory=list,
                                                description="ID=VALUE strings, or a mapping id -> value")
    last_trick: str = ""
    last_winner: str | None = None
    incontrovertible: str | None = None


def _designate(body: DesignateBody) -> dict[str, Any]:
    opts = body.options if isinstance(body.options, list) else [f"{k}={v}" for k, v in body.options.items()]
    try:
        edition, rulings = forms.designate(
            body.words, dummy=body.dummy, dummy_seat=body.dummy_seat, trick=body.trick, trump=body.trump,
            lang=body.lang, words_lang=body.words_lang, laws=body.laws, options=opts,
            last_trick=body.last_trick, last_winner=body.last_winner, incontrovertible=body.incontrovertible)
    except BridgeLawError as e:
        raise ApiError(400, "bad_designation", str(e)) from None
    return forms.designation_document(edition, rulings)


@router.post("/designate", response_model=DesignationDocument, responses=error_responses(400, 413, 503))
async def designate(request: Request, body: DesignateBody) -> Response:
    """One designation of dummy's card (Law 46): the ``bridgelaw designate --json`` object."""
    return await _answer(request, _designate, body)


def rule_document(data: Any, lang: str = "en") -> dict[str, Any]:
    """The ``bridgelaw rule --json`` document for an incident given as a mapping.

    Raises:
        IncidentFormatError: the incident or one of its events is invalid (``events[i]``).
    """
    from bridgelaw.incident import parse_incident

    inc = parse_incident(data)
    try:
        return forms.ruling_document(inc, lang=lang)
    except PlayError as e:  # rule_incident names events[i] itself; this is a safety net
        raise IncidentFormatError(str(e)) from None


def _rule(body: dict[str, Any], lang: str) -> dict[str, Any]:
    try:
        return rule_document(body, lang)
    except IncidentFormatError as e:
        raise ApiError(400, "bad_incident", str(e), e.path) from None
    except BridgeLawError as e:
        raise ApiError(400, "bad_incident", str(e)) from None


@router.post("/rule", response_model=RulingDocument, responses=error_responses(400, 413, 503),
             openapi_extra={"requestBody": {"required": True, "content": {"application/json": {
                 "schema": {"$ref": "#/components/schemas/Incident"}}}}})
async def rule(
    request: Request,
    body: Annotated[dict[str, Any], Body(description="one incident (incident-format.md) as JSON")],
    lang: Annotated[str, Query(description="language of the texts: en, ru, sv, nl, de, fr, pl, da, nb, "
                                           "it")] = "en",
) -> Response:
    """Rule on one incident: the ``bridgelaw rule --json`` document."""
    if lang not in LANGUAGES:
        raise ApiError(400, "bad_lang", f"lang: {lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
    limits: EventLimits = request.app.state.manager.limits
    check_incident(body, limits)
    return await _answer(request, _rule, body, lang)


class BoardBody(BaseModel):
    """One board as text: ``pbn`` or ``lin`` (or ``text``: LIN when it holds ``|``, else PBN)."""

    model_config = ConfigDict(extra="forbid")

    pbn: str | None = Field(None, description="a PBN file holding the board", max_length=60_000)
    lin: str | None = Field(None, description="a LIN file holding the board", max_length=60_000)
    text: str | None = Field(None, description="PBN or LIN, told apart by the '|' of LIN", max_length=60_000)


@router.post("/board", response_model=BoardAnswer, responses=error_responses(400, 413, 503))
async def board(request: Request, body: BoardBody) -> Response:
    """Read one PBN/LIN board into the position of an incident's form (a) (incident-format.md):
    ``{"deal", "contract", "declarer", "play", "tricks", "board"}`` - the PBN deal, the contract
    and declarer (null when the board has none), every card played in order, how many tricks
    that play completes, and the board number. The director's desk fills its form with it;
    cut ``play`` to the first ``4 * n`` cards for the position after ``n`` tricks.

    Raises:
        ApiError: 400 when no board text is given or it holds no readable deal.
    """
    if body.pbn is not None:
        key, text = "pbn", body.pbn
    elif body.lin is not None:
        key, text = "lin", body.lin
    elif body.text is not None:
        key, text = ("lin" if "|" in body.text else "pbn"), body.text
    else:
        raise ApiError(400, "bad_body", "give the board as pbn, lin or text", "text")
    return await _answer(request, _board, key, text)


def _board(key: str, text: str) -> dict[str, Any]:
    b = read_board(key, text)
    assert b.deal is not None
    play = [str(card) for _, card in b.play]
    return {"deal": b.deal.to_pbn(), "contract": b.contract.text if b.contract is not None else None,
            "declarer": b.contract.declarer.letter if b.contract is not None else None,
            "play": play, "tricks": len(play) // 4, "board": b.board}
