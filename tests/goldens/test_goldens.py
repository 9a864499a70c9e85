"""The goldens: the engine's outputs frozen before its redesign (docs/architecture.md).

- every incident file's ruling document in en/ru/sv/nl (shared cases, docs/examples, demo);
- every session the test suite creates, replayed (rulings, state, whereabouts, open choice,
  refusals);
- the seeded random corpus: every ``QUICK_STRIDE``-th session always; all 20,000 with
  ``BRIDGELAW_GOLDENS=full`` or ``make goldens`` (``tools/goldens.py --check``).

A deliberate change of outputs is made with ``tools/goldens.py --update``, which lists them.
"""

from __future__ import annotations

import json
import os
from typing import Any

import goldenlib as g
import pytest

UPDATE = "if the change is deliberate: python tools/goldens.py --update (it lists the changed rulings)"


def _stored_rulings() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(g.RULINGS_FILE.read_text(encoding="utf-8"))
    return data


def test_goldens_ruling_documents_of_examples_and_demo_unchanged() -> None:
    stored = {k: v for k, v in _stored_rulings().items() if not k.startswith("cases/")}
    new = g.ruling_documents(only=lambda k: not k.startswith("cases/"))
    assert set(new) == set(stored), UPDATE
    for key in sorted(stored):
        assert g.dumps(new[key]) == g.dumps(stored[key]), f"{key}: ruling document changed; {UPDATE}"


def test_goldens_ruling_documents_of_shared_cases_unchanged() -> None:
    if not (g.shared_root() / "cases").is_dir():
        pytest.skip(f"shared material {g.shared_root() / 'cases'} is absent (set BRIDGELAW_SHARED)")
    stored = {k: v for k, v in _stored_rulings().items() if k.startswith("cases/")}
    new = g.ruling_documents(only=lambda k: k.startswith("cases/"))
    assert set(new) == set(stored), f"the shared cases are not those frozen; {UPDATE}"
    assert len(stored) >= 19
    for key in sorted(stored):
        for lang in g.LANGS:
            assert g.dumps(new[key][lang]) == g.dumps(stored[key][lang]), (
                f"{key} [{lang}]: ruling document changed; {UPDATE}"
            )


def test_goldens_sessions_of_the_test_suite_replay_identically() -> None:
    rows = list(g.read_jsonl_gz(g.SESSIONS_FILE))
    meta, traces = rows[0], rows[1:]
    assert meta["sessions"] == len(traces) >= 400
    problems = [m for m in (g.trace_mismatch(t) for t in traces) if m]
    assert not problems, f"{len(problems)} sessions differ; first:\n" + "\n".join(problems[:3]) + UPDATE


def _corpus() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    rows = list(g.read_jsonl_gz(g.CORPUS_FILE))
    return rows[0], rows[1:]


def test_goldens_corpus_covers_every_edition_and_every_option_value() -> None:
    from bridgelaw.editions import Edition
    from bridgelaw.regulations import OPTIONS

    meta, rows = _corpus()
    assert meta["sessions"] == len(rows) == g.CORPUS_SIZE >= 20_000
    assert meta["seed"] == g.CORPUS_SEED
    assert set(meta["editions"]) == {e.value for e in Edition}
    # the corpus's frozen copy of the options is still every option and value there is
    frozen = {k: set(v) for k, v in g.CORPUS_OPTIONS.items()}
    assert frozen == {k: set(o.values) for k, o in OPTIONS.items()}, (
        "an option or value was added or removed: add it to goldenlib.CORPUS_OPTIONS and update the corpus"
    )
    for oid, values in g.CORPUS_OPTIONS.items():
        for v in values:
            assert meta["option_values"].get(f"{oid}={v}", 0) >= 100, f"{oid}={v} is not exercised"


def test_goldens_corpus_quick_subset_unchanged() -> None:
    _, rows = _corpus()
    subset = rows[:: g.QUICK_STRIDE]
    assert len(subset) >= g.CORPUS_SIZE // g.QUICK_STRIDE
    problems = [m for m in (g.corpus_mismatch(r) for r in subset) if m]
    first = "\n".join(problems[:3])
    assert not problems, f"{len(problems)} corpus sessions differ; first:\n{first}\n{UPDATE}"


@pytest.mark.skipif(
    os.environ.get("BRIDGELAW_GOLDENS") != "full",
    reason="the full 20,000-session corpus runs with BRIDGELAW_GOLDENS=full or `make goldens`",
)
def test_goldens_corpus_full_unchanged() -> None:
    _, rows = _corpus()
    problems = [m for m in (g.corpus_mismatch(r) for r in rows) if m]
    first = "\n".join(problems[:3])
    assert not problems, f"{len(problems)} corpus sessions differ; first:\n{first}\n{UPDATE}"
