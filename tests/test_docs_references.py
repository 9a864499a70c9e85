"""The docs and the code name the Law, the clause or the design point they serve, never a
numbered work item ("issue 17", "session 3", "item 4 of issue 21", "milestone 2"), and no file
is named after one (``test_cases8.py``, ``test_i18n_issue8.py``). The word "issue" alone stays
legitimate ("the issue of a ruling"); only the numbered forms are refused. An outside tracker is
cited by its address (``github.com/dominicprice/endplay/issues/58``), which the patterns do not
match."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Where a reference could appear: the README and every text file of these folders.
FOLDERS = ("src", "docs", "tests", "bench", "tools")
SUFFIXES = {".py", ".md", ".toml", ".yaml", ".yml", ".js", ".html", ".c", ".css", ".po", ".txt", ".cfg"}

#: A numbered work item: "issue 8", "issue8", "issues 22", "issue #17", "session 3", "sessions 3
#: and 4", "session-3", "milestone 2", "item 4 of issue 21" (caught by its "issue 21"), and the
#: same with a capital letter.
WORK_ITEM = re.compile(
    r"(?<![a-z])(?:issues?|sessions?|milestones?)(?:[ _-]?#?|\s+#)\d+",
    re.IGNORECASE,
)
#: A file or folder named after a work item.
WORK_ITEM_NAME = re.compile(r"issue_?\d|session_?\d|milestone_?\d|cases\d", re.IGNORECASE)


def _texts() -> list[Path]:
    """The README and the text files of ``FOLDERS``; not generated or frozen data (the goldens'
    stored outputs, the build's file list)."""
    files = [ROOT / "README.md"]
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            rel = path.relative_to(ROOT)
            if not path.is_file() or path.suffix not in SUFFIXES:
                continue
            if any(part.endswith(".egg-info") or part == "__pycache__" for part in rel.parts):
                continue
            if rel.parts[:3] == ("tests", "goldens", "data"):
                continue
            files.append(path)
    return files


def work_item_references(text: str) -> list[str]:
    """Each numbered work item named in ``text``, as ``line N: <the words>``."""
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        found += [f"line {n}: {m.group(0)!r}" for m in WORK_ITEM.finditer(line)]
    return found


@pytest.mark.parametrize(
    ("text", "refs"),
    [
        ("the issue of a ruling", 0),
        ("2,000 seeded sessions, 118,592 events", 0),
        ("`bench/session.py 1000`", 0),
        ("github.com/dominicprice/endplay/issues/58", 0),
        ("# added for issue 17 (claims)", 1),
        ("(issue 8 item 7)", 1),
        ("test_issue8_catalogue", 1),
        ("issues 22 item 5 and 17 item 4", 1),
        ("Issue #21", 1),
        ("the idle run at the end of session 4; session-3 server", 2),
        ("sessions 3 and 4", 1),
        ("milestone 2", 1),
    ],
)
def test_the_pattern_finds_numbered_work_items_only(text: str, refs: int) -> None:
    assert len(work_item_references(text)) == refs, work_item_references(text)


def test_no_numbered_work_item_in_the_readme_docs_or_code() -> None:
    files = _texts()
    assert len(files) > 100 and ROOT / "docs" / "architecture.md" in files
    found = []
    for path in files:
        for ref in work_item_references(path.read_text(encoding="utf-8", errors="replace")):
            if path == Path(__file__):
                continue
            found.append(f"{path.relative_to(ROOT)} {ref}")
    assert not found, "name the Law, the clause or the design point instead:\n" + "\n".join(found)


def test_no_file_is_named_after_a_work_item() -> None:
    names = [
        str(p.relative_to(ROOT))
        for folder in FOLDERS
        for p in (ROOT / folder).rglob("*")
        if WORK_ITEM_NAME.search(p.name) and "__pycache__" not in p.parts
        and not any(part.endswith(".egg-info") for part in p.relative_to(ROOT).parts)
    ]
    assert not names, f"name these after what they hold or test: {names}"
