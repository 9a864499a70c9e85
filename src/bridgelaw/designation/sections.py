"""The lexicon sections of what declarer says as people say it, compiled for
:func:`bridgelaw.designation.lexicon.compile_lexicon`: ``[sounds_like]``, ``[cover]``,
``[everyday]`` and ``[fillers] articles`` (format: ``docs/lexicons.md``). A module of the lexicon
compiler: its bytes are part of the on-disk cache key of every compiled lexicon.
"""

from __future__ import annotations

from typing import Any

from bridgelaw.designation.lexicon import (
    FILLER,
    KEYWORD,
    RANK,
    Meaning,
    Phrase,
    _Builder,
    _strings,
    _table,
    _words_of,
    expand,
    normalise,
)

__all__ = ["articles", "cover_words", "everyday_words", "meaning_of_words", "sounds_like"]


def meaning_of_words(b: _Builder, words: list[str], where: str) -> Meaning:
    """What ``words`` (normalised, from a ``[sounds_like]`` value) mean: the one content meaning
    among them (a word, a whole phrase, or the words one by one), else FILLER.

    Raises:
        LexiconError: a word the lexicon does not know, or two content meanings.
    """
    whole = b.words.get(words[0]) if len(words) == 1 else b.seen_phrases.get(tuple(words))
    if whole is not None:
        if not whole.is_content and whole.kind != FILLER:
            raise b.fail(where, f"{' '.join(words)!r} means {whole}: a sound-alike must mean a card word "
                                "or a filler")
        return whole
    content: list[Meaning] = []
    for w in words:
        m = b.words.get(w)
        if m is None:
            raise b.fail(where, f"{w!r} is not a word of this lexicon")
        if m.is_content:
            content.append(m)
        elif m.kind != FILLER:
            raise b.fail(where, f"{w!r} means {m}: a sound-alike must mean card words or fillers")
    if len(content) > 1:
        raise b.fail(where, f"{' '.join(words)!r} means {len(content)} things; give one card word per entry")
    return content[0] if content else Meaning(FILLER)


def sounds_like(b: _Builder, data: dict[str, Any]) -> dict[str, tuple[Meaning, str]]:
    """``[sounds_like]``: what a recogniser (or a speech-to-text keyboard) writes for what was
    said, ``"rough" = "ruff"``, ``"the to" = "the two"``. A single word heard may not be a word of
    the lexicon (it would change that word everywhere); a phrase heard may be made of lexicon
    words (it is matched before them). Phrases go into ``b.phrases`` with ``heard`` set; single
    words are returned: word -> (meaning, words meant)."""
    heard: dict[str, tuple[Meaning, str]] = {}
    for k, v in _table(b, data, "sounds_like").items():
        where = f"sounds_like.{k}"
        if not isinstance(v, str) or not _words_of(v):
            raise b.fail(where, "the value must be the words meant, e.g. \"ruff\"")
        meant = _words_of(v)
        m = meaning_of_words(b, meant, where)
        for form in expand(k):
            said = _words_of(form)
            if not said:
                raise b.fail(where, "no words heard")
            m2 = Meaning(m.kind, m.value, form)
            if len(said) == 1:
                old = b.words.get(said[0])
                if old is not None:
                    raise b.fail(where, f"{said[0]!r} is a word of this lexicon ({old}); a sound-alike "
                                        "of one word must be a word the lexicon does not know")
                heard[said[0]] = (m2, " ".join(meant))
            else:
                if tuple(said) in b.seen_phrases:
                    raise b.fail(where, f"{form!r} is a phrase of this lexicon already")
                b.seen_phrases[tuple(said)] = m2
                b.phrases.setdefault(said[0], []).append(Phrase(tuple(said[1:]), m2, " ".join(meant)))
    return heard


def cover_words(b: _Builder, data: dict[str, Any]) -> dict[str, frozenset[str]]:
    """``[cover]``: ``before``, ``after``, ``between`` and ``with`` (each a set of normalised words).

    ``with``: rank forms meaning "with that card" (the instrumental case: "тузом", "asem"); each
    must be a rank word of ``[ranks]``.

    Raises:
        LexiconError: another key, a value that is not a list of strings, or a ``with`` form that
            is not a rank word.
    """
    cover_t = _table(b, data, "cover")
    keys = ("before", "after", "between", "with")
    for k in set(cover_t) - set(keys):
        raise b.fail(f"cover.{k}", "unknown key; use before, after, between, with")
    out = {k: frozenset(" ".join(_words_of(f)) for e in _strings(b, cover_t.get(k, []), f"cover.{k}")
                        for f in expand(e))
           for k in keys}
    for w in sorted(out["with"]):
        m = b.words.get(w)
        if m is None or m.kind != RANK:
            raise b.fail("cover.with", f"{w!r} must be a rank word of [ranks]")
    return out


def everyday_words(b: _Builder, data: dict[str, Any]) -> frozenset[str]:
    """``[everyday] words``: designation words that are also everyday words, as written.

    Raises:
        LexiconError: an entry that is not a word or phrase of ``[keywords]``.
    """
    everyday_t = _table(b, data, "everyday")
    everyday = frozenset(f for e in _strings(b, everyday_t.get("words", []), "everyday.words")
                         for f in expand(e))
    for f in everyday:
        ws = _words_of(f)
        m = b.words.get(ws[0]) if len(ws) == 1 else b.seen_phrases.get(tuple(ws))
        if m is None or m.kind != KEYWORD:
            raise b.fail("everyday.words", f"{f!r} must be a word or phrase of [keywords]")
    return everyday


def articles(b: _Builder, fill_t: dict[str, Any]) -> frozenset[str]:
    """``[fillers] articles`` (normalised), each also a filler.

    Raises:
        LexiconError: an article that is not one of ``fillers.words``.
    """
    out = frozenset(normalise(f) for e in _strings(b, fill_t.get("articles", []), "fillers.articles")
                    for f in expand(e))
    for w in out:
        m = b.words.get(w)
        if m is None or m.kind != FILLER:
            raise b.fail("fillers.articles", f"{w!r} must also be one of fillers.words")
    return out
