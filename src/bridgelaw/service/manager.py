"""The tables of a running server: create, find (cache, else rebuild from the database),
authenticate, and apply one event (table-service.md "HTTP", "Live").

:meth:`TableManager.submit` is the one way an event enters a table, for the HTTP POST, the
WebSocket and any later router (e.g. voice): it checks the token's right to act, applies
the event to the kept session, commits it to the database, and only then acknowledges it;
a task then builds the views of that state and sends every connected client its own (the
acknowledgement does not wait for the views: it is answered first).

Group commit: the commit of an event is queued; one commit thread takes every queued event
(of any tables) and writes them in ONE transaction (one fsync for all), and the events that
arrive while that commit is in flight go into the next one, which the thread starts at once.
Each event is acknowledged only after the transaction holding it has committed. A table's
``writing`` lock is held from the check of ``expected_seq`` to the commit and on until the
broadcast task has built
that state's views (they are labelled with its number), so events on one table are serialised
(at most one of a table's events waits for a commit) and never two share a number. A failed
commit fails every event of it (tried again one by one, so one bad event does not fail the
others' tables), rebuilds the affected sessions from the database and answers an error:
never a false acknowledgement.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import queue
import random
import secrets
import sqlite3
import threading
import time
from collections.abc import Coroutine, Mapping
from dataclasses import dataclass
from typing import Any

from bridgelaw.cards import ALL_CARDS, Deal, Hand
from bridgelaw.errors import (
    BridgeLawError,
    CardNotHeldError,
    ChoiceError,
    IncidentFormatError,
    NotYourTurnError,
    PlayOverError,
)
from bridgelaw.i18n import LANGUAGES
from bridgelaw.incident import parse_incident
from bridgelaw.notation.board import Board
from bridgelaw.record import Event, EventKind
from bridgelaw.service.auth import DIRECTOR, SEAT_ROLES, SPECTATOR, check_admin, new_tokens, role_of
from bridgelaw.service.db import SeqTakenError, Store
from bridgelaw.service.errors import ApiError
from bridgelaw.service.live import Client, LiveTable, load_session
from bridgelaw.service.stats import Stats
from bridgelaw.service.visibility import dumps, event_message, refusal_message, view_json

__all__ = ["MODES", "Submitted", "TableManager", "board_setup", "contract_of", "read_board"]


def _resolve(done: asyncio.Future[None]) -> None:
    if not done.done():
        done.set_result(None)

log = logging.getLogger("bridgelaw.service")

#: The table modes (table-service.md): record and rule on everything, or refuse what a platform prevents.
MODES = ("face_to_face", "online")

#: Acts an online platform has no such thing as (its cards are clicked, not held or touched).
_PHYSICAL = (EventKind.TOUCH, EventKind.HOLD, EventKind.SHOW, EventKind.DUMMY_PLACES,
             EventKind.DUMMY_INDICATES, EventKind.POINT, EventKind.SEVERAL, EventKind.DROP)


@dataclass(frozen=True)
class Submitted:
    """An acknowledged event: its number and its rulings (JSON, texts in the asker's language)."""

    seq: int
    rulings: list[dict[str, Any]]


@dataclass
class _Pending:
    """One event applied to its session and waiting for its commit."""

    live: LiveTable
    seq: int
    event: str
    role: str
    done: asyncio.Future[None]


def _random_deal(seed: int | None) -> Deal:
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    return Deal(tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]


def read_board(key: str, text: Any) -> Board:
    """The first board with a deal in ``text``, a PBN (``key`` ``"pbn"``) or LIN (``"lin"``) file.

    Raises:
        ApiError: 400 naming ``key``, when ``text`` is not text or holds no readable deal.
    """
    if not isinstance(text, str) or not text.strip():
        raise ApiError(400, "bad_body", f"{key}: give the board as text", key)
    from bridgelaw.notation.lin import read_lin
    from bridgelaw.notation.pbn import read_pbn

    reader = read_pbn if key == "pbn" else read_lin
    try:
        boards = list(reader(text.splitlines(), name=f"<{key}>"))
    except BridgeLawError as e:
        raise ApiError(400, "bad_board", f"{key}: {e}", key) from None
    board = next((b for b in boards if b.deal is not None), None)
    if board is None or board.deal is None:
        why = "; ".join(str(p.what) for b in boards for p in b.problems[:1]) or "no deal found"
        raise ApiError(400, "bad_board", f"{key}: cannot read a board with a deal: {why}", key)
    return board


def contract_of(board: Board) -> str | None:
    """The board's contract as ``"4H"``, ``"3NTX"`` (without declarer), or None."""
    return None if board.contract is None else board.contract.text


def board_setup(body: Mapping[str, Any]) -> dict[str, Any]:
    """The record header (an incident without events) for a create body.

    The body gives ``deal`` + ``contract`` + ``declarer``, or ``random: true`` (+ ``seed``)
    with ``contract`` + ``declarer``, or ``pbn`` / ``lin`` (one board: deal, contract and
    declarer read from it; ``contract``/``declarer`` in the body win). ``laws`` and
    ``options`` are copied.

    Raises:
        ApiError: 400 naming the field, when the board cannot be read or is incomplete.
    """
    deal: str | None = body.get("deal")
    contract = body.get("contract")
    declarer = body.get("declarer")
    if body.get("random"):
        seed = body.get("seed")
        if seed is not None and not isinstance(seed, int):
            raise ApiError(400, "bad_body", "seed: must be an integer", "seed")
        deal = _random_deal(seed).to_pbn()
    for key in ("pbn", "lin"):
        text = body.get(key)
        if text is None:
            continue
        board = read_board(key, text)
        assert board.deal is not None
        deal = board.deal.to_pbn()
        if board.contract is not None:
            contract = contract or contract_of(board)
            declarer = declarer or board.contract.declarer.letter
    missing = [k for k, v in (("deal", deal), ("contract", contract), ("declarer", declarer)) if not v]
    if missing:
        raise ApiError(400, "bad_body", f"{missing[0]}: missing (give deal, contract and declarer, "
                       "or random: true with contract and declarer, or a pbn/lin board)", missing[0])
    setup: dict[str, Any] = {"laws": str(body.get("laws", "2017")), "contract": contract,
                             "declarer": declarer, "deal": deal}
    if body.get("options"):
        setup["options"] = body["options"]
    return setup


class TableManager:
    """The server's tables.

    Args:
        store: the database.
        admin_token: the secret that creates tables.
        max_cached: how many tables to keep in memory (least recently used are dropped and
            rebuilt from the database when asked for again).
    """

    def __init__(self, store: Store, admin_token: str, *, max_cached: int = 10_000) -> None:
        self.store = store
        self.admin_token = admin_token
        self.max_cached = max_cached
        self._live: dict[str, LiveTable] = {}
        self._queue: list[_Pending] = []
        self._committer: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        #: Where the time of an event goes (``GET /v1/stats``, bench/service.py).
        self.stats = Stats()
        self._threaded = store.threaded_writes
        self._inbox: queue.SimpleQueue[_Pending | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._thread_lock = threading.Lock()

    def close(self) -> None:
        """Stop the commit thread (after the last event; queued commits finish first)."""
        with self._thread_lock:
            thread, self._thread = self._thread, None
        if thread is not None:
            self._inbox.put(None)
            thread.join()

    # ------------------------------------------------------------------ tables

    def create(self, admin: str | None, body: Mapping[str, Any]) -> tuple[str, dict[str, str]]:
        """Create a table from a create body; returns ``(table id, role -> token)``.

        Raises:
            ApiError: 401 without the admin token; 400 for a bad body (field named).
        """
        if not check_admin(admin, self.admin_token):
            raise ApiError(401, "unauthorized", "creating a table needs the admin token "
                           "(Authorization: Bearer <admin token>)")
        mode = body.get("mode", "face_to_face")
        if mode not in MODES:
            raise ApiError(400, "bad_body", f"mode: {mode!r} is not one of {', '.join(MODES)}", "mode")
        lang = body.get("lang", "en")
        if lang not in LANGUAGES:
            raise ApiError(400, "bad_body", f"lang: {lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
        setup = board_setup(body)
        try:
            incident = parse_incident(setup)
        except IncidentFormatError as e:
            raise ApiError(400, "bad_body", str(e), e.path) from None
        setup = dict(incident.header)
        table_id = secrets.token_hex(6)
        tokens, digests = new_tokens()
        self.store.create_table(table_id, setup, mode, lang, digests)
        row = self.store.table(table_id)
        assert row is not None
        self._keep(LiveTable(row, load_session(row, [])))
        return table_id, tokens

    def _keep(self, live: LiveTable) -> None:
        self._live.pop(live.id, None)
        self._live[live.id] = live
        while len(self._live) > self.max_cached:
            oldest = next(iter(self._live))
            if self._live[oldest].clients or self._live[oldest].writing.locked():
                break
            del self._live[oldest]

    def get(self, table_id: str) -> LiveTable:
        """The table, from memory or rebuilt from the database.

        Raises:
            ApiError: 404 when there is no such table.
        """
        live = self._live.get(table_id)
        if live is not None:
            return live
        row = self.store.table(table_id)
        if row is None:
            raise ApiError(404, "no_table", f"no table {table_id!r}", "id")
        live = LiveTable(row, load_session(row, self.store.events(table_id)))
        self._keep(live)
        return live

    def forget(self, table_id: str) -> None:
        """Drop the kept session (the next request rebuilds it from the database)."""
        self._live.pop(table_id, None)

    def warm(self) -> int:
        """Rebuild every table of the database into memory (at start); returns how many."""
        n = 0
        for tid in self.store.table_ids()[: self.max_cached]:
            try:
                self.get(tid)
                n += 1
            except BridgeLawError as e:
                log.error("table %s does not replay: %s", tid, e)
        return n

    def authenticate(self, live: LiveTable, token: str | None) -> str:
        """The role of ``token`` at this table.

        Raises:
            ApiError: 401 for no token or a token that is not this table's.
        """
        if not token:
            raise ApiError(401, "no_token", "this needs a token of the table (Authorization: Bearer <token>)")
        role = role_of(token, live.row.tokens)
        if role is None:
            raise ApiError(401, "bad_token", "the token is not one of this table's")
        return role

    # ------------------------------------------------------------------ events

    def _event(self, live: LiveTable, role: str, body: Any) -> tuple[Event, int | None]:
        """Check the token's right to this act and build the event (actor from the token)."""
        if not isinstance(body, Mapping):
            raise ApiError(400, "bad_event", "an event is a JSON object such as {\"play\": \"H2\"}")
        data = dict(body)
        data.pop("type", None)
        expected = data.pop("expected_seq", None)
        if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool)):
            raise ApiError(400, "bad_event", "expected_seq: must be the number of events seen",
                           "expected_seq")
        if role == SPECTATOR:
            raise ApiError(403, "spectator", "a spectator's token cannot act at the table")
        if role == DIRECTOR:
            if "by" not in data:
                raise ApiError(400, "bad_event", "by: the director records what a player did: give "
                               "'by' (N, E, S or W)", "by")
        else:
            if "by" in data and str(data["by"]).upper() != role:
                raise ApiError(403, "not_your_seat",
                               f"by: this token is {role}'s; it cannot act for {data['by']}", "by")
            data["by"] = role
        try:
            event = Event.from_json(data, path="event")
        except IncidentFormatError as e:
            raise ApiError(400, "bad_event", str(e), e.path.removeprefix("event.")) from None
        t = live.session.table
        if role in SEAT_ROLES and event.by == t.dummy and event.kind is EventKind.PLAY:
            raise ApiError(403, "dummy_plays", "dummy does not play his own cards: declarer names them "
                           "('say') or plays them ('play'); dummy's own act is 'dummy_places' (45B, 45D)",
                           "play")
        return event, expected

    def _online(self, live: LiveTable, event: Event) -> None:
        """``online`` mode: refuse what a platform prevents, naming the clause (409)."""
        t = live.session.table
        if event.kind in _PHYSICAL:
            raise ApiError(409, "online_refused", f"{event.kind.value}: an online table has no such act "
                           "(cards are played, or named to dummy, by the player)", event.kind.value)
        if event.kind is not EventKind.PLAY or event.card is None or t.is_over:
            return
        owner = t.dummy if event.by == t.declarer and event.card in t.hand(t.dummy) else event.by
        if owner != t.turn:
            raise ApiError(409, "online_refused", f"{event.card}: it is {t.turn.letter}'s turn to play, "
                           f"not {owner.letter}'s (Law 44B; a card out of turn is prevented online)", "play")
        if event.card in t.hand(owner) and event.card not in t.legal_cards(owner):
            raise ApiError(409, "online_refused", f"{event.card}: {owner.letter} must follow suit "
                           "(Law 44C; an online table prevents a revoke)", "play")

    def _check_choice(self, live: LiveTable, event: Event) -> None:
        if event.kind is not EventKind.CHOOSE:
            return
        oc = live.session.open_choice
        if oc is None:
            raise ApiError(409, "no_choice", "choose: no choice is open now", "choose")
        if event.by not in oc.choosers:
            who = " or ".join(sorted(s.letter for s in oc.choosers))
            raise ApiError(403, "not_your_choice",
                           f"choose: the choice under Law {oc.law} belongs to {who}", "choose")

    async def submit(self, live: LiveTable, role: str, body: Any, *, lang: str | None = None) -> Submitted:
        """Apply one event sent with ``role``'s token, commit it, broadcast, acknowledge.

        Args:
            live: the table.
            role: the role of the token that sent it (the actor; the director may give ``by``).
            body: the event object of the contract (with optional ``expected_seq``).
            lang: language of the returned ruling texts (default: the table's).

        Returns:
            the event's number and its rulings, once the transaction holding it has committed.
            The views of the new state are built and sent by a task started here, which runs
            once the caller has answered (so the ``ack`` precedes the sender's ``event``).

        Raises:
            ApiError: 400 (not a valid event), 403 (not this token's act), 409 (stale
                ``expected_seq``, refused online, nothing to choose, play over), 500 (the
                commit failed: the session is rebuilt from the database); nothing written.
        """
        event, expected = self._event(live, role, body)
        live = await self._lock(live)
        handed_over = False
        try:
            t0 = time.perf_counter()
            seq = self._apply(live, role, event, expected)
            t1 = time.perf_counter()
            pending = _Pending(live, seq, dumps(event.to_json()), role,
                               asyncio.get_running_loop().create_future())
            if self._threaded:
                self._start_thread()
                self._inbox.put(pending)
            else:
                self._queue.append(pending)
                if self._committer is None or self._committer.done():
                    self._committer = asyncio.get_running_loop().create_task(self._commit_queued())
            await pending.done
            t2 = time.perf_counter()
            rulings = live.rulings_of(seq, lang or live.row.lang)
            self.stats.add(apply=t1 - t0, commit_wait=t2 - t1)
            # the event is acknowledged now; its views are built by a task that runs after the
            # caller has answered, and which holds the table's lock until they are built
            self._spawn(self._broadcast_after(live, seq))
            handed_over = True
        finally:
            if not handed_over:
                live.writing.release()
        return Submitted(seq, rulings)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _broadcast_after(self, live: LiveTable, seq: int) -> None:
        """Build event ``seq``'s messages (the table's lock is held: the state is ``seq``'s),
        release the lock, then send them after the previous event's (order kept per client)."""
        try:
            t0 = time.perf_counter()
            sends = self._message_texts(live, seq)
            self.stats.add(views=time.perf_counter() - t0)
        finally:
            live.writing.release()
        previous = live.sending
        live.sending = asyncio.current_task()
        if previous is not None and not previous.done():
            try:
                await previous
            except Exception:  # a send task does not fail (dead clients are dropped)
                pass
        t1 = time.perf_counter()
        for client, text in sends:  # one after another: a send only writes to the socket's buffer
            await self._send_text(live, client, text)
        self.stats.add(send=time.perf_counter() - t1)

    async def drain(self) -> None:
        """Wait until every broadcast started so far has been sent (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _lock(self, live: LiveTable) -> LiveTable:
        """Take the ``writing`` lock of the table's current session (rebuilt if ``live`` was dropped)."""
        while True:
            await live.writing.acquire()
            if self._live.get(live.id) is live:
                return live
            live.writing.release()
            live = self.get(live.id)

    async def settled(self, live: LiveTable) -> LiveTable:
        """The table once no event of it waits for a commit: read its state right after this
        (without awaiting) and it holds only committed events. Returns the current session."""
        live = await self._lock(live)
        live.writing.release()
        return live

    def _apply(self, live: LiveTable, role: str, event: Event, expected: int | None) -> int:
        """Check ``expected_seq``, the mode and the choice; apply to the session; the new number."""
        if expected is not None and expected != live.seq:
            raise ApiError(409, "stale_seq", f"expected_seq: the record holds {live.seq} events, "
                           f"not {expected}; nothing was written", "expected_seq")
        if live.row.mode == "online":
            self._online(live, event)
        self._check_choice(live, event)
        where = event.kind.value
        try:
            live.session.apply(event)
        except (NotYourTurnError, CardNotHeldError) as e:
            raise ApiError(403, "not_your_act", refusal_message(live, role, e, event.card), where) from None
        except PlayOverError as e:
            raise ApiError(409, "play_over", str(e), where) from None
        except ChoiceError as e:
            raise ApiError(400, "bad_choice", str(e), where) from None
        except BridgeLawError as e:
            raise ApiError(400, "bad_event", refusal_message(live, role, e, event.card), where) from None
        return live.seq

    def _append_timed(self, rows: list[tuple[str, int, str, str]]) -> float:
        """The transaction itself (on the commit thread); its duration in seconds."""
        t0 = time.perf_counter()
        self.store.append_events(rows)
        return time.perf_counter() - t0

    def _write_batch(self, batch: list[_Pending]) -> tuple[list[BaseException | None], float]:
        """Write ``batch`` in ONE transaction; if it fails (and holds several events), write them
        again one at a time, so one bad event fails only itself. Returns each event's error (None:
        committed) and the duration of the first transaction in seconds. Raises nothing."""
        rows = [(p.live.id, p.seq, p.event, p.role) for p in batch]
        t0 = time.perf_counter()
        try:
            return [None] * len(batch), self._append_timed(rows)
        except Exception as e:
            io = time.perf_counter() - t0
            if len(batch) == 1:
                return [e], io
            log.warning("group commit of %d events failed (%s); writing them one by one", len(batch), e)
        errors: list[BaseException | None] = []
        for row in rows:
            try:
                self._append_timed([row])
                errors.append(None)
            except Exception as e1:
                errors.append(e1)
        return errors, io

    def _start_thread(self) -> None:
        with self._thread_lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._commit_thread, name="bridgelaw-commit",
                                                daemon=True)
                self._thread.start()

    def _commit_thread(self) -> None:
        """The commit thread (a database with a connection of its own): take every event
        waiting, write them in ONE transaction, hand the outcome to the event loop, and go
        straight on to the events that arrived meanwhile (no round trip through the loop
        between two transactions). A failed batch is written again one event at a time, so
        one bad event fails only itself."""
        while True:
            first = self._inbox.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while True:
                try:
                    more = self._inbox.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            t0 = time.perf_counter()
            errors, io = self._write_batch(batch)
            loop = batch[0].done.get_loop()
            try:
                loop.call_soon_threadsafe(self._committed, batch, errors, t0, io)
            except RuntimeError:  # the loop is closed: nobody waits for these any more
                pass
            if stop:
                return
            if self.store.checkpoint_due() and self._inbox.empty():
                # after the hand-back: this batch's events are not kept waiting for it
                took = self.store.checkpoint()
                try:  # the stats belong to the event loop's thread
                    loop.call_soon_threadsafe(functools.partial(self.stats.add, checkpoint=took))
                except RuntimeError:
                    pass

    def _committed(self, batch: list[_Pending], errors: list[BaseException | None], t0: float,
                   io: float) -> None:
        """On the event loop: resolve the events of a transaction (or fail them)."""
        self.stats.add(commit=time.perf_counter() - t0, commit_io=io, batch=len(batch))
        for p, e in zip(batch, errors, strict=True):
            if e is None:
                _resolve(p.done)
            else:
                self._failed(p, e)

    async def _commit_queued(self) -> None:
        """The committer: while events wait, write all of them in one transaction."""
        while self._queue:
            batch, self._queue = self._queue, []
            t0 = time.perf_counter()
            errors, io = self._write_batch(batch)
            self._committed(batch, errors, t0, io)

    def _failed(self, p: _Pending, e: BaseException) -> None:
        """A commit that failed: rebuild the table's session from the database; the event's error."""
        self._rebuild(p.live)
        if isinstance(e, SeqTakenError):
            err = ApiError(409, "stale_seq", f"{e}; nothing was written", "expected_seq")
        else:
            log.error("table %s: commit of event %d failed: %s", p.live.id, p.seq, e)
            err = ApiError(500, "not_written", "the event could not be written; nothing was recorded")
        if not p.done.done():
            p.done.set_exception(err)

    def _rebuild(self, live: LiveTable) -> None:
        """Replace the kept session by one replayed from the database (its clients kept)."""
        self.forget(live.id)
        try:
            fresh = self.get(live.id)
        except (ApiError, BridgeLawError, sqlite3.Error) as e:
            log.error("table %s: cannot rebuild from the database: %s", live.id, e)
            return
        fresh.clients.update(live.clients)

    async def broadcast(self, live: LiveTable, seq: int) -> None:
        """Send every connected client of ``live`` ``{"type": "event", "seq", "rulings", "view"}``,
        each with the view its token may see (:func:`visible_view`; a delta view to a client
        that asked for one). Call it with the table in the state of ``seq``."""
        for client, text in self._message_texts(live, seq):
            await self._send_text(live, client, text)

    def _message_texts(self, live: LiveTable, seq: int) -> list[tuple[Client, str]]:
        """The messages of :meth:`broadcast`, built now from the table's cache of this state:
        one view text per (role, language, delta), however many clients share it."""
        if not live.clients:
            return []
        by_kind: dict[tuple[str, str, bool], str] = {}
        out = []
        for client, (role, lang, delta) in list(live.clients.items()):
            text = by_kind.get((role, lang, delta))
            if text is None:
                rulings = live.views.get(("event_rulings", lang))
                if rulings is None:
                    rulings = live.views[("event_rulings", lang)] = dumps(live.rulings_of(seq, lang))
                view = view_json(live, role, lang, delta_from=live.changed_from(seq) if delta else None)
                text = by_kind[(role, lang, delta)] = event_message(seq, rulings, view)
            out.append((client, text))
        return out

    async def _send_text(self, live: LiveTable, client: Client, text: str) -> None:
        try:
            await client.send_text(text)
        except Exception:  # a client gone away: drop it, the event is committed anyway
            live.clients.pop(client, None)

    async def notify(self, live: LiveTable, msg: dict[str, Any]) -> None:
        """Send one message that holds no table state (e.g. a call for the director) to every client."""
        await asyncio.gather(*(self._send(live, c, msg) for c in list(live.clients)))

    async def _send(self, live: LiveTable, client: Client, msg: dict[str, Any]) -> None:
        try:
            await client.send_json(msg)
        except Exception:  # a client gone away: drop it, the event is committed anyway
            live.clients.pop(client, None)

