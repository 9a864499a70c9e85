"""61A: a lead of a suit declarer prohibited under 50D2(a) (51B) when able to lead another is a
revoke - "failure to lead or play, when able, a card or suit required by law or specified by an
opponent when exercising an option in rectification of an irregularity constitutes a revoke"
(2017; the same words in 2007 and 1997). It follows the path of a broken requirement: corrected
before it is established (62A, 62B: by a card of another suit), established when the offender or
his partner plays to the next trick (63A1), Law 64 at the end of play (fresh-td4 14)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 4S by South; East won trick 3 with the diamond king and is to lead; West leads the heart seven
#: out of turn, declarer requires its retraction (a major penalty card) and prohibits hearts.
PROHIBITED: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:A63.K84.AQ72.953 K2.QJ962.K84.QJ4 QJT874.A3.J5.AK6 95.T75.T963.T872",
    "play": ["HT", "H4", "HJ", "HA", "S4", "S5", "SA", "S2", "D2", "DK", "D5", "D3"],
}
BEFORE: list[dict[str, Any]] = [
    {"by": "W", "play": "H7"},
    {"by": "S", "choose": "require_retraction"},
    {"by": "S", "choose": "prohibit:H"},
    {"by": "E", "play": "HQ"},  # 3: the prohibited suit, holding clubs, diamonds, spades
]
TRICK: list[dict[str, Any]] = [
    {"by": "S", "play": "H3"},
    {"by": "W", "play": "H5"},
    {"by": "S", "say": "heart eight"},  # East's queen wins
]
EDITIONS = ("2017", "2007", "1997")


@pytest.mark.parametrize("laws", EDITIONS)
def test_61A_prohibited_suit_led_is_a_revoke(laws: str) -> None:
    rulings = rule(PROHIBITED, BEFORE, laws=laws)
    lead = [r for r in rulings if r.event == 3]
    assert of(rulings, 3)[0] == "played E:HQ 61A"
    assert "revoke" in lead[0].flags


@pytest.mark.parametrize("laws", EDITIONS)
def test_63A1_prohibited_lead_established_by_the_next_lead(laws: str) -> None:
    rulings = rule(PROHIBITED, [*BEFORE, *TRICK, {"by": "E", "play": "C4"}], laws=laws)
    assert "played E:HQ 63A1" in of(rulings, 7)
    est = [r for r in rulings if r.event == 7 and r.law == "63A1"]
    assert est and "revoke_established" in est[0].flags


def test_64A1_prohibited_lead_adjusted_at_the_end_of_play() -> None:
    rulings = rule(PROHIBITED, [*BEFORE, *TRICK, {"by": "E", "play": "C4"}],
                   end_of_play={"play_ended": True})
    assert "transfer E:HQ 64A1" in of(rulings, 7)


@pytest.mark.parametrize("laws", EDITIONS)
def test_62B_prohibited_lead_corrected_by_a_card_of_another_suit(laws: str) -> None:
    rulings = rule(PROHIBITED, [*BEFORE, {"by": "S", "play": "H3"}, {"by": "E", "play": "CQ"}], laws=laws)
    assert of(rulings, 5) == ["penalty_card E:HQ 62B1", "played E:CQ 62B"]
    fate = next(r for r in rulings if r.event == 5)
    assert fate.penalty == "major" and fate.extra["returned"] == ["S:H3"]


def test_61A_a_required_suit_not_led_cites_61A_too() -> None:
    events = [*BEFORE[:2], {"by": "S", "choose": "require:H"}, {"by": "E", "play": "CQ"}]
    rulings = rule(PROHIBITED, events)
    assert of(rulings, 3)[0] == "played E:CQ 61A"


def test_61A_told_at_the_table_as_a_card_played_45A() -> None:
    from bridgelaw.laws.law61 import revoke_told_at_table_61A

    lead = next(r for r in rule(PROHIBITED, BEFORE) if r.event == 3)
    told = revoke_told_at_table_61A(lead)
    assert told is not None and told.law == "45A" and "revoke" not in told.flags
