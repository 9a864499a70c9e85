"""Fixtures of the table-service tests: a TestClient app, a table, a real server on a free port."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the service tests need the service extra: pip install -e '.[service]'")

from fastapi.testclient import TestClient

from bridgelaw.service.app import ServiceConfig, create_app

ADMIN = "admin-secret-for-tests"
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
BOARD = {"deal": DEAL, "contract": "4H", "declarer": "S"}


def auth(token: str) -> dict[str, str]:
    """The Authorization header of a token."""
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def app_factory(tmp_path: Path) -> Iterator[Any]:
    """Make TestClients on a fresh database (keyword arguments go to ServiceConfig)."""
    clients: list[TestClient] = []

    def make(**kw: Any) -> TestClient:
        cfg = ServiceConfig(
            db=str(tmp_path / f"t{len(clients)}.sqlite"), admin_token=ADMIN, freeze_gc=False, **kw
        )
        c = TestClient(create_app(cfg), raise_server_exceptions=False)
        c.__enter__()
        clients.append(c)
        return c

    yield make
    for c in clients:
        c.__exit__(None, None, None)


@pytest.fixture
def client(app_factory: Any) -> TestClient:
    """A TestClient on a fresh database."""
    c: TestClient = app_factory()
    return c


def new_table(c: TestClient, **body: Any) -> tuple[str, dict[str, str]]:
    """Create a table (the demo deal, 4H by S unless ``body`` says otherwise): (id, tokens)."""
    r = c.post("/v1/tables", json={**BOARD, **body}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    data = r.json()
    return data["table"], data["tokens"]


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """A real ``bridgelaw serve`` process on 127.0.0.1 (start, stop, kill -9, restart); ``extra``:
    more options (``--database URL``, ``--workers N``)."""

    def __init__(self, db: Path, extra: list[str] | None = None) -> None:
        self.db = db
        self.extra = list(extra or [])
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        import httpx2 as httpx

        cmd = [
            sys.executable,
            "-c",
            "from bridgelaw.cli import main; main()",
            "serve",
            "--port",
            str(self.port),
            "--db",
            str(self.db),
            "--admin-token",
            ADMIN,
            *self.extra,
        ]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode() if self.proc.stderr else ""
                raise RuntimeError(f"the server exited: {err}")
            try:
                if httpx.get(self.url + "/v1/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start in 30 s")

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, sig)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=15)
        self.proc = None


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """A started real server on a free port, stopped at the end."""
    s = Server(tmp_path / "tables.sqlite")
    s.start()
    yield s
    s.stop()
