"""43A1(b) against 42B2: dummy "may try to prevent any irregularity by declarer" (42B2) - a
"you're in dummy" before declarer leads from the wrong hand is his right; once declarer has led
from the wrong hand the warning prevents nothing: it draws attention to an irregularity during
play, which dummy may not do (43A1(b)), in every code. The defenders' choice (55A) is untouched
(fresh-td4 17)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 4S by South; dummy (North) won trick 2 with the spade ace and is to lead.
DUMMY_ON_LEAD: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:A63.K84.AQ72.953 K2.QJ962.K84.QJ4 QJT874.A3.J5.AK6 95.T75.T963.T872",
    "play": ["HT", "H4", "HJ", "HA", "S4", "S5", "SA", "S2"],
}
WARNS: dict[str, Any] = {"by": "N", "dummy_warns": "wrong_hand"}


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_43A1b_wrong_hand_warning_after_the_lead_draws_attention(laws: str) -> None:
    events = [{"by": "S", "play": "DJ"}, WARNS, {"by": "W", "choose": "require_retraction"}]
    rulings = rule(DUMMY_ON_LEAD, events, laws=laws)
    assert of(rulings, 0)[0] == "options S:DJ 55A"
    assert of(rulings, 1) == ["irregularity N:- 43A1(b)"]
    assert of(rulings, 2)[0].startswith("withdrawn S:DJ 55B")


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_42B2_wrong_hand_warning_before_the_lead_prevents(laws: str) -> None:
    rulings = rule(DUMMY_ON_LEAD, [WARNS], laws=laws)
    assert of(rulings, 0) == ["allowed N:- 42B2"]
