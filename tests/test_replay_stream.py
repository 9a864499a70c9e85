"""`bridgelaw replay` streams the non-clean boards (flat memory): the JSON object is written
as the replay goes (the entries as they are merged, the totals at the end), equal to the object of
a replay that keeps them; the order of the boards is the same whatever the engine, the number of
workers or a cut that turns out wrong; nothing of a file is held until its end."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw import parallel
from bridgelaw.cli import app
from bridgelaw.notation import read_any
from bridgelaw.parallel import plan, replay_parallel
from bridgelaw.replay import Entry, JsonReport, Summary, check_claim, replay_table
from test_bulk import messy_board
from test_parallel import lin_line, write_archive

runner = CliRunner()
HERE = Path(__file__).resolve().parent


def _reference(*paths: Path, dd: bool = False) -> Summary:
    """The Table on each whole file, every entry kept (and with ``dd`` every claim checked):
    what every other way must give."""
    ref = Summary(files=len(paths), dd=dd)
    for path in paths:
        for b in read_any(path):
            r, table = replay_table(b)
            ref.add(r)
            if dd and r.status == "claimed":
                ref.add_claim(check_claim(b, table))
    return ref


def test_json_report_writes_exactly_the_json_of_the_kept_summary(tmp_path: Path) -> None:
    f = tmp_path / "a.lin"
    write_archive(f, 150, 0)
    ref = _reference(f)
    assert ref.problems
    out = io.StringIO()
    report = JsonReport(out)
    got = replay_parallel([f], workers=1, task_bytes=3000, on_problem=report.problem)
    report.close(got)
    assert out.getvalue() == json.dumps(ref.to_json(), indent=1) + "\n"
    assert got.problems == [] and got.not_clean == len(ref.problems) and not got.clean
    assert list(json.loads(out.getvalue())) == ["problems", "files", "boards", "counts"]


def test_json_report_of_a_run_with_no_problem_is_an_empty_list() -> None:
    out = io.StringIO()
    report = JsonReport(out)
    s = Summary(files=2, sink=report.problem)
    report.close(s)
    assert out.getvalue() == json.dumps(Summary(files=2).to_json(), indent=1) + "\n"
    assert json.loads(out.getvalue())["problems"] == []


@pytest.mark.parametrize("style", [0, 1, 2])
@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("engine", ["bulk", "table"])
def test_streamed_entries_in_the_order_of_one_process_the_table(tmp_path: Path, style: int, workers: int,
                                                                 engine: str) -> None:
    f = tmp_path / "big.lin"
    write_archive(f, 300, style, seed=style + 11)
    ref = _reference(f)
    streamed: list[Entry] = []
    got = replay_parallel([f], workers=workers, engine=engine, task_bytes=4000, on_problem=streamed.append)
    assert streamed == ref.problems and got.counts == ref.counts and got.problems == []


def test_ranges_of_one_file_stream_before_the_file_ends(tmp_path: Path) -> None:
    """The old merge held every range of a cut file until its last range: the entries of a
    300-board file now come out range by range."""
    f = tmp_path / "big.lin"
    write_archive(f, 300, 0)
    tasks = plan([f], task_bytes=4000)
    assert len(tasks) > 10 and all(len(t) == 1 and t[0].parts == len(tasks) for t in tasks)
    streamed: list[Entry] = []
    seen: list[int] = []
    replay_parallel([f], workers=1, task_bytes=4000, on_problem=streamed.append,
                    on_task=lambda _r: seen.append(len(streamed)))
    assert len(seen) == len(tasks)
    assert 0 < seen[len(seen) // 2] < seen[-1]  # half way through the file, entries are out already
    assert seen == sorted(seen)


def _bad_cut_file(path: Path, good: int, header_tag: bool) -> None:
    """``good`` boards, then a board whose ``qx|`` line sits inside a value (a cut there is no
    board boundary), or a file-level ``rs`` tag in the middle of the file, then more boards."""
    with path.open("w") as fh:
        for i in range(good):
            fh.write(lin_line(messy_board(500 + i), i + 1, 0))
        if header_tag:
            fh.write("rs|3NN=,4SE-1|\n")
        else:
            fh.write("nt|a chat line that goes on\nqx|inside the value, not a board|\n")
        for i in range(good, good + 100):
            fh.write(lin_line(messy_board(500 + i), i + 1, 0))


@pytest.mark.parametrize("header_tag", [False, True])
@pytest.mark.parametrize("workers", [1, 2])
def test_a_wrong_cut_reads_the_file_on_from_the_last_board_merged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, header_tag: bool, workers: int) -> None:
    f = tmp_path / "cut.lin"
    _bad_cut_file(f, 200, header_tag)
    ref = _reference(f)
    calls: list[int] = []
    real = parallel._replay_rest

    def spy(path: str, skip: int, *args: object) -> None:
        calls.append(skip)
        real(path, skip, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(parallel, "_replay_rest", spy)
    streamed: list[Entry] = []
    got = replay_parallel([f], workers=workers, task_bytes=3000, on_problem=streamed.append)
    assert streamed == ref.problems and got.counts == ref.counts
    assert len(calls) == 1 and 0 < calls[0] < ref.boards  # the boards before the bad range were kept


def test_a_file_whose_ranges_hold_no_board_is_read_whole(tmp_path: Path) -> None:
    f = tmp_path / "chat.lin"
    f.write_text("".join(f"nt|chat line {i} with nothing else|\nqx|o{i}|\n" for i in range(400)))
    ref = _reference(f)
    streamed: list[Entry] = []
    got = replay_parallel([f], workers=1, task_bytes=2000, on_problem=streamed.append)
    assert len(plan([f], task_bytes=2000)) > 2
    assert streamed == ref.problems and got.counts == ref.counts


def test_cli_json_streams_the_same_text_for_every_engine_and_number_of_workers(tmp_path: Path) -> None:
    from bridgelaw.cli import replay as cli_replay

    for k in range(3):
        write_archive(tmp_path / f"f{k}.lin", 120, k, seed=k + 40)
    _bad_cut_file(tmp_path / "g.lin", 150, False)
    files = sorted(tmp_path.glob("*.lin"))
    old = cli_replay.PARALLEL_BYTES
    cli_replay.PARALLEL_BYTES = 0  # let these small files go to the pool
    try:
        for dd in ([], ["--no-dd"]):
            ref = _reference(*files, dd=not dd)
            assert ref.problems and (ref.claim_entries or dd)
            outs = {w: runner.invoke(app, ["replay", str(tmp_path), "--json", *dd, *w]) for w in
                    (("--workers", "1"), ("--workers", "2"), ("--engine", "table"),
                     ("--engine", "table", "--workers", "2"))}
            texts = {r.stdout for r in outs.values()}
            assert all(r.exit_code == 0 for r in outs.values()) and len(texts) == 1
            assert texts.pop() == json.dumps(ref.to_json(), indent=1) + "\n"
    finally:
        cli_replay.PARALLEL_BYTES = old


def test_cli_table_output_lists_the_first_limit_and_counts_the_rest(tmp_path: Path) -> None:
    from rich.console import Console

    from bridgelaw.cli.replay import print_summary

    f = tmp_path / "a.lin"
    write_archive(f, 200, 0)
    for dd in (True, False):
        ref = _reference(f, dd=dd)
        assert len(ref.problems) > 5
        console = Console(width=200, file=io.StringIO())
        print_summary(ref, 5, console)  # the summary that keeps every entry: the table as it was
        r = runner.invoke(app, ["replay", str(f), "--limit", "5", *([] if dd else ["--no-dd"])],
                          env={"COLUMNS": "200"})
        assert r.exit_code == 0
        assert r.stdout == console.file.getvalue()  # type: ignore[attr-defined]
        assert f"... and {len(ref.problems) - 5} more (use --json for all)" in r.stdout
        assert ("claims against double dummy" in r.stdout) is dd


def test_memory_bench_runs_and_checks_its_output() -> None:
    """bench/replay_memory.py at a small size (figures only; no threshold here)."""
    if not Path("/proc/self/status").exists():
        pytest.skip("the memory bench reads /proc (Linux)")
    r = subprocess.run([sys.executable, str(HERE.parent / "bench" / "replay_memory.py"), "--small", "300",
                        "--large", "900", "--distinct", "30", "--quick"], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "one LIN file" in r.stdout and "x" in r.stdout.splitlines()[-3]
