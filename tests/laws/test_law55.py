"""Law 55: declarer's lead out of turn (55A either defender accepts or refuses, 55B retraction,
55C information) - 2017, 2007 and 1997 labels (laws.md §1.13)."""

from __future__ import annotations

import pytest
from _choice_helpers import first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.errors import ChoiceError
from bridgelaw.laws import law55
from bridgelaw.rulings import Outcome

W_WINS = ["HK", "HQ", "H3", "H5"]  # West to lead trick 2
S_WINS = ["H2", "H4", "H3", "H5"]  # South (declarer) to lead trick 2
DECL_LOOT = {"by": "S", "play": "C5", "findings": {"deemed_lead": True}}


def test_55A_either_defender_may_choose() -> None:
    for chooser in ("E", "W"):
        s, rs = session([DECL_LOOT, {"by": chooser, "choose": "accept_lead"}], play=W_WINS)
        assert (first(rs, 1).outcome, first(rs, 1).law) == (Outcome.PLAYED, "53A")
        assert s.table.current_trick == [(Seat.S, Card.parse("C5"))] and s.table.turn is Seat.W


def test_55A_dummy_may_not_choose() -> None:
    with pytest.raises(ChoiceError, match="belongs to E or W"):
        session([DECL_LOOT, {"by": "N", "choose": "accept_lead"}], play=W_WINS)


def test_55B1_retraction_when_it_was_a_defenders_lead() -> None:
    s, rs = session([DECL_LOOT, {"by": "W", "choose": "require_retraction"}], play=W_WINS)
    r = first(rs, 1)
    assert (r.outcome, r.law) == (Outcome.WITHDRAWN, "55B1")
    assert "adjustment_possible" in r.flags and r.info["unauthorised"] == ["N/S"]
    assert Card.parse("C5") in s.table.hand(Seat.S) and not len(s.penalty_cards) and s.table.turn is Seat.W


def test_55B2_lead_from_the_wrong_hand_declarer_leads_from_the_correct_hand() -> None:
    s, rs = session(
        [{"by": "S", "say": "club two"}, {"by": "E", "choose": "require_retraction"}], play=S_WINS
    )
    assert (first(rs, 0).outcome, first(rs, 0).law, first(rs, 0).seat) == (Outcome.OPTIONS, "55A", Seat.N)
    r = first(rs, 1)
    assert (r.outcome, r.law) == (Outcome.WITHDRAWN, "55B2") and s.table.turn is Seat.S


def test_55B_1997_single_clause_no_adjustment_flag() -> None:
    r = law55.retraction_required_55B(
        Card.parse("C5"), seat=Seat.S, proper_leader=Seat.W, declarer=Seat.S, edition=Edition.E1997
    )
    assert r.law == "55B" and "adjustment_possible" not in r.flags
    assert r.extra["see"] == "55C"
