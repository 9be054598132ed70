"""Golden playthroughs: a readable transcript of one seeded random game per game and preset.

The files live in ``tests/golden/<game>-<preset>.txt``; ``scripts/regenerate_golden.py`` writes
them and ``tests/core/test_golden.py`` fails when a game has none or its transcript changed, so
every change of behaviour shows up in review as a diff of a game's moves and positions.
"""

from __future__ import annotations

import random
from pathlib import Path

from seaboard.core.move import Move
from seaboard.core.registry import get_game, list_games
from seaboard.core.state import CHANCE, TERMINAL

GOLDEN_SEED = 2026
SNAPSHOT_EVERY = 20
SNAPSHOTS = 25


def golden_cases() -> list[tuple[str, str, int]]:
    """(game, preset, players) for every registered game and preset."""
    cases = []
    for game_id in list_games():
        spec = get_game(game_id)
        players = min(spec.max_players, max(spec.min_players, 3))
        for preset in spec.presets or {"default": {}}:
            cases.append((game_id, preset, players))
    return cases


def golden_path(directory: Path, game_id: str, preset: str) -> Path:
    return directory / f"{game_id}-{preset}.txt"


def transcript(game_id: str, preset: str, num_players: int, seed: int = GOLDEN_SEED) -> str:
    """Play a seeded random game and write every move, about 25 snapshots (board and
    position code), and the result."""
    spec = get_game(game_id)
    options = spec.make_options(spec.presets.get(preset, {}))
    rng = random.Random(seed)
    state = spec.new_state(num_players, options)
    played: list[tuple[str, Move]] = []
    while state.to_move() != TERMINAL:
        actor = state.to_move()
        if actor == CHANCE:
            move, who = state.sample_chance(rng), "*"
        else:
            move, who = rng.choice(state.legal_moves()), f"seat {actor}"
        played.append((who, move))
        state.apply(move)
    every = max(SNAPSHOT_EVERY, len(played) // SNAPSHOTS)
    state = spec.new_state(num_players, options)
    lines = [f"# {spec.title} ({preset}), {num_players} players, seed {seed}", ""]
    for ply, (who, move) in enumerate(played, start=1):
        lines.append(f"{ply:4d} {who:>7}  {move}")
        state.apply(move)
        if ply % every == 0:
            lines.extend(["", str(state), f"code: {state.to_code()}", ""])
    outcome = state.outcome()
    lines.extend(["", str(state), f"code: {state.to_code()}", f"outcome: {outcome}", ""])
    return "\n".join(lines)
