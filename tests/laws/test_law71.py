"""Law 71: a concession cancelled (claims.md §2.6)."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Contract, Hand, Seat
from bridgelaw.editions import Edition
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws.law71 import concession_cancelled_71, sure_tricks_71
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def _table() -> Table:
    """4S by South, three cards left, trumps drawn, South on lead with SA HAK: nothing can be lost."""
    hands = {N: "..432.", E: ".QJ.K.", S: "A.AK..", W: ".T9..2"}
    return Table.from_position(Contract.parse("4S", S), {s: Hand.parse(h) for s, h in hands.items()},
                               leader=S, tricks_won=(8, 2))


def _losable() -> Table:
    """3NT, South on lead with S754 opposite a void, West's singleton S6: leading a small spade
    first is careless but normal (White Book 8.70.5) and loses a trick."""
    hands = {N: "...AKQ", E: "..KQJ.", S: "754...", W: "6...32"}
    return Table.from_position(Contract.parse("3NT", S), {s: Hand.parse(h) for s, h in hands.items()},
                               leader=S, tricks_won=(7, 3))


def test_71B_a_trick_no_normal_play_could_lose_is_given_back() -> None:
    assert sure_tricks_71(_table(), S) == 3
    r = concession_cancelled_71(_table(), S, 1)
    assert r.outcome is Outcome.ADJUSTED and r.law == "71B" and r.extra == {"tricks": 11, "restored": 1}


def test_71B_a_trick_careless_play_could_lose_stays_conceded() -> None:
    assert sure_tricks_71(_losable(), S) == 2
    r = concession_cancelled_71(_losable(), S, 1)
    assert r.outcome is Outcome.NOT_PLAYED and r.extra == {"tricks": 9, "restored": 0}
    assert "could be lost by normal play" in render(r, "en").text


def test_71B_a_stated_concession_may_be_made_before_a_winner_he_did_not_count() -> None:
    # 5D, dummy on lead with S8765 HAJ, West's HQ falls under the ace (BLML 2010, fresh-claims2 07):
    # "I'll pitch a spade loser on the heart ace and concede one" - a declarer who did not see the
    # queen drop may lead the spade he said he loses before the HJ: the trick could be lost
    hands = {N: "8765.AJ..", E: "T93...AKQ", S: "42..9876.", W: "AKQJ.Q..2"}
    t = Table.from_position(Contract.parse("5D", S), {s: Hand.parse(h) for s, h in hands.items()},
                            leader=N, tricks_won=(6, 1))
    said = "I'll pitch a spade loser on the heart ace and concede one"
    # the spade led first (the stated concession, when he likes): West cashes two spades, South
    # still holding both - the least successful normal line keeps 4 of the 6
    assert sure_tricks_71(t, S, statement=said, lang="en") == 4
    r = concession_cancelled_71(t, S, 1, statement=said, lang="en")
    assert r.outcome is Outcome.NOT_PLAYED and r.extra["restored"] == 0


def test_71A_a_trick_already_won_is_given_back() -> None:
    r = concession_cancelled_71(_losable(), S, 1, won_already=8)
    assert r.outcome is Outcome.ADJUSTED and r.law == "71A"
    assert r.extra["restored"] == 1 and r.extra["tricks"] == 10


@pytest.mark.parametrize(("edition", "already", "normal"), [
    (Edition.E2017, "71A", "71B"), (Edition.E2007, "71.1", "71.2"), (Edition.E1997, "71A", "71C"),
])
def test_71_labels_by_edition(edition: Edition, already: str, normal: str) -> None:
    assert concession_cancelled_71(_losable(), S, 1, won_already=8, edition=edition).law == already
    assert concession_cancelled_71(_table(), S, 1, edition=edition).law == normal


def test_71_after_the_correction_period_the_concession_stands() -> None:
    r = concession_cancelled_71(_table(), S, 1, within_correction_period=False)
    assert r.outcome is Outcome.NOT_PLAYED and r.extra["restored"] == 0 and r.extra["tricks"] == 10


def test_71_a_defenders_concession_restores_to_the_defenders() -> None:
    # West concedes the last three although his side's... nothing: South holds all winners here,
    # so West's concession stands (no trick of his side is sure)
    r = concession_cancelled_71(_table(), W, 3)
    assert r.outcome is Outcome.NOT_PLAYED and r.extra["tricks"] == 11


def test_71_bad_numbers_are_refused() -> None:
    with pytest.raises(ValueError, match="only 3 remain"):
        concession_cancelled_71(_table(), S, 4)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_71_texts_in_every_language(lang: str) -> None:
    for r in (concession_cancelled_71(_table(), S, 1), concession_cancelled_71(_losable(), S, 1),
              concession_cancelled_71(_losable(), S, 1, won_already=8),
              concession_cancelled_71(_table(), S, 1, within_correction_period=False)):
        text = render(r, lang).text
        assert text and "{" not in text and "71" in text
