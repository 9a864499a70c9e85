#!/usr/bin/env python3
"""Check or regenerate the golden outputs of the engine (tests/goldens/, docs/architecture.md).

    python tools/goldens.py --check            # everything, the full 20,000-session corpus included
    python tools/goldens.py --update           # regenerate deliberately; prints the changed rulings
    python tools/goldens.py --check --only corpus --jobs 2

``--update`` re-runs the test suite with ``BRIDGELAW_TRACE`` to record its sessions, rules on
every incident file again and regenerates the corpus from its seed, then lists what changed
(per incident file and language, per test session, per corpus session: the event and its
rulings before and after). Exit status: 0 when nothing differs (``--check``) or the update is
written, 1 when ``--check`` finds a difference, 2 on bad usage.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "goldens"))
sys.path.insert(0, str(ROOT / "src"))

import goldenlib as g  # noqa: E402

PARTS = ("rulings", "sessions", "corpus")


# ---------------------------------------------------------------------------- rulings


def _ruling_lines(doc: Any) -> list[str]:
    if not isinstance(doc, dict) or "rulings" not in doc:
        return [g.dumps(doc)]
    return [g.dumps(r) for r in doc["rulings"]]


def diff_rulings(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """The changes between two ruling-document goldens, one line per changed ruling."""
    out: list[str] = []
    for key in sorted(set(old) | set(new)):
        if key not in new:
            out.append(f"- {key}: no longer produced")
            continue
        if key not in old:
            out.append(f"+ {key}: new")
            continue
        for lang in sorted(set(old[key]) | set(new[key])):
            a, b = old[key].get(lang), new[key].get(lang)
            if g.dumps(a) == g.dumps(b):
                continue
            la, lb = _ruling_lines(a), _ruling_lines(b)
            for k in range(max(len(la), len(lb))):
                x = la[k] if k < len(la) else "(none)"
                y = lb[k] if k < len(lb) else "(none)"
                if x != y:
                    out.append(f"~ {key} [{lang}] ruling {k}:\n    was: {x}\n    now: {y}")
    return out


def check_rulings() -> list[str]:
    """Differences between the stored ruling documents and the current code (cases/ only if
    ../shared is present)."""
    stored = json.loads(g.RULINGS_FILE.read_text(encoding="utf-8"))
    have_shared = (g.shared_root() / "cases").is_dir()
    new = g.ruling_documents()
    if not have_shared:
        print("note: ../shared/cases is absent: the shared cases are not checked")
        stored = {k: v for k, v in stored.items() if not k.startswith("cases/")}
    return diff_rulings(stored, new)


def write_rulings(new: dict[str, Any]) -> None:
    g.RULINGS_FILE.parent.mkdir(parents=True, exist_ok=True)
    g.RULINGS_FILE.write_text(json.dumps(new, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                              encoding="utf-8")


# ---------------------------------------------------------------------------- sessions


def record_sessions() -> list[dict[str, Any]]:
    """Run the test suite (without tests/goldens) with the recorder on; the recorded sessions.

    Raises:
        SystemExit: the test suite fails (the goldens are then not updated).
    """
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "trace.jsonl"
        env = {**os.environ, "BRIDGELAW_TRACE": str(path)}
        # test_clauses' label check reads the stored goldens, which this run is regenerating
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--ignore=tests/goldens",
               "--deselect",
               "tests/test_clauses.py::test_every_label_a_ruling_cites_is_a_registered_clause_under_that_edition"]
        print("recording the test suite's sessions:", " ".join(cmd[1:]), flush=True)
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            print(proc.stdout[-4000:], proc.stderr[-2000:], sep="\n")
            raise SystemExit("the test suite fails: goldens not updated")
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _trace_key(t: dict[str, Any]) -> str:
    return g.digest([t["header"], t["laws"], t["options"], t["events"]], 16)


def diff_sessions(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[str]:
    """Changes between two session goldens: sessions gone, new, or with other outcomes (the
    first differing event's rulings before and after)."""
    out: list[str] = []
    by_old = {_trace_key(t): t for t in old}
    by_new = {_trace_key(t): t for t in new}
    for k, t in by_old.items():
        if k not in by_new:
            out.append(f"- session of {t['test']} ({len(t['events'])} events): no longer created")
    for k, t in by_new.items():
        if k not in by_old:
            out.append(f"+ session of {t['test']} ({len(t['events'])} events): new")
            continue
        o = by_old[k]
        for i, (a, b) in enumerate(zip(o["outcomes"], t["outcomes"], strict=True)):
            if g.dumps(a) != g.dumps(b):
                out.append(f"~ session of {t['test']} event {i} {t['events'][i]}:\n"
                           f"    was: {g.summary(a)}\n    now: {g.summary(b)}")
                break
    return out


def stored_sessions() -> list[dict[str, Any]]:
    rows = list(g.read_jsonl_gz(g.SESSIONS_FILE))
    return rows[1:]


def check_sessions() -> list[str]:
    """Replay every stored session on the current code; a description of each that differs."""
    out = []
    for t in stored_sessions():
        m = g.trace_mismatch(t)
        if m:
            out.append(m)
    return out


def write_sessions(traces: list[dict[str, Any]]) -> None:
    meta = {"format": "bridgelaw-goldens-sessions/1", "sessions": len(traces),
            "events": sum(len(t["events"]) for t in traces)}
    g.write_jsonl_gz(g.SESSIONS_FILE, [meta, *traces])


# ---------------------------------------------------------------------------- corpus


def _corpus_chunk(args: tuple[int, int, int]) -> list[dict[str, Any]]:
    start, stop, seed = args
    return list(g.corpus_rows(range(start, stop), seed))


def generate_corpus(jobs: int, size: int = g.CORPUS_SIZE, seed: int = g.CORPUS_SEED) -> list[dict[str, Any]]:
    """Every corpus session, generated on the current code (``jobs`` processes)."""
    step = 250
    chunks = [(a, min(a + step, size), seed) for a in range(0, size, step)]
    rows: list[dict[str, Any]] = []
    t0 = time.time()
    with multiprocessing.Pool(jobs) as pool:
        for k, part in enumerate(pool.imap(_corpus_chunk, chunks)):
            rows.extend(part)
            if (k + 1) % 10 == 0:
                print(f"  corpus: {len(rows)}/{size} sessions ({time.time() - t0:.0f} s)", flush=True)
    return rows


def corpus_meta(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The corpus file's first line: seed, size, and how often each edition and each option
    value occurs (recomputed from the seed: :func:`goldenlib.corpus_setup`)."""
    editions: dict[str, int] = {}
    values: dict[str, int] = {}
    for row in rows:
        editions[row["laws"]] = editions.get(row["laws"], 0) + 1
    for i in range(len(rows)):
        _, _, options, _ = g.corpus_setup(i)
        for k, v in options.items():
            values[f"{k}={v}"] = values.get(f"{k}={v}", 0) + 1
    return {"format": "bridgelaw-goldens-corpus/1", "seed": g.CORPUS_SEED, "sessions": len(rows),
            "events": sum(len(r["sum"]) for r in rows), "editions": editions, "option_values": values}


def stored_corpus() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    rows = list(g.read_jsonl_gz(g.CORPUS_FILE))
    return rows[0], rows[1:]


def diff_corpus(old: list[dict[str, Any]], new: list[dict[str, Any]], limit: int = 50) -> list[str]:
    """Corpus sessions whose outcomes differ: the first differing event's summaries."""
    out: list[str] = []
    by_old = {r["i"]: r for r in old}
    changed = 0
    for r in new:
        o = by_old.get(r["i"])
        if o is None or o["dig"] != r["dig"]:
            changed += 1
            if len(out) >= limit:
                continue
            if o is None:
                out.append(f"+ corpus session {r['i']}: new")
                continue
            da, db = o["dig"].split(), r["dig"].split()
            k = next(k for k in range(max(len(da), len(db)))
                     if k >= len(da) or k >= len(db) or da[k] != db[k])
            was = o["sum"][k] if k < len(o["sum"]) else "(ended)"
            now = r["sum"][k] if k < len(r["sum"]) else "(ended)"
            out.append(f"~ corpus session {r['i']} ({r['laws']}) event {k}:\n    was: {was}\n    now: {now}")
    if changed > limit:
        out.append(f"... {changed} corpus sessions changed in all")
    return out


def _check_chunk(rows: list[dict[str, Any]]) -> list[str]:
    return [m for m in (g.corpus_mismatch(r) for r in rows) if m]


def check_corpus(jobs: int, stride: int = 1) -> list[str]:
    """Re-generate the stored corpus sessions (every ``stride``-th) and compare their digests."""
    _, rows = stored_corpus()
    rows = rows[::stride]
    chunks = [rows[a:a + 250] for a in range(0, len(rows), 250)]
    out: list[str] = []
    t0 = time.time()
    with multiprocessing.Pool(jobs) as pool:
        for k, part in enumerate(pool.imap(_check_chunk, chunks)):
            out.extend(part)
            if (k + 1) % 10 == 0:
                print(f"  corpus: {min((k + 1) * 250, len(rows))}/{len(rows)} sessions checked "
                      f"({time.time() - t0:.0f} s)", flush=True)
    return out


# ---------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    """Command line: ``--check`` or ``--update``, ``--only PART`` (repeatable), ``--jobs N``."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="compare the goldens with the current code")
    mode.add_argument("--update", action="store_true", help="regenerate the goldens, list the changes")
    ap.add_argument("--only", action="append", choices=PARTS, help="only this part (repeatable)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for the corpus")
    ap.add_argument("--stride", type=int, default=1, help="check every N-th corpus session only")
    a = ap.parse_args(argv)
    parts = a.only or list(PARTS)
    return check(parts, a.jobs, a.stride) if a.check else update(parts, a.jobs)


def check(parts: list[str], jobs: int, stride: int = 1) -> int:
    """Compare the goldens ``parts`` with the current code; print the differences. 1 if any."""
    t0 = time.time()
    problems: list[str] = []
    if "rulings" in parts:
        found = check_rulings()
        print(f"rulings: {len(found)} differences")
        problems += found
    if "sessions" in parts:
        found = check_sessions()
        print(f"sessions: {len(stored_sessions())} replayed, {len(found)} differ")
        problems += found
    if "corpus" in parts:
        found = check_corpus(jobs, stride)
        print(f"corpus: {len(found)} sessions differ")
        problems += found
    for p in problems[:30]:
        print(p)
    if len(problems) > 30:
        print(f"... and {len(problems) - 30} more")
    print(f"{'OK' if not problems else 'DIFFERENT'} ({time.time() - t0:.0f} s)")
    return 1 if problems else 0


def update(parts: list[str], jobs: int) -> int:
    """Regenerate the goldens ``parts``, write them and print every change. Returns 0."""
    t0 = time.time()
    changes: list[str] = []
    if "rulings" in parts:
        new = g.ruling_documents()
        old = json.loads(g.RULINGS_FILE.read_text(encoding="utf-8")) if g.RULINGS_FILE.exists() else {}
        if not (g.shared_root() / "cases").is_dir():
            print("note: ../shared/cases is absent: the stored shared cases are kept as they are")
            new.update({k: v for k, v in old.items() if k.startswith("cases/")})
        changes += diff_rulings(old, new)
        write_rulings(new)
    if "sessions" in parts:
        traces = record_sessions()
        bad = [t["test"] for t in traces if g.trace_mismatch(t)]
        if bad:
            print(f"note: {len(bad)} recorded sessions do not replay (a test patches the engine?); "
                  f"left out: {bad[:10]}")
        traces = [t for t in traces if t["test"] not in set(bad)]
        old_t = stored_sessions() if g.SESSIONS_FILE.exists() else []
        changes += diff_sessions(old_t, traces)
        write_sessions(traces)
        print(f"sessions: {len(traces)} recorded")
    if "corpus" in parts:
        rows = generate_corpus(jobs)
        old_c = stored_corpus()[1] if g.CORPUS_FILE.exists() else []
        changes += diff_corpus(old_c, rows)
        g.write_jsonl_gz(g.CORPUS_FILE, [corpus_meta(rows), *rows])
        print(f"corpus: {len(rows)} sessions")
    print(f"{len(changes)} changes:" if changes else "no changes")
    for c in changes:
        print(c)
    print(f"written ({time.time() - t0:.0f} s)")
    return 0

if __name__ == "__main__":
    sys.exit(main())
