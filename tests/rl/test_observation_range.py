"""Every game's observation space declares the range docs/rl.md documents, and random play
stays inside it."""

from __future__ import annotations

import random

import pytest

from seaboard import get_game, list_games
from seaboard.lab.hooks import find_hook
from seaboard.rl.encoding import Encoding
from seaboard.rl.pettingzoo_env import observation_space

DOCUMENTED = {
    "cartagena": (0.0, 1.0),
    "packet_row": (0.0, 1.0),
    "rails_sails": (-1.0, 1.0),
    "black_fleet": (0.0, 1.0),
    "pirates": (0.0, 1.0),
    "colonies": (0.0, 1.0),
}


@pytest.mark.parametrize("game", list_games())
def test_the_space_declares_the_documented_range(game: str) -> None:
    spec = get_game(game)
    encoding = Encoding(spec, spec.min_players)
    box = observation_space(encoding)["observation"]
    low, high = DOCUMENTED[game]
    assert float(box.low.min()) == low
    assert float(box.high.max()) == high
    encode = find_hook(spec, "encode_observation", "encoding")
    assert encode is not None
    state = spec.new_state(spec.min_players)
    rng = random.Random(7)
    for _ in range(150):
        if state.is_terminal():
            break
        move = state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves())
        state.apply(move)
        values = encoding._encoder(state.view(0)) if encoding._encoder else []
        assert all(low <= v <= high for v in values)
