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
"""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.errors import BridgeLawError
from bridgelaw.rulings import Ruling

__all__ = [
    "LANGUAGES",
    "LOCALE_DIR",
    "UnsupportedLanguageError",
    "card_words",
    "catalogue",
    "domains",
    "render",
    "render_message",
    "suit_words",
    "translate",
]

#: Where the catalogues live: ``locale/<lang>/LC_MESSAGES/<domain>.po``.
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: Languages with complete catalogues.
LANGUAGES: tuple[str, ...] = ("en", "ru", "sv", "nl")
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


class UnsupportedLanguageError(BridgeLawError, ValueError):
    """A language with no catalogue (supported: en, ru, sv, nl)."""


def _check_lang(lang: str) -> str:
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    if code not in LANGUAGES:
        raise UnsupportedLanguageError(
            f"language {lang!r} has no ruling texts; supported: {', '.join(LANGUAGES)}")
    return code


def domains() -> list[str]:
    """The catalogue domains found under :data:`LOCALE_DIR` (from the English folder)."""
    return sorted(p.stem for p in (LOCALE_DIR / "en" / "LC_MESSAGES").glob("*.po"))


@lru_cache(maxsize=64)
def catalogue(domain: str, lang: str) -> Mapping[tuple[str | None, str], str]:
    """The translations of ``domain`` in ``lang``: ``{(context, msgid): msgstr}``.

    Read once per (domain, language) with Babel's ``read_po``; empty translations are left out.
    A missing ``.po`` file gives an empty mapping.

    Raises:
        UnsupportedLanguageError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    from babel.messages.pofile import read_po

    code = _check_lang(lang)
    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"
    if not path.is_file():
        return {}
    with path.open("rb") as f:
        cat = read_po(f, locale=code, domain=domain)
    out: dict[tuple[str | None, str], str] = {}
    for m in cat:
        if m.id and isinstance(m.id, str) and isinstance(m.string, str) and m.string:
            out[(m.context, m.id)] = m.string
    return out


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
    for d in domains():
        if d != domain:
            hit = catalogue(d, lang).get(key)
            if hit is not None:
                return hit
    _check_lang(lang)
    return msgid


def suit_words(suit: Suit | str, lang: str) -> str:
    """The name of a suit in ``lang`` (nominative plural): "spades", "пики", "spader", "schoppen".

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
        NotationError: ``suit`` is a string that names no suit.
    """
    s = suit if isinstance(suit, Suit) else Suit.parse(suit)
    return translate(_SUIT_WORDS[s], lang, CARDS_DOMAIN, "suit")


def card_words(card: Card | str, lang: str) -> str:
    """A card in words in ``lang``: "the two of spades", "двойка пик", "spadertvå",
    "schoppen twee" (built from the ``cards`` catalogue: rank, suit in the "of" form, pattern).

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
        NotationError: ``card`` is a string that is not a card.
    """
    c = card if isinstance(card, Card) else Card.parse(card)
    rank = translate(_RANK_WORDS[c.rank], lang, CARDS_DOMAIN, "rank")
    suit = translate(_SUIT_WORDS[c.suit], lang, CARDS_DOMAIN, "suit-of")
    return translate("the {rank} of {suit}", lang, CARDS_DOMAIN, "card").format(rank=rank, suit=suit)


def _list_words(items: Sequence[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return translate("{head} and {last}", lang, CARDS_DOMAIN, "list").format(
        head=", ".join(items[:-1]), last=items[-1])


def _value(key: str, value: Any, params: Mapping[str, Any], lang: str, domain: str | None,
           depth: int) -> str:
    if key.endswith("_msg"):
        return render_message(str(value), params, lang, domain, _depth=depth + 1)
    if key == "card" or key.endswith("_card"):
        return card_words(str(value), lang)
    if key == "cards" or key.endswith("_cards"):
        return _list_words([card_words(str(v), lang) for v in value], lang)
    if key == "suit" or key.endswith("_suit"):
        return suit_words(str(value), lang)
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
    fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
    values = {f: _value(f, params[f], params, lang, domain, _depth) for f in fields}
    return template.format(**values)


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
