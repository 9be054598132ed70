"""Packet Row (Корабельный ряд, Åse & Henrik Berg, 2013): seed 000.

Exposes ``SPEC``, which registers the game.
"""

from seaboard.games.packet_row.spec import PacketRowSpec

SPEC = PacketRowSpec()

__all__ = ["SPEC"]
