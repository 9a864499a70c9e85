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


@pytest.mark.parametrize("args, env, says", [
    (["--database", "mysql://u@localhost/db"], {},
     "error: --database: 'mysql://u@localhost/db' is not a postgresql://"),
    (["--database", "postgresql://u@127.0.0.1:1/db"], {},
     "error: --database 127.0.0.1:1/db: cannot open the table database: connection failed"),
    ([], {"BRIDGELAW_DATABASE": "postgresql://u:secret@127.0.0.1:1/env"},
     "error: --database 127.0.0.1:1/env: "),
    (["--workers", "2"], {}, "error: --workers 2: several workers need --database postgresql://"),
    (["--workers", "0"], {}, "error: --workers: 0 is not a number of processes"),
])
def test_serve_bad_database_or_workers_is_one_error_line(tmp_path: Path, args: list[str],
                                                         env: dict[str, str], says: str) -> None:
    pytest.importorskip("psycopg", reason="--database needs the postgres extra: pip install -e '.[postgres]'")
    import os

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = str(s.getsockname()[1])
    r = subprocess.run([sys.executable, "-c", "from bridgelaw.cli import main; main()", "serve",
                        "--port", port, "--db", str(tmp_path / "t.sqlite"), *args],
                       capture_output=True, text=True, timeout=60, env={**os.environ, **env}, check=False)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith(says), r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "secret" not in r.stderr
    assert not (tmp_path / "t.sqlite").exists()
