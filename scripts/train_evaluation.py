"""Fit a learned evaluation (``seaboard.bots.learned``) from self-play records.

    seaboard simulate pirates --bots greedy,greedy --games 400 --seed 1 \
        --records build/selfplay/pirates --out build/selfplay/pirates.csv
    python scripts/train_evaluation.py pirates build/selfplay/pirates --seed 0

(``make train`` runs both for every game that ships weights.) ``--per-game`` steps of every
record, drawn with the seed, become one sample per seat where a seat decides there: the seat's
observation encoding and its final return. Ridge regression (in its dual form: the encodings
are long, the samples few) is fitted for each ``alpha`` on a seeded 80% of the *games* and
scored on the rest; the best alpha is refitted on all of them and written, non-zero weights only, to
``seaboard/bots/weights/<game>-<players>p.json`` with the fit's figures. The same samples fit
the calibration of the game's hand-written ``evaluate`` (``seaboard.bots.learned.Calibration``):
per seat the scale and shift of ``tanh(scale * evaluate + shift)`` with the least squared error
against the returns (a grid search, so the same numbers every time), scored on the held-out
games against ``evaluate`` itself and refitted on all. numpy is needed here only; the weights
are read back with the standard library.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

import seaboard
from seaboard.bots.learned import weights_path
from seaboard.core.record import Record
from seaboard.core.state import CHANCE
from seaboard.lab.hooks import find_hook

ALPHAS = (0.1, 1.0, 10.0, 100.0, 1000.0, 10000.0)
SCALES = np.arange(1, 161) * 0.05
"""The calibration scales tried (0.05 to 8)."""
SHIFTS = np.arange(-150, 151) * 0.01
"""The calibration shifts tried (-1.5 to 1.5)."""
MAX_SAMPLES = 4000
"""At most this many samples are fitted (a seeded choice): the dual form solves a square system
of that size."""
Matrix = npt.NDArray[np.float64]


class Sampled(NamedTuple):
    """Per game: the sampled encodings, returns, seats and ``evaluate`` values."""

    xs: list[list[npt.NDArray[np.float32]]]
    ys: list[list[float]]
    seats: list[list[int]]
    values: list[list[float]]


def samples(game: str, directory: Path, per_game: int, seed: int) -> tuple[Sampled, int]:
    """The sampled decision points of every record; and the seat count."""
    spec = seaboard.get_game(game)
    encode = find_hook(spec, "encode_observation", "encoding")
    if encode is None:
        raise SystemExit(f"{game} has no observation encoding")
    found = Sampled([], [], [], [])
    players = 0
    for number, path in enumerate(sorted(directory.glob(f"{game}-*.pgn"))):
        record = Record.from_text(path.read_text(encoding="utf-8"))
        players = record.num_players
        state = spec.new_state(record.num_players, spec.make_options(record.options))
        steps = len(record.moves)
        chosen = set(
            random.Random(seed * 1_000_003 + number).sample(range(steps), min(per_game, steps))
        )
        rows: list[npt.NDArray[np.float32]] = []
        seats: list[int] = []
        values: list[float] = []
        for index, text in enumerate(record.moves):
            if index in chosen and state.to_move() != CHANCE:
                for seat in range(players):
                    rows.append(np.asarray(encode(state.view(seat)), dtype=np.float32))
                    seats.append(seat)
                    values.append(spec.evaluate(state, seat))
            state.apply(spec.parse_move(state, text))
        returns = state.returns()
        found.xs.append(rows)
        found.ys.append([returns[seat] for seat in seats])
        found.seats.append(seats)
        found.values.append(values)
    return found, players


def calibrate(values: Matrix, returns: Matrix) -> tuple[float, float]:
    """The scale and shift of ``tanh(scale * value + shift)`` nearest ``returns`` (least
    squares over the ``SCALES`` x ``SHIFTS`` grid)."""
    best = (float("inf"), 0.0, 0.0)
    for scale in SCALES:
        errors = np.mean(
            (np.tanh(scale * values[:, None] + SHIFTS[None, :]) - returns[:, None]) ** 2, axis=0
        )
        index = int(np.argmin(errors))
        if errors[index] < best[0]:
            best = (float(errors[index]), float(scale), float(SHIFTS[index]))
    return round(best[1], 2), round(best[2], 2)


def calibration(found: Sampled, players: int, train: list[int], test: list[int]) -> dict[str, Any]:
    """The calibration of ``evaluate`` per seat, fitted on the ``train`` games and scored on
    the ``test`` games, then refitted on all of them."""

    def pairs(games: list[int], seat: int) -> tuple[Matrix, Matrix]:
        chosen = [
            (value, result)
            for g in games
            for s, value, result in zip(found.seats[g], found.values[g], found.ys[g], strict=True)
            if s == seat
        ]
        return np.asarray([v for v, _ in chosen]), np.asarray([r for _, r in chosen])

    fitted_error = raw_error = 0.0
    count = 0
    for seat in range(players):
        values, returns = pairs(test, seat)
        scale, shift = calibrate(*pairs(train, seat))
        fitted_error += float(np.sum((np.tanh(scale * values + shift) - returns) ** 2))
        raw_error += float(np.sum((np.clip(values, -1.0, 1.0) - returns) ** 2))
        count += len(values)
    return {
        "seats": [list(calibrate(*pairs(train + test, seat))) for seat in range(players)],
        "holdout_mse": round(fitted_error / max(1, count), 4),
        "holdout_mse_evaluate": round(raw_error / max(1, count), 4),
    }


def fit(x: Matrix, y: Matrix, alpha: float) -> tuple[Matrix, float]:
    """Ridge weights and bias (dual form: ``w = Xc' (Xc Xc' + alpha I)^-1 yc``)."""
    mean_x = x.mean(axis=0)
    mean_y = float(y.mean())
    centred = x - mean_x
    gram = centred @ centred.T + alpha * np.eye(len(x))
    weights = centred.T @ np.linalg.solve(gram, y - mean_y)
    return weights, mean_y - float(mean_x @ weights)


def error(x: Matrix, y: Matrix, weights: Matrix, bias: float) -> float:
    predicted = np.clip(x @ weights + bias, -1.0, 1.0)
    return float(np.mean((predicted - y) ** 2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("records", type=Path)
    parser.add_argument("--per-game", type=int, default=10, help="steps sampled per record")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    found, players = samples(args.game, args.records, args.per_game, args.seed)
    xs, ys = found.xs, found.ys
    order = list(range(len(xs)))
    random.Random(args.seed).shuffle(order)
    cut = max(1, len(order) * 4 // 5)

    def stack(games: list[int]) -> tuple[Matrix, Matrix]:
        pairs = [(row, value) for g in games for row, value in zip(xs[g], ys[g], strict=True)]
        if len(pairs) > MAX_SAMPLES:
            pairs = random.Random(args.seed).sample(pairs, MAX_SAMPLES)
        rows = [row for row, _ in pairs]
        targets = [value for _, value in pairs]
        return np.asarray(rows, dtype=np.float64), np.asarray(targets, dtype=np.float64)

    train_x, train_y = stack(order[:cut])
    test_x, test_y = stack(order[cut:])
    baseline = float(np.mean((test_y - train_y.mean()) ** 2))
    scores = {alpha: error(test_x, test_y, *fit(train_x, train_y, alpha)) for alpha in ALPHAS}
    alpha = min(scores, key=scores.__getitem__)
    all_x, all_y = stack(order)
    weights, bias = fit(all_x, all_y, alpha)
    pairs = [[int(i), round(float(w), 6)] for i, w in enumerate(weights) if abs(w) >= 1e-6]
    data: dict[str, Any] = {
        "game": args.game,
        "players": players,
        "features": int(all_x.shape[1]),
        "bias": round(bias, 6),
        "weights": pairs,
        "fit": {
            "records": len(xs),
            "samples": len(all_x),
            "per_game": args.per_game,
            "seed": args.seed,
            "alpha": alpha,
            "holdout_mse": round(scores[alpha], 4),
            "holdout_mse_constant": round(baseline, 4),
        },
        "calibration": calibration(found, players, order[:cut], order[cut:]),
    }
    path = weights_path(args.game, players)
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(json.dumps(data["fit"]), json.dumps(data["calibration"]), "->", path)


if __name__ == "__main__":
    main()
