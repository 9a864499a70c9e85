"""`bridgelaw replay` on files a fresh user may point it at (QA items 6, 8, 9): boardless and
binary files are ``unreadable`` (so ``--strict`` fails), long details are cut, ``--show`` says
when the board is not there, ``--limit`` is 0 or more."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.notation import Board
from bridgelaw.replay import DETAIL_LIMIT, BoardReplay, cap_detail, replay_paths

runner = CliRunner()

PBN = """[Event "x"]
[Board "3"]
[Dealer "S"]
[Deal "S:A64.AT42.K952.Q2 972.J65.J87.T843 KQ8.K3.AQT63.A76 JT53.Q987.4.KJ95"]
[Declarer "S"]
[Contract "6D"]
[Result "12"]
[Play "W"]
S2 S8 ST SA
*
"""


def _games(root: Path) -> Path:
    """The QA tester's folder: one good board and four files with no board."""
    (root / "sub").mkdir(parents=True)
    (root / "good.pbn").write_text(PBN, encoding="utf-8")
    (root / "empty.pbn").write_bytes(b"")
    (root / "fake.lin").write_text("just text", encoding="utf-8")
    (root / "readme.pbn").write_text("# bridgelaw\n\nThe Laws of Duplicate Bridge.\n", encoding="utf-8")
    (root / "sub" / "x.lin").write_bytes(b"garbage\x00\xff\xfe")
    (root / "notes.txt").write_text("not searched in a folder", encoding="utf-8")
    return root


def run(*args: str) -> tuple[int, str, str]:
    r = runner.invoke(app, ["replay", *args])
    return r.exit_code, r.stdout, r.stderr


def test_replay_boardless_files_are_unreadable_one_entry_per_file(tmp_path: Path) -> None:
    results = list(replay_paths([_games(tmp_path)]))
    bad = {Path(r.board.file).name: r for r in results if r.status == "unreadable"}
    assert set(bad) == {"empty.pbn", "fake.lin", "readme.pbn", "x.lin"}
    assert bad["empty.pbn"].detail == "no board found (the file is empty)"
    assert bad["fake.lin"].detail.startswith("no board found")
    assert bad["readme.pbn"].detail.startswith("no board found")
    assert bad["x.lin"].detail == "not a text file (binary data)"
    assert [r.status for r in results if r.board.file.endswith("good.pbn")] == ["claimed"]


def test_replay_strict_fails_on_boardless_files(tmp_path: Path) -> None:
    d = _games(tmp_path)
    code, out, _ = run(str(d), "--strict", "--json")
    obj = json.loads(out)
    assert code == 1
    assert (obj["files"], obj["boards"], obj["counts"]["unreadable"]) == (5, 5, 4)
    code, _, _ = run(str(d / "good.pbn"), "--strict")
    assert code == 0
    code, _, _ = run(str(d / "empty.pbn"), "--strict")
    assert code == 1


def test_replay_binary_file_detail_is_short(tmp_path: Path) -> None:
    f = tmp_path / "binary.pbn"
    f.write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 64)
    code, out, _ = run(str(f), "--json")
    (p,) = json.loads(out)["problems"]
    assert code == 0 and p["class"] == "unreadable" and p["detail"] == "not a text file (binary data)"


def test_replay_detail_is_capped() -> None:
    assert cap_detail("short") == "short"
    long = "x" * (DETAIL_LIMIT + 55)
    assert cap_detail(long) == "x" * DETAIL_LIMIT + "... (55 more characters)"
    r = BoardReplay(Board(file="f.pbn"), "unreadable", "y" * 5000)
    assert r.detail.endswith("... (4800 more characters)") and len(r.to_json()["detail"]) < DETAIL_LIMIT + 40


@pytest.mark.parametrize(("show", "hint"), [("99", False), ("abc", True)])
def test_replay_show_of_a_missing_board_says_so_on_stderr(tmp_path: Path, show: str, hint: bool) -> None:
    f = tmp_path / "good.pbn"
    f.write_text(PBN, encoding="utf-8")
    code, out, err = run(str(f), "--show", show)
    assert code == 0 and "replay: 1 files, 1 boards" in out
    assert err.startswith(f"board {show} not found in {f}")
    assert ("--show takes a board number" in err) is hint


def test_replay_show_matches_the_number_and_keeps_json_on_stdout(tmp_path: Path) -> None:
    f = tmp_path / "good.pbn"
    f.write_text(PBN, encoding="utf-8")
    code, out, err = run(str(f), "--show", "03")
    assert code == 0 and "trick  1  W leads  W:S2" in out and err == ""
    code, out, err = run(str(f), "--show", "3", "--json")
    assert code == 0 and json.loads(out)["counts"]["claimed"] == 1
    assert "trick  1  W leads  W:S2" in err


def test_replay_limit_must_not_be_negative(tmp_path: Path) -> None:
    f = tmp_path / "good.pbn"
    f.write_text(PBN, encoding="utf-8")
    code, out, err = run(str(f), "--limit", "-1")
    assert code == 2 and out == "" and "--limit" in err
    code, out, _ = run(str(tmp_path), "--limit", "0")
    assert code == 0 and "replay: 1 files" in out
