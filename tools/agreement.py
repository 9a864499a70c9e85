"""How far bridgelaw agrees with a director's expected rulings: every ``expect`` entry of every
incident file given (files or folders), checked and counted.

    .venv/bin/python tools/agreement.py tests/data/td_review_18 [--verbose] [--json]

An expectation holds when the event has an n-th ruling (``ruling: n``, default 0) with the
expected ``outcome``, and where given the ``card``, ``penalty``, ``law`` (a ruling citing a
sub-clause of the expected clause counts, as in ``tests/test_cases.py``), ``options`` (every
expected option offered), ``tricks`` and ``score`` (an adjudication's, a result's: the ruling's
JSON fields, as ``tests/laws/test_law70_cases.py`` compares them). A file the reader refuses (a
field the format does not know) meets none of its expectations; a file whose event ``i`` the
engine refuses keeps the rulings of the events before ``i`` (the expectations on ``i`` and later
are missed), so a refusal costs only what it must. The figures printed are per expectation and
per file (all expectations held). A folder given is read for its own ``*.yaml`` files, not its
sub-folders'.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from bridgelaw.engine.session import rule_until_refused  # noqa: E402
from bridgelaw.errors import BridgeLawError  # noqa: E402
from bridgelaw.incident import load_incident  # noqa: E402
from bridgelaw.rulings import Ruling  # noqa: E402
from test_cases import law_matches  # noqa: E402


def miss(rulings: list[Ruling], exp: dict[str, Any]) -> str | None:
    """Why ``exp`` does not hold on ``rulings`` (None when it holds); ``ruling: any``: some
    ruling of the event matches."""
    if exp.get("ruling") == "any":
        count = sum(1 for r in rulings if r.event == exp["event"])
        whys = [miss(rulings, {**exp, "ruling": n}) for n in range(count)]
        return None if None in whys else (whys[0] if whys else f"no ruling for event {exp['event']}")
    mine = [r for r in rulings if r.event == exp["event"]]
    if not mine:
        return f"no ruling for event {exp['event']}"
    n = int(exp.get("ruling", 0))
    if n >= len(mine):
        have = "; ".join(f"{r.outcome.value} {r.law}" for r in mine)
        return f"{len(mine)} ruling(s), no ruling {n}: {have}"
    r = mine[n]
    got = f"{r.outcome.value} {r.card or '-'} {r.law}"
    if r.outcome.value != exp["outcome"]:
        return f"outcome: got {got}"
    if "card" in exp and (str(r.card) if r.card else None) != exp["card"]:
        return f"card: got {got}"
    if "law" in exp:
        laws = exp["law"] if isinstance(exp["law"], list) else [exp["law"]]
        if not any(law_matches(r.law, str(x)) for x in laws):
            return f"law: got {got}"
    if "penalty" in exp and r.penalty != exp["penalty"]:
        return f"penalty: got {r.penalty}"
    if "options" in exp and not set(exp["options"]) <= set(r.options):
        return f"options: got {list(r.options)}"
    js = r.to_json() if "tricks" in exp or "score" in exp else {}
    for key in ("tricks", "score"):
        if key in exp and js.get(key) != exp[key]:
            return f"{key}: got {js.get(key)!r}"
    return None


def rule_file(path: Path) -> tuple[list[Ruling], str | None, list[dict[str, Any]]]:
    """The rulings of ``path`` up to a refusal, the refusal (or None) and the expectations."""
    import yaml

    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    expect = [dict(e) for e in raw.get("expect", [])]
    try:
        inc = load_incident(path)
    except BridgeLawError as e:
        return [], f"file refused: {e}", expect
    # as `bridgelaw rule` rules it (the end-of-play verdict included), up to a refused event
    out, error = rule_until_refused(inc)
    if error is not None:
        where, _, why = str(error).partition(": ")
        return out, f"{where} refused: {why}", expect
    return out, None, expect


def measure(paths: list[Path], *, any_order: bool = False) -> dict[str, Any]:
    """Per file: expectations met, missed (with why) and the refusal; ``any_order``: an
    expectation may match any ruling of its event (the order of an event's rulings ignored)."""
    files = []
    for p in paths:
        rulings, refusal, expect = rule_file(p)
        rows = [{"expect": e, "miss": miss(rulings, {**e, "ruling": "any"} if any_order else e)}
                for e in expect]
        files.append({"file": p.name, "refusal": refusal, "rows": rows,
                      "met": sum(r["miss"] is None for r in rows), "total": len(rows)})
    met = sum(f["met"] for f in files)
    total = sum(f["total"] for f in files)
    whole = sum(f["met"] == f["total"] and f["refusal"] is None for f in files)
    return {"files": files, "met": met, "total": total, "files_whole": whole, "files_total": len(files)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--verbose", "-v", action="store_true", help="list every missed expectation")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--any-order", action="store_true",
                    help="an expectation may match any ruling of its event (order ignored)")
    args = ap.parse_args()
    paths: list[Path] = []
    for p in args.paths:
        paths += sorted(p.glob("*.yaml")) if p.is_dir() else [p]  # not the sub-folders
    res = measure(paths, any_order=args.any_order)
    if args.json:
        print(json.dumps(res, indent=1, default=str))
        return 0
    for f in res["files"]:
        mark = "ok " if f["met"] == f["total"] and f["refusal"] is None else "   "
        print(f"{mark}{f['file']}: {f['met']}/{f['total']}" + (f"  [{f['refusal']}]" if f["refusal"] else ""))
        if args.verbose:
            for r in f["rows"]:
                if r["miss"]:
                    e = r["expect"]
                    print(f"      event {e['event']}.{e.get('ruling', 0)} want {e['outcome']} "
                          f"{e.get('card', '')} {e.get('law', '')}: {r['miss']}")
    pct = 100 * res["met"] / res["total"] if res["total"] else 0.0
    print(f"expectations met: {res['met']}/{res['total']} ({pct:.0f}%); "
          f"files fully agreed: {res['files_whole']}/{res['files_total']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
