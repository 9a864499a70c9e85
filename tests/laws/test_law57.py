"""Law 57: premature lead or play (57A penalty card and declarer's choice, 57B partner cannot
comply, 57C exceptions, 57D play at RHO's turn) - 2017, with 2007/1997 labels (laws.md §1.14)."""

from __future__ import annotations

from typing import Any

import pytest
from _choice_helpers import first, session

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.i18n import render
from bridgelaw.laws import law53_58
from bridgelaw.laws.verdict import Restrict
from bridgelaw.rulings import Outcome

N_WINS = ["H2", "HQ", "H3", "H5"]  # dummy wins trick 1 and leads
DUMMY_LEADS = {"by": "S", "say": "spade two"}
WEST_EARLY = {"by": "W", "play": "S3"}  # before his partner East


def _early(more: list[dict[str, Any]], laws: str = "2017") -> tuple[Any, list[Any]]:
    return session([DUMMY_LEADS, WEST_EARLY, *more], laws, play=N_WINS)


def test_57A_premature_play_major_penalty_card_and_options() -> None:
    s, rs = _early([])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "57A", "major")
    assert r.options[:2] == ("partner_highest", "partner_lowest")
    assert "partner_other_suit:H" in r.options and "partner_other_suit:S" not in r.options
    assert s.penalty_cards.majors(Seat.W) == (Card.parse("S3"),)


def test_57A_declarer_requires_highest_partner_legal_cards_follow() -> None:
    s, rs = _early([{"by": "S", "choose": "partner_highest"}])
    assert (first(rs, 2).outcome, first(rs, 2).law) == (Outcome.NOT_PLAYED, "57A")
    assert s.table.legal_cards(Seat.E) == [Card.parse("SA")]


def test_57A_lowest() -> None:
    s, _ = _early([{"by": "S", "choose": "partner_lowest"}])
    assert s.table.legal_cards(Seat.E) == [Card.parse("S4")]


def test_57B_partner_cannot_comply_plays_any_legal_card() -> None:
    s, _ = _early([{"by": "S", "choose": "partner_other_suit:D"}])
    # East holds spades: 44C outranks the choice, so any spade (Law 59 fallback)
    assert [str(c) for c in s.table.legal_cards(Seat.E)] == ["S4", "S6", "S7", "SA"]


def test_57A_restriction_ends_with_the_trick() -> None:
    v = law53_58.law57A_choice("partner_not_suit:D", Seat.E, 2)
    (effect,) = v.effects
    assert isinstance(effect, Restrict) and v.rulings[0].law == "57A"
    r = effect.restriction
    assert isinstance(r, law53_58.PrematurePlayRestriction)
    assert (r.kind, r.suit, r.trick) == ("not_suit", Suit.DIAMONDS, 2)
    with pytest.raises(ValueError, match="57A"):
        law53_58.law57A_choice("partner_other_suit", Seat.E, 2)


def test_57C1_declarer_had_played_from_both_hands_no_rectification() -> None:
    s, rs = session([DUMMY_LEADS, {"by": "S", "play": "SQ"}, WEST_EARLY], play=N_WINS)
    assert first(rs, 1).law == "57C3"
    r = first(rs, 2)
    assert (r.outcome, r.law) == (Outcome.PLAYED, "57C1") and not len(s.penalty_cards)


def test_57C2_dummy_suggestion_no_rectification_2007_label() -> None:
    _, rs = session([DUMMY_LEADS, {"by": "N", "dummy_indicates": "S8"}, WEST_EARLY], "2007", play=N_WINS)
    assert first(rs, 2).law == "57C1"
    _, rs = session([DUMMY_LEADS, {"by": "N", "dummy_indicates": "S8"}, WEST_EARLY], play=N_WINS)
    assert first(rs, 2).law == "57C2"


def test_57C3_declarers_premature_play_1997_label() -> None:
    r = law53_58.law57C_no_rectification(Seat.S, Card.parse("SQ"), declarer_side=True, edition=Edition.E1997)
    assert r is not None and (r.outcome, r.law) == (Outcome.PLAYED, "57C")
    assert law53_58.law57C_no_rectification(Seat.W, Card.parse("S3"), edition=Edition.E2017) is None


def test_57D_legal_card_played_at_proper_turn() -> None:
    s, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "play": "HA"}, {"by": "S", "say": "heart four"}])
    r = first(rs, 1)
    assert (r.outcome, r.law) == (Outcome.PLAYED, "57D")
    text = render(r).text
    assert "legal play" in text and "penalty" not in text
    assert [str(c) for _, c in s.table.current_trick] == ["H2", "H4", "HA"]


def test_57D_card_that_can_never_be_legal_is_a_major_penalty_card() -> None:
    s, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "play": "C4"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "57D", "major")
    text = render(r).text
    assert "major penalty card" in text and "if legal" not in text
    assert s.penalty_cards.majors(Seat.E) == (Card.parse("C4"),)
    assert Card.parse("C4") in s.table.hand(Seat.E) and not s.premature
