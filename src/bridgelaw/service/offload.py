"""Work that may take long, off the event loop and bounded (docs/table-service.md "Limits").

The stateless endpoints (``POST /v1/rule``, ``/v1/designate``, ``/v1/board``) answer anyone
without a token, and one of them may cost a tenth of a second or more of CPU (an incident of
hundreds of events, a long PBN file). Run on the event loop, that time would hold up every
table's events. :class:`Offload` runs such a call on a worker thread instead: the event loop
keeps the interpreter at least every ``sys.getswitchinterval()`` (the server sets 0.5 ms), so
the tables' events go on meanwhile. At most ``workers`` calls run at once and at most
``waiting`` more wait for a worker; beyond that a request is refused at once with 503 ``busy``
and ``Retry-After`` - a flood of such requests makes them wait or fail, never the tables.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from bridgelaw.service.errors import ApiError

__all__ = ["Offload"]

T = TypeVar("T")


class Offload:
    """A bounded pool of worker threads for the stateless endpoints.

    Args:
        workers: calls running at once (threads).
        waiting: calls that may wait for a worker; more are refused (503 ``busy``).
    """

    def __init__(self, workers: int = 1, waiting: int = 8) -> None:
        self.workers = workers
        self.waiting = waiting
        self._pool: ThreadPoolExecutor | None = None
        self._admitted = 0

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn(*args, **kwargs)`` on a worker thread; its result, or its exception.

        Raises:
            ApiError: 503 ``busy`` when ``workers + waiting`` calls are admitted already.
        """
        if self._admitted >= self.workers + self.waiting:
            raise ApiError(503, "busy", "the server is busy with other rulings; try again in a second",
                           headers={"Retry-After": "1"})
        if self._pool is None:
            self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="bridgelaw-offload")
        self._admitted += 1
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._pool, lambda: fn(*args, **kwargs))
        finally:
            self._admitted -= 1

    def close(self) -> None:
        """Stop the worker threads (after the calls running now)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
