"""The incident-level facts of the end of play (``end_of_play``: attention, hands_returned,
result_without_revoke, faced) reach the Law 64 verdict of ``rule_incident``/``bridgelaw rule``
(64A, 64B3, 64B4, 64B5, 64C, 62D1), and bad values are refused naming the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.errors import IncidentFormatError
from bridgelaw.incident import parse_incident
from bridgelaw.rulings import Outcome

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
REVOKE = [
    {"by": "E", "play": "C4"},
    {"by": "S", "play": "D3"},
    {"by": "S", "play": "H4"},
    {"by": "E", "play": "HA"},
    {"by": "S", "play": "H5"},
    {"by": "W", "play": "H2"},
]


def incident(end: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"contract": "2S", "declarer": "S", "deal": DEAL, "play": ["D2", "DQ"],
                            "events": REVOKE, **more}
    if end is not None:
        data["end_of_play"] = end
    return data


def laws(end: dict[str, Any] | None) -> list[tuple[Outcome, str]]:
    return [(r.outcome, r.law) for r in rule_incident(parse_incident(incident(end))) if r.law[:2] == "64"]


def test_64A2_defaults_without_end_of_play() -> None:
    # the record ends after 3 tricks: an unfinished play, Law 64 provisional (needs rest_of_play)
    assert laws(None) == [(Outcome.DIRECTOR, "64A"), (Outcome.DIRECTOR, "64C")]
    assert laws({"play_ended": True}) == [
        (Outcome.TRANSFER, "64A2"), (Outcome.TRANSFER, "64A"), (Outcome.DIRECTOR, "64C")]


def test_64C_result_without_revoke_at_incident_level_short_and_enough() -> None:
    rs = rule_incident(parse_incident(incident({"result_without_revoke": 4, "play_ended": True})))
    eq = rs[-1]
    assert eq.law == "64C" and eq.outcome is Outcome.DIRECTOR and "adjusted_score" in eq.flags
    assert eq.needs is None and eq.extra["result_without_revoke"] == 4
    assert laws({"result_without_revoke": 2, "play_ended": True})[-1] == (Outcome.TRANSFER, "64C")


def test_64B4_attention_after_the_next_call_and_64B5_after_the_round() -> None:
    assert laws({"attention": "after_next_call"})[0] == (Outcome.TRANSFER, "64B4")
    assert laws({"attention": "after_round"})[0] == (Outcome.TRANSFER, "64B5")


def test_64B3_a_revoke_card_marked_faced() -> None:
    assert laws({"faced": ["E:C4"]})[0] == (Outcome.TRANSFER, "64B3")


def test_64_finish_arguments_override_the_incident_facts() -> None:
    s = TableSession.from_incident(parse_incident(incident({"attention": "after_round"})))
    s.apply_all(parse_incident(incident()).events)
    assert s.finish()[1].law == "64B5"
    from bridgelaw.laws.law63 import Attention
    assert s.finish(attention=Attention.END_OF_PLAY, play_ended=True)[1].law == "64A2"


def test_64_end_of_play_survives_the_record_replay() -> None:
    inc = parse_incident(incident({"attention": "after_round"}))
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    again = TableSession.from_record(s.record)
    assert again.finish()[1].law == "64B5"


@pytest.mark.parametrize(("end", "path"), [
    ({"attention": "later"}, "end_of_play.attention"),
    ({"result_without_revoke": 14}, "end_of_play.result_without_revoke"),
    ({"result_without_revoke": "nine"}, "end_of_play.result_without_revoke"),
    ({"hands_returned": "yes"}, "end_of_play.hands_returned"),
    ({"faced": ["E:X4"]}, "end_of_play.faced[0]"),
    ({"when": "now"}, "end_of_play"),
])
def test_64_bad_end_of_play_is_refused_naming_the_field(end: dict[str, Any], path: str) -> None:
    with pytest.raises(IncidentFormatError) as e:
        parse_incident(incident(end))
    assert e.value.path is not None and e.value.path.startswith(path), e.value


def test_64_bridgelaw_rule_reports_the_end_of_play_facts(tmp_path: Path) -> None:
    f = tmp_path / "i.json"
    f.write_text(json.dumps(incident({"attention": "after_next_call", "result_without_revoke": 3})))
    res = CliRunner().invoke(app, ["rule", str(f), "--json"])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)
    got = [(r["outcome"], r["law"]) for r in doc["rulings"] if r["law"].startswith("64")]
    assert got[0] == ("transfer", "64B4") and got[-1][1] == "64C"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(incident({"attention": "later"})))
    res = CliRunner().invoke(app, ["rule", str(bad)])
    assert res.exit_code == 2 and "end_of_play.attention" in res.output
