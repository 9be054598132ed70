"""Shared fixtures of the lab tests: the tiny test game (tests/support/tiny_game.py)."""

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))

import tiny_game


@pytest.fixture
def tiny() -> Iterator[str]:
    """Register the tiny game for one test (forked workers inherit it)."""
    tiny_game.register()
    yield tiny_game.SPEC.id
    tiny_game.unregister()
