"""Bots at the table: a bot of the seat's level, thinking in a worker thread.

Bots are made with ``seaboard.bots.make_bot(level, seed=...)`` (levels "0".."3"); each is
given a copy of the state and, by the bot contract, uses only what its seat may know. Their
thinking runs in a thread pool so the server keeps answering while they think.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from seaboard.core.driver import Agent
from seaboard.core.move import Move
from seaboard.core.state import State


def make_seat_bot(level: str, seed: int) -> Agent:
    """The bot that plays a seat at ``level`` ("0".."3")."""
    from seaboard.bots import make_bot

    bot: Agent = make_bot(level, seed=seed)
    return bot


class BotPool:
    """Runs bots' ``choose_move`` off the event loop."""

    def __init__(self, workers: int) -> None:
        self.executor = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="bot")
        self.bots: dict[tuple[str, int], tuple[str, Agent]] = {}

    def bot(self, table_id: str, seat: int, level: str, seed: int) -> Agent:
        """The seat's bot (kept for the table's life, so its random stream continues)."""
        key = (table_id, seat)
        known = self.bots.get(key)
        if known is None or known[0] != level:
            known = (level, make_seat_bot(level, seed))
            self.bots[key] = known
        return known[1]

    async def choose(self, bot: Agent, state: State) -> Move:
        loop = asyncio.get_running_loop()
        move: Move = await loop.run_in_executor(self.executor, bot.choose_move, state)
        return move

    def forget(self, table_id: str) -> None:
        for key in [k for k in self.bots if k[0] == table_id]:
            del self.bots[key]

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
