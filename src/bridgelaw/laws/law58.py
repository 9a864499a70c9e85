"""Law 58: simultaneous leads or plays (laws.md §1.15): a card played at the same time as
another's counts as played after it (58A); several cards played at once (58B1 only one visible:
it is played; 58B2 several visible: the player designates, a defender's others are penalty
cards; 58B4 undiscovered until both sides played to the next trick: Law 67).
"""


from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "several_cards_58B",
    "several_cards_ruling_58B",
    "simultaneous_58A",
]


E1963, E1997, E2007, E2017 = Edition.E1963, Edition.E1997, Edition.E2007, Edition.E2017


_SOURCE_1963 = "the 1963 text of Law 58 is not in the seeds; the 1997 rule is applied [M]"
_SOURCE_1997 = "1997 67A2 refers to 58B (jfr.pzbs.pl 1997 law 67) [V]; 58B numbering (blml 2006 'L58B2') [S]"
_SOURCE_2007 = "lovboka.org/58.htm (Norwegian 2007: B1-B4, 47F, 16D) [V]"
_SOURCE_2017 = "pzbs.pl/sedziowie/mpb/2017/en/l58.html [V]"

#: Law 58's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("58", "simultaneous plays", same("58", "laws.md §1.15 [V]")),
    Clause("58B1", "several cards at once, only one visible: it is played", (
        version(E1963, "58", _SOURCE_1963),
        version(E1997, "58B1", _SOURCE_1997),
        version(E2007, "58B1", _SOURCE_2007, True),
        version(E2017, "58B1", _SOURCE_2017, True))),
    Clause("58B2",
           "several visible cards at once: the player designates; a defender's others are penalty cards", (
        version(E1963, "58", _SOURCE_1963),
        version(E1997, "58B2", _SOURCE_1997),
        version(E2007, "58B2", _SOURCE_2007, True),
        version(E2017, "58B2", _SOURCE_2017, True))),
    Clause("58B4", "several cards at once undiscovered until both sides played to the next trick: Law 67", (
        version(E1963, "58", _SOURCE_1963),
        version(E1997, "58B4", _SOURCE_1997),
        version(E2007, "58B4", _SOURCE_2007, True),
        version(E2017, "58B4", _SOURCE_2017, True))),
)


#: Law 58 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


#: The messages of Law 58: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

SIMULTANEOUS = MESSAGES(
    "{card}, played by {seat} at the same time as {other}'s card, counts as played after it (Law "
    "58A)."
)
SEVERAL_CARDS_ONE_VISIBLE = MESSAGES(
    "{seat} played several cards at once and only {card} is visible: it is played and the other cards go "
    "back to his hand without rectification (Law 58B1)."
)
SEVERAL_CARDS_DESIGNATED = MESSAGES(
    "{seat} played several visible cards at once and designates {card}: it is played; {others_cards} "
    "{be_msg} (Law 58B2)."
)
SEVERAL_CARDS_WHICH_ONE = MESSAGES(
    "{seat} played several visible cards at once: he must say which one he is playing (Law 58B2)."
)
OTHERS_BECOME_PENALTY_CARDS = MESSAGES("become penalty cards (Law 50)")
OTHERS_GO_BACK = MESSAGES("go back to declarer's hand without rectification (Law 48A)")
OTHER_BECOMES_PENALTY_CARD = MESSAGES("becomes a penalty card (Law 50)")
OTHER_GOES_BACK = MESSAGES("goes back to declarer's hand without rectification (Law 48A)")
SEVERAL_AT_ONCE_ONE_VISIBLE = MESSAGES(
    "{seat} played several cards at once and only {card} is visible: it is played; the other cards "
    "are picked up without further rectification (Law {law})."
)
SEVERAL_AT_ONCE_DESIGNATED = MESSAGES(
    "{seat} played several visible cards at once ({cards}) and designates {card}: it is played; "
    "{others_cards} {be_msg} (Law {law})."
)
SEVERAL_AT_ONCE_WHICH_ONE = MESSAGES(
    "{seat} played several visible cards at once ({cards}): he must designate the one he is "
    "playing (Law {law}); until he does, none of them is played."
)
SEVERAL_AT_ONCE_UNDISCOVERED = MESSAGES(
    "{seat} played several cards at once and this was not discovered until both sides had "
    "played to the next trick: Law 67 applies (Law {law}): {card} stays among the played cards and "
    "the other cards go back to his hand as if he had always held them; failing to play one of them "
    "to a trick may be a revoke (Law 67B2)."
)


def simultaneous_58A(seat: Seat, card: Card, *, other: Seat) -> Ruling:
    """58A: ``seat``'s lead or play made at the same time as ``other``'s legal lead or play
    counts as made after it. Returns ``played``."""
    return Ruling(
        Outcome.PLAYED,
        "58A",
        seat=seat,
        card=card,
        message=SIMULTANEOUS,
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
            message=SEVERAL_CARDS_ONE_VISIBLE,
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
            message=SEVERAL_CARDS_WHICH_ONE,
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
        message=SEVERAL_CARDS_DESIGNATED,
        params=_p(
            seat=seat,
            card=designated,
            others_cards=[str(c) for c in others],
            be_msg=OTHERS_BECOME_PENALTY_CARDS if defender else OTHERS_GO_BACK,
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
        law = CLAUSES.label("58B1", edition)
        card = shown[0]
        return Ruling(
            Outcome.PLAYED, law, seat=seat, card=card, flags=flags, message=SEVERAL_AT_ONCE_ONE_VISIBLE,
            params=_p(seat=seat, card=card, law=law),
            extra={"exposed": [], "returned": [], "hidden": hidden},
        )
    law = CLAUSES.label("58B2", edition)
    if named is None:
        return Ruling(
            Outcome.DIRECTOR, law, seat=seat, candidates=tuple(sorted(shown)), needs="designated_card",
            flags=("summon_director", *flags), message=SEVERAL_AT_ONCE_WHICH_ONE,
            params=_p(seat=seat, cards=all_cards, law=law),
        )
    others = [c for c in shown if c is not named]
    return Ruling(
        Outcome.PLAYED, law, seat=seat, card=named, flags=("summon_director", *flags),
        message=SEVERAL_AT_ONCE_DESIGNATED,
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
        return OTHER_BECOMES_PENALTY_CARD if count == 1 else OTHERS_BECOME_PENALTY_CARDS
    return OTHER_GOES_BACK if count == 1 else OTHERS_GO_BACK


def _undiscovered_58B4(
    seat: Seat, cards: tuple[Card, ...], shown: tuple[Card, ...], named: Card | None,
    legal: tuple[Card, ...], edition: Edition, flags: tuple[str, ...],
) -> Ruling:
    """58B4 -> 67B2: the card faced stays (the designated one, the only visible one, else the
    highest card he could legally have played); the rest go back to the hand."""
    law = CLAUSES.label("58B4", edition)
    if named is not None:
        card = named
    elif len(shown) == 1:
        card = shown[0]
    else:
        pool = [c for c in cards if c in legal] or list(cards)
        card = max(pool, key=lambda c: (int(c.rank), int(c.suit)))
    return Ruling(
        Outcome.PLAYED, law, seat=seat, card=card,
        flags=("summon_director", "revoke_possible", "unverified_law67",
               *flags), message=SEVERAL_AT_ONCE_UNDISCOVERED,
        params=_p(seat=seat, card=card, law=law),
        extra={
            "exposed": [],
            "returned": [str(c) for c in shown if c is not card],
            "hidden": len(cards) - len(shown),
            "then": "67B2",
        },
    )
