"""Double-dummy analysis of a bridgelaw position: a thin wrapper over endplay's DDS bindings.

The position is a :class:`~bridgelaw.table.Table` with every hand known: the remaining cards of
the four hands, the trump suit, the seat to play and the trick in progress (any point mid-trick).
Double dummy means every player sees every card and both sides play their best (Bo Haglund's DDS
solver through endplay's bindings - the ``SolveBoard`` call :func:`endplay.dds.solve_board`
makes, on a deal structure filled directly from the masks, because building endplay's ``Deal``
from text costs more than the solve itself in mid-play; not a solver of our own).

Public API::

    dd_remaining_tricks(table, side_of) -> int        the side's tricks of the remaining ones
    dd_card_values(table) -> dict[Card, int]          per legal card of the seat to play
    dd_position(table) -> DDPosition                  the position as plain values (checked)
    dd_values_of(position) -> dict[Card, int]         dd_card_values on a DDPosition (cached)
    dd_best_of(position) -> int                       the side to play's tricks (one best card)
    dd_best_card_of(position) -> Card                 a best card of the seat to play
    dd_side_tricks(position, side_of) -> int          dd_remaining_tricks on a DDPosition

"Remaining tricks" are the tricks not yet completed, the trick in progress included: the cards
already played to it count for whoever wins it. A value of :func:`dd_card_values` is the number
of those tricks the side of the seat to play wins if it plays that card and both sides then play
their best.

Only Law 44 is analysed: restrictions from other Laws on the table (penalty cards, 57A ...) are
not seen by the solver. Cards are given as they lie: a revoke already in the trick in progress is
taken as played.

Errors: every impossible position raises :class:`DoubleDummyError` (a
:class:`~bridgelaw.errors.BridgeLawError` and a ``ValueError``) with one line saying what is
wrong - a hand only partly known, hands of unequal length, a trick of four cards, a seat to play
that holds no card. The solver itself is never handed a position it would refuse.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from bridgelaw.cards import Card, Seat, Suit, cards_of_mask
from bridgelaw.errors import BridgeLawError
from bridgelaw.table import Table

__all__ = [
    "DDPosition",
    "DoubleDummyError",
    "dd_best_card_of",
    "dd_best_of",
    "dd_card_values",
    "dd_position",
    "dd_remaining_tricks",
    "dd_side_tricks",
    "dd_values_of",
]


class DoubleDummyError(BridgeLawError, ValueError):
    """A position the double-dummy solver cannot analyse; the message says why (a hand only
    partly known, unequal hands, a trick of four cards, nothing left to play ...)."""


class DDPosition(NamedTuple):
    """A complete position as plain values (hashable: the cache key of :func:`dd_values_of`).

    Attributes:
        hands: the cards each seat still holds, as 52-bit masks indexed by :class:`Seat`
            (bit ``card.index``), the cards of the trick in progress not included.
        trump: the trump suit, or None in no trump.
        leader: the seat that led (or is to lead) the trick in progress.
        trick: the cards played to the trick in progress, in order, as card indices (0-3 cards).
    """

    hands: tuple[int, int, int, int]
    trump: Suit | None
    leader: Seat
    trick: tuple[int, ...]

    @property
    def turn(self) -> Seat:
        """The seat to play."""
        return Seat((self.leader + len(self.trick)) & 3)

    @property
    def remaining(self) -> int:
        """The tricks not yet completed, the trick in progress included."""
        return self.hands[self.leader].bit_count() + (1 if self.trick else 0)


def dd_position(table: Table) -> DDPosition:
    """The position of ``table`` as a :class:`DDPosition`, checked for the solver.

    Raises:
        DoubleDummyError: a hand is only partly known, or the hands are not of equal length
            (each seat that has played to the trick in progress holds one card fewer).
    """
    for seat in Seat:
        if table.is_partial(seat):
            raise DoubleDummyError(
                f"double dummy needs every hand: {seat.letter}'s hand is only partly known")
    hands = (table.hand(Seat.N).mask, table.hand(Seat.E).mask, table.hand(Seat.S).mask,
             table.hand(Seat.W).mask)
    trick = tuple(c.index for _, c in table.current_trick)
    return _checked(DDPosition(hands, table.trump, table.leader, trick))


def _checked(pos: DDPosition) -> DDPosition:
    """``pos`` itself once it is a position the solver accepts.

    Raises:
        DoubleDummyError: four or more cards in the trick, a card both held and in the trick or
            in two hands, or hands of unequal length.
    """
    if len(pos.trick) > 3:
        raise DoubleDummyError(f"the trick in progress holds {len(pos.trick)} cards; at most 3 are possible")
    seen = 0
    for mask in pos.hands:
        if seen & mask:
            raise DoubleDummyError(f"{cards_of_mask(seen & mask)[0]} is in two hands")
        seen |= mask
    for i in pos.trick:
        if seen >> i & 1:
            raise DoubleDummyError(f"{Card.from_index(i)} is both held and in the trick in progress")
        seen |= 1 << i
    played = {Seat((pos.leader + k) & 3) for k in range(len(pos.trick))}
    base = pos.hands[pos.leader].bit_count() + (1 if pos.trick else 0)
    for seat in Seat:
        expected = base - (1 if seat in played else 0)
        held = pos.hands[seat].bit_count()
        if held != expected:
            sizes = ", ".join(f"{s.letter} {pos.hands[s].bit_count()}" for s in Seat)
            raise DoubleDummyError(
                f"unequal hands ({sizes} cards, {len(pos.trick)} in the trick led by {pos.leader.letter}): "
                f"{seat.letter} should hold {expected}")
    return pos


def dd_values_of(pos: DDPosition) -> dict[Card, int]:
    """For each legal card of the seat to play in ``pos``: the remaining tricks its side wins if
    it plays that card, then best play by both sides (Law 44 only). Empty when no trick remains.

    Cached (the same position is solved once per process).

    Raises:
        DoubleDummyError: ``pos`` is impossible (see :func:`dd_position`).
    """
    if pos.remaining == 0:
        return {}
    return dict(_solve(_checked(pos), 3))


def dd_card_values(table: Table) -> dict[Card, int]:
    """For each legal card (Law 44) of the seat to play on ``table``: the remaining tricks (the
    trick in progress included) that the side of that seat wins if it plays the card and both
    sides then play their best. Empty once all thirteen tricks are played.

    Raises:
        DoubleDummyError: a hand is only partly known, or the hands are of unequal length.
    """
    return dd_values_of(dd_position(table))


def dd_remaining_tricks(table: Table, side_of: Seat) -> int:
    """The remaining tricks (the trick in progress included) that the side of ``side_of`` wins
    with best play by both sides from the position on ``table``. 0 once play is over.

    Raises:
        DoubleDummyError: a hand is only partly known, or the hands are of unequal length.
    """
    pos = dd_position(table)
    return dd_side_tricks(pos, side_of)


def dd_side_tricks(pos: DDPosition, side_of: Seat) -> int:
    """:func:`dd_remaining_tricks` on a :class:`DDPosition`.

    Raises:
        DoubleDummyError: ``pos`` is impossible.
    """
    best = dd_best_of(pos)
    return best if pos.turn.same_side(side_of) else pos.remaining - best


# ------------------------------------------------------------------ the solver (endplay's DDS)

#: bridgelaw suit (C D H S = 0-3) -> DDS denomination (S H D C NT = 0-4) is ``3 - suit``.


@lru_cache(maxsize=1)
def _dds_module() -> Any:
    """endplay's DDS bindings (``endplay._dds``: ctypes over libdds), loaded without running
    ``endplay/__init__``, which imports endplay's dealer scripts and with them matplotlib (about
    0.5 s and 86 MB once per process, for nothing the solver needs); the ordinary import when
    the package is laid out otherwise. Raises ImportError: endplay is not installed."""
    import importlib.util
    import os
    import sys

    found = sys.modules.get("endplay._dds")
    if found is not None:
        return found
    spec = importlib.util.find_spec("endplay")
    where = list(spec.submodule_search_locations or []) if spec is not None else []
    init = os.path.join(where[0], "_dds", "__init__.py") if where else ""
    if "endplay" in sys.modules or not os.path.isfile(init):
        from endplay import _dds as dds

        return dds
    sub = importlib.util.spec_from_file_location("endplay._dds", init,
                                                 submodule_search_locations=[os.path.dirname(init)])
    assert sub is not None and sub.loader is not None
    module = importlib.util.module_from_spec(sub)
    sys.modules["endplay._dds"] = module
    try:
        sub.loader.exec_module(module)
    except BaseException:
        del sys.modules["endplay._dds"]
        raise
    return module


def _deal_struct(pos: DDPosition) -> object:
    """endplay's ``_dds.deal`` structure of ``pos`` (checked): DDS suits S H D C, ranks as the
    bits 2-14 of a holding, the trick in progress as suit/rank pairs."""
    _dds = _dds_module()

    dl = _dds.deal()
    dl.trump = 4 if pos.trump is None else 3 - int(pos.trump)
    dl.first = int(pos.leader)
    for k in range(3):
        if k < len(pos.trick):
            i = pos.trick[k]
            dl.currentTrickSuit[k] = 3 - i // 13
            dl.currentTrickRank[k] = i % 13 + 2
        else:
            dl.currentTrickSuit[k] = 0
            dl.currentTrickRank[k] = 0
    for seat in range(4):
        mask = pos.hands[seat]
        for suit in range(4):
            dl.remainCards[seat][3 - suit] = ((mask >> (13 * suit)) & 0x1FFF) << 2
    return dl


@lru_cache(maxsize=1 << 16)
def _solve(pos: DDPosition, solutions: int = 3) -> tuple[tuple[Card, int], ...]:
    """Ask DDS (``endplay.dds.solve_board``'s call, on a structure filled directly) for the
    cards of ``pos`` (already checked) with their values: every legal card (``solutions=3``) or
    only one best card (``solutions=1``). Sorted by card.

    Raises:
        DoubleDummyError: DDS refused the position anyway (its own message).
    """
    _dds = _dds_module()

    fut = _dds.futureTricks()
    try:
        _dds.SolveBoard(_deal_struct(pos), -1 if solutions == 1 else 0, solutions, 1, fut, 0)
    except _dds.DDSError as e:
        raise DoubleDummyError(f"the double-dummy solver refused the position: {e}") from None
    out = []
    for k in range(fut.cards):
        suit = 3 - fut.suit[k]
        holding = (1 << fut.rank[k]) | fut.equals[k]
        for rank in range(2, 15):
            if holding >> rank & 1:
                out.append((_CARDS[suit * 13 + rank - 2], int(fut.score[k])))
    return tuple(sorted(out, key=lambda ct: ct[0].index))


_CARDS = [Card.from_index(i) for i in range(52)]


def dd_best_of(pos: DDPosition) -> int:
    """The remaining tricks the side to play in ``pos`` wins with best play by both sides (one
    solver call that looks for a single best card: cheaper than :func:`dd_values_of`). 0 when
    no trick remains. Cached.

    Raises:
        DoubleDummyError: ``pos`` is impossible.
    """
    if pos.remaining == 0:
        return 0
    solved = _solve(_checked(pos), 1)
    return max(v for _, v in solved)


def dd_best_card_of(pos: DDPosition) -> Card:
    """A best card for the seat to play in ``pos`` (the lowest of the cards DDS finds equal to
    its best), from the same cheaper solver call as :func:`dd_best_of`. Cached.

    Raises:
        DoubleDummyError: ``pos`` is impossible, or no trick remains.
    """
    if pos.remaining == 0:
        raise DoubleDummyError("no trick remains: there is no card to play")
    solved = _solve(_checked(pos), 1)
    top = max(v for _, v in solved)
    return min(c for c, v in solved if v == top)
