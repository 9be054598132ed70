"""The phases of a Cartagena game and the reasons it can end."""

from typing import Final

SETUP_BOARD, SETUP_FIRST, DEAL, PLAYING, OVER = range(5)
PHASES: Final = ("board", "first", "deal", "play", "over")

BOAT_REASON: Final = "boat"
"""All six pirates of one player are in the boat (seed 003, "Конец игры")."""
MAX_ROUNDS_REASON: Final = "max_rounds"
"""The round limit (RULINGS: All games)."""
ALL_PASSED_REASON: Final = "all_passed"
"""Every seat in turn could only pass for a whole round (RULINGS: All games)."""
