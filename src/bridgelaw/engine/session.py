"""A table under the Laws: :class:`TableSession`, an append-only record plus the states
derived from it, one :func:`~bridgelaw.engine.step.step` per event; :func:`rule_incident`
runs every event of an incident (laws.md §1.0)."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bridgelaw.cards import Card, Seat, Suit, Vulnerability
from bridgelaw.editions import Edition
from bridgelaw.engine.state import Context, OpenChoice, TableState, Withdrawal
from bridgelaw.engine.step import step
from bridgelaw.errors import FindingError, IncidentFormatError, PlayError
from bridgelaw.i18n import render
from bridgelaw.incident import EndOfPlay, Findings, Incident, Setup, parse_findings
from bridgelaw.laws.law50 import PenaltyCardArea
from bridgelaw.record import FINDING_FIELDS, Event, EventKind, Record
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling
from bridgelaw.table import Revoke, Table, Trick

if TYPE_CHECKING:
    from bridgelaw.laws.law63 import Act, Attention, RevokeCase
    from bridgelaw.laws.law68 import ClaimMemory

__all__ = [
    "TableSession",
    "event_error",
    "render_text",
    "rule_incident",
    "rule_incident_partial",
    "rule_incident_session",
    "rule_until_refused",
]


def _amend(event: Event, raw: dict[str, Any]) -> Event:
    """``event`` with a director's finding: its findings layered with ``raw``'s, and the fields
    of :data:`~bridgelaw.record.FINDING_FIELDS` in ``raw`` given to it (``purpose`` of a touch,
    ``where`` of a hold, ``designated_card`` of several cards: their ``named``).

    Raises:
        FindingError: a field the event's kind does not have.
        IncidentFormatError: a malformed finding or value (``findings.<name>``).
    """
    data = event.to_json()
    findings = dict(event.findings)
    for name, value in raw.items():
        kind = FINDING_FIELDS.get(name)
        if kind is None:
            findings[name] = value
        elif kind is not event.kind:
            raise FindingError(f"findings.{name}: answers a {kind.value} event, not a {event.kind.value} "
                               f"({event.describe()})")
        else:
            data["named" if name == "designated_card" else name] = value
    parse_findings(findings, path="findings")
    data["findings"] = findings
    return Event.from_json(data, path="findings")


def render_text(ruling: Ruling, lang: str = "en") -> Ruling:
    """The ruling with ``text`` rendered in ``lang`` (:func:`bridgelaw.i18n.render`; if that
    fails, the English template filled from ``params``)."""
    try:
        return render(ruling, lang)
    except (KeyError, ValueError, LookupError):  # a message without catalogue must not lose the ruling
        pass
    if ruling.text:
        return ruling
    try:
        text = ruling.message.format(**ruling.params)
    except (KeyError, IndexError, ValueError):
        text = ruling.message
    return replace(ruling, text=text)


class TableSession:
    """A table under the Laws: an append-only record plus the states derived from it.

    Args:
        setup: the starting position.
        edition: the code of the Laws.
        regulations: the options in force.
        findings: the director's findings (defaults for missing ones).
        header: the incident setup mapping stored in the record (for save/replay).
        end_of_play: the incident's end-of-play facts (62D-64), the defaults of :meth:`finish`.
        vulnerable: the board's vulnerability (the score at the end of the board, Law 77).

    Use :meth:`from_incident` or :meth:`from_record`; :meth:`apply` one event at a time. The
    state after any number of events is :meth:`state_at` (kept, not recomputed).
    """

    def __init__(
        self,
        setup: Setup,
        *,
        edition: Edition,
        regulations: Regulations,
        findings: Findings | None = None,
        header: dict[str, Any] | None = None,
        end_of_play: EndOfPlay | None = None,
        vulnerable: Vulnerability = Vulnerability.NONE,
    ) -> None:
        self.setup = setup
        self.end_of_play = end_of_play or EndOfPlay()
        self.vulnerable = vulnerable
        self.edition = edition
        self.regulations = regulations
        self.findings = findings or Findings()
        self.record = Record(header or {})
        self.context = Context(setup, edition, regulations, self.findings)
        self._states: list[TableState] = [TableState.start(self.context)]
        self._rulings: list[Ruling] = []
        #: event index -> the event as the director's findings amended it (``finding`` events)
        self._amended: dict[int, Event] = {}

    # ---------------------------------------------------------------- construction

    @classmethod
    def from_incident(cls, incident: Incident, *, regulations: Regulations | None = None) -> TableSession:
        """A session at the incident's starting position (no event applied yet).

        ``regulations`` (e.g. from ``--config``) lies under the incident's own ``options``.
        """
        regs = incident.regulations
        if regulations is not None:
            regs = regulations.with_choices(incident.regulations.choices)
        return cls(
            incident.setup,
            edition=incident.edition,
            regulations=regs,
            findings=incident.findings,
            header=dict(incident.header),
            end_of_play=incident.end_of_play,
            vulnerable=incident.vulnerable,
        )

    @classmethod
    def from_record(cls, record: Record) -> TableSession:
        """Replay a saved record: the same setup, every event applied again (same rulings).

        Raises:
            IncidentFormatError: the header is not a valid incident setup.
            BridgeLawError: an event is refused (a record that was not made by a session).
        """
        from bridgelaw.incident import incident_from_header

        inc = incident_from_header(record.header)
        s = cls.from_incident(inc)
        for e in record.events:
            s.apply(e)
        return s

    # ---------------------------------------------------------------- state views

    @property
    def state(self) -> TableState:
        """The state after the last event (frozen)."""
        return self._states[-1]

    def state_at(self, events: int) -> TableState:
        """The state after the first ``events`` events (0: the starting position).

        Raises:
            IndexError: ``events`` is negative or more than the record holds.
        """
        if events < 0:
            raise IndexError(f"no state before the start (asked for {events} events)")
        return self._states[events]

    @property
    def table(self) -> Table:
        """The derived table (do not modify)."""
        return self.state.table

    @property
    def penalty_cards(self) -> PenaltyCardArea:
        """The penalty cards on the table (50A)."""
        return self.state.area

    @property
    def withdrawn(self) -> tuple[Withdrawal, ...]:
        """Every card withdrawn so far, with clause and 16C/16D tags."""
        return self.state.withdrawn

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """Every ruling so far, in order."""
        return tuple(self._rulings)

    @property
    def open_choice(self) -> OpenChoice | None:
        """The choice the non-offending side may now make with a ``choose`` event (the latest
        open ``options`` ruling: who may choose, and the option ids), or None."""
        return self.state.offer

    @property
    def premature(self) -> dict[Seat, Card]:
        """Cards played early that go to the trick at their owner's proper turn (57C/57D)."""
        return {s: c for s, c, _ in self.state.premature}

    def where_are_cards(self) -> dict[str, int]:
        """How many cards are in hands, in tricks, unseen, and among them penalty cards (the
        52-card invariant: hands + tricks + unseen == 52)."""
        t = self.table
        in_hands = sum(len(t.hand(s)) for s in Seat)
        played = len(t.current_trick) + sum(len(tr.cards) for tr in t.tricks)
        return {
            "hands": in_hands,
            "played": played,
            "unseen": len(t.unseen_cards()),
            "penalty": len(self.state.area),
        }

    def to_pbn(self) -> str:
        """The board as PBN, marking what PBN can mark (bridgelaw.notation.pbn writer): a hand
        record that :func:`bridgelaw.notation.pbn.read_pbn` reads back.

        With a whole deal (incident form (a)) the play from trick 1 is written with ``^R`` on
        revokes, ``*`` when play ended before trick 13 (a claim or concession), ``[Result]``
        (declarer's side's tricks at the end of the board, after Laws 64 and 68-71) and
        ``[Score]`` (Law 77) once the board is over; ``[Vulnerable]`` from the incident. Every
        ruling follows as a ``{...}`` commentary note, those of the end of the board
        (:meth:`finish`) included. A snapshot position (form (b)) has no PBN form for its play:
        only the contract, the result and the notes are written.
        """
        from bridgelaw.notation.board import MARK_REVOKE, Board
        from bridgelaw.notation.pbn import write_pbn
        from bridgelaw.rulings import Outcome

        t = self.table
        b = Board(event="bridgelaw record", contract=t.contract, deal=self.setup.deal,
                  vulnerability=self.vulnerable.pbn)
        if self.setup.deal is not None:
            b.play = list(t.plays)
            revoked = {r.card for r in t.revokes}
            b.marks = {i: MARK_REVOKE for i, (_, c) in enumerate(b.play) if c in revoked}
        end = self.finish()
        result = next((r for r in end if r.outcome is Outcome.RESULT), None)
        if result is not None:
            b.result = int(result.extra["tricks"])
            b.score = result.extra.get("score")
            b.play_ended = not t.is_over
        text = write_pbn(b)
        notes = []
        for r in [*self._rulings, *end]:
            r = render_text(r)
            card = f" {r.seat.letter if r.seat is not None else ''}:{r.card}" if r.card is not None else ""
            body = f"event {r.event}: {r.outcome.value}{card} Law {r.law}. {r.text}".replace("}", ")")
            notes.append("{" + body + "}")
        return text + ("\n".join(notes) + "\n" if notes else "")

    # ---------------------------------------------------------------- apply

    def apply(self, event: Event) -> list[Ruling]:
        """Rule on ``event``, append it to the record and return its rulings (usually one).

        Raises:
            NotYourTurnError: the seat cannot perform this act (e.g. ``dummy_places`` by a
                player who is not dummy, any act after the last trick).
            ChoiceError: a ``choose`` with no open choice, by a seat that may not choose, or
                of an option that was not offered.
            CardNotHeldError: the card is not the acting seat's (or dummy's) to act with.
            PlayOverError: all 13 tricks are played.
            In every case the record and the state are unchanged.
        """
        if event.kind is EventKind.FINDING:
            return self._find(event)
        done = step(self.state, event, self.context)
        self._states.append(done.state)
        self._rulings.extend(done.rulings)
        self.record.append(event)
        return list(done.rulings)

    def amended(self, index: int) -> Event:
        """Event ``index`` (0-based) as the director's findings so far amended it (the event as
        recorded when no ``finding`` named it).

        Raises:
            IndexError: no such event.
        """
        return self._amended.get(index, self.record.events[index])

    def _find(self, event: Event) -> list[Ruling]:
        """A director's ``finding`` on event ``n`` (``event.text``, 1-based): the event is amended
        (its findings layered with the new ones, a field it lacked given) and it and every later
        event are ruled again from the state before it; the finding's rulings are those rulings,
        each with ``event`` = the finding's index and ``extra["reruled_event"]`` = the index of
        the event ruled. A finding that gives only notes (``x-`` keys) - and any finding on a
        ``call`` - re-rules nothing: it is the director's answer on record (no rulings).

        Raises:
            FindingError: ``n`` is not an earlier event, or names a finding; a field the event
                does not have (``purpose`` on a play); a later event that can no longer stand.
            IncidentFormatError: a malformed finding or field value (``findings.purpose``).
            In every case nothing is recorded and the state is unchanged.
        """
        k = len(self.record)
        n = int(event.text or 0)
        if not 1 <= n <= k:
            raise FindingError(f"finding: event {n} is not in the record (it holds {k} events)", event=n)
        j = n - 1
        target = self.amended(j)
        if target.kind is EventKind.FINDING:
            raise FindingError(f"finding: event {n} is itself a finding; name the act at the table", event=n)
        raw = dict(event.findings)
        notes_only = all(str(name).startswith("x-") for name in raw)
        if target.kind is EventKind.CALL and not notes_only:
            raise FindingError(f"finding: event {n} is a call: the director answers it with notes (x-...)",
                               event=n)
        if notes_only:
            self._states.append(replace(self.state, events=self.state.events + 1))
            self.record.append(event)
            return []
        amended = _amend(target, raw)
        states, rulings = self._replay({**self._amended, j: amended}, j, k)
        self._amended[j] = amended
        self._states.append(states)
        self._rulings.extend(rulings)
        self.record.append(event)
        return rulings

    def _replay(self, amended: dict[int, Event], j: int, k: int) -> tuple[TableState, list[Ruling]]:
        """The state after events ``0..k-1`` with ``amended`` events, and the rulings of events
        ``j..k-1`` (marked as the finding's, index ``k``). The replay starts before the earliest
        event a finding from there on amends (findings themselves are skipped).

        Raises:
            FindingError: an event can no longer stand.
        """
        events = self.record.events
        start = j
        while True:
            named = [int(e.text or 0) - 1 for e in events[start:k] if e.kind is EventKind.FINDING]
            earliest = min([start, *named])
            if earliest >= start:
                break
            start = earliest
        state = self._states[start]
        out: list[Ruling] = []
        for i in range(start, k):
            ev = amended.get(i, events[i])
            if ev.kind is EventKind.FINDING:
                state = replace(state, events=state.events + 1)
                continue
            try:
                done = step(state, ev, self.context)
            except PlayError as err:
                raise FindingError(f"finding: event {i + 1} ({ev.describe()}) cannot stand once event "
                                   f"{j + 1} is ruled with this finding: {err}", event=i + 1) from None
            state = done.state
            if i >= j:
                out += [replace(r, event=k, extra={**r.extra, "reruled_event": i}) for r in done.rulings]
        return replace(state, events=state.events + 1), out

    def finish(
        self,
        *,
        attention: Attention | None = None,
        hands_returned: bool | None = None,
        result_without_revoke: int | None = None,
        play_ended: bool | None = None,
    ) -> list[Ruling]:
        """Laws 62D-64 when the play is complete or the record ends: the verdict on every revoke
        on the table (:func:`bridgelaw.laws.law64.rule_revokes_64`) - per revoke its
        establishment (63A, or ``director`` 62A if not established), its 64A transfer, 64B
        exception or 62D ruling, then the ``transfer`` 64A total and the ``director`` 64C
        equity check (``needs: result_without_revoke`` unless it is given).

        A revoke dummy was the first to ask about after losing his rights (43B2(b), kept in
        ``state.dummy.as_established``) is ruled as established although declarer corrected it.

        Each argument left as None takes the incident's ``end_of_play`` fact
        (:attr:`end_of_play`; docs/incident-format.md), whose own defaults are: attention at
        the end of play, hands not returned, no 64C finding, no revoke of a faced card.

        Args:
            attention: when attention was first drawn to the revokes (64B4/64B5).
            hands_returned: the hands were back in the board (62D1, a trick-12 revoke).
            result_without_revoke: the director's 64C finding (declarer's side's tricks had the
                revoke not occurred), or None.
            play_ended: play is over before trick 13 (a claim); None: ``end_of_play.play_ended``,
                else a shorter record is unfinished and 64A/64C are provisional (``pending_64A``).

        At the end of the board (trick 13 complete) the ``result`` ruling of Law 77 follows:
        declarer's side's tricks after the Law 64 transfers, made or down, the duplicate score
        for the incident's vulnerability (:func:`bridgelaw.laws.law77.board_result_77`); a
        position given mid-play without ``won`` gets ``director`` 77 ``needs: won`` instead.

        Returns:
            The rulings (``event``: the last event's index, None with none); ``[]`` without a
            revoke while the board is not over. A report, not an event: record and state
            unchanged. Raises nothing.
        """
        t = self.table
        claim = self.claim
        settled = claim is not None and claim.settled
        out, to_declarer = self._revokes_64(attention, hands_returned, result_without_revoke,
                                            True if settled and play_ended is None else play_ended)
        if t.is_over or settled:
            before = claim.declarer_tricks(t) if claim is not None and settled else None
            out.append(self._board_result((t.declarer_tricks if before is None else before) + to_declarer))
        last = len(self.record) - 1 if len(self.record) else None
        return [replace(r, event=last) for r in out]

    @property
    def claim(self) -> ClaimMemory | None:
        """Law 68's memory of the claim or concession made at the table (None: none made)."""
        if "bridgelaw.laws.law68" not in sys.modules:  # no claim was made in this process
            return None
        from bridgelaw.laws.law68 import ClaimMemory

        return self.state.recall(ClaimMemory)

    def _revokes_64(self, attention: Attention | None, hands_returned: bool | None,
                    result_without_revoke: int | None, play_ended: bool | None) -> tuple[list[Ruling], int]:
        """The Law 64 verdict of :meth:`finish` (arguments as there; ``end_of_play`` for those
        left None) and the tricks it moves to declarer's side (negative: away from it)."""
        t = self.table
        end = self.end_of_play
        # 43B2(b): revokes the Laws' memories make Law 64 treat as established (DummyState)
        marked = [x for m in self.state.memory.values() for x in m.revokes_as_established()]
        # 64B3: the revokes the record shows were a failure to play a penalty card (law52's memory)
        faced = set(end.faced) | {x for m in self.state.memory.values() for x in m.revokes_of_faced_cards()}
        # 62C3: established revokes corrected all the same (64B8)
        corrected = [x for m in self.state.memory.values() for x in m.revokes_corrected()]
        cases = _revoke_cases(t.revokes, faced, marked, corrected)
        if not cases:
            return [], 0
        from bridgelaw.laws import law64  # here: only a record with a revoke needs Law 64
        from bridgelaw.laws.law63 import Attention

        tricks, acts = self._claim_for_64(cases)
        from bridgelaw.laws.law63 import EstablishingActs  # 63A1 acts not on the table (a lead out of turn)

        kept = self.state.recall(EstablishingActs)
        if kept is not None:
            acts = (*acts, *kept.acts)
        verdict = law64.rule_revokes_64(
            tricks, cases, declarer=t.declarer, edition=self.edition, acts=acts,
            attention=attention if attention is not None else Attention(end.attention),
            hands_returned=hands_returned if hands_returned is not None else end.hands_returned,
            result_without_revoke=(
                result_without_revoke if result_without_revoke is not None else end.result_without_revoke
            ),
            current=t.current_trick, current_trick=t.trick_number,
            play_ended=play_ended if play_ended is not None else (True if end.play_ended else None),
            # a board recorded from a position: the tricks won before it, so that the total of 64A
            # is the whole board's ("becomes 10 instead of 12", not "2 instead of 4")
            won_before=t.declarer_tricks - sum(1 for x in t.tricks if x.winner is not None
                                               and x.winner.same_side(t.declarer)),
        )
        ours = "N/S" if t.declarer in (Seat.N, Seat.S) else "E/W"
        theirs = sum(n for side, n in verdict.transferred.items() if side != ours)
        moved = verdict.transferred.get(ours, 0) - theirs
        return list(verdict.rulings), moved

    def _claim_for_64(self, cases: list[RevokeCase]) -> tuple[list[Trick], tuple[Act, ...]]:
        """What Law 64 reads of a claim: the tricks played, then those the settled claim gives as
        won (69A; ``law68.tricks_as_won_68``), and its acts (63A3/63A4: ``law63.claim_acts_63A``);
        with play ended by a claim the record does not detail (``end_of_play.play_ended``), each
        revoke established by it (``ActKind.PLAY_ENDED``)."""
        from bridgelaw.laws import law63

        t = self.table
        claim = self.claim
        if claim is None:
            if not self.end_of_play.play_ended:
                return t.tricks, ()
            return t.tricks, tuple(law63.Act(c.seat, law63.ActKind.PLAY_ENDED, t.trick_number) for c in cases)
        from bridgelaw.laws.law68 import ClaimStatus, tricks_as_won_68

        if claim.status is ClaimStatus.VOID:  # 68B2/68D2(b): no claim after all; play went on
            return t.tricks, ()
        acts = law63.claim_acts_63A(claim.claimer, claim.agreed_by, trick=t.trick_number,
                                    edition=self.edition, agreement_stands=claim.status is ClaimStatus.AGREED)
        return [*t.tricks, *tricks_as_won_68(claim, t)], acts

    def _board_result(self, tricks: int) -> Ruling:
        """The ``result`` ruling of Law 77 for declarer's side's ``tricks`` (after Law 64), or
        ``director`` 77 ``needs: won`` when the tricks before the position are not known."""
        from bridgelaw.laws import law77

        contract = self.table.contract
        if not self.setup.tricks_known:
            return law77.tricks_before_not_known_77(contract, tricks, edition=self.edition)
        return law77.board_result_77(contract, max(0, min(13, tricks)), vulnerable=self.vulnerable,
                                     edition=self.edition)

    def apply_all(self, events: Iterable[Event]) -> list[Ruling]:
        """Apply events in order; all their rulings."""
        out: list[Ruling] = []
        for e in events:
            out.extend(self.apply(e))
        return out


def _revoke_cases(
    revokes: Sequence[Revoke], faced: set[tuple[Seat, Card]], marked: Iterable[tuple[int, Seat, Card, Suit]],
    corrected: Iterable[tuple[int, Seat, Card, Suit, str]] = (),
) -> list[RevokeCase]:
    """The revokes Law 64 rules on at the end, by trick: those on the table (64B3 ``faced`` when
    a faced card was not played), and those dummy asked about first after losing his rights
    (``marked``, 43B2(b): as established, corrected or not). ``[]`` without a revoke (and
    :mod:`bridgelaw.laws.law63` is then not imported)."""
    corrected = list(corrected)
    if not revokes and not marked and not corrected:
        return []
    from bridgelaw.laws import law63

    cases = [law63.RevokeCase.of(r, faced=(r.seat, r.card) in faced) for r in revokes]
    for trick, seat, card, suit in marked:  # 43B2(b): Law 64 as if established, corrected or not
        case = law63.RevokeCase(trick, seat, card, suit, established=True, as_established="43B2(b)")
        cases = [c for c in cases if (c.trick, c.seat, c.card) != (trick, seat, card)] + [case]
    for trick, seat, card, suit, clause in corrected:  # 62C3: corrected though established (64B8)
        cases.append(law63.RevokeCase(trick, seat, card, suit, established=True, corrected=clause))
    cases.sort(key=lambda c: c.trick)
    return cases


def rule_incident(
    incident: Incident, *, regulations: Regulations | None = None, lang: str = "en"
) -> list[Ruling]:
    """Every ruling for every event of ``incident``, in order, with ``text`` rendered in ``lang``;
    then the rulings of the end of the record (:meth:`TableSession.finish`, under the last
    event's index): the Law 64 verdict when the table holds a revoke, the result and score of
    Law 77 when the board is over.

    Raises:
        BridgeLawError: an event the position makes impossible (a card not held, an act by a
            seat that cannot act); the message names the event (``events[i]``).
            :func:`rule_until_refused` gives the rulings up to it with the error instead.
    """
    rulings, error = rule_until_refused(incident, regulations=regulations, lang=lang)
    if error is not None:
        raise error
    return rulings


def rule_until_refused(
    incident: Incident, *, regulations: Regulations | None = None, lang: str = "en"
) -> tuple[list[Ruling], IncidentFormatError | None]:
    """The rulings of :func:`rule_incident`, and when an event is refused the rulings of the
    events before it with the refusal (``events[i]: ...``) instead of nothing: a director reading
    an incident the engine cannot follow to its end still sees where it went and why it stopped.
    The Law 64 verdict at the end of play is given only for a record ruled to its end (a record
    cut short by a refusal says nothing of how the play ended).

    Returns:
        (rulings, None) for a record ruled to its end; (rulings of events 0..i-1, the error of
        event i) when event i is refused (the record keeps events 0..i-1: a refused event is
        never appended).
    Raises:
        IncidentFormatError: the event's own findings are malformed and already name a place.
    """
    _session, rulings, error = rule_incident_partial(incident, regulations=regulations, lang=lang)
    return rulings, error


def rule_incident_session(
    incident: Incident, *, regulations: Regulations | None = None, lang: str = "en"
) -> tuple[TableSession, list[Ruling]]:
    """:func:`rule_incident`, with the session it ruled in (for the hand record and PBN of the
    board: :meth:`TableSession.to_pbn`).

    Raises:
        BridgeLawError: as :func:`rule_incident`.
    """
    session, rulings, error = rule_incident_partial(incident, regulations=regulations, lang=lang)
    if error is not None:
        raise error
    return session, rulings


def rule_incident_partial(
    incident: Incident, *, regulations: Regulations | None = None, lang: str = "en"
) -> tuple[TableSession, list[Ruling], IncidentFormatError | None]:
    """The session, the rulings and the refusal of :func:`rule_until_refused` (the session holds
    the events before a refused one; :meth:`TableSession.finish` is asked only for a record ruled
    to its end).

    Raises:
        IncidentFormatError: the event's own findings are malformed and already name a place.
    """
    s = TableSession.from_incident(incident, regulations=regulations)
    out: list[Ruling] = []
    error: IncidentFormatError | None = None
    for i, e in enumerate(incident.events):
        try:
            out.extend(s.apply(e))
        except PlayError as err:
            error = event_error(e, err, i, incident.file)
            break
        except IncidentFormatError as err:
            if err.path or err.file:
                raise
            error = IncidentFormatError(err.problem, path=f"events[{i}]", file=incident.file)
            break
    if error is None:
        out.extend(_not_restated(s.finish(), out))
    return s, [render_text(r, lang) for r in out], error


def _not_restated(end: list[Ruling], given: list[Ruling]) -> list[Ruling]:
    """The end-of-record verdict without the establishments (63A, flag ``revoke_established``)
    already ruled on the same event - the last event established the revoke and was ruled so
    (fresh-td4 10, 14, 20: ``63A1`` twice on one event)."""
    said = {(r.event, r.outcome, r.law, r.seat, r.card) for r in given if "revoke_established" in r.flags}
    return [r for r in end if "revoke_established" not in r.flags
            or (r.event, r.outcome, r.law, r.seat, r.card) not in said]


def event_error(event: Event, err: PlayError, index: int, file: str | None) -> IncidentFormatError:
    """The format error for event ``index`` refused by the engine: ``events[i]: <why>``.

    The event is described first (``S plays H3: ...``) unless the engine's message already
    starts with the acting seat (``S cannot play H3: ...``), so nothing is said twice.
    """
    msg = str(err)
    if not msg.startswith(f"{event.by.letter} "):
        msg = f"{event.describe()}: {msg}"
    return IncidentFormatError(msg, path=f"events[{index}]", file=file)
