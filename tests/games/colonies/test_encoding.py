"""Capture of Colonies' RL encodings: the catalogue, a fixed seat-relative observation."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import seaboard
from seaboard.games._golitsyn import encoding as shared
from seaboard.games._golitsyn.shooting import MAX_VOLLEY
from seaboard.games.colonies import encoding
from seaboard.games.colonies.state import ColoniesState
from seaboard.rl.encoding import Encoding
from tests.games.golitsyn.encoding_checks import play_and_check, state_ids, volley_cap
from tests.games.golitsyn.helpers import COLONY_LINES, COLONY_ROWS, map_text

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
    ("players", "ships", "actions", "size", "cap"),
    [
        (2, 3, 4401, 7642, 6),  # exact: every ship may fire at a colony
        (3, 3, 46401, 8941, 8),  # exact
        (4, 3, 418175, 10246, 8),  # exact
        (6, 3, 1040901, 12874, 4),  # at most 4 firing ships (the catalogue's LIMIT)
    ],
)
def test_sizes_and_the_volley_cap(
    players: int, ships: int, actions: int, size: int, cap: int
) -> None:
    options = SPEC.make_options({"ships": ships})
    catalogue = encoding.action_catalogue(players, options)
    assert len(catalogue) == len(set(catalogue)) == actions
    assert encoding.observation_size(players, options) == size
    assert volley_cap(catalogue, state_ids(SPEC, players, options)) == cap <= MAX_VOLLEY
    assert catalogue[:3] == ["move", "done", "pass"]
    assert "shoot STG a1" in catalogue
    assert "portfire STG a1" in catalogue


def test_the_catalogue_follows_the_map(tmp_path: object) -> None:
    """A colony id comes from the loaded map: port targets and units are the map's."""
    options = SPEC.make_options(None)
    state = SPEC.new_state(2, options)
    assert isinstance(state, ColoniesState)
    catalogue = set(encoding.action_catalogue(2, options))
    for port in state.map.ports:
        assert f"shoot {port.id} a1,a2,a3" in catalogue
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
    """``map=PATH``: the catalogue takes the map's colonies, and which of them can fire
    together; random games on it stay inside the catalogue."""
    path = tmp_path / "mine.map"
    path.write_text(map_text(COLONY_ROWS, COLONY_LINES, "colonies"), encoding="utf-8")
    options = SPEC.make_options({"map": str(path), "ships": 2})
    catalogue = set(encoding.action_catalogue(2, options))
    assert "shoot SIX a1,a2,b1,b2" in catalogue
    assert "shoot STG a1" not in catalogue
    assert "shoot b1 a1,SIX,FIVE" in catalogue  # both reach E3
    assert "shoot b1 a1,BIG,TWO" not in catalogue  # A1 and J8 never reach one cell
    assert encoding.observation_size(2, options) == shared.observation_size(80, 2, 4, 7)
    for seed in (1, 2):
        extra = {"map": str(path), "ships": 2}
        size = encoding.observation_size
        assert play_and_check("colonies", 2, "default", "random", seed, 30, size, extra) > 20
