"""A board pasted as a bare deal (table-service.md "HTTP": ``POST /v1/tables`` with ``pbn``):
the ``[Deal]`` value without its tag, or four hands each labelled with its seat, as a director
copies them from a hand record; a malformed deal is a 400 saying what, where and why."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from .conftest import ADMIN, auth

BARE = "N:KJ52.AK4.Q73.862 63.632.T865.J974 AQT98.75.AK4.AQ5 74.QJT98.J92.KT3"
LABELLED = ("North: ♠KJ52 ♥AK4 ♦Q73 ♣862\nEast: ♠63 ♥632 ♦T865 ♣J974\n"
            "South: ♠AQ1098 ♥75 ♦AK4 ♣AQ5\nWest: ♠74 ♥QJT98 ♦J92 ♣KT3")


SPACED = "N KJ52 AK4 Q73 862\nE 63 632 T865 J974\nS AQT98 75 AK4 AQ5\nW 74 QJT98 J92 KT3"
FROM_EAST = "E:63.632.T865.J974 AQT98.75.AK4.AQ5 74.QJT98.J92.KT3 KJ52.AK4.Q73.862"


@pytest.mark.parametrize("text", [BARE, f"  {BARE}\n", f'"{BARE}"', f'Deal "{BARE}"', LABELLED, SPACED,
                                  FROM_EAST])
def test_a_bare_deal_pasted_as_pbn_opens_a_table(client: TestClient, text: str) -> None:
    r = client.post("/v1/tables", json={"pbn": text, "contract": "4S", "declarer": "S"}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    tid, tok = r.json()["table"], r.json()["tokens"]
    v = client.get(f"/v1/tables/{tid}/view", headers=auth(tok["director"])).json()
    assert v["hands"] == {"N": "KJ52.AK4.Q73.862", "E": "63.632.T865.J974", "S": "AQT98.75.AK4.AQ5",
                          "W": "74.QJT98.J92.KT3"}
    assert (v["contract"], v["declarer"]) == ("4S", "S")


@pytest.mark.parametrize(("text", "says"), [
    (BARE.replace(".862 ", ".86 "), "the hand of N has 12 cards, not 13"),
    (BARE.replace("KT3", "KT2"), "♣2 is in two hands: N and W"),
    ("X" + BARE[1:], "'X' is not a seat"),
    (BARE.rsplit(" ", 1)[0], "3 hands, not 4"),
    (BARE.replace("Q73", "Q7Z"), "'Z' is not a rank"),
    (BARE[2:], "start with the first seat and a colon"),
    (LABELLED.replace("West:", "Q:"), "line 4: 'Q' is not a seat"),
    (LABELLED.replace("East:", "North:"), "line 2: N is given twice"),
])
def test_a_malformed_bare_deal_is_400_saying_what_where_and_why(
    client: TestClient, text: str, says: str
) -> None:
    r = client.post("/v1/tables", json={"pbn": text, "contract": "4S", "declarer": "S"}, headers=auth(ADMIN))
    assert r.status_code == 400, r.text
    e = r.json()["error"]
    assert e["code"] == "bad_board" and e["where"] == "pbn" and says in e["message"], e
    assert e["message"].startswith("pbn: deal")
