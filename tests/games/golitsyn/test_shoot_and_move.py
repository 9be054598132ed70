"""Shooting and moving in one turn (seed 004, 6.4 «Стрелять можно как до хода корабля, так и
после», the same words in part 2; option ``shoot_and_move``): one volley a turn, before
``move`` (then ``move`` or ``done``) or after the spin for the wind (it then ends the turn).
The wind takes one spin a turn, the shots one spin per firing unit (1.4, 6.3)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from seaboard import get_game
from seaboard.core.errors import IllegalMoveError, InvalidCodeError
from seaboard.games._golitsyn.state import P_DECLARE, P_SAIL, SHOT_AFTER, SHOT_BEFORE
from seaboard.games.colonies import encoding as colonies_encoding
from seaboard.games.pirates import encoding as pirates_encoding
from seaboard.games.pirates.state import PiratesState
from seaboard.i18n import render
from tests.fuzz.harness import play_on
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


def shots(state: Any) -> list[str]:
    return [m for m in moves_text(state) if m.startswith("shoot")]


def test_a_turn_shoots_then_moves() -> None:
    state = pirates(shoot_and_move=True)
    put(state, "g2", "C6")
    put(state, "g3", "B6")  # next to g2: a transfer would be possible without the volley
    put(state, "b1", "C8")
    play(state, "shoot b1 g2", "fire", "spin N")  # a hit
    assert state.hits[state.ship_index["b1"]] == 1
    assert (state.seat, state.phase, state.shot) == (0, P_DECLARE, SHOT_BEFORE)
    assert moves_text(state) == ["move", "done"]  # no second volley, no transfer (7.3)
    decision = render(PIRATES.decision(state), "en", NAMES)
    assert decision == "The volley is over: sail (the spinner gives the wind) or end the turn."
    with pytest.raises(IllegalMoveError, match="one volley a turn"):
        state.play(PIRATES.parse_move(state, "shoot b1 g3"))
    play(state, "move", "spin E", "sail g2 E 2", "done")
    assert cell_of(state, "g2") == "E6"
    assert (state.seat, state.phase, state.shot) == (1, P_DECLARE, 0)


def test_a_turn_moves_then_shoots_and_the_volley_ends_it() -> None:
    state = pirates(shoot_and_move=True)
    put(state, "g2", "C4")
    put(state, "b1", "C8")
    assert shots(state) == []  # out of range before the move
    play(state, "move", "spin S", "sail g2 S 2")
    assert "shoot b1 g2" in shots(state)
    decision = render(PIRATES.decision(state), "en", NAMES)
    assert decision.endswith("Or fire a volley first: it ends the turn.")
    play(state, "shoot b1 g2")
    assert state.shot == SHOT_AFTER
    play(state, "fire", "spin E")  # a hit; the volley ends the turn
    assert state.hits[state.ship_index["b1"]] == 1
    assert (state.seat, state.phase) == (1, P_DECLARE)
    assert cell_of(state, "g1") == "B2"  # the ships not yet sailed stay (as with 'done')


def test_after_the_move_a_shot_may_also_be_skipped() -> None:
    state = pirates(shoot_and_move=True)
    put(state, "g2", "C6")
    put(state, "b1", "C8")
    play(state, "move", "spin S")
    assert "shoot b1 g2" in shots(state)
    play(state, "done")
    assert state.seat == 1


def test_without_the_option_a_turn_is_a_move_or_a_shot() -> None:
    state = pirates()
    put(state, "g2", "C4")
    put(state, "b1", "C8")
    play(state, "move", "spin S", "sail g2 S 2")
    assert shots(state) == []
    with pytest.raises(IllegalMoveError, match="option shoot_and_move"):
        state.play(PIRATES.parse_move(state, "shoot b1 g2"))
    play(state, "done", "move", "spin calm", "done")  # the pirates row nowhere
    play(state, "shoot b1 g2", "fire", "spin W")
    assert (state.seat, state.phase) == (1, P_DECLARE)  # the shot was the whole turn


def test_a_storm_still_ends_the_turn() -> None:
    state = pirates(shoot_and_move=True)
    put(state, "g2", "C6")
    put(state, "b1", "C8")
    play(state, "move", "spin storm")
    assert state.seat == 1


def test_a_colonies_calm_leaves_the_volley_open_only_with_the_option() -> None:
    """Part 2, 4.1: in a calm nobody moves; the start corner puts a2 next to b1."""
    state = colonies(shoot_and_move=True)
    play(state, "move")
    calm = COLONIES.move_label(state, COLONIES.parse_move(state, "spin calm"), "en", NAMES)
    assert calm == "The spinner shows calm: no ship sails this turn"
    play(state, "spin calm")
    assert state.phase == P_SAIL
    assert "shoot b1 a2" in shots(state)
    assert moves_text(state)[-1] == "done"
    decision = render(COLONIES.decision(state), "en", NAMES)
    assert decision.startswith("Calm: no ship sails this turn")
    play(state, "shoot b1 a2", "fire", "spin N")
    assert (state.seat, state.hits[state.ship_index["b1"]]) == (1, 1)
    plain = colonies()
    play(plain, "move", "spin calm")
    assert (plain.seat, plain.phase) == (1, P_DECLARE)


def _pirates_on_file(tmp_path: Path, **options: object) -> PiratesState:
    path = tmp_path / "sea.map"
    path.write_text(map_text(SEA_ROWS, PIRATE_PORTS), encoding="utf-8")
    state = PIRATES.new_state(2, {"map": str(path), "first_seat": 0, **options})
    assert isinstance(state, PiratesState)
    play(state, "wind N", "treasure g1")
    return state


def _edited(code: str, change: Any) -> str:
    game, text = code.split(" ", 1)
    data = json.loads(text)
    change(data)
    return f"{game} " + json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def test_the_volley_of_the_turn_is_in_the_code(tmp_path: Path) -> None:
    state = _pirates_on_file(tmp_path, shoot_and_move=True)
    put(state, "g2", "C6")
    put(state, "b1", "C8")
    play(state, "shoot b1 g2")
    aiming = state.to_code()
    assert '"shot":1' in aiming
    play(state, "fire", "spin NE")
    code = state.to_code()
    again = PIRATES.from_code(code)
    assert again.to_code() == code
    assert moves_text(again) == ["move", "done"]
    refusals = [
        (lambda d: d.update(shot=2), "'shot' must be 0 in phase declare"),
        (lambda d: d.update(shot=3), "'shot' must be a whole number 0-2"),
        (lambda d: d.update(shot=True), "'shot' must be a whole number 0-2"),
        (lambda d: d["o"].pop("shoot_and_move"), "only option shoot_and_move"),
        (lambda d: d.update(ph="port-fire"), "'shot' must be 0 in phase port-fire"),
    ]
    for change, message in refusals:
        with pytest.raises(InvalidCodeError, match=message):
            PIRATES.from_code(_edited(code, change))
    assert '"shot"' not in _pirates_on_file(tmp_path).to_code()  # left out when 0


def test_the_option_is_checked() -> None:
    with pytest.raises(Exception, match="option 'shoot_and_move' must be true or false"):
        PIRATES.new_state(2, {"shoot_and_move": "sometimes"})


@pytest.mark.parametrize(
    ("spec", "encoding", "players", "options"),
    [
        (PIRATES, pirates_encoding, 2, {"shoot_and_move": True}),
        (PIRATES, pirates_encoding, 3, {"shoot_and_move": True, "repair": "automatic"}),
        (COLONIES, colonies_encoding, 3, {"shoot_and_move": True, "repair_one_turn": True}),
    ],
)
def test_random_games_stay_in_the_catalogue_and_their_codes_are_closed(
    spec: Any, encoding: Any, players: int, options: dict[str, object]
) -> None:
    """Every legal move is in the RL catalogue; every code play reaches is read back."""
    catalogue = set(encoding.action_catalogue(players, spec.make_options(options)))
    rng = random.Random(7)
    seen: set[str] = set()
    for _ in range(3):
        state = spec.new_state(players, options)
        for _ in range(400):
            if state.is_terminal():
                break
            if state.to_move() < 0:
                state.apply(state.sample_chance(rng))
                continue
            moves = state.legal_moves()
            texts = {str(move) for move in moves}
            assert texts <= catalogue, texts - catalogue
            seen |= {text.split()[0] for text in texts}
            state.apply(rng.choice(moves))
        play_on(spec, spec.from_code(state.to_code()), rng, 200)
    assert {"shoot", "move", "done"} <= seen
