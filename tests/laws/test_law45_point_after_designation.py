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


def test_45C4b_2017_touch_to_play_after_top_before_rho_plays_change_refused() -> None:
    """Declarer reaches for dummy's two (touch, purpose play) after "top" and before RHO plays:
    the same attempt to change the designation, never a premature play to the next trick."""
    events = [{"by": "S", "say": "top"}, {"by": "S", "touch": "D2", "purpose": "play"},
              {"by": "E", "play": "D3"}]
    out = rule(SPADES_4S, events, findings={"slip_of_tongue": False})
    assert of(out, 1) == ["change_refused N:DA 45C4(b)"]
    assert of(out, 2) == ["played E:D3 45A"]


def test_45C3_touch_to_play_another_suit_after_the_trick_is_a_play_of_its_own() -> None:
    """A touch at a card dummy could not have played in the designated card's place (another
    suit while dummy holds the suit led) is no change attempt: 45C3 and 57C rule it."""
    events = [{"by": "S", "say": "top"}, {"by": "S", "touch": "C8", "purpose": "play"}]
    out = rule(SPADES_4S, events, findings={"slip_of_tongue": False})
    assert all("45C4(b)" not in x for x in of(out, 1))
