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
  "spadertvå", "schoppentwee".
* What is data rather than a sentence — how a federation cites a Law, its quotation marks, the
  seats, the gender of each card — is in each language's glossary
  (``locale/<lang>/glossary.toml``, :mod:`bridgelaw.glossary`).

Parameter conventions used by :func:`render` (the key decides the rendering):

* ``card`` or ``*_card``: a card code (``"S2"``) -> :func:`card_words`;
* ``cards`` or ``*_cards``: a list of card codes -> "the nine of diamonds and the nine of clubs";
* ``suit`` or ``*_suit``: a suit letter -> :func:`suit_words`;
* a seat (:data:`SEAT_KEYS`, or ``*_seat``): a seat letter -> the language's word for it
  (:func:`bridgelaw.glossary.seat_words`: "Восток", "Ost"; English keeps the letter);
* ``side`` or ``*_side``: ``"N/S"`` or ``"E/W"`` -> the language's name of the side;
* ``contract``: a contract (``"4S"``, ``"3NTX"``) -> with the suit's symbol and the language's
  no-trump letters in every language but English (:func:`bridgelaw.texts.contract_short`);
* ``words`` or ``*_words``: a list of ``[word, position]`` (words of what a player said) -> each
  word in the language's quotation marks with its position: «xyzzy» (1);
* ``leads``, ``more``: a list of ``"seat:card"`` -> "♥A (N), ♦A (S)" (:data:`SEATED_SYMBOL_KEYS`);
* ``*_msg``: another msgid of the same domain, rendered with the same parameters and inserted;
* ``*_lang``: a language code -> the language's name (``ui`` catalogue, context ``language``);
* ``count``: the number that chooses the plural form of a plural message (below);
* ``domain``: not a placeholder; anything else is inserted as ``str(value)``.

Grammatical case. A card, card-list, suit or seat placeholder may carry a case suffix, one of
:data:`CASES`: ``{card_ins}``, ``{named_card_acc}``, ``{cards_gen}``, ``{suit_dat}``,
``{seat_gen}``. The value is taken from the parameter *without* the suffix (``{card_ins}``
renders ``params["card"]``), so a translation may decline a word that the English msgid writes as
``{card}``: msgid "E plays {card}" -> ru "{seat} играет {card_ins}" -> "Восток играет тузом
червей". The unsuffixed placeholders are unchanged (nominative). The card case forms are the
contexts ``rank-<case>``, ``suit-<case>`` (and optionally ``card-<case>``, the pattern) of the
``cards`` catalogue, the seat case forms the glossary's ``[seats]``; a language without them
falls back to the nominative word, so a suffix is harmless there. Any placeholder may end in
``_cap``: its value with a capital first letter (``{card_cap}`` at the start of a sentence).

Gender. ``{card_g:m=il|f=elle}`` (any card placeholder + ``_g``) inserts the form for the
gender of that card's rank word in the language (the glossary's ``[gender]``): French "le neuf
de pique : il est joué", "la dame de cœur : elle est jouée"; Russian "{named_card_g:m=названный
|f=названная}"; Swedish ``en``/``ett``.

Law labels. A translation never types the word for a Law: ``{Law:45C4(b)}``,
``{Law:{law}}`` or ``{Law:{law},{d}}`` insert the label(s) as the language's federation writes
them (:func:`bridgelaw.glossary.law_label`: "Правило 45C4(b)", "artikelen 45A en 46B", "§ 45 C4b",
"§ 47D og § 16C1"); ``{Law_gen:...}`` in a case, ``{Law_cap:...}`` with a capital (nl, sv, pl at
the start of a sentence). The English msgids write "Law {law}" themselves.

Plural forms. A plural message (registered with ``msgid_plural``) is chosen by
``params["count"]`` through the catalogue's ``Plural-Forms`` rule (gettext's ngettext): "1 levée
est transférée" / "2 levées sont transférées"; "21 взятка" / "22 взятки" / "25 взяток".

The declining languages (:data:`DECLINING_LANGUAGES`) and what their case forms are:

* Russian and Polish decline the rank word ("тузом червей", "damę kier", "asa pik"); the suit after
  a rank stays in its "of" form. Polish rank words are animate in card usage ("zagrać asa, króla,
  waleta"), so their accusative is the genitive form.
* French, Italian and German card names carry the definite article. French and Italian contract
  it with a preposition: the ``gen`` form is the one after "de"/"di" ("du roi de pique", "della
  donna di cuori"), the ``dat`` form the one after "à"/"a" ("au roi", "alla donna"); every other
  case is the nominative ("le roi de pique", "l’asso di picche"). German declines the article
  and the weak noun Bube: "der Pik-Bube", "den Pik-Buben" (acc), "dem Pik-Buben" (dat, ``ins`` and
  ``prep`` are the dative), "des Pik-Buben" (gen).

Language codes: the two-letter ISO 639-1 codes; Norwegian is Bokmål, ``nb``, and ``no`` (the
macrolanguage code many systems still send, e.g. ``no_NO``) is accepted as its alias
(:data:`LANGUAGE_ALIASES`).
"""

from __future__ import annotations

import dataclasses
import io
import os
import re
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
    "LABEL_PARAMS",
    "LANGUAGES",
    "LANGUAGE_ALIASES",
    "LOCALE_DIR",  # noqa: F822 - made by the module's __getattr__
    "SEAT_KEYS",
    "UnsupportedLanguageError",
    "card_words",
    "catalogue",
    "domains",
    "language_code",
    "placeholder_base",
    "plural_index",
    "render",
    "render_message",
    "suit_words",
    "template_fields",
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
#: The domain of the words of the command line and the page around the rulings (outcomes,
#: options, headings, language names: :mod:`bridgelaw.texts`).
UI_DOMAIN = "ui"

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
#: Languages whose ``cards`` catalogue declines rank and suit words (Russian, Polish), contracts
#: the card's article with a preposition (French "du roi", Italian "del re") or declines it
#: (German "den Pik-Buben"): every
#: oblique case of :data:`CASES` must be given there (contexts ``rank-<case>``, ``suit-<case>``).
DECLINING_LANGUAGES: tuple[str, ...] = ("ru", "pl", "fr", "it", "de")
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
def catalogue(domain: str, lang: str) -> Mapping[tuple[str | None, str], str | tuple[str, ...]]:
    """The translations of ``domain`` in ``lang``: ``{(context, msgid): msgstr}``; a plural
    message is keyed by its singular msgid and gives the tuple of its forms (``msgstr[0]`` ...).

    Read once per (domain, language) with Babel's ``read_po``; empty translations are left out.
    A missing ``.po`` file gives an empty mapping.

    Raises:
        UnsupportedLanguageError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    return _read_catalogue(domain, lang)[0]


@lru_cache(maxsize=64)
def _read_catalogue(domain: str, lang: str) -> tuple[dict[tuple[str | None, str], Any], str]:
    """(entries, plural expression of the header) of one catalogue, read once."""
    code = _check_lang(lang)
    path = os.path.join(_LOCALE, code, "LC_MESSAGES", f"{domain}.po")
    if not os.path.isfile(path):
        return {}, "(n != 1)"
    with open(path, "rb") as fh:
        raw = fh.read()

    def build() -> tuple[dict[tuple[str | None, str], Any], str]:
        from babel.messages.pofile import read_po

        cat = read_po(io.BytesIO(raw), locale=code, domain=domain)
        out: dict[tuple[str | None, str], Any] = {}
        for m in cat:
            if isinstance(m.id, str) and m.id and isinstance(m.string, str) and m.string:
                out[(m.context, m.id)] = m.string
            elif isinstance(m.id, tuple) and m.id[0] and isinstance(m.string, tuple) and all(m.string):
                out[(m.context, m.id[0])] = tuple(m.string)
        return out, str(cat.plural_expr)

    from bridgelaw._cache import cached  # read once with Babel, then from the on-disk cache

    entries, plural = cached(f"po-{domain}-{code}", raw, __file__, build)
    return dict(entries), plural


@lru_cache(maxsize=64)
def plural_index(domain: str, lang: str) -> Callable[[int], int]:
    """The plural rule of a catalogue (its ``Plural-Forms`` header, as gettext reads it): which
    form (``msgstr[i]``) a count takes. ru: 1 -> 0, 2 -> 1, 5 -> 2, 21 -> 0; fr: 0, 1 -> 0.

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
    """
    import gettext

    return gettext.c2py(_read_catalogue(domain, lang)[1])


def translate(msgid: str, lang: str, domain: str | None = None, context: str | None = None,
              count: int | None = None) -> str:
    """The translation of ``msgid`` into ``lang``: from ``domain``, else from any domain; the
    msgid itself (English) if no catalogue has it. For a plural message, the form ``count``
    takes (the first form when ``count`` is None).

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
    """
    key = (context, msgid)
    order = ([domain] if domain is not None else []) + [d for d in _domains() if d != domain]
    for d in order:
        hit = catalogue(d, lang).get(key)
        if hit is not None:
            if isinstance(hit, tuple):
                i = plural_index(d, lang)(int(count)) if count is not None else 0
                return hit[min(i, len(hit) - 1)]
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
        if isinstance(hit, str):
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
    if "{art}" in pattern:  # the article by the rank's gender and the case (German: den Pik-Buben)
        from bridgelaw.glossary import glossary, rank_gender

        articles = glossary(lang)["articles"][rank_gender(c.rank.letter, lang)]
        return pattern.format(rank=rank, suit=suit, art=articles[CASES.index(case)])
    return pattern.format(rank=rank, suit=suit)


#: Parameters that hold a seat letter (besides ``seat`` and ``*_seat``): rendered as the
#: language's word for the seat (:func:`bridgelaw.glossary.seat_words`).
SEAT_KEYS: frozenset[str] = frozenset({
    "seat", "partner", "owner", "turn", "target", "by", "chooser", "other", "new_declarer", "actor",
    "hand", "claimer", "declarer", "to", "withdrew"})
#: Parameters that hold cards already written as symbols ("♥K", "♥K, ♥A": Law 70's losing
#: line): shown with the language's letters ("♥К, ♥Т", "♥R, ♥A") in every language but English.
SYMBOL_KEYS: frozenset[str] = frozenset({"win", "plays"})
#: Parameters that hold cards each with the seat that plays it (``["N:HA", "S:DA"]``: Law 70's
#: losing line when a side's leads come from two hands): "♥A (N), ♦A (S)", the card as in
#: :data:`SYMBOL_KEYS` and the seat as the language's word for it ("♥Т (Север)").
SEATED_SYMBOL_KEYS: frozenset[str] = frozenset({"leads", "more"})
#: Parameters that hold clause labels ("45C4(b)"): a translation inserts them only through the
#: label markup ``{Law:{law}}`` (the glossary test checks it).
LABEL_PARAMS: frozenset[str] = frozenset({
    "law", "d", "c16", "ret", "sub", "lead_law", "rlaw", "change_law", "law_first", "law_faced"})
#: The pseudo-placeholder of the label markup: ``{Law:45A}``, ``{Law_gen:{law}}``, ``{Law_cap:...}``.
LABEL_FIELD = "Law"
_CAP = "_cap"
_GENDER = "_g"


def placeholder_base(name: str) -> str:
    """The parameter a placeholder reads: ``"card_ins"`` -> ``"card"``, ``"named_card_acc"`` ->
    ``"named_card"``, ``"cards_gen"`` -> ``"cards"``, ``"suit_dat"`` -> ``"suit"``,
    ``"seat_gen"`` -> ``"seat"``, ``"card_g"`` (a gender choice) -> ``"card"``, ``"card_cap"`` ->
    ``"card"``; any other name (``"card"``, ``"law"``, ``"x_gen"`` that is not a card/suit/seat)
    unchanged."""
    name = name.removesuffix(_CAP)
    if name.endswith(_GENDER) and _kind(name[:-len(_GENDER)]) is not None:
        return name[:-len(_GENDER)]
    base, case = _split_case(name)
    return base if case is not None else name


def template_fields(template: str) -> set[str]:
    """The parameters a template reads (:func:`placeholder_base` of each placeholder, those
    nested in a format spec included: ``{Law:{law}}`` reads ``law``); the label markup itself
    (``Law``) is not a parameter. Raises ValueError for a template ``str.format`` cannot read."""
    import string

    out: set[str] = set()
    for _, field, spec, _ in string.Formatter().parse(template):
        if field is None:
            continue
        if spec:
            out |= template_fields(spec)
        if field and not _is_label_field(field):
            out.add(placeholder_base(field))
    return out


def _is_label_field(field: str) -> bool:
    return field == LABEL_FIELD or field.startswith(LABEL_FIELD + "_")


def _split_case(name: str) -> tuple[str, str | None]:
    """(base, case) for a case-suffixed card, card-list, suit or seat placeholder, else (name, None)."""
    head, sep, tail = name.rpartition("_")
    if sep and tail in CASES and _kind(head) is not None:
        return head, tail
    return name, None


def _kind(key: str) -> str | None:
    """``card``, ``cards``, ``suit``, ``seat``, ``side`` or ``words`` for a key naming one (by
    the conventions), else None."""
    if key in SEAT_KEYS:
        return "seat"
    for kind in ("card", "cards", "suit", "seat", "side", "words"):
        if key == kind or key.endswith("_" + kind):
            return kind
    if key.endswith("_lang"):
        return "lang"
    return None


def _list_words(items: Sequence[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return translate("{head} and {last}", lang, CARDS_DOMAIN, "list").format(
        head=", ".join(items[:-1]), last=items[-1])


def _value(key: str, params: Mapping[str, Any], lang: str, domain: str | None, depth: int) -> Any:
    """The text of placeholder ``key`` (conventions in the module docstring; a case suffix
    reads the parameter without it), or for the label markup and a gender choice an object
    whose format spec gives the text. Raises KeyError if the parameter is missing."""
    if _is_label_field(key):
        return _Label(key, lang)
    if key.endswith(_CAP):
        text = str(_value(key[:-len(_CAP)], params, lang, domain, depth))
        return text[:1].upper() + text[1:]
    if key.endswith(_GENDER) and key not in params:
        base = key[:-len(_GENDER)]
        if _kind(base) == "card":
            return _Gender(str(params[base]), lang)
    base, case = _split_case(key)
    if case is None or (key in params and base not in params):
        value = params[key]
        base, case = key, "nom"
    else:
        value = params[base]
    if base.endswith("_msg"):
        return render_message(str(value), params, lang, domain, _depth=depth + 1)
    if base in SEATED_SYMBOL_KEYS and isinstance(value, (list, tuple)):
        return _seated_symbols(value, lang)
    kind = _kind(base)
    if kind == "card":
        return card_words(str(value), lang, case)
    if kind == "cards":
        return _list_words([card_words(str(v), lang, case) for v in value], lang)
    if kind == "suit":
        return suit_words(str(value), lang, case)
    if kind == "seat" and isinstance(value, str) and value in ("N", "E", "S", "W"):
        from bridgelaw.glossary import seat_words

        return seat_words(value, lang, case)
    if kind == "side" and value in ("N/S", "E/W"):
        from bridgelaw.glossary import side_words

        return side_words(str(value), lang)
    if kind == "lang":
        return translate(str(value), lang, UI_DOMAIN, "language")
    if base in SYMBOL_KEYS and lang != "en" and isinstance(value, str) and value:
        from bridgelaw.texts import card_short

        try:
            return ", ".join(card_short(Card.parse(x.strip()), lang) for x in value.split(","))
        except (ValueError, BridgeLawError):
            return value
    if base == "contract" and lang != "en":  # "4S" -> "4♠", "3NT" -> ru "3БК", fr "3SA"
        from bridgelaw.texts import contract_short

        return contract_short(str(value), lang)
    if kind == "words" and not isinstance(value, str):
        from bridgelaw.glossary import quote

        return _list_words([f"{quote(str(w), lang)} ({p})" for w, p in value], lang)
    return str(value)


def _seated_symbols(value: Sequence[object], lang: str) -> str:
    """``["N:HA", "S:DA"]`` -> "♥A (N), ♦A (S)" (:data:`SEATED_SYMBOL_KEYS`); an item that is not
    ``seat:card`` is shown as it is."""
    from bridgelaw.glossary import seat_words
    from bridgelaw.texts import card_short

    out = []
    for item in value:
        seat, _, code = str(item).partition(":")
        try:
            out.append(f"{card_short(code, lang)} ({seat_words(seat, lang)})")
        except (ValueError, KeyError, BridgeLawError):
            out.append(str(item))
    return ", ".join(out)


class _Label:
    """The label markup's value: formatted with the labels as its spec (``{Law:45A,46B}``)."""

    __slots__ = ("cap", "case", "lang")

    def __init__(self, field: str, lang: str) -> None:
        self.lang = lang
        rest = field[len(LABEL_FIELD):]
        self.cap = rest.endswith(_CAP)
        rest = rest.removesuffix(_CAP).removeprefix("_")
        self.case = _check_case(rest) if rest else "nom"

    def __format__(self, spec: str) -> str:
        from bridgelaw.glossary import law_label

        return law_label(spec.split(","), self.lang, self.case, cap=self.cap)


class _Gender:
    """A gender choice's value: formatted with its forms as the spec (``{card_g:m=il|f=elle}``):
    the form of the card's rank gender in the language (else the ``other=`` form, else the first)."""

    __slots__ = ("gender",)

    def __init__(self, card: str, lang: str) -> None:
        from bridgelaw.glossary import rank_gender

        self.gender = rank_gender(Card.parse(card).rank.letter, lang)

    def __format__(self, spec: str) -> str:
        forms = dict(part.split("=", 1) for part in spec.split("|") if "=" in part)
        if not forms:
            raise ValueError(f"a gender choice needs forms such as m=il|f=elle, not {spec!r}")
        return forms.get(self.gender, forms.get("other", next(iter(forms.values()))))


def render_message(msgid: str, params: Mapping[str, Any], lang: str, domain: str | None = None,
                   *, _depth: int = 0) -> str:
    """Translate ``msgid`` into ``lang`` and fill its placeholders from ``params`` (see the
    module docstring for the conventions); a plural message takes the form of ``params["count"]``.

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
        KeyError: a placeholder has no parameter (a programming error in the message's caller).
        ValueError: messages nested more than 4 deep, or a label markup or gender choice
            without its spec.
    """
    if _depth > 4:
        raise ValueError("ruling messages nested too deep")
    count = params.get("count")
    template = translate(msgid, lang, domain, count=count if isinstance(count, int) else None)
    text = template.format_map(_Placeholders(lambda f: _value(f, params, lang, domain, _depth)))
    for rx, repl in _elisions(lang):
        text = rx.sub(repl, text)
    return text


@cache
def _elisions(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The glossary's ``[elision] rules`` of ``lang`` (``[pattern, replacement]``), applied to a
    rendered text: French "que Est" -> "qu’Est", "de Ouest" -> "d’Ouest", where a seat's name
    that begins with a vowel follows a word that elides before it."""
    from bridgelaw.glossary import glossary

    rules = glossary(lang).get("elision", {}).get("rules", [])
    return tuple((re.compile(pattern), str(repl)) for pattern, repl in rules)


class _Placeholders(dict[str, Any]):
    """The values of a template's placeholders, each computed (once) when ``str.format_map``
    asks for it: the fields the template names and no other (as a scan of the template with
    :class:`string.Formatter` would give them, without importing :mod:`string`)."""

    def __init__(self, compute: Callable[[str], Any]) -> None:
        super().__init__()
        self._compute = compute

    def __missing__(self, key: str) -> Any:
        value = self[key] = self._compute(key)
        return value


def render(ruling: Ruling, lang: str | None = None) -> Ruling:
    """A copy of ``ruling`` with ``text`` in ``lang`` (default ``params["lang"]``, else English).

    The message comes from ``params["domain"]`` when set (see the module docstring). A ruling
    without a message is returned with ``text`` unchanged. ``params["extra_msgs"]`` (``{"why":
    msgid}``) names further messages rendered the same way into ``extra`` (the 46A ``why``).

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
    """
    code = _check_lang(lang or str(ruling.params.get("lang") or "en"))
    if not ruling.message:
        return ruling
    domain = ruling.params.get("domain")
    d = str(domain) if domain else None
    text = render_message(ruling.message, ruling.params, code, d)
    if text:
        text = text[0].upper() + text[1:]
    more = ruling.params.get("extra_msgs")
    if isinstance(more, dict) and more:
        extra = {**ruling.extra}
        for key, msgid in more.items():
            extra[key] = render_message(str(msgid), ruling.params, code, d)
        return dataclasses.replace(ruling, text=text, extra=extra)
    return dataclasses.replace(ruling, text=text)
