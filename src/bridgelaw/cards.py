"""The vocabulary of Law 44: suits, ranks, cards, seats, denominations, hands, deals, contracts,
and a board's vulnerability.

Every type here is an immutable value, cheap to hash and compare. Underneath, a card is an
integer 0-51 (``suit * 13 + rank - 2``) and a hand is a 52-bit mask; the public API speaks in
:class:`Card`, :class:`Hand` and :class:`Seat`, never in integers.

Notation follows PBN 2.1: a card is two characters, suit then rank (``"SA"``, ``"HT"``,
``"D2"``); ``10`` is accepted for ``T`` on input. A hand is ``S.H.D.C`` (``"KJ852.QT864.Q.32"``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from typing import Final

from bridgelaw._errors import NotationError

__all__ = [
    "ALL_CARDS",
    "Card",
    "Contract",
    "Deal",
    "Denomination",
    "Hand",
    "Rank",
    "Seat",
    "Suit",
    "Vulnerability",
]


class Suit(IntEnum):
    """A suit, ordered by rank for bidding (clubs lowest). Letter: ``C D H S``."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    def __bool__(self) -> bool:
        """Always True: a member is a value, never "nothing" (``Suit.CLUBS`` is 0 as an integer, which
        would otherwise make ``if x:`` silently skip it)."""
        return True

    @property
    def letter(self) -> str:
        """The PBN letter: ``"C"``, ``"D"``, ``"H"`` or ``"S"``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ``♣ ♦ ♥ ♠``."""
        return "♣♦♥♠"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a letter (any case) or a symbol.

        Raises:
            NotationError: the text names no suit.
        """
        t = text.strip().upper()
        if len(t) == 1:
            i = "CDHS".find(t)
            if i < 0:
                i = "♣♦♥♠".find(t)
            if i < 0:
                i = "♧♢♡♤".find(t)
            if i >= 0:
                return _SUITS[i]
        raise NotationError(f"{text!r} is not a suit (expected one of S, H, D, C or ♠♥♦♣)")

    def __str__(self) -> str:
        return self.letter


_SUITS: Final = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
#: Suits in the order PBN writes a hand: spades, hearts, diamonds, clubs.
PBN_SUIT_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(IntEnum):
    """A rank, 2 (deuce) to 14 (ace). Letter: ``2-9 T J Q K A``."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """The PBN letter: ``"2"`` … ``"9"``, ``"T"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``."""
        return _RANK_LETTERS[self - 2]

    @property
    def is_honour(self) -> bool:
        """True for the ace, king, queen, jack and ten (Law 50B: "honour rank")."""
        return self >= Rank.TEN

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank from ``2-9``, ``T``/``10``, ``J``, ``Q``, ``K``, ``A`` (any case).

        Raises:
            NotationError: the text names no rank.
        """
        t = text.strip().upper()
        if t == "10":
            return Rank.TEN
        if len(t) == 1:
            i = _RANK_LETTERS.find(t)
            if i >= 0:
                return _RANKS[i]
        raise NotationError(f"{text!r} is not a rank (expected 2-9, T or 10, J, Q, K, A)")

    def __str__(self) -> str:
        return self.letter


_RANK_LETTERS: Final = "23456789TJQKA"
_RANKS: Final = tuple(Rank(r) for r in range(2, 15))


class Card:
    """A playing card, e.g. ``Card.parse("SA")``; interned (there are exactly 52 objects).

    ``card.index`` is ``suit * 13 + rank - 2`` (0 = club two, 51 = spade ace). Cards order by
    suit then rank. ``str(card)`` is the PBN form ``"SA"``.
    """

    __slots__ = ("bit", "index", "rank", "suit")
    suit: Suit
    rank: Rank
    index: int
    bit: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return _CARDS[int(suit) * 13 + int(rank) - 2]

    @classmethod
    def _make(cls, index: int) -> Card:
        obj = object.__new__(cls)
        object.__setattr__(obj, "suit", _SUITS[index // 13])
        object.__setattr__(obj, "rank", _RANKS[index % 13])
        object.__setattr__(obj, "index", index)
        object.__setattr__(obj, "bit", 1 << index)
        return obj

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    @staticmethod
    def from_index(index: int) -> Card:
        """The card with integer form ``index`` (0-51).

        Raises:
            NotationError: index out of range.
        """
        if not 0 <= index < 52:
            raise NotationError(f"card index {index} is out of range 0-51")
        return _CARDS[index]

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card: suit then rank (``"SA"``, ``"h10"``, ``"♠Q"``); rank then suit is also
        accepted when unambiguous (``"AS"``, ``"10H"``).

        Raises:
            NotationError: the text is not a card; the message says why.
        """
        t = text.strip()
        hit = _PARSE_CACHE.get(t)
        if hit is not None:
            return hit
        u = t.upper()
        if len(u) >= 2:
            try:
                return _CARDS[Suit.parse(u[0]) * 13 + Rank.parse(u[1:]) - 2]
            except NotationError:
                pass
            try:
                return _CARDS[Suit.parse(u[-1]) * 13 + Rank.parse(u[:-1]) - 2]
            except NotationError:
                pass
        raise NotationError(
            f"{text!r} is not a card: write the suit (S, H, D, C) then the rank (2-9, T or 10, J, Q, K, A),"
            " e.g. 'SA', 'HT', 'D2'"
        )

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return self.suit.letter + self.rank.letter

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def pretty(self) -> str:
        """The card with its suit symbol, e.g. ``"♠A"``."""
        return self.suit.symbol + ("10" if self.rank == Rank.TEN else self.rank.letter)


_CARDS: Final[list[Card]] = [Card._make(i) for i in range(52)]
_PARSE_CACHE: Final[dict[str, Card]] = {}
for _c in _CARDS:
    for _s in (_c.suit.letter, _c.suit.letter.lower(), _c.suit.symbol):
        for _r in {_c.rank.letter, _c.rank.letter.lower()} | ({"10"} if _c.rank == Rank.TEN else set()):
            _PARSE_CACHE[_s + _r] = _c
#: All 52 cards, club two first.
ALL_CARDS: Final[tuple[Card, ...]] = tuple(_CARDS)
FULL_MASK: Final = (1 << 52) - 1
SUIT_MASKS: Final = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))


def cards_of_mask(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, lowest index first (internal helper)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def mask_of(cards: Iterable[Card]) -> int:
    """The 52-bit mask of ``cards`` (internal helper)."""
    m = 0
    for c in cards:
        m |= c.bit
    return m


class Seat(IntEnum):
    """A seat at the table: N, E, S, W (in clockwise order of play)."""

    N = 0
    E = 1
    S = 2
    W = 3

    def __bool__(self) -> bool:
        """Always True: a member is a value, never "nothing" (``Seat.N`` is 0 as an integer, which
        would otherwise make ``if x:`` silently skip it)."""
        return True

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat to play after this one."""
        return _SEATS[(self + 1) & 3]

    @property
    def partner(self) -> Seat:
        """The partner sitting opposite."""
        return _SEATS[(self + 2) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the seat that plays just before this one."""
        return _SEATS[(self + 3) & 3]

    @property
    def letter(self) -> str:
        """``"N"``, ``"E"``, ``"S"`` or ``"W"``."""
        return "NESW"[self]

    def same_side(self, other: Seat) -> bool:
        """True if ``other`` is this seat or its partner."""
        return (self - other) % 2 == 0

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read a seat from ``N E S W`` or ``north``/``east``/``south``/``west`` (any case).

        Raises:
            NotationError: the text names no seat.
        """
        t = text.strip().upper()
        if t in ("N", "NORTH"):
            return Seat.N
        if t in ("E", "EAST"):
            return Seat.E
        if t in ("S", "SOUTH"):
            return Seat.S
        if t in ("W", "WEST"):
            return Seat.W
        raise NotationError(f"{text!r} is not a seat (expected N, E, S or W)")

    def __str__(self) -> str:
        return self.letter


_SEATS: Final = (Seat.N, Seat.E, Seat.S, Seat.W)


class Denomination(IntEnum):
    """The denomination of a contract: a trump suit or no trump (NT)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    def __bool__(self) -> bool:
        """Always True: a member is a value, never "nothing" (``Denomination.CLUBS`` is 0 as an integer, which
        would otherwise make ``if x:`` silently skip it)."""
        return True

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or None in no trump."""
        return None if self == Denomination.NOTRUMP else _SUITS[self]

    @property
    def letter(self) -> str:
        """``"C"``, ``"D"``, ``"H"``, ``"S"`` or ``"NT"``."""
        return ("C", "D", "H", "S", "NT")[self]

    @classmethod
    def parse(cls, text: str) -> Denomination:
        """Read ``C D H S NT`` (also ``N``, ``SA``-free forms ``NT``/``N``, symbols).

        Raises:
            NotationError: the text names no denomination.
        """
        t = text.strip().upper()
        if t in ("NT", "N", "NOTRUMP", "NOTRUMPS"):
            return Denomination.NOTRUMP
        return Denomination(int(Suit.parse(t)))

    def __str__(self) -> str:
        return self.letter


class Hand:
    """An immutable set of cards held by one seat.

    Build it from cards (``Hand([Card.parse("SA")])``) or from PBN (``Hand.parse("AK.QJ..T9")``);
    iterate to get cards, highest suit (spades) first and highest rank first within a suit.
    """

    __slots__ = ("_mask",)
    _mask: int

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        object.__setattr__(self, "_mask", mask_of(cards))

    @classmethod
    def from_mask(cls, mask: int) -> Hand:
        """A hand from a 52-bit mask (bit ``card.index`` set for each card held)."""
        h = object.__new__(cls)
        object.__setattr__(h, "_mask", mask & FULL_MASK)
        return h

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Hand is immutable")

    @property
    def mask(self) -> int:
        """The 52-bit mask of the hand."""
        return self._mask

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a PBN hand ``S.H.D.C``; ranks in any order and case; ``10`` accepted for ``T``;
        ``-`` or an empty string is an empty (unknown) hand.

        Raises:
            NotationError: not four dot-separated suits, an unknown rank, or a repeated card.
        """
        t = text.strip()
        if t in ("", "-"):
            return cls.from_mask(0)
        parts = t.split(".")
        if len(parts) != 4:
            raise NotationError(f"hand {text!r} must have four suits separated by dots (S.H.D.C)")
        mask = 0
        for suit, holding in zip(PBN_SUIT_ORDER, parts, strict=True):
            h = holding.strip().upper().replace("10", "T")
            if h == "-":
                h = ""
            for ch in h:
                if ch in "X ":
                    raise NotationError(f"hand {text!r}: unknown small card 'x' is not allowed here")
                i = _RANK_LETTERS.find(ch)
                if i < 0:
                    raise NotationError(f"hand {text!r}: {ch!r} is not a rank")
                bit = 1 << (suit * 13 + i)
                if mask & bit:
                    raise NotationError(f"hand {text!r}: {suit.letter}{ch} is listed twice")
                mask |= bit
        return cls.from_mask(mask)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self._mask & card.bit)

    def __iter__(self) -> Iterator[Card]:
        for suit in PBN_SUIT_ORDER:
            yield from reversed(cards_of_mask(self._mask & SUIT_MASKS[suit]))

    def __len__(self) -> int:
        return self._mask.bit_count()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and other._mask == self._mask

    def __hash__(self) -> int:
        return hash(self._mask)

    def suit(self, suit: Suit) -> list[Card]:
        """The cards of ``suit`` in this hand, highest first."""
        return list(reversed(cards_of_mask(self._mask & SUIT_MASKS[suit])))

    def has_suit(self, suit: Suit) -> bool:
        """True if the hand holds at least one card of ``suit``."""
        return bool(self._mask & SUIT_MASKS[suit])

    def add(self, card: Card) -> Hand:
        """A new hand with ``card`` added."""
        return Hand.from_mask(self._mask | card.bit)

    def remove(self, card: Card) -> Hand:
        """A new hand without ``card``."""
        return Hand.from_mask(self._mask & ~card.bit)

    def to_pbn(self) -> str:
        """The PBN form ``S.H.D.C`` (``"KJ852.QT864.Q.32"``)."""
        return ".".join("".join(c.rank.letter for c in self.suit(s)) for s in PBN_SUIT_ORDER)

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Hand({self.to_pbn()!r})"


@dataclass(frozen=True, slots=True)
class Deal:
    """The four hands of a board, indexed by :class:`Seat`. A hand may be empty when unknown.

    ``Deal.parse("N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 ...")`` reads a PBN ``[Deal]`` value:
    the first seat, then four hands clockwise; ``-`` stands for an unknown hand.
    """

    hands: tuple[Hand, Hand, Hand, Hand]

    def __post_init__(self) -> None:
        seen = 0
        for seat, h in zip(Seat, self.hands, strict=True):
            if seen & h.mask:
                dup = cards_of_mask(seen & h.mask)[0]
                raise NotationError(f"deal: {dup} is in two hands (again in {seat.letter})")
            seen |= h.mask

    def __getitem__(self, seat: Seat) -> Hand:
        return self.hands[seat]

    @property
    def is_complete(self) -> bool:
        """True when every hand has 13 cards."""
        return all(len(h) == 13 for h in self.hands)

    @classmethod
    def parse(cls, text: str) -> Deal:
        """Read a PBN ``[Deal]`` value ``"F:h1 h2 h3 h4"`` (F = first seat; hands clockwise).

        Raises:
            NotationError: malformed value, a bad hand, or a card in two hands.
        """
        t = text.strip()
        if len(t) < 2 or t[1] != ":":
            raise NotationError(f"deal {text!r} must start with the first seat and a colon, e.g. 'N:'")
        first = Seat.parse(t[0])
        parts = t[2:].split()
        if len(parts) != 4:
            raise NotationError(f"deal {text!r} must list four hands separated by spaces")
        hands: list[Hand] = [Hand()] * 4
        for i, p in enumerate(parts):
            hands[(first + i) & 3] = Hand.parse(p)
        return cls((hands[0], hands[1], hands[2], hands[3]))

    def to_pbn(self, first: Seat = Seat.N) -> str:
        """The PBN ``[Deal]`` value starting at ``first``; an empty hand is written ``-``."""
        parts = []
        for i in range(4):
            h = self.hands[(first + i) & 3]
            parts.append(h.to_pbn() if len(h) else "-")
        return f"{first.letter}:" + " ".join(parts)

    def __str__(self) -> str:
        return self.to_pbn()


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract: level (1-7, or None when only the denomination is known), denomination,
    ``penalty`` (``""``, ``"X"`` or ``"XX"``) and declarer. Dummy is declarer's partner.

    ``Contract.parse("4SX", Seat.S)``; also accepts ``"4SXS"``-style PBN forms with the declarer
    given separately, bare denominations (``"S"``, ``"NT"``), and ``"3NT"``.
    """

    level: int | None
    denomination: Denomination
    declarer: Seat
    penalty: str = ""

    def __post_init__(self) -> None:
        if self.level is not None and not 1 <= self.level <= 7:
            raise NotationError(f"contract level {self.level} is not 1-7")
        if self.penalty not in ("", "X", "XX"):
            raise NotationError(f"contract penalty {self.penalty!r} must be '', 'X' or 'XX'")

    @property
    def dummy(self) -> Seat:
        """Declarer's partner."""
        return self.declarer.partner

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or None in no trump."""
        return self.denomination.trump

    @classmethod
    def parse(cls, text: str, declarer: Seat | str) -> Contract:
        """Read ``"2S"``, ``"3NT"``, ``"4HX"``, ``"6CXX"``, or a bare ``"S"``/``"NT"``.

        Raises:
            NotationError: the text is not a contract.
        """
        d = declarer if isinstance(declarer, Seat) else Seat.parse(declarer)
        t = text.strip().upper().replace(" ", "")
        pen = ""
        if t.endswith("XX"):
            pen, t = "XX", t[:-2]
        elif t.endswith("X"):
            pen, t = "X", t[:-1]
        level: int | None = None
        if t[:1].isdigit():
            level, t = int(t[0]), t[1:]
        if not t:
            raise NotationError(f"contract {text!r} has no denomination")
        try:
            den = Denomination.parse(t)
        except NotationError:
            raise NotationError(f"contract {text!r}: {t!r} is not a denomination (C, D, H, S, NT)") from None
        return cls(level, den, d, pen)

    @property
    def text(self) -> str:
        """The contract without its declarer, as PBN's ``[Contract]`` writes it: ``"4H"``,
        ``"3NTX"``, ``"SXX"`` (a bare denomination when the level is not known)."""
        lvl = "" if self.level is None else str(self.level)
        return f"{lvl}{self.denomination.letter}{self.penalty}"

    def __str__(self) -> str:
        return f"{self.text} by {self.declarer.letter}"


#: How a vulnerability may be written: the incident's ``none|ns|ew|both`` and PBN's
#: ``[Vulnerable]`` forms (``None``, ``NS``, ``EW``, ``All``, ``Both``, ``-``, ``Love``).
_VULNERABLE: Final = {"none": "none", "-": "none", "love": "none", "ns": "ns", "n-s": "ns", "n/s": "ns",
                      "ew": "ew", "e-w": "ew", "e/w": "ew", "both": "both", "all": "both"}


_ROTATION: Final = ("none", "ns", "ew", "both", "ns", "ew", "both", "none",
                    "ew", "both", "none", "ns", "both", "none", "ns", "ew")


class Vulnerability(StrEnum):
    """Which sides of a board are vulnerable (the incident's ``vulnerable``; PBN ``[Vulnerable]``)."""

    NONE = "none"
    NS = "ns"
    EW = "ew"
    BOTH = "both"

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read ``none``, ``ns``, ``ew`` or ``both`` (any case), or a PBN form (``None``,
        ``NS``, ``EW``, ``All``, ``Both``, ``-``, ``Love``).

        Raises:
            NotationError: the text is no vulnerability.
        """
        found = _VULNERABLE.get(str(text).strip().lower())
        if found is None:
            raise NotationError(f"{text!r} is not a vulnerability (none, ns, ew or both)")
        return cls(found)

    @classmethod
    def of_board(cls, number: int) -> Vulnerability:
        """The vulnerability of board ``number`` (1, 2, ...) in the standard rotation of 16 (Law 2):
        none, NS, EW, both, NS, EW, both, none, EW, both, none, NS, both, none, NS, EW."""
        return cls(_ROTATION[(number - 1) % 16])

    def of(self, seat: Seat) -> bool:
        """Whether the side of ``seat`` is vulnerable."""
        ns = seat in (Seat.N, Seat.S)
        return self is Vulnerability.BOTH or (self is Vulnerability.NS and ns) or (
            self is Vulnerability.EW and not ns)

    @property
    def pbn(self) -> str:
        """The PBN ``[Vulnerable]`` value: ``None``, ``NS``, ``EW`` or ``All``."""
        return {"none": "None", "ns": "NS", "ew": "EW", "both": "All"}[self.value]
