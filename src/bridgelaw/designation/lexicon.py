"""Lexicons: how players of one language name cards to dummy, loaded from a TOML data file.

A lexicon is ``bridgelaw/lexicons/<lang>.toml`` (the format is documented in ``docs/lexicons.md``);
adding a language is adding a file, no code. Everything is compiled once at load time into
plain dicts, so that the parser (:mod:`bridgelaw.designation.parser`) does one dict lookup per
word: single words, multi-word phrases (indexed by their first word), rank/suit letters,
and suit-prefix + rank-suffix compounds (Swedish *spaderess*, Dutch *hartenaas*) expanded in full.

Spec: ``spec/vocabulary.md`` §1-§5 and §14 (traps); laws.md §4 ``O-46-LEXICON``.
No Law logic lives here: a lexicon only says what the words mean.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from itertools import product
from types import MappingProxyType
from typing import Any, Final, NamedTuple

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.designation.types import Keyword
from bridgelaw.errors import BridgeLawError, NotationError

__all__ = [
    "CARD",
    "CORRECTION",
    "FILLER",
    "HESITATION",
    "KEYWORD",
    "RANK",
    "SUIT",
    "TRAP",
    "TRUMP",
    "Lexicon",
    "LexiconError",
    "Meaning",
    "Phrase",
    "is_turn_statement",
    "lexicon_sources",
    "load_lexicon",
    "normalise",
    "supported_languages",
    "tokenise",
]


class LexiconError(BridgeLawError, ValueError):
    """A lexicon file is missing or malformed, or a language is not supported.

    The message names the file, the key and what is wrong with it.
    """


# --- meanings ------------------------------------------------------------------------------------

#: Meaning kinds (small ints: compared in the parser's inner loop).
SUIT: Final = 1
RANK: Final = 2
KEYWORD: Final = 3
TRUMP: Final = 4  # "a trump" as a noun (46B2 with the trump suit, resolved by Law 46); value: a rank or None
CARD: Final = 5  # a whole card in one phrase ("the beer card" = D7)
FILLER: Final = 6  # articles, "of", "from dummy", politeness that is not a bare "please"
CORRECTION: Final = 7  # "no", "oops", "нет", "ой", "nej", "nee": what follows replaces what came before
TRAP: Final = 8  # words that look like card words but are not ("small slam", "старшая масть", "högfärg")
#: "er", "äh", "эээ": a filler, or a correction when what follows contradicts what came before
#: ("the king er the ace"); the parser decides once the utterance is read.
HESITATION: Final = 9

_KIND_NAMES: Final = {SUIT: "suit", RANK: "rank", KEYWORD: "keyword", TRUMP: "trump", CARD: "card",
                      FILLER: "filler", CORRECTION: "correction", TRAP: "trap", HESITATION: "hesitation"}


class Meaning(NamedTuple):
    """What a word or phrase means: a ``kind`` (SUIT, RANK, ...) and a value for that kind.

    A named tuple, like :class:`Phrase` and :class:`Token` (immutable values; created in a
    tenth of the time of a frozen dataclass, which counts in the start-up of one ``designate``
    call, and rebuilt from the on-disk cache by the hundred).

    Attributes:
        kind: one of the module constants SUIT, RANK, KEYWORD, TRUMP, CARD, FILLER, CORRECTION, TRAP.
        value: a :class:`Suit` (SUIT), :class:`Rank` (RANK, or TRUMP for a compound such as
            *trumfesset* = the trump ace), :class:`Keyword` (KEYWORD), :class:`Card` (CARD), else None.
        words: the lexicon entry it came from (for messages).
    """

    kind: int
    value: Suit | Rank | Keyword | Card | None = None
    words: str = ""

    @property
    def is_content(self) -> bool:
        """True when the meaning names something (suit, rank, keyword, trump or card)."""
        return self.kind <= CARD

    def same_as(self, other: Meaning) -> bool:
        """True when both meanings say the same thing (the source words may differ)."""
        return self.kind == other.kind and self.value == other.value

    def __str__(self) -> str:
        v = self.value
        if isinstance(v, Suit | Rank):
            return f"{_KIND_NAMES[self.kind]} {v.letter}"
        if v is not None:
            return f"{_KIND_NAMES[self.kind]} {v}"
        return _KIND_NAMES[self.kind]


#: Placeholders allowed in phrase patterns after the first word (traps: "<ordinal> <rank>").
_CLASS_RE: Final = re.compile(r"^<(rank|suit|ordinal)>$")


class Phrase(NamedTuple):
    """A multi-word entry: ``rest`` are the words after the first (literal or ``<rank>``/``<suit>``
    /``<ordinal>`` placeholders), ``meaning`` what the whole phrase means; ``heard`` the words
    meant when the phrase is a sound-alike (``[sounds_like]``: "the to" heard for "the two"),
    else ``""``."""

    rest: tuple[str, ...]
    meaning: Meaning
    heard: str = ""


# --- normalisation and tokenising (shared with the parser: one regex) ----------------------------

_NORMALISE: Final = str.maketrans({"ё": "е", "Ё": "е", "’": "'", "`": "'", "–": "-", "œ": "oe", "Œ": "oe"})

#: Token kinds.
T_WORD: Final = 0
T_NUM: Final = 1
T_SYM: Final = 2
T_BREAK: Final = 3

#: One regex for every language: a suit symbol, a number (with a glued suffix: "10:an", "10-ку",
#: "10S"), a word (letters of any script, inner hyphens/apostrophes kept: "что-нибудь", "n'importe"),
#: or a break (punctuation, a free-standing dash) that phrases may not cross.
TOKEN_RE: Final = re.compile(
    r"(?P<sym>[♠♥♦♣♤♡♢♧])"
    r"|(?P<num>\d+)(?P<suf>[:\-–'’]?[^\W\d_]+)?"
    r"|(?P<word>[^\W\d_]+(?:[-–'’`][^\W\d_]+)*)"
    r"|(?P<brk>[,;.!?…/()\"«»“”]+|[-–—]+)"
)
_SYMBOLS: Final = {"♠": Suit.SPADES, "♤": Suit.SPADES, "♥": Suit.HEARTS, "♡": Suit.HEARTS,
                   "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS, "♣": Suit.CLUBS, "♧": Suit.CLUBS}


def normalise(word: str) -> str:
    """The lookup form of a word: case-folded, ``ё``→``е``, typographic apostrophes and dashes unified.

    Args:
        word: a word as said or written.
    Returns:
        str: the normalised form used as a dict key by lexicons and the parser.
    """
    return word.translate(_NORMALISE).casefold()


class Token(NamedTuple):
    """One token of an utterance: ``kind`` (T_WORD, T_NUM, T_SYM, T_BREAK), ``raw`` as written,
    ``norm`` (normalised), ``start``/``end`` offsets in the text, and ``suffix`` (a number's glued
    suffix such as ``":an"``, normalised, or ``""``)."""

    kind: int
    raw: str
    norm: str
    start: int
    end: int
    suffix: str = ""


def tokenise(text: str) -> list[Token]:
    """Split an utterance into tokens with :data:`TOKEN_RE` (whitespace and stray marks are dropped).

    Args:
        text: what was said.
    Returns:
        list[Token]: words, numbers, suit symbols and breaks, in order.
    """
    out: list[Token] = []
    for m in TOKEN_RE.finditer(text):
        g = m.lastgroup
        if g == "word":
            raw = m.group("word")
            out.append(Token(T_WORD, raw, normalise(raw), m.start(), m.end()))
        elif g == "num" or g == "suf":
            raw = m.group("num")
            suf = m.group("suf") or ""
            out.append(Token(T_NUM, raw, raw, m.start(), m.start() + len(raw), suf))
        elif g == "sym":
            raw = m.group("sym")
            out.append(Token(T_SYM, raw, raw, m.start(), m.end()))
        else:
            out.append(Token(T_BREAK, m.group(), m.group(), m.start(), m.end()))
    return out


def _words_of(entry: str) -> list[str]:
    """The normalised word tokens of a lexicon entry (placeholders ``<rank>`` kept as they are)."""
    out: list[str] = []
    for part in entry.split():
        if _CLASS_RE.match(part):
            out.append(part)
            continue
        for t in tokenise(part):
            if t.kind == T_BREAK:
                continue
            out.append(t.norm + (normalise(t.suffix) if t.suffix else ""))
    return out


_BRACES: Final = re.compile(r"\{([^{}]*)\}")


def expand(entry: str) -> list[str]:
    """Expand brace alternatives in a lexicon entry: ``"девятк{а|у|ой}"`` gives three words.

    An empty alternative is allowed (``"шлем{|а|ом}"``); several groups multiply out.

    Args:
        entry: a lexicon entry.
    Returns:
        list[str]: every spelled-out form.
    """
    parts = _BRACES.split(entry)
    if len(parts) == 1:
        return [entry]
    choices: list[list[str]] = []
    for i, p in enumerate(parts):
        choices.append(p.split("|") if i % 2 else [p])
    return ["".join(c) for c in product(*choices)]


# --- the compiled lexicon ------------------------------------------------------------------------

_RANK_KEYS: Final = {r.letter: r for r in Rank} | {"10": Rank.TEN}
_SUIT_KEYS: Final = {s.letter: s for s in Suit}
#: The detection weights of a lexicon built without them (read-only: a shared default).
_NO_WEIGHTS: Final[Mapping[str, float]] = MappingProxyType({})
_TOP_KEYS: Final = {"language", "suits", "ranks", "letters", "numbers", "keywords", "trump", "fillers",
                    "corrections", "traps", "compounds", "cards", "naming", "turn", "sounds_like", "cover",
                    "everyday"}
ORDERS: Final = ("suit_rank", "rank_suit")


class Lexicon(NamedTuple):
    """The compiled vocabulary of one language (see ``docs/lexicons.md`` for the file format).

    A named tuple (immutable, compared by value, as the frozen dataclass it was): one is built
    on every ``designate`` call, and the class is created in a tenth of the time (~4 ms of the
    call's start-up).

    Attributes:
        lang: language code (``"en"``, ``"ru"``, ``"sv"``, ``"nl"``, ...).
        name: the language's English name.
        priority: tie-break in :func:`bridgelaw.designation.detect_language` (lower wins).
        words: normalised single word -> :class:`Meaning` (compounds included).
        phrases: first normalised word -> multi-word :class:`Phrase` entries, longest first.
        letters: normalised rank/suit letter -> (rank meaning or None, suit meaning or None).
        number_suffixes: suffixes glued to a number that are dropped (Swedish ``"10:an"``).
        rank_words, suit_words, ordinals: the word classes used by phrase placeholders.
        naming: order -> (template, suit names, rank names) for :meth:`name_card`.
        source: the file it was read from.
        script_hint: letters only this language uses (Cyrillic, å/ä/ö): a hint for detection.
        detect_weights: normalised word -> how much it says the text is in this language.
        negations: correction words that also mean "not" (Polish "nie", Russian "нет"): followed
            directly (no break) by a card word they negate it ("nie tego króla" = not that king),
            so the parser does not read them as a correction there but as not understood.
        turn_patterns: regular expressions of words telling a player it is his turn (``[turn]``;
            read by :func:`is_turn_statement`, the trigger of Law 47E1).
        heard: single-word sound-alikes (``[sounds_like]``): word heard -> (the meaning of the
            words meant, those words) - "rough" -> (RUFF, "ruff"). Never a word of ``words``.
        cover_before, cover_after, cover_between: ``[cover]``: words after which (``before``: "cover
            the queen", "over the nine") or before which (``after``: "die Dame decken") a rank names
            the card to beat, not dummy's card; ``between``: words that may stand between them.
        cover_with: ``[cover] with``: rank forms that say "with that card" (the instrumental case:
            Russian "тузом", Polish "asem"): after a word of covering they name dummy's card, never
            the card to beat ("перебей тузом" is "beat it with the ace", "покрой тузом" "cover
            with the ace").
        polite: ``[fillers] polite``: fillers a player may say in this language at a table of
            another ("bitte", "merci", "grazie"): borrowed by the parser for mixed phrases.
        everyday: ``[everyday] words``: designation words that are also everyday words ("yes", "all
            right", "doesn't matter", "little", "kvittar"), as written: they designate without a
            suit, rank or trump only when nothing but designation words is said.
        articles: ``[fillers] articles``: fillers that may stand with such a word ("le petit").
    """

    lang: str
    name: str
    priority: int
    words: dict[str, Meaning]
    phrases: dict[str, tuple[Phrase, ...]]
    letters: dict[str, tuple[Meaning | None, Meaning | None]]
    number_suffixes: frozenset[str]
    rank_words: frozenset[str]
    suit_words: frozenset[str]
    ordinals: frozenset[str]
    naming: dict[str, tuple[str, dict[Suit, str], dict[Rank, str]]]
    source: str = ""
    script_hint: frozenset[str] = frozenset()
    detect_weights: Mapping[str, float] = _NO_WEIGHTS
    negations: frozenset[str] = frozenset()
    turn_patterns: tuple[str, ...] = ()
    heard: dict[str, tuple[Meaning, str]] = {}  # noqa: RUF012 - read-only, as every field
    cover_before: frozenset[str] = frozenset()
    cover_after: frozenset[str] = frozenset()
    cover_between: frozenset[str] = frozenset()
    cover_with: frozenset[str] = frozenset()
    polite: frozenset[str] = frozenset()
    everyday: frozenset[str] = frozenset()
    articles: frozenset[str] = frozenset()

    def name_card(self, card: Card, order: str) -> str:
        """The card in words, e.g. ``"spade nine"`` (``suit_rank``) or ``"nine of spades"`` (``rank_suit``).

        Args:
            card: the card.
            order: ``"suit_rank"`` or ``"rank_suit"``.
        Returns:
            str: the words, as the lexicon's ``[naming.<order>]`` template spells them.
        Raises:
            NotationError: ``order`` is not one of the two orders.
        """
        try:
            template, suits, ranks = self.naming[order]
        except KeyError:
            raise NotationError(f"word order {order!r} is not one of {', '.join(ORDERS)}") from None
        return template.format(suit=suits[card.suit], rank=ranks[card.rank])


class _Builder:
    """Collects entries while a lexicon file is read; reports clashes with file and key."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.words: dict[str, Meaning] = {}
        self.phrases: dict[str, list[Phrase]] = {}
        self.seen_phrases: dict[tuple[str, ...], Meaning] = {}

    def fail(self, where: str, why: str) -> LexiconError:
        return LexiconError(f"{self.source}: [{where}]: {why}")

    def add(self, entry: Any, meaning: Meaning, where: str, *, override: bool = False) -> None:
        """Add one entry (with brace alternatives) for ``meaning``; a word may not mean two things."""
        if not isinstance(entry, str) or not entry.strip():
            raise self.fail(where, f"entry {entry!r} must be a non-empty string")
        for form in expand(entry):
            words = _words_of(form)
            if not words:
                raise self.fail(where, f"entry {form!r} has no words")
            if len(words) == 1:
                w = words[0]
                old = self.words.get(w)
                if old is not None and not old.same_as(meaning) and not override:
                    raise self.fail(where, f"{w!r} already means {old} (from {old.words!r}); "
                                           f"it cannot also mean {meaning}")
                if old is None or override:
                    self.words[w] = Meaning(meaning.kind, meaning.value, form)
            else:
                key = tuple(words)
                old = self.seen_phrases.get(key)
                if old is not None:
                    if not old.same_as(meaning):
                        raise self.fail(where, f"phrase {form!r} already means {old}; not also {meaning}")
                    continue
                m = Meaning(meaning.kind, meaning.value, form)
                self.seen_phrases[key] = m
                self.phrases.setdefault(words[0], []).append(Phrase(tuple(words[1:]), m))


def _strings(b: _Builder, value: Any, where: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise b.fail(where, "must be a list of strings")
    return list(value)


def _table(b: _Builder, data: dict[str, Any], key: str) -> dict[str, Any]:
    v = data.get(key, {})
    if not isinstance(v, dict):
        raise b.fail(key, "must be a table")
    return v


def _suit_key(b: _Builder, k: str, where: str) -> Suit:
    s = _SUIT_KEYS.get(k)
    if s is None:
        raise b.fail(where, f"{k!r} is not a suit key (use S, H, D, C)")
    return s


def _rank_key(b: _Builder, k: str, where: str) -> Rank:
    r = _RANK_KEYS.get(k)
    if r is None:
        raise b.fail(where, f"{k!r} is not a rank key (use A K Q J T 9 8 7 6 5 4 3 2)")
    return r


def compile_lexicon(data: dict[str, Any], source: str) -> Lexicon:
    """Compile a parsed lexicon file into a :class:`Lexicon`.

    Args:
        data: the TOML document as a dict.
        source: where it came from (for messages).
    Returns:
        Lexicon: ready for the parser.
    Raises:
        LexiconError: an unknown section or key, a bad value, or a word given two meanings.
    """
    b = _Builder(source)
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise b.fail(", ".join(sorted(unknown)), f"unknown section(s); known: {', '.join(sorted(_TOP_KEYS))}")
    lang_t = _table(b, data, "language")
    lang = lang_t.get("code")
    if not isinstance(lang, str) or not lang:
        raise b.fail("language", "'code' (e.g. \"en\") is required")
    name = str(lang_t.get("name", lang))
    priority = lang_t.get("detect_priority", 9)
    if not isinstance(priority, int):
        raise b.fail("language", "'detect_priority' must be an integer")
    hint = lang_t.get("script_hint", "")
    if not isinstance(hint, str):
        raise b.fail("language", "'script_hint' must be a string of letters")

    # Order matters only for messages: content first, so that a filler clashing with a card word is
    # reported against the filler.
    suit_words: set[str] = set()
    for k, v in _table(b, data, "suits").items():
        s = _suit_key(b, k, f"suits.{k}")
        for e in _strings(b, v, f"suits.{k}"):
            b.add(e, Meaning(SUIT, s), f"suits.{k}")
            suit_words.update(w for f in expand(e) for w in _words_of(f)[:1] if len(_words_of(f)) == 1)
    rank_words: set[str] = set()
    rank_entries: dict[Rank, list[str]] = {}
    for k, v in _table(b, data, "ranks").items():
        r = _rank_key(b, k, f"ranks.{k}")
        for e in _strings(b, v, f"ranks.{k}"):
            b.add(e, Meaning(RANK, r), f"ranks.{k}")
            forms = [f for f in expand(e) if len(_words_of(f)) == 1]
            rank_words.update(_words_of(f)[0] for f in forms)
            rank_entries.setdefault(r, []).extend(_words_of(f)[0] for f in forms)
    for k, v in _table(b, data, "keywords").items():
        try:
            kw = Keyword[k]
        except KeyError:
            known = ", ".join(x.name for x in Keyword)
            raise b.fail(f"keywords.{k}", f"unknown keyword; use one of {known}") from None
        for e in _strings(b, v, f"keywords.{k}"):
            b.add(e, Meaning(KEYWORD, kw), f"keywords.{k}")
    trump_t = _table(b, data, "trump")
    for e in _strings(b, trump_t.get("words", []), "trump.words"):
        b.add(e, Meaning(TRUMP), "trump.words")
    for k, v in _table(b, data, "cards").items():
        try:
            card = Card.parse(v) if isinstance(v, str) else None
        except NotationError:
            card = None
        if card is None:
            raise b.fail(f"cards.{k}", f"{v!r} is not a card (write it as 'D7')")
        b.add(k, Meaning(CARD, card), f"cards.{k}")
    corr_t = _table(b, data, "corrections")
    for e in _strings(b, corr_t.get("words", []), "corrections.words"):
        b.add(e, Meaning(CORRECTION), "corrections.words")
    negations = frozenset(normalise(w)
                          for e in _strings(b, corr_t.get("negations", []), "corrections.negations")
                          for w in expand(e))
    for w in negations:
        m = b.words.get(w)
        if m is None or m.kind != CORRECTION:
            raise b.fail("corrections.negations", f"{w!r} must also be one of corrections.words")
    for e in _strings(b, corr_t.get("hesitations", []), "corrections.hesitations"):
        b.add(e, Meaning(HESITATION), "corrections.hesitations")
    fill_t = _table(b, data, "fillers")
    for e in _strings(b, fill_t.get("words", []), "fillers.words"):
        b.add(e, Meaning(FILLER), "fillers.words")
    polite: set[str] = set()
    for e in _strings(b, fill_t.get("polite", []), "fillers.polite"):
        b.add(e, Meaning(FILLER), "fillers.polite")
        polite.update(" ".join(_words_of(f)) for f in expand(e))
    traps_t = _table(b, data, "traps")
    ordinals = {w for e in _strings(b, traps_t.get("ordinals", []), "traps.ordinals")
                for f in expand(e) for w in _words_of(f)}
    for e in _strings(b, traps_t.get("words", []), "traps.words"):
        # A trap may reuse a card word inside a phrase; a single-word trap overrides nothing.
        b.add(e, Meaning(TRAP), "traps.words")

    # Compounds: suit prefix + rank word, written as one word (spaderess, hartenaas, trumfesset).
    comp = _table(b, data, "compounds")
    for k, v in _table(b, comp, "prefixes").items():
        trump = k == "TRUMP"
        suit = None if trump else _suit_key(b, k, f"compounds.prefixes.{k}")
        for pre in _strings(b, v, f"compounds.prefixes.{k}"):
            for pf in expand(pre):
                p = normalise(pf)
                for r, forms in rank_entries.items():
                    m = Meaning(TRUMP, r) if suit is None else Meaning(CARD, Card(suit, r))
                    for rw in forms:
                        w = p + rw
                        old = b.words.get(w)
                        if old is not None and not old.same_as(m):
                            raise b.fail(f"compounds.prefixes.{k}", f"compound {w!r} clashes with {old}")
                        b.words[w] = Meaning(m.kind, m.value, w)

    # Letters: single letters (or short ones such as Swedish "Kn") for ranks and suits.
    letters_t = _table(b, data, "letters")
    letters: dict[str, tuple[Meaning | None, Meaning | None]] = {}
    for k, v in _table(b, letters_t, "ranks").items():
        r = _rank_key(b, k, f"letters.ranks.{k}")
        for e in _strings(b, v, f"letters.ranks.{k}"):
            n = normalise(e)
            old_r, old_s = letters.get(n, (None, None))
            if old_r is not None and old_r.value != r:
                raise b.fail(f"letters.ranks.{k}", f"letter {e!r} already names rank {old_r.value}")
            letters[n] = (Meaning(RANK, r, e), old_s)
    for k, v in _table(b, letters_t, "suits").items():
        s = _suit_key(b, k, f"letters.suits.{k}")
        for e in _strings(b, v, f"letters.suits.{k}"):
            n = normalise(e)
            old_r, old_s = letters.get(n, (None, None))
            if old_s is not None and old_s.value != s:
                raise b.fail(f"letters.suits.{k}", f"letter {e!r} already names suit {old_s.value}")
            letters[n] = (old_r, Meaning(SUIT, s, e))

    nums = _table(b, data, "numbers")
    suffixes = frozenset(normalise(x).lstrip(":-–'") for x in _strings(b, nums.get("suffixes", []),
                                                                     "numbers.suffixes"))

    naming: dict[str, tuple[str, dict[Suit, str], dict[Rank, str]]] = {}
    naming_t = _table(b, data, "naming")
    base_ranks: dict[str, Any] = {}
    for order in ORDERS:
        t = naming_t.get(order)
        if not isinstance(t, dict):
            raise b.fail(f"naming.{order}", "required: template, suits and ranks")
        tpl = t.get("template")
        if not isinstance(tpl, str) or "{suit}" not in tpl or "{rank}" not in tpl:
            raise b.fail(f"naming.{order}", "'template' must contain {suit} and {rank}")
        st, rt = t.get("suits"), t.get("ranks", base_ranks)
        if not isinstance(st, dict) or not isinstance(rt, dict):
            raise b.fail(f"naming.{order}", "'suits' and 'ranks' must be tables")
        base_ranks = base_ranks or rt
        suits_n = {_suit_key(b, k, f"naming.{order}.suits"): str(v) for k, v in st.items()}
        ranks_n = {_rank_key(b, k, f"naming.{order}.ranks"): str(v) for k, v in rt.items()}
        if len(suits_n) != 4 or len(ranks_n) != 13:
            raise b.fail(f"naming.{order}", "needs all 4 suits and all 13 ranks")
        naming[order] = (tpl, suits_n, ranks_n)

    # A phrase may start with a placeholder ("<ordinal> <rank>"): index it under every member word.
    classes = {"<ordinal>": ordinals, "<rank>": rank_words, "<suit>": suit_words}
    for ph, members in classes.items():
        for p_ in b.phrases.pop(ph, []):
            for w in members:
                b.phrases.setdefault(w, []).append(p_)
    from bridgelaw.designation import sections  # compiled with the rest

    heard = sections.sounds_like(b, data)
    everyday = sections.everyday_words(b, data)
    cover = sections.cover_words(b, data)
    phrases = {k: tuple(sorted(v, key=lambda p: -len(p.rest))) for k, v in b.phrases.items()}
    turn_patterns = _turn_patterns(b, data)
    lex = Lexicon(lang=lang, name=name, priority=priority, words=b.words, phrases=phrases, letters=letters,
                  number_suffixes=suffixes, rank_words=frozenset(rank_words),
                  suit_words=frozenset(suit_words), ordinals=frozenset(ordinals), naming=naming,
                  source=source, script_hint=frozenset(c for c in hint.lower() if len(normalise(c)) == 1),
                  negations=negations, turn_patterns=turn_patterns, heard=heard,
                  cover_before=cover["before"], cover_after=cover["after"], cover_between=cover["between"],
                  cover_with=cover["with"], polite=frozenset(polite), everyday=everyday,
                  articles=sections.articles(b, fill_t))
    return lex._replace(detect_weights=_detect_weights(lex))


def _turn_patterns(b: _Builder, data: dict[str, Any]) -> tuple[str, ...]:
    """The ``[turn] patterns`` of a lexicon file: regular expressions, each checked to compile."""
    pats = _strings(b, _table(b, data, "turn").get("patterns", []), "turn.patterns")
    for x in pats:
        try:
            re.compile(x)
        except re.error as e:
            raise b.fail("turn.patterns", f"{x!r} is not a regular expression: {e}") from None
    return tuple(pats)


def _detect_weights(lex: Lexicon) -> dict[str, float]:
    """How much each word says that an utterance is in this language (content 1, fillers 0.3,
    words of phrases 0.5, multi-character letters such as "Kn" 0.5; single letters nothing)."""
    w: dict[str, float] = {}
    for first, ps in lex.phrases.items():
        for p in ps:
            for x in (first, *p.rest):
                if not x.startswith("<"):
                    w[x] = max(w.get(x, 0.0), 0.5)
    for word, m in lex.words.items():
        w[word] = max(w.get(word, 0.0), 1.0 if m.is_content else 0.3)
    for letter in lex.letters:
        if len(letter) > 1 and letter not in w:
            w[letter] = 0.5
    for word in lex.heard:
        w.setdefault(word, 0.5)
    for suffix in lex.number_suffixes:  # "7'eren", "10:an", "10-ку": the suffix is a word here
        if suffix.isalpha():
            w.setdefault(suffix, 0.5)
    return w


def _lexicon_files() -> dict[str, str]:
    """Language code -> the path of its lexicon file (``bridgelaw/lexicons/<code>.toml``).

    The package's own folder, listed with :mod:`os` (not importlib.resources or pathlib: ~15 ms
    and ~7 ms of imports on every CLI call)."""
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "lexicons")
    return {n[:-5]: os.path.join(root, n) for n in os.listdir(root) if n.endswith(".toml")}


def lexicon_sources(langs: Iterable[str]) -> bytes:
    """The bytes of the lexicon files of ``langs``, each after its code and a NUL, joined by
    NULs: the ``source`` of an on-disk cache entry compiled from them (:mod:`bridgelaw._cache`),
    so that the entry is stale once any of them changes.

    Raises:
        KeyError: a code without a lexicon file. OSError: a file cannot be read.
    """
    files = _lexicon_files()
    parts: list[bytes] = []
    for code in langs:
        with open(files[code], "rb") as fh:
            parts.append(code.encode() + b"\0" + fh.read())
    return b"\0".join(parts)


@cache
def supported_languages() -> list[str]:
    """The codes of the languages that have a lexicon file, English first then by name.

    Returns:
        list[str]: e.g. ``["en", "de", "fr", "nl", "ru", "sv"]``.
    """
    return sorted(_lexicon_files(), key=lambda c: (c != "en", c))


@cache
def load_lexicon(lang: str) -> Lexicon:
    """Read and compile ``bridgelaw/lexicons/<lang>.toml`` (cached: compiled once per process).

    Args:
        lang: a language code from :func:`supported_languages`.
    Returns:
        Lexicon: the compiled lexicon.
    Raises:
        LexiconError: no lexicon for ``lang``, or the file is malformed (file, key and reason given).
    """
    files = _lexicon_files()
    path = files.get(lang)
    if path is None:
        known = ", ".join(supported_languages())
        raise LexiconError(f"no lexicon for language {lang!r} (supported: {known})")
    with open(path, "rb") as fh:
        raw = fh.read()
    built: list[Lexicon] = []

    def build() -> tuple[Any, ...]:
        import tomllib  # only when compiling: a warm cache needs no TOML parser

        try:
            data = tomllib.loads(raw.decode("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
            raise LexiconError(f"lexicons/{lang}.toml: not valid TOML: {e}") from None
        built.append(compile_lexicon(data, f"lexicons/{lang}.toml"))
        return _plain_lexicon(built[0])

    from bridgelaw._cache import cached  # compiled once, then loaded from the on-disk cache

    with open(os.path.join(os.path.dirname(__file__), "sections.py"), "rb") as fh:
        compiler = fh.read()  # the other half of the compiler: an entry it changed is stale
    plain = cached(f"lexicon-{lang}", raw + b"\0sections.py\0" + compiler, __file__, build)
    lex = built[0] if built else _lexicon_of_plain(plain)
    if lex.lang != lang:
        raise LexiconError(f"lexicons/{lang}.toml: [language] code is {lex.lang!r}, expected {lang!r}")
    return lex


#: Suit symbols (every language).
SYMBOLS: Final = _SYMBOLS


# --- the lexicon as plain data, for the on-disk cache (bridgelaw._cache: marshal) ----------------

#: The type of a meaning's value by its tag in the plain form ("" is None).
_VALUE_OF_TAG: Final[dict[str, Callable[[Any], Any]]] = {
    "s": Suit, "r": Rank, "k": Keyword, "c": Card.from_index}

_PlainMeaning = tuple[int, str, Any, str]


def _plain_meaning(m: Meaning) -> _PlainMeaning:
    """(kind, tag, code, words): the value as a tag of :data:`_VALUE_OF_TAG` and its int/str.

    Raises:
        ValueError: a value of another type (the cache then cannot store the lexicon).
    """
    v = m.value
    if v is None:
        return (m.kind, "", None, m.words)
    if isinstance(v, Card):
        return (m.kind, "c", v.index, m.words)
    if isinstance(v, Suit):
        return (m.kind, "s", int(v), m.words)
    if isinstance(v, Rank):
        return (m.kind, "r", int(v), m.words)
    if isinstance(v, Keyword):
        return (m.kind, "k", v.value, m.words)
    raise ValueError(f"meaning {m!r}: a value of type {type(v).__name__} has no plain form")


def _meaning_of_plain(p: _PlainMeaning) -> Meaning:
    kind, tag, code, words = p
    return Meaning(kind, _VALUE_OF_TAG[tag](code) if tag else None, words)


def _plain_lexicon(lex: Lexicon) -> tuple[Any, ...]:
    """``lex`` as plain data (:mod:`marshal` can store it): its fields in order, each meaning a
    :func:`_plain_meaning` tuple, suits and ranks as ints. :func:`_lexicon_of_plain` reads it back.

    Raises:
        ValueError: a meaning whose value has no plain form.
    """
    pm = _plain_meaning
    return (
        lex.lang, lex.name, lex.priority,
        {w: pm(m) for w, m in lex.words.items()},
        {w: tuple((p.rest, pm(p.meaning), p.heard) for p in ps) for w, ps in lex.phrases.items()},
        {w: (None if r is None else pm(r), None if s is None else pm(s))
         for w, (r, s) in lex.letters.items()},
        lex.number_suffixes, lex.rank_words, lex.suit_words, lex.ordinals,
        {o: (tpl, {int(k): v for k, v in suits.items()}, {int(k): v for k, v in ranks.items()})
         for o, (tpl, suits, ranks) in lex.naming.items()},
        lex.source, lex.script_hint, dict(lex.detect_weights), lex.negations, lex.turn_patterns,
        {w: (pm(m), meant) for w, (m, meant) in lex.heard.items()},
        lex.cover_before, lex.cover_after, lex.cover_between, lex.cover_with, lex.polite, lex.everyday,
        lex.articles,
    )


def _lexicon_of_plain(t: tuple[Any, ...]) -> Lexicon:
    """The :class:`Lexicon` that :func:`_plain_lexicon` wrote as ``t``."""
    (lang, name, priority, words, phrases, letters, suffixes, rank_words, suit_words, ordinals, naming,
     source, script_hint, detect_weights, negations, turn_patterns, heard, cover_before, cover_after,
     cover_between, cover_with, polite, everyday, articles) = t
    mp = _meaning_of_plain
    return Lexicon(
        lang=lang, name=name, priority=priority,
        words={w: mp(m) for w, m in words.items()},
        phrases={w: tuple(Phrase(rest, mp(m), h) for rest, m, h in ps) for w, ps in phrases.items()},
        letters={w: (None if r is None else mp(r), None if s is None else mp(s))
                 for w, (r, s) in letters.items()},
        number_suffixes=suffixes, rank_words=rank_words, suit_words=suit_words, ordinals=ordinals,
        naming={o: (tpl, {Suit(k): v for k, v in suits.items()}, {Rank(k): v for k, v in ranks.items()})
                for o, (tpl, suits, ranks) in naming.items()},
        source=source, script_hint=script_hint, detect_weights=detect_weights, negations=negations,
        turn_patterns=turn_patterns, heard={w: (mp(m), meant) for w, (m, meant) in heard.items()},
        cover_before=cover_before, cover_after=cover_after, cover_between=cover_between,
        cover_with=cover_with, polite=polite, everyday=everyday, articles=articles,
    )


def turn_patterns_of_lexicons() -> list[str]:
    """Every lexicon's ``[turn]`` patterns, in :func:`supported_languages` order (each
    lexicon compiled: ten lexicons, ~25 ms in a fresh process)."""
    return [p for lang in supported_languages() for p in load_lexicon(lang).turn_patterns]


@cache
def _turn_statement_regex() -> re.Pattern[str]:
    """Every lexicon's ``[turn]`` patterns as one case-insensitive alternation. The pattern
    list is kept in the on-disk cache keyed by every lexicon file's bytes, so that a process
    that checks one ``say`` event for "your lead" (a ``rule`` call) compiles no lexicon."""
    from bridgelaw._cache import cached

    source = lexicon_sources(supported_languages())
    pats = cached("turn-patterns", source, __file__, turn_patterns_of_lexicons)
    return re.compile("|".join(pats) if pats else r"(?!)", re.IGNORECASE | re.UNICODE)


def is_turn_statement(text: str) -> bool:
    """True if ``text`` tells someone it is his turn to lead or play ("your lead", "ваш ход",
    "din tur", ...): the words of any language's ``[turn]`` patterns (the trigger of Law 47E1).
    Raises LexiconError only if a lexicon file is malformed."""
    return bool(_turn_statement_regex().search(text))
