"""V. Golitsyn's Pirates (Пираты, Пионер no. 6, 1989): seed 004 part 1."""

from seaboard.games.pirates.spec import SPEC, PiratesSpec

__all__ = ["SPEC", "PiratesSpec"]
