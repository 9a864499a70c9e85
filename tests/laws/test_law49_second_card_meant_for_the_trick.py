"""49 -> 50B against 57A: a defender who has played to a trick and faces another card while his
partner has still to play is ruled as a lead to the next trick (57A) unless the Director finds he
meant the card for this trick, in place of his played card (finding ``intended_card`` naming it):
an attempt to change a played card (45C1, 47 allow none) - the card is exposed outside the
normal course of play, a penalty card (49), major as faced deliberately (50B); declarer has no
57A choice (fresh-td4 06)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 4S by South, trick 2: South led the club six; West is second to play.
CLUB_LEAD: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:A63.K84.AQ72.953 K2.QJ962.K84.QJ4 QJT874.A3.J5.AK6 95.T75.T963.T872",
    "play": ["HT", "H4", "HJ", "HA", "C6"],
}
HOLD: dict[str, Any] = {"by": "W", "hold": "C7", "where": "played_position", "partner_could_see": True}


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_50B_second_card_meant_for_this_trick_is_exposed(laws: str) -> None:
    meant = {"by": "W", "play": "C8", "findings": {"intended_card": "C8"}}
    events = [HOLD, meant, {"by": "S", "say": "small"}]
    rulings = rule(CLUB_LEAD, events, laws=laws)
    assert of(rulings, 1) == ["penalty_card W:C8 50B"]
    first = next(r for r in rulings if r.event == 1)
    assert first.penalty == "major" and not first.options
    assert first.extra["not_fifth_card"] == "exposed_49"
    assert of(rulings, 2)[0].startswith("played N:C3")


def test_57A_second_card_without_the_finding_is_a_premature_lead() -> None:
    rulings = rule(CLUB_LEAD, [HOLD, {"by": "W", "play": "C8"}])
    assert of(rulings, 1) == ["penalty_card W:C8 57A"]
