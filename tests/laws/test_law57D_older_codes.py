"""57D (2017: a defender's play, not a lead, at his RHO's turn after his partner has played - played
at his proper turn if legal) is new in 2017. Under 2007 and 1997 (and older) Law 57 has only A-C
and 57A covers a play "before his partner has played": the card is "prematurely exposed (but not
led, see Law 57) by a defender" - a penalty card (Law 50), major because faced as a deliberate
play (50B), then played at the first legal opportunity (50D1) (fresh-td4 05, 15)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

from bridgelaw.clauses import CLAUSES
from bridgelaw.editions import Edition

#: 4S by South, trick 2: South led the diamond five, West played the three (dummy, North, is
#: to play next); East faces the diamond king at dummy's turn, his partner having played.
RHO_TURN: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:A63.K84.AQ72.953 K2.QJ962.K84.QJ4 QJT874.A3.J5.AK6 95.T75.T963.T872",
    "play": ["HT", "H4", "HJ", "HA", "D5", "D3"],
}
EVENTS: list[dict[str, Any]] = [
    {"by": "E", "play": "DK"},            # 0: at dummy's turn, his partner has played
    {"by": "S", "say": "diamond two"},    # 1
    {"by": "E", "play": "DK"},            # 2: his turn
]


def test_57D_2017_played_at_his_proper_turn() -> None:
    rulings = rule(RHO_TURN, EVENTS[:2])
    assert of(rulings, 0) == ["played E:DK 57D"]


@pytest.mark.parametrize("laws", ["2007", "1997", "1987"])
def test_50B_older_codes_a_major_penalty_card(laws: str) -> None:
    rulings = rule(RHO_TURN, EVENTS, laws=laws)
    assert of(rulings, 0) == ["penalty_card E:DK 50B"]
    assert next(r for r in rulings if r.event == 0).penalty == "major"
    assert of(rulings, 2) == ["played E:DK 50D1"]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_52B_older_codes_another_diamond_instead_of_the_penalty_card(laws: str) -> None:
    rulings = rule(RHO_TURN, [*EVENTS[:2], {"by": "E", "play": "D4"}], laws=laws)
    assert of(rulings, 2)[0].startswith("options E:D4 52B")


def test_57D_clause_not_in_the_older_codes() -> None:
    clause = CLAUSES["57D"]
    assert clause.provided(Edition.E2017) and clause.label(Edition.E2017) == "57D"
    assert not clause.provided(Edition.E2007) and clause.label(Edition.E2007) == "50B"
    assert not clause.provided(Edition.E1997)
