"""The lab's statistics: win shares, bounded and degenerate intervals, sides in Elo, and the
plot helpers that keep figures readable."""

import math

import numpy as np
import pandas as pd
import pytest

from seaboard.lab.plots import colour_limits, figure_colour, wrap_labels
from seaboard.lab.ratings import (
    elo_with_intervals,
    mean_interval,
    pairwise,
    wilson,
    win_shares,
)
from seaboard.lab.report_wins import draws
from seaboard.lab.tournament import standings, standings_json


def test_a_shared_first_place_is_a_share_of_one_win() -> None:
    assert win_shares([1, 2, 3]) == [1.0, 0.0, 0.0]
    assert win_shares([1, 1, 3, 3]) == [0.5, 0.5, 0.0, 0.0]
    assert win_shares([1, 1, 1, 1]) == [0.25] * 4
    for ranks in ([2, 1, 1], [1, 1, 1], [3, 2, 1]):
        assert math.fsum(win_shares(ranks)) == pytest.approx(1.0)


def test_wilson_takes_shares_of_wins() -> None:
    rate, low, high = wilson(2.5, 10)
    assert rate == 0.25
    assert 0 < low < rate < high < 1


def test_the_interval_of_a_mean_return_stays_inside_minus_one_to_one() -> None:
    # The old normal approximation gave -0.98 ± 0.039, a bound of -1.019 ("return_low -1.01").
    returns = [-1.0] * 99 + [1.0]
    mean = mean_interval(returns)
    assert mean.value == pytest.approx(-0.98)
    assert -1.0 <= mean.low <= mean.value <= mean.high <= 1.0
    assert not mean.degenerate
    assert mean_interval(returns, seed=3) == mean_interval(returns, seed=3)


def test_a_long_series_gets_a_normal_interval_kept_in_range() -> None:
    values = [-1.0] * 20_000 + [1.0] * 2  # the normal interval would reach below -1
    mean = mean_interval(values)
    assert mean.low == -1.0
    assert mean.value < mean.high < -0.99


@pytest.mark.parametrize("values", [[-1.0] * 12, [0.5], []])
def test_a_mean_without_spread_has_a_degenerate_interval(values: list[float]) -> None:
    assert mean_interval(values).degenerate


def _duels(wins_a: int, wins_b: int) -> list[tuple[list[str], list[int]]]:
    return [(["a", "b"], [1, 2])] * wins_a + [(["a", "b"], [2, 1])] * wins_b


def test_elo_says_when_one_bot_always_wins() -> None:
    ratings = {r.name: r for r in elo_with_intervals(["a", "b"], _duels(20, 0), bootstrap=50)}
    assert ratings["a"].degenerate
    assert ratings["b"].degenerate
    assert ratings["a"].elo > ratings["b"].elo
    mixed = elo_with_intervals(["a", "b"], _duels(15, 5), bootstrap=50)
    assert not any(r.degenerate for r in mixed)
    assert all(r.high - r.low > 10 for r in mixed)


def test_seats_of_one_side_never_meet() -> None:
    # Pirates, four seats: Spaniards 0-1, pirates 2-3; the Spaniards (a and b) win.
    games = [(["a", "b", "c", "d"], [1, 1, 3, 3])]
    sides = ["spanish", "spanish", "pirates", "pirates"]
    wins = pairwise(games, sides)
    assert ("a", "b") not in wins  # teammates: no result between them
    assert wins["a", "c"] == wins["b", "d"] == 1.0
    assert ("a", "b") in pairwise(games)  # without sides every pair meets (a draw here)


def test_elo_of_bots_never_told_apart_is_degenerate() -> None:
    # Two bots always split across both sides: every game one wins as a Spaniard and the
    # other as a pirate, so the line-ups cannot tell them apart.
    sides = ["spanish", "spanish", "pirates", "pirates"]
    games = [(["a", "b", "a", "b"], [1, 1, 3, 3]), (["b", "a", "b", "a"], [3, 3, 1, 1])] * 5
    ratings = elo_with_intervals(["a", "b"], games, bootstrap=30, sides=sides)
    assert all(r.degenerate for r in ratings)


def _frame(ranks: list[list[int]], bots: list[list[str]]) -> pd.DataFrame:
    seats = len(ranks[0])
    data: dict[str, list[object]] = {"game_index": list(range(len(ranks)))}
    for k in range(seats):
        data[f"bot_{k}"] = [line[k] for line in bots]
        data[f"rank_{k}"] = [line[k] for line in ranks]
        data[f"score_{k}"] = [float(-line[k]) for line in ranks]
        data[f"return_{k}"] = [1.0 if line[k] == 1 else -1.0 for line in ranks]
    return pd.DataFrame(data)


def test_standings_count_shares_and_mark_degenerate_intervals() -> None:
    frame = _frame(
        [[1, 1], [1, 2], [2, 1], [1, 1]], [["x", "y"], ["x", "y"], ["y", "x"], ["y", "x"]]
    )
    table = {s.bot: s for s in standings(frame, bootstrap=20)}
    assert table["x"].wins == pytest.approx(3.0)  # two outright wins and two halves
    assert table["x"].wins + table["y"].wins == pytest.approx(4.0)  # one win per game
    always = _frame([[1, 2]] * 6, [["x", "y"]] * 6)
    rows = {row["bot"]: row for row in standings_json(standings(always, bootstrap=20))}
    assert rows["x"]["elo_degenerate"]
    assert rows["x"]["elo_low"] is None
    assert rows["y"]["return_degenerate"]
    assert rows["y"]["return_high"] is None
    assert rows["y"]["mean_return"] == -1.0


def test_draws_count_shared_first_places_but_not_a_side_sharing_its_win() -> None:
    shares = np.array([[0.5, 0.5, 0, 0], [0.25] * 4, [1, 0, 0, 0]])
    assert draws(shares, None) == 2
    assert draws(shares, ["s", "s", "p", "p"]) == 1


def test_long_labels_wrap_or_turn_the_bars() -> None:
    assert wrap_labels(["seat 0", "seat 1"], 1.5) == ["seat 0", "seat 1"]
    assert wrap_labels(["VP cards: guild hall"], 1.2) == ["VP cards:\nguild hall"]
    assert wrap_labels(["Победные очки по источникам за партию, по ботам"], 0.8) is None


def test_colour_scales_are_anchored() -> None:
    # 4.1-4.7 must not fill the whole scale: a scale of counts starts at 0
    assert colour_limits([4.1, 4.4, 4.7], None, None) == (0.0, 4.7, False)
    assert colour_limits([-2.0, 1.0], None, None) == (-2.0, 2.0, True)
    assert colour_limits([0.2, 0.9], (0.0, 1.0), 0.5) == (0.0, 1.0, True)
    assert colour_limits([0.3, 0.6], None, 0.5) == pytest.approx((0.3, 0.7, True))


def test_figures_on_light_cells_are_black() -> None:
    assert figure_colour((1.0, 1.0, 0.8, 1.0)) == "black"  # pale yellow
    assert figure_colour((0.99, 0.91, 0.14, 1.0)) == "black"  # viridis' yellow
    assert figure_colour((0.03, 0.11, 0.35, 1.0)) == "white"  # dark blue
