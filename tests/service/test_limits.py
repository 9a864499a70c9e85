"""Bad and outsized input (service/inputs.py, ws.py, offload.py): a 400 naming the field for
every invalid text - a lone surrogate in words, seats, field names or options included - an
error message on the socket for a malformed frame (and no traceback), the socket's Origin
checked, the words and the number of remarks bounded, oversized frames refused by the
protocol, and the stateless endpoints bounded."""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from bridgelaw.service.inputs import EventLimits, lone_surrogate_at
from bridgelaw.service.offload import Offload
from bridgelaw.service.ws import MAX_MESSAGE, origin_allowed

from .conftest import ADMIN, BOARD, DEAL, Server, auth, new_table


def raw(c: TestClient, path: str, body: bytes, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json", **(auth(token) if token else {})}
    return c.post(path, content=body, headers=headers)


def err(r: Any, status: int, code: str, where: str | None = None) -> dict[str, Any]:
    assert r.status_code == status, r.text
    e: dict[str, Any] = r.json()["error"]
    assert e["code"] == code, e
    if where is not None:
        assert e["where"] == where, e
    return e


@pytest.mark.parametrize(("body", "where"), [
    (b'{"say": "\\ud800"}', "say"),
    (b'{"say": "\\udfff and more"}', "say"),
    (b'{"by": "\\ud800", "play": "D2"}', "by"),
    (b'{"\\ud800": 1}', "<field name>"),
    (b'{"play": "\\ud800"}', "play"),
    (b'{"play": "D2", "findings": {"\\udc00": true}}', "findings.<field name>"),
    (b'{"say": "\xed\xa0\x80"}', "say"),  # the surrogate's UTF-8-like bytes: json.loads reads them
])
def test_a_lone_surrogate_in_an_event_is_400_bad_text(client: TestClient, body: bytes, where: str) -> None:
    tid, tok = new_table(client)
    for role in ("W", "director"):
        err(raw(client, f"/v1/tables/{tid}/events", body, tok[role]), 400, "bad_text", where)
    assert client.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()["seq"] == 0


def test_a_lone_surrogate_anywhere_else_is_400_bad_text(client: TestClient) -> None:
    deal = DEAL.encode()
    for path, body, where in (
        ("/v1/tables", b'{"deal": "\\ud800", "contract": "4H", "declarer": "S"}', "deal"),
        ("/v1/tables", b'{"deal": "' + deal + b'", "contract": "4H", "declarer": "S", '
         b'"options": {"\\ud800": 1}}', "options.<field name>"),
        ("/v1/tables", b'{"deal": "' + deal + b'", "contract": "4H", "declarer": "S", '
         b'"options": {"O": "\\ud800"}}', "options.O"),
        ("/v1/rule", b'{"contract": "4H", "declarer": "S", "deal": "' + deal
         + b'", "events": [{"by": "W", "say": "\\ud800"}]}', "events[0].say"),
        ("/v1/designate", b'{"words": "\\ud800", "dummy": "KJ852.QT864.Q.32"}', "words"),
        ("/v1/board", b'{"pbn": "\\ud800"}', "pbn"),
    ):
        err(raw(client, path, body, ADMIN), 400, "bad_text", where)


def test_lone_surrogate_at_names_the_place() -> None:
    assert lone_surrogate_at({"a": [1, {"b": "x\ud800"}]}) == "a[1].b"
    assert lone_surrogate_at({"a": "ok", "é": "ü"}) is None
    assert lone_surrogate_at("\udfff") == "body"


def test_words_and_events_are_bounded(app_factory: Any) -> None:
    c: TestClient = app_factory(max_says=3, max_events=6)
    tid, tok = new_table(c)
    url = f"/v1/tables/{tid}/events"
    e = err(c.post(url, json={"say": "x" * 60_000}, headers=auth(tok["S"])), 400, "too_long", "say")
    assert "300" in e["message"]
    err(c.post(url, json={"by": "W", "play": "D2", "findings": {"note": "y" * 3_000}},
               headers=auth(tok["director"])), 400, "too_long")  # findings are the director's (85A)
    for i in range(3):
        assert c.post(url, json={"say": f"remark {i}"}, headers=auth(tok["E"])).status_code == 201
    err(c.post(url, json={"say": "one more"}, headers=auth(tok["E"])), 409, "too_many", "say")
    assert c.post(url, json={"say": "mine"}, headers=auth(tok["W"])).status_code == 201  # per seat
    assert c.post(url, json={"play": "D2"}, headers=auth(tok["W"])).status_code == 201
    assert c.post(url, json={"say": "small"}, headers=auth(tok["S"])).status_code == 201
    err(c.post(url, json={"play": "D3"}, headers=auth(tok["E"])), 409, "table_full")
    view = c.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).json()
    assert view["seq"] == 6 and len(c.get(f"/v1/tables/{tid}/view", headers=auth(tok["W"])).content) < 20_000


def test_rule_is_bounded_like_a_table(client: TestClient) -> None:
    inc = {"contract": "4H", "declarer": "S", "deal": DEAL, "play": ["D2"],
           "events": [{"by": "S", "say": "x" * 400}]}
    err(client.post("/v1/rule", json=inc), 400, "too_long", "events[0].say")
    inc["events"] = [{"by": "S", "say": "small"}] * (EventLimits.max_events + 1)
    err(client.post("/v1/rule", json=inc), 400, "too_long", "events")


def test_offload_refuses_beyond_its_bound() -> None:
    import asyncio

    gate = threading.Event()

    async def run() -> list[Any]:
        off = Offload(workers=1, waiting=1, processes=False)
        calls = [asyncio.ensure_future(off.run(gate.wait, 10)) for _ in range(2)]
        await asyncio.sleep(0.05)
        with pytest.raises(Exception) as e:
            await off.run(gate.wait, 10)
        assert getattr(e.value, "status", None) == 503 and e.value.headers == {"Retry-After": "1"}  # type: ignore[attr-defined]
        gate.set()
        out = await asyncio.gather(*calls)
        off.close()
        return out

    assert asyncio.run(run()) == [True, True]


def test_socket_answers_malformed_messages_and_logs_no_traceback(client: TestClient,
                                                                 caplog: pytest.LogCaptureFixture) -> None:
    tid, tok = new_table(client)
    caplog.set_level(logging.DEBUG)
    with client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['W']}") as ws:
        assert ws.receive_json()["type"] == "view"
        ws.send_bytes(b'{"play": "D2"}')
        assert ws.receive_json()["error"]["code"] == "bad_message"
        ws.send_text('{"say": "\\ud800"}')
        m = ws.receive_json()
        assert (m["type"], m["status"], m["error"]["code"]) == ("error", 400, "bad_text")
        assert m["error"]["where"] == "say"
        ws.send_text("[" * 100_000)
        assert ws.receive_json()["error"]["code"] == "too_large"
        ws.send_text("[" * 10_000)
        assert ws.receive_json()["error"]["code"] == "bad_event"
        ws.send_text('{"type": "hello", "after": -1}')
        assert ws.receive_json()["error"]["code"] == "bad_hello"
        ws.send_text('{"play": "D2"}')  # still open: the next good message is taken
        assert {ws.receive_json()["type"], ws.receive_json()["type"]} == {"ack", "event"}
    assert "Traceback" not in caplog.text and not [r for r in caplog.records if r.exc_info]


def test_socket_origin_same_host_or_configured(app_factory: Any) -> None:
    c: TestClient = app_factory(cors_origins=["https://club.example"])
    tid, tok = new_table(c)
    url = f"/v1/tables/{tid}/ws?token={tok['W']}"
    for origin in ("http://testserver", "https://club.example", None):
        headers = {"origin": origin} if origin else {}
        with c.websocket_connect(url, headers=headers) as ws:
            assert ws.receive_json()["type"] == "view"
    for origin in ("https://evil.example", "null", "http://testserver.evil.example"):
        with (pytest.raises(WebSocketDisconnect) as e,
              c.websocket_connect(url, headers={"origin": origin}) as ws):
            ws.receive_json()
        assert e.value.code == 4403
    assert origin_allowed("http://Example.org:8000", "example.org:8000", [])
    assert not origin_allowed("http://example.org:8001", "example.org:8000", [])
    assert origin_allowed("https://anything", "h", ["*"])


def test_a_frame_over_the_limit_is_refused_by_the_protocol(tmp_path: Path) -> None:
    server = Server(tmp_path / "t.sqlite", ["--log-level", "info"])
    server.start()
    try:
        r = httpx.post(server.url + "/v1/tables", json=BOARD, headers=auth(ADMIN)).json()
        url = f"ws://127.0.0.1:{server.port}/v1/tables/{r['table']}/ws?token={r['tokens']['W']}"
        with connect(url, max_size=2**24) as ws:
            assert json.loads(ws.recv(timeout=10))["type"] == "view"
            ws.send("x" * (MAX_MESSAGE + 1))  # over the frame limit: the server's protocol closes
            with pytest.raises(ConnectionClosed) as e:
                ws.recv(timeout=10)
            assert e.value.rcvd is not None and e.value.rcvd.code == 1009
        with connect(url, max_size=2**24) as ws:  # a message within the limit, not JSON: an answer
            ws.recv(timeout=10)
            ws.send("x" * (MAX_MESSAGE - 10))
            assert json.loads(ws.recv(timeout=10))["error"]["code"] == "bad_event"
            ws.send(b"\x00\x01")  # a binary frame
            assert json.loads(ws.recv(timeout=10))["error"]["code"] == "bad_message"
    finally:
        proc = server.proc
        server.stop()
    assert proc is not None and proc.stderr is not None
    log = proc.stderr.read().decode()
    assert "[accepted]" in log and "Traceback" not in log and "Exception" not in log, log
