"""PBN 2.1 (Portable Bridge Notation): a tolerant streaming reader and a writer for played boards.

Reader (:func:`read_pbn`): a generator of :class:`~bridgelaw.notation.board.Board`, one per game,
reading the file line by line (memory stays flat). It accepts CRLF, ``%`` escape lines, ``{}``
comments (over several lines) and ``;`` comments, notes ``=n=``, NAGs ``$n``, suffix annotations
(``!``, ``?`` ...), ``#`` (copy the previous game's tag value), and in ``[Play]``: ``-`` (unknown
card), ``*`` (play ended early), ``+`` (play resumes), ``^R`` (revoke) and ``^L`` (lead out of
turn accepted) before a card. The ``[Play]`` section is turned into play order: its columns are
seats in fixed order from the opening leader, and each trick is led by the previous trick's
winner (Law 44G) or by the seat whose card is marked ``^L``.

Anything wrong becomes a :class:`~bridgelaw.notation.board.Problem` on the board; the reader
never raises on a bad file.

Bare deal (:func:`read_deal_text`): a deal pasted without tags, as a director copies it from a
hand record - the ``[Deal]`` value (``N:KJ52.AK4.Q73.862 63.632.T865.J974 ...``) or four hands
each labelled with its seat - read strictly: anything wrong raises a :class:`NotationError`
saying what, where and why.

Writer (:func:`write_pbn`): the PBN text of one board with ``[Play]`` in PBN column order.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from bridgelaw._compiled import NATIVE
from bridgelaw.cards import ALL_CARDS, Card, Contract, Deal, Hand, Seat
from bridgelaw.errors import NotationError
from bridgelaw.notation.board import (
    MARK_LEAD_OUT_OF_TURN,
    MARK_REVOKE,
    Board,
    contract_from_auction,
    excerpt,
)
from bridgelaw.notation.lin import _PLAIN_CARD as _PLAIN_CARD_INDEX
from bridgelaw.table import trick_winner

__all__ = ["read_deal_text", "read_pbn", "write_pbn"]

_SEAT_TAGS = {"North": Seat.N, "East": Seat.E, "South": Seat.S, "West": Seat.W}
_ANNOTATIONS = frozenset({"!", "?", "!!", "??", "!?", "?!"})


@dataclass(slots=True)
class _Game:
    """Raw tags and section tokens of one game, as the tokenizer finds them."""

    tags: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)


#: A line of printable ASCII without ``{ ; [`` and without tabs: its tokens are its words.
_PLAIN_LINE = re.compile(r"[ !-:<-Z\\-z|-~]*")
#: A line that is one tag and nothing else, its value without backslashes.
_TAG_LINE = re.compile(r'\[([A-Za-z0-9_]+) "([^"\\]*)"\]')
#: Plain card tokens (suit then rank, or rank then suit, two characters, any case) -> card.
_PLAIN_CARD = {text: ALL_CARDS[i] for text, i in _PLAIN_CARD_INDEX.items()}
_SEATS = tuple(Seat)
#: The compiled ordering of a plain [Play] section (``bridgelaw._bulk.pbn_play``), or None.
_native_play = getattr(NATIVE, "pbn_play", None)
#: The compiled reading of a plain [Deal] value (``bridgelaw._bulk.pbn_deal``), or None.
_native_deal = getattr(NATIVE, "pbn_deal", None)
_PAIRS = tuple((seat, card) for seat in Seat for card in ALL_CARDS)


def _tokens(lines: Iterable[str]) -> Iterator[tuple[str, str, str, int]]:
    """Split PBN text into ``("tag", name, value, line)``, ``("tok", text, "", line)`` and
    ``("blank", "", "", line)`` events; comments and escape lines are dropped."""
    in_comment = False
    plain, tag_line = _PLAIN_LINE.fullmatch, _TAG_LINE.fullmatch
    for lineno, line in _joined(lines):
        if not in_comment:
            if line.startswith("%"):
                continue
            if not line.strip():
                yield ("blank", "", "", lineno)
                continue
            if plain(line):  # tokens separated by spaces only (no tag, comment or tab)
                for tok in line.split(" "):
                    if tok:
                        yield ("tok", tok, "", lineno)
                continue
            m = tag_line(line)
            if m is not None:  # a whole line [Name "value"] without escapes
                yield ("tag", m[1], m[2], lineno)
                continue
        i, n = 0, len(line)
        while i < n:
            if in_comment:
                j = line.find("}", i)
                if j < 0:
                    i = n
                    break
                in_comment = False
                i = j + 1
                continue
            ch = line[i]
            if ch in " \t\f\v":
                i += 1
            elif ch == "{":
                in_comment = True
                i += 1
            elif ch == ";":
                break
            elif ch == "[":
                j = i + 1
                while j < n and line[j] in " \t":
                    j += 1
                k = j
                while k < n and (line[k].isalnum() or line[k] == "_"):
                    k += 1
                name = line[j:k]
                q = line.find('"', k)
                if q < 0:
                    yield ("bad", f"tag {excerpt(line[i:].strip())} has no quoted value", "", lineno)
                    break
                buf = []
                p = q + 1
                while p < n and line[p] != '"':
                    if line[p] == "\\" and p + 1 < n:
                        p += 1
                    buf.append(line[p])
                    p += 1
                close = line.find("]", p + 1)
                if p >= n or close < 0:
                    yield ("bad", f"tag {name!r} is not closed with '\"]'", "", lineno)
                    i = n if close < 0 else close + 1
                    if p < n:
                        yield ("tag", name, "".join(buf), lineno)
                    continue
                yield ("tag", name, "".join(buf), lineno)
                i = close + 1
            else:
                j = i
                while j < n and line[j] not in " \t{;[":
                    j += 1
                yield ("tok", line[i:j], "", lineno)
                i = j


def _joined(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """Number the lines and join a tag written over several lines (``[`` with no ``]``)."""
    pending = ""
    start = 0
    for lineno, raw in enumerate(lines, 1):
        line = raw.rstrip("\r\n")
        if lineno == 1:
            line = line.lstrip("\ufeff")  # a UTF-8 byte-order mark is not text
        if pending:
            pending += " " + line.strip()
            if "]" in line or lineno - start > 20:
                yield start, pending
                pending = ""
            continue
        opens = "[" in line and line.count("[") > line.count("]")
        if opens and not line.lstrip().startswith(("%", "{", ";")):
            pending, start = line, lineno
            continue
        yield lineno, line
    if pending:
        yield start, pending


def _games(lines: Iterable[str]) -> Iterator[tuple[_Game, list[tuple[str, int]]]]:
    """Group token events into games (a blank line or a repeated tag ends a game); yields each
    game with the tokenizer complaints met while reading it."""
    game = _Game()
    bad: list[tuple[str, int]] = []
    section: list[tuple[str, int]] | None = None
    for kind, a, b, lineno in _tokens(lines):
        if kind == "blank":
            if game.tags:
                yield game, bad
                game, bad, section = _Game(), [], None
        elif kind == "tag":
            if a in game.tags and a != "Note":
                yield game, bad
                game, bad = _Game(), []
            game.tags[a] = b
            game.lines[a] = lineno
            section = game.sections.setdefault(a, [])
        elif kind == "bad":
            bad.append((a, lineno))
        elif section is not None:
            section.append((a, lineno))
        else:
            bad.append((f"text {excerpt(a)} outside any tag", lineno))
    if game.tags:
        yield game, bad


def _parse_result(text: str, declarer: Seat | None) -> int | None:
    """``[Result]``: ``"11"`` (declarer's tricks) or ``"NS 11"``/``"EW 2"`` (that side's)."""
    t = text.strip().lstrip("^").strip()
    if t[:2].upper() in ("NS", "EW"):
        t = " ".join(t.split()[:2])  # "NS 9 EW 4": the first side is enough
    side = None
    if t[:2].upper() in ("NS", "EW"):
        side, t = t[:2].upper(), t[2:].strip()
    n = int(t)
    if not 0 <= n <= 13:
        raise NotationError(f"result {text!r} is not 0-13 tricks")
    if side is not None and declarer is not None and (side == "NS") != (declarer in (Seat.N, Seat.S)):
        n = 13 - n
    return n


def _parse_score(text: str, declarer: Seat | None) -> int:
    """``[Score]``: ``"NS 420"``/``"EW -100"`` (that side's score) or ``"420"`` (declarer's
    side's), read from declarer's side's view.

    Raises:
        ValueError: not a number (after the side).
    """
    t = text.strip().split()
    side = t[0].upper() if t and t[0].upper() in ("NS", "EW") else None
    n = int(t[1] if side is not None and len(t) > 1 else t[0])
    if side is not None and declarer is not None and (side == "NS") != (declarer in (Seat.N, Seat.S)):
        n = -n
    return n


def _board_from_game(game: _Game, file: str, previous: dict[str, str]) -> Board:
    """Build a :class:`Board` from the raw tags and sections of one game."""
    tags = game.tags
    for k, v in list(tags.items()):
        if v == "#" and k in previous:
            tags[k] = previous[k]
    b = Board(file=file)
    b.board = tags.get("Board", "").strip()
    b.event = tags.get("Event", "")
    b.site = tags.get("Site", "")
    b.date = tags.get("Date", "")
    room = tags.get("Room", "").strip().lower()
    b.room = room if room in ("open", "closed") else ""

    def where(tag: str) -> str:
        return f"line {game.lines.get(tag, 0)} [{tag}]"

    for tag, seat in _SEAT_TAGS.items():
        if tags.get(tag, "").strip() not in ("", "?", "-"):
            b.players[seat] = tags[tag]
    if "Dealer" in tags and tags["Dealer"].strip() not in ("", "?"):
        try:
            b.dealer = Seat.parse(tags["Dealer"].lstrip("^"))
        except NotationError as e:
            b.problem(str(e), where("Dealer"))
    vul = tags.get("Vulnerable", "").strip()
    b.vulnerability = {"-": "None", "Love": "None", "Both": "All"}.get(vul, vul)
    if "Deal" in tags:
        _read_deal(b, tags["Deal"], where("Deal"))
    contract_text = tags.get("Contract", "").strip()
    declarer_text = tags.get("Declarer", "").strip().lstrip("^")
    if contract_text.upper() == "PASS":
        b.passed_out = True
    elif contract_text not in ("", "?"):
        try:
            b.contract = Contract.parse(contract_text, declarer_text)
        except NotationError as e:
            b.problem(f"contract {contract_text!r} by {declarer_text!r}: {e}", where("Contract"))
    if "Contract" not in tags and game.sections.get("Auction"):
        try:
            calls = [t.split("=")[0].split("$")[0] for t, _ in game.sections["Auction"]
                     if not t.startswith(("=", "$", "^", "+", "*"))]
            first = Seat.parse(tags["Auction"])
            b.contract, b.passed_out = contract_from_auction(first, calls)
        except (NotationError, KeyError) as e:
            b.problem(f"auction: {e}", where("Auction"))
    if tags.get("Result", "").strip() not in ("", "?"):
        try:
            b.result = _parse_result(tags["Result"], b.declarer)
        except (ValueError, NotationError):
            b.problem(f"result {tags['Result']!r} is not a number of tricks", where("Result"))
    if tags.get("Score", "").strip() not in ("", "?"):
        try:
            b.score = _parse_score(tags["Score"], b.declarer)
        except (ValueError, IndexError):  # a score in another form (IMPs, a percentage): not read
            b.score = None
    if "Play" in tags:
        _read_play(b, tags["Play"], game.sections.get("Play", []), where("Play"))
    if b.play_ended and b.result is not None:
        b.claim = b.result
    return b



def _read_deal(b: Board, text: str, where: str) -> None:
    """The [Deal] tag into ``b.deal`` (read in C when the extension is there and the deal is four
    plain disjoint hands of 13; else :meth:`Deal.parse`, a problem noted at ``where``)."""
    masks = _native_deal(text) if _native_deal is not None else None
    if masks is not None:  # four plain disjoint hands of 13: Deal's own checks would find nothing
        deal = object.__new__(Deal)
        object.__setattr__(deal, "hands", tuple(Hand.from_mask(m) for m in masks))
        b.deal = deal
        return
    try:
        b.deal = Deal.parse(text)
    except NotationError as e:
        b.problem(str(e), where)


def _read_play(b: Board, leader_text: str, tokens: list[tuple[str, int]], where: str) -> None:
    """Turn a ``[Play]`` section (columns = seats from the opening leader) into play order."""
    entries: list[tuple[Card | None, str, int]] = []  # card or None for '-', mark, line
    mark = ""
    plain = _PLAIN_CARD
    for tok, lineno in tokens:
        card0 = plain.get(tok)
        if card0 is not None:  # the usual token: a card
            entries.append((card0, mark, lineno))
            mark = ""
            continue
        t = tok.strip()
        if not t or t in _ANNOTATIONS or t.startswith("$") or (t.startswith("=") and t.endswith("=")):
            continue
        if t == "*":
            b.play_ended = True
            continue
        if t == "+":
            continue
        if t in ("^R", "^L"):
            mark = t[1]
            continue
        if t in ("-", "--"):
            entries.append((None, mark, lineno))
            mark = ""
            continue
        core = t.split("=")[0].split("$")[0].rstrip("!?")
        try:
            card = Card.parse(core)
        except NotationError:
            b.problem(f"{tok!r} is not a card", f"line {lineno} [Play]")
            entries.append((None, mark, lineno))
            mark = ""
            continue
        entries.append((card, mark, lineno))
        mark = ""
    if not entries:
        return
    try:
        first = Seat.parse(leader_text.strip().lstrip("^"))
    except NotationError as e:
        b.problem(f"[Play] seat: {e}", where)
        return
    if b.contract is None:
        b.problem("[Play] without a contract: the play cannot be ordered", where)
        return
    trump = b.contract.trump
    leader = first
    if first != b.contract.declarer.lho:
        b.problem(f"[Play] starts with {first.letter}, not declarer's LHO "
                  f"{b.contract.declarer.lho.letter}", where)
    if _native_play is not None and all(e[0] is not None and not e[1] for e in entries):
        got = _native_play(bytes(e[0].index for e in entries if e[0] is not None), int(first),
                           -1 if trump is None else int(trump), _PAIRS)
        if got is not None:  # None: a card played twice, which the loop below words
            b.play, unknown = got
            if unknown:
                b.unknown_cards = True
            return
    seen = 0
    for start in range(0, len(entries), 4):
        row = entries[start:start + 4]
        for col, (_, m, _) in enumerate(row):
            if m == MARK_LEAD_OUT_OF_TURN:
                leader = _SEATS[(first + col) & 3]
        trick: list[tuple[Seat, Card]] = []
        for i in range(4):
            seat = _SEATS[(leader + i) & 3]
            col = (seat - first) & 3
            if col >= len(row) or row[col][0] is None:
                break
            entry, m, lineno = row[col]
            if entry is None:
                break
            card = entry
            if seen & card.bit:
                b.problem(f"{card} is played twice", f"line {lineno} [Play]")
                return
            seen |= card.bit
            if m:
                b.marks[len(b.play)] = m
            b.play.append((seat, card))
            trick.append((seat, card))
        if len(trick) < 4:
            later = [e for e in entries[start:] if e[0] is not None]
            if len(later) > len(trick):
                b.unknown_cards = True
            return
        leader = trick_winner(trick, trump)


def read_pbn(source: str | Path | Iterable[str], *, name: str | None = None) -> Iterator[Board]:
    """Read PBN boards one at a time (a generator; the file is read line by line).

    Args:
        source: a path (``Path`` or a string without newlines), PBN text (a string holding a
            newline or starting with ``[``/``%``), or an iterable of lines.
        name: the file name used in problems (default: the path, or ``"<text>"``).

    Yields:
        One :class:`Board` per game, with its problems. A file that cannot be opened yields one
        board holding a single problem. Raises nothing on bad content.
    """
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and not source.lstrip().startswith(("[", "%"))):
        path = Path(source)
        file = name or str(path)
        try:
            fh = path.open(encoding="utf-8-sig", errors="replace", newline="")
        except OSError as e:
            b = Board(file=file)
            b.problem(f"cannot read the file: {e.strerror or e}", "file")
            yield b
            return
        with fh:
            yield from _read_lines(fh, file)
        return
    if isinstance(source, str):
        yield from _read_lines(io.StringIO(source, newline=""), name or "<text>")
        return
    yield from _read_lines(source, name or "<text>")


def _read_lines(lines: Iterable[str], file: str) -> Iterator[Board]:
    previous: dict[str, str] = {}
    for game, bad in _games(lines):
        try:
            b = _board_from_game(game, file, previous)
        except Exception as e:  # a reader never crashes on a bad file
            b = Board(file=file, board=game.tags.get("Board", ""))
            b.problem(f"unreadable game: {type(e).__name__}: {e}", f"line {min(game.lines.values())}")
        for what, lineno in bad:
            b.problem(what, f"line {lineno}")
        previous = dict(game.tags)
        yield b


# ------------------------------------------------------------------------------ bare deal

_SEAT_WORDS = {"N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W,
               "NORTH": Seat.N, "EAST": Seat.E, "SOUTH": Seat.S, "WEST": Seat.W}
_SUIT_MARKS = {"♠": 0, "♥": 1, "♦": 2, "♣": 3, "♤": 0, "♡": 1, "♢": 2, "♧": 3}
_VOIDS = ("-", "—", "–", "void", "VOID", "Void")
_LABELLED = re.compile(r"^\s*(north|east|south|west|[nesw])\b\s*[:.\-=]?\s*(.*)$", re.IGNORECASE)


def read_deal_text(text: str) -> Deal:
    """A deal pasted as text, without PBN tags: the ``[Deal]`` value itself (``N:h1 h2 h3 h4``,
    the first seat and a colon, the hands clockwise as ``S.H.D.C``; also quoted, or after the
    word ``Deal``), or four lines each naming a seat (``N``/``North``, any case, then ``:`` or
    nothing) and its hand - as ``S.H.D.C``, or four holdings spades first (``KJ52 AK4 Q73
    862``), or holdings marked with suit symbols in any order (``♠KJ52 ♥AK4 ♦Q73 ♣862``); ``-``
    or ``—`` for a void, ``10`` for ``T``. Every hand must hold 13 cards and no card two hands.

    Raises:
        NotationError: one line saying what is wrong, where and why ("the hand of E (line 2)
            has 12 cards, not 13"; "♠K is in two hands: N and S"; "'X' is not a seat").
    """
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    if not lines:
        raise NotationError("no deal: give 'N:' and the four hands, e.g. "
                            "N:KJ52.AK4.Q73.862 63.632.T865.J974 ...")
    hands: dict[Seat, Hand] = {}
    where: dict[Seat, str] = {}
    if len(lines) == 1:
        t = lines[0]
        if t[:4].lower() == "deal":
            t = t[4:].strip()
        t = t.strip('"\'“”')
        if len(t) < 2 or t[1] != ":":
            raise NotationError(f"deal {excerpt(t)}: start with the first seat and a colon (N:, E:, S: or "
                                "W:), then the four hands clockwise")
        if t[0].upper() not in "NESW":
            raise NotationError(f"deal {excerpt(t)}: {t[0]!r} is not a seat (N, E, S or W)")
        first = Seat.parse(t[0].upper())
        parts = t[2:].split()
        if len(parts) != 4:
            raise NotationError(f"deal {excerpt(t)}: {len(parts)} hands, not 4 (the hands are separated by "
                                "spaces, each as spades.hearts.diamonds.clubs)")
        for i, part in enumerate(parts):
            seat = Seat((first + i) & 3)
            what = f"the hand of {seat.letter} ({_ORDINAL[i]} after '{first.letter}:')"
            hands[seat] = _hand_text(part, what)
            where[seat] = f"the hand of {seat.letter}"
    else:
        if len(lines) != 4:
            raise NotationError(f"deal: {len(lines)} lines; give one line (N:h1 h2 h3 h4) or four, one hand "
                                "a line, each starting with its seat")
        for n, line in enumerate(lines, 1):
            m = _LABELLED.match(line)
            if m is None:
                word = re.split(r"[\s:.=-]", line, maxsplit=1)[0] or line
                raise NotationError(f"deal, line {n}: {excerpt(word)} is not a seat (N, E, S, W or North, "
                                    "East, South, West)")
            seat = _SEAT_WORDS[m.group(1).upper()]
            if seat in hands:
                raise NotationError(f"deal, line {n}: {seat.letter} is given twice")
            what = f"the hand of {seat.letter} (line {n})"
            hands[seat] = _holdings(m.group(2), what)
            where[seat] = what
    seen: dict[Card, Seat] = {}
    for seat in Seat:
        for card in hands[seat]:
            if card in seen:
                raise NotationError(f"deal: {card.pretty} is in two hands: {seen[card].letter} and "
                                    f"{seat.letter}")
            seen[card] = seat
    for seat in Seat:
        if len(hands[seat]) != 13:
            raise NotationError(f"deal: {where[seat]} has {len(hands[seat])} cards, not 13")
    return Deal((hands[Seat.N], hands[Seat.E], hands[Seat.S], hands[Seat.W]))


_ORDINAL = ("1st", "2nd", "3rd", "4th")


def _hand_text(text: str, what: str) -> Hand:
    """A ``S.H.D.C`` hand, its error naming ``what``."""
    try:
        return Hand.parse(text)
    except NotationError as e:
        raise NotationError(f"deal: {what}: {e}") from None


def _holdings(text: str, what: str) -> Hand:
    """A labelled line's hand: ``S.H.D.C``, four holdings spades first, or holdings each marked
    with its suit symbol."""
    t = text.strip()
    if "." in t and len(t.split()) == 1:
        return _hand_text(t, what)
    suits = ["", "", "", ""]
    if any(ch in _SUIT_MARKS for ch in t):
        marks = [(i, _SUIT_MARKS[ch]) for i, ch in enumerate(t) if ch in _SUIT_MARKS]
        got: set[int] = set()
        for k, (i, suit) in enumerate(marks):
            end = marks[k + 1][0] if k + 1 < len(marks) else len(t)
            if suit in got:
                raise NotationError(f"deal: {what}: the suit {t[i]} is given twice")
            got.add(suit)
            holding = t[i + 1:end].strip()
            suits[suit] = "" if holding in _VOIDS else holding.replace(" ", "")
        if t[:marks[0][0]].strip():
            before = excerpt(t[:marks[0][0]].strip())
            raise NotationError(f"deal: {what}: {before} comes before any suit symbol")
    else:
        parts = t.split()
        if len(parts) != 4:
            raise NotationError(f"deal: {what}: {len(parts)} holdings, not 4 (spades hearts diamonds clubs, "
                                "'-' for a void)")
        suits = ["" if p in _VOIDS else p for p in parts]
    return _hand_text(".".join(suits), what)


# ---------------------------------------------------------------------------------- writer


def _q(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def write_pbn(board: Board) -> str:
    """The PBN 2.1 text of one board (ends with a newline; join boards with a blank line).

    Writes the mandatory tags in PBN order, ``[Result]`` (declarer's tricks: the claim, else the
    recorded result, else tricks won in a complete play), ``[Score]`` when the board has one
    (``"NS 420"``: declarer's side's) and a ``[Play]`` section in PBN
    column order (seats from the opening leader), with ``^R``/``^L`` marks, ``-`` for cards not
    played in the last trick and ``*`` when play ended early.

    Raises:
        ValueError: the board has play but no contract (the play cannot be written).
    """
    c = board.contract
    out = []

    def tag(name: str, value: str) -> None:
        out.append(f'[{name} "{_q(value)}"]')

    tag("Event", board.event)
    tag("Site", board.site)
    tag("Date", board.date)
    tag("Board", board.board)
    for name in ("West", "North", "East", "South"):
        tag(name, board.players.get(_SEAT_TAGS[name], ""))
    tag("Dealer", board.dealer.letter if board.dealer is not None else "")
    tag("Vulnerable", board.vulnerability)
    tag("Deal", board.deal.to_pbn(board.dealer or Seat.N) if board.deal is not None else "")
    if board.room:
        tag("Room", board.room.capitalize())
    if c is None:
        tag("Declarer", "")
        tag("Contract", "Pass" if board.passed_out else "")
        tag("Result", "")
        if board.play:
            raise ValueError(f"{board.label()}: play without a contract cannot be written as PBN")
        return "\n".join(out) + "\n"
    tag("Declarer", c.declarer.letter)
    tag("Contract", c.text)
    result = board.claim if board.claim is not None else board.result
    if result is None and len(board.play) == 52:
        won = 0
        for i in range(0, 52, 4):
            if trick_winner(board.play[i:i + 4], c.trump).same_side(c.declarer):
                won += 1
        result = won
    tag("Result", "" if result is None else str(result))
    if board.score is not None:
        tag("Score", f"{'NS' if c.declarer in (Seat.N, Seat.S) else 'EW'} {board.score}")
    if board.play:
        first = c.declarer.lho
        tag("Play", first.letter)
        for start in range(0, len(board.play), 4):
            cols = ["-"] * 4
            for i, (seat, card) in enumerate(board.play[start:start + 4], start):
                m = board.marks.get(i)
                prefix = f"^{m} " if m in (MARK_REVOKE, MARK_LEAD_OUT_OF_TURN) else ""
                cols[(seat - first) & 3] = prefix + str(card)
            out.append(" ".join(cols))
        if len(board.play) < 52 or board.play_ended:
            out.append("*")
    return "\n".join(out) + "\n"
