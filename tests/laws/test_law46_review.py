"""Regressions of the tournament director's review of Law 46 against the seed texts (items 3, 6,
7, 13; seeds 000 = Russian 2007 Law 46 + commentary, 003 = 1997 commentary), by clause and
edition."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Contract, Hand, Rank, Seat
from bridgelaw.designation.types import Designation, Keyword
from bridgelaw.editions import Edition
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws import law46
from bridgelaw.laws.law46 import resolve_designation
from bridgelaw.regulations import OPTIONS, Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table, Trick, trick_winner

E17, E07, E97, E87, E63 = Edition.E2017, Edition.E2007, Edition.E1997, Edition.E1987, Edition.E1963
OLDER = [E07, E97, E63]


def _cards(text: str) -> tuple[tuple[Seat, Card], ...]:
    return tuple((Seat.parse(i.split(":")[0]), Card.parse(i.split(":")[1]))
                 for i in text.replace(",", " ").split())


def tbl(dummy: str, trick: str = "", contract: str = "NT", last: str = "") -> Table:
    """Declarer S, dummy N holding ``dummy``; the other hands unknown."""
    hands = {Seat.N: Hand.parse(dummy)}
    ct = Contract.parse(contract, Seat.S)
    last_trick = None
    if last:
        cards = _cards(last)
        last_trick = Trick(13 - len(hands[Seat.N]), cards[0][0], cards, trick_winner(cards, ct.trump))
    return Table.from_position(ct, hands, partial=[Seat.E, Seat.S, Seat.W], trick=list(_cards(trick)),
                               last_trick=last_trick, trick_number=14 - len(hands[Seat.N]))


def rule(t: Table, des: Designation, ed: Edition, meant: str | None = None, **opts: str) -> Ruling:
    regs = Regulations({k.replace("_", "-"): v for k, v in opts.items()})
    return resolve_designation(t, des, edition=ed, regulations=regs,
                               incontrovertible=Card.parse(meant) if meant else None)


def texts(r: Ruling) -> dict[str, str]:
    return {lang: render(r, lang).text for lang in LANGUAGES}


# --------------------------------------------------- item 3: 46B preamble only for incomplete designations

HEART_QUEEN = Designation(suit=Card.parse("HQ").suit, rank=Rank.QUEEN, text="heart queen")


@pytest.mark.parametrize("ed", [E17, E07, E97])
def test_46B_preamble_does_not_override_a_complete_valid_naming_45C4a(ed: Edition) -> None:
    # TD review 3: "heart queen", dummy KJ9.Q9.5.J932, W led H2, finding "meant H9" -> HQ (45C4(a))
    t = tbl("KJ9.Q9.5.J932", "W:H2", "4S")
    r = rule(t, HEART_QUEEN, ed, meant="H9")
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "HQ", "45C4(a)")
    assert "incontrovertible_not_applicable" in r.flags
    tx = texts(r)
    assert "does not apply" in tx["en"] and "incomplete or invalid" in tx["en"] and "45C4(b)" in tx["en"]
    assert "неполному или ошибочному названию" in tx["ru"] and "девятку червей" in tx["ru"]
    assert all("{" not in x for x in tx.values())


def test_46B_preamble_finding_equal_to_the_named_card_is_plain_45C4a() -> None:
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), HEART_QUEEN, E17, meant="HQ")
    assert (str(r.card), r.law, r.message) == ("HQ", "45C4(a)", law46.M_NAMED)
    assert "incontrovertible_not_applicable" not in r.flags


@pytest.mark.parametrize("ed", [E17, E07])
def test_46B_preamble_still_applies_to_an_invalid_naming_46B4(ed: Edition) -> None:
    # "heart six" not in dummy: an invalid ("ошибочное") designation -> the finding applies
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), Designation(suit=HEART_QUEEN.suit, rank=Rank.SIX), ed,
             meant="H9")
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "H9", "46B")


def test_46B_preamble_still_applies_to_an_incomplete_naming() -> None:
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), Designation(keyword=Keyword.HIGH, text="high"), E07,
             meant="H9")
    assert (str(r.card), r.law) == ("H9", "46B")


def test_46B_preamble_complete_naming_with_trump_word_is_complete() -> None:
    # "trump king" names the suit (trumps) and the rank: complete, 45C4(a)
    r = rule(tbl("KJ9.Q9.5.J932", "W:S2", "4S"), Designation(rank=Rank.KING, trump_named=True), E17,
             meant="S9")
    assert (str(r.card), r.law) == ("SK", "45C4(a)") and "incontrovertible_not_applicable" in r.flags


# --------------------------------------------------- item 6 / R1: 1963 labels


def test_45C4a_1963_named_card_is_labelled_45d() -> None:
    t = tbl("KJ9.Q9.5.J932", "W:H2", "4S")
    r = rule(t, HEART_QUEEN, E63)
    assert (str(r.card), r.law) == ("HQ", "45(d)") and "label_unverified" not in r.flags
    assert "(Law 45(d))" in render(r, "en").text and "(Правило 45(d))" in render(r, "ru").text


def test_45C4a_1963_complete_naming_with_finding_points_to_45d() -> None:
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), HEART_QUEEN, E63, meant="H9")
    assert r.law == "45(d)" and "as Law 45(d) allows" in render(r, "en").text


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
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), words, ed)
    assert r.law == law and "label_unverified" in r.flags
    tx = texts(r)
    assert f"the numbering of the {ed.value} code is not verified" in tx["en"]
    assert "не проверена" in tx["ru"] and all("{" not in x for x in tx.values())


@pytest.mark.parametrize("ed", [E97, E07, E17])
def test_46_labels_from_1997_are_not_marked_unverified(ed: Edition) -> None:
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), Designation(keyword=Keyword.LOW), ed)
    assert "label_unverified" not in r.flags


# --------------------------------------------------- item 7: "win" before 2007 is not in the Laws


WIN = Designation(keyword=Keyword.WIN, text="win")


@pytest.mark.parametrize("ed", [E97, E63])
def test_46B1b_win_before_2007_is_non_statutory_not_46B1(ed: Edition) -> None:
    # d.sh win KJ9.Q9.5.J932 W:H2 S --laws 1997: read by O-46-WIN (not last -> high), cited 46B
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), WIN, ed)
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "HQ", "46B")
    assert "non_statutory_word" in r.flags and r.extra["interpretation"] == "O-46-WIN"
    tx = texts(r)
    assert f"The {ed.value} Laws do not define 'win'" in tx["en"] and "46B1" in tx["en"]
    assert "O-46-WIN" in tx["ru"] and all("{" not in x for x in tx.values())


def test_46B1b_win_1997_dummy_last_lowest_winner_by_option() -> None:
    r = rule(tbl("AQ72...", "E:S5 S:S3 W:SK"), WIN, E97)
    assert (str(r.card), r.law) == ("SA", "46B") and "non_statutory_word" in r.flags


def test_46B1b_win_1997_director_option_is_not_cited_46B1() -> None:
    r = rule(tbl("AQ72...", "W:S5"), WIN, E97, O_46_WIN="director")
    assert r.outcome is Outcome.DIRECTOR and r.law == "46B" and r.needs == "win_meaning"


@pytest.mark.parametrize(("ed", "law"), [(E07, "46B1(b)"), (E17, "46B1(b)")])
def test_46B1b_win_2007_2017_is_statutory(ed: Edition, law: str) -> None:
    r = rule(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), WIN, ed)
    assert r.law == law and "non_statutory_word" not in r.flags


def test_46B1b_cover_and_winning_ruff_1997_do_not_cite_46B1() -> None:
    r = rule(tbl("AQ72...", "W:S5"), Designation(keyword=Keyword.COVER), E97)
    assert (str(r.card), r.law) == ("S7", "46B")  # the lowest spade beating the five
    t = tbl("7...T8", "E:D5 S:D3 W:S6", "4S")
    r = rule(t, Designation(keyword=Keyword.RUFF), E97, O_46_RUFF="lowest_winning_trump")
    assert (str(r.card), r.law) == ("S7", "46B")
    assert law46.clause_46B1b_label(E07) == "46B1(b)" and law46.clause_46B1b_label(E97) == "46B"


# --------------------------------------------------- item 13: 46B3(a) after dummy ruffed

SEVEN = Designation(rank=Rank.SEVEN, text="seven")
# dummy N ruffed W's HK with D2 (diamonds trumps); dummy holds the seven of hearts and of diamonds
RUFFED = "W:HK N:D2 E:H3 S:H4"


def test_O_46_B3A_defaults_by_edition() -> None:
    opt = OPTIONS["O-46-B3A"]
    assert opt.default_for(E17) == "trump_suit"
    assert [opt.default_for(e) for e in OLDER] == ["suit_led"] * 3
    assert "в которой" in opt.doc


@pytest.mark.parametrize(("ed", "card"), [(E17, "D7"), (E07, "H7"), (E97, "H7")])
def test_46B3a_after_ruff_default_reading_by_edition(ed: Edition, card: str) -> None:
    r = rule(tbl("KJ9.Q97.75.J9", contract="5D", last=RUFFED), SEVEN, ed)
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, card, "46B3(a)")
    en = render(r, "en").text
    assert "option O-46-B3A" in en and "by ruffing a lead in hearts" in en
    assert ("with which" in en) is (ed is E17) and ("in which" in en) is (ed is not E17)
    assert r.extra["after_ruff"] == ("trump_suit" if ed is E17 else "suit_led")
    ru = render(r, "ru").text
    assert "O-46-B3A" in ru and "червей" in ru


@pytest.mark.parametrize("ed", [E07, E97])
def test_46B3a_after_ruff_trump_reading_by_option_says_so(ed: Edition) -> None:
    r = rule(tbl("KJ9.Q97.75.J9", contract="5D", last=RUFFED), SEVEN, ed, O_46_B3A="trump_suit")
    assert str(r.card) == "D7"
    en = render(r, "en").text
    assert "the suit in which dummy won it is read as the trump suit (diamonds) under option O-46-B3A" in en
    assert "в которой болван выиграл предыдущую взятку" in render(r, "ru").text


def test_46B3a_without_ruff_text_unchanged_no_option_note() -> None:
    r = rule(tbl(".Q..Q", last="W:H3 N:HK E:H4 S:H5"), Designation(rank=Rank.QUEEN), E07)
    assert str(r.card) == "HQ" and "O-46-B3A" not in render(r, "en").text and "after_ruff" not in r.extra
