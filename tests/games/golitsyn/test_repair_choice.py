"""Repair by the player's choice (seed 004, 6.5 «Раненые корабли могут чиниться, заходя в
порты ... и пропуская 1 ход за каждое попадание»; part 2, 6.5; option ``repair``, default
``choice``): a damaged ship in its own repair port may be put under repair with ``repair SHIP``
at the start of a turn, or sail on damaged."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from seaboard import get_game
from seaboard.bots import make_bot
from seaboard.core.errors import (
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidOptionsError,
)
from seaboard.games._golitsyn.moves import Repair
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.games.pirates.state import PiratesState
from seaboard.i18n import render
from tests.games.golitsyn.helpers import (
    PIRATE_PORTS,
    SEA_ROWS,
    cell_of,
    colonies,
    map_text,
    moves_text,
    pirates,
    play,
    put,
)

PIRATES = get_game("pirates")
COLONIES = get_game("colonies")
NAMES = ["Ann", "Ben"]


def g2_damaged_in_vera_cruz(**options: object) -> PiratesState:
    """Galleon g2 with 2 hits sails into Vera Cruz (a port with houses); the pirates pass their
    turn: the Spaniards are to move again."""
    state = pirates(**options)
    put(state, "g2", "C2", hits=2)
    play(state, "move", "spin W", "sail g2 W 1", "done")
    play(state, "move", "spin calm", "done")
    assert cell_of(state, "g2") == "B2"
    assert state.seat == 0
    return state


def sails_of(state: GolitsynState, ship: str) -> list[str]:
    return [m for m in moves_text(state) if m.startswith(("sail", "row")) and f" {ship} " in m]


def test_the_player_may_repair_or_sail_on_damaged() -> None:
    state = g2_damaged_in_vera_cruz()
    g2 = state.ship_index["g2"]
    assert state.repair[g2] == 0
    assert state.hits[g2] == 2
    assert "repair g2" in moves_text(state)
    sailing_on = state.copy()

    # The repair: this turn and the next are skipped (one per hit), then the hits are gone.
    play(state, "repair g2")
    assert (state.phase, state.repair[g2]) == (3, 2)  # still the seat's declaration
    assert "repair g2" not in moves_text(state)
    for left in (2, 1):
        assert state.repair[g2] == left
        play(state, "move", "spin E")
        assert sails_of(state, "g2") == []
        play(state, "done", "move", "spin calm", "done")
    assert (state.hits[g2], state.repair[g2]) == (0, 0)
    play(state, "move", "spin E")
    assert "sail g2 E 1" in sails_of(state, "g2")

    # Sailing on: the ship keeps its hits.
    play(sailing_on, "move", "spin E", "sail g2 E 1", "done")
    assert cell_of(sailing_on, "g2") == "C2"
    assert (sailing_on.hits[g2], sailing_on.repair[g2]) == (2, 0)


def test_repair_one_turn_with_the_choice() -> None:
    state = g2_damaged_in_vera_cruz(repair_one_turn=True)
    play(state, "repair g2")
    assert state.repair[state.ship_index["g2"]] == 1
    play(state, "move", "spin E", "done", "move", "spin calm", "done")
    assert state.hits[state.ship_index["g2"]] == 0


def test_a_pirate_repairs_in_its_base() -> None:
    state = pirates()
    put(state, "b2", "A8", hits=1)
    play(state, "move", "spin calm")  # the Spaniards' galleons stay: the pirates' turn
    assert "repair b2" in moves_text(state)
    play(state, "repair b2")
    assert state.repair[state.ship_index["b2"]] == 1


def test_the_automatic_option_keeps_the_old_repair() -> None:
    state = g2_damaged_in_vera_cruz(repair="automatic")
    assert state.repair[state.ship_index["g2"]] == 2
    assert not any(m.startswith("repair") for m in moves_text(state))
    reason = state.illegal_reason(Repair("g2"))
    assert reason is not None
    assert "repair=automatic" in reason


@pytest.mark.parametrize(
    ("setup", "move", "expected"),
    [
        (lambda s: None, "repair g1", "g1 has no damage to repair"),
        (lambda s: put(s, "g3", "E1", hits=1), "repair g3", "not in a port where it can be"),
        (lambda s: put(s, "g3", "D4", hits=1), "repair g3", "not in a port where it can be"),
        (lambda s: put(s, "b1", "A8", hits=1), "repair b1", "not one of your ships afloat"),
        (lambda s: play(s, "repair g2"), "repair g2", "under repair for 2 more turn(s)"),
        (lambda s: play(s, "move", "spin E"), "repair g2", "at the start of a turn"),
        (lambda s: None, "repair g9", "there is no ship 'g9'"),
    ],
)
def test_refused_repairs_say_why_and_change_nothing(
    setup: Callable[[PiratesState], object], move: str, expected: str
) -> None:
    state = g2_damaged_in_vera_cruz()
    setup(state)
    before = state.to_code()
    parsed = PIRATES.parse_move(state, move)
    with pytest.raises(IllegalMoveError, match=expected.replace("(", r"\(").replace(")", r"\)")):
        state.play(parsed)
    assert state.to_code() == before


@pytest.mark.parametrize(
    ("text", "word"),
    [("repair", "takes 1 argument"), ("repair G2", "'G2'"), ("repair g²", "'g²'"),
     ("repair g1 g2", "takes 1 argument"), ("repair VC", "'VC'")],
)  # fmt: skip
def test_repair_notation(text: str, word: str) -> None:
    state = pirates()
    assert str(PIRATES.parse_move(state, "repair g2")) == "repair g2"
    with pytest.raises(InvalidMoveError, match=word):
        PIRATES.parse_move(state, text)


def test_a_captured_colonies_ship_is_repaired_in_an_own_colony_by_choice() -> None:
    """Part 2, 6.1 and 6.5: a captured ship must be brought into one of the captor's colonies
    and repaired there; until then one hit retakes it."""
    state = colonies()
    six = state.map.port_index("SIX")
    state.port_owner[six] = 0
    put(state, "b1", "D3", owner=0, hits=3)
    assert "repair b1" in moves_text(state)
    play(state, "repair b1")
    assert state.repair[state.ship_index["b1"]] == 3  # one turn per hit (3: captured)
    play(state, "move", "spin E")
    assert sails_of(state, "b1") == []
    put(state, "a2", "D3", hits=1)  # in an own colony too, but the turn has begun
    assert "repair a2" not in moves_text(state)


def test_words_targets_and_the_greedy_bot() -> None:
    state = g2_damaged_in_vera_cruz()
    move = PIRATES.parse_move(state, "repair g2")
    assert PIRATES.move_targets(state, move) == ["ship-g2", "port-VC"]
    assert PIRATES.move_label(state, move, "en", NAMES) == (
        "Ann's galleon g2 goes under repair in VeraCruz (VC): it skips 2 turns"
    )
    assert PIRATES.move_label(state, move, "ru", NAMES) == (
        "галеон g2 игрока Ann встаёт на ремонт в порту VeraCruz (VC) и пропускает 2 хода"
    )
    decision = render(PIRATES.decision(state), "en", NAMES)
    assert "put a damaged ship under repair" in decision
    greedy = make_bot("greedy", seed=1)
    assert greedy.choose_move(state) == move  # a damaged ship in its repair port: repaired


def _pirates_on_file(tmp_path: Path, **options: object) -> PiratesState:
    path = tmp_path / "sea.map"
    path.write_text(map_text(SEA_ROWS, PIRATE_PORTS), encoding="utf-8")
    state = PIRATES.new_state(2, {"map": str(path), "first_seat": 0, **options})
    assert isinstance(state, PiratesState)
    play(state, "wind N", "treasure g1")
    return state


def test_a_repair_under_way_is_in_the_code_and_an_impossible_one_is_refused(
    tmp_path: Path,
) -> None:
    state = _pirates_on_file(tmp_path)
    put(state, "g2", "B2", hits=2)
    play(state, "repair g2")
    code = state.to_code()
    again = PIRATES.from_code(code)
    assert again.to_code() == code
    assert moves_text(again) == moves_text(state)
    data = json.loads(code.split(" ", 1)[1])
    g2 = data["ships"][1]
    assert g2[:5] == ["g2", "B2", 0, 2, 2]
    for cell, hits, repair in (("C2", 2, 2), ("E1", 2, 2), ("B2", 1, 2)):
        g2[1], g2[3], g2[4] = cell, hits, repair
        with pytest.raises(InvalidCodeError, match=r"'ships\[g2\] repair' must be 0"):
            PIRATES.from_code("pirates " + json.dumps(data, separators=(",", ":")))


def test_option_values_are_checked() -> None:
    with pytest.raises(InvalidOptionsError, match="'repair' must be one of choice, automatic"):
        PIRATES.new_state(2, {"repair": "always"})
    with pytest.raises(InvalidOptionsError, match="option 'repair' must be text, not True"):
        COLONIES.new_state(2, {"repair": True})
