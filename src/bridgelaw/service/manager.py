"""The event path of a running server: how a table is created and how an event enters it
(table-service.md "HTTP", "Live", "Reliability").

:class:`TableManager` puts the service's parts together - the tables and their cache
(:mod:`.tables`), the group commit to the store (:mod:`.commit`), the broadcast
(:mod:`.broadcast`) - and :meth:`TableManager.submit` is the one way an event enters a table,
for the HTTP POST, the WebSocket and any later router: the token's right to the act
(:func:`.auth.event_for`), then under the table's lock the ``expected_seq`` check, the online
refusals (:mod:`.online`) and the engine's own ``apply`` (which refuses what the position
makes impossible, a choice that is not open or not the seat's included), the commit, and only
then the acknowledgement. The views of the new state are built and sent by the broadcast
afterwards (the acknowledgement does not wait for them).

The table's ``writing`` lock is held from the check of ``expected_seq`` to the commit and on
until the broadcast has built that state's views, so events on one table are serialised (at
most one of a table's events waits for a commit) and never two share a number. A commit that
fails answers an error - never a false acknowledgement - and the table is replayed from the
store.

Several workers on one store (a :class:`~bridgelaw.service.store.ChangeFeed`: PostgreSQL): the
store's version check serialises a table's events across processes, and the
:class:`~bridgelaw.service.follow.Follower` keeps this process's tables up with the others'.
An event is never refused for what this process had not heard yet: an ``expected_seq`` beyond
the memory's last number catches the table up from the store before the check, and a version
conflict at the commit (another worker's event came first) catches it up and, for an event
sent without ``expected_seq``, applies it again (at most :data:`RETRIES` times); with
``expected_seq`` the answer is ``409 stale_seq``, which is then the truth.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bridgelaw.errors import (
    BridgeLawError,
    CardNotHeldError,
    ChoiceError,
    ChoiceRefusal,
    ClaimActError,
    FindingError,
    NotYourTurnError,
    PlayOverError,
)
from bridgelaw.record import Event
from bridgelaw.service.auth import DIRECTOR, check_admin, event_for, new_tokens
from bridgelaw.service.boards import incident_setup, mode_and_language, table_setup
from bridgelaw.service.broadcast import Broadcast, OutboxLimits
from bridgelaw.service.commit import GroupCommit
from bridgelaw.service.errors import ApiError
from bridgelaw.service.follow import Follower
from bridgelaw.service.inputs import EventLimits, check_count, check_event
from bridgelaw.service.live import BOARD_FIELD, CONCERNS_FIELD, REASON_FIELD, RECORDED_BY, LiveTable, audience
from bridgelaw.service.online import ONLINE, refuse_online
from bridgelaw.service.stats import Stats
from bridgelaw.service.store import Append, Store, StoreError, VersionConflictError
from bridgelaw.service.tables import MAX_CACHED, Tables
from bridgelaw.service.visibility import board_data, dumps, refusal_message, refuse_concealed_act

__all__ = ["RETRIES", "Submitted", "TableManager"]

log = logging.getLogger("bridgelaw.service")

#: How many times an event without ``expected_seq`` is applied again after another worker's
#: event took its number.
RETRIES = 5


@dataclass(frozen=True)
class Submitted:
    """An acknowledged event: its number and its rulings (JSON, texts in the asker's language)."""

    seq: int
    rulings: list[dict[str, Any]]


#: The status and code of a ``choose`` the engine refuses, by why (else 400 ``bad_choice``).
_CHOICE_REFUSED: dict[ChoiceRefusal | None, tuple[int, str]] = {
    ChoiceRefusal.NOT_OPEN: (409, "no_choice"),
    ChoiceRefusal.NOT_CHOOSER: (403, "not_your_choice"),
}


def _read_body(body: Any) -> tuple[dict[str, Any], int | None]:
    """An event body: (the event object without ``type`` and ``expected_seq``, expected_seq).

    Raises:
        ApiError: 400 ``bad_event``: not a JSON object, or ``expected_seq`` not a whole number.
    """
    if not isinstance(body, Mapping):
        raise ApiError(400, "bad_event", "an event is a JSON object such as {\"play\": \"H2\"}")
    data = dict(body)
    data.pop("type", None)
    expected = data.pop("expected_seq", None)
    if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool)):
        raise ApiError(400, "bad_event", "expected_seq: must be the number of events seen", "expected_seq")
    return data, expected


def _call_context(data: dict[str, Any], live: LiveTable, limits: EventLimits) -> dict[str, Any]:
    """Take a ``call``'s ``reason`` (what the caller says happened: text) and ``concerns`` (the
    number of the event it is about) out of ``data``, as the stored event's fields
    (:data:`~bridgelaw.service.live.REASON_FIELD`, :data:`~bridgelaw.service.live.CONCERNS_FIELD`);
    a ``dispute``'s ``reason`` (why the player disputes the claim, 68D) the same way. Without
    ``call`` or ``dispute`` in ``data`` nothing is taken (the engine then refuses the unknown field).

    Raises:
        ApiError: 400 ``bad_event``: a reason that is not text, or a ``concerns`` that is not the
            number of an event in the record; 400 ``too_long``: a reason over ``max_words``.
    """
    if "call" not in data and "dispute" not in data:
        return {}
    out: dict[str, Any] = {}
    reason = data.pop("reason", data.pop(REASON_FIELD, None))
    concerns = data.pop("concerns", data.pop(CONCERNS_FIELD, None))
    if reason is not None:
        if not isinstance(reason, str):
            raise ApiError(400, "bad_event", "reason: what happened, as text", "reason")
        reason = " ".join(reason.split())
        if len(reason) > limits.max_words:
            raise ApiError(400, "too_long", f"reason: at most {limits.max_words} characters "
                           f"(got {len(reason)})", "reason")
        if reason:
            out[REASON_FIELD] = reason
    if concerns is not None and "call" not in data:
        raise ApiError(400, "bad_event", "concerns: belongs to a call", "concerns")
    if concerns is not None:
        if isinstance(concerns, bool) or not isinstance(concerns, int) or not 1 <= concerns <= live.seq:
            raise ApiError(400, "bad_event", f"concerns: the number of an event in the record (1-{live.seq}; "
                           f"got {concerns!r})", "concerns")
        out[CONCERNS_FIELD] = concerns
    return out


def _finding_seat(live: LiveTable, number: Any) -> str:
    """The seat of the event a director's ``finding`` names (its ``by``), or ``N`` when the number
    names none (the engine then refuses the finding, naming the number)."""
    events = live.session.record.events
    if isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= len(events):
        return events[number - 1].by.letter
    return "N"


class TableManager:
    """The server's tables and the path of their events.

    Args:
        store: where the tables and their records are kept.
        admin_token: the secret that creates tables.
        max_cached: how many tables to keep in memory (:class:`~bridgelaw.service.tables.Tables`).
        limits: the bounds of an event and of a table's record (:class:`.inputs.EventLimits`).
        outbox: how far behind a socket's client may fall (:class:`.broadcast.OutboxLimits`).

    Attributes: ``tables`` (the cache), ``commits`` (the group commit), ``broadcast``,
    ``stats`` (where the time of an event goes: ``GET /v1/stats``, bench/service.py), ``limits``,
    ``follower`` (the other workers' events, for a store they share: :meth:`start` it; else None).
    """

    def __init__(self, store: Store, admin_token: str, *, max_cached: int = MAX_CACHED,
                 limits: EventLimits | None = None, outbox: OutboxLimits | None = None) -> None:
        self.store = store
        self.admin_token = admin_token
        self.limits = limits or EventLimits()
        self.stats = Stats()
        self.tables = Tables(store, max_cached=max_cached)
        self.commits = GroupCommit(store, self.stats)
        self.broadcast = Broadcast(self.stats, outbox)
        feed = store.feed()
        self.follower = Follower(feed, self.tables, self.broadcast) if feed is not None else None
        self.tables.follower = self.follower

    def start(self) -> None:
        """Start following the other workers (on the running event loop), if the store is shared."""
        if self.follower is not None:
            self.follower.start()

    async def stop(self) -> None:
        """Stop following the other workers."""
        if self.follower is not None:
            await self.follower.stop()

    async def call(self, live: LiveTable, role: str, seq: int) -> None:
        """"Call the director" (the ``call`` event ``seq``, already recorded): ``{"type": "call",
        "by": role, "seq": seq}`` to every client of the table, on every worker (through the
        store's feed; here alone when it cannot be reached)."""
        msg = {"type": "call", "by": role, "seq": seq}
        if self.follower is not None:
            try:
                await self.follower.feed.send(live.id, msg)
                return
            except StoreError as e:
                log.warning("table %s: the call reaches this worker's clients only: %s", live.id, e)
        self.broadcast.notify(live, msg)

    def close(self) -> None:
        """Stop the commit thread (after the last event; queued commits finish first)."""
        self.commits.close()

    async def drain(self) -> None:
        """Wait until every broadcast started so far has been sent (tests, shutdown)."""
        await self.broadcast.drain()

    def create(self, admin: str | None, body: Mapping[str, Any]) -> tuple[str, dict[str, str]]:
        """Create a table from a create body; returns ``(table id, role -> token)``.

        Raises:
            ApiError: 401 without the admin token; 400 for a bad body (field named).
            StoreError: the store cannot be written.
        """
        if not check_admin(admin, self.admin_token):
            raise ApiError(401, "unauthorized", "creating a table needs the admin token "
                           "(Authorization: Bearer <admin token>)")
        setup, mode, lang = table_setup(body)
        tokens, digests = new_tokens()
        return self.tables.create(setup, mode, lang, digests).id, tokens

    def queue(self) -> list[dict[str, Any]]:
        """What waits for the director across the tables in memory (a table in play, or one asked
        for since the server started, is in memory): per table with an unanswered call, a
        disputed claim (68D, 70) or a ruling whose ``needs`` no finding answered, ``{"table",
        "board", "contract", "declarer", "seq", "calls", "dispute", "needs", "since"}``; the
        tables with a call or a dispute first, the oldest call first (``since``: the time of the
        table's oldest open call made since this process loaded it, or None).
        """
        out = []
        for live in self.tables.in_memory():
            calls = live.open_calls()
            dispute = live.open_dispute()
            needs = live.pending_needs()
            if not calls and not needs and dispute is None:
                continue
            since = min((live.called_at[c["seq"]] for c in calls if c["seq"] in live.called_at), default=None)
            t = live.session.table
            out.append({"table": live.id, "board": board_data(live),
                        "contract": t.contract.text, "declarer": t.declarer.letter,
                        "seq": live.seq, "calls": calls, "dispute": dispute, "needs": needs, "since": since})
        never = float("inf")
        out.sort(key=lambda q: (not (q["calls"] or q["dispute"]), never if q["since"] is None else q["since"],
                                q["table"]))
        return out

    async def open_incident(self, admin: str | None, body: Mapping[str, Any]) -> tuple[str, dict[str, str]]:
        """Create a table from a create body with ``incident`` (the desk's "open as a live
        table"): the incident's position is the table's start and its events are recorded in
        order as the director's (the record says so); ``(table id, role -> token)``.

        Raises:
            ApiError: 401 without the admin token; 400 a bad incident or an event refused (the
                field named); nothing is created then.
            StoreError: the store cannot be written.
        """
        if not check_admin(admin, self.admin_token):
            raise ApiError(401, "unauthorized", "creating a table needs the admin token "
                           "(Authorization: Bearer <admin token>)")
        mode, lang = mode_and_language(body)
        setup, events = incident_setup(body.get("incident"))
        tokens, digests = new_tokens()
        live = self.tables.create(setup, mode, lang, digests)
        for event in events:
            await self.submit(live, DIRECTOR, event.to_json())
        return live.id, tokens

    def create_next(self, live: LiveTable, body: Mapping[str, Any]) -> str:
        """The table of the next board after ``live`` (``POST .../next``): the same mode, language,
        edition, options and token digests; ``body``'s contract, declarer and deal (random when
        absent); board number one more than ``live``'s, vulnerability by the standard rotation
        unless given. Returns its id.

        Raises:
            ApiError: 400 for a bad body (field named).
            StoreError: the store cannot be written.
        """
        from bridgelaw.cards import Vulnerability

        old = live.row.setup
        number = int(old.get(BOARD_FIELD) or 1) + 1
        merged = {"laws": old.get("laws", "2017"), "options": old.get("options") or {},
                  "mode": live.row.mode, "lang": live.row.lang, "board": number,
                  "vulnerable": Vulnerability.of_board(number).value, **body}
        if not merged.get("deal"):
            merged["random"] = True
        setup, mode, lang = table_setup(merged)
        setup["x-previous"] = live.id
        return self.tables.create(setup, mode, lang, dict(live.row.tokens)).id

    async def submit(self, live: LiveTable, role: str, body: Any, *, lang: str | None = None) -> Submitted:
        """Apply one event sent with ``role``'s token, commit it, acknowledge, broadcast.

        Args:
            live: the table.
            role: the role of the token that sent it (the actor; the director gives ``by``).
            body: the event object of the contract (with optional ``expected_seq``).
            lang: language of the returned ruling texts (default: the table's).

        Returns:
            the event's number and its rulings, once the transaction holding it has committed.
            The views of the new state are built and sent by the broadcast's task, which runs
            once the caller has answered (so the ``ack`` precedes the sender's ``event``).

        Raises:
            ApiError: 400 (not a valid event, an option not offered, words or the event too
                long), 403 (not this token's act, not its choice), 409 (stale ``expected_seq``,
                refused online, nothing to choose, play over, the table's record full, the seat
                has said too much), 500 (the commit failed: the table is replayed from the
                store); nothing written.
        """
        data, expected = _read_body(body)
        if role == DIRECTOR and "finding" in data and "by" not in data:
            data["by"] = _finding_seat(live, data["finding"])
        context = _call_context(data, live, self.limits)
        event = event_for(role, data, live.session.table)
        stored = {**event.to_json(), **context}
        if role == DIRECTOR:
            stored[RECORDED_BY] = DIRECTOR  # the record says the director's token recorded it
        recorded = dumps(stored)
        check_event(event, self.limits, recorded)
        attempt = 0
        while True:
            attempt += 1
            live = held = await self.tables.lock(live)
            handed_over = False
            try:
                if expected is not None and expected > live.seq and self.follower is not None:
                    await self.follower.catch_up(live)  # the client has seen events not heard of here
                t0 = time.perf_counter()
                seq = self._apply(live, role, event, expected, self.limits)
                t1 = time.perf_counter()
                try:
                    await self.commits.write(Append(live.id, seq - 1, recorded, role))
                except VersionConflictError as e:
                    fresh = self._reload(live, seq - 1)
                    if fresh is not None and self.follower is not None:
                        if expected is None and attempt < RETRIES:
                            live = fresh  # another worker's event took the number: apply it again
                            continue
                        fresh = await self.tables.settled(fresh)  # caught up: the true number
                        raise ApiError(409, "stale_seq", f"expected_seq: the record holds {fresh.seq} "
                                       "events, another one came first; nothing was written",
                                       "expected_seq") from None
                    raise ApiError(409, "stale_seq", f"{e}; nothing was written", "expected_seq") from None
                except StoreError as e:
                    self._reload(live, seq - 1)
                    log.error("table %s: commit of event %d failed: %s", live.id, seq, e)
                    raise ApiError(500, "not_written",
                                   "the event could not be written; nothing was recorded") from None
                live.recorded(seq, stored, time.time())
                t2 = time.perf_counter()
                rulings = live.rulings_of(seq, lang or live.row.lang, audience(role))
                self.stats.add(apply=t1 - t0, commit_wait=t2 - t1)
                # acknowledged now; the views are built by the broadcast's task, which releases the
                # table's lock once they are built (the state stays this event's until then)
                self.broadcast.publish(live, seq, built=live.writing.release)
                handed_over = True
            finally:
                if not handed_over:
                    held.writing.release()
            return Submitted(seq, rulings)

    @staticmethod
    def _apply(live: LiveTable, role: str, event: Event, expected: int | None, limits: EventLimits) -> int:
        """Check ``expected_seq``, the table's limits and the mode, apply to the session (the
        engine refuses what the position makes impossible); the event's number."""
        if expected is not None and expected != live.seq:
            raise ApiError(409, "stale_seq", f"expected_seq: the record holds {live.seq} events, "
                           f"not {expected}; nothing was written", "expected_seq")
        refuse_concealed_act(live, role, event)
        check_count(live.session.record.events, event, limits)
        if live.row.mode == ONLINE:
            refuse_online(live.session.table, event)
        where = event.kind.value
        try:
            live.session.apply(event)
        except ChoiceError as e:
            status, code = _CHOICE_REFUSED.get(e.refusal, (400, "bad_choice"))
            raise ApiError(status, code, str(e), where) from None
        except (NotYourTurnError, CardNotHeldError) as e:
            raise ApiError(403, "not_your_act", refusal_message(live, role, e, event.card), where) from None
        except PlayOverError as e:
            raise ApiError(409, "play_over", str(e), where) from None
        except FindingError as e:
            raise ApiError(409, "finding_conflicts", str(e), where) from None
        except ClaimActError as e:  # nothing to agree to, a claim of more tricks than remain ... (68-71)
            raise ApiError(409, "claim_refused", str(e), where) from None
        except BridgeLawError as e:
            raise ApiError(400, "bad_event", refusal_message(live, role, e, event.card), where) from None
        return live.seq

    def _reload(self, live: LiveTable, committed: int) -> LiveTable | None:
        """After a failed commit: the table replayed from the store. With a follower, only its
        first ``committed`` events (those its memory held committed) and marked to be checked,
        so that its next lock catches it up and publishes the others' events to its clients;
        else its whole record. None when it cannot be replayed (logged)."""
        if self.follower is None:
            return self.tables.rebuild(live)
        fresh = self.tables.rebuild(live, upto=committed)
        if fresh is not None:
            self.follower.mark(fresh.id)
        return fresh
