"""The bulk Law 44 engine: classify many boards fast, exactly as :func:`bridgelaw.replay.replay_board`.

An archive replay asks one question per board: does the recorded play follow Law 44 (turn 44B,
card held, follow suit 44C, trick winners 44E/44F, the winner leads 44G), how many tricks did
declarer win, and do the claim and the recorded result agree with the play. The :class:`Table`
answers it with its full machinery (undo history, trick objects, restrictions, partly known
hands). This module answers the same question with four 52-bit hand masks and one loop:

* the **compiled core** ``bridgelaw._bulk.play`` (a small C extension built at install time
  with the system compiler; ``setup.py`` marks it optional, so an install without a compiler
  still works), or
* the **pure-Python core** :func:`play_py` (the same loop in Python), used when the compiled
  one is not there or when ``BRIDGELAW_PURE=1`` is set.

Every board the core cannot settle on its own is handed to the reference,
:func:`~bridgelaw.replay.replay_board` (the :class:`Table`): no play, no deal or contract, a
deal that is not four complete hands (partly known hands), a lead out of turn marked in the
record (``^L``), a card not held, a card out of turn or after the 13th trick. The class and
detail of the other boards come from :func:`~bridgelaw.replay.verdict`, the same function the
reference uses, so the two paths cannot drift apart; ``tests/test_bulk.py`` checks their
equality on random boards (legal, revoking, cards not held, claims) and on every file of
``../shared/data``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bridgelaw._compiled import NATIVE
from bridgelaw.cards import FULL_MASK, Card, Seat, Suit
from bridgelaw.notation import Board
from bridgelaw.replay import cap_detail, replay_board, revoke_text, verdict

__all__ = ["COMPILED", "CoreResult", "classify", "core_name", "play_py"]

#: (code, at, won N/S, won E/W, tricks done, revokes as (trick, seat, card index, suit led)).
CoreResult = tuple[int, int, int, int, int, list[tuple[int, int, int, int]]]

#: Core codes: every card played / card not held / not that seat's turn / after trick 13 / bad entry.
OK, NOT_HELD, NOT_TURN, PLAY_OVER, BAD_ENTRY = 0, 1, 2, 3, 4

_SUIT_BITS = tuple(0x1FFF << (13 * s) for s in range(4))


def play_py(hands: tuple[int, int, int, int], trump: int, leader: int,
            play: Sequence[tuple[Seat, Card]]) -> CoreResult:
    """Replay ``play`` on four hand masks under Law 44: the pure-Python core.

    Args:
        hands: the 52-bit masks of N, E, S, W (bit ``card.index`` set for each card held); a
            complete deal (13 cards each).
        trump: the trump suit 0-3 (clubs-spades), or -1 in no trump.
        leader: the seat (0-3, N E S W) on lead to the first trick.
        play: (seat, card) pairs in order of play.

    Returns:
        ``(code, at, won_ns, won_ew, done, revokes)``: ``code`` 0 when every card was played,
        1 card not held, 2 not that seat's turn (44B), 3 a card after the 13th trick, 4 an entry
        that is not a (seat, card) pair; ``at`` the index where it stopped (``len(play)`` when
        code is 0); the tricks won by each side and the tricks completed; the revokes (44C) as
        ``(trick, seat, card index, suit led)``. Raises nothing. Same result as the compiled
        ``bridgelaw._bulk.play``.
    """
    h = list(hands)
    turn = leader & 3
    won = [0, 0]
    done = pos = 0
    best_seat = best_suit = best_idx = led = 0
    revokes: list[tuple[int, int, int, int]] = []
    i = 0
    for i, entry in enumerate(play):
        try:
            seat_o, card = entry
            seat = int(seat_o)
            idx = card.index
        except (TypeError, ValueError, AttributeError):
            return BAD_ENTRY, i, won[0], won[1], done, revokes
        if not (0 <= seat <= 3 and 0 <= idx <= 51):
            return BAD_ENTRY, i, won[0], won[1], done, revokes
        if done >= 13:
            return PLAY_OVER, i, won[0], won[1], done, revokes
        if seat != turn:
            return NOT_TURN, i, won[0], won[1], done, revokes
        bit = 1 << idx
        held = h[seat]
        if not held & bit:
            return NOT_HELD, i, won[0], won[1], done, revokes
        suit = idx // 13
        if pos == 0:
            led = best_suit = suit
            best_seat, best_idx = seat, idx
        else:
            if suit != led and held & _SUIT_BITS[led]:
                revokes.append((done + 1, seat, idx, led))
            if suit == best_suit:
                if idx > best_idx:
                    best_seat, best_idx = seat, idx
            elif suit == trump:
                best_seat, best_suit, best_idx = seat, suit, idx
        h[seat] = held & ~bit
        pos += 1
        if pos == 4:
            won[best_seat & 1] += 1
            done += 1
            pos = 0
            turn = best_seat
        else:
            turn = (seat + 1) & 3
    else:
        i = len(play)
    return OK, i, won[0], won[1], done, revokes


_core: Callable[..., Any] = NATIVE.play if NATIVE is not None else play_py
if NATIVE is not None and hasattr(NATIVE, "register_cards"):
    NATIVE.register_cards(tuple(Card.from_index(i) for i in range(52)))
#: True when the compiled core ``bridgelaw._bulk`` is in use (False: pure Python).
COMPILED = NATIVE is not None


def core_name() -> str:
    """``"compiled"`` or ``"pure Python"``: which core :func:`classify` uses (for reports)."""
    return "compiled" if COMPILED else "pure Python"


_SEATS = tuple(Seat)
_SUITS = tuple(Suit)
_CARDS: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))


def classify(board: Board) -> tuple[str, str]:
    """The class and detail of ``board``, exactly as ``replay_board(board)`` gives them, by the
    bulk core where it can settle the board and by the :class:`Table` otherwise.

    Args:
        board: a record from a reader.

    Returns:
        ``(status, detail)``: a class of :data:`bridgelaw.replay.STATUSES` and its detail,
        capped (:func:`~bridgelaw.replay.cap_detail`). Raises nothing.
    """
    deal, contract, play = board.deal, board.contract, board.play
    if not play or deal is None or contract is None or board.marks:
        r = replay_board(board)
        return r.status, r.detail
    h = deal.hands
    m0, m1, m2, m3 = h[0].mask, h[1].mask, h[2].mask, h[3].mask
    if (m0 | m1 | m2 | m3) != FULL_MASK or not (m0.bit_count() == m1.bit_count() == m2.bit_count() == 13):
        r = replay_board(board)  # partly known hands: the Table's rules for them
        return r.status, r.detail
    trump = contract.trump
    code, _at, ns, ew, done, revokes = _core((m0, m1, m2, m3), -1 if trump is None else int(trump),
                                             (contract.declarer + 1) & 3, play)
    if code or revokes:
        # not held / out of turn / too many cards: the Table's words; a revoke: Law 64's transfer
        r = replay_board(board)
        return r.status, r.detail
    texts = [revoke_text(t, _SEATS[s], _CARDS[c], _SUITS[led]) for t, s, c, led in revokes]
    status, detail = verdict(board, texts, ew if contract.declarer & 1 else ns, done)
    return status, cap_detail(detail)
