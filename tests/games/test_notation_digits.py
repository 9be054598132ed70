"""Only ASCII digits are numbers in every game's notation (issue 14: ``²``, ``①`` and
full-width ``５`` passed ``str.isdigit`` and then broke ``int`` or were read as 5)."""

from __future__ import annotations

import pytest

from seaboard.core.errors import InvalidMoveError
from seaboard.core.notation import is_ascii_number
from seaboard.core.registry import get_game

CASES = [
    ("black_fleet", "move merchant ²", "²"),
    ("black_fleet", "rob ³", "³"),
    ("black_fleet", "place ①", "①"),
    ("black_fleet", "place ５", "５"),
    ("cartagena", "back ²", "²"),
    ("cartagena", "play hat ５", "５"),
    ("cartagena", "segment ① a", "①"),
    ("cartagena", "first ２", "２"),
    ("rails_sails", "take ²", "²"),
    ("rails_sails", "take ５", "５"),
    ("rails_sails", "claim T01 ２tr", "２tr"),
    ("rails_sails", "keep #①", "①"),
    ("rails_sails", "markers ５", "５"),
    ("pirates", "sail g1 N ５", "５"),
    ("pirates", "first ①", "①"),
    ("pirates", "shoot g1 K１２", "K１２"),
    ("colonies", "unload g1 ５", "５"),
    ("packet_row", "take M１8", "M１8"),
    ("packet_row", "first ①", "①"),
]


@pytest.mark.parametrize(("game", "text", "word"), CASES)
def test_non_ascii_digits_are_refused_naming_the_word(game: str, text: str, word: str) -> None:
    spec = get_game(game)
    state = spec.new_state(spec.min_players)
    with pytest.raises(InvalidMoveError) as caught:
        spec.parse_move(state, text)
    assert word in str(caught.value)


@pytest.mark.parametrize(
    ("word", "expected"),
    [("0", True), ("42", True), ("", False), ("²", False), ("５", False), ("①", False)],
)
def test_is_ascii_number(word: str, expected: bool) -> None:
    assert is_ascii_number(word) is expected
