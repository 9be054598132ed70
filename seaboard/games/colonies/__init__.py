"""V. Golitsyn's Capture of Colonies (Захват колоний, Пионер no. 8, 1990): seed 004 part 2."""

from seaboard.games.colonies.spec import SPEC, ColoniesSpec

__all__ = ["SPEC", "ColoniesSpec"]
