"""53A: a defender leads out of turn and declarer names (or points at) a card of dummy, the hand
next in rotation: the card is played to the irregular lead, which is accepted (fresh director's
review 3, row 1; /work/notes/fresh-td3 02, scratch 02c/02e).

2017 53A: "It becomes a correct lead ... if a card is played from the hand next in rotation to the
irregular lead"; 2007 and 1997 53A: "... or if the player next in rotation plays to the irregular
lead". Not 55A (no lead from the wrong hand: the lead is West's) and not a change of dummy's card
to the last trick (45C4(b)).
"""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 1NT by South; trick 1: W H3, N H5, E H4, S H9 - declarer wins; West then leads the club king
#: out of turn (56: declarer may accept or require retraction)
LOOT_BASE: dict[str, Any] = {
    "contract": "1NT",
    "declarer": "S",
    "deal": "N:AKQ2.8765.AQ3.42 J987.AKQ4.KJT52. 543.JT9.764.7653 T6.32.98.AKQJT98",
    "play": [],
}
TRICK_1 = [{"by": "W", "play": "H3"}, {"by": "S", "say": "small"}, {"by": "E", "play": "H4"},
           {"by": "S", "play": "H9"}, {"by": "W", "play": "CK"}]


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_53A_declarers_words_naming_dummys_card_accept_the_lead(laws: str) -> None:
    rs = rule(LOOT_BASE, [*TRICK_1, {"by": "S", "say": "club two"}, {"by": "E", "play": "S7"}], laws=laws)
    assert of(rs, 4) == ["options W:CK 56"]
    assert of(rs, 5) == ["played N:C2 53A"]
    r = next(r for r in rs if r.event == 5)
    assert r.extra["accepted"] == "W:CK" and r.extra["designation"] == "45C4(a)"
    assert of(rs, 6) == ["played E:S7 45A"]  # void in clubs, East discards to the accepted lead


def test_53A_declarer_points_at_dummys_card() -> None:
    rs = rule(LOOT_BASE, [*TRICK_1, {"by": "S", "point": "C2"}])
    assert of(rs, 5) == ["played N:C2 53A"]


def test_53A_words_that_play_no_card_leave_the_choice_open() -> None:
    # 46B4: dummy has no diamond king - nothing is played, declarer still chooses under 56
    rs = rule(LOOT_BASE, [*TRICK_1, {"by": "S", "say": "diamond king"},
                          {"by": "S", "choose": "require_retraction"}])
    assert of(rs, 5) == ["invalid N:- 46B4"]
    assert of(rs, 6) == ["penalty_card W:CK 56"]
