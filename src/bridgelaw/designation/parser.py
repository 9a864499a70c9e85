"""The designation parser: what declarer says to dummy -> :class:`Designation` (input of Law 46).

``parse_designation("nine of spades")`` gives suit S, rank 9; ``"small club"`` gives suit C with
keyword LOW; ``"пику"`` gives suit S; ``"jack — no, the king"`` gives rank K with the jack in
``superseded``. The parser only reads words: which card that means at the table (46B1-46B5)
is decided by ``bridgelaw.laws.law46``.

How it reads an utterance (spec: ``spec/vocabulary.md``; laws.md §1.6 "parse U -> (suit?, rank?,
keyword?)" and §4 ``O-46-LEXICON``):

1. One regex splits the text into words, numbers, suit symbols and breaks (punctuation).
2. Each word is looked up in the language's compiled :class:`~bridgelaw.designation.lexicon.Lexicon`:
   the longest phrase starting at that word first ("small slam" is a trap, "trump it" is RUFF,
   "vad som helst" is ANY), then the word itself (inflected forms and compounds are listed in
   full at load time), then rank/suit letters (resolved inside the language: ``T`` is a ten in
   English, ``Т`` an ace in Russian), then a glued card such as ``SA``.
3. A correction word ("no", "oops", "нет", "ой", "nej", "nee") closes a segment; the last segment
   that names something is the designation, earlier ones are ``superseded`` (45C4(b) is decided
   by the Law code, not here).
4. In a segment, order does not matter ("small club" = "club small", "nine of spades" =
   "spade nine"); two different suits or ranks in one segment are an error, not a guess.
   Keywords combine: PLEASE and ANY give way to anything more precise; "ruff small" is RUFF;
   "ruff high" is HIGH with ``trump_named``.

Words the lexicon does not know are never skipped silently: a word that is neither vocabulary nor a
known filler or polite word makes the whole utterance *not understood*
(:class:`~bridgelaw.designation.types.NotUnderstoodError`, with each unknown word and its position),
because a card played from the words left over may be the wrong one ("бей старшим козырем" without
"старшим" is the lowest trump). An utterance that names nothing is not understood either. When
``lang`` was given and the words are plainly another language, the error is a
:class:`~bridgelaw.designation.types.WrongLanguageError` naming it (never a silent switch).
``skip_unknown=True`` restores the old skipping for callers that filter noise themselves; the
skipped words are then in ``Designation.unknown``.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.designation.lexicon import (
    CARD,
    CORRECTION,
    FILLER,
    KEYWORD,
    RANK,
    SUIT,
    SYMBOLS,
    T_BREAK,
    T_NUM,
    T_SYM,
    T_WORD,
    TRAP,
    TRUMP,
    Lexicon,
    LexiconError,
    Meaning,
    Token,
    load_lexicon,
    normalise,
    supported_languages,
    tokenise,
)
from bridgelaw.designation.lexicon import (
    is_turn_statement as lexicon_turn_statement,
)
from bridgelaw.designation.types import (
    Designation,
    Keyword,
    NotUnderstoodError,
    UnknownWord,
    WrongLanguageError,
)
from bridgelaw.errors import InvalidDesignationError

__all__ = ["detect_language", "is_turn_statement", "name_card", "parse_designation", "supported_languages"]

_NUMBER_RANKS: Final = {str(r): Rank(r) for r in range(2, 11)}
_SYMBOL_MEANINGS: Final = {k: Meaning(SUIT, v, k) for k, v in SYMBOLS.items()}
_SPLIT_RE: Final = re.compile(r"['\-]")


class _Segment:
    """What one stretch of an utterance (between corrections) names, collected word by word
    (an accumulator, not a value: a plain class, created in no time at start-up)."""

    __slots__ = ("end", "keywords", "ranks", "start", "suits", "trump")

    def __init__(self) -> None:
        self.suits: list[Suit] = []
        self.ranks: list[Rank] = []
        self.keywords: list[Keyword] = []
        self.trump = False
        self.start = -1  # text offsets of the first and past the last word taken
        self.end = -1

    @property
    def has_content(self) -> bool:
        return bool(self.suits or self.ranks or self.keywords or self.trump)

    @property
    def only_please(self) -> bool:
        """Only "play"/"please"/"yes" said so far: a verb, not a designation to be corrected."""
        return (bool(self.keywords) and not (self.suits or self.ranks or self.trump)
                and all(k is Keyword.PLEASE for k in self.keywords))

    def take(self, m: Meaning, start: int, end: int) -> None:
        """Record a content meaning found at text offsets ``start:end``."""
        k, v = m.kind, m.value
        if k == SUIT:
            self.suits.append(v)  # type: ignore[arg-type]
        elif k == RANK:
            self.ranks.append(v)  # type: ignore[arg-type]
        elif k == KEYWORD:
            self.keywords.append(v)  # type: ignore[arg-type]
        elif k == TRUMP:
            self.trump = True
            if v is not None:
                self.ranks.append(v)  # type: ignore[arg-type]
        elif k == CARD:
            assert isinstance(v, Card)
            self.suits.append(v.suit)
            self.ranks.append(v.rank)
        if self.start < 0:
            self.start = start
        self.end = end


def _combine_keywords(keywords: list[Keyword], names_card: bool) -> tuple[Keyword | None, bool]:
    """One keyword from the several said in one segment, and whether it implies a trump.

    PLEASE ("please", "play", "yes") and ANY ("anything") count only when nothing more precise is
    said (laws.md §4 O-46-PLEASE; 46B5 needs "neither suit nor rank"). RUN outranks the rest;
    "ruff small"/"ruff low" is RUFF; "ruff high" is HIGH of trumps; HIGH outranks WIN and COVER,
    WIN outranks COVER and LOW ("win low" = the lowest winner, 46B1(b)).

    Raises:
        ValueError: HIGH and LOW together (the caller turns it into InvalidDesignationError).
    """
    ks = set(keywords)
    if len(ks) > 1 or names_card:
        ks.discard(Keyword.PLEASE)
    if len(ks) > 1 or names_card:
        ks.discard(Keyword.ANY)
    if not ks:
        return None, False
    if len(ks) == 1:
        return next(iter(ks)), False
    if Keyword.RUN in ks:
        return Keyword.RUN, False
    if Keyword.HIGH in ks and Keyword.LOW in ks:
        raise ValueError("says both high and low")
    if Keyword.RUFF in ks:
        return (Keyword.HIGH, True) if Keyword.HIGH in ks else (Keyword.RUFF, False)
    for k in (Keyword.HIGH, Keyword.WIN, Keyword.COVER):
        if k in ks:
            return k, False
    return Keyword.LOW, False  # unreachable with the current keywords; kept total


def _letter(lex: Lexicon, toks: list[Token], i: int, case_informative: bool) -> Meaning | None:
    """A rank or suit letter, resolved inside the language (vocabulary.md §14).

    A letter that is also a word of the language (English article "a", Russian "в"/"к") or that
    names both a rank and a suit (Russian Т = ace, т = clubs) is decided by case: capital = letter
    (rank). A capital at the start of a sentence followed by a card word is the ordinary word
    ("A spade", "В пику"); so is any such letter in an all-capitals text followed by a card word.
    """
    t = toks[i]
    pair = lex.letters.get(t.norm)
    if pair is None:
        return None
    rank_m, suit_m = pair
    upper = t.raw[:1].isupper()
    chosen: Meaning | None
    if rank_m and suit_m:
        chosen = rank_m if upper or not case_informative else suit_m
    else:
        chosen = rank_m or suit_m
    word = lex.words.get(t.norm)
    if word is None:
        return chosen
    if case_informative and not upper:
        return word
    at_start = i == 0 or toks[i - 1].kind == T_BREAK or not case_informative
    if at_start and i + 1 < len(toks):
        nxt = toks[i + 1]
        if nxt.kind == T_WORD and nxt.norm not in lex.letters:
            nm = lex.words.get(nxt.norm)
            if (nm is not None and nm.is_content) or lex.phrases.get(nxt.norm):
                return word
    return chosen


def _compact(lex: Lexicon, t: Token) -> Meaning | None:
    """A card written as letters glued together: ``SA``, ``hq``, ``AS``, Russian ``пТ``."""
    raw = t.raw
    if not 2 <= len(raw) <= 4:
        return None
    found: Card | None = None
    for k in range(1, len(raw)):
        a, b = raw[:k], raw[k:]
        pa, pb = lex.letters.get(normalise(a)), lex.letters.get(normalise(b))
        if pa is None or pb is None:
            continue
        for (s_m, r_m) in ((pa[1], pb[0]), (pb[1], pa[0])):
            if s_m is None or r_m is None:
                continue
            card = Card(s_m.value, r_m.value)  # type: ignore[arg-type]
            if found is not None and found is not card:
                return None  # two readings: not a card
            found = card
    return Meaning(CARD, found, raw) if found is not None else None


def _meanings(lex: Lexicon, toks: list[Token], i: int, case_informative: bool,
              notation: bool = False) -> list[Meaning] | None:
    """The meaning(s) of the single word ``toks[i]``, or None when the lexicon does not know it.

    ``notation``: capitals may be card notation ("AS" is the spade ace, not the word "as") - true
    when the text mixes cases or consists of short tokens only.
    """
    t = toks[i]
    if notation and len(t.raw) > 1 and t.raw.isupper():
        m = _compact(lex, t)
        if m is not None:
            return [m]
    if t.norm in lex.letters:
        m = _letter(lex, toks, i, case_informative)
        return [m] if m is not None else None
    m = lex.words.get(t.norm)
    if m is not None:
        return [m]
    if "'" in t.norm or "-" in t.norm:
        apostrophe = "'" in t.norm
        out: list[Meaning] = []
        for part in _SPLIT_RE.split(t.norm):
            if apostrophe and len(part) == 1:
                continue  # l'as, d'atout, don't: the elided letter is not a card letter
            pm = lex.words.get(part)
            if pm is None and part in lex.letters:
                pair = lex.letters[part]
                pm = pair[0] or pair[1]
            if pm is None:
                return None
            out.append(pm)
        return out
    m = _compact(lex, t)
    return [m] if m is not None else None


def _phrase_element_matches(lex: Lexicon, element: str, t: Token) -> bool:
    if t.kind == T_BREAK:
        return False
    if element[0] == "<":
        if element == "<rank>":
            return t.norm in lex.rank_words or (t.kind == T_NUM and t.norm in _NUMBER_RANKS)
        if element == "<suit>":
            return t.norm in lex.suit_words or t.kind == T_SYM
        return t.norm in lex.ordinals
    return t.kind == T_WORD and t.norm == element


def _invalid(text: str, lang: str, why: str) -> InvalidDesignationError:
    return InvalidDesignationError(f"{text!r} ({lang}): {why}", text=text, lang=lang)


def parse_designation(text: str, lang: str | None = None, *, strict: bool = False,
                      skip_unknown: bool = False) -> Designation:
    """Read what declarer said to dummy as a :class:`Designation` (suit?, rank?, keyword?).

    Args:
        text: the words, in any case and punctuation ("nine of spades", "пику, пожалуйста",
            "spaderess", "♠K", "jack — no, the king").
        lang: language code (``"en"``, ``"ru"``, ``"sv"``, ``"nl"``, ``"fr"``, ``"de"``); detected with
            :func:`detect_language` when None (letters-only input then reads as English).
        strict: kept for compatibility: an unknown word is an error (the default now); ``strict``
            wins over ``skip_unknown``.
        skip_unknown: skip words the lexicon does not know (listed in ``Designation.unknown``)
            instead of refusing the utterance. Only for callers that have their own noise filter.
    Returns:
        Designation: suit, rank, keyword and ``trump_named`` of the last segment that names
        something; ``superseded`` holds the segments it corrected (``first`` is the first
        designation, ``change`` the last, ``corrections`` the correction words); ``lang`` and
        ``text`` as read.
    Raises:
        WrongLanguageError: ``lang`` was given, a word is not known in it, and every word is known
            in the language the text is detected to be in (``detected``).
        NotUnderstoodError: a word is neither vocabulary nor a known filler (``unknown``: each with
            its position), or nothing in the words names a suit, rank or designation word
            (``traps`` lists card-looking phrases such as "small slam").
        InvalidDesignationError: (with ``text`` and ``lang``) the language is not supported; one
            segment names two different suits or ranks, or both high and low.
    Spec: laws.md §1.6 (parse step of 46B) and §4 O-46-LEXICON; vocabulary.md.
    """
    given = lang is not None
    if lang is None:
        lang = detect_language(text)
    try:
        lex = load_lexicon(lang)
    except LexiconError as e:
        raise InvalidDesignationError(str(e), text=text, lang=lang) from None
    toks = tokenise(text)
    n = len(toks)
    case_informative = text != text.upper()
    notation = case_informative or all(len(t.raw) <= 3 for t in toks if t.kind == T_WORD)
    segments: list[_Segment] = [_Segment()]
    unknown: list[UnknownWord] = []
    traps: list[str] = []
    corrections: list[list[int]] = []
    position = 0
    i = 0
    while i < n:
        t: Token = toks[i]
        kind = t.kind
        if kind == T_BREAK:
            i += 1
            continue
        position += 1
        if kind == T_SYM:
            segments[-1].take(_SYMBOL_MEANINGS[t.raw], t.start, t.end)
            i += 1
            continue
        if kind == T_NUM:
            r = _NUMBER_RANKS.get(t.norm)
            if r is None:
                unknown.append(UnknownWord(t.raw, position, t.start, t.end))
            else:
                segments[-1].take(Meaning(RANK, r, t.raw), t.start, t.end)
            if t.suffix:
                suf = t.suffix.lstrip(":-–")
                if normalise(suf) not in lex.number_suffixes:
                    extra = Token(T_WORD, suf, normalise(suf), t.end, t.end + len(t.suffix))
                    ms = _meanings(lex, [extra], 0, case_informative)
                    if ms is None:
                        unknown.append(UnknownWord(t.suffix, position, t.end, t.end + len(t.suffix)))
                    else:
                        for m in ms:
                            if m.is_content:
                                segments[-1].take(m, t.start, extra.end)
            i += 1
            continue
        # A word: the longest phrase that starts here, else the word itself.
        span_end = t.end
        found: list[Meaning] | None = None
        for ph in lex.phrases.get(t.norm, ()):
            stop = i + len(ph.rest)
            if stop < n and all(_phrase_element_matches(lex, el, toks[i + 1 + j])
                                for j, el in enumerate(ph.rest)):
                found = [ph.meaning]
                span_end = toks[stop].end
                position += len(ph.rest)
                i = stop
                break
        if found is None:
            found = _meanings(lex, toks, i, case_informative, notation)
        i += 1
        if found is None:
            unknown.append(UnknownWord(t.raw, position, t.start, t.end))
            continue
        if lex.negations and t.norm in lex.negations and _negates(lex, toks, i):
            unknown.append(UnknownWord(t.raw, position, t.start, t.end))  # "nie tego króla": "not"
            continue
        for m in found:
            if m.kind == CORRECTION:
                if segments[-1].only_please:  # "play... no, the king": the king, nothing to change
                    segments[-1] = _Segment()
                elif segments[-1].has_content:
                    segments.append(_Segment())
                    corrections.append([t.start, span_end])
                elif len(segments) > 1 and corrections:
                    corrections[-1][1] = span_end  # "nej förlåt", "no, wait": one correction
            elif m.kind == TRAP:
                traps.append(text[t.start:span_end])
            elif m.kind != FILLER:
                segments[-1].take(m, t.start, span_end)

    named = [s for s in segments if s.has_content]
    if unknown and (strict or not skip_unknown):
        words = ", ".join(u.describe() for u in unknown)
        if given:
            other = _plainly_other_language(text, lang)
            if other is not None:
                raise WrongLanguageError(
                    f"{text!r} ({lang}): words not understood in {load_lexicon(lang).name}: {words}; "
                    f"the words are {load_lexicon(other).name} ({other!r}): give that language",
                    text=text, lang=lang, unknown=tuple(unknown), detected=other)
        raise NotUnderstoodError(f"{text!r} ({lang}): words not understood: {words}; declarer must "
                                 "designate again", text=text, lang=lang, unknown=tuple(unknown),
                                 traps=tuple(traps))
    if not named:
        why = "names no suit, rank or designation word"
        if traps:
            why += f" ({', '.join(repr(x) for x in traps)} is not a card word here)"
        if unknown:
            why += f"; words not understood: {', '.join(u.describe() for u in unknown)}"
        if not toks:
            why = "nothing was said"
        raise NotUnderstoodError(f"{text!r} ({lang}): {why}", text=text, lang=lang, unknown=tuple(unknown),
                                 traps=tuple(traps))
    designations = [_designation(s, text, lang, whole=(k == len(named) - 1))
                    for k, s in enumerate(named)]
    last = designations[-1]
    if len(designations) == 1:
        if unknown:
            return Designation(suit=last.suit, rank=last.rank, keyword=last.keyword,
                               trump_named=last.trump_named, lang=lang, text=text, unknown=tuple(unknown))
        return last
    seg = named[-1]
    return Designation(suit=last.suit, rank=last.rank, keyword=last.keyword, trump_named=last.trump_named,
                       lang=lang, text=text, superseded=tuple(designations[:-1]),
                       corrections=tuple(text[a:b] for a, b in corrections[:len(named) - 1]),
                       unknown=tuple(unknown),
                       change_text=text[seg.start:seg.end])


def _negates(lex: Lexicon, toks: list[Token], i: int) -> bool:
    """True when the negation-capable correction word before ``toks[i]`` is followed, before any
    break or other correction, by a card word: then it means "not" ("nie tego króla", "нет туза"),
    not a correction ("nie, króla")."""
    for t in toks[i:]:
        if t.kind == T_BREAK:
            return False
        if t.kind != T_WORD:
            return True
        m = lex.words.get(t.norm)
        if m is not None:
            if m.kind == CORRECTION:
                return False
            if m.is_content:
                return True
        elif t.norm in lex.letters or t.norm in lex.phrases:
            return True
    return False


def _plainly_other_language(text: str, lang: str) -> str | None:
    """The language the words are plainly in, when it is not ``lang``: the detected language,
    if every word of the text is known there (the words then parse in it); else None."""
    other = detect_language(text)
    if other == lang:
        return None
    try:
        parse_designation(text, other)
    except InvalidDesignationError:
        return None
    return other


def _designation(seg: _Segment, text: str, lang: str, *, whole: bool) -> Designation:
    """The designation one segment names; ``whole``: its ``text`` is the whole utterance."""
    suits = set(seg.suits)
    ranks = set(seg.ranks)
    if len(suits) > 1:
        names = ", ".join(s.letter for s in sorted(suits, reverse=True))
        raise _invalid(text, lang, f"names two suits ({names}) without a correction word between them")
    if len(ranks) > 1:
        names = ", ".join(r.letter for r in sorted(ranks, reverse=True))
        raise _invalid(text, lang, f"names two ranks ({names}) without a correction word between them")
    try:
        kw, trump = _combine_keywords(seg.keywords, bool(suits or ranks or seg.trump))
    except ValueError as e:
        raise _invalid(text, lang, str(e)) from None
    return Designation(
        suit=next(iter(suits)) if suits else None,
        rank=next(iter(ranks)) if ranks else None,
        keyword=kw,
        trump_named=seg.trump or trump,
        lang=lang,
        text=text if whole else text[seg.start:seg.end],
    )


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
    lexicons to detect the language of its words (the start-up of one call)."""
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
    if not scores:
        return "en" if "en" in prio else langs[0]
    best = max(scores, key=lambda c: (known.get(c, 0), scores[c], -prio[c]))
    return best if scores[best] > 0 else ("en" if "en" in prio else langs[0])


def name_card(card: Card, lang: str, order: str) -> str:
    """The card in words in a language: ``name_card(Card.parse("S9"), "en", "rank_suit")`` is
    ``"nine of spades"``; ``"suit_rank"`` gives ``"spade nine"``, Russian ``"пика девятка"`` /
    ``"девятку пик"``, Swedish ``"spader nia"`` / ``"spadernia"``, Dutch ``"schoppen negen"`` /
    ``"negen schoppen"``.

    Args:
        card: the card.
        lang: a code from :func:`supported_languages`.
        order: ``"suit_rank"`` or ``"rank_suit"``.
    Returns:
        str: the words (they parse back to ``card`` with :func:`parse_designation`).
    Raises:
        LexiconError: no lexicon for ``lang``.
        NotationError: ``order`` is not one of the two orders.
    """
    return load_lexicon(lang).name_card(card, order)


# Words by which a player tells another that it is his turn (the trigger of 47E1), per language;
# the same patterns as the engine's, kept here so that a designation containing "you play" can be
# told apart from them (:func:`is_turn_statement`).
def is_turn_statement(text: str, lang: str | None = None) -> bool:
    """True if the words tell someone it is his turn to lead or play (Law 47E1's trigger), and
    False for a designation that merely contains such words: "could you play the queen",
    "will you play a small club please" name a card, so they are a designation (45C4(a)/46),
    not a statement about the turn.

    A text is a turn statement when it matches the turn patterns ("your lead", "you play",
    "ваш ход", "din tur", "à vous", "du bist dran", "twój wist", "tocca a te") and does not parse
    as a designation naming a suit, a rank, a card or a designation word other than the bare
    "play"/"please" (PLEASE): "you play" alone, "it's your turn to play" stay turn statements.

    Args:
        text: the words.
        lang: their language, or None to detect it.
    Returns:
        bool: whether the engine should treat the words as a statement about the turn (47E1).
    """
    if not lexicon_turn_statement(text):  # the [turn] patterns of every lexicon
        return False
    try:
        d = parse_designation(text, lang)
    except InvalidDesignationError:
        return True
    named = d.suit is not None or d.rank is not None or d.trump_named
    return not named and d.keyword in (None, Keyword.PLEASE)
