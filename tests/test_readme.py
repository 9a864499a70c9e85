"""The README's examples run as written: its Python block, and each ``bridgelaw`` command of its
shell blocks (but ``serve``, which the service tests start) with the output its ``#   ...``
comment lines show and the exit code the project promises (0, or 2 for bad input)."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```(\w+)\n(.*?)```", README, re.S)
BRIDGELAW = Path(sys.executable).with_name("bridgelaw")


def _commands() -> list[tuple[str, list[str]]]:
    """Each ``bridgelaw ...`` line of the shell blocks with the ``#   `` output lines after it."""
    found: list[tuple[str, list[str]]] = []
    for lang, body in BLOCKS:
        if lang != "sh":
            continue
        shown: list[str] | None = None  # the output lines of the command just read, if any
        for line in body.splitlines():
            if line.startswith("#   "):
                if shown is not None:
                    shown.append(line[4:].strip())
            elif line.startswith("bridgelaw ") and not line.startswith("bridgelaw serve"):
                shown = []
                found.append((line.split("  #")[0].strip(), shown))
            elif line.strip():
                shown = None
    return found


COMMANDS = _commands()


def test_the_readme_has_one_example_per_front_end() -> None:
    kinds = {c.split()[1] for c, _ in COMMANDS}
    assert {"designate", "rule", "clauses", "replay"} <= kinds
    assert [lang for lang, _ in BLOCKS].count("python") == 1
    assert "bridgelaw serve" in README


def test_the_python_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    (code,) = [body for lang, body in BLOCKS if lang == "python"]
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), namespace)  # the README's own example
    assert str(namespace["session"].penalty_cards) == "W:HK (major)"  # type: ignore[attr-defined]


@pytest.mark.parametrize(("command", "shown"), COMMANDS, ids=[c for c, _ in COMMANDS])
def test_the_command_runs_as_written(command: str, shown: list[str], tmp_path: Path) -> None:
    for name in ("docs", "src"):
        (tmp_path / name).symlink_to(ROOT / name)
    args = shlex.split(command)
    env = {**os.environ, "COLUMNS": "200"}
    done = subprocess.run([str(BRIDGELAW), *args[1:]], cwd=tmp_path, capture_output=True, text=True,
                          env=env, timeout=300)
    output = done.stdout + done.stderr
    bad_input = any(line.startswith("error:") for line in shown)
    assert done.returncode == (2 if bad_input else 0), output
    for line in shown:
        assert line in output, (line, output)
