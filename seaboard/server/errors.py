"""Errors the HTTP API answers with: a status code, a stable code word and a readable message."""

from __future__ import annotations

from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.registry import get_game


class ApiError(Exception):
    """A refused request; nothing about the table changed."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, dict[str, str]]:
        return {"error": {"code": self.code, "message": self.message}}


def not_found(what: str = "table") -> ApiError:
    return ApiError(404, "not_found", f"no such {what}")


def forbidden(message: str = "this seat's token is missing or wrong") -> ApiError:
    return ApiError(403, "forbidden", message)


def conflict(code: str, message: str) -> ApiError:
    return ApiError(409, code, message)


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
