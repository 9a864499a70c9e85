"""The ``bridgelaw replay PATH...`` command: replay PBN/LIN files through the table engine.

Prints a summary table (rich) of the classes of :mod:`bridgelaw.replay` and the non-clean boards;
``--json`` prints one object instead. A progress bar goes to stderr when stderr is a terminal
or there are many files. ``--show N`` prints the tricks of board N (to stderr with ``--json``,
so that stdout stays one JSON object); when no board N is found it says so on stderr. A file
with no board in it (empty, not a text file, not PBN/LIN) counts as one ``unreadable`` entry.
Exit 0, or 1 with ``--strict`` when a board is not clean; 2 when a path does not exist or an
option is out of range (``--limit`` below 0).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TextIO

import typer

from bridgelaw.notation import find_files, read_any
from bridgelaw.replay import STATUSES, Summary, replay_board, trick_lines
from bridgelaw.untrusted import error_line, escape_controls

if TYPE_CHECKING:
    from rich.console import Console

#: Show a progress bar from this many files on, even when stderr is not a terminal.
MANY_FILES = 200


def same_board(number: str, wanted: str) -> bool:
    """True when the board number as written (``number``) is the one asked for (``wanted``):
    equal text, or equal numbers (``"03"`` is board 3). Raises nothing."""
    a, b = number.strip(), wanted.strip()
    if a == b:
        return True
    return a.isdigit() and b.isdigit() and int(a) == int(b)


def run_replay(paths: list[Path], *, progress: bool | None = None, show: str | None = None,
               show_file: TextIO | None = None) -> Summary:
    """Replay every board under ``paths`` (the library path the CLI uses).

    Args:
        paths: files or folders (searched recursively for .pbn/.lin).
        progress: force the rich progress bar on stderr on/off; None = when stderr is a TTY or
            there are at least :data:`MANY_FILES` files.
        show: print the trick-by-trick record of boards with this board number
            (:func:`same_board`); ``summary.shown`` counts them.
        show_file: where to print them (default: standard output).

    Returns:
        The :class:`Summary`. Raises nothing on bad files (they are counted ``unreadable``).
    """
    files = list(find_files(paths))
    summary = Summary(files=len(files))
    if progress is None:
        progress = sys.stderr.isatty() or len(files) >= MANY_FILES
    if progress:
        from rich.console import Console
        from rich.progress import Progress

        with Progress(console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("replaying", total=len(files))
            for f in files:
                _replay_file(f, summary, show, show_file)
                bar.advance(task)
    else:
        for f in files:
            _replay_file(f, summary, show, show_file)
    return summary


def _replay_file(f: Path, summary: Summary, show: str | None, show_file: TextIO | None) -> None:
    for board in read_any(f):
        r = replay_board(board)
        summary.add(r)
        if show is not None and board.board and same_board(board.board, show):
            summary.shown += 1
            lines = "\n".join(trick_lines(r))
            print(escape_controls(lines, keep_newlines=True), file=show_file or sys.stdout)


def show_not_found(show: str, paths: list[Path]) -> str:
    """The stderr line when ``--show`` matched no board: ``board N not found in PATHS``."""
    where = ", ".join(str(p) for p in paths)
    hint = "" if show.strip().isdigit() else " (--show takes a board number, e.g. --show 12)"
    return f"board {show} not found in {where}{hint}"


def print_summary(summary: Summary, limit: int, console: Console | None = None) -> None:
    """Print the summary of a replay run (counts per class) and up to ``limit`` non-clean boards."""
    from rich.console import Console
    from rich.table import Table as RichTable

    from bridgelaw.cli.errors import safe_cell

    console = console or Console()
    t = RichTable(title=f"replay: {summary.files} files, {summary.boards} boards")
    t.add_column("class")
    t.add_column("boards", justify="right")
    for s in STATUSES:
        t.add_row(s, str(summary.counts.get(s, 0)))
    console.print(t)
    if summary.problems:
        p = RichTable(title=f"boards that are not clean ({len(summary.problems)})")
        for col in ("file", "board", "room", "class", "detail"):
            p.add_column(col, overflow="fold")
        for r in summary.problems[:limit]:
            j = r.to_json()
            p.add_row(*(safe_cell(j[k]) for k in ("file", "board", "room", "class", "detail")))
        console.print(p)
        if len(summary.problems) > limit:
            console.print(f"... and {len(summary.problems) - limit} more (use --json for all)")


def register(app: typer.Typer) -> None:
    """Add the ``replay`` command to ``app``."""

    @app.command("replay")
    def _cmd(
        paths: Annotated[list[Path], typer.Argument(help="PBN/LIN files or folders (searched recursively)")],
        as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
        strict: Annotated[bool, typer.Option("--strict", help="exit 1 if any board is not clean")] = False,
        show: Annotated[str | None, typer.Option("--show", help="print the tricks of board N")] = None,
        limit: Annotated[int, typer.Option(
            "--limit", min=0, help="non-clean boards listed in the table (0 or more)")] = 50,
    ) -> None:
        """Replay every board's play through the Law 44 table engine and classify it:
        complete, claimed, stopped, revoke, not_held, result_mismatch, no_play, unreadable."""
        missing = [p for p in paths if not p.exists()]
        if missing:
            print(error_line(f"replay: {missing[0]} does not exist (give PBN/LIN files or folders)"),
                  file=sys.stderr)
            raise typer.Exit(2)
        summary = run_replay(paths, progress=None, show=show, show_file=sys.stderr if as_json else None)
        if show is not None and not summary.shown:
            print(escape_controls(show_not_found(show, paths)), file=sys.stderr)
        if as_json:
            print(json.dumps(summary.to_json(), indent=1))
        else:
            print_summary(summary, limit)
        if strict and not summary.clean:
            raise typer.Exit(1)
