"""45C4(b): declarer points at another dummy card after the card he designated has been played
to the trick ("top", dummy plays the ace, declarer points at the two; td_review_18 22).
The gesture is an attempt to change the designation, ruled by the Law (slip of the tongue, by
edition) - never a premature designation to the next trick (57C3)."""

from __future__ import annotations

from _td18 import SPADES_4S, of, rule

EVENTS = [
    {"by": "S", "say": "top"},
    {"by": "N", "dummy_places": "DA"},
    {"by": "E", "play": "D3"},
    {"by": "S", "point": "D2"},
]


def test_45C4b_2017_point_after_top_no_slip_change_refused_ace_stands() -> None:
    out = rule(SPADES_4S, [*EVENTS, {"by": "S", "play": "D5"}], findings={"slip_of_tongue": False})
    assert of(out, 0) == ["played N:DA 46B1(a)"]
    assert of(out, 3) == ["change_refused N:DA 45C4(b)"]
    assert of(out, 4) == ["played S:D5 45A"]


def test_45C4b_2017_point_after_top_slip_found_change_allowed_east_may_withdraw() -> None:
    out = rule(SPADES_4S, EVENTS, findings={"slip_of_tongue": True})
    (r,) = [x for x in out if x.event == 3]
    assert (r.outcome.value, str(r.card), r.law) == ("change_allowed", "D2", "45C4(b)")
    assert r.options == ("withdraw:D3",)


def test_45C4b_1997_point_after_top_no_slip_change_refused() -> None:
    out = rule(SPADES_4S, EVENTS, laws="1997", findings={"slip_of_tongue": False})
    assert of(out, 3) == ["change_refused N:DA 45C4(b)"]
