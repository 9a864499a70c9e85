"""A card's name takes the case its place in the sentence needs, in the languages whose glossary
lists the words that govern a case (``[card_case]``: German "spielt den Pik-König", "mit dem
Coeur-Buben", "an Stelle der Pik-Zehn"): right after such a word, a card placeholder carries
the case suffix (``{card_acc}``, ``{old_card_gen}``), never the bare nominative ``{card}``."""

from __future__ import annotations

import re

import pytest

from bridgelaw.glossary import glossary
from bridgelaw.i18n import LANGUAGES
from test_glossary import _texts

LANGS = [x for x in LANGUAGES if x != "en" and glossary(x).get("card_case")]
#: A card placeholder in the nominative: {card}, {old_card}, {new_card}, {meant_card}, {card_cap}.
BARE_CARD = r"\{(?:\w+_)?card(?:_cap)?\}"


def _governed(lang: str) -> re.Pattern[str]:
    words = [w for ws in glossary(lang)["card_case"].values() for w in ws]
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")\s+" + BARE_CARD)


def test_german_lists_the_words_that_govern_a_case() -> None:
    assert "de" in LANGS


@pytest.mark.parametrize(("text", "bad"), [
    ("{seat} spielt {card} an Stelle von {old_card}", True), ("mit {card};", True),
    ("{seat} nimmt {card} zurück", True), ("Bezeichnung von {old_card} vom Tisch", True),
    ("{seat} spielt {card_acc} an Stelle {old_card_gen}", False), ("daher ist {card} gespielt", False),
    ("bleibt {card} gespielt", False), ("mit {card_dat}", False)])
def test_a_nominative_after_a_governing_word_is_seen(text: str, bad: bool) -> None:
    assert bool(_governed("de").search(text)) is bad


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_after_a_word_that_governs_a_case_takes_that_case(lang: str) -> None:
    rx = _governed(lang)
    bad = [f"{domain}: {m.group(0)!r} in {text[:100]}" for domain, _msgid, text in _texts(lang)
           for m in [rx.search(text)] if m]
    why = "put a card in the nominative after a word that governs a case"
    assert not bad, f"{len(bad)} {lang} texts {why}:\n" + "\n".join(bad)
