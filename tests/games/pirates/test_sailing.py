"""Pirates: spinner turns, sailing by the wind (both conventions), calm, currents, ports and
one ship per cell (seed 004 part 1, 4.1-4.4, 5.1-5.4; RULINGS "Golitsyn")."""

from __future__ import annotations

import pytest

from seaboard import get_game
from seaboard.core.errors import IllegalMoveError
from seaboard.games._golitsyn.state import GolitsynState
from tests.games.golitsyn.helpers import PIRATE_PORTS, cell_of, moves_text, pirates, play, put


def reach(state, ship: str) -> dict[str, int]:
    """The longest legal sail of ``ship`` per direction."""
    result: dict[str, int] = {}
    for text in moves_text(state):
        words = text.split()
        if words[0] == "sail" and words[1] == ship:
            result[words[2]] = max(result.get(words[2], 0), int(words[3]))
    return result


def test_speed_by_course_ships_sail_as_the_arrow_points() -> None:
    state = pirates(wind="W")
    put(state, "g1", "C6")
    play(state, "move", "spin N")  # default: the arrow shows where the ships go
    # N running 3; NE broad reach 3 but E4 is land after D5; E/W abeam 2 (W: B6, A6, edge);
    # NW broad reach, B5 then A4 and the edge; SE/SW close-hauled 1; S into the wind 0.
    assert reach(state, "g1") == {"N": 3, "NE": 1, "E": 2, "W": 2, "NW": 2, "SE": 1, "SW": 1}
    assert "sail g1 S 1" not in moves_text(state)
    assert "sail g1 SE 1" in moves_text(state)
    assert "sail g1 SE 2" not in moves_text(state)


def test_wind_from_arrow_reverses_the_convention() -> None:
    state = pirates(wind="W", wind_from_arrow=True)
    put(state, "g1", "C3")
    play(state, "move", "spin N")  # the wind comes from the north: ships run south
    assert reach(state, "g1")["S"] == 3
    assert "N" not in reach(state, "g1")
    assert state.view(0)["downwind"] == "S"


def test_a_move_may_be_shortened_or_skipped_and_each_ship_moves_once() -> None:
    state = pirates()
    put(state, "g1", "C6")
    play(state, "move", "spin N", "sail g1 N 1")
    assert cell_of(state, "g1") == "C5"
    assert "g1" not in " ".join(moves_text(state))
    play(state, "done")
    assert state.seat == 1


def test_calm_galleons_stay_brigantines_row_one_cell() -> None:
    state = pirates()
    put(state, "g1", "C6")
    play(state, "move", "spin calm")  # the Spaniards have only galleons: the turn ends
    assert state.seat == 1
    put(state, "b1", "H3")
    play(state, "move", "spin calm")
    rows = [m for m in moves_text(state) if m.startswith("row b1")]
    assert len(rows) == 8
    assert not any(m.startswith("sail") for m in moves_text(state))
    play(state, "row b1 SW")
    assert cell_of(state, "b1") == "G4"


def test_ships_do_not_share_or_pass_cells_but_ports_hold_many() -> None:
    state = pirates()
    put(state, "g1", "C6")
    put(state, "b1", "C4")
    play(state, "move", "spin N")
    assert reach(state, "g1")["N"] == 1
    assert state.map.names[state.cell[state.ship_index["g2"]]] == "B2"
    assert state.cell[state.ship_index["g2"]] == state.cell[state.ship_index["g3"]]


def test_no_passing_through_or_entering_others_ports() -> None:
    state = pirates(wind="W")
    put(state, "g1", "A6")
    play(state, "move", "spin S")
    assert reach(state, "g1").get("S") == 1  # A7, then the pirate base A8 is closed
    play(state, "done", "move", "spin W")
    put(state, "b1", "D2")
    assert reach(state, "b1")["W"] == 1  # C2, then Vera Cruz blocks the way
    put(state, "b1", "F1")
    assert "W" not in reach(state, "b1")  # Havana next door


def test_own_ports_may_be_entered_and_passed() -> None:
    state = pirates(wind="W")
    put(state, "g1", "F1")
    play(state, "move", "spin W")
    assert reach(state, "g1")["W"] == 3  # through Havana (E1) to C1
    play(state, "sail g1 W 1")
    assert cell_of(state, "g1") == "E1"


def test_a_current_carries_a_ship_from_tail_to_tip() -> None:
    lines = [*PIRATE_PORTS, "current C6 C3"]
    state = pirates(lines=lines)
    put(state, "g1", "C8")
    play(state, "move", "spin N", "sail g1 N 2")
    assert cell_of(state, "g1") == "C3"


def test_passing_over_a_current_tail_does_not_carry() -> None:
    state = pirates(lines=[*PIRATE_PORTS, "current C6 C3"])
    put(state, "g1", "C8")
    play(state, "move", "spin N", "sail g1 N 3")
    assert cell_of(state, "g1") == "C5"


def test_a_current_onto_a_ship_sinks_both() -> None:
    state = pirates(lines=[*PIRATE_PORTS, "current C6 C3"])
    put(state, "g2", "C8")
    put(state, "b1", "C3")
    play(state, "move", "spin N", "sail g2 N 2")
    assert cell_of(state, "g2") is None
    assert cell_of(state, "b1") is None


@pytest.mark.parametrize("spin", ["N", "NE", "E", "SE", "S", "SW", "W", "NW"])
def test_every_wind_spin_sets_the_prevailing_wind(spin: str) -> None:
    state = pirates()
    play(state, "move", f"spin {spin}")
    assert state.view(None)["wind"] == spin


def test_illegal_moves_explain_why_and_change_nothing() -> None:
    state = pirates()
    put(state, "g1", "C6")
    code = state.to_code()
    for text, reason in [
        ("sail g1 N 1", "after 'move'"),
        ("shoot b1 g1", "cannot fire at 'b1'"),
        ("done", "not possible now"),
    ]:
        with pytest.raises(IllegalMoveError, match=reason):
            play(state, text)
        assert state.to_code() == code
    play(state, "move", "spin N")
    for text, reason in [
        ("sail g1 N 4", "at most 3"),
        ("sail b1 N 1", "not one of your ships"),
        ("sail g9 N 1", "no ship 'g9'"),
        ("sail g1 NE 2", "blocked"),
    ]:
        with pytest.raises(IllegalMoveError, match=reason):
            play(state, text)
    play(state, "sail g1 N 1")
    with pytest.raises(IllegalMoveError, match="already moved"):
        play(state, "sail g1 N 1")


OPEN_ROWS = ["*........", *["........."] * 7, "*.......*"]
OPEN_PORTS = [
    "port VC A1 owner=spanish houses=yes role=start",
    "port CA I9 owner=spanish houses=yes role=destination",
    "base TO A9",
]


def test_article_diagram_wind_from_the_north() -> None:
    """The 1989 article's diagram (wind from N): S 3, SW/SE 3, W/E 2, NW/NE 1, N 0."""
    state = pirates(rows=OPEN_ROWS, lines=OPEN_PORTS, wind_from_arrow=True)
    put(state, "g1", "E5")
    play(state, "move", "spin N")
    assert reach(state, "g1") == {"S": 3, "SW": 3, "SE": 3, "W": 2, "E": 2, "NW": 1, "NE": 1}


def test_refusals_name_the_real_reason_not_a_blocked_way() -> None:
    """Issue 14: 'row g1 N' and 'sail g1 E 0' were refused as 'the way is blocked'."""
    state = pirates()
    play(state, "move", "spin E")
    assert _reason(state, "row g1 N") == "only brigantines row (4.1): g1 does not"
    assert "1 cell or more" in _reason(state, "sail g1 E 0")
    play(state, "done", "move", "spin E")
    assert _reason(state, "row b1 N") == "brigantines row only in a calm (4.1); with a wind, sail"


def _reason(state: GolitsynState, text: str) -> str:
    reason = state.illegal_reason(get_game("pirates").parse_move(state, text))
    assert reason is not None
    return reason
