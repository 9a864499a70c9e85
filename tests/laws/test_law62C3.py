"""62C3 (2017): both sides revoke on the same trick and only one side has played to the next -
both revokes must be corrected, the established one too (63B's exception), every card the
defending side withdraws a penalty card; Law 64 then makes no trick adjustment (64B8). Before
2017 there is no 62C3: the established revoke stands (63B) and only the other is corrected (62B).
The corrections are ``play`` events with ``to_trick`` (td_review_18 10, 11)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.laws import law62
from bridgelaw.laws.law63 import RevokeCase

#: 4S by South, trick 4: dummy's diamond ace, East's six (td_review_18 10)
TRICK4: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:AQ4.K72.AKQ3.852 72.865.JT96.T974 KJT953.A4.7.AK63 86.QJT93.8542.QJ",
    "play": ["HQ", "H2", "H5", "HA", "S3", "S6", "SQ", "S2", "SA", "S7", "S5", "S8", "DA", "D6"],
}
BOTH_REVOKE = [
    {"by": "S", "play": "C3"},  # 0: declarer revokes (he holds the D7)
    {"by": "W", "play": "H3"},  # 1: West revokes too; dummy's ace wins
    {"by": "S", "say": "diamond king"},  # 2: dummy leads trick 5: declarer's revoke established
]
WEST_CORRECTS = {"by": "W", "play": "D2", "to_trick": 4}
SOUTH_CORRECTS = {"by": "S", "play": "D7", "to_trick": 4}
END = {"end_of_play": {"attention": "during_play", "play_ended": True}}


def test_62C3_both_revokes_corrected_the_defenders_card_a_major_penalty_card() -> None:
    out = rule(TRICK4, [*BOTH_REVOKE, WEST_CORRECTS, SOUTH_CORRECTS, {"by": "E", "play": "DJ"}], **END)
    assert of(out, 2) == ["played N:DK 45C4(a)", "played S:C3 63A2"]
    assert of(out, 3) == ["penalty_card W:H3 62C3", "played W:D2 62C3"]
    west = next(r for r in out if r.event == 3)
    assert west.penalty == "major" and west.extra["pending"] == ["S"] and not west.options
    assert of(out, 4) == ["withdrawn S:C3 62C3", "played S:D7 62C3"]


def test_62C3_64B8_no_trick_adjustment_for_the_revoke_corrected_so() -> None:
    out = rule(TRICK4, [*BOTH_REVOKE, WEST_CORRECTS, SOUTH_CORRECTS, {"by": "E", "play": "DJ"}], **END)
    end = [r for r in out if r.event == 5][1:]
    assert (end[0].outcome.value, end[0].law, end[0].extra["tricks"]) == ("transfer", "64B8", 0)
    assert all(r.law not in ("64A1", "64A2") for r in end)


def test_62C3_declarer_corrects_first_then_the_defender() -> None:
    out = rule(TRICK4, [*BOTH_REVOKE, SOUTH_CORRECTS, WEST_CORRECTS], **END)
    assert of(out, 3) == ["withdrawn S:C3 62C3", "played S:D7 62C3"]
    assert of(out, 4)[:3] == ["penalty_card W:H3 62C3", "played W:D2 62C3", "transfer S:C3 64B8"]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_62C3_not_before_2017_the_established_revoke_stands(laws: str) -> None:
    out = rule(TRICK4, [*BOTH_REVOKE, WEST_CORRECTS, SOUTH_CORRECTS, {"by": "E", "play": "DJ"}],
               laws=laws, **END)
    assert of(out, 3) == ["penalty_card W:H3 62B1", "played W:D2 62B"]
    assert next(r for r in out if r.event == 3).options == ("withdraw:DK",)  # 62C1
    refused = "63B" if laws == "2007" else "63C"
    assert of(out, 4) == [f"not_played S:D7 {refused}"]
    assert any(r.law == "64A2" for r in out if r.event == 5)


def test_62C3_law_function_only_one_side_played_to_the_next_trick() -> None:
    both = [RevokeCase(4, Seat.S, *_card_suit("C3", "D")), RevokeCase(4, Seat.W, *_card_suit("H3", "D"))]
    f = law62.both_sides_correct_62C3
    assert f(Seat.W, 4, both, {"N/S"}, memory=None) is not None
    assert f(Seat.W, 4, both, {"N/S", "E/W"}, memory=None) is None  # both sides played on
    assert f(Seat.W, 4, both, set(), memory=None) is None  # neither: 62A for each
    assert f(Seat.W, 4, both[1:], {"N/S"}, memory=None) is None  # one side revoked
    assert f(Seat.W, 4, both, {"N/S"}, memory=None, edition=Edition.E2007) is None


def _card_suit(card: str, suit: str) -> tuple[Any, Any]:
    from bridgelaw.cards import Card, Suit

    return Card.parse(card), Suit.parse(suit)
