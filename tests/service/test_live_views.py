"""The live table's views and extras (docs/table-service.md "Live", "HTTP"):
the ack before the views, delta views that rebuild the whole view, a ruling that offered
options marked decided once a ``choose`` answered it, ``GET /v1/stats`` and ``POST /v1/board``."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient

from bridgelaw.cli.rule import ruling_document

from .conftest import ADMIN, BOARD, auth, new_table
from .play import next_act

# the demo deal (conftest.DEAL), 4H by South, as LIN with two tricks played
LIN = ("pn|S,W,N,E|st||md|1SQTH5DAT943CAQ875,S93HKJ72D8762CK96,SKJ852HQT864DQC32,|rh||ah|Board 1|sv|o|"
       "mb|4H|mb|p|mb|p|mb|p|pg||pc|D2|pc|DQ|pc|DK|pc|DA|pg||pc|H5|pc|H2|pc|H4|pc|H3|pg||")
PBN = """[Event "x"]
[Board "7"]
[Dealer "S"]
[Deal "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"]
[Declarer "S"]
[Contract "4H"]
[Play "W"]
D2 DQ DK DA
*
"""


def post(c: TestClient, tid: str, token: str, body: Any) -> Any:
    r = c.post(f"/v1/tables/{tid}/events", json=body, headers=auth(token))
    assert r.status_code == 201, r.text
    return r.json()


def view(c: TestClient, tid: str, token: str) -> dict[str, Any]:
    out: dict[str, Any] = c.get(f"/v1/tables/{tid}/view", headers=auth(token)).json()
    return out


def test_ack_is_sent_before_the_senders_own_event_message(client: TestClient) -> None:
    tid, tok = new_table(client)
    with client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['W']}") as ws:
        assert ws.receive_json()["type"] == "view"
        ws.send_json({"play": "D2"})
        first, second = ws.receive_json(), ws.receive_json()
    assert (first["type"], first["seq"]) == ("ack", 1)
    assert first["rulings"][0]["law"] == "45A"
    assert (second["type"], second["seq"], second["view"]["seq"]) == ("event", 1, 1)


def test_54_choice_marks_the_lead_out_of_turn_ruling_decided(client: TestClient) -> None:
    tid, tok = new_table(client)
    post(client, tid, tok["E"], {"play": "D5"})  # opening lead out of turn: Law 54 options
    before = view(client, tid, tok["S"])["rulings"]
    assert before[0]["options"] == ["accept_lead", "spread_hand", "require_retraction"]
    assert "chosen" not in before[0]
    post(client, tid, tok["S"], {"choose": "accept_lead"})
    for role in ("N", "E", "S", "W", "director", "spectator"):
        r54 = view(client, tid, tok[role])["rulings"][0]
        assert (r54["law"], r54["chosen"], r54["chosen_seq"]) == ("54", "accept_lead", 2), role
    # a later event leaves the mark where it is and marks nothing else
    post(client, tid, tok["S"], {"play": "DA"})
    rulings = view(client, tid, tok["W"])["rulings"]
    assert [r.get("chosen") for r in rulings] == ["accept_lead", None, None]


def test_50D2_choice_after_54D_marks_each_ruling_with_its_own_option(client: TestClient) -> None:
    tid, tok = new_table(client)
    post(client, tid, tok["E"], {"play": "D5"})
    post(client, tid, tok["S"], {"choose": "require_retraction"})  # 54D: a major penalty card
    post(client, tid, tok["S"], {"choose": "neither"})  # 50D2
    chosen = [(r["law"], r.get("chosen"), r.get("chosen_seq")) for r in view(client, tid, tok["N"])["rulings"]
              if r["options"]]
    assert chosen[0] == ("54", "require_retraction", 2)
    assert chosen[-1][1:] == ("neither", 3)


def _merge(kept: list[Any], v: dict[str, Any]) -> dict[str, Any]:
    v = dict(v)
    start = v.pop("rulings_from")
    v["rulings"] = kept[:start] + v["rulings"]
    return v


def test_delta_views_rebuild_the_whole_view_for_every_event_of_a_board(client: TestClient) -> None:
    tid, tok = new_table(client)
    roles = ("N", "E", "S", "W", "director")
    with (
        client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['S']}") as full,
        client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['S']}&delta=1") as delta,
    ):
        assert full.receive_json()["type"] == delta.receive_json()["type"] == "view"
        kept: list[Any] = []
        post(client, tid, tok["E"], {"play": "D5"})  # 54: options, then a choice marks it decided
        post(client, tid, tok["S"], {"choose": "require_retraction"})
        for _ in range(120):
            views = {r: view(client, tid, tok[r]) for r in roles}
            if views["S"]["over"]:
                break
            body = next(((r, b) for r in roles[:4] if (b := next_act(views[r])) is not None), None)
            assert body is not None
            post(client, tid, tok[body[0]], body[1])
        seq = view(client, tid, tok["S"])["seq"]
        assert seq > 50
        for n in range(1, seq + 1):
            whole, part = full.receive_json(), delta.receive_json()
            assert whole["type"] == part["type"] == "event" and whole["seq"] == part["seq"] == n
            assert whole["rulings"] == part["rulings"]
            assert "rulings_from" in part["view"] and "rulings_from" not in whole["view"]
            rebuilt = _merge(kept, part["view"])
            assert rebuilt == whole["view"], n
            kept = rebuilt["rulings"]
        assert kept[0]["chosen"] == "require_retraction"
        assert len(json.dumps(part)) < len(json.dumps(whole)) / 3  # the point of it, at the end of a board


def test_view_is_the_same_from_the_cache_and_after_a_restart(app_factory: Any) -> None:
    c = app_factory()
    tid, tok = new_table(c)
    post(c, tid, tok["E"], {"play": "D5"})
    post(c, tid, tok["S"], {"choose": "accept_lead"})
    first = {r: view(c, tid, tok[r]) for r in tok}
    assert first == {r: view(c, tid, tok[r]) for r in tok}  # the second answer comes from the cache
    c.app.state.manager.tables.forget(tid)  # rebuilt from the database: the same views, marks included
    assert first == {r: view(c, tid, tok[r]) for r in tok}


def test_stats_need_the_admin_token_and_list_the_phases(client: TestClient) -> None:
    assert client.get("/v1/stats").status_code == 401
    assert client.get("/v1/stats", headers=auth("nope")).status_code == 401
    tid, tok = new_table(client)
    post(client, tid, tok["W"], {"play": "D2"})
    stats = client.get("/v1/stats", headers=auth(ADMIN)).json()
    assert {"apply", "commit_wait", "views", "send"} <= set(stats)
    assert stats["apply"]["n"] == 1 and stats["apply"]["p99"] >= 0
    client.get("/v1/stats", params={"reset": 1}, headers=auth(ADMIN))
    assert client.get("/v1/stats", headers=auth(ADMIN)).json() == {}


def test_board_reads_lin_and_pbn_into_the_deal_and_the_play(client: TestClient) -> None:
    lin = client.post("/v1/board", json={"text": LIN}).json()
    assert lin == {"deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
                   "contract": "4H", "declarer": "S",
                   "play": ["D2", "DQ", "DK", "DA", "H5", "H2", "H4", "H3"], "tricks": 2, "board": "1"}
    pbn = client.post("/v1/board", json={"pbn": PBN}).json()
    assert (pbn["deal"], pbn["contract"], pbn["play"], pbn["board"]) == (
        lin["deal"], "4H", ["D2", "DQ", "DK", "DA"], "7")


def test_board_400(client: TestClient) -> None:
    for body, where in (({}, "text"), ({"text": "no board here"}, "pbn"), ({"lin": "md|zz|"}, "lin")):
        r = client.post("/v1/board", json=body)
        assert r.status_code == 400, r.text
        assert r.json()["error"]["where"] == where
    assert client.post("/v1/board", json={"pdf": "x"}).status_code in (400, 422)


def test_46B1c_an_incident_from_a_read_board_cut_after_one_trick_rules_as_the_cli(client: TestClient,
                                                                                   tmp_path: Any) -> None:
    b = client.post("/v1/board", json={"lin": LIN}).json()
    inc = {"contract": b["contract"], "declarer": b["declarer"], "deal": b["deal"], "play": b["play"][:4],
           "events": [{"by": "S", "play": "C5"}, {"by": "W", "play": "C6"}, {"by": "S", "say": "small"}]}
    doc = client.post("/v1/rule", json=inc).json()
    laws = [(r["law"], r["card"]) for r in doc["rulings"]]
    assert laws == [("45A", "C5"), ("45A", "C6"), ("46B1(c)", "C2")]
    path = tmp_path / "incident.json"
    path.write_text(json.dumps(inc), encoding="utf-8")
    assert ruling_document(path, lang="en") == doc


def test_hello_sends_each_missed_events_rulings_and_the_current_view_once(app_factory: Any) -> None:
    from bridgelaw.client import Service

    service = Service(app=app_factory(), admin_token=ADMIN)
    table = service.create_table(**BOARD)
    with table.seat("S").connect(delta=True) as south:
        for role, body in (("W", {"play": "D2"}), ("S", {"say": "small"}), ("E", {"play": "DK"})):
            south.wait_for(table.seat(role).send(body).seq)
        answer = south.hello(after=1)
    assert [(m["type"], m["seq"], "view" in m) for m in answer] == [("event", 2, False), ("event", 3, True)]
    assert answer[0]["rulings"][0]["law"] == "46B1(c)" and answer[1]["rulings"][0]["law"] == "45A"
    whole = answer[1]["view"]
    assert "rulings_from" not in whole and whole == table.seat("S").view()
    with table.seat("S").connect() as again:
        assert [m["type"] for m in again.hello()] == ["view"]  # nothing missed: the view alone
