"""Grammars for the recogniser, built from the English lexicon and, better, from the position.

A recogniser that may hear any English word hears many words declarer did not say. A JSGF
grammar (the Java Speech Grammar Format that pocketsphinx reads) limits it to what declarer
can say to dummy. Two grammars are built here, both from the same lexicon
(``bridgelaw/lexicons/en.toml`` through :func:`bridgelaw.designation.lexicon.load_lexicon`), so
that a word added to the lexicon is heard without a change of code:

* the **plain** grammar (:func:`plain_grammar`): any card of the pack in both of the lexicon's
  word orders ("queen of hearts", "heart queen"), any rank ("the ten"), any suit ("a club"),
  any designation word or phrase with or without a suit ("small", "high club", "win it",
  "ruff"), "a trump", "small trump";
* the **position** grammar (:func:`position_grammar`): the same sentences, restricted to what
  makes sense at this table - the cards dummy holds, the ranks and suits it holds, "ruff" only
  when dummy can ruff (void in the suit led, holding a trump), "a trump" then or on lead, "win
  it"/"cover" only with a card to beat, and only the common forms of each word (no plurals,
  "knave", "the top one", "go on") - with the cards dummy may legally play weighted above those
  it may not. A card dummy does not hold cannot be heard with it: that is why the plain
  grammar's hearing is offered too (:mod:`bridgelaw.voice.propose`), and why voice only proposes.

No Law logic lives here: what the words designate is decided by the parser and Law 46 after
recognition. Spec: docs/voice.md; vocabulary.md §2 (English words).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Final

from bridgelaw.cards import ALL_CARDS, Card, Rank, Suit
from bridgelaw.designation.lexicon import CORRECTION, KEYWORD, RANK, SUIT, TRUMP, Lexicon, load_lexicon
from bridgelaw.designation.types import Keyword
from bridgelaw.table import Table

__all__ = ["Excluded", "GrammarWeights", "Vocabulary", "plain_grammar", "position_grammar", "vocabulary"]

#: Articles that may stand before a rank, a suit or a trump ("the ten", "a club"), per language.
_ARTICLES: Final = {"en": ("the", "a")}
#: Words that may open a designation ("play the king") or close it ("king please"), per language.
_OPENERS: Final = {"en": ("play",)}
_CLOSERS: Final = {"en": ("please",)}
#: The forms most often said, per language: within one meaning, every other form (plurals, "deuce",
#: "knave", "the top one", "go on", ...) is weighted :attr:`GrammarWeights.rare`, so that a rarely
#: said phrase does not take the place of a common word it sounds like.
_COMMON: Final = {"en": frozenset({
    "spade", "spades", "heart", "hearts", "diamond", "diamonds", "club", "clubs",
    "ace", "king", "queen", "jack", "ten", "nine", "eight", "seven", "six", "five", "four", "three", "two",
    "high", "top", "low", "small", "win", "win it", "take it", "any", "anything", "ruff", "ruff it",
    "trump it", "cover", "cover it", "duck", "play", "please", "yes", "run", "trump", "trumps",
    "no", "sorry", "wait", "no wait", "i mean", "sorry i mean", "oops",
})}
#: Keywords that combine with a suit ("small club", "high heart") or a trump ("small trump").
_SUITED: Final = (Keyword.HIGH, Keyword.LOW)
#: ... except these ("duck" is said alone, not "duck club").
_NOT_SUITED: Final = frozenset({"duck"})


@dataclass(frozen=True)
class Vocabulary:
    """The words of one lexicon that the recogniser can pronounce, by meaning.

    Attributes:
        lang: the lexicon's language code.
        suits: suit -> single words naming it (``"club"``, ``"clubs"``).
        ranks: rank -> single words naming it (``"ten"``, ``"tens"``).
        keywords: keyword -> words or phrases (space-separated) for it (``"win it"``).
        suited: single words of HIGH/LOW that may stand before a suit (``"small"``, ``"top"``).
        trump: words for "a trump" (``"trump"``, ``"trumps"``).
        articles, openers, closers: the optional frame words (``"the"``; ``"play"``; ``"please"``).
        orders: the lexicon's naming templates as word lists, e.g. ``("{rank}", "of", "{suit}")``.
        common: the forms most often said (the others are weighted down); empty: all alike.
        corrections: the words and phrases that correct what was just said in the same breath
            ("no", "sorry", "i mean": 45C4(b)), from the lexicon's ``[corrections]``.
    """

    lang: str
    suits: dict[Suit, tuple[str, ...]]
    ranks: dict[Rank, tuple[str, ...]]
    keywords: dict[Keyword, tuple[str, ...]]
    suited: tuple[str, ...]
    trump: tuple[str, ...]
    articles: tuple[str, ...]
    openers: tuple[str, ...]
    closers: tuple[str, ...]
    orders: tuple[tuple[str, ...], ...]
    common: frozenset[str] = frozenset()
    corrections: tuple[str, ...] = ()


def _is_word(w: str) -> bool:
    """A token JSGF and the pronouncing dictionary can take (letters and inner apostrophes)."""
    return bool(w) and all(c.isalpha() or c == "'" for c in w) and w[0].isalpha()


def vocabulary(lang: str = "en", known: Callable[[str], bool] | None = None) -> Vocabulary:
    """Collect the words of the lexicon of ``lang`` by meaning, keeping only those ``known`` accepts.

    Args:
        lang: a lexicon language (voice is English only: the only acoustic model shipped is US English).
        known: whether the recogniser can pronounce a word (its pronouncing dictionary holds it);
            None accepts every word.
    Returns:
        Vocabulary: the words by meaning, each list sorted.
    Raises:
        LexiconError: no lexicon for ``lang``.
    """
    return _vocabulary(load_lexicon(lang), known or (lambda _w: True))


def _vocabulary(lex: Lexicon, known: Callable[[str], bool]) -> Vocabulary:
    def ok(phrase: str) -> bool:
        return all(_is_word(w) and known(w) for w in phrase.split())

    def words(xs: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(x for x in xs if ok(x))

    suits: dict[Suit, set[str]] = {s: set() for s in Suit}
    ranks: dict[Rank, set[str]] = {r: set() for r in Rank}
    keywords: dict[Keyword, set[str]] = {k: set() for k in Keyword}
    trump: set[str] = set()
    corrections: set[str] = set()
    for word, m in lex.words.items():
        if not ok(word):
            continue
        if m.kind == CORRECTION:
            corrections.add(word)
        elif m.kind == SUIT and isinstance(m.value, Suit):
            suits[m.value].add(word)
        elif m.kind == RANK and isinstance(m.value, Rank):
            ranks[m.value].add(word)
        elif m.kind == KEYWORD and isinstance(m.value, Keyword):
            keywords[m.value].add(word)
        elif m.kind == TRUMP and m.value is None:
            trump.add(word)
    for first, phrases in lex.phrases.items():
        for p in phrases:
            if p.meaning.kind == CORRECTION and ok(text := " ".join((first, *p.rest))):
                corrections.add(text)
            if p.meaning.kind != KEYWORD or not isinstance(p.meaning.value, Keyword):
                continue
            if any(x.startswith("<") for x in p.rest):
                continue
            text = " ".join((first, *p.rest))
            if ok(text):
                keywords[p.meaning.value].add(text)
    suited = sorted(w for k in _SUITED for w in keywords[k] if " " not in w and w not in _NOT_SUITED)
    orders = tuple(tuple(tpl.split()) for tpl, _s, _r in lex.naming.values())
    return Vocabulary(
        lang=lex.lang,
        suits={s: tuple(sorted(v)) for s, v in suits.items()},
        ranks={r: tuple(sorted(v)) for r, v in ranks.items()},
        keywords={k: tuple(sorted(v)) for k, v in keywords.items()},
        suited=tuple(suited), trump=tuple(sorted(trump)),
        articles=words(_ARTICLES.get(lex.lang, ())), openers=words(_OPENERS.get(lex.lang, ())),
        closers=words(_CLOSERS.get(lex.lang, ())), orders=orders, common=_COMMON.get(lex.lang, frozenset()),
        corrections=tuple(sorted(corrections)),
    )


@dataclass(frozen=True)
class GrammarWeights:
    """Relative weights of the position grammar's alternatives (JSGF ``/w/``; only ratios matter).

    Attributes:
        legal_card: a card dummy holds and may legally play now.
        other_card: a card dummy holds but may not play now (it does not follow suit).
        rank: a rank alone ("the ten"); suit: a suit alone or with high/low ("small club"), each
            when dummy holds a legal card of that rank or suit, else times ``illegal``.
        keyword: a designation word alone ("small", "win it"); trump: "a trump", "small trump".
        illegal: the factor for ranks and suits of which dummy holds no legal card.
        rare: the weight of a form not among the language's common ones (a common form weighs 1).
    """

    legal_card: float = 4.0
    other_card: float = 1.0
    rank: float = 2.0
    suit: float = 2.0
    keyword: float = 3.0
    trump: float = 1.0
    illegal: float = 0.25
    rare: float = 0.15


def _alt(items: Iterable[str], common: frozenset[str] = frozenset(), rare: float = 1.0) -> str:
    """``(a | b | c)``; with ``common``, forms not in it weighted ``rare`` (``(/1/ a | /0.15/ b)``)."""
    xs = list(dict.fromkeys(items))
    if len(xs) == 1:
        return xs[0]
    if not common or rare == 1.0 or all(x in common for x in xs) or not any(x in common for x in xs):
        return "(" + " | ".join(xs) + ")"
    return "(" + " | ".join(f"/{1 if x in common else rare:g}/ {x}" for x in xs) + ")"


def _weighted(alts: list[tuple[float, str]]) -> str:
    if len(alts) == 1:
        return alts[0][1]
    return " | ".join(f"/{w:g}/ {a}" for w, a in alts)


def _opt(words: tuple[str, ...]) -> str:
    return f"[{_alt(words)}] " if words else ""


def _build(v: Vocabulary, cards: dict[Card, float], ranks: dict[Rank, float], suits: dict[Suit, float],
           keywords: dict[Keyword, float], trump: float | None, rare: float = 1.0,
           correction: bool = False) -> str:
    """The JSGF text: ``public <designation>`` with one weighted alternative per kind of sentence."""

    def alt(items: Iterable[str]) -> str:
        return _alt(items, v.common, rare)

    rules: list[str] = []
    top: list[tuple[float, str]] = []
    art = _opt(v.articles)

    def rank_rule(r: Rank) -> str:
        return f"<r{r.letter}>"

    def suit_rule(s: Suit) -> str:
        return f"<s{s.letter}>"

    used_ranks = {c.rank for c in cards} | set(ranks)
    used_suits = {c.suit for c in cards} | set(suits)
    for r in sorted(used_ranks, reverse=True):
        if v.ranks[r]:
            rules.append(f"{rank_rule(r)} = {alt(v.ranks[r])};")
    for s in sorted(used_suits, reverse=True):
        if v.suits[s]:
            rules.append(f"{suit_rule(s)} = {alt(v.suits[s])};")
    card_alts: list[tuple[float, str]] = []
    for c, w in sorted(cards.items(), key=lambda x: x[0], reverse=True):
        if not v.ranks[c.rank] or not v.suits[c.suit]:
            continue
        for order in v.orders:
            words = [rank_rule(c.rank) if x == "{rank}" else suit_rule(c.suit) if x == "{suit}" else x
                     for x in order]
            card_alts.append((w, " ".join(words)))
    if card_alts:
        rules.append(f"<card> = {art}({_weighted(card_alts)});")
        top.append((sum(w for w, _ in card_alts) / len(v.orders), "<card>"))
    rank_alts = [(w, rank_rule(r)) for r, w in sorted(ranks.items(), reverse=True) if v.ranks[r]]
    if rank_alts:
        rules.append(f"<rank> = {art}({_weighted(rank_alts)});")
        top.append((sum(w for w, _ in rank_alts), "<rank>"))
    suit_alts = [(w, suit_rule(s)) for s, w in sorted(suits.items(), reverse=True) if v.suits[s]]
    if suit_alts:
        hl = f"[{alt(v.suited)}] " if v.suited else ""
        rules.append(f"<suit> = {art}{hl}({_weighted(suit_alts)});")
        top.append((sum(w for w, _ in suit_alts), "<suit>"))
    kw_alts = [(w, alt(v.keywords[k])) for k, w in keywords.items() if v.keywords[k]]
    if kw_alts:
        rules.append(f"<keyword> = {_weighted(kw_alts)};")
        top.append((sum(w for w, _ in kw_alts), "<keyword>"))
    if trump is not None and v.trump:
        hl = f"[{alt(v.suited)}] " if v.suited else ""
        rules.append(f"<trump> = {art}{hl}{alt(v.trump)};")
        top.append((trump, "<trump>"))
    if not top:
        return ""
    body = _weighted(top)
    close = f" [{_alt(v.closers)}]" if v.closers else ""
    one = f"{_opt(v.openers)}({body}){close}"
    head = ["#JSGF V1.0;", "grammar bridgelaw;"]
    if correction and v.corrections:
        # a correction in one breath: designation, correction word(s), designation (45C4(b))
        head += ["public <designation> = <one> <correction> <one>;",
                 f"<one> = {one};", f"<correction> = {alt(v.corrections)};"]
    else:
        head.append(f"public <designation> = {one};")
    return "\n".join(head + rules) + "\n"


#: What a next-best search leaves out of a grammar: a card, a rank, a suit (with its high/low
#: forms), a designation word, or ``"trump"``.
Excluded = Card | Rank | Suit | Keyword | str


def plain_grammar(v: Vocabulary, exclude: Iterable[Excluded] = ()) -> str:
    """The position-free grammar: every card, rank, suit and designation word of the lexicon.

    Args:
        v: the vocabulary (:func:`vocabulary`).
        exclude: as for :func:`position_grammar`.
    Returns:
        str: a JSGF grammar whose public rule is ``<designation>`` ("" when nothing is left).
    """
    out = set(exclude)
    return _build(v, {c: 1.0 for c in ALL_CARDS if c not in out}, {r: 1.0 for r in Rank if r not in out},
                  {s: 1.0 for s in Suit if s not in out}, {k: 1.0 for k in Keyword if k not in out},
                  None if "trump" in out else 1.0)


def position_grammar(table: Table, v: Vocabulary, weights: GrammarWeights | None = None,
                     exclude: Iterable[Excluded] = (), *, correction: bool = False) -> str:
    """The grammar of what declarer can sensibly say to dummy at this table.

    Args:
        table: the position; dummy's holding is read from it (``table.hand(table.dummy)``), the legal
            cards from ``table.legal_cards(dummy)`` when dummy is to play (else all of dummy's cards
            count as legal), the trump suit from the contract. The table is not changed.
        v: the vocabulary (:func:`vocabulary`).
        weights: the relative weights of the alternatives (default :class:`GrammarWeights`).
        exclude: sentences to leave out (for the next-best search): cards, ranks, suits, keywords,
            ``"trump"``.
        correction: the grammar of a correction in one breath instead ("the king, no, the ace":
            a designation, a correction word or phrase of the lexicon's ``[corrections]``, a second
            designation, each of this position; 45C4(b)). It is searched on its own, not as an
            option of the single designation: an optional correction lets noise be heard as
            "five no low" in place of "high heart".
    Returns:
        str: a JSGF grammar whose public rule is ``<designation>`` ("" when ``exclude`` leaves nothing):
        dummy's cards (legal ones weighted up), the ranks and suits dummy holds, the designation words
        (RUFF only when dummy can ruff: void in the suit led and holding a trump; WIN and COVER only
        when a card has been played to the trick), "a trump" / "small trump" when dummy holds a trump
        and may play one (on lead, void in the suit led, or trumps led); common word forms only.
    """
    w = weights or GrammarWeights()
    v = _common_only(v)
    dummy = table.dummy
    held = list(table.hand(dummy))
    legal = set(table.legal_cards(dummy)) if table.turn is dummy else set(held)
    cards = {c: (w.legal_card if c in legal else w.other_card) for c in held}
    ranks: dict[Rank, float] = {}
    suits: dict[Suit, float] = {}
    for c in held:
        ranks[c.rank] = max(ranks.get(c.rank, 0.0), w.rank if c in legal else w.rank * w.illegal)
        suits[c.suit] = max(suits.get(c.suit, 0.0), w.suit if c in legal else w.suit * w.illegal)
    trump = table.trump
    has_trump = trump is not None and any(c.suit is trump for c in held)
    led = table.suit_led if table.turn is dummy else None
    void = led is not None and not any(c.suit is led for c in held)
    # "ruff" when dummy can ruff (void in the suit led, holding a trump); "a trump" then or on lead;
    # "win it"/"cover" only with a card to beat.
    can_ruff = has_trump and void and led is not trump
    trump_ok = has_trump and (led is None or void or led is trump)
    in_trick = table.turn is dummy and bool(table.current_trick)
    keywords = {k: w.keyword for k in Keyword
                if (k not in (Keyword.RUFF, Keyword.OVERRUFF) or can_ruff)
                and (k not in (Keyword.WIN, Keyword.COVER) or in_trick)}
    out = set(exclude)
    cards = {c: x for c, x in cards.items() if c not in out}
    ranks = {r: x for r, x in ranks.items() if r not in out}
    suits = {s: x for s, x in suits.items() if s not in out}
    keywords = {k: x for k, x in keywords.items() if k not in out}
    return _build(v, cards, ranks, suits, keywords, w.trump if trump_ok and "trump" not in out else None,
                  w.rare, correction)


def _common_only(v: Vocabulary) -> Vocabulary:
    """``v`` with only the common forms of each meaning (all forms where none is common)."""
    if not v.common:
        return v

    def keep(xs: tuple[str, ...]) -> tuple[str, ...]:
        common = tuple(x for x in xs if x in v.common)
        return common or xs

    return replace(v, suits={s: keep(x) for s, x in v.suits.items()},
                   ranks={r: keep(x) for r, x in v.ranks.items()},
                   keywords={k: keep(x) for k, x in v.keywords.items()},
                   suited=keep(v.suited), trump=keep(v.trump), corrections=keep(v.corrections))
