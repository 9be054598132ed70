"""What a move concerns on the board, shared by ``move_targets`` and the picture (which pads
the cells a ship can reach so they are large enough to click)."""

from __future__ import annotations

from seaboard.core.move import Move
from seaboard.games._golitsyn.moves import Repair, Row, Sail
from seaboard.games._golitsyn.state import GolitsynState


def unit_element(state: GolitsynState, unit: str) -> str:
    """The picture's element of a ship or a port (colony, base) by its id."""
    return f"ship-{unit}" if unit in state.ship_index else f"port-{unit}"


def destination(state: GolitsynState, move: Move) -> int:
    """The cell a sail or row ends on (seed 004, 4.3-4.4: straight along one rhumb), or -1
    when the move is not one of these or leaves the map."""
    if not isinstance(move, Sail | Row):
        return -1
    ship = state.ship_index.get(move.ship)
    if ship is None or state.cell[ship] < 0:
        return -1
    cell = state.cell[ship]
    for _ in range(move.cells if isinstance(move, Sail) else 1):
        cell = state.map.step[cell * 8 + move.direction]
        if cell < 0:
            return -1
    return cell


def repair_elements(state: GolitsynState, move: Repair) -> list[str]:
    """The ship and the port it is repaired in (seed 6.5), clicked in either order; the port
    tells a repair from the ship's volleys (Colonies ships fire from ports) and joins it to
    the unloads there, offered side by side."""
    ship = state.ship_index.get(move.ship)
    if ship is None or state.cell[ship] < 0:
        return []
    port = state.map.port_at.get(state.cell[ship])
    where = [f"port-{state.map.ports[port].id}"] if port is not None else []
    return [f"ship-{move.ship}", *where]
