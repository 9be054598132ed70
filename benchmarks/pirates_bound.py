"""How far greedy pirates could get against random or greedy Spaniards, and what the storms
leave them.

Issue 16 asks the greedy bot to win 90 % of its games against the random bot on both sides of
Pirates. On the pirates' side a treasure galleon the random Spaniards lose in a storm is a
draw (seed 004 part 1, 2.5) however the pirates play, so the pirates must take the treasure
(three hits from boarding range, 6.1-6.3, 7.1) before the storms take it. This plays the
pirates' side of the same seeded games three ways against the random Spaniards (or, with
``--spaniards greedy``, against greedy ones: the level-3 target of 75 % on the pirates' side):

- ``passive``: the pirates only pass (every storm loss the Spaniards bring on themselves);
- ``greedy``: the greedy bot (level 2), which does not know the treasure galleon (3.3);
- ``oracle``: the same greedy bot shown the treasure galleon (a bound: it spends no shot on the
  wrong galleon, which no honest player can promise).

``--pirates BOT`` plays the last two with another bot (``NAME[:key=value,...]`` as in
``bot_matches.py``, e.g. ``mcts:iterations=150``: level 3 honest and all-knowing); ``--plays``
picks which of the three to run.

Prints and writes, for each, the pirates' score (a draw counts half) with its 95 % Wilson
interval, the results, the share of games in which the treasure was lost in a storm by rounds
5, 10, 15, 20 and 30, and the rounds at which the pirates took the treasure (quartiles).
Writes ``benchmarks/results/pirates_bound.json`` (``pirates_bound-greedy.json`` against greedy
Spaniards; with ``--pirates``, the bot's name follows: ``pirates_bound-greedy-mcts_iterations150``).

    .venv/bin/python benchmarks/pirates_bound.py [--games 200] [--workers 2] [--spaniards greedy]
        [--pirates mcts:iterations=150 --plays greedy,oracle]
"""

from __future__ import annotations

import argparse
import json
import statistics
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from bot_matches import file_label, parse_bot

import seaboard
from seaboard.bots import make_bot
from seaboard.core.driver import Agent, play_game
from seaboard.core.move import Move
from seaboard.core.state import State
from seaboard.games.pirates.state import PIRATES, PiratesState
from seaboard.lab.ratings import wilson

RESULTS = Path(__file__).parent / "results"
PLAYS = ("passive", "greedy", "oracle")
BY_ROUNDS = (5, 10, 15, 20, 30)
PIRATE_SEAT = 1


class Oracle:
    """A bot deciding on a copy of the position with the treasure galleon revealed."""

    def __init__(self, bot: Agent) -> None:
        self.bot = bot

    def choose_move(self, state: State) -> Move:
        assert isinstance(state, PiratesState)
        shown = state.copy()
        shown.revealed = True
        return self.bot.choose_move(shown)


class Watch:
    """Passes decisions on and notes the round in which the pirates first hold the treasure."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.taken: int | None = None

    def choose_move(self, state: State) -> Move:
        assert isinstance(state, PiratesState)
        holder = state.treasure
        if self.taken is None and holder >= 0 and state.side(state.owner[holder]) == PIRATES:
            self.taken = state.rounds()
        return self.agent.choose_move(state)


def play_one(job: tuple[str, str, str, int]) -> dict[str, Any]:
    play, spanish_bot, pirate_bot, index = job
    name, budget = ("pass", {}) if play == "passive" else parse_bot(pirate_bot)
    bot = make_bot(name, seed=10 * index + 1, **budget)
    pirates: Agent = Oracle(bot) if play == "oracle" else bot
    watch = Watch(pirates)
    spaniards = make_bot(spanish_bot, seed=10 * index)
    final = play_game(seaboard.get_game("pirates"), [spaniards, watch], seed=index)
    outcome = final.outcome()
    assert outcome is not None
    assert isinstance(final, PiratesState)
    winners = outcome.winners
    return {
        "index": index,
        "score": 1.0 if PIRATE_SEAT in winners else 0.0 if winners else 0.5,
        "reason": outcome.reason,
        "rounds": final.rounds(),
        "taken": watch.taken,
    }


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    games = len(rows)
    score, low, high = wilson(sum(row["score"] for row in rows), games)
    storm = [row["rounds"] for row in rows if row["score"] == 0.5 and "sank" in row["reason"]]
    taken = sorted(row["taken"] for row in rows if row["taken"] is not None)
    reasons: dict[str, int] = {}
    for row in rows:
        reasons[row["reason"]] = reasons.get(row["reason"], 0) + 1
    return {
        "games": games,
        "score": score,
        "ci95": [low, high],
        "reasons": reasons,
        "treasure_lost_by_round": {
            str(limit): sum(1 for r in storm if r <= limit) / games for limit in BY_ROUNDS
        },
        "taken_games": len(taken),
        "taken_round_quartiles": statistics.quantiles(taken, n=4) if len(taken) > 1 else taken,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first", type=int, default=0, help="index (and seed) of the first game")
    parser.add_argument("--spaniards", choices=("random", "greedy"), default="random")
    parser.add_argument("--pirates", default="greedy", help="the bot of the last two plays")
    parser.add_argument("--plays", default=",".join(PLAYS), help="which plays, comma-separated")
    args = parser.parse_args()
    plays = [play for play in PLAYS if play in args.plays.split(",")]
    indices = range(args.first, args.first + args.games)
    report: dict[str, Any] = {
        "games": args.games,
        "first": args.first,
        "spaniards": args.spaniards,
        "pirates": args.pirates,
    }
    with ProcessPoolExecutor(args.workers) as pool:
        for play in plays:
            jobs = [(play, args.spaniards, args.pirates, i) for i in indices]
            rows = list(pool.map(play_one, jobs))
            summary = report[play] = summarise(rows)
            lost = ", ".join(
                f"{share:.0%} by {limit}"
                for limit, share in summary["treasure_lost_by_round"].items()
            )
            print(
                f"{play:8s} pirates score {summary['score']:.1%} "
                f"[{summary['ci95'][0]:.1%}, {summary['ci95'][1]:.1%}]; "
                f"treasure lost in a storm: {lost}; "
                f"taken in {summary['taken_games']} games, "
                f"rounds {summary['taken_round_quartiles']}",
                flush=True,
            )
    suffix = "" if args.spaniards == "random" else f"-{args.spaniards}"
    if args.pirates != "greedy":
        suffix += "-" + file_label(args.pirates)
    if args.first:
        suffix += f"-from{args.first}"
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"pirates_bound{suffix}.json").write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
