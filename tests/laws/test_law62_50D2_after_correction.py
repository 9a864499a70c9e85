"""62B1/62C1 with 50D2 (td_review_18 02): a revoke corrected at the fourth card leaves a
defender with a major penalty card and his partner winning the trick. Declarer's 62C1 withdrawal
and his 50D2 choice of the partner's lead are both due: the 50D2 options are given at once, and
choosing one declines the withdrawal - he need not first take back his own card."""

from __future__ import annotations

from _td18 import NT_WEST, of, rule

EVENTS = [
    {"by": "S", "play": "D3"},  # a revoke: South holds hearts
    {"by": "W", "play": "H3"},
    {"by": "N", "play": "HJ"},  # North wins
    {"by": "S", "play": "H6", "findings": {"trick_quitted": False}},  # the correction
]


def test_62C1_50D2_both_offered_after_the_correction() -> None:
    out = rule(NT_WEST, EVENTS)
    assert of(out, 3)[:3] == ["penalty_card S:D3 62B1", "played S:H6 62B", "options N:- 50D2"]
    assert out[3].options == ("withdraw:H3",)
    assert out[5].options == ("require:D", "prohibit:D", "neither")


def test_50D2a_declarer_chooses_without_withdrawing_first() -> None:
    out = rule(NT_WEST, [*EVENTS, {"by": "W", "choose": "require:D"}, {"by": "N", "play": "C4"}])
    assert of(out, 4) == ["not_played N:- 50D2(a)"]
    assert of(out, 5)[0] == "played N:C4 59"  # no diamond left: any card (59)


def test_62C1_declarer_withdraws_then_50D2_only_if_still_due() -> None:
    """Declarer takes back his three and wins with the king: North is no longer on lead."""
    out = rule(NT_WEST, [*EVENTS, {"by": "W", "choose": "withdraw:H3"}, {"by": "W", "play": "HK"}])
    assert of(out, 4)[0] == "withdrawn W:H3 62C1"
    assert all(r.law != "50D2" for r in out if r.event == 5)
