"""The live table service: ``bridgelaw serve`` (docs/table-service.md).

By responsibility:

* front: :mod:`.app` (the FastAPI application), :mod:`.api` (``/v1`` HTTP), :mod:`.ws` (the
  live socket), :mod:`.stateless` (``/v1/designate``, ``/v1/rule``, ``/v1/board``),
  :mod:`.voice`, :mod:`.pages` (lobby, table, director's desk; files in ``static/``),
  :mod:`.errors` (every refusal as the contract's JSON);
* the event path: :mod:`.manager` (create a table; ``submit``: the one way an event enters
  one), :mod:`.boards` (a create body read into a board), :mod:`.online` (what an online
  table refuses);
* tables: :mod:`.tables` (loaded on demand, a bounded cache), :mod:`.live` (one table in
  memory);
* who may see and do what: :mod:`.auth` (tokens, the actor of an event), :mod:`.visibility`
  (what a token may see: the one place);
* out: :mod:`.commit` (the group commit), :mod:`.broadcast` (the one place that sends to a
  table's sockets), :mod:`.stats`;
* storage: :mod:`.store` (the :class:`~bridgelaw.service.store.Store` protocol and its errors),
  :mod:`.sqlite_store` (SQLite, the only module that imports ``sqlite3``).

The service adds no Law logic: every ruling is the engine's (:class:`bridgelaw.engine.TableSession`).
Needs the ``service`` extra: ``pip install 'bridgelaw[service]'``.
"""

from __future__ import annotations

__all__ = ["MISSING_EXTRA"]

#: The message when FastAPI/uvicorn are not installed.
MISSING_EXTRA = "bridgelaw serve needs the service extra: pip install 'bridgelaw[service]' (FastAPI, uvicorn)"
