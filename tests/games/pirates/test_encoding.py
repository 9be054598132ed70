"""Pirates' RL encodings: an exact catalogue, a fixed observation and no leak of the treasure."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

import seaboard
from seaboard.games._golitsyn import encoding as shared
from seaboard.games.pirates import encoding
from seaboard.games.pirates.state import PiratesState
from seaboard.rl.encoding import Encoding
from tests.games.golitsyn.encoding_checks import play_and_check, state_ids
from tests.games.golitsyn.helpers import PIRATE_PORTS, SEA_ROWS, map_text

SPEC = seaboard.get_game("pirates")


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("preset", sorted(SPEC.presets))
@pytest.mark.parametrize("players", [2, 9])
def test_every_legal_move_is_catalogued_and_observations_are_fixed(
    players: int, preset: str, bot: str
) -> None:
    decisions = play_and_check(
        "pirates", players, preset, bot, players, 12, encoding.observation_size
    )
    assert decisions > 30


@pytest.mark.parametrize(("players", "actions", "size"), [(2, 469, 10692), (9, 714, 23057)])
def test_sizes_and_an_exact_volley_family(players: int, actions: int, size: int) -> None:
    options = SPEC.make_options(None)
    catalogue = encoding.action_catalogue(players, options)
    assert len(catalogue) == len(set(catalogue)) == actions
    assert encoding.observation_size(players, options) == size
    ships = sorted(state_ids(SPEC, players, options))
    # any ship may fire at any other (ships change hands) and join any volley
    shoot = {text for text in catalogue if text.startswith("shoot ")}
    assert shoot == {f"shoot {t} {u}" for t in ships for u in ships if u != t}
    assert {text for text in catalogue if text.startswith("also ")} == {f"also {u}" for u in ships}
    assert catalogue[:4] == ["move", "done", "pass", "fire"]
    assert "transfer b6 g3" in catalogue
    assert "transfer g3 b6 feint" in catalogue
    assert "transfer b6 g3 feint" not in catalogue  # a feint names its ships in ship order


def _after_treasure(name: str) -> PiratesState:
    state = SPEC.new_state(2, {"first_seat": 0})
    assert isinstance(state, PiratesState)
    for text in ("wind E", f"treasure {name}", "move", "spin N"):
        state.play(SPEC.parse_move(state, text))
    return state


def test_the_treasure_is_seen_by_the_spaniards_only() -> None:
    enc = Encoding(SPEC, 2, {"first_seat": 0})
    one, two = _after_treasure("g1"), _after_treasure("g2")
    assert one.view(1)["treasure"] is None
    # the pirate and a spectator cannot tell the two games apart; the Spaniard can
    assert np.array_equal(enc.observe(one, 1), enc.observe(two, 1))
    assert np.array_equal(enc.observe(one, None), enc.observe(two, None))
    assert not np.array_equal(enc.observe(one, 0), enc.observe(two, 0))
    rng = random.Random(5)
    for _ in range(10):
        copy = SPEC.determinize(one, 1, rng)
        assert np.array_equal(enc.observe(copy, 1), enc.observe(one, 1))


def test_blocks_are_seat_relative() -> None:
    state = _after_treasure("g1")
    options = SPEC.make_options({"first_seat": 0})
    enc = Encoding(SPEC, 2, options)
    cells = len(state.map.terrain)
    for seat in (0, 1):
        obs = enc.observe(state, seat)
        mine = obs[4 * cells : 5 * cells]
        theirs = obs[5 * cells : 6 * cells]
        own_cells = {state.cell[i] for i in state.ships_of(seat)}
        other_cells = {state.cell[i] for i in state.ships_of(1 - seat)}
        assert set(np.flatnonzero(mine)) == own_cells
        assert set(np.flatnonzero(theirs)) == other_cells
    assert encoding.max_chance_outcomes(9, options) == 10


def test_a_map_of_ones_own(tmp_path: Path) -> None:
    """``map=PATH``: the map planes and sizes follow the file; games on it stay inside the
    catalogue; the current's tail is marked."""
    path = tmp_path / "mine.map"
    path.write_text(map_text(SEA_ROWS, [*PIRATE_PORTS, "current C6 C3"]), encoding="utf-8")
    extra = {"map": str(path)}
    options = SPEC.make_options(extra)
    assert encoding.observation_size(3, options) == shared.observation_size(80, 3, 9, 4)
    assert len(encoding.action_catalogue(3, options)) == 469  # the fleet decides, not the map
    enc = Encoding(SPEC, 3, options)
    obs = enc.observe(SPEC.new_state(3, options), 0)
    assert list(np.flatnonzero(obs[3 * 80 : 4 * 80])) == [5 * 10 + 2]  # C6
    for seed in (1, 2):
        size = encoding.observation_size
        assert play_and_check("pirates", 3, "default", "random", seed, 30, size, extra) > 20
