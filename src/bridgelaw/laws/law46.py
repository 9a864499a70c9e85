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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bridgelaw.cards import ALL_CARDS, Card, Hand, Rank, Seat, Suit
from bridgelaw.clauses import label as clause_label
from bridgelaw.designation.parser import parse_designation
from bridgelaw.designation.types import Designation, Keyword, NotUnderstoodError, WrongLanguageError
from bridgelaw.editions import Edition
from bridgelaw.errors import (
    AmbiguousDesignationError,
    IllegalDesignationError,
    InvalidDesignationError,
    PlayOverError,
)
from bridgelaw.laws import law45, message_registrar
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table, trick_winner

__all__ = [
    "DOMAIN",
    "MESSAGES",
    "cannot_win_46B1b",
    "change_in_one_breath_45C4b",
    "clause_46B1",
    "clause_46B1b_label",
    "mark_unverified_label_46",
    "no_card_designated_46B4",
    "not_understood_46A",
    "other_defender_heard_46B5",
    "parse_dummy_card",
    "resolve_designation",
    "rule_words",
    "specify_46B3b",
]

#: The gettext domain of every message of this module (``locale/<lang>/LC_MESSAGES/law46.po``).
DOMAIN = "law46"

#: Every msgid this module can emit; the i18n test checks that each has a translation.
MESSAGES: set[str] = set()


_m = message_registrar(MESSAGES)


# ----------------------------------------------------------------------------- messages

M_INCONTROVERTIBLE = _m(
    "Declarer said '{said}', but the director finds that declarer incontrovertibly meant {card}: "
    "{card} is played (Law 46B).")
M_NAMED = _m("Declarer named {card}, which is in dummy: it is played (Law {law}).")
M_INTENT_COMPLETE = _m(
    "{ruling_msg} The director's finding that declarer meant {meant_card} does not apply: the Law 46B "
    "preamble covers only an incomplete or invalid designation, and declarer named a card dummy holds. "
    "If the naming was a mistake, declarer may change it only as Law {change_law} allows.")
M_WIN_NOT_STATUTORY = _m(
    "{win_msg} The {edition} Laws do not define 'win' (Law 46B1 there covers only 'high' and 'low'): "
    "this reading is that of regulation option O-46-WIN.")
M_LABEL_UNVERIFIED = _m(
    "{labelled_msg} (Law 46 is numbered as in the 1997 code: the numbering of the {edition} code is "
    "not verified.)")
M_HIGH_LED = _m("Declarer said '{said}': the highest card of the suit led, {card}, is played (Law {law}).")
M_HIGH_ANY = _m("Declarer said '{said}': the highest card, {card}, is played (Law {law}).")
M_LOW_LED = _m("Declarer said '{said}': the lowest card of the suit led, {card}, is played (Law {law}).")
M_LOW_ANY = _m("Declarer said '{said}': the lowest card, {card}, is played (Law {law}).")
M_HIGH_LEAD = _m(
    "Declarer said '{said}' with dummy on lead: it is read in the suit with which dummy won the "
    "previous trick ({suit}), so the highest card of that suit, {card}, is played (Law {law}).")
M_LOW_LEAD = _m(
    "Declarer said '{said}' with dummy on lead: it is read in the suit with which dummy won the "
    "previous trick ({suit}), so the lowest card of that suit, {card}, is played (Law {law}).")
M_HIGH_SUIT = _m(
    "Declarer said '{said}': the highest card of the suit named ({suit}), {card}, is played (Law {law}).")
M_SUIT = _m(
    "Declarer named a suit but no rank ('{said}'): the lowest card of that suit ({suit}), {card}, "
    "is played (Law 46B2).")
M_TRUMP = _m(
    "Declarer said '{said}': that names the trump suit ({suit}) but no rank, so dummy's lowest trump, "
    "{card}, is played (Law 46B2).")
M_RUFF_WINNING = _m(
    "Declarer said '{said}': dummy's lowest trump that wins the trick so far, {card}, is played "
    "(Law {law}).")
M_WIN = _m(
    "Declarer said '{said}': the lowest card of dummy known to win the trick, {card}, is played "
    "(Law {law}).")
M_WIN_AS_HIGH = _m(
    "Declarer said '{said}' when dummy is not last to play: no card is known to win the trick, so it "
    "is read as 'high' and {card} is played (Law {law}).")
M_COVER = _m(
    "Declarer said '{said}': the lowest card of the suit led that beats the highest card so far, "
    "{card}, is played (Law {law}).")
M_RANK_LEAD_WITH = _m(
    "Declarer named a rank but no suit ('{said}') with dummy on lead: he is deemed to continue the "
    "suit with which dummy won the previous trick ({suit}), so {card} is played (Law 46B3(a)).")
M_RANK_LEAD_IN = _m(
    "Declarer named a rank but no suit ('{said}') with dummy on lead: he is deemed to continue the "
    "suit in which dummy won the previous trick ({suit}), so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_TRUMP_WITH = _m(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit with which dummy won it is read as the trump suit ({suit}) "
    "under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_LED_WITH = _m(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit with which dummy won it is read as the suit led to it "
    "({suit}) under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_TRUMP_IN = _m(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit in which dummy won it is read as the trump suit ({suit}) "
    "under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_LED_IN = _m(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit in which dummy won it is read as the suit led to it "
    "({suit}) under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_ONE = _m(
    "Declarer named a rank but no suit ('{said}'): dummy's only legal card of that rank, {card}, "
    "is played (Law 46B3(b)).")
M_RANK_MANY = _m(
    "Declarer named a rank but no suit ('{said}') and dummy can legally play {cards}: declarer must "
    "say which of these he means (Law 46B3(b)).")
M_RANK_MANY_FREE = _m(
    "Declarer named a rank but no suit ('{said}') and dummy can legally play {cards}: declarer must "
    "say which card he means, and may designate any legal card (Law 46B3(b)).")
M_TIE = _m(
    "Declarer said '{said}' and dummy has no card of the suit led: {cards} are equally placed, so "
    "declarer must say which he means (Law {law}).")
M_ANY = _m(
    "Declarer said '{said}' without naming a suit or a rank: either defender may designate the card "
    "dummy plays (Law {law}).")
M_VOID_DEFENDERS = _m(
    "Declarer said '{said}', but there is no suit led in which to read it: either defender may "
    "designate the card dummy plays (Law {law}).")
M_RUN = _m(
    "Declarer said '{said}': dummy plays the highest remaining card of {suit}, {card}, now and at "
    "each later trick once declarer's right-hand opponent has played (WBF Laws Committee, "
    "12 January 2000).")
M_INVALID = _m("{reason_msg} The call is invalid (Law {law}): declarer may designate any legal card.")
M_VOID = _m("{reason_msg} The call is void (Law {law}): declarer may designate any legal card.")
M_WITH_REVOKE = _m(
    "{main_msg} The card does not follow suit: it is a revoke (Law 61A). It must be corrected if attention "
    "is drawn to it before it is established (Law 62A): declarer then designates a card of the suit led, "
    "without further rectification (Law 62B2); dummy himself ensures that dummy's hand follows suit "
    "(Law 42A3).")
#: Before 2017 dummy "may try to prevent any irregularity" (42B2) instead of 2017's 42A3 duty.
M_WITH_REVOKE_42B2 = _m(
    "{main_msg} The card does not follow suit: it is a revoke (Law 61A). It must be corrected if attention "
    "is drawn to it before it is established (Law 62A): declarer then designates a card of the suit led, "
    "without further rectification (Law 62B2); dummy may try to prevent it (Law 42B2).")
M_INTENT_IGNORED = _m(
    "{ruling_msg} The director's finding that declarer meant {meant_card} cannot be applied: dummy "
    "cannot play that card.")
M_DIRECTOR_WIN = _m(
    "Declarer said '{said}': which card is known to win the trick is for the director to decide "
    "(Law {law}).")
M_DIRECTOR_COVER = _m(
    "Declarer said '{said}': no card of dummy covers the highest card so far; the director decides "
    "(Law {law}).")
M_DIRECTOR_LAST_TRICK = _m(
    "Declarer said '{said}' with dummy on lead, but dummy's card in the previous trick is not known: "
    "the director must establish the suit with which dummy won it (Law {law}).")
M_DIRECTOR_HANDS = _m(
    "Declarer said '{said}': the defenders' hands are not fully known, so the director must decide "
    "which card is known to win the trick (Law {law}).")
M_DIRECTOR_SUIT = _m(
    "Declarer said '{said}' but no suit is named or led: the director must establish which suit "
    "declarer meant (Law {law}).")
M_NOT_DUMMY_TURN = _m(
    "Declarer said '{said}' for dummy, but it is not dummy's turn ({turn} is to play): the director "
    "must rule (Law {law}).")
M_DUMMY_SPOKE = _m(
    "Dummy said '{said}': dummy may not designate a card; nothing is played and the director "
    "should be called (Law 45F).")
M_NOT_UNDERSTOOD = _m(
    "Declarer said '{said}': the words {words} are not understood (their place in what was said is in "
    "brackets), so no card is designated and none is played. Declarer must designate dummy's card "
    "again, naming its suit and rank (Law 46A).")
M_NOT_UNDERSTOOD_NOTHING = _m(
    "Declarer said '{said}': the words name no card, suit or rank, so no card is designated and none is "
    "played. Declarer must designate dummy's card again, naming its suit and rank (Law 46A).")
M_NOT_UNDERSTOOD_CONFLICT = _m(
    "Declarer said '{said}': the words name two different suits or ranks, or both high and low, without "
    "a correction between them, so no card is designated and none is played. Declarer must designate "
    "dummy's card again, naming its suit and rank (Law 46A).")
M_WRONG_LANGUAGE = _m(
    "Declarer said '{said}', which was to be read as language '{given_lang}', but the words {words} are "
    "not words of that language and the whole is language '{detected}': no card is designated and none is "
    "played until the words are read in the language they were said in (Law 46A).")
M_SPECIFY_ONE = _m(
    "Declarer now names {card}, one of the cards he had to choose from: it is played (Law 46B3(b)).")
M_SPECIFY_REFUSED = _m(
    "Declarer now says '{said}', but after naming only a rank he must choose one of {cards}: nothing is "
    "played and declarer must still say which of these he means (Law 46B3(b), option O-46-B3B-LOCK).")
M_BREATH_ALLOWED = _m(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. The director finds that "
    "{condition_msg}, so the change is allowed: {old_card}, designated first, goes back and {card} is "
    "played (Law {law}).")
M_BREATH_REFUSED = _m(
    "In the same breath declarer changed '{first_said}' to '{change_said}', but {why_msg}: {card}, "
    "designated first, stays played (Law {law}).")
M_BREATH_DIRECTOR = _m(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. {card} was designated first "
    "and is played (Law {law_first}); the change is allowed only if the director finds that "
    "{condition_msg} (Law {law}): the director must decide.")
M_BREATH_NEW_NOT_LEGAL = _m(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. The change is allowed, but "
    "the new words do not designate a card dummy can legally play: {old_card} goes back and the "
    "director establishes which card declarer meant (Law {law}).")
M_BREATH_SAME = _m(
    "Declarer corrected himself in the same breath ('{first_said}', then '{change_said}') but both "
    "designate {card}: it is played (Law {law}).")
M_BREATH_NO_FIRST_CARD = _m(
    "In the same breath declarer changed '{first_said}' to '{change_said}', but the first words "
    "designated no card that could be changed: the director decides which designation stands "
    "(Law {law}).")
# conditions of a 45C4(b) change, used inside M_BREATH_ALLOWED / M_BREATH_DIRECTOR
C_SLIP = _m("the first designation was unintended (a slip of the tongue)")
C_PAUSE = _m("the first designation was inadvertent and was changed without pause for thought")
C_INTERRUPTION = _m("the first designation was not intended and was changed without interruption")
# why a change in one breath is refused, used inside M_BREATH_REFUSED
W_NOT_SLIP = _m(
    "the director does not find the first designation unintended (a slip of the tongue); a change of "
    "mind is not allowed")
W_NOT_UNINTENDED = _m(
    "the director does not find the first designation unintended; a change of mind is not allowed")
W_PAUSE = _m("the director finds that declarer paused for thought")
W_INTERRUPTION = _m("the director finds that the change was not made without interruption")
# reasons, used inside M_INVALID / M_VOID
R_NOT_IN_DUMMY = _m("Declarer named {named_card}, which is not in dummy.")
R_NO_SUIT = _m("Declarer named a suit ({suit}) of which dummy holds no card.")
R_NO_RANK = _m("Declarer named a rank but no suit ('{said}') and dummy has no legal card of that rank.")
R_VOID_LED = _m("Declarer said '{said}', but dummy has no card of the suit led.")
R_LEAD_NO_SUIT = _m(
    "Declarer said '{said}' with dummy on lead, and there is no suit with which dummy won the "
    "previous trick that dummy still holds.")
R_CANNOT_WIN = _m("Declarer said '{said}', but no card of dummy can win the trick.")
R_NO_TRUMPS = _m("Declarer said '{said}', but there are no trumps in this contract.")
R_DUMMY_NO_TRUMP = _m("Declarer said '{said}', but dummy holds no trump.")


# ----------------------------------------------------------------------------- context


@dataclass(slots=True)
class _Ctx:
    """Everything one resolution needs (built once per call)."""

    table: Table
    designation: Designation
    edition: Edition
    regs: Regulations
    dummy: Seat
    hand: Hand
    legal: list[Card]
    said: str
    trump: Suit | None
    trick: list[tuple[Seat, Card]]
    flags: list[str] = field(default_factory=list)

    def opt(self, option_id: str) -> str:
        return self.regs.get(option_id, self.edition)

    def params(self, **kw: Any) -> dict[str, Any]:
        p: dict[str, Any] = {"domain": DOMAIN, "said": self.said}
        for k, v in kw.items():
            if isinstance(v, Card | Suit):
                p[k] = str(v)
            elif isinstance(v, list | tuple):
                p[k] = [str(x) for x in v]
            else:
                p[k] = v
        return p

    def ruling(self, outcome: Outcome, law: str, message: str, *, card: Card | None = None,
               candidates: Sequence[Card] = (), needs: str | None = None,
               extra: dict[str, Any] | None = None, **params: Any) -> Ruling:
        if card is not None:
            params.setdefault("card", card)
        params.setdefault("law", law)
        flags = list(self.flags)
        if outcome is Outcome.DIRECTOR:
            flags.append("summon_director")
        return Ruling(
            outcome=outcome, law=law, seat=self.dummy, card=card, candidates=tuple(candidates),
            needs=needs, message=message, params=self.params(**params), flags=tuple(flags),
            extra=dict(extra or {}),
        )


def clause_46B1(edition: Edition, sub: str) -> str:
    """The clause string of 46B1 ``sub`` ("a" high, "b" win, "c" low) under ``edition``.

    2007 and 2017 have three sub-clauses (``"46B1(a)"`` ...); the 1997 code (and, as ruled here,
    older codes) says high and low in one sentence: ``"46B1"``. For "win" use
    :func:`clause_46B1b_label`, which does not cite 46B1 before 2007.
    """
    return clause_label("46B1(a)", edition).replace("(a)", f"({sub})")  # numbered as 46B1(a) is


def clause_46B1b_label(edition: Edition) -> str:
    """The clause cited for "win" (and the words read like it: "cover", a winning "ruff").

    2007/2017: ``"46B1(b)"`` (seed 000: "(b) Если он дает указание болвану выиграть взятку").
    Before 2007 the Laws say nothing about "win" (seed 003, 1997 commentary 46.2: only "старшая"
    and "младшая"): ``"46B"``, the designation being incomplete and read by option O-46-WIN.
    """
    return clause_label("46B1(b)", edition)


def no_card_designated_46B4(*, dummy_to_play: bool, edition: Edition | None = None) -> tuple[Outcome, str]:
    """Declarer's words designate no card at all (unparseable): (outcome, clause).

    Dummy to play: ``invalid`` under ``"46B4"`` - nothing is played and declarer may designate
    any legal card. Dummy not to play: ``not_played`` under 45C4(a) - no card is named, so none
    is played; the label is that of ``edition`` (1963: ``"45(d)"``, via
    :func:`bridgelaw.laws.law45.clause`). ``edition`` None gives the 2017 label ``"45C4(a)"``
    (kept for callers that do not pass it yet; pass it).
    """
    if dummy_to_play:
        return Outcome.INVALID, "46B4"
    return Outcome.NOT_PLAYED, law45.clause("45C4(a)", edition or Edition.E2017)


def mark_unverified_label_46(ruling: Ruling, edition: Edition) -> Ruling:
    """Flag a Law 46 label under a code older than 1997 as unverified.

    No seed gives the numbering of Law 46 in the 1963 (or 1975, 1987) code; those codes are ruled
    with the 1997 text and numbering. A ruling whose ``law`` starts with ``"46"`` under such an
    edition gets the flag ``label_unverified`` and its text says so (message
    ``M_LABEL_UNVERIFIED`` wrapping the original one). Other rulings are returned unchanged
    (1963 45(d) is verified: Dutch seed 004, item d).
    """
    if edition >= Edition.E1997 or not ruling.law.startswith("46") or "label_unverified" in ruling.flags:
        return ruling
    params = {**ruling.params, "labelled_msg": ruling.message, "edition": edition.value}
    return Ruling(**{**_fields(ruling), "message": M_LABEL_UNVERIFIED, "params": params,
                     "flags": (*ruling.flags, "label_unverified")})


def other_defender_heard_46B5(rule: str, *, first_by: Seat, dummy: Seat) -> bool:
    """46B5 with option ``O-46-B5`` (``rule``): after ``first_by`` has designated dummy's card,
    may the other defender still designate a different one (before play goes on)?

    ``next_to_play_decides`` (default; 55A analogy): the defender next to play after dummy
    (dummy's LHO) decides, so the other defender is heard only when ``first_by`` is not that
    defender; ``director``: any disagreement goes to the Director, so he is always heard;
    ``first_to_speak``: the first designation stands, so he is never heard.
    """
    if rule == "director":
        return True
    return rule == "next_to_play_decides" and first_by != dummy.lho


def _said(d: Designation) -> str:
    if d.text:
        return d.text.strip()
    parts: list[str] = []
    if d.keyword is not None:
        parts.append(d.keyword.value)
    if d.trump_named:
        parts.append("trump")
    if d.suit is not None:
        parts.append(d.suit.letter)
    if d.rank is not None:
        parts.append(d.rank.letter)
    return " ".join(parts)


def _suit_cards(hand: Hand, suit: Suit) -> list[Card]:
    """Cards of ``suit`` in ``hand``, lowest first."""
    return sorted(hand.suit(suit))


def _best_so_far(trick: Sequence[tuple[Seat, Card]], trump: Suit | None) -> Card | None:
    """The card currently winning the incomplete ``trick`` (Law 44E/44F, by
    :func:`~bridgelaw.table.trick_winner`), or None if empty."""
    return dict(trick)[trick_winner(trick, trump)] if trick else None


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """True if ``card`` played after ``best`` would take the lead in the trick (44E/44F)."""
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump


def _invalid(ctx: _Ctx, reason: str, *, law: str = "46B4", **params: Any) -> Ruling:
    """46B4: the call has no effect ("invalid" 2017, "void" 2007/1997)."""
    msg = M_INVALID if ctx.edition >= Edition.E2017 else M_VOID
    return ctx.ruling(Outcome.INVALID, law, msg, reason_msg=reason,
                      extra={"may_designate": [str(c) for c in ctx.legal]}, **params)


def _play(ctx: _Ctx, card: Card, law: str, message: str, **params: Any) -> Ruling:
    """A played ruling; marks a card that fails to follow suit as a revoke (Laws 61-64)."""
    led = ctx.table.suit_led
    if led is not None and card.suit is not led and ctx.hand.has_suit(led):
        ctx.flags.append("revoke")
        msg = M_WITH_REVOKE if ctx.edition >= Edition.E2017 else M_WITH_REVOKE_42B2
        return ctx.ruling(Outcome.PLAYED, law, msg, card=card, main_msg=message, **params)
    return ctx.ruling(Outcome.PLAYED, law, message, card=card, **params)


# ----------------------------------------------------------------------------- clauses


def clause_46B_preamble(ctx: _Ctx, meant: Card) -> Ruling | None:
    """46B preamble: the director finds declarer's different intention incontrovertible, for an
    *incomplete or invalid* designation (the caller checks that; see
    :func:`preamble_scope_46B`).

    Returns the ``played`` ruling for ``meant`` if dummy holds it and may legally play it; None
    (and a flag ``incontrovertible_not_applicable``) otherwise, so that the rules apply.
    """
    if meant in ctx.legal:
        return ctx.ruling(Outcome.PLAYED, "46B", M_INCONTROVERTIBLE, card=meant)
    ctx.flags.append("incontrovertible_not_applicable")
    return None


def clause_45C4a(ctx: _Ctx, card: Card) -> Ruling:
    """45C4(a) (with 46A; 1963: 45(d)): a card named by suit and rank that dummy holds is played;
    a named card dummy does not hold gives 46B4. A partly known dummy may hold an unseen card."""
    if _dummy_may_hold(ctx, card):
        return _play(ctx, card, law45.clause("45C4(a)", ctx.edition), M_NAMED)
    return clause_46B4(ctx, card)


def _dummy_may_hold(ctx: _Ctx, card: Card) -> bool:
    """Dummy holds ``card``, or (dummy only partly known) it has not been seen elsewhere."""
    return card in ctx.hand or (ctx.table.is_partial(ctx.dummy) and ctx.table.where_is(card) == "not seen")


def _suit_named(ctx: _Ctx) -> Suit | None:
    """The suit declarer named: the suit word, or the trump suit for "trump"/"ruff" + rank."""
    d = ctx.designation
    if d.suit is None and ctx.trump is not None and (d.trump_named or (d.keyword is Keyword.RUFF and d.rank)):
        return ctx.trump
    return d.suit


def _complete_valid_card(ctx: _Ctx) -> Card | None:
    """The card of a complete, valid designation (suit and rank named, dummy holds it), else None.

    Such a designation is not "incomplete or invalid": it is ruled by 45C4(a), outside the
    46B preamble (seed 000, 46B).
    """
    suit = _suit_named(ctx)
    rank = ctx.designation.rank
    if suit is None or rank is None:
        return None
    card = Card(suit, rank)
    return card if _dummy_may_hold(ctx, card) else None


def preamble_scope_46B(ctx: _Ctx, named: Card, meant: Card) -> Ruling:
    """46B preamble scope: declarer named ``named`` completely and dummy holds it, but the
    director finds he meant ``meant``.

    The preamble covers only "неполного или ошибочного названия" (seed 000; 2017 "incomplete or
    invalid designation"), so the finding does not apply: ``named`` is played under 45C4(a),
    flagged ``incontrovertible_not_applicable``; the text says that a mistaken naming can be
    changed only under 45C4(b) (seed 000 commentary 46.4: "см. п.45.3"). A finding equal to the
    named card is simply the 45C4(a) ruling.
    """
    base = clause_45C4a(ctx, named)
    if meant == named:
        return base
    return Ruling(**{**_fields(base), "message": M_INTENT_COMPLETE,
                     "params": {**base.params, "ruling_msg": base.message, "meant_card": str(meant),
                                "change_law": law45.clause("45C4(b)", ctx.edition)},
                     "flags": (*base.flags, "incontrovertible_not_applicable")})


def clause_46B4(ctx: _Ctx, card: Card) -> Ruling:
    """46B4: declarer calls a card that is not in dummy: the call is invalid (2017) / void
    (2007, 1997); declarer may designate any legal card."""
    return _invalid(ctx, R_NOT_IN_DUMMY, named_card=card)


def _won_with_suit(ctx: _Ctx) -> tuple[Suit | None, str | None]:
    """The suit with which (2017) / in which (2007/1997) dummy won the preceding trick.

    Returns (suit, None), or (None, reason) with reason ``"unknown"`` (dummy's card not given)
    or ``"not_won"`` (dummy did not win it / no previous trick). Option O-46-B3A.
    """
    suit, why, _ = _won_previous_trick(ctx)
    return suit, why


def _won_previous_trick(ctx: _Ctx) -> tuple[Suit | None, str | None, Suit | None]:
    """As :func:`_won_with_suit`, plus the suit led to the previous trick when dummy won it by
    ruffing (None otherwise): after a ruff the suit is option O-46-B3A's (``trump_suit``: the
    suit of dummy's card; ``suit_led``: the suit led)."""
    last = ctx.table.last_trick
    if last is None:
        return None, "unknown", None
    if last.winner is not ctx.dummy:
        return None, "not_won", None
    dc = last.card_of(ctx.dummy)
    if dc is None:
        return None, "unknown", None
    led = last.suit_led
    ruffed = led if led is not None and dc.suit is not led else None
    if ctx.opt("O-46-B3A") == "suit_led" and led is not None:
        return led, None, ruffed
    return dc.suit, None, ruffed


def _extreme(ctx: _Ctx, word: str, high: bool) -> Ruling:
    """46B1(a)/(c) ("high"/"low") and words read as them: ``word`` is ``"high"``, ``"low"``,
    ``"win"`` (O-46-WIN fallback) or ``"please"`` (O-46-PLEASE=low)."""
    ed = ctx.edition
    if word == "win":
        law = clause_46B1b_label(ed)
    else:
        law = clause_46B1(ed, "a" if high else "c")
    led = ctx.table.suit_led
    if led is None:
        return _extreme_on_lead(ctx, law, high)
    follow = _suit_cards(ctx.hand, led)
    if follow:
        card = follow[-1] if high else follow[0]
        if word == "win":
            msg = M_WIN_AS_HIGH
        elif ed >= Edition.E2017:
            msg = M_HIGH_LED if high else M_LOW_LED
        else:
            msg = M_HIGH_ANY if high else M_LOW_ANY
        return _play(ctx, card, law, msg)
    # dummy has no card of the suit led: O-46-HIGHLOW
    choice = ctx.opt("O-46-HIGHLOW")
    if choice == "invalid":
        return _invalid(ctx, R_VOID_LED)
    if choice == "defenders_choose":
        return _defenders(ctx, "46B5", M_VOID_DEFENDERS)
    cards = sorted(ctx.hand, key=lambda c: c.rank)
    if not cards:
        return _invalid(ctx, R_VOID_LED)
    target = cards[-1].rank if high else cards[0].rank
    ties = sorted(c for c in cards if c.rank == target)
    if len(ties) > 1:
        return ctx.ruling(Outcome.MUST_SPECIFY, law, M_TIE, candidates=ties, cards=ties)
    msg = M_WIN_AS_HIGH if word == "win" else (M_HIGH_ANY if high else M_LOW_ANY)
    return _play(ctx, ties[0], law, msg)


def _extreme_on_lead(ctx: _Ctx, law: str, high: bool) -> Ruling:
    """"high"/"low" with dummy on lead (no suit led): option O-46-HIGHLOW-LEAD."""
    choice = ctx.opt("O-46-HIGHLOW-LEAD")
    if choice == "invalid":
        return _invalid(ctx, R_LEAD_NO_SUIT)
    if choice == "defenders_choose":
        return _defenders(ctx, "46B5", M_VOID_DEFENDERS)
    suit, why, ruffed = _won_previous_trick(ctx)
    if suit is None:
        if why == "unknown":
            return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_LAST_TRICK, needs="last_trick")
        return _invalid(ctx, R_LEAD_NO_SUIT)
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        return _invalid(ctx, R_LEAD_NO_SUIT)
    card = cards[-1] if high else cards[0]
    extra: dict[str, Any] = {"by_analogy": "46B3(a)"}
    if ruffed is not None:
        extra["after_ruff"] = ctx.opt("O-46-B3A")
    return ctx.ruling(Outcome.PLAYED, law, M_HIGH_LEAD if high else M_LOW_LEAD, card=card, suit=suit,
                      extra=extra)


def clause_46B1a(ctx: _Ctx) -> Ruling:
    """46B1(a) "high": 2017 the highest card of the suit led; 2007/1997 the highest card
    (dummy void: O-46-HIGHLOW; dummy on lead: O-46-HIGHLOW-LEAD)."""
    return _extreme(ctx, "high", True)


def clause_46B1c(ctx: _Ctx) -> Ruling:
    """46B1(c) "low": 2017 the lowest card of the suit led; 2007/1997 the lowest card
    (dummy void: O-46-HIGHLOW; dummy on lead: O-46-HIGHLOW-LEAD)."""
    return _extreme(ctx, "low", False)


def _later_defenders(ctx: _Ctx) -> list[Seat]:
    """Defenders who play to this trick after dummy."""
    out = []
    seat = ctx.dummy
    for _ in range(3 - len(ctx.trick)):
        seat = seat.lho
        if not seat.same_side(ctx.dummy):
            out.append(seat)
    return out


def _public_cards_mask(ctx: _Ctx) -> int:
    """Cards every player knows the place of: dummy's hand and every card played."""
    m = ctx.hand.mask
    for _, c in ctx.trick:
        m |= c.bit
    for t in ctx.table.tricks:
        for _, c in t.cards:
            m |= c.bit
    return m


def _known_winners(ctx: _Ctx, mode: str) -> list[Card] | None:
    """Dummy's legal cards known to win the trick under O-46-WIN ``mode``; lowest first.

    ``last_only_else_high``: beats the cards so far, dummy last. ``known`` (default): beats the
    cards so far and no card a later defender may hold beats it - the defenders may hold any
    card not in dummy, not played and (when the table knows declarer's hand) not declarer's; a
    plain card is beaten by any trump they may hold (they may be void), dummy's trump only by a
    higher one (46B1(b): masters, and ruffing or overruffing). ``public_master``: the same with
    declarer's hand counted as unseen (the public reading). ``td_double_dummy``: no legal card
    of a later defender beats it (None if a later defender's hand is only partly known).
    """
    best = _best_so_far(ctx.trick, ctx.trump)
    cands = [c for c in ctx.legal if best is None or _beats(c, best, ctx.trump)]
    later = _later_defenders(ctx)
    if not later or mode == "last_only_else_high":
        return sorted(cands, key=lambda c: c.rank) if not later else []
    led = ctx.table.suit_led
    if mode in ("public_master", "known"):
        seen = _public_cards_mask(ctx)
        declarer = ctx.table.declarer
        if mode == "known" and not ctx.table.is_partial(declarer):
            seen |= ctx.table.hand(declarer).mask  # declarer's own cards win for his side
        top: dict[Suit, Rank] = {}  # the highest card of each suit a defender may hold
        for t in ALL_CARDS:
            if not seen & t.bit and (t.suit not in top or t.rank > top[t.suit]):
                top[t.suit] = t.rank
        trump_out = ctx.trump is not None and ctx.trump in top
        return sorted((c for c in cands
                       if not (c.suit in top and top[c.suit] > c.rank)
                       and not (trump_out and c.suit is not ctx.trump)), key=lambda c: c.rank)
    else:
        if any(ctx.table.is_partial(s) for s in later):
            return None
        threat_sets = []
        for s in later:
            threat_sets.append(list(ctx.table.hand(s)))
    out = []
    for c in cands:
        lead_suit = led if led is not None else c.suit
        ok = True
        for threats in threat_sets:
            if mode == "td_double_dummy":
                follow = [t for t in threats if t.suit is lead_suit]
                threats = follow or threats
            for t in threats:
                if t.suit is c.suit and t.rank > c.rank:
                    ok = False
                elif t.suit is ctx.trump and c.suit is not ctx.trump and (
                        mode != "td_double_dummy" or not any(x.suit is lead_suit for x in threats)):
                    ok = False
                if not ok:
                    break
            if not ok:
                break
        if ok:
            out.append(c)
    return sorted(out, key=lambda c: c.rank)


def clause_46B1b(ctx: _Ctx) -> Ruling:
    """46B1(b) "win": the lowest card known to win the trick (option O-46-WIN).

    When no card is known to win: dummy last -> invalid (46B4 by analogy; nothing can win);
    dummy not last -> read as "high" (laws.md §4 O-46-WIN). Before 2007 "win" is not in the
    Laws: the same reading by O-46-WIN, cited ``46B``, flagged ``non_statutory_word`` and said
    in the text (:func:`_win_before_2007`).
    """
    r = _win_46B1b(ctx)
    if ctx.edition >= Edition.E2007:
        return r
    return _win_before_2007(ctx, r)


def _win_before_2007(ctx: _Ctx, r: Ruling) -> Ruling:
    """"win" under a code before 2007 (seed 003, 46.2): the O-46-WIN reading ``r`` with a note
    that the word is not defined by that code, the flag ``non_statutory_word`` and
    ``extra["interpretation"] = "O-46-WIN"``."""
    params = {**r.params, "win_msg": r.message, "edition": ctx.edition.value}
    return Ruling(**{**_fields(r), "message": M_WIN_NOT_STATUTORY, "params": params,
                     "flags": (*r.flags, "non_statutory_word"),
                     "extra": {**r.extra, "interpretation": "O-46-WIN"}})


def _win_46B1b(ctx: _Ctx) -> Ruling:
    law = clause_46B1b_label(ctx.edition)
    mode = ctx.opt("O-46-WIN")
    if mode == "director":
        return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_WIN, needs="win_meaning")
    if cannot_win_46B1b(ctx):
        r = _invalid(ctx, R_CANNOT_WIN)
        return Ruling(**{**_fields(r), "flags": (*r.flags, "cannot_win"),
                         "extra": {**r.extra, "answer": "cannot_win"}})
    winners = _known_winners(ctx, mode)
    if winners is None:
        return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_HANDS, needs="defenders_hands")
    if winners:
        return _play(ctx, winners[0], law, M_WIN)
    led = ctx.table.suit_led
    if (mode in ("known", "public_master") and led is not None and not _suit_cards(ctx.hand, led)
            and ctx.opt("O-46-HIGHLOW") == "invalid"):
        # void in the suit led, a trump beating the cards so far (else cannot_win above), but no
        # ruff known to win (a later defender may overruff): "win" asks for a ruff, which one is
        # the director's call - not invalid (46B4) through the "high" fallback (TD review)
        return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_WIN, needs="win_meaning")
    return _extreme(ctx, "win", True)


def cannot_win_46B1b(ctx: _Ctx) -> bool:
    """"win" when dummy cannot win the trick at all: a card has been played and no legal card of
    dummy beats the card winning so far (44E/44F), wherever dummy plays. Its own answer: nothing
    is played and declarer designates again (46B4 by analogy), flagged ``cannot_win``."""
    best = _best_so_far(ctx.trick, ctx.trump)
    return best is not None and not any(_beats(c, best, ctx.trump) for c in ctx.legal)


def clause_46B2(ctx: _Ctx, suit: Suit, message: str = M_SUIT) -> Ruling:
    """46B2: a suit but no rank designates the lowest card of that suit in dummy; none: 46B4."""
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        if ctx.trump is not None and suit is ctx.trump and message is M_TRUMP:
            return _invalid(ctx, R_DUMMY_NO_TRUMP)
        return _invalid(ctx, R_NO_SUIT, suit=suit)
    return _play(ctx, cards[0], "46B2", message, suit=suit)


def _highest_of_suit(ctx: _Ctx, suit: Suit) -> Ruling:
    """A suit with "high" ("high spade", "top trump"): the highest card of the suit named
    (46B1(a) with the suit given by declarer); none: 46B4."""
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        return _invalid(ctx, R_NO_SUIT, suit=suit)
    return _play(ctx, cards[-1], clause_46B1(ctx.edition, "a"), M_HIGH_SUIT, suit=suit)


def clause_46B3a(ctx: _Ctx, rank: Rank) -> Ruling | None:
    """46B3(a): rank only, dummy leading: the suit with which (2017) / in which (2007, 1997)
    dummy won the preceding trick, if dummy holds that rank in it (O-46-B3A after a ruff).

    Returns None when (a) does not apply (then 46B3(b)); a ``director`` ruling when dummy's
    card in the previous trick is unknown and two or more cards of the rank are in dummy.
    """
    suit, why, ruffed = _won_previous_trick(ctx)
    if suit is None:
        if why == "unknown" and sum(1 for c in ctx.legal if c.rank == rank) > 1:
            return ctx.ruling(Outcome.DIRECTOR, "46B3(a)", M_DIRECTOR_LAST_TRICK, needs="last_trick")
        return None
    card = Card(suit, rank)
    if card not in ctx.hand:
        return None
    with_which = ctx.edition >= Edition.E2017
    if ruffed is None:
        msg = M_RANK_LEAD_WITH if with_which else M_RANK_LEAD_IN
        return ctx.ruling(Outcome.PLAYED, "46B3(a)", msg, card=card, suit=suit)
    reading = ctx.opt("O-46-B3A")
    if reading == "suit_led":
        msg = M_RANK_RUFF_LED_WITH if with_which else M_RANK_RUFF_LED_IN
    else:
        msg = M_RANK_RUFF_TRUMP_WITH if with_which else M_RANK_RUFF_TRUMP_IN
    return ctx.ruling(Outcome.PLAYED, "46B3(a)", msg, card=card, suit=suit, led_suit=ruffed,
                      extra={"after_ruff": reading})


def clause_46B3b(ctx: _Ctx, rank: Rank) -> Ruling:
    """46B3(b): rank only: the legal card of that rank; two or more: declarer must say which
    (O-46-B3B-LOCK: restricted to them, or free); none legal: invalid (46B4)."""
    cands = sorted(c for c in ctx.legal if c.rank == rank)
    if len(cands) == 1:
        return ctx.ruling(Outcome.PLAYED, "46B3(b)", M_RANK_ONE, card=cands[0])
    if not cands:
        return _invalid(ctx, R_NO_RANK)
    restricted = ctx.opt("O-46-B3B-LOCK") == "restricted"
    return ctx.ruling(Outcome.MUST_SPECIFY, "46B3(b)", M_RANK_MANY if restricted else M_RANK_MANY_FREE,
                      candidates=cands, cards=cands, extra={"restricted": restricted})


def _defenders(ctx: _Ctx, law: str, message: str) -> Ruling:
    return ctx.ruling(Outcome.DEFENDERS_DESIGNATE, law, message,
                      extra={"choices": [str(c) for c in ctx.legal],
                             "if_defenders_disagree": ctx.opt("O-46-B5")})


def clause_46B5(ctx: _Ctx) -> Ruling:
    """46B5: neither suit nor rank ("play anything"): either defender designates dummy's card;
    on disagreement option O-46-B5 (default: the defender next to play decides)."""
    return _defenders(ctx, "46B5", M_ANY)


def _ruff(ctx: _Ctx) -> Ruling:
    """"ruff"/"trump it" (O-46-RUFF): the lowest trump (46B2 with the trump suit) or the lowest
    trump that wins the trick so far (46B1(b) by analogy); no trumps: invalid."""
    if ctx.trump is None:
        return _invalid(ctx, R_NO_TRUMPS)
    trumps = _suit_cards(ctx.hand, ctx.trump)
    if not trumps:
        return _invalid(ctx, R_DUMMY_NO_TRUMP)
    if ctx.opt("O-46-RUFF") == "lowest_winning_trump":
        best = _best_so_far(ctx.trick, ctx.trump)
        if best is not None and best.suit is ctx.trump:
            winners = [c for c in trumps if c.rank > best.rank]
            if winners:
                return _play(ctx, winners[0], clause_46B1b_label(ctx.edition), M_RUFF_WINNING)
    return _play(ctx, trumps[0], "46B2", M_TRUMP, suit=ctx.trump)


def _cover(ctx: _Ctx) -> Ruling:
    """"cover" (O-46-COVER): the lowest card of the suit led beating the highest card of that
    suit so far (46B1(b)-like); ``high``: read as "high"; none / ``director``: director."""
    choice = ctx.opt("O-46-COVER")
    law = clause_46B1b_label(ctx.edition)
    if choice == "high":
        return _extreme(ctx, "high", True)
    led = ctx.table.suit_led
    if choice == "lowest_beating" and led is not None:
        top = max(c.rank for _, c in ctx.trick if c.suit is led)
        cover = [c for c in _suit_cards(ctx.hand, led) if c.rank > top]
        if cover:
            return _play(ctx, cover[0], law, M_COVER)
    return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_COVER, needs="cover_meaning")


def _run(ctx: _Ctx, suit: Suit | None) -> Ruling:
    """"run the <suit>" (O-46-RUN): the highest remaining card of the suit now and at later
    tricks (WBF LC 12 Jan 2000 #6); ``disallow``: treated as "play anything" (46B5)."""
    if ctx.opt("O-46-RUN") == "disallow":
        return clause_46B5(ctx)
    if suit is None:
        suit = ctx.table.suit_led
    if suit is None:
        suit, _ = _won_with_suit(ctx)
    if suit is None:
        return ctx.ruling(Outcome.DIRECTOR, "46B", M_DIRECTOR_SUIT, needs="suit")
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        return _invalid(ctx, R_NO_SUIT, suit=suit)
    r = _play(ctx, cards[-1], "46B", M_RUN, suit=suit)
    r.extra.update({"run": suit.letter, "interpretation": "WBF LC 2000-01-12 #6"})
    return r


def _not_dummy_turn(ctx: _Ctx) -> Ruling:
    """Declarer designates a dummy card when dummy is not to play: director (55, 45E, 57C)."""
    t = ctx.table
    if any(s is ctx.dummy for s, _ in ctx.trick):
        law = "45E"
    elif not ctx.trick and t.turn is t.declarer:
        law = "55"
    else:
        law = "57C"
    return ctx.ruling(Outcome.DIRECTOR, law, M_NOT_DUMMY_TURN, needs="dummy_not_to_play",
                      turn=t.turn.letter)


# ----------------------------------------------------------------------------- entry points


def resolve_designation(
    table: Table,
    designation: Designation,
    *,
    seat: Seat | None = None,
    edition: Edition,
    regulations: Regulations,
    incontrovertible: Card | None = None,
) -> Ruling:
    """Rule on a designation of dummy's card (Law 45C4(a), Law 46, 2017/2007/1997).

    Args:
        table: the position; dummy should be the seat to play (``table.turn``). The table is
            not changed.
        designation: what was said, as structure (suit, rank, keyword, trump_named).
        seat: who spoke; default declarer. Dummy speaking gives ``not_played`` (45F).
        edition: the code of the Laws (wording of 46B1, 46B3(a), 46B4; option defaults).
        regulations: the options of laws.md §4 (O-46-*).
        incontrovertible: the director's finding (46B preamble) that declarer meant this card;
            applied to an incomplete or invalid designation if dummy holds the card and may
            legally play it, otherwise flagged ``incontrovertible_not_applicable`` and not
            applied (a complete naming of a card dummy holds stays 45C4(a)).

    Returns:
        A :class:`Ruling` with ``seat`` = dummy and outcome ``played`` (``card``; flag
        ``revoke`` if it does not follow suit), ``must_specify`` (``candidates``), ``invalid``,
        ``defenders_designate`` (``extra["choices"]``) or ``director`` (``needs``). ``message``
        and ``params`` (domain ``law46``) give the explanation; ``text`` is empty until
        :func:`bridgelaw.i18n.render`. Under codes before 1997 a Law 46 label is flagged
        ``label_unverified`` (:func:`mark_unverified_label_46`).

    Raises:
        PlayOverError: all 13 tricks have been played.
        IllegalDesignationError: ``seat`` is a defender (only declarer designates dummy's card).
    """
    ruling = _resolve_designation(table, designation, seat, edition, regulations, incontrovertible)
    return mark_unverified_label_46(ruling, edition)


def _resolve_designation(table: Table, designation: Designation, seat: Seat | None, edition: Edition,
                         regulations: Regulations, incontrovertible: Card | None) -> Ruling:
    """:func:`resolve_designation` before the label check (same arguments and errors)."""
    if table.is_over:
        raise PlayOverError("all 13 tricks have been played: there is no card to designate")
    dummy = table.dummy
    speaker = table.declarer if seat is None else seat
    legal = table.legal_cards(dummy) if table.turn is dummy else []
    ctx = _Ctx(table, designation, edition, regulations, dummy, table.hand(dummy), legal,
               _said(designation), table.trump, table.current_trick)
    if speaker is dummy:
        ctx.flags.append("summon_director")
        return ctx.ruling(Outcome.NOT_PLAYED, "45F", M_DUMMY_SPOKE)
    if speaker is not table.declarer:
        raise IllegalDesignationError(
            f"{speaker.letter} is a defender: only declarer designates dummy's card (Law 45B); "
            "a defender designates it only after a 46B5 ruling",
            text=designation.text, lang=designation.lang)
    if table.turn is not dummy:
        return _not_dummy_turn(ctx)
    if incontrovertible is not None:
        named = _complete_valid_card(ctx)
        if named is not None:
            return preamble_scope_46B(ctx, named, incontrovertible)
        r = clause_46B_preamble(ctx, incontrovertible)
        if r is not None:
            return r
        base = _resolve(ctx)
        return Ruling(**{**_fields(base), "message": M_INTENT_IGNORED,
                         "params": {**base.params, "ruling_msg": base.message,
                                    "meant_card": str(incontrovertible)}})
    return _resolve(ctx)


def _fields(r: Ruling) -> dict[str, Any]:
    return {f: getattr(r, f) for f in r.__dataclass_fields__}


def _resolve(ctx: _Ctx) -> Ruling:
    """The rules of 45C4(a)/46B1-46B5 in order, after the 46B preamble."""
    d = ctx.designation
    kw = d.keyword
    suit = _suit_named(ctx)
    if d.trump_named and ctx.trump is None and suit is None:
        return _invalid(ctx, R_NO_TRUMPS)
    if suit is not None and d.rank is not None:
        return clause_45C4a(ctx, Card(suit, d.rank))
    if d.rank is not None:
        if not ctx.trick:
            r = clause_46B3a(ctx, d.rank)
            if r is not None:
                return r
        return clause_46B3b(ctx, d.rank)
    if kw is Keyword.RUN:
        return _run(ctx, suit)
    if suit is not None:
        if kw is Keyword.HIGH:
            return _highest_of_suit(ctx, suit)
        if kw is Keyword.COVER and suit is ctx.table.suit_led:
            return _cover(ctx)
        if kw is Keyword.WIN and suit is ctx.table.suit_led:
            return clause_46B1b(ctx)
        return clause_46B2(ctx, suit, M_TRUMP if d.trump_named and suit is ctx.trump else M_SUIT)
    if kw is Keyword.HIGH:
        return clause_46B1a(ctx)
    if kw is Keyword.LOW:
        return clause_46B1c(ctx)
    if kw is Keyword.WIN:
        return clause_46B1b(ctx)
    if kw is Keyword.RUFF:
        return _ruff(ctx)
    if kw is Keyword.COVER:
        return _cover(ctx)
    if kw is Keyword.PLEASE and ctx.opt("O-46-PLEASE") == "low":
        return _extreme(ctx, "please", False)
    return clause_46B5(ctx)


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


# ----------------------------------------------------------------------------- words not understood


def not_understood_46A(error: InvalidDesignationError, *, dummy: Seat | None = None) -> Ruling:
    """The words are not understood as a designation: the ``not_understood`` ruling (46A).

    Nothing is designated and nothing is played; declarer designates again, properly (46A: "clearly
    state both the suit and the rank"). This is not 46B4 (a card named that dummy does not hold):
    no card was named at all. The ruling names the words not understood with their place in the
    utterance (``extra["unknown"]``: ``[{"word", "position", "start", "end"}]``), or says that the
    words name nothing, contradict themselves, or are another language than the one given
    (``extra["detected"]``; never honoured silently).

    Args:
        error: the parser's error (:class:`~bridgelaw.designation.types.NotUnderstoodError`,
            :class:`~bridgelaw.designation.types.WrongLanguageError`, or another
            :class:`~bridgelaw.errors.InvalidDesignationError` such as two suits in one breath).
        dummy: the seat of dummy (the ruling's ``seat``), or None.
    Returns:
        Ruling: outcome ``not_understood``, law ``46A``, flag ``designate_again``; message of
        domain ``law46``.
    """
    said = (error.text or "").strip()
    unknown = getattr(error, "unknown", ())
    words = ", ".join(f"'{u.word}' ({u.position})" for u in unknown)
    extra: dict[str, Any] = {"unknown": [{"word": u.word, "position": u.position, "start": u.start,
                                          "end": u.end} for u in unknown]}
    params: dict[str, Any] = {"domain": DOMAIN, "said": said, "law": "46A"}
    if isinstance(error, WrongLanguageError):
        message = M_WRONG_LANGUAGE
        params.update(words=words, given_lang=error.lang or "", detected=error.detected)
        extra["detected"] = error.detected
    elif unknown:
        message = M_NOT_UNDERSTOOD
        params["words"] = words
    elif isinstance(error, NotUnderstoodError):
        message = M_NOT_UNDERSTOOD_NOTHING
        if error.traps:
            extra["traps"] = list(error.traps)
    else:
        message = M_NOT_UNDERSTOOD_CONFLICT
    extra["why"] = str(error)
    return Ruling(outcome=Outcome.NOT_UNDERSTOOD, law="46A", seat=dummy, message=message, params=params,
                  flags=("designate_again",), extra=extra)


# ----------------------------------------------------------------------------- 46B3(b) lock


def specify_46B3b(table: Table, must: Ruling, designation: Designation, *, edition: Edition,
                  regulations: Regulations) -> Ruling:
    """Declarer says which card he means after a 46B3(b) ``must_specify`` ruling.

    Under ``O-46-B3B-LOCK`` = ``restricted`` (default) he must name one of ``must.candidates``:
    the words are read against the candidates (a suit alone, "the club one", picks the candidate
    of that suit; a full card must be one of them). Exactly one candidate fits: it is ``played``
    (46B3(b), message M_SPECIFY_ONE). None fits (another card, another rank): ``not_played``,
    nothing is played and the ``must_specify`` choice stays open (``candidates`` repeated, flag
    ``must_choose_candidate``). Several still fit: ``must_specify`` again with those. Under
    ``free`` the words are a new designation of any legal card: :func:`resolve_designation`.

    Args:
        table: the position (unchanged since the ``must_specify`` ruling; dummy to play).
        must: the ``must_specify`` ruling (its ``candidates``).
        designation: what declarer says now.
        edition, regulations: as for :func:`resolve_designation`.
    Returns:
        Ruling: ``played``, ``not_played`` or ``must_specify`` as above (seat = dummy).
    Raises:
        ValueError: ``must`` is not a ``must_specify`` ruling.
        PlayOverError, IllegalDesignationError: as :func:`resolve_designation`.
    Spec: laws.md §1.6 ("choice limited to cands"), option O-46-B3B-LOCK.
    """
    if must.outcome is not Outcome.MUST_SPECIFY:
        raise ValueError(f"specify_46B3b needs a must_specify ruling, not {must.outcome.value}")
    if regulations.get("O-46-B3B-LOCK", edition) != "restricted":
        return resolve_designation(table, designation, edition=edition, regulations=regulations)
    d = designation
    suit = d.suit
    if suit is None and d.trump_named and table.trump is not None:
        suit = table.trump
    fits = [c for c in must.candidates
            if (suit is None or c.suit is suit) and (d.rank is None or c.rank is d.rank)]
    if suit is None and d.rank is None:
        fits = []  # "low", "anything": not a choice among the candidates
    params: dict[str, Any] = {"domain": DOMAIN, "said": _said(d), "law": "46B3(b)"}
    if len(fits) == 1:
        return Ruling(Outcome.PLAYED, "46B3(b)", seat=table.dummy, card=fits[0], message=M_SPECIFY_ONE,
                      params={**params, "card": str(fits[0])}, extra={"restricted": True})
    if len(fits) > 1:
        return Ruling(Outcome.MUST_SPECIFY, "46B3(b)", seat=table.dummy, candidates=tuple(fits),
                      message=M_RANK_MANY, params={**params, "cards": [str(c) for c in fits]},
                      extra={"restricted": True})
    return Ruling(Outcome.NOT_PLAYED, "46B3(b)", seat=table.dummy, candidates=must.candidates,
                  message=M_SPECIFY_REFUSED, params={**params, "cards": [str(c) for c in must.candidates]},
                  flags=("must_choose_candidate",), extra={"restricted": True})


# ----------------------------------------------------------------------------- a change in one breath


_CONDITIONS = {"slip_of_tongue": C_SLIP, "no_pause_for_thought": C_PAUSE,
               "without_interruption": C_INTERRUPTION}
_WHY = {"not_slip": W_NOT_SLIP, "not_unintended": W_NOT_UNINTENDED, "pause": W_PAUSE,
        "interruption": W_INTERRUPTION}


def change_in_one_breath_45C4b(
    table: Table,
    designation: Designation,
    *,
    edition: Edition,
    regulations: Regulations,
    slip_of_tongue: bool | None = None,
    pause_for_thought: bool = False,
    seat: Seat | None = None,
) -> list[Ruling]:
    """Rule on an utterance that designates a card and changes it in the same breath
    ("the king... no, wait, the ace of clubs"; "валета, ой, короля"; "knekt, nej förlåt, kung").

    The Law reads it as two acts (laws.md §1.5, §2): 45C4(a) - the card named first is played
    (``designation.first``, resolved by :func:`resolve_designation`); 45C4(b) - the change
    (``designation.change``) is allowed only for an unintended designation, by the rules of
    :func:`bridgelaw.laws.law45.may_change_designation_45C4b` for the edition (2017: a slip of
    the tongue, declarer naming a dummy card; 2007/1997: inadvertent, without pause for thought;
    1963 45(d): "mits dit zonder onderbreking geschiedt", without interruption). Said in one
    breath, no card has been played since, so the window is open in every edition.

    Args:
        table: the position, dummy to play (not changed).
        designation: the parsed utterance; should have ``has_change`` (without a change the
            result is simply ``[resolve_designation(...)]``).
        edition, regulations: as for :func:`resolve_designation`.
        slip_of_tongue: the director's finding that the first designation was unintended; None
            when not (yet) found - the change ruling is then ``director`` with
            ``needs="slip_of_tongue"`` and the first card stands as played meanwhile.
        pause_for_thought: the director's finding of a pause for thought (2007 and older; 1963:
            an interruption) - default False, the words being one utterance.
        seat: who spoke (default declarer), as for :func:`resolve_designation`.
    Returns:
        list[Ruling]: first the ruling on the first designation (``played`` under 45C4(a) / 46B,
        flag ``first_designation``, ``extra["in_one_breath"]``), then the ruling on the change:

        * ``change_allowed`` (law 45C4(b), 1963 45(d)): ``card`` the new card,
          ``extra["withdrawn"]`` the first card (``"N:SK"``), ``extra["first_card"]``;
        * ``change_refused``: ``card`` the first card, ``extra["reason"]`` from law45
          (``not_slip``, ``not_unintended``, ``pause``, ``interruption``, ...);
        * ``director`` with ``needs="slip_of_tongue"`` (finding not given), or
          ``needs="new_designation"`` (allowed, but the new words give no legal card);
        * ``played`` again when both name the same card (flag ``restated``).

        When the first words play no card: after a 46B4 ``invalid`` call the change is simply the
        new designation (declarer may designate any legal card); after ``must_specify`` it is his
        choice (:func:`specify_46B3b`); otherwise ``director`` with ``needs="designation"``.
        A ruling that is not dummy's turn or a dummy's or defender's speech is returned alone.
    Raises:
        PlayOverError, IllegalDesignationError: as :func:`resolve_designation`.
    """
    first_d = designation.first
    change = designation.change
    first = resolve_designation(table, first_d, seat=seat, edition=edition, regulations=regulations)
    if change is None:
        return [first]
    first = Ruling(**{**_fields(first), "flags": (*first.flags, "first_designation"),
                      "extra": {**first.extra, "in_one_breath": True}})
    if first.outcome is Outcome.DIRECTOR and first.needs == "dummy_not_to_play":
        return [first]
    if first.outcome is Outcome.NOT_PLAYED:  # dummy spoke (45F)
        return [first]
    said1, said2 = _said(first_d), _said(change)
    base: dict[str, Any] = {"domain": DOMAIN, "said": _said(designation), "first_said": said1,
                            "change_said": said2}
    label = law45.clause("45C4(b)", edition)
    dummy = table.dummy
    if first.outcome is Outcome.INVALID:
        return [first, resolve_designation(table, change, seat=seat, edition=edition,
                                           regulations=regulations)]
    if first.outcome is Outcome.MUST_SPECIFY:
        return [first, specify_46B3b(table, first, change, edition=edition, regulations=regulations)]
    if first.outcome is not Outcome.PLAYED or first.card is None:
        return [first, Ruling(Outcome.DIRECTOR, label, seat=dummy, needs="designation",
                              flags=("summon_director",), message=M_BREATH_NO_FIRST_CARD,
                              params={**base, "law": label})]
    old = first.card
    new_r = resolve_designation(table, change, seat=seat, edition=edition, regulations=regulations)
    if new_r.outcome is Outcome.PLAYED and new_r.card is old:
        return [first, Ruling(Outcome.PLAYED, first.law, seat=dummy, card=old, message=M_BREATH_SAME,
                              params={**base, "card": str(old), "law": first.law}, flags=("restated",))]
    facts = law45.ChangeFacts(by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=False,
                              slip_of_tongue=True if slip_of_tongue is None else slip_of_tongue,
                              pause_for_thought=pause_for_thought)
    dec = law45.may_change_designation_45C4b(facts, edition=edition, regulations=regulations)
    extra: dict[str, Any] = {"first_card": str(old), "in_one_breath": True}
    cond = _CONDITIONS[law45.change_condition_45C4b(edition)]
    if not dec.played:
        why = _WHY.get(dec.reason, W_NOT_SLIP if edition >= Edition.E2017 else W_NOT_UNINTENDED)
        return [first, Ruling(Outcome.CHANGE_REFUSED, dec.law, seat=dummy, card=old, message=M_BREATH_REFUSED,
                              params={**base, "card": str(old), "why_msg": why, "law": dec.law},
                              extra={**extra, "reason": dec.reason})]
    if slip_of_tongue is None:
        return [first, Ruling(Outcome.DIRECTOR, dec.law, seat=dummy, card=old, needs="slip_of_tongue",
                              flags=("summon_director",), message=M_BREATH_DIRECTOR,
                              params={**base, "card": str(old), "condition_msg": cond, "law": dec.law,
                                      "law_first": first.law},
                              extra={**extra, "if_allowed": str(new_r.card) if new_r.card else None})]
    if new_r.outcome is not Outcome.PLAYED or new_r.card is None or "revoke" in new_r.flags:
        return [first, Ruling(Outcome.DIRECTOR, dec.law, seat=dummy, card=old, needs="new_designation",
                              flags=("summon_director",), message=M_BREATH_NEW_NOT_LEGAL,
                              params={**base, "old_card": str(old), "law": dec.law}, extra=extra)]
    return [first, Ruling(Outcome.CHANGE_ALLOWED, dec.law, seat=dummy, card=new_r.card, options=dec.options,
                          message=M_BREATH_ALLOWED,
                          params={**base, "old_card": str(old), "card": str(new_r.card),
                                  "condition_msg": cond, "law": dec.law},
                          extra={**extra, "withdrawn": f"{dummy.letter}:{old}", "new_law": new_r.law})]


def rule_words(
    table: Table,
    text: str,
    lang: str | None = None,
    *,
    edition: Edition,
    regulations: Regulations,
    seat: Seat | None = None,
    slip_of_tongue: bool | None = None,
    pause_for_thought: bool = False,
    incontrovertible: Card | None = None,
) -> list[Ruling]:
    """Everything Law 45C4/46 says about one utterance of declarer to dummy, from the words.

    Parses ``text`` (:func:`~bridgelaw.designation.parser.parse_designation`) and rules:

    * words not understood (an unknown word, words naming nothing, a contradiction, a wrong
      ``lang``): ``[not_understood]`` (:func:`not_understood_46A`), nothing played;
    * a correction in one breath: :func:`change_in_one_breath_45C4b` (two rulings);
    * otherwise ``[resolve_designation(...)]``.

    Args:
        table: the position, dummy to play (not changed).
        text: the words.
        lang: their language, or None to detect it.
        edition, regulations, seat, incontrovertible: as for :func:`resolve_designation`
            (``incontrovertible`` applies to a designation without a change).
        slip_of_tongue, pause_for_thought: findings for a change in one breath.
    Returns:
        list[Ruling]: one or two rulings (rendered with :func:`bridgelaw.i18n.render`).
    Raises:
        PlayOverError, IllegalDesignationError: as :func:`resolve_designation`.
    """
    try:
        designation = parse_designation(text, lang)
    except InvalidDesignationError as e:
        return [not_understood_46A(e, dummy=table.dummy)]
    if designation.has_change:
        return change_in_one_breath_45C4b(table, designation, edition=edition, regulations=regulations,
                                          slip_of_tongue=slip_of_tongue, pause_for_thought=pause_for_thought,
                                          seat=seat)
    return [resolve_designation(table, designation, seat=seat, edition=edition, regulations=regulations,
                                incontrovertible=incontrovertible)]
