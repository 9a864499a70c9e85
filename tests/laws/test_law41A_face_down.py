"""41A: the opening lead is made face down and is played when faced (``play`` with
``face_down``); Law 54's preamble: when an opening lead is faced out of turn and the offender's
partner has led face down, the face-down lead is retracted (td_review_18 16)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import SPADES_4S, of, rule

from bridgelaw.errors import BridgeLawError, IncidentFormatError
from bridgelaw.record import Event

OPENING: dict[str, Any] = {**SPADES_4S, "play": []}
DOWN = {"by": "W", "play": "DJ", "face_down": True}


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_41A_face_down_lead_is_not_played_until_faced(laws: str) -> None:
    out = rule(OPENING, [DOWN, {"by": "W", "play": "DJ"}], laws=laws)
    assert of(out, 0) == ["not_played W:DJ 41A"]
    assert of(out, 1) == ["played W:DJ 45A"]


def test_54_partner_faces_a_lead_out_of_turn_the_face_down_lead_is_retracted() -> None:
    out = rule(OPENING, [DOWN, {"by": "E", "play": "CT"}, {"by": "S", "choose": "require_retraction"},
                         {"by": "S", "choose": "prohibit:C"}, {"by": "W", "play": "DJ"}])
    assert of(out, 1) == ["options E:CT 54", "withdrawn W:DJ 54"]
    assert of(out, 2)[0] == "penalty_card E:CT 54D"
    assert of(out, 4) == ["played W:DJ 45A"]


@pytest.mark.parametrize(("events", "words"), [
    ([{"by": "E", "play": "CT", "face_down": True}], "only the opening lead"),
    ([DOWN, {"by": "W", "play": "D8"}], "lies face down"),
    ([{"by": "W", "play": "DJ"}, {"by": "N", "play": "D2", "face_down": True}], "only the opening lead"),
])
def test_41A_refused_with_a_clear_error(events: list[dict[str, Any]], words: str) -> None:
    with pytest.raises(BridgeLawError, match=words):
        rule(OPENING, events)


@pytest.mark.parametrize(("event", "words"), [
    ({"by": "W", "say": "small", "face_down": True}, "belongs to 'play'"),
    ({"by": "W", "play": "DJ", "face_down": "yes"}, "true or false"),
])
def test_41A_face_down_format(event: dict[str, Any], words: str) -> None:
    with pytest.raises(IncidentFormatError, match=words):
        Event.from_json(event)


def test_41A_face_down_round_trips() -> None:
    e = Event.from_json(DOWN)
    assert Event.from_json(e.to_json()) == e and e.describe() == "W plays DJ face down"
