"""Law 55: declarer's lead out of turn (laws.md §1.13).

Either defender may accept it (53) or require its retraction (55A; if they disagree the
defender next in turn after the irregular lead decides); 55B retraction (55B1 a defender's
turn: he leads; 55B2 the wrong hand: declarer leads from the correct one); 55C information
(2017: Law 16; 2007: the Director may adjust).
"""


from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_2017, SOURCE_OLD, Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Memory
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "DefendersChose55A",
    "declarer_leads_out_of_turn_55A",
    "defenders_choose_again_55A",
    "retraction_required_55B",
]


E1963, E2007, E2017 = Edition.E1963, Edition.E2007, Edition.E2017


#: Law 55's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("55A", "declarer's lead out of turn accepted", same("55A", "laws.md §1.13 (2007) [V]")),
    Clause("55B1", "declarer's lead out of turn, a defender's turn: retracted (older: 55B)", (
        version(E1963, "55B", SOURCE_OLD),
        version(E2007, "55B1", "laws.md §1.13 (2007) [V]", True),
        version(E2017, "55B1", SOURCE_2017))),
    Clause("55B2", "declarer led from the wrong hand: retracted (older: 55B)", (
        version(E1963, "55B", SOURCE_OLD),
        version(E2007, "55B2", "laws.md §1.13 (2007) [V]", True),
        version(E2017, "55B2", SOURCE_2017))),
)


#: Law 55 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


#: The messages of Law 55: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

DECLARER_LEAD_OUT_OF_TURN = MESSAGES(
    "Declarer led {card} from the wrong hand or out of turn ({turn} was to lead): either defender may "
    "accept the lead (Law 53) or require its retraction (Law 55A); if they disagree, the defender next in "
    "turn after the irregular lead decides."
)
DECLARER_LEAD_FROM_WRONG_HAND = MESSAGES(
    "Declarer called {card} from dummy when the lead was in his own hand: a lead from the wrong hand; "
    "either defender may accept it or require the lead from declarer's hand (Law 55A)."
)
DECLARER_LEAD_RETRACTED_DEFENDER_LEADS = MESSAGES(
    "The defenders require the retraction of {card}: it goes back to declarer's side without "
    "rectification and {turn}, whose lead it was, leads (Law {law})."
)
DECLARER_LEAD_RETRACTED_CORRECT_HAND = MESSAGES(
    "The defenders require the retraction of {card}: it goes back without rectification and declarer "
    "must lead from the correct hand, {turn} (Law {law})."
)


DEFENDERS_AGREE = MESSAGES(
    "{seat} makes the same choice as his partner {other}: it stands (Law {law})."
)
DEFENDERS_DISAGREE_NEXT_PREVAILS = MESSAGES(
    "The defenders chose differently: the option of {seat}, the player next in turn after the irregular "
    "lead, prevails, and {other}'s choice is set aside (Law {law})."
)
DEFENDERS_DISAGREE_FIRST_STANDS = MESSAGES(
    "The defenders chose differently: {other}, the player next in turn after the irregular lead, had "
    "already chosen, and his option stands; {seat}'s choice is set aside (Law {law})."
)


@dataclass(frozen=True)
class DefendersChose55A(Memory):
    """55A: a defender (``by``) has just chosen ``option`` on declarer's lead out of turn, which
    either defender may accept or refuse; the other may still express a different choice, at the
    next event only (``at``: the index of the choice's event). "If the defenders choose
    differently the option expressed by the player next in turn shall prevail" (2007; 2017 and
    1997 alike): ``next_in_turn`` is the irregular lead's LHO. ``before``: the engine's state
    before the choice (restored when the player next in turn prevails over his partner);
    ``options``: the options that were offered."""

    at: int
    by: Seat
    option: str
    next_in_turn: Seat
    options: tuple[str, ...]
    before: Any = field(default=None, compare=False, hash=False, repr=False)


def defenders_choose_again_55A(by: Seat, option: str, first: DefendersChose55A) -> Ruling:
    """55A: the other defender (``by``) expresses ``option`` right after his partner chose
    ``first.option``. The same option: ``allowed`` (it stands). A different one: ``allowed`` with
    the clause's tie-break - ``extra["prevails"]`` names the defender next in turn whose option
    applies (``by``: the caller then carries his choice out in place of his partner's;
    ``first.by``: the first choice stands)."""
    if option == first.option:
        message, prevails = DEFENDERS_AGREE, first.by
    elif by == first.next_in_turn:
        message, prevails = DEFENDERS_DISAGREE_NEXT_PREVAILS, by
    else:
        message, prevails = DEFENDERS_DISAGREE_FIRST_STANDS, first.by
    return Ruling(
        Outcome.ALLOWED,
        "55A",
        seat=by,
        message=message,
        params=_p(seat=by, other=first.by, law="55A"),
        extra={"prevails": prevails.letter, "option": option if prevails == by else first.option,
               "set_aside": None if option == first.option else
               f"{(first.by if prevails == by else by).letter}:{first.option if prevails == by else option}"},
    )


def declarer_leads_out_of_turn_55A(
    card: Card, *, seat: Seat, proper_leader: Seat, declarer: Seat
) -> Ruling:
    """55A: declarer led ``card`` (from his hand or dummy, ``seat``) when ``proper_leader`` was to
    lead: either defender may accept it (53) or require its retraction. Returns ``options``
    (``accept_lead``, ``require_retraction``)."""
    wrong_hand = proper_leader == declarer and seat == declarer.partner
    return Ruling(
        Outcome.OPTIONS,
        "55A",
        seat=seat,
        card=card,
        options=("accept_lead", "require_retraction"),
        flags=("summon_director",),
        message=DECLARER_LEAD_FROM_WRONG_HAND if wrong_hand else DECLARER_LEAD_OUT_OF_TURN,
        params=_p(card=card) if wrong_hand else _p(card=card, turn=proper_leader),
    )


def retraction_required_55B(
    card: Card, *, seat: Seat, proper_leader: Seat, declarer: Seat, edition: Edition
) -> Ruling:
    """55B: the defenders require retraction of declarer's lead out of turn. If it was a
    defender's turn to lead (55B1) the card goes back and that defender leads; if declarer led
    from the wrong hand (55B2) he must lead from the correct hand. No penalty card (48A).
    55C: information from the infraction - 2017 Law 16, 2007 the Director may adjust
    (``flags``). Returns ``withdrawn``."""
    defenders_lead = not proper_leader.same_side(declarer)
    law = CLAUSES.label("55B1" if defenders_lead else "55B2", edition)
    flags = ("adjustment_possible",) if edition >= Edition.E2007 else ()
    return Ruling(
        Outcome.WITHDRAWN,
        law,
        seat=seat,
        card=card,
        flags=flags,
        message=(DECLARER_LEAD_RETRACTED_DEFENDER_LEADS if defenders_lead
                 else DECLARER_LEAD_RETRACTED_CORRECT_HAND),
        params=_p(card=card, turn=proper_leader, law=law),
        extra={"see": "55C"},
    )
