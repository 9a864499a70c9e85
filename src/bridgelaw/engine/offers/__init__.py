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

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bridgelaw._lazy import LazyMapping
from bridgelaw.engine.state import Act, OpenChoice
from bridgelaw.engine.work import Work
from bridgelaw.rulings import Ruling

__all__ = ["OFFERS", "OFFER_MODULES", "OfferKind", "intercept"]


@dataclass(frozen=True)
class OfferKind:
    """How the engine handles one kind of offer."""

    answer: Callable[[Work, OpenChoice, str, Act], list[Ruling]]
    validate: Callable[[Work, OpenChoice, Act], None] | None = None
    intercept: Callable[[Work, OpenChoice, Act], list[Ruling] | None] | None = None


#: The module (in this package) of each kind of offer, by :attr:`OpenChoice.kind`, and the
#: names of its functions: ``answer``, then ``validate`` and ``intercept`` (None: it has none).
OFFER_MODULES: dict[str, tuple[str, str | None, str | None]] = {
    "lead": ("lead", None, "intercept"),
    "50D2": ("penalty_lead", "validate", "intercept"),
    "51A": ("penalty_card", None, None),
    "52B1": ("substitute", None, None),
    "57A": ("premature_57a", None, None),
    "46B5": ("defenders_46b5", None, "intercept"),
    "46B5-other": ("defenders_46b5", None, "intercept"),
    "withdraw": ("withdraw", "validate", None),
    "43B2a": ("lead_hand_43b2a", None, None),
}


def _load_offer(kind: str) -> OfferKind:
    """The :class:`OfferKind` of :data:`OFFER_MODULES`'s module for ``kind`` (imported now: a
    single ``bridgelaw rule`` call imports only the offers that are open in it)."""
    name, validate, take = OFFER_MODULES[kind]
    module = importlib.import_module(f"{__name__}.{name}")
    return OfferKind(
        module.answer,
        getattr(module, validate) if validate is not None else None,
        getattr(module, take) if take is not None else None,
    )


#: Every kind of offer, by :attr:`OpenChoice.kind` (its module imported on first use).
OFFERS: Mapping[str, OfferKind] = LazyMapping(OFFER_MODULES, _load_offer)


def intercept(w: Work, a: Act) -> list[Ruling] | None:
    """An act made while an offer is open, taken by that offer (a premature lead under 50D2,
    an answer to a lead out of turn by playing, a defender's 46B5 designation). None: no open
    offer takes it."""
    o = w.offer
    if o is None:
        return None
    take = OFFERS[o.kind].intercept
    return take(w, o, a) if take is not None else None
