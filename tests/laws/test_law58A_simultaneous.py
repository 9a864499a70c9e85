"""58A: "A lead or play made simultaneously with another player's legal lead or play is deemed
to be subsequent to it" - the event's finding ``simultaneous_with`` (the earlier event, numbered
as the rulings number events) says so; the card is ruled after that one, as the record orders
it (td_review_18 27: East's card faced with West's opening lead is deemed played at dummy's
turn - 57D)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import CLUBS_3NT, of, rule

from bridgelaw.errors import BridgeLawError, IncidentFormatError

OPENING: dict[str, Any] = {**CLUBS_3NT, "play": []}
EVENTS = [{"by": "W", "play": "S8"},
          {"by": "E", "play": "H6", "findings": {"simultaneous_with": 0}}]


def test_58A_deemed_subsequent_to_the_legal_lead_57D_penalty_card() -> None:
    out = rule(OPENING, EVENTS)
    assert of(out, 1) == ["penalty_card E:H6 57D"]
    r = next(x for x in out if x.event == 1)
    assert (r.penalty, r.extra["simultaneous_with"], r.extra["deemed_subsequent"]) == ("major", 0, "58A")


def test_58A_the_same_ruling_as_the_record_order_without_the_finding() -> None:
    plain = rule(OPENING, [EVENTS[0], {"by": "E", "play": "H6"}])
    assert of(plain, 1) == of(rule(OPENING, EVENTS), 1)


def test_58A_names_an_earlier_event_only() -> None:
    with pytest.raises(BridgeLawError, match="not an earlier event"):
        rule(OPENING, [EVENTS[0], {"by": "E", "play": "H6", "findings": {"simultaneous_with": 1}}])


@pytest.mark.parametrize("value", [-1, True, "0", 1.5])
def test_58A_finding_format(value: Any) -> None:
    with pytest.raises(IncidentFormatError, match="earlier event"):
        rule(OPENING, [EVENTS[0], {"by": "E", "play": "H6", "findings": {"simultaneous_with": value}}])
