"""Stateless fuzzing of every HTTP endpoint from the OpenAPI document (schemathesis): no answer
is a 500, every status and body is the one the document gives, and an invalid input is a 400
(or 401/403/404/409/413), never a traceback. Run twice per endpoint: as generated (random
table ids and tokens: 401/404 mostly), and on a real table with a real token of a role drawn
for each case, so that the bodies reach the event path and the engine."""

from __future__ import annotations

import hashlib
import tempfile
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("schemathesis", reason="the fuzz test needs schemathesis (the dev extra)")

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from bridgelaw.service.app import ServiceConfig, create_app

from .conftest import ADMIN, BOARD

_DB = Path(tempfile.mkdtemp(prefix="bridgelaw-fuzz-")) / "fuzz.sqlite"
APP = create_app(ServiceConfig(db=str(_DB), admin_token=ADMIN, freeze_gc=False, gc_threshold=None,
                               switch_interval=0, gc_full_every=0))
schema = schemathesis.openapi.from_dict(APP.openapi())
_CLIENT: list[Any] = []


def client() -> Any:
    """One TestClient of the app for the module (its lifespan runs once; the app closes its
    store at shutdown, so it cannot be started again)."""
    if not _CLIENT:
        from fastapi.testclient import TestClient

        c = TestClient(APP, raise_server_exceptions=False)
        c.__enter__()
        _CLIENT.append(c)
    return _CLIENT[0]


def call(case: Any) -> Any:
    """Send ``case`` to the app (schemathesis's request, through the module's TestClient)."""
    kw = {k: v for k, v in case.as_transport_kwargs(base_url="http://testserver").items() if v}
    if "data" in kw and isinstance(kw["data"], bytes | str):
        kw["content"] = kw.pop("data")
    return client().request(kw.pop("method"), kw.pop("url"), **kw)

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
FUZZ = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
_TABLE: dict[str, Any] = {}


def _table() -> tuple[str, dict[str, str]]:
    """A real table of the app (created once, through the app itself)."""
    if not _TABLE:
        r = client().post("/v1/tables", json=BOARD, headers={"Authorization": f"Bearer {ADMIN}"})
        assert r.status_code == 201, r.text
        _TABLE.update(r.json())
    return _TABLE["table"], _TABLE["tokens"]


@schema.parametrize()
@FUZZ
def test_fuzz_every_endpoint_as_generated(case: Any) -> None:
    case.validate_response(call(case), checks=CHECKS)


@schema.parametrize()
@FUZZ
def test_fuzz_every_endpoint_on_a_real_table(case: Any) -> None:
    tid, tokens = _table()
    if "table_id" in (case.path_parameters or {}):
        case.path_parameters["table_id"] = tid
    roles = sorted(tokens)
    pick = int(hashlib.sha256(repr((case.body, case.query)).encode("utf-8", "surrogatepass")).hexdigest(), 16)
    token = ADMIN if case.path in ("/v1/tables", "/v1/stats") else tokens[roles[pick % len(roles)]]
    case.headers = {**(case.headers or {}), "authorization": f"Bearer {token}"}
    case.validate_response(call(case), checks=CHECKS)
