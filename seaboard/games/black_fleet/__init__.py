"""Black Fleet (Чёрный флот, Sebastian Bleasdale 2014), seed 001: registered by ``SPEC``."""

from seaboard.games.black_fleet.spec import BlackFleetSpec

SPEC = BlackFleetSpec()

__all__ = ["SPEC"]
