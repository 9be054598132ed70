"""Capture of Colonies: fleets, calm, shooting ports down, ammunition, free colonies, return
fire, boarding, sunk ships, storms into ports and the ends (seed 004 part 2; RULINGS)."""

from __future__ import annotations

import math

import pytest

from seaboard import get_game
from seaboard.core.errors import InvalidOptionsError
from seaboard.games._golitsyn.maps import parse_map
from tests.games.golitsyn.helpers import (
    COLONY_LINES,
    COLONY_ROWS,
    cell_of,
    colonies,
    map_text,
    moves_text,
    play,
    put,
)

SPEC = get_game("colonies")


def port(state, port_id: str) -> int:
    return state.map.port_index(port_id)


def test_setup_same_fleets_five_ammunition_start_corner() -> None:
    state = colonies(players=2, ships=2)
    assert [cell_of(state, s) for s in ("a1", "a2", "b1", "b2")] == ["A7", "B7", "C7", "D7"]
    assert state.ammo == [5, 5, 5, 5]
    big = SPEC.new_state(6, {"ships": 4})
    assert len(big.ship_ids) == 24  # type: ignore[attr-defined]
    with pytest.raises(InvalidOptionsError):
        colonies(players=5, ships=2)  # 10 ships, 8 start cells
    with pytest.raises(InvalidOptionsError):
        SPEC.new_state(2, {"ships": 5})


def test_calm_nobody_moves() -> None:
    state = colonies()
    play(state, "move", "spin calm")
    assert state.seat == 1
    assert moves_text(state)[0] == "move"


def shoot_until_free(state, colony: str, shooter: str) -> int:
    """Seat 0 fires once a turn; seat 1 answers for the colony with a miss and a calm."""
    shots = 0
    while state.port_owner[port(state, colony)] < 0 and state.points[port(state, colony)] > 0:
        play(state, f"shoot {colony} {shooter}", "fire", "spin N")
        shots += 1
        if state.points[port(state, colony)] > 0 or state.port_ammo[port(state, colony)]:
            play(state, f"portfire {colony} {shooter}", "spin NE")
        play(state, "move", "spin calm")
    return shots


@pytest.mark.parametrize(("colony", "cell"), [("SIX", "D5"), ("FIVE", "G6"), ("THREE", "I4")])
def test_a_colony_falls_after_half_its_value_in_hits(colony: str, cell: str) -> None:
    state = colonies()
    put(state, "a1", cell)
    value = state.map.ports[port(state, colony)].value
    assert shoot_until_free(state, colony, "a1") == math.ceil(value / 2)
    assert state.points[port(state, colony)] == 0


def test_one_point_colony_needs_one_hit_and_entering_takes_it() -> None:
    state = colonies()
    put(state, "a1", "F6")
    play(state, "shoot ONE a1", "fire", "spin E")
    assert state.points[port(state, "ONE")] == 0
    assert state.port_owner[port(state, "ONE")] == -1
    assert state.seat == 1  # a free colony does not fire back
    play(state, "move", "spin calm", "move", "spin S", "sail a1 S 2")
    assert cell_of(state, "a1") == "F8"
    assert state.port_owner[port(state, "ONE")] == 0
    assert state.points[port(state, "ONE")] == 1
    assert state.view(None)["scores"] == [1, 0]


def test_hits_knock_off_ammunition_first_then_two_points() -> None:
    state = colonies()
    index = port(state, "SIX")
    state.port_owner[index] = 1
    state.port_ammo[index] = 2
    put(state, "a1", "D5")
    play(state, "shoot SIX a1", "fire", "spin N")
    assert (state.port_ammo[index], state.points[index]) == (1, 6)
    play(state, "move", "spin calm", "shoot SIX a1", "fire", "spin S")
    assert (state.port_ammo[index], state.points[index]) == (0, 6)
    play(state, "move", "spin calm", "shoot SIX a1", "fire", "spin W")
    assert (state.port_ammo[index], state.points[index]) == (0, 4)
    assert state.view(None)["scores"] == [0, 4]


def test_visiting_restores_points_but_not_ammunition() -> None:
    state = colonies()
    index = port(state, "SIX")
    state.port_owner[index] = 0
    state.points[index] = 2
    put(state, "a1", "D5")
    play(state, "move", "spin N", "sail a1 N 2")
    assert state.points[index] == 6
    assert state.port_ammo[index] == 0


def test_unloading_ammunition_into_an_own_colony() -> None:
    state = colonies()
    index = port(state, "SIX")
    state.port_owner[index] = 0
    put(state, "a1", "D3")
    assert "unload a1 5" in moves_text(state)
    play(state, "unload a1 3")
    assert (state.ammo[state.ship_index["a1"]], state.port_ammo[index]) == (2, 3)
    assert not any(m.startswith("unload a1") for m in moves_text(state))
    assert state.seat == 0  # unloading does not end the turn


def test_an_unowned_colony_fires_back_in_the_next_players_turn() -> None:
    state = colonies()
    put(state, "a1", "D5")
    play(state, "shoot SIX a1", "fire", "spin E")
    assert state.seat == 1
    assert moves_text(state) == ["portfire SIX a1"]  # only the attacker's ships
    play(state, "portfire SIX a1", "spin W")
    assert state.hits[state.ship_index["a1"]] == 1
    assert moves_text(state)[0] == "move"  # then seat 1 plays its own turn


def test_an_owned_colony_fires_in_its_owners_turn() -> None:
    state = colonies()
    state.port_owner[port(state, "SIX")] = 0
    put(state, "b1", "D5")
    put(state, "a1", "J5")
    put(state, "a2", "J3")
    shots = [m for m in moves_text(state) if m.startswith("shoot b1")]
    assert shots == ["shoot b1 SIX"]


def test_ships_fire_from_ports_and_ports_with_ships_are_not_targets() -> None:
    state = colonies()
    state.port_owner[port(state, "SIX")] = 0
    put(state, "a1", "D3")
    put(state, "b1", "D5")
    aiming = state.copy()
    play(aiming, "shoot b1 a1")
    assert "also SIX" in moves_text(aiming)
    play(state, "move", "spin calm")
    assert not any(m.startswith(("shoot SIX", "shoot a1")) for m in moves_text(state))


def test_third_hit_from_an_adjacent_ship_captures() -> None:
    state = colonies()
    put(state, "a1", "F5")
    put(state, "b1", "G5", hits=2)
    play(state, "shoot b1 a1", "fire", "spin N")
    assert state.owner[state.ship_index["b1"]] == 0
    assert cell_of(state, "b1") == "G5"
    assert state.hits[state.ship_index["b1"]] == 3


def test_third_hit_from_range_two_sinks_and_the_ship_returns_to_the_corner() -> None:
    state = colonies()
    put(state, "a1", "F5")
    put(state, "b1", "H5", hits=2, ammo=1)
    play(state, "shoot b1 a1", "fire", "spin N")
    assert cell_of(state, "b1") == "A7"  # the first free start cell (a1 left it)
    assert (state.hits[state.ship_index["b1"]], state.ammo[state.ship_index["b1"]]) == (0, 5)
    assert state.owner[state.ship_index["b1"]] == 1


def test_option_sunk_ships_are_removed() -> None:
    state = colonies(sunk_ships="removed")
    put(state, "a1", "F5")
    put(state, "b1", "H5", hits=2)
    play(state, "shoot b1 a1", "fire", "spin N")
    assert cell_of(state, "b1") is None


def test_a_captured_unrepaired_ship_is_retaken_with_one_adjacent_hit() -> None:
    state = colonies()
    put(state, "b1", "F5", owner=0, hits=3)
    put(state, "b2", "F3")  # range 2: may not fire at a captured ship
    play(state, "move", "spin calm")
    assert not any(m.startswith("shoot b1") for m in moves_text(state))
    put(state, "b2", "F4")
    play(state, "shoot b1 b2", "fire", "spin S")
    assert state.owner[state.ship_index["b1"]] == 1


def test_a_storm_into_an_owned_colony_captures_into_an_unowned_one_sinks() -> None:
    state = colonies(wind="N")
    state.port_owner[port(state, "SIX")] = 1
    put(state, "a1", "D4")
    put(state, "a2", "G5")
    play(state, "move", "spin storm")
    assert state.owner[state.ship_index["a1"]] == 1
    assert cell_of(state, "a1") == "D3"
    assert cell_of(state, "a2") == "A7"  # sunk by FIVE's guns, back in the corner


def test_a_storm_into_a_free_colony_takes_it() -> None:
    state = colonies(wind="N")
    state.points[port(state, "SIX")] = 0
    put(state, "a1", "D4")
    play(state, "move", "spin storm")
    assert state.port_owner[port(state, "SIX")] == 0
    assert state.points[port(state, "SIX")] == 6


def test_29_points_win() -> None:
    state = colonies()
    for colony in ("BIG", "SIX", "TWO", "FIVE", "FAR"):
        state.port_owner[port(state, colony)] = 0
    state.points[port(state, "THREE")] = 0
    put(state, "a1", "I5")
    play(state, "move", "spin S", "sail a1 S 1")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.scores == (30.0, 0.0)


def test_destroying_every_other_fleet_wins() -> None:
    state = colonies(sunk_ships="removed")
    put(state, "b2", None)
    put(state, "a1", "F5")
    put(state, "b1", "H5", hits=2)
    play(state, "shoot b1 a1", "fire", "spin N")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert "fleet" in outcome.reason


def test_max_rounds_ranks_by_points() -> None:
    state = colonies(players=3, max_rounds=1)
    state.port_owner[port(state, "ONE")] = 2
    play(state, "move", "spin calm", "move", "spin calm", "move", "spin calm")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "max_rounds"
    assert outcome.winners == (2,)
    assert outcome.ranks == (2, 2, 1)


def test_colonies_map_validation_needs_29_reachable_points() -> None:
    lines = [line for line in COLONY_LINES if "TWO" not in line]
    rows = [row.replace("*", ".") if i == 7 else row for i, row in enumerate(COLONY_ROWS)]
    rows[7] = rows[7][:5] + "*" + rows[7][6:]
    with pytest.raises(Exception, match="29 must be reachable"):
        parse_map(map_text(rows, lines, "colonies"))


@pytest.mark.parametrize(("value", "hits"), [(6, 3), (5, 3), (4, 2), (3, 2), (2, 1), (1, 1)])
def test_seed_example_hits_by_colony_value(value: int, hits: int) -> None:
    """7.1: 6 or 5 points need 3 hits, 4 or 3 need 2, 2 or 1 need 1."""
    lines = [
        line.replace("value=6", f"value={value}") if line.startswith("colony SIX") else line
        for line in COLONY_LINES
    ]
    lines = [line.replace("value=1", "value=6") if "ONE" in line else line for line in lines]
    state = colonies(lines=lines)
    put(state, "a1", "D5")
    assert shoot_until_free(state, "SIX", "a1") == hits


def test_svg_labels_colonies_and_has_stable_ids() -> None:
    state = colonies()
    state.port_owner[port(state, "SIX")] = 1
    state.port_ammo[port(state, "SIX")] = 2
    svg = SPEC.render_svg(state, None, lang="ru")
    assert 'id="port-SIX"' in svg
    assert "SIX 6/6+2" in svg
    assert 'id="ship-a1"' in svg
    assert 'id="spinner"' in svg
    for move in state.legal_moves():
        for element in SPEC.move_targets(state, move):
            assert f'id="{element}"' in svg


def test_first_seat_by_chance_or_option() -> None:
    state = SPEC.new_state(3)
    state.play(SPEC.parse_move(state, "wind S"))
    outcomes = state.chance_outcomes()
    assert [str(move) for move, _ in outcomes] == ["first 0", "first 1", "first 2"]
    assert all(abs(p - 1 / 3) < 1e-12 for _, p in outcomes)
    fixed = SPEC.new_state(3, {"first_seat": 2})
    fixed.play(SPEC.parse_move(fixed, "wind S"))
    assert fixed.to_move() == 2


def test_return_fire_is_in_the_view() -> None:
    state = colonies()
    put(state, "a1", "D5")
    play(state, "shoot SIX a1", "fire", "spin E")
    assert state.view(1)["return_fire"] == {"colony": "SIX", "attacker": 0}
    play(state, "portfire SIX a1", "spin NE")
    assert state.view(1)["return_fire"] is None


def test_two_storms_in_a_row_sink_and_the_ship_returns() -> None:
    state = colonies(wind="E")
    state.port_owner[port(state, "FIVE")] = 0
    put(state, "a2", "G4")  # in its own colony: no drift
    put(state, "a1", "E2")
    play(state, "move", "spin storm", "move", "spin calm", "move", "spin storm")
    assert cell_of(state, "a2") == "G4"
    assert cell_of(state, "a1") == "A7"  # sunk at F2 -> G2, back in the corner


def test_return_fire_never_captures_a_captured_unrepaired_ship() -> None:
    """Issue 14: a colony's return fire (7.2) hit a captured, unrepaired attacker and took it
    for the seat firing for the colony. Only boarding takes a ship (6.1, 6.5), so the colony
    does not fire at it (an undamaged attacker is: the test above)."""
    state = colonies(players=3)
    put(state, "b1", "D5", owner=0, hits=3)
    play(state, "shoot SIX b1", "fire", "spin E")
    assert state.seat == 1
    assert not any(m.startswith("portfire") for m in moves_text(state))
    assert state.owner[state.ship_index["b1"]] == 0
