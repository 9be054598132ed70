"""The worked examples of the Cartagena rules (seed 003), each as a test."""

from __future__ import annotations

import pytest

from seaboard.core.state import CHANCE
from seaboard.games.cartagena.moves import BOAT, START

from .helpers import SPEC, counts, play, position


def test_flag_from_9_to_23_passes_occupied_12_and_17() -> None:
    """'жёлтый игрок играет флаг и передвигает своего пирата с деления 9 на деление 23. Он
    минует деления 12 и 17, поскольку они заняты другими пиратами.' Flags: 12, 17, 23."""
    state = position([[9, 0, 0, 0, 0, 0], [12, 17, 0, 0, 0, 0]], ["F", ""])
    play(state, "play flag 9")
    assert 23 in state.pirates[0]
    assert 9 not in state.pirates[0]
    assert state.occupancy[12] == state.occupancy[17] == 1
    assert state.hands[0] == counts("")
    assert state.discard == counts("F")


def test_back_from_8_to_6_onto_two_pirates_draws_two() -> None:
    """'красный игрок возвращает своего пирата с деления 8 на деление 6. Поскольку там уже
    стояло 2 пирата, игрок берёт 2 карты.'"""
    state = position([[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]], ["", ""])
    play(state, "back 8")
    assert sorted(state.pirates[0])[-1] == 6
    assert state.occupancy[6] == 3
    assert state.to_move() == CHANCE
    play(state, "card hat", "card key")
    assert state.hands[0] == counts("HK")
    assert state.to_move() == 0
    assert state.actions == 1


def _example_turn() -> object:
    """The Tortuga example (seed 003, "Пример хода"): blue to move with four sabres; in the
    row the second and third cards are sabres; the opponents hold no sabres."""
    red = [12, 17, 19, 33, START, START]
    blue = [START, 6, 6, 17, 18, BOAT]
    yellow = [17, 26, START, START, START, START]
    return position(
        [red, blue, yellow],
        ["KH", "SSSSB", "PF"],
        variant="tortuga",
        current=1,
        row="HSSFKPBHFKPB",
    )


def test_example_turn_three_sabres() -> None:
    """Alternative 1: the sabres take pirates from the entrance to 7, from 6 to 15 (passing
    7, taken by the first action) and from 6 to 24."""
    state = _example_turn()
    play(state, "play sabre start")
    assert 7 in state.pirates[1]
    play(state, "play sabre 6")
    assert 15 in state.pirates[1]
    play(state, "play sabre 6")
    assert 24 in state.pirates[1]
    assert state.hands[1] == counts("SB")
    assert state.current == 2, "three actions end the turn"
    assert state.actions == 0


def test_example_turn_three_moves_back_draw_five() -> None:
    """Alternative 2: 17 to 12 draws 1, 18 to 17 draws 2, the same pirate 17 to 12 draws 2,
    taken from the row in the arrow's order; two pirates stay on 6 and one at the entrance."""
    state = _example_turn()
    play(state, "back 17")
    assert state.hands[1] == counts("SSSSBH")
    play(state, "back 18")
    assert state.hands[1] == counts("SSSSBHSS")
    play(state, "back 17")
    assert state.hands[1] == counts("SSSSBHSSFK")
    assert sum(state.hands[1]) == 10
    assert state.pirates[1] == [START, 6, 6, 12, 12, BOAT]
    assert state.row == [2, 4, 5, 0, 3, 2, 4]
    assert state.current == 2


def test_example_turn_golden_mean() -> None:
    """Alternative 3: a bottle takes the pirate on 17 past the occupied bottle spaces into the
    boat; the pirate on 18 moves back to 17, where two pirates are left, drawing 2; a sabre
    takes a pirate from the entrance to 7."""
    state = _example_turn()
    play(state, "play bottle 17")
    assert state.in_boat(1) == 2
    play(state, "back 18")
    assert state.occupancy[17] == 3
    assert state.hands[1] == counts("SSSSHS")
    play(state, "play sabre start")
    assert 7 in state.pirates[1]
    assert state.current == 2


@pytest.mark.parametrize(
    ("move", "legal"),
    [("play sabre 6", True), ("back 17", True), ("back 6", False), ("play hat 6", False)],
)
def test_example_turn_moves_listed(move: str, legal: bool) -> None:
    """Nothing with one or two pirates lies behind space 6; blue holds no hat."""
    state = _example_turn()
    assert (SPEC.parse_move(state, move) in state.legal_moves()) is legal
