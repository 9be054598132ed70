"""Tables for the browser tests, made through the API: fast bots, short games."""

from __future__ import annotations

from typing import Any

import httpx

import seaboard
from seaboard.core.options import describe_options
from seaboard.server.process import ServerProcess

DESKTOP = {"viewport": {"width": 1366, "height": 768}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
SIZES = {"desktop": DESKTOP, "phone": PHONE}
SHORT_ROUNDS = 2


def short_options(game: str) -> dict[str, Any]:
    """Options that end the game soon, where the game has them (a round limit)."""
    names = {o["name"] for o in describe_options(seaboard.get_game(game).Options)}
    return {"max_rounds": SHORT_ROUNDS} if "max_rounds" in names else {}


def create(server: ServerProcess, game: str, *, me: bool, level: str = "0") -> dict[str, Any]:
    """A started table of ``game`` at its smallest size against level-``level`` bots, short
    where the game allows; with ``me``, seat 1 is this browser's (``seat_url`` carries it)."""
    spec = seaboard.get_game(game)
    players = max(spec.min_players, 2)
    bots = [{"kind": "bot", "level": level}] * (players - 1)
    seats = ([{"kind": "human", "name": "Ann"}] if me else [{"kind": "bot", "level": level}]) + bots
    body = {"game": game, "seats": seats, "options": short_options(game)}
    if me:
        body |= {"my_seat": 0, "name": "Ann"}
    response = httpx.post(f"{server.url}/api/tables", json=body, timeout=30)
    response.raise_for_status()
    data: dict[str, Any] = response.json()
    data["players"] = players
    return data
