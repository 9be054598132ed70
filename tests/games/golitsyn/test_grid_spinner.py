"""Grid geometry, speeds by course and the spinner (seed 004, 4.1-4.3, 6.3, 6.6)."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from seaboard.core.errors import InvalidDataError
from seaboard.games._golitsyn import spinner
from seaboard.games._golitsyn.grid import (
    DIRECTIONS,
    cell_name,
    crossed_offsets,
    parse_cell_name,
    speed,
)
from seaboard.games._golitsyn.spinner import CALM, STORM, is_hit, sample_spin, spin_weights


def test_speed_3_3_2_1_0_by_angle_to_downwind() -> None:
    south = DIRECTIONS.index("S")
    by_course = [speed(course, south) for course in range(8)]
    # N (into the wind) 0, NE/NW close-hauled 1, E/W abeam 2, SE/SW broad reach 3, S 3.
    assert by_course == [0, 1, 2, 3, 3, 3, 2, 1]


def test_cell_names() -> None:
    assert cell_name(0, 0) == "A1"
    assert cell_name(27, 11) == "AB12"
    assert parse_cell_name("AB12") == (27, 11)
    assert parse_cell_name("A0") is None
    assert parse_cell_name("12") is None


@pytest.mark.parametrize(
    ("offset", "crossed"),
    [
        ((2, 0), ((1, 0),)),
        ((0, -2), ((0, -1),)),
        ((2, 2), ((1, 1),)),
        ((1, 1), ()),
        ((1, 2), ((0, 1), (1, 1))),
        ((2, -1), ((1, 0), (1, -1))),
    ],
)
def test_line_between_cell_centres(offset: tuple[int, int], crossed: tuple) -> None:
    assert set(crossed_offsets(*offset)) == set(crossed)


def test_spinner_weights_and_sampler() -> None:
    weights = spin_weights()
    assert math.isclose(sum(weights), 1.0)
    assert 0.74 < sum(weights[:8]) < 0.78
    assert 0.10 < weights[CALM] < 0.14
    assert 0.10 < weights[STORM] < 0.14
    rng = random.Random(0)
    draws = [sample_spin(rng) for _ in range(20000)]
    assert abs(draws.count(STORM) / 20000 - weights[STORM]) < 0.015


def test_main_rhumbs_hit_everything_else_misses() -> None:
    assert [is_hit(result) for result in range(10)] == [
        True, False, True, False, True, False, True, False, False, False,
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "cannot read"),
        ('{"wind_degrees": 0, "calm_degrees": 1, "storm_degrees": 1, "hits": []}', "positive"),
        ('{"wind_degrees": 9, "calm_degrees": 1, "storm_degrees": 1, "hits": ["N"]}', "hits"),
    ],
)
def test_broken_spinner_data_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str, message: str
) -> None:
    bad = tmp_path / "spinner.json"
    bad.write_text(content, encoding="utf-8")
    monkeypatch.setattr(spinner, "DATA_FILE", bad)
    spinner.spin_weights.cache_clear()
    try:
        with pytest.raises(InvalidDataError, match=f"spinner.json: .*{message}"):
            spinner.spin_weights()
    finally:
        spinner.spin_weights.cache_clear()
