"""Law 61: failure to follow suit - inquiries (laws.md §1).

61A: a failure to follow suit, or to lead or play as a Law or declarer's chosen rectification
requires when able to comply, is a revoke (:func:`chosen_requirement_broken_61A`: breaking
declarer's 50D2/51B or 57A choice). Laws 62-64 govern its correction and establishment.

Messages: gettext domain ``leads``.
"""

from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.laws.home import Messages
from bridgelaw.rulings import Outcome, Ruling

__all__ = ["MESSAGES", "chosen_requirement_broken_61A"]

#: The messages of Law 61: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

CHOSEN_REQUIREMENT_BROKEN = MESSAGES(
    "{seat} plays {card}: the card is played (Law {law}), but it breaks the requirement declarer chose under "
    "Law {rlaw}: a revoke (Law 61A; Laws 62-64 govern its correction)."
)


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
