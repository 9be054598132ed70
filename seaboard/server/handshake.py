"""Who a table's WebSocket speaks for, settled before anything is sent (docs/server.md,
"WebSocket").

- **Origin.** A browser names the page that opened a socket in ``Origin``; only the site's own
  origin (the ``Host`` it was asked for, over http or https) and the configured
  ``allowed_origins`` are accepted. A client that sends no ``Origin`` (a script, a bot) is not
  a browser page another site runs, and is accepted.
- **The seat's token** travels in the socket's first message, ``{"type": "auth", "token": T}``,
  after ``?seat=N`` in the address, so no address (in any log, ours or a proxy's) holds it. The
  old form, ``?seat=N&token=T``, is still accepted for this release (``redact`` keeps it out of
  our log).
"""

from __future__ import annotations

import asyncio
from collections.abc import MutableMapping
from typing import Any
from urllib.parse import urlsplit

from starlette.websockets import WebSocket

from seaboard.server.errors import ApiError, parse_json
from seaboard.server.settings import MAX_WS_MESSAGE_BYTES

CLOSE_BAD_REQUEST = 4400
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
CLOSE_GONE = 4410
CLOSE_POLICY = 1008
"""Standard code for a socket refused on policy (a foreign origin)."""
CLOSE_UNSUPPORTED = 1003
"""Standard code for a frame of a kind the server does not take (binary)."""


def origin_allowed(ws: WebSocket, allowed: tuple[str, ...]) -> bool:
    """May a socket from ``ws``'s ``Origin`` join? Its own site, a configured origin, or none."""
    origin = ws.headers.get("origin")
    if origin is None:
        return True
    if origin.rstrip("/") in allowed:
        return True
    parts = urlsplit(origin)
    host = ws.headers.get("host", "")
    return parts.scheme in ("http", "https") and bool(host) and parts.netloc == host


def close_code(error: ApiError) -> int:
    """The socket close code that says what ``error`` says."""
    if error.status == 403:
        return CLOSE_FORBIDDEN
    if error.status == 404:
        return CLOSE_NOT_FOUND
    if error.status == 410:
        return CLOSE_GONE
    return CLOSE_BAD_REQUEST


async def first_token(ws: WebSocket, timeout: float) -> str:
    """The seat token of the socket's first message (``{"type": "auth", "token": T}``), read
    within ``timeout`` seconds; anything else is refused with a clear error."""
    expected = 'send {"type": "auth", "token": "<seat token>"} first'
    try:
        message: MutableMapping[str, Any] = await asyncio.wait_for(ws.receive(), timeout)
    except TimeoutError:
        raise ApiError(400, "auth_expected", f"no seat token in time: {expected}") from None
    text = message.get("text")
    if not isinstance(text, str) or len(text) > MAX_WS_MESSAGE_BYTES:
        raise ApiError(400, "auth_expected", expected)
    data = parse_json(text)
    if not isinstance(data, dict) or data.get("type") != "auth":
        raise ApiError(400, "auth_expected", expected)
    token = data.get("token")
    if not isinstance(token, str) or not token:
        raise ApiError(403, "forbidden", "the seat token is missing")
    return token
