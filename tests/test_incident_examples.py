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


def test_incident_format_doc_whole_incidents_rule() -> None:
    """Every whole incident shown in docs/incident-format.md (a ```yaml block with a contract)
    reads and rules without an error (a new user copied the claim example: it was refused)."""
    import re

    import yaml

    from bridgelaw.incident import parse_incident

    doc = (Path(__file__).resolve().parent.parent / "docs" / "incident-format.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```yaml\n(.*?)```", doc, re.S) if "contract:" in b]
    assert blocks
    for block in blocks:
        assert rule_incident(parse_incident(yaml.safe_load(block)))
