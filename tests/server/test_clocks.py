"""Clocks: real-time banks with increments, correspondence deadlines, reclaiming a seat."""

from __future__ import annotations

import pytest

from seaboard.core.errors import InvalidOptionsError
from seaboard.server.clocks import DAY_MS, RECLAIM_MINIMUM_MS, Clock


def test_realtime_bank_and_increment() -> None:
    clock = Clock.new("5+5", 2)
    clock.start(0, 100.0)
    assert clock.deadline() == pytest.approx(100.0 + 300)
    assert clock.charge(0, 112.5) == 12_500
    assert clock.remaining_ms[0] == 300_000 - 12_500 + 5_000
    assert clock.used_ms == [12_500, 0]
    clock.start(1, 112.5)
    view = clock.public(122.5)
    assert view["remaining_ms"] == [292_500, 290_000]
    assert view["running"] == 1


def test_pause_takes_time_without_an_increment() -> None:
    clock = Clock.new("5+5", 2)
    clock.start(0, 0.0)
    clock.pause(0, 10.0)
    assert clock.remaining_ms[0] == 290_000
    assert clock.running == 0


def test_correspondence_deadline_is_per_move() -> None:
    clock = Clock.new("3d", 3)
    clock.start(2, 1000.0)
    assert clock.deadline() == pytest.approx(1000.0 + 3 * DAY_MS / 1000)
    clock.charge(2, 5000.0)
    clock.start(0, 5000.0)
    assert clock.deadline() == pytest.approx(5000.0 + 3 * DAY_MS / 1000)


def test_expiry_and_reclaim() -> None:
    clock = Clock.new("5+5", 2)
    clock.start(1, 0.0)
    clock.expire(1)
    assert clock.remaining_ms[1] == 0
    assert clock.deadline() is None
    clock.reclaim(1)
    assert clock.remaining_ms[1] == RECLAIM_MINIMUM_MS


def test_no_clock_never_runs_out() -> None:
    clock = Clock.new("none", 2)
    clock.start(0, 0.0)
    assert clock.deadline() is None


def test_round_trip_and_unknown_presets() -> None:
    clock = Clock.new("15+10", 4)
    clock.start(3, 7.0)
    assert Clock.from_json(clock.to_json()) == clock
    with pytest.raises(InvalidOptionsError):
        Clock.new("forever", 2)
