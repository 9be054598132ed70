"""Round-robin schedules, intervals and ratings."""

import math
from collections import Counter
from pathlib import Path

import pandas as pd
import pytest

from seaboard.core.errors import InvalidOptionsError
from seaboard.lab.ratings import bradley_terry, elo_with_intervals, openskill_ladder, wilson
from seaboard.lab.results import load_results
from seaboard.lab.tournament import head_to_head, standings, tournament, tournament_schedule


def test_schedule_rotates_every_table_through_every_seat() -> None:
    schedule = tournament_schedule(["a", "b", "c", "d"], 3, 2)
    assert len(schedule) == 4 * 3 * 2  # C(4,3) tables x 3 rotations x 2 rounds
    for seat in range(3):
        assert Counter(line[seat] for line in schedule) == dict.fromkeys("abcd", 6)
    assert all(len(set(line)) == 3 for line in schedule)
    small = tournament_schedule(["a", "b"], 4, 1)
    assert small == [("a", "b", "a", "b"), ("b", "a", "b", "a")] * 2


@pytest.mark.parametrize(("names", "rounds"), [(["a"], 1), (["a", "a"], 1), (["a", "b"], 0)])
def test_bad_tournaments_are_refused(names: list[str], rounds: int) -> None:
    with pytest.raises(InvalidOptionsError):
        tournament_schedule(names, 2, rounds)


def test_wilson_interval_known_values() -> None:
    p, low, high = wilson(50, 100)
    assert p == 0.5
    assert low == pytest.approx(0.4038, abs=1e-4)
    assert high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[1] == 0.0
    assert wilson(10, 10)[2] == 1.0
    assert math.isnan(wilson(0, 0)[0])


def _games(wins_a: int, wins_b: int) -> list[tuple[list[str], list[int]]]:
    return [(["a", "b"], [1, 2])] * wins_a + [(["a", "b"], [2, 1])] * wins_b


def test_bradley_terry_matches_the_elo_formula() -> None:
    # 75% against one opponent is an Elo gap of 400 log10(3) = 190.8 (before the prior).
    elo = bradley_terry(["a", "b"], _games(300, 100))
    assert elo["a"] - elo["b"] == pytest.approx(400 * math.log10(3), abs=3)
    assert (elo["a"] + elo["b"]) / 2 == pytest.approx(1500)
    even = bradley_terry(["a", "b"], _games(10, 10))
    assert even["a"] == pytest.approx(even["b"])
    unbeaten = bradley_terry(["a", "b"], _games(5, 0))
    assert math.isfinite(unbeaten["a"])
    assert unbeaten["a"] > unbeaten["b"]


def test_bootstrap_intervals_contain_the_estimate() -> None:
    ratings = elo_with_intervals(["a", "b"], _games(30, 10), bootstrap=100, seed=1)
    assert [r.name for r in ratings] == ["a", "b"]
    for r in ratings:
        assert r.low <= r.elo <= r.high
    assert ratings == elo_with_intervals(["a", "b"], _games(30, 10), bootstrap=100, seed=1)


def test_openskill_ranks_the_winner_first() -> None:
    ladder = openskill_ladder(["a", "b"], _games(20, 2))
    assert ladder[0].name == "a"
    assert ladder[0].mu > ladder[1].mu


def test_tournament_standings_rank_greedy_over_pass(tmp_path: Path) -> None:
    out = tmp_path / "t.parquet"
    summary = tournament("cartagena", 2, ["pass", "greedy"], 3, 4, out)
    assert summary.games == 6
    frame = load_results(out)
    table = standings(frame, bootstrap=50)
    assert [s.bot for s in table] == ["greedy", "pass"]
    greedy = table[0]
    assert greedy.games == 6
    assert greedy.win_low <= greedy.win_rate <= greedy.win_high
    assert greedy.elo_low <= greedy.elo <= greedy.elo_high
    names, matrix = head_to_head(frame)
    assert names == ["greedy", "pass"]
    assert matrix[0][0] is None
    assert matrix[0][1] == pytest.approx(1 - matrix[1][0])


def test_standings_count_every_seat() -> None:
    frame = pd.DataFrame(
        {
            "game_index": [0, 1],
            "bot_0": ["x", "y"],
            "bot_1": ["y", "x"],
            "rank_0": [1, 1],
            "rank_1": [2, 2],
            "return_0": [1.0, 1.0],
            "return_1": [-1.0, -1.0],
            "score_0": [3.0, 2.0],
            "score_1": [0.0, 1.0],
        }
    )
    table = {s.bot: s for s in standings(frame, bootstrap=10)}
    assert table["x"].games == table["y"].games == 2
    assert table["x"].wins == table["y"].wins == 1
    assert table["x"].mean_score == pytest.approx(2.0)
