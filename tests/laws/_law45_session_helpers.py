"""Support shared by the tests moved by Law out of test_law45_td_review.py: setup, constants and helpers."""

from __future__ import annotations

from typing import Any

from bridgelaw.cards import Card
from bridgelaw.engine import rule_incident
from bridgelaw.incident import parse_incident
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
REGS = Regulations()
C = Card.parse

# declarer S won the last trick and is on lead; dummy N holds C3 and C2 (TD probe p5c)
WRONG_HAND = {
    "contract": "2S",
    "declarer": "S",
    "hands": {"N": "K.Q.Q.32", "E": "A.A.K.JT", "S": "Q.5.A.A5", "W": "9.K.8.K6"},
    "trick": [],
    "last_trick": {"winner": "S", "cards": ["E:D5", "S:D6", "W:D2", "N:D4"]},
}


def rule(events: list[dict[str, Any]], laws: str = "2017", play: list[str] | None = None,
         **kw: Any) -> list[Ruling]:
    base: dict[str, Any] = {"contract": "2S", "declarer": "S", "deal": DEAL, "play": play or ["H2"]}
    base.update(kw)
    return rule_incident(parse_incident({"laws": laws, "events": events, **base}))


def of(rs: list[Ruling], event: int) -> Ruling:
    return next(r for r in rs if r.event == event)


# ---------------------------------------------------------------- item 2: 45C4(b) scope by edition


TOUCH = {"by": "S", "touch": "HQ", "purpose": "play"}
CHANGE = {"by": "S", "say": "no, the heart ten"}
