"""What the service accepts of a client's text, and how much (docs/table-service.md "Limits").

Every JSON body and socket message is checked by :func:`check_text`: a string - a value or a
field's name - holding a lone surrogate (JSON's ``"\\ud800"`` escape is valid JSON but not
Unicode text: it cannot be stored, encoded or answered) is a 400 ``bad_text`` naming where it
is. An event is bounded by :class:`EventLimits`: what one event says, its size as recorded,
the events of a table and the things one seat says at it - so no client can make every view of
a table large, or one request cost the server much.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fastapi import Request

from bridgelaw.record import Event, EventKind
from bridgelaw.service.errors import ApiError

__all__ = ["DIRECTOR_WORDS", "EventLimits", "check_event", "check_incident", "check_text", "json_text",
           "lone_surrogate_at"]


#: Characters of the director's own words on an event (``findings``' ``x-ruling``: his reasons for
#: a ``decide``, his answer to a call, his words with a finding): refused beyond, never cut. It
#: fits ``EventLimits.max_event`` in any language of the table (2 bytes a character at most).
DIRECTOR_WORDS = 600


@dataclass(frozen=True)
class EventLimits:
    """The bounds of a table's events (ServiceConfig; ``bridgelaw serve`` has the defaults).

    Attributes:
        max_words: characters of the words of one ``say`` (what a player says at the table is
            a few words; a claim's statement a few lines).
        max_event: bytes of one event as recorded (its JSON: findings included).
        max_events: events of one table (a board played out with irregularities is 52-120).
        max_says: ``say`` events of one seat at one table.
    """

    max_words: int = 300
    max_event: int = 2_048
    max_events: int = 1_000
    max_says: int = 60


def _bad(s: str) -> bool:
    if s.isascii():
        return False
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def lone_surrogate_at(value: Any, where: str = "") -> str | None:
    """The place (``events[2].say``, ``options.<key>``) of the first string in ``value`` (a
    JSON value) that holds a lone surrogate, a field's name included; None when there is none.
    ``"body"`` when ``value`` itself is such a string at the top."""
    stack: list[tuple[Any, str]] = [(value, where)]
    while stack:
        v, at = stack.pop()
        if isinstance(v, str):
            if _bad(v):
                return at or "body"
        elif isinstance(v, Mapping):
            for k, item in v.items():
                name = str(k)
                if _bad(name):
                    return f"{at}.<field name>" if at else "<field name>"
                stack.append((item, f"{at}.{name}" if at else name))
        elif isinstance(v, list | tuple):
            stack.extend((item, f"{at}[{i}]") for i, item in enumerate(v))
    return None


def check_text(value: Any, where: str = "") -> None:
    """Refuse a JSON value holding a lone surrogate anywhere.

    Raises:
        ApiError: 400 ``bad_text`` naming where.
    """
    at = lone_surrogate_at(value, where)
    if at is not None:
        raise ApiError(400, "bad_text", f"{at}: holds a lone surrogate (such as \\ud800), which is not "
                       "text; send UTF-8 text", at if at != "body" else "")


async def json_text(request: Request) -> None:
    """A router dependency: the request's JSON body, if any, holds no lone surrogate.

    Raises:
        ApiError: 400 ``bad_text`` naming where.
    """
    if request.method not in ("POST", "PUT", "PATCH"):
        return
    if "json" not in request.headers.get("content-type", "json"):
        return
    import json

    body = await request.body()
    # a lone surrogate is a \\u escape, or its UTF-8-like bytes (ED A0-BF ..), which json.loads
    # reads from bytes with 'surrogatepass'
    if b"\\u" not in body and b"\\U" not in body and b"\xed" not in body:
        return
    try:
        value = json.loads(body)
    except (ValueError, RecursionError):
        return  # not JSON: the endpoint's own 400
    check_text(value)


def check_event(event: Event, limits: EventLimits, recorded: str) -> None:
    """Refuse an event larger than ``limits`` allow (``recorded``: its JSON as it would be stored).

    Raises:
        ApiError: 400 ``too_long``: the words of a ``say`` over ``max_words`` characters, the
            director's words (``x-ruling``) over :data:`DIRECTOR_WORDS`, or the event over
            ``max_event`` bytes.
    """
    words = event.findings.get("x-ruling")
    if isinstance(words, str) and len(words) > DIRECTOR_WORDS:
        raise ApiError(400, "too_long", f"findings.x-ruling: at most {DIRECTOR_WORDS} characters of the "
                       f"director's words (got {len(words)}); nothing was cut or recorded", "findings")
    if event.kind is EventKind.SAY and event.text is not None and len(event.text) > limits.max_words:
        raise ApiError(400, "too_long", f"say: at most {limits.max_words} characters of words "
                       f"(got {len(event.text)})", "say")
    size = len(recorded.encode("utf-8"))
    if size > limits.max_event:
        raise ApiError(400, "too_long", f"the event is {size} bytes as recorded; at most {limits.max_event}")


def check_count(events: tuple[Event, ...], event: Event, limits: EventLimits) -> None:
    """Refuse ``event`` when the table's record ``events`` is full, or its seat has said as
    much as it may.

    Raises:
        ApiError: 409 ``table_full`` (``max_events``), 409 ``too_many`` (``max_says``).
    """
    if len(events) >= limits.max_events:
        raise ApiError(409, "table_full", f"the table's record holds {len(events)} events, the most it "
                       "may; nothing was written")
    if event.kind is EventKind.SAY:
        said = sum(1 for e in events if e.kind is EventKind.SAY and e.by == event.by)
        if said >= limits.max_says:
            raise ApiError(409, "too_many", f"say: {event.by.letter} has said {said} things at this "
                           "table, the most one seat may; nothing was written", "say")


def check_incident(body: Mapping[str, Any], limits: EventLimits) -> None:
    """Refuse an incident (``POST /v1/rule``) with more events than a table may hold or a
    ``say`` longer than an event's words may be.

    Raises:
        ApiError: 400 ``too_long`` naming the event.
    """
    events = body.get("events")
    if not isinstance(events, list):
        return
    if len(events) > limits.max_events:
        raise ApiError(400, "too_long", f"events: at most {limits.max_events} (got {len(events)})", "events")
    for i, e in enumerate(events):
        if isinstance(e, Mapping) and isinstance(e.get("say"), str) and len(e["say"]) > limits.max_words:
            raise ApiError(400, "too_long", f"events[{i}].say: at most {limits.max_words} characters "
                           f"of words (got {len(e['say'])})", f"events[{i}].say")
