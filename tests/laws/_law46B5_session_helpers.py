"""Support shared by the tests moved by Law out of test_engine_qa.py: setup, constants and helpers."""

from __future__ import annotations

from typing import Any

from bridgelaw.engine import TableSession
from bridgelaw.incident import parse_incident
from bridgelaw.rulings import Ruling

# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96 (2S by S)
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
ANYTHING = {"by": "S", "say": "play anything"}


def session(events: list[dict[str, Any]], **kw: Any) -> tuple[TableSession, list[Ruling]]:
    data = {"laws": "2017", "contract": "2S", "declarer": "S", "deal": DEAL, "play": ["H2"], "events": events}
    inc = parse_incident({**data, **kw})
    s = TableSession.from_incident(inc)
    return s, s.apply_all(inc.events)


def on(rs: list[Ruling], event: int) -> Ruling:
    return next(r for r in rs if r.event == event)
