"""What a Cartagena move concerns on the board, for picking it by clicks (seed 003, "Ход
игры"): a card move is "this card, then this pirate" and previews the space the pirate lands
on; a back move is "this pirate, then the space it falls back to"."""

from __future__ import annotations

from typing import Any

from seaboard.games.cartagena.moves import BACK, BOAT, PLAY, START, CartagenaMove
from seaboard.games.cartagena.state import CartagenaState
from seaboard.games.cartagena.symbols import SYMBOLS


def place_id(square: int) -> str:
    """The board element of the fortress, a space of the passage or the boat."""
    if square == START:
        return "start"
    return "boat" if square == BOAT else f"space-{square}"


def move_targets(state: CartagenaState, move: CartagenaMove) -> list[str]:
    """A card move: its card in the mover's hand (``card-<seat>-<symbol>``, so the last move
    of another seat never marks a card of the viewer), then the space of the pirate it moves;
    a back move: the
    pirate's space, then the space it falls back to (the nearest one behind holding one or
    two pirates)."""
    if move.kind == PLAY:
        return [f"card-{state.current}-{SYMBOLS[move.a]}", place_id(move.b)]
    if move.kind == BACK:
        target = state.back_target(move.a)
        return [place_id(move.a)] + ([place_id(target)] if target is not None else [])
    return []


def move_hints(state: CartagenaState, move: CartagenaMove) -> dict[str, Any]:
    """A card move previews where its pirate lands (the next free space with the card's
    symbol, or the boat)."""
    if move.kind == PLAY:
        return {"preview": [place_id(state.forward_target(move.a, move.b))]}
    return {}
