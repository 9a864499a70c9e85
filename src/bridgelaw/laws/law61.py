"""Law 61: failure to follow suit - inquiries (laws.md §1).

61A: a failure to follow suit, or to lead or play as a Law or declarer's chosen rectification
requires when able to comply, is a revoke (:func:`chosen_requirement_broken_61A`: breaking
declarer's 50D2/51B or 57A choice). Laws 62-64 govern its correction and establishment.

Messages: the played revoke card is gettext domain ``play``, the broken requirement ``leads``.
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
    "PLAYED_REVOKE",
    "PLAYED_REVOKE_FROM_DUMMY",
    "PLAY_MESSAGES",
    "chosen_requirement_broken_61A",
]

#: Law 61's clause.
CLAUSES = Clauses(
    __name__,
    Clause("61", "failure to follow suit", same("61", SOURCE_2017_M, False)),
)

#: Law 61 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The played revoke card: gettext domain ``play``.
PLAY_MESSAGES = Messages("play")
PLAYED_REVOKE = PLAY_MESSAGES(
    "{seat} plays {card}: the card is played (Law {law}), but it does not follow suit although he holds "
    "the suit led: a revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it "
    "is established, that is before {seat} or his partner plays to the next trick (Laws 62A, 63A1).")
PLAYED_REVOKE_FROM_DUMMY = PLAY_MESSAGES(
    "Dummy plays {card} (Law {law}), but it does not follow suit although dummy holds the suit led: a "
    "revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it is established "
    "(Law 62A); {right_msg}.")

#: The messages of Law 61: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

CHOSEN_REQUIREMENT_BROKEN = MESSAGES(
    "{seat} plays {card}: the card is played (Law {law}), but it breaks the requirement declarer chose "
    "under Law {rlaw}: a revoke (Law 61A; Laws 62-64 govern its correction).")


def chosen_requirement_broken_61A(seat: Seat, card: Card, law: str, rlaw: str, *, then: list[str]) -> Ruling:
    """61A: ``card`` is played (``law``) but breaks the requirement declarer chose under
    ``rlaw`` (50D2/51B, 57A) while it follows suit: a revoke."""
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=seat,
        card=card,
        flags=("revoke", "summon_director"),
        message=CHOSEN_REQUIREMENT_BROKEN,
        params=_p(seat=seat, card=card, law=law, rlaw=rlaw),
        extra={"then": then} if then else {},
    )
