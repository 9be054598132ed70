"""Packet Row constants from the rules (seed 000): sizes by player count, phases, queue items."""

from __future__ import annotations

from typing import Final

# Phases of the round (a fulfilment in progress sits on top of any decision phase).
SETUP, CHOOSE, OFFER, HARBOR, FORCED, REFILL, FINAL, OVER = range(8)
PHASES: Final = ("setup", "choose", "offer", "harbor", "forced", "refill", "final", "over")

CURRENT_SIZE: Final = {2: 2, 3: 2, 4: 3, 5: 4}
"""Current supply per board by player count (seed 000, "Подготовка к игре")."""
FUTURE_SIZE: Final = 2
"""Future supply per board (seed 000, "Подготовка к игре")."""
SHORT_BOARDS_TO_END: Final = {2: 1, 3: 1, 4: 2, 5: 3}
"""Boards whose current supply cannot be refilled that end the game (seed 000, "Конец игры")."""
REMOVED_WITH_TWO: Final = 6
"""Cards each deck loses unseen with two players (seed 000, "Особое правило при игре вдвоём")."""
STARTING_MONEY: Final = 25
"""Dollars each player starts with (seed 000, "Подготовка к игре")."""

# Queue items (kind, argument): chance draws and bookkeeping steps waiting to happen.
Q_FIRST, Q_REMOVE, Q_DEAL, Q_FUTURE, Q_CURRENT, Q_REFILL, Q_START, Q_END = range(8)
QUEUE_LETTERS: Final = "PXDFCRSE"
