"""Every endpoint, status code and error of the table-service contract, through FastAPI's TestClient."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgelaw.cli.designate import designate as cli_designate
from bridgelaw.cli.rule import ruling_document
from bridgelaw.engine import TableSession
from bridgelaw.i18n import LANGUAGES
from bridgelaw.record import Record
from bridgelaw.service.sqlite_store import SCHEMA_VERSION, SQLiteStore
from bridgelaw.service.store import Append, StoreError, TableRow

from .conftest import ADMIN, DEAL, auth, new_table

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def post(c: TestClient, tid: str, token: str, body: Any) -> Any:
    return c.post(f"/v1/tables/{tid}/events", json=body, headers=auth(token))


def err(r: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert r.status_code == status, r.text
    e: dict[str, Any] = r.json()["error"]
    assert set(e) == {"code", "message", "where"}
    assert "Traceback" not in r.text
    if code is not None:
        assert e["code"] == code
    return e


# ---------------------------------------------------------------------- health, docs, pages


def test_health(client: TestClient) -> None:
    assert client.get("/v1/health").json() == {"status": "ok"}


def test_openapi_docs(client: TestClient) -> None:
    assert client.get("/docs").status_code == 200
    paths = client.get("/openapi.json").json()["paths"]
    for p in (
        "/v1/health",
        "/v1/tables",
        "/v1/tables/{table_id}/view",
        "/v1/tables/{table_id}/events",
        "/v1/tables/{table_id}/record",
        "/v1/designate",
        "/v1/rule",
    ):
        assert p in paths


def test_pages_and_static(client: TestClient) -> None:
    for path in ("/", "/desk", "/table/abc"):
        r = client.get(path)
        assert r.status_code == 200 and "<html" in r.text
        assert r.headers["referrer-policy"] == "no-referrer"
    assert "tablePage" in client.get("/static/bridgelaw.js").text
    labels = client.get("/static/labels.json").json()
    assert set(labels) == set(LANGUAGES) and all(
        set(labels[x]) == set(labels["en"]) for x in labels
    )
    from bridgelaw.rulings import Outcome

    # every outcome badge of a ruling reads in the page's language (no English badge on another page)
    assert {f"outcome_{o.value}" for o in Outcome} <= set(labels["en"])
    # the words from the catalogues and glossaries (texts.web_labels) are served with the page's own
    assert labels["de"]["outcome_penalty_card"] == "Strafkarte"
    assert labels["pl"]["law_style"] == {"word": "przepis", "brackets": False, "space": False}
    assert labels["da"]["edition"].format(year=2017) != labels["en"]["edition"].format(year=2017)
    err(client.get("/static/secret.py"), 404)


# ---------------------------------------------------------------------- create


def test_create_answers_six_tokens(client: TestClient) -> None:
    tid, tokens = new_table(client)
    assert set(tokens) == {"N", "E", "S", "W", "director", "spectator"}
    assert len(set(tokens.values())) == 6 and all(len(t) >= 40 for t in tokens.values())
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tokens["S"])).json()["table"] == tid


def test_create_needs_the_admin_token(client: TestClient) -> None:
    err(client.post("/v1/tables", json={"deal": DEAL, "contract": "4H", "declarer": "S"}), 401)
    err(
        client.post(
            "/v1/tables", json={"deal": DEAL, "contract": "4H", "declarer": "S"}, headers=auth("wrong")
        ),
        401,
    )


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"deal": DEAL, "contract": "4H", "declarer": "S", "mode": "hybrid"}, "mode"),
        ({"deal": DEAL, "contract": "4H", "declarer": "S", "lang": "xx"}, "lang"),
        ({"deal": DEAL, "contract": "9H", "declarer": "S"}, "contract"),
        ({"deal": "N:AK", "contract": "4H", "declarer": "S"}, "deal"),
        ({"deal": DEAL, "contract": "4H"}, "declarer"),
        ({"deal": DEAL, "contract": "4H", "declarer": "S", "colour": "red"}, "colour"),
        ({"pbn": "not a board", "contract": "4H", "declarer": "S"}, "pbn"),
    ],
)
def test_create_bad_body_is_400(client: TestClient, body: dict[str, Any], where: str) -> None:
    e = err(client.post("/v1/tables", json=body, headers=auth(ADMIN)), 400)
    assert where in e["where"] or where in e["message"]


def test_create_from_pbn_lin_and_random(client: TestClient) -> None:
    pbn = '[Board "1"]\n[Dealer "N"]\n[Deal "' + DEAL + '"]\n[Declarer "S"]\n[Contract "4H"]\n'
    tid, tokens = new_table(client, deal=None, contract=None, declarer=None, pbn=pbn)
    v = client.get(f"/v1/tables/{tid}/view", headers=auth(tokens["director"])).json()
    assert v["contract"] == "4H" and v["declarer"] == "S" and v["hands"]["N"] == "KJ852.QT864.Q.32"
    lin = "md|3SQTH5DAT943CAQ875,S93HKJ72D8762CK96,SKJ852HQT864DQC32,|"  # S, W, N (E: the rest)
    tid, tokens = new_table(client, deal=None, pbn=None, lin=lin)
    v = client.get(f"/v1/tables/{tid}/view", headers=auth(tokens["director"])).json()
    assert v["hands"]["N"] == "KJ852.QT864.Q.32"
    a = new_table(client, deal=None, random=True, seed=7)
    b = new_table(client, deal=None, random=True, seed=7)
    va = client.get(f"/v1/tables/{a[0]}/view", headers=auth(a[1]["director"])).json()
    vb = client.get(f"/v1/tables/{b[0]}/view", headers=auth(b[1]["director"])).json()
    assert va["hands"] == vb["hands"] and sum(len(h) - 3 for h in va["hands"].values()) == 52


# ---------------------------------------------------------------------- view and tokens


def test_view_of_each_token(client: TestClient) -> None:
    tid, tok = new_table(client)
    views = {r: client.get(f"/v1/tables/{tid}/view", headers=auth(tok[r])).json() for r in tok}
    assert views["S"]["hands"] == {"S": "QT.5.AT943.AQ875"}
    assert views["W"]["legal"] and views["W"]["legal_seat"] == "W"
    assert views["E"]["legal"] == []
    assert set(views["director"]["hands"]) == set(views["spectator"]["hands"]) == {"N", "E", "S", "W"}
    assert "record" in views["director"] and "record" not in views["spectator"]
    for key in (
        "table",
        "seq",
        "you",
        "laws",
        "mode",
        "contract",
        "declarer",
        "dummy",
        "turn",
        "hands",
        "trick",
        "tricks",
        "won",
        "penalty_cards",
        "legal",
        "open_choice",
        "rulings",
    ):
        assert key in views["N"]


def test_view_401_404(client: TestClient) -> None:
    tid, tok = new_table(client)
    _, other_tok = new_table(client)
    err(client.get(f"/v1/tables/{tid}/view"), 401, "no_token")
    err(client.get(f"/v1/tables/{tid}/view", headers=auth("x" * 43)), 401, "bad_token")
    err(client.get(f"/v1/tables/{tid}/view", headers=auth(other_tok["S"])), 401, "bad_token")
    err(client.get("/v1/tables/nosuch/view", headers=auth(tok["S"])), 404)
    err(client.get(f"/v1/tables/{tid}/view?lang=xx", headers=auth(tok["S"])), 400)


def test_tokens_are_kept_as_digests(client: TestClient, tmp_path: Path) -> None:
    tid, tok = new_table(client)
    db = next(tmp_path.glob("*.sqlite"))
    raw = sqlite3.connect(db).execute("SELECT tokens FROM tables WHERE id = ?", (tid,)).fetchone()[0]
    assert all(t not in raw for t in tok.values())


# ---------------------------------------------------------------------- events


def test_event_201_and_rulings(client: TestClient) -> None:
    tid, tok = new_table(client)
    r = post(client, tid, tok["W"], {"play": "D2"})
    assert r.status_code == 201
    assert r.json()["seq"] == 1 and r.json()["rulings"][0]["law"] == "45A"
    r = post(client, tid, tok["S"], {"say": "small", "expected_seq": 1})
    assert r.status_code == 201
    ruling = r.json()["rulings"][0]
    assert (ruling["outcome"], ruling["card"], ruling["law"]) == ("played", "DQ", "46B1(c)") or ruling[
        "card"
    ] == "DQ"
    v = client.get(f"/v1/tables/{tid}/view", headers=auth(tok["E"])).json()
    assert v["seq"] == 2 and v["trick"] == ["W:D2", "N:DQ"] and v["rulings"][-1]["seq"] == 2


def test_event_texts_in_the_language_asked(client: TestClient) -> None:
    tid, tok = new_table(client, lang="ru")
    r = post(client, tid, tok["W"], {"play": "D2"})
    assert any("а" <= ch <= "я" for ch in r.json()["rulings"][0]["text"])
    r = client.post(f"/v1/tables/{tid}/events?lang=nl", json={"say": "small"}, headers=auth(tok["S"]))
    assert "ruiten" in r.json()["rulings"][0]["text"].lower()


@pytest.mark.parametrize(
    "body",
    [
        {"play": "X9"},
        {"play": "D2", "colour": 1},
        {},
        {"play": "D2", "say": "x"},
        {"play": "D2", "expected_seq": "one"},
        [1, 2],
    ],
)
def test_event_400_not_a_valid_event(client: TestClient, body: Any) -> None:
    tid, tok = new_table(client)
    err(post(client, tid, tok["W"], body), 400)
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()["seq"] == 0


def test_event_400_not_json(client: TestClient) -> None:
    tid, tok = new_table(client)
    r = client.post(
        f"/v1/tables/{tid}/events",
        content=b"{not json",
        headers={**auth(tok["W"]), "Content-Type": "application/json"},
    )
    err(r, 400)


def test_event_401_404(client: TestClient) -> None:
    tid, tok = new_table(client)
    err(client.post(f"/v1/tables/{tid}/events", json={"play": "D2"}), 401)
    err(post(client, "nosuch", tok["W"], {"play": "D2"}), 404)


def test_event_403_spectator_other_seat_dummy(client: TestClient) -> None:
    tid, tok = new_table(client)
    err(post(client, tid, tok["spectator"], {"play": "D2"}), 403, "spectator")
    err(post(client, tid, tok["E"], {"by": "W", "play": "D2"}), 403, "not_your_seat")
    assert post(client, tid, tok["W"], {"play": "D2"}).status_code == 201
    err(post(client, tid, tok["N"], {"play": "DQ"}), 403, "dummy_plays")
    err(post(client, tid, tok["E"], {"dummy_places": "DQ"}), 403)
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()["seq"] == 1


def test_card_not_held_does_not_say_where_it_is(client: TestClient) -> None:
    tid, tok = new_table(client)
    e = err(post(client, tid, tok["W"], {"play": "SA"}), 403)
    assert "E" not in e["message"].replace("SA", "") or "held" not in e["message"]
    assert "held by" not in e["message"]
    e = err(post(client, tid, tok["director"], {"by": "W", "play": "SA"}), 403)
    assert "held by E" in e["message"]


def test_director_records_for_a_seat(client: TestClient) -> None:
    tid, tok = new_table(client)
    err(post(client, tid, tok["director"], {"play": "D2"}), 400)
    r = post(client, tid, tok["director"], {"by": "W", "play": "D2"})
    assert r.status_code == 201
    rec = client.get(f"/v1/tables/{tid}/record", headers=auth(tok["director"])).text.splitlines()
    assert json.loads(rec[1]) == {"by": "W", "play": "D2"}


def test_event_409_stale_expected_seq(client: TestClient) -> None:
    tid, tok = new_table(client)
    assert post(client, tid, tok["W"], {"play": "D2", "expected_seq": 0}).status_code == 201
    err(post(client, tid, tok["S"], {"say": "small", "expected_seq": 0}), 409, "stale_seq")
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()["seq"] == 1


def test_choices_403_409(client: TestClient) -> None:
    tid, tok = new_table(client)
    err(post(client, tid, tok["S"], {"choose": "accept_lead"}), 409, "no_choice")
    assert post(client, tid, tok["E"], {"play": "D5"}).status_code == 201  # opening lead out of turn (54)
    err(post(client, tid, tok["W"], {"choose": "accept_lead"}), 403, "not_your_choice")
    err(post(client, tid, tok["S"], {"choose": "prohibit:H"}), 400, "bad_choice")
    r = post(client, tid, tok["S"], {"choose": "require_retraction"})
    assert [x["law"] for x in r.json()["rulings"]] == ["54D", "50D2"]
    v = client.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()
    assert v["penalty_cards"] == [{"seat": "E", "card": "D5", "class": "major"}]
    assert v["open_choice"]["choosers"] == ["S"] and "neither" in v["open_choice"]["options"]


def test_online_mode_refuses_what_a_platform_prevents(client: TestClient) -> None:
    tid, tok = new_table(client, mode="online")
    e = err(post(client, tid, tok["E"], {"play": "D5"}), 409, "online_refused")
    assert "44B" in e["message"]
    err(post(client, tid, tok["W"], {"show": "HK"}), 409, "online_refused")
    err(post(client, tid, tok["W"], {"drop": "HK"}), 409, "online_refused")
    err(post(client, tid, tok["W"], {"several": ["HK", "H2"], "named": "HK"}), 409, "online_refused")
    assert post(client, tid, tok["W"], {"play": "C6"}).status_code == 201
    assert post(client, tid, tok["S"], {"say": "small"}).status_code == 201  # a designation is ruled
    e = err(post(client, tid, tok["E"], {"play": "SA"}), 409, "online_refused")  # E holds clubs
    assert "44C" in e["message"]
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["E"])).json()["mode"] == "online"


def test_face_to_face_records_a_lead_out_of_turn(client: TestClient) -> None:
    tid, tok = new_table(client)
    r = post(client, tid, tok["E"], {"play": "D5"})
    assert r.status_code == 201 and r.json()["rulings"][0]["law"] == "54"


def test_413_body_too_large(app_factory: Any) -> None:
    c = app_factory(max_body=1024)
    tid, tok = new_table(c)
    err(post(c, tid, tok["S"], {"say": "x" * 5000}), 413, "too_large")
    assert c.get(f"/v1/tables/{tid}/view", headers=auth(tok["S"])).json()["seq"] == 0


def test_no_traceback_on_an_internal_error(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    tid, tok = new_table(client)

    def boom(*a: Any, **k: Any) -> None:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(client.app.state.manager.tables, "get", boom)  # type: ignore[attr-defined]
    r = client.get(f"/v1/tables/{tid}/view", headers=auth(tok["S"]))
    e = err(r, 500, "internal")
    assert "secret" not in e["message"]


def test_no_cors_unless_configured(app_factory: Any) -> None:
    plain = app_factory()
    r = plain.get("/v1/health", headers={"Origin": "https://example.org"})
    assert "access-control-allow-origin" not in r.headers
    cors = app_factory(cors_origins=["https://example.org"])
    r = cors.get("/v1/health", headers={"Origin": "https://example.org"})
    assert r.headers["access-control-allow-origin"] == "https://example.org"


# ---------------------------------------------------------------------- record and preview


def test_record_director_only_and_replays(client: TestClient) -> None:
    tid, tok = new_table(client)
    for token, body in (
        (tok["E"], {"play": "D5"}),
        (tok["S"], {"choose": "require_retraction"}),
        (tok["S"], {"choose": "neither"}),
        (tok["W"], {"play": "C6"}),
        (tok["S"], {"say": "small"}),
    ):
        assert post(client, tid, token, body).status_code == 201
    err(client.get(f"/v1/tables/{tid}/record", headers=auth(tok["S"])), 403, "director_only")
    text = client.get(f"/v1/tables/{tid}/record", headers=auth(tok["director"])).text
    replay = TableSession.from_record(Record.from_jsonl(text))
    view = client.get(f"/v1/tables/{tid}/view", headers=auth(tok["director"])).json()
    assert [(r.law, str(r.card) if r.card else None) for r in replay.rulings] == [
        (r["law"], r["card"]) for r in view["rulings"]
    ]


def test_preview_records_nothing(client: TestClient) -> None:
    tid, tok = new_table(client)
    url = f"/v1/tables/{tid}/preview"
    assert client.get(url, params={"words": "small"}, headers=auth(tok["S"])).json()["outcome"] is None
    assert post(client, tid, tok["W"], {"play": "H2"}).status_code == 201
    p = client.get(url, params={"words": "small"}, headers=auth(tok["S"])).json()
    assert (p["outcome"], p["card"], p["law"]) == ("played", "H4", "46B1(c)")
    p = client.get(url, params={"words": "xyzzy"}, headers=auth(tok["S"])).json()
    assert (p["outcome"], p["card"], p["law"]) == ("not_understood", None, "46A")  # the engine's answer
    err(client.get(url, params={"words": "small"}, headers=auth(tok["E"])), 403)
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["S"])).json()["seq"] == 1


def test_45C4b_preview_of_a_correction_in_one_breath_equals_its_ruling(client: TestClient) -> None:
    """"The queen, no, the king": the preview names the card the ruling plays (the queen, 46B3(b)),
    then the 45C4(b) change the director must rule on - not the king the words end with."""
    tid, tok = new_table(client)
    assert post(client, tid, tok["W"], {"play": "D2"}).status_code == 201
    words = "the queen, no, the king"
    p = client.get(f"/v1/tables/{tid}/preview", params={"words": words}, headers=auth(tok["S"])).json()
    r = post(client, tid, tok["S"], {"say": words})
    assert r.status_code == 201
    rulings = r.json()["rulings"]
    played = [x["card"] for x in rulings if x["outcome"] == "played"]
    assert p["card"] == played[0] == "DQ"
    assert [(x["outcome"], x["law"], x["card"], x["needs"]) for x in p["rulings"]] == [
        (x["outcome"], x["law"], x["card"], x.get("needs")) for x in rulings]
    assert (p["law"], p["outcome"]) == ("45C4(b)", "director")


# ---------------------------------------------------------------------- stateless


def test_designate_same_as_cli(client: TestClient) -> None:
    body = {"words": "small club", "dummy": "KJ852.QT864.Q.32", "trick": "W:D2", "trump": "S"}
    r = client.post("/v1/designate", json=body)
    assert r.status_code == 200
    assert r.json() == json.loads(
        cli_designate("small club", dummy="KJ852.QT864.Q.32", trick="W:D2", trump="S", as_json=True)
    )
    r = client.post("/v1/designate", json={**body, "options": {"O-46-WIN": "public_master"}, "words": "win"})
    assert r.status_code == 200
    e = err(client.post("/v1/designate", json={**body, "dummy": "KJ852.QT864.Q.3X"}), 400)
    assert "--dummy" in e["message"]
    err(client.post("/v1/designate", json={"dummy": "KJ852.QT864.Q.32"}), 400)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.name)
def test_rule_same_as_cli(client: TestClient, path: Path) -> None:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    r = client.post("/v1/rule?lang=sv", json=data)
    assert r.status_code == 200
    assert r.json() == ruling_document(path, lang="sv")


def test_rule_400(client: TestClient) -> None:
    e = err(
        client.post(
            "/v1/rule",
            json={"contract": "4H", "declarer": "S", "deal": DEAL, "events": [{"by": "W", "play": "SA"}]},
        ),
        400,
    )
    assert "events[0]" in e["message"]
    err(client.post("/v1/rule", json={"contract": "4H"}), 400)
    err(client.post("/v1/rule?lang=xx", json={}), 400)


# ---------------------------------------------------------------------- websocket and call


def test_websocket_view_event_ack_hello(client: TestClient) -> None:
    tid, tok = new_table(client)
    with (
        client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['S']}") as s_ws,
        client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['W']}") as w_ws,
    ):
        assert s_ws.receive_json()["type"] == "view" and w_ws.receive_json()["view"]["you"] == "W"
        w_ws.send_json({"play": "D2"})
        msgs = [w_ws.receive_json(), w_ws.receive_json()]
        assert {m["type"] for m in msgs} == {"event", "ack"}
        ev = s_ws.receive_json()
        assert ev["type"] == "event" and ev["seq"] == 1 and ev["rulings"][0]["law"] == "45A"
        assert set(ev["view"]["hands"]) == {"S", "N"}  # dummy is faced after the opening lead
        s_ws.send_json({"play": "SA"})  # not declarer's: refused on the socket
        bad = s_ws.receive_json()
        assert bad["type"] == "error" and bad["status"] == 403
        s_ws.send_json({"type": "hello", "after": 0})
        missed = s_ws.receive_json()
        assert missed["type"] == "event" and missed["seq"] == 1
        s_ws.send_text("{nope")
        assert s_ws.receive_json()["error"]["code"] == "bad_event"
        s_ws.send_text("[" * 8_000 + "]" * 8_000)  # under the size limit; json.loads raised RecursionError
        deep = s_ws.receive_json()["error"]
        assert deep["code"] == "bad_event" and "nested more than 100 levels deep" in deep["message"]
        s_ws.send_json({"type": "hello", "after": 1})  # the socket still answers
        assert s_ws.receive_json()["type"] == "view"


def test_websocket_bad_token_is_closed(client: TestClient) -> None:
    from starlette.websockets import WebSocketDisconnect

    tid, _ = new_table(client)
    with (
        pytest.raises(WebSocketDisconnect) as e,
        client.websocket_connect(f"/v1/tables/{tid}/ws?token=nope") as ws,
    ):
        ws.receive_json()
    assert e.value.code == 4401


def test_9B1_call_the_director_is_recorded_and_shown_until_answered(client: TestClient) -> None:
    tid, tok = new_table(client)
    with client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['director']}") as ws:
        ws.receive_json()
        r = client.post(f"/v1/tables/{tid}/call", json={}, headers=auth(tok["E"]))
        assert r.status_code == 202 and r.json()["seq"] == 1
        got = [ws.receive_json(), ws.receive_json()]
        assert {"type": "call", "by": "E", "seq": 1} in got
        called = [{"seq": 1, "by": "E", "call": "director", "reason": None, "concerns": None}]
        assert [m["view"]["calls"] for m in got if m["type"] == "event"] == [called]
    view = client.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()
    assert view["seq"] == 1 and view["calls"] == [
        {"seq": 1, "by": "E", "call": "director", "reason": None, "concerns": None}]
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["director"])).json()["record"] == [
        {"seq": 1, "by": "E", "call": "director"}]
    err(client.post(f"/v1/tables/{tid}/call", json={}, headers=auth(tok["spectator"])), 403, "spectator")
    assert post(client, tid, tok["director"], {"finding": 1, "findings": {"x-ruling": "no irregularity"}}
                ).status_code == 201
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()["calls"] == []


# ---------------------------------------------------------------------- the database


def test_db_schema_version_and_insert_only(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "x.sqlite")
    assert store.schema_version == SCHEMA_VERSION
    store.create_table(TableRow("t1", {"contract": "4H", "declarer": "S", "deal": DEAL}, "face_to_face", "en",
                                {}, 0.0))
    store.append([Append("t1", 0, '{"by": "W", "play": "D2"}', "W")])
    raw = sqlite3.connect(tmp_path / "x.sqlite")
    with pytest.raises(sqlite3.DatabaseError, match="insert-only"):
        raw.execute("UPDATE events SET event = '{}'")
    with pytest.raises(sqlite3.DatabaseError, match="insert-only"):
        raw.execute("DELETE FROM events")
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    with pytest.raises(StoreError, match="newer"):
        SQLiteStore(tmp_path / "x.sqlite")


def test_state_rebuilt_from_the_database(app_factory: Any, tmp_path: Path) -> None:
    c = app_factory()
    tid, tok = new_table(c)
    for token, body in ((tok["W"], {"play": "H2"}), (tok["S"], {"say": "small"}), (tok["E"], {"play": "HA"})):
        assert post(c, tid, token, body).status_code == 201
    before = c.get(f"/v1/tables/{tid}/view", headers=auth(tok["director"])).json()
    c.app.state.manager.tables.forget(tid)  # type: ignore[attr-defined]
    after = c.get(f"/v1/tables/{tid}/view", headers=auth(tok["director"])).json()
    assert after == before


def test_45C4b_small_then_the_king_once_the_trick_is_complete_waits_for_the_directors_finding(
    client: TestClient,
) -> None:
    """Dummy's "small" completes the trick; declarer then says "the king": nothing but the
    Director's finding (was "small" unintended?) decides the change, so the ruling is his -
    ``director`` with ``needs: slip_of_tongue`` - never "the Director does not find" without
    him; the preview is that ruling, and the library (``/v1/rule``, ``bridgelaw rule``) rules
    the same words the same way. With the finding the engine rules 45C4(b) as usual."""
    tid, tok = new_table(client, contract="4S", declarer="S", deal=(
        "N:KJ52.AK4.Q73.862 63.632.T865.J974 AQT98.75.AK4.AQ5 74.QJT98.J92.KT3"))
    for role, body in (("E", {"play": "H2"}), ("S", {"choose": "accept_lead"}), ("S", {"play": "H5"}),
                       ("W", {"play": "H8"}), ("S", {"say": "small"})):
        assert post(client, tid, tok[role], body).status_code == 201, body
    p = client.get(f"/v1/tables/{tid}/preview", params={"words": "the king"}, headers=auth(tok["S"])).json()
    r = post(client, tid, tok["S"], {"say": "the king"})
    rulings = r.json()["rulings"]
    assert [(x["outcome"], x["law"], x["card"], x.get("needs")) for x in rulings] == [
        ("director", "45C4(b)", "H4", "slip_of_tongue")]
    assert "does not find" not in rulings[0]["text"] and "summon_director" in rulings[0]["flags"]
    assert [(x["outcome"], x["law"], x["card"], x["needs"]) for x in p["rulings"]] == [
        (x["outcome"], x["law"], x["card"], x.get("needs")) for x in rulings]
    record = client.get(f"/v1/tables/{tid}/record", headers=auth(tok["director"])).text
    replay = TableSession.from_record(Record.from_jsonl(record))
    last = replay.rulings[-1]
    assert (last.outcome.value, last.law, last.needs) == ("director", "45C4(b)", "slip_of_tongue")
    # the director finds: a slip of the tongue - the king is played instead; not one - the four stays
    found = post(client, tid, tok["director"], {"finding": 6, "findings": {"slip_of_tongue": True}})
    assert [(x["outcome"], x["card"]) for x in found.json()["rulings"]][-1] == ("change_allowed", "HK")
    events = [json.loads(line) for line in record.splitlines()[1:]]
    events[-1]["findings"] = {"slip_of_tongue": False}
    head = json.loads(record.splitlines()[0])["setup"]
    incident = {**head, "format": "bridgelaw-incident/1", "events": events}
    refused = client.post("/v1/rule", json=incident).json()
    assert [(x["outcome"], x["law"]) for x in refused["rulings"]][-1] == ("change_refused", "45C4(b)")
