"""Audit of Capture of Colonies against seed 004 part 2, 7.2: the return fire of an unowned
colony under fire (also after a missed volley) and an owned colony firing in its owner's turn
(also when the owner has no ship left)."""

from __future__ import annotations

from tests.games.golitsyn.helpers import COLONY_LINES, cell_of, colonies, moves_text, play, put


def test_an_unowned_colony_fires_back_after_a_missed_volley_too() -> None:
    # 7.2 "Пока порт не стал свободным, за него отстреливается следующий по ходу игрок":
    # being shot at is what makes the colony fire back, not only being hit.
    state = colonies()
    put(state, "a1", "D5")
    play(state, "shoot SIX a1", "fire", "spin NE")  # a miss
    assert state.points[state.map.port_index("SIX")] == 6
    assert state.seat == 1
    assert moves_text(state) == ["portfire SIX a1"]
    assert state.view(0)["return_fire"] == {"colony": "SIX", "attacker": 0}


def test_a_freed_colony_does_not_fire_back() -> None:
    state = colonies()
    put(state, "a1", "F7")
    play(state, "shoot ONE a1", "fire", "spin S")  # ONE (1 point) falls with one hit
    assert state.points[state.map.port_index("ONE")] == 0
    assert state.seat == 1
    assert moves_text(state)[0] == "move"


def test_a_seat_without_ships_still_fires_from_its_colonies() -> None:
    # 7.2 "Захваченный порт уже стреляет по своей очереди": the colony fires in its owner's
    # turn; an owner with no ship left may fire from it, or pass.
    state = colonies(players=3, sunk_ships="removed")
    state.port_owner[state.map.port_index("SIX")] = 0
    put(state, "a1", None)
    put(state, "a2", None)
    put(state, "b1", "D5")
    moves = moves_text(state)
    assert moves == ["pass", "shoot b1 SIX"]
    play(state, "shoot b1 SIX", "fire", "spin N")
    assert state.hits[state.ship_index["b1"]] == 1
    assert state.seat == 1


def test_a_ship_sunk_in_the_enemys_turn_sails_in_its_owners_next_turn() -> None:
    # 6.2: a sunk ship starts again from the corner "как поддержка с метрополии"; nothing
    # makes it lose its owner's next move.
    state = colonies()
    put(state, "a1", "F5")
    put(state, "b1", "H5", hits=2)
    play(state, "shoot b1 a1", "fire", "spin N")
    assert cell_of(state, "b1") == "A7"
    assert state.seat == 1
    play(state, "move", "spin E")
    assert any(m.startswith("sail b1 ") for m in moves_text(state))


def test_a_ship_sunk_and_returned_in_its_own_turn_does_not_sail_again() -> None:
    # a1 sails onto the tail of a current whose tip holds a2: both sink (8.2) and return to
    # the corner, and neither sails again this turn.
    rows = [
        "*........*",
        "..........",
        "...*......",
        "......*...",
        "..........",
        "........*.",
        "ssss......",
        "ssss.*...*",
    ]
    lines = [*COLONY_LINES, "current F2 H2"]
    state = colonies(rows=rows, lines=lines, wind="E")
    put(state, "a1", "E2")
    put(state, "a2", "H2")
    play(state, "move", "spin E", "sail a1 E 1")
    assert cell_of(state, "a1") in ("A7", "B7")
    assert cell_of(state, "a2") in ("A7", "B7")
    assert moves_text(state) == ["done"]
