"""Law 46: incomplete or invalid designation of a card from dummy (2017, 2007, 1997).

Entry points:

* :func:`resolve_designation` — a :class:`~bridgelaw.designation.types.Designation` said by
  declarer, on a :class:`~bridgelaw.table.Table` where dummy is to play -> a
  :class:`~bridgelaw.rulings.Ruling` (``played``, ``must_specify``, ``invalid``,
  ``defenders_designate`` or ``director``).
* :func:`parse_dummy_card` — python-chess ``parse_san``-like convenience: words -> the
  :class:`~bridgelaw.cards.Card` dummy plays, or one of three typed errors.

Clauses (laws.md §1.6; seed 000 is the Russian 2007 text):

* 45C4(a) (1963: 45(d)) a complete designation of a card in dummy plays it (46A says how
  declarer *should* designate; a card that does not follow suit is a revoke).
* 46B preamble — the director's finding that declarer's different intention is incontrovertible
  overrides the rules of 46B (``incontrovertible``). It applies only to an incomplete or invalid
  designation (seed 000: "В случае неполного или ошибочного названия"): a complete naming of a
  card dummy holds stays 45C4(a), flagged ``incontrovertible_not_applicable`` (a mistaken naming
  is for 45C4(b); seed 000 commentary 46.4 "см. п.45.3").
* 46B1(a) "high": 2017 the highest card *of the suit led*; 2007/1997 "the highest card".
* 46B1(b) "win": the lowest card known to win the trick (option O-46-WIN). 2007 and 2017
  only: before 2007 the Laws define "high" and "low" but not "win" (seed 003, commentary 46.2;
  seed 000 has "win" as the new 2007 (b)), so "win" is a non-statutory word read by O-46-WIN,
  cited ``46B`` and flagged ``non_statutory_word`` - never 46B1.
* 46B1(c) "low": 2017 the lowest card *of the suit led*; 2007/1997 "the lowest card".
  Before 2007 "high" and "low" are one sentence: the clause string is ``46B1``.
* 46B2 a suit but no rank: the lowest card of that suit.
* 46B3(a) a rank but no suit, dummy leading: the suit "with which" (2017) / "in which"
  (2007/1997) dummy won the preceding trick. After dummy ruffed, which suit that is is option
  O-46-B3A (2017 default: the trump suit; 2007 and older: the suit led), and the text says so.
* 46B3(b) otherwise the legal card of that rank; two or more: declarer must say which
  (option O-46-B3B-LOCK); none: invalid (46B4).
* 46B4 a card not in dummy: 2017 "invalid", 2007/1997 "void"; declarer designates any legal card.
* 46B5 neither suit nor rank: either defender designates (option O-46-B5 on disagreement).

Codes before 1997: Law 46 is ruled with the 1997 text and numbering; no source at hand gives
the numbering of Law 46 in the 1963, 1975 or 1987 codes, so every ``46...`` label is flagged
``label_unverified`` and the text says so (:func:`mark_unverified_label_46`).

Non-statutory words are resolved by options: RUFF (O-46-RUFF), COVER (O-46-COVER),
PLEASE (O-46-PLEASE), RUN (O-46-RUN); "high"/"low" with dummy void (O-46-HIGHLOW) or on lead
(O-46-HIGHLOW-LEAD).

Not dummy's turn: :func:`resolve_designation` does not raise; it returns a ``director``
ruling (``needs="dummy_not_to_play"``) citing Law 55 (declarer's hand was to lead: a lead from
the wrong hand), 45E (dummy has already played to the trick) or 57C (a premature play from
dummy). Only declarer designates: ``seat`` = dummy gives ``not_played`` under 45F; a
defender's seat raises :class:`~bridgelaw.errors.IllegalDesignationError`.

Every ruling carries ``message`` (an English template, the gettext msgid of domain
``law46``) and ``params`` (``params["domain"] == "law46"``); :func:`bridgelaw.i18n.render`
turns them into ``text`` in en, ru, sv or nl.

The code is in four modules: :mod:`~bridgelaw.laws.law46.context` (the messages, the context of
one resolution, the labels), :mod:`~bridgelaw.laws.law46.resolve` (the clauses and
:func:`resolve_designation`), :mod:`~bridgelaw.laws.law46.words` (46A, the 46B3(b) lock, a
change in one breath, :func:`rule_words`) and this one, which re-exports what callers use and
holds :func:`parse_dummy_card`.
"""

from __future__ import annotations

from bridgelaw.cards import Card
from bridgelaw.designation.parser import parse_designation
from bridgelaw.designation.types import Designation
from bridgelaw.editions import Edition
from bridgelaw.errors import (
    AmbiguousDesignationError,
    IllegalDesignationError,
)
from bridgelaw.laws.law46.context import (
    C_SLIP,
    M_NAMED,
    M_RANK_LEAD_IN,
    M_RANK_MANY,
    M_SUIT,
    M_VOID,
    M_WIN,
    MESSAGES,
    R_NO_SUIT,
    R_NOT_IN_DUMMY,
    W_NOT_SLIP,
    label_46B1,
    label_46B1b,
    mark_unverified_label_46,
)
from bridgelaw.laws.law46.declarations import CLAUSES, OPTIONS
from bridgelaw.laws.law46.resolve import (
    cannot_win_46B1b,
    no_card_designated_46B4,
    other_defender_heard_46B5,
    resolve_designation,
)
from bridgelaw.laws.law46.words import (
    change_in_one_breath_45C4b,
    not_understood_46A,
    rule_words,
    specify_46B3b,
)
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "C_SLIP",
    "MESSAGES",
    "M_NAMED",
    "M_RANK_LEAD_IN",
    "M_RANK_MANY",
    "M_SUIT",
    "M_VOID",
    "M_WIN",
    "OPTIONS",
    "R_NOT_IN_DUMMY",
    "R_NO_SUIT",
    "W_NOT_SLIP",
    "cannot_win_46B1b",
    "change_in_one_breath_45C4b",
    "label_46B1",
    "label_46B1b",
    "mark_unverified_label_46",
    "no_card_designated_46B4",
    "not_understood_46A",
    "other_defender_heard_46B5",
    "parse_dummy_card",
    "parse_words",
    "resolve_designation",
    "rule_words",
    "specify_46B3b",
]


def parse_dummy_card(
    table: Table,
    text: str,
    lang: str | None = None,
    *,
    edition: Edition,
    regulations: Regulations,
) -> Card:
    """Words said to dummy -> the card dummy plays (python-chess ``parse_san`` style).

    Args:
        table: the position, dummy to play.
        text: what declarer said ("small club", "пику", "spader dam", "kleine ruiten").
        lang: the language (en, ru, sv, nl), or None to let the parser detect it.
        edition, regulations: as for :func:`resolve_designation`.

    Returns:
        The card played (outcome ``played``, following suit).

    Raises:
        InvalidDesignationError: the words name nothing (from the parser), or the designation
            parser is not installed.
        IllegalDesignationError: the words name a card dummy cannot play here (46B4 invalid, a
            revoke, or dummy is not to play).
        AmbiguousDesignationError: the words fit several cards (46B3(b) must_specify, 46B5
            defenders designate, or a director's finding is needed); ``candidates`` lists them.
    """
    designation = parse_words(text, lang)
    r = resolve_designation(table, designation, edition=edition, regulations=regulations)
    if r.outcome is Outcome.PLAYED and r.card is not None and "revoke" not in r.flags:
        return r.card
    if r.outcome is Outcome.PLAYED and r.card is not None:
        raise IllegalDesignationError(
            f"{text!r}: {r.card} does not follow suit (Law 44C); dummy must follow suit",
            text=text, lang=designation.lang)
    if r.outcome is Outcome.INVALID:
        raise IllegalDesignationError(
            f"{text!r} names no card dummy can play here (Law {r.law}); legal: "
            + ", ".join(str(c) for c in table.legal_cards(table.dummy)),
            text=text, lang=designation.lang)
    if r.outcome is Outcome.MUST_SPECIFY:
        cands = list(r.candidates)
    elif r.outcome is Outcome.DIRECTOR and r.needs == "dummy_not_to_play":
        raise IllegalDesignationError(
            f"{text!r}: it is not dummy's turn ({table.turn.letter} is to play)", text=text,
            lang=designation.lang)
    else:
        cands = table.legal_cards(table.dummy)
    raise AmbiguousDesignationError(
        f"{text!r} fits several cards ({', '.join(map(str, cands))}); Law {r.law}",
        candidates=cands, text=text, lang=designation.lang)


def parse_words(text: str, lang: str | None = None) -> Designation:
    """Parse words with :func:`bridgelaw.designation.parser.parse_designation`.

    Raises:
        InvalidDesignationError: the words name nothing.
    """
    return parse_designation(text, lang)

