"""Law 54: faced opening lead out of turn (54A spread, 54B accept, 54C must accept, 54D refuse,
54E declaring side) - 2017 (laws.md §1.13)."""

from __future__ import annotations

import pytest
from _choice_helpers import first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.laws import law53_58
from bridgelaw.rulings import Outcome

LOOT = {"by": "E", "play": "HA"}  # West was to make the opening lead


def test_54_opening_lead_out_of_turn_offers_three_options() -> None:
    _, rs = session([LOOT])
    r = first(rs, 0)
    assert (r.outcome, r.law) == (Outcome.OPTIONS, "54")
    assert r.options == ("accept_lead", "spread_hand", "require_retraction")


def test_54A_declarer_spreads_and_becomes_dummy() -> None:
    s, rs = session([LOOT, {"by": "S", "choose": "spread_hand"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.extra["new_declarer"]) == (Outcome.PLAYED, "54A", "N")
    assert s.table.declarer is Seat.N and s.table.dummy is Seat.S
    assert s.table.current_trick == [(Seat.E, Card.parse("HA"))] and s.table.turn is Seat.S


def test_54B_declarer_accepts_and_plays_second_from_his_hand() -> None:
    s, rs = session([LOOT, {"by": "S", "choose": "accept_lead"}, {"by": "S", "play": "H5"}])
    assert (first(rs, 1).outcome, first(rs, 1).law) == (Outcome.PLAYED, "54B")
    assert [str(c) for _, c in s.table.current_trick] == ["HA", "H5"]


def test_54C_declarer_who_could_see_dummy_must_accept() -> None:
    _, rs = session([LOOT], findings={"declarer_saw_dummy": True})
    r = first(rs, 0)
    assert r.law == "54C" and "require_retraction" not in r.options


def test_54D_refused_lead_is_a_major_penalty_card_then_50D2_for_the_proper_leader() -> None:
    s, rs = session([LOOT, {"by": "S", "choose": "require_retraction"}])
    r, offer = [x for x in rs if x.event == 1]
    assert (r.outcome, r.law, r.penalty, r.card) == (Outcome.PENALTY_CARD, "54D", "major", Card.parse("HA"))
    assert (offer.outcome, offer.law, offer.seat) == (Outcome.OPTIONS, "50D2", Seat.W)
    assert offer.options == ("require:H", "prohibit:H", "neither")
    assert s.table.turn is Seat.W and Card.parse("HA") in s.table.hand(Seat.E)


def test_54E_opening_lead_by_declaring_side_is_law_24() -> None:
    _, rs = session([{"by": "S", "play": "DA"}])
    r = first(rs, 0)
    assert (r.outcome, r.law, r.needs) == (Outcome.DIRECTOR, "54E", "law24")


def test_54_result_rejects_unknown_option() -> None:
    with pytest.raises(ValueError, match="not an option of Law 54"):
        law53_58.law54_result("neither", Seat.E, Card.parse("HA"), declarer=Seat.S, proper_leader=Seat.W)
