"""Cartagena (Leo Colovini): the Jamaica and Tortuga variants (seed 003)."""

from seaboard.games.cartagena.spec import CartagenaSpec

SPEC = CartagenaSpec()

__all__ = ["SPEC", "CartagenaSpec"]
