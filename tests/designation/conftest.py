"""The phrase tests' scoring is ``tools/native_phrases.py`` (the command that prints the figures):
put ``tools/`` on the import path, as ``tests/service/pg.py`` does for ``tools/pgtest.py``, so that
``test_native_phrases``, ``test_fresh_phrases`` and ``test_blind_phrases`` import it and score
the phrases exactly as the command does."""

from __future__ import annotations

import sys
from pathlib import Path

_TOOLS = str(Path(__file__).resolve().parents[2] / "tools")
if _TOOLS not in sys.path:
    sys.path.insert(0, _TOOLS)
