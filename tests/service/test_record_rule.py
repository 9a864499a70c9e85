"""``GET /v1/tables/{id}/record`` is accepted by ``bridgelaw rule``: a board with irregularities
played on the service (through bridgelaw.client), its record fetched and ruled on by the
command line, gives the table's own rulings, every one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from bridgelaw.cli import app as cli_app
from bridgelaw.client import Service

from .conftest import ADMIN, BOARD
from .play import next_act

#: what the live table adds to a ruling (docs/table-service.md): its event's number, a choice's mark
LIVE_ONLY = ("seq", "chosen", "chosen_seq")


def _strip(r: dict[str, Any], engine_chosen: bool) -> dict[str, Any]:
    return {k: v for k, v in r.items() if k not in LIVE_ONLY or (k == "chosen" and engine_chosen)}


def test_the_record_of_a_played_board_is_ruled_by_bridgelaw_rule_as_the_table_ruled(
        app_factory: Any, tmp_path: Path) -> None:
    service = Service(app=app_factory(), admin_token=ADMIN)
    table = service.create_table(**BOARD)
    seats = {r: table.seat(r) for r in ("N", "E", "S", "W")}
    seats["E"].send({"play": "D5"})  # an opening lead out of turn: 54
    seats["S"].send({"choose": "require_retraction"})  # 54D: a major penalty card
    seats["S"].send({"choose": "neither"})  # 50D2(b)
    seats["W"].send({"play": "C6"})
    seats["S"].send({"say": "small"})  # 46B1(c)
    seats["S"].send({"say": "the jack, no, the king"})  # a change of designation: 45C4(b)
    seats["N"].send({"dummy_asks": "revoke", "to": "E"})  # dummy's question (42B1)
    for _ in range(200):
        views = {r: s.view() for r, s in seats.items()}
        if views["S"]["over"]:
            break
        role, act = next((r, a) for r, a in ((r, next_act(v)) for r, v in views.items()) if a is not None)
        seats[role].send(act)
    director = table.seat("director")
    view = director.view()
    assert view["over"]
    record = tmp_path / "table.jsonl"
    record.write_text(director.record(), encoding="utf-8")
    out = CliRunner().invoke(cli_app, ["rule", str(record), "--json"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.output)
    laws = [r["law"] for r in view["rulings"]]
    assert {"54", "54D", "50D2(b)", "46B1(c)"} <= set(laws)
    table_rulings = [_strip(r, "chosen_seq" not in r) for r in view["rulings"]]
    # the end of the board (Law 64, Law 77) is the view's `board`, after the events' rulings
    table_rulings += [_strip(r, True) for r in view["board"]["rulings"]]
    assert doc["rulings"] == table_rulings
    assert any(r["law"].startswith("77") for r in view["board"]["rulings"])
    human = CliRunner().invoke(cli_app, ["rule", str(record)])  # the table of rulings reads it too
    assert human.exit_code == 0 and "54D" in human.output


def test_a_broken_record_is_one_error_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"format": "bridgelaw-record/1", "setup": {"contract": "4H", "declarer": "S", '
                   '"deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"}}\n'
                   '{"by": "W", "play": "X9"}\n', encoding="utf-8")
    out = CliRunner().invoke(cli_app, ["rule", str(bad)])
    assert out.exit_code == 2 and out.output.startswith("error:") and "line 2" in out.output
    assert "Traceback" not in out.output
