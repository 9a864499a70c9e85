"""The offers to the other side, one module per kind (laws.md §1.0).

Each module answers its offer (``answer``, for a ``choose`` event) and may check a choice
(``validate``) or take an act made while the offer is open (``intercept``):

========== ============================ =======================================
kind       module                       Law
========== ============================ =======================================
lead       :mod:`.lead`                 53-56: accept a lead out of turn or not
50D2       :mod:`.penalty_lead`         50D2/51B: require or prohibit a suit
51A        :mod:`.penalty_card`         51A: which penalty card is played
52B1       :mod:`.substitute`           52B1: accept the card or the penalty card
57A        :mod:`.premature_57a`        57A: what partner must play
46B5       :mod:`.defenders_46b5`       46B5: the defenders designate dummy's card
withdraw   :mod:`.withdraw`             47D, 45D1, 62C1: withdraw a later card
43B2a      :mod:`.lead_hand_43b2a`      43B2(a): the defenders choose declarer's leading hand
========== ============================ =======================================
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bridgelaw.engine.offers import (
    defenders_46b5,
    lead,
    lead_hand_43b2a,
    penalty_card,
    penalty_lead,
    premature_57a,
    substitute,
    withdraw,
)
from bridgelaw.engine.state import Act, OpenChoice
from bridgelaw.engine.work import Work
from bridgelaw.rulings import Ruling

__all__ = ["OFFERS", "OfferKind", "intercept"]


@dataclass(frozen=True)
class OfferKind:
    """How the engine handles one kind of offer."""

    answer: Callable[[Work, OpenChoice, str, Act], list[Ruling]]
    validate: Callable[[Work, OpenChoice, Act], None] | None = None
    intercept: Callable[[Work, OpenChoice, Act], list[Ruling] | None] | None = None


#: Every kind of offer, by :attr:`OpenChoice.kind`.
OFFERS: dict[str, OfferKind] = {
    "lead": OfferKind(lead.answer, intercept=lead.intercept),
    "50D2": OfferKind(penalty_lead.answer, penalty_lead.validate, penalty_lead.intercept),
    "51A": OfferKind(penalty_card.answer),
    "52B1": OfferKind(substitute.answer),
    "57A": OfferKind(premature_57a.answer),
    "46B5": OfferKind(defenders_46b5.answer, intercept=defenders_46b5.intercept),
    "46B5-other": OfferKind(defenders_46b5.answer, intercept=defenders_46b5.intercept),
    "withdraw": OfferKind(withdraw.answer, withdraw.validate),
    "43B2a": OfferKind(lead_hand_43b2a.answer),
}


def intercept(w: Work, a: Act) -> list[Ruling] | None:
    """An act made while an offer is open, taken by that offer (a premature lead under 50D2,
    an answer to a lead out of turn by playing, a defender's 46B5 designation). None: no open
    offer takes it."""
    o = w.offer
    if o is None:
        return None
    take = OFFERS[o.kind].intercept
    return take(w, o, a) if take is not None else None
