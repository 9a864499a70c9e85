"""``POST /v1/tables/{id}/voice``: what declarer said to dummy, heard and PROPOSED.

The body is one utterance of declarer: a 16 kHz mono 16-bit WAV (``Content-Type: audio/wav``) or
bare samples (``audio/L16; rate=16000`` or ``application/octet-stream``). The answer is
:func:`bridgelaw.voice.propose_json`'s body - ``{"format": "bridgelaw-voice/1", "played": false,
"seq": N, "proposals": [...]}`` - each proposal a transcript with the Law 46 ruling its words
would give. **Nothing is recorded, played or broadcast**: the player confirms one proposal, and
the page then sends its transcript as an ordinary ``say`` event (``POST .../events``), through
the same checks, commit and broadcast as typed words. ``seq`` is the number of the last event
of the position heard: a proposal is for that position only.

Who: declarer's token only (any other token of the table: ``403 declarer_only``). When dummy is
not to play, or dummy is not yet faced: ``409 not_dummys_turn``. Bad audio: ``422 bad_audio``;
an empty body or a Content-Type that is not audio: ``400 bad_body``; pocketsphinx not installed:
``503 voice_unavailable``; a body over the voice limit (``ServiceConfig.max_voice_body``): ``413``.

Decoding takes 0.1-0.5 s of CPU, so it runs in a worker thread (:func:`asyncio.to_thread`) on a
copy of the table taken on the event loop; the live session is never touched.

Spec: table-service.md (contract) + docs/table-service.md "Additions" and "Voice" (voice only
proposes); Law 46.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Request

from bridgelaw.errors import BridgeLawError
from bridgelaw.service.api import _lang, seated
from bridgelaw.service.auth import seat_of
from bridgelaw.service.errors import ApiError
from bridgelaw.service.schemas import error_responses
from bridgelaw.service.visibility import dummy_faced
from bridgelaw.voice import AudioError, VoiceUnavailableError, propose_json

__all__ = ["AUDIO_TYPES", "router"]

router = APIRouter(prefix="/v1")

#: Content-Types read as audio (``""``: none given, read by its first bytes).
AUDIO_TYPES = ("", "audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave", "audio/l16",
               "application/octet-stream")


@router.post(
    "/tables/{table_id}/voice",
    responses={**error_responses(401, 404), 400: {"description": "empty body or not audio"},
               403: {"description": "not declarer"}, 409: {"description": "dummy is not to play"},
               413: {"description": "body too large"}, 422: {"description": "audio not 16 kHz mono 16-bit"},
               503: {"description": "pocketsphinx not installed"}},
)
async def voice(
    request: Request, table_id: str,
    authorization: Annotated[str | None, Header()] = None,
    content_type: Annotated[str | None, Header()] = None,
    lang: Annotated[str | None, Query(description="language of the ruling texts")] = None,
    nbest: Annotated[int, Query(ge=1, le=5, description="how many proposals at most")] = 3,
) -> dict[str, Any]:
    """Hear one utterance of declarer and propose what it designates from dummy; nothing is
    recorded or played (the player confirms, then sends the words as a ``say`` event)."""
    _, live, role = seated(request, table_id, authorization)
    s = live.session
    t = s.table
    if seat_of(role) != t.declarer:
        raise ApiError(403, "declarer_only", "only declarer's token may speak to dummy by voice")
    text_lang = _lang(lang) or live.row.lang
    ct = (content_type or "").split(";")[0].strip().lower()
    if ct not in AUDIO_TYPES:
        raise ApiError(400, "bad_body", f"Content-Type {ct!r} is not audio: send audio/wav or "
                       "audio/L16; rate=16000", "body")
    audio = await request.body()
    if not audio:
        raise ApiError(400, "bad_body", "the body is empty: send one utterance as a 16 kHz mono WAV", "body")
    if t.is_over or t.turn != t.dummy or not dummy_faced(s):
        raise ApiError(409, "not_dummys_turn", "dummy is not to play: there is nothing to designate")
    table = t.copy()  # taken on the event loop: the thread never sees the live session
    seq = live.seq
    try:
        body = await asyncio.to_thread(propose_json, audio, table, lang=text_lang, content_type=content_type,
                                       nbest=nbest, edition=s.edition, regulations=s.regulations)
    except AudioError as e:
        raise ApiError(422, "bad_audio", str(e), "body") from None
    except VoiceUnavailableError as e:
        raise ApiError(503, "voice_unavailable", str(e)) from None
    except BridgeLawError as e:
        raise ApiError(400, "bad_request", str(e)) from None
    body["seq"] = seq
    return body
