"""`bridgelaw rule`: errors (what, where, why; exit 2, never a traceback) and the table layout."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.i18n import LANGUAGES

EXAMPLE = Path(__file__).resolve().parent.parent / "docs" / "examples" / "small-from-dummy.yaml"
INCIDENT = """\
format: bridgelaw-incident/1
laws: "2017"
contract: 4H
declarer: S
hands: {N: "AQ72.K85.J4.Q963"}
partial: [N]
trick: [W:S5]
events:
"""


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(app, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.stdout, r.stderr


def write(tmp_path: Path, events: str, name: str = "inc.yaml") -> Path:
    p = tmp_path / name
    p.write_text(INCIDENT + events, encoding="utf-8")
    return p


def test_record_into_a_missing_folder_is_an_error(tmp_path: Path) -> None:
    code, out, err = run("rule", str(EXAMPLE), "--record", str(tmp_path / "no" / "x.jsonl"))
    assert (code, out) == (2, "")
    assert err.startswith("error: --record: cannot write") and "does not exist" in err


def test_record_onto_a_folder_is_an_error(tmp_path: Path) -> None:
    code, out, err = run("rule", str(EXAMPLE), "--record", str(tmp_path))
    assert (code, out) == (2, "")
    assert err.startswith("error: --record: cannot write") and "folder" in err


def test_record_is_written(tmp_path: Path) -> None:
    code, _, _ = run("rule", str(EXAMPLE), "--record", str(tmp_path / "x.jsonl"))
    assert code == 0 and (tmp_path / "x.jsonl").read_text().startswith('{"format": "bridgelaw-record/1"')


def test_lang_error_has_the_same_form_as_designate() -> None:
    code, out, err = run("rule", str(EXAMPLE), "--lang", "xx")
    assert (code, out) == (2, "")
    assert err == f"error: --lang: 'xx' is not a ruling language ({', '.join(LANGUAGES)}; no = nb)\n"


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("cfg.yaml", "options:\n  O-46-WIN: [x\n  y: 1\n", "not valid YAML at line 3, column 4"),
        ("cfg.toml", "[options\nx=1\n", "not valid TOML"),
    ],
)
def test_config_syntax_error_is_one_line(tmp_path: Path, name: str, text: str, where: str) -> None:
    cfg = tmp_path / name
    cfg.write_text(text, encoding="utf-8")
    code, out, err = run("rule", str(EXAMPLE), "--config", str(cfg))
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and where in err and err.startswith(f"error: {cfg}: ")


def test_choose_error_does_not_repeat_the_event(tmp_path: Path) -> None:
    code, _, err = run("rule", str(write(tmp_path, "  - {by: S, choose: accept_lead}\n")))
    assert code == 2
    assert "events[0]: S chooses 'accept_lead', but no choice is open" in err
    assert err.count("S chooses") == 1


def test_table_has_outcome_and_details_columns(tmp_path: Path) -> None:
    p = tmp_path / "q.yaml"
    text = INCIDENT.replace("AQ72.K85.J4.Q963", "AQ72.KQ85..Q9632").replace("W:S5", "W:D5")
    p.write_text(text + "  - {by: S, say: queen}\n", encoding="utf-8")
    code, out, _ = run("rule", str(p))
    assert code == 0
    assert "details" in out and "candidates: " in out and "must_specify" in out
    assert "must_specify candidates" not in out


def test_two_rulings_of_one_event_are_marked(tmp_path: Path) -> None:
    from bridgelaw.cli.rule import print_rulings

    doc: dict[str, object] = {
        "laws": "2017",
        "rulings": [
            {"event": 0, "outcome": "played", "seat": "N", "card": "S2", "law": "46B1(c)", "text": "a"},
            {"event": 1, "outcome": "penalty_card", "seat": "E", "card": "SA", "law": "57A", "text": "b",
             "penalty": "major"},
            {"event": 1, "outcome": "options", "seat": "W", "card": None, "law": "50D2", "text": "c",
             "options": ["require:S", "prohibit:S"]},
        ],
    }
    from rich.console import Console

    console = Console(record=True, width=160)
    print_rulings(doc, Path("x.yaml"), console)
    out = console.export_text()
    assert "1 (+1)" in out
    assert "penalty: major" in out and "options: require:S, prohibit:S" in out
    rows = [ln for ln in out.splitlines() if "│ options" in ln]
    assert rows and "options: " not in rows[0].split("│")[2]


# ------------------------------------------------------------- an event refused: the rulings before it


def test_refused_event_gives_the_rulings_before_it_then_the_error(tmp_path: Path) -> None:
    """Event 2 is impossible (W plays again the card he led): events 0 and 1 are ruled and
    printed, then the one-line error, exit 2 - the director sees where the record went and
    where it stopped (it used to print nothing at all)."""
    p = write(tmp_path, "  - {by: S, say: spade two}\n  - {by: E, play: S9}\n  - {by: W, play: S5}\n")
    code, out, err = run("rule", str(p), "--json", "--record", str(tmp_path / "r.jsonl"))
    assert code == 2 and err.count("\n") == 1
    assert err.startswith("error: ") and "events[2]: W" in err
    doc = json.loads(out)
    assert [r["event"] for r in doc["rulings"]] == [0, 1]
    assert doc["error"] == {"event": 2, "message": err.strip().removeprefix("error: ")}
    assert not (tmp_path / "r.jsonl").exists()  # no record of a file that did not rule to its end
    code, out, err = run("rule", str(p))
    assert code == 2 and "│ 1 " in out and "│ 2 " not in out and "events[2]" in err


def test_refused_first_event_prints_no_table(tmp_path: Path) -> None:
    p = write(tmp_path, "  - {by: W, play: S5}\n")
    code, out, err = run("rule", str(p), "--json")
    assert code == 2 and json.loads(out)["rulings"] == [] and "events[0]" in err


def test_rule_until_refused_gives_no_law64_verdict_for_a_record_cut_short() -> None:
    from bridgelaw.engine import rule_until_refused
    from bridgelaw.incident import parse_incident

    inc = parse_incident({
        "contract": "4S", "declarer": "S",
        "deal": "N:KQ5.942.AQ62.873 T62.875.743.T952 AJ9743.AJ6.K5.AQ 8.KQT3.JT98.KJ64",
        "play": ["DJ", "D2", "D3", "DK", "S4", "S8", "SK", "S2", "H2"],
        "events": [{"by": "E", "play": "C2"}, {"by": "S", "play": "HJ"}, {"by": "W", "play": "HQ"},
                   {"by": "W", "play": "D8"},  # West leads: East's revoke is established (63A1)
                   {"by": "W", "play": "D8"}],  # impossible: W has played D8
    })
    rulings, error = rule_until_refused(inc)
    assert error is not None and error.path == "events[4]"
    assert not any(r.law.startswith("64") for r in rulings)  # the revoke's Law 64 is not stated
    assert {r.event for r in rulings} == {0, 1, 2, 3}
