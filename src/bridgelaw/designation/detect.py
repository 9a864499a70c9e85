"""Language detection for designations: which of the lexicons' languages an utterance is in
(:func:`detect_language`), and every language that knows some of its words, most likely first
(:func:`rank_languages`, for mixed phrases). Split from :mod:`bridgelaw.designation.parser`,
which re-exports both; the index of every lexicon's words is kept in the on-disk cache.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from bridgelaw.designation.lexicon import (
    T_NUM,
    T_WORD,
    LexiconError,
    load_lexicon,
    normalise,
    supported_languages,
    tokenise,
)

__all__ = ["detect_language", "rank_languages"]

_SPLIT_RE: Final = re.compile(r"['\-]")


class _DetectIndex:
    """What :func:`detect_language` knows of every lexicon: for each word, the languages that
    know it and how much it says (``hits``); the script-hint letters (``hint_langs``: letter ->
    languages; ``hint_chars``: all of them); each language's tie-break priority (``prio``).

    The words are kept as one text, a line ``"\\n<word>\\t<lang>:<weight> ...\\n"`` per word, and a
    lookup is a substring search: loading the index builds no dict of its 3,700 words (that
    cost 2-5 ms per ``designate`` call to unmarshal, a search costs some 20 µs per word).
    """

    __slots__ = ("hint_chars", "hint_langs", "prio", "words")

    def __init__(self, words: str, hint_langs: dict[str, tuple[str, ...]], prio: dict[str, int]) -> None:
        self.words = words
        self.hint_langs = hint_langs
        self.hint_chars = frozenset(hint_langs)
        self.prio = prio

    def hits(self, word: str) -> tuple[tuple[str, float], ...] | None:
        """((lang, weight), ...) of the languages that know ``word`` (normalised), or None."""
        at = self.words.find("\n" + word + "\t")
        if at < 0:
            return None
        start = at + len(word) + 2
        line = self.words[start:self.words.index("\n", start)]
        return tuple((c, float(w)) for c, _, w in (x.partition(":") for x in line.split(" ")))


@cache
def _detect_index(langs: tuple[str, ...]) -> _DetectIndex:
    """The :class:`_DetectIndex` of the lexicons ``langs``.

    Kept in the on-disk cache (:mod:`bridgelaw._cache`) keyed by every lexicon's text, this
    module and the lexicon compiler, so that a single ``designate`` call does not load all the
    lexicons to detect the language of its words (start-up)."""
    from bridgelaw._cache import cached
    from bridgelaw.designation import lexicon as lexicon_module

    with open(lexicon_module.__file__, "rb") as fh:
        compiler = fh.read()
    source = lexicon_module.lexicon_sources(langs) + b"\0lexicon.py\0" + compiler
    words, hint_langs, prio = cached("detect-index", source, __file__,
                                     lambda: _build_detect_index(langs))
    return _DetectIndex(words, hint_langs, prio)


def _build_detect_index(langs: tuple[str, ...]) -> tuple[str, dict[str, tuple[str, ...]], dict[str, int]]:
    """The plain data of :class:`_DetectIndex`: the words' text, hint letters, priorities."""
    index: dict[str, list[str]] = {}
    hint_langs: dict[str, list[str]] = {}
    prio: dict[str, int] = {}
    for code in langs:
        lex = load_lexicon(code)
        prio[code] = lex.priority
        for w, weight in lex.detect_weights.items():
            if not w or not w.isprintable() or " " in w or ":" in code or " " in code:  # the line format
                raise LexiconError(f"lexicons/{code}.toml: {w!r} cannot be a word of the detection index")
            index.setdefault(w, []).append(f"{code}:{weight!r}")
        for ch in lex.script_hint:
            hint_langs.setdefault(ch, []).append(code)
    words = "".join(f"\n{w}\t{' '.join(hits)}" for w, hits in index.items()) + "\n"
    return words, {k: tuple(v) for k, v in hint_langs.items()}, prio


def _scores(text: str) -> tuple[dict[str, float], dict[str, int], dict[str, int]]:
    """For :func:`detect_language`: each language's score and count of known words in ``text``,
    and every language's priority."""
    langs = tuple(supported_languages())
    idx = _detect_index(langs)
    hint_langs, hint_chars, prio = idx.hint_langs, idx.hint_chars, idx.prio
    scores: dict[str, float] = {}
    known: dict[str, int] = {}
    toks = tokenise(text)
    # Capital letters written together ("SA", "AS", "HQ") are card notation, not words: no language.
    all_short = all(len(t.raw) <= 3 for t in toks if t.kind == T_WORD)
    case_informative = text != text.upper()
    for t in toks:
        if t.kind != T_WORD:
            if t.kind == T_NUM and t.suffix:  # "7'eren": the suffix says the language
                hits_ = idx.hits(normalise(t.suffix).lstrip(":-–'"))
                for code, weight in hits_ or ():
                    scores[code] = scores.get(code, 0.0) + weight
                    known[code] = known.get(code, 0) + 1
            continue
        norm = t.norm
        common = hint_chars.intersection(norm)
        if common:
            for code in {c for ch in common for c in hint_langs[ch]}:
                scores[code] = scores.get(code, 0.0) + 0.5
        if len(t.raw) <= 3 and t.raw.isupper() and (case_informative or all_short):
            continue
        hits = idx.hits(norm)
        if hits is None and ("'" in norm or "-" in norm):
            parts = [idx.hits(p) or () for p in _SPLIT_RE.split(norm) if len(p) > 1]
            merged: dict[str, float] = {}
            for ps in parts:
                for code, weight in ps:
                    merged[code] = merged.get(code, 0.0) + weight
            hits = tuple(merged.items())
        if hits:
            for code, weight in hits:
                scores[code] = scores.get(code, 0.0) + weight
                known[code] = known.get(code, 0) + 1
    return scores, known, prio


def detect_language(text: str) -> str:
    """The language an utterance is most likely in, from the words every lexicon knows.

    The language that knows the most words of the text wins (so that one shared word, Polish and
    German "karo", does not decide: "dziewiątkę karo" is Polish); among those, each known word
    scores for its languages (card words 1, phrase words 0.5, fillers 0.3) and a word with letters
    of a language's own script (Cyrillic for Russian, å/ä/ö for Swedish, ø for Norwegian, æ for
    Danish, ą/ę/ł for Polish) scores 0.5 more; ties go to the lexicon's ``detect_priority``
    (English first). Single letters score
    nothing (they are ambiguous across languages, vocabulary.md §14), and neither do capital
    letters written together ("SA", "HQ"), so letters-only or digits-only input ("K", "7", "♠Q",
    "SA") is English.

    Args:
        text: the words.
    Returns:
        str: a code from :func:`supported_languages`.
    """
    langs = tuple(supported_languages())
    scores, known, prio = _scores(text)
    if not scores:
        return "en" if "en" in prio else langs[0]
    best = max(scores, key=lambda c: (known.get(c, 0), scores[c], -prio[c]))
    return best if scores[best] > 0 else ("en" if "en" in prio else langs[0])


def rank_languages(text: str) -> list[str]:
    """The languages that know some word of ``text``, most likely first (the order of
    :func:`detect_language`, whose answer is the first when any language knows a word).
    Used by the fallback for mixed phrases (:mod:`bridgelaw.designation.fallback`)."""
    scores, known, prio = _scores(text)
    return sorted((c for c in scores if scores[c] > 0), key=lambda c: (-known.get(c, 0), -scores[c], prio[c]))
