"""What a Law function decides: a :class:`Verdict` - rulings plus a closed set of effects.

"Decide, then evolve": a function of :mod:`bridgelaw.laws` looks at facts (found by the engine
in the table state) and returns a verdict; only the engine (:mod:`bridgelaw.engine`) carries its
effects out on a new table state. The effects are a closed set - the engine knows every kind:

* :class:`PlayCard` - a card goes to the trick for its owner (Law 44 position rules apply);
* :class:`PenaltyCard` - a card goes to the penalty-card area (50A) as ``major``/``minor``;
* :class:`Withdrawn` - a card withdrawn as the Laws provide is kept with its Law 16C/16D tags;
* :class:`Restrict` - a restriction chosen by the non-offending side (50D2/51B, 57A);
* :class:`PickUp` - a defender's penalty cards of one suit are picked up (50D2(a), 51B);
* :class:`Offer` - an offer to the other side (a ``choose`` answers it);
* :class:`Pending` - a correction the engine must wait for (45D, 45B faced, 46B4, 47E1, 57C),
  or a fact it keeps (65A: a trick quitted);
* :class:`AcceptLead` - a lead out of turn stands: the offender leads the card (53A, 54B);
* :class:`BecomeDummy` - declarer spreads his hand and becomes dummy (54A).

A verdict's ``rulings`` are final except for the engine's bookkeeping (the event index, the
``then`` notes of cards that followed, options of an offer it opened).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.rulings import Ruling
from bridgelaw.table import Restriction

__all__ = [
    "AcceptLead",
    "BecomeDummy",
    "Effect",
    "LeadOutOfTurn",
    "Offer",
    "PenaltyCard",
    "Pending",
    "PickUp",
    "PlayCard",
    "Restrict",
    "Verdict",
    "WithdrawalAfter",
    "Withdrawn",
]


class LeadOutOfTurn(StrEnum):
    """Which Law governs a lead out of turn (an :class:`Offer` of kind ``lead``): a typed fact,
    so that no rule compares the offer's clause label (``54``, ``54C``, ``55A``, ``56``)."""

    #: a defender's faced opening lead out of turn (Law 54; 54C when declarer could have seen dummy)
    OPENING = "opening"
    #: declarer's lead out of turn, from either hand (Law 55)
    BY_DECLARER = "declarer"
    #: a defender's lead out of turn after the opening lead (Law 56)
    BY_DEFENDER = "defender"


class WithdrawalAfter(StrEnum):
    """The irregularity after which the non-offending side may withdraw the cards it played
    (an :class:`Offer` of kind ``withdraw``): a typed fact, so that no rule compares the offer's
    clause label (which depends on the edition)."""

    #: after declarer's allowed change of an unintended designation (45C4(b), 47D)
    CHANGE = "change"
    #: after dummy's card declarer did not name (45D; 2017 45D1)
    DUMMYS_CARD = "dummys_card"
    #: after a corrected revoke (62C1)
    REVOKE = "revoke"



@dataclass(frozen=True)
class PlayCard:
    """``card`` goes to the trick for ``seat`` (the engine checks turn and legality)."""

    seat: Seat
    card: Card


@dataclass(frozen=True)
class PenaltyCard:
    """``card`` of ``seat`` becomes a penalty card of ``kind`` (50A; a card already in the area
    stays as it is)."""

    seat: Seat
    card: Card
    kind: Literal["major", "minor"]


@dataclass(frozen=True)
class Withdrawn:
    """``card`` of ``seat`` is withdrawn under ``law``; ``offender`` is a seat of the offending
    side for the Law 16C/16D tags (None: no side offends). ``info`` given: those tags as they are."""

    seat: Seat
    card: Card
    law: str
    offender: Seat | None = None
    info: dict[str, list[str]] | None = None


@dataclass(frozen=True)
class Restrict:
    """A restriction chosen by the non-offending side (50D2/51B lead, 57A play)."""

    restriction: Restriction


@dataclass(frozen=True)
class PickUp:
    """``seat``'s penalty cards of ``suit`` are picked up: they are no longer penalty cards
    (50D2(a), 51B1(a)/(b), 51B2(a)/(b): declarer required or prohibited the suit)."""

    seat: Seat
    suit: Suit


@dataclass(frozen=True)
class Offer:
    """An offer to the other side: ``choosers`` may ``choose`` one of ``options`` under ``law``.

    ``kind`` names the offer module of the engine (``lead``, ``50D2``, ``51A``, ``52B1``,
    ``57A``, ``46B5``, ``46B5-other``, ``withdraw``).
    """

    kind: str
    law: str
    choosers: frozenset[Seat]
    options: tuple[str, ...]
    seat: Seat
    card: Card | None = None
    proper_leader: Seat | None = None
    offender: Seat | None = None
    #: the offer is about ``card``, just played (52B1): the engine keeps its place in the play
    at_card: bool = False
    #: for ``withdraw``: the irregularity the cards were played after
    after: WithdrawalAfter | None = None
    #: for ``lead``: which Law governs the lead out of turn
    lead: LeadOutOfTurn | None = None


@dataclass(frozen=True)
class Pending:
    """Something the engine keeps for a later event: ``what`` is one of ``told_turn`` (47E1),
    ``suggested`` (45F/57C), ``invalid_call`` (46B4), ``named_unfaced`` (45B faced),
    ``wrong_hand_call`` (55A), ``quitted`` (65A: the trick just completed is turned face down);
    ``seat``/``card`` as the case needs."""

    what: Literal["told_turn", "suggested", "invalid_call", "named_unfaced", "wrong_hand_call", "quitted"]
    seat: Seat | None = None
    card: Card | None = None


@dataclass(frozen=True)
class AcceptLead:
    """A lead out of turn is accepted (53A, 54B, 54A): ``seat`` becomes the leader and ``card``
    goes to the trick as his lead."""

    seat: Seat
    card: Card


@dataclass(frozen=True)
class BecomeDummy:
    """54A: declarer spreads his hand and becomes dummy; his partner is declarer (only at the
    opening lead)."""


Effect = PlayCard | PenaltyCard | Withdrawn | Restrict | PickUp | Offer | Pending | AcceptLead | BecomeDummy


@dataclass(frozen=True)
class Verdict:
    """Rulings plus the effects the engine carries out, in order."""

    rulings: tuple[Ruling, ...]
    effects: tuple[Effect, ...] = field(default=())

    @classmethod
    def of(cls, ruling: Ruling, *effects: Effect) -> Verdict:
        """A verdict of one ruling and ``effects``."""
        return cls((ruling,), effects)
