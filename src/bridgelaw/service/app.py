"""The FastAPI application of ``bridgelaw serve`` (table-service.md).

:func:`create_app` assembles it: the ``/v1`` API (:mod:`.api`), the stateless endpoints
(:mod:`.stateless`), the live socket (:mod:`.ws`), the pages (:mod:`.pages`: lobby, table,
director's desk) and any optional router module listed in :data:`OPTIONAL_ROUTERS` that is
installed (``bridgelaw.service.voice`` adds ``POST /v1/tables/{id}/voice`` by defining a
``router``). OpenAPI docs are at ``/docs``.

Safety: a body size limit (413), no CORS unless origins are configured, errors in the
contract's JSON shape and never a traceback (:mod:`.errors`).
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import logging
import os
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from pydantic import BaseModel

from bridgelaw.service import api, pages, stateless, ws
from bridgelaw.service.broadcast import OutboxLimits
from bridgelaw.service.errors import error_body, install_handlers
from bridgelaw.service.inputs import EventLimits
from bridgelaw.service.manager import TableManager
from bridgelaw.service.offload import Offload
from bridgelaw.service.stats import Stats
from bridgelaw.service.store import Store
from bridgelaw.service.tables import MAX_CACHED

__all__ = ["CONFIG_ENV", "OPTIONAL_ROUTERS", "ServiceConfig", "app_from_env", "create_app", "open_store"]

log = logging.getLogger("bridgelaw.service")

#: The environment variable that hands a :class:`ServiceConfig` (JSON) to the worker processes
#: of ``bridgelaw serve --workers N`` (:func:`app_from_env`).
CONFIG_ENV = "BRIDGELAW_SERVE_CONFIG"

#: Router modules added when importable (each defines ``router: fastapi.APIRouter``).
OPTIONAL_ROUTERS = ("bridgelaw.service.voice",)

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


@dataclass
class ServiceConfig:
    """Settings of a server.

    Attributes:
        db: the SQLite file (``":memory:"`` for tests), when ``database`` is empty.
        database: a PostgreSQL URL (``postgresql://user@host:5432/dbname``): the tables are
            kept there instead, and several service processes may share it (empty: SQLite).
        admin_token: the secret that creates tables.
        max_cached: how many tables to keep in memory at most (each is loaded from the store
            when first asked for; the least recently used idle ones are dropped beyond it).
        max_body: the largest request body accepted, in bytes (larger: 413).
        max_voice_body: the largest body of ``POST /v1/tables/{id}/voice`` (one utterance of
            audio), in bytes; default 1 MB, a little over 30 s of 16 kHz 16-bit mono (larger: 413).
        cors_origins: origins allowed by CORS; empty (the default): no CORS headers at all.
        synchronous: SQLite ``synchronous`` (``FULL``: durable at each commit).
        freeze_gc: after warm-up, move every object to the permanent generation
            (``gc.freeze``) so that a full collection does not walk the engine's modules and
            catalogues.
        switch_interval: the interpreter's thread switch interval (``sys.setswitchinterval``,
            seconds; 0: leave it): the commit thread waits at most this long for the event
            loop's thread to hand over the GIL, on the way in and out of each transaction
            (Python's default, 5 ms, made a commit's hand-over cost several ms under load).
        gc_threshold: ``gc.set_threshold`` after warm-up (None: Python's 700, 10, 10). The
            default (1,000, 10**6, 10**6) keeps young collections small (about 1 ms each: the
            cost of a collection is the objects it walks, each referring into a heap of
            hundreds of MB, a cache miss apiece) and leaves what survives one in the older
            generations, which no automatic collection walks any more: a live table's objects
            are acyclic (tests/service/test_gc.py plays boards with the collector off and
            finds no cyclic garbage), so reference counting frees them. Measured on 50 tables
            in play (bench/service.py ``gc0``..``gc2``): 20,000, 50, 1,000 paused for 10-17 ms
            every 2 s; Python's default for 0.6-1 ms every 0.1 s plus 4-6 ms (gen 1) and 50-75
            ms (gen 2) pauses; this default for 0.8-2.4 ms every 0.1 s and nothing else.
        gc_full_every: seconds between two full collections run by the server itself (the
            safety net for cyclic garbage that outlived a young collection); 0: never. A full
            collection pauses the event loop for about 50-100 ms with 50 tables in play.
        client_queue, client_queue_bytes, send_timeout: how far behind a socket's client may
            fall (messages and characters waiting for it, seconds one message may wait for its
            socket) before it is dropped (close code 4408; :class:`.broadcast.OutboxLimits`).
        max_words, max_event, max_events, max_says: the bounds of an event and of a table's
            record (:class:`.inputs.EventLimits`).
        offload_workers, offload_waiting, offload_processes: the stateless endpoints' workers,
            the calls that may wait for one (more: 503 ``busy``) and whether the workers are
            processes (the default) or threads (:class:`.offload.Offload`).
    """

    db: str = "bridgelaw-tables.sqlite"
    database: str = ""
    admin_token: str = ""
    max_cached: int = MAX_CACHED
    max_body: int = 64 * 1024
    max_voice_body: int = 1_000_000
    cors_origins: list[str] = field(default_factory=list)
    synchronous: str = "FULL"
    freeze_gc: bool = True
    switch_interval: float = 0.0005
    gc_threshold: tuple[int, int, int] | None = (1_000, 1_000_000, 1_000_000)
    gc_full_every: float = 900.0
    client_queue: int = OutboxLimits.max_messages
    client_queue_bytes: int = OutboxLimits.max_bytes
    send_timeout: float = OutboxLimits.send_timeout
    max_words: int = EventLimits.max_words
    max_event: int = EventLimits.max_event
    max_events: int = EventLimits.max_events
    max_says: int = EventLimits.max_says
    offload_workers: int = 1
    offload_waiting: int = 8
    offload_processes: bool = True

    def event_limits(self) -> EventLimits:
        """The bounds of an event and of a table's record."""
        return EventLimits(self.max_words, self.max_event, self.max_events, self.max_says)

    def outbox_limits(self) -> OutboxLimits:
        """How far behind a socket's client may fall."""
        return OutboxLimits(self.client_queue, self.client_queue_bytes, self.send_timeout)


class BodyLimit:
    """ASGI middleware: refuse a request body over ``limit`` bytes with 413 (by its
    ``Content-Length``, or while a chunked body is read); ``voice_limit`` instead for the
    audio of ``POST /v1/tables/{id}/voice`` (None: ``limit`` there too)."""

    def __init__(self, app: ASGIApp, limit: int, voice_limit: int | None = None) -> None:
        self.app = app
        self.limit = limit
        self.voice_limit = voice_limit if voice_limit is not None else limit

    def _limit(self, scope: Scope) -> int:
        path = str(scope.get("path", ""))
        parts = path.split("/")
        if len(parts) == 5 and parts[:3] == ["", "v1", "tables"] and parts[4] == "voice":
            return self.voice_limit
        return self.limit

    async def _too_large(self, send: Send, limit: int) -> None:
        import json

        body = json.dumps(error_body("too_large", f"the body is larger than {limit} bytes")).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self._limit(scope)
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    too_big = int(value) > limit
                except ValueError:
                    too_big = True
                if too_big:
                    await self._too_large(send, limit)
                    return
        seen = 0
        started = False

        async def counted() -> Message:
            nonlocal seen
            msg = await receive()
            if msg["type"] == "http.request":
                seen += len(msg.get("body", b""))
                if seen > limit:
                    raise _TooLarge
            return msg

        async def watch(msg: Message) -> None:
            nonlocal started
            if msg["type"] == "http.response.start":
                started = True
            await send(msg)

        try:
            await self.app(scope, counted, watch)
        except _TooLarge:
            if not started:
                await self._too_large(send, limit)


class _TooLarge(Exception):
    pass


def _warm_up() -> None:
    """Import every engine and law module (:func:`bridgelaw.engine.preload`) and run one
    throw-away board through the engine and the renderer (catalogues, caches). No table is
    loaded: each is loaded from the store when it is first asked for."""
    from bridgelaw.engine import TableSession, preload, render_text
    from bridgelaw.i18n import LANGUAGES
    from bridgelaw.incident import parse_incident
    from bridgelaw.record import Event

    preload()  # the modules a single command imports only when needed: none is imported in a request
    inc = parse_incident({"contract": "4H", "declarer": "S",
                          "deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"})
    s = TableSession.from_incident(inc)
    for body in ({"by": "W", "play": "D2"}, {"by": "S", "say": "small"}):
        for r in s.apply(Event.from_json(body)):
            for lang in LANGUAGES:
                render_text(r, lang)


async def _full_collections(every: float) -> None:
    """A full collection every ``every`` seconds (ServiceConfig.gc_full_every; 0: none)."""
    if every <= 0:
        return
    while True:
        await asyncio.sleep(every)
        gc.collect()


def _gc_timer(stats: Stats) -> Callable[[str, dict[str, int]], None]:
    """A ``gc.callbacks`` hook that adds each collection's pause to ``stats``: phase ``gcN``
    for a collection of generation N (seconds, as every phase of bench/service.py)."""
    started = [0.0]

    def timer(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            stats.add(**{f"gc{info['generation']}": time.perf_counter() - started[0]})

    return timer


def _openapi(app: FastAPI) -> dict[str, Any]:
    """The OpenAPI document of ``app``: FastAPI's, plus the schemas its routes name without
    taking them as a model (``EventBody``, ``Incident``: the engine reads those bodies itself,
    with its own messages) and the socket's messages (docs/table-socket.md)."""
    if app.openapi_schema:
        return app.openapi_schema
    from fastapi.openapi.utils import get_openapi
    from pydantic.json_schema import models_json_schema

    from bridgelaw.service.schemas import SOCKET_MESSAGES, Incident

    doc = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
    models: list[type[BaseModel]] = [Incident, *SOCKET_MESSAGES.values()]
    _, defs = models_json_schema([(m, "validation") for m in models],
                                 ref_template="#/components/schemas/{model}")
    schemas = doc.setdefault("components", {}).setdefault("schemas", {})
    for name, schema in defs.get("$defs", {}).items():
        schemas.setdefault(name, schema)
    for name in ("HTTPValidationError", "ValidationError"):  # a bad request is our 400, never a 422
        schemas.pop(name, None)
    for ops in doc["paths"].values():
        for op in ops.values():
            responses = op.get("responses", {})
            if "HTTPValidationError" in str(responses.get("422")):  # FastAPI's: ours is a 400
                del responses["422"]
                responses.setdefault("400", {"description": "a parameter or the body is not valid"})
            error = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
            for status, answer in responses.items():  # every refusal is the JSON error object
                if int(status) >= 400:
                    answer["content"] = error
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            if "$ref" in body.get("schema", {}):  # a documented model instead of the dict taken
                body["schema"] = {"$ref": body["schema"]["$ref"]}
    app.openapi_schema = doc
    return doc


def open_store(config: ServiceConfig) -> Store:
    """The store ``config`` names: a :class:`~bridgelaw.service.postgres_store.PostgresStore` on
    ``config.database`` when it is given, else a
    :class:`~bridgelaw.service.sqlite_store.SQLiteStore` on ``config.db``.

    Raises:
        StoreError: the database cannot be opened (the URL is bad, the server unreachable, the
            file unreadable, a newer schema).
    """
    if config.database:
        try:
            from bridgelaw.service.postgres_store import PostgresStore
        except ImportError:
            from bridgelaw.service.store import StoreError

            raise StoreError("--database: PostgreSQL needs the postgres extra: "
                             "pip install 'bridgelaw[service,postgres]'") from None
        return PostgresStore(config.database)
    from bridgelaw.service.sqlite_store import SQLiteStore

    return SQLiteStore(config.db, synchronous=config.synchronous)


def create_app(config: ServiceConfig | None = None, *, store: Store | None = None) -> FastAPI:
    """The application for ``config`` on ``store`` (default: :func:`open_store`); the app
    closes it at shutdown. On a store that several processes share, the app follows the other
    workers' events while it runs (:mod:`bridgelaw.service.follow`).

    Raises:
        StoreError: the store ``config`` names cannot be opened.
    """
    config = config or ServiceConfig()
    if store is None:
        store = open_store(config)
    manager = TableManager(store, config.admin_token, max_cached=config.max_cached,
                           limits=config.event_limits(), outbox=config.outbox_limits())
    offload = Offload(config.offload_workers, config.offload_waiting, processes=config.offload_processes)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        _warm_up()
        if config.switch_interval:
            sys.setswitchinterval(config.switch_interval)
        if config.freeze_gc:
            gc.collect()
            gc.freeze()
        if config.gc_threshold is not None:
            gc.set_threshold(*config.gc_threshold)
        manager.stats.reset()
        gc_timer = _gc_timer(manager.stats)
        gc.callbacks.append(gc_timer)
        full = asyncio.get_running_loop().create_task(_full_collections(config.gc_full_every))
        manager.start()
        yield
        await manager.stop()
        full.cancel()
        gc.callbacks.remove(gc_timer)
        await manager.drain()
        offload.close()
        manager.close()
        manager.store.close()

    app = FastAPI(
        title="bridgelaw table service",
        version="1",
        description="A live bridge table under the Laws (Laws 42-64): tokens per seat, an append-only "
        "record in SQLite or PostgreSQL, rulings by the bridgelaw engine. See docs/table-service.md.",
        lifespan=lifespan,
    )
    app.state.manager = manager
    app.state.offload = offload
    app.state.config = config
    install_handlers(app)
    for module in (api, stateless, ws, pages):
        app.include_router(module.router)
    for name in OPTIONAL_ROUTERS:
        try:
            mod = importlib.import_module(name)
        except ImportError:
            continue
        app.include_router(mod.router)
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    if config.cors_origins:
        app.add_middleware(CORSMiddleware, allow_origins=config.cors_origins, allow_methods=["GET", "POST"],
                           allow_headers=["Authorization", "Content-Type"])
    app.add_middleware(BodyLimit, limit=config.max_body, voice_limit=config.max_voice_body)
    return app


def app_from_env() -> FastAPI:
    """The application of one worker of ``bridgelaw serve --workers N`` (uvicorn's factory): the
    :class:`ServiceConfig` the command put in :data:`CONFIG_ENV`, its store opened by this worker.

    Raises:
        StoreError: the store cannot be opened (uvicorn reports it; the command checked it first).
        KeyError, ValueError: no or a bad configuration in the environment.
    """
    import json

    fields = json.loads(os.environ[CONFIG_ENV])
    if fields.get("gc_threshold") is not None:
        fields["gc_threshold"] = tuple(fields["gc_threshold"])
    return create_app(ServiceConfig(**fields))
