"""The offers to the other side, one module per kind (laws.md §1.0).

Each module answers its offer (``answer``, for a ``choose`` event) and may check a choice
(``validate``) or take an act made while the offer is open (``intercept``):

=========================== ======================= ==========================================
offer (laws/verdict.py)     module                  Law
=========================== ======================= ==========================================
``LeadOutOfTurnOffer``      :mod:`.lead`            53-56: accept a lead out of turn or not
``PenaltyLeadOffer``        :mod:`.penalty_lead`    50D2/51B: require or prohibit a suit
``PenaltyCardOffer``        :mod:`.penalty_card`    51A: which penalty card is played
``SubstituteOffer``         :mod:`.substitute`      52B1: accept the card or the penalty card
``PrematurePlayOffer``      :mod:`.premature_57a`   57A: what partner must play
``DefendersDesignateOffer`` :mod:`.defenders_46b5`  46B5: the defenders designate dummy's card
``OtherDefenderOffer``      :mod:`.defenders_46b5`  46B5: the other defender may still be heard
``WithdrawOffer``           :mod:`.withdraw`        47D, 45D1, 62C1: withdraw a later card
``LeadHandOffer``           :mod:`.lead_hand_43b2a` 43B2(a): the defenders choose the leading hand
=========================== ======================= ==========================================

The module of an offer is found by its type (:func:`module_of`, an exhaustive ``match``), never
by a name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import assert_never

from bridgelaw.engine.state import Act, OpenChoice
from bridgelaw.engine.work import Work
from bridgelaw.laws.verdict import (
    DefendersDesignateOffer,
    LeadHandOffer,
    LeadOutOfTurnOffer,
    OtherDefenderOffer,
    PenaltyCardOffer,
    PenaltyLeadOffer,
    PrematurePlayOffer,
    SubstituteOffer,
    WithdrawOffer,
)
from bridgelaw.rulings import Ruling

__all__ = ["OfferKind", "intercept", "module_of", "offer_kind"]


@dataclass(frozen=True)
class OfferKind:
    """How the engine handles one kind of offer: its module's ``answer`` (a ``choose``), and
    ``validate`` (a check of the choice) and ``intercept`` (an act made while it is open) when
    the module has them."""

    answer: Callable[[Work, OpenChoice, str, Act], list[Ruling]]
    validate: Callable[[Work, OpenChoice, Act], None] | None = None
    intercept: Callable[[Work, OpenChoice, Act], list[Ruling] | None] | None = None


def module_of(offer: OpenChoice) -> str:
    """The module (in this package) of ``offer``'s kind, by its type: every kind of offer of
    :data:`bridgelaw.laws.verdict.AnyOffer` has one (mypy checks the match is exhaustive)."""
    match offer:
        case LeadOutOfTurnOffer():
            return "lead"
        case PenaltyLeadOffer():
            return "penalty_lead"
        case PenaltyCardOffer():
            return "penalty_card"
        case SubstituteOffer():
            return "substitute"
        case PrematurePlayOffer():
            return "premature_57a"
        case DefendersDesignateOffer() | OtherDefenderOffer():
            return "defenders_46b5"
        case WithdrawOffer():
            return "withdraw"
        case LeadHandOffer():
            return "lead_hand_43b2a"
        case _:
            assert_never(offer)


@cache
def _load(name: str) -> OfferKind:
    """The :class:`OfferKind` of module ``name``, imported the first time an offer of its kind is
    open (a single ``bridgelaw rule`` call imports only the offers open in it)."""
    module = importlib.import_module(f"{__name__}.{name}")
    return OfferKind(module.answer, getattr(module, "validate", None), getattr(module, "intercept", None))


def offer_kind(offer: OpenChoice) -> OfferKind:
    """How the engine handles ``offer`` (its kind's module, imported now if need be)."""
    return _load(module_of(offer))


def intercept(w: Work, a: Act) -> list[Ruling] | None:
    """An act made while an offer is open, taken by that offer (a premature lead under 50D2,
    an answer to a lead out of turn by playing, a defender's 46B5 designation). None: no open
    offer takes it."""
    o = w.offer
    if o is None:
        return None
    take = offer_kind(o).intercept
    return take(w, o, a) if take is not None else None
