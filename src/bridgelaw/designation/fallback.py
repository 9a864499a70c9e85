"""Words not found as said: typing slips and words of another language.

Imported by :func:`bridgelaw.designation.parser.parse_designation` only when a word of the
utterance is not found in the lexicon as said (the exact reading failed), so that neither this
module nor rapidfuzz costs anything at start-up or on a word found as said.

:func:`reread` reads the utterance again, once per candidate main language (the language given,
else the languages that know its words, most likely first), with two helps for each word the
main language does not know:

1. **Another language's word** ("small bitte", "dama please", "king of carreau"): a word or
   phrase of another lexicon, if every lexicon that knows it gives it the same meaning and that
   meaning is a card word, a designation word or a polite word (``[fillers] polite``: "bitte",
   "merci"). A correction, a trap or an ordinary filler of another language is never borrowed.
2. **A typing slip** ("kign", "quen", "fnate"): with rapidfuzz's optimal-string-alignment distance
   (a swap of two neighbouring letters counts 1), the words of the main lexicon within reach (1
   for a word of 4-7 letters, 2 from 8 letters) - only when they all mean one thing (exactly one
   known word within reach), the word has 3 letters or more, no lexicon knows the word itself, and
   it is not a word of any of the ten languages: ``lexicons/near/<lang>.txt`` lists the words of
   each language within reach of a card word (made by ``tools/near_words.py`` from wordfreq's word
   lists). Only card and designation words are read so, never a filler or a correction.

A reading is accepted only when every word is then understood, and a designation word that comes
from a reading is backed by a suit, a rank or a trump (the parser's anchor rule: a card is never
played on a guess that names no card). The words read are in ``Designation.readings``. Sound-alikes
(``[sounds_like]``) are read in the exact reading already: they are entries of the lexicon.
"""

from __future__ import annotations

import os
from functools import cache
from typing import TYPE_CHECKING, Final

from bridgelaw.designation.lexicon import (
    CARD,
    FILLER,
    KEYWORD,
    RANK,
    SUIT,
    T_WORD,
    TRUMP,
    Lexicon,
    Meaning,
    Token,
    load_lexicon,
    supported_languages,
)
from bridgelaw.designation.types import Keyword, Reading

if TYPE_CHECKING:
    from bridgelaw.designation.parser import _Read

__all__ = ["near_words", "near_words_hash", "reread", "targets_hash", "typo", "typo_targets"]

#: The shortest word read as a typing slip (shorter words are too often another word).
MIN_TYPO: Final = 3
#: Meaning kinds another language may lend (card words and designation words); fillers only
#: when listed as polite.
_BORROWABLE: Final = frozenset({SUIT, RANK, KEYWORD, TRUMP, CARD})
#: How many main languages are tried when none was given.
_MAX_TRIES: Final = 3


def reach(word: str) -> int:
    """How far (edit operations, a swap counting one) a typing slip of ``word`` may be: 1, and 2
    from 10 letters ("overtroven" for "overtroeven" is 1; "przebiajmy" for "przebijamy" 1)."""
    return 1 if len(word) < 10 else 2


def reread(text: str, lang: str, given: bool, toks: list[Token]) -> tuple[str, _Read] | None:
    """Read ``text`` again with the helps of this module; (main language, the parser's reading)
    of the first reading in which every word is understood and the anchor rule holds, or None.

    Args:
        text: the words; ``toks`` their tokens.
        lang: the language of the exact reading (given or detected); ``given``: it was given, so
            no other main language is tried.
    """
    from bridgelaw.designation import parser

    tries = [lang]
    everywhere = False
    if not given:
        ranked = parser.rank_languages(text)
        everywhere = not ranked  # no word known anywhere ("klien", "dukj"): try every language
        more = [c for c in (ranked or supported_languages()) if c != lang]
        tries += more if everywhere else more[:_MAX_TRIES - 1]
    found: list[tuple[str, _Read]] = []
    for main in tries:
        lex = load_lexicon(main)
        others = [load_lexicon(c) for c in supported_languages() if c != main]
        subs = _typos(lex, others, toks, text)
        toks2 = [t._replace(norm=subs[k].read_as) if k in subs else t for k, t in enumerate(toks)]

        def borrow(ts: list[Token], i: int, others: list[Lexicon] = others, mine: str = main,
                   ) -> tuple[list[Meaning], int, Reading] | None:
            got = _borrow(others, ts, i, text)
            if got is not None and ts[i].norm in near_words(mine) and got[0][0].is_content \
                    and got[0][0].value is not Keyword.PLEASE:
                return None  # a word of the main language ("achter" in Dutch) is not German "Achter"
            return got

        read = parser._Read(*parser._read(text, lex, toks2, subs, borrow))
        named = parser._named(read)
        if read.unknown or not named or read.unbacked(named):
            continue
        if not read.native and any(r.how not in ("typo", "sounds_like") for r in read.readings):
            continue  # no card word of this language: not a mixed phrase (WrongLanguageError)
        if not everywhere:
            return main, read
        found.append((main, read))
    # read in several languages: only when they all say the same (else it is a guess among them)
    said = {tuple(parser._named_key(x) for x in parser._named(r)) for _, r in found}
    return found[0] if len(said) == 1 else None


def _known_anywhere(others: list[Lexicon], lex: Lexicon, word: str) -> bool:
    """Some lexicon (the main one or another) knows ``word`` as a word, a phrase's word or a letter."""
    for x in (lex, *others):
        if word in x.words or word in x.phrases or word in x.letters or word in x.heard \
                or word in x.detect_weights:
            return True
    return False


def _typos(lex: Lexicon, others: list[Lexicon], toks: list[Token], text: str) -> dict[int, Reading]:
    """Token index -> the reading of each unknown word of ``toks`` that is a typing slip of a
    word of ``lex`` (see :func:`typo`)."""
    out: dict[int, Reading] = {}
    for k, t in enumerate(toks):
        if t.kind != T_WORD or _known_anywhere(others, lex, t.norm):
            continue
        meant = typo(lex, t.norm)
        if meant is not None:
            out[k] = Reading(t.raw, meant, "typo")
    return out


def typo(lex: Lexicon, word: str) -> str | None:
    """The word of ``lex`` that ``word`` (normalised, not a word of any lexicon) is a typing slip
    of, or None.

    None when the word is shorter than :data:`MIN_TYPO` or not all letters, when it is a word of
    one of the languages (:func:`all_near_words`), or when the card words within :func:`reach` do
    not all mean the same thing (a word only of phrases counts only when it is alone in reach).
    """
    if len(word) < MIN_TYPO or not word.isalpha() or word in all_near_words():
        return None
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    hits = process.extract(word, typo_targets(lex.lang), scorer=OSA.distance, score_cutoff=reach(word),
                           limit=None)
    meant = [h for h in hits if h[0] in lex.words]  # the lexicon's entries: words with a meaning
    if meant:
        if len({(lex.words[w].kind, lex.words[w].value) for w, _, _ in meant}) != 1:
            return None
    elif len(hits) == 1:
        meant = hits  # only a word of a phrase ("vad som hlest"): it helps only inside the phrase
    else:
        return None
    return str(min(meant, key=lambda h: (h[1], h[0]))[0])


@cache
def typo_targets(lang: str) -> tuple[str, ...]:
    """The words a typing slip may be read as: the card and designation words of the lexicon of
    ``lang`` (suits, ranks, keywords, trump, cards) and the words of its phrases that mean one of
    those, of 3 letters or more, letters only; sorted. Never a filler, correction or trap: a
    non-word read as "the" or "no" would let the words around it designate a card."""
    lex = load_lexicon(lang)
    words = {w for w, m in lex.words.items() if m.is_content and len(w) >= 3 and w.isalpha()}
    for first, ps in lex.phrases.items():
        for p in ps:
            if p.heard or not p.meaning.is_content:
                continue
            words.update(x for x in (first, *p.rest) if len(x) >= 3 and x.isalpha()
                         and (x not in lex.words or lex.words[x].is_content))
    return tuple(sorted(words))


def near_words_path(lang: str) -> str:
    """``bridgelaw/lexicons/near/<lang>.txt``."""
    root = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    return os.path.join(root, "lexicons", "near", f"{lang}.txt")


def targets_hash() -> str:
    """A hash of the typo targets of every language: ``lexicons/near/*.txt`` carry the hash they
    were made for (``# targets <hash>``), so that a test sees when a lexicon changed and the lists
    were not made again (``tools/near_words.py``)."""
    import hashlib

    words = sorted({w for lang in supported_languages() for w in typo_targets(lang)})
    return hashlib.blake2b("\n".join(words).encode(), digest_size=8).hexdigest()


def near_words_hash(lang: str) -> str | None:
    """The targets hash written in ``lexicons/near/<lang>.txt``, or None."""
    try:
        with open(near_words_path(lang), encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("# targets "):
                    return line.split()[2]
    except FileNotFoundError:
        return None
    return None


@cache
def near_words(lang: str) -> frozenset[str]:
    """The words of language ``lang`` within typing reach of a word of its lexicon: such a word
    is never read as a typing slip (it is a word of the language). Read from
    ``lexicons/near/<lang>.txt`` (one word a line; ``#`` lines are comments); empty if absent."""
    try:
        with open(near_words_path(lang), encoding="utf-8") as fh:
            return frozenset(x.strip() for x in fh if x.strip() and not x.startswith("#"))
    except FileNotFoundError:
        return frozenset()


@cache
def all_near_words() -> frozenset[str]:
    """The words of any of the languages within reach of a card word (:func:`near_words` of
    each): a word of Swedish is no Italian typing slip either."""
    return frozenset().union(*(near_words(c) for c in supported_languages()))


def _borrow(others: list[Lexicon], toks: list[Token], i: int, text: str,
            ) -> tuple[list[Meaning], int, Reading] | None:
    """A word or phrase of another language at ``toks[i]`` (the main language does not know it):
    ([meaning], index of its last token, reading), or None.

    The longest phrase of any other lexicon first (lexicons that match it must agree), else the
    single word: every other lexicon that knows it must give it the same borrowable meaning.
    """
    from bridgelaw.designation import parser

    t = toks[i]
    n = len(toks)
    best: tuple[int, Meaning, str] | None = None
    clash = False
    for o in others:
        for ph in o.phrases.get(t.norm, ()):
            stop = i + len(ph.rest)
            if ph.heard or stop >= n or not all(
                    parser._phrase_element_matches(o, el, toks[i + 1 + j]) for j, el in enumerate(ph.rest)):
                continue
            m = ph.meaning
            if not _lendable(o, m, " ".join(x.norm for x in toks[i:stop + 1])):
                break
            if best is None or stop > best[0]:
                best, clash = (stop, m, o.lang), False
            elif stop == best[0] and not m.same_as(best[1]):
                clash = True
            break
    if best is not None and not clash:
        stop, pm, code = best
        return [pm], stop, Reading(text[t.start:toks[stop].end], text[t.start:toks[stop].end], code)
    found: list[Meaning] = []
    code = ""
    for o in others:
        wm = o.words.get(t.norm)
        if wm is None:
            continue  # unknown there, or only a word of its phrases: it says nothing alone
        if not _lendable(o, wm, t.norm):
            return None
        if not found:
            code = o.lang
        found.append(wm)
    if not found:
        return None
    if any(not m.same_as(found[0]) for m in found):
        if not all(m.kind == FILLER or m.value is Keyword.PLEASE for m in found):
            return None
        found = [Meaning(FILLER)]  # "tak": polite in Danish, "yes, please" in Polish - harmless both
    return [found[0]], i, Reading(t.raw, t.raw, code)


def _lendable(lex: Lexicon, m: Meaning, words: str) -> bool:
    """Whether another language may lend the meaning ``m`` of ``words``: a card or designation
    word, or a polite word of ``lex``; never a correction, a hesitation, a trap or a plain filler."""
    if m.kind in _BORROWABLE:
        return True
    return m.kind == FILLER and words in lex.polite
