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

import copy
import dataclasses
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from bridgelaw._compiled import NATIVE
from bridgelaw.cards import FULL_MASK, Card, Seat, Suit
from bridgelaw.notation import Board
from bridgelaw.notation.lin import Part, _Header, _read_chunks, recorded_tricks
from bridgelaw.replay import Summary, cap_detail, check_claim, replay_board, revoke_text, verdict

__all__ = ["COMPILED", "FAST_LIN", "CoreResult", "classify", "core_name", "play_py", "replay_lin_text"]

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


_lin_fast: Callable[..., Any] | None = getattr(NATIVE, "lin_fast", None)
#: True when whole LIN boards are assembled and classified in C (``bridgelaw._bulk.lin_fast``).
FAST_LIN = _lin_fast is not None
_FAST_CLASSES = ("complete", "claimed", "stopped", "no_play")
#: Board numbers and the first board of a vugraph file beyond this are left to the Python reader.
_BIG = 10**9


def _count_boards(boards: Iterator[Board], summary: Summary, dd: bool = False) -> int:
    k = 0
    for board in boards:
        status, detail = classify(board)
        summary.add_status(board, status, detail)
        if dd and status == "claimed":
            summary.add_claim(check_claim(board))
        k += 1
    return k


def _results(header: _Header) -> tuple[int | None, ...] | None:
    if not header.results or header.first_board is None:
        return None
    return tuple(recorded_tricks(r) for r in header.results)


def replay_lin_text(text: str, file: str, summary: Summary, header: _Header | None = None,
                    part: Part | None = None, *, dd: bool = False) -> int:
    """Classify every board of LIN ``text`` into ``summary``, as reading it with
    :func:`bridgelaw.notation.lin.read_lin` (or :func:`~bridgelaw.notation.lin.read_lin_range`
    with ``header`` and ``part``) and :func:`classify` on each board would.

    The compiled ``bridgelaw._bulk.lin_fast`` splits the text into boards as the reader does and
    settles each plain, clean board in C (deal, auction, play, claim, recorded result: nothing
    is built in Python); every other board (not clean, or not plain: see ``_bulk.c``) is read
    by the Python reader from its own characters and classified by :func:`classify`, so its
    class and detail are the Table's. Without the compiled module, the Python reader reads the
    whole text.

    Args:
        text: LIN text (a whole file as :func:`~bridgelaw.notation.lin.lin_file_text` gives
            it, or a range).
        file: the file name of the boards.
        summary: where the boards are counted (in file order).
        header: the file-level information at the start of ``text`` (a later range); updated.
        part: the range being read (:class:`~bridgelaw.notation.lin.Part`); its ``valid`` and
            ``header_seen`` are set as the reader sets them.
        dd: check every claimed board against double dummy
            (:func:`~bridgelaw.replay.check_claim`, into ``summary``): C then hands claimed
            boards to the Python reader too (they need a position, not only a count).

    Returns:
        The number of boards counted. Raises nothing on bad content.
    """
    header = _Header() if header is None else header
    if _lin_fast is None:
        return _count_boards(_read_chunks([text], file, header, part), summary, dd)
    final = part is None or part.last
    pos = n = 0
    total = 0
    counts = summary.counts
    results = _results(header)
    while True:
        first = header.first_board if header.first_board is not None else 0
        if results is not None and abs(first) >= _BIG:
            return total + _count_boards(_read_chunks([text[pos:]], file, header, part, n), summary, dd)
        kind, a, b, na, nb, seen, *clean = _lin_fast(text, pos, n, final, results, first, dd)
        for status, k in zip(_FAST_CLASSES, clean, strict=True):
            if k:
                counts[status] += k
                total += k
        if seen and part is not None:
            part.header_seen = True
        if kind == 0:  # the last board: its end depends on where the range ends
            return total + _count_boards(_read_chunks([text[a:]], file, header, part, na), summary, dd)
        saved = copy.deepcopy(header)
        scratch = Part()
        boards = list(_read_chunks([text[a:b]], file, header, scratch, na))
        if not scratch.valid:  # the reader stopped inside (an exception): so it does on the whole text
            for f in dataclasses.fields(saved):
                setattr(header, f.name, getattr(saved, f.name))
            return total + _count_boards(_read_chunks([text[a:]], file, header, part, na), summary, dd)
        if scratch.header_seen and part is not None:
            part.header_seen = True
        if kind == 1:
            total += _count_boards(iter(boards), summary, dd)
        results = _results(header)
        pos, n = b, nb
