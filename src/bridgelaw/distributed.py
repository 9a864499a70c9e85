"""Replay an archive on a Dask cluster (the optional extra ``bridgelaw[dask]``).

One machine's cores are enough for most archives (``bridgelaw replay --workers N``, about 40,000
boards a second a core on a laptop-class CPU). When an archive holds millions of files and
more than one machine can read them (a shared or replicated file system, the same paths
everywhere), :func:`replay_dask` hands the same tasks as the local replay
(:func:`bridgelaw.parallel.plan`: files grouped, large LIN files cut at board boundaries) to a
Dask ``distributed`` scheduler: each task runs :func:`bridgelaw.parallel.run_task` on some
worker, and the client merges the results in task order, exactly as the local replay merges
them, so the classification of every board, the counts and the order of the non-clean boards are
those of one process. Dask does the scheduling, retries and data movement; bridgelaw adds none.

::

    from distributed import Client
    from bridgelaw.distributed import replay_dask
    summary = replay_dask(["/archive"], Client("tcp://scheduler:8786"))

or ``bridgelaw replay /archive --scheduler tcp://scheduler:8786``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from bridgelaw.notation import find_files
from bridgelaw.parallel import TASK_BYTES, TaskResult, _merge_all, plan, run_task
from bridgelaw.replay import ClaimEntry, Entry, Summary

__all__ = ["WINDOW", "replay_dask"]

#: Tasks in flight per worker thread (the client holds the results of at most this many).
WINDOW = 8


def replay_dask(paths: Iterable[str | Path], client: Any, *, engine: str = "bulk", show: str | None = None,
                on_lines: Callable[[str], None] | None = None,
                on_task: Callable[[TaskResult], None] | None = None,
                task_bytes: int = TASK_BYTES,
                on_problem: Callable[[Entry], None] | None = None, dd: bool = False,
                on_claim: Callable[[ClaimEntry], None] | None = None) -> Summary:
    """Replay every board under ``paths`` on the Dask cluster of ``client``.

    Args:
        paths: files or folders, as the workers see them (the same paths on every machine).
        client: a ``distributed.Client`` (or anything with its ``submit``).
        engine, show, on_lines, on_task, task_bytes, on_problem, dd, on_claim: as
            :func:`bridgelaw.parallel.replay_parallel` (results are merged in task order as they
            come, at most :data:`WINDOW` per worker thread held: the non-clean boards stream out
            in the order of one process).

    Returns:
        The merged :class:`Summary`, equal to a one-process replay of the same paths.

    Raises:
        Whatever the cluster raises for a task that fails (a worker lost past Dask's retries);
        bad files are never an error (they are counted ``unreadable``).
    """
    files = list(find_files(paths))
    tasks = plan(files, task_bytes=task_bytes)
    summary = Summary(files=len(files), sink=on_problem, dd=dd, claim_sink=on_claim)
    try:
        threads = sum(client.nthreads().values()) or 1
    except Exception:  # a client-like object without nthreads
        threads = 1
    window = max(1, threads * WINDOW)

    def results() -> Iterator[TaskResult]:
        pending: list[Any] = []
        it = iter(tasks)
        for task in it:
            pending.append(client.submit(run_task, task, engine, show, dd, pure=False))
            if len(pending) >= window:
                yield pending.pop(0).result()
        for fut in pending:
            yield fut.result()

    _merge_all(tasks, results(), summary, engine, show, on_lines, on_task, dd)
    return summary
