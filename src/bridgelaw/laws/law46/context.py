"""Law 46: the messages, the context of one resolution and the ruling builders shared by the
Law 46 modules (:mod:`~bridgelaw.laws.law46` and its parts).

The rules themselves are :mod:`bridgelaw.laws.law46.resolve` (45C4(a), 46B1-46B5) and
:mod:`bridgelaw.laws.law46.words` (46A, the 46B3(b) lock, a 45C4(b) change in one breath).
Every message is an English template of the gettext domain ``law46``
(``locale/<lang>/LC_MESSAGES/law46.po``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bridgelaw.cards import Card, Hand, Seat, Suit
from bridgelaw.designation.types import Designation
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law46.declarations import CLAUSES
from bridgelaw.regulations import Option, Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table, trick_winner

__all__ = [
    "MESSAGES",
    "label_46B1",
    "label_46B1b",
    "mark_unverified_label_46",
]


#: The messages of this module: gettext domain ``law46`` (``locale/<lang>/LC_MESSAGES/law46.po``).
MESSAGES = Messages("law46")


# ----------------------------------------------------------------------------- messages

M_INCONTROVERTIBLE = MESSAGES(
    "Declarer said '{said}', but the director finds that declarer incontrovertibly meant {card}: "
    "{card} is played (Law 46B).")
M_NAMED = MESSAGES("Declarer named {card}, which is in dummy: it is played (Law {law}).")
M_INTENT_COMPLETE = MESSAGES(
    "{ruling_msg} The director's finding that declarer meant {meant_card} does not apply: the Law 46B "
    "preamble covers only an incomplete or invalid designation, and declarer named a card dummy holds. "
    "If the naming was a mistake, declarer may change it only as Law {change_law} allows.")
M_WIN_NOT_STATUTORY = MESSAGES(
    "{win_msg} The {edition} Laws do not define 'win' (Law 46B1 there covers only 'high' and 'low'): "
    "this reading is that of regulation option O-46-WIN.")
M_LABEL_UNVERIFIED = MESSAGES(
    "{labelled_msg} (Law 46 is numbered as in the 1997 code: the numbering of the {edition} code is "
    "not verified.)")
M_HIGH_LED = MESSAGES(
    "Declarer said '{said}': the highest card of the suit led, {card}, is played (Law {law}).")
M_HIGH_ANY = MESSAGES("Declarer said '{said}': the highest card, {card}, is played (Law {law}).")
M_LOW_LED = MESSAGES(
    "Declarer said '{said}': the lowest card of the suit led, {card}, is played (Law {law}).")
M_LOW_ANY = MESSAGES("Declarer said '{said}': the lowest card, {card}, is played (Law {law}).")
M_HIGH_LEAD = MESSAGES(
    "Declarer said '{said}' with dummy on lead: it is read in the suit with which dummy won the "
    "previous trick ({suit}), so the highest card of that suit, {card}, is played (Law {law}).")
M_LOW_LEAD = MESSAGES(
    "Declarer said '{said}' with dummy on lead: it is read in the suit with which dummy won the "
    "previous trick ({suit}), so the lowest card of that suit, {card}, is played (Law {law}).")
M_HIGH_SUIT = MESSAGES(
    "Declarer said '{said}': the highest card of the suit named ({suit}), {card}, is played (Law {law}).")
M_SUIT = MESSAGES(
    "Declarer named a suit but no rank ('{said}'): the lowest card of that suit ({suit}), {card}, "
    "is played (Law 46B2).")
M_TRUMP = MESSAGES(
    "Declarer said '{said}': that names the trump suit ({suit}) but no rank, so dummy's lowest trump, "
    "{card}, is played (Law 46B2).")
M_RUFF_WINNING = MESSAGES(
    "Declarer said '{said}': dummy's lowest trump that wins the trick so far, {card}, is played "
    "(Law {law}).")
M_WIN = MESSAGES(
    "Declarer said '{said}': the lowest card of dummy known to win the trick, {card}, is played "
    "(Law {law}).")
M_WIN_AS_HIGH = MESSAGES(
    "Declarer said '{said}' when dummy is not last to play: no card is known to win the trick, so it "
    "is read as 'high' and {card} is played (Law {law}).")
M_COVER = MESSAGES(
    "Declarer said '{said}': the lowest card of the suit led that beats the highest card so far, "
    "{card}, is played (Law {law}).")
M_RANK_LEAD_WITH = MESSAGES(
    "Declarer named a rank but no suit ('{said}') with dummy on lead: he is deemed to continue the "
    "suit with which dummy won the previous trick ({suit}), so {card} is played (Law 46B3(a)).")
M_RANK_LEAD_IN = MESSAGES(
    "Declarer named a rank but no suit ('{said}') with dummy on lead: he is deemed to continue the "
    "suit in which dummy won the previous trick ({suit}), so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_TRUMP_WITH = MESSAGES(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit with which dummy won it is read as the trump suit ({suit}) "
    "under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_LED_WITH = MESSAGES(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit with which dummy won it is read as the suit led to it "
    "({suit}) under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_TRUMP_IN = MESSAGES(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit in which dummy won it is read as the trump suit ({suit}) "
    "under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_RUFF_LED_IN = MESSAGES(
    "Declarer named a rank but no suit ('{said}') with dummy on lead. Dummy won the previous trick by "
    "ruffing a lead in {led_suit}: the suit in which dummy won it is read as the suit led to it "
    "({suit}) under option O-46-B3A, so {card} is played (Law 46B3(a)).")
M_RANK_ONE = MESSAGES(
    "Declarer named a rank but no suit ('{said}'): dummy's only legal card of that rank, {card}, "
    "is played (Law 46B3(b)).")
M_RANK_MANY = MESSAGES(
    "Declarer named a rank but no suit ('{said}') and dummy can legally play {cards}: declarer must "
    "say which of these he means (Law 46B3(b)).")
M_RANK_MANY_FREE = MESSAGES(
    "Declarer named a rank but no suit ('{said}') and dummy can legally play {cards}: declarer must "
    "say which card he means, and may designate any legal card (Law 46B3(b)).")
M_TIE = MESSAGES(
    "Declarer said '{said}' and dummy has no card of the suit led: {cards} are equally placed, so "
    "declarer must say which he means (Law {law}).")
M_ANY = MESSAGES(
    "Declarer said '{said}' without naming a suit or a rank: either defender may designate the card "
    "dummy plays (Law {law}).")
M_ONLY_LEGAL = MESSAGES(
    "Declarer said '{said}' without designating a card: either defender may designate the card dummy "
    "plays (Law {law}), but dummy has one legal card only, {card}, so it is played.")
M_VOID_DEFENDERS = MESSAGES(
    "Declarer said '{said}', but there is no suit led in which to read it: either defender may "
    "designate the card dummy plays (Law {law}).")
M_RUN = MESSAGES(
    "Declarer said '{said}': dummy plays the highest remaining card of {suit}, {card}, now and at "
    "each later trick once declarer's right-hand opponent has played (WBF Laws Committee, "
    "12 January 2000).")
M_INVALID = MESSAGES("{reason_msg} The call is invalid (Law {law}): declarer may designate any legal card.")
M_VOID = MESSAGES("{reason_msg} The call is void (Law {law}): declarer may designate any legal card.")
M_WITH_REVOKE = MESSAGES(
    "{main_msg} The card does not follow suit: it is a revoke (Law 61A). It must be corrected if attention "
    "is drawn to it before it is established (Law 62A): declarer then designates a card of the suit led, "
    "without further rectification (Law 62B2); dummy himself ensures that dummy's hand follows suit "
    "(Law 42A3).")
#: Before 2017 dummy "may try to prevent any irregularity" (42B2) instead of 2017's 42A3 duty.
M_WITH_REVOKE_42B2 = MESSAGES(
    "{main_msg} The card does not follow suit: it is a revoke (Law 61A). It must be corrected if attention "
    "is drawn to it before it is established (Law 62A): declarer then designates a card of the suit led, "
    "without further rectification (Law 62B2); dummy may try to prevent it (Law 42B2).")
M_INTENT_IGNORED = MESSAGES(
    "{ruling_msg} The director's finding that declarer meant {meant_card} cannot be applied: dummy "
    "cannot play that card.")
M_DIRECTOR_WIN = MESSAGES(
    "Declarer said '{said}': which card is known to win the trick is for the director to decide "
    "(Law {law}).")
M_DIRECTOR_COVER = MESSAGES(
    "Declarer said '{said}': no card of dummy covers the highest card so far; the director decides "
    "(Law {law}).")
M_DIRECTOR_COVER_NAMED = MESSAGES(
    "Declarer said '{said}', naming a card to cover that is not the highest card of the suit led so far: "
    "the director decides which card declarer meant (Law {law}).")
M_DIRECTOR_LAST_TRICK = MESSAGES(
    "Declarer said '{said}' with dummy on lead, but dummy's card in the previous trick is not known: "
    "the director must establish the suit with which dummy won it (Law {law}).")
M_DIRECTOR_HANDS = MESSAGES(
    "Declarer said '{said}': the defenders' hands are not fully known, so the director must decide "
    "which card is known to win the trick (Law {law}).")
M_DIRECTOR_SUIT = MESSAGES(
    "Declarer said '{said}' but no suit is named or led: the director must establish which suit "
    "declarer meant (Law {law}).")
M_NOT_DUMMY_TURN = MESSAGES(
    "Declarer said '{said}' for dummy, but it is not dummy's turn ({turn} is to play): the director "
    "must rule (Law {law}).")
M_DUMMY_SPOKE = MESSAGES(
    "Dummy said '{said}': dummy may not designate a card; nothing is played and the director "
    "should be called (Law 45F).")
M_NOT_UNDERSTOOD = MESSAGES(
    "Declarer said '{said}': the words {words} are not understood (their place in what was said is in "
    "brackets), so no card is designated and none is played. Declarer must designate dummy's card "
    "again, naming its suit and rank (Law 46A).")
M_NOT_UNDERSTOOD_NOTHING = MESSAGES(
    "Declarer said '{said}': the words name no card, suit or rank, so no card is designated and none is "
    "played. Declarer must designate dummy's card again, naming its suit and rank (Law 46A).")
M_NOT_UNDERSTOOD_CONFLICT = MESSAGES(
    "Declarer said '{said}': the words name two different suits or ranks, or both high and low, without "
    "a correction between them, so no card is designated and none is played. Declarer must designate "
    "dummy's card again, naming its suit and rank (Law 46A).")
M_WRONG_LANGUAGE = MESSAGES(
    "Declarer said '{said}', which was to be read as {given_lang}, but the words {words} are not words "
    "of that language and the whole is {detected_lang}: no card is designated and none is played until "
    "the words are read in the language they were said in (Law 46A).")
#: The ruling's ``why`` (46A): what in the words was not understood, in the ruling's language.
WHY_WORDS_UNKNOWN = MESSAGES("'{said}': words not understood: {words}")
WHY_WRONG_LANGUAGE = MESSAGES(
    "'{said}': words not understood in {given_lang}: {words}; the words are {detected_lang}")
WHY_NAMES_NOTHING = MESSAGES("'{said}': the words name no suit, rank or designation word")
WHY_CONFLICT = MESSAGES(
    "'{said}': the words name two suits or two ranks, or both high and low, without a correction word "
    "between them")


def why_not_understood_46A(error: Exception) -> str:
    """The message of a ``not_understood`` ruling's ``why`` (46A) for the parser's ``error``:
    words not understood, words of another language than the one given, words that name nothing,
    or that contradict themselves (rendered with the ruling's ``params`` into ``extra["why"]``
    by :func:`bridgelaw.i18n.render`). Raises nothing."""
    from bridgelaw.designation.types import NotUnderstoodError, WrongLanguageError

    if isinstance(error, WrongLanguageError):
        return WHY_WRONG_LANGUAGE
    if getattr(error, "unknown", ()):
        return WHY_WORDS_UNKNOWN
    if isinstance(error, NotUnderstoodError):
        return WHY_NAMES_NOTHING
    return WHY_CONFLICT
M_SPECIFY_ONE = MESSAGES(
    "Declarer now names {card}, one of the cards he had to choose from: it is played (Law 46B3(b)).")
M_SPECIFY_REFUSED = MESSAGES(
    "Declarer now says '{said}', but after naming only a rank he must choose one of {cards}: nothing is "
    "played and declarer must still say which of these he means (Law 46B3(b), option O-46-B3B-LOCK).")
M_BREATH_ALLOWED = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. The director finds that "
    "{condition_msg}, so the change is allowed: {old_card}, designated first, goes back and {card} is "
    "played (Law {law}).")
M_BREATH_REFUSED = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}', but {why_msg}: {card}, "
    "designated first, stays played (Law {law}).")
M_BREATH_DIRECTOR = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. {card_cap} was designated first "
    "and is played (Law {law_first}); the change is allowed only if the director finds that "
    "{condition_msg} (Law {law}): the director must decide.")
M_BREATH_NEW_NOT_LEGAL = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. The change is allowed, but "
    "the new words do not designate a card dummy can legally play: {old_card} goes back and the "
    "director establishes which card declarer meant (Law {law}).")
M_BREATH_SAME = MESSAGES(
    "Declarer corrected himself in the same breath ('{first_said}', then '{change_said}') but both "
    "designate {card}: it is played (Law {law}).")
M_BREATH_NO_FIRST_CARD = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}', but the first words "
    "designated no card that could be changed: the director decides which designation stands "
    "(Law {law}).")
# conditions of a 45C4(b) change, used inside M_BREATH_ALLOWED / M_BREATH_DIRECTOR
C_SLIP = MESSAGES("the first designation was unintended (a slip of the tongue)")
C_PAUSE = MESSAGES("the first designation was inadvertent and was changed without pause for thought")
C_INTERRUPTION = MESSAGES("the first designation was not intended and was changed without interruption")
# why a change in one breath is refused, used inside M_BREATH_REFUSED
W_NOT_SLIP = MESSAGES(
    "the director does not find the first designation unintended (a slip of the tongue); a change of "
    "mind is not allowed")
W_NOT_UNINTENDED = MESSAGES(
    "the director does not find the first designation unintended; a change of mind is not allowed")
W_PAUSE = MESSAGES("the director finds that declarer paused for thought")
W_INTERRUPTION = MESSAGES("the director finds that the change was not made without interruption")
# reasons, used inside M_INVALID / M_VOID
R_NOT_IN_DUMMY = MESSAGES("Declarer named {named_card}, which is not in dummy.")
R_NO_SUIT = MESSAGES("Declarer named a suit ({suit}) of which dummy holds no card.")
R_NO_RANK = MESSAGES("Declarer named a rank but no suit ('{said}') and dummy has no legal card of that rank.")
R_VOID_LED = MESSAGES("Declarer said '{said}', but dummy has no card of the suit led.")
R_LEAD_NO_SUIT = MESSAGES(
    "Declarer said '{said}' with dummy on lead, and there is no suit with which dummy won the "
    "previous trick that dummy still holds.")
R_CANNOT_WIN = MESSAGES("Declarer said '{said}', but no card of dummy can win the trick.")
R_NO_TRUMPS = MESSAGES("Declarer said '{said}', but there are no trumps in this contract.")
R_DUMMY_NO_TRUMP = MESSAGES("Declarer said '{said}', but dummy holds no trump.")


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

    def opt(self, option: Option) -> str:
        return self.regs.get(option, self.edition)

    def params(self, **kw: Any) -> dict[str, Any]:
        p: dict[str, Any] = {"domain": MESSAGES.domain, "said": self.said}
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


def _clause_label(key: str, edition: Edition) -> str:
    """The label of Law 46's clause ``key`` under ``edition`` (:data:`CLAUSES`). Raises KeyError
    as :meth:`~bridgelaw.clauses.Clauses.label` does."""
    return CLAUSES.label(key, edition)


def _law45_label(key: str, edition: Edition) -> str:
    """The label of Law 45's clause ``key`` (45C4(a), 45C4(b)) under ``edition``, from its home,
    imported on first use: a ``designate`` call that cites no Law 45 clause (46B2 ...) does not
    import it. Raises KeyError as :meth:`~bridgelaw.clauses.Clauses.label` does."""
    from bridgelaw.laws import law45

    return law45.clause(key, edition)


def label_46B1(edition: Edition, sub: str) -> str:
    """The clause string of 46B1 ``sub`` ("a" high, "b" win, "c" low) under ``edition``.

    2007 and 2017 have three sub-clauses (``"46B1(a)"`` ...); the 1997 code (and, as ruled here,
    older codes) says high and low in one sentence: ``"46B1"``. For "win" use
    :func:`label_46B1b`, which does not cite 46B1 before 2007.
    """
    return _clause_label("46B1(a)", edition).replace("(a)", f"({sub})")  # numbered as 46B1(a) is


def label_46B1b(edition: Edition) -> str:
    """The clause cited for "win" (and the words read like it: "cover", a winning "ruff").

    2007/2017: ``"46B1(b)"`` (seed 000: "(b) Если он дает указание болвану выиграть взятку").
    Before 2007 the Laws say nothing about "win" (seed 003, 1997 commentary 46.2: only "старшая"
    and "младшая"): ``"46B"``, the designation being incomplete and read by option O-46-WIN.
    """
    return _clause_label("46B1(b)", edition)


def mark_unverified_label_46(ruling: Ruling, edition: Edition) -> Ruling:
    """Flag a Law 46 label under a code older than 1997 as unverified.

    No seed gives the numbering of Law 46 in the 1963 (or 1975, 1987) code; those codes are ruled
    with the 1997 text and numbering. A ruling that cites a clause of Law 46 under such an
    edition (:meth:`~bridgelaw.clauses.Clauses.cites`) gets the flag ``label_unverified`` and its
    text says so (message ``M_LABEL_UNVERIFIED`` wrapping the original one). Other rulings are
    returned unchanged (1963 45(d) is verified: Dutch seed 004, item d).
    """
    if edition >= Edition.E1997 or "label_unverified" in ruling.flags:
        return ruling
    if not CLAUSES.cites(ruling.law, edition):
        return ruling
    params = {**ruling.params, "labelled_msg": ruling.message, "edition": edition.value}
    return Ruling(**{**_fields(ruling), "message": M_LABEL_UNVERIFIED, "params": params,
                     "flags": (*ruling.flags, "label_unverified")})


def _fields(r: Ruling) -> dict[str, Any]:
    return {f: getattr(r, f) for f in r.__dataclass_fields__}


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

