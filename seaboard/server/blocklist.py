"""Addresses refused service (``seaboard admin block``): every request and socket from a
blocked address or network is answered 403, except the probes (``/livez``, ``/readyz``,
``/metrics``) and the administration itself (``/api/admin``), so a mistaken block can be
lifted.

The list lives in the database (``blocked_addresses``); each process holds a copy, changed at
once by its own admin requests and re-read every ``REFRESH_S`` seconds for the changes made
through another process. The address is the client's as the server sees it: behind a trusted
proxy (``SEABOARD_TRUSTED_PROXIES``) the one it forwards.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from seaboard.server.errors import ApiError, bad_request

log = logging.getLogger("seaboard.server")
REFRESH_S = 30.0
EXEMPT_PREFIXES = ("/api/admin", "/livez", "/readyz", "/metrics")
CLOSE_POLICY = 1008

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
BLOCKED = ApiError(403, "blocked", "requests from your address are refused by this server")


def parse_network(text: str) -> Network:
    """An address ("203.0.113.7") or network ("203.0.113.0/24"), normalised; 400 otherwise."""
    try:
        return ipaddress.ip_network(text.strip(), strict=False)
    except ValueError:
        raise bad_request(
            "bad_address", f"{text!r} is not an IP address or network (like 203.0.113.0/24)"
        ) from None


class Blocklist:
    """The blocked networks this process knows."""

    def __init__(self) -> None:
        self.networks: frozenset[Network] = frozenset()

    def replace(self, networks: Iterable[str]) -> None:
        self.networks = frozenset(ipaddress.ip_network(n, strict=False) for n in networks)

    def add(self, network: Network) -> None:
        self.networks = self.networks | {network}

    def remove(self, network: Network) -> None:
        self.networks = self.networks - {network}

    def refuses(self, address: str) -> bool:
        """Is ``address`` inside a blocked network? (Not an IP address: never.)"""
        if not self.networks:
            return False
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.networks)


class RefuseBlocked:
    """ASGI middleware: 403 for HTTP requests, a policy close for sockets, from the blocked
    addresses of ``blocklist``."""

    def __init__(self, app: ASGIApp, blocklist: Blocklist) -> None:
        self.app = app
        self.blocklist = blocklist

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or not self._refused(scope):
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": CLOSE_POLICY, "reason": "blocked"})
            return
        await JSONResponse(BLOCKED.to_json(), status_code=403)(scope, receive, send)

    def _refused(self, scope: Scope) -> bool:
        path: str = scope.get("path", "")
        if path.startswith(EXEMPT_PREFIXES):
            return False
        client = scope.get("client")
        return client is not None and self.blocklist.refuses(client[0])


async def keep_fresh(
    blocklist: Blocklist, read: Callable[[], Awaitable[list[dict[str, Any]]]]
) -> None:
    """Keep ``blocklist`` as the database has it (``read``: its rows; an admin request through
    another process changes them there), now and every ``REFRESH_S`` seconds."""
    while True:
        try:
            blocklist.replace(row["network"] for row in await read())
        except Exception:
            log.exception("the blocked addresses could not be read")
        await asyncio.sleep(REFRESH_S)
