"""47E1 for a play (fresh director's review 3, row 2; /work/notes/fresh-td3 06, 07, scratch 06b/06c).

2007 and 2017 47E1: "A lead or play may be retracted without further rectification if the player
was mistakenly informed by an opponent that it was his turn to lead or play." 1997 47E: "1. Lead
Out of Turn" only - a play on such a statement is a premature play (57A).
"""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 2S by South; trick 1 done (declarer won with the heart five); declarer leads the diamond three
BASE: dict[str, Any] = {
    "contract": "2S",
    "declarer": "S",
    "deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
    "play": ["H2", "H4", "H3", "H5"],
}
LEAD = {"by": "S", "play": "D3"}


@pytest.mark.parametrize("laws", ["2017", "2007"])
def test_47E1_play_out_of_turn_after_told_turn_finding_is_retracted(laws: str) -> None:
    events = [LEAD, {"by": "E", "play": "D5", "findings": {"told_turn": "E"}}, {"by": "W", "play": "D2"},
              {"by": "N", "dummy_places": "DQ"}]
    rs = rule(BASE, events, laws=laws)
    assert of(rs, 1) == ["withdrawn E:D5 47E1"]
    r = next(r for r in rs if r.event == 1)
    assert not r.options and "57A" not in r.text
    assert of(rs, 2) == ["played W:D2 45A"]


@pytest.mark.parametrize("laws", ["2017", "2007"])
def test_47E1_play_after_declarers_words_your_play(laws: str) -> None:
    events = [LEAD, {"by": "S", "say": "your play"}, {"by": "E", "play": "D5"}]
    rs = rule(BASE, events, laws=laws)
    assert of(rs, 1) == ["not_played S:- 47E1"]
    assert of(rs, 2) == ["withdrawn E:D5 47E1"]


def test_47E1_retracted_card_goes_back_to_the_hand() -> None:
    # East plays the same card again in turn, after West and dummy: no penalty card, no 57A
    events = [LEAD, {"by": "E", "play": "D5", "findings": {"told_turn": "E"}}, {"by": "W", "play": "D2"},
              {"by": "S", "say": "diamond queen"}, {"by": "E", "play": "D5"}]
    rs = rule(BASE, events)
    assert of(rs, 4) == ["played E:D5 45A"]


def test_47E_1997_play_on_the_statement_is_a_premature_play_57A() -> None:
    events = [LEAD, {"by": "E", "play": "D5", "findings": {"told_turn": "E"}}]
    rs = rule(BASE, events, laws="1997")
    assert of(rs, 1) == ["penalty_card E:D5 57A"]


def test_47E1_statement_by_partner_is_no_ground_for_retraction() -> None:
    # "your play" from West, East's partner: 47E1 needs an opponent's statement - 57A
    events = [LEAD, {"by": "W", "say": "your play"}, {"by": "E", "play": "D5"}]
    rs = rule(BASE, events)
    assert of(rs, 2) == ["penalty_card E:D5 57A"]
