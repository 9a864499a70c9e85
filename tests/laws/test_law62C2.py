"""62C2 (td_review_18 01/05): after a non-offender withdraws his card under 62C1 and
plays again, the player of the offending side next in rotation may withdraw the card he played
after the revoke - a defender's card so withdrawn becomes a penalty card."""

from __future__ import annotations

import pytest
from _td18 import SPADES_4S, of, rule

TRICK3 = {**SPADES_4S, "play": ["DJ", "D2", "D3", "DK", "S4", "S8", "SK", "S2", "H2"]}
EVENTS = [
    {"by": "E", "play": "C2"},  # revoke
    {"by": "S", "play": "HJ"},
    {"by": "W", "play": "HQ"},
    {"by": "E", "play": "H5", "findings": {"trick_quitted": False}},  # correction
    {"by": "S", "choose": "withdraw:HJ"},  # 62C1
    {"by": "S", "play": "HA"},
]


@pytest.mark.parametrize("laws", ["2017", "2007"])
def test_62C2_offered_to_the_offending_sides_next_hand(laws: str) -> None:
    out = rule(TRICK3, EVENTS, laws=laws)
    assert of(out, 5)[:2] == ["played S:HA 45A", "options W:HQ 62C2"]
    assert out[-1].options == ("withdraw:HQ",) or any(r.options == ("withdraw:HQ",) for r in out)


def test_62C2_a_defender_withdraws_his_card_becomes_a_major_penalty_card() -> None:
    out = rule(TRICK3, [*EVENTS, {"by": "W", "choose": "withdraw:HQ"}])
    (r,) = [x for x in out if x.event == 6 and x.law == "62C2"]
    assert (r.outcome.value, str(r.card), r.penalty) == ("penalty_card", "HQ", "major")


def test_62C2_not_offered_when_the_non_offender_keeps_his_card() -> None:
    out = rule(TRICK3, [*EVENTS[:4], {"by": "S", "play": "CA"}])
    assert all(r.law != "62C2" for r in out)
