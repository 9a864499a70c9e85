"""Where the time of an event goes inside the server (``GET /v1/stats``, bench/service.py).

The event path adds one sample per event and phase (seconds): ``apply`` (the engine
applies the event to the kept session), ``commit_wait`` (from the queueing of its commit to
the end of the transaction holding it: group commit, fsync included), ``commit_io`` (the
transaction alone, timed on the commit thread), ``views`` (building
the broadcast messages of one event, after the acknowledgement) and ``send`` (putting them in
the clients' outboxes); per transaction ``commit`` (from the commit thread taking the batch to its
events resolved on the event loop: ``commit`` minus ``commit_io`` is the hand-back to the
loop, which waits for a core under load) and ``batch`` (events in it).
Only the latest :data:`KEEP` samples of each are kept; a sample costs a deque append.
"""

from __future__ import annotations

from collections import deque
from typing import Any

__all__ = ["KEEP", "Stats"]

#: Samples kept per phase (the latest).
KEEP = 100_000


class Stats:
    """Bounded samples per phase, and their summary."""

    def __init__(self) -> None:
        self._samples: dict[str, deque[float]] = {}

    def add(self, **phases: float) -> None:
        """One sample of each given phase (seconds, or a count for ``batch``)."""
        for name, value in phases.items():
            d = self._samples.get(name)
            if d is None:
                d = self._samples[name] = deque(maxlen=KEEP)
            d.append(value)

    def reset(self) -> None:
        """Forget every sample (e.g. after a warm-up)."""
        self._samples.clear()

    def summary(self) -> dict[str, Any]:
        """``{phase: {"n", "p50", "p90", "p99", "max", "mean"}}``: milliseconds for times,
        the count itself for ``batch``."""
        out: dict[str, Any] = {}
        for name, d in sorted(self._samples.items()):
            v = sorted(d)
            n = len(v)
            if not n:
                continue
            scale = 1.0 if name == "batch" else 1000.0

            def pct(p: float, v: list[float] = v, n: int = n, scale: float = scale) -> float:
                return round(v[min(n - 1, int(p * n))] * scale, 3)

            out[name] = {"n": n, "p50": pct(0.5), "p90": pct(0.9), "p99": pct(0.99),
                         "max": round(v[-1] * scale, 3), "mean": round(sum(v) / n * scale, 3)}
        return out
