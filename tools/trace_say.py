"""Trace one ``say`` through the engine: which modules it touches and how often it goes into
``laws/`` (docs/architecture.md, "The trace of one say").

The event is declarer's "small" of ``docs/examples/small-from-dummy.yaml`` (dummy second to
play, 46B1(c)). A session is built from the incident and the event applied once untraced (so
that no first import is counted); a second session is then built and the same event applied
under :func:`sys.setprofile`, which sees every call of a Python function. Counted:

* modules touched: the ``bridgelaw`` modules whose functions were called (``laws/`` apart), and
  the Laws they belong to (the first part of the module's name under ``laws/``);
* calls into ``laws/``: calls of a ``laws/`` function from a frame outside ``laws/`` (each is
  one descent from the engine into the Laws);
* calls back out of ``laws/``: calls of an ``engine/`` function from a ``laws/`` frame (the
  Laws climbing back into the engine; the layers forbid it, so it should be 0);
* function calls in all (``bridgelaw`` functions only).

Usage: ``python tools/trace_say.py [--list]`` (``--list``: the modules and each call into
``laws/``, caller -> callee). Prints the figures; exit 0.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "examples" / "small-from-dummy.yaml"


def _session_and_event() -> tuple[Any, Any]:
    from bridgelaw.engine import TableSession
    from bridgelaw.incident import load_incident

    incident = load_incident(EXAMPLE)
    return TableSession.from_incident(incident), incident.events[0]


def trace() -> dict[str, Any]:
    """The figures of one traced ``say`` (see the module docstring)."""
    session, event = _session_and_event()
    session.apply(event)  # warm: every import the event needs is done
    session, event = _session_and_event()
    modules: Counter[str] = Counter()
    into_laws: list[str] = []
    out_of_laws: list[str] = []

    def profile(frame: FrameType, what: str, arg: object) -> None:
        if what != "call":
            return
        name = frame.f_globals.get("__name__", "")
        if not name.startswith("bridgelaw"):
            return
        modules[name] += 1
        caller = frame.f_back
        cname = caller.f_globals.get("__name__", "") if caller is not None else ""
        callee = f"{name}.{frame.f_code.co_name}"
        if name.startswith("bridgelaw.laws") and not cname.startswith("bridgelaw.laws"):
            into_laws.append(f"{cname}.{caller.f_code.co_name if caller else '?'} -> {callee}")
        if name.startswith("bridgelaw.engine") and cname.startswith("bridgelaw.laws"):
            out_of_laws.append(f"{cname} -> {callee}")

    sys.setprofile(profile)
    try:
        session.apply(event)
    finally:
        sys.setprofile(None)
    return {"modules": modules, "into_laws": into_laws, "out_of_laws": out_of_laws}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true", help="list the modules and the calls into laws/")
    args = ap.parse_args()
    t = trace()
    mods: Counter[str] = t["modules"]
    laws = sorted(m for m in mods if m.startswith("bridgelaw.laws"))
    print(f"modules touched: {len(mods)} ({len(laws)} in laws/, {len(mods) - len(laws)} elsewhere)")
    homes = sorted({m.split(".")[2] for m in laws if m.split(".")[2].startswith("law")})
    print(f"laws/ modules named after a Law: {', '.join(homes)}")
    print(f"calls into laws/ from outside: {len(t['into_laws'])}")
    print(f"calls from laws/ into engine/: {len(t['out_of_laws'])}")
    print(f"bridgelaw function calls: {sum(mods.values())}")
    if args.list:
        for m, n in sorted(mods.items()):
            print(f"  {n:5d}  {m}")
        for c in t["into_laws"]:
            print(f"  into laws/: {c}")
        for c in t["out_of_laws"]:
            print(f"  out of laws/: {c}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
