"""55A with 45C4(a): declarer names a dummy card while a defender is on lead (
td_review_18 19). The card named is played (45C4(a)) - a lead out of turn by declarer from
dummy, as the same lead from his own hand is: either defender may accept it or require its
retraction (55A); dummy facing it is 45B; the proper leader's lead stands (53B) and dummy's card
goes back."""

from __future__ import annotations

import pytest
from _td18 import HEARTS_4H_WEST_ON_LEAD, of, rule


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_55A_dummy_card_named_while_a_defender_is_on_lead_is_a_lead_out_of_turn(laws: str) -> None:
    out = rule(HEARTS_4H_WEST_ON_LEAD, [{"by": "S", "say": "spade two"}], laws=laws)
    (r,) = out
    assert (r.outcome.value, str(r.card), r.law) == ("options", "S2", "55A")
    assert r.options == ("accept_lead", "require_retraction")


def test_45B_dummy_faces_the_card_called_out_of_turn_then_53B_proper_lead_stands() -> None:
    out = rule(HEARTS_4H_WEST_ON_LEAD, [
        {"by": "S", "say": "spade two"},
        {"by": "N", "dummy_places": "S2"},
        {"by": "W", "play": "DJ"},
    ])
    assert of(out, 1) == ["played N:S2 45B"]
    assert of(out, 2) == ["played W:DJ 53B"]


def test_55A_accepted_the_spade_two_is_the_lead() -> None:
    events = [{"by": "S", "say": "spade two"}, {"by": "W", "choose": "accept_lead"}]
    out = rule(HEARTS_4H_WEST_ON_LEAD, events)
    assert of(out, 1) == ["played N:S2 53A"]
