"""The live table service: ``bridgelaw serve`` (table-service.md).

Modules: :mod:`.app` (the FastAPI application), :mod:`.api` (``/v1`` HTTP), :mod:`.ws` (the
live socket), :mod:`.stateless` (``/v1/designate``, ``/v1/rule``), :mod:`.pages` (lobby,
table, director's desk; files in ``static/``), :mod:`.manager` (tables, events), :mod:`.db`
(SQLite), :mod:`.auth` (tokens), :mod:`.visibility` (what a token may see: the one place).

The service adds no Law logic: every ruling is the engine's (:class:`bridgelaw.engine.TableSession`).
Needs the ``service`` extra: ``pip install 'bridgelaw[service]'``.
"""

from __future__ import annotations

__all__ = ["MISSING_EXTRA"]

#: The message when FastAPI/uvicorn are not installed.
MISSING_EXTRA = "bridgelaw serve needs the service extra: pip install 'bridgelaw[service]' (FastAPI, uvicorn)"
