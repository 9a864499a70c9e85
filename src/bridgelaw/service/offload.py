"""Work that may take long, off the event loop and bounded (docs/table-service.md "Limits").

The stateless endpoints (``POST /v1/rule``, ``/v1/designate``, ``/v1/board``) answer anyone
without a token, and one of them may cost a second of CPU (an incident of a thousand events, a
long PBN file). Run on the event loop, that time would hold up every table's events; run on a
thread, it would still take the interpreter from the event loop for most of that second (one
interpreter lock). :class:`Offload` runs such a call in a worker *process* instead (``spawn``:
a fresh interpreter that imports what it needs once, then serves call after call, at a lower
CPU priority than the server), so the tables' events go on meanwhile. At most ``workers``
calls run at once and at most ``waiting`` more wait for a worker; beyond that a request is
refused at once with 503 ``busy`` and ``Retry-After`` - a flood of such requests makes them
wait or fail, never the tables. The pool is shared by every application of the process (the
tests make many) and started when it is first needed; a worker that dies is replaced at the
next call (the call that lost it answers 503 ``busy``).
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import functools
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from bridgelaw.service.errors import ApiError

if TYPE_CHECKING:  # imported when first used: a server that is never asked pays nothing at start
    from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

__all__ = ["Offload"]

T = TypeVar("T")

_POOLS: dict[int, ProcessPoolExecutor] = {}
_POOLS_LOCK = threading.Lock()


def _warm() -> None:
    """A worker's start: a lower CPU priority than the server's (niceness +10: when the cores
    are busy, the tables' events go first), a watch on the server (the worker ends within a
    second of it, however the server ended: ``bridgelaw serve`` ends on SIGTERM by the signal
    itself, which runs no exit handler), and the stateless endpoints' and the engine's modules
    imported once."""
    import os
    import time

    with contextlib.suppress(OSError):
        os.nice(10)
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, name="bridgelaw-offload-watch", daemon=True).start()
    from bridgelaw.engine import preload
    from bridgelaw.service import stateless  # noqa: F401  (the functions the calls name)

    preload()


def _shared_pool(workers: int) -> ProcessPoolExecutor:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with _POOLS_LOCK:
        pool = _POOLS.get(workers)
        if pool is None:
            if not _POOLS:
                atexit.register(_shutdown_pools)
            pool = _POOLS[workers] = ProcessPoolExecutor(
                workers, mp_context=multiprocessing.get_context("spawn"), initializer=_warm)
        return pool


def _shutdown_pools() -> None:
    """At the interpreter's exit, while its modules are still whole: end the shared pools (an
    executor collected later, during the modules' teardown, reports an error nobody can act on)."""
    with _POOLS_LOCK:
        pools = list(_POOLS.values())
        _POOLS.clear()
    for pool in pools:
        pool.shutdown(wait=True, cancel_futures=True)


def _forget_pool(workers: int, pool: Executor) -> None:
    with _POOLS_LOCK:
        if _POOLS.get(workers) is pool:
            del _POOLS[workers]


class Offload:
    """A bounded pool of workers for the stateless endpoints.

    Args:
        workers: calls running at once.
        waiting: calls that may wait for a worker; more are refused (503 ``busy``).
        processes: worker processes (the server's); False: threads of this process (for a
            function that cannot be sent to another process, e.g. in a test).
    """

    def __init__(self, workers: int = 1, waiting: int = 8, *, processes: bool = True) -> None:
        self.workers = workers
        self.waiting = waiting
        self.processes = processes
        self._threads: ThreadPoolExecutor | None = None
        self._admitted = 0

    def _executor(self) -> Executor:
        if self.processes:
            return _shared_pool(self.workers)
        if self._threads is None:
            from concurrent.futures import ThreadPoolExecutor

            self._threads = ThreadPoolExecutor(self.workers, thread_name_prefix="bridgelaw-offload")
        return self._threads

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn(*args, **kwargs)`` on a worker (``fn`` and its arguments picklable when the
        workers are processes); its result, or its exception.

        Raises:
            ApiError: 503 ``busy`` when ``workers + waiting`` calls are admitted already, or
                the worker process died during the call.
        """
        if self._admitted >= self.workers + self.waiting:
            raise ApiError(503, "busy", "the server is busy with other rulings; try again in a second",
                           headers={"Retry-After": "1"})
        from concurrent.futures.process import BrokenProcessPool

        executor = self._executor()
        self._admitted += 1
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(executor, functools.partial(fn, *args, **kwargs))
        except BrokenProcessPool:
            _forget_pool(self.workers, executor)
            raise ApiError(503, "busy", "the worker of this request stopped; try again",
                           headers={"Retry-After": "1"}) from None
        finally:
            self._admitted -= 1

    def close(self) -> None:
        """Stop this offload's threads (a shared process pool stays for the other applications
        of the process; it ends with the process)."""
        if self._threads is not None:
            self._threads.shutdown(wait=False, cancel_futures=True)
            self._threads = None
