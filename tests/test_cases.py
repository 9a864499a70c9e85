"""Every real ruling in ../shared/cases: each ``expect`` entry must hold (incident-format.md).

``law`` may be one clause or a list of acceptable clauses; a ruling citing a finer sub-clause
of an expected clause (``45E2`` for ``45E``, ``45C2(a)`` for ``45C2``) is accepted, since the
expected clause contains it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bridgelaw.engine import rule_incident
from bridgelaw.incident import load_incident
from bridgelaw.rulings import Ruling
from conftest import SHARED, shared_dir


def _case_files() -> list[Path]:
    d = SHARED / "cases"
    return sorted(d.glob("*.yaml")) if d.is_dir() else []


def law_matches(actual: str, expected: str) -> bool:
    """``actual`` is ``expected`` or a sub-clause of it (``45E2`` under ``45E``)."""
    if actual == expected:
        return True
    if not actual.startswith(expected):
        return False
    rest = actual[len(expected) :]
    return bool(re.match(r"^(\(|[0-9]|[A-Z])", rest)) and (
        expected[-1].isalpha() or expected[-1] == ")" or rest[0] in "(ABCDEFG"
    )


def check_expect(rulings: list[Ruling], exp: dict[str, Any]) -> None:
    mine = [r for r in rulings if r.event == exp["event"]]
    assert mine, f"no ruling for event {exp['event']}"
    n = int(exp.get("ruling", 0))  # the n-th ruling of the event (a change in one breath has two)
    assert n < len(mine), f"event {exp['event']}: {len(mine)} ruling(s), no ruling {n}"
    r = mine[n]
    assert r.outcome.value == exp["outcome"], f"event {exp['event']}: {r.outcome} ({r.law}) {r.text}"
    if "card" in exp:
        assert (str(r.card) if r.card else None) == exp["card"], f"event {exp['event']}: {r.card} {r.text}"
    if "law" in exp:
        laws = exp["law"] if isinstance(exp["law"], list) else [exp["law"]]
        assert any(law_matches(r.law, str(x)) for x in laws), (
            f"event {exp['event']}: law {r.law} not in {laws}"
        )
    if "penalty" in exp:
        assert r.penalty == exp["penalty"]


@pytest.mark.parametrize("path", _case_files(), ids=lambda p: p.stem)
def test_case(path: Path) -> None:
    shared_dir("cases")
    inc = load_incident(path)
    rulings = rule_incident(inc)
    assert len({r.event for r in rulings}) == len(inc.events)
    assert inc.expect, "a case without expectations"
    for exp in inc.expect:
        check_expect(rulings, dict(exp))


def test_cases_present() -> None:
    d = shared_dir("cases")
    assert len(list(d.glob("*.yaml"))) >= 19


@pytest.mark.parametrize(
    ("actual", "expected", "ok"),
    [
        ("45E2", "45E", True),
        ("45C2(a)", "45C2", True),
        ("47E1", "47E", True),
        ("44C", "44", True),
        ("45C2", "45C2(a)", False),
        ("46B3(b)", "46B3(a)", False),
        ("451", "45", False),
    ],
)
def test_law_matches(actual: str, expected: str, ok: bool) -> None:
    assert law_matches(actual, expected) is ok
