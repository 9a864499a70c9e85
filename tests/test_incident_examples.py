"""Every example of docs/examples runs (bridgelaw rule) and its ``expect`` entries hold; the
``play`` message catalogues cover every ruling message in every language."""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from typer.testing import CliRunner

import bridgelaw.engine as engine
from bridgelaw.cli import app
from bridgelaw.engine import rule_incident
from bridgelaw.i18n import LOCALE_DIR, placeholder_base
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


def _fields(t: str) -> set[str]:
    """The parameters a template reads (a Russian case suffix, ``{card_ins}``, reads ``card``)."""
    return {placeholder_base(f) for _, f, _, _ in string.Formatter().parse(t) if f}


@pytest.mark.parametrize("lang", ["en", "ru", "sv", "nl"])
def test_play_catalogue_covers_engine_messages(lang: str) -> None:
    with (LOCALE_DIR / lang / "LC_MESSAGES" / "play.po").open("rb") as f:
        cat = read_po(f)
    ids = {m.id: m.string for m in cat if m.id}
    mine = [getattr(engine, k) for k in dir(engine) if k.startswith("M_")]
    mine += list(engine._REASONS_45C4B.values())
    for msgid in mine:
        assert msgid in ids, msgid
        assert ids[msgid] and _fields(str(ids[msgid])) == _fields(msgid)
