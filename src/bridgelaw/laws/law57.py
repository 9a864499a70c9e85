"""Law 57: premature lead or play (laws.md §1.14).

A defender's premature lead or play: a major penalty card and declarer's choice for partner
(57A, 57B; 2007: three options, no "require another suit"); its breach when able to comply is a
revoke (61A, recorded by the engine); the exceptions of 57C, by code:

========================================= ====== ====== ============
exception                                 2017   2007   1997 (older)
========================================= ====== ====== ============
declarer has played from both hands       57C1   57C1   57C
dummy selected a card / suggested one     57C2   57C1   57C
declarer's premature play is played       57C3   57C2   none (45)
========================================= ====== ====== ============

and a play at RHO's turn (57D; new in 2017 - the older codes make it a penalty card, 50, 50B).
Sources: the 2017 text (pzbs.pl); the 2007 numbering as cited in the EBU/BBO threads of 2010-2017
(tests/data/law57/ and the shared case bbo63905). Option ids
of declarer's 57A choice: ``partner_highest``, ``partner_lowest``, ``partner_other_suit:X``,
``partner_not_suit:X``.
"""


from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from bridgelaw.cards import SUIT_MASKS, Card, Hand, Seat, Suit
from bridgelaw.clauses import Clause, Clauses, same, version
from bridgelaw.designation.types import Designation, Keyword
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Memory, PenaltyCard, PrematurePlayOffer, Restrict, Verdict
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "CalledCard",
    "DummySelected",
    "DummySuggested",
    "NoRectification57",
    "PrematureLeadAwaiting",
    "PrematurePlayRestriction",
    "declarer_premature_play_57C3",
    "defender_not_rectified_57C",
    "defender_premature_lead_not_rectified_57C",
    "no_rectification_57C",
    "play_at_rho_turn_57D",
    "premature_call_card_57C3",
    "premature_lead_in_turn_57C",
    "premature_play_57A",
    "premature_play_choice_57A",
    "premature_play_offer_57A",
    "premature_words_from_dummy_57C3",
    "rho_turn_rule_in_force_57D",
    "unable_to_comply_57B",
]


E1963, E2007, E2017 = Edition.E1963, Edition.E2007, Edition.E2017


#: Law 57's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("57A", "premature lead or play by a defender", same("57A", "laws.md §1.14 [V]")),
    Clause("57B", "offender's partner unable to comply with declarer's 57A choice: any card, as Law 59 "
           "provides", same("57B", "laws.md §1.14 [V]")),
    Clause("57C1", "declarer had played from both hands (2007: 57C1; older: 57C)", (
        version(E1963, "57C", "1997 Law 57C (one item: both hands or dummy) [M]"),
        version(E2007, "57C1", "2007 Law 57C numbering as cited in EBU/BBO threads of 2010-2017 [S]"),
        version(E2017, "57C1", "laws.md §1.14 [V]", True))),
    Clause("57C2",
           "dummy selected a card of his own volition or illegally suggested one (2007: 57C1; older: 57C)", (
        version(E1963, "57C", "1997 Law 57C (one item: both hands or dummy) [M]"),
        version(E2007, "57C1", "2007 Law 57C numbering as cited in EBU/BBO threads of 2010-2017 [S]"),
        version(E2017, "57C2", "laws.md §1.14 [V]", True))),
    Clause("57C3", "declarer's premature play is a played card (2007: 57C2; older: no provision)", (
        version(E1963, "57", "1997 Law 57C (one item: both hands or dummy) [M]", provided=False),
        version(E2007, "57C2", "2007 Law 57C numbering as cited in EBU/BBO threads of 2010-2017 [S]"),
        version(E2017, "57C3", "laws.md §1.14 [V]", True))),
    Clause("57D", "premature play when the offender's partner has played (2017; older codes: no such "
           "clause - the card is prematurely exposed, a penalty card by Law 50, major by 50B)", (
        version(E1963, "50B", "1997/2007 Law 57 (A-C only; 57A: 'before his partner has played'); Law 50: "
                "'a card prematurely exposed (but not led, see Law 57) by a defender is a penalty card' [M]",
                provided=False),
        version(E2017, "57D", "laws.md §1.14 [V]", True))),
)


#: Law 57 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


#: The messages of Law 57: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

PREMATURE_PLAY = MESSAGES(
    "{seat} played {card} before his partner: it is a major penalty card, and declarer chooses what "
    "{partner} must play to this trick: his highest or lowest card of the suit led, a card of another "
    "suit he names, or not a card of a suit he names (Law 57A)."
)
PARTNER_MUST_PLAY_HIGHEST = MESSAGES(
    "Declarer requires {seat} to play his highest card of the suit led; if he cannot, he may play any "
    "legal card (Laws 57A, 57B, 59)."
)
PARTNER_MUST_PLAY_LOWEST = MESSAGES(
    "Declarer requires {seat} to play his lowest card of the suit led; if he cannot, he may play any legal "
    "card (Laws 57A, 57B, 59)."
)
PARTNER_MUST_PLAY_SUIT = MESSAGES(
    "Declarer requires {seat} to play a card of {suit}; if he cannot, he may play any legal card (Laws "
    "57A, 57B, 59)."
)
PARTNER_MAY_NOT_PLAY_SUIT = MESSAGES(
    "Declarer forbids {seat} to play a card of {suit} to this trick; if he cannot comply, he may play any "
    "legal card (Laws 57A, 57B, 59)."
)
NOT_RECTIFIED_DUMMY_SUGGESTED = MESSAGES(
    "{seat} played {card} before his partner after dummy illegally suggested a card: no rectification; "
    "the card is played at {seat}'s turn and is authorised information to his partner (Law {law})."
)
DECLARERS_PREMATURE_PLAY = MESSAGES(
    "Declarer played {card} before his turn: the card is played and goes to the trick at his proper turn "
    "(Law {law})."
)
PLAYED_AT_RHO_TURN = MESSAGES(
    "{seat} played {card} at his right-hand opponent's turn: it is a legal play, so it is played at "
    "{seat}'s proper turn (Law 57D); Law 16 may apply to the information it gave."
)
PLAYED_AT_RHO_TURN_ILLEGAL = MESSAGES(
    "{seat} played {card} at his right-hand opponent's turn, but he holds the suit led, so it can never "
    "be a legal play to this trick: it becomes a major penalty card (Law 57D)."
)
PLAYED_AT_RHO_TURN_PENALTY_CARD = MESSAGES(
    "{seat} played {card} at his right-hand opponent's turn, after his partner had played: this code has "
    "no Law 57D and Law 57A does not apply, so the card is prematurely exposed: a major penalty card "
    "(Laws 50, {law}: exposed by a deliberate play)."
)
PREMATURE_PLAY_2007 = MESSAGES(
    "{seat} played {card} before his partner: it is a major penalty card, and declarer chooses what "
    "{partner} must play to this trick: his highest or lowest card of the suit led, or not a card of a "
    "suit he names (Law 57A of this code has no option to require another suit)."
)
NOT_RECTIFIED_BOTH_HANDS_NO_CHOICE = MESSAGES(
    "{seat} played {card} before his partner, but declarer had already played from both hands: no "
    "rectification (no penalty card, no choice for declarer); the card is played at {seat}'s turn "
    "(Law {law})."
)
PREMATURE_LEAD_NOT_RECTIFIED = MESSAGES(
    "{seat} led {card} to the next trick before his partner had played to this one; he is not subject "
    "to rectification under Law 57A (Law {law}), but whether the card stands as the lead to the next "
    "trick depends on who wins this trick: the Director rules (Laws 53-56)."
)
PREMATURE_LEAD_IN_TURN = MESSAGES(
    "{seat} won the trick, so {card}, which he faced as his lead before his partner had played to "
    "it, is his lead to this trick: the card is played, with no rectification (Law {law})."
)
NOT_RECTIFIED_DUMMY_SELECTED = MESSAGES(
    "{seat} played {card} before his partner after dummy, of his own volition, selected a card that "
    "declarer had not designated: no rectification; the card is played at {seat}'s turn and is "
    "authorised information to his partner (Law {law})."
)
DECLARERS_PREMATURE_PLAY_FROM_DUMMY = MESSAGES(
    "Declarer named {card} from dummy before {turn} had played: a premature play (not a lead) by declarer "
    "is a played card; it goes to the trick at dummy's turn and, if legal, may not be withdrawn (Law {law})."
)
DECLARERS_PREMATURE_WORDS_FROM_DUMMY = MESSAGES(
    "Declarer's words '{text}' name no card of dummy by themselves before {turn} has played: a premature "
    "play from dummy is a played card (Law {law}), but which card was designated is for the Director."
)
DECLARERS_PREMATURE_PLAY_1997 = MESSAGES(
    "Declarer played {card} before his turn: Law 57 of this code rectifies only a defender's premature "
    "play, so there is no rectification; the card, played under Law 45, goes to the trick at his proper turn."
)


Choice57 = Literal["highest", "lowest", "other_suit", "not_suit"]


@dataclass(slots=True)
class PrematurePlayRestriction:
    """57A: declarer's choice for the partner of a defender who played prematurely, for the
    current trick only. ``kind``: ``highest``/``lowest`` card of the suit led, a card of
    ``suit`` (``other_suit``), or not a card of ``suit`` (``not_suit``). If the partner cannot
    comply he may play any card (57B / Law 59: ``narrow`` returns 0, the table's fallback).

    Attributes:
        seat: the offender's partner.
        kind: the choice.
        suit: the suit named (``other_suit``/``not_suit``), else None.
        trick: the trick number it applies to.
        law: ``"57A"``.
    """

    seat: Seat
    kind: Choice57
    suit: Suit | None
    trick: int
    law: str = "57A"

    def narrow(self, table: Table, legal_mask: int) -> int:
        """The cards of ``legal_mask`` that comply (0 if none: he may play any card)."""
        if table.trick_number != self.trick:
            return legal_mask
        led = table.suit_led
        if self.kind in ("highest", "lowest"):
            if led is None:
                return legal_mask
            suit_cards = legal_mask & SUIT_MASKS[led]
            if not suit_cards:
                return 0
            return (
                (1 << (suit_cards.bit_length() - 1)) if self.kind == "highest" else suit_cards & -suit_cards
            )
        assert self.suit is not None
        if self.kind == "other_suit":
            return legal_mask & SUIT_MASKS[self.suit]
        return legal_mask & ~SUIT_MASKS[self.suit]


def premature_play_offer_57A(
    seat: Seat, card: Card, *, suit_led: Suit | None, declarer: Seat, edition: Edition
) -> Verdict:
    """57A as a verdict: the ruling of :func:`premature_play_57A`, ``card`` a major penalty card
    of ``seat`` (50) and declarer's choice for the partner offered (kind ``57A``)."""
    r = premature_play_57A(seat, card, suit_led=suit_led, edition=edition)
    return Verdict.of(
        r,
        PenaltyCard(seat, card, "major"),
        PrematurePlayOffer("57A", frozenset({declarer}), r.options, seat.partner, card),
    )


def premature_play_57A(seat: Seat, card: Card, *, suit_led: Suit | None, edition: Edition) -> Ruling:
    """57A: a defender led to the next trick, or played out of turn, before his partner played to
    the current trick: ``card`` is a major penalty card and declarer chooses for the partner.

    Options under 2017 (and 1997, unverified): ``partner_highest``, ``partner_lowest``,
    ``partner_other_suit:X`` and ``partner_not_suit:X`` for every suit X other than the suit led.
    The 2007 57A has three options only - highest, lowest, or *forbid* a card of another suit
    (the 2007 text as quoted by R. Barker, BBO forum "Leading question", 2010): no
    ``partner_other_suit``. Returns ``penalty_card`` (major) with those ``options``.
    """
    others = [s for s in sorted(Suit, reverse=True) if s != suit_led]
    three = edition.ruled_as is Edition.E2007
    opts = (
        "partner_highest",
        "partner_lowest",
        *(() if three else tuple(f"partner_other_suit:{s.letter}" for s in others)),
        *(f"partner_not_suit:{s.letter}" for s in others),
    )
    return Ruling(
        Outcome.PENALTY_CARD,
        "57A",
        seat=seat,
        card=card,
        penalty="major",
        options=opts,
        flags=("summon_director",),
        message=PREMATURE_PLAY_2007 if three else PREMATURE_PLAY,
        params=_p(seat=seat, card=card, partner=seat.partner),
    )


def premature_play_choice_57A(option: str, partner: Seat, trick: int) -> Verdict:
    """Declarer's 57A choice for ``partner`` in trick ``trick``.

    Returns:
        Verdict: a ``not_played`` ruling citing 57A and one
        :class:`~bridgelaw.laws.verdict.Restrict` effect, the
        :class:`PrematurePlayRestriction` the engine puts on ``Table.restrictions``.

    Raises:
        ValueError: ``option`` is not a 57A option id.
    """
    kind, _, suit_text = option.partition(":")
    table = {
        "partner_highest": ("highest", PARTNER_MUST_PLAY_HIGHEST),
        "partner_lowest": ("lowest", PARTNER_MUST_PLAY_LOWEST),
        "partner_other_suit": ("other_suit", PARTNER_MUST_PLAY_SUIT),
        "partner_not_suit": ("not_suit", PARTNER_MAY_NOT_PLAY_SUIT),
    }
    if kind not in table or (kind in ("partner_other_suit", "partner_not_suit")) != bool(suit_text):
        raise ValueError(f"{option!r} is not an option of Law 57A")
    k, msg = table[kind]
    suit = Suit.parse(suit_text) if suit_text else None
    r = PrematurePlayRestriction(partner, k, suit, trick)  # type: ignore[arg-type]
    params = _p(seat=partner, suit=suit) if suit else _p(seat=partner)
    return Verdict.of(Ruling(
        Outcome.NOT_PLAYED, "57A", seat=partner, message=msg, params=params, extra={"chosen": option}
    ), Restrict(r))


#: Why a defender who played before his partner is not rectified (57C): declarer had played
#: from both hands, dummy selected a card of his own volition, or dummy illegally suggested one.
NoRectification57 = Literal["both_hands", "dummy_selected", "dummy_suggested"]


@dataclass(frozen=True)
class DummySuggested(Memory):
    """57C1: dummy illegally suggested a play in ``trick`` (45F): a defender playing before his
    partner in that trick is not rectified. Forgotten when the trick is complete."""

    trick: int

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        return None if trick_completed else self


@dataclass(frozen=True)
class DummySelected(Memory):
    """57C2: dummy put a card in the played position of his own volition before his turn in
    ``trick``: a defender playing before his partner in it is not rectified. Forgotten when the
    trick is complete."""

    trick: int

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        return None if trick_completed else self


@dataclass(frozen=True)
class PrematureLeadAwaiting(Memory):
    """57A's first case under a 57C exception: ``seat`` faced ``card`` as his lead to the next
    trick before his partner had played to the current one, when ``tricks_done`` tricks were
    complete. It is not rectified (57C) and not played yet; once the current trick is complete the
    card is the lead to the next one: in turn if ``seat`` won it
    (:func:`premature_lead_in_turn_57C`), else a lead out of turn (Laws 53-56). Kept until the
    engine rules on it (it forgets it then)."""

    seat: Seat
    card: Card
    tricks_done: int
    law: str


def no_rectification_57C(
    seat: Seat,
    card: Card,
    *,
    declarer_played_both_hands: bool = False,
    dummy_suggested: bool = False,
    declarer_side: bool = False,
    edition: Edition,
) -> Ruling | None:
    """57C (the older entry point): declarer's own premature play
    (:func:`declarer_premature_play_57C3`), a defender after dummy's suggestion or after
    declarer played from both hands (:func:`defender_not_rectified_57C`). Returns ``played``,
    or None when no exception applies."""
    if declarer_side:
        return declarer_premature_play_57C3(seat, card, from_dummy=False, edition=edition)
    if dummy_suggested:
        return defender_not_rectified_57C(seat, card, reason="dummy_suggested", edition=edition)
    if declarer_played_both_hands:
        return defender_not_rectified_57C(seat, card, reason="both_hands", edition=edition)
    return None


def defender_not_rectified_57C(
    seat: Seat, card: Card, *, reason: NoRectification57, edition: Edition
) -> Ruling:
    """57C: defender ``seat`` played ``card`` before his partner but is not subject to 57A's
    rectification: no penalty card, no choice for declarer; the card goes to the trick at his
    turn.

    ``reason`` and the clause cited, by code:

    ================ ======= ======= ====
    reason           2017    2007    1997
    ================ ======= ======= ====
    both_hands       57C1    57C1    57C
    dummy_selected   57C2    57C1    57C
    dummy_suggested  57C2    57C1    57C
    ================ ======= ======= ====

    2017 57C1: declarer has played from both hands (a dummy card counts only once declarer has
    instructed or indicated it, "as by a gesture or nod"); 57C2: dummy of his own volition
    prematurely selected a card before his RHO, or illegally suggested that one be played. 2007
    57C1 has both in one sentence ("if dummy has played a card or has illegally suggested that
    it be played"), 1997 57C the same. After dummy's act the card is authorised information to
    the defenders (EBU: R. Barker, BBO forum "When is a card played from dummy", 2013).
    Returns ``played``.
    """
    if reason == "both_hands":
        law = CLAUSES.label("57C1", edition)
        return Ruling(
            Outcome.PLAYED, law, seat=seat, card=card, message=NOT_RECTIFIED_BOTH_HANDS_NO_CHOICE,
            params=_p(seat=seat, card=card, law=law), extra={"no_rectification": reason},
        )
    law = CLAUSES.label("57C2", edition)
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=seat,
        card=card,
        message=NOT_RECTIFIED_DUMMY_SELECTED if reason == "dummy_selected" else NOT_RECTIFIED_DUMMY_SUGGESTED,
        params=_p(seat=seat, card=card, law=law),
        info={"authorised": ["N/S", "E/W"], "unauthorised": []},
        extra={"no_rectification": reason},
    )


def defender_premature_lead_not_rectified_57C(
    seat: Seat, card: Card, *, reason: NoRectification57, edition: Edition
) -> Ruling:
    """57A's first case - a defender leads to the next trick before his partner has played to
    the current one - when a 57C exception applies (``reason``, clause as in
    :func:`defender_not_rectified_57C`): no penalty card and no choice for declarer, but the
    card is a lead to a trick not yet begun, and whether it stands depends on who wins the
    current trick (a lead out of turn, 53-56, if his side does not): ``director`` with
    ``needs == "lead_next_trick"``; nothing is played now."""
    law = CLAUSES.label("57C1" if reason == "both_hands" else "57C2", edition)
    return Ruling(
        Outcome.DIRECTOR,
        law,
        seat=seat,
        card=card,
        needs="lead_next_trick",
        flags=("summon_director",),
        message=PREMATURE_LEAD_NOT_RECTIFIED,
        params=_p(seat=seat, card=card, law=law),
        extra={"no_rectification": reason},
    )


def premature_lead_in_turn_57C(seat: Seat, card: Card, *, law: str) -> Ruling:
    """The card ``seat`` faced as a premature lead under a 57C exception (clause ``law``, as ruled
    then) once the trick is complete and ``seat`` has won it: it is his lead, played in turn, with
    no rectification. Returns ``played``. (Won by anyone else, it is a lead out of turn: Law 53's
    home rules it.)"""
    return Ruling(Outcome.PLAYED, law, seat=seat, card=card, message=PREMATURE_LEAD_IN_TURN,
                  params=_p(seat=seat, card=card, law=law), extra={"premature_lead": True})


def declarer_premature_play_57C3(
    seat: Seat, card: Card, *, from_dummy: bool, edition: Edition, turn: Seat | None = None
) -> Ruling:
    """57C3 (2017; 2007 57C2): declarer's premature play (not a lead) from his own hand or from
    dummy - a card he names from dummy before the hand before dummy (``turn``) has played - is a
    played card and, if legal, may not be withdrawn; there is no rectification (57A is about
    defenders). It goes to the trick at its owner's turn. The 1997 code (and older) has no such
    item: Law 57 rectifies a defender only, and declarer's card is played under Law 45 - the
    ruling says so and cites ``"57"`` (flag ``no_provision``). Returns ``played``."""
    law = CLAUSES.label("57C3", edition)
    flags: tuple[str, ...] = ()
    if not CLAUSES["57C3"].provided(edition):
        msg, params = DECLARERS_PREMATURE_PLAY_1997, _p(card=card)
        flags = ("no_provision",)
    elif from_dummy:
        msg, params = DECLARERS_PREMATURE_PLAY_FROM_DUMMY, _p(card=card, turn=turn, law=law)
    else:
        msg, params = DECLARERS_PREMATURE_PLAY, _p(card=card, law=law)
    return Ruling(Outcome.PLAYED, law, seat=seat, card=card, message=msg, params=params, flags=flags)


class CalledCard(NamedTuple):
    """A dummy card declarer's words designate (``card``) and the clause that reads it (``law``)."""

    card: Card
    law: str


def premature_call_card_57C3(
    designation: Designation, *, dummy_hand: Hand, suit_led: Suit | None
) -> CalledCard | None:
    """Which dummy card declarer's premature words designate (57C3 makes it a played card): the
    card named (45C4(a)); a suit without a rank, "small" or "low" of a suit - its lowest card
    (46B2); "high"/"low" alone - the highest/lowest card of the suit led (46B1(a)/(c)), when
    dummy holds that suit. Returns (card, clause) or None when the words leave the card open
    (a rank alone, "win", "cover", "ruff", a card dummy does not hold ...): the Director
    decides (:func:`premature_words_from_dummy_57C3`)."""
    d = designation
    if d.superseded or d.trump_named:
        return None
    if d.suit is not None and d.rank is not None and d.keyword is None:
        card = Card(d.suit, d.rank)
        return CalledCard(card, "45C4(a)") if card in dummy_hand else None
    if d.rank is not None:
        return None
    if d.suit is not None and d.keyword in (None, Keyword.LOW):
        cards = dummy_hand.suit(d.suit)
        return CalledCard(min(cards), "46B2") if cards else None
    if d.suit is None and suit_led is not None and d.keyword in (Keyword.HIGH, Keyword.LOW):
        cards = dummy_hand.suit(suit_led)
        if not cards:
            return None
        if d.keyword is Keyword.HIGH:
            return CalledCard(max(cards), "46B1(a)")
        return CalledCard(min(cards), "46B1(c)")
    return None


def premature_words_from_dummy_57C3(text: str, *, dummy: Seat, turn: Seat, edition: Edition) -> Ruling:
    """57C3 (2017; 2007 57C2): declarer's words designate a card from dummy before ``turn``, the
    hand before dummy, has played, but name no card by themselves (a suit, "small", "high", a
    rank ...): the premature play is a played card, but which card it was is the Director's
    finding (``needs == "designated_card"``); nothing is played yet. Returns ``director``."""
    law = CLAUSES.label("57C3", edition)
    return Ruling(
        Outcome.DIRECTOR,
        law,
        seat=dummy,
        needs="designated_card",
        flags=("summon_director",),
        message=DECLARERS_PREMATURE_WORDS_FROM_DUMMY,
        params=_p(text=text, turn=turn, law=law),
    )


def rho_turn_rule_in_force_57D(edition: Edition) -> bool:
    """Whether the code has 57D (a defender's play at his RHO's turn; new in 2017). Without it
    such a card is a penalty card of Law 50 whose duties (50D1) start at once."""
    return CLAUSES.provided("57D", edition)


def play_at_rho_turn_57D(seat: Seat, card: Card, *, holds_suit_led: bool, suit_led: Suit | None,
                         edition: Edition = DEFAULT_EDITION) -> Ruling:
    """57D: a defender plays (not leads) at his right-hand opponent's turn, after his partner
    played. If the card can be a legal play at his proper turn it is played then (``played``);
    if it can never be legal - he holds the suit led and the card is of another suit - it is a
    major penalty card (``penalty_card``). A restriction arising later (a penalty card of his)
    is settled at his turn by the caller.

    57D is new in 2017. Under the older codes (2007, 1997 and before) Law 57 covers only a lead
    to the next trick or a play "before his partner has played"; this card is "prematurely
    exposed (but not led, see Law 57) by a defender" - a penalty card (Law 50), major because it
    was exposed through deliberate play (50B): ``penalty_card`` labelled ``50B``, legal or not."""
    if not rho_turn_rule_in_force_57D(edition):
        law = CLAUSES.label("57D", edition) or "50B"
        return Ruling(
            Outcome.PENALTY_CARD,
            law,
            seat=seat,
            card=card,
            penalty="major",
            flags=("summon_director",),
            message=PLAYED_AT_RHO_TURN_PENALTY_CARD,
            params=_p(seat=seat, card=card, law=law),
            extra={"edition": str(edition)},
        )
    if holds_suit_led and suit_led is not None and card.suit != suit_led:
        return Ruling(
            Outcome.PENALTY_CARD,
            "57D",
            seat=seat,
            card=card,
            penalty="major",
            flags=("summon_director",),
            message=PLAYED_AT_RHO_TURN_ILLEGAL,
            params=_p(seat=seat, card=card),
        )
    return Ruling(
        Outcome.PLAYED,
        "57D",
        seat=seat,
        card=card,
        flags=("summon_director",),
        message=PLAYED_AT_RHO_TURN,
        params=_p(seat=seat, card=card),
    )


def unable_to_comply_57B(*, edition: Edition = DEFAULT_EDITION) -> str:
    """57B: the offender's partner is unable to comply with declarer's 57A choice (his highest or
    lowest card of the suit led, a card of another suit named or not of it): "he may play any
    card, as provided in Law 59" - the clause of the card he plays. Raises nothing."""
    return CLAUSES.label("57B", edition)
