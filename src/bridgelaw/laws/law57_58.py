"""Laws 57-58: premature leads and plays, simultaneous plays and several cards at once
(laws.md §1.14-1.15); split from :mod:`bridgelaw.laws.law53_58`, whose gettext domain
(``leads``) and messages these rulings use.

* Law 57: premature lead or play by a defender - a major penalty card and declarer's choice
  for partner (57A, 57B; 2007: three options, no "require another suit"); its breach when able
  to comply is a revoke (61A, recorded by the engine); the exceptions of 57C by code (2017
  57C1/57C2/57C3; 2007 57C1/57C2; 1997 57C - see :mod:`bridgelaw.laws.law53_58`), and a play
  at RHO's turn (57D).
* Law 58: simultaneous plays (58A) and several cards played at once (58B1/58B2/58B4).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Literal, NamedTuple

from bridgelaw.cards import SUIT_MASKS, Card, Hand, Seat, Suit
from bridgelaw.designation.types import Designation, Keyword
from bridgelaw.editions import Edition
from bridgelaw.laws import message_params
from bridgelaw.laws._legacy import LEGACY_CLAUSES as CLAUSES
from bridgelaw.laws._legacy import label as clause_label
from bridgelaw.laws.law53_58 import (
    B_BACK,
    B_BACK1,
    B_PENALTY,
    B_PENALTY1,
    DOMAIN,
    L57_DECL_1997,
    L57A,
    L57A_2007,
    L57A_HIGHEST,
    L57A_LOWEST,
    L57A_NOT,
    L57A_OTHER,
    L57C1_WHY,
    L57C2,
    L57C2_SELECTED,
    L57C3,
    L57C3_DUMMY,
    L57C3_WORDS,
    L57C_LEAD,
    L57D,
    L57D_ILLEGAL,
    L58A,
    L58B1,
    L58B2,
    L58B_WHICH,
    S58B1,
    S58B2,
    S58B4,
    S58B_WHICH,
)
from bridgelaw.laws.verdict import Offer, PenaltyCard, Restrict, Verdict
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "CalledCard",
    "NoRectification57",
    "PrematurePlayRestriction",
    "declarer_premature_play_57C3",
    "defender_not_rectified_57C",
    "defender_premature_lead_not_rectified_57C",
    "no_rectification_57C",
    "play_at_rho_turn_57D",
    "premature_call_card_57C3",
    "premature_play_57A",
    "premature_play_choice_57A",
    "premature_play_offer_57A",
    "premature_words_from_dummy_57C3",
    "several_cards_58B",
    "several_cards_ruling_58B",
    "simultaneous_58A",
]

_p = partial(message_params, DOMAIN)


# ------------------------------------------------------------------------ 57

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
        Offer("57A", "57A", frozenset({declarer}), r.options, seat.partner, card),
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
        message=L57A_2007 if three else L57A,
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
        "partner_highest": ("highest", L57A_HIGHEST),
        "partner_lowest": ("lowest", L57A_LOWEST),
        "partner_other_suit": ("other_suit", L57A_OTHER),
        "partner_not_suit": ("not_suit", L57A_NOT),
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
        law = clause_label("57C1", edition)
        return Ruling(
            Outcome.PLAYED, law, seat=seat, card=card, message=L57C1_WHY,
            params=_p(seat=seat, card=card, law=law), extra={"no_rectification": reason},
        )
    law = clause_label("57C2", edition)
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=seat,
        card=card,
        message=L57C2_SELECTED if reason == "dummy_selected" else L57C2,
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
    law = clause_label("57C1" if reason == "both_hands" else "57C2", edition)
    return Ruling(
        Outcome.DIRECTOR,
        law,
        seat=seat,
        card=card,
        needs="lead_next_trick",
        flags=("summon_director",),
        message=L57C_LEAD,
        params=_p(seat=seat, card=card, law=law),
        extra={"no_rectification": reason},
    )


def declarer_premature_play_57C3(
    seat: Seat, card: Card, *, from_dummy: bool, edition: Edition, turn: Seat | None = None
) -> Ruling:
    """57C3 (2017; 2007 57C2): declarer's premature play (not a lead) from his own hand or from
    dummy - a card he names from dummy before the hand before dummy (``turn``) has played - is a
    played card and, if legal, may not be withdrawn; there is no rectification (57A is about
    defenders). It goes to the trick at its owner's turn. The 1997 code (and older) has no such
    item: Law 57 rectifies a defender only, and declarer's card is played under Law 45 - the
    ruling says so and cites ``"57"`` (flag ``no_provision``). Returns ``played``."""
    law = clause_label("57C3", edition)
    flags: tuple[str, ...] = ()
    if not CLAUSES["57C3"].provided(edition):
        msg, params = L57_DECL_1997, _p(card=card)
        flags = ("no_provision",)
    elif from_dummy:
        msg, params = L57C3_DUMMY, _p(card=card, turn=turn, law=law)
    else:
        msg, params = L57C3, _p(card=card, law=law)
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
    law = clause_label("57C3", edition)
    return Ruling(
        Outcome.DIRECTOR,
        law,
        seat=dummy,
        needs="designated_card",
        flags=("summon_director",),
        message=L57C3_WORDS,
        params=_p(text=text, turn=turn, law=law),
    )


def play_at_rho_turn_57D(seat: Seat, card: Card, *, holds_suit_led: bool, suit_led: Suit | None) -> Ruling:
    """57D: a defender plays (not leads) at his right-hand opponent's turn, after his partner
    played. If the card can be a legal play at his proper turn it is played then (``played``);
    if it can never be legal - he holds the suit led and the card is of another suit - it is a
    major penalty card (``penalty_card``). A restriction arising later (a penalty card of his)
    is settled at his turn by the caller."""
    if holds_suit_led and suit_led is not None and card.suit != suit_led:
        return Ruling(
            Outcome.PENALTY_CARD,
            "57D",
            seat=seat,
            card=card,
            penalty="major",
            flags=("summon_director",),
            message=L57D_ILLEGAL,
            params=_p(seat=seat, card=card),
        )
    return Ruling(
        Outcome.PLAYED,
        "57D",
        seat=seat,
        card=card,
        flags=("summon_director",),
        message=L57D,
        params=_p(seat=seat, card=card),
    )


# ------------------------------------------------------------------------ 58


def simultaneous_58A(seat: Seat, card: Card, *, other: Seat) -> Ruling:
    """58A: ``seat``'s lead or play made at the same time as ``other``'s legal lead or play
    counts as made after it. Returns ``played``."""
    return Ruling(
        Outcome.PLAYED,
        "58A",
        seat=seat,
        card=card,
        message=L58A,
        params=_p(seat=seat, card=card, other=other),
    )


def several_cards_ruling_58B(
    seat: Seat, cards: tuple[Card, ...], *, visible: tuple[Card, ...], designated: Card | None, defender: bool
) -> Ruling:
    """58B: ``seat`` played ``cards`` at once. Only one visible (58B1): it is played, the rest go
    back without rectification. More than one visible (58B2): the player designates the card he
    plays (``designated``; None -> ``director`` with ``needs == "designated_card"``); a defender's
    other visible cards become penalty cards (``extra["penalty_cards"]``; classify with 50B),
    declarer's go back (48A).

    Raises:
        ValueError: ``visible`` is empty or not among ``cards``, or ``designated`` is not visible.
    """
    if not visible or any(c not in cards for c in visible):
        raise ValueError("58B: the visible cards must be some of the cards played at once")
    if len(visible) == 1:
        return Ruling(
            Outcome.PLAYED,
            "58B1",
            seat=seat,
            card=visible[0],
            message=L58B1,
            params=_p(seat=seat, card=visible[0]),
        )
    if designated is None:
        return Ruling(
            Outcome.DIRECTOR,
            "58B2",
            seat=seat,
            candidates=tuple(sorted(visible)),
            needs="designated_card",
            flags=("summon_director",),
            message=L58B_WHICH,
            params=_p(seat=seat),
        )
    if designated not in visible:
        raise ValueError(f"58B2: {designated} is not one of the visible cards")
    others = [c for c in visible if c is not designated]
    return Ruling(
        Outcome.PLAYED,
        "58B2",
        seat=seat,
        card=designated,
        message=L58B2,
        params=_p(
            seat=seat,
            card=designated,
            others_cards=[str(c) for c in others],
            be_msg=B_PENALTY if defender else B_BACK,
        ),
        extra={"penalty_cards": [f"{seat.letter}:{c}" for c in others] if defender else []},
    )


def several_cards_58B(
    seat: Seat,
    cards: tuple[Card, ...],
    *,
    visible: tuple[Card, ...] | None,
    named: Card | None,
    defender: bool,
    edition: Edition,
    undiscovered: bool = False,
    legal: tuple[Card, ...] = (),
) -> Ruling:
    """Law 58B: ``seat`` led or played ``cards`` (two or more of his own hand) at once.

    * 58B1: the face of only one card is visible - that card is played; the others are picked up
      without further rectification (2017/2007 "see Law 47F"; 1997 "without penalty").
    * 58B2: more than one is visible - the player designates the card he plays (``named``; None:
      ``director`` with ``needs == "designated_card"`` and the visible cards as ``candidates``,
      nothing played). A defender's other *visible* cards become penalty cards (Law 50;
      ``extra["exposed"]``, the caller classes them by 50B); declarer's go back (48A). Cards
      not visible go back in either case (``extra["returned"]``).
    * 58B4 (2017/2007; 1997 58B4 assumed): ``undiscovered`` - not discovered until both sides
      played to the next trick - Law 67 applies: the card faced stays played (``named``, the only
      visible one, else the highest of ``legal``, the cards he could legally have played - 67B2),
      every other card goes back to his hand as continuously held, so a later failure to play it
      may be a revoke (flag ``revoke_possible``); no penalty card (``extra["exposed"] == []``).

    1963: the code's text of Law 58 is not in the seeds; the 1997 rule is applied and the
    ruling is flagged ``unverified``.

    Secrecy: a ruling is seen by every player (the live table), so it names only the visible
    cards; ``extra["returned"]`` lists the visible cards that go back and ``extra["hidden"]``
    counts the cards nobody saw.

    Args:
        seat: who faced the cards.
        cards: the cards, two or more, all of ``seat``'s own hand.
        visible: the cards whose face could be seen (None: all).
        named: the card he designates as his play (must be visible), or None.
        defender: ``seat`` is a defender.
        edition: the code of the Laws.
        undiscovered: the director finds it was not discovered until both sides had played to
            the next trick (58B4).
        legal: the cards of ``cards`` that he could legally play now (for 58B4 / 67B2).

    Returns:
        ``played`` (``card`` the card played; ``extra["exposed"]`` the cards that become penalty
        cards, ``extra["returned"]`` the cards that go back), or ``director`` (58B2 undesignated).

    Raises:
        ValueError: fewer than two cards, ``visible`` empty or not among ``cards``, or
            ``named`` not visible.
    """
    shown = tuple(cards if visible is None else visible)
    if len(cards) < 2 or not shown or any(c not in cards for c in shown):
        raise ValueError("58B: two or more cards, the visible ones among them")
    if named is not None and named not in shown:
        raise ValueError(f"58B2: {named} is not one of the visible cards")
    flags = ("unverified",) if edition <= Edition.E1963 else ()
    all_cards = [str(c) for c in shown]
    hidden = len(cards) - len(shown)
    if undiscovered:
        return _undiscovered_58B4(seat, cards, shown, named, legal, edition, flags)
    if len(shown) == 1:
        law = clause_label("58B1", edition)
        card = shown[0]
        return Ruling(
            Outcome.PLAYED, law, seat=seat, card=card, flags=flags, message=S58B1,
            params=_p(seat=seat, card=card, law=law),
            extra={"exposed": [], "returned": [], "hidden": hidden},
        )
    law = clause_label("58B2", edition)
    if named is None:
        return Ruling(
            Outcome.DIRECTOR, law, seat=seat, candidates=tuple(sorted(shown)), needs="designated_card",
            flags=("summon_director", *flags), message=S58B_WHICH,
            params=_p(seat=seat, cards=all_cards, law=law),
        )
    others = [c for c in shown if c is not named]
    return Ruling(
        Outcome.PLAYED, law, seat=seat, card=named, flags=("summon_director", *flags), message=S58B2,
        params=_p(seat=seat, card=named, cards=all_cards, law=law, others_cards=[str(c) for c in others],
                  be_msg=_be_58B2(defender, len(others))),
        extra={
            "exposed": [str(c) for c in others] if defender else [],
            "returned": [] if defender else [str(c) for c in others],
            "hidden": hidden,
        },
    )


def _be_58B2(defender: bool, count: int) -> str:
    """What becomes of the other visible cards of 58B2: a defender's are penalty cards (50),
    declarer's go back (48A); singular or plural."""
    if defender:
        return B_PENALTY1 if count == 1 else B_PENALTY
    return B_BACK1 if count == 1 else B_BACK


def _undiscovered_58B4(
    seat: Seat, cards: tuple[Card, ...], shown: tuple[Card, ...], named: Card | None,
    legal: tuple[Card, ...], edition: Edition, flags: tuple[str, ...],
) -> Ruling:
    """58B4 -> 67B2: the card faced stays (the designated one, the only visible one, else the
    highest card he could legally have played); the rest go back to the hand."""
    law = clause_label("58B4", edition)
    if named is not None:
        card = named
    elif len(shown) == 1:
        card = shown[0]
    else:
        pool = [c for c in cards if c in legal] or list(cards)
        card = max(pool, key=lambda c: (int(c.rank), int(c.suit)))
    return Ruling(
        Outcome.PLAYED, law, seat=seat, card=card,
        flags=("summon_director", "revoke_possible", "unverified_law67", *flags), message=S58B4,
        params=_p(seat=seat, card=card, law=law),
        extra={
            "exposed": [],
            "returned": [str(c) for c in shown if c is not card],
            "hidden": len(cards) - len(shown),
            "then": "67B2",
        },
    )
