"""Shared fixtures: where the read-only shared material lives (``../shared``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("BRIDGELAW_SHARED", ROOT.parent / "shared"))

# The phrase tests (tests/designation/test_{native,fresh,blind}_phrases.py) score the phrases with
# tools/native_phrases.py, the command that prints the figures: one scoring for both. Appended, so
# that it shadows nothing. (A conftest.py of their own would shadow this module's name, which
# tests import: ``from conftest import shared_dir``.)
if str(ROOT / "tools") not in sys.path:
    sys.path.append(str(ROOT / "tools"))


def shared_dir(sub: str) -> Path:
    """``../shared/<sub>``, or skip the test with a clear message if it is absent."""
    p = SHARED / sub
    if not p.is_dir():
        pytest.skip(f"shared material {p} is absent (set BRIDGELAW_SHARED to its folder)")
    return p


# ---------------------------------------------------------------- golden traces (tools/goldens.py)
# With BRIDGELAW_TRACE=<file>, every TableSession the tests create is recorded (setup, events,
# rulings, state after each event; tests/goldens/goldenlib.py) and written to <file> at the end;
# hypothesis is derandomised so that a re-recording gives the same sessions. Off by default.
_TRACE = os.environ.get("BRIDGELAW_TRACE")
if _TRACE:
    from hypothesis import settings as _hyp_settings

    sys.path.insert(0, str(ROOT / "tests" / "goldens"))
    import goldenlib

    goldenlib.install_recorder()
    _hyp_settings.register_profile("goldens", derandomize=True, database=None)
    _hyp_settings.load_profile("goldens")

    def pytest_runtest_setup(item: pytest.Item) -> None:
        """Name the sessions the test creates after the test."""
        goldenlib.CURRENT_TEST = item.nodeid

    def pytest_sessionfinish(session: pytest.Session) -> None:
        """Write the recorded sessions (JSON lines, one session per line)."""
        import json

        with open(_TRACE, "w", encoding="utf-8") as f:
            for t in goldenlib.recorded_traces():
                f.write(json.dumps(t, ensure_ascii=False, sort_keys=True, default=str) + "\n")
