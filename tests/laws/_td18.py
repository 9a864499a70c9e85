"""Helpers of the tests: rule an incident given as a mapping (the positions of the
tournament director's review 18, tests/data/td_review_18/) and read its rulings."""

from __future__ import annotations

from typing import Any

from bridgelaw.engine import rule_incident
from bridgelaw.incident import parse_incident
from bridgelaw.rulings import Ruling

#: 3NT by South, trick 3: declarer leads the club six (td_review_18 24/25)
CLUBS_3NT: dict[str, Any] = {
    "contract": "3NT",
    "declarer": "S",
    "deal": "N:AK4.J73.KQ8.JT52 53.T986.T742.874 QJ2.AK5.AJ93.AK6 T9876.Q42.65.Q93",
    "play": ["S7", "S4", "S3", "SQ", "CA", "C3", "C2", "C4", "C6"],
}


def rule(base: dict[str, Any], events: list[dict[str, Any]], *, laws: str = "2017",
         findings: dict[str, Any] | None = None, **more: Any) -> list[Ruling]:
    """The rulings of ``base`` with ``events`` under ``laws`` (and incident ``findings``)."""
    data = {**base, "laws": laws, "events": events, **more}
    if findings:
        data["findings"] = findings
    return rule_incident(parse_incident(data))


def of(rulings: list[Ruling], event: int) -> list[str]:
    """Event ``event``'s rulings as ``outcome SEAT:CARD law`` strings (``-`` for no card)."""
    return [f"{r.outcome.value} {r.seat.letter if r.seat else '-'}:{r.card or '-'} {r.law}"
            for r in rulings if r.event == event]

#: 4S by South, trick 1: West has led the diamond jack (td_review_18 01, 22)
SPADES_4S: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:KQ5.942.AQ62.873 T62.875.743.T952 AJ9743.AJ6.K5.AQ 8.KQT3.JT98.KJ64",
    "play": ["DJ"],
}

#: 4H by South, trick 4: West won trick 3 and is on lead (td_review_18 19)
HEARTS_4H_WEST_ON_LEAD: dict[str, Any] = {
    "contract": "4H",
    "declarer": "S",
    "deal": "S:A5.AKJ843.K72.Q4 QJT.T6.QJT94.KJ7 K962.Q95.A53.862 8743.72.86.AT953",
    "play": ["DQ", "DA", "D6", "D2", "H5", "H2", "HA", "H6", "CQ", "CK", "C2", "C3"],
}

#: 3NT by West, trick 3: dummy (East) has led the heart two (td_review_18 02)
NT_WEST: dict[str, Any] = {
    "contract": "3NT",
    "declarer": "W",
    "deal": "W:AK4.KQ3.KJ52.A73 QJT92.J854.9.QJ4 863.A72.AQT4.K65 75.T96.8763.T982",
    "play": ["SQ", "S3", "S5", "SA", "D2", "D9", "DQ", "D6", "H2"],
}
