"""Errors of the service as the contract's JSON: ``{"error": {"code", "message", "where"}}``.

Every refusal is an :class:`ApiError` with its HTTP status (400, 401, 403, 404, 409, 413);
the handlers installed by :func:`install_handlers` turn it, FastAPI's validation errors, a
store that fails (:class:`~bridgelaw.service.store.StoreError`: 503 ``store_unavailable``, the
details logged, not sent) and any unexpected exception into that shape - never a traceback
(table-service.md "Errors").
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from bridgelaw.service.store import StoreError

__all__ = ["ApiError", "error_body", "install_handlers"]

log = logging.getLogger("bridgelaw.service")


class ApiError(Exception):
    """A refused request.

    Args:
        status: the HTTP status (400 bad event/body, 401 no/unknown token, 403 not allowed,
            404 no such table, 409 stale ``expected_seq`` / refused online, 413 too large).
        code: a short machine-readable code (``bad_event``, ``stale_seq``, ...).
        message: one line for a person: what, where, why.
        where: the field or place concerned (``"play"``, ``"expected_seq"``), or ``""``.
        headers: HTTP headers of the answer (``Retry-After`` of a 503 ``busy``).
    """

    def __init__(self, status: int, code: str, message: str, where: str = "",
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.where = where
        self.headers = headers

    def __reduce__(self) -> tuple[Any, ...]:
        """Picklable (a worker process of :mod:`.offload` raises it)."""
        return (ApiError, (self.status, self.code, self.message, self.where, self.headers))


def error_body(code: str, message: str, where: str = "") -> dict[str, Any]:
    """The contract's error object."""
    return {"error": {"code": code, "message": message, "where": where}}


_HTTP_CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
               405: "method_not_allowed", 409: "conflict", 413: "too_large"}


def _loc(loc: tuple[Any, ...] | list[Any]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path")]
    return ".".join(parts)


def install_handlers(app: FastAPI) -> None:
    """Install the error handlers on ``app`` (ApiError, validation, HTTP errors, anything else)."""

    @app.exception_handler(ApiError)
    async def _api(_: Request, e: ApiError) -> JSONResponse:
        return JSONResponse(error_body(e.code, e.message, e.where), status_code=e.status, headers=e.headers)

    @app.exception_handler(StoreError)
    async def _store(_: Request, e: StoreError) -> JSONResponse:
        log.error("store: %s", e)
        return JSONResponse(error_body("store_unavailable", "the table store cannot be used now; "
                                       "nothing was written"), status_code=503)

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, e: RequestValidationError) -> JSONResponse:
        errs = e.errors()
        first = errs[0] if errs else {}
        where = _loc(first.get("loc", ()))
        msg = str(first.get("msg", "invalid request"))
        if first.get("type") == "json_invalid":
            msg = "the body is not valid JSON"
        return JSONResponse(error_body("bad_request", f"{where or 'body'}: {msg}", where), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, e: StarletteHTTPException) -> JSONResponse:
        code = _HTTP_CODES.get(e.status_code, "error")
        return JSONResponse(error_body(code, str(e.detail)), status_code=e.status_code)

    @app.exception_handler(Exception)
    async def _other(_: Request, e: Exception) -> JSONResponse:
        log.error("internal error: %s: %s", type(e).__name__, e)
        return JSONResponse(error_body("internal", "internal error; nothing was written"), status_code=500)
