"""The phrases native club players of ten countries say to dummy (40 a language,
written by someone who had not seen the lexicons, the expected card first; ``data/native-phrases/
<lang>.yaml``, positions as ``bridgelaw designate`` takes them). Goal: at least 95% per language,
as ``bridgelaw designate`` rules them (2017 Laws, default options, the words' language detected).

The scoring is ``tools/native_phrases.py``'s, which also prints per-language figures and every
miss: ``python tools/native_phrases.py --show``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.rulings import Outcome
from native_phrases import languages, load, missed, rulings

DATA = Path(__file__).parent / "data" / "native-phrases"
GOAL = 0.95
LANGS = languages(DATA)


def test_46_native_phrases_are_forty_a_language_in_ten_languages() -> None:
    assert len(LANGS) == 10
    for lang in LANGS:
        assert len(load(DATA / f"{lang}.yaml")) == 40, lang


@pytest.mark.parametrize("lang", LANGS)
def test_46_native_phrases_understood_as_a_director_would_per_language(lang: str) -> None:
    path = DATA / f"{lang}.yaml"
    m = missed(path)
    accuracy = 1 - len(m) / len(load(path))
    assert accuracy >= GOAL, f"{lang}: {accuracy:.1%} < {GOAL:.0%}; misses: {m}"


@pytest.mark.parametrize("lang", LANGS)
def test_46A_native_chatter_never_plays_a_card(lang: str) -> None:
    """Every phrase the players marked as chatter ("wait", "thanks partner", "nice lead") is
    ruled not understood: the safety rule holds on their words too."""
    for p in load(DATA / f"{lang}.yaml"):
        if p["expect"] == "none":
            assert all(r.outcome is Outcome.NOT_UNDERSTOOD and r.card is None for r in rulings(p)), p["say"]
