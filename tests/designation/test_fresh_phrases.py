"""Words as people say them, a fresh check: 15 phrases a language (``data/fresh-phrases/<lang>.yaml``) written
after the lexicons were built and before their author read them, as a native club player says
them to dummy, the expected result derived first from a semantic tag (``sem``: ``win``,
``cover``, ``rank:K``, ``discard:H`` ...; positions checked as in the native phrases). Kinds:
verbs in the first person plural, "cover the ten", overruffs, typing and speech-recognition
slips, mixed languages, politeness and hesitations, corrections in one breath, "play anything",
and sentences naming no card, which must designate nothing.

The phrases stay as they were written; the ones a language's own rules cannot read (a slip that
is itself a word of the language, a recogniser's guess that sounds nothing like the card word)
stay too and are counted as misses. So the bar here is lower than the native phrases' 95%: at
most two misses a language, and no miss may ever play a card (a miss is "not understood").
The scoring is ``tools/native_phrases.py``'s; per-language figures: ``python tools/native_phrases.py --show
tests/designation/data/fresh-phrases``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.rulings import Outcome
from native_phrases import languages, load, missed, misses

DATA = Path(__file__).parent / "data" / "fresh-phrases"
MAX_MISSES = 2
LANGS = languages(DATA)


def test_46_fresh_phrases_are_fifteen_a_language_in_ten_languages() -> None:
    assert len(LANGS) == 10
    for lang in LANGS:
        assert len(load(DATA / f"{lang}.yaml")) == 15, lang


@pytest.mark.parametrize("lang", LANGS)
def test_46_fresh_phrases_understood_as_a_director_would(lang: str) -> None:
    assert len(m := missed(DATA / f"{lang}.yaml")) <= MAX_MISSES, (lang, m)


@pytest.mark.parametrize("lang", LANGS)
def test_46A_fresh_phrases_never_play_a_card_they_do_not_name(lang: str) -> None:
    """A phrase not read as written is "not understood" (declarer designates again, 46A), never
    another card, another outcome or a card for chatter."""
    for p, rs in misses(DATA / f"{lang}.yaml"):
        assert rs[0].outcome is Outcome.NOT_UNDERSTOOD and rs[0].card is None, (p["say"], rs[0])
