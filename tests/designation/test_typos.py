"""Typing slips: read only where exactly one card word is within reach, and never where
the slip is itself a word of one of the languages (``lexicons/near/<lang>.txt``, made by
``tools/near_words.py`` from wordfreq's lists for the lexicons as they are)."""

from __future__ import annotations

import pytest

from bridgelaw.designation import load_lexicon, supported_languages
from bridgelaw.designation.fallback import near_words, near_words_hash, targets_hash, typo, typo_targets


@pytest.mark.parametrize("lang", supported_languages())
def test_the_near_lists_are_made_for_the_lexicons_as_they_are(lang: str) -> None:
    assert near_words_hash(lang) == targets_hash(), (
        f"lexicons/near/{lang}.txt was made for other lexicon words: run "
        "'pip install wordfreq==3.1.1' and 'python tools/near_words.py'")
    assert len(near_words(lang)) > 1000


@pytest.mark.parametrize(("lang", "slip", "meant"), [
    ("en", "kign", "king"), ("en", "quen", "queen"), ("it", "fnate", "fante"), ("de", "klien", "klein"),
    ("nl", "overtroven", "overtroeven"), ("ru", "тцз", "туз"), ("pl", "przbij", "przebij"),
])
def test_a_slip_with_one_card_word_in_reach_is_read_as_it(lang: str, slip: str, meant: str) -> None:
    assert typo(load_lexicon(lang), slip) == meant


@pytest.mark.parametrize(("lang", "word"), [
    ("en", "nice"), ("en", "kind"), ("en", "thee"), ("fr", "pas"), ("sv", "akta"), ("de", "kleid"),
    ("it", "fanta"), ("en", "smal"), ("ru", "дома"),
])
def test_a_word_of_a_language_is_never_read_as_a_slip(lang: str, word: str) -> None:
    assert typo(load_lexicon(lang), word) is None


def test_a_slip_with_two_meanings_in_reach_is_not_read() -> None:
    assert typo(load_lexicon("en"), "ruf") is None  # "ruff" and "run"


@pytest.mark.parametrize("lang", supported_languages())
def test_slips_are_read_only_as_card_and_designation_words(lang: str) -> None:
    lex = load_lexicon(lang)
    for w in typo_targets(lang):
        m = lex.words.get(w)
        assert m is None or m.is_content, (lang, w, m)
