"""Designation parser (Law 46 input): utterance tables per language, traps, corrections, detection.

The tables in ``data/<lang>.yaml`` hold at least 60 utterances per language with the designation
they must give (suit, rank, keyword, trump_named, superseded) or ``error: true``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card, Rank, Suit
from bridgelaw.designation import (
    Designation,
    Keyword,
    LexiconError,
    detect_language,
    load_lexicon,
    name_card,
    parse_designation,
    supported_languages,
)
from bridgelaw.designation.types import NotUnderstoodError
from bridgelaw.errors import DesignationError, InvalidDesignationError

DATA = Path(__file__).parent / "data"
TABLE_LANGS = ("en", "ru", "sv", "nl", "de", "fr", "pl", "da", "no", "it")


def _rows(lang: str) -> list[dict[str, Any]]:
    rows = yaml.safe_load((DATA / f"{lang}.yaml").read_text(encoding="utf-8"))
    assert isinstance(rows, list)
    return rows


ROWS = [(lang, row) for lang in TABLE_LANGS for row in _rows(lang)]


def _expected(row: dict[str, Any]) -> tuple[Suit | None, Rank | None, Keyword | None, bool]:
    suit = Suit.parse(row["suit"]) if row.get("suit") else None
    rank = Rank.parse(str(row["rank"])) if row.get("rank") is not None else None
    kw = Keyword(row["keyword"]) if row.get("keyword") else None
    return suit, rank, kw, bool(row.get("trump", False))


def _got(d: Designation) -> tuple[Suit | None, Rank | None, Keyword | None, bool]:
    return d.suit, d.rank, d.keyword, d.trump_named


@pytest.mark.parametrize("lang", TABLE_LANGS)
def test_46_lexicon_tables_have_60_utterances_and_traps(lang: str) -> None:
    rows = _rows(lang)
    assert len(rows) >= 60
    assert sum(1 for r in rows if r.get("error")) >= 5  # traps and non-designations


@pytest.mark.parametrize(("lang", "row"), ROWS, ids=[f"{lang}-{row['say']}" for lang, row in ROWS])
def test_46_utterance_table(lang: str, row: dict[str, Any]) -> None:
    say = row["say"]
    if row.get("error"):
        with pytest.raises(InvalidDesignationError) as ei:
            parse_designation(say, lang)
        assert ei.value.text == say
        assert ei.value.lang == lang
        return
    d = parse_designation(say, lang)
    assert _got(d) == _expected(row)
    assert d.lang == lang
    assert d.text == say
    assert [_got(s) for s in d.superseded] == [_expected(s) for s in row.get("superseded", [])]


@pytest.mark.parametrize(("lang", "row"), [(lg, r) for lg, r in ROWS if r.get("detect", True)],
                         ids=[f"{lg}-{r['say']}" for lg, r in ROWS if r.get("detect", True)])
def test_detect_language_on_utterance_tables(lang: str, row: dict[str, Any]) -> None:
    assert detect_language(row["say"]) == lang


DETECTABLE = [(lg, r) for lg, r in ROWS if r.get("detect", True) and not r.get("error")]


@pytest.mark.parametrize(("lang", "row"), DETECTABLE, ids=[f"{lg}-{r['say']}" for lg, r in DETECTABLE])
def test_46_parse_with_language_detected_matches_given(lang: str, row: dict[str, Any]) -> None:
    assert _got(parse_designation(row["say"])) == _expected(row)


# --- named cases from the brief and the case corpus ---------------------------------------------------

def test_46B2_small_club_is_suit_with_low() -> None:
    d = parse_designation("small club")
    assert (d.suit, d.rank, d.keyword) == (Suit.CLUBS, None, Keyword.LOW)
    assert not d.is_complete


def test_45C4b_correction_inside_one_utterance_supersedes_the_jack() -> None:
    d = parse_designation("jack — no, the king")
    assert d.rank == Rank.KING and d.suit is None
    assert len(d.superseded) == 1
    assert d.superseded[0].rank == Rank.JACK
    assert d.superseded[0].text.lower() == "jack"


def test_45C4b_correction_alone_is_not_superseded() -> None:
    d = parse_designation("oops, the King")
    assert d.rank == Rank.KING and d.superseded == ()


def test_46B2_trump_noun_without_suit_is_trump_named() -> None:
    assert parse_designation("no, play a trump").trump_named
    d = parse_designation("I meant a high trump")
    assert (d.keyword, d.trump_named, d.suit) == (Keyword.HIGH, True, None)


def test_46B3_digit_alone_is_rank_in_english() -> None:
    d = parse_designation("7")
    assert (d.rank, d.suit, d.lang) == (Rank.SEVEN, None, "en")


def test_46B3_letters_resolve_within_language() -> None:
    # §14: D is diamonds in English, the queen (dam) in Swedish; H hearts vs heer (king) in Dutch.
    assert parse_designation("D").suit == Suit.DIAMONDS
    assert parse_designation("D", "sv").rank == Rank.QUEEN
    assert parse_designation("H").suit == Suit.HEARTS
    assert parse_designation("H", "nl").rank == Rank.KING
    # Russian: capital Т = ace (туз), small т = clubs (трефы); В = валет.
    assert parse_designation("Т", "ru").rank == Rank.ACE
    assert parse_designation("т", "ru").suit == Suit.CLUBS
    # English T is the ten; a lone letter with no language is English.
    assert parse_designation("T").rank == Rank.TEN
    assert detect_language("K") == "en"


def test_46B1a_article_a_is_not_the_ace() -> None:
    assert parse_designation("a spade").rank is None
    assert parse_designation("A spade").rank is None
    assert parse_designation("spade A").rank == Rank.ACE
    assert parse_designation("PLAY A SPADE").rank is None


def test_46_ruff_with_french_tu_coupes() -> None:
    assert parse_designation("tu coupes").keyword == Keyword.RUFF
    assert detect_language("tu coupes") == "fr"


def test_46_french_and_german_are_only_data_files() -> None:
    d = parse_designation("as de pique")
    assert (d.lang, d.suit, d.rank) == ("fr", Suit.SPADES, Rank.ACE)
    d = parse_designation("Pik bitte")
    assert (d.lang, d.suit, d.rank, d.keyword) == ("de", Suit.SPADES, None, None)
    d = parse_designation("Herzdame")
    assert (d.lang, d.suit, d.rank) == ("de", Suit.HEARTS, Rank.QUEEN)
    assert parse_designation("schnappen", "de").keyword == Keyword.RUFF
    assert parse_designation("un petit trèfle").keyword == Keyword.LOW
    with pytest.raises(InvalidDesignationError):
        parse_designation("petit chelem", "fr")


def test_46_two_suits_without_correction_is_an_error_not_a_guess() -> None:
    with pytest.raises(InvalidDesignationError, match="two suits"):
        parse_designation("heart spade")


def test_46_unknown_word_is_not_understood_unless_skip_unknown() -> None:
    with pytest.raises(NotUnderstoodError) as ei:
        parse_designation("blah spade nine")
    assert [(u.word, u.position, u.start, u.end) for u in ei.value.unknown] == [("blah", 1, 0, 4)]
    # the old skipping stays available, and says what it skipped
    d = parse_designation("blah spade nine", skip_unknown=True)
    assert d.card is not None and [u.word for u in d.unknown] == ["blah"]
    with pytest.raises(NotUnderstoodError, match="blah"):
        parse_designation("blah spade nine", strict=True, skip_unknown=True)
    # ordinary fillers and polite words are harmless
    assert parse_designation("the nine of spades please", strict=True).is_complete


def test_46_invalid_message_says_what_was_not_understood() -> None:
    with pytest.raises(NotUnderstoodError) as ei:
        parse_designation("frobnicate the widget", "en")
    msg = str(ei.value)
    assert "'frobnicate' (word 1)" in msg and "'widget' (word 3)" in msg
    assert [u.word for u in ei.value.unknown] == ["frobnicate", "widget"]
    with pytest.raises(NotUnderstoodError, match="small slam"):
        parse_designation("small slam")


def test_46_unsupported_language_is_invalid_designation_with_lang() -> None:
    with pytest.raises(InvalidDesignationError) as ei:
        parse_designation("spade nine", "xx")
    assert ei.value.lang == "xx"
    assert "xx" in str(ei.value)
    with pytest.raises(LexiconError):
        load_lexicon("xx")
    assert issubclass(InvalidDesignationError, DesignationError)


def test_46_designation_errors_carry_text() -> None:
    with pytest.raises(InvalidDesignationError) as ei:
        parse_designation("you to lead")
    assert ei.value.text == "you to lead"


# --- detection ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang"), [
    ("nine of spades", "en"), ("please", "en"), ("пику", "ru"), ("маленькую", "ru"), ("spaderess", "sv"),
    ("tack", "sv"), ("hartenaas", "nl"), ("alsjeblieft", "nl"), ("doe toch maar schoppen", "nl"),
    ("kleine ruiten", "nl"), ("vad som helst", "sv"), ("maakt niet uit", "nl"), ("tu coupes", "fr"),
    ("Pik bitte", "de"), ("SA", "en"), ("♠Q", "en"), ("7", "en"), ("Kn", "sv"), ("", "en"),
])
def test_detect_language(text: str, lang: str) -> None:
    assert detect_language(text) == lang


def test_supported_languages_lists_the_data_files() -> None:
    langs = supported_languages()
    assert langs[0] == "en"
    assert set(langs) >= {"en", "ru", "sv", "nl", "fr", "de"}
    for lang in langs:
        assert load_lexicon(lang).lang == lang


# --- detection that does not confuse neighbours; fillers harmless ---------------------------------

@pytest.mark.parametrize(("text", "lang"), [
    ("dziewiątkę karo", "pl"), ("damę kier", "pl"), ("asa pik", "pl"), ("Karo Dame", "de"), ("Pik-Ass", "de"),
    ("klør es", "da"), ("ruder knægt", "da"), ("kløver dama", "no"), ("liten spar", "no"), ("høyt", "no"),
    ("klöver dam", "sv"), ("spader kung", "sv"), ("hjärter ess", "sv"), ("højt", "da"),
    ("asso di cuori", "it"), ("una cartina di picche", "it"), ("le roi de cœur", "fr"),
    ("валетика", "ru"), ("een hartje", "nl"), ("queen of dimonds", "en"),
])
def test_detect_language_does_not_confuse_neighbours(text: str, lang: str) -> None:
    assert detect_language(text) == lang


#: Fillers and polite words of each language that must never change what is designated.
FILLERS = {"en": ["um", "please", "the", "dummy", "just", "now"], "ru": ["ну", "пожалуйста", "вот", "мне"],
           "sv": ["bara", "tack", "nu", "eh"], "nl": ["maar", "even", "alsjeblieft", "eh"],
           "de": ["bitte", "mal", "äh", "doch"], "fr": ["euh", "alors", "bon"], "pl": ["proszę", "eee", "no"],
           "da": ["øh", "bare", "lige"], "no": ["eh", "bare", "takk"], "it": ["ehm", "allora", "pure"]}


@settings(max_examples=200, deadline=None)
@given(card=st.sampled_from(ALL_CARDS), lang=st.sampled_from(sorted(FILLERS)),
       order=st.sampled_from(["suit_rank", "rank_suit"]), pick=st.integers(0, 20), where=st.integers(0, 10))
def test_45C4a_a_known_filler_inserted_anywhere_changes_nothing(card: Card, lang: str, order: str, pick: int,
                                                                where: int) -> None:
    said = name_card(card, lang, order).split()
    k = where % (len(said) + 1)
    filler = FILLERS[lang][pick % len(FILLERS[lang])]
    d = parse_designation(" ".join([*said[:k], filler, *said[k:]]), lang)
    assert d.card is card


@pytest.mark.parametrize("lang", TABLE_LANGS)
def test_46_every_language_table_covers_every_category(lang: str) -> None:
    rows = [r for r in _rows(lang) if not r.get("error")]
    keywords = {r.get("keyword") for r in rows}
    assert {"low", "high", "win", "ruff", "cover", "any", "please"} <= keywords, keywords
    assert any(r.get("suit") and r.get("rank") is not None for r in rows)  # a whole card
    assert any(r.get("suit") and r.get("rank") is None and not r.get("keyword") for r in rows)  # 46B2
    assert any(r.get("rank") is not None and not r.get("suit") for r in rows)  # 46B3
    assert any(r.get("trump") for r in rows)
    assert sum(1 for r in rows if r.get("superseded")) >= 3  # corrections in one breath
    assert any(any(ch.isdigit() for ch in r["say"]) for r in rows)  # digits
