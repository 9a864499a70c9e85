"""The incident engine: derive table state and rulings from the record (laws.md §1.0).

A :class:`TableSession` holds a :class:`~bridgelaw.record.Record` (append-only) and the state
derived from it: the :class:`~bridgelaw.table.Table` (hands, tricks, turn), the penalty cards
(:class:`~bridgelaw.laws.law50_52.PenaltyCardArea`), the cards withdrawn with their Law
16C/16D tags, the designation still open to a 45C4(b) change, a dummy card awaiting 45D
correction, premature cards waiting for their proper turn (57C/57D), and statements about
whose turn it is (47E1). :meth:`TableSession.apply` rules on one event; a refused event
(invalid input) raises and leaves record and state unchanged.

Dispatch for one event (laws.md §1.0):

* ``dummy_indicates`` / dummy acting on his own -> 45F (no card played);
* declarer's words when dummy is to play -> Law 46 (``bridgelaw.laws.law46``) and 45C4(a);
  words after an earlier designation -> 45C4(b); a dummy card awaiting 45D -> 45D correction;
* ``touch`` -> 45C3; ``hold`` -> 45C2 (declarer) / 45C1 (defender); ``show`` -> 45C1 or
  Laws 48/49/50 (``bridgelaw.laws.law48_49``);
* ``play`` -> 45A, then by position: a fifth card 45E, a lead out of turn 53-56 (or 47E1
  after an opponent's statement), a premature play 57, a penalty-card breach 52 - the Law
  of 53-58 lives in :mod:`bridgelaw.laws.law53_58`, the engine only dispatches;
* ``choose`` -> the non-offending side picks one option of the latest open ``options`` ruling
  (53A/54/55/56 accept or refuse a lead out of turn, 50D2/51B require or prohibit a suit,
  51A which penalty card, 52B1 accept or substitute, 57A what partner must play, and
  ``withdraw:<card>`` - 47D after a 45C4(b) change, 45D1, 62C1 - a card played after the
  irregularity goes back and its owner plays again in turn);
* ``point`` -> declarer's gesture at a dummy card, by option ``O-POINTING`` (45C4(a)/45C3/nothing);
  a named dummy card under ``O-45B-MOMENT`` = ``faced`` is played at ``dummy_places``; dummy's
  LHO playing right after an invalid call (46B4) -> option ``O-46B4-RHO-PLAYED``;
* after every event: restrictions are synced onto the table (penalty cards 50C/50D1, lead
  restrictions 50D2/51B, 57A), and declarer is offered 50D2/51B before the partner of a
  defender with a major penalty card leads, or 51A when that defender is to play;
* Law 44 legality through the table; 44C outranks every restriction.

``rule_incident(incident)`` runs every event of an :class:`~bridgelaw.incident.Incident`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from bridgelaw.cards import SUIT_MASKS, Card, Seat, Suit
from bridgelaw.designation.parser import parse_designation
from bridgelaw.designation.types import Designation
from bridgelaw.editions import Edition
from bridgelaw.errors import (
    BridgeLawError,
    CardNotHeldError,
    ChoiceError,
    DesignationError,
    IncidentFormatError,
    NotYourTurnError,
    PlayError,
    PlayOverError,
)
from bridgelaw.i18n import render
from bridgelaw.incident import Findings, Incident, Setup, parse_findings
from bridgelaw.laws import law45, law46, law47, law53_58, law61_64, message_params
from bridgelaw.laws.law16 import (
    clause_16_for_withdrawal,
    clause_16_withdrawn,
    info_tags,
    offending_side_after_correction,
)
from bridgelaw.laws.law47 import RetractionReason, may_withdraw
from bridgelaw.laws.law48_49 import declarer_exposes, defender_exposes
from bridgelaw.laws.law50_52 import (
    LeadRestriction,
    PenaltyCardArea,
    PenaltyKind,
    apply_lead_option,
    breaches_penalty_card,
    classify_penalty,
    clause_50D2_51B,
    failure_to_play_penalty_card,
    lead_options,
    penalty_card_to_play,
    penalty_class_flags,
)
from bridgelaw.record import Event, EventKind, Record
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Restriction, Table

__all__ = [
    "LEADS_MESSAGES",
    "OpenChoice",
    "TableSession",
    "Withdrawal",
    "event_error",
    "render_text",
    "rule_incident",
]

# Ruling messages (gettext msgids of the 'play' domain; locale/<lang>/LC_MESSAGES/play.po).
M_01 = "{seat} plays {card}: the card is played (Law {law})."
M_02 = (
    "{seat}'s fifth card, {card}, is deemed a lead to the next trick: a lead out of turn; the other side "
    "may accept it or require its retraction (Laws {next})."
)
M_03_MAJOR = (
    "{seat} has already played to this trick: the fifth card, {card}, is not played; it becomes a major "
    "penalty card (Laws {law}, 50)."
)
M_03_MINOR = (
    "{seat} has already played to this trick: the fifth card, {card}, is not played; it becomes a minor "
    "penalty card (Laws {law}, 50)."
)
M_04 = (
    "{seat} has already played to this trick: the fifth card, {card}, goes back to his hand without "
    "further rectification; the card played first stands (Law {law})."
)
#: 45E2 in 1997 (and the codes read as 1997): "utgår ingen bestraffning" (no penalty).
M_04_1997 = (
    "{seat} has already played to this trick: the fifth card, {card}, goes back to his hand without "
    "penalty; the card played first stands (Law {law})."
)
M_04_NO_RIGHT = (
    "{seat} has already played to this trick: the fifth card, {card}, cannot be deemed a lead, since his "
    "side did not have the right to lead; it goes back to his hand without penalty (Law {law})."
)
M_03_ACCIDENTAL = (
    "{seat} has already played to this trick: the fifth card, {card}, fell into the trick by accident; "
    "it is not played and becomes a {kind_msg} penalty card (Laws {law}, 50B)."
)
M_KIND_MAJOR = "major"
M_KIND_MINOR = "minor"
M_FIFTH_1963 = (
    "{seat} has already played to this trick: the fifth card, {card}, is not played. The 1963 code has "
    "no provision for a fifth card (a played card may be taken back only as Law 47 provides): the "
    "Director rules (Law {law})."
)

M_13 = "Dummy plays {card} (Law {law})."

# Messages of the choices of the non-offending side (gettext domain 'leads', leads.po).
C_50D2_OFFER = law53_58._m(
    "{seat} is to lead and his partner {owner} has a major penalty card: {seat} may not lead until declarer "
    "has chosen to require or prohibit the lead of a suit of the penalty cards, or neither (Law {law})."
)
C_50D2_PREMATURE = law53_58._m(
    "{seat} led {card} before declarer had chosen under Law 50D2: the card is not played; it is exposed and "
    "becomes a major penalty card (Laws 50D2, 49), and declarer still chooses."
)
C_51A = law53_58._m("Declarer designates the penalty card {card}: {seat} plays it (Law 51A).")
C_52_PLAYED = law53_58._m(
    "Declarer has since played a card, so he has accepted {card}, played by {seat} instead of the "
    "penalty card (Law 52B1(b)); the penalty cards remain."
)
C_61A = law53_58._m(
    "{seat} plays {card}: the card is played (Law {law}), but it breaks the requirement declarer chose under "
    "Law {rlaw}: a revoke (Law 61A; Laws 62-64 govern its correction)."
)
#: Every msgid of domain ``leads`` the engine and Laws 53-58 can emit (leads.po translates each).
LEADS_MESSAGES: frozenset[str] = frozenset(law53_58.MESSAGES)
M_14 = (
    "Declarer designates {card}: it is played in place of the card dummy put out (Laws {law}, {d}); a"
    " defender may withdraw a card played after dummy's error."
)
M_15 = "Dummy faces {card}, the card declarer designated (Law 45B)."
M_16 = (
    "Dummy put {card} in the played position without declarer naming it: it must be withdrawn if attention "
    "is drawn to it before each side has played to the next trick; the card declarer then designates is "
    "played, and a defender may withdraw a card played after the error (Law {law})."
)
M_45D_STANDS = (
    "Both sides have played to the next trick and no one drew attention to {card}, which dummy put in the "
    "played position without declarer naming it: the card stands (Law {law})."
)
M_45D_1963 = (
    "Dummy put {card} in the played position without declarer naming it. The 1963 code has no provision "
    "for a card misplayed by dummy (declarer plays dummy's cards by naming them; a played card may be taken "
    "back only as Law 47 provides): the Director rules (Law {law})."
)
M_45D_NAMED_1963 = (
    "Dummy put {card} in the played position, a card declarer did not name (declarer named {named_card}, "
    "which is played): {card} is not played (Law {law}). The 1963 code has no provision for dummy's error: "
    "the Director rules on any card played after it."
)
M_17 = (
    "Dummy indicated {card} without declarer's instruction: no card is played; the Director is called and "
    "play continues; at the end of play he shall award an adjusted score if he judges that dummy suggested "
    "a play to declarer and the defenders were damaged by it (Law {law})."
)
#: 45F in 1997 (SV seed 002): the Director "reserves the right" to award an adjusted score.
M_17_1997 = (
    "Dummy indicated {card} without declarer's instruction: no card is played; the Director is called and "
    "play continues; he reserves the right to award an adjusted score if the defenders were damaged by the "
    "suggested play (Law {law})."
)
M_18 = (
    "Dummy indicated {card} without declarer's instruction: no card is played; the Director may "
    "forbid declarer the line of play it suggested (Law {law}, 1963)."
)
M_19 = (
    "Dummy touched {card} without declarer's instruction: no card is played; the Director finds it "
    "was no suggestion (Law {law})."
)
M_20 = (
    "Declarer touched {card} in dummy: the Director must find whether he meant to play it, arrange dummy "
    "or reach another card (Law {law})."
)
M_21 = "Declarer touched {card} in dummy to {purpose}: it is not played (Law {law})."
M_22 = "Declarer lifted {card} from dummy and put it back: it is not played."
M_23 = "The Director must find how declarer held {card} (Law {law})."
M_24 = (
    "Declarer detached {card} and took it back in one movement: it is not played, even if seen (Law "
    "{law}; WBF Commentary); no penalty (Law 48A)."
)
M_24_1963 = (
    "Declarer detached {card} and took it back in one movement: it was not held touching or nearly touching "
    "the table, so it is not played (Law {law})."
)
M_25 = (
    "Under the 1963 code declarer's card is played only when held touching or nearly touching the "
    "table: {card} is not played (Law {law})."
)
M_26 = (
    "{seat} told another player it was his turn: a card led or played on that statement of an "
    "opponent may be retracted without rectification (Law {law})."
)
M_27 = "Dummy may not take part in the play (Law 43A1); his words play no card (Law {law})."
M_27_1963 = "Dummy may not take part in the play; his words play no card (Law {law})."
M_28 = "Declarer's words {text!r} come when dummy is not to play: no dummy card is played now."
M_29 = "{seat}'s words name no card: nothing is played."
M_30 = "{seat} named {card}, which he does not hold: nothing is played."
M_45D_NAMED = (
    "Dummy put {card} in the played position, a card declarer did not name (declarer named {named_card}): "
    "it goes back to dummy; a defender may withdraw a card played after the error (Law {law})."
)
M_45D_UNNAMED = (
    "Dummy put {card} in the played position, a card declarer did not name: it goes back to dummy; "
    "a defender may withdraw a card played after the error (Law {law})."
)
M_NO_CARD_46B4 = (
    "The words {text!r} designate no card: nothing is played and declarer may designate any legal card "
    "(Law 46B4)."
)
M_REVOKE = (
    "{seat} plays {card}: the card is played (Law {law}), but it does not follow suit although he holds the "
    "suit led: a revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it is "
    "established, that is before {seat} or his partner plays to the next trick (Laws 62A, 63A1)."
)
M_REVOKE_DUMMY = (
    "Dummy plays {card} (Law {law}), but it does not follow suit although dummy holds the suit led: a "
    "revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it is established "
    "(Law 62A); {right_msg}."
)
#: Dummy's part in preventing a revoke from his own hand (laws.md §1.2), by edition.
M_RIGHT_42A3 = "dummy himself ensures that dummy's hand follows suit (Law 42A3)"
M_RIGHT_42B2 = "dummy may try to prevent it (Law 42B2)"
_M_RIGHT = {"42A3": M_RIGHT_42A3, "42B2": M_RIGHT_42B2}
M_NO_CARD = "The words {text!r} designate no card: nothing is played."
#: 45C4(b) in 1997 (SV seed 002: "utan bestraffning ändra ett oavsiktligt angivande ... utan
#: tankepaus"; the opponent "får han utan bestraffning ta tillbaka sitt kort" - see lag 47E).
M_CHANGE = (
    "The designation of {old_card} was inadvertent and is changed without pause for thought, without "
    "penalty: {old_card} goes back ({ret}) and {card} is played (Law {law}); an opponent who played after it "
    "in turn may take his card back without penalty and substitute another ({sub})."
)
#: 45(d) in 1963 (Dutch seed 004: "straffeloos een niet bedoelde aanduiding wijzigen, mits dit
#: zonder onderbreking geschiedt").
M_CHANGE_1963 = (
    "The designation of {old_card} was not intended and is changed without interruption, without penalty: "
    "{old_card} goes back and {card} is played (Law {law}); an opponent who had already played a card in "
    "turn may take it back and substitute another."
)
M_CHANGE_16 = (
    "The designation of {old_card} was unintended and is changed without pause for thought: {old_card} goes "
    "back ({ret}) and {card} is played (Law {law}); an opponent who played after it may withdraw his card "
    "and substitute another ({sub}); Law {c16} applies to the withdrawn cards."
)
M_WITHDRAW = (
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without further "
    "rectification (Law {law}); he plays again in turn."
)
M_WITHDRAW_16 = (
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without further "
    "rectification (Law {law}); he plays again in turn. Law {c16} applies to the information from the "
    "withdrawn card."
)
#: Before 2007 (SV 1997 45C4(b)/45D: "utan bestraffning"): without penalty.
M_WITHDRAW_1997 = (
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without penalty "
    "(Law {law}); he plays again in turn."
)
M_WITHDRAW_16_1997 = (
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without penalty "
    "(Law {law}); he plays again in turn. Law {c16} applies to the information from the withdrawn card."
)
M_NAMED_NOT_FACED = (
    "Declarer names {card} from dummy: it is designated, but it counts as played only when dummy faces it "
    "(Law {law}, option O-45B-MOMENT = faced)."
)
M_POINTED = (
    "Declarer designates {card} in dummy by a gesture: it is played (Law {law}; Law 57C footnote); such a "
    "designation cannot be changed under Law 45C4(b)."
)
#: Before 2017 a gesture is a designation like any other ("otherwise designates"), open to a
#: change of an unintended designation (RU 2007 45C4: "как-либо иначе обозначает").
M_POINTED_OLD = (
    "Declarer designates {card} in dummy by a gesture: it is played, as a card a player otherwise designates "
    "(Law {law})."
)
M_POINT_NOTHING = (
    "Declarer pointed at {card} in dummy: a gesture plays no card (option O-POINTING = nothing)."
)
M_46B4_RETRACTED = (
    "{seat} put {card} on the table after declarer's invalid call from dummy, before dummy played: the card "
    "is retracted without rectification (Law {law} by analogy, option O-46B4-RHO-PLAYED)."
)
M_46B4_PENALTY = (
    "{seat} put {card} on the table after declarer's invalid call from dummy, before dummy played: it is not "
    "played; it becomes a major penalty card (Law 49; option O-46B4-RHO-PLAYED, NBB Delft 2007)."
)
M_B5_CHOSEN = "{seat} designates {card} from dummy: dummy plays it (Law {law})."
M_B5_OVERRULED = (
    "The defenders disagree: {seat}, the defender next to play after dummy, decides (Law {law}, option "
    "O-46-B5): dummy plays {card} instead of {old_card}."
)
M_B5_STANDS = (
    "The defenders disagree: {old_card}, designated first, stands (Law {law}, option O-46-B5); "
    "{card}, designated by {seat}, is not played."
)
M_B5_DIRECTOR = (
    "The defenders disagree about dummy's card ({old_card} or {card}): the Director decides (Law {law}, "
    "option O-46-B5)."
)
M_B5_DECLARER = (
    "After declarer's call that named neither suit nor rank, the defenders designate dummy's card (Law "
    "{law}): declarer's words or act play no card."
)
M_B5_DUMMY = (
    "Dummy put {card} in the played position, but the defenders designate dummy's card (Law {law}): it goes "
    "back to dummy."
)
M_B5_NOT_LEGAL = "{seat} named {card}, which dummy cannot legally play: nothing is played (Law {law})."
M_CHANGE_2017 = (
    "The designation of {old_card} was unintended (a slip of the tongue) and is changed before declarer "
    "played another card: {old_card} goes back ({ret}) and {card} is played (Law {law}); an opponent who "
    "played after it may withdraw his card and substitute another ({sub}); Law {c16} applies to the "
    "withdrawn cards."
)
M_NOT_SLIP = (
    "the Director does not find the first designation unintended (a slip of the tongue); a change of mind "
    "is not allowed"
)
M_NOT_UNINTENDED = (
    "the Director does not find the first designation unintended; a change of mind is not allowed"
)
#: Why a 45C4(b) change is refused, by ``law45.may_change_designation_45C4b`` reason.
_REASONS_45C4B = {
    "scope_declarer_dummy": "under the 2017 code only declarer may change the designation of a dummy card",
    "scope_named": (
        "the card was touched or placed, not named; under the 2017 code only a named dummy card may be "
        "changed"
    ),
    "scope_gesture": (
        "the card was designated by a gesture, not named; under the 2017 code only a named dummy card may be "
        "changed"
    ),
    "scope_played": (
        "a card touched or placed is played, not designated, so the designation rule does not apply"
    ),
    "window_2017": "declarer has since played another card, so the time to change has passed",
    "window_partner": "his partner has since played a card, so the time to change has passed",
    "window_declarer_2007": (
        "declarer has since played a card from his own hand, which closes the time to change (read as "
        "\"until his partner has played a card\" for declarer's call of a dummy card)"
    ),
    "window_pause": "a further card from his side has been played: there was a pause for thought",
    "pause": "he paused for thought",
    "window_interruption": (
        "a further card from his side has been played: the change was not made without interruption"
    ),
    "interruption": "the change was not made without interruption",
    "wrong_hand": "a call from the wrong hand is never inadvertent (Law 55 applies)",
    "not_slip": M_NOT_SLIP,
    "not_unintended": M_NOT_UNINTENDED,
}
M_WRONG_HAND = (
    "Declarer called {card} from dummy when the lead was in his own hand: such a call is never inadvertent, "
    "so it cannot be changed (Law {law}); {card} remains the lead from the wrong hand, which either defender "
    "may accept or require to be retracted (Law {lead_law})."
)
M_31 = "{card} stays played: {why_msg} (Law {law})."
M_32 = (
    "The change of {card} is allowed but the new words designate no card: the Director must establish"
    " which card declarer meant (Law {law})."
)
M_33 = (
    "The change of {card} is allowed but the new words do not designate a legal card: the Director "
    "must establish which card was meant (Law {law})."
)


def render_text(ruling: Ruling, lang: str = "en") -> Ruling:
    """The ruling with ``text`` rendered in ``lang`` (:func:`bridgelaw.i18n.render`; if that
    fails, the English template filled from ``params``)."""
    try:
        return render(ruling, lang)
    except (KeyError, ValueError, LookupError):  # a message without catalogue must not lose the ruling
        pass
    if ruling.text:
        return ruling
    try:
        text = ruling.message.format(**ruling.params)
    except (KeyError, IndexError, ValueError):
        text = ruling.message
    return replace(ruling, text=text)


# words by which a player tells another that it is his turn (47E1); per language
_TURN_WORDS = re.compile(
    r"\b(you|your)\b.*\b(lead|turn|play)\b|\byour (lead|turn)\b"
    r"|\b(jij|jouw|u|uw)\b.*\b(uitkomen|beurt|spelen|uit)\b"
    r"|(ваш|твой|вам|тебе)\s*(ход|заход|ходить|заходить)"
    r"|\bdin tur\b|\bdu (spelar|ska spela) ut\b"
    r"|\b(à vous|à toi)\b|\bvous entamez\b",
    re.IGNORECASE | re.UNICODE,
)


def is_turn_statement(text: str) -> bool:
    """True if the words tell someone it is his turn to lead or play (the trigger of 47E1)."""
    return bool(_TURN_WORDS.search(text))


@dataclass(frozen=True)
class Withdrawal:
    """A card withdrawn as the Laws provide, kept in the derived state (never lost).

    Attributes:
        event: the event whose ruling withdrew it.
        seat: whose card.
        card: the card.
        law: the clause that withdrew it (``45C4(b)``/``47C``, ``45D1``, ``47D``, ``47E1`` ...).
        info: Law 16C/16D tags (``authorised``/``unauthorised`` sides).
    """

    event: int
    seat: Seat
    card: Card
    law: str
    info: dict[str, list[str]]


@dataclass
class _Designated:
    """A card played by designation, open to a 45C4(b) change."""

    event: int
    speaker: Seat
    owner: Seat
    card: Card
    by_naming: bool
    at: int  # index in table.plays
    gesture: bool = False  # pointed at or nodded to (O-POINTING = designation)


@dataclass
class _Pending45D:
    """A card dummy put out without declarer naming it, awaiting 45D correction."""

    event: int
    card: Card
    at: int
    trick: int


@dataclass(frozen=True)
class OpenChoice:
    """The latest open ``options`` ruling: what the non-offending side may choose (``choose``).

    Attributes: ``choosers`` (the seats that may choose), ``options`` (the option ids), ``law``.

    kind: ``lead`` (53-56), ``50D2`` (50D2/51B), ``51A``, ``52B1``, ``57A``, ``46B5``/``46B5-other``
    or ``withdraw`` (47D/45D1/62C1; ``offender``: a seat of the offending side for the 16C/16D
    tags, None when no side offends); ``seat``/``card``:
    the player and card concerned (the offender, or the partner who is to lead for 50D2);
    ``at``: index in ``table.plays`` of the card played instead of a penalty card (52B1);
    ``proper_leader``: whose lead it was (53-56); ``trick``: the trick it was offered in.
    """

    kind: str
    law: str
    choosers: frozenset[Seat]
    options: tuple[str, ...]
    seat: Seat
    card: Card | None = None
    trick: int = 0
    at: int = -1
    proper_leader: Seat | None = None
    offender: Seat | None = None


@dataclass
class _Withdrawing:
    """A card withdrawn under 47D/45D1/62C1: its owner plays again in turn, then the cards
    played after it (``held``, back in their hands meanwhile) are played again."""

    seat: Seat
    law: str
    held: list[tuple[Seat, Card]]
    offer: OpenChoice


@dataclass
class _State:
    table: Table
    area: PenaltyCardArea = field(default_factory=PenaltyCardArea)
    withdrawn: list[Withdrawal] = field(default_factory=list)
    designated: _Designated | None = None
    pending_45d: _Pending45D | None = None
    premature: dict[Seat, tuple[Card, str]] = field(default_factory=dict)
    told_turn_by: Seat | None = None
    suggested_trick: int | None = None
    completed_in_session: int = 0
    rulings: list[Ruling] = field(default_factory=list)
    offer: OpenChoice | None = None
    choice_restrictions: list[Restriction] = field(default_factory=list)
    lead_offered: set[tuple[int, Seat]] = field(default_factory=set)
    withdrawing: _Withdrawing | None = None
    invalid_call_at: int | None = None
    named_unfaced: Card | None = None
    wrong_hand_call: Card | None = None

    def copy(self) -> _State:
        st = _State(
            self.table.copy(),
            self.area,
            list(self.withdrawn),
            replace(self.designated) if self.designated else None,
            replace(self.pending_45d) if self.pending_45d else None,
            dict(self.premature),
            self.told_turn_by,
            self.suggested_trick,
            self.completed_in_session,
            list(self.rulings),
            self.offer,
            list(self.choice_restrictions),
            set(self.lead_offered),
            replace(self.withdrawing, held=list(self.withdrawing.held)) if self.withdrawing else None,
            self.invalid_call_at,
            self.named_unfaced,
            self.wrong_hand_call,
        )
        return st


def _not_of_side(cards: list[str], seat: Seat) -> list[str]:
    """The cards (``SEAT:CARD``) among ``cards`` played by the side opposite ``seat``."""
    return [x for x in cards if not Seat.parse(x[0]).same_side(seat)]


def _partner_could_see(e: Event, f: Findings) -> bool | None:
    """Whether a defender's partner could see the card's face (45C1): the event's own
    ``partner_could_see``, else the director's finding, else None (not found)."""
    could: bool | None = e.partner_could_see
    if could is None:
        could = f.get("partner_could_see")
    return could


def _with_option(out: list[Ruling], option: str, value: str) -> list[Ruling]:
    """``out`` with the option in force (``option`` = ``value``) noted in the first ruling's
    ``extra``."""
    return [replace(out[0], extra={**out[0].extra, option: value}), *out[1:]]


#: Parameters of a message of domain ``play`` / ``leads`` (cards and seats as codes).
_p = partial(message_params, "play")
_pl = partial(message_params, law53_58.DOMAIN)


class TableSession:
    """A table under the Laws: an append-only record plus the state derived from it.

    Args:
        setup: the starting position.
        edition: the code of the Laws.
        regulations: the options in force.
        findings: the director's findings (defaults for missing ones).
        header: the incident setup mapping stored in the record (for save/replay).

    Use :meth:`from_incident` or :meth:`from_record`; :meth:`apply` one event at a time.
    """

    def __init__(
        self,
        setup: Setup,
        *,
        edition: Edition,
        regulations: Regulations,
        findings: Findings | None = None,
        header: dict[str, Any] | None = None,
    ) -> None:
        self.setup = setup
        self.edition = edition
        self.regulations = regulations
        self.findings = findings or Findings()
        self.record = Record(header or {})
        self._st = _State(setup.table())

    # ---------------------------------------------------------------- construction

    @classmethod
    def from_incident(cls, incident: Incident, *, regulations: Regulations | None = None) -> TableSession:
        """A session at the incident's starting position (no event applied yet).

        ``regulations`` (e.g. from ``--config``) lies under the incident's own ``options``.
        """
        regs = incident.regulations
        if regulations is not None:
            regs = regulations.with_choices(incident.regulations.choices)
        return cls(
            incident.setup,
            edition=incident.edition,
            regulations=regs,
            findings=incident.findings,
            header=dict(incident.header),
        )

    @classmethod
    def from_record(cls, record: Record) -> TableSession:
        """Replay a saved record: the same setup, every event applied again (same rulings).

        Raises:
            IncidentFormatError: the header is not a valid incident setup.
            BridgeLawError: an event is refused (a record that was not made by a session).
        """
        from bridgelaw.incident import incident_from_header

        inc = incident_from_header(record.header)
        s = cls.from_incident(inc)
        for e in record.events:
            s.apply(e)
        return s

    # ---------------------------------------------------------------- state views

    @property
    def table(self) -> Table:
        """The derived table (do not modify)."""
        return self._st.table

    @property
    def penalty_cards(self) -> PenaltyCardArea:
        """The penalty cards on the table (50A)."""
        return self._st.area

    @property
    def withdrawn(self) -> tuple[Withdrawal, ...]:
        """Every card withdrawn so far, with clause and 16C/16D tags."""
        return tuple(self._st.withdrawn)

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """Every ruling so far, in order."""
        return tuple(self._st.rulings)

    @property
    def open_choice(self) -> OpenChoice | None:
        """The choice the non-offending side may now make with a ``choose`` event (the latest
        open ``options`` ruling: who may choose, and the option ids), or None."""
        return self._st.offer

    @property
    def premature(self) -> dict[Seat, Card]:
        """Cards played early that go to the trick at their owner's proper turn (57C/57D)."""
        return {s: c for s, (c, _) in self._st.premature.items()}

    def where_are_cards(self) -> dict[str, int]:
        """How many cards are in hands, in tricks, unseen, and among them penalty cards (the
        52-card invariant: hands + tricks + unseen == 52)."""
        t = self._st.table
        in_hands = sum(len(t.hand(s)) for s in Seat)
        played = len(t.current_trick) + sum(len(tr.cards) for tr in t.tricks)
        return {
            "hands": in_hands,
            "played": played,
            "unseen": len(t.unseen_cards()),
            "penalty": len(self._st.area),
        }

    def to_pbn(self) -> str:
        """The record as PBN, marking what PBN can mark (bridgelaw.notation.pbn writer).

        With a whole deal (incident form (a)) the play from trick 1 is written with ``^R`` on
        revokes; every ruling follows as a ``{...}`` commentary note. A snapshot position (form
        (b)) has no PBN form for its play: only the contract and the notes are written.
        """
        from bridgelaw.notation.board import MARK_REVOKE, Board
        from bridgelaw.notation.pbn import write_pbn

        t = self._st.table
        b = Board(event="bridgelaw record", contract=t.contract, deal=self.setup.deal)
        if self.setup.deal is not None:
            b.play = list(t.plays)
            revoked = {r.card for r in t.revokes}
            b.marks = {i: MARK_REVOKE for i, (_, c) in enumerate(b.play) if c in revoked}
        text = write_pbn(b)
        notes = []
        for r in self._st.rulings:
            r = render_text(r)
            card = f" {r.seat.letter if r.seat is not None else ''}:{r.card}" if r.card is not None else ""
            body = f"event {r.event}: {r.outcome.value}{card} Law {r.law}. {r.text}".replace("}", ")")
            notes.append("{" + body + "}")
        return text + ("\n".join(notes) + "\n" if notes else "")

    # ---------------------------------------------------------------- apply

    def apply(self, event: Event) -> list[Ruling]:
        """Rule on ``event``, append it to the record and return its rulings (usually one).

        Raises:
            NotYourTurnError: the seat cannot perform this act (e.g. ``dummy_places`` by a
                player who is not dummy, any act after the last trick).
            ChoiceError: a ``choose`` with no open choice, by a seat that may not choose, or
                of an option that was not offered.
            CardNotHeldError: the card is not the acting seat's (or dummy's) to act with.
            PlayOverError: all 13 tricks are played.
            In every case the record and the state are unchanged.
        """
        index = len(self.record)
        saved = self._st.copy()
        try:
            self._validate(event)
            findings = (
                self.findings.layered(parse_findings(event.findings)) if event.findings else self.findings
            )
            out = self._dispatch(event, index, findings)
            out += self._after_event()
        except BridgeLawError:
            self._st = saved
            raise
        except Exception:
            self._st = saved
            raise
        out = [self._class_flags(replace(r, event=index)) for r in out]
        self._st.rulings.extend(out)
        self.record.append(event)
        return out

    def _class_flags(self, r: Ruling) -> Ruling:
        """``r`` with the edition's flags on a major/minor penalty-card class (1963:
        ``class_unverified``, :func:`~bridgelaw.laws.law50_52.penalty_class_flags`)."""
        flags = penalty_class_flags(self.edition) if r.penalty in ("major", "minor") else ()
        extra = tuple(f for f in flags if f not in r.flags)
        return replace(r, flags=(*r.flags, *extra)) if extra else r

    def apply_all(self, events: Iterable[Event]) -> list[Ruling]:
        """Apply events in order; all their rulings."""
        out: list[Ruling] = []
        for e in events:
            out.extend(self.apply(e))
        return out

    # ---------------------------------------------------------------- helpers

    def _role(self, seat: Seat) -> str:
        t = self._st.table
        if seat == t.declarer:
            return "declarer"
        if seat == t.dummy:
            return "dummy"
        return "defender"

    def _holds(self, seat: Seat, card: Card) -> bool:
        t = self._st.table
        return card in t.hand(seat) or (t.is_partial(seat) and card in t.unseen_cards())

    def _validate(self, event: Event) -> None:
        t = self._st.table
        if t.is_over:
            raise PlayOverError("all 13 tricks have been played: no further event can be ruled on")
        role = self._role(event.by)
        kind = event.kind
        if kind in (EventKind.DUMMY_PLACES, EventKind.DUMMY_INDICATES) and role != "dummy":
            raise NotYourTurnError(
                f"{event.by.letter} cannot {kind.value}: only dummy ({t.dummy.letter}) can", seat=event.by
            )
        if kind is EventKind.POINT and role != "declarer":
            raise NotYourTurnError(
                f"{event.by.letter} cannot point: 'point' is declarer pointing at or nodding to a dummy card "
                "(45C4(a), option O-POINTING); dummy acting on his own is 'dummy_indicates' (45F)",
                seat=event.by,
            )
        if kind is EventKind.TOUCH and role == "defender":
            raise NotYourTurnError(
                f"{event.by.letter} cannot touch: 'touch' is declarer touching a dummy card (45C3)",
                seat=event.by,
            )
        if kind is EventKind.SAY:
            return
        if kind is EventKind.CHOOSE:
            self._validate_choice(event)
            return
        card = event.card
        assert card is not None
        owner = event.by
        if kind in (EventKind.DUMMY_PLACES, EventKind.DUMMY_INDICATES, EventKind.TOUCH, EventKind.POINT):
            owner = t.dummy
        elif role == "declarer" and kind in (EventKind.PLAY, EventKind.HOLD) and card in t.hand(t.dummy):
            owner = t.dummy
        if kind is EventKind.DUMMY_PLACES and (owner, card) in t.current_trick:
            return
        if not self._holds(owner, card):
            raise CardNotHeldError(
                f"{event.by.letter} cannot {kind.value} {card}: it is {t.where_is(card)}"
                + ("" if owner == event.by else f" (not in dummy {owner.letter}'s hand)"),
                card=card,
                seat=event.by,
            )

    def _add_penalty(self, card: Card, seat: Seat, kind: PenaltyKind) -> None:
        """Put ``card`` in the penalty-card area (50A); a card already there stays as it is."""
        if card not in self._st.area:
            self._st.area = self._st.area.add(card, seat, kind)

    def _validate_choice(self, event: Event) -> None:
        """A ``choose`` must pick an option of the latest open options ruling, by its side."""
        o = self._st.offer
        value = event.text or ""
        if o is None:
            raise ChoiceError(
                f"{event.by.letter} chooses {value!r}, but no choice is open: a 'choose' answers the latest "
                "ruling with outcome 'options' (a lead out of turn, a penalty card, a premature play)",
                seat=event.by,
            )
        if event.by not in o.choosers:
            who = " or ".join(sorted(s.letter for s in o.choosers))
            raise ChoiceError(
                f"{event.by.letter} cannot choose under Law {o.law}: the choice belongs to {who} "
                "(the non-offending side)",
                seat=event.by,
                law=o.law,
            )
        if value not in o.options:
            raise ChoiceError(
                f"{value!r} is not on offer under Law {o.law}; the options are: {', '.join(o.options)}",
                seat=event.by,
                law=o.law,
            )
        t = self._st.table
        if o.kind == "withdraw":
            card = Card.parse(value.partition(":")[2])
            owner = self._played_by(card)
            chooser = t.declarer if owner == t.dummy else owner
            if owner is None or chooser != event.by:
                whose = f"{owner.letter}'s card" if owner is not None else "no longer on the table"
                raise ChoiceError(
                    f"{event.by.letter} cannot withdraw {card} under Law {o.law}: it is {whose}; only the "
                    "player who played it (declarer for dummy's card) may withdraw it",
                    seat=event.by,
                    law=o.law,
                )
        if o.kind == "50D2" and value not in lead_options(self._st.area, o.seat, t):
            raise ChoiceError(
                f"{value!r} is no longer possible under Law {o.law}: {o.seat.letter} is not about to lead "
                "or the penalty cards have changed",
                seat=event.by,
                law=o.law,
            )

    def _sync_restrictions(self) -> None:
        """Put every restriction in force on the table: the choices of the non-offending side
        (50D2/51B lead restrictions, 57A) first, then the penalty cards (50C, 50D1) - 50D1(c):
        other restrictions take precedence. Restrictions that can no longer apply are dropped."""
        st = self._st
        t = st.table
        keep: list[Restriction] = []
        for r in st.choice_restrictions:
            if isinstance(r, law53_58.PrematurePlayRestriction):
                if r.trick == t.trick_number and not t.is_over:
                    keep.append(r)
            elif isinstance(r, LeadRestriction):
                start = r.from_trick or 0
                if r.kind == "require" and t.trick_number > start:
                    continue
                if any(tr.number >= start and tr.leader != r.seat for tr in t.tricks):
                    continue
                keep.append(r)
            else:  # pragma: no cover - only the two kinds above are created
                keep.append(r)
        st.choice_restrictions = keep
        t.restrictions = [*keep, *st.area.restrictions()]

    def _after_event(self) -> list[Ruling]:
        """After every event: sync restrictions, then offer declarer his choice when Laws
        50D2/51B (partner of a major penalty card's owner to lead) or 51A (the owner to play with
        two or more penalty cards that can legally be played) require one. Returns the offers."""
        self._sync_restrictions()
        st = self._st
        t = st.table
        stands = self._45d_window_closed()
        if stands is not None:
            return [stands, *self._after_event()]
        o = st.offer
        if o is not None and o.kind == "50D2" and tuple(lead_options(st.area, o.seat, t)) != o.options:
            # the penalty cards changed before declarer chose (another card exposed): offer anew
            st.offer = None
            st.lead_offered.discard((o.trick, o.seat))
        if st.offer is not None or t.is_over:
            return []
        seat = t.turn
        if self._role(seat) != "defender":
            return []
        if not t.current_trick and (t.trick_number, seat) not in st.lead_offered:
            opts = lead_options(st.area, seat, t)
            if opts:
                owner = seat.partner
                majors = st.area.majors(owner)
                law = clause_50D2_51B(st.area, owner)
                st.lead_offered.add((t.trick_number, seat))
                st.offer = OpenChoice(
                    "50D2", law, frozenset({t.declarer}), tuple(opts), seat, trick=t.trick_number
                )
                return [
                    Ruling(
                        Outcome.OPTIONS,
                        law,
                        seat=seat,
                        options=tuple(opts),
                        flags=("summon_director",),
                        message=C_50D2_OFFER,
                        params=_pl(seat=seat, owner=owner, law=law),
                        extra={"penalty_cards": [f"{owner.letter}:{c}" for c in majors]},
                    )
                ]
        if len(st.area.majors(seat)) >= 2:
            r = penalty_card_to_play(st.area, seat, t, edition=self.edition)
            if r is not None and r.outcome is Outcome.OPTIONS:
                st.offer = OpenChoice(
                    "51A", r.law, frozenset({t.declarer}), r.options, seat, trick=t.trick_number
                )
                return [r]
        return []

    def _45d_window_closed(self) -> Ruling | None:
        """45D (2017: 45D2): dummy's unnamed card is still on the table and both sides have now
        played to the next trick without attention being drawn to it: the card stands (option
        ``O-45D2``; RU 2007 45D, seed 001: it must be withdrawn only "если внимание к этому
        привлечено до того, как каждая сторона сыграла в следующую взятку"). Returns that
        ruling (once; the conditional withdrawal recorded for the card is dropped), or None."""
        st = self._st
        p = st.pending_45d
        if p is None or not self._pending_too_late():
            return None
        st.pending_45d = None
        if not self._open_card(p.at, p.card):
            return None
        st.withdrawn = [w for w in st.withdrawn if not (w.event == p.event and w.card is p.card)]
        dummy = st.table.dummy
        d = law45.dummy_places_unnamed_45D(
            both_sides_played_to_next_trick=True, edition=self.edition, regulations=self.regulations
        )
        return Ruling(
            Outcome.PLAYED,
            d.law,
            seat=dummy,
            card=p.card,
            message=M_45D_STANDS,
            params=_p(card=p.card, law=d.law),
            extra={"O-45D2": self.regulations.get("O-45D2", self.edition), "placed_at_event": p.event},
        )

    def _trick_has(self, seat: Seat) -> bool:
        return any(s == seat for s, _ in self._st.table.current_trick)

    def _put(self, seat: Seat, card: Card) -> list[str]:
        """Play ``card`` for ``seat`` on the table (a revoke is recorded, Laws 61-64), then let
        any premature card whose proper turn has come go to the trick. Returns notes."""
        st = self._st
        t = st.table
        notes: list[str] = []
        before = len(t.tricks)
        t.play(card, seat, allow_illegal=True)
        st.told_turn_by = None  # a turn statement (47E1) bears on the next card only
        if seat == t.dummy:
            st.named_unfaced = None
        if t.revokes and t.revokes[-1].card is card:
            notes.append(f"revoke:{seat.letter}:{card}")
        st.area = st.area.after_play(seat, card)
        self._sync_restrictions()
        if len(t.tricks) > before:
            st.completed_in_session += 1
            self._after_trick()
        if st.withdrawing is not None and st.withdrawing.seat == seat:
            notes += self._after_withdrawal()
        notes += self._play_premature()
        return notes

    def _play_premature(self) -> list[str]:
        st = self._st
        notes: list[str] = []
        while not st.table.is_over and st.table.turn in st.premature:
            seat = st.table.turn
            card, law = st.premature.pop(seat)
            if st.table.is_legal(card, seat):
                notes.append(f"premature:{seat.letter}:{card}:{law}")
                notes += self._put(seat, card)
            elif seat.same_side(st.table.declarer):
                # 57C3: declarer's premature card is played only if legal; never a penalty card (48A)
                notes.append(f"returned:{seat.letter}:{card}:48A")
            else:
                self._deliberate_penalty(card, seat)
                self._sync_restrictions()
                notes.append(f"penalty:{seat.letter}:{card}:{law}")
        return notes

    def _after_trick(self) -> None:
        """A trick was completed: dummy's suggestion no longer covers premature plays (57C)."""
        self._st.suggested_trick = None

    def _correction_due(self) -> bool:
        """Declarer's designation now corrects dummy's unnamed card (45D): the card awaits
        correction in the current trick, or dummy is not to play now and the card - from the
        trick just completed - can still be withdrawn (before each side has played to the next
        trick). When dummy is to play to a new trick, a designation is a new one."""
        st = self._st
        p = st.pending_45d
        if p is None or not self._open_card(p.at, p.card):
            return False
        if p.trick == st.table.trick_number:
            return True
        t = st.table
        dummy_to_play = t.turn == t.dummy and not self._trick_has(t.dummy)
        return not dummy_to_play and not self._pending_too_late()

    def _change_window_open(self, prior: _Designated) -> bool:
        """A declarer's/player's words are a 45C4(b) change attempt of ``prior`` only while it is
        still on the table and either belongs to the current trick (or the one just completed,
        before the next lead) or the edition's window
        (45C4(b): 2017 until he next plays a card, 2007 until partner plays, 1997 without pause)
        is still open across the end of the trick."""
        if not self._open_in_record(prior):
            return False
        t = self._st.table
        # the current trick, or the trick just completed while nothing is led to the next one
        start = len(t.plays) - (len(t.current_trick) or (4 if t.tricks else 0))
        if prior.at >= start:
            return True
        later = t.plays[prior.at + 1 :]
        facts = law45.ChangeFacts(
            by_declarer=prior.speaker == t.declarer,
            dummy_card=prior.owner == t.dummy,
            by_naming=prior.by_naming,
            own_side_played_since=any(s.same_side(prior.speaker) for s, _ in later),
            legal_plays_only=True,
            slip_of_tongue=True,
            by_gesture=prior.gesture,
        )
        d = law45.may_change_designation_45C4b(facts, edition=self.edition, regulations=self.regulations)
        return not d.reason.startswith("window")

    def _open_card(self, at: int, card: Card) -> bool:
        plays = self._st.table.plays
        return at < len(plays) and plays[at][1] is card

    def _pending_too_late(self) -> bool:
        """45D: attention is drawn too late once both sides have played to the next trick
        (then the card stands, option ``O-45D2``)."""
        p = self._st.pending_45d
        if p is None:
            return False
        t = self._st.table
        return law45.both_sides_played_to_next_trick_45D(
            error_trick=p.trick,
            trick_number=t.trick_number,
            current_trick=t.current_trick,
            declarer=t.declarer,
        )

    def _rollback(self, at: int) -> list[tuple[Seat, Card]]:
        """Undo every card from index ``at`` of ``table.plays`` on; returns them in order."""
        t = self._st.table
        taken: list[tuple[Seat, Card]] = []
        while len(t.plays) > at:
            seat = t.plays[-1][0]
            taken.append((seat, t.undo()))
        taken.reverse()
        return taken

    def _replay(self, cards: list[tuple[Seat, Card]]) -> tuple[list[str], list[str]]:
        """Play ``cards`` again after a correction. Cards that are no longer legal, or that are
        not in turn any more, go back to their hands. Returns (replayed, returned) as
        ``SEAT:CARD``."""
        t = self._st.table
        done: list[str] = []
        back: list[str] = []
        for seat, c in cards:
            if t.turn == seat and t.is_legal(c, seat):
                self._put(seat, c)
                done.append(f"{seat.letter}:{c}")
            else:
                back.append(f"{seat.letter}:{c}")
        return done, back

    def _withdraw(self, index: int, seat: Seat, card: Card, law: str, offender: Seat | None) -> Withdrawal:
        w = Withdrawal(index, seat, card, law, info_tags(offender, edition=self.edition))
        self._st.withdrawn.append(w)
        return w

    def _offender_after_correction(self) -> Seat | None:
        """The offending side (declarer, or None) for the 16C/16D tags after a 45C4(b) change
        or a 45D correction (Law 16, option ``O-16C-45C4B``)."""
        return offending_side_after_correction(
            self._st.table.declarer, edition=self.edition, regulations=self.regulations
        )

    def _deliberate_penalty(self, card: Card, seat: Seat) -> PenaltyKind:
        """A defender's ``card`` played or exposed deliberately becomes a penalty card: classify
        it (50B, Law 50 via :func:`classify_penalty`) and put it in the area (50A)."""
        kind = classify_penalty(
            card, seat, self._st.area, how="deliberate", edition=self.edition, regulations=self.regulations
        )
        self._add_penalty(card, seat, kind)
        return kind

    def _resolve_words(self, table: Table, des: Designation, seat: Seat, f: Findings) -> Ruling:
        """Law 46 (and 45C4(a)) on declarer's words ``des`` said by ``seat``, read on ``table``."""
        return law46.resolve_designation(
            table,
            des,
            seat=seat,
            edition=self.edition,
            regulations=self.regulations,
            incontrovertible=f.get("incontrovertible"),
        )

    # ---------------------------------------------------------------- revokes (61-63)

    def _correctable_revoke(self, owner: Seat) -> tuple[int, Card, Suit] | None:
        """``owner``'s latest revoke still on the table and not yet established (62A, 63A1): its
        index in ``table.plays``, the revoke card and the suit led to its trick; or None."""
        t = self._st.table
        for rv in reversed(t.revokes):
            if rv.seat != owner:
                continue
            if law61_64.established_63A1(owner, rv.trick, t.trick_number, t.current_trick):
                return None
            at = next((i for i, (s, c) in enumerate(t.plays) if s == owner and c is rv.card), None)
            return None if at is None else (at, rv.card, rv.suit_led)
        return None

    def _try_correct_revoke(self, owner: Seat, card: Card, index: int) -> list[Ruling] | None:
        """62A/62B: ``card`` of ``owner`` corrects his revoke that is not yet established - the
        revoke card is withdrawn (62B1 a defender's becomes a major penalty card, 62B2 declarer's
        or dummy's goes back), ``card`` is played in its place, and the cards played after the
        revoke are played again (62C1: the non-offending side may withdraw theirs). None: ``card``
        corrects no revoke (no revoke to correct, established, or ``card`` does not follow suit)."""
        found = self._correctable_revoke(owner)
        if found is None:
            return None
        at, revoke_card, suit_led = found
        holds = card in self._st.table.hand(owner)
        if not law61_64.corrects_revoke_62B(card, suit_led=suit_led, holds=holds):
            return None
        st = self._st
        t = st.table
        if st.offer is not None and st.offer.kind == "52B1" and st.offer.card is revoke_card:
            st.offer = None  # 52B1 on the revoke card is moot once the revoke is corrected
        later = self._rollback(at)[1:]
        self._put(owner, card)
        defender = self._role(owner) == "defender"
        if defender:
            self._add_penalty(revoke_card, owner, "major")
            self._sync_restrictions()
        done, back = self._replay(later)
        withdrawable = _not_of_side(done, owner)
        played, fate = law61_64.correct_revoke_62B(
            owner, revoke_card, card, defender=defender, withdrawable=withdrawable, edition=self.edition
        )
        if not defender:
            self._withdraw(index, owner, revoke_card, fate.law, None)
        options = self._offer_withdraw("62C1", withdrawable, owner)
        played = replace(played, options=options, extra={**played.extra, "returned": back})
        if owner == t.dummy:
            st.designated = None
        return [played, fate]

    # ---------------------------------------------------------------- dispatch

    def _dispatch(self, e: Event, index: int, f: Findings) -> list[Ruling]:
        k = e.kind
        if k is EventKind.CHOOSE:
            return self._choose(e, index)
        st = self._st
        offer = st.offer
        before = len(st.table.plays)
        out = self._dispatch_act(e, index, f)
        if offer is not None and st.offer is offer and len(st.table.plays) != before:
            # the choice is moot once play goes on: 52B1(b) declarer has since played (he must
            # accept), the 51A owner or the 57A partner has played, the lead was made another way
            st.offer = None
            played_since = [s for s, _ in st.table.plays[before:] if s.same_side(st.table.declarer)]
            if offer.kind == "52B1" and played_since:
                out.append(
                    Ruling(
                        Outcome.PLAYED,
                        "52B1(b)",
                        seat=offer.seat,
                        card=offer.card,
                        message=C_52_PLAYED,
                        params=_pl(seat=offer.seat, card=offer.card),
                    )
                )
        return out

    def _dispatch_act(self, e: Event, index: int, f: Findings) -> list[Ruling]:
        role = self._role(e.by)
        k = e.kind
        st = self._st
        if k is EventKind.PLAY and st.offer is not None and st.offer.kind in ("lead", "50D2"):
            assert e.card is not None
            t = st.table
            owner = t.dummy if role == "declarer" and e.card in t.hand(t.dummy) else e.by
            early = self._play_while_offer(st.offer, owner, e.card, index, f)
            if early is not None:
                return early
        if st.offer is not None and st.offer.kind in ("46B5", "46B5-other"):
            early = self._act_while_46B5(e, index, role)
            if early is not None:
                return early
        if k is EventKind.SAY:
            return self._say(e, index, f, role)
        assert e.card is not None
        if k is EventKind.POINT:
            return self._point(e.card, e.by, index, f)
        if k is EventKind.PLAY and self._after_invalid_call(e.by):
            return self._play_after_invalid_call(e.by, e.card, index, f)
        if k is EventKind.DUMMY_INDICATES or (role == "dummy" and k in (EventKind.TOUCH, EventKind.HOLD)):
            return [self._dummy_indicates(e.card, f)]
        if k is EventKind.DUMMY_PLACES or (k is EventKind.PLAY and role == "dummy"):
            return self._dummy_places(e.card, index, f)
        if k is EventKind.TOUCH:
            return self._touch(e, index, f)
        if k is EventKind.HOLD:
            return self._hold(e, index, f, role)
        if k is EventKind.SHOW:
            return self._show(e, index, f, role)
        # PLAY
        t = self._st.table
        if role == "declarer" and e.card in t.hand(t.dummy):
            d = law45.Decision(True, law45.clause("45B", self.edition), "declarer_takes")
            return self._play_from_dummy(e.card, index, d, speaker=e.by, by_naming=False, f=f)
        return self._play(e.by, e.card, index, f, law45.card_played_45A(edition=self.edition))

    # --------------------------------------------------------------- choices

    def _choose(self, e: Event, index: int) -> list[Ruling]:
        """The non-offending side chooses (validated by :meth:`_validate_choice`)."""
        st = self._st
        o = st.offer
        assert o is not None and e.text is not None
        option = e.text
        st.offer = None
        t = st.table
        if o.kind == "lead":
            return self._choose_lead(o, option, e.by, index)
        if o.kind == "50D2":
            area, restrictions, r = apply_lead_option(st.area, o.seat, option, t)
            st.area = area
            st.choice_restrictions += restrictions
            return [replace(r, outcome=Outcome.NOT_PLAYED, options=(), extra={"chosen": option})]
        if o.kind in ("46B5", "46B5-other"):
            return self._choose_46B5(o, Card.parse(option.partition(":")[2]), e.by)
        if o.kind == "withdraw":
            return self._choose_withdraw(o, Card.parse(option.partition(":")[2]), index)
        if o.kind == "51A":
            card = Card.parse(option.partition(":")[2])
            self._put(o.seat, card)
            return [
                Ruling(
                    Outcome.PLAYED,
                    "51A",
                    seat=o.seat,
                    card=card,
                    message=C_51A,
                    params=_pl(seat=o.seat, card=card),
                )
            ]
        if o.kind == "52B1":
            assert o.card is not None
            accept = option == "accept"
            substitute = None if accept else Card.parse(option.partition(":")[2])
            r = failure_to_play_penalty_card(
                o.card,
                o.seat,
                area=st.area,
                edition=self.edition,
                declarer_accepts=accept,
                substitute=substitute,
                declarer=t.declarer,
            )
            if substitute is None:
                return [r]
            later = self._rollback(o.at)[1:]
            self._put(o.seat, substitute)
            self._add_penalty(o.card, o.seat, "major")
            _done, back = self._replay(later)
            return [replace(r, extra={**r.extra, "returned": back})]
        # 57A
        restriction, r = law53_58.law57A_choice(option, o.seat, o.trick)
        st.choice_restrictions.append(restriction)
        return [r]

    # --------------------------------------------------------------- 47D / 45D1 / 62C1: withdraw

    def _played_by(self, card: Card) -> Seat | None:
        """The seat whose played ``card`` lies on the table (in ``table.plays``), or None."""
        return next((s for s, c in self._st.table.plays if c is card), None)

    def _offer_withdraw(self, law: str, cards: list[str], offender: Seat | None) -> tuple[str, ...]:
        """Open the choice of the non-offending side to withdraw cards played after an
        irregularity (47D after a 45C4(b) change, 45D1, 62C1): one option ``withdraw:<card>``
        per card in ``cards`` (``SEAT:CARD``), chosen by the card's owner (declarer for dummy's
        cards). ``offender``: a seat of the offending side for the Law 16C/16D tags (None: no
        side offends). Returns the option ids (none: nothing is opened)."""
        t = self._st.table
        seats = [Seat.parse(x.partition(":")[0]) for x in cards]
        options = tuple(f"withdraw:{x.partition(':')[2]}" for x in cards)
        if not options:
            return ()
        choosers = frozenset(t.declarer if s == t.dummy else s for s in seats)
        self._st.offer = OpenChoice(
            "withdraw", law, choosers, options, seats[0], trick=t.trick_number, offender=offender
        )
        return options

    def _choose_withdraw(self, o: OpenChoice, card: Card, index: int) -> list[Ruling]:
        """47D (45C4(b) change), 45D1, 62C1: the owner withdraws ``card``, played after the
        irregularity; it goes back to his hand without further rectification (tagged Law
        16C/16D: authorised to his side, unauthorised to the offenders), the cards played after
        it go back meanwhile, and he plays again in turn. After his new card those cards are
        played again; the remaining options stay open (45D1: when declarer's RHO has changed his
        card, declarer may withdraw the card he played afterwards to that trick)."""
        st = self._st
        t = st.table
        seat = self._played_by(card)
        assert seat is not None
        at = next(i for i, (s, c) in enumerate(t.plays) if c is card)
        held = self._rollback(at)[1:]
        w = self._withdraw(index, seat, card, o.law, o.offender)
        rest = tuple(x for x in o.options if x != f"withdraw:{card}")
        st.withdrawing = _Withdrawing(seat, o.law, held, replace(o, options=rest))
        c16 = clause_16_for_withdrawal(o.law, self.edition)
        if self.edition >= Edition.E2007:
            message = M_WITHDRAW_16 if c16 else M_WITHDRAW
        else:
            message = M_WITHDRAW_16_1997 if c16 else M_WITHDRAW_1997
        return [
            Ruling(
                Outcome.WITHDRAWN,
                o.law,
                seat=seat,
                card=card,
                info=w.info,
                message=message,
                params=_p(seat=seat, card=card, law=o.law, c16=c16 or ""),
                extra={"held": [f"{s.letter}:{c}" for s, c in held]},
            )
        ]

    def _after_withdrawal(self) -> list[str]:
        """The withdrawing seat has played again: play the held cards again (a card no longer
        legal or in turn stays in its owner's hand, who plays again) and open the remaining
        withdraw options (plus 45D1: declarer's own later card to that trick when his RHO changed
        his card). Returns notes ``replayed:SEAT:CARD`` / ``returned:SEAT:CARD``."""
        st = self._st
        w = st.withdrawing
        assert w is not None
        st.withdrawing = None
        t = st.table
        done, back = self._replay(w.held)
        cards: list[str] = []
        for option in w.offer.options:
            card = Card.parse(option.partition(":")[2])
            owner = self._played_by(card)
            if owner is not None:
                cards.append(f"{owner.letter}:{card}")
        if w.law == law45.clause("45D", self.edition) and law45.declarer_may_withdraw_too_45D1(
            changed_by=w.seat, declarer=t.declarer
        ):
            # 45D1: declarer may withdraw a card he played afterwards to that trick
            cards += [x for x in done if x.startswith(f"{t.declarer.letter}:") and x not in cards]
        if cards and not t.is_over:
            self._offer_withdraw(w.law, cards, w.offer.offender)
        return [f"replayed:{x}" for x in done] + [f"returned:{x}" for x in back]

    # --------------------------------------------------------------- 46B5: the defenders designate

    def _offer_46B5(self, r: Ruling) -> Ruling:
        """46B5: either defender now designates dummy's card - open the choice (``choose`` with
        ``designate:<card>`` for each of dummy's legal cards, or the card named in words)."""
        t = self._st.table
        options = tuple(f"designate:{c}" for c in t.legal_cards(t.dummy))
        self._st.offer = OpenChoice(
            "46B5",
            r.law,
            frozenset({t.declarer.lho, t.declarer.rho}),
            options,
            t.dummy,
            trick=t.trick_number,
        )
        return replace(r, options=options)

    def _choose_46B5(self, o: OpenChoice, card: Card, by: Seat) -> list[Ruling]:
        """46B5: a defender designates dummy's ``card``. The first designation is played; if the
        other defender then designates another card before play goes on, option ``O-46-B5``
        settles the disagreement (the defender next to play after dummy, the first to speak, or
        the Director)."""
        st = self._st
        t = st.table
        dummy = t.dummy
        rule = self.regulations.get("O-46-B5", self.edition)
        decider = dummy.lho
        if o.kind == "46B5":
            self._put(dummy, card)
            if law46.other_defender_heard_46B5(rule, first_by=by, dummy=dummy):
                other = ({t.declarer.lho, t.declarer.rho} - {by}).pop()
                st.offer = OpenChoice(
                    "46B5-other",
                    o.law,
                    frozenset({other}),
                    tuple(x for x in o.options if x != f"designate:{card}"),
                    dummy,
                    card,
                    o.trick,
                    len(t.plays) - 1,
                )
            return [
                Ruling(
                    Outcome.PLAYED,
                    o.law,
                    seat=dummy,
                    card=card,
                    message=M_B5_CHOSEN,
                    params=_p(seat=by, card=card, law=o.law),
                    extra={"designated_by": by.letter, "if_defenders_disagree": rule},
                )
            ]
        first = o.card
        assert first is not None
        if rule == "director":
            return [
                Ruling(
                    Outcome.DIRECTOR,
                    o.law,
                    seat=dummy,
                    card=first,
                    needs="defenders_disagree",
                    flags=("summon_director",),
                    message=M_B5_DIRECTOR,
                    params=_p(old_card=first, card=card, law=o.law),
                    extra={"designated": [str(first), str(card)]},
                )
            ]
        if by == decider:
            later = self._rollback(o.at)[1:]
            self._put(dummy, card)
            _done, back = self._replay(later)
            return [
                Ruling(
                    Outcome.PLAYED,
                    o.law,
                    seat=dummy,
                    card=card,
                    message=M_B5_OVERRULED,
                    params=_p(seat=by, card=card, old_card=first, law=o.law),
                    extra={"withdrawn": f"{dummy.letter}:{first}", "returned": back},
                )
            ]
        return [  # pragma: no cover - the window opens only for the decider
            Ruling(
                Outcome.NOT_PLAYED,
                o.law,
                seat=dummy,
                card=card,
                message=M_B5_STANDS,
                params=_p(seat=by, card=card, old_card=first, law=o.law),
            )
        ]

    def _act_while_46B5(self, e: Event, index: int, role: str) -> list[Ruling] | None:
        """While the defenders may designate dummy's card (46B5): a defender's words naming one
        of dummy's legal cards are his designation; declarer's words or his taking a dummy card
        play nothing (the right is the defenders'); dummy's own card goes back. None: the
        event is ruled as usual (e.g. a defender plays his own card)."""
        st = self._st
        o = st.offer
        assert o is not None
        t = st.table
        dummy = t.dummy
        law = o.law
        first_window = o.kind == "46B5"
        if role == "defender" and e.kind is EventKind.SAY and e.by in o.choosers:
            try:
                des = parse_designation(e.text or "", e.lang)
            except DesignationError:
                return None
            if des.card is None:
                return None
            if f"designate:{des.card}" not in o.options:
                if des.card in t.hand(e.by):
                    return None  # he names a card of his own hand
                return [
                    Ruling(
                        Outcome.NOT_PLAYED,
                        law,
                        seat=e.by,
                        card=des.card,
                        message=M_B5_NOT_LEGAL,
                        params=_p(seat=e.by, card=des.card, law=law),
                    )
                ]
            st.offer = None
            return self._choose_46B5(o, des.card, e.by)
        if not first_window:
            return None
        if role == "declarer" and (
            e.kind is EventKind.SAY
            or (e.card is not None and e.card in t.hand(dummy) and e.kind is not EventKind.SHOW)
        ):
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    law,
                    seat=dummy,
                    card=e.card,
                    flags=("summon_director",),
                    message=M_B5_DECLARER,
                    params=_p(law=law),
                )
            ]
        if role == "dummy" and e.kind in (EventKind.DUMMY_PLACES, EventKind.PLAY) and e.card is not None:
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    law,
                    seat=dummy,
                    card=e.card,
                    flags=("summon_director",),
                    message=M_B5_DUMMY,
                    params=_p(card=e.card, law=law),
                )
            ]
        return None

    def _choose_lead(self, o: OpenChoice, option: str, by: Seat, index: int) -> list[Ruling]:
        """53A/54/55/56: the lead out of turn is accepted, refused, or (54A) declarer becomes dummy."""
        st = self._st
        t = st.table
        card = o.card
        assert card is not None and o.proper_leader is not None
        if o.law.startswith("54"):
            r = law53_58.law54_result(
                option, o.seat, card, declarer=t.declarer, proper_leader=o.proper_leader
            )
            if option == "spread_hand":
                self._become_dummy()
            if option in ("accept_lead", "spread_hand"):
                return [self._accept(o.seat, card, r)]
            self._add_penalty(card, o.seat, "major")
            return [r]
        if option == "accept_lead":
            return [self._accept(o.seat, card, law53_58.law53A_accepted(o.seat, card, by))]
        if o.law == "56":
            self._add_penalty(card, o.seat, "major")
            return [law53_58.law56_refused(o.seat, card, proper_leader=o.proper_leader)]
        r = law53_58.law55B_retraction(
            card, seat=o.seat, proper_leader=o.proper_leader, declarer=t.declarer, edition=self.edition
        )
        offender = self._offender_after_correction()
        w = self._withdraw(index, o.seat, card, r.law, offender or t.declarer)
        return [replace(r, info=w.info)]

    def _accept(self, seat: Seat, card: Card, r: Ruling) -> Ruling:
        """A lead out of turn accepted: ``seat`` leads ``card`` (53A)."""
        t = self._st.table
        t.accept_lead_out_of_turn(seat)
        notes = self._put(seat, card)
        return replace(r, extra={**r.extra, "then": notes}) if notes else r

    def _become_dummy(self) -> None:
        """54A: declarer spreads his hand and becomes dummy - his partner is declarer. Only at the
        opening lead, so the table is rebuilt from the setup with the other declarer."""
        st = self._st
        old = st.table
        contract = replace(old.contract, declarer=old.dummy)
        setup = replace(self.setup, contract=contract)
        table = setup.table()
        table.restrictions = list(old.restrictions)
        st.table = table

    def _play_while_offer(
        self, o: OpenChoice, seat: Seat, card: Card, index: int, f: Findings
    ) -> list[Ruling] | None:
        """A card played while declarer's 50D2 choice or an acceptance of a lead out of turn is
        open: 50D2 premature lead (Law 49), 53B proper lead, 53A acceptance by the next hand,
        53C declarer's lead followed by the defender on its right. None: not one of these."""
        st = self._st
        t = st.table
        if t.current_trick:
            return None
        if o.kind == "50D2":
            if seat != o.seat:
                return None
            kind = self._deliberate_penalty(card, seat)
            return [
                Ruling(
                    Outcome.PENALTY_CARD,
                    "50D2",
                    seat=seat,
                    card=card,
                    penalty=kind,
                    flags=("summon_director",),
                    message=C_50D2_PREMATURE,
                    params=_pl(seat=seat, card=card),
                )
            ]
        offender = o.seat
        lead = o.card
        if lead is None or seat == offender or seat.same_side(offender) or o.law == "54E":
            return None
        if seat == o.proper_leader and t.turn == seat:
            st.offer = None
            r = law53_58.law53B_proper_lead(offender, lead, seat, declarer=t.declarer, edition=self.edition)
            if r.extra.get("penalty") == "major":
                self._add_penalty(lead, offender, "major")
            notes = self._put(seat, card)
            return [replace(r, card=card, extra={**r.extra, **({"then": notes} if notes else {})})]
        if seat == offender.lho:
            st.offer = None
            t.accept_lead_out_of_turn(offender)
            self._put(offender, lead)
            notes = self._put(seat, card)
            r = law53_58.law53A_accepted_by_play(offender, lead, seat)
            return [replace(r, card=card, extra={"accepted": f"{offender.letter}:{lead}", "then": notes})]
        if offender.same_side(t.declarer) and seat == offender.rho:
            st.offer = None
            t.accept_lead_out_of_turn(offender)
            self._put(offender, lead)
            r = law53_58.law53C_declarer_lead_stands(lead, seat, edition=self.edition)
            return [replace(r, seat=offender, card=lead), *self._premature(seat, card, "defender")]
        return None

    # --------------------------------------------------------------- plays

    def _play(
        self, seat: Seat, card: Card, index: int, f: Findings, decision: law45.Decision
    ) -> list[Ruling]:
        """A card of ``seat``'s own hand is played (45A/45C1/45C2): by position."""
        corrected = self._try_correct_revoke(seat, card, index)
        if corrected is not None:
            return corrected
        st = self._st
        t = st.table
        role = self._role(seat)
        # a fifth card: the seat has already played to this trick, or a trick was just
        # completed in front of it and it is not the one to lead - unless an opponent has just
        # told him it was his turn to lead: then the card is a lead (47E1; RU commentary on
        # 1997, seed 003, 47.3: "будучи дезинформированным об этом оппонентом, забирает назад
        # карту хода без наказания"), never a fifth card
        after_trick = (
            not t.current_trick
            and t.turn != seat
            and t.last_trick is not None
            and t.last_trick.card_of(seat) is not None
        )
        if self._trick_has(seat) or (after_trick and not self._told_turn(seat, f)):
            return self._fifth_card(seat, card, index, f)
        if t.turn == seat:
            return self._in_turn(seat, card, index, decision)
        if not t.current_trick:
            return self._lead_out_of_turn(seat, card, index, f)
        return self._premature(seat, card, role)

    def _in_turn(self, seat: Seat, card: Card, index: int, decision: law45.Decision) -> list[Ruling]:
        st = self._st
        t = st.table
        if self._role(seat) == "defender" and len(st.area) and breaches_penalty_card(st.area, seat, card, t):
            r = failure_to_play_penalty_card(
                card, seat, area=st.area, edition=self.edition, declarer=t.declarer
            )
            st.table.restrictions = []
            self._put(seat, card)
            self._sync_restrictions()
            if r.outcome is Outcome.OPTIONS:
                st.offer = OpenChoice(
                    "52B1",
                    r.law,
                    frozenset({t.declarer}),
                    r.options,
                    seat,
                    card,
                    t.trick_number,
                    len(t.plays) - 1,
                )
            return [r]
        broken = self._choice_restriction_broken(seat, card)
        notes = self._put(seat, card)
        revoke = f"revoke:{seat.letter}:{card}" in notes
        if broken is not None:
            return [
                Ruling(
                    Outcome.PLAYED,
                    decision.law,
                    seat=seat,
                    card=card,
                    flags=("revoke", "summon_director"),
                    message=C_61A,
                    params=_pl(seat=seat, card=card, law=decision.law, rlaw=broken),
                    extra={"then": notes} if notes else {},
                )
            ]
        return [
            Ruling(
                Outcome.PLAYED,
                decision.law,
                seat=seat,
                card=card,
                flags=("revoke",) if revoke else (),
                message=M_REVOKE if revoke else M_01,
                params=_p(seat=seat, card=card, law=decision.law),
                extra={"then": notes} if notes else {},
            )
        ]

    def _choice_restriction_broken(self, seat: Seat, card: Card) -> str | None:
        """The clause of a lead or play requirement chosen by the non-offending side (50D2/51B,
        57A) that ``card`` breaks while it follows suit (Law 61A: such a failure is a revoke), or
        None. Law 44C failures are revokes of their own; penalty-card duties are Law 52."""
        t = self._st.table
        mine = [r for r in self._st.choice_restrictions if r.seat == seat]
        if not mine or t.is_legal(card, seat):
            return None
        led = t.suit_led
        if led is not None and card.suit != led and t.hand(seat).mask & SUIT_MASKS[led]:
            return None
        for r in mine:
            if not r.narrow(t, card.bit):
                return r.law
        return None

    def _told_turn(self, seat: Seat, f: Findings) -> bool:
        """An opponent has told ``seat`` it was his turn (47E1): the finding ``told_turn``
        names ``seat``, or the latest turn statement (``say``) came from an opponent."""
        teller = self._st.told_turn_by
        return f.get("told_turn") == seat or (teller is not None and not teller.same_side(seat))

    def _fifth_card(self, seat: Seat, card: Card, index: int, f: Findings) -> list[Ruling]:
        """45E: ``seat`` has already played to the trick (or to the one just completed).

        Deemed a lead (finding ``deemed_lead``): his lead in turn, else a lead out of turn
        (53-56; 1997 and earlier: declarer's card only if his side had the right to lead,
        :func:`law45.fifth_card_45E`). Otherwise 45E1 (defender: a penalty card, major unless it
        fell in by accident - finding ``accidental``, RU commentary on 1997, seed 003, 45.7(ii):
        "может стать младшей штрафной картой" - then classed by 50B) or 45E2 (declarer: back to
        the hand). 1963: no 45E provision (``director``, flag ``no_provision_1963``).
        """
        st = self._st
        t = st.table
        defender = self._role(seat) == "defender"
        deemed = bool(f.get("deemed_lead"))
        right = t.turn.same_side(seat)
        d = law45.fifth_card_45E(
            defender=defender, deemed_lead=deemed, edition=self.edition, right_to_lead=right
        )
        lead_laws = law45.fifth_card_lead_laws_45E(defender=defender, edition=self.edition)
        if d.played:
            # deemed a lead to the next trick: a lead out of turn unless it was his lead
            if not t.current_trick:
                if t.turn == seat:
                    out = self._in_turn(seat, card, index, d)
                else:
                    out = self._lead_out_of_turn(seat, card, index, f)
                extra = {**out[0].extra, "fifth_card": d.law, "lead_laws": lead_laws}
                return [replace(out[0], extra=extra), *out[1:]]
            return [
                Ruling(
                    Outcome.OPTIONS,
                    d.law,
                    seat=seat,
                    card=card,
                    options=d.options,
                    flags=d.flags,
                    message=M_02,
                    params=_p(seat=seat, card=card, next=lead_laws),
                )
            ]
        if law45.no_provision_1963(self.edition):
            return [
                Ruling(
                    Outcome.DIRECTOR,
                    d.law,
                    seat=seat,
                    card=card,
                    flags=("summon_director", "no_provision_1963"),
                    message=M_FIFTH_1963,
                    params=_p(seat=seat, card=card, law=d.law),
                )
            ]
        if defender:
            accidental = bool(f.get("accidental"))
            if accidental:
                kind = classify_penalty(
                    card, seat, st.area, how="unintended", edition=self.edition, regulations=self.regulations
                )
                self._add_penalty(card, seat, kind)
            else:
                kind = self._deliberate_penalty(card, seat)
            self._sync_restrictions()
            if accidental:
                message = M_03_ACCIDENTAL
                kind_msg = M_KIND_MAJOR if kind == "major" else M_KIND_MINOR
                params = _p(seat=seat, card=card, law=d.law, kind_msg=kind_msg)
            else:
                message = M_03_MAJOR if kind == "major" else M_03_MINOR
                params = _p(seat=seat, card=card, law=d.law)
            return [
                Ruling(
                    Outcome.PENALTY_CARD,
                    d.law,
                    seat=seat,
                    card=card,
                    penalty=kind,
                    flags=d.flags,
                    message=message,
                    params=params,
                    extra={"accidental": accidental},
                )
            ]
        if d.reason == "returned_no_right":
            message = M_04_NO_RIGHT
        else:
            message = M_04 if self.edition >= Edition.E2007 else M_04_1997
        return [
            Ruling(
                Outcome.NOT_PLAYED,
                d.law,
                seat=seat,
                card=card,
                flags=d.flags,
                message=message,
                params=_p(seat=seat, card=card, law=d.law),
            )
        ]

    def _lead_out_of_turn(self, seat: Seat, card: Card, index: int, f: Findings) -> list[Ruling]:
        st = self._st
        t = st.table
        teller = st.told_turn_by
        if self._told_turn(seat, f):
            informer = teller if teller is not None else seat.lho
            r = may_withdraw(
                RetractionReason.MISINFORMED_TURN,
                edition=self.edition,
                card=card,
                seat=seat,
                regulations=self.regulations,
                is_lead=True,
                informed_by=informer,
            )
            st.told_turn_by = None
            if r.outcome is Outcome.WITHDRAWN:
                self._st.withdrawn.append(Withdrawal(index, seat, card, r.law, dict(r.info)))
            return [replace(r, seat=seat, card=card)]
        r = law53_58.lead_out_of_turn(
            seat, card, table=t, declarer_saw_dummy=bool(f.get("declarer_saw_dummy"))
        )
        self._offer_lead(r, seat, card)
        return [r]

    def _offer_lead(self, r: Ruling, seat: Seat, card: Card) -> None:
        """Open the choice of a ruling on a lead out of turn (53-56) for the offender's opponents."""
        t = self._st.table
        if r.outcome is Outcome.OPTIONS:
            self._st.offer = OpenChoice(
                "lead",
                r.law,
                law53_58.choosers_53A(seat, t.declarer),
                r.options,
                seat,
                card,
                trick=t.trick_number,
                proper_leader=t.turn,
            )

    def _premature(self, seat: Seat, card: Card, role: str) -> list[Ruling]:
        """A card played before its owner's turn (Law 57 via law53_58): 57C exceptions, 57A, 57D."""
        st = self._st
        t = st.table
        partner_to_play = not self._trick_has(seat.partner) and seat.partner not in st.premature
        declarer_side = role != "defender"
        both_hands = all(self._trick_has(s) or s in st.premature for s in (t.declarer, t.dummy))
        exc = law53_58.law57C_no_rectification(
            seat,
            card,
            declarer_played_both_hands=both_hands and partner_to_play,
            dummy_suggested=partner_to_play and st.suggested_trick == t.trick_number,
            declarer_side=declarer_side,
            edition=self.edition,
        )
        if exc is not None:
            st.premature[seat] = (card, exc.law)
            return [exc]
        if partner_to_play:
            r = law53_58.law57A_premature(seat, card, suit_led=t.suit_led)
            self._add_penalty(card, seat, "major")
            st.offer = OpenChoice(
                "57A", "57A", frozenset({t.declarer}), r.options, seat.partner, card, trick=t.trick_number
            )
            return [r]
        led = t.suit_led
        holds = led is not None and bool(t.hand(seat).mask & SUIT_MASKS[led])
        r = law53_58.law57D_play_at_rho_turn(seat, card, holds_suit_led=holds, suit_led=led)
        if r.outcome is Outcome.PENALTY_CARD:
            self._add_penalty(card, seat, "major")
        else:
            st.premature[seat] = (card, "57D")
        return [r]

    # --------------------------------------------------------------- dummy's cards

    def _play_from_dummy(
        self,
        card: Card,
        index: int,
        d: law45.Decision,
        *,
        speaker: Seat,
        by_naming: bool,
        f: Findings,
        base: Ruling | None = None,
    ) -> list[Ruling]:
        """Declarer's act plays dummy's ``card`` (45B, 45C3, 45C4(a) via Law 46)."""
        st = self._st
        t = st.table
        dummy = t.dummy
        corrected = self._try_correct_revoke(dummy, card, index)
        if corrected is not None:
            return corrected
        if self._correction_due():
            return self._correct_45d(card, index, d, base)
        if self._pending_too_late():
            st.pending_45d = None
        if t.turn != dummy:
            if not t.current_trick:
                r = law53_58.lead_out_of_turn(dummy, card, table=t)
                self._offer_lead(r, dummy, card)
                if by_naming and speaker == t.declarer and r.outcome is Outcome.OPTIONS:
                    # 55A from declarer's call: later words are a change attempt, never allowed
                    st.wrong_hand_call = card
                return [r]
            return self._premature(dummy, card, "dummy")
        notes = self._put(dummy, card)
        st.designated = _Designated(index, speaker, dummy, card, by_naming, len(t.plays) - 1)
        if base is not None:
            return [
                replace(
                    base, seat=dummy, card=card, extra={**base.extra, **({"then": notes} if notes else {})}
                )
            ]
        revoke = f"revoke:{dummy.letter}:{card}" in notes
        right = _M_RIGHT[law61_64.dummy_prevents_revoke_clause(self.edition)]
        return [
            Ruling(
                Outcome.PLAYED,
                d.law,
                seat=dummy,
                card=card,
                flags=("revoke",) if revoke else (),
                message=M_REVOKE_DUMMY if revoke else M_13,
                params=_p(card=card, law=d.law, **({"right_msg": right} if revoke else {})),
                extra={"then": notes} if notes else {},
            )
        ]

    def _correct_45d(self, card: Card, index: int, d: law45.Decision, base: Ruling | None) -> list[Ruling]:
        """45D: declarer designates after dummy put an unnamed card in the played position."""
        st = self._st
        t = st.table
        p = st.pending_45d
        assert p is not None
        later = self._rollback(p.at)[1:]
        st.pending_45d = None
        self._put(t.dummy, card)
        st.designated = _Designated(index, t.declarer, t.dummy, card, True, len(t.plays) - 1)
        done, back = self._replay(later)
        withdrawable = _not_of_side(done, t.declarer)
        law = base.law if base is not None else d.law
        offender = self._offender_after_correction()
        options = self._offer_withdraw(law45.clause("45D", self.edition), withdrawable, offender)
        return [
            Ruling(
                Outcome.PLAYED,
                law,
                seat=t.dummy,
                card=card,
                options=options,
                message=M_14,
                params=_p(card=card, law=law, d=law45.clause("45D", self.edition)),
                extra={"withdrawable": withdrawable, "returned": back},
            )
        ]

    def _dummy_places(self, card: Card, index: int, f: Findings) -> list[Ruling]:
        st = self._st
        t = st.table
        dummy = t.dummy
        cur = dict(t.current_trick)
        des = st.designated
        named = st.named_unfaced
        if named is not None and t.turn == dummy and dummy not in cur:
            if card is not named:
                return [self._withdrawn_45d(index, card, named=named)]
            base = Ruling(
                Outcome.PLAYED, law45.clause("45B", self.edition), message=M_15, params=_p(card=card)
            )
            d = law45.Decision(True, base.law, "faced")
            return self._play_from_dummy(card, index, d, speaker=t.declarer, by_naming=True, f=f, base=base)
        if dummy in cur and des is not None and des.card is cur[dummy]:
            if card is cur[dummy]:
                return [
                    Ruling(
                        Outcome.PLAYED,
                        law45.clause("45B", self.edition),
                        seat=dummy,
                        card=card,
                        message=M_15,
                        params=_p(card=card),
                    )
                ]
            return [self._withdrawn_45d(index, card, named=des.card)]
        if t.turn == dummy and st.pending_45d is None and law45.no_provision_1963(self.edition):
            # 1963: no 45D - the card lies on the table; the Director rules (Dutch seed 004)
            law = law45.clause("45D", self.edition)
            self._put(dummy, card)
            return [
                Ruling(
                    Outcome.DIRECTOR,
                    law,
                    seat=dummy,
                    card=card,
                    flags=("summon_director", "no_provision_1963"),
                    message=M_45D_1963,
                    params=_p(card=card, law=law),
                )
            ]
        if t.turn == dummy and st.pending_45d is None:
            d = law45.dummy_places_unnamed_45D(
                both_sides_played_to_next_trick=False, edition=self.edition, regulations=self.regulations
            )
            number = t.trick_number
            self._put(dummy, card)
            st.pending_45d = _Pending45D(index, card, len(t.plays) - 1, number)
            off = self._offender_after_correction()
            w = self._withdraw(index, dummy, card, d.law, off)
            return [
                Ruling(
                    Outcome.WITHDRAWN,
                    d.law,
                    seat=dummy,
                    card=card,
                    info=w.info,
                    flags=("summon_director",),
                    message=M_16,
                    params=_p(card=card, law=d.law),
                )
            ]
        return [self._withdrawn_45d(index, card, named=None)]

    def _withdrawn_45d(self, index: int, card: Card, named: Card | None) -> Ruling:
        """45D: dummy's ``card`` that declarer did not name goes back to dummy (``named``: the
        card declarer named, already played or designated). 1963: no 45D provision - the named
        card is the one played (45(d)); the other is not played, and the Director rules on the
        rest (flag ``no_provision_1963``)."""
        t = self._st.table
        law = law45.clause("45D", self.edition)
        if law45.no_provision_1963(self.edition):
            return Ruling(
                Outcome.NOT_PLAYED if named is not None else Outcome.DIRECTOR,
                law,
                seat=t.dummy,
                card=card,
                flags=("summon_director", "no_provision_1963"),
                message=M_45D_NAMED_1963 if named is not None else M_45D_1963,
                params=_p(card=card, named_card=named or "", law=law),
            )
        off = self._offender_after_correction()
        w = self._withdraw(index, t.dummy, card, law, off)
        return Ruling(
            Outcome.WITHDRAWN,
            law,
            seat=t.dummy,
            card=card,
            info=w.info,
            flags=("summon_director",),
            message=M_45D_NAMED if named is not None else M_45D_UNNAMED,
            params=_p(card=card, named_card=named or "", law=law),
        )

    def _dummy_indicates(self, card: Card, f: Findings) -> Ruling:
        st = self._st
        d = law45.dummy_indicates_45F(suggestion=bool(f.get("suggestion")), edition=self.edition)
        if d.reason != "no_suggestion":
            st.suggested_trick = st.table.trick_number
        texts = {
            "adjust": M_17 if self.edition >= Edition.E2007 else M_17_1997,
            "forbid_line": M_18,
            "no_suggestion": M_19,
        }
        return Ruling(
            Outcome.NOT_PLAYED,
            d.law,
            seat=st.table.dummy,
            card=card,
            options=d.options,
            flags=d.flags,
            message=texts[d.reason],
            params=_p(card=card, law=d.law),
        )

    def _touch(self, e: Event, index: int, f: Findings) -> list[Ruling]:
        assert e.card is not None
        d = law45.dummy_card_touched_45C3(purpose=e.purpose, edition=self.edition)
        if d.needs:
            return [
                Ruling(
                    Outcome.DIRECTOR,
                    d.law,
                    seat=self._st.table.dummy,
                    card=e.card,
                    needs=d.needs,
                    flags=("summon_director",),
                    message=M_20,
                    params=_p(card=e.card, law=d.law),
                )
            ]
        if not d.played:
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    d.law,
                    seat=self._st.table.dummy,
                    card=e.card,
                    message=M_21,
                    params=_p(card=e.card, law=d.law, purpose=e.purpose),
                )
            ]
        return self._play_from_dummy(e.card, index, d, speaker=e.by, by_naming=False, f=f)

    # --------------------------------------------------------------- hold / show

    def _hold(self, e: Event, index: int, f: Findings, role: str) -> list[Ruling]:
        card = e.card
        assert card is not None
        t = self._st.table
        if role == "declarer" and card in t.hand(t.dummy):
            d = law45.Decision(
                e.where in ("touching_table", "played_position"), law45.clause("45B", self.edition)
            )
            if d.played:
                return self._play_from_dummy(card, index, d, speaker=e.by, by_naming=False, f=f)
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    d.law,
                    seat=t.dummy,
                    card=card,
                    message=M_22,
                    params=_p(card=card),
                )
            ]
        if role == "declarer":
            d = law45.declarer_card_45C2(where=e.where, edition=self.edition)
            if d.needs:
                return [
                    Ruling(
                        Outcome.DIRECTOR,
                        d.law,
                        seat=e.by,
                        card=card,
                        needs=d.needs,
                        flags=("summon_director",),
                        message=M_23,
                        params=_p(card=card, law=d.law),
                    )
                ]
            if d.played:
                return self._play(e.by, card, index, f, d)
            texts = {
                "lifted": M_24 if self.edition > Edition.E1963 else M_24_1963,
                "position_1963": M_25,
            }
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    d.law,
                    seat=e.by,
                    card=card,
                    message=texts[d.reason],
                    params=_p(card=card, law=d.law),
                )
            ]
        could = _partner_could_see(e, f)
        if could is None:
            could = e.where != "lifted"
        return self._defender_seen(e.by, card, index, f, could, attempt=True)

    def _show(self, e: Event, index: int, f: Findings, role: str) -> list[Ruling]:
        card = e.card
        assert card is not None
        t = self._st.table
        if role in ("declarer", "dummy"):
            owner = t.dummy if card in t.hand(t.dummy) else e.by
            return [declarer_exposes(card, edition=self.edition, seat=owner)]
        could = _partner_could_see(e, f)
        return self._defender_seen(e.by, card, index, f, could, attempt=False)

    def _defender_seen(
        self, seat: Seat, card: Card, index: int, f: Findings, could: bool | None, *, attempt: bool = True
    ) -> list[Ruling]:
        """A defender's card seen: 45C1 when it is his turn and he has not played; a premature
        play (57) when he held it as if to play (``attempt``) before his turn; else - a card
        shown outside normal play, or after he played to the trick - Law 49 (-> 50B)."""
        st = self._st
        t = st.table
        d = law45.defender_card_45C1(partner_could_see=could, edition=self.edition)
        own_turn = t.turn == seat and not self._trick_has(seat)
        if d.played and own_turn:
            return self._in_turn(seat, card, index, d)
        if d.played and attempt and not self._trick_has(seat) and t.current_trick:
            return self._premature(seat, card, "defender")
        r = defender_exposes(
            card,
            seat,
            partner_could_see=bool(could if could is not None else True),
            edition=self.edition,
            regulations=self.regulations,
            existing=st.area,
            intended_card=f.get("intended_card"),
            declarer=t.declarer,
            director_otherwise=bool(f.get("director_otherwise")) or None,
        )
        if r.outcome is Outcome.PENALTY_CARD and r.penalty in ("major", "minor"):
            self._add_penalty(card, seat, "major" if r.penalty == "major" else "minor")
            self._sync_restrictions()
        return [r]

    # --------------------------------------------------------------- O-45B-MOMENT, O-POINTING, O-46B4

    def _named_not_faced(self, r: Ruling) -> Ruling:
        """45B under option ``O-45B-MOMENT`` = ``faced``: the dummy card declarer named (``r``,
        the Law 46 / 45C4(a) ruling on his words) is designated but counts as played only when
        dummy faces it (``dummy_places`` of that card -> ``played`` 45B). Until then nothing
        is on the table: a defender who plays meanwhile plays before dummy (Law 57), another
        designation simply replaces it, and dummy facing another card is 45D."""
        t = self._st.table
        assert r.card is not None
        self._st.named_unfaced = r.card
        law = law45.clause("45B", self.edition)
        return Ruling(
            Outcome.NOT_PLAYED,
            law,
            seat=t.dummy,
            card=r.card,
            message=M_NAMED_NOT_FACED,
            params=_p(card=r.card, law=law),
            extra={"designated": str(r.card), "designation_law": r.law},
        )

    def _point(self, card: Card, by: Seat, index: int, f: Findings) -> list[Ruling]:
        """Declarer points at or nods to dummy's ``card`` (event ``point``), by option
        ``O-POINTING``: ``designation`` (default) -> 45C4(a) "otherwise designates" (57C
        footnote: "as by a gesture or nod"), played; 2017: never correctable under 45C4(b)
        (named cards only), before 2017 correctable like any designation;
        ``touch`` -> ruled as a deliberate touch to play it (45C3), played; ``nothing`` -> not
        played."""
        rule = self.regulations.get("O-POINTING", self.edition)
        t = self._st.table
        if rule == "nothing":
            law = law45.clause("45C4(a)", self.edition)
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    law,
                    seat=t.dummy,
                    card=card,
                    message=M_POINT_NOTHING,
                    params=_p(card=card),
                    extra={"O-POINTING": rule},
                )
            ]
        if rule == "touch":
            d = law45.dummy_card_touched_45C3(purpose="play", edition=self.edition)
            out = self._play_from_dummy(card, index, d, speaker=by, by_naming=False, f=f)
            return _with_option(out, "O-POINTING", rule)
        law = law45.clause("45C4(a)", self.edition)
        d = law45.Decision(True, law, "gesture")
        base = Ruling(
            Outcome.PLAYED,
            law,
            message=M_POINTED if self.edition >= Edition.E2017 else M_POINTED_OLD,
            params=_p(card=card, law=law),
            extra={"O-POINTING": rule},
        )
        out = self._play_from_dummy(card, index, d, speaker=by, by_naming=False, f=f, base=base)
        des = self._st.designated
        if des is not None and des.event == index:
            des.gesture = True
        return out

    def _after_invalid_call(self, seat: Seat) -> bool:
        """``seat`` is dummy's LHO acting right after declarer's invalid call from dummy (46B4):
        nothing has been played since and dummy is still to play."""
        st = self._st
        t = st.table
        return (
            st.invalid_call_at == len(t.plays)
            and t.turn == t.dummy
            and seat == t.dummy.lho
            and not self._trick_has(seat)
        )

    def _play_after_invalid_call(self, seat: Seat, card: Card, index: int, f: Findings) -> list[Ruling]:
        """Option ``O-46B4-RHO-PLAYED``: after declarer's invalid call (46B4) the next defender
        puts ``card`` on the table, though dummy has not played. ``57D_53_56`` (default): he
        played out of rotation - Law 57D when dummy was to follow, a lead out of turn (53/56)
        when dummy was to lead (the ordinary rules of position, made explicit in ``extra``);
        ``47E1``: the card is retracted without rectification (47E1 by analogy; 16C tags: the
        declaring side caused it); ``penalty_major``: it is not played and becomes a major
        penalty card (NBB Delft 2007; Law 49)."""
        st = self._st
        t = st.table
        rule = self.regulations.get("O-46B4-RHO-PLAYED", self.edition)
        st.invalid_call_at = None
        if rule == "47E1":
            law = law47.clause_47E1_misinformed_turn(self.edition)
            w = self._withdraw(index, seat, card, law, t.declarer)
            return [
                Ruling(
                    Outcome.WITHDRAWN,
                    law,
                    seat=seat,
                    card=card,
                    info=w.info,
                    message=M_46B4_RETRACTED,
                    params=_p(seat=seat, card=card, law=law),
                    extra={"O-46B4-RHO-PLAYED": rule},
                )
            ]
        if rule == "penalty_major":
            self._add_penalty(card, seat, "major")
            self._sync_restrictions()
            return [
                Ruling(
                    Outcome.PENALTY_CARD,
                    "49",
                    seat=seat,
                    card=card,
                    penalty="major",
                    flags=("summon_director",),
                    message=M_46B4_PENALTY,
                    params=_p(seat=seat, card=card),
                    extra={"O-46B4-RHO-PLAYED": rule},
                )
            ]
        out = self._play(seat, card, index, f, law45.card_played_45A(edition=self.edition))
        return _with_option(out, "O-46B4-RHO-PLAYED", rule)

    # --------------------------------------------------------------- words

    def _say(self, e: Event, index: int, f: Findings, role: str) -> list[Ruling]:
        st = self._st
        text = e.text or ""
        if is_turn_statement(text):
            st.told_turn_by = e.by
            law = law47.clause_47E1_misinformed_turn(self.edition)
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    law,
                    seat=e.by,
                    message=M_26,
                    params=_p(seat=e.by, law=law),
                )
            ]
        if role == "dummy":
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    law45.clause("45F", self.edition),
                    seat=e.by,
                    flags=("summon_director",),
                    message=M_27 if self.edition > Edition.E1963 else M_27_1963,
                    params=_p(law=law45.clause("45F", self.edition)),
                )
            ]
        try:
            des = parse_designation(text, e.lang)
        except DesignationError:
            des = None
        if role == "declarer":
            out = self._declarer_says(e, index, f, des)
            t = st.table
            if any(r.outcome is Outcome.INVALID for r in out) and t.turn == t.dummy:
                st.invalid_call_at = len(t.plays)  # 46B4: for O-46B4-RHO-PLAYED
            return out
        return self._defender_says(e, index, f, des)

    def _declarer_says(self, e: Event, index: int, f: Findings, des: Designation | None) -> list[Ruling]:
        st = self._st
        t = st.table
        dummy = t.dummy
        corrected = self._designation_corrects_revoke(e, des, index, f)
        if corrected is not None:
            return corrected
        wrong = self._wrong_hand_change(e, index)
        if wrong is not None:
            return wrong
        pending = self._correction_due()
        dummy_to_play = (t.turn == dummy and not self._trick_has(dummy)) or pending
        prior = st.designated
        if (
            not dummy_to_play
            and prior is not None
            and prior.speaker == e.by
            and self._change_window_open(prior)
        ):
            return self._change(e, index, f, des, prior)
        if des is None:
            outcome, law = law46.no_card_designated_46B4(dummy_to_play=dummy_to_play)
            return [
                Ruling(
                    outcome,
                    law,
                    seat=dummy,
                    message=M_NO_CARD_46B4 if outcome is Outcome.INVALID else M_NO_CARD,
                    params=_p(text=e.text or ""),
                )
            ]
        table = t
        if pending:
            table = t.copy()
            p = st.pending_45d
            assert p is not None
            while len(table.plays) > p.at:
                table.undo()
        elif not dummy_to_play:
            # a designation when dummy is not to play: lead from the wrong hand or premature
            if not t.current_trick and t.turn == t.declarer:
                table = t.copy()
                table.accept_lead_out_of_turn(dummy)
            else:
                return [
                    Ruling(
                        Outcome.NOT_PLAYED,
                        law45.clause("45C4(a)", self.edition),
                        seat=dummy,
                        message=M_28,
                        params=_p(text=e.text or ""),
                    )
                ]
        r = self._resolve_words(table, des, e.by, f)
        if r.outcome is Outcome.DEFENDERS_DESIGNATE and table is t:
            return [self._offer_46B5(r)]
        if r.outcome is not Outcome.PLAYED or r.card is None:
            return [r]
        law = r.law
        if (
            table is t
            and not pending
            and t.turn == dummy
            and self.regulations.get("O-45B-MOMENT", self.edition) == "faced"
        ):
            return [self._named_not_faced(r)]
        d = law45.Decision(True, law, "named")
        return self._play_from_dummy(r.card, index, d, speaker=e.by, by_naming=True, f=f, base=r)

    def _wrong_hand_change(self, e: Event, index: int) -> list[Ruling] | None:
        """Declarer speaks again while the dummy card he called when the lead was in his own
        hand (55A) still awaits the defenders' choice: a change attempt under 45C4(b), refused
        in every edition (``wrong_hand``: RU commentary on 1997, seed 003, 45.5 - "когда
        разыгрывающий назвал карту со стола, когда ход был с его собственной руки, это не может
        трактоваться как случайность"). The called card stays the lead from the wrong hand; the
        defenders' 55A choice stays open. None: no such call is open."""
        st = self._st
        t = st.table
        card = st.wrong_hand_call
        o = st.offer
        if card is None or o is None or o.kind != "lead" or o.card is not card or o.seat != t.dummy:
            st.wrong_hand_call = None
            return None
        facts = law45.ChangeFacts(
            by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=False, wrong_hand=True
        )
        d = law45.may_change_designation_45C4b(facts, edition=self.edition, regulations=self.regulations)
        return [
            Ruling(
                Outcome.CHANGE_REFUSED,
                d.law,
                seat=t.dummy,
                card=card,
                options=o.options,
                flags=("summon_director",),
                message=M_WRONG_HAND,
                params=_p(card=card, law=d.law, lead_law=o.law),
                extra={"reason": d.reason},
            )
        ]

    def _designation_corrects_revoke(
        self, e: Event, des: Designation | None, index: int, f: Findings
    ) -> list[Ruling] | None:
        """62A/62B2: declarer's words designate, in place of dummy's revoke card that is not yet
        established, a card of the suit led (read on the position before the revoke card)."""
        t = self._st.table
        found = self._correctable_revoke(t.dummy) if des is not None else None
        if found is None or des is None:
            return None
        before = t.copy()
        while len(before.plays) > found[0]:
            before.undo()
        r = self._resolve_words(before, des, e.by, f)
        if r.outcome is not Outcome.PLAYED or r.card is None:
            return None
        return self._try_correct_revoke(t.dummy, r.card, index)

    def _defender_says(self, e: Event, index: int, f: Findings, des: Designation | None) -> list[Ruling]:
        st = self._st
        t = st.table
        prior = st.designated
        if (
            prior is not None
            and prior.speaker == e.by
            and self._change_window_open(prior)
            and des is not None
        ):
            return self._change(e, index, f, des, prior)
        if des is None or des.card is None:
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    law45.clause("45C4(a)", self.edition),
                    seat=e.by,
                    message=M_29,
                    params=_p(seat=e.by),
                )
            ]
        card = des.card
        corrected = self._try_correct_revoke(e.by, card, index)
        if corrected is not None:
            return corrected
        if not self._holds(e.by, card):
            return [
                Ruling(
                    Outcome.NOT_PLAYED,
                    law45.clause("45C4(a)", self.edition),
                    seat=e.by,
                    card=card,
                    message=M_30,
                    params=_p(seat=e.by, card=card),
                )
            ]
        if t.turn == e.by and not self._trick_has(e.by):
            d = law45.named_card_45C4a(edition=self.edition)
            out = self._in_turn(e.by, card, index, d)
            st.designated = _Designated(index, e.by, e.by, card, True, len(t.plays) - 1)
            return out
        return [
            defender_exposes(
                card,
                e.by,
                partner_could_see=False,
                named_as_held=True,
                edition=self.edition,
                regulations=self.regulations,
                existing=st.area,
                declarer=t.declarer,
            )
        ]

    def _open_in_record(self, prior: _Designated) -> bool:
        """The designated card is still on the table as played (not undone by a correction)."""
        t = self._st.table
        plays = t.plays
        return prior.at < len(plays) and plays[prior.at][1] is prior.card

    def _change(
        self, e: Event, index: int, f: Findings, des: Designation | None, prior: _Designated
    ) -> list[Ruling]:
        """45C4(b): the player tries to change an earlier designation."""
        st = self._st
        t = st.table
        later = t.plays[prior.at + 1 :]
        own_side = [(s, c) for s, c in later if s.same_side(prior.speaker)]
        revoked = {(r.seat, r.card) for r in t.revokes}
        facts = law45.ChangeFacts(
            by_declarer=prior.speaker == t.declarer,
            dummy_card=prior.owner == t.dummy,
            by_naming=prior.by_naming,
            own_side_played_since=bool(own_side),
            legal_plays_only=not any(x in revoked for x in own_side),
            slip_of_tongue=bool(f.get("slip_of_tongue")),
            pause_for_thought=bool(f.get("pause_for_thought")),
            by_gesture=prior.gesture,
        )
        d = law45.may_change_designation_45C4b(facts, edition=self.edition, regulations=self.regulations)
        if not d.played:
            return [
                Ruling(
                    Outcome.CHANGE_REFUSED,
                    d.law,
                    seat=prior.owner,
                    card=prior.card,
                    needs=None,
                    message=M_31,
                    params=_p(card=prior.card, why_msg=_REASONS_45C4B.get(d.reason, M_NOT_SLIP), law=d.law),
                    extra={"reason": d.reason},
                )
            ]
        # allowed: find the new card on the position before the first one was played
        taken = self._rollback(prior.at)

        def director(message: str) -> list[Ruling]:
            """The change is allowed but the new words give no (legal) card: the first card is
            put back as it was and the Director establishes which card was meant."""
            self._replay(taken)
            return [
                Ruling(
                    Outcome.DIRECTOR,
                    d.law,
                    seat=prior.owner,
                    card=prior.card,
                    needs="new_designation",
                    flags=("summon_director",),
                    message=message,
                    params=_p(card=prior.card, law=d.law),
                )
            ]

        if des is None:
            return director(M_32)
        if prior.owner == t.dummy:
            r = self._resolve_words(t, des, prior.speaker, f)
            new = r.card if r.outcome is Outcome.PLAYED else None
        else:
            new = des.card if des.card is not None and self._holds(prior.owner, des.card) else None
        if new is None or not t.is_legal(new, prior.owner):
            return director(M_33)
        self._put(prior.owner, new)
        st.designated = _Designated(index, prior.speaker, prior.owner, new, True, len(t.plays) - 1)
        done, back = self._replay(taken[1:])
        offender = self._offender_after_correction()
        if prior.speaker != t.declarer:
            offender = prior.speaker
        ret = law47.clause_47C_changed_designation(self.edition, change_clause=d.law)
        w = self._withdraw(index, prior.owner, prior.card, ret, offender)
        opp = _not_of_side(done + back, prior.speaker)
        sub = law47.clause_47D_opponent_changed(self.edition, change_clause=d.law)
        options = self._offer_withdraw(sub, _not_of_side(done, prior.speaker), offender)
        c16 = clause_16_withdrawn(self.edition)
        condition = law45.change_condition_45C4b(self.edition)
        if condition == "slip_of_tongue":
            change_msg = M_CHANGE_2017
        elif condition == "without_interruption":
            change_msg = M_CHANGE_1963
        else:
            change_msg = M_CHANGE_16 if self.edition >= Edition.E2007 else M_CHANGE
        return [
            Ruling(
                Outcome.CHANGE_ALLOWED,
                d.law,
                seat=prior.owner,
                card=new,
                options=options,
                info=w.info,
                message=change_msg,
                params=_p(old_card=prior.card, card=new, law=d.law, ret=ret, sub=sub, c16=c16 or ""),
                extra={
                    "withdrawn": f"{prior.owner.letter}:{prior.card}",
                    "withdrawable": opp,
                    "returned": back,
                },
            )
        ]


def rule_incident(
    incident: Incident, *, regulations: Regulations | None = None, lang: str = "en"
) -> list[Ruling]:
    """Every ruling for every event of ``incident``, in order, with ``text`` rendered in ``lang``.

    Raises:
        BridgeLawError: an event the position makes impossible (a card not held, an act by a
            seat that cannot act); the message names the event (``events[i]``).
    """
    s = TableSession.from_incident(incident, regulations=regulations)
    out: list[Ruling] = []
    for i, e in enumerate(incident.events):
        try:
            out.extend(s.apply(e))
        except PlayError as err:
            raise event_error(e, err, i, incident.file) from None
    return [render_text(r, lang) for r in out]


def event_error(event: Event, err: PlayError, index: int, file: str | None) -> IncidentFormatError:
    """The format error for event ``index`` refused by the engine: ``events[i]: <why>``.

    The event is described first (``S plays H3: ...``) unless the engine's message already
    starts with the acting seat (``S cannot play H3: ...``), so nothing is said twice.
    """
    msg = str(err)
    if not msg.startswith(f"{event.by.letter} "):
        msg = f"{event.describe()}: {msg}"
    return IncidentFormatError(msg, path=f"events[{index}]", file=file)
