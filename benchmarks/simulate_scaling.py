"""Simulation throughput on 1 and 2 worker processes (the same seeded job, so the results
files must match), per game. Prints games/s and the speed-up and writes
``benchmarks/results/simulate_scaling.json``.

    python benchmarks/simulate_scaling.py [--games 60] [--bots random] [--game cartagena]
"""

from __future__ import annotations

import argparse
import json
import platform
import tempfile
from pathlib import Path

import seaboard
from seaboard.lab.agents import parse_bot_list
from seaboard.lab.simulate import simulate

RESULTS = Path(__file__).resolve().parent / "results" / "simulate_scaling.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--bots", default="random,greedy")
    parser.add_argument("--game", action="append", help="game id (default: every game)")
    parser.add_argument("--workers", type=int, action="append", help="worker counts (1, 2)")
    args = parser.parse_args()
    bots = parse_bot_list(args.bots)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for game_id in args.game or seaboard.list_games():
            players = seaboard.get_game(game_id).min_players
            # warm up: imports (pyarrow, bots) and caches must not count against one worker
            simulate(game_id, players, bots, 2, 0, Path(tmp) / "warm.parquet")
            files = []
            for workers in args.workers or [1, 2]:
                out = Path(tmp) / f"{game_id}-{workers}.parquet"
                run = simulate(game_id, players, bots, args.games, 1, out, workers=workers)
                files.append(out.read_bytes())
                rows.append(
                    {
                        "game": game_id,
                        "players": players,
                        "bots": ",".join(bots),
                        "workers": workers,
                        "games": run.games,
                        "seconds": run.seconds,
                        "games_per_s": run.games_per_second,
                    }
                )
                print(
                    f"{game_id:12} {players}p {','.join(bots):16} workers={workers}:"
                    f" {run.games_per_second:7.1f} games/s ({run.seconds:.1f} s)"
                )
            if any(data != files[0] for data in files):
                raise SystemExit(f"{game_id}: results differ between worker counts")
            base = next(r for r in rows if r["game"] == game_id)
            for r in rows:
                if r["game"] == game_id:
                    r["speedup"] = r["games_per_s"] / base["games_per_s"]
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {"machine": platform.platform(), "python": platform.python_version(), "rows": rows},
            indent=1,
        )
        + "\n"
    )
    print(f"-> {RESULTS}")


if __name__ == "__main__":
    main()
