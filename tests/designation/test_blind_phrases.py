"""Words as people say them, written blind: 12 phrases a language (``tests/data/blind-phrases/
<lang>.yaml``; ``nb`` is Norwegian Bokmål, the words' language is detected) by a writer who never
saw the lexicons, each with its position and the expected result written first. Kinds: "we take
it", overruffs, "cover the jack", ruff, duck or discard, typing and speech-recognition slips, mixed
languages, a correction in one breath, "play anything" and chatter that names no card.

The phrases stay as written; 17 positions that ``bridgelaw designate`` refused as written (a
13-card dummy at trick 1 with East or South on lead, or dummy on lead) were made valid by taking
one low card of an unrelated suit out of dummy, each noted in the phrase's ``note``. Two slips
stay misses on purpose: "spra es" and "dona di picche", whose slips are words of the ten
languages (Polish "spra", Italian "dona"), which the typo rule never reads as card words.

The scoring is ``tools/native_phrases.py``'s: ``python tools/native_phrases.py --show
tests/data/blind-phrases``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.rulings import Outcome
from native_phrases import languages, load, missed, misses, position_error, rulings

DATA = Path(__file__).resolve().parents[1] / "data" / "blind-phrases"
MAX_MISSES = 1
LANGS = languages(DATA)


def test_46_blind_phrases_are_twelve_a_language_in_ten_languages_on_valid_positions() -> None:
    assert len(LANGS) == 10
    for lang in LANGS:
        ps = load(DATA / f"{lang}.yaml")
        assert len(ps) == 12, lang
        assert [(p["say"], position_error(p)) for p in ps if position_error(p)] == [], lang


@pytest.mark.parametrize("lang", LANGS)
def test_46_blind_phrases_understood_as_a_director_would(lang: str) -> None:
    assert len(m := missed(DATA / f"{lang}.yaml")) <= MAX_MISSES, (lang, m)


@pytest.mark.parametrize("lang", LANGS)
def test_46A_blind_phrases_never_play_a_card_they_do_not_name(lang: str) -> None:
    """A phrase not read as written is "not understood" (declarer designates again, 46A) or goes
    to the director, never another card or a card for chatter."""
    for p, rs in misses(DATA / f"{lang}.yaml"):
        assert rs[0].card is None, (p["say"], rs[0])
        assert rs[0].outcome in (Outcome.NOT_UNDERSTOOD, Outcome.DIRECTOR), (p["say"], rs[0])


@pytest.mark.parametrize("lang", LANGS)
def test_46B5_blind_play_anything_with_one_legal_card_plays_it(lang: str) -> None:
    """Every "play anything" phrase was written with dummy holding one legal card: whatever a
    defender designates dummy must play it (44C), so it is played at once under 46B5."""
    anything = [p for p in load(DATA / f"{lang}.yaml") if p.get("kind") == "anything"]
    assert anything, lang
    for p in anything:
        (r,) = rulings(p)
        assert r.outcome is Outcome.PLAYED and str(r.card) == p["expect"], (p["say"], r)
        assert r.law == "46B5" and "only_legal_card" in r.flags, (p["say"], r)
