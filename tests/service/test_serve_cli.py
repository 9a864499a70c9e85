"""`bridgelaw serve`'s own bad input (table-service.md "Starting it"): one `error:` line and exit
code 2 before anything is created or printed."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the service tests need the service extra: pip install -e '.[service]'")


def _serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from bridgelaw.cli import main; main()", "serve", *args],
                          capture_output=True, text=True, timeout=60, check=False)


def test_serve_port_in_use_is_one_error_line_and_nothing_created(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        db = tmp_path / "t.sqlite"
        r = _serve("--port", str(port), "--db", str(db), "--admin-token", "x")
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.startswith(f"error: --port: cannot listen on 127.0.0.1:{port}: ")
    assert len(r.stderr.strip().splitlines()) == 1
    assert not db.exists()


def test_serve_bad_sync_is_one_error_line(tmp_path: Path) -> None:
    r = _serve("--sync", "bogus", "--db", str(tmp_path / "t.sqlite"))
    assert r.returncode == 2
    assert r.stderr.startswith("error: --sync:")
