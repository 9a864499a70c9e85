"""The designation parser: what declarer says to dummy -> :class:`Designation` (input of Law 46).

``parse_designation("nine of spades")`` gives suit S, rank 9; ``"small club"`` gives suit C with
keyword LOW; ``"пику"`` gives suit S; ``"jack — no, the king"`` gives rank K with the jack in
``superseded``. The parser only reads words: which card that means at the table (46B1-46B5)
is decided by ``bridgelaw.laws.law46``.

How it reads an utterance (spec: ``spec/vocabulary.md``; laws.md §1.6, §4 ``O-46-LEXICON``) is
told in ``docs/lexicons.md``, "How the parser reads words": tokens; the longest phrase first,
then the word, then letters resolved inside the language; corrections close a segment (the last
that names something is the designation); word order free inside one; keywords combined.

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
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.designation.detect import detect_language, rank_languages
from bridgelaw.designation.lexicon import (
    CARD,
    CORRECTION,
    FILLER,
    HESITATION,
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
from bridgelaw.designation.types import (
    Designation,
    Keyword,
    NotUnderstoodError,
    Reading,
    UnknownWord,
    WrongLanguageError,
)
from bridgelaw.errors import InvalidDesignationError

__all__ = ["detect_language", "name_card", "parse_designation", "rank_languages", "supported_languages"]

_NUMBER_RANKS: Final = {str(r): Rank(r) for r in range(2, 11)}
_SYMBOL_MEANINGS: Final = {k: Meaning(SUIT, v, k) for k, v in SYMBOLS.items()}
_SPLIT_RE: Final = re.compile(r"['\-]")
_COVER: Final = Keyword.COVER
#: Designation words that say no more than "play" (see _Read.unbacked).
_BARE: Final = frozenset({Keyword.PLEASE, Keyword.ANY})


class _Segment:
    """What one stretch of an utterance (between corrections) names, collected word by word
    (an accumulator, not a value: a plain class, created in no time at start-up).

    ``opened_by``: the text offsets of the correction words that opened it (None for the first);
    ``soft``: opened by a hesitation ("er", "äh") only - merged back into the segment before it
    unless the two contradict each other; ``beats``: ranks named as the card to beat ("cover the
    queen"); ``weak``: words read (a typo, a sound-alike, another language) that gave a
    designation word - such a segment must name a suit, rank or trump too (a card is
    never played on a guess that names no card)."""

    # Defaults at class level: a segment is created per utterance (and per correction), and most
    # of these stay as they are; only what a word changes is set on the instance.
    beats: tuple[Rank, ...] = ()
    weak: tuple[UnknownWord, ...] = ()
    trump = False
    start = -1  # text offsets of the first and past the last word taken
    end = -1
    soft = False
    absorbed = False  # merged into the segment before it (see _named)
    fillers = 0  # filler words said in it, articles aside ("that is", "just", "mir")
    courtesy = 0  # polite words and hesitations said in it ("grazie", "euh"): see _Read.unbacked
    corrected = False  # a correction word before anything named ("no, the club two"): opens_with_correction

    def __init__(self, opened_by: list[int] | None = None, soft: bool = False) -> None:
        self.suits: list[Suit] = []
        self.ranks: list[Rank] = []
        self.keywords: list[Keyword] = []
        self.opened_by = opened_by
        if soft:
            self.soft = True

    @property
    def has_content(self) -> bool:
        return bool(self.suits or self.ranks or self.keywords or self.trump or self.beats)

    @property
    def only_please(self) -> bool:
        """Only "play"/"please"/"yes" said so far: a verb, not a designation to be corrected."""
        return (bool(self.keywords) and not (self.suits or self.ranks or self.trump or self.beats)
                and all(k is Keyword.PLEASE for k in self.keywords))

    @property
    def anchored(self) -> bool:
        """Names a suit, a rank, a trump or a card to beat (not only designation words)."""
        return bool(self.suits or self.ranks or self.trump or self.beats)

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

    def contradicts(self, other: _Segment) -> bool:
        """The two name different suits, ranks or cards to beat, or high and low."""
        kws = {*self.keywords, *other.keywords}
        return (len({*self.suits, *other.suits}) > 1 or len({*self.ranks, *other.ranks}) > 1
                or len({*self.beats, *other.beats}) > 1 or (Keyword.HIGH in kws and Keyword.LOW in kws))

    def merge(self, other: _Segment) -> None:
        """Take in ``other`` (said after a hesitation, not contradicting this one)."""
        self.suits += other.suits
        self.ranks += other.ranks
        self.keywords += other.keywords
        self.beats = self.beats + other.beats
        self.weak = self.weak + other.weak
        self.fillers += other.fillers
        self.courtesy += other.courtesy
        self.trump = self.trump or other.trump
        if other.end > self.end:
            self.end = other.end


class _Read:
    """What one reading of an utterance found (the result of :func:`_read`)."""

    __slots__ = ("native", "readings", "segments", "traps", "unknown", "weak")

    def __init__(self, segments: list[_Segment], unknown: list[UnknownWord], traps: list[str],
                 readings: list[Reading], native: int, weak: bool) -> None:
        self.segments = segments
        self.unknown = unknown
        self.traps = traps
        self.readings = readings
        self.weak = weak  # some segment took a weak designation word (see unbacked)
        self.native = native  # card and designation words found as said (not read as others)

    def unbacked(self, named: list[_Segment]) -> list[UnknownWord]:
        """The anchor rule: the designation words that come from a word read as
        another (a typo, a sound-alike, another language) or that are everyday words ("yes",
        "all right", "doesn't matter", "little": ``[everyday]``), in a segment that names no
        suit, rank or trump and no other designation word, when the segment also holds filler
        words other than articles. Alone or with articles and designation words ("dock", "rough
        it", "smal", "yes", "le petit", "whatever, doesn't matter") they designate; inside an
        ordinary sentence ("it was rough", "that is all right", "just a little") nothing.
        A polite word or a hesitation ("una piccola, grazie", "euh, le petit", "the big one,
        partner") is such a filler only beside a bare "yes"/"please"/"anything" ("yes, thanks",
        "ok, cheers" name nothing): with a word that says which card ("small", "piccola", "top")
        it is what players add to a designation."""
        return [w for s in named if s.weak and not s.anchored and len(s.keywords) <= len(s.weak)
                and (s.fillers or (s.courtesy and all(k in _BARE for k in s.keywords))) for w in s.weak]


#: A helper for words the lexicon does not know (the fallback of :mod:`.fallback`): token index ->
#: (meanings, index of the last token used, the reading), or None.
Borrow = Callable[[list[Token], int], "tuple[list[Meaning], int, Reading] | None"]


def _rank_at(lex: Lexicon, toks: list[Token], j: int) -> Rank | None:
    """The rank named by the single token ``toks[j]`` (a rank word, a number, a capital letter)."""
    if j >= len(toks):
        return None
    t = toks[j]
    if t.kind == T_NUM:
        return _NUMBER_RANKS.get(t.norm) if not t.suffix or normalise(t.suffix).lstrip(":-–'") in \
            lex.number_suffixes else None
    if t.kind != T_WORD:
        return None
    m = lex.words.get(t.norm)
    if m is not None:
        return m.value if m.kind == RANK else None  # type: ignore[return-value]
    pair = lex.letters.get(t.norm)
    if pair is not None and pair[0] is not None and t.raw[:1].isupper():
        return pair[0].value  # type: ignore[return-value]
    return None


def _number(lex: Lexicon, t: Token, seg: _Segment, unknown: list[UnknownWord], position: int,
            case_informative: bool) -> None:
    """A number said (``"7"``, ``"10:an"``, ``"7'eren"``, ``"10S"``): its rank into ``seg``, and a
    glued ending that is not one of the language's number suffixes read as a word."""
    r = _NUMBER_RANKS.get(t.norm)
    if r is None:
        unknown.append(UnknownWord(t.raw, position, t.start, t.end))
    else:
        seg.take(Meaning(RANK, r, t.raw), t.start, t.end)
    if t.suffix:
        suf = t.suffix.lstrip(":-–'’")
        if normalise(suf) not in lex.number_suffixes:
            extra = Token(T_WORD, suf, normalise(suf), t.end, t.end + len(t.suffix))
            ms = _meanings(lex, [extra], 0, case_informative)
            if ms is None:
                unknown.append(UnknownWord(t.suffix, position, t.end, t.end + len(t.suffix)))
            else:
                for m in ms:
                    if m.is_content:
                        seg.take(m, t.start, extra.end)


def _beat_after(lex: Lexicon, toks: list[Token], i: int) -> int:
    """After a word of covering at ``toks[i]``: the index of the rank named as the card to beat
    ("cover [the] queen"; only ``[cover] between`` words in between), or -1. A rank form of
    ``[cover] with`` ("перебей тузом": beat it *with* the ace) is dummy's card, not the card to
    beat: -1."""
    j = i + 1
    n = len(toks)
    while j < n and toks[j].kind == T_WORD and toks[j].norm in lex.cover_between:
        j += 1
    if j < n and toks[j].kind == T_WORD and toks[j].norm in lex.cover_with:
        return -1
    return j if _rank_at(lex, toks, j) is not None else -1


def _substituted(text: str, subs: dict[int, Reading], first: int, last: int, start: int,
                 end: int) -> Reading | None:
    """The reading of the tokens ``first..last`` when some were read as typing slips (``subs``)."""
    said = [subs[k] for k in range(first, last + 1) if k in subs]
    if not said:
        return None
    if len(said) == 1:
        return said[0]
    return Reading(text[start:end], " ".join(x.read_as for x in said), said[0].how)


def _break(segments: list[_Segment], hesitation: bool, start: int, end: int) -> _Segment:
    """A correction word ("no", "nej förlåt") or a hesitation ("er", "äh") at ``start:end``: a new
    segment after one that names something (soft after a hesitation); the same correction
    continued; a pause that corrects nothing counted as a filler. Returns the current segment."""
    seg = segments[-1]
    if not hesitation and seg.only_please:  # "play... no, the king": the king, nothing to change
        segments[-1] = seg = _Segment(seg.opened_by, seg.soft)
    elif seg.has_content and not seg.only_please:
        segments.append(seg := _Segment([start, end], soft=hesitation))
    elif seg.opened_by is not None:
        seg.opened_by[1] = end  # "nej förlåt", "no, wait", "er, no": one correction
        if not hesitation:
            seg.soft = False
    elif hesitation:
        seg.courtesy += 1  # "euh, le petit": a sound, not a word of a sentence
    else:
        seg.fillers += 1  # "Moment, bitte", "wait...": a pause that corrects nothing
        seg.corrected = True  # ... in this utterance; said after an earlier one, a correction
    return seg


#: What :func:`_read` returns, as a plain tuple (made in no time; :class:`_Read` holds it when
#: more than the usual one designation is to be made of it).
ReadTuple = tuple[list[_Segment], list[UnknownWord], list[str], list[Reading], int, bool]


def _read(text: str, lex: Lexicon, toks: list[Token], subs: dict[int, Reading] | None = None,
          borrow: Borrow | None = None) -> ReadTuple:
    """Read the tokens of ``text`` with ``lex``: segments (split by corrections and hesitations),
    words not understood, traps, readings, the count of card words found as said (when
    ``borrow`` is given) and whether a weak designation word was taken (the fields of
    :class:`_Read`, in its order).

    ``subs`` (the fallback): tokens already replaced by the words they were read as (typos), with
    their :class:`Reading`; ``borrow``: asked for each word still unknown (another language).
    """
    n = len(toks)
    case_informative = text != text.upper()
    notation = case_informative or all(len(t.raw) <= 3 for t in toks if t.kind == T_WORD)
    segments: list[_Segment] = [_Segment()]
    unknown: list[UnknownWord] = []
    traps: list[str] = []
    readings: list[Reading] = []
    position = native = 0
    weak = False
    cover_before, everyday, articles, polite = lex.cover_before, lex.everyday, lex.articles, lex.polite
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
            _number(lex, t, segments[-1], unknown, position, case_informative)
            i += 1
            continue
        # A word: the longest phrase that starts here, else the word itself.
        span_end = t.end
        first = i
        found: list[Meaning] | None = None
        heard = ""
        for ph in lex.phrases.get(t.norm, ()):
            stop = i + len(ph.rest)
            if stop < n and all(_phrase_element_matches(lex, el, toks[i + 1 + j])
                                for j, el in enumerate(ph.rest)):
                found = [ph.meaning]
                heard = ph.heard
                span_end = toks[stop].end
                position += len(ph.rest)
                i = stop
                break
        if found is None:
            found = _meanings(lex, toks, i, case_informative, notation)
            if found is None and lex.heard:
                h = lex.heard.get(t.norm)
                if h is not None:
                    found, heard = [h[0]], h[1]
        # "cover the queen", "on couvre la dame", "over the nine": after a word of covering
        # (a COVER word or phrase, or a [cover] word), the rank named is the card to beat
        if (found and found[0].value is _COVER) or t.norm in cover_before:
            j = _beat_after(lex, toks, i)
            if j >= 0:
                seg = segments[-1]
                seg.take(Meaning(KEYWORD, Keyword.COVER), t.start, toks[j].end)
                seg.beats = (*seg.beats, _rank_at(lex, toks, j))  # type: ignore[arg-type]
                position += j - i
                i = j + 1
                continue
        reading: Reading | None = None
        if heard:
            reading = Reading(text[t.start:span_end], heard, "sounds_like")
        elif subs is not None:
            reading = _substituted(text, subs, first, i, t.start, span_end)
        if found is None and borrow is not None:
            got = borrow(toks, i)
            if got is not None:
                found, i, reading = got
                span_end = toks[i].end
                position += i - first
        i += 1
        if found is None:
            unknown.append(UnknownWord(t.raw, position, t.start, t.end))
            continue
        if lex.negations and t.norm in lex.negations and _negates(lex, toks, i):
            unknown.append(UnknownWord(t.raw, position, t.start, t.end))  # "nie tego króla": "not"
            continue
        if reading is not None:
            readings.append(reading)
        seg = segments[-1]
        for m in found:
            mk = m.kind
            if mk == CORRECTION or mk == HESITATION:
                seg = _break(segments, mk == HESITATION, t.start, span_end)
            elif mk == TRAP:
                traps.append(text[t.start:span_end])
            elif mk != FILLER:
                if (mk == RANK and lex.cover_after and i < n and toks[i].kind == T_WORD
                        and toks[i].norm in lex.cover_after):
                    seg.take(Meaning(KEYWORD, Keyword.COVER), t.start, span_end)  # "die Dame decken"
                    seg.beats = (*seg.beats, m.value)  # type: ignore[arg-type]
                    continue
                seg.take(m, t.start, span_end)
                if reading is None and borrow is not None:
                    native += 1  # (counted only when reading again: see fallback.reread)
                if mk == KEYWORD and (reading is not None or m.words in everyday):
                    weak_word = UnknownWord(text[t.start:span_end], position, t.start, span_end)
                    seg.weak = (*seg.weak, weak_word)
                    weak = True
            elif span_end > t.end or t.norm not in articles:  # a filler or polite word
                if (t.norm if span_end == t.end else " ".join(
                        toks[k].norm for k in range(first, i) if toks[k].kind == T_WORD)) in polite:
                    seg.courtesy += 1
                else:
                    seg.fillers += 1
    return segments, unknown, traps, readings, native, weak


def _combine_keywords(keywords: list[Keyword], names_card: bool) -> tuple[Keyword | None, bool]:
    """One keyword from the several said in one segment, and whether it implies a trump.

    PLEASE ("please", "play", "yes") and ANY ("anything") count only when nothing more precise is
    said (laws.md §4 O-46-PLEASE; 46B5 needs "neither suit nor rank"). RUN outranks the rest;
    "ruff small"/"ruff low" is RUFF; "ruff high" is HIGH of trumps; HIGH outranks WIN and COVER,
    WIN outranks COVER and LOW ("win low" = the lowest winner, 46B1(b)).

    Raises:
        ValueError: HIGH and LOW together (the caller turns it into InvalidDesignationError).
    """
    if len(keywords) <= 1:  # the usual case, without building a set
        if not keywords:
            return None, False
        k = keywords[0]
        return (None if names_card and (k is Keyword.PLEASE or k is Keyword.ANY) else k), False
    ks = set(keywords)
    if len(ks) > 1 or names_card:
        ks.discard(Keyword.PLEASE)
    if len(ks) > 1 or names_card:
        ks.discard(Keyword.ANY)
    if Keyword.BEAT in ks and len(ks) > 1:
        ks.discard(Keyword.BEAT)  # "бей старшей": the other word says how
    if Keyword.RUFF in ks and Keyword.WIN in ks:
        ks.add(Keyword.OVERRUFF)  # "ruff and win it": a trump that wins
    if Keyword.OVERRUFF in ks:
        ks -= {Keyword.RUFF, Keyword.LOW, Keyword.WIN, Keyword.COVER}  # "overruff small"
    if not ks:
        return None, False
    if len(ks) == 1:
        return next(iter(ks)), False
    if Keyword.RUN in ks:
        return Keyword.RUN, False
    if Keyword.HIGH in ks and Keyword.LOW in ks:
        raise ValueError("says both high and low")
    if Keyword.RUFF in ks or Keyword.OVERRUFF in ks:
        if Keyword.HIGH in ks:
            return Keyword.HIGH, True
        return (Keyword.OVERRUFF if Keyword.OVERRUFF in ks else Keyword.RUFF), False
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
        lang: language code (``"en"``, ``"ru"``, ``"sv"``, ``"nl"``, ``"fr"``, ``"de"`` ...); detected
            with :func:`detect_language` when None (letters-only input then reads as English).
        strict: kept for compatibility: an unknown word is an error (the default now); ``strict``
            wins over ``skip_unknown``.
        skip_unknown: skip words the lexicon does not know (listed in ``Designation.unknown``)
            instead of refusing the utterance. Only for callers that have their own noise filter.
    Returns:
        Designation: suit, rank, keyword and ``trump_named`` of the last segment that names
        something; ``superseded`` holds the segments it corrected (``first`` is the first
        designation, ``change`` the last, ``corrections`` the correction words); ``beat`` the
        card to beat ("cover the queen"); ``readings`` the words read as other words (a typo, a
        sound-alike, another language's word: :mod:`bridgelaw.designation.fallback`); ``lang``
        (the language of most of the words) and ``text`` as read.
    Raises:
        WrongLanguageError: ``lang`` was given, a word is not known in it, and every word is known
            in the language the text is detected to be in (``detected``).
        NotUnderstoodError: a word is neither vocabulary nor a known filler (``unknown``: each with
            its position), nothing in the words names a suit, rank or designation word (``traps``
            lists card-looking phrases such as "small slam"), or a designation word comes only
            from a word read as another (a typo, a sound-alike, a foreign word) and nothing names
            a suit, rank or trump (a card is never played on such a guess).
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
    segs, unknown, traps, readings, native, weak = _read(text, lex, toks)
    if len(segs) == 1 and not unknown and not weak and not readings and segs[0].has_content:
        return _designation(segs[0], text, lang, whole=True)  # the usual case: one plain designation
    read = _Read(segs, unknown, traps, readings, native, weak)
    if (read.unknown or (read.weak and read.unbacked(read.segments))) and (strict or not skip_unknown):
        from bridgelaw.designation import fallback  # only when a word is not found as said

        better = fallback.reread(text, lang, given, toks)
        if better is not None:
            lang, read = better
    return _finish(text, lang, given, toks, read, strict or not skip_unknown)


def _finish(text: str, lang: str, given: bool, toks: list[Token], read: _Read, refuse: bool) -> Designation:
    """The designation of a reading (:func:`parse_designation`'s result), or its errors.

    ``refuse``: words not understood are an error (else they are skipped and listed).
    """
    named = _named(read)
    if len(named) == 1 and not read.unknown and not read.weak and not read.readings:
        return _designation(named[0], text, lang, whole=True)  # the usual case
    unknown = read.unknown + read.unbacked(named) if read.weak else read.unknown
    traps = read.traps
    if (read.unknown and refuse) or len(unknown) > len(read.unknown):
        words = ", ".join(u.describe() for u in unknown)
        if given and read.unknown:
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
    readings = tuple(read.readings)
    if len(designations) == 1:
        if unknown or readings:
            return replace(last, unknown=tuple(unknown), readings=readings)
        return last
    seg = named[-1]
    return Designation(suit=last.suit, rank=last.rank, keyword=last.keyword, trump_named=last.trump_named,
                       beat=last.beat, lang=lang, text=text, superseded=tuple(designations[:-1]),
                       corrections=tuple(text[s.opened_by[0]:s.opened_by[1]]
                                         for s in named[1:] if s.opened_by is not None),
                       unknown=tuple(unknown), readings=readings,
                       change_text=text[seg.start:seg.end])


def _named_key(seg: _Segment) -> tuple[object, ...]:
    """What a segment names, comparable across readings (suits, ranks, keywords, trump, beats)."""
    return (frozenset(seg.suits), frozenset(seg.ranks), frozenset(seg.keywords), seg.trump,
            frozenset(seg.beats))


def _named(read: _Read) -> list[_Segment]:
    """The segments that name something, each said after a hesitation ("the king, er, of
    hearts") merged into the one before it unless the two contradict each other ("the king er
    the ace": a correction in one breath)."""
    segs = read.segments
    if len(segs) == 1:
        return segs if segs[0].has_content else []
    named: list[_Segment] = []
    for s in segs:
        if not s.has_content or s.absorbed:
            continue
        if s.soft and named and not named[-1].contradicts(s):
            named[-1].merge(s)
            s.absorbed = True
        else:
            named.append(s)
    return named


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
    suit = seg.suits[0] if seg.suits else None
    rank = seg.ranks[0] if seg.ranks else None
    if len(seg.suits) > 1 and len(suits := set(seg.suits)) > 1:
        names = ", ".join(s.letter for s in sorted(suits, reverse=True))
        raise _invalid(text, lang, f"names two suits ({names}) without a correction word between them")
    if len(seg.ranks) > 1 and len(ranks := set(seg.ranks)) > 1:
        names = ", ".join(r.letter for r in sorted(ranks, reverse=True))
        raise _invalid(text, lang, f"names two ranks ({names}) without a correction word between them")
    beat = seg.beats[0] if seg.beats else None
    if beat is not None and len(set(seg.beats)) > 1:
        raise _invalid(text, lang, "names two cards to beat")
    try:
        kw, trump = _combine_keywords(seg.keywords, suit is not None or rank is not None or seg.trump)
    except ValueError as e:
        raise _invalid(text, lang, str(e)) from None
    if seg.trump:
        if kw is Keyword.WIN and suit is None and rank is None:
            kw = Keyword.OVERRUFF  # "win it with a trump": a trump that wins, not the lowest trump
        elif kw is Keyword.BEAT:
            kw = Keyword.RUFF  # "побей козырем": beat with a trump
    return Designation(
        suit=suit,
        rank=rank,
        keyword=kw,
        trump_named=seg.trump or trump,
        beat=beat,
        lang=lang,
        text=text if whole else text[seg.start:seg.end],
    )


def read_segments(text: str, lex: Lexicon) -> list[_Segment]:
    """The words read into their segments (what each part names, its fillers, whether it opens
    with a correction word): for :mod:`bridgelaw.designation.utterance`."""
    return _read(text, lex, tokenise(text))[0]


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
