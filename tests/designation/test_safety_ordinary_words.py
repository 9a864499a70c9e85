"""The safety rule: words that name no card never designate one (Law 46A: declarer
designates again; never 45C4(a)/46B a card nobody asked for, as Swedish "vänta lite" - "wait a
bit" - once played the heart eight as "low").

The corpus (``data/ordinary/<lang>.txt``, its README says what it is) holds several hundred
ordinary sentences of each language - everyday lines, remarks at the table that are not
designations, proverbs, news-style lines. Each must be ruled ``not_understood`` in every position
type (dummy on lead after winning the last trick, dummy following suit, dummy void in the suit
led holding trumps), with its language given or detected, alone and joined to another, in any
case: no card played, none designated, the defenders never asked to choose one.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.designation import supported_languages
from bridgelaw.editions import Edition
from bridgelaw.forms import designation_table as _table
from bridgelaw.laws.law46 import rule_words
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table

DATA = Path(__file__).parent / "data" / "ordinary"
REGS = Regulations()
#: The least number of sentences a language's corpus must hold.
AT_LEAST = 300


def sentences(lang: str) -> list[str]:
    """The corpus of ``lang`` (comments and blank lines left out)."""
    lines = (DATA / f"{lang}.txt").read_text("utf-8").splitlines()
    return [x.strip() for x in lines if x.strip() and not x.startswith("#")]


@cache
def positions() -> dict[str, Table]:
    """One position of each type, dummy (North) to play, spades trumps, declarer South."""
    return {
        # dummy won the last trick with the heart ace: "low" would be read in hearts (46B1(c)/46B3(a))
        "dummy_on_lead": _table("K52.QJ3.T98.764", "N", "", "S", "W:H2 N:HA E:H5 S:H6", None),
        "following": _table("AK52.QJ73.T98.76", "N", "W:H4", "S", "", None),
        "void": _table("AK52..T9864.7643", "N", "W:H4", "S", "", None),
    }


def assert_never_designates(text: str, lang: str | None) -> None:
    """``text`` is ruled ``not_understood`` in every position type (else the assertion says
    which position and what was ruled)."""
    for name, table in positions().items():
        for r in rule_words(table, text, lang, edition=Edition.E2017, regulations=REGS):
            assert r.outcome is Outcome.NOT_UNDERSTOOD and r.card is None and not r.candidates, (
                f"{text!r} (lang {lang}), {name}: {r.outcome.value} {r.card} [{r.law}] - "
                f"{r.params.get('said', '')}")


@pytest.mark.parametrize("lang", supported_languages())
def test_46A_the_corpus_has_several_hundred_sentences_per_language(lang: str) -> None:
    assert len(sentences(lang)) >= AT_LEAST
    assert len(set(sentences(lang))) == len(sentences(lang)), "a sentence is listed twice"


@pytest.mark.parametrize("lang", supported_languages())
def test_46A_ordinary_sentences_never_designate_a_card(lang: str) -> None:
    for text in sentences(lang):
        assert_never_designates(text, None)
        assert_never_designates(text, lang)


@cache
def _all() -> list[tuple[str, str]]:
    return [(lang, s) for lang in supported_languages() for s in sentences(lang)]


@settings(max_examples=300, deadline=None)
@given(data=st.data(), joiner=st.sampled_from([" ", ", ", " and ", "... ", " - "]),
       case=st.sampled_from(["as is", "lower", "upper", "no punctuation"]), given_lang=st.booleans())
def test_46A_ordinary_sentences_joined_and_recased_never_designate(
        data: st.DataObject, joiner: str, case: str, given_lang: bool) -> None:
    lang, first = data.draw(st.sampled_from(_all()))
    second = data.draw(st.sampled_from(sentences(lang)))
    text = first + joiner + second
    if case == "lower":
        text = text.lower()
    elif case == "upper":
        text = text.upper()
    elif case == "no punctuation":
        text = "".join(c for c in text if c.isalnum() or c.isspace() or c in "'’-")
    assert_never_designates(text, lang if given_lang else None)


@pytest.mark.parametrize(("text", "lang"), [
    ("vänta lite", "sv"), ("vänta lite", None), ("Vänta lite!", None),  # the issue's own case
    ("wait a bit", "en"), ("tack partner", "sv"), ("it was rough", "en"), ("thanks partner", None),
])
def test_46A_the_words_of_the_issue_play_no_card(text: str, lang: str | None) -> None:
    assert_never_designates(text, lang)
