"""BBO LIN: a tolerant streaming reader for single boards and multi-board (vugraph) files.

LIN is a flat sequence of ``key|value|`` pairs. The reader uses:

* ``md|<d><S>,<W>,<N>,<E>|`` the deal: dealer digit (1=S 2=W 3=N 4=E), then the hands of
  South, West, North and East; the fourth hand may be missing (it is the remaining cards);
  suit letters in any case, ranks in any order.
* ``sv|`` vulnerability (o/0 none, n NS, e EW, b all); ``ah|Board N|`` and ``qx|o12|``/``qx|c12|``
  board number and room (each ``qx`` starts a new board); ``pn|`` players (S, W, N, E).
* ``mb|`` calls (``p``, ``d``, ``r``, ``1N``; ``!`` alert marks ignored): the contract and
  declarer come from the auction (Law 22).
* ``pc|`` one card per tag in play order (the seat follows from rotation and trick winners);
  ``up|N|`` takes back the last N cards; ``mc|N|`` claim: declarer's TOTAL tricks, possibly
  mid-trick.
* ``vg|`` event and board range, ``rs|`` recorded results of a vugraph file (``4HE=``, ``3NW+1``).

Everything else (``nt an pg st rh`` ...) is skipped. Problems are attached to boards; the reader
never raises on a bad file. The file is read in chunks, so memory stays flat on large files.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from bridgelaw.cards import FULL_MASK, Card, Contract, Deal, Denomination, Hand, Seat
from bridgelaw.errors import NotationError
from bridgelaw.notation.board import Board, contract_from_auction, excerpt, sequence_play

__all__ = ["lin_hand", "read_lin"]

#: LIN dealer digit -> seat.
_DEALER = {"1": Seat.S, "2": Seat.W, "3": Seat.N, "4": Seat.E}
#: md hands are given in this order.
_MD_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
_VUL = {"o": "None", "0": "None", "n": "NS", "e": "EW", "b": "All"}
_RANKS = "23456789TJQKA"
_SUITS = "CDHS"
_CHUNK = 1 << 16


def lin_hand(text: str) -> Hand:
    """A LIN hand ``"S345H567QD37TC456"``: suit letter (any case) then its ranks (any order,
    ``T`` or ``10``).

    Raises:
        NotationError: a character that is neither a suit nor a rank, a rank before any suit,
            or a card listed twice.
    """
    mask = 0
    suit = -1
    t = text.strip().upper().replace("10", "T")
    for ch in t:
        s = _SUITS.find(ch)
        if s >= 0:
            suit = s
            continue
        r = _RANKS.find(ch)
        if r < 0 or suit < 0:
            raise NotationError(f"LIN hand {text!r}: {ch!r} is not a rank after a suit letter")
        bit = 1 << (suit * 13 + r)
        if mask & bit:
            raise NotationError(f"LIN hand {text!r}: {_SUITS[suit]}{_RANKS[r]} is listed twice")
        mask |= bit
    return Hand.from_mask(mask)


def _pairs(chunks: Iterable[str]) -> Iterator[tuple[str, str]]:
    """Stream ``(key, value)`` pairs from LIN text given in chunks."""
    rest = ""
    key: str | None = None
    for chunk in chunks:
        parts = (rest + chunk).split("|")
        rest = parts.pop()
        for p in parts:
            if key is None:
                key = p.strip().lower()
            else:
                yield key, p
                key = None
    if key is not None:
        yield key, rest
    elif rest.strip():
        yield rest.strip().lower(), ""


@dataclass(slots=True)
class _Raw:
    """What a board's tags say before it is interpreted."""

    board: Board
    md: str | None = None
    md_where: str = ""
    calls: list[str] = field(default_factory=list)
    cards: list[tuple[str, int]] = field(default_factory=list)

    def has_content(self) -> bool:
        return self.md is not None or bool(self.calls) or bool(self.cards)


@dataclass(slots=True)
class _Header:
    """File-level information of a vugraph file."""

    event: str = ""
    first_board: int | None = None
    results: list[str] = field(default_factory=list)
    players: dict[Seat, str] = field(default_factory=dict)
    players_closed: dict[Seat, str] = field(default_factory=dict)


def _parse_deal(raw: _Raw) -> None:
    b, md = raw.board, raw.md or ""
    if md[:1] in _DEALER:
        b.dealer = _DEALER[md[0]]
        md = md[1:]
    elif md[:1].isdigit():
        b.problem(f"dealer digit {md[0]!r} is not 1-4", raw.md_where)
        md = md[1:]
    parts = md.split(",")
    hands: dict[Seat, Hand] = {}
    try:
        for seat, text in zip(_MD_ORDER, parts, strict=False):
            if text.strip():
                hands[seat] = lin_hand(text)
    except NotationError as e:
        b.problem(str(e), raw.md_where)
        return
    missing = [s for s in Seat if s not in hands]
    located = 0
    for h in hands.values():
        if located & h.mask:
            b.problem("a card is in two hands", raw.md_where)
            return
        located |= h.mask
    if len(missing) == 1 and all(len(h) == 13 for h in hands.values()):
        hands[missing[0]] = Hand.from_mask(FULL_MASK & ~located)
    elif missing or any(len(h) != 13 for h in hands.values()):
        b.problem("the deal does not give four hands of 13 cards", raw.md_where)
    try:
        b.deal = Deal((hands.get(Seat.N, Hand()), hands.get(Seat.E, Hand()),
                       hands.get(Seat.S, Hand()), hands.get(Seat.W, Hand())))
    except NotationError as e:
        b.problem(str(e), raw.md_where)


def _recorded_result(text: str) -> tuple[Contract | None, int | None]:
    """A vugraph ``rs`` entry: ``"4HE="``, ``"3NW+1"``, ``"4SWx-4"``; ``(None, None)`` if empty
    or passed out. Raises NotationError when malformed."""
    t = text.strip().upper()
    if not t or t.startswith("P"):
        return None, None
    level = int(t[0])
    den = Denomination.parse(t[1])
    declarer = Seat.parse(t[2])
    rest = t[3:]
    pen = ""
    while rest.startswith("X"):
        pen += "X"
        rest = rest[1:]
    delta = 0 if rest in ("=", "") else int(rest)
    return Contract(level, den, declarer, pen), level + 6 + delta


def _finish(raw: _Raw, header: _Header) -> Board:
    """Interpret a board's raw tags: deal, contract, play in order, claim, recorded result."""
    b = raw.board
    if not b.event:
        b.event = header.event
    if not b.players and header.players:
        b.players = dict(header.players_closed if b.room == "closed" and header.players_closed
                         else header.players)
    if raw.md is not None:
        _parse_deal(raw)
    elif raw.cards or raw.calls:
        b.problem("no deal (md) for this board", "board")
    if raw.calls:
        if b.dealer is None:
            b.problem("an auction without a dealer", "mb")
        else:
            try:
                b.contract, b.passed_out = contract_from_auction(b.dealer, raw.calls)
            except NotationError as e:
                b.problem(f"auction: {e}", "mb")
    if header.results and header.first_board is not None and b.board.isdigit() and b.room:
        i = (int(b.board) - header.first_board) * 2 + (0 if b.room == "open" else 1)
        if 0 <= i < len(header.results):
            try:
                rec_contract, b.result = _recorded_result(header.results[i])
            except (ValueError, IndexError, NotationError):
                b.problem(f"recorded result {header.results[i]!r} is not readable", "rs")
            else:
                if rec_contract is not None and b.contract is not None and (
                    rec_contract.declarer != b.contract.declarer
                    or rec_contract.denomination != b.contract.denomination
                ):
                    b.problem(f"recorded result {header.results[i]!r} is not for the contract "
                              f"{b.contract} of the auction", "rs")
    if b.claim is not None and b.result is None:
        b.result = b.claim
    if raw.cards:
        if b.contract is None:
            b.problem("cards played without a contract", "pc")
            return b
        cards: list[Card] = []
        for text, n in raw.cards:
            try:
                cards.append(Card.parse(text))
            except NotationError:
                b.problem(f"{excerpt(text, 20)} is not a card",
                          f"tag {n} pc|{text}|" if len(text) <= 20 else f"tag {n} pc")
                break
        b.play = sequence_play(cards, b.contract.declarer.lho, b.contract.trump)
    return b


def read_lin(source: str | Path | Iterable[str], *, name: str | None = None) -> Iterator[Board]:
    """Read LIN boards one at a time (a generator; the file is read in 64 KiB chunks).

    Args:
        source: a path (``Path`` or a string holding no ``|``), LIN text (a string holding
            ``|``), or an iterable of text chunks.
        name: the file name used in problems (default: the path, or ``"<text>"``).

    Yields:
        One :class:`Board` per table result (``qx``, or a new ``pn``/``md`` after a deal, starts
        the next), with its problems. A file that cannot be opened yields one board holding a
        single problem. Raises nothing on bad content.
    """
    if isinstance(source, Path) or (isinstance(source, str) and "|" not in source):
        path = Path(source)
        file = name or str(path)
        try:
            fh = path.open(encoding="utf-8-sig", errors="replace")
        except OSError as e:
            b = Board(file=file)
            b.problem(f"cannot read the file: {e.strerror or e}", "file")
            yield b
            return
        with fh:
            yield from _read_chunks(iter(lambda: fh.read(_CHUNK), ""), file)
        return
    if isinstance(source, str):
        yield from _read_chunks([source], name or "<text>")
        return
    yield from _read_chunks(source, name or "<text>")


def _read_chunks(chunks: Iterable[str], file: str) -> Iterator[Board]:
    header = _Header()
    raw = _Raw(Board(file=file))
    n = 0
    try:
        for key, value in _pairs(chunks):
            n += 1
            if key == "pc":
                raw.cards.append((value.strip(), n))
            elif key == "mb":
                raw.calls.append(value)
            elif key == "md":
                if raw.md is not None:
                    yield _finish(raw, header)
                    raw = _Raw(Board(file=file))
                raw.md, raw.md_where = value.strip(), f"tag {n} md|"
            elif key == "qx":
                if raw.has_content():
                    yield _finish(raw, header)
                raw = _Raw(Board(file=file))
                v = value.strip().lower()
                raw.board.room = {"o": "open", "c": "closed"}.get(v[:1], "")
                raw.board.board = v[1:].split(",")[0] if v[:1] in "oc" else v
            elif key == "pn":
                names = [x.strip() for x in value.split(",")]
                if raw.md is not None:
                    yield _finish(raw, header)
                    raw = _Raw(Board(file=file))
                players = {s: nm for s, nm in zip(_MD_ORDER, names[:4], strict=False) if nm}
                if len(names) > 4:  # vugraph: open room names, then closed room names
                    header.players = players
                    closed = zip(_MD_ORDER, names[4:8], strict=False)
                    header.players_closed = {s: nm for s, nm in closed if nm}
                else:
                    raw.board.players = players
            elif key == "up":
                try:
                    k = int(value.strip() or "1")
                except ValueError:
                    raw.board.problem(f"up|{value}| is not a number of cards", f"tag {n}")
                    continue
                del raw.cards[max(0, len(raw.cards) - k):]
                raw.board.claim = None
            elif key == "mc":
                try:
                    tricks = int(value.strip())
                    if not 0 <= tricks <= 13:
                        raise ValueError
                    raw.board.claim = tricks
                    raw.board.play_ended = True
                except ValueError:
                    raw.board.problem(f"claim mc|{value}| is not 0-13 tricks", f"tag {n}")
            elif key == "ah":
                v = value.strip()
                raw.board.board = v[5:].strip() if v.lower().startswith("board") else v
            elif key == "sv":
                raw.board.vulnerability = _VUL.get(value.strip().lower()[:1], "")
            elif key == "vg":
                fields = value.split(",")
                header.event = fields[0].strip()
                try:
                    header.first_board = int(fields[3])
                except (IndexError, ValueError):
                    header.first_board = None
            elif key == "rs":
                header.results = value.split(",")
    except Exception as e:  # a reader never crashes on a bad file
        raw.board.problem(f"unreadable LIN: {type(e).__name__}: {e}", f"tag {n}")
    if raw.has_content() or raw.board.problems:
        yield _finish(raw, header)
