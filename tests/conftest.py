"""Shared fixtures: where the read-only shared material lives (``../shared``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("BRIDGELAW_SHARED", ROOT.parent / "shared"))


def shared_dir(sub: str) -> Path:
    """``../shared/<sub>``, or skip the test with a clear message if it is absent."""
    p = SHARED / sub
    if not p.is_dir():
        pytest.skip(f"shared material {p} is absent (set BRIDGELAW_SHARED to its folder)")
    return p
