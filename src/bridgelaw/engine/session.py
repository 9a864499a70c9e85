"""A table under the Laws: :class:`TableSession`, an append-only record plus the states
derived from it, one :func:`~bridgelaw.engine.step.step` per event; :func:`rule_incident`
runs every event of an incident (laws.md §1.0)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.engine.state import Context, OpenChoice, TableState, Withdrawal
from bridgelaw.engine.step import step
from bridgelaw.errors import IncidentFormatError, PlayError
from bridgelaw.i18n import render
from bridgelaw.incident import EndOfPlay, Findings, Incident, Setup
from bridgelaw.laws.law50 import PenaltyCardArea
from bridgelaw.record import Event, Record
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling
from bridgelaw.table import Revoke, Table

if TYPE_CHECKING:
    from bridgelaw.laws.law63 import Attention, RevokeCase

__all__ = ["TableSession", "event_error", "render_text", "rule_incident", "rule_until_refused"]


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
    ) -> None:
        self.setup = setup
        self.end_of_play = end_of_play or EndOfPlay()
        self.edition = edition
        self.regulations = regulations
        self.findings = findings or Findings()
        self.record = Record(header or {})
        self.context = Context(setup, edition, regulations, self.findings)
        self._states: list[TableState] = [TableState.start(self.context)]
        self._rulings: list[Ruling] = []

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
        """The record as PBN, marking what PBN can mark (bridgelaw.notation.pbn writer).

        With a whole deal (incident form (a)) the play from trick 1 is written with ``^R`` on
        revokes; every ruling follows as a ``{...}`` commentary note. A snapshot position (form
        (b)) has no PBN form for its play: only the contract and the notes are written.
        """
        from bridgelaw.notation.board import MARK_REVOKE, Board
        from bridgelaw.notation.pbn import write_pbn

        t = self.table
        b = Board(event="bridgelaw record", contract=t.contract, deal=self.setup.deal)
        if self.setup.deal is not None:
            b.play = list(t.plays)
            revoked = {r.card for r in t.revokes}
            b.marks = {i: MARK_REVOKE for i, (_, c) in enumerate(b.play) if c in revoked}
        text = write_pbn(b)
        notes = []
        for r in self._rulings:
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
        done = step(self.state, event, self.context)
        self._states.append(done.state)
        self._rulings.extend(done.rulings)
        self.record.append(event)
        return list(done.rulings)

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

        Returns:
            The rulings (``event``: the last event's index, None with none); ``[]`` without a
            revoke. A report, not an event: record and state unchanged. Raises nothing.
        """
        t = self.table
        end = self.end_of_play
        marked = self.state.dummy.as_established if self.state.dummy is not None else ()
        cases = _revoke_cases(t.revokes, set(end.faced), marked)
        if not cases:
            return []
        from bridgelaw.laws import law64  # here: only a record with a revoke needs Law 64
        from bridgelaw.laws.law63 import Attention

        verdict = law64.rule_revokes_64(
            t.tricks,
            cases,
            declarer=t.declarer,
            edition=self.edition,
            attention=attention if attention is not None else Attention(end.attention),
            hands_returned=hands_returned if hands_returned is not None else end.hands_returned,
            result_without_revoke=(
                result_without_revoke if result_without_revoke is not None else end.result_without_revoke
            ),
            current=t.current_trick,
            current_trick=t.trick_number,
            play_ended=play_ended if play_ended is not None else (True if end.play_ended else None),
        )
        last = len(self.record) - 1 if len(self.record) else None
        return [replace(r, event=last) for r in verdict.rulings]

    def apply_all(self, events: Iterable[Event]) -> list[Ruling]:
        """Apply events in order; all their rulings."""
        out: list[Ruling] = []
        for e in events:
            out.extend(self.apply(e))
        return out


def _revoke_cases(
    revokes: Sequence[Revoke], faced: set[tuple[Seat, Card]], marked: Iterable[tuple[int, Seat, Card, Suit]]
) -> list[RevokeCase]:
    """The revokes Law 64 rules on at the end, by trick: those on the table (64B3 ``faced`` when
    a faced card was not played), and those dummy asked about first after losing his rights
    (``marked``, 43B2(b): as established, corrected or not). ``[]`` without a revoke (and
    :mod:`bridgelaw.laws.law63` is then not imported)."""
    if not revokes and not marked:
        return []
    from bridgelaw.laws import law63

    cases = [law63.RevokeCase.of(r, faced=(r.seat, r.card) in faced) for r in revokes]
    for trick, seat, card, suit in marked:  # 43B2(b): Law 64 as if established, corrected or not
        case = law63.RevokeCase(trick, seat, card, suit, established=True, as_established="43B2(b)")
        cases = [c for c in cases if (c.trick, c.seat, c.card) != (trick, seat, card)] + [case]
    cases.sort(key=lambda c: c.trick)
    return cases


def rule_incident(
    incident: Incident, *, regulations: Regulations | None = None, lang: str = "en"
) -> list[Ruling]:
    """Every ruling for every event of ``incident``, in order, with ``text`` rendered in ``lang``;
    then, when the table holds a revoke, the Law 64 verdict at the end of the record
    (:meth:`TableSession.finish`, its rulings under the last event's index).

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
        out.extend(s.finish())
    return [render_text(r, lang) for r in out], error


def event_error(event: Event, err: PlayError, index: int, file: str | None) -> IncidentFormatError:
    """The format error for event ``index`` refused by the engine: ``events[i]: <why>``.

    The event is described first (``S plays H3: ...``) unless the engine's message already
    starts with the acting seat (``S cannot play H3: ...``), so nothing is said twice.
    """
    msg = str(err)
    if not msg.startswith(f"{event.by.letter} "):
        msg = f"{event.describe()}: {msg}"
    return IncidentFormatError(msg, path=f"events[{index}]", file=file)
