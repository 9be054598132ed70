"""Errors the HTTP API answers with: a status code, a stable code word and a readable message;
and the parsing of clients' JSON, which refuses anything malformed with such an error."""

from __future__ import annotations

import json
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.registry import get_game
from seaboard.server.settings import MAX_JSON_DEPTH


class ApiError(Exception):
    """A refused request; nothing about the table changed."""

    def __init__(
        self, status: int, code: str, message: str, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers or {}

    def to_json(self) -> dict[str, dict[str, str]]:
        return {"error": {"code": self.code, "message": self.message}}


def not_found(what: str = "table") -> ApiError:
    return ApiError(404, "not_found", f"no such {what}")


def forbidden(message: str = "this seat's token is missing or wrong") -> ApiError:
    return ApiError(403, "forbidden", message)


def conflict(code: str, message: str) -> ApiError:
    return ApiError(409, code, message)


def archived_conflict() -> ApiError:
    """A change asked of an archived table (``seaboard.server.archive``)."""
    return conflict("archived", "this game is over and archived; it no longer changes")


def bad_request(code: str, message: str) -> ApiError:
    return ApiError(400, code, message)


def unprocessable(code: str, message: str) -> ApiError:
    return ApiError(422, code, message)


def unreadable(row: dict[str, Any], error: SeaboardError) -> ApiError:
    """A stored table whose log this server's rules cannot replay (a log written by another
    rules version of the game, or a damaged one): refused, never half-loaded."""
    game, written = row["game"], row["game_version"]
    try:
        now: int | str = get_game(game).version
    except SeaboardError:
        now = "none (the game is not installed)"
    return conflict(
        "unreadable_log",
        f"table {row['id']} cannot be rebuilt: its log was written by {game} rules version"
        f" {written}, this server has version {now} ({error})",
    )


def parse_json(raw: bytes | str) -> Any:
    """A client's JSON, refused with 400 when it is not JSON or nests deeper than
    ``MAX_JSON_DEPTH`` (a few KB of ``[[[[...`` would otherwise exhaust the parser's stack)."""
    try:
        data = json.loads(raw or b"null")
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise bad_request("bad_json", "the request body is not valid JSON") from None
    if json_depth(data) > MAX_JSON_DEPTH:
        raise bad_request("bad_json", f"JSON nested deeper than {MAX_JSON_DEPTH} levels")
    return data


def json_depth(data: Any) -> int:
    """How deeply ``data``'s arrays and objects nest (without recursion)."""
    deepest = 0
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, depth)
            stack.extend((child, depth + 1) for child in item)
    return deepest
