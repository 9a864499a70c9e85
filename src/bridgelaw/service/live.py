"""A live table kept in memory: the session, its rendered rulings and its connected clients.

The record in the store is the truth; a :class:`LiveTable` holds the
:class:`~bridgelaw.engine.TableSession` replayed from it, so one new event costs one
``apply`` (about 0.15 ms) instead of a replay of the whole record. It is replayed from the
store when the table is first asked for and whenever it may differ from it (a failed commit):
:mod:`bridgelaw.service.tables`.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol

from bridgelaw.engine import TableSession, render_text
from bridgelaw.record import Event, EventKind, Record
from bridgelaw.service.store import TableRow

__all__ = ["Client", "LiveTable", "contract_text", "load_session"]


class Client(Protocol):
    """A connected WebSocket client, as the broadcast sees it: its outbox
    (:class:`bridgelaw.service.broadcast.Outbox`)."""

    closed: str | None

    def put(self, text: str) -> bool:
        """Queue one message (JSON text) for the socket without waiting; False when the client
        takes no more messages (closed or dropped)."""


def contract_text(session: TableSession) -> str:
    """The contract as ``"4H"``, ``"3NTX"`` (without declarer)."""
    return session.table.contract.text


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
        clients: connected WebSocket clients: the role of each one's token, the language of
            its ruling texts and whether it asked for delta views (table-service.md "Live").
        rendered: per language, the rulings rendered so far as JSON objects (with ``seq``,
            the 1-based number of the event ruled on, and once a ``choose`` answered it,
            ``chosen``/``chosen_seq``); extended lazily.
        decided: ruling index -> (the option chosen, the number of the ``choose`` event).
        writing: held from the check of an event until the views of its number are built
            (:meth:`~bridgelaw.service.manager.TableManager.submit`), so a table has at most one
            event waiting for its commit, events on one table are serialised (events of
            different tables share one commit: group commit) and every view is built from the
            state it is labelled with.
        views: the views built for the current state (:attr:`seq`): parts every token sees,
            hands' texts and whole encoded messages, shared by the broadcast, ``GET view``
            and ``hello``; emptied when the state moves on.
        next_table: the table of the next board (same tokens), once the director opened it
            (``POST /v1/tables/{id}/next``; kept in memory: after a restart the view no longer
            names it).
    """

    row: TableRow
    session: TableSession
    clients: dict[Client, tuple[str, str, bool]] = field(default_factory=dict)
    rendered: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    decided: dict[int, tuple[str, int]] = field(default_factory=dict)
    writing: asyncio.Lock = field(default_factory=asyncio.Lock)
    #: the table of the next board at the same seats (``POST .../next``), once created
    next_table: str | None = None
    _views: dict[Any, Any] = field(default_factory=dict)
    _views_seq: int = -1
    _scanned_events: int = 0
    _scanned_rulings: int = 0
    _open: list[int] = field(default_factory=list)
    _changed: dict[int, int] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """The table id."""
        return self.row.id

    @property
    def seq(self) -> int:
        """How many events the record holds (the number of the last one)."""
        return len(self.session.record)

    @property
    def views(self) -> dict[Any, Any]:
        """The cache of views of the current state (emptied when :attr:`seq` changes)."""
        seq = self.seq
        if self._views_seq != seq:
            self._views = {}
            self._views_seq = seq
        return self._views

    def _scan(self) -> None:
        """Follow the record: which ruling with ``options`` each ``choose`` event answered
        (the latest one still open whose options hold the choice: incident-format.md
        "choose"), and from which ruling on the rulings changed at each event."""
        events = self.session.record.events
        rulings = self.session.rulings
        while self._scanned_events < len(events):
            i = self._scanned_events
            ev = events[i]
            first_new = self._scanned_rulings
            changed = first_new
            if ev.kind is EventKind.CHOOSE and ev.text is not None:
                base = ev.text.split(":")[0]
                for k in range(len(self._open) - 1, -1, -1):
                    idx = self._open[k]
                    opts = rulings[idx].options
                    if ev.text in opts or base in (o.split(":")[0] for o in opts):
                        del self._open[k]
                        self.decided[idx] = (ev.text, i + 1)
                        for objs in self.rendered.values():
                            if idx < len(objs):
                                objs[idx]["chosen"], objs[idx]["chosen_seq"] = ev.text, i + 1
                        changed = min(changed, idx)
                        break
            while self._scanned_rulings < len(rulings) and (rulings[self._scanned_rulings].event or 0) <= i:
                if rulings[self._scanned_rulings].options:
                    self._open.append(self._scanned_rulings)
                self._scanned_rulings += 1
            self._changed[i + 1] = changed
            self._scanned_events += 1

    def changed_from(self, seq: int) -> int:
        """The index of the first ruling that event ``seq`` added or changed (a ``choose``
        marks the ruling it answered): a delta view sends the rulings from there on."""
        self._scan()
        return self._changed.get(seq, len(self.session.rulings))

    def rulings_json(self, lang: str) -> list[dict[str, Any]]:
        """Every ruling so far as JSON (incident-format.md "Ruling") with ``text`` in ``lang``,
        ``seq`` (the event's number, 1-based) and, once a later ``choose`` event answered a
        ruling that offered ``options``, ``chosen`` (the option) and ``chosen_seq`` (that
        event's number); rendered once per language and cached. Do not change the objects."""
        self._scan()
        done = self.rendered.setdefault(lang, [])
        rulings = self.session.rulings
        for idx in range(len(done), len(rulings)):
            r = rulings[idx]
            obj = render_text(r, lang).to_json()
            obj["seq"] = (r.event or 0) + 1
            if idx in self.decided:
                obj["chosen"], obj["chosen_seq"] = self.decided[idx]
            done.append(obj)
        return done

    def rulings_of(self, seq: int, lang: str) -> list[dict[str, Any]]:
        """The rulings of event ``seq`` (JSON, as :meth:`rulings_json`)."""
        out = []
        for r in reversed(self.rulings_json(lang)):
            if r["seq"] == seq:
                out.append(r)
            elif r["seq"] < seq:
                break
        out.reverse()
        return out
