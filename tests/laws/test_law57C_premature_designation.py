"""57C with 45B and 45C4(b) (td_review_18 20): declarer names dummy's card before his
LHO has played - a premature play by declarer, a played card (2017 57C3, 2007 57C2). Dummy
facing that card is 45B (the card declarer designated), not 45D; declarer's later words naming
another dummy card are a 45C4(b) change attempt of that designation."""

from __future__ import annotations

import pytest
from _td18 import NT_WEST, of, rule

#: trick 2: declarer (West) has led the diamond two; North, then dummy (East)
LEAD = {**NT_WEST, "play": ["SQ", "S3", "S5", "SA", "D2"]}
EVENTS = [
    {"by": "W", "say": "diamond queen"},
    {"by": "E", "dummy_places": "DQ"},
    {"by": "W", "say": "no, wait, the diamond ace"},
    {"by": "N", "play": "D9"},
]


@pytest.mark.parametrize(("laws", "law"), [("2017", "57C3"), ("2007", "57C2")])
def test_57C_premature_designation_then_dummy_faces_it_45B(laws: str, law: str) -> None:
    out = rule(LEAD, EVENTS[:2], laws=laws)
    assert of(out, 0) == [f"played E:DQ {law}"]
    assert of(out, 1) == ["played E:DQ 45B"]


@pytest.mark.parametrize("laws", ["2017", "2007"])
def test_45C4b_change_of_a_premature_designation_refused_without_a_slip(laws: str) -> None:
    out = rule(LEAD, EVENTS, laws=laws, findings={"slip_of_tongue": False, "pause_for_thought": True})
    assert of(out, 2) == ["change_refused E:DQ 45C4(b)"]
    assert of(out, 3)[0] == "played N:D9 45A"


def test_45C4b_2007_slip_found_the_ace_takes_the_queens_place() -> None:
    out = rule(LEAD, [*EVENTS, {"by": "S", "play": "D3"}], laws="2007",
               findings={"slip_of_tongue": True, "pause_for_thought": False})
    assert of(out, 2) == ["change_allowed E:DA 45C4(b)"]
