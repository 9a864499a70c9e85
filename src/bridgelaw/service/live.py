"""A live table kept in memory: the session, its rendered rulings and its connected clients.

The record in the store is the truth; a :class:`LiveTable` holds the
:class:`~bridgelaw.engine.TableSession` replayed from it, so one new event costs one
``apply`` (about 0.15 ms) instead of a replay of the whole record. It is replayed from the
store when the table is first asked for and whenever it may differ from it (a failed commit):
:mod:`bridgelaw.service.tables`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from bridgelaw.engine import TableSession, render_text
from bridgelaw.laws.law61 import revoke_concealed_61A, revoke_told_at_table_61A
from bridgelaw.laws.law68 import ClaimStatus
from bridgelaw.laws.law70.dispute import adjudication_told_at_table_70
from bridgelaw.record import Event, EventKind, Record
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.service.store import TableRow

__all__ = ["ALL", "BOARD_FIELD", "CONCERNS_FIELD", "DEALER_FIELD", "EQUITY_FIELD", "REASON_FIELD",
           "RECORDED_BY", "TABLE", "Client", "LiveTable", "audience", "board_over", "call_notes",
           "contract_text", "directed_events", "load_session"]

#: The field a stored event carries when the director's token recorded it (``x-`` fields are
#: allowed and ignored by the record format): the director's view of the record says so.
RECORDED_BY = "x-recorded-by"
#: The record header's fields with the board's number and its dealer (``x-``: the incident
#: format allows and ignores them); its vulnerability is the header's own ``vulnerable``.
BOARD_FIELD, DEALER_FIELD = "x-board", "x-dealer"
#: The fields a stored ``call`` event carries beyond the engine's event (``x-``: the record
#: format allows and ignores them; no ruling depends on them): what the caller says happened
#: (text) and the number of the event it concerns.
REASON_FIELD, CONCERNS_FIELD = "x-reason", "x-concerns"
#: The director's 64C finding at the live table, a note of his ``finding`` (on any event): the
#: tricks declarer's side would probably have taken in the whole board had the revoke not
#: occurred; the end of the board's Law 64 rulings take it (``TableSession.finish``).
EQUITY_FIELD = "x-result-without-revoke"


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


def board_over(session: TableSession) -> bool:
    """The board is over: trick 13 is complete, or a claim settled it - agreed (69A), or
    adjudicated by the director's decision (70). At the live table a disputed claim's
    adjudication is the director's proposal until his ``decide`` confirms or amends it: the
    board goes on waiting for him (the hands stay as the claim left them). Raises nothing."""
    claim = session.claim
    if session.table.is_over:
        return True
    if claim is None or not claim.settled:
        return False
    return claim.status is ClaimStatus.AGREED or claim.decided


def load_session(row: TableRow, events: list[dict[str, Any]]) -> TableSession:
    """Replay a table's record (its setup row and stored events) into a session.

    Raises:
        IncidentFormatError / BridgeLawError: the stored record does not replay (it was not
            written by this service).
    """
    record = Record(row.setup, [Event.from_json(e, path=f"events[{i}]") for i, e in enumerate(events)])
    return TableSession.from_record(record)


#: Who hears what at the table: ``table`` (a player's token: a revoke is told when attention is
#: drawn to it) or ``all`` (the director and a spectator, who see every hand).
TABLE, ALL = "table", "all"

#: The events that draw attention to a revoke (61B "having none?", dummy's 42B1 question or his
#: pointing out an irregularity after play).
_ATTENTION = (EventKind.DUMMY_ASKS, EventKind.DUMMY_DRAWS_ATTENTION)


def audience(role: str) -> str:
    """:data:`ALL` for the director's and a spectator's token, :data:`TABLE` for a seat's."""
    return ALL if role in ("director", "spectator") else TABLE


def directed_events(events: list[dict[str, Any]]) -> set[int]:
    """The numbers (1-based) of the stored events the director's token recorded."""
    return {i + 1 for i, e in enumerate(events) if e.get(RECORDED_BY) == "director"}


def _call_note(stored: dict[str, Any]) -> dict[str, Any]:
    """What a stored ``call`` says beyond the call: ``{"reason", "concerns"}``, each when given."""
    out: dict[str, Any] = {}
    if isinstance(stored.get(REASON_FIELD), str) and stored[REASON_FIELD]:
        out["reason"] = stored[REASON_FIELD]
    if isinstance(stored.get(CONCERNS_FIELD), int) and not isinstance(stored.get(CONCERNS_FIELD), bool):
        out["concerns"] = stored[CONCERNS_FIELD]
    return out


def _words(findings: Mapping[str, Any]) -> str | None:
    """The director's own words among an event's ``findings`` (``x-ruling``), or None."""
    words = findings.get("x-ruling")
    return words if isinstance(words, str) and words.strip() else None


def call_notes(events: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """Event number (1-based) -> the reason and the event concerned of each stored ``call``
    that gives them (:data:`REASON_FIELD`, :data:`CONCERNS_FIELD`)."""
    out = {}
    for i, e in enumerate(events):
        if "call" in e or "dispute" in e:  # a dispute's reason too (68D)
            note = _call_note(e)
            if note:
                out[i + 1] = note
    return out


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
        directed: the numbers of the events the director's token recorded (what a player did,
            or a choice the director recorded for the chooser): the record says so.
        marks: ruling index -> what the director's findings did to it: ``found_seq`` (a
            ``finding`` answered its event), ``superseded_seq`` (a ``finding`` ruled its event
            again: the new rulings follow, with ``reruled_seq``); ``superseded`` their indexes;
            ``replaced_seq`` (an adjudication of a claim a later ``decide`` replaced, Law 70).
        called_at: event number -> time (``time.time()``) of the calls made since this process
            loaded the table (the director's queue orders tables by it).
        notes: event number -> what a call says beyond the call (``reason``: what the caller
            says happened; ``concerns``: the number of the event it is about), from the stored
            event (:func:`call_notes`).
        next_table: the table of the next board (same tokens), once the director opened it
            (``POST /v1/tables/{id}/next``; kept in memory: after a restart the view no longer
            names it).
    """

    row: TableRow
    session: TableSession
    directed: set[int] = field(default_factory=set)
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
    marks: dict[int, dict[str, int]] = field(default_factory=dict)
    superseded: set[int] = field(default_factory=set)
    called_at: dict[int, float] = field(default_factory=dict)
    notes: dict[int, dict[str, Any]] = field(default_factory=dict)
    _revokes: list[int] = field(default_factory=list)
    _proposals: list[int] = field(default_factory=list)
    _told_once: set[int] = field(default_factory=set)
    _shown_checked: dict[int, int] = field(default_factory=dict)
    _concealed_at: tuple[int, frozenset[int]] = (-1, frozenset())
    _told_changed: dict[int, int] = field(default_factory=dict)
    _told_rendered: dict[str, tuple[int, list[dict[str, Any]]]] = field(default_factory=dict)

    def recorded(self, seq: int, stored: dict[str, Any], now: float) -> None:
        """Note what the stored form of event ``seq`` (just applied, by this process or heard
        from another worker) says beyond the engine's event: the director's token recorded it
        (:data:`RECORDED_BY`: :attr:`directed`), a call made at ``now`` (:attr:`called_at`)."""
        if stored.get(RECORDED_BY) == "director":
            self.directed.add(seq)
        if "call" in stored:
            self.called_at[seq] = now
        if "call" in stored or "dispute" in stored:  # a dispute's reason too (68D)
            note = _call_note(stored)
            if note:
                self.notes[seq] = note

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

    def _mark(self, idx: int, **marks: int) -> None:
        """Mark ruling ``idx`` (kept for the languages rendered so far and those to come)."""
        self.marks.setdefault(idx, {}).update(marks)
        for objs in self.rendered.values():
            if idx < len(objs):
                objs[idx].update(marks)

    def _found(self, i: int, first_new: int) -> int:
        """Event ``i`` is the director's ``finding`` on event ``n``: the rulings it answered get
        ``found_seq`` (those of event ``n``), the ones it ruled again ``superseded_seq`` (every
        ruling still standing of events ``n``..``i-1``, when the finding re-ruled). Returns the
        index of the first ruling marked (``first_new`` when none)."""
        events = self.session.record.events
        rulings = self.session.rulings
        j = int(events[i].text or 0) - 1
        reruled = first_new < len(rulings) and (rulings[first_new].event or 0) == i
        changed = first_new
        for idx in range(first_new):
            r = rulings[idx]
            about = r.extra.get("reruled_event", r.event)
            if about is None or idx in self.superseded:
                continue
            if about == j:
                self._mark(idx, found_seq=i + 1)
                changed = min(changed, idx)
            if reruled and j <= about < i:
                self.superseded.add(idx)
                self._mark(idx, superseded_seq=i + 1)
                if idx in self._open:
                    self._open.remove(idx)
                changed = min(changed, idx)
        return changed

    def _scan(self) -> None:
        """Follow the record: which ruling with ``options`` each ``choose`` event answered
        (the latest one still open whose options hold the choice: incident-format.md
        "choose"), which rulings a director's ``finding`` answered or ruled again, and from
        which ruling on the rulings changed at each event."""
        events = self.session.record.events
        rulings = self.session.rulings
        while self._scanned_events < len(events):
            i = self._scanned_events
            ev = events[i]
            first_new = self._scanned_rulings
            changed = first_new
            if ev.kind is EventKind.FINDING:
                changed = self._found(i, first_new)
            if ev.kind is EventKind.DECIDE:  # 70: his decision replaces the adjudications before it
                for idx in range(first_new):
                    replaced = "replaced_seq" in self.marks.get(idx, {})
                    if rulings[idx].outcome is Outcome.ADJUDICATED and not replaced:
                        self._mark(idx, replaced_seq=i + 1)
                        changed = min(changed, idx)
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
                r = rulings[self._scanned_rulings]
                if r.options:
                    self._open.append(self._scanned_rulings)
                if r.seat != self.session.table.dummy and revoke_concealed_61A(r):
                    self._revokes.append(self._scanned_rulings)
                if r.outcome is Outcome.ADJUDICATED and (r.event is None or events[r.event].kind
                                                         is not EventKind.DECIDE):
                    self._proposals.append(self._scanned_rulings)  # the engine's, not his decide
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
            if "reruled_event" in r.extra:
                obj["reruled_seq"] = r.extra["reruled_event"] + 1
            obj.update(self.marks.get(idx, {}))
            done.append(obj)
        return done

    # ------------------------------------------------------------------ what the table is told

    def concealed(self) -> frozenset[int]:
        """The rulings a player's token is not told now, as they stand (:meth:`_told_version`
        says what it hears instead):

        * Laws 61-62: a revoke is known at the table when attention is drawn to it: the rulings
          on a revoke from a concealed hand (:func:`~bridgelaw.laws.law61.revoke_concealed_61A`)
          until a call about a revoke or dummy's question (61B, 42B1), a finding of the director
          on that event, its correction (62), the offender's later card of the suit he failed to
          follow (seen by all), or the end of the board (trick 13, or a claim or concession
          settled - agreed, or the director's decision -: every hand is then shown);
        * 68D2(a), Law 70: the engine's adjudication of a disputed claim (its losing line says
          where unseen cards are) is the director's proposal, not his ruling: it is told only
          once the board is over (:func:`board_over`: his ``decide``), when every hand is shown.

        Computed once per state."""
        self._scan()
        seq = self.seq
        if self._concealed_at[0] == seq:
            return self._concealed_at[1]
        over = board_over(self.session)
        now = frozenset([*(idx for idx in self._revokes if not self._told(idx)),
                         *(() if over else self._proposals)])
        before_seq, before = self._concealed_at
        if before_seq == seq - 1 and now != before:
            self._told_changed[seq] = min(now ^ before)
        elif before_seq != seq - 1 and (self._revokes or self._proposals):
            self._told_changed[seq] = 0  # not followed state by state: the whole list may differ
        self._concealed_at = (seq, now)
        return now

    def _told(self, idx: int) -> bool:
        """Has the revoke of ruling ``idx`` become known at the table by now (see
        :meth:`concealed`)? Once told it stays told: each condition is read over the table's
        history, whatever states were looked at before, so a table replayed from the store tells
        the same."""
        if idx in self._told_once:
            return True
        s = self.session
        rulings = s.rulings
        r = rulings[idx]
        # the revoke's first ruling (the card that revoked; its establishment comes later)
        key = self._revoke_key(idx)
        first = next(k for k in self._revokes if self._revoke_key(k) == key)
        if first in self._told_once:
            self._told_once.add(idx)
            return True
        at = rulings[first].extra.get("reruled_event", rulings[first].event) or 0
        told = board_over(s) or idx in self.superseded
        for ev in s.record.events[at + 1:]:
            if told:
                break
            told = (ev.kind is EventKind.CALL and ev.text == "revoke") or ev.kind in _ATTENTION or (
                ev.kind is EventKind.FINDING and int(ev.text or 0) - 1 == at)
        corrected = f"{r.seat.letter if r.seat else ''}:{r.card}"  # 62B's ruling names the card withdrawn
        told = told or any("revoke_corrected" in x.flags and x.extra.get("withdrawn") == corrected
                           for x in rulings[first + 1:])
        told = told or self._shown_suit(idx, r, at)
        if told:
            self._told_once.add(idx)
        return told

    def _revoke_key(self, idx: int) -> tuple[Any, ...]:
        """Which revoke ruling ``idx`` is about: (seat, card, trick) - the trick its card went to
        (the establishment ruling names it)."""
        r = self.session.rulings[idx]
        trick = r.params.get("trick")
        if trick is None:
            at = r.extra.get("reruled_event", r.event) or 0
            trick = self.session.state_at(at).table.trick_number
        return r.seat, r.card, int(trick)

    def _shown_suit(self, idx: int, r: Ruling, at: int) -> bool:
        """Has the offender of ruling ``r`` (event ``at``) played, in any state since, a card of
        the suit he failed to follow (everyone then sees he held one)?"""
        s = self.session
        start = max(self._shown_checked.get(idx, at + 1), at + 1)
        for k in range(start, len(s.record) + 1):
            t = s.state_at(k).table
            found = next((v for v in t.revokes if (v.seat, v.card) == (r.seat, r.card)), None)
            if found is None:
                continue
            plays = t.plays
            where = plays.index((found.seat, found.card)) if (found.seat, found.card) in plays else len(plays)
            if any(seat == found.seat and c.suit is found.suit_led for seat, c in plays[where + 1:]):
                return True
        self._shown_checked[idx] = len(s.record) + 1
        return False

    def _told_version(self, idx: int) -> Ruling | None:
        """What a player's token hears of the concealed ruling ``idx`` (:meth:`concealed`): a
        revoke's card told as any card played, its establishment not at all (None,
        :func:`~bridgelaw.laws.law61.revoke_told_at_table_61A`); the engine's proposal on a
        disputed claim told as the dispute, the director summoned
        (:func:`~bridgelaw.laws.law70.dispute.adjudication_told_at_table_70`)."""
        s = self.session
        r = s.rulings[idx]
        if idx in self._proposals:
            claim = s.claim
            by = claim.disputed_by if claim is not None else None
            if by is None and r.event is not None:
                by = s.record.events[r.event].by
            return adjudication_told_at_table_70(r, by, edition=s.edition)
        return revoke_told_at_table_61A(r)

    def _told_list(self, lang: str) -> list[dict[str, Any]]:
        """The rulings as a player's token hears them (:meth:`concealed` rulings told as the
        table knows them, or left out), rendered in ``lang``; cached per state."""
        full = self.rulings_json(lang)
        hidden = self.concealed()
        if not hidden:
            return full
        cached = self._told_rendered.get(lang)
        if cached is not None and cached[0] == self.seq:
            return cached[1]
        rulings = self.session.rulings
        # the engine's notes naming a revoke not told ("revoke:W:C5"), from its event on
        notes: dict[str, int] = {}
        for idx in hidden:
            r = rulings[idx]
            if r.seat is not None and r.card is not None:
                note = f"revoke:{r.seat.letter}:{r.card}"
                notes[note] = min(notes.get(note, idx), idx)
        out = []
        for idx, obj in enumerate(full):
            if idx not in hidden:
                strip = {n for n in obj.get("then", ()) if n in notes and idx >= notes[n]}
                if strip:  # another ruling's note of a revoke not told
                    obj = {**obj, "then": [n for n in obj["then"] if n not in strip]}
                out.append(obj)
                continue
            told = self._told_version(idx)
            if told is not None:
                shown = render_text(told, lang).to_json()
                shown["seq"] = obj["seq"]
                for key in ("reruled_seq", "found_seq", "superseded_seq", "replaced_seq"):
                    if key in obj:
                        shown[key] = obj[key]
                out.append(shown)
        self._told_rendered[lang] = (self.seq, out)
        return out

    def rulings_for(self, lang: str, hears: str) -> list[dict[str, Any]]:
        """Every ruling so far as ``hears`` (:data:`ALL` or :data:`TABLE`) is told it."""
        return self.rulings_json(lang) if hears == ALL else self._told_list(lang)

    def told_delta_from(self, delta_from: int, hears: str) -> int:
        """The index from which ``hears``'s list of rulings (:meth:`rulings_for`) may differ
        from the one sent with the previous state, given ``delta_from`` (:meth:`changed_from`,
        an index of the full list)."""
        hidden = self.concealed()
        if hears == ALL or (not hidden and self.seq not in self._told_changed):
            return delta_from
        if self._concealed_at[0] != self.seq:
            return 0
        first = min(delta_from, self._told_changed.get(self.seq, delta_from))
        left_out = sum(1 for idx in hidden if idx < first and self._told_version(idx) is None)
        return first - left_out

    def _answered_calls(self) -> dict[int, int]:
        """Call number -> the number of the director's event that answered it: a ``finding`` on
        the call itself, a ``finding`` on the event the call concerns (recorded after the call),
        or, for a call made while a claim or concession stood (68D: a doubt summons the
        director), his ``decide`` (70). Answering one call answers that call only."""
        events = self.session.record.events
        out: dict[int, int] = {}
        claimed_at = None
        calls: list[int] = []
        for i, ev in enumerate(events):
            seq = i + 1
            kind = ev.kind
            if kind in (EventKind.CLAIM, EventKind.CONCEDE):
                claimed_at = seq
            elif kind is EventKind.CALL:
                calls.append(seq)
            elif kind is EventKind.FINDING:
                about = int(ev.text or 0)
                for c in calls:
                    if c not in out and (about == c or (
                            self.notes.get(c, {}).get("concerns") == about and about < seq)):
                        out[c] = seq
            elif kind is EventKind.DECIDE:
                for c in calls:
                    if c not in out and claimed_at is not None and c > claimed_at:
                        out[c] = seq
        return out

    def _call_json(self, i: int, ev: Event) -> dict[str, Any]:
        note = self.notes.get(i + 1, {})
        return {"seq": i + 1, "by": ev.by.letter, "call": ev.text, "reason": note.get("reason"),
                "concerns": note.get("concerns")}

    def open_calls(self) -> list[dict[str, Any]]:
        """The calls of the director not yet answered (table-service.md "The director"): each
        ``call`` event until the director answers it (:meth:`_answered_calls`) - as ``{"seq",
        "by", "call", "reason", "concerns"}`` - the caller's words and the number of the event
        the call is about, each null when he gave none - oldest first."""
        events = self.session.record.events
        if not any(ev.kind is EventKind.CALL for ev in events):
            return []
        answered = self._answered_calls()
        return [self._call_json(i, ev) for i, ev in enumerate(events)
                if ev.kind is EventKind.CALL and i + 1 not in answered]

    def result_without_revoke(self) -> int | None:
        """The director's latest 64C finding (:data:`EQUITY_FIELD` of a ``finding``: declarer's
        side's tricks in the whole board had the revoke not occurred, 0-13), or None."""
        for ev in reversed(self.session.record.events):
            if ev.kind is EventKind.FINDING:
                n = ev.findings.get(EQUITY_FIELD)
                if isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 13:
                    return n
        return None

    def answers(self, lang: str) -> list[dict[str, Any]]:
        """What the director told the table (table-service.md "The director at the table"),
        oldest first: each ``finding`` he recorded and each ``decide`` that answered a call or
        gave his reasons (its ``findings``' ``x-ruling``), as ``{"seq", "about", "kind", "text",
        "findings", "calls"}`` - its number, the number of the event it is about (a finding's
        event; a decide: the claim's), what that event is (``call``, ``claim`` or the act's kind),
        the director's own words (``x-ruling``; a decide without them: its ruling's text in
        ``lang``; else null), his findings of fact without his
        words, and the calls it answered (each as in ``calls``). Every token sees them: he
        rules for the table."""
        events = self.session.record.events
        answered = self._answered_calls()
        by_answer: dict[int, list[int]] = {}
        for c, a in answered.items():
            by_answer.setdefault(a, []).append(c)
        out = []
        claimed_at = None
        for i, ev in enumerate(events):
            seq = i + 1
            if ev.kind in (EventKind.CLAIM, EventKind.CONCEDE):
                claimed_at = seq
            if ev.kind is EventKind.FINDING:
                about = int(ev.text or 0)
                words = ev.findings.get("x-ruling")
                facts = {k: v for k, v in ev.findings.items() if not str(k).startswith("x-")}
                if EQUITY_FIELD in ev.findings:
                    facts["result_without_revoke"] = ev.findings[EQUITY_FIELD]
                target = events[about - 1] if 1 <= about <= len(events) else None
                kind = target.kind.value if target is not None else None
                text = words if isinstance(words, str) and words.strip() else None
            elif ev.kind is EventKind.DECIDE and (seq in by_answer or _words(ev.findings)):
                about, kind, facts = claimed_at or 0, "claim", {"tricks": int(ev.text or 0)}
                text = _words(ev.findings) or next(
                    (r["text"] for r in self.rulings_json(lang) if r["seq"] == seq), None)
            else:
                continue
            calls = [self._call_json(c - 1, events[c - 1]) for c in sorted(by_answer.get(seq, []))]
            out.append({"seq": seq, "about": about, "kind": kind, "text": text, "findings": facts,
                        "calls": calls})
        return out

    def dispute_reason(self) -> str | None:
        """Why the claim standing was disputed, in the disputer's words (the latest ``dispute``'s
        ``reason``, 68D), or None when it is not disputed or he gave none."""
        claim = self.session.claim
        last = self._last_dispute() if claim is not None and claim.disputed_by is not None else None
        reason = self.notes.get(last, {}).get("reason") if last is not None else None
        return reason if isinstance(reason, str) else None

    def _last_dispute(self) -> int | None:
        """The number of the record's latest ``dispute`` event (68D), or None."""
        events = self.session.record.events
        return next((i + 1 for i in range(len(events) - 1, -1, -1)
                     if events[i].kind is EventKind.DISPUTE), None)

    def open_dispute(self) -> dict[str, Any] | None:
        """The disputed claim waiting for the director (68D: a dispute summons him; Law 70 his
        decision): ``{"seq", "by", "claimer"}`` - the ``dispute`` event's number, who disputed,
        who claimed - until his token records any later event (a ``decide``, a finding ...); None
        when no claim standing is disputed."""
        claim = self.session.claim
        if claim is None or claim.disputed_by is None or not claim.play_ceased:
            return None
        seq = self._last_dispute()
        if seq is None or max(self.directed, default=0) > seq:
            return None
        by = self.session.record.events[seq - 1].by
        return {"seq": seq, "by": by.letter, "claimer": claim.claimer.letter,
                "reason": self.notes.get(seq, {}).get("reason")}

    def pending_needs(self) -> list[dict[str, Any]]:
        """The rulings that wait for the director's finding (``needs``), as ``{"seq", "law",
        "needs", "text"}`` (English): not those a later ``finding`` answered or ruled again, nor
        an adjudication of a claim (70) that his ``decide`` replaced or whose claim settled the
        board (agreed, 69A, or decided): nothing is left to find there."""
        over = board_over(self.session)
        out = []
        for r, ruling in zip(self.rulings_json("en"), self.session.rulings, strict=False):
            if not r.get("needs") or "found_seq" in r or "superseded_seq" in r or "replaced_seq" in r:
                continue
            if over and ruling.outcome is Outcome.ADJUDICATED:
                continue
            out.append({"seq": r["seq"], "law": r["law"], "needs": r["needs"], "text": r["text"]})
        return out

    def rulings_of(self, seq: int, lang: str, hears: str = TABLE) -> list[dict[str, Any]]:
        """The rulings of event ``seq`` as ``hears`` is told them (JSON, as :meth:`rulings_for`;
        a player's token by default: a revoke is not announced)."""
        out = []
        for r in reversed(self.rulings_for(lang, hears)):
            if r["seq"] == seq:
                out.append(r)
            elif r["seq"] < seq:
                break
        out.reverse()
        return out
