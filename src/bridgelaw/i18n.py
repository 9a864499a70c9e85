"""Ruling texts in several languages, from gettext catalogues (``.po``) read with Babel.

Design:

* A :class:`~bridgelaw.rulings.Ruling` carries ``message`` — a stable English template with
  ``{named}`` placeholders, which is the gettext *msgid* — and ``params``.
* ``params["domain"]`` names the catalogue: ``law46`` (Law 46, this package's
  ``locale/<lang>/LC_MESSAGES/law46.po``), ``play`` (Laws 45, 47-52, another module), ...
  Without a domain (or if the domain lacks the msgid) every domain found under ``locale/`` is
  tried, so a new domain needs only its ``.po`` files.
* Catalogues are read at run time with :func:`babel.messages.pofile.read_po` and cached per
  (domain, language); no compiled ``.mo`` files are needed.
* Card, suit and rank words live in the shared domain ``cards`` (contexts ``rank``, ``suit``,
  ``suit-of``, ``card``, ``list``), so "the two of spades" becomes "двойка пик",
  "spadertvå", "schoppen twee".

Parameter conventions used by :func:`render` (the key decides the rendering):

* ``card`` or ``*_card``: a card code (``"S2"``) -> :func:`card_words`;
* ``cards`` or ``*_cards``: a list of card codes -> "the nine of diamonds and the nine of clubs";
* ``suit`` or ``*_suit``: a suit letter -> :func:`suit_words`;
* ``*_msg``: another msgid of the same domain, rendered with the same parameters and inserted;
* ``domain``: not a placeholder; anything else is inserted as ``str(value)``.

Grammatical case (for languages that decline nouns; Russian). A card, card-list or suit
placeholder may carry a case suffix, one of :data:`CASES`: ``{card_ins}``, ``{named_card_acc}``,
``{cards_gen}``, ``{suit_dat}``. The value is taken from the parameter *without* the suffix
(``{card_ins}`` renders ``params["card"]``), so a translation may decline a word that the English
msgid writes as ``{card}``: msgid "E plays {card}" -> ru "E играет {card_ins}" -> "E играет тузом
червей". The unsuffixed placeholders are unchanged (nominative). The case forms are the contexts
``rank-<case>``, ``suit-<case>`` (and optionally ``card-<case>``, the pattern) of the ``cards``
catalogue; a language without them (en, sv, nl, de, da, nb) falls back to the nominative word, so a
suffix is harmless there. :func:`placeholder_base` gives the parameter a placeholder reads (for tests
that compare a msgid's placeholders with its translation's).

The declining languages (:data:`DECLINING_LANGUAGES`) and what their case forms are:

* Russian and Polish decline the rank word ("тузом червей", "damę kier", "asa pik"); the suit after
  a rank stays in its "of" form. Polish rank words are animate in card usage ("zagrać asa, króla,
  waleta"), so their accusative is the genitive form.
* French and Italian do not decline nouns, but their card names carry the article, which contracts
  with a preposition: the ``gen`` form is the one after "de"/"di" ("du roi de pique", "della donna
  di cuori"), the ``dat`` form the one after "à"/"a" ("au roi", "alla donna"); every other case is
  the nominative ("le roi de pique", "l'asso di picche").
* German card names are written without an article ("Pik-Ass", "Coeur-Dame"), as in bridge
  writing ("Nord spielt Pik-Bube"), so nothing declines and the translations avoid relative
  pronouns whose gender would depend on the card.

Language codes: the two-letter ISO 639-1 codes; Norwegian is Bokmål, ``nb``, and ``no`` (the
macrolanguage code many systems still send, e.g. ``no_NO``) is accepted as its alias
(:data:`LANGUAGE_ALIASES`).
"""

from __future__ import annotations

import dataclasses
import io
import os
from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.errors import BridgeLawError
from bridgelaw.rulings import Ruling

if TYPE_CHECKING:
    from pathlib import Path

__all__ = [
    "CASES",
    "LANGUAGES",
    "LANGUAGE_ALIASES",
    "LOCALE_DIR",  # noqa: F822 - made by the module's __getattr__
    "UnsupportedLanguageError",
    "card_words",
    "catalogue",
    "domains",
    "language_code",
    "placeholder_base",
    "render",
    "render_message",
    "suit_words",
    "translate",
]

#: Where the catalogues live: ``locale/<lang>/LC_MESSAGES/<domain>.po`` (a str here; the public
#: :data:`LOCALE_DIR` is the same folder as a :class:`pathlib.Path`, made when first asked for,
#: so that rendering a ruling does not import pathlib: ~7 ms of a quick ``designate`` call).
_LOCALE = os.path.join(os.path.dirname(os.path.realpath(__file__)), "locale")


def __getattr__(name: str) -> Path:
    """``LOCALE_DIR``: the folder of the catalogues (:data:`_LOCALE`) as a :class:`pathlib.Path`.

    Raises:
        AttributeError: any other name.
    """
    if name == "LOCALE_DIR":
        from pathlib import Path

        return Path(_LOCALE)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

#: Languages with complete catalogues (ISO 639-1 codes; Norwegian is Bokmål, ``nb``).
LANGUAGES: tuple[str, ...] = ("en", "ru", "sv", "nl", "de", "fr", "pl", "da", "nb", "it")
#: Other codes accepted for a language of :data:`LANGUAGES`: ``no`` (Norwegian) is Bokmål.
LANGUAGE_ALIASES: Mapping[str, str] = {"no": "nb"}
#: The domain of card, suit and rank words.
CARDS_DOMAIN = "cards"

_RANK_WORDS = {
    Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack", Rank.TEN: "ten",
    Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven", Rank.SIX: "six", Rank.FIVE: "five",
    Rank.FOUR: "four", Rank.THREE: "three", Rank.TWO: "two",
}
_SUIT_WORDS = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"}
#: The English msgids of the ``cards`` domain (the catalogue test checks each is translated).
CARD_MESSAGES: tuple[tuple[str, str], ...] = (
    *(("rank", w) for w in _RANK_WORDS.values()),
    *(("suit", w) for w in _SUIT_WORDS.values()),
    *(("suit-of", w) for w in _SUIT_WORDS.values()),
    ("card", "the {rank} of {suit}"),
    ("list", "{head} and {last}"),
)
#: Grammatical cases a placeholder suffix may name: nominative (the default, same as no
#: suffix), genitive, dative, accusative, instrumental, prepositional.
CASES: tuple[str, ...] = ("nom", "gen", "dat", "acc", "ins", "prep")
#: Languages whose ``cards`` catalogue declines rank and suit words (Russian, Polish) or
#: contracts the card's article with a preposition (French "du roi", Italian "del re"): every
#: oblique case of :data:`CASES` must be given there (contexts ``rank-<case>``, ``suit-<case>``).
DECLINING_LANGUAGES: tuple[str, ...] = ("ru", "pl", "fr", "it")
#: The msgids of the case forms (``rank-gen`` ... ``suit-prep``) a declining language gives.
CARD_CASE_MESSAGES: tuple[tuple[str, str], ...] = tuple(
    (f"{kind}-{case}", w)
    for case in CASES[1:]
    for kind, words in (("rank", _RANK_WORDS), ("suit", _SUIT_WORDS))
    for w in words.values()
)


class UnsupportedLanguageError(BridgeLawError, ValueError):
    """A language with no catalogue (supported: :data:`LANGUAGES`)."""


def language_code(lang: str) -> str:
    """The code of :data:`LANGUAGES` that ``lang`` names: case and a region are ignored
    (``"de_CH"``, ``"PL"``, ``"nb-NO"``), and an alias of :data:`LANGUAGE_ALIASES` is resolved
    (``"no"``, ``"no_NO"`` -> ``"nb"``).

    Raises:
        UnsupportedLanguageError: ``lang`` names no language with ruling texts.
    """
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    code = LANGUAGE_ALIASES.get(code, code)
    if code not in LANGUAGES:
        raise UnsupportedLanguageError(
            f"language {lang!r} has no ruling texts; supported: {', '.join(LANGUAGES)}")
    return code


_check_lang = language_code


def domains() -> list[str]:
    """The catalogue domains found under :data:`LOCALE_DIR` (from the English folder)."""
    return list(_domains())


@cache
def _domains() -> tuple[str, ...]:
    folder = os.path.join(_LOCALE, "en", "LC_MESSAGES")
    return tuple(sorted(n[:-3] for n in os.listdir(folder) if n.endswith(".po") and not n.startswith(".")))


@lru_cache(maxsize=64)
def catalogue(domain: str, lang: str) -> Mapping[tuple[str | None, str], str]:
    """The translations of ``domain`` in ``lang``: ``{(context, msgid): msgstr}``.

    Read once per (domain, language) with Babel's ``read_po``; empty translations are left out.
    A missing ``.po`` file gives an empty mapping.

    Raises:
        UnsupportedLanguageError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    code = _check_lang(lang)
    path = os.path.join(_LOCALE, code, "LC_MESSAGES", f"{domain}.po")
    if not os.path.isfile(path):
        return {}
    with open(path, "rb") as fh:
        raw = fh.read()

    def build() -> dict[tuple[str | None, str], str]:
        from babel.messages.pofile import read_po

        cat = read_po(io.BytesIO(raw), locale=code, domain=domain)
        out: dict[tuple[str | None, str], str] = {}
        for m in cat:
            if m.id and isinstance(m.id, str) and isinstance(m.string, str) and m.string:
                out[(m.context, m.id)] = m.string
        return out

    from bridgelaw._cache import cached  # read once with Babel, then from the on-disk cache

    return cached(f"po-{domain}-{code}", raw, __file__, build)


def translate(msgid: str, lang: str, domain: str | None = None, context: str | None = None) -> str:
    """The translation of ``msgid`` into ``lang``: from ``domain``, else from any domain; the
    msgid itself (English) if no catalogue has it.

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
    """
    key = (context, msgid)
    if domain is not None:
        hit = catalogue(domain, lang).get(key)
        if hit is not None:
            return hit
    for d in _domains():
        if d != domain:
            hit = catalogue(d, lang).get(key)
            if hit is not None:
                return hit
    _check_lang(lang)
    return msgid


def _check_case(case: str) -> str:
    if case not in CASES:
        raise ValueError(f"grammatical case {case!r} is not one of {', '.join(CASES)}")
    return case


def _declined(msgid: str, lang: str, context: str, case: str) -> str:
    """The ``cards`` word ``msgid`` of ``context`` in ``case``: the ``<context>-<case>`` entry
    of ``lang`` if the catalogue has it, else the nominative (``context``) translation."""
    if case != "nom":
        hit = catalogue(CARDS_DOMAIN, lang).get((f"{context}-{case}", msgid))
        if hit is not None:
            return hit
    return translate(msgid, lang, CARDS_DOMAIN, context)


def suit_words(suit: Suit | str, lang: str, case: str = "nom") -> str:
    """The name of a suit in ``lang`` (plural): "spades", "пики", "spader", "schoppen"; in
    grammatical ``case`` (one of :data:`CASES`) where ``lang`` declines it: ``"ins"`` ->
    "пиками" (other languages: the nominative).

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
        NotationError: ``suit`` is a string that names no suit.
        ValueError: ``case`` is not one of :data:`CASES`.
    """
    s = suit if isinstance(suit, Suit) else Suit.parse(suit)
    return _declined(_SUIT_WORDS[s], lang, "suit", _check_case(case))


def card_words(card: Card | str, lang: str, case: str = "nom") -> str:
    """A card in words in ``lang``: "the two of spades", "двойка пик", "spadertvå",
    "schoppen twee" (built from the ``cards`` catalogue: rank, suit in the "of" form, pattern).

    ``case`` (one of :data:`CASES`, default nominative) declines the rank word where ``lang``
    does (Russian): ``card_words("HA", "ru", "ins")`` -> "тузом червей", ``"gen"`` -> "туза
    червей", ``"acc"`` -> "туза червей" (rank words are animate in card usage: "отдать туза"),
    ``card_words("H6", "ru", "acc")`` -> "шестёрку червей". The suit stays in the "of" form
    (genitive). Languages without case forms return the nominative.

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
        NotationError: ``card`` is a string that is not a card.
        ValueError: ``case`` is not one of :data:`CASES`.
    """
    c = card if isinstance(card, Card) else Card.parse(card)
    rank = _declined(_RANK_WORDS[c.rank], lang, "rank", _check_case(case))
    suit = translate(_SUIT_WORDS[c.suit], lang, CARDS_DOMAIN, "suit-of")
    pattern = _declined("the {rank} of {suit}", lang, "card", case)
    return pattern.format(rank=rank, suit=suit)


def placeholder_base(name: str) -> str:
    """The parameter a placeholder reads: ``"card_ins"`` -> ``"card"``, ``"named_card_acc"`` ->
    ``"named_card"``, ``"cards_gen"`` -> ``"cards"``, ``"suit_dat"`` -> ``"suit"``; any other
    name (``"card"``, ``"law"``, ``"x_gen"`` that is not a card/suit) unchanged."""
    base, case = _split_case(name)
    return base if case is not None else name


def _split_case(name: str) -> tuple[str, str | None]:
    """(base, case) for a case-suffixed card, card-list or suit placeholder, else (name, None)."""
    head, sep, tail = name.rpartition("_")
    if sep and tail in CASES and _kind(head) is not None:
        return head, tail
    return name, None


def _kind(key: str) -> str | None:
    """``card``, ``cards`` or ``suit`` for a key naming one (by the conventions), else None."""
    for kind in ("card", "cards", "suit"):
        if key == kind or key.endswith("_" + kind):
            return kind
    return None


def _list_words(items: Sequence[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return translate("{head} and {last}", lang, CARDS_DOMAIN, "list").format(
        head=", ".join(items[:-1]), last=items[-1])


def _value(key: str, params: Mapping[str, Any], lang: str, domain: str | None, depth: int) -> str:
    """The text of placeholder ``key`` (conventions in the module docstring; a case suffix
    reads the parameter without it). Raises KeyError if the parameter is missing."""
    base, case = _split_case(key)
    if case is None or (key in params and base not in params):
        value = params[key]
        base, case = key, "nom"
    else:
        value = params[base]
    if base.endswith("_msg"):
        return render_message(str(value), params, lang, domain, _depth=depth + 1)
    kind = _kind(base)
    if kind == "card":
        return card_words(str(value), lang, case)
    if kind == "cards":
        return _list_words([card_words(str(v), lang, case) for v in value], lang)
    if kind == "suit":
        return suit_words(str(value), lang, case)
    return str(value)


def render_message(msgid: str, params: Mapping[str, Any], lang: str, domain: str | None = None,
                   *, _depth: int = 0) -> str:
    """Translate ``msgid`` into ``lang`` and fill its placeholders from ``params`` (see the
    module docstring for the conventions).

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
        KeyError: a placeholder has no parameter (a programming error in the message's caller).
        ValueError: messages nested more than 4 deep.
    """
    if _depth > 4:
        raise ValueError("ruling messages nested too deep")
    template = translate(msgid, lang, domain)
    return template.format_map(_Placeholders(lambda f: _value(f, params, lang, domain, _depth)))


class _Placeholders(dict[str, str]):
    """The values of a template's placeholders, each computed (once) when ``str.format_map``
    asks for it: the fields the template names and no other (as a scan of the template with
    :class:`string.Formatter` would give them, without importing :mod:`string`)."""

    def __init__(self, compute: Callable[[str], str]) -> None:
        super().__init__()
        self._compute = compute

    def __missing__(self, key: str) -> str:
        value = self[key] = self._compute(key)
        return value


def render(ruling: Ruling, lang: str | None = None) -> Ruling:
    """A copy of ``ruling`` with ``text`` in ``lang`` (default ``params["lang"]``, else English).

    The message comes from ``params["domain"]`` when set (see the module docstring). A ruling
    without a message is returned with ``text`` unchanged.

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
    """
    code = _check_lang(lang or str(ruling.params.get("lang") or "en"))
    if not ruling.message:
        return ruling
    domain = ruling.params.get("domain")
    text = render_message(ruling.message, ruling.params, code, str(domain) if domain else None)
    if text:
        text = text[0].upper() + text[1:]
    return dataclasses.replace(ruling, text=text)
