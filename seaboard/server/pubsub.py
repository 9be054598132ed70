"""Fan-out of table changes between server processes.

One process needs nothing: its own clients are told directly (``LocalBroker``). Several
processes serving one database publish "table X changed" on a Redis channel; each process
re-reads that table from the database and pushes it to its own clients (``RedisBroker``).
Messages carry no game data, so Redis never sees a secret.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from collections.abc import Awaitable, Callable

CHANNEL = "seaboard:tables"

log = logging.getLogger("seaboard.server")

Handler = Callable[[str], Awaitable[None]]


class LocalBroker:
    """A single process: nothing to fan out."""

    origin = "local"

    async def start(self, handler: Handler) -> None:
        self.handler = handler

    async def publish(self, table_id: str) -> None:
        return None

    async def ping(self) -> None:
        """Nothing to reach: always ready."""
        return

    async def close(self) -> None:
        return None


class RedisBroker:
    """Redis pub/sub between processes that share one database."""

    def __init__(self, url: str) -> None:
        import redis.asyncio as aioredis

        self.client = aioredis.from_url(url)
        self.origin = uuid.uuid4().hex
        self.task: asyncio.Task[None] | None = None

    async def start(self, handler: Handler) -> None:
        pubsub = self.client.pubsub()
        await pubsub.subscribe(CHANNEL)
        # Wait for the subscription to be confirmed, so no message published after start()
        # returns can be missed.
        while True:
            message = await pubsub.get_message(timeout=1.0)
            if message is not None and message.get("type") == "subscribe":
                break
        self.task = asyncio.create_task(self._listen(pubsub, handler))

    async def _listen(self, pubsub: object, handler: Handler) -> None:
        async for message in pubsub.listen():  # type: ignore[attr-defined]
            if message.get("type") != "message":
                continue
            try:
                data = json.loads(message["data"])
                if data.get("origin") == self.origin:
                    continue
                await handler(str(data["table"]))
            except Exception:
                log.exception("a pub/sub message could not be handled")

    async def ping(self) -> None:
        """Raise when Redis does not answer (``/readyz``)."""
        await self.client.ping()

    async def publish(self, table_id: str) -> None:
        await self.client.publish(CHANNEL, json.dumps({"table": table_id, "origin": self.origin}))

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        await self.client.aclose()


Broker = LocalBroker | RedisBroker


def make_broker(redis_url: str | None) -> Broker:
    return RedisBroker(redis_url) if redis_url else LocalBroker()
