"""What a live table tells each token beyond the cards: the board's number, dealer and
vulnerability; how many cards each seat holds face down; that a seat must wait for the other
side's choice (nothing invites a card that would be an irregularity); the findings that only the
director's token may record (Law 85A); and that the director's record says which events his
token recorded."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from .conftest import auth, new_table


def post(c: TestClient, tid: str, token: str, body: Any) -> Any:
    return c.post(f"/v1/tables/{tid}/events", json=body, headers=auth(token))


def view(c: TestClient, tid: str, token: str) -> dict[str, Any]:
    out: dict[str, Any] = c.get(f"/v1/tables/{tid}/view", headers=auth(token)).json()
    return out


# ---------------------------------------------------------------------- the board (Law 2)


def test_2_board_number_gives_dealer_and_vulnerability(client: TestClient) -> None:
    tid, tok = new_table(client, board=7)
    v = view(client, tid, tok["W"])
    assert v["board_data"] == {"number": 7, "dealer": "S", "vulnerable": "both"}
    assert v["vulnerable"] == "both"  # the score at the end follows it (Law 77)
    tid, tok = new_table(client, board=18, vulnerable="None")  # given wins over Law 2's
    assert view(client, tid, tok["W"])["board_data"] == {"number": 18, "dealer": "E", "vulnerable": "none"}
    tid, tok = new_table(client)
    assert view(client, tid, tok["W"])["board_data"] == {"number": None, "dealer": None, "vulnerable": None}


def test_2_a_pbn_board_brings_its_own_number_dealer_and_vulnerability(client: TestClient) -> None:
    pbn = ('[Board "11"]\n[Dealer "S"]\n[Vulnerable "None"]\n'
           '[Deal "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"]\n'
           '[Declarer "S"]\n[Contract "4H"]\n')
    r = client.post("/v1/tables", json={"pbn": pbn}, headers=auth("admin-secret-for-tests"))
    assert r.status_code == 201, r.text
    tid, tok = r.json()["table"], r.json()["tokens"]
    assert view(client, tid, tok["N"])["board_data"] == {"number": 11, "dealer": "S", "vulnerable": "none"}


@pytest.mark.parametrize("bad", [{"board": 0}, {"dealer": "X"}, {"vulnerable": "green"}])
def test_2_bad_board_data_is_refused(client: TestClient, bad: dict[str, Any]) -> None:
    r = client.post("/v1/tables", json={"random": True, "contract": "3NT", "declarer": "N", **bad},
                    headers=auth("admin-secret-for-tests"))
    assert r.status_code in (400, 422), r.text


# ---------------------------------------------------------------------- cards held face down


def test_50_a_faced_penalty_card_is_not_counted_among_the_cards_held(client: TestClient) -> None:
    tid, tok = new_table(client)
    assert post(client, tid, tok["E"], {"show": "SA"}).status_code == 201  # a major penalty card
    v = view(client, tid, tok["W"])
    assert v["penalty_cards"] == [{"seat": "E", "card": "SA", "class": "major"}]
    assert v["held"] == {"N": 13, "E": 12, "S": 13, "W": 13}


def test_54_a_lead_out_of_turn_awaiting_the_choice_is_not_held(client: TestClient) -> None:
    tid, tok = new_table(client)
    assert post(client, tid, tok["E"], {"play": "D5"}).status_code == 201
    assert view(client, tid, tok["S"])["held"]["E"] == 12


# ---------------------------------------------------------------------- waiting for a choice


def test_60C_the_proper_leader_waits_for_declarers_choice_and_is_told_so(client: TestClient) -> None:
    """While declarer chooses under Law 54, West (to lead) has no legal card and is told why:
    a card he faced now would be a penalty card (60C). The chooser keeps his choice."""
    tid, tok = new_table(client)
    assert post(client, tid, tok["E"], {"play": "D5"}).status_code == 201
    w = view(client, tid, tok["W"])
    assert w["turn"] == "W" and w["legal"] == [] and w["legal_seat"] is None
    assert w["waiting"] == {"law": "54", "choosers": ["S"]}
    s = view(client, tid, tok["S"])
    assert s["waiting"] is None and s["open_choice"]["choosers"] == ["S"]
    assert post(client, tid, tok["S"], {"choose": "require_retraction"}).status_code == 201
    w = view(client, tid, tok["W"])  # 50D2: declarer chooses again before West leads
    assert w["legal"] == [] and w["waiting"] == {"law": "50D2", "choosers": ["S"]}
    assert post(client, tid, tok["S"], {"choose": "neither"}).status_code == 201
    w = view(client, tid, tok["W"])
    assert w["waiting"] is None and "C6" in w["legal"]


# ---------------------------------------------------------------------- findings are the director's


@pytest.mark.parametrize(("body", "field"), [
    ({"say": "the queen, no, the king", "findings": {"slip_of_tongue": True}}, "findings"),
    ({"show": "SA", "partner_could_see": False}, "partner_could_see"),
    ({"several": ["SA", "S7"], "visible": ["S7"]}, "visible"),
])
def test_85A_a_seats_token_cannot_send_findings(client: TestClient, body: dict[str, Any], field: str) -> None:
    tid, tok = new_table(client)
    seat = "S" if "say" in body else "E"
    r = post(client, tid, tok[seat], body)
    assert r.status_code == 403 and r.json()["error"]["code"] == "director_only"
    assert r.json()["error"]["where"] == field
    assert view(client, tid, tok["director"])["seq"] == 0


def test_85A_the_directors_token_records_a_finding(client: TestClient) -> None:
    tid, tok = new_table(client)
    r = post(client, tid, tok["director"], {"by": "E", "show": "S7", "partner_could_see": False})
    assert r.status_code == 201, r.text
    assert r.json()["rulings"][0]["outcome"] != "penalty_card"


def test_the_record_says_which_events_the_director_recorded(client: TestClient) -> None:
    tid, tok = new_table(client)
    assert post(client, tid, tok["E"], {"play": "D5"}).status_code == 201
    assert post(client, tid, tok["director"], {"by": "S", "choose": "accept_lead"}).status_code == 201
    record = view(client, tid, tok["director"])["record"]
    assert record[0] == {"seq": 1, "by": "E", "play": "D5"}
    assert record[1] == {"seq": 2, "by": "S", "choose": "accept_lead", "director": True}
    assert "record" not in view(client, tid, tok["S"])
    client.app.state.manager.tables.forget(tid)  # type: ignore[attr-defined]  # replayed from the store
    assert view(client, tid, tok["director"])["record"] == record


# ---------------------------------------------------------------------- dummy before it is faced


@pytest.mark.parametrize("act", [{"point": "{c}"}, {"touch": "{c}", "purpose": "play"}, {"hold": "{c}"},
                                 {"play": "{c}"}, {"several": ["{c}", "SQ"]}])
def test_41C_declarers_acts_on_dummys_cards_before_dummy_is_faced_reveal_nothing(
    client: TestClient, act: dict[str, Any]
) -> None:
    """Before the opening lead, declarer has no dummy card to act on: a card dummy holds (SK)
    and one East holds (SA) are refused alike, and nothing names dummy's card to anyone."""
    tid, tok = new_table(client)
    answers = []
    for card in ("SK", "SA"):
        body = {k: ([x.format(c=card) for x in v] if isinstance(v, list) else v.format(c=card))
                for k, v in act.items()}
        r = post(client, tid, tok["S"], body)
        assert r.status_code == 403, r.text
        answers.append(r.json()["error"]["message"].replace(card, "X"))
    assert answers[0] == answers[1]
    w = view(client, tid, tok["W"])
    assert w["seq"] == 0 and w["rulings"] == []
