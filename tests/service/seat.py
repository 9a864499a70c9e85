"""A test player: one seat's token with its WebSocket, keeping the latest view it was sent
(the delta views put back together). Used by the tests of several workers."""

from __future__ import annotations

import json
from typing import Any

import httpx2 as httpx
from websockets.sync.client import connect

from .conftest import Server, auth


class Seat:
    """One player: a seat token with its WebSocket; keeps the latest view it was sent."""

    def __init__(self, server: Server, tid: str, role: str, token: str, delta: bool = False) -> None:
        self.role, self.token, self.tid, self.base = role, token, tid, server.url
        url = f"ws://127.0.0.1:{server.port}/v1/tables/{tid}/ws?token={token}" + ("&delta=1" if delta else "")
        self.ws = connect(url)
        first = json.loads(self.ws.recv(timeout=10))
        assert first["type"] == "view" and "rulings_from" not in first["view"]
        self.view: dict[str, Any] = first["view"]

    def take(self, msg: dict[str, Any]) -> None:
        """Keep the view of a message (a delta view: the rulings before ``rulings_from`` kept)."""
        if "view" not in msg:
            return
        v = dict(msg["view"])
        if "rulings_from" in v:
            assert v["seq"] == self.view["seq"] + 1, "a delta view follows the one before it"
            v["rulings"] = self.view["rulings"][: v.pop("rulings_from")] + v["rulings"]
        self.view = v

    def drain(self, seq: int) -> None:
        """Read messages until the view is at least at ``seq``."""
        while self.view["seq"] < seq:
            self.take(json.loads(self.ws.recv(timeout=10)))

    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        r = httpx.post(f"{self.base}/v1/tables/{self.tid}/events", json=body, headers=auth(self.token))
        assert r.status_code == 201, r.text
        out: dict[str, Any] = r.json()
        return out

    def send_ws(self, body: dict[str, Any]) -> dict[str, Any]:
        self.ws.send(json.dumps(body))
        while True:
            msg = json.loads(self.ws.recv(timeout=10))
            self.take(msg)
            if msg["type"] in ("ack", "error"):
                assert msg["type"] == "ack", msg
                out: dict[str, Any] = msg
                return out
