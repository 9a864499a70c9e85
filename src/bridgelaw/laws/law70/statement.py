"""The claimer's clarification statement (68C), read from words into a typed plan for Law 70.

What a claimer says ("drawing trumps, then the clubs are good", "беру козыри, трефы хорошие",
"jag drar trumf och klövern är god", "troef trekken, dan zijn de klaveren goed") becomes a
:class:`~bridgelaw.laws.law70.ClaimPlan`: ordered steps (draw trumps, run a suit, take a finesse,
ruff a suit, concede a trick, cross-ruff, from the top, "all mine", a count of tricks) that the
adjudication follows literally where they are normal (70D1), plus the words it could not read.

The languages are data (``bridgelaw/lexicons/claims/<lang>.toml``, docs/claims.md): patterns of
words and placeholders (``<suit>``, ``<card>``, ``<rank>``, ``<n>``, ``<trump>``). The card, suit,
rank and trump words are not repeated there: they come from the designation lexicon of the same
language (``bridgelaw/lexicons/<lang>.toml``, :func:`bridgelaw.designation.load_lexicon`), so
"пиковую даму", "spaderdamen", "schoppenvrouw" and "♠Q" are all a card.

Reading: the text is split into tokens (the designation tokeniser), the statement fillers are
dropped, and at each place the longest pattern that matches is taken; punctuation separates.
A word that no pattern takes and that is no filler of either lexicon is *unread*. Words that
give no step at all leave every order of the claimer's plays open (the adjudication says so).
An unread word that bears on the line - a word that begins a pattern of play ("ruff", "lead")
or a card, suit, rank or trump word that no pattern took - makes the statement *unclear*
(``ClaimPlan.unclear``, 70A); a stray word ("whenever", "provided") does not.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any, NamedTuple

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.designation.lexicon import (
    CARD,
    FILLER,
    RANK,
    SUIT,
    SYMBOLS,
    T_BREAK,
    T_NUM,
    T_SYM,
    T_WORD,
    TRUMP,
    Lexicon,
    LexiconError,
    Token,
    expand,
    load_lexicon,
    normalise,
    tokenise,
)
from bridgelaw.errors import NotationError
from bridgelaw.laws.law70 import ClaimPlan, PlanStep, StepKind

__all__ = ["STATEMENT_LANGUAGES", "statement_language_68C", "statement_read_68C"]

#: The folder of the statement lexicons.
_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__)))),
                       "lexicons", "claims")
#: The designation lexicon of a statement language where the codes differ (Norwegian: ``no``).
_DESIGNATION_CODE = {"nb": "no"}
#: Other codes accepted for a statement language (the designation lexicons' ``no`` is Bokmål).
_STATEMENT_CODE = {"no": "nb"}
_PLACEHOLDERS = ("<suit>", "<card>", "<rank>", "<n>", "<trump>")


def _languages() -> tuple[str, ...]:
    return tuple(sorted(n[:-5] for n in os.listdir(_FOLDER) if n.endswith(".toml")))


#: The languages whose claim statements are read (one file each under ``lexicons/claims/``).
STATEMENT_LANGUAGES: tuple[str, ...] = _languages()


class _Element(NamedTuple):
    """One element of a pattern: a placeholder (``<suit>`` ...) or a set of literal words."""

    placeholder: str
    words: frozenset[str]
    optional: bool


class _Pattern(NamedTuple):
    kind: StepKind
    elements: tuple[_Element, ...]


class _Lexicon(NamedTuple):
    """A compiled statement lexicon: its patterns (longest first), fillers and number words."""

    lang: str
    patterns: tuple[_Pattern, ...]
    fillers: frozenset[str]
    numbers: dict[str, int]
    cards: Lexicon
    conj: frozenset[str] = frozenset()
    order: frozenset[str] = frozenset()
    play: frozenset[str] = frozenset()
    literal: frozenset[str] = frozenset()  # every word of a pattern ("doppel-squeeze" stays whole)


def _element(raw: str, where: str) -> _Element:
    optional = raw.endswith("?")
    word = raw.removesuffix("?")
    if word.startswith("<"):
        if word not in _PLACEHOLDERS:
            raise LexiconError(f"{where}: {word!r} is not a placeholder ({', '.join(_PLACEHOLDERS)})")
        return _Element(word, frozenset(), optional)
    return _Element("", frozenset(normalise(w) for w in expand(word)), optional)


def _compile(data: dict[str, Any], lang: str) -> _Lexicon:
    """The statement lexicon of ``lang`` from its parsed TOML.

    Raises:
        LexiconError: an unknown step, a bad placeholder, a number that is not an integer.
    """
    where = f"lexicons/claims/{lang}.toml"
    fillers = frozenset(normalise(f) for e in data.get("fillers", {}).get("words", []) for f in expand(e))
    patterns: list[_Pattern] = []
    for key, entries in data.get("steps", {}).items():
        try:
            kind = StepKind(key)
        except ValueError:
            raise LexiconError(f"{where}: steps.{key} is not a step "
                               f"({', '.join(k.value for k in StepKind)})") from None
        for entry in entries:
            # a filler in a pattern is dropped there too (the text loses it before matching); a
            # pattern left with placeholders only, that had words, would match too much: dropped
            given = [_element(w, f"{where} steps.{key}") for w in str(entry).split()]
            elements = tuple(e for e in given if e.placeholder or not e.words <= fillers)
            if elements and (any(not e.placeholder for e in elements) or all(e.placeholder for e in given)):
                patterns.append(_Pattern(kind, elements))
    patterns.sort(key=lambda p: -len(p.elements))
    numbers: dict[str, int] = {}
    for value, words in data.get("numbers", {}).items():
        if not str(value).isdigit():
            raise LexiconError(f"{where}: numbers.{value} must be an integer")
        for w in words:
            numbers[normalise(w)] = int(value)
    cards = load_lexicon(_DESIGNATION_CODE.get(lang, lang))
    conj = frozenset(normalise(w) for e in data.get("conjunctions", {}).get("words", []) for w in expand(e))
    order = frozenset(normalise(w) for e in data.get("order", {}).get("words", []) for w in expand(e))
    literal = frozenset(w for p in patterns for e in p.elements for w in e.words)
    return _Lexicon(lang, tuple(patterns), fillers, numbers, cards, conj, order, _play_words(patterns),
                    literal)


#: The steps whose first word is a word of play ("ruff", "lead", "finesse", "draw"): such a word
#: left unread is a clause about the line not understood, not a stray word (70A).
_PLAY_STEPS = frozenset({StepKind.DRAW_TRUMPS, StepKind.CROSS_RUFF, StepKind.RUN, StepKind.RUFF,
                         StepKind.RUFF_LEAD, StepKind.FINESSE, StepKind.DISCARD, StepKind.SQUEEZE,
                         StepKind.FROM_TOP})


def _play_words(patterns: Sequence[_Pattern]) -> frozenset[str]:
    """The words that begin a pattern of play and no other pattern ("ruff", "lead", but not
    "good" - "good clubs" and "all good" - nor "you" of "you get a club")."""
    heads: dict[bool, set[str]] = {True: set(), False: set()}
    for p in patterns:
        if not p.elements[0].placeholder:
            heads[p.kind in _PLAY_STEPS] |= p.elements[0].words
    return frozenset(heads[True] - heads[False])


@cache
def _lexicon(lang: str) -> _Lexicon:
    """The compiled statement lexicon of ``lang`` (cached).

    Raises:
        LexiconError: no statement lexicon for ``lang``, or a malformed file.
    """
    code = _STATEMENT_CODE.get(lang.lower(), lang.lower())
    path = os.path.join(_FOLDER, f"{code}.toml")
    if not os.path.isfile(path):
        raise LexiconError(f"no claim statement lexicon for language {lang!r} "
                           f"(supported: {', '.join(STATEMENT_LANGUAGES)})")
    import tomllib

    with open(path, "rb") as fh:
        try:
            data = tomllib.load(fh)
        except tomllib.TOMLDecodeError as e:
            raise LexiconError(f"lexicons/claims/{lang}.toml: not valid TOML: {e}") from None
    return _compile(data, code)


# ------------------------------------------------------------------------------------ matching

class _Match(NamedTuple):
    end: int
    suit: Suit | None
    card: Card | None
    rank: Rank | None
    number: int | None
    by_trump: bool = False  # the suit was named by the word for trumps ("trump your trumps")


def _meaning(lex: _Lexicon, tok: Token) -> tuple[int, Any] | None:
    """(kind, value) of a token in the card lexicon: SUIT, RANK, CARD, TRUMP or FILLER; None."""
    if tok.kind == T_SYM:
        return (SUIT, SYMBOLS[tok.raw])
    m = lex.cards.words.get(tok.norm)
    if m is not None and m.kind in (SUIT, RANK, CARD, TRUMP, FILLER):
        return (m.kind, m.value)
    if tok.kind == T_NUM and tok.raw == "10":
        return (RANK, Rank.TEN)
    letters = lex.cards.letters.get(tok.norm)
    if letters is not None and letters[0] is not None and len(tok.raw) <= 2 and tok.raw[:1].isupper():
        return (RANK, letters[0].value)
    if len(tok.raw) in (2, 3) and tok.raw.isupper():
        try:
            return (CARD, Card.parse(tok.raw))
        except NotationError:
            return None
    return None


def _card_at(lex: _Lexicon, toks: Sequence[Token], i: int, trump: Suit | None) -> tuple[int, Card] | None:
    """A card named at ``toks[i]``: one word (a compound, ``SA``), rank + suit or suit + rank
    (one filler such as "of" may sit between). Returns (end, card) or None."""
    first = _meaning(lex, toks[i])
    if first is None:
        return None
    kind, value = first
    if kind == CARD:
        return (i + 1, value)
    if kind == TRUMP and isinstance(value, Rank) and trump is not None:  # Swedish "trumfesset"
        return (i + 1, Card(trump, value))
    want = SUIT if kind == RANK else RANK if kind in (SUIT, TRUMP) else None
    if want is None:
        return None
    j = i + 1
    while j < len(toks) and j <= i + 2:
        if toks[j].norm in lex.conj:  # "ace and king of hearts": the ace is not "and king"'s
            return None
        nxt = _meaning(lex, toks[j])
        if nxt is not None and nxt[0] == FILLER and j == i + 1:
            j += 1
            continue
        if nxt is None:
            return None
        if nxt[0] == want or (want == SUIT and nxt[0] == TRUMP and nxt[1] is None and trump is not None):
            rank = value if kind == RANK else nxt[1]
            suit = nxt[1] if want == SUIT else value
            if suit is None:
                suit = trump
            if kind == TRUMP:
                suit = trump
            if isinstance(rank, Rank) and isinstance(suit, Suit):
                return (j + 1, Card(suit, rank))
        return None
    return None


def _placeholder(lex: _Lexicon, name: str, toks: Sequence[Token], i: int,
                 trump: Suit | None) -> tuple[int, dict[str, Any]] | None:
    """Match placeholder ``name`` at ``toks[i]``: (end, values) or None."""
    if i >= len(toks) or toks[i].kind == T_BREAK:
        return None
    tok = toks[i]
    if name == "<card>":
        hit = _card_at(lex, toks, i, trump)
        return None if hit is None else (hit[0], {"card": hit[1]})
    if name == "<n>":
        if tok.kind == T_NUM and tok.raw.isdigit() and 0 < int(tok.raw) <= 13:
            return (i + 1, {"count": int(tok.raw)})
        n = lex.numbers.get(tok.norm)
        return None if n is None else (i + 1, {"count": n})
    m = _meaning(lex, tok)
    if m is None:
        return None
    if name == "<suit>" and m[0] == SUIT:
        return (i + 1, {"suit": m[1]})
    if name == "<suit>" and m[0] == TRUMP and m[1] is None and trump is not None:
        return (i + 1, {"suit": trump, "by_trump": True})
    if name == "<rank>" and m[0] == RANK:
        return (i + 1, {"rank": m[1]})
    if name == "<trump>" and m[0] == TRUMP and m[1] is None:
        return (i + 1, {"suit": trump})
    return None


def _match(lex: _Lexicon, pattern: _Pattern, toks: Sequence[Token], i: int,
           trump: Suit | None) -> _Match | None:
    """Match ``pattern`` from ``toks[i]`` (backtracking over optional elements)."""
    found: dict[str, Any] = {}

    def walk(k: int, j: int) -> int | None:
        if k == len(pattern.elements):
            return j
        el = pattern.elements[k]
        while k and j < len(toks) and toks[j].norm in lex.conj and toks[j].norm not in el.words:
            j += 1  # "and" within a pattern: a filler (an order word, "then", ends the pattern)
        hit: tuple[int, dict[str, Any]] | None
        if el.placeholder:
            hit = _placeholder(lex, el.placeholder, toks, j, trump)
        else:
            ok = j < len(toks) and toks[j].kind != T_BREAK and toks[j].norm in el.words
            hit = (j + 1, {}) if ok else None
        if hit is not None:
            end = walk(k + 1, hit[0])
            if end is not None:
                found.update(hit[1])
                return end
        return walk(k + 1, j) if el.optional else None

    if toks[i].norm in lex.conj or toks[i].norm in lex.order:
        return None
    end = walk(0, i)
    if end is None or end == i:
        return None
    return _Match(end, found.get("suit"), found.get("card"), found.get("rank"), found.get("count"),
                  bool(found.get("by_trump")))


def _hyphenated(lex: _Lexicon, toks: Sequence[Token]) -> list[Token]:
    """Cards written with a hyphen ("Karo-Buben", "Pik-Ass", "Herz-Dame", "Treff-König"): the
    compound without it when the card lexicon knows that ("karobuben"), else its parts when each
    is a card, suit, rank or trump word ("Karo-Bube" as "Karo Bube"). A word a pattern or the card
    lexicon knows whole ("doppel-squeeze") is kept. Raises nothing."""
    out: list[Token] = []
    words = lex.cards.words
    for t in toks:
        if t.kind != T_WORD or "-" not in t.norm or t.norm in lex.literal or t.norm in words:
            out.append(t)
            continue
        joined = t.norm.replace("-", "")
        m = words.get(joined)
        if m is not None and m.kind in (CARD, TRUMP):
            out.append(t._replace(norm=joined))
            continue
        parts = t.raw.split("-")
        kinds = [words.get(normalise(p)) for p in parts]
        if all(k is not None and k.kind in (SUIT, RANK, CARD, TRUMP) for k in kinds):
            at = t.start
            for p in parts:
                out.append(Token(T_WORD, p, normalise(p), at, at + len(p)))
                at += len(p) + 1
            continue
        out.append(t)
    return out


def _content(lex: _Lexicon, toks: Sequence[Token]) -> list[Token]:
    """The tokens without the statement fillers (breaks, the list conjunctions and the order
    words kept: "and" ends a card - "ace and king of hearts" - but not a pattern; "first",
    "then" mark the items of a stated order)."""
    return [t for t in toks if t.kind == T_BREAK or t.norm in lex.conj or t.norm in lex.order
            or t.norm not in lex.fillers]


def _steps(lex: _Lexicon, toks: Sequence[Token],
           trump: Suit | None) -> Iterator[tuple[PlanStep | None, Token, tuple[int, int]]]:
    """Each step read (with the token it starts at and its span of tokens), or ``(None, token,
    span)`` for a word unread."""
    i = 0
    while i < len(toks):
        tok = toks[i]
        if tok.kind == T_BREAK or tok.norm in lex.conj or tok.norm in lex.order:
            i += 1
            continue
        best: tuple[_Pattern, _Match] | None = None
        for p in lex.patterns:
            m = _match(lex, p, toks, i, trump)
            if m is not None and (best is None or m.end > best[1].end):
                best = (p, m)
        if best is None:
            yield (None, tok, (i, i + 1))
            i += 1
            continue
        p, m = best
        words = " ".join(t.raw for t in toks[i:m.end])
        suit = m.suit if m.suit is not None or p.kind is not StepKind.RUN or m.card is None else m.card.suit
        if p.kind is StepKind.RUFF and m.by_trump and m.card is None:
            # "(I can) trump your lead" read as "ruff <trumps>": the card led is ruffed, no suit
            # named ("ruff a heart" in hearts names its suit: a ruff of hearts, as said)
            yield (PlanStep(StepKind.RUFF_LEAD, None, None, None, None, words), tok, (i, m.end))
        else:
            yield (PlanStep(p.kind, suit, m.card, m.rank, m.number, words), tok, (i, m.end))
        i = m.end


def statement_read_68C(words: str | None, lang: str | None = None, *, trump: Suit | None = None) -> ClaimPlan:
    """68C: the claimer's clarification statement, read from ``words``, as a :class:`ClaimPlan`.

    Args:
        words: what the claimer said (None or blank: no statement - every order is open).
        lang: its language (a code of :data:`STATEMENT_LANGUAGES`; ``nb`` and ``no`` are one);
            None: the language that reads the most of it (:func:`statement_language_68C`).
        trump: the trump suit (None in no trump), for "trumps" and "the trump ace".

    Returns:
        The plan: the steps in the order said, the words not read (``unread``), the text and
        language. A filler-only statement ("ok") reads as no step.

    Raises:
        LexiconError: ``lang`` has no statement lexicon, or a lexicon file is malformed.
    """
    text = (words or "").strip()
    if not text:
        return ClaimPlan(text="", lang=lang)
    code = lang if lang is not None else statement_language_68C(text, trump=trump)
    lex = _lexicon(code)
    toks = _content(lex, _hyphenated(lex, tokenise(text)))
    steps: list[PlanStep] = []
    unread: list[str] = []
    unclear: list[str] = []  # unread words that bear on the line: a word of play or of the cards
    sep: list[bool] = []  # per step: an order word ("first", "then") between it and the step before
    since = 0  # the token after the last step read
    for step, tok, (start, end) in _steps(lex, toks, trump):
        if step is not None:
            sep.append(any(t.norm in lex.order for t in toks[since:start]))
            steps.append(step)
            since = end
            continue
        m = _meaning(lex, tok)
        if m is None or m[0] != FILLER:
            unread.append(tok.raw)
            if tok.norm in lex.play or (m is not None and m[0] in (SUIT, RANK, CARD, TRUMP)):
                unclear.append(tok.raw)
    sep.append(any(t.norm in lex.order for t in toks[since:]))
    return ClaimPlan(_lists(steps, sep, trump), tuple(unread), code, text, tuple(unclear))


def _lists(steps: Sequence[PlanStep], sep: Sequence[bool] = (),
           trump: Suit | None = None) -> tuple[PlanStep, ...]:
    """The steps with a list read as one verb's objects (68C: the words as said):

    * a rank said alone takes the suit of the card next to it: the one before ("harten aas en
      heer": ♥A, ♥K), else the one after ("the ace and king of hearts"; always after an order
      word: "the ♠K first, then the ace and king of hearts");
    * an item of a stated order ("first the spades, then the hearts", "сначала пики, потом
      черви": an order word - ``[order]`` of the lexicon - before or after it) is a play in that
      order, not a count (68C "the order in which cards will be played"; 70D1): a suit is run, a
      card played, the trump suit drawn;
    * cards listed after "I play <card>" are played in that order ("I play the ♣Q, a club to the
      ace and the king of clubs": three plays, not a count - a count is a list with no verb of
      play, EBU guidance, LKU-20 2.1);
    * a ruff said without its suit ("ruff the fourth round") is of the suit last named.

    Raises nothing."""
    out = list(steps)
    sep = list(sep) + [False] * (len(out) + 1 - len(sep))
    for i, st in enumerate(out):  # a bare rank: the suit of its neighbour in the list
        if st.card is None and st.suit is None and st.rank is not None and st.count is None:
            before = out[i - 1] if i and not sep[i] else None
            after = out[i + 1] if i + 1 < len(out) else None
            suits = [n.card.suit if n.card is not None else n.suit for n in (before, after)
                     if n is not None and (n.card is not None or (n is before and n.suit is not None
                                                                  and n.kind is StepKind.RUN))]
            if suits and suits[0] is not None:
                card = Card(suits[0], st.rank)
                out[i] = PlanStep(st.kind, card.suit if st.kind is StepKind.RUN else None, card, None, None,
                                  st.words)
    for i, st in enumerate(out):  # an item of a stated order: played, not counted
        said = st.card is not None or st.suit is not None
        if st.kind is StepKind.COUNT and (sep[i] or sep[i + 1]) and said:
            if st.card is not None:
                out[i] = PlanStep(StepKind.RUN, st.card.suit, st.card, None, None, st.words)
            elif trump is not None and st.suit == trump:
                out[i] = PlanStep(StepKind.DRAW_TRUMPS, None, None, None, None, st.words)
            else:
                out[i] = PlanStep(StepKind.RUN, st.suit, None, None, st.count, st.words)
    for i in range(1, len(out)):  # "I play X, Y and Z": the verb of play carries over the list
        prev, st = out[i - 1], out[i]
        if (st.kind is StepKind.COUNT and st.count is None and st.card is not None
                and prev.kind is StepKind.RUN and (prev.card is not None or prev.rank is not None)):
            out[i] = PlanStep(StepKind.RUN, st.card.suit, st.card, None, None, st.words)
    for i, st in enumerate(out):
        if st.kind is StepKind.RUFF and st.suit is None and st.card is None:
            named = [n.suit if n.suit is not None else n.card.suit for n in out[:i]  # type: ignore[union-attr]
                     if n.suit is not None or n.card is not None]
            if named:
                out[i] = PlanStep(StepKind.RUFF, named[-1], None, None, st.count, st.words)
    return tuple(out)


def statement_language_68C(words: str, *, trump: Suit | None = None) -> str:
    """The statement language that reads the most of ``words``: fewest words unread, then most
    steps, then English first. Raises nothing (English when nothing reads)."""
    best: tuple[int, int, int, str] | None = None
    for i, code in enumerate(sorted(STATEMENT_LANGUAGES, key=lambda c: (c != "en", c))):
        plan = statement_read_68C(words, code, trump=trump)
        key = (len(plan.unread), -len(plan.steps), i, code)
        if best is None or key < best:
            best = key
    return best[3] if best is not None else "en"
