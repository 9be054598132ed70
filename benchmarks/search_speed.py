"""Level 3's search speed, and what its early stop of a settled decision saves, game by game.

For each game, mid-game decision points of a seeded greedy game (every seventh decision with a
choice) are searched with the iteration budget that stands for level 3's second in the
matches (docs/bots.md), twice with the same seed: to the end of the budget, timed in CPU
seconds (``time.process_time``: other processes' load counts only through shared caches and
cores), and with the early stop (every ``SETTLE_CHECK`` iterations the search checks whether
the most visited move leads the next by more visits than iterations are left). The second
search meets the game's caches warm, so only its iterations are compared, not its time.
Prints and writes, per game, the iterations a CPU second, the share of the budget the stopped
searches used (each, and all together) and whether both chose the same move (they must).
Writes ``benchmarks/results/search_speed.json``.

    .venv/bin/python benchmarks/search_speed.py [--positions 8] [--games cartagena,pirates]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from seaboard.bots.mcts import MctsBot, Node
from seaboard.core.move import Move
from seaboard.lab.positions import greedy_positions

RESULTS = Path(__file__).parent / "results" / "search_speed.json"
BUDGETS = {
    "cartagena": (2, 4000),
    "packet_row": (2, 3200),
    "rails_sails": (2, 800),
    "colonies": (2, 2400),
    "black_fleet": (3, 2500),
    "pirates": (2, 1500),
}
"""Players and the iterations that stand for level 3's second (docs/bots.md, "Budget")."""


def choice(root: Node, moves: list[Move]) -> Move:
    visits = {m: root.children[m].visits for m in moves if m in root.children}
    return max(moves, key=lambda m: (visits.get(m, 0), moves.index(m)))


def measure(game_id: str, count: int) -> dict[str, Any]:
    players, budget = BUDGETS[game_id]
    used: list[int] = []
    same = 0
    full_cpu = 0.0
    for state in greedy_positions(game_id, players, count):
        moves = state.legal_moves()
        start = time.process_time()
        full = MctsBot(7, iterations=budget).search(state.copy())
        full_cpu += time.process_time() - start
        stopped = MctsBot(7, iterations=budget).search(state.copy(), moves=moves)
        same += choice(full, moves) == choice(stopped, moves)
        used.append(stopped.visits)
    return {
        "game": game_id,
        "players": players,
        "iterations": budget,
        "positions": len(used),
        "iterations_per_cpu_s": round(budget * len(used) / full_cpu),
        "used_share": sorted(round(n / budget, 3) for n in used),
        "used_total_share": round(sum(used) / (budget * len(used)), 3),
        "same_move": same,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--games", default=",".join(BUDGETS))
    args = parser.parse_args()
    rows = []
    for game_id in args.games.split(","):
        row = measure(game_id, args.positions)
        rows.append(row)
        shares = row["used_share"]
        print(
            f"{game_id:12s} {row['iterations_per_cpu_s']} iterations/CPU s;"
            f" {row['positions']} decisions at {row['iterations']} iterations:"
            f" {shares[0]:.0%}-{shares[-1]:.0%} of the budget used"
            f" ({row['used_total_share']:.0%} in all),"
            f" same move {row['same_move']}/{row['positions']}",
            flush=True,
        )
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
