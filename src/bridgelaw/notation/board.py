"""The board record shared by the PBN and LIN readers and the PBN writer.

A :class:`Board` is what a file says about one table result: where and when, the deal, the
contract (or that it was passed out), the cards played in the order of play (each with its seat),
marks for irregularities (PBN ``^R`` revoke, ``^L`` lead out of turn accepted), a claim, the
recorded result, and the :class:`Problem` list of everything the reader could not take at face
value. Readers never stop at the first problem; they attach it to the board and go on.

Tricks are always counted for declarer's side (``claim`` and ``result`` are declarer's TOTAL
tricks, 0-13).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from bridgelaw.cards import Card, Contract, Deal, Denomination, Seat, Suit
from bridgelaw.errors import NotationError
from bridgelaw.table import trick_winner

_LHO = (Seat.E, Seat.S, Seat.W, Seat.N)

__all__ = [
    "MARK_LEAD_OUT_OF_TURN",
    "MARK_REVOKE",
    "Board",
    "Problem",
    "contract_from_auction",
    "excerpt",
    "sequence_play",
]

#: Longest quotation of file text in a problem message (a binary or garbled file is not quoted whole).
EXCERPT = 40


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """``repr(text)``, shortened to ``limit`` characters of ``text`` with ``...`` when longer:
    how problems quote file text. Raises nothing."""
    if len(text) <= limit:
        return repr(text)
    return repr(text[:limit]) + f"... ({len(text) - limit} more characters)"


#: PBN ``^R``: the marked card is a revoke.
MARK_REVOKE = "R"
#: PBN ``^L``: the marked card is a lead out of turn that was accepted (Laws 53-55).
MARK_LEAD_OUT_OF_TURN = "L"


@dataclass(frozen=True, slots=True)
class Problem:
    """Something a reader could not take at face value.

    Attributes:
        file: the file name (or ``"<text>"`` for a string).
        board: the board number as written, or ``"?"`` when unknown.
        what: what is wrong, in words (e.g. ``"card 'SX' is not a card"``).
        where: where in the file (``"line 12"``, ``"tag 34 pc|SX|"``).
    """

    file: str
    board: str
    what: str
    where: str

    def __str__(self) -> str:
        return f"{self.file}: board {self.board}: {self.where}: {self.what}"


@dataclass(slots=True)
class Board:
    """One table result read from a file (mutable while a reader builds it).

    Attributes:
        file: the file it came from.
        event, site, date: from the file, or ``""``.
        board: board number as written (``"12"``), or ``""`` when unknown.
        room: ``"open"``/``"closed"`` (LIN ``qx``, PBN ``[Room]``), or ``""``.
        dealer: the dealer, or None.
        vulnerability: PBN form (``"None"``, ``"NS"``, ``"EW"``, ``"All"``), or ``""``.
        deal: the four hands, or None when missing or unreadable.
        contract: the contract (its declarer included), or None.
        passed_out: True when the board was passed out (then ``contract`` is None).
        play: (seat, card) pairs in the order of play.
        marks: index into ``play`` -> ``MARK_REVOKE`` / ``MARK_LEAD_OUT_OF_TURN``.
        claim: declarer's total tricks claimed or agreed (LIN ``mc``; PBN ``*`` with
            ``[Result]``), or None.
        result: declarer's total tricks as recorded (PBN ``[Result]``, LIN ``rs``), or None.
        score: declarer's side's duplicate score as recorded (PBN ``[Score]``, e.g. ``"NS 420"``
            read from declarer's side's view), or None.
        play_ended: True when the record says play stopped early (PBN ``*``, LIN ``mc``).
        unknown_cards: True when the record holds unknown cards (PBN ``-``) after which the
            play cannot be followed.
        players: seat -> name, when given.
        problems: everything the reader could not take at face value.
    """

    file: str = ""
    event: str = ""
    site: str = ""
    date: str = ""
    board: str = ""
    room: str = ""
    dealer: Seat | None = None
    vulnerability: str = ""
    deal: Deal | None = None
    contract: Contract | None = None
    passed_out: bool = False
    play: list[tuple[Seat, Card]] = field(default_factory=list)
    marks: dict[int, str] = field(default_factory=dict)
    claim: int | None = None
    result: int | None = None
    score: int | None = None
    play_ended: bool = False
    unknown_cards: bool = False
    players: dict[Seat, str] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def problem(self, what: str, where: str) -> None:
        """Record a :class:`Problem` about this board (``file`` and ``board`` filled in)."""
        self.problems.append(Problem(self.file, self.board or "?", what, where))

    @property
    def declarer(self) -> Seat | None:
        """Declarer, or None without a contract."""
        return self.contract.declarer if self.contract is not None else None

    @property
    def opening_leader(self) -> Seat | None:
        """Declarer's LHO (Law 41A), or None without a contract."""
        return self.contract.declarer.lho if self.contract is not None else None

    def label(self) -> str:
        """A short label for messages: ``"board 12 (open)"``."""
        room = f" ({self.room})" if self.room else ""
        return f"board {self.board or '?'}{room}"


def sequence_play(cards: Iterable[Card], leader: Seat, trump: Suit | None,
                  leaders: dict[int, Seat] | None = None) -> list[tuple[Seat, Card]]:
    """Give each card of a play record (in order of play) its seat: clockwise from the leader
    of each trick (Law 44B); the winner of a trick leads the next (44G).

    Args:
        cards: cards in the order played.
        leader: the opening leader.
        trump: the trump suit or None.
        leaders: trick index (0-based) -> seat that actually led it (lead out of turn
            accepted); overrides the rotation for that trick.

    Returns:
        (seat, card) pairs in order of play. Raises nothing.
    """
    out: list[tuple[Seat, Card]] = []
    trick: list[tuple[Seat, Card]] = []
    seat = leader
    for card in cards:
        if not trick and leaders and (len(out) // 4) in leaders:
            seat = leaders[len(out) // 4]
        trick.append((seat, card))
        out.append((seat, card))
        if len(trick) == 4:
            seat = trick_winner(trick, trump)
            trick = []
        else:
            seat = _LHO[seat]
    return out


_ANNOTATIONS = frozenset({"!", "?", "!!", "??", "!?", "?!"})
_BIDS = {"P": "P", "PASS": "P", "X": "X", "D": "X", "DBL": "X", "XX": "XX", "R": "XX", "RDBL": "XX"}


def contract_from_auction(dealer: Seat, calls: Sequence[str]) -> tuple[Contract | None, bool]:
    """The final contract of an auction (Law 22); see :func:`_contract_from_auction`. Results
    are remembered for the last 4096 distinct auctions (archives repeat auctions: a contract is
    immutable, so boards may share it)."""
    return _contract_cached(dealer, tuple(calls))


@functools.lru_cache(maxsize=4096)
def _contract_cached(dealer: Seat, calls: tuple[str, ...]) -> tuple[Contract | None, bool]:
    return _contract_from_auction(dealer, calls)


def _contract_from_auction(dealer: Seat, calls: Sequence[str]) -> tuple[Contract | None, bool]:
    """The final contract of an auction (Law 22): the last bid, doubled/redoubled if so; declarer
    is the first of the declaring side to have named its denomination.

    Args:
        dealer: the dealer (first to call).
        calls: calls as written (``"1C"``, ``"1N"``, ``"1NT"``, ``"p"``, ``"Pass"``, ``"d"``,
            ``"X"``, ``"r"``, ``"XX"``, ``"AP"``; alert marks ``!`` and suffix notes ignored).

    Returns:
        (contract, passed_out): contract None with passed_out True for four passes; contract
        None and passed_out False when there was no bid and fewer than four passes.

    Raises:
        NotationError: a call that is not a call.
    """
    last: tuple[int, Denomination, Seat] | None = None
    penalty = ""
    first_named: dict[tuple[int, Denomination], Seat] = {}
    passes = 0
    seat = dealer
    for raw in calls:
        c = raw.strip().upper().rstrip("!?")
        if not c or c in _ANNOTATIONS:
            continue
        if c == "-":  # an unknown call
            seat = seat.lho
            continue
        if c == "AP":
            passes = 4 if last is None else 3
            break
        kind = _BIDS.get(c)
        if kind == "P":
            passes += 1
        elif kind == "X":
            penalty, passes = "X", 0
        elif kind == "XX":
            penalty, passes = "XX", 0
        else:
            if not c[:1].isdigit() or not 1 <= int(c[0]) <= 7:
                raise NotationError(f"{raw!r} is not a call")
            try:
                den = Denomination.parse(c[1:])
            except NotationError:
                raise NotationError(f"{raw!r} is not a call") from None
            last = (int(c[0]), den, seat)
            penalty, passes = "", 0
            first_named.setdefault((seat & 1, den), seat)
        seat = seat.lho
    if last is None:
        return None, passes >= 4
    level, den, by = last
    return Contract(level, den, first_named[(by & 1, den)], penalty), False
