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
    "SUFFIXES",
    "Board",
    "Problem",
    "contract_from_auction",
    "find_files",
    "read_any",
    "read_lin",
    "read_paths",
    "read_pbn",
    "sequence_play",
    "write_pbn",
]

#: File name endings the readers know (case-insensitive).
SUFFIXES = (".pbn", ".lin")


def read_any(path: str | Path) -> Iterator[Board]:
    """Read one file by its suffix: ``.pbn`` with :func:`read_pbn`, ``.lin`` with
    :func:`read_lin`; otherwise sniff the first bytes (``[``/``%`` → PBN, ``|`` → LIN).

    Yields:
        Boards with their problems; an unknown or unreadable file yields one board holding a
        single problem. Raises nothing.
    """
    p = Path(path)
    suffix = p.suffix.lower()
    if suffix == ".pbn":
        yield from read_pbn(p)
        return
    if suffix == ".lin":
        yield from read_lin(p)
        return
    try:
        with p.open(encoding="utf-8", errors="replace") as fh:
            head = fh.read(4096)
    except OSError as e:
        b = Board(file=str(p))
        b.problem(f"cannot read the file: {e.strerror or e}", "file")
        yield b
        return
    if "|" in head and "[" not in head.split("|")[0]:
        yield from read_lin(p)
    elif head.lstrip().startswith(("[", "%", "{")):
        yield from read_pbn(p)
    else:
        b = Board(file=str(p))
        b.problem("neither PBN nor LIN (expected a .pbn or .lin file)", "file")
        yield b


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
