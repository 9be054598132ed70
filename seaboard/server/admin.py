"""The administration over HTTP (``/api/admin``), which ``seaboard admin`` calls: list tables
and players, close or delete a table, read and remove chat messages, block and unblock
addresses, read the log of these actions (docs/server.md, "Administration").

Every request carries ``Authorization: Bearer <SEABOARD_ADMIN_TOKEN>``; with no token
configured these addresses answer 404, as if they did not exist. Every change is written to
the ``admin_actions`` table and to the ``seaboard.admin`` log, with the administrator's address.
"""

from __future__ import annotations

import hmac
import logging
import time
from typing import Any

from fastapi import APIRouter, Depends, Request

from seaboard.server import moderation
from seaboard.server.api import manager_of
from seaboard.server.blocklist import BLOCKED, parse_network
from seaboard.server.errors import ApiError, bad_request, conflict, not_found, parse_json
from seaboard.server.hub import DELETED
from seaboard.server.manager import Manager
from seaboard.server.table import PLAYING, WAITING, Table

log = logging.getLogger("seaboard.admin")
MAX_LIST = 500
MAX_REASON = 200


def require_admin(request: Request) -> None:
    """Refuse a request without the configured admin token (404 when none is configured)."""
    expected = manager_of(request).settings.admin_token
    if expected is None:
        raise not_found("page")
    auth = request.headers.get("authorization", "")
    given = auth[7:].strip() if auth.lower().startswith("bearer ") else ""
    if not hmac.compare_digest(given.encode(), expected.encode()):
        raise ApiError(
            401,
            "unauthorized",
            "the admin token is missing or wrong",
            headers={"WWW-Authenticate": "Bearer"},
        )


router = APIRouter(prefix="/api/admin", dependencies=[Depends(require_admin)])


async def _record(request: Request, action: str, target: str, detail: str = "") -> None:
    manager = manager_of(request)
    address = request.client.host if request.client else ""
    await manager.run_db(
        moderation.record_action, manager.storage, action, target, detail, address, time.time()
    )
    log.info("admin %s %s %s (from %s)", action, target, detail, address)


def _limit(value: int) -> int:
    if not 0 < value <= MAX_LIST:
        raise bad_request("bad_limit", f"limit must be between 1 and {MAX_LIST}")
    return value


async def close_table(manager: Manager, table_id: str) -> None:
    """Stop a waiting or playing table unfinished (``CLOSED``), as when nobody is left."""

    def close(table: Table) -> None:
        if table.status not in (WAITING, PLAYING):
            raise conflict("not_open", "only a waiting or playing table can be closed")
        table.close(time.time())

    await manager.mutate(table_id, close)


async def delete_table(manager: Manager, table_id: str) -> None:
    """Delete a table, live or archived, with its log and chat; its sockets are told why and
    closed, here and (through the broker) in the other processes."""
    if not isinstance(table_id, str) or not 0 < len(table_id) <= 32:
        raise not_found()
    async with manager.lock(table_id):
        if not await manager.run_db(moderation.delete_table, manager.storage, table_id):
            raise not_found()
        manager.forget(table_id)
    await manager.hub.close_table(table_id, DELETED)
    await manager.broker.publish(table_id)


@router.get("/tables")
async def tables(request: Request, status: str | None = None, limit: int = 100) -> dict[str, Any]:
    """The newest tables, with their seats and how many sockets watch each."""
    manager = manager_of(request)
    rows = await manager.run_db(moderation.tables, manager.storage, status, _limit(limit))
    for row in rows:
        row["sockets"] = len(manager.hub.connections.get(row["id"], ()))
    return {"tables": rows}


@router.get("/players")
async def players(request: Request, limit: int = 200) -> dict[str, Any]:
    """The people seated at waiting and playing tables, and whether they are connected."""
    manager = manager_of(request)
    found = []
    for status in (WAITING, PLAYING):
        rows = await manager.run_db(moderation.tables, manager.storage, status, _limit(limit))
        for row in rows:
            sockets = manager.hub.connections.get(row["id"], ())
            online = {c.perspective for c in sockets if c.perspective is not None}
            for seat in row["seats"]:
                if seat["kind"] != "human" or seat["replaced"]:
                    continue
                found.append(
                    {
                        "table": row["id"],
                        "game": row["game"],
                        "status": row["status"],
                        "seat": seat["seat"],
                        "name": seat["name"],
                        "connected": seat["seat"] in online,
                    }
                )
    return {"players": found}


@router.post("/tables/{table_id}/close")
async def close(request: Request, table_id: str) -> dict[str, Any]:
    await close_table(manager_of(request), table_id)
    await _record(request, "close", table_id)
    return {"closed": table_id}


@router.delete("/tables/{table_id}")
async def delete(request: Request, table_id: str) -> dict[str, Any]:
    await delete_table(manager_of(request), table_id)
    await _record(request, "delete", table_id)
    return {"deleted": table_id}


@router.get("/tables/{table_id}/chat")
async def chat(request: Request, table_id: str) -> dict[str, Any]:
    """Every message of a table, oldest first, with the ids that ``remove-message`` takes."""
    manager = manager_of(request)
    table = await manager.get(table_id)
    if table.archived:
        return {"messages": table.archived_chat}
    rows = await manager.run_db(manager.storage.chat, table_id, 10_000)
    return {"messages": rows}


@router.delete("/tables/{table_id}/chat/{message_id}")
async def remove_message(request: Request, table_id: str, message_id: int) -> dict[str, Any]:
    manager = manager_of(request)
    await manager.chat.remove(table_id, message_id)
    await _record(request, "remove_message", table_id, f"message {message_id}")
    return {"removed": message_id}


@router.get("/blocks")
async def blocks(request: Request) -> dict[str, Any]:
    manager = manager_of(request)
    return {"blocks": await manager.run_db(moderation.blocks, manager.storage)}


@router.post("/blocks")
async def block(request: Request) -> dict[str, Any]:
    """Block ``{"address": "203.0.113.7" or "203.0.113.0/24", "reason": "..."}``."""
    data = parse_json(await request.body())
    if not isinstance(data, dict) or not isinstance(data.get("address"), str):
        raise bad_request("bad_json", 'send {"address": "...", "reason": "..."}')
    reason = data.get("reason", "")
    if not isinstance(reason, str) or len(reason) > MAX_REASON:
        raise bad_request("bad_reason", f"reason must be text of at most {MAX_REASON} characters")
    network = parse_network(data["address"])
    manager = manager_of(request)
    added = await manager.run_db(
        moderation.add_block, manager.storage, str(network), reason, time.time()
    )
    if not added:
        raise conflict("already_blocked", f"{network} is blocked already")
    manager.blocklist.add(network)
    await manager.hub.close_from(manager.blocklist.refuses, BLOCKED)
    await _record(request, "block", str(network), reason)
    return {"blocked": str(network)}


@router.delete("/blocks")
async def unblock(request: Request, address: str) -> dict[str, Any]:
    network = parse_network(address)
    manager = manager_of(request)
    if not await manager.run_db(moderation.remove_block, manager.storage, str(network)):
        raise not_found("block of that address")
    manager.blocklist.remove(network)
    await _record(request, "unblock", str(network))
    return {"unblocked": str(network)}


@router.get("/log")
async def actions(request: Request, limit: int = 100) -> dict[str, Any]:
    """The newest admin actions, newest first."""
    manager = manager_of(request)
    return {"actions": await manager.run_db(moderation.actions, manager.storage, _limit(limit))}
