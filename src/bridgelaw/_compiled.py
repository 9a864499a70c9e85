"""The optional compiled helpers ``bridgelaw._bulk`` (C, built at install time when a compiler is
there; see ``setup.py``), or None when they are absent or ``BRIDGELAW_PURE=1`` is set.

Every user of :data:`NATIVE` (:mod:`bridgelaw.bulk`, :mod:`bridgelaw.notation.lin`) has a
pure-Python path that gives the same results; the tests run both.
"""

from __future__ import annotations

import os
from types import ModuleType

__all__ = ["NATIVE"]


def _load() -> ModuleType | None:
    if os.environ.get("BRIDGELAW_PURE", "") not in ("", "0"):
        return None
    try:
        from bridgelaw import _bulk  # type: ignore[attr-defined]
    except ImportError:
        return None
    return _bulk  # type: ignore[no-any-return]


#: The compiled module, or None (pure Python).
NATIVE: ModuleType | None = _load()
