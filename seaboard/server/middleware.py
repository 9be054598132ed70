"""The HTTP middlewares of the application: request bodies capped, security headers on every
answer, and HEAD answered as GET without a body."""

from __future__ import annotations

from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from seaboard.server.errors import ApiError


class BodyLimit:
    """Refuse request bodies over ``limit`` bytes with 413, whether or not they announce
    their length, before any handler reads them."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for key, value in scope.get("headers", []):
            if key == b"content-length":
                try:
                    too_big = int(value) > self.limit
                except ValueError:
                    too_big = True
                if too_big:
                    await _too_large(send)
                    return
        received = 0

        async def limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    raise _BodyTooLargeError
            return message

        try:
            await self.app(scope, limited, send)
        except _BodyTooLargeError:
            await _too_large(send)


SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';"
        b" img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self';"
        b" form-action 'self'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
]
"""Sent with every HTTP answer: scripts only from this site's files (no inline script), the
pages never framed by another site, no content-type guessing, no table links leaked in
``Referer`` to other sites. Inline styles stay allowed: the SVG boards carry style attributes."""


class SecurityHeaders:
    """Adds ``SECURITY_HEADERS`` to every HTTP response (replacing any of the same name)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {name for name, _ in SECURITY_HEADERS}
                headers = [h for h in message.get("headers", []) if h[0].lower() not in names]
                message["headers"] = headers + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, with_headers)


class _BodyTooLargeError(Exception):
    pass


async def _too_large(send: Send) -> None:
    body = ApiError(413, "too_large", "the request is too large").to_json()
    response = JSONResponse(body, status_code=413)
    await response({"type": "http"}, _no_receive, send)


async def _no_receive() -> Message:
    return {"type": "http.disconnect"}


class AnswerHead:
    """Answer ``HEAD`` as the ``GET`` of the same address would be answered, headers and
    status alike, with no body (RFC 9110, 9.3.2): link checkers and uptime monitors ask
    with it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def headers_only(message: Message) -> None:
            if message["type"] == "http.response.body":
                if not message.get("more_body", False):
                    await send({"type": "http.response.body", "body": b""})
                return
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, headers_only)
