"""Black Fleet codes describe reachable positions only (issue 14): each case below was
accepted before, and the game's own next code was then refused."""

from __future__ import annotations

import json
import random

import pytest

from seaboard import get_game
from seaboard.core.errors import InvalidCodeError
from seaboard.core.state import CHANCE

SPEC = get_game("black_fleet")


def _moving() -> dict[str, object]:
    """A 3-player code while seat 2 moves its purple navy ship (every ship on the board)."""
    rng = random.Random(4)
    state = SPEC.new_state(3)
    while not (state.t.cur >= 0 and min(state.mpos + state.ppos) >= 0):
        chance = state.to_move() == CHANCE
        state.apply(state.sample_chance(rng) if chance else rng.choice(state.legal_moves()))
    data = json.loads(state.to_code().split(" ", 1)[1])
    assert isinstance(data, dict)
    return data


def _code(data: dict[str, object]) -> str:
    return "black_fleet " + json.dumps(data, separators=(",", ":"))


def test_the_moving_code_round_trips() -> None:
    code = _code(_moving())
    assert SPEC.from_code(code).to_code() == code


def test_two_ships_at_rest_in_one_area_while_another_moves_are_refused() -> None:
    data = _moving()
    mpos = data["mpos"]
    assert isinstance(mpos, list)
    data["mpos"] = [mpos[1], *mpos[1:]]  # merchants of seats 1 and 2 share an area
    with pytest.raises(InvalidCodeError, match="two ships at rest in area"):
        SPEC.from_code(_code(data))


def test_a_merchant_at_rest_on_an_island_is_refused() -> None:
    data = _moving()
    mpos = data["mpos"]
    assert isinstance(mpos, list)
    island = 23
    data["mpos"] = [island, *mpos[1:]]
    with pytest.raises(InvalidCodeError, match="'mpos' must be a sea area: the merchant of seat 1"):
        SPEC.from_code(_code(data))


def test_a_merchant_off_the_board_holding_goods_is_refused() -> None:
    data = _moving()
    mpos = data["mpos"]
    assert isinstance(mpos, list)
    data["mpos"] = [-1, *mpos[1:]]  # its 3 goods would come back on relaunch: 62 in play
    with pytest.raises(InvalidCodeError, match="'mcnt' must be 0: the merchant of seat 1"):
        SPEC.from_code(_code(data))


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("seat", 1.5, "'seat' must be a whole number 0..2, not 1.5"),
        ("round", True, "'round' must be a whole number 0..1000000, not True"),
        ("money", [0, "3", 0], "'money' must be 3 whole numbers 0..1000000, not [0, '3', 0]"),
    ],
)
def test_refusals_name_the_field_and_the_value(key: str, value: object, message: str) -> None:
    data = _moving()
    data[key] = value
    with pytest.raises(InvalidCodeError) as caught:
        SPEC.from_code(_code(data))
    assert message in str(caught.value)
