"""Random playout throughput through the public API: the figure behind ``seaboard bench``
and ``benchmarks/playouts.py``."""

from __future__ import annotations

import random
import time
from typing import Any

from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE, TERMINAL


def playouts(game_id: str, players: int, preset: str | None, seconds: float) -> dict[str, Any]:
    """Play seeded random games for about ``seconds`` on one core; return the rates.

    Chance is sampled with ``sample_chance``, moves drawn uniformly from ``legal_moves`` and
    applied with ``apply``: exactly what a simulation or a search rollout does.
    """
    spec = get_game(game_id)
    options = spec.make_options(preset) if preset else None
    rng = random.Random(12345)
    games = plies = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = spec.new_state(players, options)
        while True:
            actor = state.to_move()
            if actor == TERMINAL:
                break
            if actor == CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_moves()))
            plies += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "game": game_id,
        "preset": preset,
        "players": players,
        "games_per_s": games / elapsed,
        "plies_per_s": plies / elapsed,
        "plies_per_game": plies / games,
        "games": games,
    }


def default_cases(
    game_ids: list[str], players: list[int] | None
) -> list[tuple[str, str | None, int]]:
    """(game, preset, players) to measure: every preset at the fewest players and at 4."""
    cases: list[tuple[str, str | None, int]] = []
    for game_id in game_ids:
        spec = get_game(game_id)
        counts = players or sorted({spec.min_players, min(4, spec.max_players)})
        presets: list[str | None] = [*spec.presets] or [None]
        for preset in presets:
            for count in counts:
                if spec.min_players <= count <= spec.max_players:
                    cases.append((game_id, preset, count))
    return cases


def format_row(row: dict[str, Any]) -> str:
    return (
        f"{row['game']:<12} {row['preset'] or '-':<10} {row['players']}p"
        f"  {row['games_per_s']:9.1f} games/s  {row['plies_per_s']:10.0f} plies/s"
        f"  {row['plies_per_game']:7.1f} plies/game"
    )
