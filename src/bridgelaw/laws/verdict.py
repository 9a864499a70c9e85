"""What a Law function decides: a :class:`Verdict` - rulings plus a closed set of effects.

"Decide, then evolve": a function of :mod:`bridgelaw.laws` looks at facts (found by the engine
in the table state) and returns a verdict; only the engine (:mod:`bridgelaw.engine`) carries its
effects out on a new table state. The effects are a closed set - the engine knows every kind:

* :class:`PlayCard` - a card goes to the trick for its owner (Law 44 position rules apply);
* :class:`PenaltyCard` - a card goes to the penalty-card area (50A) as ``major``/``minor``;
* :class:`Withdrawn` - a card withdrawn as the Laws provide is kept with its Law 16C/16D tags;
* :class:`Restrict` - a restriction chosen by the non-offending side (50D2/51B, 57A);
* :class:`PickUp` - a defender's penalty cards of one suit are picked up (50D2(a), 51B);
* an :class:`Offer` - an offer to the other side (a ``choose`` answers it), one class per kind
  (:data:`AnyOffer`: 53-56, 50D2/51B, 51A, 52B1, 57A, 46B5, 47D/45D1/62C1, 43B2(a));
* :class:`Remember` - a Law's :class:`Memory` the engine keeps for a later event (45B faced,
  46B4, 47E1, 57C, 55A, 65A ...); each Law declares its memory in its home;
* :class:`AcceptLead` - a lead out of turn stands: the offender leads the card (53A, 54B);
* :class:`BecomeDummy` - declarer spreads his hand and becomes dummy (54A).

A verdict's ``rulings`` are final except for the engine's bookkeeping (the event index, the
``then`` notes of cards that followed, options of an offer it opened).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar, Literal

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.rulings import Ruling
from bridgelaw.table import Restriction, Table

__all__ = [
    "AcceptLead",
    "AnyOffer",
    "BecomeDummy",
    "DefendersDesignateOffer",
    "Effect",
    "LeadHandOffer",
    "LeadOutOfTurn",
    "LeadOutOfTurnOffer",
    "Memory",
    "Offer",
    "OtherDefenderOffer",
    "PenaltyCard",
    "PenaltyCardOffer",
    "PenaltyLeadOffer",
    "PickUp",
    "PlayCard",
    "PrematurePlayOffer",
    "Remember",
    "Restrict",
    "SubstituteOffer",
    "Verdict",
    "WithdrawOffer",
    "WithdrawalAfter",
    "Withdrawn",
]


class LeadOutOfTurn(StrEnum):
    """Which Law governs a lead out of turn (a :class:`LeadOutOfTurnOffer`): a typed fact,
    so that no rule compares the offer's clause label (``54``, ``54C``, ``55A``, ``56``)."""

    #: a defender's faced opening lead out of turn (Law 54; 54C when declarer could have seen dummy)
    OPENING = "opening"
    #: declarer's lead out of turn, from either hand (Law 55)
    BY_DECLARER = "declarer"
    #: a defender's lead out of turn after the opening lead (Law 56)
    BY_DEFENDER = "defender"


class WithdrawalAfter(StrEnum):
    """The irregularity after which the non-offending side may withdraw the cards it played
    (a :class:`WithdrawOffer`): a typed fact, so that no rule compares the offer's
    clause label (which depends on the edition)."""

    #: after declarer's allowed change of an unintended designation (45C4(b), 47D)
    CHANGE = "change"
    #: after dummy's card declarer did not name (45D; 2017 45D1)
    DUMMYS_CARD = "dummys_card"
    #: after a corrected revoke (62C1)
    REVOKE = "revoke"
    #: 62C2: the offending side's next hand after a non-offender withdrew his card (62C1); a
    #: defender's card so withdrawn becomes a penalty card
    REVOKE_OFFENDER = "revoke_offender"



@dataclass(frozen=True)
class PlayCard:
    """``card`` goes to the trick for ``seat`` (the engine checks turn and legality);
    ``revoke``: recorded as a revoke although it may follow suit (61A: a card required by law -
    a penalty card, 52 - was not played when able)."""

    seat: Seat
    card: Card
    revoke: bool = False


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

    One subclass per kind of offer, each with the data it needs (the engine has one module per
    kind and finds it by the type, never by a name). ``seat``/``card``: the player and the card
    concerned. ``trick`` (the trick it was opened in) and ``at`` (the index in ``table.plays``
    of the card it is about, when :attr:`AT_CARD`) are set by the engine when it opens the
    offer; a Law function leaves them as they are.
    """

    #: the kind's name, as views and the goldens show it (never compared by the engine)
    KIND: ClassVar[str] = ""
    #: the offer is about the card just played: the engine keeps its place in the play (``at``)
    AT_CARD: ClassVar[bool] = False

    law: str
    choosers: frozenset[Seat]
    options: tuple[str, ...]
    seat: Seat
    card: Card | None = None
    trick: int = 0
    at: int = -1

    @property
    def kind(self) -> str:
        """The kind's name (``lead``, ``50D2`` ...): for views, never for control flow."""
        return self.KIND


@dataclass(frozen=True, kw_only=True)
class LeadOutOfTurnOffer(Offer):
    """53-56: accept a lead out of turn or not (54: declarer may also become dummy).
    ``proper_leader``: whose lead it was; ``lead``: which Law governs it."""

    KIND: ClassVar[str] = "lead"
    proper_leader: Seat
    lead: LeadOutOfTurn


@dataclass(frozen=True)
class PenaltyLeadOffer(Offer):
    """50D2/51B: declarer requires or prohibits a lead of the suits of the penalty cards of
    ``seat``'s partner (``seat``: the defender about to lead)."""

    KIND: ClassVar[str] = "50D2"


@dataclass(frozen=True)
class PenaltyCardOffer(Offer):
    """51A: declarer designates which of ``seat``'s penalty cards he plays."""

    KIND: ClassVar[str] = "51A"


@dataclass(frozen=True)
class SubstituteOffer(Offer):
    """52B1: declarer accepts ``seat``'s ``card`` (played instead of a penalty card) or
    requires the penalty card."""

    KIND: ClassVar[str] = "52B1"
    AT_CARD: ClassVar[bool] = True


@dataclass(frozen=True)
class PrematurePlayOffer(Offer):
    """57A: declarer chooses what ``seat`` (the offender's partner) must play; ``card``: the
    offender's premature card."""

    KIND: ClassVar[str] = "57A"


@dataclass(frozen=True)
class DefendersDesignateOffer(Offer):
    """46B5: either defender designates dummy's card (``seat``: dummy)."""

    KIND: ClassVar[str] = "46B5"


@dataclass(frozen=True)
class OtherDefenderOffer(Offer):
    """46B5 (option ``O-46-B5``): the other defender may still name another of dummy's cards
    than ``card``, the one the first defender designated."""

    KIND: ClassVar[str] = "46B5-other"
    AT_CARD: ClassVar[bool] = True


@dataclass(frozen=True, kw_only=True)
class WithdrawOffer(Offer):
    """47D, 45D1, 62C1: a player of the non-offending side withdraws a card he played
    ``after`` the irregularity; ``offender``: a seat of the offending side for the 16C/16D
    tags (None: no side offends)."""

    KIND: ClassVar[str] = "withdraw"
    after: WithdrawalAfter
    offender: Seat | None = None


@dataclass(frozen=True)
class LeadHandOffer(Offer):
    """43B2(a): either defender chooses the hand from which declarer leads."""

    KIND: ClassVar[str] = "43B2a"


#: Every kind of offer: the engine dispatches on this union, by type (mypy checks that every
#: kind is handled).
AnyOffer = (
    LeadOutOfTurnOffer
    | PenaltyLeadOffer
    | PenaltyCardOffer
    | SubstituteOffer
    | PrematurePlayOffer
    | DefendersDesignateOffer
    | OtherDefenderOffer
    | WithdrawOffer
    | LeadHandOffer
)


class Memory:
    """What a Law keeps from one event to the next, declared once, in the Law's home, as a
    frozen dataclass subclass of this class - e.g. ``law47.TurnStatement`` (47E1: who last told
    a player it was his turn). The engine holds the memories generically (``TableState.memory``,
    keyed by their class: at most one of each), copies them into each step and lets each one
    forget itself as play goes on (the hooks below); a Law function keeps one with the effect
    :class:`Remember`, the engine reads one with ``recall(TheClass)``. A new Law with memory
    declares its class in its home: nothing is registered, and the engine's state does not
    change.
    """

    __slots__ = ()

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        """The memory after ``seat`` played ``card`` on ``table`` (``trick_completed``: the card
        completed a trick). None: forgotten. Default: kept as it is."""
        return self

    def after_rollback(self, table: Table) -> Memory | None:
        """The memory after cards were undone (a correction), ``table`` as it is now. None:
        forgotten. Default: kept as it is."""
        return self

    def revokes_as_established(self) -> tuple[tuple[int, Seat, Card, Suit], ...]:
        """Revokes (trick, seat, card, suit led) this memory makes Law 64 treat as established
        at the end of play, corrected or not (43B2(b)). Default: none."""
        return ()

    def revokes_corrected(self) -> tuple[tuple[int, Seat, Card, Suit, str], ...]:
        """Established revokes (trick, seat, card, suit led, clause) this memory says were
        corrected all the same (2017 62C3), which Law 64 rules without adjustment (64B8).
        Default: none."""
        return ()

    def revokes_of_faced_cards(self) -> tuple[tuple[Seat, Card], ...]:
        """Revoke cards ``(seat, card)`` that were a failure to play a card faced on the table
        (64B3: a penalty card the owner could have played, Law 52), as the record shows them.
        Default: none."""
        return ()


@dataclass(frozen=True)
class Remember:
    """Keep ``memory`` (a Law's :class:`Memory`) in the state, in place of the one of its class."""

    memory: Memory


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


Effect = (
    PlayCard | PenaltyCard | Withdrawn | Restrict | PickUp | AnyOffer | Remember | AcceptLead | BecomeDummy
)


@dataclass(frozen=True)
class Verdict:
    """Rulings plus the effects the engine carries out, in order."""

    rulings: tuple[Ruling, ...]
    effects: tuple[Effect, ...] = field(default=())

    @classmethod
    def of(cls, ruling: Ruling, *effects: Effect) -> Verdict:
        """A verdict of one ruling and ``effects``."""
        return cls((ruling,), effects)
