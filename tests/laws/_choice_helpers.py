"""Helpers for the tests of Laws 53-58 and of the choices of the non-offending side: a session on
the incident-format example deal (2S by South, dummy North, West on lead)."""

from __future__ import annotations

from typing import Any

from bridgelaw.engine import TableSession
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event
from bridgelaw.rulings import Ruling

# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def session(events: list[dict[str, Any]], laws: str = "2017", **kw: Any) -> tuple[TableSession, list[Ruling]]:
    """A session after ``events`` (deal form, 2S by S unless overridden) and all its rulings."""
    data = {"laws": laws, "contract": "2S", "declarer": "S", "deal": DEAL, "events": events, **kw}
    inc = parse_incident(data)
    s = TableSession.from_incident(inc)
    return s, s.apply_all(inc.events)


def first(rulings: list[Ruling], event: int) -> Ruling:
    """The first ruling on event ``event``."""
    return next(r for r in rulings if r.event == event)


def ev(**kw: Any) -> Event:
    """An event from incident-format keywords."""
    return Event.from_json(kw)
