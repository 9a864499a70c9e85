"""read_any: a file that yields no board still yields one board with a ``file`` problem
(QA: empty, text-only and binary files passed ``replay`` silently)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.notation import NO_BOARD, read_any, read_paths, read_pbn
from bridgelaw.notation.board import excerpt
from conftest import shared_dir

PBN = """[Event "x"]
[Board "3"]
[Dealer "S"]
[Deal "S:A64.AT42.K952.Q2 972.J65.J87.T843 KQ8.K3.AQT63.A76 JT53.Q987.4.KJ95"]
[Declarer "S"]
[Contract "6D"]
[Result "12"]
"""


def _only_problem(path: Path) -> str:
    (board,) = list(read_any(path))
    assert board.deal is None and len(board.problems) == 1
    (p,) = board.problems
    assert p.where == "file" and p.file == str(path)
    return p.what


@pytest.mark.parametrize(("name", "content", "why"), [
    ("empty.pbn", b"", "(the file is empty)"),
    ("blank.lin", b"\n  \n", "(the file is empty)"),
    ("readme.pbn", b"# bridgelaw\n\nThe Laws of Duplicate Bridge ...\n", "no PBN tag"),
    ("fake.lin", b"just text", "no LIN tag"),
    ("comments.pbn", b"% only a comment\n", "no PBN tag"),
])
def test_file_without_a_board_yields_one_no_board_found_problem(tmp_path: Path, name: str, content: bytes,
                                                                 why: str) -> None:
    f = tmp_path / name
    f.write_bytes(content)
    what = _only_problem(f)
    assert what.startswith(NO_BOARD) and why in what


@pytest.mark.parametrize("name", ["x.lin", "binary.pbn", "data.bin"])
def test_binary_file_is_not_a_text_file(tmp_path: Path, name: str) -> None:
    f = tmp_path / name
    f.write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 40)
    assert _only_problem(f) == "not a text file (binary data)"


def test_utf16_file_says_so(tmp_path: Path) -> None:
    f = tmp_path / "u16.pbn"
    f.write_bytes(PBN.encode("utf-16"))
    assert "UTF-16" in _only_problem(f)


def test_utf8_byte_order_mark_is_not_a_problem(tmp_path: Path) -> None:
    f = tmp_path / "bom.pbn"
    f.write_bytes(b"\xef\xbb\xbf" + PBN.encode())
    (board,) = list(read_any(f))
    assert board.board == "3" and board.deal is not None and board.problems == []


def test_folder_and_missing_file_are_file_problems(tmp_path: Path) -> None:
    assert _only_problem(tmp_path).startswith("cannot read the file:")
    assert _only_problem(tmp_path / "missing.pbn").startswith("cannot read the file:")


def test_problem_quotes_of_file_text_are_short() -> None:
    assert excerpt("abc") == "'abc'"
    long = excerpt("x" * 500)
    assert long.startswith("'" + "x" * 40 + "'") and long.endswith("... (460 more characters)")
    (board,) = list(read_pbn("y" * 3000 + "\n[Board \"1\"]\n"))
    (p,) = board.problems
    assert p.what.startswith("text 'yyyy") and p.what.endswith("(2960 more characters) outside any tag")
    assert len(p.what) < 120


def test_shared_data_every_file_has_a_board() -> None:
    """No shared file is empty or boardless, so the replay counts of test_replay_data hold."""
    d = shared_dir("data")
    boards = list(read_paths([d]))
    assert not any(p.what.startswith(NO_BOARD) or p.what.startswith("not a text file")
                   for b in boards for p in b.problems)
