"""The ``bridgelaw replay PATH...`` command: replay PBN/LIN files through the table engine.

Prints a summary table (rich) of the classes of :mod:`bridgelaw.replay` and the non-clean boards;
``--json`` prints one object instead. A progress bar goes to stderr when stderr is a terminal
or there are many files. ``--show N`` prints the tricks of board N (to stderr with ``--json``,
so that stdout stays one JSON object); when no board N is found it says so on stderr. A file
with no board in it (empty, not a text file, not PBN/LIN) counts as one ``unreadable`` entry.
``--workers N`` replays on N processes (default: every core; the output is the same for any N),
``--engine table`` puts every board through the :class:`~bridgelaw.table.Table` instead of the
bulk engine (same output), ``--scheduler ADDRESS`` replays on a Dask cluster
(:mod:`bridgelaw.distributed`). Exit 0, or 1 with ``--strict`` when a board is not clean; 2 when
a path does not exist or an option is out of range (``--limit`` below 0), and when a worker
process dies (killed, crashed: one line naming the file, no summary); 130 on Ctrl-C.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Generic, TextIO, TypeVar

import typer

from bridgelaw.notation import find_files
from bridgelaw.parallel import TaskResult, WorkerDied, replay_parallel, same_board, total_bytes
from bridgelaw.replay import STATUSES, VS_DD, ClaimEntry, Entry, JsonReport, Summary
from bridgelaw.untrusted import error_line, escape_controls

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["MANY_FILES", "FirstEntries", "print_summary", "register", "run_replay", "same_board",
           "show_not_found"]

T = TypeVar("T")

#: Show a progress bar from this many files on, even when stderr is not a terminal.
MANY_FILES = 200
#: Below this many bytes of input the replay stays in one process (starting workers costs more).
PARALLEL_BYTES = 4 << 20
#: The same when claims are checked against double dummy (about 1 ms a claim: 1 MiB of an
#: archive of claims is 2 s of work, worth a second core).
PARALLEL_BYTES_DD = 1 << 20
#: The engines of ``--engine``.
ENGINES = ("bulk", "table")


def run_replay(paths: list[Path], *, progress: bool | None = None, show: str | None = None,
               show_file: TextIO | None = None, workers: int = 1, engine: str = "bulk",
               on_problem: Callable[[Entry], None] | None = None, dd: bool = False,
               on_claim: Callable[[ClaimEntry], None] | None = None) -> Summary:
    """Replay every board under ``paths`` (the library path the CLI uses).

    Args:
        paths: files or folders (searched recursively for .pbn/.lin).
        progress: force the rich progress bar on stderr on/off; None = when stderr is a TTY or
            there are at least :data:`MANY_FILES` files. It counts boards across workers.
        show: print the trick-by-trick record of boards with this board number
            (:func:`same_board`); ``summary.shown`` counts them.
        show_file: where to print them (default: standard output).
        workers: processes (:func:`bridgelaw.parallel.replay_parallel`; 1 = this process; 0 =
            every core). Inputs under :data:`PARALLEL_BYTES` (:data:`PARALLEL_BYTES_DD` with
            ``dd``) stay in this process. The summary is the same for any number.
        engine: ``"bulk"`` (:mod:`bridgelaw.bulk`) or ``"table"`` (the :class:`Table` on every
            board); the same classes and details.
        on_problem: receives each non-clean board's :class:`~bridgelaw.replay.Entry` as the
            replay goes, in the order of one process (then ``summary.problems`` stays empty:
            :class:`~bridgelaw.replay.JsonReport` writes them out); None keeps them.
        dd: check every claimed board against double dummy (``bridgelaw replay`` does unless
            ``--no-dd``); ``on_claim`` receives each :class:`~bridgelaw.replay.ClaimEntry` as
            ``on_problem`` the entries (None keeps them in ``summary.claim_entries``).

    Returns:
        The :class:`Summary`. Raises nothing on bad files (they are counted ``unreadable``);
        ``KeyboardInterrupt`` on Ctrl-C (workers stopped).
    """
    files = list(find_files(paths))
    if workers <= 0:
        workers = os.cpu_count() or 1
    threshold = min(PARALLEL_BYTES, PARALLEL_BYTES_DD) if dd else PARALLEL_BYTES
    if workers > 1 and total_bytes(files, threshold) < threshold:
        workers = 1
    if progress is None:
        progress = sys.stderr.isatty() or len(files) >= MANY_FILES

    def lines_out(block: str) -> None:
        print(escape_controls(block, keep_newlines=True), file=show_file or sys.stdout)

    if not progress:
        return replay_parallel(files, workers=workers, engine=engine, show=show, on_lines=lines_out,
                               on_problem=on_problem, dd=dd, on_claim=on_claim)
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    size = 0
    for f in files:
        try:
            size += f.stat().st_size
        except OSError:
            pass
    with Progress(TextColumn("replaying"), BarColumn(), TextColumn("{task.fields[boards]:,} boards"),
                  TimeElapsedColumn(), console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("replaying", total=max(size, 1), boards=0)
        done = [0]

        def advance(res: TaskResult) -> None:
            done[0] += res.boards
            bar.update(task, advance=res.size, boards=done[0])

        return replay_parallel(files, workers=workers, engine=engine, show=show, on_lines=lines_out,
                               on_task=advance, on_problem=on_problem, dd=dd, on_claim=on_claim)


def show_not_found(show: str, paths: list[Path]) -> str:
    """The stderr line when ``--show`` matched no board: ``board N not found in PATHS``."""
    where = ", ".join(str(p) for p in paths)
    hint = "" if show.strip().isdigit() else " (--show takes a board number, e.g. --show 12)"
    return f"board {show} not found in {where}{hint}"


def print_summary(summary: Summary, limit: int, console: Console | None = None,
                  problems: Sequence[Entry] | None = None,
                  claims: Sequence[ClaimEntry] | None = None, lang: str = "en") -> None:
    """Print the summary of a replay run (counts per class) and up to ``limit`` non-clean boards:
    the first of ``problems`` (default ``summary.problems``; a streamed run passes the first
    ``limit`` it kept, :class:`FirstEntries`), then how many more there are. With
    ``summary.dd``, the claims against double dummy (above/at/below/unchecked) and up to
    ``limit`` of the claims that are not at double dummy (``claims``, default those of
    ``summary.claim_entries``). ``lang``: the language of the counts table (the demo's; the
    ``replay`` command prints English)."""
    from rich.table import Table as RichTable

    from bridgelaw.cli.console import output_console
    from bridgelaw.cli.errors import safe_cell

    console = console or output_console()
    if lang == "en":
        t = RichTable(title=f"replay: {summary.files} files, {summary.boards} boards")
    else:
        from bridgelaw.texts import ui_text

        t = RichTable(title=ui_text("heading", "replay: files: {files}, boards: {boards}", lang,
                                    files=summary.files, boards=summary.boards))
    from bridgelaw.texts import column, ui_text

    t.add_column(column("class", lang))
    t.add_column(column("boards", lang), justify="right")
    for s in STATUSES:
        t.add_row(s if lang == "en" else ui_text("class", s, lang), str(summary.counts.get(s, 0)))
    console.print(t)
    entries = summary.problems if problems is None else problems
    total = summary.not_clean
    if total:
        p = RichTable(title=f"boards that are not clean ({total})")
        for col in ("file", "board", "room", "class", "detail"):
            p.add_column(col, overflow="fold")
        for r in entries[:limit]:
            j = r.to_json()
            p.add_row(*(safe_cell(j[k]) for k in ("file", "board", "room", "class", "detail")))
        console.print(p)
        if total > limit:
            console.print(f"... and {total - limit} more (use --json for all)")
    if not summary.dd:
        return
    n = sum(summary.claims.values())
    c = RichTable(title=f"claims against double dummy ({n})")
    c.add_column("claim")
    c.add_column("boards", justify="right")
    for v, words in zip(VS_DD, ("above (the defenders let tricks go)", "at double dummy",
                                "below (tricks conceded that could not be lost)", "unchecked"), strict=True):
        c.add_row(words, str(summary.claims.get(v, 0)))
    console.print(c)
    off = [x for x in summary.claim_entries if x.vs_dd != "at"] if claims is None else list(claims)
    total_off = n - summary.claims.get("at", 0)
    if total_off:
        o = RichTable(title=f"claims not at double dummy ({total_off})")
        for col in ("file", "board", "room", "claim", "dd", "vs dd", "cards played", "detail"):
            o.add_column(col, overflow="fold")
        for x in off[:limit]:
            o.add_row(safe_cell(x.file), safe_cell(x.board), safe_cell(x.room), str(x.claim),
                      "-" if x.dd is None else str(x.dd), x.vs_dd, str(x.cards), safe_cell(x.detail))
        console.print(o)
        if total_off > limit:
            console.print(f"... and {total_off - limit} more (use --json for all)")


class FirstEntries(Generic[T]):
    """A sink (:attr:`bridgelaw.replay.Summary.sink`, ``claim_sink``) that keeps the first
    ``limit`` entries that ``keep`` accepts and drops the others (the summary counts them all):
    what the summary table prints, in memory that does not grow with the number of boards."""

    def __init__(self, limit: int, keep: Callable[[T], bool] | None = None) -> None:
        self.limit = limit
        self.keep = keep
        self.entries: list[T] = []

    def __call__(self, entry: T) -> None:
        if len(self.entries) < self.limit and (self.keep is None or self.keep(entry)):
            self.entries.append(entry)


def _run_on_dask(paths: list[Path], address: str, engine: str, show: str | None, out: TextIO,
                 on_problem: Callable[[Entry], None], dd: bool,
                 on_claim: Callable[[ClaimEntry], None]) -> Summary:
    try:
        from distributed import Client
    except ImportError:
        print("error: replay: --scheduler needs the Dask extra (pip install 'bridgelaw[dask]')",
              file=sys.stderr)
        raise typer.Exit(2) from None
    from bridgelaw.distributed import replay_dask

    try:
        client = Client(address, timeout=10)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError) as e:
        print(f"error: replay: --scheduler {address}: cannot reach the Dask scheduler ({e})", file=sys.stderr)
        raise typer.Exit(2) from None
    with client:
        return replay_dask(paths, client, engine=engine, show=show, on_lines=lambda b: print(b, file=out),
                           on_problem=on_problem, dd=dd, on_claim=on_claim)


def _replay_and_report(paths: list[Path], *, as_json: bool, limit: int, show: str | None, workers: int,
                       engine: str, scheduler: str | None, dd: bool) -> Summary:
    """Run the replay and print its report: with ``--json`` each non-clean board is written out
    as it is merged and the totals at the end (the claims go to a temporary file and are copied
    out after the non-clean boards); the table keeps the first ``--limit`` boards (and claims
    not at double dummy) for itself. Memory stays flat either way. Ctrl-C: exit 130; a worker
    that dies: one ``error:`` line, exit 2."""
    report = JsonReport(sys.stdout, dd=dd) if as_json else None
    first: FirstEntries[Entry] = FirstEntries(limit)
    off_dd: FirstEntries[ClaimEntry] = FirstEntries(limit, lambda c: c.vs_dd != "at")
    sink = report.problem if report is not None else first
    claim_sink = report.claim if report is not None else off_dd
    try:
        if scheduler is not None:
            summary = _run_on_dask(paths, scheduler, engine, show, sys.stderr if as_json else sys.stdout,
                                   sink, dd, claim_sink)
        else:
            summary = run_replay(paths, progress=None, show=show, workers=workers, engine=engine,
                                 show_file=sys.stderr if as_json else None, on_problem=sink, dd=dd,
                                 on_claim=claim_sink)
    except KeyboardInterrupt:
        print("replay: interrupted (Ctrl-C); no summary", file=sys.stderr)
        raise typer.Exit(130) from None
    except WorkerDied as e:  # a worker killed or crashed: one line, never a hang
        print(error_line(e), file=sys.stderr)
        raise typer.Exit(2) from None
    if show is not None and not summary.shown:
        print(escape_controls(show_not_found(show, paths)), file=sys.stderr)
    if report is not None:
        report.close(summary)
    else:
        print_summary(summary, limit, problems=first.entries, claims=off_dd.entries)
    return summary


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
        workers: Annotated[int, typer.Option(
            "--workers", min=0, help="processes (default 0: every core; 1: one process)")] = 0,
        engine: Annotated[str, typer.Option(
            "--engine", help="bulk (fast Law 44 core) or table (the Table on every board)")] = "bulk",
        scheduler: Annotated[str | None, typer.Option(
            "--scheduler", help="replay on a Dask scheduler (tcp://host:8786; bridgelaw[dask])")] = None,
        no_dd: Annotated[bool, typer.Option(
            "--no-dd", help="do not check claims against double dummy (faster on archives of claims)",
        )] = False,
    ) -> None:
        """Replay every board's play through the Law 44 table engine and classify it:
        complete, claimed, stopped, revoke, not_held, result_mismatch, no_play, unreadable;
        each claim against double dummy from the claim position (above, at, below)."""
        missing = [p for p in paths if not p.exists()]
        if missing:
            print(error_line(f"replay: {missing[0]} does not exist (give PBN/LIN files or folders)"),
                  file=sys.stderr)
            raise typer.Exit(2)
        if engine not in ENGINES:
            print(error_line(f"replay: --engine {engine!r} is not one of {', '.join(ENGINES)}"),
                  file=sys.stderr)
            raise typer.Exit(2)
        summary = _replay_and_report(paths, as_json=as_json, limit=limit, show=show, workers=workers,
                                     engine=engine, scheduler=scheduler, dd=not no_dd)
        if strict and not summary.clean:
            raise typer.Exit(1)
