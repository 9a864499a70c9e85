"""The ruling texts in every language, rendered from the goldens' incident corpus.

Every ruling of the goldens' incident files, of the recorded sessions and of the random corpus
(every ``BRIDGELAW_TEXTS_STRIDE``-th session, 100 unless set; 1 renders the whole corpus) is
rendered in each language (``tests/goldens/textcorpus.py``), with its extra texts (the JSON
``why``). The checks:

- no English word is left in a text of another language: a word of the English templates may
  appear only if the language's glossary allows it (``[leftover] allowed``: the language's own
  words spelt like English ones, e.g. Dutch "is", French "table"), or it is a name that is the
  same in every language (:data:`NAMES`); in Russian no Latin word at all. What the players said
  (quoted in the language's quotation marks), option ids (``O-46-B5``) and clause labels
  (``45C4b``) are not words of the text;
- every text renders (no placeholder or label markup left);
- every sentence begins with a capital letter (a card name at the start of a sentence is
  ``{card_cap}``).

The CLI's and the page's words (outcomes, options, headings, column names) come from the ``ui``
catalogue, checked here the same way.
"""

from __future__ import annotations

import functools
import os
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bridgelaw.glossary import glossary
from bridgelaw.i18n import LANGUAGES, UI_DOMAIN, catalogue, domains, render_message

#: Names that are the same in every language: bodies and places cited in the texts.
NAMES = frozenset({"WBF", "NBB", "Delft"})

STRIDE = int(os.environ.get("BRIDGELAW_TEXTS_STRIDE", "100"))
OTHER = [lang for lang in LANGUAGES if lang != "en"]

_CODES = re.compile(r"\bO-[A-Z0-9-]+\b|\b\d+[A-Z]?\w*(\([a-z]\))?")
_WORD = re.compile(r"[^\W\d_]+")
_LATIN = re.compile(r"^[A-Za-z]+$")


@functools.cache
def _samples() -> list[Any]:
    sys.path.insert(0, str(Path(__file__).parent / "goldens"))
    import textcorpus

    return list(textcorpus.samples(STRIDE))


@functools.cache
def english_words() -> frozenset[str]:
    """Every word of the English templates (placeholders left out), lower case."""
    words: set[str] = set()
    for domain in domains():
        for text in catalogue(domain, "en").values():
            for t in text if isinstance(text, tuple) else (text,):
                words |= {w.lower() for w in _WORD.findall(re.sub(r"\{[^{}]*\}", " ", t))}
    return frozenset(w for w in words if len(w) > 1)


@functools.cache
def _texts(lang: str) -> tuple[tuple[str, str], ...]:
    """(message, text) of every sample and of its extra texts in ``lang``."""
    return tuple(_render(lang))


def _render(lang: str) -> Iterator[tuple[str, str]]:
    for s in _samples():
        domain = s.params.get("domain")
        yield s.message, render_message(s.message, s.params, lang, domain)
        for msgid in (s.params.get("extra_msgs") or {}).values():
            yield msgid, render_message(msgid, s.params, lang, domain)


def _unquoted(text: str, lang: str) -> str:
    """``text`` without what the players said (in the language's quotation marks)."""
    q = glossary(lang)["quotes"]
    for o, c in ((q["open"], q["close"]), (q["nested_open"], q["nested_close"])):
        text = re.sub(re.escape(o.strip()) + r".*?" + re.escape(c.strip()), " ", text)
    return text


def leftovers(text: str, lang: str) -> list[str]:
    """The English words of ``text`` (a text in ``lang``) its glossary does not allow."""
    allowed = {w.lower() for w in glossary(lang).get("leftover", {}).get("allowed", ())}
    english = english_words()
    out = []
    for w in _WORD.findall(_CODES.sub(" ", _unquoted(text, lang))):
        if w in NAMES or w.lower() in allowed:
            continue
        if (lang == "ru" and _LATIN.match(w)) or (w.lower() in english and _LATIN.match(w)):
            out.append(w)
    return out


def _report(found: dict[str, tuple[int, str]], what: str) -> str:
    lines = [f"{what}:"] + [f"  {w!r} x{n}: {ex[:160]}" for w, (n, ex) in sorted(found.items())]
    return "\n".join(lines[:40])


@pytest.mark.parametrize("lang", OTHER)
def test_no_english_left_in_the_rulings(lang: str) -> None:
    counts: Counter[str] = Counter()
    example: dict[str, str] = {}
    for _msg, text in _texts(lang):
        for w in leftovers(text, lang):
            counts[w] += 1
            example.setdefault(w, text)
    found = {w: (n, example[w]) for w, n in counts.items()}
    assert not found, _report(found, f"English words in the {lang} rulings")


@pytest.mark.parametrize("lang", OTHER)
def test_no_english_left_in_the_ui_words(lang: str) -> None:
    found = {}
    for (ctx, msgid), text in catalogue(UI_DOMAIN, lang).items():
        if ctx == "language" or not isinstance(text, str):
            continue
        words = leftovers(re.sub(r"\{[^{}]*\}", " ", text), lang)
        if words:
            found[f"{ctx}:{msgid}"] = (len(words), f"{text} ({', '.join(words)})")
    assert not found, _report(found, f"English words in the {lang} ui catalogue")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_renders_and_every_sentence_begins_with_a_capital(lang: str) -> None:
    bad: dict[str, tuple[int, str]] = {}
    for msg, text in _texts(lang):
        problem = None
        if re.search(r"[{}⟨⟩]", _unquoted(text, lang)):
            problem = text
        else:
            for m in re.finditer(r"(?:^|(?<!\d)[.!?] )(\w)", text):
                if m.group(1).islower():
                    problem = text
                    break
        if problem:
            n, _ = bad.get(msg, (0, ""))
            bad[msg] = (n + 1, problem)
    assert not bad, _report(bad, f"{lang} texts with markup left or a lower-case sentence start")


def test_the_corpus_covers_the_messages() -> None:
    """The corpus is not empty and reaches most message templates (a guard against a check that
    passes because it renders nothing)."""
    messages = {s.message for s in _samples()}
    assert len(_samples()) > 1000
    assert len(messages) > 150
