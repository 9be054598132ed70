"""Bots at the table: a bot of the seat's level, thinking in a worker process.

Bots are made with ``seaboard.bots.make_bot(level, seed=...)`` (levels "0".."3"); each is
given a copy of the state and, by the bot contract, uses only what its seat may know. Their
thinking is CPU-bound pure Python, so it runs in a pool of worker *processes*: a level-3 bot
searching for a second does not hold the server's interpreter lock, and every other table
keeps its latency while it thinks.

Each decision gets a fresh bot seeded from the table's seed, the seat and the ply
(``derive_seed``), so a table's bot moves are reproducible from its seed and history alone,
across worker processes and server restarts.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from seaboard.core.move import Move
from seaboard.core.registry import get_game, register
from seaboard.core.seeds import derive_seed
from seaboard.core.spec import GameSpec
from seaboard.core.state import State


def _warm_up() -> None:
    """Import the bots and the games once per worker, before the first decision."""
    import seaboard.bots  # noqa: F401


def think(level: str, seed: int, spec: GameSpec, state: State) -> str:
    """The notation of the move a fresh ``level`` bot seeded ``seed`` makes (in a worker).

    The spec travels with the state, so a game registered in the server process only (a
    plugin's) is known in the worker too.
    """
    from seaboard.bots import make_bot

    register(spec)
    return str(make_bot(level, seed=seed).choose_move(state))


def decision_seed(table_seed: int, seat: int, ply: int) -> int:
    """The seed of the bot deciding for ``seat`` at ``ply`` of a table seeded ``table_seed``."""
    return derive_seed(table_seed, "bot", seat, ply)


class BotPool:
    """Runs bots' decisions in worker processes, started on the first decision."""

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self.executor: ProcessPoolExecutor | None = None

    def _pool(self) -> ProcessPoolExecutor:
        if self.executor is None:
            # spawn, not fork: the server has threads and an event loop that a fork would copy
            self.executor = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_warm_up,
            )
        return self.executor

    async def choose(self, level: str, seed: int, state: State) -> Move:
        """The move the seat's bot makes in ``state`` (checked against the rules here)."""
        loop = asyncio.get_running_loop()
        spec = get_game(state.game_id)
        notation = await loop.run_in_executor(self._pool(), think, level, seed, spec, state)
        return spec.parse_move(state, notation)

    def close(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None
