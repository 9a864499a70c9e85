"""The frozen table state of the engine and the values it holds (laws.md §1.0).

A :class:`TableState` is everything derived from the record up to one event: the table (hands,
tricks, turn), the penalty cards, the cards withdrawn with their Law 16C/16D tags, the open
offer to the other side, and what the engine waits for (a 45C4(b) window, a 45D correction,
premature cards, a statement about whose turn it is). It is never changed:
:func:`bridgelaw.engine.step.step` returns a new one. Its :class:`~bridgelaw.table.Table` is
owned by the state and must not be played on (copy it first, as the step does).

:class:`Context` is what does not change from event to event: the starting position, the
edition, the options and the incident's findings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.incident import Findings, Setup
from bridgelaw.laws.law50 import PenaltyCardArea
from bridgelaw.laws.verdict import LeadOutOfTurn, WithdrawalAfter
from bridgelaw.record import Event
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling
from bridgelaw.table import Restriction, Table

if TYPE_CHECKING:
    from bridgelaw.laws.law42_43 import DummyState

__all__ = [
    "Act",
    "Context",
    "Designated",
    "OpenChoice",
    "Pending45D",
    "TableState",
    "Withdrawal",
    "Withdrawing",
]


@dataclass(frozen=True)
class Context:
    """What a step reads besides the state: ``setup`` (the starting position), ``edition``,
    ``regulations`` (the options in force) and the incident's ``findings``."""

    setup: Setup
    edition: Edition
    regulations: Regulations
    findings: Findings = field(default_factory=Findings)


@dataclass(frozen=True)
class Withdrawal:
    """A card withdrawn as the Laws provide, kept in the derived state (never lost).

    Attributes:
        event: the event whose ruling withdrew it.
        seat: whose card.
        card: the card.
        law: the clause that withdrew it (``45C4(b)``/``47C``, ``45D1``, ``47D``, ``47E1`` ...).
        info: Law 16C/16D tags (``authorised``/``unauthorised`` sides).
    """

    event: int
    seat: Seat
    card: Card
    law: str
    info: dict[str, list[str]]


@dataclass(frozen=True)
class Designated:
    """A card played by designation, open to a 45C4(b) change: the event, who spoke, whose
    card, whether it was named, its index in ``table.plays``, and whether it was a gesture
    (``O-POINTING`` = ``designation``)."""

    event: int
    speaker: Seat
    owner: Seat
    card: Card
    by_naming: bool
    at: int
    gesture: bool = False


@dataclass(frozen=True)
class Pending45D:
    """A card dummy put out without declarer naming it, awaiting 45D correction: the event,
    the card, its index in ``table.plays`` and the trick it went to."""

    event: int
    card: Card
    at: int
    trick: int


@dataclass(frozen=True)
class OpenChoice:
    """The latest open ``options`` ruling: what the non-offending side may choose (``choose``).

    Attributes: ``choosers`` (the seats that may choose), ``options`` (the option ids), ``law``.

    kind: ``lead`` (53-56), ``50D2`` (50D2/51B), ``51A``, ``52B1``, ``57A``, ``46B5``/``46B5-other``
    or ``withdraw`` (47D/45D1/62C1; ``offender``: a seat of the offending side for the 16C/16D
    tags, None when no side offends); ``seat``/``card``:
    the player and card concerned (the offender, or the partner who is to lead for 50D2);
    ``at``: index in ``table.plays`` of the card played instead of a penalty card (52B1);
    ``proper_leader``: whose lead it was (53-56); ``trick``: the trick it was offered in;
    ``after``: for ``withdraw``, the irregularity the cards were played after; ``lead``: for
    ``lead``, which Law governs the lead out of turn (54 the opening lead, 55, 56).
    """

    kind: str
    law: str
    choosers: frozenset[Seat]
    options: tuple[str, ...]
    seat: Seat
    card: Card | None = None
    trick: int = 0
    at: int = -1
    proper_leader: Seat | None = None
    offender: Seat | None = None
    after: WithdrawalAfter | None = None
    lead: LeadOutOfTurn | None = None


@dataclass(frozen=True)
class Withdrawing:
    """A card withdrawn under 47D/45D1/62C1: its owner plays again in turn, then the cards
    played after it (``held``, back in their hands meanwhile) are played again."""

    seat: Seat
    law: str
    held: tuple[tuple[Seat, Card], ...]
    offer: OpenChoice


@dataclass(frozen=True)
class TableState:
    """The state after ``events`` events (see the module docstring); never changed.

    Attributes:
        table: the table (owned: never played on).
        events: how many events of the record it reflects (the index of the next event).
        area: the penalty cards (50A).
        withdrawn: every card withdrawn so far.
        designated: the designation still open to a 45C4(b) change.
        pending_45d: a dummy card awaiting 45D correction.
        premature: cards played early, with their clause, in the order played (57C/57D).
        told_turn_by: who last told a player it was his turn (47E1).
        suggested_trick: the trick in which dummy suggested a play (45F, 57C).
        offer: the open offer to the other side.
        choice_restrictions: restrictions chosen by the non-offending side (50D2/51B, 57A).
        lead_offered: (trick, seat) pairs for which the 50D2 choice was offered.
        withdrawing: a 47D/45D1/62C1 withdrawal under way.
        invalid_call_at: ``len(table.plays)`` when declarer's call was invalid (46B4).
        named_unfaced: a dummy card named and not yet faced (``O-45B-MOMENT`` = ``faced``).
        wrong_hand_call: a dummy card declarer called when the lead was in his hand (55A).
        must_specify: the latest ``must_specify`` ruling on declarer's words (46B3(b)), open
            until a card is played: his next words say which card (``law46.specify_46B3b``).
        dummy: what Laws 42-43 keep about dummy's acts (rights lost under 43A2, who asked or
            drew attention first); None until dummy's first act.
        quitted: the numbers of the tricks turned face down by a ``quit`` event (65A, 66C).
        selected_trick: the trick in which dummy, of his own volition, put a card in the played
            position before his turn (57C2; a defender playing before his partner after it is
            not rectified).
    """

    table: Table
    events: int = 0
    area: PenaltyCardArea = field(default_factory=PenaltyCardArea)
    withdrawn: tuple[Withdrawal, ...] = ()
    designated: Designated | None = None
    pending_45d: Pending45D | None = None
    premature: tuple[tuple[Seat, Card, str], ...] = ()
    told_turn_by: Seat | None = None
    suggested_trick: int | None = None
    offer: OpenChoice | None = None
    choice_restrictions: tuple[Restriction, ...] = ()
    lead_offered: frozenset[tuple[int, Seat]] = frozenset()
    withdrawing: Withdrawing | None = None
    invalid_call_at: int | None = None
    named_unfaced: Card | None = None
    wrong_hand_call: Card | None = None
    must_specify: Ruling | None = None
    dummy: DummyState | None = None
    quitted: frozenset[int] = frozenset()
    selected_trick: int | None = None

    @classmethod
    def start(cls, context: Context) -> TableState:
        """The state before any event: the setup's table."""
        return cls(context.setup.table())


@dataclass(frozen=True)
class Act:
    """One event as a step sees it: the ``event``, the ``findings`` in force for it (the
    incident's, overridden by the event's own) and the ``role`` of the acting seat
    (``declarer``, ``dummy`` or ``defender``)."""

    event: Event
    findings: Findings
    role: str
