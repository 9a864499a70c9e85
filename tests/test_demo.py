"""`make demo` (bridgelaw demo): the built-in example runs end to end and its scripted
incident rules as its ``expect`` says."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from bridgelaw import texts
from bridgelaw.cli import app
from bridgelaw.cli.demo import demo_incident_path
from bridgelaw.engine import rule_incident
from bridgelaw.glossary import law_label
from bridgelaw.i18n import LANGUAGES
from bridgelaw.incident import load_incident
from test_cases import check_expect


def test_demo_incident_rules_as_scripted() -> None:
    inc = load_incident(demo_incident_path())
    rulings = rule_incident(inc)
    assert len(inc.expect) >= 10
    for exp in inc.expect:
        check_expect(rulings, dict(exp))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_demo_command_prints_all_three_parts(lang: str) -> None:
    """The demo in every language: its headings, the replay's classes and columns, the Laws as
    the federation cites them (46B1(c), 45C4(b) in the label style of the language)."""
    res = CliRunner().invoke(app, ["demo", "--lang", lang])
    assert res.exit_code == 0, res.output
    def flat(text: str) -> str:  # rich wraps long cells; French spaces are no-break spaces
        return " ".join(text.split())

    out = flat(res.output)
    for part in ("1. {Law:44} - replaying the built-in sample",
                 "2. {Law:46} - what declarer says to dummy", "3. {Law:45-52} - incidents at the table"):
        assert flat(texts.ui_text("heading", part, lang)) in out, part
    assert flat(texts.ui_text("class", "complete", lang)) in out
    assert flat(law_label("46B1(c)", lang)) in out and flat(law_label("45C4(b)", lang)) in out
    # the trick-by-trick record names the winner of every trick, North included
    assert flat(texts.column("won by", lang)) in out


def test_demo_unknown_lang_is_refused_before_anything_is_printed() -> None:
    res = CliRunner().invoke(app, ["demo", "--lang", "xx"])
    assert res.exit_code == 2
    assert res.stdout == ""
    assert res.stderr == f"error: --lang: 'xx' is not a ruling language ({', '.join(LANGUAGES)}; no = nb)\n"
