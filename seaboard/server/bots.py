"""Bots at the table: a bot of the seat's level, thinking in a worker process.

Bots are made with ``seaboard.bots.make_bot(level, seed=...)`` (levels "0".."3"); each is
given a copy of the state and, by the bot contract, uses only what its seat may know. Their
thinking is CPU-bound pure Python, so it runs in a pool of worker *processes*: a level-3 bot
searching for a second does not hold the server's interpreter lock, and every other table
keeps its latency while it thinks.

Tables with people come first: their decisions run in their own pool, and bot-only tables'
decisions in a separate, smaller pool whose processes run at a lower OS priority (``nice``),
so twenty bot-only tables searching at level 3 take only the CPU the people's tables leave.

Each decision gets a fresh bot seeded from the table's seed, the seat and the ply
(``derive_seed``), so a table's bot moves are reproducible from its seed and history alone,
across worker processes and server restarts.

Levels 0 and 1 (``INSTANT_LEVELS``: pass, a random legal move) decide here, on the event
loop: their decision costs less than the trip to a worker would.

A decision never stalls a table: level 3 thinks for a fixed budget (``LEVEL_BUDGET``), and
should a worker still not answer within ``THINK_LIMIT_S`` (a machine swamped by other work),
the seat plays a random legal move drawn here instead (``fallback_move``: instant, so the
event loop is not held either).
"""

from __future__ import annotations

import asyncio
import random
import time
from concurrent.futures import ProcessPoolExecutor

from seaboard.core.move import Move
from seaboard.core.registry import get_game, register
from seaboard.core.seeds import derive_seed
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.server.workers import worker_pool

THINK_LIMIT_S = 15.0
"""The longest a table waits for a worker's decision before the fallback plays."""


def _warm_up() -> None:
    """Import the bots and the games once per worker, before the first decision."""
    import seaboard.bots  # noqa: F401


def think(level: str, seed: int, spec: GameSpec, state: State) -> tuple[str, float]:
    """The notation of the move a fresh ``level`` bot seeded ``seed`` makes (in a worker),
    and the seconds it thought.

    The spec travels with the state, so a game registered in the server process only (a
    plugin's) is known in the worker too.
    """
    from seaboard.bots import make_bot

    register(spec)
    started = time.perf_counter()
    move = make_bot(level, seed=seed).choose_move(state)
    return str(move), time.perf_counter() - started


def fallback_move(seed: int, state: State) -> Move:
    """The level-1 (random) move for the seat to move: what plays when a worker is too slow."""
    return random.Random(seed).choice(state.legal_moves())


def decision_seed(table_seed: int, seat: int, ply: int) -> int:
    """The seed of the bot deciding for ``seat`` at ``ply`` of a table seeded ``table_seed``."""
    return derive_seed(table_seed, "bot", seat, ply)


INSTANT_LEVELS = frozenset({"0", "1"})
"""Levels whose bots decide faster than a worker could be asked: they decide in the server."""

IDLE_NICE = 10
"""How much lower the OS priority of bot-only tables' workers is."""


class BotPool:
    """Runs bots' decisions in worker processes (started on the first decision): ``workers``
    for tables with people, ``idle_workers`` at a lower priority for bot-only tables."""

    def __init__(self, workers: int, idle_workers: int = 1, limit: float = THINK_LIMIT_S) -> None:
        self.sizes = {True: max(1, workers), False: max(1, idle_workers)}
        self.executors: dict[bool, ProcessPoolExecutor] = {}
        self.limit = limit

    def _pool(self, people: bool = True) -> ProcessPoolExecutor:
        executor = self.executors.get(people)
        if executor is None:
            executor = self.executors[people] = worker_pool(
                self.sizes[people], 0 if people else IDLE_NICE, _warm_up
            )
        return executor

    async def choose(
        self, level: str, seed: int, state: State, *, people: bool = True
    ) -> tuple[Move, float]:
        """The move the seat's bot makes in ``state`` (checked against the rules here) and
        the seconds it thought; ``people``: the table has people at it (else it runs in the
        pool of lower priority)."""
        spec = get_game(state.game_id)
        if level in INSTANT_LEVELS:
            # still a pause: a table of such bots must not hold the event loop to its end
            await asyncio.sleep(0)
            notation, seconds = think(level, seed, spec, state.copy())
            return spec.parse_move(state, notation), seconds
        loop = asyncio.get_running_loop()
        pool = self._pool(people)
        started = time.perf_counter()
        pending = loop.run_in_executor(pool, think, level, seed, spec, state.copy())
        try:
            notation, seconds = await asyncio.wait_for(pending, self.limit)
        except TimeoutError:
            return fallback_move(seed, state), time.perf_counter() - started
        return spec.parse_move(state, notation), seconds

    def close(self) -> None:
        for executor in self.executors.values():
            executor.shutdown(wait=False, cancel_futures=True)
        self.executors.clear()
