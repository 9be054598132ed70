"""Malformed position codes of both Golitsyn games are refused with an InvalidCodeError,
also when they are valid JSON but describe an impossible position (a volley with no units,
a finished game without a reason, damage beyond sinking, ...)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from seaboard import get_game
from seaboard.core.errors import InvalidCodeError

Edit = Callable[[dict[str, Any]], object]

EDITS: dict[str, Edit] = {
    "negative turns": lambda d: d.__setitem__("turns", -5),
    "idle beyond the players": lambda d: d.__setitem__("idle", 9),
    "hits beyond sinking": lambda d: d["ships"][0].__setitem__(3, 99),
    "storm flag 2": lambda d: d["ships"][0].__setitem__(5, 2),
    "moved flags 99": lambda d: d["ships"][0].__setitem__(7, 99),
    "unknown return-fire colony": lambda d: d.__setitem__("pf", ["NOPE", 0]),
    "return-fire seat 9": lambda d: d.__setitem__("pf", ["-", 9]),
    "a volley outside a shot": lambda d: d.__setitem__("volley", ["g1"]),
    "a target outside a shot": lambda d: d.__setitem__("target", "zz"),
    "a shot with no volley": lambda d: d.__setitem__("ph", "fire"),
    "a declaration with no volley": lambda d: d.__setitem__("ph", "aim"),
    "a unit named twice": lambda d: d.update(
        ph="aim", target=d["ships"][-1][0], volley=[d["ships"][0][0]] * 2
    ),
    "a volley of more than 8 units": lambda d: d.update(
        ph="aim", target=d["ships"][-1][0], volley=[row[0] for row in d["ships"] + d["ports"]]
    ),
    "over without a reason": lambda d: d.__setitem__("ph", "over"),
    "winners while playing": lambda d: d.__setitem__("win", [0]),
}


def _code(game: str) -> str:
    spec = get_game(game)
    state = spec.new_state(2, {"first_seat": 0})
    state.play(spec.parse_move(state, "wind N"))
    if game == "pirates":
        state.play(spec.parse_move(state, "treasure g1"))
    return state.to_code()


@pytest.mark.parametrize("game", ["pirates", "colonies"])
@pytest.mark.parametrize("name", list(EDITS))
def test_impossible_positions_are_refused(game: str, name: str) -> None:
    spec = get_game(game)
    code = _code(game)
    assert spec.from_code(code).to_code() == code
    data = json.loads(code.split(" ", 1)[1])
    EDITS[name](data)
    with pytest.raises(InvalidCodeError):
        spec.from_code(f"{game} {json.dumps(data)}")


def test_pirates_treasure_unknown_only_at_setup() -> None:
    spec = get_game("pirates")
    data = json.loads(_code("pirates").split(" ", 1)[1])
    data["treasure"] = "-"
    with pytest.raises(InvalidCodeError):
        spec.from_code(f"pirates {json.dumps(data)}")
