"""The phrases native club players of ten countries say to dummy (40 a language,
written by someone who had not seen the lexicons, the expected card first; ``data/native-phrases/
<lang>.yaml``, positions as ``bridgelaw designate`` takes them). Goal: at least 95% per language,
as ``bridgelaw designate`` rules them (2017 Laws, default options, the words' language detected).

The same scoring prints per-language figures and every miss: ``python tools/native_phrases.py
--show``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from bridgelaw.editions import Edition
from bridgelaw.forms import designation_table as _table
from bridgelaw.laws.law46 import rule_words
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

DATA = Path(__file__).parent / "data" / "native-phrases"
GOAL = 0.95
OUTCOMES = {"none": Outcome.NOT_UNDERSTOOD, "must_specify": Outcome.MUST_SPECIFY,
            "invalid": Outcome.INVALID, "defenders_choose": Outcome.DEFENDERS_DESIGNATE}
LANGS = sorted(p.stem for p in DATA.glob("*.yaml"))


def phrases(lang: str) -> list[dict[str, Any]]:
    data = yaml.safe_load((DATA / f"{lang}.yaml").read_text("utf-8"))
    assert isinstance(data, list)
    return data


def rulings(p: dict[str, Any]) -> list[Ruling]:
    table = _table(str(p["dummy"]), "N", str(p.get("trick") or ""), str(p["trump"]), "", None)
    return rule_words(table, str(p["say"]), None, edition=Edition.E2017, regulations=Regulations())


def correct(p: dict[str, Any], rs: list[Ruling]) -> bool:
    """The first ruling gives what ``expect`` says (a card played, following suit, or the
    outcome named); with ``correction``, the change in one breath names that card."""
    expect, r = str(p["expect"]), rs[0]
    if expect in OUTCOMES:
        ok = r.outcome is OUTCOMES[expect]
    else:
        ok = r.outcome is Outcome.PLAYED and str(r.card) == expect and "revoke" not in r.flags
    if "correction" in p:
        change = str(rs[1].extra.get("if_allowed") or rs[1].card) if len(rs) == 2 else None
        return ok and change == str(p["correction"])
    return ok and len(rs) == 1


def test_46_native_phrases_are_forty_a_language_in_ten_languages() -> None:
    assert len(LANGS) == 10
    for lang in LANGS:
        assert len(phrases(lang)) == 40, lang


@pytest.mark.parametrize("lang", LANGS)
def test_46_native_phrases_understood_as_a_director_would_per_language(lang: str) -> None:
    ps = phrases(lang)
    misses = [(p["say"], p["expect"]) for p in ps if not correct(p, rulings(p))]
    accuracy = 1 - len(misses) / len(ps)
    assert accuracy >= GOAL, f"{lang}: {accuracy:.1%} < {GOAL:.0%}; misses: {misses}"


@pytest.mark.parametrize("lang", LANGS)
def test_46A_native_chatter_never_plays_a_card(lang: str) -> None:
    """Every phrase the players marked as chatter ("wait", "thanks partner", "nice lead") is
    ruled not understood: the safety rule holds on their words too."""
    for p in phrases(lang):
        if p["expect"] == "none":
            assert all(r.outcome is Outcome.NOT_UNDERSTOOD and r.card is None for r in rulings(p)), p["say"]
