"""`make demo` (bridgelaw demo): the built-in example runs end to end and its scripted
incident rules as its ``expect`` says."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.cli.demo import demo_incident_path
from bridgelaw.engine import rule_incident
from bridgelaw.i18n import LANGUAGES
from bridgelaw.incident import load_incident
from test_cases import check_expect


def test_demo_incident_rules_as_scripted() -> None:
    inc = load_incident(demo_incident_path())
    rulings = rule_incident(inc)
    assert len(inc.expect) >= 10
    for exp in inc.expect:
        check_expect(rulings, dict(exp))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_demo_command_prints_all_three_parts(lang: str) -> None:
    res = CliRunner().invoke(app, ["demo", "--lang", lang])
    assert res.exit_code == 0, res.output
    for part in ("1. Law 44", "2. Law 46", "3. Laws 45-52"):
        assert part in res.output
    assert "complete" in res.output and "46B1(c)" in res.output and "45C4(b)" in res.output
    # the trick-by-trick record names the winner of every trick, North included
    assert "won by" in res.output


def test_demo_unknown_lang_is_refused_before_anything_is_printed() -> None:
    res = CliRunner().invoke(app, ["demo", "--lang", "xx"])
    assert res.exit_code == 2
    assert res.stdout == ""
    assert res.stderr == f"error: --lang: 'xx' is not a ruling language ({', '.join(LANGUAGES)}; no = nb)\n"
