"""Sample positions for measuring bots: decision points of seeded greedy games."""

from __future__ import annotations

import random

from seaboard.bots import make_bot
from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE, State


def greedy_positions(game_id: str, players: int, count: int, every: int = 7) -> list[State]:
    """``count`` decision points with a choice: every ``every``-th decision of seeded greedy
    games (seeds 5, 6, ...: a new game when one ends first)."""
    spec = get_game(game_id)
    found: list[State] = []
    seed = 5
    while len(found) < count:
        state = spec.new_state(players)
        rng = random.Random(seed)
        bots = [make_bot("greedy", seed=seed * 10 + seat) for seat in range(players)]
        step = 0
        while not state.is_terminal() and len(found) < count:
            actor = state.to_move()
            if actor == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            step += 1
            if step % every == 0 and len(state.legal_moves()) > 1:
                found.append(state.copy())
            state.apply(bots[actor].choose_move(state))
        seed += 1
    return found
