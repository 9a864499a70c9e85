"""The incident format (incident-format.md): reading, validation and clear errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaw.cards import Card, Seat
from bridgelaw.cli import app
from bridgelaw.editions import Edition
from bridgelaw.errors import IncidentFormatError
from bridgelaw.incident import load_incident, parse_incident
from bridgelaw.record import EventKind

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
BASE: dict[str, Any] = {"format": "bridgelaw-incident/1", "contract": "2S", "declarer": "S", "deal": DEAL}


def bad(data: dict[str, Any]) -> IncidentFormatError:
    with pytest.raises(IncidentFormatError) as e:
        parse_incident(data)
    return e.value


def test_reads_every_event_kind() -> None:
    inc = parse_incident(
        {
            **BASE,
            "laws": 2007,
            "events": [
                {"by": "W", "play": "H2"},
                {"by": "S", "say": "small", "lang": "en"},
                {"by": "S", "touch": "HQ", "purpose": "arrange"},
                {"by": "E", "show": "SA", "partner_could_see": True},
                {"by": "S", "hold": "H5", "where": "lifted"},
                {"by": "N", "dummy_places": "H4"},
                {"by": "N", "dummy_indicates": "HQ"},
                {"by": "S", "choose": "accept_lead"},
                {"by": "S", "point": "HQ"},
                {"by": "N", "dummy_asks": "revoke", "to": "S"},
                {"by": "N", "dummy_warns": "wrong_hand"},
                {"by": "N", "dummy_draws_attention": "irregularity", "offender": "E"},
                {"by": "N", "dummy_calls_director": True},
                {"by": "N", "dummy_looks": "E", "how": "shown"},
                {"by": "N", "dummy_says": "fact_or_law"},
                {"by": "E", "quit": True},
                {"by": "E", "several": ["SA", "S2"], "visible": ["SA", "S2"], "named": "SA"},
                {"by": "E", "drop": "S3"},
                {"by": "W", "call": "director"},
                {"by": "S", "finding": 3, "findings": {"x-note": "arranging, as he said"}},
                {"by": "S", "claim": "all", "statement": "the rest are mine", "faced": True},
                {"by": "W", "concede": 2, "statement": "you get two"},
                {"by": "W", "agree": True},
                {"by": "E", "dispute": True},
                {"by": "W", "withdraw_agreement": True},
                {"by": "S", "withdraw_concession": True},
                {"by": "N", "decide": {"tricks": 9}},
            ],
        }
    )
    assert inc.edition is Edition.E2007
    assert [e.kind for e in inc.events] == [EventKind.PLAY, EventKind.SAY, *list(EventKind)[2:]]
    assert inc.events[3].card is Card.parse("SA") and inc.events[3].by is Seat.E
    claim = inc.events[20]
    assert (claim.text, claim.statement, claim.faced) == ("all", "the rest are mine", True)
    assert inc.events[21].text == "2" and inc.events[-1].text == "9"
    assert [e.to_json() for e in inc.events[20:]] == [
        {"by": "S", "claim": "all", "statement": "the rest are mine", "faced": True},
        {"by": "W", "concede": 2, "statement": "you get two"}, {"by": "W", "agree": True},
        {"by": "E", "dispute": True}, {"by": "W", "withdraw_agreement": True},
        {"by": "S", "withdraw_concession": True}, {"by": "N", "decide": {"tricks": 9}}]


def test_snapshot_form_with_partial_trick_and_last_trick() -> None:
    inc = parse_incident(
        {
            "contract": "NT",
            "declarer": "S",
            "hands": {"N": "J...2"},
            "partial": ["N"],
            "trick": [],
            "last_trick": {"winner": "N"},
        }
    )
    t = inc.setup.table()
    assert t.turn is Seat.N and t.is_partial(Seat.N)


def test_findings_defaults_and_parsing() -> None:
    inc = parse_incident({**BASE, "findings": {"incontrovertible": "HQ", "slip_of_tongue": True}})
    assert inc.findings.get("incontrovertible") is Card.parse("HQ")
    assert inc.findings.get("deemed_lead") is False and not inc.findings.given("deemed_lead")


def test_bad_card_names_event_path() -> None:
    e = bad(
        {**BASE, "events": [{"by": "W", "play": "H2"}, {"by": "S", "say": "x"}, {"by": "E", "play": "X2"}]}
    )
    assert e.path == "events[2].play" and "'X2' is not a card" in str(e)


def test_unknown_top_level_field_lists_known_ones() -> None:
    e = bad({**BASE, "contrat": "2S"})
    assert e.path == "contrat" and "known fields" in str(e) and "contract" in str(e)


def test_x_prefixed_fields_allowed() -> None:
    assert parse_incident({**BASE, "x-note": "anything"}).edition is Edition.E2017


@pytest.mark.parametrize(
    ("data", "path"),
    [
        ({"contract": "2S", "deal": DEAL}, "declarer"),
        ({**BASE, "laws": "1999"}, "laws"),
        ({**BASE, "contract": "9Z"}, "contract"),
        ({**BASE, "declarer": "Q"}, "declarer"),
        ({**BASE, "hands": {"N": "AK.."}}, "deal"),
        ({"contract": "2S", "declarer": "S"}, "hands"),
        ({**BASE, "play": ["H2", "ZZ"]}, "play[1]"),
        ({**BASE, "play": ["SA"]}, "play[0]"),
        ({**BASE, "events": [{"by": "W"}]}, "events[0]"),
        ({**BASE, "events": [{"by": "W", "play": "H2", "say": "x"}]}, "events[0]"),
        ({**BASE, "events": [{"by": "S", "touch": "HQ", "purpose": "fun"}]}, "events[0].purpose"),
        ({**BASE, "events": [{"by": "X", "play": "H2"}]}, "events[0].by"),
        ({**BASE, "events": [{"by": "W", "play": "H2", "colour": 1}]}, "events[0].colour"),
        ({**BASE, "findings": {"slip": True}}, "findings.slip"),
        ({**BASE, "findings": {"slip_of_tongue": "yes"}}, "findings.slip_of_tongue"),
        ({**BASE, "options": {"O-46-WIN": "maybe"}}, "options.O-46-WIN"),
        ({**BASE, "format": "other/1"}, "format"),
        ({"contract": "NT", "declarer": "S", "hands": {"N": "A...", "E": "A..."}}, "hands"),
    ],
)
def test_malformed_incident_clear_error(data: dict[str, Any], path: str) -> None:
    assert bad(data).path == path


def test_json_and_yaml_files(tmp_path: Path) -> None:
    j = tmp_path / "i.json"
    j.write_text(json.dumps({**BASE, "events": [{"by": "W", "play": "H2"}]}))
    assert load_incident(j).events[0].card is Card.parse("H2")
    y = tmp_path / "bad.yaml"
    y.write_text("contract: [unclosed\n")
    with pytest.raises(IncidentFormatError, match="not valid YAML"):
        load_incident(y)


def test_cli_rule_bad_file_exit_2_without_traceback(tmp_path: Path) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(
        "format: bridgelaw-incident/1\ncontract: 2S\ndeclarer: S\ndeal: '" + DEAL + "'\n"
        "events:\n  - {by: W, play: X2}\n"
    )
    res = CliRunner().invoke(app, ["rule", str(f)])
    assert res.exit_code == 2
    assert "error:" in res.output and "events[0].play" in res.output and "Traceback" not in res.output


def test_cli_rule_impossible_event_exit_2(tmp_path: Path) -> None:
    f = tmp_path / "i.yaml"
    f.write_text(json.dumps({**BASE, "events": [{"by": "W", "play": "SA"}]}))
    res = CliRunner().invoke(app, ["rule", str(f)])
    assert res.exit_code == 2 and "events[0]" in res.output and "held by E" in res.output


def test_cli_rule_json_contract(tmp_path: Path) -> None:
    f = tmp_path / "i.yaml"
    f.write_text(json.dumps({**BASE, "events": [{"by": "W", "play": "H2"}, {"by": "S", "say": "small"}]}))
    res = CliRunner().invoke(app, ["rule", str(f), "--json", "--lang", "sv"])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.output)
    assert doc["format"] == "bridgelaw-ruling/1" and doc["laws"] == "2017"
    r = doc["rulings"][1]
    assert set(r) >= {"event", "outcome", "seat", "card", "law", "candidates", "options", "text"}
    assert (r["outcome"], r["card"]) == ("played", "H4")


def test_cli_rule_config_options(tmp_path: Path) -> None:
    cfg = tmp_path / "o.toml"
    cfg.write_text('[options]\n"O-46-PLEASE" = "any"\n')
    f = tmp_path / "i.yaml"
    f.write_text(json.dumps({**BASE, "events": [{"by": "W", "play": "H2"}, {"by": "S", "say": "please"}]}))
    res = CliRunner().invoke(app, ["rule", str(f), "--json", "--config", str(cfg)])
    assert json.loads(res.output)["rulings"][1]["outcome"] == "defenders_designate"
    res = CliRunner().invoke(app, ["rule", str(f), "--lang", "xx"])
    assert res.exit_code == 2


# ---------------------------------------------------------------- QA regressions (format errors)

SNAP: dict[str, Any] = {
    "format": "bridgelaw-incident/1",
    "contract": "4H",
    "declarer": "S",
    "hands": {"N": "AQ72.K85.J4.Q963"},
    "partial": ["N"],
    "trick": ["W:S5"],
}


@pytest.mark.parametrize("lang", ["xx", "english", "EN-gb"])
def test_unknown_language_of_the_words_is_an_error_on_the_event(lang: str) -> None:
    e = bad({**SNAP, "events": [{"by": "S", "say": "small", "lang": lang}]})
    assert e.path == "events[0].lang"
    assert repr(lang) in e.problem and "en" in e.problem and "ru" in e.problem


def test_known_language_of_the_words_is_normalised() -> None:
    inc = parse_incident({**SNAP, "events": [{"by": "S", "say": "small", "lang": "RU"}]})
    assert inc.events[0].lang == "ru"


def test_fourteen_card_hand_is_an_error_on_that_hand() -> None:
    e = bad({**SNAP, "hands": {"N": "AQ72.K85.J4.Q9632"}})
    assert e.path == "hands.N" and "14 cards" in e.problem


def test_thirteen_cards_after_playing_to_the_trick_is_an_error() -> None:
    e = bad({**SNAP, "hands": {"W": "AQ72.K85.J4.Q963"}, "partial": [], "trick": ["W:S5"]})
    assert e.path == "hands.W" and "at most 12" in e.problem


def test_complete_hands_that_disagree_on_the_trick_number() -> None:
    e = bad({**SNAP, "hands": {"N": "AQ72.K85.J4.Q963", "S": "KJ3.AQ.T98."}, "partial": [], "trick": []})
    assert e.path in ("hands.N", "hands.S") and "partial" in e.problem


def test_trick_out_of_rotation_names_the_trick_card() -> None:
    e = bad({**SNAP, "trick": ["W:S5", "E:S3"]})
    assert e.path == "trick[1]"
    assert "N's turn" in e.problem


def test_trick_of_four_cards_is_an_error_on_trick() -> None:
    e = bad({**SNAP, "partial": ["N"], "trick": ["W:S5", "N:S2", "E:S3", "S:S4"]})
    assert e.path == "trick" and "at most three" in e.problem


def test_misspelt_required_field_is_named() -> None:
    data = {k: v for k, v in BASE.items() if k != "declarer"}
    e = bad({**data, "declarr": "S"})
    assert e.path == "declarer"
    assert "'declarr'" in e.problem and "misspelling" in e.problem


def test_card_in_two_hands_does_not_repeat_the_field() -> None:
    e = bad({**BASE, "deal": "N:KJ8524.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"})
    assert str(e).startswith("deal: ") and not str(e).startswith("deal: deal:")
    assert "S4" in e.problem
