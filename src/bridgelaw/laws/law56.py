"""Law 56: a defender's lead out of turn (laws.md §1.13): declarer accepts it (53A) or requires
its retraction, when the card becomes a major penalty card (50D). The opening lead is Law 54's.
"""


from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_2017_M, Clause, Clauses, same
from bridgelaw.laws.home import Messages
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "defender_leads_out_of_turn_56",
    "lead_refused_56",
]


#: Law 56's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("56", "a defender's lead out of turn", same("56", SOURCE_2017_M, False)),
)


#: Law 56 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


#: The messages of Law 56: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

DEFENDER_LEAD_OUT_OF_TURN = MESSAGES(
    "{seat} led {card} out of turn ({turn} was to lead): declarer may accept the lead (Law 53) or require "
    "its retraction; a retracted card becomes a major penalty card (Laws {law}, 50D)."
)
DEFENDER_LEAD_REFUSED = MESSAGES(
    "Declarer requires the retraction of {card}: it becomes a major penalty card of {seat} (Laws {law}, "
    "50D); {turn}, whose lead it was, leads."
)


def defender_leads_out_of_turn_56(seat: Seat, card: Card, *, proper_leader: Seat) -> Ruling:
    """Law 56: a defender led out of turn (not the opening lead, see 54): declarer may accept
    (53A) or require retraction (the card becomes a major penalty card). Returns ``options``."""
    return Ruling(
        Outcome.OPTIONS,
        "56",
        seat=seat,
        card=card,
        options=("accept_lead", "require_retraction"),
        flags=("summon_director",),
        message=DEFENDER_LEAD_OUT_OF_TURN,
        params=_p(seat=seat, card=card, turn=proper_leader, law="56"),
    )


def lead_refused_56(seat: Seat, card: Card, *, proper_leader: Seat) -> Ruling:
    """Law 56: declarer requires retraction of a defender's lead out of turn: the card is a
    major penalty card (50D) and the proper leader leads. Returns ``penalty_card`` major."""
    return Ruling(
        Outcome.PENALTY_CARD,
        "56",
        seat=seat,
        card=card,
        penalty="major",
        message=DEFENDER_LEAD_REFUSED,
        params=_p(seat=seat, card=card, turn=proper_leader, law="56"),
    )
