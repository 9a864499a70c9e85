"""``bridgelaw serve``: the live table service (table-service.md "Starting it").

Example::

    bridgelaw serve                                   # 127.0.0.1:8000, ./bridgelaw-tables.sqlite
    bridgelaw serve --port 8123 --db /some/where.sqlite --admin-token SECRET

Without ``--admin-token`` (or ``BRIDGELAW_ADMIN_TOKEN``) the server makes one and prints the
lobby's address with it. Bad options print ``error: ...`` and exit 2.
"""

from __future__ import annotations

import os
import secrets
import sys
from pathlib import Path
from typing import Annotated

import typer

__all__ = ["register", "serve"]


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


def serve(host: str = "127.0.0.1", port: int = 8000, db: Path = Path("bridgelaw-tables.sqlite"),
          admin_token: str | None = None, cors_origin: list[str] | None = None, max_body: int = 64 * 1024,
          log_level: str = "warning", sync: str = "full", max_voice_body: int = 1_000_000) -> None:
    """Run the server until interrupted (``max_voice_body``: the largest audio body of
    ``POST /v1/tables/{id}/voice``, bytes).

    Raises:
        typer.Exit: code 2 for a bad option or a database that cannot be opened (one line on stderr).
    """
    try:
        import uvicorn

        from bridgelaw.service.app import ServiceConfig, create_app
        from bridgelaw.service.sqlite_store import SQLiteStore
        from bridgelaw.service.store import StoreError
    except ImportError:
        from bridgelaw.service import MISSING_EXTRA

        print(f"error: {MISSING_EXTRA}", file=sys.stderr)
        raise typer.Exit(2) from None
    if not 0 < port < 65536:
        print(f"error: --port: {port} is not a port (1-65535)", file=sys.stderr)
        raise typer.Exit(2)
    if db.is_dir() or not db.parent.is_dir():
        print(f"error: --db: cannot use {str(db)!r}: "
              + ("it is a folder" if db.is_dir() else f"the folder {str(db.parent)!r} does not exist"),
              file=sys.stderr)
        raise typer.Exit(2)
    token = admin_token or os.environ.get("BRIDGELAW_ADMIN_TOKEN") or ""
    made = not token
    if made:
        token = secrets.token_urlsafe(24)
    if sync not in ("full", "normal"):
        print(f"error: --sync: {sync!r} is not full or normal", file=sys.stderr)
        raise typer.Exit(2)
    config = ServiceConfig(db=str(db), admin_token=token, cors_origins=list(cors_origin or []),
                           max_body=max_body, max_voice_body=max_voice_body, synchronous=sync.upper())
    busy = _port_taken(host, port)
    if busy:
        print(f"error: --port: cannot listen on {host}:{port}: {busy}", file=sys.stderr)
        raise typer.Exit(2)
    try:
        store = SQLiteStore(config.db, synchronous=config.synchronous)
    except StoreError as e:
        print(f"error: {e}", file=sys.stderr)
        raise typer.Exit(2) from None
    app = create_app(config, store=store)
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    lobby = f"http://{shown}:{port}/" + (f"?admin={token}" if made else "")
    print(f"bridgelaw serve: tables in {db}; lobby {lobby} ; API docs http://{shown}:{port}/docs", flush=True)
    # no per-message deflate: a view is a few kB, and compressing it for every client costs more than it saves
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws="websockets-sansio", lifespan="on",
                ws_per_message_deflate=False)


def register(app: typer.Typer) -> None:
    """Add the ``serve`` command to ``app``."""

    @app.command("serve")
    def _cmd(
        host: Annotated[str, typer.Option("--host", help="Address to bind (default: this machine only).")]
        = "127.0.0.1",
        port: Annotated[int, typer.Option("--port", help="TCP port.")] = 8000,
        db: Annotated[Path, typer.Option("--db", help="The SQLite file of the tables.")]
        = Path("bridgelaw-tables.sqlite"),
        admin_token: Annotated[str | None, typer.Option(
            "--admin-token", help="Secret needed to create tables (or BRIDGELAW_ADMIN_TOKEN).")] = None,
        cors_origin: Annotated[list[str] | None, typer.Option(
            "--cors-origin", help="Allow this origin by CORS (repeatable; default: no CORS).")] = None,
        max_body: Annotated[int, typer.Option("--max-body", help="Largest request body, bytes.")] = 64 * 1024,
        max_voice_body: Annotated[int, typer.Option(
            "--max-voice-body", help="Largest audio body of POST /v1/tables/{id}/voice, bytes.")] = 1_000_000,
        log_level: Annotated[str, typer.Option("--log-level", help="uvicorn log level.")] = "warning",
        sync: Annotated[str, typer.Option(
            "--sync", help="SQLite synchronous: full (each commit on disk: survives a power cut) or normal "
            "(WAL: survives kill -9 of the server, faster).")] = "full",
    ) -> None:
        """Run the live table service: HTTP API, WebSocket, web table, director's desk."""
        serve(host, port, db, admin_token, cors_origin, max_body, log_level, sync, max_voice_body)
