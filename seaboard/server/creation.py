"""A lobby's request for a new table, checked before anything is created: the game, its
preset and options (checked against the player count), the clock, the seats (people and bots
with their levels), the creator's own seat and privacy. Anything wrong is a 422 naming it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.options import remote_safe
from seaboard.core.registry import get_game
from seaboard.core.spec import GameSpec
from seaboard.server.clocks import Clock
from seaboard.server.errors import unprocessable
from seaboard.server.seats import Seat, clean_name
from seaboard.server.table import BOT_LEVELS


@dataclass(frozen=True)
class TableRequest:
    """What a valid request asks for; ``mine``: the creator's seat (None: a spectator)."""

    spec: GameSpec
    preset: str
    options: Any
    clock: Clock
    replacement_level: str
    seats: list[Seat]
    mine: int | None
    private: bool

    @property
    def bot_only(self) -> bool:
        return all(seat.kind == "bot" for seat in self.seats)


def _bot_level(value: Any) -> str:
    level = str(value)
    if level not in BOT_LEVELS:
        raise unprocessable("bad_level", f"bot levels are {', '.join(BOT_LEVELS)}")
    return level


def _game(request: dict[str, Any]) -> tuple[GameSpec, str, Any, Clock]:
    try:
        spec = get_game(str(request.get("game", "")))
        # no preset named: the game's first preset, its default variant
        preset = str(request.get("preset") or next(iter(spec.presets), ""))
        base = dict(spec.presets.get(preset, {})) if preset else {}
        if preset and preset not in spec.presets:
            spec.make_options(preset)
        overrides = request.get("options") or {}
        if not isinstance(overrides, dict):
            raise unprocessable("bad_options", "options must be an object")
        # options naming files on the server (``local_path``) are not for remote clients
        remote_safe(spec.Options, overrides)
        options = spec.make_options({**base, **overrides})
        seat_requests = request.get("seats")
        if not isinstance(seat_requests, list):
            raise unprocessable("bad_seats", "seats must be a list")
        spec.check_players(len(seat_requests))
        clock = Clock.new(str(request.get("clock") or "none"), len(seat_requests))
        # the options checked against the player count (``first_seat`` names a seat)
        spec.new_state(len(seat_requests), options)
    except SeaboardError as error:
        raise unprocessable("bad_options", str(error)) from None
    return spec, preset, options, clock


def _seats(items: list[Any], level: str) -> list[Seat]:
    seats: list[Seat] = []
    for index, item in enumerate(items):
        if not isinstance(item, dict) or item.get("kind") not in ("human", "bot"):
            raise unprocessable("bad_seats", "each seat is {kind: human|bot, level, name}")
        if item["kind"] == "bot":
            bot_level = _bot_level(item.get("level", "1"))
            name = clean_name(item.get("name"), f"bot {bot_level}")
            seats.append(Seat(index, "bot", bot_level, name))
        else:
            seats.append(Seat(index, "human", level, clean_name(item.get("name"), "")))
    return seats


def table_request(request: dict[str, Any]) -> TableRequest:
    """The checked form of a lobby request (the body of ``POST /api/tables``)."""
    spec, preset, options, clock = _game(request)
    level = _bot_level(request.get("replacement_level", "1"))
    seats = _seats(request["seats"], level)
    mine = request.get("my_seat")
    if mine is not None and (
        not isinstance(mine, int) or not 0 <= mine < len(seats) or seats[mine].kind != "human"
    ):
        raise unprocessable("bad_seat", "my_seat is not one of the human seats")
    private = request.get("private", False)
    if not isinstance(private, bool):
        raise unprocessable("bad_private", "private must be true or false")
    return TableRequest(spec, preset, options, clock, level, seats, mine, private)
