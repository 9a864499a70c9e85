"""The director at the live table: the admin token directs every table, the
desk's incident opened as a live table, the queue of what waits for the director across tables."""

from __future__ import annotations

import json
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


def queue(c: TestClient) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = c.get("/v1/director/queue", headers=auth(ADMIN)).json()["tables"]
    return out


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


# ---------------------------------------------------------------------- findings at the live table


def test_45C4b_the_director_answers_a_needs_from_his_token_and_the_table_is_ruled_again(
    client: TestClient,
) -> None:
    from bridgelaw.service.visibility import view_json

    tid, tok = new_table(client, contract="4S")
    assert post(client, tid, tok["W"], {"play": "H2"}).status_code == 201
    said = post(client, tid, tok["S"], {"say": "the ten, no, the queen"}).json()["rulings"]
    assert said[-1]["needs"] == "slip_of_tongue"
    assert post(client, tid, tok["E"], {"play": "HA"}).status_code == 201
    assert [n["needs"] for n in queue(client)[0]["needs"]] == ["slip_of_tongue"]
    r = post(client, tid, tok["S"], {"finding": 2, "findings": {"slip_of_tongue": True}})
    assert r.status_code == 403 and r.json()["error"]["code"] == "director_only"
    r = post(client, tid, tok["director"], {"finding": 2, "findings": {"slip_of_tongue": True}})
    assert r.status_code == 201, r.text
    found = r.json()["rulings"]
    assert [(x["outcome"], x["card"], x["reruled_seq"]) for x in found] == [
        ("played", "HT", 2), ("change_allowed", "HQ", 2), ("played", "HA", 3)]
    v = view(client, tid, tok["W"])
    assert v["trick"] == ["W:H2", "N:HQ", "E:HA"]
    old = [x for x in v["rulings"] if x["seq"] in (2, 3)]
    assert old and all(x["superseded_seq"] == 4 for x in old)
    assert [x for x in v["rulings"] if x["seq"] == 2][-1]["found_seq"] == 4
    assert v["record"] if "record" in v else True
    assert queue(client) == []
    live = client.app.state.manager.tables.get(tid)  # type: ignore[attr-defined]
    delta = json.loads(view_json(live, "W", delta_from=live.changed_from(live.seq)))
    assert delta["rulings_from"] <= min(i for i, x in enumerate(v["rulings"]) if x["seq"] == 2)


def test_a_finding_a_later_event_cannot_survive_is_refused_409(client: TestClient) -> None:
    tid, tok = new_table(client)
    assert post(client, tid, tok["W"], {"drop": "HK"}).status_code == 201
    assert post(client, tid, tok["W"], {"play": "HK"}).status_code == 201
    r = post(client, tid, tok["director"], {"finding": 1, "findings": {"played_intentionally": True}})
    assert r.status_code == 409 and r.json()["error"]["code"] == "finding_conflicts"
    assert "event 2" in r.json()["error"]["message"]
    assert view(client, tid, tok["director"])["seq"] == 2


# ---------------------------------------------------------------------- calls and the queue


def test_43A1_calls_are_recorded_shown_until_answered_and_queued_across_tables(client: TestClient) -> None:
    t1, tok1 = new_table(client, board=1)
    t2, tok2 = new_table(client, board=2)
    assert client.post(f"/v1/tables/{t2}/call", headers=auth(tok2["W"])).status_code == 202
    r = client.post(f"/v1/tables/{t1}/call", json={"about": "revoke"}, headers=auth(tok1["E"]))
    assert r.status_code == 202
    q = queue(client)
    assert [(x["table"], x["calls"]) for x in q] == [
        (t2, [{"seq": 1, "by": "W", "call": "director", "reason": None, "concerns": None}]),
        (t1, [{"seq": 1, "by": "E", "call": "revoke", "reason": None, "concerns": None}])]
    assert q[0]["board"] == {"number": 2, "dealer": "E", "vulnerable": "ns"}
    assert client.get("/v1/director/queue", headers=auth(tok1["director"])).status_code == 401
    # dummy's own call after West's: allowed (43A1(a)); both shown until the director answers
    r = client.post(f"/v1/tables/{t2}/call", headers=auth(tok2["N"]))
    assert r.status_code == 202 and [(x["outcome"], x["law"]) for x in r.json()["rulings"]] == [
        ("allowed", "43A1(a)")]
    assert [c["seq"] for c in view(client, t2, tok2["E"])["calls"]] == [1, 2]
    # the director answers at the table (a finding on the call): that call only
    answer = {"finding": 1, "findings": {"x-ruling": "explained the law"}}
    assert post(client, t2, ADMIN, answer).status_code == 201
    assert [c["seq"] for c in view(client, t2, tok2["E"])["calls"]] == [2]
    assert post(client, t2, ADMIN, {"finding": 2, "findings": {"x-ruling": "heard"}}).status_code == 201
    assert view(client, t2, tok2["E"])["calls"] == []
    assert [x["table"] for x in queue(client)] == [t1]
    # East drew attention at this table before: dummy may call the director too (43A1(a))
    assert post(client, t1, tok1["director"], {"by": "E", "finding": 1, "findings": {"x-ruling": "ok"}}
                ).status_code == 201
    assert post(client, t1, tok1["W"], {"play": "D2"}).status_code == 201
    r = client.post(f"/v1/tables/{t1}/call", headers=auth(tok1["N"]))
    assert [(x["outcome"], x["law"]) for x in r.json()["rulings"]] == [("allowed", "43A1(a)")]


def test_62A_the_offender_is_shown_his_revoke_to_correct_once_attention_is_drawn(
    client: TestClient,
) -> None:
    tid, tok = new_table(client, contract="4S")
    for role, body in (("W", {"play": "D2"}), ("S", {"say": "the queen"}), ("E", {"play": "S4"})):
        assert post(client, tid, tok[role], body).status_code == 201
    assert view(client, tid, tok["E"])["correct"] is None  # nobody has drawn attention: not told
    asked = client.post(f"/v1/tables/{tid}/call", json={"about": "revoke"}, headers=auth(tok["S"]))
    assert asked.status_code == 202  # "having none?" (61B)
    assert view(client, tid, tok["E"])["correct"] == {"seat": "E", "card": "S4", "suit": "D"}
    assert view(client, tid, tok["W"])["correct"] is None
    r = post(client, tid, tok["E"], {"play": "D5"})
    # the revoke card becomes a major penalty card (62B1), the diamond is played to the trick (62B)
    assert [(x["outcome"], x["law"], x["card"]) for x in r.json()["rulings"]][:2] == [
        ("penalty_card", "62B1", "S4"), ("played", "62B", "D5")]
    assert view(client, tid, tok["E"])["correct"] is None


def test_68D_70_a_disputed_claim_waits_in_the_queue_until_the_director_decides(client: TestClient) -> None:
    tid, tok = new_table(client)
    for role, body in (("W", {"play": "D2"}), ("S", {"claim": "all", "statement": "the rest are mine"})):
        assert post(client, tid, tok[role], body).status_code == 201
    assert queue(client) == []  # a claim nobody disputes does not summon the director
    assert post(client, tid, tok["E"], {"dispute": True}).status_code == 201
    q = queue(client)
    assert [(x["table"], x["dispute"]) for x in q] == [
        (tid, {"seq": 3, "by": "E", "claimer": "S", "reason": None})]
    proposal = next(r for r in view(client, tid, tok["director"])["rulings"] if r["outcome"] == "adjudicated")
    r = post(client, tid, tok["director"], {"decide": {"tricks": proposal["tricks"]}, "by": "S"})
    assert r.status_code == 201, r.text
    assert queue(client) == []


def test_68D_a_dispute_carries_the_players_reason_to_every_seat_and_the_queue(client: TestClient) -> None:
    tid, tok = new_table(client)
    for role, body in (("W", {"play": "D2"}), ("S", {"claim": "all"})):
        assert post(client, tid, tok[role], body).status_code == 201
    assert view(client, tid, tok["N"])["claim"]["dispute_reason"] is None
    bad = post(client, tid, tok["E"], {"dispute": True, "concerns": 1})
    assert bad.status_code == 400 and bad.json()["error"]["where"] == "concerns"
    long = post(client, tid, tok["E"], {"dispute": True, "reason": "x" * 301})
    assert long.status_code == 400 and long.json()["error"]["code"] == "too_long"
    why = "  he  must lose a club "
    assert post(client, tid, tok["E"], {"dispute": True, "reason": why}).status_code == 201
    for role in ("N", "E", "S", "W", "spectator", "director"):
        assert view(client, tid, tok[role])["claim"]["dispute_reason"] == "he must lose a club", role
    assert queue(client)[0]["dispute"] == {"seq": 3, "by": "E", "claimer": "S",
                                           "reason": "he must lose a club"}
    # a table read again from the store says the same (the reason is in the stored event)
    client.app.state.manager.tables.forget(tid)  # type: ignore[attr-defined]
    assert view(client, tid, tok["W"])["claim"]["dispute_reason"] == "he must lose a club"


def test_70_the_directors_reasons_for_his_decide_reach_every_seat(client: TestClient) -> None:
    tid, tok = new_table(client)
    for role, body in (("W", {"play": "D2"}), ("S", {"claim": "all"}), ("E", {"dispute": True})):
        assert post(client, tid, tok[role], body).status_code == 201
    assert view(client, tid, tok["N"])["answers"] == []
    words = "A club loser remains: the statement did not mention the finesse."
    decide = {"by": "S", "decide": {"tricks": 9}, "findings": {"x-ruling": words}}
    r = post(client, tid, tok["director"], decide)
    assert r.status_code == 201, r.text
    for role in ("N", "E", "S", "W", "spectator", "director"):
        assert view(client, tid, tok[role])["answers"] == [
            {"seq": 4, "about": 2, "kind": "claim", "text": words, "findings": {"tricks": 9},
             "calls": []}], role
    # a decide without words that answers no call is not an answer: its ruling says it all
    assert post(client, tid, tok["director"], {"by": "S", "decide": {"tricks": 10}}).status_code == 201
    assert [a["seq"] for a in view(client, tid, tok["N"])["answers"]] == [4]


def test_45C4b_the_directors_finding_carries_his_words_to_every_seat(client: TestClient) -> None:
    tid, tok = new_table(client, contract="4S")
    assert post(client, tid, tok["W"], {"play": "H2"}).status_code == 201
    said = post(client, tid, tok["S"], {"say": "the ten, no, the queen"}).json()["rulings"]
    assert said[-1]["needs"] == "slip_of_tongue"
    words = "He corrected at once, without a pause: a slip of the tongue."
    found = {"finding": 2, "findings": {"slip_of_tongue": True, "x-ruling": words}}
    r = post(client, tid, tok["director"], found)
    assert r.status_code == 201, r.text
    for role in ("N", "E", "S", "W", "spectator", "director"):
        v = view(client, tid, tok[role])
        assert v["answers"] == [{"seq": 3, "about": 2, "kind": "say", "text": words,
                                 "findings": {"slip_of_tongue": True}, "calls": []}], role
        assert v["trick"] == ["W:H2", "N:HQ"]


# ------------------------------------------------------------- the director's answers reach the table


def test_9B1_the_directors_answer_to_a_call_reaches_every_seat_and_the_spectator(client: TestClient) -> None:
    """What the director rules in words on a call is told to the table, tied to that call."""
    tid, tok = new_table(client)
    assert post(client, tid, tok["W"], {"play": "D2"}).status_code == 201
    r = client.post(f"/v1/tables/{tid}/call", json={"reason": "East dropped a card", "concerns": 1},
                    headers=auth(tok["W"]))
    assert r.status_code == 202, r.text
    words = "The card dropped is not played (49); it is a major penalty card (50B)."
    answer = {"finding": 2, "findings": {"x-ruling": words}}
    assert post(client, tid, tok["director"], answer).status_code == 201
    for role in ("N", "E", "S", "W", "spectator", "director"):
        v = view(client, tid, tok[role])
        assert v["calls"] == []
        assert v["answers"] == [{"seq": 3, "about": 2, "kind": "call", "text": words, "findings": {},
                                 "calls": [{"seq": 2, "by": "W", "call": "director",
                                            "reason": "East dropped a card", "concerns": 1}]}], role


def test_9B1_a_call_carries_its_reason_and_the_event_it_concerns(client: TestClient) -> None:
    tid, tok = new_table(client)
    assert post(client, tid, tok["W"], {"play": "D2"}).status_code == 201
    r = client.post(f"/v1/tables/{tid}/call", json={"reason": "  lead  out of turn? ", "concerns": 1},
                    headers=auth(tok["S"]))
    assert r.status_code == 202
    called = {"seq": 2, "by": "S", "call": "director", "reason": "lead out of turn?", "concerns": 1}
    assert view(client, tid, tok["E"])["calls"] == [called]
    assert queue(client)[0]["calls"] == [called]
    # the same on POST .../events; a concerns that names no event, or a reason that is not text: 400
    assert post(client, tid, tok["E"], {"call": "revoke", "reason": "having none?"}).status_code == 201
    for bad in ({"call": "director", "concerns": 9}, {"call": "director", "concerns": True},
                {"call": "director", "reason": 5}):
        r = post(client, tid, tok["E"], bad)
        assert r.status_code == 400 and r.json()["error"]["code"] == "bad_event", bad
    r = post(client, tid, tok["E"], {"call": "director", "reason": "x" * 301})
    assert r.status_code == 400 and r.json()["error"]["code"] == "too_long"
    # a call's field only
    assert post(client, tid, tok["E"], {"play": "D5", "reason": "no"}).status_code == 400


def test_9B1_answering_one_call_answers_that_call_only(client: TestClient) -> None:
    """Two calls: the answer to one leaves the other open; a finding on the event a call
    concerns answers that call."""
    tid, tok = new_table(client)
    post(client, tid, tok["W"], {"play": "H2"})
    post(client, tid, tok["S"], {"say": "the ten, no, the queen"})  # 45C4(b): needs slip_of_tongue
    client.post(f"/v1/tables/{tid}/call", json={"concerns": 2, "reason": "he changed his card"},
                headers=auth(tok["E"]))
    client.post(f"/v1/tables/{tid}/call", json={}, headers=auth(tok["W"]))
    assert [c["seq"] for c in view(client, tid, tok["N"])["calls"]] == [3, 4]
    assert post(client, tid, tok["director"], {"finding": 2, "findings": {"slip_of_tongue": True}}
                ).status_code == 201
    v = view(client, tid, tok["N"])
    assert [c["seq"] for c in v["calls"]] == [4]
    assert v["answers"][0]["about"] == 2 and v["answers"][0]["kind"] == "say"
    assert v["answers"][0]["findings"] == {"slip_of_tongue": True}
    assert [c["seq"] for c in v["answers"][0]["calls"]] == [3]
    assert [x["calls"][0]["seq"] for x in queue(client) if x["table"] == tid] == [4]


def test_70_the_directors_decide_answers_the_calls_made_while_the_claim_stood(client: TestClient) -> None:
    tid, tok = new_table(client)
    post(client, tid, tok["W"], {"play": "D2"})
    client.post(f"/v1/tables/{tid}/call", json={}, headers=auth(tok["E"]))  # before the claim
    post(client, tid, tok["S"], {"claim": "all"})
    client.post(f"/v1/tables/{tid}/call", json={"reason": "he cannot draw trumps"}, headers=auth(tok["W"]))
    post(client, tid, tok["W"], {"dispute": True})
    assert post(client, tid, tok["director"], {"by": "S", "decide": {"tricks": 9}}).status_code == 201
    v = view(client, tid, tok["E"])
    assert [c["seq"] for c in v["calls"]] == [2]
    decided = v["answers"][-1]
    assert decided["kind"] == "claim" and decided["about"] == 3 and decided["findings"] == {"tricks": 9}
    assert [c["seq"] for c in decided["calls"]] == [4] and "9" in decided["text"]


def test_63A1_64C_the_director_is_told_of_an_established_revoke_and_gives_his_equity_finding(
    client: TestClient,
) -> None:
    """East revokes and the revoke is established (63A1); the board ends by an agreed claim:
    the 64C check waits for the director's finding, which his token records as a finding
    (``x-result-without-revoke``) and the end of the board's rulings then take."""
    tid, tok = new_table(client, contract="4S")
    for role, body in (("W", {"play": "D2"}), ("S", {"say": "the queen"}), ("E", {"play": "S4"}),
                       ("S", {"play": "D3"}), ("E", {"play": "CJ"})):
        assert post(client, tid, tok[role], body).status_code == 201, body
    d = view(client, tid, tok["director"])
    assert any(r["law"].startswith("63A") for r in d["rulings"])  # his box names it (the page)
    assert post(client, tid, tok["S"], {"claim": "all"}).status_code == 201
    assert post(client, tid, tok["W"], {"agree": True}).status_code == 201
    board = view(client, tid, tok["N"])["board"]
    equity = [r for r in board["rulings"] if r["law"] == "64C"]
    assert equity and equity[0]["needs"] == "result_without_revoke"
    r = post(client, tid, tok["N"], {"finding": 7, "findings": {"x-result-without-revoke": 10}})
    assert r.status_code == 403  # the director's alone
    r = post(client, tid, tok["director"], {"finding": 7, "findings": {"x-result-without-revoke": 10}})
    assert r.status_code == 201, r.text
    v = view(client, tid, tok["N"])
    equity = [r for r in v["board"]["rulings"] if r["law"] == "64C"]
    assert equity and not equity[0].get("needs") and equity[0]["result_without_revoke"] == 10
    assert v["answers"][-1]["findings"] == {"result_without_revoke": 10}


def test_70_a_proposals_needs_leave_the_queue_once_the_director_decides(client: TestClient) -> None:
    tid, tok = new_table(client)
    for role, body in (("W", {"play": "D2"}), ("S", {"claim": "all", "statement": "xyzzy plugh"}),
                       ("E", {"dispute": True})):
        assert post(client, tid, tok[role], body).status_code == 201
    proposal = next(r for r in view(client, tid, tok["director"])["rulings"] if r["outcome"] == "adjudicated")
    assert proposal["needs"] == "statement"
    assert [n["needs"] for n in queue(client)[0]["needs"]] == ["statement"]
    r = post(client, tid, tok["director"], {"decide": {"tricks": proposal["tricks"]}, "by": "S"})
    assert r.status_code == 201, r.text
    # his decision replaced the proposal and the board is over: nothing waits for him
    assert queue(client) == []
    client.app.state.manager.tables.forget(tid)  # type: ignore[attr-defined]
    assert view(client, tid, tok["director"])["seq"] == 4 and queue(client) == []


def test_70_the_directors_words_beyond_the_limit_are_refused_never_cut(client: TestClient) -> None:
    tid, tok = new_table(client)
    for role, body in (("W", {"play": "D2"}), ("S", {"claim": "all"}), ("E", {"dispute": True})):
        assert post(client, tid, tok[role], body).status_code == 201
    limit = view(client, tid, tok["director"])["words_max"]
    assert limit == 600 and "words_max" not in view(client, tid, tok["N"])
    long = {"by": "S", "decide": {"tricks": 9}, "findings": {"x-ruling": "я" * (limit + 1)}}
    r = post(client, tid, tok["director"], long)
    assert r.status_code == 400 and r.json()["error"]["code"] == "too_long"
    assert f"at most {limit}" in r.json()["error"]["message"] and view(client, tid, tok["N"])["seq"] == 3
    words = "я" * limit  # the whole limit fits the event's bytes in any language of the table
    r = post(client, tid, tok["director"], {**long, "findings": {"x-ruling": words}})
    assert r.status_code == 201, r.text
    assert view(client, tid, tok["N"])["answers"][0]["text"] == words
