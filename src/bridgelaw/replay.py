"""Replay recorded play through the :class:`~bridgelaw.table.Table` and classify each board.

:func:`replay_board` plays every card of a :class:`~bridgelaw.notation.Board` under Law 44 and
returns a :class:`BoardReplay` whose ``status`` is one of :data:`STATUSES`:

* ``complete``        13 tricks, and the tricks won agree with the recorded result (if any)
* ``claimed``         play stopped with a claim (LIN ``mc``, PBN ``*`` + ``[Result]``) that the
  play so far makes possible
* ``stopped``         play ends without a claim
* ``revoke``          a card did not follow suit (Law 44C); recorded with
  ``play(card, allow_illegal=True)`` and replay continues; ``detail`` names card and trick,
  then what Law 64 would transfer (:func:`law64_text`, 2017 Laws)
* ``not_held``        a card that is not in that hand (replay stops there)
* ``result_mismatch`` the tricks from the play disagree with the recorded result, or the claim
  is impossible (fewer tricks than declarer has won, or more than won plus those left)
* ``no_play``         no card played (passed out, or no play recorded)
* ``unreadable``      the record cannot be replayed (no deal, no contract for the play ...), or
  the file holds no board at all (empty, not a text file, not PBN/LIN: one entry per file)

:func:`replay_paths` streams this over files and folders; :class:`Summary` counts the results
and keeps the non-clean boards (:class:`Entry`) or hands each to a sink as it comes
(:class:`JsonReport` writes the report's JSON that way, in flat memory).
:func:`check_claim` puts a ``claimed`` board's claim against double dummy from the claim position
(:class:`ClaimEntry`: above, at, below, unchecked). :func:`trick_table` renders one replay trick
by trick.
"""

from __future__ import annotations

import json
import random
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, TextIO

from bridgelaw.cards import ALL_CARDS, Card, Contract, Deal, Denomination, Hand, Seat, Suit
from bridgelaw.errors import CardNotHeldError, NotYourTurnError, PlayError
from bridgelaw.laws.law64 import transfer_report_64
from bridgelaw.notation import MARK_LEAD_OUT_OF_TURN, Board, read_paths
from bridgelaw.notation.validate import deal_problem
from bridgelaw.table import Table, Trick, trick_winner

__all__ = [
    "CLEAN",
    "DETAIL_LIMIT",
    "STATUSES",
    "VS_DD",
    "BoardReplay",
    "ClaimEntry",
    "Entry",
    "JsonReport",
    "Summary",
    "cap_detail",
    "check_claim",
    "law64_text",
    "own_problems",
    "problem_text",
    "random_board",
    "replay_board",
    "replay_paths",
    "replay_table",
    "revoke_text",
    "sample_path",
    "trick_lines",
    "trick_table",
    "verdict",
]

#: Every status, in the order the summary lists them.
STATUSES = ("complete", "claimed", "stopped", "revoke", "not_held", "result_mismatch", "no_play",
            "unreadable")
#: Statuses that are not a problem (``--strict`` fails on the others).
CLEAN = frozenset({"complete", "claimed", "stopped", "no_play"})
#: Longest ``detail`` kept (longer text is cut, see :func:`cap_detail`).
DETAIL_LIMIT = 200


def cap_detail(text: str, limit: int = DETAIL_LIMIT) -> str:
    """``text`` cut to ``limit`` characters with ``"... (N more characters)"`` when longer, so
    that a garbled file cannot flood the summary table or the JSON. Raises nothing."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text) - limit} more characters)"


@dataclass(slots=True)
class BoardReplay:
    """The outcome of replaying one board.

    Attributes:
        board: the record replayed.
        status: one of :data:`STATUSES`.
        detail: why, in words (empty for a clean board with nothing to say); at most
            :data:`DETAIL_LIMIT` characters plus a note of how many were cut (:func:`cap_detail`).
        tricks: the tricks completed at the table, in order.
        current: cards of an unfinished last trick.
        declarer_tricks: tricks won by declarer's side in the play replayed (None without a
            contract).
    """

    board: Board
    status: str
    detail: str = ""
    tricks: list[Trick] = field(default_factory=list)
    current: list[tuple[Seat, Any]] = field(default_factory=list)
    declarer_tricks: int | None = None

    def __post_init__(self) -> None:
        self.detail = cap_detail(self.detail)

    @property
    def clean(self) -> bool:
        """True when the status is not a problem (see :data:`CLEAN`)."""
        return self.status in CLEAN

    def to_json(self) -> dict[str, str]:
        """The machine-readable entry of a non-clean board: ``file board room class detail``."""
        b = self.board
        return {"file": b.file, "board": b.board, "room": b.room, "class": self.status, "detail": self.detail}


def replay_board(board: Board) -> BoardReplay:
    """Replay ``board``'s play through a :class:`Table` (Law 44) and classify it.

    Args:
        board: a record from a reader.

    Returns:
        A :class:`BoardReplay`. Raises nothing: every problem becomes a status.
    """
    return replay_table(board)[0]


def replay_table(board: Board) -> tuple[BoardReplay, Table | None]:
    """:func:`replay_board`, and the :class:`Table` where the replay stopped (the claim position
    of a ``claimed`` board: :func:`check_claim` reads it); None when no card was played
    (``no_play``, or ``unreadable`` before the play). Raises nothing."""
    if not board.play:
        if board.deal is None and board.problems:
            return BoardReplay(board, "unreadable", str(board.problems[0].what)), None
        if own_problems(board):  # a [Play] or a contract the reader could not read is not "no play"
            return BoardReplay(board, "unreadable", problem_text(board)), None
        return BoardReplay(board, "no_play", "passed out" if board.passed_out else ""), None
    if board.deal is None or board.contract is None:
        why = board.problems[0].what if board.problems else "no deal or no contract"
        return BoardReplay(board, "unreadable", why), None
    if bad_deal := deal_problem(board.deal):  # 52 cards, 13 a hand (else read as "partly known")
        return BoardReplay(board, "unreadable", bad_deal), None
    table = Table(board.deal, board.contract)
    marks = board.marks
    play = table.play
    for i, (seat, card) in enumerate(board.play):
        try:
            if marks and marks.get(i) == MARK_LEAD_OUT_OF_TURN and seat is not table.turn:
                table.accept_lead_out_of_turn(seat)
            play(card, seat, allow_illegal=True)
        except CardNotHeldError:
            return _result(board, table, "not_held",
                           f"trick {table.trick_number}: {seat.letter} played {card}, "
                           f"which is {table.where_is(card)}"), table
        except NotYourTurnError:
            return _result(board, table, "not_held",
                           f"trick {table.trick_number}: {seat.letter} played {card} "
                           f"out of turn ({table.turn.letter} to play)"), table
        except PlayError as e:
            return _result(board, table, "unreadable", f"trick {table.trick_number}: {e}"), table
    revokes = [revoke_text(r.trick, r.seat, r.card, r.suit_led) for r in table.revokes]
    status, detail = verdict(board, revokes, table.declarer_tricks, table.trick_number - 1)
    if table.revokes:
        detail += "; " + law64_text(transfer_report_64(table.tricks, table.revokes, declarer=table.declarer))
    return _result(board, table, status, detail), table


#: How a claim compares with double dummy, in the order the summary lists them: ``above`` (the
#: claim is more than best play gives declarer: the defenders let tricks go), ``at``, ``below``
#: (tricks conceded that could not be lost), ``unchecked`` (no analysis: a hand only partly known,
#: a position the solver refuses).
VS_DD = ("above", "at", "below", "unchecked")


class ClaimEntry(NamedTuple):
    """A claimed board against double dummy (:func:`check_claim`): what the report keeps of it.

    Attributes:
        file, board, room: where the board is (as :class:`Entry`).
        claim: declarer's total tricks claimed (LIN ``mc``, PBN ``*`` with ``[Result]``).
        cards: cards played before the claim (it may come mid-trick).
        won: tricks declarer's side had won by then.
        dd: declarer's total with best play by both sides from the claim position (``won`` plus
            the double-dummy tricks of the rest, the trick in progress included); None when
            unchecked.
        vs_dd: one of :data:`VS_DD`.
        detail: why it is unchecked (else empty).
    """

    file: str
    board: str
    room: str
    claim: int
    cards: int
    won: int
    dd: int | None
    vs_dd: str
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        """``{"file", "board", "room", "claim", "dd", "vs_dd", "cards_played", "declarer_won",
        "detail"}``."""
        return {"file": self.file, "board": self.board, "room": self.room, "claim": self.claim, "dd": self.dd,
                "vs_dd": self.vs_dd, "cards_played": self.cards, "declarer_won": self.won,
                "detail": self.detail}


def check_claim(board: Board, table: Table | None = None) -> ClaimEntry:
    """The claim of a ``claimed`` board against double dummy from the claim position: declarer's
    tricks won so far plus :func:`bridgelaw.double_dummy.dd_remaining_tricks` for declarer's
    side (endplay's DDS; the first call in a process imports endplay, about half a second).

    A claim above that total: the defenders let tricks go (they agreed to a claim best defence
    beats, or conceded tricks of their own); below it: declarer's side conceded tricks it could
    not lose. Law 44 only (the solver sees no penalty card or other restriction).

    Args:
        board: a board :func:`replay_board` classes ``claimed`` (deal, contract, play, claim).
        table: the :class:`Table` at the claim position if the caller has it
            (:func:`replay_table`); else the board is replayed here.

    Returns:
        A :class:`ClaimEntry`; ``unchecked`` (with the reason in ``detail``) when the board is
        not a claim this can analyse (a hand only partly known ...). Raises nothing.
    """
    from bridgelaw.double_dummy import DoubleDummyError, dd_remaining_tricks

    claim = -1 if board.claim is None else board.claim
    if table is None:
        table = replay_table(board)[1]
    if table is None or board.claim is None:
        return ClaimEntry(board.file, board.board, board.room, claim, len(board.play), 0, None, "unchecked",
                          "no claim position")
    won = table.declarer_tricks
    try:
        dd = won + dd_remaining_tricks(table, table.declarer)
    except DoubleDummyError as e:
        return ClaimEntry(board.file, board.board, board.room, claim, len(board.play), won, None, "unchecked",
                          cap_detail(str(e)))
    vs = "above" if claim > dd else "below" if claim < dd else "at"
    return ClaimEntry(board.file, board.board, board.room, claim, len(board.play), won, dd, vs)


def law64_text(report: dict[str, Any]) -> str:
    """What Law 64 would transfer, in a ``revoke`` detail, from
    :func:`bridgelaw.laws.law64.transfer_report_64` (2017 Laws, attention at the end of play):
    ``"law 64: 1 trick to N/S (64A2), declarer 8 (9 at the table); 64C: the director checks
    equity"`` or ``"law 64: no transfer (62A)"``. Raises nothing."""
    laws = ", ".join(dict.fromkeys(str(r["law"]) for r in report["revokes"])) or "-"
    if not report["transfer"]:
        return f"law 64: no transfer ({laws})"
    text = (f"law 64: {report['transfer']} trick{'s' if report['transfer'] > 1 else ''} to "
            f"{report['to']} ({laws}), declarer {report['declarer_tricks']} "
            f"({report['table_tricks']} at the table)")
    return text + ("; 64C: the director checks equity" if "result_without_revoke" in report["needs"] else "")


def revoke_text(trick: int, seat: Seat, card: Card, suit_led: Suit) -> str:
    """The words of one revoke in a ``revoke`` detail: ``"trick 3: E played H2 on a S lead"``."""
    return f"trick {trick}: {seat.letter} played {card} on a {suit_led.letter} lead"


def verdict(board: Board, revokes: list[str], won: int, done: int) -> tuple[str, str]:
    """The class and detail of a board whose every recorded card was played (Law 44), from what
    the play gave: the revokes (:func:`revoke_text`), declarer's tricks ``won`` and the number of
    tricks ``done`` (13 = play complete). The one place of these rules, shared by
    :func:`replay_board` (the :class:`Table`) and :mod:`bridgelaw.bulk` (the fast core). A board
    whose reader met a problem (``board.problems``: a claim, a result or a card it could not
    read) is never clean: a clean class becomes ``unreadable``, the problem first in the detail.

    Returns:
        ``(status, detail)``; ``detail`` not yet capped (:func:`cap_detail`). Raises nothing.
    """
    status, detail = _play_verdict(board, revokes, won, done)
    if status in CLEAN and own_problems(board):
        # the reader met something it could not read (a claim mc|99|, a [Result "99"], a card
        # 'ZZ'): the board is not clean, whatever the cards it could read give
        return "unreadable", f"{problem_text(board)}; the play read replays as {status}" + \
            (f" ({detail})" if detail else "")
    return status, detail


def _play_verdict(board: Board, revokes: list[str], won: int, done: int) -> tuple[str, str]:
    if revokes:
        return "revoke", "; ".join(revokes)
    if done >= 13:
        if board.result is not None and board.result != won:
            return "result_mismatch", f"declarer won {won} tricks in play, the record says {board.result}"
        return "complete", ""
    possible = range(won, won + 13 - done + 1)
    if board.claim is not None:
        if board.claim not in possible:
            return ("result_mismatch", f"claim of {board.claim} tricks is impossible: declarer has won {won} "
                    f"with {13 - done} to play")
        if board.result is not None and board.result != board.claim:
            return "result_mismatch", f"claim of {board.claim} tricks, the record says {board.result}"
        return "claimed", f"{board.claim} tricks claimed after trick {done}"
    if board.result is not None and board.result not in possible:
        return ("result_mismatch", f"result {board.result} is impossible: declarer has won {won} "
                f"with {13 - done} to play")
    return "stopped", f"play stops after {len(board.play)} cards"


def own_problems(board: Board) -> list[Any]:
    """The problems the reader met in ``board``'s own record: all but those of a vugraph file's
    header (``rs``, a recorded result not readable or not for the board's contract), which stay
    listed on the board without making it unclean (the bulk core does not see them). Raises
    nothing."""
    return [p for p in board.problems if p.where != "rs"]


def problem_text(board: Board) -> str:
    """The first problem the reader attached to ``board``'s own record (:func:`own_problems`),
    with where it is: ``"claim mc|99| is not 0-13 tricks (tag 22)"`` (and how many more).
    Raises nothing."""
    problems = own_problems(board) or board.problems
    p = problems[0]
    more = len(problems) - 1
    return f"{p.what} ({p.where})" + (f" and {more} more problem{'s' if more > 1 else ''}" if more else "")


def _result(board: Board, table: Table, status: str, detail: str) -> BoardReplay:
    return BoardReplay(board, status, detail, table.tricks, table.current_trick, table.declarer_tricks)


def replay_paths(paths: Iterable[str | Path]) -> Iterator[BoardReplay]:
    """Replay every board of every PBN/LIN file under ``paths`` (folders recursively), streamed:
    one :class:`BoardReplay` per board, in file order. Raises nothing on bad files."""
    for board in read_paths(paths):
        yield replay_board(board)


class Entry(NamedTuple):
    """What the report keeps of a non-clean board: ``file board room class detail`` (five
    strings, about 200 bytes, instead of the whole replay), so that memory stays flat however
    many boards are not clean."""

    file: str
    board: str
    room: str
    status: str
    detail: str

    def to_json(self) -> dict[str, str]:
        """``{"file", "board", "room", "class", "detail"}``, as :meth:`BoardReplay.to_json`."""
        return {"file": self.file, "board": self.board, "room": self.room, "class": self.status,
                "detail": self.detail}


@dataclass(slots=True)
class Summary:
    """Counts of a replay run, the non-clean boards and the claims against double dummy, kept
    or streamed.

    Attributes:
        counts: status -> number of boards.
        files: number of files read.
        problems: the non-clean boards in order, as :class:`Entry` (only what the report
            prints); empty when ``sink`` is set (each entry went to the sink instead).
        shown: boards whose tricks were printed (``replay --show``).
        dd: the claims were checked against double dummy (:func:`check_claim`); then
            ``claims`` counts them by :data:`VS_DD` and the JSON has ``claims`` and
            ``claims_vs_dd``.
        claims: :data:`VS_DD` class -> number of claimed boards.
        claim_entries: the claimed boards in order, as :class:`ClaimEntry`; empty when
            ``claim_sink`` is set.
        sink, claim_sink: None (keep the entries in ``problems``/``claim_entries``), or a
            function that receives each entry as it is counted or merged, in order (a report
            that writes them out as they come: :class:`JsonReport`; memory then stays flat
            however many boards there are). Not sent between processes (a worker's summary has
            none).
    """

    counts: Counter[str] = field(default_factory=Counter)
    files: int = 0
    problems: list[Entry] = field(default_factory=list)
    shown: int = 0
    dd: bool = False
    claims: Counter[str] = field(default_factory=Counter)
    claim_entries: list[ClaimEntry] = field(default_factory=list)
    sink: Callable[[Entry], None] | None = field(default=None, repr=False, compare=False)
    claim_sink: Callable[[ClaimEntry], None] | None = field(default=None, repr=False, compare=False)

    def add(self, r: BoardReplay) -> None:
        """Count one replay (its :class:`Entry` kept or sent to the sink when not clean)."""
        self.add_status(r.board, r.status, r.detail)

    def add_status(self, board: Board, status: str, detail: str) -> None:
        """Count one board of class ``status`` (``detail`` already capped, :func:`cap_detail`);
        when the class is not clean, its :class:`Entry` is kept (or sent to the sink)."""
        self.counts[status] += 1
        if status not in CLEAN:
            entry = Entry(board.file, board.board, board.room, status, detail)
            if self.sink is None:
                self.problems.append(entry)
            else:
                self.sink(entry)

    def add_claim(self, claim: ClaimEntry) -> None:
        """Count one claimed board against double dummy (kept, or sent to ``claim_sink``)."""
        self.claims[claim.vs_dd] += 1
        if self.claim_sink is None:
            self.claim_entries.append(claim)
        else:
            self.claim_sink(claim)

    def merge(self, other: Summary) -> None:
        """Add ``other``'s counts, files, problems and claims (after this one's, or to the
        sinks) and shown boards: the summary of a run made of parts (workers, chunks), equal to a
        run over the parts in order."""
        self.counts.update(other.counts)
        self.files += other.files
        if self.sink is None:
            self.problems.extend(other.problems)
        else:
            for entry in other.problems:
                self.sink(entry)
        self.shown += other.shown
        self.claims.update(other.claims)
        if self.claim_sink is None:
            self.claim_entries.extend(other.claim_entries)
        else:
            for claim in other.claim_entries:
                self.claim_sink(claim)

    def __getstate__(self) -> dict[str, Any]:
        return {"counts": self.counts, "files": self.files, "problems": self.problems, "shown": self.shown,
                "dd": self.dd, "claims": self.claims, "claim_entries": self.claim_entries}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            setattr(self, k, v)
        self.sink = self.claim_sink = None

    @property
    def boards(self) -> int:
        """Total boards counted."""
        return sum(self.counts.values())

    @property
    def not_clean(self) -> int:
        """Boards whose class is not clean (kept in ``problems`` or streamed to the sink)."""
        return sum(n for s, n in self.counts.items() if s not in CLEAN)

    @property
    def clean(self) -> bool:
        """True when every board is clean."""
        return self.not_clean == 0

    def totals_json(self) -> dict[str, Any]:
        """``{"files", "boards", "counts": {status: n}}`` and, with ``dd``, ``"claims_vs_dd":
        {above, at, below, unchecked}``: the totals, known at the end of a run."""
        out: dict[str, Any] = {
            "files": self.files,
            "boards": self.boards,
            "counts": {s: self.counts.get(s, 0) for s in STATUSES},
        }
        if self.dd:
            out["claims_vs_dd"] = {v: self.claims.get(v, 0) for v in VS_DD}
        return out

    def to_json(self) -> dict[str, Any]:
        """``{"problems": [...], "claims": [...], "files", "boards", "counts": {status: n},
        "claims_vs_dd": {...}}`` (``claims`` and ``claims_vs_dd`` only with ``dd``): the entries
        first, then the totals (the order :class:`JsonReport` writes them in as a run goes)."""
        out: dict[str, Any] = {"problems": [r.to_json() for r in self.problems]}
        if self.dd:
            out["claims"] = [c.to_json() for c in self.claim_entries]
        return out | self.totals_json()


class JsonReport:
    """The JSON object of a replay (:meth:`Summary.to_json`), written to ``out`` as the replay
    goes: each non-clean board's entry when it is merged (pass :meth:`problem` as the
    :class:`Summary`'s ``sink``), the totals at the end (:meth:`close`). With ``dd``, the claims
    (:meth:`claim`, the ``claim_sink``) go to a temporary file as they come and are copied out
    after the non-clean boards (a JSON object has one list after the other): memory stays flat
    either way. The text is exactly ``json.dumps(summary.to_json(), indent=1)`` plus a newline
    for the same run. If the run stops before :meth:`close` (a worker died, Ctrl-C), what was
    written is not a complete JSON object, so that no reader mistakes it for the whole run.
    """

    def __init__(self, out: TextIO, *, dd: bool = False) -> None:
        self.out = out
        self.entries = 0
        self.claims = 0
        self._spool: TextIO | None = tempfile.TemporaryFile("w+", encoding="utf-8") if dd else None
        out.write('{\n "problems": [')

    @staticmethod
    def _item(obj: dict[str, Any], first: bool) -> str:
        return ("\n  " if first else ",\n  ") + json.dumps(obj, indent=1).replace("\n", "\n  ")

    def problem(self, entry: Entry) -> None:
        """Write one non-clean board's entry (in the order the run merges them)."""
        self.out.write(self._item(entry.to_json(), self.entries == 0))
        self.entries += 1

    def claim(self, entry: ClaimEntry) -> None:
        """Keep one claimed board's entry for the ``claims`` list (on disk, in order)."""
        if self._spool is None:
            raise ValueError("JsonReport(dd=False) takes no claims")
        self._spool.write(self._item(entry.to_json(), self.claims == 0))
        self.claims += 1

    def close(self, summary: Summary) -> None:
        """End the lists and write the totals of ``summary`` (the run's merged summary)."""
        self.out.write("\n ]" if self.entries else "]")
        if self._spool is not None:
            self.out.write(',\n "claims": [')
            self._spool.seek(0)
            shutil.copyfileobj(self._spool, self.out)
            self._spool.close()
            self.out.write("\n ]" if self.claims else "]")
        self.out.write("," + json.dumps(summary.totals_json(), indent=1)[1:] + "\n")
        self.out.flush()


def trick_lines(r: BoardReplay) -> list[str]:
    """The play of a replay trick by trick, as printable lines::

        trick  1  W leads  W:S2  N:S8  E:ST  S:SA   won by S   (N/S 1, E/W 0)
    """
    b = r.board
    out = [f"{b.label()}  {b.contract}  {b.file}" if b.contract else b.label()]
    ns = ew = 0
    for t in r.tricks:
        if t.winner in (Seat.N, Seat.S):
            ns += 1
        else:
            ew += 1
        cards = "  ".join(f"{s.letter}:{c}" for s, c in t.cards)
        win = t.winner.letter if t.winner is not None else "?"
        out.append(f"trick {t.number:2d}  {t.leader.letter} leads  {cards}   won by {win}"
                   f"   (N/S {ns}, E/W {ew})")
    if r.current:
        cards = "  ".join(f"{s.letter}:{c}" for s, c in r.current)
        out.append(f"trick {len(r.tricks) + 1:2d}  {r.current[0][0].letter} leads  {cards}")
    out.append(f"{r.status}{': ' + r.detail if r.detail else ''}")
    return out


def trick_table(r: BoardReplay, lang: str = "en") -> Any:
    """A :class:`rich.table.Table` of the play of a replay: one row per trick with the card of
    each seat (the lead in bold, the winner underlined), the leader, the winner and the running
    score; the caption gives the status. ``lang``: the language of the headings and the card
    letters (:mod:`bridgelaw.texts`; the demo's)."""
    from rich.table import Table as RichTable

    from bridgelaw.texts import card_short, column, contract_short, seat_letter, ui_text

    b = r.board
    if lang == "en":
        title = f"{b.label()}  {b.contract}" if b.contract else b.label()
        caption = f"{r.status}{': ' + r.detail if r.detail else ''}"
    else:
        title = ui_text("heading", "board {board}", lang, board=b.board or "?")
        if b.contract:
            from bridgelaw.glossary import seat_words

            title += "  " + ui_text("heading", "{contract} by {declarer_name}", lang,
                                    contract=contract_short(b.contract.text, lang),
                                    declarer_name=seat_words(b.contract.declarer.letter, lang))
        caption = ui_text("class", r.status, lang) + (f": {r.detail}" if r.detail else "")
    t = RichTable(title=title, caption=caption)
    t.add_column(column("trick", lang), justify="right")
    for s in Seat:
        t.add_column(seat_letter(s, lang), justify="center")
    t.add_column(column("won by", lang), justify="center")
    sides = "N/S-E/W" if lang == "en" else "{}/{}–{}/{}".format(*(seat_letter(x, lang) for x in "NSEW"))
    t.add_column(sides, justify="center")
    ns = ew = 0
    rows: list[tuple[int, tuple[tuple[Seat, Any], ...], Seat | None]] = [
        (tr.number, tr.cards, tr.winner) for tr in r.tricks
    ]
    if r.current:
        rows.append((len(r.tricks) + 1, tuple(r.current), None))
    for number, cards, winner in rows:
        cells = {s: "" for s in Seat}
        for i, (s, c) in enumerate(cards):
            txt = c.pretty if lang == "en" else card_short(c, lang)
            if i == 0:
                txt = f"[bold]{txt}[/bold]"
            if s == winner:
                txt = f"[underline]{txt}[/underline]"
            cells[s] = txt
        if winner is not None:
            if winner in (Seat.N, Seat.S):
                ns += 1
            else:
                ew += 1
        won_by = seat_letter(winner, lang) if winner is not None else ""
        t.add_row(str(number), *(cells[s] for s in Seat), won_by, f"{ns}-{ew}")
    return t


def random_board(rng: random.Random, *, number: int = 1, claim_after: int | None = None) -> Board:
    """A random deal with random legal play (Law 44) through the table engine: for samples,
    property tests and benchmarks.

    Args:
        rng: the random source (seed it for a reproducible board).
        number: the board number; dealer and vulnerability follow the usual rotation.
        claim_after: stop after this many cards and record a claim of declarer's tricks so far
            plus the rest split at random; None plays all 52 cards.

    Returns:
        A :class:`Board` with deal, contract, play and result (and claim). Raises nothing.
    """
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    deal = Deal(tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]
    declarer = Seat(rng.randrange(4))
    contract = Contract(rng.randint(1, 7), Denomination(rng.randrange(5)), declarer,
                        rng.choice(("", "", "", "X")))
    table = Table(deal, contract)
    n = 52 if claim_after is None else claim_after
    for _ in range(n):
        table.play(rng.choice(table.legal_cards()))
    b = Board(event="bridgelaw sample", site="generated", board=str(number),
              dealer=Seat((number - 1) % 4), vulnerability=_VULS[(number - 1) % 16],
              deal=deal, contract=contract, play=table.plays)
    won = table.declarer_tricks
    if claim_after is not None:
        left = 13 - (table.trick_number - 1)
        b.claim = b.result = won + rng.randint(0, left)
        b.play_ended = True
    else:
        b.result = won
    return b


def _hcp(hand: Hand) -> int:
    return sum(max(0, c.rank - 10) for c in hand)


def plausible_contract(deal: Deal, rng: random.Random) -> Contract:
    """A believable contract for a complete deal (no auction): the side with more high-card
    points declares; a suit with an eight-card fit is trumps, else no trump; the level follows
    the points. Used to make the built-in sample look like real play. Raises nothing."""
    ns = _hcp(deal[Seat.N]) + _hcp(deal[Seat.S])
    side = (Seat.N, Seat.S) if ns >= 20 else (Seat.E, Seat.W)
    points = ns if side[0] is Seat.N else 40 - ns
    fits = {s: len(deal[side[0]].suit(s)) + len(deal[side[1]].suit(s)) for s in reversed(Suit)}
    trump = max(fits, key=lambda s: fits[s])
    denom = Denomination(int(trump)) if fits[trump] >= 8 else Denomination.NOTRUMP
    level = max(1, min(7, (points - 14) // 3 + (0 if denom is Denomination.NOTRUMP else 1)))
    declarer = max(side, key=lambda s: (len(deal[s].suit(trump)), _hcp(deal[s])))
    return Contract(level, denom, declarer, rng.choice(("", "", "", "", "X")))


def plausible_card(table: Table) -> Card:
    """A card a club player might choose (not double-dummy): cash a winner or lead low from the
    longest suit; second hand low, third hand high; win as cheaply as possible; ruff when an
    opponent is winning; otherwise the lowest card, discarding from the longest suit.
    Law 44 legality is respected (the choice is among ``table.legal_cards()``)."""
    legal = table.legal_cards()
    if len(legal) == 1:
        return legal[0]
    seat = table.turn
    trick = table.current_trick
    trump = table.trump
    played = {c for t in table.tricks for _, c in t.cards} | {c for _, c in trick}
    if not trick:
        masters = [c for c in legal if all(o in played or o.rank <= c.rank
                                           for o in ALL_CARDS if o.suit is c.suit and o.rank > c.rank)]
        if masters:
            return max(masters, key=lambda c: c.rank)
        by_suit: dict[Suit, list[Card]] = {}
        for c in legal:
            by_suit.setdefault(c.suit, []).append(c)
        longest = max(by_suit.values(), key=lambda cs: (len(cs), cs[0].suit is not trump))
        return min(longest, key=lambda c: c.rank)
    led = trick[0][1].suit
    win_seat = trick_winner(trick, trump)
    best = dict(trick)[win_seat]
    partner_winning = win_seat is seat.partner

    def beats(c: Card) -> bool:
        if c.suit is best.suit:
            return c.rank > best.rank
        return c.suit is trump

    winners = sorted((c for c in legal if beats(c)), key=lambda c: (c.suit is trump, c.rank))
    lowest = min(legal, key=lambda c: (c.suit is trump, c.rank))
    following = legal[0].suit is led
    if partner_winning:
        return lowest if following else min(legal, key=lambda c: (c.suit is trump, c.rank))
    if following:
        if len(trick) == 1:  # second hand low
            return min(legal, key=lambda c: c.rank)
        if len(trick) == 2:  # third hand high (if it can win)
            return max(legal, key=lambda c: c.rank) if winners else lowest
        return winners[0] if winners else lowest
    return winners[0] if winners else lowest


def plausible_board(rng: random.Random, *, number: int = 1, claim_after: int | None = None) -> Board:
    """Like :func:`random_board`, but with a believable contract (:func:`plausible_contract`)
    and club-player play (:func:`plausible_card`): the built-in sample of ``make demo``."""
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    deal = Deal(tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]
    contract = plausible_contract(deal, rng)
    table = Table(deal, contract)
    n = 52 if claim_after is None else claim_after
    for _ in range(n):
        table.play(plausible_card(table))
    b = Board(event="bridgelaw club pairs (sample)", site="constructed", date="2026.11.29", board=str(number),
              dealer=Seat((number - 1) % 4), vulnerability=_VULS[(number - 1) % 16],
              deal=deal, contract=contract, play=table.plays, players=dict(_SAMPLE_PLAYERS))
    if claim_after is not None:
        rest = table.copy()
        while not rest.is_over:
            rest.play(plausible_card(rest))
        b.claim = b.result = rest.declarer_tricks
        b.play_ended = True
    else:
        b.result = table.declarer_tricks
    return b


_SAMPLE_PLAYERS = {Seat.N: "Nadia", Seat.E: "Erik", Seat.S: "Sofia", Seat.W: "Willem"}


def write_sample(path: Path | None = None, *, seed: int = 2026) -> Path:
    """(Re)write the built-in sample: five complete boards and one ending in a claim, made by
    :func:`plausible_board` with ``seed``. Returns the path written (default :func:`sample_path`)."""
    from bridgelaw.notation import write_pbn

    rng = random.Random(seed)
    boards = [plausible_board(rng, number=i) for i in range(1, 6)]
    boards.append(plausible_board(rng, number=6, claim_after=31))
    head = (f"% bridgelaw sample: constructed deals with club-player play (plausible_board, seed {seed});\n"
            "% the last board ends in a claim. Regenerate with bridgelaw.replay.write_sample().\n\n")
    target = path or sample_path()
    target.write_text(head + "\n".join(write_pbn(b) for b in boards), encoding="utf-8")
    return target


#: Vulnerability of boards 1-16 (the standard rotation).
_VULS = ("None", "NS", "EW", "All", "NS", "EW", "All", "None",
         "EW", "All", "None", "NS", "All", "None", "NS", "EW")


def sample_path() -> Path:
    """The path of the built-in sample ``bridgelaw/data/sample.pbn`` (six random boards with
    full legal play, the last one ending in a claim), for demos."""
    return Path(__file__).resolve().parent / "data" / "sample.pbn"
