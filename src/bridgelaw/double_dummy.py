"""Double-dummy analysis of a bridgelaw position: a thin wrapper over endplay's DDS bindings.

The position is a :class:`~bridgelaw.table.Table` with every hand known: the remaining cards of
the four hands, the trump suit, the seat to play and the trick in progress (any point mid-trick).
Double dummy means every player sees every card and both sides play their best (Bo Haglund's DDS
solver, through :func:`endplay.dds.solve_board`; not a solver of our own).

Public API::

    dd_remaining_tricks(table, side_of) -> int        the side's tricks of the remaining ones
    dd_card_values(table) -> dict[Card, int]          per legal card of the seat to play
    dd_position(table) -> DDPosition                  the position as plain values (checked)
    dd_values_of(position) -> dict[Card, int]         dd_card_values on a DDPosition (cached)

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

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from bridgelaw.cards import SUIT_MASKS, Card, Seat, Suit, cards_of_mask
from bridgelaw.errors import BridgeLawError
from bridgelaw.table import Table

__all__ = [
    "DDPosition",
    "DoubleDummyError",
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
    return dict(_solve(_checked(pos)))


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
    values = dd_values_of(pos)
    if not values:
        return 0
    best = max(values.values())
    return best if pos.turn.same_side(side_of) else pos.remaining - best


# ------------------------------------------------------------------ the solver (endplay's DDS)

#: bridgelaw suit (C D H S = 0-3) -> DDS denomination (S H D C NT = 0-4)
_DENOM_OF_SUIT = (3, 2, 1, 0)


@lru_cache(maxsize=1 << 16)
def _solve(pos: DDPosition) -> tuple[tuple[Card, int], ...]:
    """Ask DDS for every legal card's value in ``pos`` (already checked): ``(card, tricks)``.

    Raises:
        DoubleDummyError: DDS refused the position anyway (its own message).
    """
    from endplay._dds import DDSError
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    hands = list(pos.hands)
    for k, i in enumerate(pos.trick):  # the trick's cards back in their hands, then played
        hands[(pos.leader + k) & 3] |= 1 << i
    deal = Deal(_pbn(hands), first=Player(int(pos.leader)),
                trump=Denom.nt if pos.trump is None else Denom(_DENOM_OF_SUIT[pos.trump]))
    try:
        for i in pos.trick:
            deal.play(_endplay_card(Card.from_index(i)))
        solved = list(solve_board(deal))
    except (DDSError, RuntimeError) as e:
        raise DoubleDummyError(f"the double-dummy solver refused the position: {e}") from None
    out = []
    for ecard, tricks in solved:
        suit = Suit(3 - int(ecard.suit))
        rank = int(ecard.rank).bit_length() - 1  # endplay's rank is the bit 1 << rank
        out.append((Card.from_index(suit * 13 + rank - 2), int(tricks)))
    return tuple(sorted(out, key=lambda ct: ct[0].index))


def _pbn(hands: Sequence[int]) -> str:
    """The PBN deal ``N:...`` of four masks (spades first in each hand)."""
    parts = []
    for mask in hands:
        suits = []
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            cards = cards_of_mask(mask & SUIT_MASKS[suit])
            suits.append("".join(c.rank.letter for c in reversed(cards)))
        parts.append(".".join(suits))
    return "N:" + " ".join(parts)


def _endplay_card(card: Card) -> str:
    """The card as endplay reads it (``"SA"``, ``"HT"``)."""
    return card.suit.letter + card.rank.letter
