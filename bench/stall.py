"""How long one large request holds up everyone else on a ``bridgelaw serve`` (no client can stall a table).

A probe process asks ``GET /v1/health`` in a loop (each answer needs the server's event loop,
like every table's events); meanwhile one request at a time is sent: a 60 kB remark at a table
(``say``), an unauthenticated ``POST /v1/rule`` holding a 60 kB remark, and the largest
incident the server accepts (``max_events`` short designations, about 40 kB). Printed per kind:
the request's status and time, and the probe's worst answer while it ran (the stall), over
``--repeat`` runs. The server is started here (a fresh database) unless ``--url`` names one
already running (``--admin`` its admin token): that is how an older build is measured.

    python bench/stall.py
    python bench/stall.py --url http://127.0.0.1:8123 --admin SECRET
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
WORDS = ("play the small one from dummy please " * 1700)[:60_000]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _probe(url: str, stop: Any, out: Any) -> None:
    """``GET /v1/health`` in a loop until ``stop``; (sent at, latency) of every answer to ``out``.
    A process of its own: a thread of the measuring process would share its interpreter lock
    with the requests it measures (and was seen not to probe at all while one was answered)."""
    samples = []
    with httpx.Client(base_url=url, timeout=30) as c:
        while not stop.is_set():
            t0 = time.monotonic()
            c.get("/v1/health")
            samples.append((t0, time.monotonic() - t0))
            time.sleep(0.002)
    out.put(samples)


def worst(samples: list[tuple[float, float]], start: float, end: float) -> float:
    """The slowest answer to a probe sent or answered between ``start`` and ``end``."""
    return max((lat for t, lat in samples if t <= end and t + lat >= start), default=0.0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--url", help="a server already running (else one is started)")
    ap.add_argument("--admin", default="bench-admin-token", help="its admin token")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    proc = None
    url = args.url
    if url is None:
        port = free_port()
        db = Path(tempfile.mkdtemp(prefix="bridgelaw-stall-")) / "t.sqlite"
        proc = subprocess.Popen([sys.executable, "-c", "from bridgelaw.cli import main; main()", "serve",
                                 "--port", str(port), "--db", str(db), "--admin-token", args.admin],
                                stdout=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                if httpx.get(url + "/v1/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
    try:
        with httpx.Client(base_url=url, timeout=60) as c:
            made = c.post("/v1/tables", json={"deal": DEAL, "contract": "4H", "declarer": "S"},
                          headers={"Authorization": f"Bearer {args.admin}"}).json()
            tid, tok = made["table"], made["tokens"]
            c.post(f"/v1/tables/{tid}/events", json={"play": "D2"},
                   headers={"Authorization": f"Bearer {tok['W']}"})
            board = {"contract": "4H", "declarer": "S", "deal": DEAL, "play": ["D2"]}
            kinds: dict[str, Any] = {
                "remark 60 kB": (f"/v1/tables/{tid}/events", {"say": WORDS}, tok["S"]),
                "rule, remark 60 kB": ("/v1/rule", {**board, "events": [{"by": "S", "say": WORDS}]}, None),
                "rule, 1000 events": ("/v1/rule", {**board, "events": [{"by": "S", "say": "small"}] * 1000},
                                      None),
            }
            stop, out = mp.Event(), mp.Queue()
            probe = mp.Process(target=_probe, args=(url, stop, out), daemon=True)
            probe.start()
            time.sleep(1.0)
            spans: dict[str, list[tuple[float, float, int]]] = {}
            for name, (path, body, token) in kinds.items():
                for _ in range(args.repeat):
                    headers = {"Authorization": f"Bearer {token}"} if token else {}
                    t0 = time.monotonic()
                    r = c.post(path, json=body, headers=headers)
                    spans.setdefault(name, []).append((t0, time.monotonic(), r.status_code))
                    time.sleep(0.2)
            stop.set()
            samples = out.get(timeout=60)
            probe.join(timeout=30)
            print(f"{'request':<22} {'status':>6} {'its time':>12} {'stall p50':>10} {'stall max':>10}")
            for name, runs in spans.items():
                times = [t1 - t0 for t0, t1, _ in runs]
                stalls = [worst(samples, t0, t1) for t0, t1, _ in runs]
                print(f"{name:<22} {runs[-1][2]:>6} {statistics.median(times) * 1000:>9.0f} ms "
                      f"{statistics.median(stalls) * 1000:>7.1f} ms {max(stalls) * 1000:>7.1f} ms")
            idle = [lat for _, lat in samples]
            print(f"probe alone: p50 {statistics.median(idle) * 1000:.1f} ms over {len(idle)} answers; "
                  f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
