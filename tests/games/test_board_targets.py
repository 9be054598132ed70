"""Click targets of Cartagena, Packet Row and Rails & Sails (issue 13): every move a seat
may make names elements of that seat's board, hints are well formed, seat-coloured pieces use
the seats' colour constants, and a finished game's spectator board reveals the hands."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree
from typing import Any

import pytest

from seaboard import get_game
from seaboard.core.state import CHANCE, State
from seaboard.games.cartagena.colours import SEAT_COLOURS as CARTAGENA_COLOURS
from seaboard.games.packet_row.colours import SEAT_COLOURS as PACKET_ROW_COLOURS
from seaboard.games.packet_row.components import BOARDS
from seaboard.games.rails_sails.colours import SEAT_COLOURS as RAILS_SAILS_COLOURS

GAMES = {
    "cartagena": ({"max_rounds": 4}, CARTAGENA_COLOURS),
    "packet_row": ({"max_rounds": 2}, PACKET_ROW_COLOURS),
    "rails_sails": ({"max_rounds": 3}, RAILS_SAILS_COLOURS),
}


def _random_game(game: str, seed: int) -> list[State]:
    """The decisions of one random 3-seat game (each a copy), ending with the final state."""
    spec = get_game(game)
    state = spec.new_state(3, GAMES[game][0])
    rng = random.Random(seed)
    decisions = []
    while not state.is_terminal():
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decisions.append(state.copy())
        state.apply(rng.choice(state.legal_moves()))
    return [*decisions, state]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_move_names_elements_of_the_movers_board(game: str) -> None:
    spec = get_game(game)
    states = _random_game(game, 7)
    for state in states[:-1:5]:
        seat = state.to_move()
        root = ElementTree.fromstring(spec.render_svg(state, seat))
        ids = {node.get("id") for node in root.iter()}
        for move in state.legal_moves():
            targets = spec.move_targets(state, move)
            assert set(targets) <= ids, (str(move), targets)
            assert len(set(targets)) == len(targets)
            hints: dict[str, Any] = spec.move_hints(state, move)
            assert set(hints) <= {"preview", "set", "cards", "amount"}
            assert set(hints.get("preview", [])) <= ids


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seat_pieces_are_drawn_in_the_seats_colours(game: str) -> None:
    spec = get_game(game)
    colours = GAMES[game][1]
    final = _random_game(game, 3)[-1]
    root = ElementTree.fromstring(spec.render_svg(final, None))
    pieces = [node for node in root.iter() if node.get("data-seat") is not None]
    assert {int(node.get("data-seat", "")) for node in pieces} == {0, 1, 2}
    for node in pieces:
        assert node.get("fill") == colours[int(node.get("data-seat", ""))][0]


def test_cartagena_card_moves_preview_the_landing_space_and_back_moves_name_both_spaces() -> None:
    from tests.games.cartagena.helpers import SPEC, position

    # board FPKHBS SPKBHF: space 1 flag, 2 pistol, 3 key, 8 pistol; seat 0 on 1 and 3
    state = position([[1, 3, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0]], ["P", "K"])
    legal = {str(m): m for m in state.legal_moves()}
    play = legal["play pistol 1"]
    assert SPEC.move_targets(state, play) == ["card-0-pistol", "space-1"]
    assert SPEC.move_hints(state, play) == {"preview": ["space-8"]}
    back = legal["back 3"]
    assert SPEC.move_targets(state, back) == ["space-3", "space-2"]


def test_jamaica_hands_are_revealed_on_the_spectators_final_board() -> None:
    spec = get_game("cartagena")
    final = _random_game("cartagena", 5)[-1]
    svg = spec.render_svg(final, None)
    assert "cards</text>" not in svg  # no hand is shown as a bare count
    playing = _random_game("cartagena", 5)[-2]
    assert "cards</text>" in spec.render_svg(playing, None)


def _supply_cards(state: Any, board: int) -> int:
    return sum(1 for card in state.current[board] + state.future[board] if card >= 0)


def test_packet_row_boards_hold_their_cards() -> None:
    spec = get_game("packet_row")
    for state in _random_game("packet_row", 2)[::4]:
        root = ElementTree.fromstring(spec.render_svg(state, 0))
        for board, name in enumerate(BOARDS):
            group = next(n for n in root.iter() if n.get("id") == f"board-{name}")
            inner = [n for n in group.iter() if (n.get("id") or "").startswith("card-")]
            assert len(inner) == _supply_cards(state, board)


def test_packet_row_done_shows_the_payout_before_it_is_confirmed() -> None:
    """Seed 000, example 1: Anya loads contract G01 on ship D01 for $35."""
    from tests.games.packet_row.test_packet_row_fulfil import _hand

    spec = get_game("packet_row")
    state = _hand(["G01", "M17", "M18"], ["D01"])
    assert "+$" not in spec.render_svg(state, 0)
    for text in ("ship D01", "contract G01", "use M17", "use M18"):
        state.play(spec.parse_move(state, text))
    svg = spec.render_svg(state, 0)
    assert "done +$35</text>" in svg
    root = ElementTree.fromstring(svg)
    loaded = {n.get("id") for n in root.iter() if n.get("id") and n[0].get("stroke") == "#e67e22"}
    assert {"hand-G01", "hand-M17", "hand-M18", "ship-D01"} <= loaded
