"""A server's memory and answers while clients read nothing (no client can stall a table).

Starts ``bridgelaw serve`` (a fresh database) unless ``--url`` and ``--pid`` name one already
running (an older build), then for each of ``--tables`` tables connects a socket with the
director's token that reads nothing (a 4 kB receive buffer, its library stops reading once a
message waits) and sends ``--remarks`` remarks of 250 characters at the table (each makes every
view of the table larger). Prints the server's resident memory (``VmRSS``) after each table and
how long ``/v1/health`` takes at the end.

    python bench/slow_client.py
    python bench/slow_client.py --url http://127.0.0.1:8123 --pid 12345 --admin SECRET
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.sync.client import connect

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def rss_mb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    return -1


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--url", help="a server already running (with --pid)")
    ap.add_argument("--pid", type=int, help="its process id (for its memory)")
    ap.add_argument("--admin", default="bench-admin-token")
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--remarks", type=int, default=200)
    args = ap.parse_args(argv)
    proc = None
    url, pid = args.url, args.pid
    if url is None:
        port = free_port()
        db = Path(tempfile.mkdtemp(prefix="bridgelaw-slow-")) / "t.sqlite"
        cmd = [sys.executable, "-c", "from bridgelaw.cli import main; main()", "serve", "--port", str(port),
               "--db", str(db), "--admin-token", args.admin]
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
        url, pid = f"http://127.0.0.1:{port}", proc.pid
        for _ in range(300):
            try:
                if httpx.get(url + "/v1/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
    assert pid is not None, "--url needs --pid"
    port = int(url.rsplit(":", 1)[1])
    silent: list[Any] = []
    try:
        print(f"server at start: {rss_mb(pid)} MB")
        with httpx.Client(base_url=url, timeout=60) as c:
            for t in range(args.tables):
                made = c.post("/v1/tables", json={"deal": DEAL, "contract": "4H", "declarer": "S"},
                              headers={"Authorization": f"Bearer {args.admin}"}).json()
                tid, tok = made["table"], made["tokens"]
                sock = socket.socket()
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
                sock.connect(("127.0.0.1", port))
                silent.append(connect(f"ws://127.0.0.1:{port}/v1/tables/{tid}/ws?token={tok['director']}",
                                      sock=sock, max_queue=1, compression=None, ping_interval=None,
                                      max_size=2**24))
                t0 = time.monotonic()
                for i in range(args.remarks):
                    remark = {"by": "NESW"[i % 4], "say": f"remark {i} " + "x" * 250}
                    c.post(f"/v1/tables/{tid}/events", json=remark,
                           headers={"Authorization": f"Bearer {tok['director']}"})
                print(f"table {t + 1}: {args.remarks} remarks in {time.monotonic() - t0:.1f} s; "
                      f"server {rss_mb(pid)} MB")
            t0 = time.monotonic()
            status = c.get("/v1/health").status_code
            print(f"/v1/health: {status} in {(time.monotonic() - t0) * 1000:.0f} ms; "
                  f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
