"""55A: "either defender may accept the lead ... or require its retraction. If the defenders
choose differently the option expressed by the player next in turn shall prevail" (2007; 2017
and 1997 alike). The record says a disagreement as the other defender's ``choose`` right after
his partner's: the player next in turn after the irregular lead prevails (fresh-td4 12; Akaroa
club handbook). A single ``choose`` is ruled as before."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 4S by South; East won trick 3 and is to lead; declarer leads the diamond five out of turn.
EAST_ON_LEAD: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:A63.K84.AQ72.953 K2.QJ962.K84.QJ4 QJT874.A3.J5.AK6 95.T75.T963.T872",
    "play": ["HT", "H4", "HJ", "HA", "S4", "S5", "SA", "S2", "H8", "HQ", "H3", "H5"],
}
LEAD: dict[str, Any] = {"by": "S", "play": "D5"}
EDITIONS = ("2017", "2007", "1997")


@pytest.mark.parametrize("laws", EDITIONS)
def test_55A_next_in_turn_prevails_over_his_partner(laws: str) -> None:
    events = [LEAD, {"by": "E", "choose": "accept_lead"}, {"by": "W", "choose": "require_retraction"},
              {"by": "E", "play": "D4"}]
    rulings = rule(EAST_ON_LEAD, events, laws=laws)
    assert of(rulings, 1) == ["played S:D5 53A"]
    assert of(rulings, 2)[0].startswith("withdrawn S:D5 55B")
    assert of(rulings, 2)[-1] == "allowed W:- 55A"
    assert next(r for r in rulings if r.event == 2 and r.law == "55A").extra["set_aside"] == "E:accept_lead"
    assert of(rulings, 3) == ["played E:D4 45A"]


@pytest.mark.parametrize("laws", EDITIONS)
def test_55A_first_choice_of_the_player_next_in_turn_stands(laws: str) -> None:
    events = [LEAD, {"by": "W", "choose": "require_retraction"}, {"by": "E", "choose": "accept_lead"},
              {"by": "E", "play": "D4"}]
    rulings = rule(EAST_ON_LEAD, events, laws=laws)
    assert of(rulings, 1)[0].startswith("withdrawn S:D5 55B")
    assert of(rulings, 2) == ["allowed E:- 55A"]
    assert next(r for r in rulings if r.event == 2).extra["prevails"] == "W"
    assert of(rulings, 3) == ["played E:D4 45A"]


def test_55A_the_same_choice_stands() -> None:
    events = [LEAD, {"by": "E", "choose": "accept_lead"}, {"by": "W", "choose": "accept_lead"},
              {"by": "W", "play": "D3"}]
    rulings = rule(EAST_ON_LEAD, events)
    assert of(rulings, 2) == ["allowed W:- 55A"]
    assert of(rulings, 3) == ["played W:D3 45A"]
