"""Random full games per second and moves per second, per game, through the public API.

Chance is sampled with ``sample_chance`` and moves chosen uniformly from ``legal_moves``, on one
core. Prints a table and writes ``benchmarks/results/playouts.json``.

    python benchmarks/playouts.py [--seconds 5] [--game cartagena] [--players 4]
"""

from __future__ import annotations

import argparse
import json
import platform
from pathlib import Path

import seaboard
from seaboard.perf import default_cases, format_row, playouts

RESULTS = Path(__file__).resolve().parent / "results" / "playouts.json"


def main() -> None:
    parser = argparse.ArgumentParser(description="random playouts per second, per game")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--game", action="append", help="game id (default: every game)")
    parser.add_argument("--players", type=int, action="append", help="player counts")
    args = parser.parse_args()
    rows = []
    for game_id, preset, players in default_cases(args.game or seaboard.list_games(), args.players):
        row = playouts(game_id, players, preset, args.seconds)
        rows.append(row)
        print(format_row(row), flush=True)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    meta = {"python": platform.python_version(), "machine": platform.machine()}
    RESULTS.write_text(json.dumps({"meta": meta, "rows": rows}, indent=2) + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
