"""45C4(b): words said after a dummy card was designated and played that designate the same card
again ("the queen", then "small" with dummy's singleton queen of the suit led) change nothing: the
card stays played, and no finding of the Director is stated or needed (a new user's incident)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 2S by South; trick 2: West's lead out of turn of the diamond two accepted (dummy: singleton DQ)
DIAMOND_LEAD: dict[str, Any] = {
    "contract": "2S",
    "declarer": "S",
    "deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
    "play": ["H2", "H4", "HA", "H5"],
}
_EVENTS = [{"by": "W", "play": "D2"}, {"by": "S", "choose": "accept_lead"},
           {"by": "S", "say": "the queen"}, {"by": "E", "play": "D5"}]


@pytest.mark.parametrize("laws, label", [("2017", "45C4(b)"), ("2007", "45C4(b)"), ("1997", "45C4(b)")])
def test_45C4b_later_words_naming_the_same_card_change_nothing(laws: str, label: str) -> None:
    rulings = rule(DIAMOND_LEAD, [*_EVENTS, {"by": "S", "say": "small"}], laws=laws)
    (again,) = [r for r in rulings if r.event == 4]
    assert of(rulings, 4) == [f"played N:DQ {label}"]
    assert "restated" in again.flags and again.needs is None
    assert "Director" not in again.text


def test_45C4b_later_words_naming_another_card_still_ask_the_director() -> None:
    """With dummy's other card named ("the queen", then "the ace" of a suit dummy holds two of), the
    change turns on the Director's finding, as before."""
    base = {**DIAMOND_LEAD, "deal": "N:KJ852.QT864.AQ.3 A764.A93.KJ5.JT4 QT.5.T943.AQ8752 93.KJ72.8762.K96"}
    rulings = rule(base, [*_EVENTS, {"by": "S", "say": "the ace"}])
    (r,) = [r for r in rulings if r.event == 4]
    assert (r.outcome.value, r.needs) == ("director", "slip_of_tongue")
