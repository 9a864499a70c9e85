"""How long one large request holds up everyone else on a ``bridgelaw serve`` (issue 21).

A probe thread asks ``GET /v1/health`` in a loop (each answer needs the server's event loop,
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
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
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


class Probe(threading.Thread):
    """``GET /v1/health`` in a loop: (sent at, latency) of every answer."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.samples: list[tuple[float, float]] = []
        self.stop = threading.Event()

    def run(self) -> None:
        with httpx.Client(base_url=self.url, timeout=30) as c:
            while not self.stop.is_set():
                t0 = time.perf_counter()
                c.get("/v1/health")
                self.samples.append((t0, time.perf_counter() - t0))
                time.sleep(0.002)

    def worst(self, start: float, end: float) -> float:
        """The slowest answer to a probe sent or answered between ``start`` and ``end``."""
        return max((lat for t, lat in self.samples if t <= end and t + lat >= start), default=0.0)


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
            probe = Probe(url)
            probe.start()
            time.sleep(0.5)
            print(f"{'request':<22} {'status':>6} {'its time':>12} {'stall p50':>10} {'stall max':>10}")
            for name, (path, body, token) in kinds.items():
                times, stalls, status = [], [], 0
                for _ in range(args.repeat):
                    headers = {"Authorization": f"Bearer {token}"} if token else {}
                    t0 = time.perf_counter()
                    r = c.post(path, json=body, headers=headers)
                    t1 = time.perf_counter()
                    status = r.status_code
                    times.append(t1 - t0)
                    stalls.append(probe.worst(t0, t1))
                    time.sleep(0.2)
                print(f"{name:<22} {status:>6} {statistics.median(times) * 1000:>9.0f} ms "
                      f"{statistics.median(stalls) * 1000:>7.1f} ms {max(stalls) * 1000:>7.1f} ms")
            idle = [lat for _, lat in probe.samples]
            probe.stop.set()
            print(f"probe alone: p50 {statistics.median(idle) * 1000:.1f} ms over {len(idle)} answers; "
                  f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
