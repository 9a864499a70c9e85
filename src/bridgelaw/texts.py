"""The words around the rulings, in the language asked for: outcome names, the other
side's options, the findings the director must make, penalty classes, short card and seat names,
the headings and columns of the command line and the demo.

The ids (``played``, ``require:H``, ``slip_of_tongue``) stay in the JSON fields for machines;
what a person reads is rendered here from the ``ui`` catalogue (``locale/<lang>/LC_MESSAGES/ui.po``,
one context per kind: ``outcome``, ``option``, ``needs``, ``penalty``, ``column``, ``detail``,
``heading``, ``class``, ``language``) and the glossaries (:mod:`bridgelaw.glossary`: the Law
labels, the seat letters, the letters of the honours). English prints the ids as before.

Every function raises :class:`~bridgelaw.i18n.UnsupportedLanguageError` for a language without
texts; an id the catalogue does not know is printed as it is (a new outcome or option shows its
id until its words are added, never an error).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bridgelaw.cards import Card, Hand, Rank, Seat, Suit
from bridgelaw.glossary import glossary, law_label
from bridgelaw.i18n import UI_DOMAIN, language_code, render_message, suit_words, translate

__all__ = [
    "card_short",
    "column",
    "column_detail",
    "contract_short",
    "hand_short",
    "law_words",
    "needs_words",
    "option_words",
    "outcome_words",
    "penalty_words",
    "seat_letter",
    "ui_text",
    "web_labels",
]


def ui_text(context: str, msgid: str, lang: str, **params: Any) -> str:
    """The ``ui`` message ``msgid`` of ``context`` in ``lang``, its placeholders filled by
    :func:`bridgelaw.i18n.render_message`'s conventions (``{Law:44}``, ``{seat}``, ``{card}``);
    the msgid itself when the catalogue lacks it. A plural message takes the form of
    ``params["count"]``."""
    code = language_code(lang)
    count = params.get("count")
    template = translate(msgid, code, UI_DOMAIN, context, count=count if isinstance(count, int) else None)
    return render_message(template, {**params, "domain": UI_DOMAIN}, code, UI_DOMAIN)


def _word(context: str, key: str, lang: str) -> str:
    code = language_code(lang)
    if code == "en":
        return key
    return translate(key, code, UI_DOMAIN, context)


def outcome_words(outcome: str, lang: str) -> str:
    """An outcome as ``lang`` names it: ``played`` -> ru "сыграна", de "gespielt"; English: the id."""
    return _word("outcome", str(outcome), lang)


def penalty_words(kind: str, lang: str) -> str:
    """A penalty card's class: ``major`` -> fr "principale", pl "normalna"; English: the id."""
    return _word("penalty", kind, lang)


def needs_words(needs: str, lang: str) -> str:
    """The finding the director must make: ``slip_of_tongue`` -> ru "была ли это оговорка";
    English: the id."""
    return _word("needs", needs, lang)


def column(name: str, lang: str) -> str:
    """A column heading of the command line's tables (``outcome``, ``details`` ...)."""
    return _word("column", name, lang)


def column_detail(name: str, lang: str) -> str:
    """The label of a detail of a ruling row (``penalty``, ``candidates``, ``options``, ``needs``)."""
    return _word("detail", name, lang)


def option_words(option: str, lang: str) -> str:
    """An option of the other side (``accept_lead``, ``require:H``, ``prohibit:H,S``,
    ``designate:SA``, ``withdraw:E:HA``, ``lead_from:N``) as ``lang`` words it: ru "потребовать ход
    в черви", de "Pik-Ass bestimmen". The argument is read as suits, a card or a seat and put in
    the language's words; English: the id."""
    code = language_code(lang)
    if code == "en":
        return option
    kind, _, arg = option.partition(":")
    if not arg:
        return translate(kind, code, UI_DOMAIN, "option")
    return ui_text("option", f"{kind}:{{x}}", code, x=_argument(kind, arg, code))


def _argument(kind: str, arg: str, lang: str) -> str:
    """An option's argument in words: a seat (``lead_from:N``), suits (``require:H``,
    ``prohibit:H,S``), a card (``designate:SA``), or a seat and a card (``withdraw:E:HA``)."""
    words: list[str] = []
    for p in (x for x in arg.split(",") if x):
        head, _, tail = p.partition(":")
        if tail:
            words.append(f"{_seat_or(head, lang)} {card_short(tail, lang)}")
        elif kind == "lead_from":
            words.append(_seat_or(p, lang))
        elif len(p) == 1:
            words.append(suit_words(p, lang, "acc"))
        else:
            words.append(card_short(p, lang))
    if len(words) <= 1:
        return "".join(words)
    conj = translate("{head} and {last}", lang, "cards", "list")
    return conj.format(head=", ".join(words[:-1]), last=words[-1])


def _seat_or(letter: str, lang: str) -> str:
    from bridgelaw.glossary import seat_words

    return seat_words(letter, lang)


def seat_letter(seat: Seat | str, lang: str) -> str:
    """A seat's letter in ``lang``: N E S W; ru С В Ю З, de N O S W, fr N E S O, sv N Ö S V."""
    letter = seat.letter if isinstance(seat, Seat) else str(seat)
    letters: Mapping[str, str] = glossary(lang).get("seat_letters", {})
    return str(letters.get(letter, letter))


def _rank_short(rank: Rank, lang: str) -> str:
    letters: Mapping[str, str] = glossary(lang).get("rank_letters", {})
    if rank == Rank.TEN:
        return "10"
    return str(letters.get(rank.letter, rank.letter))


def card_short(card: Card | str, lang: str) -> str:
    """A card as a symbol and the language's letter: ``HQ`` -> en "♥Q", ru "♥Д", nl "♥V", fr
    "♥D"; the ten is "10"."""
    c = card if isinstance(card, Card) else Card.parse(card)
    return f"{c.suit.symbol}{_rank_short(c.rank, lang)}"


def hand_short(hand: Hand, lang: str) -> str:
    """A hand by suits with the language's letters: "♠ТД72 ♥К85 ♦В4 ♣Д963" ("—" for a void)."""
    out = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        ranks = sorted((c.rank for c in hand if c.suit == suit), reverse=True)
        out.append(suit.symbol + ("".join(_rank_short(r, lang) for r in ranks) or "—"))
    return " ".join(out)


def contract_short(text: str, lang: str) -> str:
    """A contract's level and denomination (``4S``, ``3NTX``) with the suit's symbol and the
    language's no-trump letters: ``4♠``, ru ``3БКX``, fr ``3SAX``."""
    import re

    m = re.fullmatch(r"(\d?)(NT|[SHDC])(X{0,2})", text)
    if m is None:
        return text
    denomination = m.group(2)
    if denomination == "NT":
        denomination = str(glossary(lang)["label"].get("notrump_short", "NT"))
    else:
        denomination = Suit.parse(denomination).symbol
    return f"{m.group(1)}{denomination}{m.group(3)}"


def law_words(labels: str | Sequence[str], lang: str) -> str:
    """A Law label as the language's federation cites it (:func:`bridgelaw.glossary.law_label`)."""
    return law_label(labels, language_code(lang))


def web_labels(lang: str) -> dict[str, Any]:
    """The words of the web table and the director's desk that come from the catalogues and the
    glossary rather than ``service/static/labels.json``: ``outcome_<id>`` and ``needs_<id>``
    for every outcome and finding the ``ui`` catalogue names, ``penalty_major`` /
    ``penalty_minor``, ``edition`` (the code's name with ``{year}`` to fill: de "TBR {year}")
    and ``law_style`` (how the federation writes a Law's label, for the page's own labels: the
    word, whether sub-clauses keep their brackets, a space after the Law's number). English
    gives the ids with spaces ("penalty card"). The service adds them to ``labels.json``.

    Raises:
        UnsupportedLanguageError: ``lang`` is not supported.
    """
    from bridgelaw.glossary import edition_words
    from bridgelaw.i18n import catalogue

    code = language_code(lang)
    out: dict[str, Any] = {}
    for (context, msgid) in catalogue(UI_DOMAIN, "en"):
        if context in ("outcome", "needs", "penalty"):
            words = _word(context, msgid, code)
            out[f"{context}_{msgid}"] = msgid.replace("_", " ") if code == "en" else words
    style = glossary(code)["label"]
    out["edition"] = edition_words("{year}", code)
    out["law_style"] = {"word": str(style["word"]), "brackets": bool(style.get("brackets", True)),
                        "space": bool(style.get("space", False))}
    return out
