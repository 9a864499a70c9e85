"""Stateless endpoints for platforms that keep their own table (table-service.md "HTTP").

``POST /v1/designate`` gives the answer of ``bridgelaw designate --json`` and ``POST /v1/rule``
that of ``bridgelaw rule --json``: the same library functions compute them
(:mod:`bridgelaw.forms`), so the answers are the same. Added: ``POST /v1/board`` reads a
PBN/LIN board into an incident's position (the deal and the play so far), for the director's
desk. Bad input is a 400 with a one-line message.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query
from pydantic import BaseModel, ConfigDict, Field

from bridgelaw import forms
from bridgelaw.editions import DEFAULT_EDITION
from bridgelaw.errors import BridgeLawError, IncidentFormatError, PlayError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.service.boards import read_board
from bridgelaw.service.errors import ApiError

__all__ = ["BoardBody", "DesignateBody", "router", "rule_document"]

router = APIRouter(prefix="/v1")


class DesignateBody(BaseModel):
    """The options of ``bridgelaw designate`` as JSON fields (same names, same meaning)."""

    model_config = ConfigDict(extra="forbid")

    words: str = Field(..., description="what declarer said, e.g. 'small club'", max_length=500)
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


@router.post("/designate")
async def designate(body: DesignateBody) -> dict[str, Any]:
    """One designation of dummy's card (Law 46): the ``bridgelaw designate --json`` object."""
    opts = body.options if isinstance(body.options, list) else [f"{k}={v}" for k, v in body.options.items()]
    try:
        edition, rulings = forms.designate(
            body.words, dummy=body.dummy, dummy_seat=body.dummy_seat, trick=body.trick, trump=body.trump,
            lang=body.lang, words_lang=body.words_lang, laws=body.laws, options=opts,
            last_trick=body.last_trick, last_winner=body.last_winner, incontrovertible=body.incontrovertible)
    except BridgeLawError as e:
        raise ApiError(400, "bad_designation", str(e)) from None
    return forms.designation_document(edition, rulings)


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


@router.post("/rule")
async def rule(
    body: Annotated[dict[str, Any], Body(description="one incident (incident-format.md) as JSON")],
    lang: Annotated[str, Query(description="language of the texts: en, ru, sv, nl")] = "en",
) -> dict[str, Any]:
    """Rule on one incident: the ``bridgelaw rule --json`` document."""
    if lang not in LANGUAGES:
        raise ApiError(400, "bad_lang", f"lang: {lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
    try:
        return rule_document(body, lang)
    except IncidentFormatError as e:
        raise ApiError(400, "bad_incident", str(e), e.path) from None
    except BridgeLawError as e:
        raise ApiError(400, "bad_incident", str(e)) from None


class BoardBody(BaseModel):
    """One board as text: ``pbn`` or ``lin`` (or ``text``: LIN when it holds ``|``, else PBN)."""

    model_config = ConfigDict(extra="forbid")

    pbn: str | None = Field(None, description="a PBN file holding the board", max_length=60_000)
    lin: str | None = Field(None, description="a LIN file holding the board", max_length=60_000)
    text: str | None = Field(None, description="PBN or LIN, told apart by the '|' of LIN", max_length=60_000)


@router.post("/board")
async def board(body: BoardBody) -> dict[str, Any]:
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
    b = read_board(key, text)
    assert b.deal is not None
    play = [str(card) for _, card in b.play]
    return {"deal": b.deal.to_pbn(), "contract": b.contract.text if b.contract is not None else None,
            "declarer": b.contract.declarer.letter if b.contract is not None else None,
            "play": play, "tricks": len(play) // 4, "board": b.board}
