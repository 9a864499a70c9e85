"""Claims at the live table and the end of the board (claims.md §1, table-service.md): the claim's
events through ``POST .../events``, play ceasing (68D: 409), the claimer's hand faced (68C), the
director's ``decide`` (his token only), the end-of-board view (the four hands, the tricks, the
rulings, the result and the score) and the next board at the same seats."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from .conftest import auth, new_table


def post(c: TestClient, tid: str, token: str, body: Any) -> Any:
    return c.post(f"/v1/tables/{tid}/events", json=body, headers=auth(token))


def view(c: TestClient, tid: str, token: str) -> dict[str, Any]:
    r = c.get(f"/v1/tables/{tid}/view", headers=auth(token))
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def test_68A_69A_77_a_claim_agreed_at_the_live_table_ends_the_board(client: TestClient) -> None:
    tid, tok = new_table(client, vulnerable="ns")
    assert post(client, tid, tok["W"], {"play": "D2"}).status_code == 201  # the opening lead
    r = post(client, tid, tok["S"], {"claim": 5, "statement": "five tricks, the rest are yours"})
    assert r.status_code == 201, r.text
    got = [(x["outcome"], x["law"], x["tricks_claimed"]) for x in r.json()["rulings"]]
    assert got == [("claim", "68A", 5)]
    v = view(client, tid, tok["E"])
    assert v["claim"]["status"] == "open" and v["turn"] is None and v["legal"] == []
    assert set(v["visible"]) == {"E", "N", "S"}  # 68C: the claimer faces his hand
    refused = post(client, tid, tok["S"], {"play": "DQ"})  # dummy's card, by declarer
    assert refused.status_code == 409 and "play has ceased" in refused.json()["error"]["message"]
    ok = post(client, tid, tok["W"], {"agree": True})
    assert [(x["outcome"], x["law"]) for x in ok.json()["rulings"]] == [("result", "69A")]
    v = view(client, tid, tok["E"])
    assert v["over"] is True and set(v["visible"]) == {"N", "E", "S", "W"}
    board = v["board"]
    assert board["result"] == {"tricks": 5, "down": 5, "score": -500}
    assert [x["law"] for x in board["rulings"]] == ["77"]
    assert board["deal"].startswith("N:") and len(board["tricks"]) == 0


def test_70_a_disputed_claim_waits_for_the_directors_decide_which_is_his_alone(client: TestClient) -> None:
    tid, tok = new_table(client)
    post(client, tid, tok["W"], {"play": "D2"})
    post(client, tid, tok["S"], {"claim": "all"})
    d = post(client, tid, tok["W"], {"dispute": True})
    # the adjudication is the director's proposal: the board waits for his decision (70), and
    # the players are told only that the director is summoned (68D2(a))
    assert d.status_code == 201 and d.json()["rulings"][0]["outcome"] == "director"
    v = view(client, tid, tok["N"])
    assert v["over"] is False and v["board"] is None
    assert v["claim"]["status"] == "disputed" and v["claim"]["decided"] is False
    v = view(client, tid, tok["director"])
    assert v["claim"]["status"] == "adjudicated" and v["rulings"][-1]["outcome"] == "adjudicated"
    r = post(client, tid, tok["S"], {"decide": {"tricks": 9}})
    assert r.status_code == 403 and r.json()["error"]["code"] == "director_only"
    r = post(client, tid, tok["director"], {"by": "S", "decide": {"tricks": 9}})
    assert r.status_code == 201 and r.json()["rulings"][0]["law"] == "70"
    v = view(client, tid, tok["N"])
    assert v["over"] is True and v["claim"]["decided"] is True and v["board"]["result"]["tricks"] == 9


def test_next_board_at_the_same_seats_once_the_board_is_over(client: TestClient) -> None:
    tid, tok = new_table(client, board=1)
    body = {"contract": "3NT", "declarer": "N", "seed": 7}
    early = client.post(f"/v1/tables/{tid}/next", json=body, headers=auth(tok["director"]))
    assert early.status_code == 409 and early.json()["error"]["code"] == "board_not_over"
    post(client, tid, tok["W"], {"play": "D2"})
    post(client, tid, tok["S"], {"concede": "all"})
    post(client, tid, tok["E"], {"agree": True})
    assert client.post(f"/v1/tables/{tid}/next", json=body, headers=auth(tok["N"])).status_code == 403
    r = client.post(f"/v1/tables/{tid}/next", json=body, headers=auth(tok["director"]))
    assert r.status_code == 201, r.text
    nxt = r.json()["table"]
    again = client.post(f"/v1/tables/{tid}/next", json=body, headers=auth(tok["director"]))
    assert again.json() == {"table": nxt}
    assert view(client, tid, tok["S"])["next_table"] == nxt
    v = view(client, nxt, tok["S"])  # the same token, at the next table
    assert (v["contract"], v["declarer"], v["vulnerable"], v["over"]) == ("3NT", "N", "ns", False)
