"""A Law's label in running text, in the languages whose federation writes it in lower case
("artikel 45A" in the NBB's Spelregels, "lag 45A", "przepis 45A"): the capital only where a
sentence starts (``{Law_cap:...}`` at the start of a text, after a full stop or an opening
bracket after one), never after a colon, a semicolon or a comma (Dutch writes a small letter
after a colon); ``{Law:...}`` never where a sentence starts."""

from __future__ import annotations

import re

import pytest

from bridgelaw.glossary import glossary
from bridgelaw.i18n import LANGUAGES
from test_glossary import _texts

#: The languages whose Law word is lower case in running text.
LOWER = [x for x in LANGUAGES if x != "en" and glossary(x)["label"]["word"][:1].islower()]
#: Languages whose catalogues another review is reworking (non-strict xfail until it lands).
UNDER_REVIEW = {"pl"}
#: A capital label where no sentence starts.
CAP_INSIDE = re.compile(r"[:;,]\s*\{Law_cap:")
#: A lower-case label where a sentence starts (not a numbered list item "1. {Law:44}: ...").
LOWER_AT_START = re.compile(r"(?:^|(?<!\d)[.!?]\s+|[.!?]\s*\()\{Law:")


def test_the_languages_checked_include_dutch() -> None:
    assert "nl" in LOWER


@pytest.mark.parametrize("text", ["x: {Law_cap:24} is van toepassing", "Zuid speelt. {Law:45} geldt.",
                                  "{Law:45} geldt", "klaar. ({Law:46} is genummerd …)"])
def test_a_wrong_case_is_seen(text: str) -> None:
    assert CAP_INSIDE.search(text) or LOWER_AT_START.search(text)


@pytest.mark.parametrize("text", ["x: {Law:24} is van toepassing", "Zuid speelt. {Law_cap:45} geldt.",
                                  "1. {Law:44}: het voorbeeld", "klaar. ({Law_cap:46} is genummerd …)"])
def test_the_right_case_passes(text: str) -> None:
    assert not (CAP_INSIDE.search(text) or LOWER_AT_START.search(text))


@pytest.mark.parametrize("lang", [
    pytest.param(x, marks=pytest.mark.xfail(strict=False, reason="under review")) if x in UNDER_REVIEW else x
    for x in LOWER])
def test_a_law_label_takes_a_capital_only_where_a_sentence_starts(lang: str) -> None:
    bad = [f"{domain}: {text[:110]}" for domain, _msgid, text in _texts(lang)
           if CAP_INSIDE.search(text) or LOWER_AT_START.search(text)]
    assert not bad, f"{len(bad)} {lang} texts write a Law's label in the wrong case:\n" + "\n".join(bad)
