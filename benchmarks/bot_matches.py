"""Seeded bot matches with seats alternating: win rates with 95% Wilson intervals.

    python benchmarks/bot_matches.py --game cartagena --a mcts:seconds=0.25 --b greedy \
        --games 200 --workers 2

A bot is ``NAME[:key=value,...]`` (e.g. ``mcts:seconds=0.25``). In two-player games bot A
takes seat 0 in even games and seat 1 in odd ones; a shared first place counts half a win.
Writes ``benchmarks/results/matches-<game>-<a>-vs-<b>.json``.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import seaboard
from seaboard.bots import make_bot
from seaboard.core.driver import play_game
from seaboard.lab.ratings import wilson

RESULTS = Path(__file__).resolve().parent / "results"


def parse_bot(text: str) -> tuple[str, dict[str, float]]:
    name, _, settings = text.partition(":")
    budget = {}
    for pair in filter(None, settings.split(",")):
        key, _, value = pair.partition("=")
        budget[key] = float(value) if "." in value else int(value)
    return name, budget


def play_one(job: tuple[str, int, str, str, int]) -> dict[str, Any]:
    game_id, players, bot_a, bot_b, index = job
    spec = seaboard.get_game(game_id)
    seat_a = index % players
    bots = []
    for seat in range(players):
        name, budget = parse_bot(bot_a if seat == seat_a else bot_b)
        bots.append(make_bot(name, seed=10_000 * index + seat, **budget))
    start = time.perf_counter()
    final = play_game(spec, bots, seed=index)
    outcome = final.outcome()
    assert outcome is not None
    winners = outcome.winners
    share = (1.0 / len(winners)) if seat_a in winners else 0.0
    return {
        "index": index,
        "seat_a": seat_a,
        "win_a": share,
        "reason": outcome.reason,
        "plies": len(final.history),
        "seconds": time.perf_counter() - start,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description="bot against bot win rates")
    parser.add_argument("--game", default="cartagena")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--a", default="mcts:seconds=0.25")
    parser.add_argument("--b", default="random")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    jobs = [(args.game, args.players, args.a, args.b, i) for i in range(args.games)]
    rows = []
    wins = 0.0
    with ProcessPoolExecutor(args.workers) as pool:
        for row in pool.map(play_one, jobs):
            rows.append(row)
            wins += row["win_a"]
            if len(rows) % 10 == 0:
                print(f"{len(rows):4d} games: A wins {wins / len(rows):.1%}", flush=True)
    _, low, high = wilson(wins, len(rows))
    by_seat = {
        seat: sum(r["win_a"] for r in rows if r["seat_a"] == seat)
        / max(1, sum(1 for r in rows if r["seat_a"] == seat))
        for seat in range(args.players)
    }
    summary = {
        "game": args.game,
        "players": args.players,
        "a": args.a,
        "b": args.b,
        "games": len(rows),
        "win_rate_a": wins / len(rows),
        "ci95": [low, high],
        "win_rate_a_by_seat": by_seat,
        "mean_seconds_per_game": sum(r["seconds"] for r in rows) / len(rows),
        "reasons": {
            r: sum(1 for x in rows if x["reason"] == r) for r in {x["reason"] for x in rows}
        },
    }
    print(json.dumps(summary, indent=2))
    RESULTS.mkdir(parents=True, exist_ok=True)
    name = (
        f"matches-{args.game}-{args.a}-vs-{args.b}".replace(":", "_")
        .replace("=", "")
        .replace(",", "_")
    )
    (RESULTS / f"{name}.json").write_text(
        json.dumps({"summary": summary, "games": rows}, indent=2) + "\n"
    )


if __name__ == "__main__":
    main()
