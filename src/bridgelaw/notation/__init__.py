"""Bridge record formats: tolerant streaming readers of PBN 2.1 and BBO LIN, and a PBN writer.

::

    from bridgelaw.notation import read_any, read_paths, write_pbn
    for board in read_paths(["../shared/data"]):
        print(board.label(), board.contract, len(board.play), board.problems)

Readers are generators of :class:`Board` (one per table result) that attach
:class:`Problem` records instead of raising. See ``docs/replay.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from bridgelaw.notation.board import (
    MARK_LEAD_OUT_OF_TURN,
    MARK_REVOKE,
    Board,
    Problem,
    contract_from_auction,
    sequence_play,
)
from bridgelaw.notation.lin import read_lin
from bridgelaw.notation.pbn import read_pbn, write_pbn

__all__ = [
    "MARK_LEAD_OUT_OF_TURN",
    "MARK_REVOKE",
    "NO_BOARD",
    "SNIFF_BYTES",
    "SUFFIXES",
    "Board",
    "Problem",
    "contract_from_auction",
    "find_files",
    "not_text",
    "read_any",
    "read_lin",
    "read_paths",
    "read_pbn",
    "sequence_play",
    "write_pbn",
]

#: File name endings the readers know (case-insensitive).
SUFFIXES = (".pbn", ".lin")


#: Bytes read from the start of a file to tell text from binary data and PBN from LIN.
SNIFF_BYTES = 8192

#: The problem of a file that holds no board (empty, or text that is neither PBN nor LIN).
NO_BOARD = "no board found"


def _file_problem(p: Path, what: str) -> Board:
    b = Board(file=str(p))
    b.problem(what, "file")
    return b


def not_text(head: bytes) -> str | None:
    """Why the first bytes of a file are not a PBN/LIN text file, or None when they may be.

    A NUL byte (the test git and most tools use) means binary data; a UTF-16 byte-order mark
    means UTF-16 text, which the readers do not take (PBN and LIN are ASCII/UTF-8/Latin-1).
    Raises nothing.
    """
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "not a text file the readers take: UTF-16 text (save it as UTF-8)"
    if b"\0" in head:
        return "not a text file (binary data)"
    return None


def read_any(path: str | Path) -> Iterator[Board]:
    """Read one file by its suffix: ``.pbn`` with :func:`read_pbn`, ``.lin`` with
    :func:`read_lin`; otherwise sniff the first bytes (``[``/``%`` → PBN, ``|`` → LIN).

    Yields:
        Boards with their problems. A file that yields no board at all still yields one board
        holding a single ``where="file"`` problem, so that no file passes silently:
        ``"cannot read the file: ..."`` (missing, a folder, no permission), ``"not a regular
        file ..."`` (a pipe, FIFO, device or socket),
        ``"not a text file (binary data)"`` (a NUL byte in the first :data:`SNIFF_BYTES`),
        ``"neither PBN nor LIN ..."`` (unknown suffix and content), or ``"no board found ..."``
        (:data:`NO_BOARD`: an empty file, or text with no PBN game / LIN board in it).
        Raises nothing.
    """
    p = Path(path)
    try:
        if not p.is_dir() and not p.is_file() and p.exists():
            # a FIFO nobody writes to used to hang the replay for ever, and a pipe (/dev/stdin) was
            # read as "no board found": the readers read a file twice (sniff, then read; workers
            # read byte ranges), which only a regular file allows
            yield _file_problem(p, "not a regular file (a pipe, FIFO, device or socket): save it as a "
                                   ".pbn or .lin file and replay that")
            return
        with p.open("rb") as fh:
            head = fh.read(SNIFF_BYTES)
    except OSError as e:
        yield _file_problem(p, f"cannot read the file: {e.strerror or e}")
        return
    why = not_text(head)
    if why is not None:
        yield _file_problem(p, why)
        return
    suffix = p.suffix.lower()
    text = head.decode("utf-8", errors="replace")
    if suffix == ".pbn":
        fmt = "PBN"
    elif suffix == ".lin":
        fmt = "LIN"
    elif "|" in text and "[" not in text.split("|")[0]:
        fmt = "LIN"
    elif text.lstrip("\ufeff \t\r\n").startswith(("[", "%", "{")):
        fmt = "PBN"
    else:
        yield _file_problem(p, "neither PBN nor LIN (expected a .pbn or .lin file)")
        return
    found = False
    for board in (read_pbn(p) if fmt == "PBN" else read_lin(p)):
        found = True
        yield board
    if not found:
        if not text.strip("\ufeff \t\r\n"):
            yield _file_problem(p, f"{NO_BOARD} (the file is empty)")
        elif fmt == "PBN":
            yield _file_problem(p, f"{NO_BOARD} (no PBN tag such as [Board \"1\"] or [Deal \"...\"])")
        else:
            yield _file_problem(p, f"{NO_BOARD} (no LIN tag such as md|...| or pc|...|)")


def find_files(paths: Iterable[str | Path]) -> Iterator[Path]:
    """The files to read under ``paths``: a file as given, a folder searched recursively for
    ``.pbn``/``.lin`` files (sorted). A path that does not exist is yielded as is (reading it
    gives a problem)."""
    for path in paths:
        p = Path(path)
        if p.is_dir():
            yield from sorted(f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in SUFFIXES)
        else:
            yield p


def read_paths(paths: Iterable[str | Path]) -> Iterator[Board]:
    """Every board of every file under ``paths`` (see :func:`find_files`), streamed."""
    for f in find_files(paths):
        yield from read_any(f)
