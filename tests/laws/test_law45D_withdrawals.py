"""45D: the withdrawals a defender may make after dummy's card that declarer did not name - when
that card won the trick and the director finds declarer's next words correct it (finding
``corrects_dummys_card``), and when dummy put it out before his turn (the card goes back at once;
the cards played to the trick after it may be withdrawn once declarer designates dummy's card).
Positions of the tournament director's review 18 (files 23 and 30)."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import SPADES_4S, of, rule

from bridgelaw.errors import IncidentFormatError

#: 4S by South; West has led the heart three (td_review_18 30)
HEART_LEAD_4S: dict[str, Any] = {**SPADES_4S, "play": ["H3"]}

#: 3NT by West, dummy East; trick 2, declarer has led the heart three (td_review_18 23)
NT_WEST_H3: dict[str, Any] = {
    "contract": "3NT",
    "declarer": "W",
    "deal": "W:AK4.KQ3.KJ52.A73 QJT92.J854.9.QJ4 863.A72.AQT4.K65 75.T96.8763.T982",
    "play": ["SQ", "S3", "S5", "SA", "H3"],
}

#: dummy's unnamed nine wins the trick; declarer then names the two
_NINE_WINS = [
    {"by": "N", "dummy_places": "H9"},
    {"by": "E", "play": "H5"},
    {"by": "S", "play": "H6"},
]


@pytest.mark.parametrize("laws, label", [("2017", "45D1"), ("2007", "45D"), ("1997", "45D")])
def test_45D_correction_after_dummys_card_won_the_trick(laws: str, label: str) -> None:
    """The finding ``corrects_dummys_card``: declarer's words after the trick that dummy's
    unnamed card won correct it (attention drawn before each side has played to the next trick):
    the two is played in the nine's place and East may withdraw his five."""
    events = [*_NINE_WINS, {"by": "S", "say": "heart two", "findings": {"corrects_dummys_card": True}},
              {"by": "E", "choose": "withdraw:H5"}, {"by": "E", "play": "H8"}]
    rulings = rule(HEART_LEAD_4S, events, laws=laws)
    (named,) = [r for r in rulings if r.event == 3]
    assert (named.outcome.value, named.card, named.options) == ("played", named.card, ("withdraw:H5",))
    assert str(named.card) == "H2"
    assert of(rulings, 4) == [f"withdrawn E:H5 {label}"]
    assert of(rulings, 5)[0] == "played E:H8 45A"


@pytest.mark.parametrize("laws, label", [("2017", "45D1"), ("2007", "45D"), ("1997", "45D")])
def test_45D1_declarer_may_then_withdraw_his_own_card(laws: str, label: str) -> None:
    """45D (2017 45D1; the 1997 text has it too, seed 002: "Om spelförarens MTH ändrar sitt kort,
    får spelföraren återta ett kort han senare hade spelat på i det sticket"): declarer's RHO
    changed his card, so declarer may withdraw his six - an ``options`` ruling says so."""
    events = [*_NINE_WINS, {"by": "S", "say": "heart two", "findings": {"corrects_dummys_card": True}},
              {"by": "E", "choose": "withdraw:H5"}, {"by": "E", "play": "H8"},
              {"by": "S", "choose": "withdraw:H6"}, {"by": "S", "play": "HA"}]
    rulings = rule(HEART_LEAD_4S, events, laws=laws)
    offer = [r for r in rulings if r.event == 5 and r.outcome.value == "options"]
    assert [(r.seat.letter if r.seat else "", str(r.card), r.law, r.options) for r in offer] == [
        ("S", "H6", label, ("withdraw:H6",))]
    assert "E" in offer[0].text and "H6" not in offer[0].text  # the text names the card in words
    assert of(rulings, 6) == [f"withdrawn S:H6 {label}"]
    assert of(rulings, 7)[0] == "played S:HA 45A"


def test_45D_without_the_finding_the_words_are_dummys_lead() -> None:
    """No finding: dummy won the trick with the nine and is on lead, so "heart two" is his lead
    to the next trick (the nine stands once both sides have played to it); nothing is offered."""
    rulings = rule(HEART_LEAD_4S, [*_NINE_WINS, {"by": "S", "say": "heart two"}])
    (named,) = [r for r in rulings if r.event == 3]
    assert str(named.card) == "H2" and named.options == ()
    with pytest.raises(IncidentFormatError, match="no choice is open"):
        rule(HEART_LEAD_4S, [*_NINE_WINS, {"by": "S", "say": "heart two"},
                             {"by": "E", "choose": "withdraw:H5"}])


def test_45D_finding_false_keeps_a_new_designation() -> None:
    """``corrects_dummys_card: false``: the words are a new designation (dummy's lead)."""
    events = [*_NINE_WINS, {"by": "S", "say": "heart two", "findings": {"corrects_dummys_card": False}}]
    (named,) = [r for r in rule(HEART_LEAD_4S, events) if r.event == 3]
    assert named.options == ()


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_45D_dummys_card_before_his_turn_defenders_may_withdraw(laws: str) -> None:
    """Dummy puts the ace out before his RHO has played; South plays before his partner (not
    rectified, 57C), North follows; declarer then names dummy's card: both defenders played after
    dummy's error before attention was drawn to it, and each may withdraw his card (45D)."""
    events = [
        {"by": "E", "dummy_places": "HA"},
        {"by": "S", "play": "H6"},
        {"by": "N", "play": "H4"},
        {"by": "W", "say": "small heart"},
        {"by": "S", "choose": "withdraw:H6"},
        {"by": "S", "play": "H9"},
    ]
    rulings = rule(NT_WEST_H3, events, laws=laws)
    (named,) = [r for r in rulings if r.event == 3]
    assert str(named.card) == "H2"
    assert set(named.options) == {"withdraw:H6", "withdraw:H4"}
    assert of(rulings, 4)[0].startswith("withdrawn S:H6 45D")
    assert of(rulings, 5)[0] == "played S:H9 45A"


def test_45D_1963_no_withdrawals_after_dummys_card_before_his_turn() -> None:
    """1963 has no 45D: nothing is offered."""
    events = [{"by": "E", "dummy_places": "HA"}, {"by": "S", "play": "H6"}, {"by": "N", "play": "H4"},
              {"by": "W", "say": "small heart"}]
    (named,) = [r for r in rule(NT_WEST_H3, events, laws="1963") if r.event == 3]
    assert named.options == ()
