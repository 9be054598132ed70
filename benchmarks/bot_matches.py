"""Seeded bot matches with seats alternating: win rates with 95% Wilson intervals.

    python benchmarks/bot_matches.py --game cartagena --a mcts:seconds=0.25 --b greedy \
        --games 200 --workers 2

A bot is ``NAME[:key=value,...]`` (e.g. ``mcts:iterations=300,widening=1.0``). Bot A takes
seat ``index % players`` in game ``index``, bot B every other seat (``--players 3 --b greedy``
is one A against two greedy bots; a fair share is 1/3); a shared first place counts a share of
a win, a draw (no winner) 1/players (a half with two). Each game records ``turn_a``, A's place
in the turn order (0: it moved first), and the summary gives the win rate by it.
``--options`` picks a preset or JSON options: ``'{"first_seat": 0}'`` makes the seat rotation
rotate the turn order too, where the first player is otherwise drawn. ``--first`` is the first
game index (seeds follow it, so two runs with different ``--first`` are disjoint samples).
Prefer fixed ``iterations`` budgets: they do not depend on the machine's load. The summary
also gives bot A's mean seconds per decision (wall clock, which does). Writes
``benchmarks/results/matches-<game>-<players>p-<a>-vs-<b>[-from<first>][-<options>].json``,
rewritten after every game (a stopped run keeps the games it finished).
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
from seaboard.core.driver import Agent, play_game
from seaboard.core.move import Move
from seaboard.core.state import State
from seaboard.lab.ratings import wilson

RESULTS = Path(__file__).resolve().parent / "results"


def file_label(text: str) -> str:
    """``text`` (bot names with their settings) made fit for a file name:
    ``mcts:iterations=150,widening=1.0`` -> ``mcts_iterations150_widening1.0``."""
    return text.replace(":", "_").replace("=", "").replace(",", "_")


def parse_bot(text: str) -> tuple[str, dict[str, float]]:
    name, _, settings = text.partition(":")
    budget = {}
    for pair in filter(None, settings.split(",")):
        key, _, value = pair.partition("=")
        budget[key] = float(value) if "." in value else int(value)
    return name, budget


class Timed:
    """A bot that adds up its thinking time and decisions and notes, on ``turns`` (shared by
    the bots of a game), the seats in the order they first decide."""

    def __init__(self, bot: Agent, turns: list[int]) -> None:
        self.bot = bot
        self.seconds = 0.0
        self.decisions = 0
        self.turns = turns

    def choose_move(self, state: State) -> Move:
        if not self.decisions:
            self.turns.append(state.to_move())
        start = time.perf_counter()
        move = self.bot.choose_move(state)
        self.seconds += time.perf_counter() - start
        self.decisions += 1
        return move


def play_one(job: tuple[str, int, str, str, int, Any]) -> dict[str, Any]:
    game_id, players, bot_a, bot_b, index, options = job
    spec = seaboard.get_game(game_id)
    seat_a = index % players
    turns: list[int] = []
    bots: list[Timed] = []
    for seat in range(players):
        name, budget = parse_bot(bot_a if seat == seat_a else bot_b)
        bots.append(Timed(make_bot(name, seed=10_000 * index + seat, **budget), turns))
    timed = bots[seat_a]
    start = time.perf_counter()
    final = play_game(spec, bots, seed=index, options=options)
    outcome = final.outcome()
    assert outcome is not None
    winners = outcome.winners
    # a shared first place counts a share of a win; a draw (no winner) a share of every seat
    share = (1.0 / len(winners)) if seat_a in winners else 0.0 if winners else 1.0 / players
    return {
        "index": index,
        "seat_a": seat_a,
        "turn_a": turns.index(seat_a) if seat_a in turns else None,  # 0: A moved first
        "win_a": share,
        "reason": outcome.reason,
        "plies": len(final.history),
        "a_decisions": timed.decisions,
        "a_seconds": timed.seconds,
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
    parser.add_argument("--options", default=None, help="a preset name or JSON options")
    parser.add_argument("--first", type=int, default=0, help="index (and seed) of the first game")
    args = parser.parse_args()
    options = args.options
    if options is not None and options.lstrip().startswith("{"):
        options = json.loads(options)
    first = args.first
    jobs = [
        (args.game, args.players, args.a, args.b, i, options)
        for i in range(first, first + args.games)
    ]
    rows: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.workers) as pool:
        for row in pool.map(play_one, jobs):
            rows.append(row)
            summary = write(args, options, rows)  # after every game: a stopped run keeps them
            if len(rows) % 10 == 0:
                print(f"{len(rows):4d} games: A wins {summary['win_rate_a']:.1%}", flush=True)
    print(json.dumps(summary, indent=2))


def write(args: argparse.Namespace, options: Any, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Summarise the games played so far and write them with the summary; return it."""
    wins = sum(r["win_a"] for r in rows)
    _, low, high = wilson(wins, len(rows))
    by_seat = {
        seat: sum(r["win_a"] for r in rows if r["seat_a"] == seat)
        / max(1, sum(1 for r in rows if r["seat_a"] == seat))
        for seat in sorted({r["seat_a"] for r in rows})
    }
    by_turn = {
        turn: sum(r["win_a"] for r in rows if r.get("turn_a") == turn)
        / sum(1 for r in rows if r.get("turn_a") == turn)
        for turn in sorted({r["turn_a"] for r in rows if r.get("turn_a") is not None})
    }
    first = args.first
    summary = {
        "game": args.game,
        "players": args.players,
        "a": args.a,
        "b": args.b,
        "games": len(rows),
        "win_rate_a": wins / len(rows),
        "ci95": [low, high],
        "win_rate_a_by_seat": by_seat,
        "win_rate_a_by_turn": by_turn,
        "options": options,
        "first": first,
        "mean_seconds_per_game": sum(r["seconds"] for r in rows) / len(rows),
        "a_seconds_per_decision": sum(r["a_seconds"] for r in rows)
        / max(1, sum(r["a_decisions"] for r in rows)),
        "reasons": {
            r: sum(1 for x in rows if x["reason"] == r) for r in {x["reason"] for x in rows}
        },
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    suffix = f"-from{first}" if first else ""
    if options:
        chosen = options.items() if isinstance(options, dict) else [(options, "")]
        suffix += "-" + "_".join(f"{key}{value}" for key, value in chosen)
    name = file_label(f"matches-{args.game}-{args.players}p-{args.a}-vs-{args.b}{suffix}")
    (RESULTS / f"{name}.json").write_text(
        json.dumps({"summary": summary, "games": rows}, indent=2) + "\n"
    )
    return summary


if __name__ == "__main__":
    main()
