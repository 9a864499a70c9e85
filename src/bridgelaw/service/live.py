"""A live table kept in memory: the session, its rendered rulings and its connected clients.

The record in the database is the truth; a :class:`LiveTable` holds the
:class:`~bridgelaw.engine.TableSession` replayed from it, so one new event costs one
``apply`` (about 0.15 ms) instead of a replay of the whole record. It is rebuilt from the
database at start and whenever it may differ from it (a failed commit).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol

from bridgelaw.engine import TableSession, render_text
from bridgelaw.record import Event, Record
from bridgelaw.service.db import TableRow

__all__ = ["Client", "LiveTable", "contract_text", "load_session"]


class Client(Protocol):
    """A connected WebSocket client (what the broadcast needs of it)."""

    async def send_json(self, data: Any, mode: str = "text") -> None:
        """Send one JSON message."""

    async def send_text(self, data: str) -> None:
        """Send one text message (JSON already encoded: the broadcast encodes a view once per role)."""


def contract_text(session: TableSession) -> str:
    """The contract as ``"4H"``, ``"3NTX"`` (without declarer)."""
    c = session.table.contract
    return f"{'' if c.level is None else c.level}{c.denomination.letter}{c.penalty}"


def load_session(row: TableRow, events: list[dict[str, Any]]) -> TableSession:
    """Replay a table's record (its setup row and stored events) into a session.

    Raises:
        IncidentFormatError / BridgeLawError: the stored record does not replay (it was not
            written by this service).
    """
    record = Record(row.setup, [Event.from_json(e, path=f"events[{i}]") for i, e in enumerate(events)])
    return TableSession.from_record(record)


@dataclass
class LiveTable:
    """One table in memory.

    Attributes:
        row: its row of ``tables`` (setup, mode, language, token digests).
        session: the engine session replayed from the record.
        clients: connected WebSocket clients: the role of each one's token and the language
            of its ruling texts.
        rendered: per language, the rulings rendered so far as JSON objects (with ``seq``,
            the 1-based number of the event ruled on); extended lazily.
        writing: held by :meth:`TableManager.submit` from the check of an event to its commit,
            so a table has at most one event waiting for its commit and events on one table
            are serialised (events of different tables share one commit: group commit).
    """

    row: TableRow
    session: TableSession
    clients: dict[Client, tuple[str, str]] = field(default_factory=dict)
    rendered: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    writing: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def id(self) -> str:
        """The table id."""
        return self.row.id

    @property
    def seq(self) -> int:
        """How many events the record holds (the number of the last one)."""
        return len(self.session.record)

    def rulings_json(self, lang: str) -> list[dict[str, Any]]:
        """Every ruling so far as JSON (incident-format.md "Ruling") with ``text`` in ``lang``
        and ``seq`` (the event's number, 1-based); rendered once per language and cached."""
        done = self.rendered.setdefault(lang, [])
        rulings = self.session.rulings
        for r in rulings[len(done):]:
            obj = render_text(r, lang).to_json()
            obj["seq"] = (r.event or 0) + 1
            done.append(obj)
        return done
