"""The tournament director's review files in tests/data/td_review/: every incident rules without
an error, and every file of errors/ is refused with one line naming the event and why (exit 2),
among them ``dummy_looks`` naming dummy's own hand (43A2 limits declarer's and the defenders'
hands; dummy's own cards are face up on the table, 41D)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app

DATA = Path(__file__).resolve().parent.parent / "data" / "td_review"
INCIDENTS = sorted(DATA.glob("*.yaml"))
ERRORS = sorted((DATA / "errors").glob("*.yaml"))


def test_td_review_files_are_there() -> None:
    assert len(INCIDENTS) >= 5 and len(ERRORS) >= 14


@pytest.mark.parametrize("path", INCIDENTS, ids=lambda p: p.stem)
def test_td_review_incident_rules(path: Path) -> None:
    r = CliRunner().invoke(app, ["rule", str(path), "--json"])
    assert r.exit_code == 0, r.output
    assert '"rulings"' in r.output


@pytest.mark.parametrize("path", ERRORS, ids=lambda p: p.stem)
def test_td_review_error_is_one_line_exit_2(path: Path) -> None:
    """One ``error:`` line on stderr, exit 2; an event refused after others were ruled leaves
    their rulings on stdout (the JSON document with its ``error``), a malformed file nothing."""
    r = CliRunner().invoke(app, ["rule", str(path), "--json"])
    assert r.exit_code == 2
    err = r.stderr.strip()
    assert err.startswith("error: ") and "\n" not in err and "Traceback" not in err
    if r.stdout:
        doc = json.loads(r.stdout)
        i = doc["error"]["event"]
        assert f"events[{i}]" in err
        assert {x["event"] for x in doc["rulings"]} == set(range(i))


def test_43A2_dummy_looks_at_his_own_hand_is_refused_td_e14() -> None:
    r = CliRunner().invoke(app, ["rule", str(DATA / "errors" / "e14-dummy-looks-own.yaml")])
    assert r.exit_code == 2
    assert "events[0]: N dummy_looks: N is dummy's own hand" in r.output and "43A2" in r.output
