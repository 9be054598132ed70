"""Shared checks of the Golitsyn games' RL encodings: play seeded random and greedy games and
hold every position to the catalogue and observation contracts (docs/rl.md)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np

import seaboard
from seaboard.bots.greedy import GreedyBot
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.rl.encoding import Encoding


def options_of(game_id: str, preset: str, rounds: int) -> dict[str, Any]:
    spec = seaboard.get_game(game_id)
    return {**spec.presets[preset], "max_rounds": rounds}


def state_ids(spec: Any, players: int, options: Any) -> set[str]:
    state = spec.new_state(players, options)
    assert isinstance(state, GolitsynState)
    return set(state.ship_ids)


def play_and_check(
    game_id: str,
    players: int,
    preset: str,
    bot: str,
    seed: int,
    rounds: int,
    observation_size: Callable[[int, Any], int],
    extra: dict[str, Any] | None = None,
) -> int:
    """Play one game, checking every decision and (every few plies) every seat's observation;
    the number of decisions checked (every one: the catalogue is exact)."""
    spec = seaboard.get_game(game_id)
    options = {**options_of(game_id, preset, rounds), **(extra or {})}
    enc = Encoding(spec, players, options)
    assert enc.uses_catalogue
    assert enc.uses_observation_hook
    size = enc.observation_size
    assert size == observation_size(players, spec.make_options(options))
    state = spec.new_state(players, options)
    assert isinstance(state, GolitsynState)
    rng = random.Random(seed)
    greedy = GreedyBot(seed)
    decisions = 0
    ply = 0
    while True:
        if ply % 7 == 0 or state.to_move() == TERMINAL:
            for seat in [None, *range(players)]:
                obs = enc.observe(state, seat)
                assert obs.shape == (size,)
                assert np.all(obs >= 0.0)
                assert np.all(obs <= 1.0)
        actor = state.to_move()
        if actor == TERMINAL:
            return decisions
        if actor == CHANCE:
            assert len(enc.chance_actions(state)) <= enc.max_chance_outcomes
            state.apply(state.sample_chance(rng))
        else:
            moves = state.legal_moves()
            assert [m for m in moves if str(m) not in enc.index] == []
            legal = enc.legal_actions(state)
            assert len(legal) == len(moves)
            assert {enc.decode(state, a) for a in legal} == set(moves)
            for move in moves:
                assert enc.decode(state, enc.encode(state, move)) == move
            decisions += 1
            move = greedy.choose_move(state) if bot == "greedy" else rng.choice(moves)
            state.apply(move)
        ply += 1
