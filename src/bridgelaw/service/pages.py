"""The pages served by ``bridgelaw serve``: the lobby (``/``), a table (``/table/{id}?token=``),
the director's desk (``/desk``) and his queue across tables (``/director``) - plain HTML, one
CSS file and JavaScript modules from ``static/`` (``claims.js``: the claim box and the end of
the board), no build step (table-service.md "The web table").

Every page is sent with ``Referrer-Policy: no-referrer`` (the token is in the address) and a
Content-Security-Policy that allows only this server's own scripts, styles and socket.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from fastapi import APIRouter
from fastapi.responses import Response

from bridgelaw.service.errors import ApiError

__all__ = ["STATIC_FILES", "router"]

router = APIRouter(include_in_schema=False)

#: The files under ``/static/`` and their media types.
STATIC_FILES = {
    "bridgelaw.js": "text/javascript; charset=utf-8",
    "claims.js": "text/javascript; charset=utf-8",
    "style.css": "text/css; charset=utf-8",
    "labels.json": "application/json; charset=utf-8",
}

_HEADERS = {
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
    "style-src 'self'; script-src 'self'; frame-ancestors 'none'",
    "Cache-Control": "no-store",
}


def _file(name: str) -> bytes:
    return (resources.files("bridgelaw.service") / "static" / name).read_bytes()


@cache
def labels_json() -> bytes:
    """``labels.json`` as served: the page's own words (``static/labels.json``, one object per
    language of :data:`bridgelaw.i18n.LANGUAGES`) with, for each language, the words that come
    from the catalogues and the glossary (:func:`bridgelaw.texts.web_labels`: outcomes, findings,
    penalty classes, the code's name, how a Law is cited), so that one word has one home. A
    label never types a Law's label: ``{Law:68D}`` in it becomes the language's ("§ 68 D",
    "artikel 68D", "Правило 68D"), as in the catalogues; ``{Law:{law}}``, a Law the page learns
    at the table, is left as it is for the page to write the same way (``lawText`` of
    ``bridgelaw.js``, from ``law_style``)."""
    import json
    import re

    from bridgelaw.glossary import law_label
    from bridgelaw.i18n import LANGUAGES
    from bridgelaw.texts import web_labels

    def labelled(text: Any, lang: str) -> Any:
        # {Law:68D} in a label: the Law as the language's federation cites it ("§ 68 D", "artikel 68D");
        # {Law:{law}} (the Law known only at the table) is left for the page's lawText
        if not isinstance(text, str) or "{Law:" not in text:
            return text
        return re.sub(r"\{Law:([^{}]+)\}", lambda m: law_label(m.group(1).split(","), lang), text)

    own = json.loads(_file("labels.json"))
    out = {lang: {**web_labels(lang), **{k: labelled(v, lang) for k, v in own.get(lang, {}).items()}}
           for lang in LANGUAGES}
    return json.dumps(out, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _page(name: str) -> Response:
    return Response(_file(name), media_type="text/html; charset=utf-8", headers=_HEADERS)


@router.get("/")
async def lobby() -> Response:
    """The lobby: create a table (random deal or a pasted PBN/LIN board) and hand out seat links."""
    return _page("lobby.html")


@router.get("/table/{table_id}")
async def table_page(table_id: str) -> Response:
    """The web table; the token (``?token=``) decides what it shows, via the API."""
    return _page("table.html")


@router.get("/desk")
async def desk() -> Response:
    """The director's desk: an incident typed into a form, ruled by ``POST /v1/rule``."""
    return _page("desk.html")


@router.get("/director")
async def director_queue_page() -> Response:
    """The director's queue across tables (admin token): calls and rulings waiting for him."""
    return _page("director.html")


@router.get("/static/{name}")
async def static(name: str) -> Response:
    """One of :data:`STATIC_FILES`, or ``voice.js`` (the microphone recorder of :mod:`bridgelaw.voice`)."""
    if name == "voice.js":  # the voice package's recorder (bridgelaw.voice.voice_js)
        from bridgelaw.voice import voice_js

        return Response(voice_js().encode("utf-8"), media_type=STATIC_FILES["bridgelaw.js"], headers=_HEADERS)
    media = STATIC_FILES.get(name)
    if media is None:
        raise ApiError(404, "not_found", f"no static file {name!r}")
    body = labels_json() if name == "labels.json" else _file(name)
    return Response(body, media_type=media, headers=_HEADERS)
