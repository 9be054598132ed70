"""Capture of Colonies' RL encodings: the catalogue, a fixed seat-relative observation."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import seaboard
from seaboard.games._golitsyn import encoding as shared
from seaboard.games.colonies import encoding
from seaboard.games.colonies.state import ColoniesState
from seaboard.rl.encoding import Encoding
from tests.games.golitsyn.encoding_checks import play_and_check, state_ids
from tests.games.golitsyn.helpers import COLONY_LINES, COLONY_ROWS, map_text, play, put

SPEC = seaboard.get_game("colonies")


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("preset", sorted(SPEC.presets))
@pytest.mark.parametrize("players", [2, 6])
def test_every_legal_move_is_catalogued_and_observations_are_fixed(
    players: int, preset: str, bot: str
) -> None:
    decisions = play_and_check(
        "colonies", players, preset, bot, players, 12, encoding.observation_size
    )
    assert decisions > 20


@pytest.mark.parametrize(
    ("players", "ships", "actions", "size"),
    [
        (2, 2, 322, 7633),
        (2, 3, 486, 7663),
        (3, 3, 747, 8965),
        (4, 3, 1026, 10273),
        (6, 3, 1638, 12907),
        (6, 4, 2322, 13021),
    ],
)
def test_sizes_and_an_exact_volley_family(
    players: int, ships: int, actions: int, size: int
) -> None:
    options = SPEC.make_options({"ships": ships})
    catalogue = encoding.action_catalogue(players, options)
    assert len(catalogue) == len(set(catalogue)) == actions
    assert encoding.observation_size(players, options) == size
    fleet = state_ids(SPEC, players, options)
    colonies = [port.id for port in SPEC.new_state(players, options).map.ports]
    # every unit at every target it could ever reach, and every unit may join a volley
    shoot = {text for text in catalogue if text.startswith("shoot ")}
    units = [*fleet, *colonies]
    assert shoot == {f"shoot {t} {u}" for t in fleet for u in units if u != t} | {
        f"shoot {t} {s}" for t in colonies for s in fleet
    }
    assert {text for text in catalogue if text.startswith("also ")} == {f"also {u}" for u in units}
    assert catalogue[:4] == ["move", "done", "pass", "fire"]
    assert "shoot STG a1" in catalogue
    assert "portfire STG a1" in catalogue


def test_the_catalogue_follows_the_map(tmp_path: object) -> None:
    """A colony id comes from the loaded map: port targets and units are the map's."""
    options = SPEC.make_options(None)
    state = SPEC.new_state(2, options)
    assert isinstance(state, ColoniesState)
    catalogue = set(encoding.action_catalogue(2, options))
    for port in state.map.ports:
        assert {f"shoot {port.id} {ship}" for ship in ("a1", "b3")} <= catalogue
        assert f"shoot a1 {port.id}" in catalogue  # a colony fires at a ship
        assert f"also {port.id}" in catalogue
    assert not any(text.startswith("row ") for text in catalogue)  # Colonies: nobody rows


def _playing() -> ColoniesState:
    state = SPEC.new_state(3, {"first_seat": 1})
    assert isinstance(state, ColoniesState)
    for text in ("wind E", "move", "spin N", "sail b1 N 3", "done"):
        state.play(SPEC.parse_move(state, text))
    return state


def test_blocks_are_seat_relative() -> None:
    state = _playing()
    enc = Encoding(SPEC, 3, {"first_seat": 1})
    cells = len(state.map.terrain)
    views = {seat: enc.observe(state, seat) for seat in range(3)}
    for seat, obs in views.items():
        for block in range(3):
            plane = obs[(4 + block) * cells : (5 + block) * cells]
            owner = (seat + block) % 3
            assert set(np.flatnonzero(plane)) == {state.cell[i] for i in state.ships_of(owner)}
    assert not np.array_equal(views[0], views[1])
    assert np.array_equal(enc.observe(state, None), views[0])  # a spectator sees from seat 0
    assert encoding.max_chance_outcomes(6, state.options) == 10


def test_a_map_of_ones_own(tmp_path: Path) -> None:
    """``map=PATH``: the catalogue takes the map's colonies, and those that can fire at a
    ship; random games on it stay inside the catalogue."""
    path = tmp_path / "mine.map"
    path.write_text(map_text(COLONY_ROWS, COLONY_LINES, "colonies"), encoding="utf-8")
    options = SPEC.make_options({"map": str(path), "ships": 2})
    catalogue = set(encoding.action_catalogue(2, options))
    assert {"shoot SIX a1", "shoot b1 SIX", "also SIX", "also b2"} <= catalogue
    assert "shoot STG a1" not in catalogue
    # 4 plain, 96 sails, 4 x (3 + 7) + 7 x 4 shots, 11 also, 4 repairs, 20 unloads,
    # 28 return fires
    assert len(catalogue) == 4 + 96 + 40 + 28 + 11 + 4 + 20 + 28
    assert encoding.observation_size(2, options) == shared.observation_size(80, 2, 4, 7)
    for seed in (1, 2):
        extra = {"map": str(path), "ships": 2}
        size = encoding.observation_size
        assert play_and_check("colonies", 2, "default", "random", seed, 30, size, extra) > 20


def test_the_declaration_and_the_map_come_from_the_view_alone(tmp_path: Path) -> None:
    """A volley being declared is observed unit by unit; ``encode_observation`` finds the map
    from the view's ``map_file`` option, with no catalogue built first."""
    path = tmp_path / "view.map"
    path.write_text(map_text(COLONY_ROWS, COLONY_LINES, "colonies"), encoding="utf-8")
    options = {"map": str(path), "ships": 2, "first_seat": 0}
    state = SPEC.new_state(2, options)
    assert isinstance(state, ColoniesState)
    play(state, "wind N")
    put(state, "b1", "D5")
    put(state, "a1", "C5")
    put(state, "a2", "E5")
    play(state, "shoot b1 a1")
    view = state.view(1)
    assert view["map_file"] == str(path)
    before = encoding.encode_observation(view)
    assert before == list(Encoding(SPEC, 2, options).observe(state, 1))
    play(state, "also a2")
    after = encoding.encode_observation(state.view(1))
    ships, ports, seats = 4, 7, 2
    start = len(after) - (seats + ports + 4) - (2 * (ships + ports) + 1)
    changed = np.flatnonzero(np.array(after) - np.array(before))
    assert list(changed) == [start + ships + ports + 1, start + 2 * (ships + ports)]  # a2, count
    assert after[start + 2] == 1.0  # the target b1
