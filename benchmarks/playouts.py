"""Random full games per second and moves per second, per game, through the public API.

Chance is sampled with ``sample_chance`` and moves chosen uniformly from ``legal_moves``, on one
core. Prints a table and writes ``benchmarks/results/playouts.json``.

    python benchmarks/playouts.py [--seconds 5] [--game cartagena] [--players 4]
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import time
from pathlib import Path

import seaboard
from seaboard.core.state import CHANCE, TERMINAL

RESULTS = Path(__file__).resolve().parent / "results" / "playouts.json"


def playouts(game_id: str, players: int, preset: str | None, seconds: float) -> dict[str, float]:
    """Play seeded random games for about ``seconds``; return the rates."""
    spec = seaboard.get_game(game_id)
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
        "games_per_s": games / elapsed,
        "plies_per_s": plies / elapsed,
        "plies_per_game": plies / games,
        "games": games,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--game", action="append", help="game id (default: every game)")
    parser.add_argument("--players", type=int, action="append", help="player counts")
    args = parser.parse_args()
    rows = []
    for game_id in args.game or seaboard.list_games():
        spec = seaboard.get_game(game_id)
        counts = args.players or sorted({spec.min_players, min(4, spec.max_players)})
        for preset in list(spec.presets) or [None]:
            for players in counts:
                if not spec.min_players <= players <= spec.max_players:
                    continue
                figures = playouts(game_id, players, preset, args.seconds)
                row = {"game": game_id, "preset": preset, "players": players, **figures}
                rows.append(row)
                print(
                    f"{game_id:<12} {preset or '-':<10} {players}p"
                    f"  {figures['games_per_s']:9.1f} games/s"
                    f"  {figures['plies_per_s']:10.0f} plies/s"
                    f"  {figures['plies_per_game']:7.1f} plies/game",
                    flush=True,
                )
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    meta = {"python": platform.python_version(), "machine": platform.machine()}
    RESULTS.write_text(json.dumps({"meta": meta, "rows": rows}, indent=2) + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
