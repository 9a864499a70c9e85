"""Rulings on the play (Laws 42-66): every incident in ``tests/data/play_rulings/`` (real rulings
from forums, federation pages and the White Book, and situations from the Laws' text; each file
names its source) is ruled and each ``expect`` entry (outcome + clause, and card/penalty where
given) must hold - the same check as the shared cases (``test_cases.check_expect``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from bridgelaw.engine import rule_incident
from bridgelaw.incident import parse_incident
from bridgelaw.rulings import Ruling
from test_cases import check_expect

CASES = sorted((Path(__file__).resolve().parent / "data" / "play_rulings").glob("*.yaml"))


def check(rulings: list[Ruling], exp: dict[str, Any]) -> None:
    """:func:`test_cases.check_expect`, and ``ruling: any``: some ruling of the event matches
    (where the engine may add rulings before it, e.g. a 45A note after a 58B ruling)."""
    if exp.get("ruling") != "any":
        check_expect(rulings, exp)
        return
    count = sum(1 for r in rulings if r.event == exp["event"])
    errors = []
    for n in range(count):
        try:
            check_expect(rulings, {**exp, "ruling": n})
            return
        except AssertionError as e:
            errors.append(str(e))
    raise AssertionError(f"event {exp['event']}: no ruling matches {exp}: {errors}")


def test_there_are_enough_cases_each_with_a_source_and_expectations() -> None:
    assert len(CASES) >= 25
    for path in CASES:
        text = path.read_text(encoding="utf-8")
        raw = yaml.safe_load(text)
        assert text.startswith("# source:"), f"{path.name}: the first line is its '# source:' comment"
        assert raw.get("source"), f"{path.name}: no source field"
        assert raw.get("expect"), f"{path.name}: no expected ruling"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_play_ruling(path: Path) -> None:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    inc = parse_incident(raw, file=str(path))
    rulings = rule_incident(inc)
    assert len({r.event for r in rulings}) == len(inc.events)
    for exp in inc.expect:
        check(rulings, dict(exp))
