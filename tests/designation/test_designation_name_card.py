"""name_card and the round trip: every card of a random dummy, named in each language in each word
order, parses back to itself (hypothesis property test)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card
from bridgelaw.designation import (
    detect_language,
    load_lexicon,
    name_card,
    parse_designation,
    supported_languages,
)
from bridgelaw.designation.lexicon import normalise
from bridgelaw.errors import NotationError

ORDERS = ("suit_rank", "rank_suit")
LANGS = supported_languages()

dummies = st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=13, unique=True)


@pytest.mark.parametrize(("card", "lang", "order", "words"), [
    ("S9", "en", "suit_rank", "spade nine"), ("S9", "en", "rank_suit", "nine of spades"),
    ("S9", "ru", "suit_rank", "пика девятка"), ("S9", "ru", "rank_suit", "девятку пик"),
    ("S9", "sv", "suit_rank", "spader nia"), ("S9", "sv", "rank_suit", "spadernia"),
    ("S9", "nl", "suit_rank", "schoppen negen"), ("S9", "nl", "rank_suit", "negen schoppen"),
    ("HA", "ru", "rank_suit", "туза червей"), ("DK", "sv", "rank_suit", "ruterkung"),
    ("HA", "nl", "suit_rank", "harten aas"), ("CQ", "fr", "rank_suit", "dame de trèfle"),
])
def test_name_card_examples(card: str, lang: str, order: str, words: str) -> None:
    assert name_card(Card.parse(card), lang, order) == words


def test_name_card_rejects_unknown_order() -> None:
    with pytest.raises(NotationError, match="word order"):
        name_card(Card.parse("SA"), "en", "backwards")


@settings(max_examples=60, deadline=None)
@given(dummy=dummies)
def test_46A_every_named_card_parses_back_with_lang_given(dummy: list[Card]) -> None:
    for card in dummy:
        for lang in LANGS:
            for order in ORDERS:
                words = name_card(card, lang, order)
                d = parse_designation(words, lang, strict=True)
                assert d.card is card, (lang, order, words, d.describe())
                assert d.keyword is None and not d.trump_named


def _unambiguous(words: str, lang: str) -> bool:
    """Some word of ``words`` belongs to ``lang``'s lexicon and to no other ("coeur six" is English
    as well as French: ambiguous; "dame de trèfle" is French only)."""
    others = [load_lexicon(x).detect_weights for x in LANGS if x != lang]
    mine = load_lexicon(lang).detect_weights
    return any(normalise(w) in mine and all(normalise(w) not in o for o in others) for w in words.split())


@settings(max_examples=60, deadline=None)
@given(dummy=dummies)
def test_46A_every_named_card_parses_back_with_lang_detected(dummy: list[Card]) -> None:
    checked = 0
    for card in dummy:
        for lang in LANGS:
            for order in ORDERS:
                words = name_card(card, lang, order)
                # Whatever language is detected, the words name the same card.
                assert parse_designation(words).card is card, words
                if _unambiguous(words, lang):
                    assert detect_language(words) == lang, words
                    checked += 1
    assert checked >= len(dummy) * 4  # at least en, ru, sv, nl in one order are unambiguous


#: Each language's own "please" (an English "please" in a Danish sentence is not understood there).
POLITE = {"en": "please", "ru": "пожалуйста", "sv": "tack", "nl": "alsjeblieft", "de": "bitte",
          "fr": "s'il vous plaît", "pl": "proszę", "da": "tak", "no": "takk", "it": "per favore"}


@pytest.mark.parametrize("lang", LANGS)
def test_46A_all_52_cards_round_trip_in_every_language(lang: str) -> None:
    for card in ALL_CARDS:
        for order in ORDERS:
            words = name_card(card, lang, order)
            assert parse_designation(words.upper(), lang).card is card, words
            assert parse_designation(f"{words}, {POLITE[lang]}", lang).card is card, words
