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
from typing import Any

from bridgelaw._compiled import NATIVE
from bridgelaw.cards import ALL_CARDS, FULL_MASK, Card, Contract, Deal, Denomination, Hand, Seat, Suit
from bridgelaw.errors import NotationError
from bridgelaw.notation.board import Board, contract_from_auction, excerpt, sequence_play

__all__ = ["Part", "lin_file_text", "lin_hand", "lin_header", "lin_range_text", "read_lin", "read_lin_range",
           "recorded_tricks", "scan_pairs"]

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


#: The keys the reader uses (every other key is skipped; its tag still counts).
KEYS = frozenset({"pc", "mb", "md", "qx", "pn", "up", "mc", "ah", "sv", "vg", "rs"})
#: A plain card value (two characters, suit and rank in either order, any case) -> card index.
_PLAIN_CARD: dict[str, int] = {}
for _c in ALL_CARDS:
    for _s in {_c.suit.letter, _c.suit.letter.lower()}:
        for _r in {_c.rank.letter, _c.rank.letter.lower()}:
            _PLAIN_CARD[_s + _r] = _PLAIN_CARD[_r + _s] = _c.index

#: One event of :func:`scan_pairs`: (key, value, tag number), or (None, card indices, tag number).
Event = tuple[str | None, Any, int]


def _scan_py(text: str, n: int, final: bool) -> tuple[list[Event], int, int]:
    events: list[Event] = []
    parts = text.split("|")
    pairs = (len(parts) - 1) // 2
    run = bytearray()
    run_n = 0
    used = 0
    plain = _PLAIN_CARD
    for j in range(0, 2 * pairs, 2):
        k, value = parts[j], parts[j + 1]
        used += len(k) + len(value) + 2
        key = k.strip().lower()
        n += 1
        if key == "pc":
            idx = plain.get(value)
            if idx is not None:
                if not run:
                    run_n = n
                run.append(idx)
                continue
        elif key not in KEYS:
            continue
        if run:
            events.append((None, bytes(run), run_n))
            run.clear()
        events.append((key, value, n))
    if final:
        if run:
            events.append((None, bytes(run), run_n))
            run.clear()
        rest = parts[2 * pairs:]
        if len(rest) == 2:  # a key without the closing bar of its value: the rest is the value
            n += 1
            key = rest[0].strip().lower()
            if key in KEYS:
                events.append((key, rest[1], n))
        elif rest[0].strip():  # a last key with no value at all
            n += 1
            key = rest[0].strip().lower()
            if key in KEYS:
                events.append((key, "", n))
        used = len(text)
    if run:
        events.append((None, bytes(run), run_n))
    return events, used, n


def scan_pairs(text: str, n: int = 0, final: bool = True) -> tuple[list[Event], int, int]:
    """The ``key|value|`` pairs of LIN text that the reader uses, in order.

    Args:
        text: LIN text.
        n: tag number of the pair before ``text`` (0 at the start of a file).
        final: True when ``text`` ends the file: a trailing key without its closing bar takes
            the rest as its value; False: stop before an incomplete pair.

    Returns:
        ``(events, consumed, n)``: ``events`` are ``(key, value, tag number)`` with the key as
        ``strip().lower()`` gives it, for the keys in :data:`KEYS`; a run of plain cards
        ``pc|SA|`` (two characters, suit and rank in either order; other keys in between
        skipped) is one ``(None, bytes of card indices, tag number of the first)``.
        ``consumed`` is the number of characters read, ``n`` the last tag number. The compiled
        ``bridgelaw._bulk.lin_scan`` when present, else the same in Python. Raises nothing.
    """
    if NATIVE is not None:
        return NATIVE.lin_scan(text, n, final)  # type: ignore[no-any-return]
    return _scan_py(text, n, final)


@dataclass(slots=True)
class _Raw:
    """What a board's tags say before it is interpreted."""

    board: Board
    md: str | None = None
    md_where: str = ""
    calls: list[str] = field(default_factory=list)
    cards: list[int | tuple[str, int]] = field(default_factory=list)  # index, or (text, tag number)

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


_native_hand = NATIVE.lin_hand if NATIVE is not None else None
_SUIT_OF = tuple(Suit)
_SEATS = tuple(Seat)
_PAIRS = tuple((seat, card) for seat in Seat for card in ALL_CARDS)


def _sequence(cards: bytes, leader: Seat, trump: int) -> list[tuple[Seat, Card]]:
    if NATIVE is not None:
        return NATIVE.sequence(cards, leader, trump, _PAIRS)  # type: ignore[no-any-return]
    return sequence_play([ALL_CARDS[i] for i in cards], leader, None if trump < 0 else _SUIT_OF[trump])


def _parse_deal(raw: _Raw) -> None:
    b, md = raw.board, raw.md or ""
    dealer = _DEALER.get(md[:1])
    if dealer is not None:
        b.dealer = dealer
        md = md[1:]
    elif md[:1].isdigit():
        b.problem(f"dealer digit {md[0]!r} is not 1-4", raw.md_where)
        md = md[1:]
    parts = md.split(",")
    if _native_hand is not None and len(parts) == 4:  # the usual md: three or four plain hands
        ms, mw, mn = _native_hand(parts[0]), _native_hand(parts[1]), _native_hand(parts[2])
        if (ms >= 0 and mw >= 0 and mn >= 0 and ms.bit_count() == mw.bit_count() == mn.bit_count() == 13
                and not (ms & mw or ms & mn or mw & mn)):
            e = parts[3]
            me = FULL_MASK & ~(ms | mw | mn) if not e or not e.strip() else _native_hand(e)
            if me.bit_count() == 13 and not me & (ms | mw | mn):
                deal = object.__new__(Deal)  # disjoint hands of 13: Deal's own check would find nothing
                object.__setattr__(deal, "hands", (Hand.from_mask(mn), Hand.from_mask(me),
                                                   Hand.from_mask(ms), Hand.from_mask(mw)))
                b.deal = deal
                return
    masks: dict[Seat, int] = {}
    try:
        for seat, text in zip(_MD_ORDER, parts, strict=False):
            if text.strip():
                m = _native_hand(text) if _native_hand is not None else -1
                masks[seat] = m if m >= 0 else lin_hand(text).mask
    except NotationError as e:
        b.problem(str(e), raw.md_where)
        return
    located = 0
    for m in masks.values():
        if located & m:
            b.problem("a card is in two hands", raw.md_where)
            return
        located |= m
    full = all(m.bit_count() == 13 for m in masks.values())
    if len(masks) == 3 and full:
        for s in _SEATS:
            if s not in masks:
                masks[s] = FULL_MASK & ~located
    elif len(masks) < 4 or not full:
        b.problem("the deal does not give four hands of 13 cards", raw.md_where)
    # the hands are disjoint (checked above): Deal's own check would find nothing
    deal = object.__new__(Deal)
    object.__setattr__(deal, "hands", tuple(Hand.from_mask(masks.get(s, 0)) for s in _SEATS))
    b.deal = deal


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


def recorded_tricks(text: str) -> int | None:
    """Declarer's tricks of a vugraph ``rs`` entry as the reader sets ``Board.result`` from it:
    None when the entry is empty, passed out or not readable. Raises nothing."""
    try:
        return _recorded_result(text)[1]
    except (ValueError, IndexError, NotationError):
        return None


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
        try:
            cards = bytes(raw.cards)  # type: ignore[arg-type]  # all plain cards (the usual case)
        except TypeError:
            found = bytearray()
            for item in raw.cards:
                if isinstance(item, int):
                    found.append(item)
                    continue
                text, n = item
                try:
                    found.append(Card.parse(text).index)
                except NotationError:
                    b.problem(f"{excerpt(text, 20)} is not a card",
                              f"tag {n} pc|{text}|" if len(text) <= 20 else f"tag {n} pc")
                    break
            cards = bytes(found)
        trump = b.contract.trump
        b.play = _sequence(cards, b.contract.declarer.lho, -1 if trump is None else int(trump))
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


def _read_chunks(chunks: Iterable[str], file: str, header: _Header | None = None,
                 part: Part | None = None, count: int = 0) -> Iterator[Board]:
    """The boards of LIN text given in chunks (``count``: the tag number before the text)."""
    header = _Header() if header is None else header
    raw = _Raw(Board(file=file))
    last = part is None or part.last
    n = count
    pending = ""
    scan = NATIVE.lin_scan if NATIVE is not None else _scan_py
    try:
        it = iter(chunks)
        while True:
            chunk = next(it, None)
            text = pending + chunk if chunk is not None else pending
            events, used, count = scan(text, count, chunk is None and last)
            pending = text[used:]
            for key, value, n in events:
                if key is None:
                    raw.cards.extend(value)  # plain cards (indices)
                elif key == "pc":
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
                        if part is not None:
                            part.header_seen = True
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
                    if part is not None:
                        part.header_seen = True
                    fields = value.split(",")
                    header.event = fields[0].strip()
                    try:
                        header.first_board = int(fields[3])
                    except (IndexError, ValueError):
                        header.first_board = None
                elif key == "rs":
                    if part is not None:
                        part.header_seen = True
                    header.results = value.split(",")
            if chunk is None:
                break
    except Exception as e:  # a reader never crashes on a bad file
        raw.board.problem(f"unreadable LIN: {type(e).__name__}: {e}", f"tag {n}")
        if part is not None:
            part.valid = False
    if part is None or part.last:
        if raw.has_content() or raw.board.problems:
            yield _finish(raw, header)
    elif pending.strip():  # the split is not between two pairs
        part.valid = False
    elif part.boundary == "qx":  # the next part starts with qx|: as the reader does at a qx
        if raw.has_content():
            yield _finish(raw, header)
    elif raw.md is not None:  # the next part starts with pn|: as the reader does at a pn
        yield _finish(raw, header)
    elif raw != _Raw(Board(file=file)):  # a pn that would have continued this board
        part.valid = False


@dataclass(slots=True)
class Part:
    """A byte range of a large LIN file read on its own (:func:`read_lin_range`), and what the
    reader found out about the split while reading it.

    Attributes:
        last: the range ends the file.
        boundary: the key that starts the next range (``"qx"`` or ``"pn"``, at a line start).
        valid: False when the range's end is not a board boundary as the whole-file reader sees
            it (inside a value, or a ``pn`` that continues a board): the caller must read the
            file whole instead.
        header_seen: the range holds a file-level tag (``vg``, ``rs``, a ``pn`` with the names of
            both rooms), so later ranges cannot use the header from before it.
    """

    last: bool = True
    boundary: str = "qx"
    valid: bool = True
    header_seen: bool = False


_has_header = getattr(NATIVE, "lin_has_header", None)


def lin_header(text: str) -> _Header:
    """The file-level information (``vg``, ``rs``, ``pn`` of both rooms) of LIN text as the
    reader holds it after reading ``text``: the header a later range of the file starts with.
    Only those keys are looked at (they set the header whatever the boards around them).
    Raises nothing on bad content."""
    header = _Header()
    if _has_header is not None and not _has_header(text):  # no vg, rs or pn of both rooms: nothing to read
        return header
    events, _, _ = scan_pairs(text, 0, True)
    for key, value, _n in events:
        if key == "pn":
            names = [x.strip() for x in value.split(",")]
            if len(names) > 4:
                header.players = {s: nm for s, nm in zip(_MD_ORDER, names[:4], strict=False) if nm}
                header.players_closed = {s: nm for s, nm in zip(_MD_ORDER, names[4:8], strict=False) if nm}
        elif key == "vg":
            fields = value.split(",")
            header.event = fields[0].strip()
            try:
                header.first_board = int(fields[3])
            except (IndexError, ValueError):
                header.first_board = None
        elif key == "rs":
            header.results = value.split(",")
    return header


def read_lin_range(path: str | Path, start: int, end: int, *, header: _Header | None = None,
                   part: Part | None = None, name: str | None = None) -> Iterator[Board]:
    """Read the boards of the bytes ``[start, end)`` of a LIN file, as the whole-file reader
    reads them there (the parallel replay's unit of work).

    Args:
        path: the file.
        start, end: byte offsets; ``start`` 0 or the start of a line that begins with ``qx|`` or
            ``pn|``; ``end`` the start of such a line or the file size.
        header: the file-level information as of ``start`` (:func:`lin_header` of the bytes
            before it); None at the start of the file.
        part: the :class:`Part` to fill in (``last``, ``boundary`` given by the caller).
        name: the file name used in the boards (default: the path).

    Yields:
        Boards, like :func:`read_lin`. Raises ``OSError`` when the file cannot be read.
    """
    p = Path(path)
    yield from _read_chunks([lin_range_text(p, start, end)], name or str(p), header, part)


def lin_range_text(path: str | Path, start: int, end: int) -> str:
    """The text of the bytes ``[start, end)`` of a LIN file as :func:`read_lin_range` reads it
    (UTF-8, a byte-order mark dropped at the start, bad bytes replaced).

    Raises:
        OSError: the file cannot be read.
    """
    with Path(path).open("rb") as fh:
        fh.seek(start)
        data = fh.read(end - start)
    return data.decode("utf-8-sig" if start == 0 else "utf-8", errors="replace")


def lin_file_text(data: bytes) -> str:
    """The text of a whole LIN file's bytes as :func:`read_lin` reads the file (UTF-8, a
    byte-order mark dropped, bad bytes replaced, line ends ``\r\n``/``\r`` read as ``\n``
    like text mode). Raises nothing."""
    text = data.decode("utf-8-sig", errors="replace")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text
