"""tools/agreement.py: an expectation's ``tricks`` and ``score`` are compared; a folder is read
without its sub-folders (a fresh director's review found both)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from bridgelaw.rulings import Outcome, Ruling

_TOOL = Path(__file__).resolve().parents[1] / "tools" / "agreement.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("agreement_tool", _TOOL)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("agreement_tool", mod)
    spec.loader.exec_module(mod)
    return mod


def test_agreement_compares_tricks_and_score_when_given() -> None:
    miss = _tool().miss
    result = Ruling(Outcome.RESULT, "77", event=1, extra={"tricks": 10, "score": 430})
    assert miss([result], {"event": 1, "outcome": "result", "law": "77", "tricks": 10, "score": 430}) is None
    assert miss([result], {"event": 1, "outcome": "result", "tricks": 9}) == "tricks: got 10"
    assert miss([result], {"event": 1, "outcome": "result", "score": 400}) == "score: got 430"
    assert miss([result], {"event": 1, "outcome": "result"}) is None


def test_agreement_reads_a_folder_without_its_sub_folders(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    tool = _tool()
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.yaml").write_text("expect: []\n")
    (tmp_path / "sub" / "b.yaml").write_text("expect: []\n")
    seen: list[list[str]] = []

    def measure(paths: list[Path], any_order: bool = False) -> dict[str, object]:
        seen.append([p.name for p in paths])
        return {"files": [], "met": 0, "total": 0, "files_whole": 0, "files_total": 0}

    monkeypatch.setattr(tool, "measure", measure)
    monkeypatch.setattr(sys, "argv", ["agreement.py", str(tmp_path)])
    assert tool.main() == 0
    assert seen == [["a.yaml"]]
