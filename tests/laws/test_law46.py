"""Law 46 (and 45C4(a) for complete designations) by clause: 2017, 2007, 1997; every O-46 option;
the worked examples of laws.md §1.6."""

from __future__ import annotations

from typing import Any

import pytest
from _law46_table_helpers import E63, E87, HEART_QUEEN, OLDER, RUFFED, SEVEN, texts
from _law46_table_helpers import WIN as WIN_table
from _law46_table_helpers import rule as rule_table
from _law46_table_helpers import tbl as tbl_table
from _law46B5_session_helpers import ANYTHING, on, session
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.cards import Card, Contract, Hand, Rank, Seat, Suit
from bridgelaw.designation.types import Designation, Keyword
from bridgelaw.editions import Edition
from bridgelaw.engine import render_text
from bridgelaw.errors import (
    AmbiguousDesignationError,
    ChoiceError,
    IllegalDesignationError,
    InvalidDesignationError,
    PlayOverError,
)
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws import law46
from bridgelaw.laws.law46 import label_46B1, parse_dummy_card, resolve_designation
from bridgelaw.record import Event
from bridgelaw.regulations import OPTIONS, Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table, Trick, trick_winner

E17, E07, E97 = Edition.E2017, Edition.E2007, Edition.E1997
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def c(text: str) -> Card:
    return Card.parse(text)


def _cards(text: str) -> list[tuple[Seat, Card]]:
    out = []
    for item in text.replace(",", " ").split():
        seat, card = item.split(":")
        out.append((Seat.parse(seat), Card.parse(card)))
    return out


def tbl(dummy: str = "AQ72...", trick: str = "", contract: str = "NT", declarer: str = "S",
        last: str = "", last_winner: str | None = None, others: dict[str, str] | None = None) -> Table:
    """A position: dummy = declarer's partner holds ``dummy``; other seats unknown unless given."""
    decl = Seat.parse(declarer)
    hands = {decl.partner: Hand.parse(dummy)}
    for s, h in (others or {}).items():
        hands[Seat.parse(s)] = Hand.parse(h)
    partial = [s for s in Seat if s is not decl.partner]
    last_trick = None
    if last or last_winner:
        cards = tuple(_cards(last))
        winner = Seat.parse(last_winner) if last_winner else trick_winner(cards, Contract.parse(
            contract, decl).trump)
        last_trick = Trick(13 - len(hands[decl.partner]), cards[0][0] if cards else winner, cards, winner)
    return Table.from_position(Contract.parse(contract, decl), hands, partial=partial,
                               trick=_cards(trick), last_trick=last_trick,
                               trick_number=14 - len(hands[decl.partner]))


def d(suit: Suit | None = None, rank: Rank | None = None, kw: Keyword | None = None,
      trump: bool = False, text: str = "") -> Designation:
    return Designation(suit=suit, rank=rank, keyword=kw, trump_named=trump, text=text)


def rule(t: Table, des: Designation, ed: Edition = E17, incontrovertible: Card | None = None,
         **opts: str) -> Ruling:
    regs = Regulations({k.replace("_", "-"): v for k, v in opts.items()})
    return resolve_designation(t, des, edition=ed, regulations=regs, incontrovertible=incontrovertible)


def played(r: Ruling, card: str, law: str) -> None:
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, card, law), r


LOW, HIGH, WIN, ANY = Keyword.LOW, Keyword.HIGH, Keyword.WIN, Keyword.ANY

# --------------------------------------------------------------------------- §1.6 worked examples


def test_46B_worked_example_dummy_second_AQ72_spade_lead() -> None:
    t = tbl("AQ72...", "W:S5")
    played(rule(t, d(kw=LOW, text="low")), "S2", "46B1(c)")
    played(rule(t, d(kw=HIGH, text="high")), "SA", "46B1(a)")
    played(rule(t, d(suit=S, text="spade")), "S2", "46B2")
    played(rule(t, d(rank=Rank.QUEEN, text="queen")), "SQ", "46B3(b)")
    played(rule(t, d(kw=WIN, text="win")), "SA", "46B1(b)")  # not last: O-46-WIN default reads it as high


def test_46B1b_worked_example_dummy_last_wins_with_ace() -> None:
    t = tbl("AQ72...", "E:S5 S:S3 W:SK")
    played(rule(t, d(kw=WIN)), "SA", "46B1(b)")


def test_46B3a_rank_only_leading_continues_suit_won_with() -> None:
    t = tbl(".Q..Q", last="W:H3 N:HK E:H4 S:H5")
    played(rule(t, d(rank=Rank.QUEEN, text="queen")), "HQ", "46B3(a)")


def test_46B3a_after_ruff_trump_suit_is_the_suit_with_which_dummy_won() -> None:
    t = tbl("Q...Q", contract="4S", last="W:H3 N:S2 E:H4 S:H5")
    assert t.last_trick is not None and t.last_trick.winner is Seat.N
    played(rule(t, d(rank=Rank.QUEEN)), "SQ", "46B3(a)")
    # O-46-B3A=suit_led: the suit led to that trick (hearts): no HQ -> 46B3(b) -> two queens
    r = rule(t, d(rank=Rank.QUEEN), O_46_B3A="suit_led")
    assert r.outcome is Outcome.MUST_SPECIFY and [str(x) for x in r.candidates] == ["CQ", "SQ"]


def test_46B3b_dummy_void_two_legal_nines_must_specify_and_restricted() -> None:
    t = tbl("..9.9", "W:S5")
    r = rule(t, d(rank=Rank.NINE, text="nine"))
    assert r.outcome is Outcome.MUST_SPECIFY and r.law == "46B3(b)"
    assert set(map(str, r.candidates)) == {"D9", "C9"} and r.extra["restricted"] is True
    assert r.card is None


def test_46B4_heart_six_not_in_dummy_invalid() -> None:
    t = tbl("AQ72...", "W:S5")
    r = rule(t, d(suit=H, rank=Rank.SIX, text="heart six"))
    assert r.outcome is Outcome.INVALID and r.law == "46B4" and r.card is None
    assert r.extra["may_designate"] == ["S2", "S7", "SQ", "SA"]

# --------------------------------------------------------------------------- 45C4(a) / 46A


def test_45C4a_complete_designation_of_card_in_dummy_is_played() -> None:
    t = tbl(".K72..", "W:H5")
    r = rule(t, d(suit=H, rank=Rank.KING, text="heart king"))
    played(r, "HK", "45C4(a)")
    assert r.seat is Seat.N and "revoke" not in r.flags


def test_45C4a_named_card_that_fails_to_follow_suit_is_played_as_a_revoke() -> None:
    t = tbl("A.K..", "W:S5")
    r = rule(t, d(suit=H, rank=Rank.KING))
    played(r, "HK", "45C4(a)")
    assert "revoke" in r.flags and "revoke" in render(r, "en").text


def test_45C4a_partly_known_dummy_may_hold_an_unseen_named_card() -> None:
    t = tbl("A...", "W:S5")
    t2 = Table.from_position(t.contract, {Seat.N: Hand.parse("A...")},
                             partial=[Seat.N, Seat.E, Seat.S, Seat.W], trick=[(Seat.W, c("S5"))])
    played(rule(t2, d(suit=S, rank=Rank.NINE)), "S9", "45C4(a)")
    # complete dummy: S9 is not there -> 46B4
    assert rule(t, d(suit=S, rank=Rank.NINE)).outcome is Outcome.INVALID


def test_45C4a_table_is_not_changed_by_a_ruling() -> None:
    t = tbl("AQ72...", "W:S5")
    snap = t.snapshot()
    rule(t, d(kw=HIGH))
    assert t.snapshot() == snap

# --------------------------------------------------------------------------- 46B preamble


def test_46B_preamble_incontrovertible_intention_overrides_the_rules() -> None:
    t = tbl("AQ72...", "W:S5")
    r = rule(t, d(kw=LOW, text="low"), incontrovertible=c("SQ"))
    played(r, "SQ", "46B")
    assert "incontrovertibly" in render(r, "en").text


def test_46B_preamble_finding_of_a_card_dummy_cannot_play_is_not_applied() -> None:
    t = tbl(".J.J.", "W:H3")  # WBU 2020: declarer meant DJ, a heart was led
    r = rule(t, d(rank=Rank.JACK, text="Jack"), incontrovertible=c("DJ"))
    played(r, "HJ", "46B3(b)")
    assert "incontrovertible_not_applicable" in r.flags
    assert "cannot be applied" in render(r, "en").text

# --------------------------------------------------------------------------- 46B1(a) / (c)


@pytest.mark.parametrize(("ed", "law"), [(E17, "46B1(a)"), (E07, "46B1(a)"), (E97, "46B1")])
def test_46B1a_high_clause_per_edition(ed: Edition, law: str) -> None:
    played(rule(tbl("AQ72.K..", "W:S5"), d(kw=HIGH), ed), "SA", law)


@pytest.mark.parametrize(("ed", "law"), [(E17, "46B1(c)"), (E07, "46B1(c)"), (E97, "46B1")])
def test_46B1c_low_clause_per_edition(ed: Edition, law: str) -> None:
    played(rule(tbl("AQ72.3..", "W:S5"), d(kw=LOW), ed), "S2", law)


def test_46B1_clause_strings() -> None:
    assert [label_46B1(E17, x) for x in "abc"] == ["46B1(a)", "46B1(b)", "46B1(c)"]
    assert label_46B1(E97, "b") == "46B1" and label_46B1(Edition.E1987, "a") == "46B1"


def test_46B1a_2017_suit_led_wording_in_text_2007_without() -> None:
    t = tbl("AQ72...", "W:S5")
    assert "of the suit led" in render(rule(t, d(kw=HIGH), E17), "en").text
    assert "the highest card, the ace" in render(rule(t, d(kw=HIGH), E07), "en").text


def test_46B1c_2017_dummy_void_in_suit_led_default_invalid() -> None:
    t = tbl(".K3.Q2.", "W:S5")
    r = rule(t, d(kw=LOW, text="small"))
    assert r.outcome is Outcome.INVALID and r.law == "46B4"
    assert "no card of the suit led" in render(r, "en").text


@pytest.mark.parametrize("ed", [E07, E97])
def test_46B1c_2007_1997_dummy_void_lowest_card_of_any_suit(ed: Edition) -> None:
    t = tbl(".K3.Q2.", "W:S5")
    played(rule(t, d(kw=LOW), ed), "D2", label_46B1(ed, "c"))
    played(rule(t, d(kw=HIGH), ed), "HK", label_46B1(ed, "a"))


def test_46B1c_2007_dummy_void_equal_lowest_cards_declarer_must_specify() -> None:
    t = tbl(".K.Q2.2", "W:S5")
    r = rule(t, d(kw=LOW), E07)
    assert r.outcome is Outcome.MUST_SPECIFY and set(map(str, r.candidates)) == {"D2", "C2"}


def test_O_46_HIGHLOW_each_value() -> None:
    t = tbl(".K3.Q2.", "W:S5")
    assert rule(t, d(kw=HIGH), O_46_HIGHLOW="invalid").outcome is Outcome.INVALID
    assert rule(t, d(kw=HIGH), O_46_HIGHLOW="defenders_choose").outcome is Outcome.DEFENDERS_DESIGNATE
    played(rule(t, d(kw=HIGH), O_46_HIGHLOW="any_suit"), "HK", "46B1(a)")
    assert rule(t, d(kw=HIGH), E07, O_46_HIGHLOW="invalid").outcome is Outcome.INVALID


def test_O_46_HIGHLOW_LEAD_suit_dummy_won_with_default() -> None:
    t = tbl("..AJ4.K3", last="W:D3 N:DQ E:D5 S:D6")
    r = rule(t, d(kw=LOW, text="small"))
    played(r, "D4", "46B1(c)")
    assert r.extra["by_analogy"] == "46B3(a)"
    played(rule(t, d(kw=HIGH)), "DA", "46B1(a)")


def test_O_46_HIGHLOW_LEAD_invalid_and_defenders_choose() -> None:
    t = tbl("..AJ4.K3", last="W:D3 N:DQ E:D5 S:D6")
    assert rule(t, d(kw=LOW), O_46_HIGHLOW_LEAD="invalid").outcome is Outcome.INVALID
    r = rule(t, d(kw=LOW), O_46_HIGHLOW_LEAD="defenders_choose")
    assert r.outcome is Outcome.DEFENDERS_DESIGNATE and r.law == "46B5"


def test_O_46_HIGHLOW_LEAD_no_card_left_in_that_suit_invalid_unknown_trick_director() -> None:
    t = tbl("...K3", last="W:D3 N:DQ E:D5 S:D6")
    assert rule(t, d(kw=LOW)).outcome is Outcome.INVALID
    t2 = tbl("..AJ4.K3", last_winner="N")
    r = rule(t2, d(kw=LOW))
    assert r.outcome is Outcome.DIRECTOR and r.needs == "last_trick" and "summon_director" in r.flags

# --------------------------------------------------------------------------- 46B1(b) "win"


def test_46B1b_dummy_last_void_lowest_winning_trump() -> None:
    t = tbl("QT3.A..", "E:D5 S:D3 W:S2", contract="4S")
    played(rule(t, d(kw=WIN)), "S3", "46B1(b)")


def test_46B1b_dummy_third_void_ruff_not_known_to_win_is_director_not_46B4() -> None:
    # S leads D3, W D6; dummy void in diamonds with low trumps, E may overruff: no card is known
    # to win, "win" asks for a ruff - the director decides which (TD review), never 46B4 invalid
    t = tbl("KJ852.QT864..32", "S:D3 W:D6", contract="2S")
    r = rule(t, d(kw=WIN, text="win it"))
    assert (r.outcome, r.law, r.needs) == (Outcome.DIRECTOR, "46B1(b)", "win_meaning")


def test_46B1b_dummy_last_no_card_can_win_invalid() -> None:
    t = tbl("Q2...", "E:S5 S:S3 W:SK")
    r = rule(t, d(kw=WIN, text="win"))
    assert r.outcome is Outcome.INVALID and "no card of dummy can win" in render(r, "en").text


def test_46B1_1997_high_and_low_single_sentence_clause() -> None:
    t = tbl("AQ72...", "E:S5 S:S3 W:SK")
    played(rule(t, d(kw=HIGH), E97), "SA", "46B1")
    played(rule(t, d(kw=LOW), E97), "S2", "46B1")


def test_O_46_WIN_public_master() -> None:
    # all higher spades are public (played) -> SQ is known to win from second seat
    t = tbl("Q72...", "W:S5", last="N:SA E:SK S:S3 W:S4", last_winner="N")
    played(rule(t, d(kw=WIN), O_46_WIN="public_master"), "SQ", "46B1(b)")
    # with unseen SK, no card is a master: read as high
    t2 = tbl("Q72...", "W:S5")
    played(rule(t2, d(kw=WIN), O_46_WIN="public_master"), "SQ", "46B1(b)")
    assert "read as 'high'" in render(rule(t2, d(kw=WIN), O_46_WIN="public_master"), "en").text


def test_O_46_WIN_public_master_trump_contract_unseen_trumps_threaten() -> None:
    t = tbl("AK7...", "W:S5", contract="4H")
    r = rule(t, d(kw=WIN), O_46_WIN="public_master")
    # unseen hearts could ruff: nothing known to win, read as high
    played(r, "SA", "46B1(b)")


def test_O_46_WIN_td_double_dummy_uses_actual_hands() -> None:
    t = Table.from_position(
        Contract.parse("NT", "S"),
        {Seat.N: Hand.parse("KQ7..."), Seat.E: Hand.parse("J6.A..")},
        partial=[Seat.S, Seat.W], trick=[(Seat.W, c("S5"))])
    played(rule(t, d(kw=WIN), O_46_WIN="td_double_dummy"), "SQ", "46B1(b)")
    t2 = tbl("KQ7...", "W:S5")
    r = rule(t2, d(kw=WIN), O_46_WIN="td_double_dummy")
    assert r.outcome is Outcome.DIRECTOR and r.needs == "defenders_hands"


def test_O_46_WIN_director() -> None:
    r = rule(tbl("AQ72...", "W:S5"), d(kw=WIN), O_46_WIN="director")
    assert r.outcome is Outcome.DIRECTOR and r.needs == "win_meaning" and r.law == "46B1(b)"

# --------------------------------------------------------------------------- 46B2


def test_46B2_suit_only_lowest_card_of_that_suit() -> None:
    played(rule(tbl("..A432.", "W:D5"), d(suit=D, text="diamond")), "D2", "46B2")


def test_46B2_suit_with_low_keyword_kleine_ruiten() -> None:
    played(rule(tbl("..A432.", last_winner="N"), d(suit=D, kw=LOW, text="kleine ruiten"), E07),
           "D2", "46B2")


def test_46B2_suit_not_held_invalid_2017_void_2007() -> None:
    t = tbl("..A432.", "W:C5")
    r17 = rule(t, d(suit=H), E17)
    r07 = rule(t, d(suit=H), E07)
    assert r17.outcome is r07.outcome is Outcome.INVALID and r17.law == "46B4"
    assert "invalid" in render(r17, "en").text and "void" in render(r07, "en").text


def test_46B2_suit_other_than_suit_led_is_designated_and_a_revoke() -> None:
    r = rule(tbl("A2.K3..", "W:S5"), d(suit=H))
    played(r, "H3", "46B2")
    assert "revoke" in r.flags


def test_46B2_a_trump_is_the_lowest_trump() -> None:
    played(rule(tbl("K2...", "S:C5 W:C9", contract="4S"), d(trump=True, text="a trump")), "S2", "46B2")


def test_46B2_a_trump_in_no_trump_or_dummy_without_trumps_invalid() -> None:
    assert rule(tbl("K2...", "S:C5 W:C9"), d(trump=True)).outcome is Outcome.INVALID
    assert rule(tbl(".K2..", "S:C5 W:C9", contract="4S"), d(trump=True)).outcome is Outcome.INVALID


def test_46B1a_suit_with_high_keyword_highest_of_named_suit() -> None:
    played(rule(tbl("K2..Q7.", "S:C5 W:C9", contract="4S"), d(suit=S, kw=HIGH, text="high trump")),
           "SK", "46B1(a)")
    played(rule(tbl("K2..Q7.", "S:C5 W:C9", contract="4S"), d(trump=True, kw=HIGH)), "SK", "46B1(a)")

# --------------------------------------------------------------------------- 46B3


def test_46B3a_2007_1997_in_which_wording() -> None:
    t = tbl(".Q..Q", last="W:H3 N:HK E:H4 S:H5")
    r = rule(t, d(rank=Rank.QUEEN), E07)
    played(r, "HQ", "46B3(a)")
    assert "in which dummy won" in render(r, "en").text
    assert "with which dummy won" in render(rule(t, d(rank=Rank.QUEEN), E17), "en").text


def test_46B3a_nbb_delft_seven_dummy_won_with_diamond_queen() -> None:
    t = tbl("3..74.", contract="5D", last="S:D2 W:D5 N:DQ E:D3")
    played(rule(t, d(rank=Rank.SEVEN, text="7"), E07), "D7", "46B3(a)")


def test_46B3a_no_card_of_rank_in_that_suit_falls_to_46B3b() -> None:
    t = tbl("...Q", last="W:H3 N:HK E:H4 S:H5")
    played(rule(t, d(rank=Rank.QUEEN)), "CQ", "46B3(b)")


def test_46B3a_previous_trick_cards_unknown_two_candidates_director() -> None:
    t = tbl(".Q..Q", last_winner="N")
    r = rule(t, d(rank=Rank.QUEEN))
    assert r.outcome is Outcome.DIRECTOR and r.needs == "last_trick" and r.law == "46B3(a)"


def test_46B3b_single_legal_card_of_rank_wbu2020() -> None:
    played(rule(tbl(".J.J.", "W:H3", contract="1NT"), d(rank=Rank.JACK, text="Jack")), "HJ", "46B3(b)")


def test_O_46_B3B_LOCK_free() -> None:
    r = rule(tbl("..9.9", "W:S5"), d(rank=Rank.NINE), O_46_B3B_LOCK="free")
    assert r.outcome is Outcome.MUST_SPECIFY and r.extra["restricted"] is False
    assert "any legal card" in render(r, "en").text


def test_46B3b_no_legal_card_of_that_rank_invalid() -> None:
    r = rule(tbl("AQ.9..", "W:S5"), d(rank=Rank.NINE))
    assert r.outcome is Outcome.INVALID and r.law == "46B4"

# --------------------------------------------------------------------------- 46B4


@pytest.mark.parametrize(("ed", "word"), [(E17, "invalid"), (E07, "void"), (E97, "void")])
def test_46B4_card_not_in_dummy_invalid_or_void_by_edition(ed: Edition, word: str) -> None:
    r = rule(tbl("AQ72...", "W:S5"), d(suit=H, rank=Rank.SIX), ed)
    assert r.outcome is Outcome.INVALID and r.law == "46B4"
    assert f"The call is {word}" in render(r, "en").text

# --------------------------------------------------------------------------- 46B5


@pytest.mark.parametrize("value", ["next_to_play_decides", "first_to_speak", "director"])
def test_46B5_play_anything_either_defender_designates(value: str) -> None:
    r = rule(tbl("AQ72...", "W:S5"), d(kw=ANY, text="play anything"), O_46_B5=value)
    assert r.outcome is Outcome.DEFENDERS_DESIGNATE and r.law == "46B5" and r.card is None
    assert r.extra["if_defenders_disagree"] == value
    assert r.extra["choices"] == ["S2", "S7", "SQ", "SA"]


def test_46B5_nothing_named_at_all() -> None:
    assert rule(tbl("AQ72...", "W:S5"), d(text="")).outcome is Outcome.DEFENDERS_DESIGNATE

# --------------------------------------------------------------------------- non-statutory words


def test_O_46_PLEASE_low_and_any() -> None:
    t = tbl("..Q62.", "W:D9")
    played(rule(t, d(kw=Keyword.PLEASE, text="please"), E07), "D2", "46B1(c)")
    assert rule(t, d(kw=Keyword.PLEASE), O_46_PLEASE="any").outcome is Outcome.DEFENDERS_DESIGNATE


def test_O_46_RUFF_lowest_trump_and_lowest_winning_trump() -> None:
    t = tbl("J72..Q5.", "S:C5 W:C9", contract="4S")
    played(rule(t, d(kw=Keyword.RUFF, text="ruff")), "S2", "46B2")
    t2 = tbl("J72..Q5.", "E:C5 S:C9 W:S3", contract="4S")
    played(rule(t2, d(kw=Keyword.RUFF)), "S2", "46B2")
    played(rule(t2, d(kw=Keyword.RUFF), O_46_RUFF="lowest_winning_trump"), "S7", "46B1(b)")


def test_O_46_RUFF_in_no_trump_or_without_trumps_invalid() -> None:
    assert rule(tbl("J72..Q5.", "W:C5"), d(kw=Keyword.RUFF)).outcome is Outcome.INVALID
    assert rule(tbl(".72.Q5.", "W:C5", contract="4S"), d(kw=Keyword.RUFF)).outcome is Outcome.INVALID


def test_O_46_RUFF_with_rank_names_the_trump_card() -> None:
    played(rule(tbl("J72..Q5.", "W:C5", contract="4S"), d(rank=Rank.SEVEN, kw=Keyword.RUFF)), "S7", "45C4(a)")


def test_O_46_COVER_each_value() -> None:
    t = tbl("KJ3...", "W:SQ")
    played(rule(t, d(kw=Keyword.COVER, text="cover")), "SK", "46B1(b)")
    played(rule(t, d(kw=Keyword.COVER), O_46_COVER="high"), "SK", "46B1(a)")
    assert rule(t, d(kw=Keyword.COVER), O_46_COVER="director").outcome is Outcome.DIRECTOR
    r = rule(tbl("J3...", "W:SQ"), d(kw=Keyword.COVER))
    assert r.outcome is Outcome.DIRECTOR and r.needs == "cover_meaning"


def test_O_46_RUN_wbf_2000_and_disallow() -> None:
    t = tbl("...AKQ2", "W:C5")
    r = rule(t, d(suit=C, kw=Keyword.RUN, text="run the clubs"))
    played(r, "CA", "46B")
    assert r.extra["run"] == "C"
    assert rule(t, d(suit=C, kw=Keyword.RUN), O_46_RUN="disallow").outcome is Outcome.DEFENDERS_DESIGNATE

# --------------------------------------------------------------------------- who speaks, whose turn


def test_dummy_not_to_play_director_law_55_on_declarers_lead() -> None:
    t = tbl("AQ72...", last="N:S3 E:S4 S:SK W:S5")
    assert t.turn is Seat.S
    r = rule(t, d(suit=S, rank=Rank.ACE))
    assert r.outcome is Outcome.DIRECTOR and r.law == "55" and r.needs == "dummy_not_to_play"


def test_dummy_not_to_play_director_57C_premature_and_45E_already_played() -> None:
    t = tbl("AQ72...", "S:S3")
    assert rule(t, d(kw=LOW)).law == "57C"
    t2 = tbl("AQ7...", "N:S2 E:S3")
    assert rule(t2, d(kw=LOW)).law == "45E"


def test_45F_dummy_cannot_designate_and_defender_is_refused() -> None:
    t = tbl("AQ72...", "W:S5")
    r = resolve_designation(t, d(kw=LOW, text="small"), seat=Seat.N, edition=E17, regulations=Regulations())
    assert r.outcome is Outcome.NOT_PLAYED and r.law == "45F"
    with pytest.raises(IllegalDesignationError, match="only declarer"):
        resolve_designation(t, d(kw=LOW), seat=Seat.E, edition=E17, regulations=Regulations())


def test_play_over_raises() -> None:
    t = Table.from_position(Contract.parse("NT", "S"), {Seat.N: Hand.parse("")}, trick_number=14)
    with pytest.raises(PlayOverError):
        rule(t, d(kw=LOW))

# --------------------------------------------------------------------------- parse_dummy_card


def test_parse_dummy_card_played_ambiguous_illegal(monkeypatch: pytest.MonkeyPatch) -> None:
    t = tbl("..9.9", "W:S5")
    seq = iter([d(suit=D, rank=Rank.NINE), d(rank=Rank.NINE), d(suit=H, rank=Rank.NINE)])
    monkeypatch.setattr(law46, "parse_words", lambda text, lang=None: next(seq))
    assert parse_dummy_card(t, "diamond nine", edition=E17, regulations=Regulations()) == c("D9")
    with pytest.raises(AmbiguousDesignationError) as ei:
        parse_dummy_card(t, "nine", edition=E17, regulations=Regulations())
    assert set(map(str, ei.value.candidates)) == {"D9", "C9"}
    with pytest.raises(IllegalDesignationError, match="46B4"):
        parse_dummy_card(t, "heart nine", edition=E17, regulations=Regulations())


def test_parse_dummy_card_revoke_is_illegal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(law46, "parse_words", lambda text, lang=None: d(suit=H, rank=Rank.KING))
    with pytest.raises(IllegalDesignationError, match="44C"):
        parse_dummy_card(tbl("A.K..", "W:S5"), "heart king", edition=E17, regulations=Regulations())


def test_parse_dummy_card_invalid_words_raise_invalid() -> None:
    def boom(text: str, lang: str | None = None) -> Designation:
        raise InvalidDesignationError(f"{text!r} names nothing", text=text)

    mp = pytest.MonkeyPatch()
    mp.setattr(law46, "parse_words", boom)
    try:
        with pytest.raises(InvalidDesignationError):
            parse_dummy_card(tbl(), "bonjour", edition=E17, regulations=Regulations())
    finally:
        mp.undo()

# --------------------------------------------------------------------------- properties

_KW = st.sampled_from([None, *Keyword])
_SUIT = st.sampled_from([None, *Suit])
_RANK = st.sampled_from([None, *Rank])


@st.composite
def _positions(draw: st.DrawFn) -> Table:
    cards = draw(st.permutations(range(52)))
    n = draw(st.integers(1, 13))
    dummy = Hand.from_mask(sum(1 << i for i in cards[:n]))
    pos = draw(st.integers(0, 3))
    trick_cards = [Card.from_index(i) for i in cards[n:n + pos]]
    seats = [Seat.N.lho, Seat.N.partner, Seat.N.rho][3 - pos:] if pos else []
    denom = draw(st.sampled_from(["NT", "S", "H", "D", "C"]))
    return Table.from_position(Contract.parse(denom, "S"), {Seat.N: dummy},
                               partial=[Seat.E, Seat.S, Seat.W],
                               trick=list(zip(seats, trick_cards, strict=True)),
                               leader=Seat.N if not pos else None)


@settings(max_examples=300, deadline=None)
@given(_positions(), _SUIT, _RANK, _KW, st.booleans(), st.sampled_from([E17, E07, E97]))
def test_46_property_rulings_are_consistent(t: Table, suit: Suit | None, rank: Rank | None,
                                            kw: Keyword | None, trump: bool, ed: Edition) -> None:
    assert t.turn is Seat.N
    snap = t.snapshot()
    r = rule(t, d(suit, rank, kw, trump, text="x"), ed)
    assert t.snapshot() == snap
    dummy = t.hand(Seat.N)
    legal = set(t.legal_cards(Seat.N))
    if r.outcome is Outcome.PLAYED:
        assert r.card in dummy
        assert (r.card in legal) != ("revoke" in r.flags)
    elif r.outcome is Outcome.MUST_SPECIFY:
        assert len(r.candidates) >= 2 and set(r.candidates) <= set(dummy)
    else:
        assert r.card is None
    assert r.law.startswith(("45C4(a)", "46"))
    for lang in LANGUAGES:
        text = render(r, lang).text
        assert text and "{" not in text


@pytest.mark.parametrize("ed", [E17, E07, E97])
def test_46B_preamble_does_not_override_a_complete_valid_naming_45C4a(ed: Edition) -> None:
    # TD review 3: "heart queen", dummy KJ9.Q9.5.J932, W led H2, finding "meant H9" -> HQ (45C4(a))
    t = tbl_table("KJ9.Q9.5.J932", "W:H2", "4S")
    r = rule_table(t, HEART_QUEEN, ed, meant="H9")
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "HQ", "45C4(a)")
    assert "incontrovertible_not_applicable" in r.flags
    tx = texts(r)
    assert "does not apply" in tx["en"] and "incomplete or invalid" in tx["en"] and "45C4(b)" in tx["en"]
    assert "неполному или недействительному обозначению" in tx["ru"] and "девятку червей" in tx["ru"]
    assert all("{" not in x for x in tx.values())


def test_46B_preamble_finding_equal_to_the_named_card_is_plain_45C4a() -> None:
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:H2", "4S"), HEART_QUEEN, E17, meant="HQ")
    assert (str(r.card), r.law, r.message) == ("HQ", "45C4(a)", law46.M_NAMED)
    assert "incontrovertible_not_applicable" not in r.flags


@pytest.mark.parametrize("ed", [E17, E07])
def test_46B_preamble_still_applies_to_an_invalid_naming_46B4(ed: Edition) -> None:
    # "heart six" not in dummy: an invalid ("ошибочное") designation -> the finding applies
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:H2", "4S"),
                   Designation(suit=HEART_QUEEN.suit, rank=Rank.SIX), ed, meant="H9")
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "H9", "46B")


def test_46B_preamble_still_applies_to_an_incomplete_naming() -> None:
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:H2", "4S"), Designation(keyword=Keyword.HIGH, text="high"),
                   E07, meant="H9")
    assert (str(r.card), r.law) == ("H9", "46B")


def test_46B_preamble_complete_naming_with_trump_word_is_complete() -> None:
    # "trump king" names the suit (trumps) and the rank: complete, 45C4(a)
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:S2", "4S"), Designation(rank=Rank.KING, trump_named=True),
                   E17, meant="S9")
    assert (str(r.card), r.law) == ("SK", "45C4(a)") and "incontrovertible_not_applicable" in r.flags


def test_46B4_no_card_designated_label_by_edition() -> None:
    assert law46.no_card_designated_46B4(dummy_to_play=False, edition=E63) == (Outcome.NOT_PLAYED, "45(d)")
    assert law46.no_card_designated_46B4(dummy_to_play=False, edition=E07) == (Outcome.NOT_PLAYED, "45C4(a)")
    assert law46.no_card_designated_46B4(dummy_to_play=False) == (Outcome.NOT_PLAYED, "45C4(a)")
    assert law46.no_card_designated_46B4(dummy_to_play=True, edition=E63) == (Outcome.INVALID, "46B4")


@pytest.mark.parametrize("ed", [E63, E87])
@pytest.mark.parametrize(("words", "law"), [
    (Designation(keyword=Keyword.LOW, text="low"), "46B1"),
    (Designation(suit=HEART_QUEEN.suit, text="heart"), "46B2"),
    (Designation(rank=Rank.NINE, text="nine"), "46B3(b)"),
    (Designation(keyword=Keyword.ANY, text="anything"), "46B5"),
])
def test_46_labels_before_1997_are_marked_unverified(ed: Edition, words: Designation, law: str) -> None:
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:H2", "4S"), words, ed)
    assert r.law == law and "label_unverified" in r.flags
    tx = texts(r)
    assert f"the numbering of the {ed.value} code is not verified" in tx["en"]
    assert "не проверена" in tx["ru"] and all("{" not in x for x in tx.values())


@pytest.mark.parametrize("ed", [E97, E07, E17])
def test_46_labels_from_1997_are_not_marked_unverified(ed: Edition) -> None:
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:H2", "4S"), Designation(keyword=Keyword.LOW), ed)
    assert "label_unverified" not in r.flags


@pytest.mark.parametrize("ed", [E97, E63])
def test_46B1b_win_before_2007_is_non_statutory_not_46B1(ed: Edition) -> None:
    # d.sh win KJ9.Q9.5.J932 W:H2 S --laws 1997: read by O-46-WIN (not last -> high), cited 46B
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:H2", "4S"), WIN_table, ed)
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "HQ", "46B")
    assert "non_statutory_word" in r.flags and r.extra["interpretation"] == "O-46-WIN"
    tx = texts(r)
    assert f"The {ed.value} Laws do not define 'win'" in tx["en"] and "46B1" in tx["en"]
    assert "O-46-WIN" in tx["ru"] and all("{" not in x for x in tx.values())


def test_46B1b_win_1997_dummy_last_lowest_winner_by_option() -> None:
    r = rule_table(tbl_table("AQ72...", "E:S5 S:S3 W:SK"), WIN_table, E97)
    assert (str(r.card), r.law) == ("SA", "46B") and "non_statutory_word" in r.flags


def test_46B1b_win_1997_director_option_is_not_cited_46B1() -> None:
    r = rule_table(tbl_table("AQ72...", "W:S5"), WIN_table, E97, O_46_WIN="director")
    assert r.outcome is Outcome.DIRECTOR and r.law == "46B" and r.needs == "win_meaning"


@pytest.mark.parametrize(("ed", "law"), [(E07, "46B1(b)"), (E17, "46B1(b)")])
def test_46B1b_win_2007_2017_is_statutory(ed: Edition, law: str) -> None:
    r = rule_table(tbl_table("KJ9.Q9.5.J932", "W:H2", "4S"), WIN_table, ed)
    assert r.law == law and "non_statutory_word" not in r.flags


def test_46B1b_cover_and_winning_ruff_1997_do_not_cite_46B1() -> None:
    r = rule_table(tbl_table("AQ72...", "W:S5"), Designation(keyword=Keyword.COVER), E97)
    assert (str(r.card), r.law) == ("S7", "46B")  # the lowest spade beating the five
    t = tbl_table("7...T8", "E:D5 S:D3 W:S6", "4S")
    r = rule_table(t, Designation(keyword=Keyword.RUFF), E97, O_46_RUFF="lowest_winning_trump")
    assert (str(r.card), r.law) == ("S7", "46B")
    assert law46.label_46B1b(E07) == "46B1(b)" and law46.label_46B1b(E97) == "46B"


def test_O_46_B3A_defaults_by_edition() -> None:
    opt = OPTIONS["O-46-B3A"]
    assert opt.default_for(E17) == "trump_suit"
    assert [opt.default_for(e) for e in OLDER] == ["suit_led"] * 3
    assert "в которой" in opt.doc


@pytest.mark.parametrize(("ed", "card"), [(E17, "D7"), (E07, "H7"), (E97, "H7")])
def test_46B3a_after_ruff_default_reading_by_edition(ed: Edition, card: str) -> None:
    r = rule_table(tbl_table("KJ9.Q97.75.J9", contract="5D", last=RUFFED), SEVEN, ed)
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, card, "46B3(a)")
    en = render(r, "en").text
    assert "option O-46-B3A" in en and "by ruffing a lead in hearts" in en
    assert ("with which" in en) is (ed is E17) and ("in which" in en) is (ed is not E17)
    assert r.extra["after_ruff"] == ("trump_suit" if ed is E17 else "suit_led")
    ru = render(r, "ru").text
    assert "O-46-B3A" in ru and "червей" in ru


@pytest.mark.parametrize("ed", [E07, E97])
def test_46B3a_after_ruff_trump_reading_by_option_says_so(ed: Edition) -> None:
    r = rule_table(tbl_table("KJ9.Q97.75.J9", contract="5D", last=RUFFED), SEVEN, ed, O_46_B3A="trump_suit")
    assert str(r.card) == "D7"
    en = render(r, "en").text
    assert "the suit in which dummy won it is read as the trump suit (diamonds) under option O-46-B3A" in en
    assert "в которой болван выиграл предыдущую взятку" in render(r, "ru").text


def test_46B3a_without_ruff_text_unchanged_no_option_note() -> None:
    r = rule_table(tbl_table(".Q..Q", last="W:H3 N:HK E:H4 S:H5"), Designation(rank=Rank.QUEEN), E07)
    assert str(r.card) == "HQ" and "O-46-B3A" not in render(r, "en").text and "after_ruff" not in r.extra


def test_46B5_offers_the_defenders_each_legal_card_of_dummy() -> None:
    s, rs = session([ANYTHING])
    r = on(rs, 0)
    assert r.outcome is Outcome.DEFENDERS_DESIGNATE
    assert r.options == ("designate:H4", "designate:H6", "designate:H8", "designate:HT", "designate:HQ")
    assert s.open_choice is not None and s.open_choice.choosers == frozenset({Seat.E, Seat.W})


@pytest.mark.parametrize("event", [{"by": "E", "choose": "designate:HQ"}, {"by": "E", "say": "heart queen"}])
def test_46B5_a_defender_designates_dummys_card(event: dict[str, Any]) -> None:
    s, rs = session([ANYTHING, event])
    r = on(rs, 1)
    assert (r.outcome, r.law, r.card, r.seat) == (Outcome.PLAYED, "46B5", Card.parse("HQ"), Seat.N)
    assert s.table.current_trick[-1] == (Seat.N, Card.parse("HQ"))
    assert "E designates the queen of hearts" in render_text(r).text


def test_46B5_declarer_naming_a_card_meanwhile_plays_nothing() -> None:
    _, rs = session([ANYTHING, {"by": "S", "say": "heart queen"}, {"by": "W", "choose": "designate:H4"}])
    r = on(rs, 1)
    assert (r.outcome, r.law) == (Outcome.NOT_PLAYED, "46B5")
    assert "defenders designate" in render_text(r).text
    assert on(rs, 2).card == Card.parse("H4")


def test_46B5_declarer_taking_dummys_card_meanwhile_plays_nothing() -> None:
    s, rs = session([ANYTHING, {"by": "S", "play": "HQ"}])
    assert (on(rs, 1).outcome, on(rs, 1).law) == (Outcome.NOT_PLAYED, "46B5")
    assert Card.parse("HQ") in s.table.hand(Seat.N)


def test_46B5_dummy_placing_a_card_meanwhile_goes_back() -> None:
    s, rs = session([ANYTHING, {"by": "N", "dummy_places": "HQ"}])
    assert (on(rs, 1).outcome, on(rs, 1).law) == (Outcome.NOT_PLAYED, "46B5")
    assert s.table.turn is Seat.N and s.open_choice is not None


def test_46B5_a_card_dummy_cannot_play_is_refused() -> None:
    s, _ = session([ANYTHING])
    with pytest.raises(ChoiceError):
        s.apply(Event.from_json({"by": "E", "choose": "designate:CQ"}))
    with pytest.raises(ChoiceError):
        s.apply(Event.from_json({"by": "S", "choose": "designate:HQ"}))


def test_46B5_disagreement_next_to_play_decides() -> None:
    # W (dummy's RHO) designates first; E, next to play after dummy, disagrees at once: E decides
    s, rs = session([ANYTHING, {"by": "W", "choose": "designate:H4"}, {"by": "E", "choose": "designate:HQ"}])
    r = on(rs, 2)
    assert (r.outcome, r.card) == (Outcome.PLAYED, Card.parse("HQ"))
    assert s.table.current_trick[-1] == (Seat.N, Card.parse("HQ"))
    assert Card.parse("H4") in s.table.hand(Seat.N)


def test_46B5_disagreement_first_to_speak_option() -> None:
    s, _ = session(
        [ANYTHING, {"by": "W", "choose": "designate:H4"}], options={"O-46-B5": "first_to_speak"}
    )
    assert s.open_choice is None and s.table.current_trick[-1] == (Seat.N, Card.parse("H4"))


def test_46B5_disagreement_director_option() -> None:
    _, rs = session(
        [ANYTHING, {"by": "E", "choose": "designate:H4"}, {"by": "W", "choose": "designate:HQ"}],
        options={"O-46-B5": "director"},
    )
    assert (on(rs, 2).outcome, on(rs, 2).needs) == (Outcome.DIRECTOR, "defenders_disagree")


@pytest.mark.parametrize(
    ("dummy_to_play", "outcome", "label"),
    [(True, Outcome.INVALID, "46B4"), (False, Outcome.NOT_PLAYED, "45C4(a)")],
)
def test_46B4_words_designate_no_card(dummy_to_play: bool, outcome: Outcome, label: str) -> None:
    assert law46.no_card_designated_46B4(dummy_to_play=dummy_to_play) == (outcome, label)


@pytest.mark.parametrize(
    ("rule", "first_by", "heard"),
    [
        # dummy North: East, dummy's LHO, is next to play after dummy and decides
        ("next_to_play_decides", Seat.E, False),
        ("next_to_play_decides", Seat.W, True),
        ("director", Seat.E, True),
        ("director", Seat.W, True),
        ("first_to_speak", Seat.E, False),
        ("first_to_speak", Seat.W, False),
    ],
)
def test_46B5_other_defender_heard_by_option(rule: str, first_by: Seat, heard: bool) -> None:
    assert law46.other_defender_heard_46B5(rule, first_by=first_by, dummy=Seat.N) is heard
