"""RL adapter throughput per game: PettingZoo's own ``performance_benchmark`` (turns/s over
its fixed 5 seconds), and random-play steps/s through the OpenSpiel wrapper and the Gymnasium
environment. Prints a table and writes ``benchmarks/results/rl_throughput.json``.

    python benchmarks/rl_throughput.py [--seconds 3] [--game cartagena] [--players 2]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import platform
import random
import re
import time
from pathlib import Path

import numpy as np
from pettingzoo.test.performance_benchmark import performance_benchmark

import seaboard
from seaboard.rl.gym_env import SeaboardGymEnv
from seaboard.rl.openspiel_game import load
from seaboard.rl.pettingzoo_env import env

RESULTS = Path(__file__).resolve().parent / "results" / "rl_throughput.json"


def pettingzoo_turns(game_id: str, players: int) -> float:
    """Turns per second as PettingZoo's ``performance_benchmark`` prints them."""
    random.seed(0)  # the benchmark picks actions with the global random module
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        performance_benchmark(env(game_id, num_players=players))
    match = re.search(r"([0-9.e+]+) turns per second", buffer.getvalue())
    if match is None:
        raise RuntimeError(f"performance_benchmark printed no figure: {buffer.getvalue()!r}")
    return float(match.group(1))


def openspiel_steps(game_id: str, players: int, seconds: float) -> float:
    """Random-play actions (chance included) per second on pyspiel states."""
    game = load(game_id, players)
    rng = np.random.RandomState(0)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rng.choice(actions, p=probs)))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
            steps += 1
    return steps / (time.perf_counter() - start)


def gym_steps(game_id: str, players: int, seconds: float) -> float:
    """Learner steps per second against random opponents (their moves included in the time)."""
    environment = SeaboardGymEnv(game_id, players, opponents=["random"])
    rng = np.random.default_rng(0)
    steps = episode = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        obs, _ = environment.reset(seed=episode)
        episode += 1
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, _, done, _, _ = environment.step(action)
            steps += 1
    return steps / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per OpenSpiel/Gym figure")
    parser.add_argument("--game", action="append", help="game id (default: every game)")
    parser.add_argument("--players", type=int, help="seat count (default: the fewest)")
    args = parser.parse_args()
    rows = []
    for game_id in args.game or seaboard.list_games():
        players = args.players or seaboard.get_game(game_id).min_players
        row = {
            "game": game_id,
            "players": players,
            "pettingzoo_turns_per_s": pettingzoo_turns(game_id, players),
            "openspiel_steps_per_s": openspiel_steps(game_id, players, args.seconds),
            "gym_steps_per_s": gym_steps(game_id, players, args.seconds),
        }
        rows.append(row)
        print(
            f"{game_id:12} {players}p  PettingZoo {row['pettingzoo_turns_per_s']:9.0f} turns/s"
            f"  OpenSpiel {row['openspiel_steps_per_s']:9.0f} steps/s"
            f"  Gymnasium {row['gym_steps_per_s']:9.0f} steps/s"
        )
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
