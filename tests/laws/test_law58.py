"""Law 58: simultaneous plays (58A) and several cards played at once (58B1, 58B2) - pure clause
functions (laws.md §1.15)."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.i18n import render
from bridgelaw.laws import law53_58
from bridgelaw.rulings import Outcome

SQ, SK, S2 = Card.parse("SQ"), Card.parse("SK"), Card.parse("S2")


def test_58A_simultaneous_play_counts_as_after() -> None:
    r = law53_58.law58A_simultaneous(Seat.E, SQ, other=Seat.N)
    assert (r.outcome, r.law, r.card) == (Outcome.PLAYED, "58A", SQ)
    assert "after" in render(r).text


def test_58B1_only_one_visible_card_is_played() -> None:
    r = law53_58.law58B_several_cards(Seat.E, (SQ, SK), visible=(SQ,), designated=None, defender=True)
    assert (r.outcome, r.law, r.card) == (Outcome.PLAYED, "58B1", SQ)


def test_58B2_defender_designates_the_other_visible_cards_are_penalty_cards() -> None:
    r = law53_58.law58B_several_cards(Seat.E, (SQ, SK), visible=(SQ, SK), designated=SQ, defender=True)
    assert (r.law, r.card, r.extra["penalty_cards"]) == ("58B2", SQ, ["E:SK"])
    assert "penalty cards" in render(r).text


def test_58B2_declarers_other_cards_go_back_and_undesignated_needs_director() -> None:
    r = law53_58.law58B_several_cards(Seat.S, (SQ, S2), visible=(SQ, S2), designated=S2, defender=False)
    assert r.extra["penalty_cards"] == [] and "48A" in render(r, "ru").text
    d = law53_58.law58B_several_cards(Seat.S, (SQ, S2), visible=(SQ, S2), designated=None, defender=False)
    assert (d.outcome, d.needs, d.candidates) == (Outcome.DIRECTOR, "designated_card", (S2, SQ))


def test_58B_bad_input_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="visible"):
        law53_58.law58B_several_cards(Seat.E, (SQ,), visible=(SK,), designated=None, defender=True)
    with pytest.raises(ValueError, match="not one of the visible"):
        law53_58.law58B_several_cards(Seat.E, (SQ, SK, S2), visible=(SQ, SK), designated=S2, defender=True)
