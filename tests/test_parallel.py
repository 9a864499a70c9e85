"""`bridgelaw replay --workers N`: files and ranges of a large LIN file over processes give the
summary, the JSON and the order of the non-clean boards of one worker (bridgelaw.parallel)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.notation import read_any
from bridgelaw.parallel import plan, replay_parallel, run_task
from bridgelaw.replay import Summary, replay_board
from test_bulk import messy_board

_LIN_SEAT = {0: "3", 1: "4", 2: "1", 3: "2"}  # N E S W -> LIN dealer digit
_MD = (2, 3, 0, 1)  # S W N E


def lin_line(b: object, i: int, style: int) -> str:
    """One board as LIN: with qx (style 0), pn first (1), or vugraph-like mc claims (2)."""
    from bridgelaw.notation import Board

    assert isinstance(b, Board) and b.deal is not None
    hands = []
    for seat in _MD[:3]:
        h = b.deal.hands[seat]
        hands.append("".join(s + "".join(c.rank.letter for c in h.suit(suit))
                             for s, suit in zip("SHDC", (3, 2, 1, 0), strict=True)))  # type: ignore[arg-type]
    c = b.contract
    calls = "mb|p|mb|p|mb|p|mb|p|" if c is None else (
        f"mb|{c.level}{'N' if c.trump is None else c.denomination.letter}|mb|p|mb|p|mb|p|")
    dealer = _LIN_SEAT[int(c.declarer) if c is not None else 0]
    cards = "".join(f"pc|{card}|" + ("pg||" if k % 4 == 3 else "") for k, (_, card) in enumerate(b.play))
    claim = f"mc|{b.claim}|" if b.claim is not None else ""
    md = f"md|{dealer}{','.join(hands)},|"
    if style == 0:
        return f"qx|o{i},BOARD {i}|pn|a,b,c,d|{md}sv|o|ah|Board {i}|{calls}{cards}{claim}\n"
    if style == 1:
        return f"pn|S,W,N,E|st||{md}rh||ah|Board {i}|sv|n|{calls}{cards}{claim}pg||\n"
    return f"qx|c{i}|{md}{calls}nt|a chat line\nqx|not a boundary, inside a value|{cards}{claim}\n"


def write_archive(path: Path, n: int, style: int, seed: int = 1) -> None:
    with path.open("w") as fh:
        for i in range(n):
            fh.write(lin_line(messy_board(seed * 100000 + i), i + 1, style))


def _json(s: Summary) -> str:
    return json.dumps(s.to_json())


@pytest.mark.parametrize("style", [0, 1, 2])
def test_parallel_ranges_of_a_large_lin_file_equal_one_worker(tmp_path: Path, style: int) -> None:
    f = tmp_path / "big.lin"
    write_archive(f, 400, style)
    tasks = plan([f], task_bytes=4000)
    assert len(tasks) > 10  # the file is cut into ranges
    one = Summary(files=1)
    for b in read_any(f):
        one.add(replay_board(b))  # the Table on the whole file: the reference
    assert one.problems  # the archive holds non-clean boards
    for workers in (1, 2):
        got = replay_parallel([f], workers=workers, task_bytes=4000)
        assert _json(got) == _json(one)


def test_parallel_many_files_in_order_with_show_lines(tmp_path: Path) -> None:
    files = []
    for k in range(12):
        f = tmp_path / f"f{k:02d}.lin"
        write_archive(f, 15, k % 2, seed=k + 7)
        files.append(f)
    (tmp_path / "empty.lin").write_text("")
    files.append(tmp_path / "empty.lin")
    ref_lines: list[str] = []
    ref = Summary(files=len(files))
    for t in plan(files, task_bytes=1):
        res = run_task(t, "table", "3")
        for s, lines in zip(res.summaries, res.lines, strict=True):
            ref.merge(s)
            ref_lines += lines
    got_lines: list[str] = []
    got = replay_parallel(files, workers=2, show="3", on_lines=got_lines.append, task_bytes=2000)
    assert _json(got) == _json(ref) and got.shown == ref.shown == 12
    assert got_lines == ref_lines
    assert got.counts["unreadable"] >= 1  # the empty file counts once


def test_cli_replay_workers_2_prints_the_json_of_workers_1(tmp_path: Path) -> None:
    f = tmp_path / "big.lin"
    write_archive(f, 120, 0)
    runner = CliRunner()
    outs = [runner.invoke(app, ["replay", str(f), "--json", "--workers", w]) for w in ("1", "2")]
    table = runner.invoke(app, ["replay", str(f), "--json", "--engine", "table"])
    assert outs[0].exit_code == outs[1].exit_code == table.exit_code == 0
    assert outs[0].stdout == outs[1].stdout == table.stdout
    assert json.loads(outs[0].stdout)["boards"] == 120
    bad = runner.invoke(app, ["replay", str(f), "--engine", "gpu"])
    assert bad.exit_code == 2 and "--engine" in bad.stderr


def test_parallel_ctrl_c_stops_the_workers_and_reaches_the_caller(tmp_path: Path) -> None:
    f = tmp_path / "big.lin"
    write_archive(f, 200, 0)

    def interrupt(_res: object) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        replay_parallel([f], workers=2, task_bytes=4000, on_task=interrupt)


def test_lin_header_is_the_readers_header_after_the_text() -> None:
    from bridgelaw.notation.lin import _Header, _read_chunks, lin_header
    from conftest import shared_dir

    for f in sorted(shared_dir("data").rglob("*.lin")):
        text = f.read_text(encoding="utf-8-sig", errors="replace")
        h = _Header()
        for _ in _read_chunks([text], str(f), h):
            pass
        assert lin_header(text) == h


def test_replay_with_the_progress_bar_gives_the_same_summary(tmp_path: Path) -> None:
    from bridgelaw.cli import replay as cli_replay

    f = tmp_path / "big.lin"
    write_archive(f, 300, 0)
    old = cli_replay.PARALLEL_BYTES
    cli_replay.PARALLEL_BYTES = 0  # let this small file go to the pool
    try:
        with_bar = cli_replay.run_replay([f], progress=True, workers=2)
    finally:
        cli_replay.PARALLEL_BYTES = old
    without = cli_replay.run_replay([f], progress=False, workers=1)
    assert _json(with_bar) == _json(without) and with_bar.boards == 300


_KILL_SCRIPT = r"""
import os, signal, sys
from bridgelaw import parallel
from bridgelaw.cli import main
from bridgelaw.cli import replay as cli_replay

cli_replay.PARALLEL_BYTES = 0
real = parallel.run_task
how = getattr(signal, sys.argv[2])

def dying(task, engine="bulk", show=None, dd=False):
    if task[0].part == 2:  # the worker that takes the third range dies hard
        os.kill(os.getpid(), how)
    return real(task, engine, show, dd)

parallel.run_task = dying  # forked workers inherit it
sys.argv = ["bridgelaw", "replay", sys.argv[1], "--workers", "2", "--json"]
main()
"""


@pytest.mark.parametrize("how", ["SIGKILL", "SIGSEGV"])
def test_parallel_a_worker_that_dies_hard_is_one_error_line_exit_2_not_a_hang(tmp_path: Path,
                                                                              how: str) -> None:
    import subprocess
    import sys

    from bridgelaw.parallel import _context

    if _context() is None:
        pytest.skip("the dying worker is planted through fork (not on this platform)")
    f = tmp_path / "big.lin"
    write_archive(f, 400, 0)
    assert len(plan([f], task_bytes=1 << 16)) >= 3  # as the CLI cuts it for two workers
    r = subprocess.run([sys.executable, "-c", _KILL_SCRIPT, str(f), how], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 2, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: replay: a worker process died"), r.stderr
    assert str(f) in lines[0] and "Traceback" not in r.stderr
    # the boards merged before the death were streamed out, but no totals: not a JSON object
    assert r.stdout.startswith('{\n "problems": [') and '"counts"' not in r.stdout
    with pytest.raises(json.JSONDecodeError):
        json.loads(r.stdout)


def test_parallel_worker_died_from_the_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import signal

    from bridgelaw import parallel

    if parallel._context() is None:
        pytest.skip("the dying worker is planted through fork (not on this platform)")
    f = tmp_path / "big.lin"
    write_archive(f, 300, 1)
    real = parallel.run_task

    def dying(task: list[parallel.Piece], engine: str = "bulk",
              show: str | None = None, dd: bool = False) -> parallel.TaskResult:
        if task[0].part == 1:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(task, engine, show, dd)

    monkeypatch.setattr(parallel, "run_task", dying)
    with pytest.raises(parallel.WorkerDied, match="a worker process died"):
        replay_parallel([f], workers=2, task_bytes=4000)


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_fast_lin_path_equals_the_streaming_reader_on_whole_files(tmp_path: Path, newline: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from bridgelaw import parallel

    if not parallel.FAST_LIN:
        pytest.skip("the compiled core bridgelaw._bulk is not built")
    files = []
    for k, style in enumerate((0, 1, 2)):
        f = tmp_path / f"f{k}.lin"
        write_archive(f, 160, style, seed=k + 3)  # over 64 KiB: the streaming reader reads it in chunks
        text = f.read_text().replace("\n", newline)
        f.write_bytes(("\ufeff" if k == 1 else "").encode() + text.encode() + b"\xff|pc|SA|")
        files.append(f)
    (tmp_path / "empty.lin").write_text("")
    (tmp_path / "nul.lin").write_bytes(b"md|\0|")
    files += [tmp_path / "empty.lin", tmp_path / "nul.lin"]
    tasks = plan(files, task_bytes=1 << 22)
    fast = [run_task(t) for t in tasks]
    monkeypatch.setattr(parallel, "FAST_LIN", False)
    slow = [run_task(t) for t in tasks]
    assert [[_json(s) for s in r.summaries] for r in fast] == [[_json(s) for s in r.summaries] for r in slow]
    assert sum(r.boards for r in fast) > 300 and sum(len(r.summaries) for r in fast) == 5
