"""Law 69: an agreed claim (69A) and agreement withdrawn (69B) - claims.md §2.4."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Contract, Hand, Seat
from bridgelaw.editions import Edition
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws.law69 import agreement_69A, agreement_withdrawn_69B, likely_tricks_69B
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def _table(won: tuple[int, int] = (9, 0)) -> Table:
    """3NT by South, four cards left, South on lead with SA HAK2; West HQJ3 C9 (claims.md §2.4's
    case: a careless heart discard on the SA loses West's third heart)."""
    hands = {N: "..8765.", E: "...KQJT", S: "A.AK2..", W: ".QJ3..9"}
    return Table.from_position(Contract.parse("3NT", S), {s: Hand.parse(h) for s, h in hands.items()},
                               leader=S, tricks_won=won)


def test_69A_an_agreed_claim_is_scored_as_if_played() -> None:
    r = agreement_69A(_table(), S, 4)
    assert r.outcome is Outcome.RESULT and r.law == "69A" and r.extra["tricks"] == 13
    assert agreement_69A(_table(), W, 1).extra["tricks"] == 12  # West's claim of one: declarer gets three
    with pytest.raises(ValueError, match="only 4 remain"):
        agreement_69A(_table(), S, 5)


def test_69B2_2017_a_trick_the_side_would_likely_have_won_goes_back() -> None:
    r = agreement_withdrawn_69B(_table(), S, 4, W)
    assert r.outcome is Outcome.ADJUSTED and r.law == "69B"
    assert r.extra == {"tricks": 12, "restored": 1}
    assert "would likely have won" in render(r, "en").text
    assert agreement_withdrawn_69B(_table(), S, 4, W, edition=Edition.E2007).extra["restored"] == 1


def test_69B2_1997_only_a_trick_no_normal_play_could_lose() -> None:
    r = agreement_withdrawn_69B(_table(), S, 4, W, edition=Edition.E1997)
    assert r.outcome is Outcome.NOT_PLAYED and r.extra == {"tricks": 13, "restored": 0}
    assert likely_tricks_69B(_table(), S, quantifier="sure") == 0
    assert likely_tricks_69B(_table(), S, quantifier="likely") == 1


def test_69B1_a_trick_already_won_goes_back_in_every_code() -> None:
    for edition in (Edition.E1997, Edition.E2017):
        r = agreement_withdrawn_69B(_table(won=(9, 0)), S, 4, W, won_already=1, edition=edition)
        assert r.outcome is Outcome.ADJUSTED and r.extra["restored"] == 1 and r.extra["tricks"] == 12


def test_69B_after_the_correction_period_the_agreement_stands() -> None:
    r = agreement_withdrawn_69B(_table(), S, 4, W, within_correction_period=False)
    assert r.outcome is Outcome.NOT_PLAYED and r.extra["restored"] == 0 and r.extra["tricks"] == 13


def test_69B_the_claimers_side_cannot_withdraw() -> None:
    with pytest.raises(ValueError, match="Law 71"):
        agreement_withdrawn_69B(_table(), S, 4, N)


def test_69A_a_claim_after_the_claimer_played_to_the_trick_counts_it_for_its_winner() -> None:
    t = _table()
    t.play(Card.parse("SA"))  # South leads the ace, then claims the rest (3 of 3 after it)
    assert agreement_69A(t, S, 3).extra["tricks"] == 13


@pytest.mark.parametrize("lang", LANGUAGES)
def test_69_texts_in_every_language(lang: str) -> None:
    for r in (agreement_69A(_table(), S, 4), agreement_withdrawn_69B(_table(), S, 4, W),
              agreement_withdrawn_69B(_table(), S, 4, W, edition=Edition.E1997),
              agreement_withdrawn_69B(_table(), S, 4, W, within_correction_period=False),
              agreement_withdrawn_69B(_table(), S, 4, W, won_already=1)):
        text = render(r, lang).text
        assert text and "{" not in text and "69" in text
