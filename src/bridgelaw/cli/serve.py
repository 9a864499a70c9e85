"""``bridgelaw serve``: the live table service (table-service.md "Starting it").

Example::

    bridgelaw serve                                   # 127.0.0.1:8000, ./bridgelaw-tables.sqlite
    bridgelaw serve --port 8123 --db /some/where.sqlite --admin-token SECRET
    bridgelaw serve --database postgresql://bridgelaw@db.example/bridgelaw --workers 4

Without ``--admin-token`` (or ``BRIDGELAW_ADMIN_TOKEN``) the server makes one and prints the
lobby's address with it. ``--database`` (or ``BRIDGELAW_DATABASE``) keeps the tables on a
PostgreSQL server instead of the SQLite file ``--db``; ``--workers N`` (PostgreSQL only) runs N
service processes on one port (uvicorn's workers: the port's connections are shared between
them, each may serve any table). Bad options, a bad URL or an unreachable server print
``error: ...`` and exit 2.
"""

from __future__ import annotations

import dataclasses
import json
import os
import secrets
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

__all__ = ["SHUTDOWN_GRACE", "register", "serve"]

#: Seconds the connections are given to close at SIGTERM/SIGINT before the server stops anyway.
SHUTDOWN_GRACE = 5


def _port_taken(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (e.g. the address is in use), or None. Checked
    before anything is created or printed, so that a taken port is one ``error:`` line (exit
    2), not uvicorn's message after the lobby's address (the port may still be taken in the
    moment between this check and uvicorn's bind: uvicorn then reports it)."""
    import socket

    try:
        infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as e:
        return f"unknown host ({e.strerror or e})"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
        try:
            s.bind(address)
        except OSError as e:
            return e.strerror or str(e)
    return None


def _check_options(port: int, sync: str, client_queue: int) -> None:
    """Refuse a port outside 1-65535, a ``--sync`` other than full/normal and a ``--client-queue``
    below 1.

    Raises:
        typer.Exit: code 2, with one line on stderr naming the option.
    """
    if not 0 < port < 65536:
        print(f"error: --port: {port} is not a port (1-65535)", file=sys.stderr)
        raise typer.Exit(2)
    if sync not in ("full", "normal"):
        print(f"error: --sync: {sync!r} is not full or normal", file=sys.stderr)
        raise typer.Exit(2)
    if client_queue < 1:
        print(f"error: --client-queue: {client_queue} must be at least 1", file=sys.stderr)
        raise typer.Exit(2)


def serve(host: str = "127.0.0.1", port: int = 8000, db: Path = Path("bridgelaw-tables.sqlite"),
          admin_token: str | None = None, cors_origin: list[str] | None = None, max_body: int = 64 * 1024,
          log_level: str = "warning", sync: str = "full", max_voice_body: int = 1_000_000,
          database: str | None = None, workers: int = 1, client_queue: int = 100) -> None:
    """Run the server until interrupted (``max_voice_body``: the largest audio body of
    ``POST /v1/tables/{id}/voice``, bytes; ``database``: a PostgreSQL URL instead of the SQLite
    file ``db``, default ``BRIDGELAW_DATABASE``; ``workers``: service processes on the port,
    more than one only with ``database``; ``client_queue``: messages that may wait for one
    socket's client before it is dropped). A socket's frame over the socket's message limit
    (16 kB) is refused by the WebSocket protocol itself (close 1009); on SIGTERM/SIGINT the
    connections are given :data:`SHUTDOWN_GRACE` seconds to close, then the server stops.

    Raises:
        typer.Exit: code 2 for a bad option or a database that cannot be opened (one line on stderr).
    """
    try:
        import uvicorn

        from bridgelaw.service.app import CONFIG_ENV, ServiceConfig, create_app, open_store
        from bridgelaw.service.store import StoreError
        from bridgelaw.service.ws import MAX_MESSAGE
    except ImportError:
        from bridgelaw.service import MISSING_EXTRA

        print(f"error: {MISSING_EXTRA}", file=sys.stderr)
        raise typer.Exit(2) from None
    _check_options(port, sync, client_queue)
    database = database if database is not None else os.environ.get("BRIDGELAW_DATABASE", "")
    _check_where(db, database, workers)
    token = admin_token or os.environ.get("BRIDGELAW_ADMIN_TOKEN") or ""
    made = not token
    if made:
        token = secrets.token_urlsafe(24)
    config = ServiceConfig(db=str(db), database=database, admin_token=token,
                           cors_origins=list(cors_origin or []), max_body=max_body,
                           max_voice_body=max_voice_body, synchronous=sync.upper(), client_queue=client_queue)
    busy = _port_taken(host, port)
    if busy:
        print(f"error: --port: cannot listen on {host}:{port}: {busy}", file=sys.stderr)
        raise typer.Exit(2)
    try:
        store = open_store(config)  # the database is reachable and its schema ours, or one error line
    except StoreError as e:
        print(f"error: {e}", file=sys.stderr)
        raise typer.Exit(2) from None
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    lobby = f"http://{shown}:{port}/" + (f"?admin={token}" if made else "")
    where = str(db)
    if database:
        from bridgelaw.service.postgres_store import describe_url

        where = f"postgresql {describe_url(database)}" + (f", {workers} workers" if workers > 1 else "")
    if workers > 1:
        store.close()  # each worker opens its own
        os.environ[CONFIG_ENV] = json.dumps(dataclasses.asdict(config))
    print(f"bridgelaw serve: tables in {where}; lobby {lobby} ; API docs http://{shown}:{port}/docs",
          flush=True)
    # no per-message deflate: a view is a few kB, and compressing it for every client costs more than it saves
    # ws_max_size: a frame over the app's own limit is refused by the protocol, before it is read
    # whole; timeout_graceful_shutdown: a client that reads nothing cannot keep the server up
    options: dict[str, Any] = {"host": host, "port": port, "log_level": log_level, "ws": "websockets-sansio",
                               "lifespan": "on", "ws_per_message_deflate": False, "ws_max_size": MAX_MESSAGE,
                               "timeout_graceful_shutdown": SHUTDOWN_GRACE}
    if workers == 1:
        uvicorn.run(create_app(config, store=store), **options)
    else:  # uvicorn's workers: N processes on the one listening socket, each its own app and store
        uvicorn.run("bridgelaw.service.app:app_from_env", factory=True, workers=workers, **options)


def _check_where(db: Path, database: str, workers: int) -> None:
    """Refuse ``--workers`` below 1, or above 1 without ``--database``, and an SQLite ``--db``
    that is a folder or in a folder that does not exist: one ``error:`` line, exit 2."""
    why = None
    if workers < 1:
        why = f"--workers: {workers} is not a number of processes (1 or more)"
    elif workers > 1 and not database:
        why = (f"--workers {workers}: several workers need --database postgresql://... "
               "(an SQLite file is served by one process)")
    elif not database and (db.is_dir() or not db.parent.is_dir()):
        why = (f"--db: cannot use {str(db)!r}: "
               + ("it is a folder" if db.is_dir() else f"the folder {str(db.parent)!r} does not exist"))
    if why:
        print(f"error: {why}", file=sys.stderr)
        raise typer.Exit(2)


def register(app: typer.Typer) -> None:
    """Add the ``serve`` command to ``app``."""

    @app.command("serve")
    def _cmd(
        host: Annotated[str, typer.Option("--host", help="Address to bind (default: this machine only).")]
        = "127.0.0.1",
        port: Annotated[int, typer.Option("--port", help="TCP port.")] = 8000,
        db: Annotated[Path, typer.Option("--db", help="The SQLite file of the tables.")]
        = Path("bridgelaw-tables.sqlite"),
        database: Annotated[str | None, typer.Option(
            "--database", help="A PostgreSQL URL (postgresql://user@host:5432/dbname) to keep the tables in "
            "instead of --db (or BRIDGELAW_DATABASE); several workers may share it.")] = None,
        workers: Annotated[int, typer.Option(
            "--workers", help="Service processes on the port (more than 1 needs --database).")] = 1,
        admin_token: Annotated[str | None, typer.Option(
            "--admin-token", help="Secret needed to create tables (or BRIDGELAW_ADMIN_TOKEN).")] = None,
        cors_origin: Annotated[list[str] | None, typer.Option(
            "--cors-origin", help="Allow this origin by CORS (repeatable; default: no CORS).")] = None,
        max_body: Annotated[int, typer.Option("--max-body", help="Largest request body, bytes.")] = 64 * 1024,
        max_voice_body: Annotated[int, typer.Option(
            "--max-voice-body", help="Largest audio body of POST /v1/tables/{id}/voice, bytes.")] = 1_000_000,
        log_level: Annotated[str, typer.Option("--log-level", help="uvicorn log level.")] = "warning",
        client_queue: Annotated[int, typer.Option(
            "--client-queue", help="Messages that may wait for one socket's client; a client further "
            "behind is dropped (close code 4408).")] = 100,
        sync: Annotated[str, typer.Option(
            "--sync", help="SQLite synchronous: full (each commit on disk: survives a power cut) or normal "
            "(WAL: survives kill -9 of the server, faster).")] = "full",
    ) -> None:
        """Run the live table service: HTTP API, WebSocket, web table, director's desk."""
        serve(host, port, db, admin_token, cors_origin, max_body, log_level, sync, max_voice_body, database,
              workers, client_queue)
