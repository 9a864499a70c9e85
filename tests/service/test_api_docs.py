"""The API as documented in the repository is the API served:

* docs/openapi.json and docs/schemas/*.json are what ``tools/api_docs.py`` generates from the code;
* every view and every socket message of a board played with irregularities, for every role,
  whole and delta, matches its documented model (the view's fields exactly: a field added to the
  view must be documented in ``bridgelaw/service/schemas.py``);
* the examples of docs/table-service.md and docs/table-socket.md run (doctest) against a server;
* every error code the service answers is in docs/table-service.md's table of errors.
"""

from __future__ import annotations

import doctest
import importlib.util
import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgelaw.service.schemas import SOCKET_MESSAGES, View

from .conftest import ADMIN, auth, new_table
from .play import next_act

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("api_docs", ROOT / "tools" / "api_docs.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_committed_api_documents_are_generated_from_the_code() -> None:
    stale = [str(p.relative_to(ROOT)) for p in _tool().stale()]
    assert not stale, f"run: python tools/api_docs.py --write ({', '.join(stale)} differ)"


def test_the_openapi_document_has_every_schema(client: TestClient) -> None:
    doc = client.get("/openapi.json").json()
    schemas = doc["components"]["schemas"]
    for name in ("View", "Ruling", "EventBody", "Incident", "ErrorBody", "Acknowledged", "Created",
                 "ViewMessage", "EventMessage", "AckMessage", "ErrorMessage", "CallMessage", "HelloMessage"):
        assert name in schemas, name
    assert "HTTPValidationError" not in schemas  # a bad request is a 400 error object, never FastAPI's 422
    view = doc["paths"]["/v1/tables/{table_id}/view"]["get"]["responses"]["200"]
    assert view["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/View"}
    for path, ops in doc["paths"].items():
        for method, op in ops.items():
            for status, answer in op["responses"].items():
                if int(status) >= 400:
                    assert answer["content"]["application/json"]["schema"] == {
                        "$ref": "#/components/schemas/ErrorBody"}, (path, method, status)


MESSAGE_MODELS = {"view": "view-message", "event": "event-message", "ack": "ack-message",
                  "error": "error-message", "call": "call-message"}


def test_every_view_and_message_of_a_board_matches_its_documented_schema(client: TestClient) -> None:
    tid, tok = new_table(client)
    roles = ["N", "E", "S", "W", "director", "spectator"]
    sockets = [client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok[r]}" + ("&delta=1" if d else ""))
               for r in roles for d in (False, True)]
    opened = [s.__enter__() for s in sockets]
    messages: list[dict[str, Any]] = [ws.receive_json() for ws in opened]

    def act(role: str, body: dict[str, Any]) -> None:
        r = client.post(f"/v1/tables/{tid}/events", json=body, headers=auth(tok[role]))
        assert r.status_code == 201, r.text
        for ws in opened:
            messages.append(ws.receive_json())

    try:
        act("E", {"play": "D5"})  # 54: options
        act("S", {"choose": "require_retraction"})  # 54D: a penalty card
        act("S", {"choose": "neither"})
        opened[6].send_json({"play": "C6"})  # West on his socket: an ack, then the event
        for i, ws in enumerate(opened):
            messages.extend(ws.receive_json() for _ in range(2 if i == 6 else 1))
        act("S", {"say": "the jack, no, the king"})
        client.post(f"/v1/tables/{tid}/call", headers=auth(tok["E"]))
        for ws in opened:
            messages.append(ws.receive_json())
        opened[0].send_json({"play": "SA"})  # North (dummy) plays: refused
        messages.append(opened[0].receive_json())
        opened[1].send_json({"type": "hello", "after": 2})
        while (m := opened[1].receive_json())["seq"] < 5 or "view" not in m:
            messages.append(m)
        messages.append(m)
        for _ in range(120):
            views = {r: client.get(f"/v1/tables/{tid}/view", headers=auth(tok[r])).json() for r in roles}
            for v in views.values():
                View.model_validate(v)
            if views["S"]["over"]:
                break
            role, body = next((r, a) for r, a in ((r, next_act(views[r])) for r in "NESW") if a is not None)
            act(role, body)
    finally:
        for s in sockets:
            s.__exit__(None, None, None)
    kinds = {m["type"] for m in messages}
    assert kinds == set(MESSAGE_MODELS)
    for m in messages:
        SOCKET_MESSAGES[MESSAGE_MODELS[m["type"]]].model_validate(m)
        if "view" in m:
            assert set(m["view"]) <= set(View.model_fields), set(m["view"]) - set(View.model_fields)


def _examples(path: Path) -> str:
    """The ```pycon blocks of a page, as one doctest text."""
    blocks = re.findall(r"```pycon\n(.*?)```", path.read_text(encoding="utf-8"), flags=re.S)
    assert blocks, f"{path.name} has no examples"
    return "\n".join(blocks)


@pytest.mark.parametrize("page", ["table-service.md", "table-socket.md"])
def test_the_examples_of_the_docs_run(app_factory: Any, page: str) -> None:
    http = app_factory()
    text = _examples(DOCS / page)
    test = doctest.DocTestParser().get_doctest(text, {"http": http, "ADMIN": ADMIN}, page, page, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    out: list[str] = []
    runner.run(test, out=out.append)
    assert runner.failures == 0 and runner.tries > 5, "".join(out)


def test_every_error_code_is_documented() -> None:
    page = (DOCS / "table-service.md").read_text(encoding="utf-8")
    src = ROOT / "src" / "bridgelaw" / "service"
    codes = set()
    for f in src.glob("*.py"):
        text = f.read_text(encoding="utf-8")
        codes |= set(re.findall(r'ApiError\(\s*\d{3},\s*"([a-z_]+)"', text))
        codes |= set(re.findall(r'error_body\(\s*"([a-z_]+)"', text))
        codes |= set(re.findall(r'_error\(outbox, \d{3}, "([a-z_]+)"', text))
    assert len(codes) > 25
    missing = sorted(c for c in codes if f"`{c}`" not in page)
    assert not missing, f"error codes not in docs/table-service.md: {missing}"
