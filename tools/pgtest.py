"""A throwaway PostgreSQL server for the tests and the bench (stdlib only: no psycopg needed).

    python3 tools/pgtest.py start            # prints: export BRIDGELAW_TEST_POSTGRES=...; export ..._DIR=...
    python3 tools/pgtest.py stop DIR         # stops the server of DIR and removes DIR
    python3 tools/pgtest.py start --durable  # fsync on (the bench): as an operator's server

It runs the PostgreSQL binaries of this machine (``BRIDGELAW_PG_BIN``, else the newest
``/usr/lib/postgresql/*/bin`` - Debian's ``postgresql`` package -, else ``initdb`` on PATH) on
a new folder under the system's temp folder: ``initdb`` (trust authentication, user
``bridgelaw``), then ``pg_ctl start`` listening on 127.0.0.1 on a free port and on a unix
socket in that folder. As root, PostgreSQL refuses to run: the folder is handed to the user
``postgres`` (Debian's package creates it) and the binaries run as that user.

Without ``--durable`` the server runs with ``fsync=off`` (the tests kill service processes, not
the database server, so what PostgreSQL has on disk is never in question there, and the tests
run faster on a shared disk); the bench starts it with ``--durable``, PostgreSQL's defaults.

:func:`start` and :func:`stop` are what ``tests/service/pg.py`` and ``bench/service.py`` call;
:func:`why_not` says why no server can be started here (None: one can).
"""

from __future__ import annotations

import argparse
import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

USER = "bridgelaw"  # the database superuser initdb creates


@dataclass(frozen=True)
class PgServer:
    """A started server: ``url`` (to its ``postgres`` database), ``folder`` (data, log, socket)."""

    url: str
    folder: Path
    port: int


def bin_dir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``, or None when PostgreSQL is not installed."""
    env = os.environ.get("BRIDGELAW_PG_BIN")
    if env:
        return Path(env) if (Path(env) / "initdb").exists() else None
    def version(initdb: str) -> int:
        name = Path(initdb).parent.parent.name
        return int(name) if name.isdigit() else 0

    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=version)
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    return Path(on_path).resolve().parent if on_path else None


def _run_as() -> pwd.struct_passwd | None:
    """The user the binaries run as: None (this one) unless this is root, then ``postgres``."""
    if os.geteuid() != 0:
        return None
    return pwd.getpwnam("postgres")


def why_not() -> str | None:
    """Why no throwaway server can be started on this machine, or None when one can."""
    if bin_dir() is None:
        return ("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb, no initdb on PATH; "
                "apt-get install postgresql, or set BRIDGELAW_PG_BIN or BRIDGELAW_TEST_POSTGRES)")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no user 'postgres' to run PostgreSQL as"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start(*, durable: bool = False, max_connections: int = 300) -> PgServer:
    """Start a new server on a new folder; returns it once it accepts connections.

    Raises:
        RuntimeError: PostgreSQL is not installed here, or it did not start (the message holds
            its log's end).
    """
    reason = why_not()
    if reason:
        raise RuntimeError(reason)
    bins = bin_dir()
    assert bins is not None
    folder = Path(tempfile.mkdtemp(prefix="bridgelaw-pg-"))
    owner = _run_as()
    if owner is not None:
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    kw: dict[str, object] = {"user": owner.pw_uid, "group": owner.pw_gid} if owner else {}
    env = {**os.environ, "LC_ALL": "C", "LANG": "C"}
    data = folder / "data"
    out = subprocess.run([str(bins / "initdb"), "-D", str(data), "-U", USER, "--auth=trust", "-E", "UTF8",
                          "--no-locale", "--no-sync"], capture_output=True, text=True, env=env,
                         cwd=folder, **kw)  # type: ignore[call-overload]
    if out.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"initdb failed: {out.stderr.strip()[-500:]}")
    options = [f"-c max_connections={max_connections}", "-c listen_addresses=127.0.0.1",
               f"-k {folder}"]
    if not durable:
        options += ["-c fsync=off", "-c full_page_writes=off"]
    for _ in range(5):  # the free port may be taken in between: try another
        port = _free_port()
        out = subprocess.run([str(bins / "pg_ctl"), "-D", str(data), "-l", str(folder / "log"), "-w",
                              "-t", "60", "-o", " ".join([f"-p {port}", *options]), "start"],
                             capture_output=True, text=True, env=env, cwd=folder, **kw)  # type: ignore[call-overload]
        if out.returncode == 0:
            return PgServer(f"postgresql://{USER}@127.0.0.1:{port}/postgres", folder, port)
        time.sleep(0.2)
    log = (folder / "log").read_text(errors="replace")[-800:] if (folder / "log").exists() else out.stderr
    stop(folder)
    raise RuntimeError(f"PostgreSQL did not start: {log.strip()}")


def stop(folder: Path | str) -> None:
    """Stop the server of ``folder`` (immediately) and remove the folder; raises nothing."""
    folder = Path(folder)
    bins = bin_dir()
    data = folder / "data"
    if bins is not None and (data / "postmaster.pid").exists():
        owner = _run_as()
        kw: dict[str, object] = {"user": owner.pw_uid, "group": owner.pw_gid} if owner else {}
        subprocess.run([str(bins / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                       capture_output=True, cwd=folder, **kw)  # type: ignore[call-overload]
    shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    st = sub.add_parser("start", help="start a server; print the shell exports of its URL and folder")
    st.add_argument("--durable", action="store_true", help="fsync on (PostgreSQL's defaults)")
    sp = sub.add_parser("stop", help="stop the server of a folder and remove the folder")
    sp.add_argument("folder")
    args = ap.parse_args()
    if args.cmd == "stop":
        stop(args.folder)
        return 0
    try:
        server = start(durable=args.durable)
    except RuntimeError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"export BRIDGELAW_TEST_POSTGRES={server.url}; export BRIDGELAW_TEST_POSTGRES_DIR={server.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
