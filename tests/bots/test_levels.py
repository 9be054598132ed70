"""Level 3 decides within its budget and a slow worker never stalls a table; every level has a
name and a description in both languages."""

from __future__ import annotations

import asyncio

import pytest

import seaboard
from seaboard.bots import LEVEL_BUDGET, LEVELS, MctsBot, make_bot
from seaboard.i18n import translate
from seaboard.server.bots import BotPool, fallback_move


def _opening(game_id: str) -> seaboard.core.State:
    spec = seaboard.get_game(game_id)
    state = spec.new_state(spec.min_players, None)
    while state.to_move() == seaboard.core.CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    return state


def test_level_three_thinks_for_a_bounded_time() -> None:
    bot = make_bot("3", seed=1)
    assert isinstance(bot, MctsBot)
    assert bot.seconds == LEVEL_BUDGET["seconds"] == 1.0


def test_a_worker_slower_than_the_limit_gives_way_to_the_fallback_move() -> None:
    state = _opening("cartagena")
    pool = BotPool(1, limit=0.05)
    try:
        move, _ = asyncio.run(pool.choose("3", 7, state))
    finally:
        pool.close()
    # a worker process cannot even start within 0.05 s: the seat plays the fallback move
    assert move == fallback_move(7, state)
    assert move in state.legal_moves()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_level_has_a_distinct_name_and_a_description(lang: str) -> None:
    names = {translate(lang, f"web:bot_level_{level}") for level in LEVELS}
    assert len(names) == len(LEVELS)
    for level in LEVELS:
        assert translate(lang, f"web:bot_level_{level}_help") != f"bot_level_{level}_help"
    named = translate(lang, "web:bot_named", name="X", level="3")
    assert "X" in named
    assert "3" in named
