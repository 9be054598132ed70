"""Small maps and positions for the rule tests of Pirates and Capture of Colonies."""

from __future__ import annotations

from typing import Any

from seaboard import get_game
from seaboard.games._golitsyn.maps import GameMap, parse_map
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.games.colonies.state import ColoniesState
from seaboard.games.pirates.state import PiratesState

PIRATES = get_game("pirates")
COLONIES = get_game("colonies")

# A 10x8 sea. Vera Cruz (start, houses) at B2, Cadiz (destination) at I7, Havana (no houses)
# at E1, one pirate base at A8; land at E4-F5 (a block) and one current E7 -> H7.
SEA_ROWS = [
    "....*.....",
    ".*........",
    "..........",
    "....##....",
    "....##....",
    "..........",
    "........*.",
    "*.........",
]
PIRATE_PORTS = [
    "port VC B2 owner=spanish houses=yes role=start name=VeraCruz",
    "port CA I7 owner=spanish houses=yes role=destination name=Cadiz",
    "port HV E1 owner=spanish houses=no name=Havana",
    "base TO A8 name=Tortuga",
]


def map_text(rows: list[str], lines: list[str], game: str = "pirates") -> str:
    head = [f"map test-{game}", "title Test", f"game {game}", f"size {len(rows[0])} {len(rows)}"]
    return "\n".join([*head, "grid", *rows, "end", *lines]) + "\n"


def small_map(
    rows: list[str] | None = None, lines: list[str] | None = None, game: str = "pirates"
) -> GameMap:
    return parse_map(map_text(rows or SEA_ROWS, PIRATE_PORTS if lines is None else lines, game))


def pirates(
    players: int = 2,
    rows: list[str] | None = None,
    lines: list[str] | None = None,
    *,
    wind: str = "N",
    treasure: str = "g1",
    **options: Any,
) -> PiratesState:
    """A Pirates game on a small map, set up: first wind, seat 0 first, the treasure named."""
    opts = PIRATES.make_options({"first_seat": 0, **options})
    state = PIRATES.make_state(players, opts, small_map(rows, lines))  # type: ignore[attr-defined]
    assert isinstance(state, PiratesState)
    play(state, f"wind {wind}", f"treasure {treasure}")
    return state


# Colonies: a 10x8 sea, start corner A7-D8, colonies worth 6, 5, 3, 1 and 6, 6, 4 (31).
COLONY_ROWS = [
    "*........*",
    "..........",
    "...*......",
    "......*...",
    "..........",
    "........*.",
    "ssss......",
    "ssss.*...*",
]
COLONY_LINES = [
    "colony SIX D3 value=6",
    "colony FIVE G4 value=5",
    "colony THREE I6 value=3",
    "colony ONE F8 value=1",
    "colony BIG A1 value=6",
    "colony TWO J8 value=6",
    "colony FAR J1 value=4",
]


def colonies(
    players: int = 2,
    rows: list[str] | None = None,
    lines: list[str] | None = None,
    *,
    wind: str = "N",
    **options: Any,
) -> ColoniesState:
    lines = COLONY_LINES if lines is None else lines
    text = map_text(rows or COLONY_ROWS, lines, "colonies")
    opts = COLONIES.make_options({"first_seat": 0, "ships": 2, **options})
    state = COLONIES.make_state(players, opts, parse_map(text))  # type: ignore[attr-defined]
    assert isinstance(state, ColoniesState)
    play(state, f"wind {wind}")
    return state


def play(state: GolitsynState, *moves: str) -> None:
    """Play moves and chance outcomes in notation, checked."""
    spec = get_game(state.game_id)
    for text in moves:
        state.play(spec.parse_move(state, text))


def put(state: GolitsynState, ship: str, cell: str | None, **fields: int) -> None:
    """Move a ship to a cell (None: off the map) and set owner/hits/repair/stormed/ammo."""
    index = state.ship_index[ship]
    state.place(index, -1 if cell is None else state.map.cell_index(cell))
    for name, value in fields.items():
        getattr(state, name)[index] = value


def cell_of(state: GolitsynState, ship: str) -> str | None:
    cell = state.cell[state.ship_index[ship]]
    return state.map.names[cell] if cell >= 0 else None


def moves_text(state: GolitsynState) -> list[str]:
    return [str(move) for move in state.legal_moves()]
