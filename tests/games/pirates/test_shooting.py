"""Pirates: shooting, ranges, lines of fire, sinking, the treasure galleon, repair (seed 004
part 1, 6.1-6.6, 7.1-7.3; RULINGS "Golitsyn")."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

import pytest

from seaboard import get_game
from seaboard.core.errors import IllegalMoveError
from seaboard.games._golitsyn.shooting import MAX_VOLLEY
from seaboard.games.pirates.state import PiratesState
from tests.games.golitsyn.helpers import (
    PIRATE_PORTS,
    SEA_ROWS,
    cell_of,
    map_text,
    moves_text,
    pirates,
    play,
    put,
)

SPEC = get_game("pirates")


def shots(state) -> list[str]:
    return [m for m in moves_text(state) if m.startswith("shoot")]


def test_galleon_range_two_brigantine_range_one() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "b1", "C8")  # two cells south
    assert "shoot b1 g2" in shots(state)
    play(state, "move", "spin N", "done")  # seat 1 to move: b1 cannot reach g2
    assert shots(state) == []
    put(state, "b1", "D7")  # now adjacent (diagonal)
    assert "shoot g2 b1" in shots(state)


def test_range_square_includes_knight_offsets() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "b1", "D8")
    assert "shoot b1 g2" in shots(state)


def test_line_of_fire_blocked_by_land() -> None:
    state = pirates()
    put(state, "g2", "D4")
    put(state, "b1", "F3")  # the line passes E4 (land)
    assert shots(state) == []
    put(state, "g2", "D3")  # straight east along row 3: clear
    assert "shoot b1 g2" in shots(state)


def test_line_of_fire_blocked_by_a_port() -> None:
    state = pirates()
    put(state, "g2", "D2")
    put(state, "b1", "F1")  # the line crosses Havana (E1)
    assert shots(state) == []


def test_line_of_fire_blocked_by_a_ship_and_clear_on_a_diagonal() -> None:
    state = pirates()
    put(state, "g2", "B5")
    put(state, "b1", "D7")
    assert "shoot b1 g2" in shots(state)  # diagonal through C6
    put(state, "b2", "C6")
    assert "shoot b1 g2" not in shots(state)
    assert "shoot b2 g2" in shots(state)


def test_no_shooting_from_or_into_a_port() -> None:
    state = pirates()
    put(state, "b1", "C2")  # next to Vera Cruz, where g1-g3 lie
    assert shots(state) == []
    play(state, "move", "spin N", "done")
    assert shots(state) == []  # b1 cannot fire into the port either


def test_volley_one_spin_per_ship_cardinal_hits() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "g3", "D6")
    put(state, "b1", "D8")
    assert {"shoot b1 g2", "shoot b1 g3"} <= set(shots(state))
    other = state.copy()
    play(other, "shoot b1 g3")
    assert moves_text(other) == ["fire"]  # g2 comes before g3: that volley starts with g2
    play(state, "shoot b1 g2")
    assert moves_text(state) == ["also g3", "fire"]
    play(state, "also g3")
    assert moves_text(state) == ["fire"]
    play(state, "fire", "spin NE")  # a diagonal misses
    assert state.hits[state.ship_index["b1"]] == 0
    play(state, "spin S")  # a main rhumb hits
    assert state.hits[state.ship_index["b1"]] == 1
    assert state.seat == 1


def test_calm_and_storm_miss_when_shooting() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "b1", "C7")
    play(state, "shoot b1 g2", "fire", "spin calm")
    assert state.hits[state.ship_index["b1"]] == 0
    play(state, "move", "spin calm", "done", "shoot b1 g2", "fire", "spin storm")
    assert state.hits[state.ship_index["b1"]] == 0


def test_brigantine_sinks_with_two_hits_galleon_with_three() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "b1", "C7", hits=1)
    play(state, "shoot b1 g2", "fire", "spin W")
    assert cell_of(state, "b1") is None
    put(state, "b2", "D6")
    play(state, "shoot g2 b2", "fire", "spin N")
    assert state.hits[state.ship_index["g2"]] == 1
    put(state, "g2", "C6", hits=2)
    play(state, "move", "spin calm", "shoot g2 b2", "fire", "spin E")
    assert cell_of(state, "g2") is None


def test_volley_stops_when_the_target_sinks() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "g3", "D6")
    put(state, "b1", "C7", hits=1)
    play(state, "shoot b1 g2", "also g3", "fire", "spin N")
    assert cell_of(state, "b1") is None
    assert state.seat == 1


def test_treasure_galleon_is_captured_not_sunk_and_revealed() -> None:
    state = pirates(treasure="g2")
    put(state, "g2", "C6", hits=2)
    put(state, "b1", "C7")
    assert state.view(1)["treasure"] is None
    play(state, "move", "spin calm", "shoot g2 b1", "fire", "spin N")
    assert cell_of(state, "g2") == "C6"
    assert state.owner[state.ship_index["g2"]] == 1
    assert state.view(1)["treasure"] == "g2"
    assert state.view(None)["treasure"] == "g2"


def test_recapture_needs_an_adjacent_cell_and_one_hit() -> None:
    state = pirates(treasure="g2")
    put(state, "g2", "C6", hits=3, owner=1)
    state.revealed = True
    put(state, "g3", "C8")  # two cells away: may not fire at the captured galleon
    assert "shoot g2 g3" not in shots(state)
    put(state, "g3", "C7")
    play(state, "shoot g2 g3", "fire", "spin S")
    assert state.owner[state.ship_index["g2"]] == 0
    assert state.hits[state.ship_index["g2"]] == 3


def test_captured_treasure_repairs_three_turns_in_a_spanish_port() -> None:
    state = pirates(treasure="g2", repair="automatic")
    put(state, "g2", "C2", hits=3)
    play(state, "move", "spin W", "sail g2 W 1", "done")
    assert state.repair[state.ship_index["g2"]] == 3
    for _ in range(3):
        play(state, "move", "spin calm", "done")  # the pirates' turn
        play(state, "move", "spin N")
        assert not any(" g2 " in f" {m} " for m in moves_text(state))
        play(state, "done")
    assert state.hits[state.ship_index["g2"]] == 0
    assert state.repair[state.ship_index["g2"]] == 0


def test_repair_one_turn_option_and_no_repair_without_houses() -> None:
    state = pirates(repair_one_turn=True, repair="automatic")
    put(state, "g2", "C2", hits=2)
    put(state, "g3", "F1", hits=1)
    play(state, "move", "spin W", "sail g2 W 1", "sail g3 W 1", "done")
    assert state.repair[state.ship_index["g2"]] == 1
    assert state.repair[state.ship_index["g3"]] == 0  # Havana has no houses
    play(state, "move", "spin calm", "done", "move", "spin calm")
    assert state.hits[state.ship_index["g2"]] == 0
    assert state.hits[state.ship_index["g3"]] == 1


def test_pirates_repair_in_their_bases() -> None:
    state = pirates(repair="automatic")
    play(state, "move", "spin calm")
    put(state, "b1", "A8", hits=1)
    play(state, "move", "spin N", "done")
    assert state.repair[state.ship_index["b1"]] == 1


def test_a_volley_being_declared_is_in_the_code_the_view_and_the_picture(tmp_path: Path) -> None:
    path = tmp_path / "sea.map"
    path.write_text(map_text(SEA_ROWS, PIRATE_PORTS), encoding="utf-8")
    state = SPEC.new_state(2, {"map": str(path), "first_seat": 0})
    assert isinstance(state, PiratesState)
    play(state, "wind N", "treasure g1")
    put(state, "g2", "C6")
    put(state, "g3", "D6")
    put(state, "b1", "D8")
    shoot = SPEC.parse_move(state, "shoot b1 g2")
    assert SPEC.move_targets(state, shoot) == ["ship-b1", "ship-g2"]
    assert SPEC.move_label(state, shoot, "ru", ["Ann", "Ben"]) == (
        "Ann объявляет выстрел по цели бригантина b1: стреляет галеон g2"
    )
    play(state, "shoot b1 g2")
    code = state.to_code()
    with pytest.raises(IllegalMoveError):
        state.play(SPEC.parse_move(state, "also g2"))  # named already
    with pytest.raises(IllegalMoveError):
        state.play(SPEC.parse_move(state, "move"))  # the declaration is under way
    assert state.to_code() == code
    play(state, "also g3")
    copy = SPEC.from_code(state.to_code())
    assert copy.to_code() == state.to_code()
    assert moves_text(copy) == ["fire"]
    for seat in (0, 1):
        view = state.view(seat)
        assert (view["phase"], view["target"], view["volley"]) == ("aim", "b1", ["g2", "g3"])
    also, fire = SPEC.parse_move(state, "also g3"), SPEC.parse_move(state, "fire")
    assert SPEC.move_targets(state, also) == ["ship-g3"]
    assert SPEC.move_targets(state, fire) == ["ship-b1"]
    assert SPEC.move_label(state, fire, "en", ["Ann", "Ben"]) == (
        "Ann fires at brigantine b1: 2 spins of the spinner"
    )
    root = ElementTree.fromstring(SPEC.render_svg(state, 1))
    marked = {
        group.get("id")
        for group in root.iter("{http://www.w3.org/2000/svg}g")
        for circle in group.iter("{http://www.w3.org/2000/svg}circle")
        if circle.get("stroke") == "#ff0"
    }
    assert marked == {"ship-b1", "ship-g2", "ship-g3"}
    # the greedy evaluation judges the declaration as the volley it would fire
    assert SPEC.evaluate(state, 0) == SPEC.evaluate(_fired(state), 0)


def _fired(state):  # type: ignore[no-untyped-def]
    fired = state.copy()
    play(fired, "fire")
    return fired


def test_a_volley_names_at_most_max_volley_units_each_once_in_order() -> None:
    state = pirates(galleons=MAX_VOLLEY + 2)
    target = "b1"
    put(state, target, "H3")
    galleons = [f"g{k}" for k in range(1, MAX_VOLLEY + 3)]
    cells = ["F1", "G1", "H1", "I1", "J1", "F3", "G5", "H5", "I5", "J5"]  # all within 2 of H3
    for galleon, cell in zip(galleons, cells, strict=True):
        put(state, galleon, cell)
    play(state, f"shoot {target} g1")
    for galleon in galleons[1 : MAX_VOLLEY - 1]:
        play(state, f"also {galleon}")
    assert moves_text(state) == [f"also {g}" for g in galleons[MAX_VOLLEY - 1 :]] + ["fire"]
    play(state, f"also {galleons[-1]}")  # skipping g8 and g9: they may not come back
    assert moves_text(state) == ["fire"]
    assert len(state.volley) == MAX_VOLLEY
