"""The server's figures in Prometheus' text format (``GET /metrics``; docs/server.md,
"Health and metrics"), through prometheus-client.

Counted as they happen: HTTP requests by route template and status with their latency, moves
by game and by who made them (a person or a bot), bots' thinking time by game and level, clock
timeouts. Read at each scrape from what the process holds: open WebSockets (players and
spectators) and the tables by game and status. Each ``Manager`` has its own registry, so
several apps in one process (the tests) never share a figure.
"""

from __future__ import annotations

import time
from collections import Counter as Tally
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from starlette.types import ASGIApp, Message, Receive, Scope, Send

if TYPE_CHECKING:
    from seaboard.server.manager import Manager

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
THINK_BUCKETS = (0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0)


class Metrics:
    """The instruments of one server process."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "seaboard_http_requests",
            "HTTP requests answered, by route template, method and status",
            ["route", "method", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "seaboard_http_request_seconds",
            "Time to answer an HTTP request, by route template",
            ["route"],
            registry=self.registry,
        )
        self.moves = Counter(
            "seaboard_moves",
            "Moves stored, by game and by who made them (person or bot)",
            ["game", "by"],
            registry=self.registry,
        )
        self.think = Histogram(
            "seaboard_bot_think_seconds",
            "A bot's thinking time for one decision, by game and level",
            ["game", "level"],
            buckets=THINK_BUCKETS,
            registry=self.registry,
        )
        self.timeouts = Counter(
            "seaboard_clock_timeouts",
            "Clocks that ran out (the seat handed to a bot), by game",
            ["game"],
            registry=self.registry,
        )

    def watch(self, manager: Manager) -> None:
        """Read the manager's sockets and tables at every scrape."""
        self.registry.register(HeldTables(manager))

    def text(self) -> bytes:
        return generate_latest(self.registry)


class HeldTables(Collector):
    """Open WebSockets and the tables this process holds, counted when scraped."""

    def __init__(self, manager: Manager) -> None:
        self.manager = manager

    def collect(self) -> Iterator[GaugeMetricFamily]:
        sockets = GaugeMetricFamily(
            "seaboard_websockets", "Open table WebSockets, by kind", labels=["kind"]
        )
        peers = [c for group in self.manager.hub.connections.values() for c in group]
        spectators = sum(c.perspective is None for c in peers)
        sockets.add_metric(["player"], len(peers) - spectators)
        sockets.add_metric(["spectator"], spectators)
        yield sockets
        tables = GaugeMetricFamily(
            "seaboard_tables",
            "Tables this process holds, by game and status",
            labels=["game", "status"],
        )
        counts = Tally((t.spec.id, t.status) for t in list(self.manager.tables.values()))
        for (game, status), count in sorted(counts.items()):
            tables.add_metric([game, status], count)
        yield tables


class RequestMetrics:
    """ASGI middleware: each HTTP request counted by its route template (``/api/tables/{id}``,
    never the id itself) and status, and timed."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            manager: Any = getattr(scope["app"].state, "manager", None)
            if manager is not None:
                route = getattr(scope.get("route"), "path", "unmatched")
                metrics: Metrics = manager.metrics
                metrics.requests.labels(route, scope["method"], str(status)).inc()
                metrics.latency.labels(route).observe(time.perf_counter() - started)
