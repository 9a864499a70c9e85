"""Law 55: declarer's lead out of turn (laws.md §1.13).

Either defender may accept it (53) or require its retraction (55A; if they disagree the
defender next in turn after the irregular lead decides); 55B retraction (55B1 a defender's
turn: he leads; 55B2 the wrong hand: declarer leads from the correct one); 55C information
(2017: Law 16; 2007: the Director may adjust).
"""


from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_2017, SOURCE_OLD, Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "declarer_leads_out_of_turn_55A",
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
