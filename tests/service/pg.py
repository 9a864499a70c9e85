"""PostgreSQL for the tests: a server (``BRIDGELAW_TEST_POSTGRES``, as ``.ci/run`` starts one, or
a throwaway one this test session starts itself with ``tools/pgtest.py`` when PostgreSQL's
binaries are installed) and a fresh database on it per call of :func:`fresh_database`.

Where neither is possible the tests that need it skip, saying why. A server named by
``BRIDGELAW_TEST_POSTGRES`` that cannot be reached fails them instead: it was meant to be there.
"""

from __future__ import annotations

import atexit
import itertools
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import pgtest

_started: list[pgtest.PgServer] = []
_counter = itertools.count()


def server_url() -> str:
    """The URL of the test server's ``postgres`` database (skips the test where there is none)."""
    env = os.environ.get("BRIDGELAW_TEST_POSTGRES")
    if env:
        return env
    if not _started:
        reason = pgtest.why_not()
        if reason:
            pytest.skip(f"PostgreSQL tests skipped: {reason}")
        try:
            server = pgtest.start()
        except RuntimeError as e:
            pytest.skip(f"PostgreSQL tests skipped: cannot start a throwaway server: {e}")
        _started.append(server)
        atexit.register(pgtest.stop, server.folder)
    return _started[0].url


def fresh_database() -> str:
    """A new, empty database on the test server: its URL (dropped at the end of the test session
    on a server the session did not start itself)."""
    psycopg = pytest.importorskip("psycopg",
                                  reason="the PostgreSQL tests need psycopg: pip install -e '.[postgres]'")
    base = server_url()
    name = f"bl_test_{os.getpid()}_{next(_counter)}"
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name}")
        conn.execute(f"CREATE DATABASE {name}")
    if not _started:
        if not _made:
            atexit.register(_drop_made, base)
        _made.append(name)
    return urlsplit(base)._replace(path="/" + name).geturl()


_made: list[str] = []


def _drop_made(base: str) -> None:
    """Drop the databases this session made on a server it did not start (raises nothing)."""
    import psycopg

    try:
        with psycopg.connect(base, autocommit=True) as conn:
            for name in _made:
                conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    except psycopg.Error:
        pass
