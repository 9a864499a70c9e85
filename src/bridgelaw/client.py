"""A small Python client of the table service (``bridgelaw serve``; docs/table-service.md).

Synchronous, over HTTP (httpx2) and the live socket (websockets), both in the ``service``
extra (``pip install 'bridgelaw[service]'``)::

    from bridgelaw.client import Service

    service = Service("http://127.0.0.1:8000", admin_token="SECRET")
    table = service.create_table(deal="N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
                                 contract="4H", declarer="S")
    west = table.seat("W")                      # one token at the table, over HTTP
    west.send({"play": "D2"})                   # Ack(seq=1, rulings=[...])
    with table.seat("S").connect(delta=True) as south:   # the live socket
        south.view["hands"]                     # what South may see now (the first message)
        ack = south.send({"say": "small"})      # sent on the socket, answered by its ack
        south.wait_for(ack.seq)                 # the view once it holds that event

A refusal is a :class:`ServiceError` with the answer's ``status``, ``code``, ``message`` and
``where``; a socket the server closes is a :class:`ConnectionClosedError` with its close code
and reason (4401: not a token of the table; 4408: the client fell too far behind - connect
again). ``Service(app=...)`` talks to an application in the same process through Starlette's
``TestClient`` instead of the network (the tests use it).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Protocol
from urllib.parse import quote, urlsplit

__all__ = ["Ack", "ConnectionClosedError", "Live", "Seat", "Service", "ServiceError", "Table"]


class ServiceError(Exception):
    """The service refused a request: its HTTP ``status`` and the error object's ``code``,
    ``message`` and ``where`` (docs/table-service.md "Errors")."""

    def __init__(self, status: int, code: str, message: str, where: str = "") -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.where = status, code, message, where

    @classmethod
    def from_body(cls, status: int, body: Any) -> ServiceError:
        """The error of an answer's body ``{"error": {"code", "message", "where"}}``."""
        err = body.get("error", {}) if isinstance(body, Mapping) else {}
        return cls(status, str(err.get("code", "error")), str(err.get("message", body)),
                   str(err.get("where", "")))


class ConnectionClosedError(Exception):
    """The server closed the socket: its close ``code`` and ``reason``."""

    def __init__(self, code: int | None, reason: str = "") -> None:
        super().__init__(f"the socket was closed: {code} {reason}".rstrip())
        self.code, self.reason = code, reason


@dataclass(frozen=True)
class Ack:
    """An acknowledged event: its number in the record and its rulings."""

    seq: int
    rulings: list[dict[str, Any]]


class _Socket(Protocol):
    def send_text(self, text: str) -> None: ...
    def recv_text(self, timeout: float | None) -> str: ...
    def close(self) -> None: ...


class _NetSocket:
    """A websockets (sync) connection as a :class:`_Socket`."""

    def __init__(self, url: str, headers: Mapping[str, str]) -> None:
        from websockets.sync.client import connect

        self._ws = connect(url, additional_headers=dict(headers), compression=None, max_size=2**22)

    def send_text(self, text: str) -> None:
        self._ws.send(text)

    def recv_text(self, timeout: float | None) -> str:
        from websockets.exceptions import ConnectionClosed

        try:
            data = self._ws.recv(timeout=timeout)
        except ConnectionClosed as e:
            rcvd = e.rcvd
            raise ConnectionClosedError(rcvd.code if rcvd else None, rcvd.reason if rcvd else "") from None
        return data if isinstance(data, str) else data.decode("utf-8")

    def close(self) -> None:
        self._ws.close()


class _AppSocket:
    """A Starlette TestClient socket as a :class:`_Socket` (``timeout`` is not supported: a
    message the app never sends waits forever)."""

    def __init__(self, http: Any, path: str, headers: Mapping[str, str]) -> None:
        self._cm = http.websocket_connect(path, headers=dict(headers))
        try:
            self._ws = self._cm.__enter__()
        except Exception as e:
            raise _closed(e) from None

    def send_text(self, text: str) -> None:
        self._ws.send_text(text)

    def recv_text(self, timeout: float | None) -> str:
        try:
            text: str = self._ws.receive_text()
        except Exception as e:
            raise _closed(e) from None
        return text

    def close(self) -> None:
        try:
            self._cm.__exit__(None, None, None)
        except Exception:  # already closed by the server
            pass


def _closed(e: Exception) -> Exception:
    code = getattr(e, "code", None)
    if code is None:
        return e
    return ConnectionClosedError(int(code), str(getattr(e, "reason", "") or ""))


class Service:
    """A table service at ``base_url`` (``http://host:port``).

    Args:
        base_url: the server's address.
        admin_token: the secret that creates tables (only :meth:`create_table` needs it).
        timeout: seconds to wait for an answer or a socket message.
        app: an ASGI application (``bridgelaw.service.app.create_app(...)``) or a Starlette
            ``TestClient`` of one: requests and sockets go to it in this process, not over the
            network (``base_url`` is then ignored).
    """

    def __init__(self, base_url: str = "http://testserver", *, admin_token: str | None = None,
                 timeout: float = 10.0, app: Any = None) -> None:
        import httpx2 as httpx

        self.admin_token = admin_token
        self.timeout = timeout
        self._owned: Any = None
        if app is None:
            self.http: Any = httpx.Client(base_url=base_url, timeout=timeout)
            self._in_process = False
        else:
            if hasattr(app, "websocket_connect"):
                self.http = app
            else:
                from fastapi.testclient import TestClient

                self.http = self._owned = TestClient(app, raise_server_exceptions=False)
                self.http.__enter__()
            self._in_process = True
        self.base_url = str(self.http.base_url).rstrip("/")

    def close(self) -> None:
        """Close the HTTP connections (and the in-process app this service started)."""
        if self._owned is not None:
            self._owned.__exit__(None, None, None)
            self._owned = None
        elif not self._in_process:
            self.http.close()

    def __enter__(self) -> Service:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -------------------------------------------------------------------- HTTP

    def request(self, method: str, path: str, *, token: str | None = None, json_body: Any = None,
                params: Mapping[str, Any] | None = None) -> Any:
        """One request; the answer's JSON (or text when it is not JSON).

        Raises:
            ServiceError: any answer but 2xx.
        """
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        kw: dict[str, Any] = {"headers": headers}
        if params:
            kw["params"] = {k: v for k, v in params.items() if v is not None}
        if json_body is not None:
            kw["json"] = json_body
        r = self.http.request(method, path, **kw)
        try:
            body = r.json()
        except ValueError:
            body = r.text
        if r.status_code >= 300:
            raise ServiceError.from_body(r.status_code, body)
        return body

    def health(self) -> dict[str, Any]:
        """``GET /v1/health``: ``{"status": "ok"}``."""
        out: dict[str, Any] = self.request("GET", "/v1/health")
        return out

    def create_table(self, deal: str | None = None, contract: str | None = None, declarer: str | None = None,
                     **body: Any) -> Table:
        """``POST /v1/tables`` with the admin token: a new table and its tokens. Keyword
        arguments are the create body's other fields (``laws``, ``options``, ``mode``, ``lang``,
        ``random``, ``seed``, ``pbn``, ``lin``).

        Raises:
            ServiceError: 401 without the admin token, 400 for a bad body.
        """
        fields = {"deal": deal, "contract": contract, "declarer": declarer, **body}
        out = self.request("POST", "/v1/tables", token=self.admin_token,
                           json_body={k: v for k, v in fields.items() if v is not None})
        return Table(self, out["table"], dict(out["tokens"]))

    def table(self, table_id: str, tokens: Mapping[str, str]) -> Table:
        """A table created earlier, with the tokens handed out then (some roles may be missing)."""
        return Table(self, table_id, dict(tokens))

    def rule(self, incident: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
        """``POST /v1/rule``: the ``bridgelaw rule --json`` document of one incident."""
        out: dict[str, Any] = self.request("POST", "/v1/rule", json_body=dict(incident),
                                           params={"lang": lang})
        return out

    def designate(self, words: str, dummy: str, **fields: Any) -> dict[str, Any]:
        """``POST /v1/designate``: the ``bridgelaw designate --json`` document."""
        out: dict[str, Any] = self.request("POST", "/v1/designate", json_body={"words": words, "dummy": dummy,
                                                                               **fields})
        return out

    # -------------------------------------------------------------------- socket

    def _socket(self, path: str, headers: Mapping[str, str]) -> _Socket:
        if self._in_process:
            return _AppSocket(self.http, path, headers)
        parts = urlsplit(self.base_url)
        scheme = "wss" if parts.scheme == "https" else "ws"
        return _NetSocket(f"{scheme}://{parts.netloc}{path}", headers)


@dataclass
class Table:
    """A table of a service: its id and the tokens known for it (role -> token)."""

    service: Service
    id: str
    tokens: dict[str, str] = field(default_factory=dict)

    def seat(self, role: str) -> Seat:
        """The client of one role's token (``N``, ``E``, ``S``, ``W``, ``director``, ``spectator``).

        Raises:
            KeyError: no token of that role is known.
        """
        return Seat(self.service, self.id, role, self.tokens[role])


@dataclass
class Seat:
    """One token at one table: what it may see and do, over HTTP; :meth:`connect` for the socket."""

    service: Service
    table_id: str
    role: str
    token: str

    def _path(self, what: str) -> str:
        return f"/v1/tables/{quote(self.table_id)}/{what}"

    def view(self, lang: str | None = None) -> dict[str, Any]:
        """``GET view``: the table as this token may see it."""
        out: dict[str, Any] = self.service.request("GET", self._path("view"), token=self.token,
                                                   params={"lang": lang})
        return out

    def send(self, event: Mapping[str, Any], *, expected_seq: int | None = None,
             lang: str | None = None) -> Ack:
        """``POST events``: one event (``{"play": "H2"}``, ``{"say": "small"}`` ...).

        Raises:
            ServiceError: the event is refused (nothing was written).
        """
        body = dict(event)
        if expected_seq is not None:
            body["expected_seq"] = expected_seq
        out = self.service.request("POST", self._path("events"), token=self.token, json_body=body,
                                   params={"lang": lang})
        return Ack(out["seq"], out["rulings"])

    def record(self) -> str:
        """``GET record`` (the director's token): the table's record, JSON lines."""
        out: str = self.service.request("GET", self._path("record"), token=self.token)
        return out if isinstance(out, str) else json.dumps(out)

    def call(self, about: str = "director") -> dict[str, Any]:
        """``POST call``: call the director (``about``: ``director``, or ``revoke`` - the 61B question
        "having none?"); the call is recorded: ``{"called", "by", "seq", "rulings"}``."""
        out: dict[str, Any] = self.service.request("POST", self._path("call"), token=self.token,
                                                   json_body={"about": about})
        return out

    def preview(self, words: str, lang: str | None = None) -> dict[str, Any]:
        """``GET preview``: what ``words`` would designate from dummy now (nothing recorded)."""
        out: dict[str, Any] = self.service.request("GET", self._path("preview"), token=self.token,
                                                   params={"words": words, "lang": lang})
        return out

    def connect(self, *, lang: str | None = None, delta: bool = False) -> Live:
        """Open the live socket; its first message (the whole view) is read before returning.

        Raises:
            ConnectionClosedError: the server refused the socket (4401 a bad token, 4404 no
                such table, 4403 another site's page).
        """
        query = f"token={quote(self.token)}" + (f"&lang={quote(lang)}" if lang else "")
        query += "&delta=1" if delta else ""
        return Live(self.service._socket(self._path("ws") + "?" + query, {}), self.service.timeout)


class Live:
    """The live socket of one token: :attr:`view` is always the latest whole view received
    (delta views are put together with the rulings kept); :attr:`messages` keeps every message
    received, in order.

    Args:
        socket: the open socket; its first message is read now.
        timeout: seconds to wait for a message.
    """

    def __init__(self, socket: _Socket, timeout: float) -> None:
        self._ws = socket
        self.timeout = timeout
        self.messages: list[dict[str, Any]] = []
        self.view: dict[str, Any] = {}
        first = self.receive()
        if first.get("type") != "view":
            raise ConnectionClosedError(None, f"the first message is not the view: {first.get('type')}")

    def __enter__(self) -> Live:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Close the socket."""
        self._ws.close()

    @property
    def seq(self) -> int:
        """The number of events of the latest view."""
        return int(self.view.get("seq", 0))

    def receive(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message; its view (if it has one and is not older) becomes :attr:`view`.

        Raises:
            ConnectionClosedError: the server closed the socket.
            TimeoutError: nothing came in ``timeout`` seconds (default: the client's).
        """
        msg: dict[str, Any] = json.loads(self._ws.recv_text(self.timeout if timeout is None else timeout))
        self.messages.append(msg)
        new = msg.get("view")
        if isinstance(new, dict) and new.get("seq", -1) >= self.seq:
            if "rulings_from" in new:  # a delta view: the rulings before rulings_from are kept
                new = dict(new)
                start = new.pop("rulings_from")
                new["rulings"] = list(self.view.get("rulings", []))[:start] + new["rulings"]
            self.view = new
        return msg

    def __iter__(self) -> Iterator[dict[str, Any]]:
        """Every message as it comes, until the socket is closed."""
        while True:
            try:
                yield self.receive()
            except ConnectionClosedError:
                return

    def send(self, event: Mapping[str, Any], *, expected_seq: int | None = None) -> Ack:
        """Send one event on the socket and wait for its ``ack`` (messages that come before it
        are received as by :meth:`receive`).

        Raises:
            ServiceError: the event was refused (an ``error`` message; nothing was written).
        """
        body = dict(event)
        if expected_seq is not None:
            body["expected_seq"] = expected_seq
        self._ws.send_text(json.dumps(body))
        return self._answer()

    def hello(self, after: int | None = None) -> list[dict[str, Any]]:
        """Ask for what was missed after event ``after`` (default: the latest view's); the
        messages of the answer (``event`` messages, the last with the whole view, or one
        ``view`` message when nothing was missed)."""
        self._ws.send_text(json.dumps({"type": "hello", "after": self.seq if after is None else after}))
        out = []
        while True:
            msg = self.receive()
            if msg["type"] == "error":
                raise ServiceError.from_body(int(msg.get("status", 400)), msg)
            out.append(msg)
            if msg["type"] == "view" or (msg["type"] == "event" and "view" in msg
                                         and "rulings_from" not in msg["view"]):
                return out

    def _answer(self) -> Ack:
        while True:
            msg = self.receive()
            if msg["type"] == "ack":
                return Ack(msg["seq"], msg["rulings"])
            if msg["type"] == "error":
                raise ServiceError.from_body(int(msg.get("status", 400)), msg)

    def wait_for(self, seq: int, timeout: float | None = None) -> dict[str, Any]:
        """Receive until :attr:`view` holds event ``seq``; the view.

        Raises:
            ConnectionClosedError, TimeoutError: as :meth:`receive`.
        """
        while self.seq < seq:
            self.receive(timeout)
        return self.view
