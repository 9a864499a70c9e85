"""No client can stall a table (service/broadcast.py's outboxes): a socket that never reads while
three players play a whole board on a real server holds up nobody - each of the three receives
every event, ``POST /call`` answers, the server's memory stays bounded, the silent client is
dropped with close code 4408, and SIGTERM stops the server though a client reads nothing."""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from bridgelaw.client import Service
from bridgelaw.service.broadcast import TOO_SLOW, Broadcast, Outbox, OutboxLimits
from bridgelaw.service.stats import Stats

from .conftest import ADMIN, BOARD, Server
from .play import next_act


def _rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def silent_client(server: Server, tid: str, token: str) -> ClientConnection:
    """A socket that reads nothing: a small receive buffer, and its library stops reading from
    the network once one message waits (max_queue=1); no pings of its own."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", server.port))
    return connect(f"ws://127.0.0.1:{server.port}/v1/tables/{tid}/ws?token={token}", sock=sock,
                   max_queue=1, compression=None, ping_interval=None, max_size=2**24)


def close_code(ws: ClientConnection) -> int | None:
    """Read everything the server sent; the code it closed the socket with."""
    try:
        while True:
            ws.recv(timeout=30)
    except ConnectionClosed as e:
        return e.rcvd.code if e.rcvd is not None else None


@pytest.fixture
def slow_server(tmp_path: Path) -> Any:
    s = Server(tmp_path / "tables.sqlite", ["--client-queue", "16"])
    s.start()
    yield s
    s.stop(signal.SIGKILL)


def test_a_client_that_never_reads_holds_up_no_one(slow_server: Server) -> None:
    service = Service(slow_server.url, admin_token=ADMIN)
    table = service.create_table(**BOARD)
    silent = silent_client(slow_server, table.id, table.tokens["director"])
    assert slow_server.proc is not None
    rss0 = _rss_kb(slow_server.proc.pid)
    director = table.seat("director")
    for i in range(100):  # remarks: the director's every view holds them (megabytes for the silent client)
        director.send({"by": "NESW"[i % 4], "say": f"remark {i} " + "x" * 250})
    players = {r: table.seat(r).connect() for r in ("S", "W", "E")}  # declarer plays dummy's cards
    seen: dict[str, set[int]] = {r: set() for r in players}
    called = False
    for n in range(200):
        view = players["S"].view
        if view["over"]:
            break
        acts = [(r, next_act(p.view)) for r, p in players.items()]
        role, act = next((r, a) for r, a in acts if a is not None)
        ack = players[role].send({**act, "expected_seq": players[role].seq})
        for r, p in players.items():  # every player receives the event (or fails after 10 s)
            p.wait_for(ack.seq)
            seen[r].update(m["seq"] for m in p.messages if m["type"] == "event")
        if n == 30 and not called:  # a call for the director answers while the silent client is full
            answer = table.seat("E").call()  # recorded: a call event (9B1), its number and rulings
            assert (answer["called"], answer["by"], answer["rulings"]) == (True, "E", [])
            for r, p in players.items():  # the call is an event of the record: every player hears it
                p.wait_for(answer["seq"])
                seen[r].update(m["seq"] for m in p.messages if m["type"] == "event")
            called = True
    else:
        raise AssertionError("the board did not finish")
    last = players["S"].seq
    assert players["S"].view["over"] and called
    for r in players:
        assert seen[r] == set(range(101, last + 1)), r
        assert any(m["type"] == "call" for m in players[r].messages), r
    grown = _rss_kb(slow_server.proc.pid) - rss0
    assert grown < 64_000, f"the server grew by {grown} kB with a silent client"
    for p in players.values():
        p.close()
    assert close_code(silent) == TOO_SLOW  # dropped once 16 messages waited for it


def test_SIGTERM_stops_the_server_while_a_client_reads_nothing(slow_server: Server) -> None:
    service = Service(slow_server.url, admin_token=ADMIN)
    table = service.create_table(**BOARD)
    silent = silent_client(slow_server, table.id, table.tokens["director"])
    director = table.seat("director")
    for i in range(100):  # views enough to fill the silent client's buffers (megabytes)
        director.send({"by": "NESW"[i % 4], "say": f"remark {i} " + "x" * 250})
    assert slow_server.proc is not None
    t0 = time.monotonic()
    slow_server.proc.send_signal(signal.SIGTERM)
    slow_server.proc.wait(timeout=30)
    assert time.monotonic() - t0 < 20
    silent.close()


class _Stuck:
    """A socket whose writes never finish (a client that reads nothing, its buffers full)."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed: tuple[int, str | None] | None = None

    async def send_text(self, data: str) -> None:
        self.sent.append(data)
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed = (code, reason)


def test_an_outbox_drops_its_client_beyond_its_limits_and_never_waits() -> None:
    async def run() -> None:
        left: list[bool] = []
        sock = _Stuck()
        box = Outbox(sock, OutboxLimits(max_messages=3, max_bytes=10_000, send_timeout=0.05),
                     on_close=lambda: left.append(True))
        for i in range(4):
            assert box.put(json.dumps({"n": i}))  # the first is being written, three wait
            await asyncio.sleep(0)
        assert not box.put("{}") and box.closed is not None and left == [True]
        assert not box.put("{}")
        box._task.cancel()  # the write in progress ends (here: given up), then the close is written
        await asyncio.sleep(0.05)
        assert sock.closed is not None and sock.closed[0] == TOO_SLOW and "hello" in (sock.closed[1] or "")
        box.finish()

        sock2 = _Stuck()
        broadcast = Broadcast(Stats(), OutboxLimits(max_messages=100, max_bytes=10_000, send_timeout=0.05))
        box2 = broadcast.outbox(sock2)
        assert box2.put("{}")
        await asyncio.sleep(0.3)  # the one write waited longer than send_timeout: dropped by the watch
        assert box2.closed is not None and "too slow" in box2.closed
        assert sock2.closed is not None and sock2.closed[0] == TOO_SLOW
        box2.finish()

    asyncio.run(run())
