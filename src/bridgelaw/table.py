"""The table: Law 44 (sequence and procedure of play) as a python-chess-style board.

A :class:`Table` is built from a deal and a contract, or from a mid-play position with partly
known hands. It knows whose turn it is, who is dummy, the tricks so far with their leaders and
winners, the tricks won by each side, and :meth:`Table.legal_cards`. :meth:`Table.play` applies
Law 44 and raises a typed error without changing state; :meth:`Table.undo` takes back the last
card, any number of times, across tricks. A card played illegally at the table (a revoke) can
be *recorded* with ``play(card, allow_illegal=True)``; it is marked in :attr:`Table.revokes`
(Laws 61-64 deal with it later).

Law 44 clauses implemented here:

* 44A  the lead: any card of the leader's hand (subject to restrictions).
* 44B  the others play in clockwise rotation.
* 44C  follow suit if able; it outranks every restriction (Laws 50-57, 59).
* 44D  unable to follow: any card.
* 44E  a trick containing a trump is won by the highest trump.
* 44F  otherwise by the highest card of the suit led.
* 44G  the winner of a trick leads to the next.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from bridgelaw.cards import (
    FULL_MASK,
    SUIT_MASKS,
    Card,
    Contract,
    Deal,
    Hand,
    Seat,
    Suit,
    cards_of_mask,
)
from bridgelaw.errors import (
    CardNotHeldError,
    IllegalCardError,
    NotationError,
    NotYourTurnError,
    PlayOverError,
)

__all__ = ["Restriction", "Revoke", "Table", "Trick", "trick_winner"]


class Trick(NamedTuple):
    """One trick: its number (1-13), leader, the cards in play order, and winner (None until
    four cards are played). Immutable (a named tuple: cheap to create on the hot path)."""

    number: int
    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat | None = None

    @property
    def suit_led(self) -> Suit | None:
        """The suit of the card led, or None if nothing is led yet."""
        return self.cards[0][1].suit if self.cards else None

    def card_of(self, seat: Seat) -> Card | None:
        """The card ``seat`` played to this trick, or None."""
        for s, c in self.cards:
            if s == seat:
                return c
        return None

    def __str__(self) -> str:
        body = " ".join(f"{s.letter}:{c}" for s, c in self.cards)
        win = f" won by {self.winner.letter}" if self.winner is not None else ""
        return f"trick {self.number}: {body}{win}"


@dataclass(frozen=True, slots=True)
class Revoke:
    """A card recorded although it did not follow suit (Law 61): trick number, seat, card,
    and the suit that was led. ``prohibited``: the card is a lead of a suit declarer prohibited
    (50D2(a), 51B: a revoke by 61A); ``suit_led`` is then that suit, and a correction is a card
    of any other suit (62B)."""

    trick: int
    seat: Seat
    card: Card
    suit_led: Suit
    prohibited: bool = False


class Restriction(Protocol):
    """A restriction on a seat's legal plays from another Law (50C, 50D, 51, 52, 54, 57 ...).

    ``narrow`` gets the cards legal under Law 44 (a 52-bit mask) and returns the subset that
    the restriction allows. If the result is empty the player cannot comply and may play any
    card legal under Law 44 (Law 59), so 44C always outranks a restriction.
    """

    seat: Seat
    law: str

    def narrow(self, table: Table, legal_mask: int) -> int: ...


#: Seat -> its LHO, by index (faster than ``Seat.lho`` on the hot path).
_LHO = (Seat.E, Seat.S, Seat.W, Seat.N)
_NOBODY: frozenset[Seat] = frozenset()


def trick_winner(cards: Sequence[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    """The seat that wins a complete trick, or is winning an incomplete one so far (Law 44E/44F).

    Args:
        cards: the (seat, card) pairs in play order, the lead first (at least one).
        trump: the trump suit, or None in no trump.
    """
    it = iter(cards)
    best_seat, best = next(it)
    suit = best.suit
    top = best.index
    for seat, card in it:
        s = card.suit
        if s is suit:
            if card.index > top:
                best_seat, top = seat, card.index
        elif s is trump:
            best_seat, suit, top = seat, s, card.index
    return best_seat


#: One entry of the undo history: (seat, card, revealed, completed trick, revoke, previous leader).
_Undo = tuple[Seat, Card, bool, "Trick | None", bool, Seat]


@dataclass(slots=True)
class _State:
    hands: list[int]
    located: int
    trick: list[tuple[Seat, Card]]
    tricks: list[Trick]
    leader: Seat
    turn: Seat
    won: list[int]
    history: list[_Undo] = field(default_factory=list)
    revokes: list[Revoke] = field(default_factory=list)
    first_trick_number: int = 1


class Table:
    """The play of one board under Law 44, with push/pop semantics like python-chess's Board.

    Build it with ``Table(deal, contract)`` for a whole deal before the opening lead, or
    :meth:`Table.from_position` for a mid-play position with partly known hands.

    Attributes:
        contract: the contract (declarer, denomination, level).
        restrictions: restrictions from other Laws applied on top of Law 44 by
            :meth:`legal_cards` and :meth:`play` (Law 59 fallback; 44C outranks them).
    """

    __slots__ = ("_partial", "_st", "_trump", "contract", "restrictions")

    def __init__(self, deal: Deal, contract: Contract) -> None:
        """Start the play of ``deal`` in ``contract``: declarer's LHO is on opening lead (41A).

        Hands with fewer than 13 cards are treated as partly known (any unseen card may come
        from them). Raises nothing on a complete deal.
        """
        self.contract = contract
        self._trump = contract.trump
        hands = [h.mask for h in deal.hands]
        located = hands[0] | hands[1] | hands[2] | hands[3]
        if located == FULL_MASK and (hands[0].bit_count() == hands[1].bit_count()
                                     == hands[2].bit_count() == 13):
            self._partial: frozenset[Seat] = _NOBODY
        else:
            self._partial = frozenset(s for s in Seat if hands[s].bit_count() < 13)
        lead = _LHO[contract.declarer]
        self._st = _State(hands, located, [], [], lead, lead, [0, 0])
        self.restrictions: list[Restriction] = []

    @classmethod
    def from_position(
        cls,
        contract: Contract,
        hands: Mapping[Seat, Hand],
        *,
        partial: Iterable[Seat] = (),
        trick: Sequence[tuple[Seat, Card]] = (),
        leader: Seat | None = None,
        trick_number: int | None = None,
        tricks_won: tuple[int, int] = (0, 0),
        last_trick: Trick | None = None,
    ) -> Table:
        """A table in the middle of play, as a director is told it.

        Args:
            contract: the contract.
            hands: CURRENT holdings (cards not yet played) of the seats that are known.
                A seat that is missing is entirely unknown.
            partial: seats whose listed cards are only some of what they hold.
            trick: cards already played to the current trick, in order (the lead first).
            leader: who leads the current trick when ``trick`` is empty; defaults to the
                winner of ``last_trick``, else declarer's LHO.
            trick_number: the number (1-13) of the current trick; inferred from the hand
                sizes of complete hands when omitted.
            tricks_won: tricks already won by (N/S, E/W).
            last_trick: the previous trick, when known (46B3(a) needs its winner).

        Raises:
            NotationError: a card listed twice (in two hands or in a hand and the trick).
            ValueError: the trick has more than three cards or its seats are out of rotation.
        """
        if len(trick) > 3:
            raise ValueError("the current trick can hold at most three cards")
        masks = [0, 0, 0, 0]
        part = set(partial)
        located = 0
        for s in Seat:
            if s in hands:
                m = hands[s].mask
                if located & m:
                    raise NotationError(f"{cards_of_mask(located & m)[0]} is listed in two hands")
                masks[s] = m
                located |= m
            else:
                part.add(s)
        for _, c in trick:
            if located & c.bit:
                raise NotationError(f"{c} is listed both in a hand and in the current trick")
            located |= c.bit
        if last_trick is not None:
            for _, c in last_trick.cards:
                located |= c.bit
        lead_seat = _leader_of(contract, trick, leader, last_trick)
        if trick_number is None:
            trick_number = _trick_number_of(masks, part, trick, last_trick)
        self = cls.__new__(cls)
        self.contract = contract
        self._trump = contract.trump
        self._partial = frozenset(part)
        turn = Seat((lead_seat + len(trick)) & 3)
        self._st = _State(masks, located, list(trick), [], lead_seat, turn, list(tricks_won))
        self._st.first_trick_number = trick_number
        if last_trick is not None:
            self._st.tricks.append(last_trick)
            # the given trick sits in the list, so the count starts one lower
            self._st.first_trick_number = trick_number - 1
        self.restrictions = []
        return self

    # ------------------------------------------------------------------ state

    @property
    def declarer(self) -> Seat:
        """Declarer."""
        return self.contract.declarer

    @property
    def dummy(self) -> Seat:
        """Dummy: declarer's partner."""
        return self.contract.declarer.partner

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or None in no trump."""
        return self._trump

    @property
    def turn(self) -> Seat:
        """The seat whose turn it is to play (for dummy, declarer plays: Law 45B)."""
        return self._st.turn

    @property
    def leader(self) -> Seat:
        """The seat that led (or is to lead) the current trick."""
        return self._st.leader

    @property
    def current_trick(self) -> list[tuple[Seat, Card]]:
        """Cards played to the current, incomplete trick, in order (a copy)."""
        return list(self._st.trick)

    @property
    def suit_led(self) -> Suit | None:
        """The suit led to the current trick, or None if nobody has led yet."""
        t = self._st.trick
        return t[0][1].suit if t else None

    @property
    def tricks(self) -> list[Trick]:
        """Completed tricks in order (for a mid-play table, from the first one it saw)."""
        return list(self._st.tricks)

    @property
    def last_trick(self) -> Trick | None:
        """The most recent completed trick, or None."""
        return self._st.tricks[-1] if self._st.tricks else None

    @property
    def trick_number(self) -> int:
        """The number (1-13) of the current trick; 14 once all tricks are played."""
        return self._st.first_trick_number + len(self._st.tricks)

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks won so far by (N/S, E/W)."""
        return (self._st.won[0], self._st.won[1])

    def tricks_won_by(self, seat: Seat) -> int:
        """Tricks won so far by the side of ``seat``."""
        return self._st.won[seat & 1]

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer's side."""
        return self._st.won[self.contract.declarer & 1]

    @property
    def is_over(self) -> bool:
        """True once the 13th trick is complete."""
        return self.trick_number > 13

    @property
    def revokes(self) -> list[Revoke]:
        """Cards recorded with ``allow_illegal=True`` that failed to follow suit."""
        return list(self._st.revokes)

    @property
    def plays(self) -> list[tuple[Seat, Card]]:
        """Every card played through this table, in order (across tricks)."""
        return [(u[0], u[1]) for u in self._st.history]

    def hand(self, seat: Seat) -> Hand:
        """The cards ``seat`` is known to hold now (for a partial seat, only those known)."""
        return Hand.from_mask(self._st.hands[seat])

    def is_partial(self, seat: Seat) -> bool:
        """True if ``seat``'s holding is only partly known (unseen cards may come from it)."""
        return seat in self._partial

    def unseen_cards(self) -> list[Card]:
        """Cards not in any known hand and not played (held somewhere unknown)."""
        return cards_of_mask(FULL_MASK & ~self._st.located)

    # ----------------------------------------------------------------- legality

    def _legal_mask(self, seat: Seat) -> int:
        st = self._st
        hand = st.hands[seat]
        if st.trick:
            follow = hand & SUIT_MASKS[st.trick[0][1].suit]
            base = follow if follow else hand
        else:
            base = hand
        if self.restrictions:
            for r in self.restrictions:
                if r.seat == seat:
                    narrowed = r.narrow(self, base)
                    if narrowed:
                        base = narrowed
        return base

    def legal_cards(self, seat: Seat | None = None) -> list[Card]:
        """The known cards ``seat`` (default: the seat to play) may legally play now, lowest
        first: Law 44 (44C follow suit first), then restrictions (Laws 50-57; 59 fallback).

        For a partly known seat, unseen cards are not listed but may still be played.
        """
        return cards_of_mask(self._legal_mask(self._st.turn if seat is None else seat))

    def is_legal(self, card: Card, seat: Seat | None = None) -> bool:
        """True if ``card`` may be played now by ``seat`` (default: the seat to play)."""
        try:
            self._check(card, self._st.turn if seat is None else seat, allow_illegal=False)
        except (IllegalCardError, CardNotHeldError, NotYourTurnError, PlayOverError):
            return False
        return True

    def where_is(self, card: Card) -> str:
        """Where ``card`` is now, in words: ``"held by N"``, ``"played by E to trick 3"``,
        ``"in the current trick (W)"`` or ``"not seen"``."""
        st = self._st
        for s in Seat:
            if st.hands[s] & card.bit:
                return f"held by {s.letter}"
        for s, c in st.trick:
            if c is card:
                return f"in the current trick ({s.letter})"
        for t in st.tricks:
            for s, c in t.cards:
                if c is card:
                    return f"played by {s.letter} to trick {t.number}"
        return "not seen"

    def _check(self, card: Card, seat: Seat, *, allow_illegal: bool) -> tuple[bool, bool]:
        """Check a play; returns (revealed_from_unknown, is_revoke). Raises on refusal."""
        st = self._st
        if self.trick_number > 13:
            raise PlayOverError("all 13 tricks have been played", card=card, seat=seat, law="44")
        if seat != st.turn:
            raise NotYourTurnError(
                f"{seat.letter} cannot play {card}: it is {st.turn.letter}'s turn (Law 44B)",
                card=card, seat=seat, law="44B",
            )
        hand = st.hands[seat]
        revealed = False
        if not hand & card.bit:
            if seat in self._partial and not st.located & card.bit:
                revealed = True
            else:
                raise CardNotHeldError(
                    f"{seat.letter} cannot play {card}: it is {self.where_is(card)}",
                    card=card, seat=seat, law="44",
                )
        revoke = False
        if st.trick:
            led = st.trick[0][1].suit
            if card.suit != led and hand & SUIT_MASKS[led]:
                if not allow_illegal:
                    raise IllegalCardError(
                        f"{seat.letter} cannot play {card}: {led.letter} was led and "
                        f"{seat.letter} holds {', '.join(map(str, cards_of_mask(hand & SUIT_MASKS[led])))}"
                        " (Law 44C: follow suit)",
                        card=card, seat=seat, law="44C",
                    )
                revoke = True
        if self.restrictions and not revoke and not allow_illegal:
            legal = self._legal_mask(seat)
            if not legal & card.bit and not (revealed and not legal):
                laws = ", ".join(r.law for r in self.restrictions if r.seat == seat)
                raise IllegalCardError(
                    f"{seat.letter} cannot play {card}: restricted by Law {laws}",
                    card=card, seat=seat, law=laws,
                )
        return revealed, revoke

    # ------------------------------------------------------------------ moves

    def play(
        self, card: Card, seat: Seat | None = None, *, allow_illegal: bool = False, as_revoke: bool = False,
        required_suit: Suit | None = None, prohibited: bool = False,
    ) -> Trick | None:
        """Play ``card`` for ``seat`` (default: the seat whose turn it is) under Law 44.

        Args:
            card: the card.
            seat: who plays it; must be the seat to play (dummy's cards are played as dummy).
            allow_illegal: record the card even if it fails to follow suit (a revoke that
                happened at the table); it is marked in :attr:`revokes`. Holding and turn are
                still checked.
            as_revoke: record the card as a revoke even though it follows suit - Law 61A: a
                card or suit required by an opponent's choice in rectification (57A) was not
                played although the player could comply; implies ``allow_illegal``.
            required_suit: with ``as_revoke`` on a lead, the suit the lead was required to be
                (50D2(a)/51B: declarer required it): the revoke's suit, which a correction follows.
            prohibited: with ``as_revoke`` on a lead, the card's suit was prohibited (50D2(a)/51B):
                the revoke is marked so (:attr:`Revoke.prohibited`); a correction leaves the suit.

        Returns:
            The completed :class:`Trick` if this card was the fourth, else None.

        Raises:
            NotYourTurnError: another seat is to play (44B).
            CardNotHeldError: the seat does not hold the card.
            IllegalCardError: the card does not follow suit (44C) or breaks a restriction.
            PlayOverError: all 13 tricks are played.
            In every case the table is unchanged.
        """
        st = self._st
        turn = st.turn
        if seat is None:
            seat = turn
        hands = st.hands
        held = hands[seat]
        bit = card.bit
        trick = st.trick
        # fast path: full knowledge, in turn, held, follows suit (44C), no restrictions
        ok = False
        if seat is turn and held & bit and not self.restrictions:
            if trick:
                led = trick[0][1].suit
                ok = card.suit is led or not held & SUIT_MASKS[led]
            else:
                ok = len(st.tricks) + st.first_trick_number <= 13
        if ok and not as_revoke:
            revealed = revoke = False
        else:
            revealed, revoke = self._check(card, seat, allow_illegal=allow_illegal or as_revoke)
            if revealed:
                st.located |= bit
            revoke = revoke or as_revoke
            if revoke:
                led_suit = trick[0][1].suit if trick else (required_suit or card.suit)
                st.revokes.append(Revoke(self.trick_number, seat, card, led_suit, prohibited and not trick))
        hands[seat] = held & ~bit
        trick.append((seat, card))
        prev_leader = st.leader
        completed: Trick | None = None
        if len(trick) == 4:
            winner = trick_winner(trick, self._trump)
            completed = Trick(len(st.tricks) + st.first_trick_number, prev_leader, tuple(trick), winner)
            st.tricks.append(completed)
            st.won[winner & 1] += 1
            trick.clear()
            st.leader = winner
            st.turn = winner
        else:
            st.turn = _LHO[seat]
        st.history.append((seat, card, revealed, completed, revoke, prev_leader))
        return completed

    def accept_lead_out_of_turn(self, seat: Seat) -> None:
        """Make ``seat`` the leader of the current trick: a lead out of turn was accepted
        (Laws 53A, 54, 55A) and ``seat``'s card is about to be played. Used by replay of records
        that mark the lead (PBN ``^L``). :meth:`undo` of that card gives the turn back to
        ``seat`` (the acceptance itself is not undone).

        Raises:
            NotYourTurnError: a trick is in progress (a lead can only be made to a new trick).
            PlayOverError: all 13 tricks are played.
        """
        st = self._st
        if self.trick_number > 13:
            raise PlayOverError("all 13 tricks have been played", seat=seat, law="44")
        if st.trick:
            raise NotYourTurnError(
                f"{seat.letter} cannot lead: trick {self.trick_number} is in progress", seat=seat, law="44B"
            )
        st.leader = seat
        st.turn = seat

    def undo(self) -> Card:
        """Take back the last card played (across tricks); returns it.

        Raises:
            PlayOverError: nothing was played through this table.
        """
        st = self._st
        if not st.history:
            raise PlayOverError("there is no card to take back")
        seat, card, revealed, completed, revoke, prev_leader = st.history.pop()
        if completed is not None:
            st.tricks.pop()
            st.won[completed.winner & 1] -= 1  # type: ignore[operator]
            st.trick[:] = list(completed.cards[:3])
        else:
            st.trick.pop()
        st.leader = prev_leader
        st.turn = seat
        st.hands[seat] |= card.bit
        if revealed:
            st.located &= ~card.bit
        if revoke:
            st.revokes.pop()
        return card

    def copy(self) -> Table:
        """An independent copy of the table (restrictions list copied shallowly)."""
        t = Table.__new__(Table)
        t.contract = self.contract
        t._trump = self._trump
        t._partial = self._partial
        st = self._st
        t._st = _State(
            list(st.hands), st.located, list(st.trick), list(st.tricks), st.leader, st.turn,
            list(st.won), list(st.history), list(st.revokes), st.first_trick_number,
        )
        t.restrictions = list(self.restrictions)
        return t

    def snapshot(self) -> tuple[object, ...]:
        """A hashable summary of the whole state (for tests: undo of play is identity)."""
        st = self._st
        return (
            tuple(st.hands), st.located, tuple(st.trick), tuple(st.tricks), st.leader, st.turn,
            tuple(st.won), len(st.history), tuple(st.revokes),
        )

    def __repr__(self) -> str:
        return (f"<Table {self.contract} trick {self.trick_number} turn {self.turn.letter} "
                f"tricks N/S {self._st.won[0]} E/W {self._st.won[1]}>")


def _leader_of(
    contract: Contract, trick: Sequence[tuple[Seat, Card]], leader: Seat | None, last_trick: Trick | None
) -> Seat:
    """The leader of the current trick for :meth:`Table.from_position`: the first card's seat
    (the trick checked for rotation), else ``leader``, else the winner of ``last_trick``, else
    declarer's LHO.

    Raises:
        ValueError: the trick's seats are out of rotation.
    """
    if trick:
        lead_seat = trick[0][0]
        for i, (s, _) in enumerate(trick):
            if s != Seat((lead_seat + i) & 3):
                raise ValueError(f"the current trick is out of rotation at {s.letter}")
        return lead_seat
    if leader is not None:
        return leader
    if last_trick is not None and last_trick.winner is not None:
        return last_trick.winner
    return contract.declarer.lho


def _trick_number_of(
    masks: list[int], part: set[Seat], trick: Sequence[tuple[Seat, Card]], last_trick: Trick | None
) -> int:
    """The number of the current trick inferred for :meth:`Table.from_position`: from the size
    of the first complete hand (and whether it played to the trick), else one after
    ``last_trick``, else 1."""
    for s in Seat:
        if s not in part:
            played_here = any(ts == s for ts, _ in trick)
            return 13 - masks[s].bit_count() - (1 if played_here else 0) + 1
    return last_trick.number + 1 if last_trick is not None else 1
