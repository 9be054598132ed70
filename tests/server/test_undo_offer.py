"""``can_undo`` is offered exactly when the undo would be accepted (issue: Jamaica offered an
Undo that was always refused), walked over random games of every registered game."""

from __future__ import annotations

import random

import pytest
from server_helpers import Api

from seaboard.core.registry import get_game, list_games

REAL_GAMES = [g for g in list_games() if g != "tiny"]
STEPS = 40


def seated_table(api: Api, game: str) -> tuple[str, list[str]]:
    """A table of ``game`` at its fewest seats, every seat a person with its token."""
    spec = get_game(game)
    seats = [{"kind": "human"} for _ in range(spec.min_players)]
    created = api.create(game=game, seats=seats, my_seat=0, name="Ann")
    tokens = [created["token"]] + [
        api.join(created["id"], seat, f"P{seat}") for seat in range(1, spec.min_players)
    ]
    return created["id"], tokens


@pytest.mark.parametrize("game", REAL_GAMES)
def test_can_undo_agrees_with_the_undo(api: Api, game: str) -> None:
    table, tokens = seated_table(api, game)
    rng = random.Random(f"undo:{game}")
    checked = 0
    for _ in range(STEPS):
        data = api.wait(table, lambda d: d["status"] != "playing" or d["to_move"] >= 0)
        if data["status"] != "playing":
            break
        seat = data["to_move"]
        mine = api.state(table, seat, tokens[seat])
        answer = api.post(table, "undo", tokens[seat], seat=seat, expected_version=mine["version"])
        checked += 1
        if mine["can_undo"]:
            assert answer.status_code == 200, (game, answer.text)
            mine = api.state(table, seat, tokens[seat])
        else:
            assert answer.status_code == 409, (game, answer.text)
            assert answer.json()["error"]["code"] == "cannot_undo"
        move = rng.choice(mine["legal"])["move"]
        played = api.move(table, seat, tokens[seat], move, mine["version"])
        assert played.status_code == 200, (game, move, played.text)
    assert checked >= STEPS // 2
