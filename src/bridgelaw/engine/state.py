"""The frozen table state of the engine and the values it holds (laws.md §1.0).

A :class:`TableState` is everything derived from the record up to one event: the table (hands,
tricks, turn), the penalty cards, the cards withdrawn with their Law 16C/16D tags, premature
cards, the open offer to the other side - and what each Law keeps for a later event (a 45C4(b)
window, a 45D correction, a statement about whose turn it is ...), held generically as the
Laws' memories (:class:`~bridgelaw.laws.verdict.Memory`, each declared by its Law's home). It
is never changed:
:func:`bridgelaw.engine.step.step` returns a new one. Its :class:`~bridgelaw.table.Table` is
owned by the state and must not be played on (copy it first, as the step does).

:class:`Context` is what does not change from event to event: the starting position, the
edition, the options and the incident's findings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TypeAlias, TypeVar

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.incident import Findings, Setup
from bridgelaw.laws.law50 import PenaltyCardArea
from bridgelaw.laws.verdict import AnyOffer, Memory, WithdrawOffer
from bridgelaw.record import Event
from bridgelaw.regulations import Regulations
from bridgelaw.table import Restriction, Table

__all__ = [
    "NO_MEMORY",
    "Act",
    "Context",
    "OpenChoice",
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


#: The offer open to the other side: one type per kind of offer (laws/verdict.py), each with
#: the data it needs; the engine finds the module of its kind by its type.
OpenChoice: TypeAlias = AnyOffer


@dataclass(frozen=True)
class Withdrawing:
    """A card withdrawn under 47D/45D1/62C1: its owner plays again in turn, then the cards
    played after it (``held``, back in their hands meanwhile) are played again; ``offer``: the
    withdraw offer with the options still open."""

    seat: Seat
    law: str
    held: tuple[tuple[Seat, Card], ...]
    offer: WithdrawOffer


M = TypeVar("M", bound=Memory)

#: No memory: the state before any Law has kept anything.
NO_MEMORY: Mapping[type[Memory], Memory] = MappingProxyType({})


@dataclass(frozen=True)
class TableState:
    """The state after ``events`` events (see the module docstring); never changed.

    Where the cards are, and what is open, is the engine's own:

    Attributes:
        table: the table (owned: never played on).
        events: how many events of the record it reflects (the index of the next event).
        area: the penalty cards (50A).
        withdrawn: every card withdrawn so far.
        premature: cards played early, with their clause, in the order played (57C/57D); each
            goes to the trick at its owner's turn.
        offer: the open offer to the other side (one type per kind).
        choice_restrictions: restrictions chosen by the non-offending side (50D2/51B, 57A).
        withdrawing: a 47D/45D1/62C1 withdrawal under way.
        memory: what each Law keeps from one event to the next, by the class its home declares
            (:class:`~bridgelaw.laws.verdict.Memory`: 45C4(b) the designation open to a change,
            45D dummy's unnamed card, 45B a named card not faced, 55A a wrong-hand call, 46B4
            an invalid call, 46B3(b) ``must_specify``, 47E1 a turn statement, 50D2 the choices
            offered, 57C dummy's suggestion or selection, 65A the tricks quitted, 42-43
            dummy's acts); read with :meth:`recall`.
    """

    table: Table
    events: int = 0
    area: PenaltyCardArea = field(default_factory=PenaltyCardArea)
    withdrawn: tuple[Withdrawal, ...] = ()
    premature: tuple[tuple[Seat, Card, str], ...] = ()
    offer: OpenChoice | None = None
    choice_restrictions: tuple[Restriction, ...] = ()
    withdrawing: Withdrawing | None = None
    memory: Mapping[type[Memory], Memory] = field(default_factory=lambda: NO_MEMORY)

    @classmethod
    def start(cls, context: Context) -> TableState:
        """The state before any event: the setup's table."""
        return cls(context.setup.table())

    def recall(self, kind: type[M]) -> M | None:
        """The memory of class ``kind`` the Laws keep (e.g. ``law47.TurnStatement``), or None."""
        found = self.memory.get(kind)
        return found if isinstance(found, kind) else None


@dataclass(frozen=True)
class Act:
    """One event as a step sees it: the ``event``, the ``findings`` in force for it (the
    incident's, overridden by the event's own) and the ``role`` of the acting seat
    (``declarer``, ``dummy`` or ``defender``)."""

    event: Event
    findings: Findings
    role: str
