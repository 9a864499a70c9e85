"""Replay archives on every core: files, and ranges of large multi-board LIN files, over processes.

:func:`plan` cuts the work into :class:`Piece` lists (a task each): a whole file, or a byte range
of a large LIN file that starts at a line beginning with ``qx|`` or ``pn|`` (the reader starts a
new board there). Small files are grouped so that a task holds about :data:`TASK_BYTES` bytes.
:func:`run_task` replays one task (by default with the bulk engine, :func:`bridgelaw.bulk.classify`)
and returns a :class:`TaskResult` holding only what the report prints: the counts, the
:class:`~bridgelaw.replay.Entry` of each non-clean board, the ``--show`` lines. :func:`replay_parallel`
runs the tasks on a process pool (:class:`concurrent.futures.ProcessPoolExecutor`) and merges the
results in task order, so
that the summary, the JSON and the order of the non-clean boards are those of one worker.

A range is only correct if its ends are board boundaries for the whole-file reader; the reader
checks that while reading (:class:`bridgelaw.notation.lin.Part`) and when it is not so (a split
inside a value, a ``pn`` that continues a board, a file-level tag in the middle of the file),
the file is replayed whole instead. Ctrl-C stops the workers and raises ``KeyboardInterrupt``
in the caller; a worker that dies (SIGKILL, a crash) raises :class:`WorkerDied` instead of
hanging the replay.
"""

from __future__ import annotations

import copy
import itertools
import multiprocessing
import multiprocessing.context
import os
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

from bridgelaw._compiled import NATIVE
from bridgelaw.errors import BridgeLawError
from bridgelaw.notation import SNIFF_BYTES, not_text, read_any
from bridgelaw.notation.lin import Part, _Header, lin_file_text, lin_header, lin_range_text, read_lin_range
from bridgelaw.replay import ClaimEntry, Entry, Summary, check_claim, replay_table, trick_lines

__all__ = ["TASK_BYTES", "Piece", "TaskResult", "WorkerDied", "plan", "replay_parallel", "run_task",
           "same_board", "total_bytes"]

#: Whole LIN boards are assembled and classified in C (``bridgelaw._bulk.lin_fast``).
FAST_LIN = hasattr(NATIVE, "lin_fast")
#: Largest whole LIN file read at once by the fast path (a larger one that could not be cut into
#: ranges is read by the streaming reader, in 64 KiB chunks: memory stays flat).
WHOLE_FILE_BYTES = 1 << 26
#: Bytes of input per task (files are grouped, large LIN files cut, to about this size).
TASK_BYTES = 1 << 20
#: Bytes read at a time when looking for a line starting with ``qx|``/``pn|`` after a cut point.
_SEARCH = 1 << 13


def same_board(number: str, wanted: str) -> bool:
    """True when the board number as written (``number``) is the one asked for (``wanted``):
    equal text, or equal numbers (``"03"`` is board 3). Raises nothing."""
    a, b = number.strip(), wanted.strip()
    if a == b:
        return True
    return a.isdigit() and b.isdigit() and int(a) == int(b)


@dataclass(frozen=True, slots=True)
class Piece:
    """A file, or a byte range of one (``part`` numbers the ranges of a file, 0 first).

    Attributes:
        path: the file.
        start, end: the byte range (``end`` -1: the whole file, read with ``read_any``).
        part, parts: this range's number and the number of ranges of the file.
        boundary: the key at the start of the next range (``"qx"``/``"pn"``).
        header: the file-level LIN information as of ``start`` (None for the first range).
        size: bytes (for the progress bar).
    """

    path: str
    start: int = 0
    end: int = -1
    part: int = 0
    parts: int = 1
    boundary: str = "qx"
    header: _Header | None = None
    size: int = 0


@dataclass(slots=True)
class TaskResult:
    """What one task gives back: one :class:`Summary` per piece (``files`` 0), whether each
    range was read correctly (``valid``, ``header_seen``), the ``--show`` lines per piece and the
    input size."""

    summaries: list[Summary] = field(default_factory=list)
    valid: list[bool] = field(default_factory=list)
    header_seen: list[bool] = field(default_factory=list)
    lines: list[list[str]] = field(default_factory=list)
    size: int = 0

    @property
    def boards(self) -> int:
        """Boards replayed by the task."""
        return sum(s.boards for s in self.summaries)

    def add(self, piece: Piece, summary: Summary, part: Part | None, lines: list[str]) -> None:
        """Add one piece's outcome: its summary, how its range was read (``part``; None for a
        whole file: valid, no header seen), its ``--show`` lines and its size."""
        self.summaries.append(summary)
        self.valid.append(part.valid if part is not None else True)
        self.header_seen.append(part.header_seen if part is not None else False)
        self.lines.append(lines)
        self.size += piece.size


def _cuts(path: Path, size: int, every: int) -> list[tuple[int, str]]:
    """Byte offsets (with the key there) at line starts ``qx|``/``pn|`` about ``every`` bytes apart."""
    cuts: list[tuple[int, str]] = []
    with path.open("rb") as fh:
        target = every
        while target < size - every // 2:
            fh.seek(target)
            window = fh.read(_SEARCH)
            hits = [i for i in (window.find(b"\nqx|"), window.find(b"\npn|")) if i >= 0]
            if not hits:
                target += _SEARCH - 3
                continue
            i = min(hits)
            at = target + i + 1
            if at >= size:
                break
            cuts.append((at, window[i + 1:i + 3].decode("ascii")))
            target = at + every
    return cuts


def _file_pieces(path: Path, every: int) -> list[Piece]:
    try:
        size = path.stat().st_size
    except OSError:
        return [Piece(str(path))]
    if path.suffix.lower() != ".lin" or size < 2 * every:
        return [Piece(str(path), size=size)]
    try:
        cuts = _cuts(path, size, every)
    except OSError:
        cuts = []
    if not cuts:
        return [Piece(str(path), size=size)]
    with path.open("rb") as fh:
        head = fh.read(cuts[0][0]).decode("utf-8-sig", errors="replace")
    header = lin_header(head)
    bounds = [0, *(c for c, _ in cuts), size]
    keys = [k for _, k in cuts] + ["qx"]
    n = len(bounds) - 1
    return [Piece(str(path), bounds[i], bounds[i + 1], i, n, keys[i], header if i else None,
                  bounds[i + 1] - bounds[i]) for i in range(n)]


def plan(files: Sequence[Path], *, task_bytes: int = TASK_BYTES) -> list[list[Piece]]:
    """The tasks of a replay of ``files`` in order: each a list of pieces, about ``task_bytes``
    bytes of input (small files grouped, large LIN files cut into ranges). Raises nothing
    (a file that cannot be read is one piece; reading it gives the problem)."""
    tasks: list[list[Piece]] = []
    group: list[Piece] = []
    size = 0
    for f in files:
        for piece in _file_pieces(f, task_bytes):
            if piece.parts > 1:
                if group:
                    tasks.append(group)
                    group, size = [], 0
                tasks.append([piece])
                continue
            group.append(piece)
            size += piece.size
            if size >= task_bytes:
                tasks.append(group)
                group, size = [], 0
    if group:
        tasks.append(group)
    return tasks


def _replay_boards(boards: Iterator[object], engine: str, show: str | None,
                   summary: Summary, lines: list[str], dd: bool = False) -> None:
    from bridgelaw.bulk import classify

    for board in boards:
        if show is not None and board.board and same_board(board.board, show):  # type: ignore[attr-defined]
            r, table = replay_table(board)  # type: ignore[arg-type]
            summary.add(r)
            summary.shown += 1
            lines.append("\n".join(trick_lines(r)))
            status = r.status
        elif engine == "table":
            r, table = replay_table(board)  # type: ignore[arg-type]
            summary.add(r)
            status = r.status
        else:
            status, detail = classify(board)  # type: ignore[arg-type]
            summary.add_status(board, status, detail)  # type: ignore[arg-type]
            table = None
        if dd and status == "claimed":
            summary.add_claim(check_claim(board, table))  # type: ignore[arg-type]


def run_task(task: Sequence[Piece], engine: str = "bulk", show: str | None = None,
             dd: bool = False) -> TaskResult:
    """Replay the pieces of one task (in a worker, or in the caller).

    Args:
        task: pieces from :func:`plan`.
        engine: ``"bulk"`` (:func:`bridgelaw.bulk.classify`) or ``"table"``
            (:func:`bridgelaw.replay.replay_board`); the classes and details are the same.
        show: print the tricks of boards with this number (:func:`same_board`): their lines are
            returned in ``lines``.
        dd: check every ``claimed`` board against double dummy
            (:func:`~bridgelaw.replay.check_claim`; the fast LIN path hands claimed boards to
            Python then).

    Returns:
        The :class:`TaskResult`. Raises nothing on bad files.
    """
    out = TaskResult()
    for piece in task:
        summary, lines = Summary(dd=dd), list[str]()
        part = None
        if engine == "bulk" and show is None and FAST_LIN and _fast_piece(piece, summary, out, dd):
            continue
        if piece.parts == 1:
            boards: Iterator[object] = read_any(piece.path)
        else:
            part = Part(last=piece.part == piece.parts - 1, boundary=piece.boundary)
            try:
                header = copy.deepcopy(piece.header)  # the reader updates it; the piece stays as planned
                boards = read_lin_range(piece.path, piece.start, piece.end, header=header, part=part)
            except OSError:
                part.valid = False
                boards = iter(())
        try:
            _replay_boards(boards, engine, show, summary, lines, dd)
        except OSError:
            if part is None:
                raise
            part.valid = False
        out.add(piece, summary, part, lines)
    return out


def _fast_piece(piece: Piece, summary: Summary, out: TaskResult, dd: bool = False) -> bool:
    """Replay a LIN piece with whole boards assembled in C (:func:`bridgelaw.bulk.replay_lin_text`)
    and add it to ``out``; False (nothing added) when the piece is not a LIN file the fast path
    takes as :func:`~bridgelaw.notation.read_any` would (then the caller reads it as usual)."""
    from bridgelaw.bulk import replay_lin_text

    if piece.parts == 1:
        if not piece.path.lower().endswith(".lin") or piece.size > WHOLE_FILE_BYTES:
            return False  # another format, or a large file that could not be cut: the streaming reader
        if not Path(piece.path).is_file():
            return False  # a FIFO (opening it would wait for a writer for ever): read_any says what it is
        try:
            with open(piece.path, "rb") as fh:
                data = fh.read()
        except OSError:
            return False
        if not_text(data[:SNIFF_BYTES]) is not None:
            return False
        if replay_lin_text(lin_file_text(data), str(Path(piece.path)), summary, dd=dd) == 0:
            return False  # no board: read_any says why (empty, no LIN tag)
        out.add(piece, summary, None, [])
        return True
    part = Part(last=piece.part == piece.parts - 1, boundary=piece.boundary)
    try:
        text = lin_range_text(piece.path, piece.start, piece.end)
    except OSError:
        part.valid = False
    else:
        replay_lin_text(text, str(Path(piece.path)), summary, copy.deepcopy(piece.header), part, dd=dd)
    out.add(piece, summary, part, [])
    return True


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _work(task: list[Piece], engine: str, show: str | None, dd: bool) -> TaskResult:
    """A task in a worker: :func:`run_task` (looked up there, pickled by name)."""
    return run_task(task, engine, show, dd)


class WorkerDied(BridgeLawError):
    """A worker process ended abruptly (killed, crashed, out of memory) during a replay: the
    message says where; there is no summary (the CLI prints it as one line, exit code 2)."""


#: Tasks submitted ahead per worker (the parent holds at most this many results unmerged).
WINDOW = 4
#: Smallest task (bytes) when a replay is cut finer to give every worker several tasks.
MIN_TASK_BYTES = 1 << 16


def total_bytes(files: Iterable[Path], cap: int) -> int:
    """The sizes of ``files`` (bytes) added up, in order, stopping as soon as the sum reaches
    ``cap`` (that sum is returned then); a file that cannot be read counts 0 (the replay reports
    it). Raises nothing."""
    total = 0
    for f in files:
        try:
            total += f.stat().st_size
        except OSError:
            pass
        if total >= cap:
            break
    return total


def _task_size(files: Sequence[Path], workers: int, task_bytes: int) -> int:
    """``task_bytes``, or less when the input is small, so that each worker gets about
    :data:`WINDOW` tasks (the last tasks then end close together: the workers stay balanced)."""
    want = workers * WINDOW * task_bytes
    total = total_bytes(files, want)
    if total >= want:
        return task_bytes
    return max(MIN_TASK_BYTES, min(task_bytes, total // (workers * WINDOW) + 1))


def _where(task: Sequence[Piece]) -> str:
    p = task[0]
    more = f" and {len(task) - 1} more files" if len(task) > 1 else ""
    return f"{p.path} bytes {p.start}-{p.end}" if p.parts > 1 else f"{p.path}{more}"


def _context() -> multiprocessing.context.BaseContext | None:
    """``fork`` where there is one (a worker starts in about a millisecond with every module of
    the parent already imported), else the platform's default."""
    return multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None


def _stop(pool: ProcessPoolExecutor) -> None:
    """Stop ``pool`` now: cancel what has not started and end the running workers."""
    procs = list(getattr(pool, "_processes", {}).values())  # the executor has no public handle on them
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        if proc.is_alive():
            proc.terminate()
    for proc in procs:
        proc.join(5)


def replay_parallel(files: Sequence[Path], *, workers: int | None = None, engine: str = "bulk",
                    show: str | None = None, on_lines: Callable[[str], None] | None = None,
                    on_task: Callable[[TaskResult], None] | None = None,
                    task_bytes: int = TASK_BYTES,
                    on_problem: Callable[[Entry], None] | None = None, dd: bool = False,
                    on_claim: Callable[[ClaimEntry], None] | None = None) -> Summary:
    """Replay ``files`` on ``workers`` processes (default: every core); the same
    :class:`Summary` as one worker (counts, non-clean boards in order, ``shown``).

    The workers are a :class:`concurrent.futures.ProcessPoolExecutor` (started with ``fork``
    where the platform has it). Each task crosses the process boundary as a few
    :class:`Piece` (a path and a byte range: the worker reads its own bytes) and comes back as a
    :class:`TaskResult` (counts and the :class:`~bridgelaw.replay.Entry` of each non-clean
    board). At most :data:`WINDOW` tasks per worker are in flight, and results are merged in task
    order as they come (a result that comes early waits for those before it: at most
    ``workers * WINDOW`` results are held), so that with ``on_problem`` the non-clean boards
    stream out in the order of one process while memory stays flat.

    Args:
        files: the files, in report order (from :func:`bridgelaw.notation.find_files`).
        workers: processes (1: in this process, no pool).
        engine: ``"bulk"`` or ``"table"`` (see :func:`run_task`).
        show: board number whose tricks are printed (passed to ``on_lines``, in order).
        on_lines: receives each ``--show`` block of lines, in file order.
        on_task: called after each task is merged (progress: ``result.size``, ``result.boards``).
        task_bytes: input bytes per task (less when the input is small: :func:`_task_size`).
        on_problem: receives the :class:`~bridgelaw.replay.Entry` of each non-clean board as it
            is merged, in the order of one process (the summary's ``sink``: its ``problems``
            then stay empty); None keeps them in ``problems``.
        dd: check every claimed board against double dummy (:func:`~bridgelaw.replay.check_claim`,
            in the workers); the summary counts them by above/at/below and keeps their
            :class:`~bridgelaw.replay.ClaimEntry` in ``claim_entries``, or passes each to
            ``on_claim`` as it is merged (in the order of one process).

    Returns:
        The merged :class:`Summary` (``files`` = ``len(files)``).

    Raises:
        KeyboardInterrupt: Ctrl-C; the workers are stopped first.
        WorkerDied: a worker process ended abruptly (SIGKILL, a crash); the others are stopped.
    """
    n = workers if workers is not None else (os.cpu_count() or 1)
    if n > 1:
        task_bytes = _task_size(files, n, task_bytes)
    tasks = plan(files, task_bytes=task_bytes)
    summary = Summary(files=len(files), sink=on_problem, dd=dd, claim_sink=on_claim)
    if n <= 1 or len(tasks) <= 1:
        results: Iterator[TaskResult] = (run_task(t, engine, show, dd) for t in tasks)
        _merge_all(tasks, results, summary, engine, show, on_lines, on_task, dd)
        return summary
    import bridgelaw.bulk  # noqa: F401  (imported once here, inherited by every forked worker)

    pool = ProcessPoolExecutor(min(n, len(tasks)), mp_context=_context(), initializer=_ignore_sigint)

    def in_order() -> Iterator[TaskResult]:
        pending: deque[tuple[Future[TaskResult], list[Piece]]] = deque()
        it = iter(tasks)
        ahead = min(n, len(tasks)) * WINDOW
        unsent: list[Piece] | None = None  # the first task the pool refused (it broke meanwhile)
        for task in it:
            try:
                pending.append((pool.submit(_work, task, engine, show, dd), task))
            except BrokenProcessPool:
                unsent = task
                break
            if len(pending) >= ahead:
                break
        while pending:
            fut, task = pending.popleft()
            try:
                res = fut.result()
            except BrokenProcessPool:
                raise WorkerDied(f"replay: a worker process died (killed or crashed) while replaying "
                                 f"{_where(task)}; no summary") from None
            nxt = next(it, None) if unsent is None else None
            if nxt is not None:
                try:
                    pending.append((pool.submit(_work, nxt, engine, show, dd), nxt))
                except BrokenProcessPool:  # a worker died after this result: a pending one says where
                    unsent = nxt
            yield res
        if unsent is not None:  # every pending task had finished: the death is all there is to say
            raise WorkerDied(f"replay: a worker process died (killed or crashed) before {_where(unsent)} "
                             f"was replayed; no summary")

    try:
        _merge_all(tasks, in_order(), summary, engine, show, on_lines, on_task, dd)
    except BaseException:
        _stop(pool)
        raise
    pool.shutdown(wait=True)
    return summary


def _merge_all(tasks: list[list[Piece]], results: Iterator[TaskResult], summary: Summary, engine: str,
               show: str | None, on_lines: Callable[[str], None] | None,
               on_task: Callable[[TaskResult], None] | None, dd: bool = False) -> None:
    """Merge the results of ``tasks`` (given in task order) into ``summary`` as they come.

    A whole file's summary is merged at once. The ranges of a cut file are merged one by one as
    soon as each is known to be read as the whole-file reader reads it: every range before it
    and itself ended on a board boundary (``valid``) and no range between the first and it met a
    file-level tag (``header_seen``, which makes the header of the later ranges stale). From the
    first range that is not so, the file's later ranges are dropped and, when its last range has
    come, the file is read again from the board after the last one merged
    (:func:`_replay_rest`); so is a file whose ranges held no board at all (the whole-file
    reader then says why). Nothing of a file is held back: memory does not grow with the size
    of a file or its number of non-clean boards, and the merged summary equals one process's.
    """
    merged = 0  # boards merged from the ranges of the file being merged
    broken = False  # a range of that file was not read as the whole-file reader reads it
    for task, res in zip(tasks, results, strict=True):
        for piece, s, ok, hdr, lines in zip(task, res.summaries, res.valid, res.header_seen, res.lines,
                                            strict=True):
            if piece.parts == 1:
                _emit(summary, s, lines, on_lines)
                continue
            if piece.part == 0:
                merged, broken = 0, False
            last = piece.part == piece.parts - 1
            if not broken:
                if ok:
                    _emit(summary, s, lines, on_lines)
                    merged += s.boards
                    broken = hdr and 0 < piece.part and not last  # the header of later ranges is stale
                else:
                    broken = True  # this range's end is not a board boundary: read on from its start
            if last and (broken or merged == 0):
                _replay_rest(piece.path, merged, engine, show, summary, on_lines, dd)
        if on_task is not None:
            on_task(res)


def _replay_rest(path: str, skip: int, engine: str, show: str | None, summary: Summary,
                 on_lines: Callable[[str], None] | None, dd: bool = False) -> None:
    """Replay the boards of the file ``path`` after its first ``skip`` ones (already merged from
    its ranges) into ``summary``, with the streaming reader (the whole-file reader: the boards
    are those of :func:`~bridgelaw.notation.read_any`)."""
    lines: list[str] = []
    _replay_boards(itertools.islice(read_any(path), skip, None), engine, show, summary, lines, dd)
    if on_lines is not None:
        for block in lines:
            on_lines(block)


def _emit(summary: Summary, s: Summary, lines: list[str], on_lines: Callable[[str], None] | None) -> None:
    summary.merge(s)
    if on_lines is not None:
        for block in lines:
            on_lines(block)
