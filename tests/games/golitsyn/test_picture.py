"""The Golitsyn picture as a player clicks it: hit squares on ships, ports and the cells a
ship can reach, seat colours, lines of fire, the spinner's arrow and the end-of-game reveal."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree

from seaboard import get_game
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games._golitsyn.colours import seat_fill
from seaboard.games._golitsyn.render import HIT
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.games.pirates.state import PiratesState
from tests.games.golitsyn.helpers import pirates, play, put

PIRATES = get_game("pirates")
COLONIES = get_game("colonies")


def _ids(svg: str) -> dict[str, ElementTree.Element]:
    return {el.get("id", ""): el for el in ElementTree.fromstring(svg).iter() if el.get("id")}


def _hit_side(element: ElementTree.Element) -> float:
    hits = [r for r in element.iter() if r.get("class") == "hit"]
    assert hits, element.get("id")
    return min(float(hits[0].get("width", 0)), float(hits[0].get("height", 0)))


def test_every_target_has_a_hit_square_of_24_css_px_at_900_px() -> None:
    for spec in (PIRATES, COLONIES):
        rng = random.Random(2)
        state = spec.new_state(2)
        assert isinstance(state, GolitsynState)
        svg = spec.render_svg(state, None)
        width = float(ElementTree.fromstring(svg).get("width", 0))
        assert HIT * 900 / width >= 24
        checked = 0
        for _ in range(400):
            if state.to_move() == TERMINAL:
                break
            if state.to_move() == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            if rng.random() < 0.1:
                ids = _ids(spec.render_svg(state, state.to_move()))
                for move in state.legal_moves():
                    for target in spec.move_targets(state, move):
                        if target != "spinner":
                            assert _hit_side(ids[target]) == HIT, (str(move), target)
                            checked += 1
            state.play(rng.choice(state.legal_moves()))
        assert checked > 20


def test_cells_are_padded_only_for_the_seat_that_can_sail_there() -> None:
    state = pirates()
    put(state, "g2", "C6")
    play(state, "move", "spin N")
    mover, other = _ids(PIRATES.render_svg(state, 0)), _ids(PIRATES.render_svg(state, 1))
    assert mover["cell-C4"].tag.endswith("g")
    assert _hit_side(mover["cell-C4"]) == HIT
    assert other["cell-C4"].tag.endswith("rect")


def test_ships_carry_their_seat_colour() -> None:
    state = pirates()
    root = ElementTree.fromstring(PIRATES.render_svg(state, None))
    seated = [el for el in root.iter() if el.get("data-seat") is not None]
    assert {el.get("data-seat") for el in seated} == {"0", "1"}
    for element in seated:
        assert element.get("fill") == seat_fill(int(element.get("data-seat", "-1")))


def test_a_declared_volley_draws_its_lines_of_fire() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "g3", "D6")
    put(state, "b1", "D8")
    assert 'class="fire"' not in PIRATES.render_svg(state, 0)
    play(state, "shoot b1 g2", "also g3")
    assert PIRATES.render_svg(state, 1).count('class="fire"') == 2


def test_the_arrow_turns_to_the_spin() -> None:
    state = pirates()
    play(state, "move", "spin E")
    arrow = next(
        el
        for el in ElementTree.fromstring(PIRATES.render_svg(state, 0)).iter()
        if el.get("class") == "arrow"
    )
    assert "--turn:90.0deg" in arrow.get("style", "")


def test_the_treasure_galleon_is_shown_to_all_once_the_game_is_over() -> None:
    state = PIRATES.new_state(2, {"max_rounds": 1})
    assert isinstance(state, PiratesState)
    rng = random.Random(1)
    while state.to_move() != TERMINAL:
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.play(rng.choice(state.legal_moves()))
    assert state.treasure >= 0
    assert 'stroke="gold"' in PIRATES.render_svg(state, None)
