"""Read and validate an incident (incident-format.md): the position, then the events.

``load_incident(path)`` / ``parse_incident(mapping)`` return an :class:`Incident`: the edition,
the options in force (:class:`~bridgelaw.regulations.Regulations`), the contract, a
:class:`Setup` that builds the starting :class:`~bridgelaw.table.Table`, the events
(:class:`~bridgelaw.record.Event`), the director's findings (:class:`Findings`), and the
``expect``/``source`` blocks (accepted, not used by the ruling; tests use them).

The top level's schema of record is the pydantic model of :mod:`bridgelaw.incident_schema`;
every problem becomes an :class:`~bridgelaw.errors.IncidentFormatError` whose ``path`` names
the field (``events[2].play: 'X2' is not a card``). Unknown top-level fields are refused with
the list of known ones; fields starting with ``x-`` are allowed and ignored. A valid file of
plain values is read by a quick check of the same fields
(:func:`bridgelaw.incident_quick.quick_top`) without importing
pydantic (most of a single ``bridgelaw rule`` call's start-up); whatever it does not fully
understand, and every invalid input, goes to the pydantic model, which reports the error.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bridgelaw.cards import Card, Contract, Deal, Hand, Seat, Vulnerability
from bridgelaw.editions import Edition
from bridgelaw.errors import IncidentFormatError, NotationError
from bridgelaw.findings import FINDING_DEFAULTS, Findings, parse_findings
from bridgelaw.incident_quick import INCIDENT_FORMAT, Top, quick_top
from bridgelaw.record import RECORD_FORMAT, Event, Record
from bridgelaw.regulations import Regulations
from bridgelaw.table import Table, Trick, trick_winner
from bridgelaw.untrusted import check_structure, escape_controls, load_structured, read_input

__all__ = [
    "ATTENTION_VALUES",
    "FINDING_DEFAULTS",
    "INCIDENT_FORMAT",
    "EndOfPlay",
    "Findings",
    "Incident",
    "Setup",
    "incident_of_record",
    "is_record",
    "load_incident",
    "parse_findings",
    "parse_incident",
]


#: The values of ``end_of_play.attention`` (64B4/64B5; ``law63.Attention``).
ATTENTION_VALUES: tuple[str, ...] = ("during_play", "end_of_play", "after_next_call", "after_round")


@dataclass(frozen=True)
class EndOfPlay:
    """The facts of the end of play that Laws 62D-64 need (the incident's ``end_of_play``;
    docs/incident-format.md "Revokes at the end of play"), read by ``TableSession.finish``.

    Attributes:
        attention: when attention was first drawn to the revoke(s): one of
            :data:`ATTENTION_VALUES` (``end_of_play`` by default; 64B4 ``after_next_call``, 64B5
            ``after_round``).
        hands_returned: the four hands were back in the board when a trick-12 revoke was
            discovered (62D1; default false).
        result_without_revoke: the director's 64C finding - the tricks declarer's side would
            probably have taken had the revoke not occurred (0-13), or None (not found yet).
        faced: the revoke cards (``SEAT, CARD``) that were a failure to play a card faced on
            the table or from a faced hand (64B3); dummy's revokes are 64B3 without it.
        play_ended: the play is over although fewer than 13 tricks are recorded (a claim or
            concession, 68; default false). Without it a record of fewer than 13 tricks is an
            unfinished play and Law 64 is provisional (``needs: rest_of_play``).
    """

    attention: str = "end_of_play"
    hands_returned: bool = False
    result_without_revoke: int | None = None
    faced: tuple[tuple[Seat, Card], ...] = ()
    play_ended: bool = False


def _end_of_play(m: Mapping[str, Any] | None) -> EndOfPlay:
    """Validate ``end_of_play`` (the values pydantic cannot check)."""
    if m is None:
        return EndOfPlay()
    attention = m["attention"]
    if attention not in ATTENTION_VALUES:
        raise IncidentFormatError(
            f"{attention!r} is not one of {', '.join(ATTENTION_VALUES)}", path="end_of_play.attention"
        )
    r = m["result_without_revoke"]
    if r is not None and not 0 <= r <= 13:
        raise IncidentFormatError(
            f"must be a number of tricks from 0 to 13 (got {r})", path="end_of_play.result_without_revoke"
        )
    faced = tuple(_seat_card(x, f"end_of_play.faced[{i}]") for i, x in enumerate(m["faced"]))
    return EndOfPlay(m["attention"], m["hands_returned"], r, faced, m["play_ended"])


@dataclass(frozen=True)
class Setup:
    """The position before the events, ready to build a :class:`Table`.

    Attributes:
        contract: the contract (declarer inside).
        deal: the whole deal (form (a)), or None.
        play: cards played before the events (form (a)).
        hands: current holdings of the known seats (form (b)).
        partial: seats whose listed cards are only part of their holding.
        trick: the current trick so far (form (b)).
        last_trick: the previous trick (form (b)), or None.
        won: tricks already won by (N/S, E/W) before the position (form (b) ``won``), or None
            when not given (then only the tricks of a position at trick 1 are known).
        leader: who leads the current trick when ``trick`` is empty (form (b) ``leader``), or
            None (the winner of ``last_trick``, else declarer's LHO).
    """

    contract: Contract
    deal: Deal | None = None
    play: tuple[Card, ...] = ()
    hands: Mapping[Seat, Hand] = field(default_factory=dict)
    partial: frozenset[Seat] = frozenset()
    trick: tuple[tuple[Seat, Card], ...] = ()
    last_trick: Trick | None = None
    won: tuple[int, int] | None = None
    leader: Seat | None = None

    @property
    def tricks_known(self) -> bool:
        """Whether the tricks won before the position are known: form (a), a ``won`` given, or
        a position at trick 1 with a complete hand (nothing played before it)."""
        if self.deal is not None or self.won is not None:
            return True
        complete = [s for s in self.hands if s not in self.partial]
        in_trick = {s for s, _ in self.trick}
        return bool(complete) and all(
            len(self.hands[s]) + (1 if s in in_trick else 0) == 13 for s in complete)

    def table(self) -> Table:
        """A new :class:`Table` in the starting position.

        Raises:
            IncidentFormatError: the position is impossible (a card twice, a play that breaks
                Law 44 in form (a), a trick out of rotation).
        """
        try:
            if self.deal is not None:
                t = Table(self.deal, self.contract)
                for i, c in enumerate(self.play):
                    try:
                        t.play(c)
                    except Exception as e:
                        raise IncidentFormatError(_problem(e, f"play[{i}]"), path=f"play[{i}]") from None
                return t
            number = None
            if self.won is not None and all(s in self.partial for s in self.hands):
                number = sum(self.won) + 1  # no complete hand says which trick it is
            return Table.from_position(
                self.contract, self.hands, partial=self.partial, trick=self.trick, last_trick=self.last_trick,
                leader=self.leader, trick_number=number, tricks_won=self.won or (0, 0),
            )
        except IncidentFormatError:
            raise
        except (NotationError, ValueError) as e:
            path = "hands" if self.deal is None else "deal"
            raise IncidentFormatError(_problem(e, path), path=path) from None


@dataclass(frozen=True)
class Incident:
    """A validated incident.

    Attributes:
        edition: the code of the Laws to rule under (``laws``).
        regulations: the options in force (``options``; a ``--config`` file may be layered under).
        setup: the position before the events.
        events: the events in order.
        findings: the director's findings.
        expect: the expected rulings (tests only), as given.
        source: where the incident comes from, as given.
        header: the incident mapping without ``events``/``expect``/``source`` (for the record).
        file: the file it was read from, or None.
        end_of_play: the facts of the end of play for Laws 62D-64 (``end_of_play``).
        vulnerable: the board's vulnerability (``vulnerable``; default none): the score (77).
    """

    edition: Edition
    regulations: Regulations
    setup: Setup
    events: tuple[Event, ...]
    findings: Findings
    expect: tuple[Mapping[str, Any], ...] = ()
    source: Any = None
    header: Mapping[str, Any] = field(default_factory=dict)
    file: str | None = None
    end_of_play: EndOfPlay = field(default_factory=EndOfPlay)
    vulnerable: Vulnerability = Vulnerability.NONE


def _seat(text: str, path: str) -> Seat:
    try:
        return Seat.parse(str(text))
    except NotationError as e:
        raise IncidentFormatError(_problem(e, path), path=path) from None


def _card(text: str, path: str) -> Card:
    try:
        return Card.parse(str(text))
    except NotationError:
        raise IncidentFormatError(
            f"{text!r} is not a card (suit then rank: 'SA', 'HT', 'D2')", path=path
        ) from None


def _seat_card(text: str, path: str) -> tuple[Seat, Card]:
    s, sep, c = str(text).partition(":")
    if not sep:
        raise IncidentFormatError(f"{text!r} must be SEAT:CARD, e.g. 'W:HQ'", path=path)
    return _seat(s, path), _card(c, path)


def _problem(e: Exception, path: str) -> str:
    """The message of ``e`` without a leading ``<path>: `` (the error names the field itself)."""
    msg = str(e)
    field = path.rsplit(".", 1)[-1]
    for prefix in (f"{path}: ", f"{field}: "):
        if msg.startswith(prefix):
            return msg[len(prefix) :]
    return msg


def _check_hand_sizes(
    hands: Mapping[Seat, Hand], partial: frozenset[Seat], trick: Sequence[tuple[Seat, Card]]
) -> None:
    """A listed hand holds at most 13 cards, one fewer if its seat has played to the current
    trick; complete (not ``partial``) hands agree on how many tricks have been played.

    Raises:
        IncidentFormatError: ``hands.<seat>`` names the hand that cannot be.
    """
    in_trick = {s for s, _ in trick}
    sizes: dict[Seat, int] = {}
    for s, h in hands.items():
        most = 13 - (1 if s in in_trick else 0)
        if len(h) > most:
            why = " after playing to the current trick" if s in in_trick else ""
            raise IncidentFormatError(
                f"{len(h)} cards: a hand holds at most {most}{why}", path=f"hands.{s.letter}"
            )
        if s not in partial:
            sizes[s] = len(h) + (1 if s in in_trick else 0)
    if len(set(sizes.values())) > 1:
        # the hand that disagrees with the others (or the last one listed)
        counts = sorted(sizes.values())
        usual = max(set(counts), key=counts.count)
        odd = next((s for s, n in sizes.items() if n != usual), next(iter(sizes)))
        expected = usual - 1 if odd in in_trick else usual
        why = " (he has played to the current trick)" if odd in in_trick else ""
        raise IncidentFormatError(
            f"{len(hands[odd])} cards, but by the other complete hands it should hold {expected} at this "
            f"point of the play{why}; 'hands' are the holdings after the cards of 'trick' (list a hand "
            "that is only partly known under 'partial')",
            path=f"hands.{odd.letter}",
        )


#: A hand of a ``deal`` written as this is not known (PBN ``[Deal]``: "-" for an unknown hand).
UNKNOWN_HAND = "-"


def _check_deal_hands(text: str, deal: Deal) -> None:
    """Form (a): every hand of ``deal`` holds 13 cards, or is written ``-`` (not known).

    "Partly known" is form (b)'s business (``hands`` + ``partial``); a hand of the deal with 1
    to 12 cards (or an empty ``...``) is a slip in the file, not a partly known hand, and used to
    be read as one silently (bad input gets one clear line, never a silently wrong answer).

    Raises:
        IncidentFormatError: ``deal``: which seat's hand, how many cards, what to write instead.
    """
    t = text.strip()
    first = Seat.parse(t[0])
    for i, part in enumerate(t[2:].split()):
        seat = Seat((first + i) & 3)
        n = len(deal[seat])
        if part == UNKNOWN_HAND or n == 13:
            continue
        raise IncidentFormatError(
            f"{seat.letter}'s hand {escape_controls(part)!r} has {n} cards; each hand of a deal has 13 "
            f"(write '{UNKNOWN_HAND}' for a hand that is not known, or give the position as 'hands' "
            "with the partly known seats under 'partial')",
            path="deal",
        )


def _check_last_trick(
    cards: Sequence[tuple[Seat, Card]], winner: Seat | None, contract: Contract
) -> Seat | None:
    """Form (b) ``last_trick``: four cards in rotation (Law 44B), four different cards, and a
    ``winner`` that did win it (Laws 44E/44F); returns the winner (computed when not given).

    Raises:
        IncidentFormatError: ``last_trick.cards[i]`` or ``last_trick.winner`` says what cannot be.
    """
    if not cards:
        return winner
    for i in range(1, len(cards)):
        expected = cards[i - 1][0].lho
        if cards[i][0] != expected:
            raise IncidentFormatError(
                f"{cards[i][0].letter} plays out of rotation: after {cards[i - 1][0].letter} it is "
                f"{expected.letter}'s turn (Law 44B)",
                path=f"last_trick.cards[{i}]",
            )
        if any(c == cards[i][1] for _, c in cards[:i]):
            raise IncidentFormatError(f"{cards[i][1]} is played twice to the trick",
                                      path=f"last_trick.cards[{i}]")
    won = trick_winner(cards, contract.trump)
    if winner is not None and winner != won:
        raise IncidentFormatError(
            f"{winner.letter}, but {won.letter} won that trick with {dict(cards)[won]} (Laws 44E/44F)",
            path="last_trick.winner",
        )
    return won


def _check_cards_once(
    hands: Mapping[Seat, Hand], trick: Sequence[tuple[Seat, Card]], last: Trick | None
) -> None:
    """A card of the last trick is not also in a hand or in the current trick (it was played).

    Raises:
        IncidentFormatError: ``last_trick.cards[i]`` names the card and where else it is.
    """
    if last is None:
        return
    in_trick = {c for _, c in trick}
    for i, (_, c) in enumerate(last.cards):
        holder = next((s for s, h in hands.items() if c in h), None)
        if holder is not None:
            raise IncidentFormatError(
                f"{c} was played to the last trick, so {holder.letter} cannot still hold it",
                path=f"last_trick.cards[{i}]")
        if c in in_trick:
            raise IncidentFormatError(f"{c} is in the last trick and in the current trick too",
                                      path=f"last_trick.cards[{i}]")


def _check_trick_number(setup: Setup, table: Table) -> None:
    """Form (b): ``trick`` and ``last_trick`` agree with the trick the complete hands show.

    * At trick 1 (a complete hand with all its cards) there is no ``last_trick``, and the
      opening lead is a defender's (41A: declarer's LHO; 54: his RHO, accepted).
    * After a ``last_trick``, the current trick is led by its winner (44G).

    Raises:
        IncidentFormatError: ``last_trick`` or ``trick[0]`` says why the position cannot be.
    """
    declarer = setup.contract.declarer
    known = any(s not in setup.partial for s in setup.hands)
    if known and table.trick_number == 1:
        if setup.last_trick is not None:
            raise IncidentFormatError(
                "the complete hands hold all their cards, so this is trick 1 and no trick has been "
                "played yet (drop 'last_trick', or list the hands as they are now)",
                path="last_trick",
            )
        if setup.leader is not None and not setup.trick and not setup.leader.same_side(declarer.lho):
            raise IncidentFormatError(
                f"{setup.leader.letter}, but this is trick 1 (the complete hands hold all their cards) and "
                f"the opening lead is made by a defender: declarer's LHO {declarer.lho.letter} (Law 41A), "
                f"or his RHO {declarer.rho.letter} out of turn and accepted (Law 54)",
                path="leader",
            )
        if setup.trick and not setup.trick[0][0].same_side(declarer.lho):
            raise IncidentFormatError(
                f"{setup.trick[0][0].letter} leads, but this is trick 1 (the complete hands hold all "
                f"their cards) and the opening lead is made by a defender: declarer's LHO "
                f"{declarer.lho.letter} (Law 41A), or his RHO {declarer.rho.letter} out of turn and "
                "accepted (Law 54)",
                path="trick[0]",
            )
    last = setup.last_trick
    if last is not None and last.winner is not None and setup.trick and setup.trick[0][0] != last.winner:
        raise IncidentFormatError(
            f"{setup.trick[0][0].letter} leads, but {last.winner.letter} won the last trick and leads "
            "to the next (Law 44G); a lead out of turn is an event ('play'), not part of the position",
            path="trick[0]",
        )


def _check_trick_rotation(trick: Sequence[tuple[Seat, Card]]) -> None:
    """The current trick has at most three cards, played in rotation (Law 44B).

    Raises:
        IncidentFormatError: ``trick`` or ``trick[i]`` names the card out of place.
    """
    if len(trick) > 3:
        raise IncidentFormatError(
            f"{len(trick)} cards: the current trick holds at most three (a fourth card completes it)",
            path="trick",
        )
    for i in range(1, len(trick)):
        expected = trick[i - 1][0].lho
        if trick[i][0] != expected:
            raise IncidentFormatError(
                f"{trick[i][0].letter} plays out of rotation: after {trick[i - 1][0].letter} it is "
                f"{expected.letter}'s turn (Law 44B)",
                path=f"trick[{i}]",
            )


def parse_incident(data: Any, *, file: str | None = None) -> Incident:
    """Validate an incident mapping (already read from YAML/JSON) and build an :class:`Incident`.

    Raises:
        IncidentFormatError: anything malformed; ``path`` names the field and the message the
            problem (``events[2].play: 'X2' is not a card``).
    """
    if not isinstance(data, Mapping):
        raise IncidentFormatError(
            "an incident must be a mapping (format, laws, contract, declarer, ...)", file=file
        )
    check_structure(data, file=file)
    body = {k: v for k, v in data.items() if not str(k).startswith("x-")}
    m = quick_top(body)
    if m is None:  # not understood by the quick check, or invalid: the schema of record decides
        from bridgelaw.incident_schema import validate_top

        m = validate_top(body, file=file)
    try:
        return _build(m, data, file)
    except IncidentFormatError as e:
        if e.file is None and file is not None:
            raise IncidentFormatError(e.problem, path=e.path, file=file) from None
        raise


def _build(m: Top, data: Mapping[str, Any], file: str | None) -> Incident:
    try:
        edition = Edition.parse(m["laws"])
    except NotationError as e:
        raise IncidentFormatError(_problem(e, "laws"), path="laws") from None
    regs = Regulations(
        {str(k): (str(v).lower() if isinstance(v, bool) else str(v)) for k, v in m["options"].items()}
    )
    declarer = _seat(m["declarer"], "declarer")
    try:
        contract = Contract.parse(m["contract"], declarer)
    except NotationError as e:
        raise IncidentFormatError(_problem(e, "contract"), path="contract") from None
    if m["deal"] is not None and (m["hands"] is not None or m["trick"] or m["partial"]):
        raise IncidentFormatError(
            "give the position either as deal + play or as hands + partial + trick, not both", path="deal"
        )
    if m["deal"] is None and m["hands"] is None:
        raise IncidentFormatError(
            "the position is missing: give 'deal' (+ 'play') or 'hands' (+ 'trick')", path="hands"
        )
    try:
        vulnerable = Vulnerability.parse(m["vulnerable"])
    except NotationError as e:
        raise IncidentFormatError(str(e), path="vulnerable") from None
    setup = _setup_of_deal(m, contract) if m["deal"] is not None else _setup_of_hands(m, contract, declarer)
    events = tuple(Event.from_json(e, path=f"events[{i}]") for i, e in enumerate(m["events"]))
    for i, ev in enumerate(events):
        if ev.findings:
            parse_findings(ev.findings, path=f"events[{i}].findings")
    findings = Findings(parse_findings(m["findings"]))
    end = _end_of_play(m["end_of_play"])
    # build the table once now, so that an impossible position is reported as a format error
    table = setup.table()
    if setup.deal is None:
        _check_trick_number(setup, table)
        _check_won(setup, table)
    if last_fix := _last_trick_number(setup, table):
        setup = last_fix
    header = {k: v for k, v in data.items() if k not in ("events", "expect", "source")}
    return Incident(
        edition,
        regs,
        setup,
        events,
        findings,
        tuple(m["expect"]),
        m["source"],
        json.loads(json.dumps(header, default=str)),
        file,
        end,
        vulnerable,
    )


def _setup_of_deal(m: Top, contract: Contract) -> Setup:
    """Form (a) of the position: ``deal`` + ``play`` (incident-format.md).

    Raises:
        IncidentFormatError: a bad deal or played card (``path`` names it).
    """
    assert m["deal"] is not None
    for name in ("won", "leader"):
        if m[name] is not None:
            raise IncidentFormatError(
                f"'{name}' belongs to form (b) with 'hands'; with 'deal' the play says it", path=name)
    try:
        deal = Deal.parse(m["deal"])
    except NotationError as e:
        raise IncidentFormatError(_problem(e, "deal"), path="deal") from None
    _check_deal_hands(m["deal"], deal)
    play = tuple(_card(c, f"play[{i}]") for i, c in enumerate(m["play"]))
    return Setup(contract, deal=deal, play=play)


def _setup_of_hands(m: Top, contract: Contract, declarer: Seat) -> Setup:
    """Form (b) of the position: ``hands`` + ``partial`` + ``trick`` (+ ``last_trick``).

    Raises:
        IncidentFormatError: a ``play`` given with it, a bad hand, seat, card or trick, hand
            sizes that do not fit, or a card listed twice (``path`` names the field).
    """
    if m["play"]:
        raise IncidentFormatError(
            "'play' belongs to form (a) with 'deal'; with 'hands' use 'trick'", path="play"
        )
    hands: dict[Seat, Hand] = {}
    for k, v in (m["hands"] or {}).items():
        s = _seat(k, f"hands.{k}")
        try:
            hands[s] = Hand.parse(v)
        except NotationError as e:
            raise IncidentFormatError(_problem(e, f"hands.{k}"), path=f"hands.{k}") from None
    partial = frozenset(_seat(p, f"partial[{i}]") for i, p in enumerate(m["partial"]))
    trick = tuple(_seat_card(t, f"trick[{i}]") for i, t in enumerate(m["trick"]))
    last: Trick | None = None
    lt = m["last_trick"]
    if lt is not None:
        cards = tuple(_seat_card(t, f"last_trick.cards[{i}]") for i, t in enumerate(lt["cards"]))
        winner = _seat(lt["winner"], "last_trick.winner") if lt["winner"] is not None else None
        if cards and len(cards) != 4:
            raise IncidentFormatError("a completed trick has four cards", path="last_trick.cards")
        winner = _check_last_trick(cards, winner, contract)
        leader = cards[0][0] if cards else (winner if winner is not None else declarer.lho)
        last = Trick(0, leader, cards, winner)
    _check_trick_rotation(trick)
    _check_hand_sizes(hands, partial, trick)
    _check_cards_once(hands, trick, last)
    won = _won(m["won"], declarer)
    to_lead = _seat(m["leader"], "leader") if m["leader"] is not None else None
    if to_lead is not None and trick and trick[0][0] != to_lead:
        raise IncidentFormatError(
            f"{to_lead.letter}, but {trick[0][0].letter} led the current trick ('trick')", path="leader")
    if to_lead is not None and last is not None and last.winner is not None and last.winner != to_lead:
        raise IncidentFormatError(
            f"{to_lead.letter}, but {last.winner.letter} won the last trick and leads to the next (Law 44G)",
            path="leader")
    return Setup(contract, hands=hands, partial=partial, trick=trick, last_trick=last, won=won,
                 leader=to_lead)


def _won(w: Mapping[str, int] | None, declarer: Seat) -> tuple[int, int] | None:
    """Form (b) ``won: {declarer, defenders}`` as tricks won by (N/S, E/W), or None.

    Raises:
        IncidentFormatError: a negative count, or more than 12 tricks in all.
    """
    if w is None:
        return None
    for side in ("declarer", "defenders"):
        if w[side] < 0:
            raise IncidentFormatError(f"must be a number of tricks, 0 or more (got {w[side]})",
                                      path=f"won.{side}")
    if w["declarer"] + w["defenders"] > 12:
        raise IncidentFormatError(
            f"{w['declarer'] + w['defenders']} tricks in all: a position with cards left has at most 12 "
            "tricks won before it", path="won")
    ns_decl = declarer in (Seat.N, Seat.S)
    return (w["declarer"], w["defenders"]) if ns_decl else (w["defenders"], w["declarer"])


def _check_won(setup: Setup, table: Table) -> None:
    """Form (b): the tricks ``won`` before the position are the tricks completed before the
    current one (``won`` + remaining = 13; a ``last_trick`` is among them).

    Raises:
        IncidentFormatError: ``won`` does not fit the trick the hands show.
    """
    if setup.won is None:
        return
    done = table.trick_number - 1
    if sum(setup.won) != done:
        raise IncidentFormatError(
            f"{sum(setup.won)} tricks won before the position, but the hands show trick {table.trick_number} "
            f"being played ({done} completed before it; won + tricks left = 13)", path="won")


def _last_trick_number(setup: Setup, table: Table) -> Setup | None:
    """Give ``last_trick`` its proper number (one before the current trick)."""
    lt = setup.last_trick
    if lt is None or lt.number:
        return None
    n = max(1, table.trick_number - 1)
    fixed = Trick(n, lt.leader, lt.cards, lt.winner)
    return Setup(setup.contract, setup.deal, setup.play, setup.hands, setup.partial, setup.trick, fixed,
                 setup.won, setup.leader)


def read_mapping(text: str, *, file: str | None = None, suffix: str = "") -> Any:
    """Read YAML or JSON text (JSON is tried first for ``.json``; YAML reads both), refusing a
    document nested more than :data:`bridgelaw.untrusted.MAX_DEPTH` levels deep or too large
    (:func:`bridgelaw.untrusted.load_structured`).

    Raises:
        IncidentFormatError: neither valid YAML nor valid JSON, nested too deep, or too large.
    """
    return load_structured(text, file=file, suffix=suffix)


def is_record(text: str) -> bool:
    """Whether ``text`` is a table record (JSON lines whose first line is the
    ``bridgelaw-record/1`` header: ``bridgelaw rule --record``, the service's ``GET record``)
    rather than an incident."""
    first = text.lstrip().split("\n", 1)[0]
    if not first.startswith("{") or RECORD_FORMAT not in first:
        return False
    try:
        head = json.loads(first)
    except ValueError:
        return False
    return isinstance(head, dict) and head.get("format") == RECORD_FORMAT


def incident_of_record(text: str, *, file: str | None = None) -> Incident:
    """The incident a table record holds: its setup (the position before the first event, the
    edition, the options) with every recorded event, in order. Ruling on it gives the rulings
    the table gave (the record is the truth of a table: its state and rulings are derived from
    it by the same engine).

    Raises:
        IncidentFormatError: a line that is not JSON, a bad header, a bad event (``line N``).
    """
    rec = Record.from_jsonl(text, file=file)
    return parse_incident({**rec.header, "events": [e.to_json() for e in rec.events]}, file=file)


def load_incident(path: str | Path) -> Incident:
    """Read and validate an incident file (YAML or JSON), or a table record (JSON lines, as
    ``GET /v1/tables/{id}/record`` and ``bridgelaw rule --record`` write it: :func:`is_record`).

    Raises:
        IncidentFormatError: unreadable file, bad YAML/JSON, or a malformed incident or record.
    """
    p = Path(path)
    try:
        # utf-8-sig: a byte-order mark (Windows editors write one) is read past, in JSON as in YAML
        text = read_input(p).decode("utf-8-sig")
    except OSError as e:
        raise IncidentFormatError(f"cannot read incident: {e.strerror}", file=str(p)) from None
    except IncidentFormatError as e:  # a FIFO nobody writes to, a file far too large
        raise IncidentFormatError(e.problem, file=str(p)) from None
    except UnicodeDecodeError:
        raise IncidentFormatError("not UTF-8 text", file=str(p)) from None
    if is_record(text):
        return incident_of_record(text, file=str(p))
    return parse_incident(read_mapping(text, file=str(p), suffix=p.suffix), file=str(p))


def incident_from_header(header: Mapping[str, Any], events: Sequence[Event] = ()) -> Incident:
    """An :class:`Incident` from a record header (the setup mapping) and events.

    Raises:
        IncidentFormatError: the header is not a valid incident setup.
    """
    inc = parse_incident({**header, "events": []})
    return Incident(
        inc.edition, inc.regulations, inc.setup, tuple(events), inc.findings, (), None, inc.header,
        None, inc.end_of_play, inc.vulnerable,
    )
