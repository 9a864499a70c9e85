"""The tables of a server (service/tables.py): loaded from the store when first asked for, not
at start, and kept in a bounded cache - so start-up and memory do not grow with the number of
tables ever played - with nothing lost when a table is dropped and replayed."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the service tests need the service extra: pip install -e '.[service]'")

from fastapi.testclient import TestClient

from bridgelaw.service.app import ServiceConfig, create_app

from .conftest import ADMIN, auth, new_table

BENCH = Path(__file__).resolve().parents[2] / "bench" / "season.py"


def _season(path: Path, tables: int) -> dict[str, dict[str, str]]:
    """A store holding ``tables`` boards played out (bench/season.py's own): id -> its tokens."""
    spec = importlib.util.spec_from_file_location("bench_season", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    bench.make_season(path, tables)
    tokens: dict[str, dict[str, str]] = json.loads(Path(str(path) + ".tokens.json").read_text())
    return tokens


@pytest.fixture
def season(tmp_path: Path) -> Iterator[tuple[Path, dict[str, dict[str, str]]]]:
    path = tmp_path / "season.sqlite"
    yield path, _season(path, 60)


def test_a_server_starts_without_loading_any_table(season: tuple[Path, dict[str, dict[str, str]]]) -> None:
    path, tokens = season
    with TestClient(create_app(ServiceConfig(db=str(path), admin_token=ADMIN, freeze_gc=False))) as c:
        tables = c.app.state.manager.tables  # type: ignore[attr-defined]
        assert c.get("/v1/health").json() == {"status": "ok"}
        assert len(tables) == 0
        tid = sorted(tokens)[42]
        v = c.get(f"/v1/tables/{tid}/view", headers=auth(tokens[tid]["director"])).json()
        assert v["over"] and v["seq"] == 52 and v["won"]["NS"] + v["won"]["EW"] == 13
        assert len(tables) == 1
        assert [r.id for r in tables.list()] == sorted(tokens)  # listed without being loaded
        assert len(tables) == 1


def test_the_cache_is_bounded_and_a_dropped_table_comes_back_the_same(
        season: tuple[Path, dict[str, dict[str, str]]]) -> None:
    path, tokens = season
    cfg = ServiceConfig(db=str(path), admin_token=ADMIN, freeze_gc=False, max_cached=5)
    with TestClient(create_app(cfg)) as c:
        tables = c.app.state.manager.tables  # type: ignore[attr-defined]
        first = {}
        for tid, tok in tokens.items():
            first[tid] = c.get(f"/v1/tables/{tid}/view", headers=auth(tok["S"])).json()
            assert len(tables) <= 5
        for tid, tok in list(tokens.items())[:10]:  # dropped long ago: replayed from the store
            assert c.get(f"/v1/tables/{tid}/view", headers=auth(tok["S"])).json() == first[tid]
        assert len(tables) <= 5


def test_a_table_with_clients_is_kept_beyond_the_cache(app_factory: Any) -> None:
    c: TestClient = app_factory(max_cached=2)
    tables = c.app.state.manager.tables  # type: ignore[attr-defined]
    tid, tok = new_table(c)
    with c.websocket_connect(f"/v1/tables/{tid}/ws?token={tok['N']}") as ws:
        assert ws.receive_json()["type"] == "view"
        for _ in range(4):
            new_table(c)
        kept = tables.get(tid)
        assert kept.clients  # never dropped while a client listens
        r = c.post(f"/v1/tables/{tid}/events", json={"play": "D2"}, headers=auth(tok["W"]))
        assert r.status_code == 201
        msg = ws.receive_json()
        assert msg["type"] == "event" and msg["seq"] == 1
    assert len(tables) <= 3


def test_start_up_memory_does_not_grow_with_the_tables_ever_played(tmp_path: Path) -> None:
    """The Python memory a server holds once it answers /v1/health is the same on a store of 20
    tables and one of 600 (31,200 events): no table is read at start (600 loaded: ~90 MB)."""
    import gc
    import tracemalloc

    def started_on(tables: int) -> int:
        path = tmp_path / f"season{tables}.sqlite"
        _season(path, tables)
        gc.collect()
        tracemalloc.start()
        try:
            with TestClient(create_app(ServiceConfig(db=str(path), admin_token=ADMIN, freeze_gc=False,
                                                     gc_threshold=None))) as c:
                assert c.get("/v1/health").status_code == 200
                gc.collect()
                held, _ = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        return held

    started_on(5)  # warm-up: the first start imports and builds the catalogues
    small, large = started_on(20), started_on(600)
    assert abs(large - small) < 1_000_000, (small, large)
