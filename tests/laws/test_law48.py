"""Law 48: exposure of cards by declarer."""

from __future__ import annotations

import pytest
from _pc_helpers import SEATS, c, laws_of, load_case

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.laws.law48 import declarer_exposes_48, declarer_faces_cards_48B
from bridgelaw.rulings import Outcome
from conftest import shared_dir


@pytest.mark.parametrize("edition", list(Edition))
def test_48A_declarer_exposed_card_is_never_a_penalty_card(edition: Edition) -> None:
    r = declarer_exposes_48(c("HA"), edition=edition, seat=Seat.S)
    assert r.outcome is Outcome.NOT_PLAYED and r.law == "48A"
    assert r.penalty is None and r.extra["penalty_card"] is False
    assert r.message.format(**r.params).startswith("Declarer exposed HA")


def test_48A_dummy_card_exposed_not_played() -> None:
    r = declarer_exposes_48(c("D7"), edition=Edition.E2017, seat=Seat.N)
    assert r.seat is Seat.N and r.outcome is Outcome.NOT_PLAYED


def test_48B1_faces_cards_after_opening_lead_out_of_turn_law_54() -> None:
    r = declarer_faces_cards_48B(after_opening_lead_out_of_turn=True, edition=Edition.E2017, declarer=Seat.S)
    assert r.law == "48B1" and r.extra["then"] == "54"


def test_48B2_faces_cards_otherwise_claim_or_concession() -> None:
    r = declarer_faces_cards_48B(after_opening_lead_out_of_turn=False, edition=Edition.E2017)
    assert r.outcome is Outcome.DIRECTOR and r.law == "48B2" and r.needs == "claim_or_concession"


def test_48A_case_ebu1281_wrong_declarer_spreads_hand() -> None:
    case = load_case(shared_dir("cases"), "ebu1281-you-to-lead-wrong-declarer")
    exp = next(e for e in case["expect"] if e["event"] == 2)
    ev = case["events"][2]
    r = declarer_exposes_48(c(ev["show"]), edition=Edition.parse(case["laws"]), seat=SEATS[ev["by"]])
    assert r.outcome.value == exp["outcome"] and str(r.card) == exp["card"]
    assert r.law in laws_of(exp)
