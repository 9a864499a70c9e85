"""The director at the live table (issue 21 item 1): the admin token directs every table, the
desk's incident opened as a live table, the queue of what waits for the director across tables."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from .conftest import ADMIN, DEAL, auth, new_table

INCIDENT = {
    "format": "bridgelaw-incident/1", "laws": "2017", "contract": "4H", "declarer": "S", "deal": DEAL,
    "play": ["D2", "DQ", "DK", "DA"],
    "events": [{"by": "S", "play": "C5"}, {"by": "W", "play": "C6"},
               {"by": "S", "say": "the three, no, the two"}],
}


def post(c: TestClient, tid: str, token: str, body: Any) -> Any:
    return c.post(f"/v1/tables/{tid}/events", json=body, headers=auth(token))


def view(c: TestClient, tid: str, token: str) -> dict[str, Any]:
    out: dict[str, Any] = c.get(f"/v1/tables/{tid}/view", headers=auth(token)).json()
    return out


def test_the_admin_token_directs_every_table(client: TestClient) -> None:
    tid, tok = new_table(client)
    v = view(client, tid, ADMIN)
    assert v["you"] == "director" and set(v["hands"]) == set("NESW") and v["record"] == []
    r = post(client, tid, ADMIN, {"by": "E", "play": "D5"})
    assert r.status_code == 201
    assert view(client, tid, tok["director"])["record"][0]["director"] is True
    with client.websocket_connect(f"/v1/tables/{tid}/ws?token={ADMIN}") as ws:
        assert ws.receive_json()["view"]["you"] == "director"
    assert client.get(f"/v1/tables/{tid}/view", headers=auth("not-a-token")).status_code == 401


def test_the_desks_incident_opens_as_a_live_table(client: TestClient) -> None:
    r = client.post("/v1/tables", json={"incident": INCIDENT, "lang": "ru"}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    tid, tok = r.json()["table"], r.json()["tokens"]
    d = view(client, tid, tok["director"])
    assert d["lang"] == "ru" and d["seq"] == 3
    assert [e.get("director") for e in d["record"]] == [True, True, True]
    assert len(d["tricks"]) == 1 and d["tricks"][0]["winner"] == "S"
    assert d["rulings"][-1]["needs"] == "slip_of_tongue"
    rule = client.post("/v1/rule", json=INCIDENT).json()  # the same rulings as the desk's
    assert [(x["law"], x["card"]) for x in rule["rulings"]] == [(x["law"], x["card"]) for x in d["rulings"]]
    assert set(view(client, tid, tok["W"])["hands"]) == {"W", "N"}  # dummy faced: a trick is played


def test_an_incident_that_does_not_rule_opens_no_table(client: TestClient) -> None:
    bad = {**INCIDENT, "events": [{"by": "S", "play": "C5"}, {"by": "W", "play": "SA"}]}
    r = client.post("/v1/tables", json={"incident": bad}, headers=auth(ADMIN))
    assert r.status_code == 400 and r.json()["error"]["where"] == "incident.events[1]"
    r = client.post("/v1/tables", json={"incident": {"contract": "4H"}}, headers=auth(ADMIN))
    assert r.status_code == 400 and r.json()["error"]["where"].startswith("incident")
    r = client.post("/v1/tables", json={"incident": INCIDENT}, headers=auth("wrong"))
    assert r.status_code == 401
