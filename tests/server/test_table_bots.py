"""Bots at the table think in worker processes, reproducibly from the table's seed."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest
import table_game

import seaboard
from seaboard.bots import make_bot
from seaboard.core.errors import InvalidOptionsError
from seaboard.server.bots import BotPool, decision_seed
from tests.support.waiting import until


def _opening(game_id: str) -> seaboard.core.State:
    spec = seaboard.get_game(game_id)
    state = spec.new_state(spec.min_players, None)
    while state.to_move() == seaboard.core.CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    return state


async def _worker_pid() -> int:
    pool = BotPool(1)
    try:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(pool._pool(), os.getpid)
    finally:
        pool.close()


def test_decisions_run_in_another_process_and_repeat_with_the_seed() -> None:
    state = _opening("cartagena")
    pool = BotPool(2, limit=300)  # a busy machine may take long to start the workers

    async def decide(seed: int) -> list[str]:
        return [str((await pool.choose("2", seed, state.copy()))[0]) for _ in range(2)]

    try:
        first, again = asyncio.run(decide(11)), asyncio.run(decide(11))
    finally:
        pool.close()
    assert first == again
    assert first[0] == first[1]
    assert all(move in {str(m) for m in state.legal_moves()} for move in first)
    assert asyncio.run(_worker_pid()) != os.getpid()


def test_a_game_registered_only_in_the_server_is_known_to_the_workers() -> None:
    state = table_game.SPEC.new_state(2, None)
    while state.to_move() == seaboard.core.CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    pool = BotPool(1, limit=300)
    try:
        move, _ = asyncio.run(pool.choose("2", 5, state))
    finally:
        pool.close()
    assert move in state.legal_moves()


def test_passive_and_random_bots_decide_in_the_server_as_a_worker_would() -> None:
    state = _opening("cartagena")
    pool = BotPool(1)
    try:
        decided = {level: asyncio.run(pool.choose(level, 3, state))[0] for level in ("0", "1")}
        assert pool.executors == {}  # no worker was started for them
    finally:
        pool.close()
    assert decided["0"] in state.legal_moves()
    assert decided["1"] == make_bot("1", seed=3).choose_move(state.copy())


def test_an_instant_decision_still_lets_the_server_answer_others_first() -> None:
    """A table whose seats all play at level 0-1 would otherwise run to its end without
    giving the event loop back (a table with a person who left never rests between moves)."""
    state = _opening("cartagena")
    pool = BotPool(1)

    async def order_of_events() -> list[str]:
        events: list[str] = []

        async def other_request() -> None:
            events.append("answered")

        waiting = asyncio.create_task(other_request())
        await pool.choose("1", 3, state)
        events.append("decided")
        await waiting
        return events

    try:
        assert asyncio.run(order_of_events()) == ["answered", "decided"]
    finally:
        pool.close()


def test_decision_seeds_differ_by_seat_and_ply() -> None:
    seeds = {decision_seed(7, seat, ply) for seat in range(4) for ply in range(50)}
    assert len(seeds) == 200
    assert decision_seed(7, 1, 3) == decision_seed(7, 1, 3)
    assert decision_seed(8, 1, 3) != decision_seed(7, 1, 3)


def test_an_unknown_level_fails_in_the_worker_and_says_so() -> None:
    pool = BotPool(1, limit=300)  # a busy machine may take long to start the worker
    try:
        with pytest.raises(InvalidOptionsError, match="unknown bot '9'"):
            asyncio.run(pool.choose("9", 1, _opening("cartagena")))
    finally:
        pool.close()


ORPHAN_SCRIPT = """
import asyncio, os, signal
from seaboard.server.bots import BotPool
pool = BotPool(1)
async def main():
    loop = asyncio.get_running_loop()
    print(await loop.run_in_executor(pool._pool(), os.getpid), flush=True)
asyncio.run(main())
signal.pause()  # a server at work until it is killed
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"


def test_a_worker_ends_when_its_server_is_killed() -> None:
    server = subprocess.Popen(
        [sys.executable, "-c", ORPHAN_SCRIPT], stdout=subprocess.PIPE, text=True
    )
    try:
        assert server.stdout is not None
        worker = int(server.stdout.readline())
        assert _alive(worker)
    finally:
        server.kill()
        server.wait()
    # a busy machine may be slow to schedule the worker
    until(lambda: not _alive(worker), "the orphaned worker ended")
