"""A readable plain-text picture of a Cartagena position for the terminal and the logs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.games.cartagena.moves import BOAT, START
from seaboard.games.cartagena.options import SPACES
from seaboard.games.cartagena.phases import PHASES, PLAYING
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS

if TYPE_CHECKING:
    from seaboard.games.cartagena.state import CartagenaState

SEAT_MARKS = "ABCDE"
"""Pirates are drawn as their seat's letter: seat 0 is A, seat 1 is B, ..."""


def _pirates_on(state: CartagenaState, square: int) -> str:
    return "".join(
        SEAT_MARKS[seat] * pirates.count(square) for seat, pirates in enumerate(state.pirates)
    )


def _hand(values: list[int]) -> str:
    return " ".join(f"{SYMBOLS[s]}×{values[s]}" for s in range(NUM_SYMBOLS) if values[s]) or "-"


def board_text(state: CartagenaState, viewer: int | None = None) -> str:
    """The passage six spaces a line, then the boat, hands, deck and row."""
    lines = [f"Cartagena ({state.options.variant}), {state.num_players} players"]
    if state.phase == PLAYING:
        lines[0] += (
            f", round {state.turns_done // state.num_players + 1},"
            f" {SEAT_MARKS[state.current]} to move, action {state.actions + 1}"
        )
    else:
        lines[0] += f", phase {PHASES[state.phase]}"
    lines.append(f"fortress: {_pirates_on(state, START) or '-'}")
    if state.board:
        for start in range(1, SPACES + 1, NUM_SYMBOLS):
            cells = [
                f"{square:2d} {SYMBOLS[state.board[square - 1]]:<6} {_pirates_on(state, square):<3}"
                for square in range(start, start + NUM_SYMBOLS)
            ]
            lines.append("|".join(cells))
    lines.append(f"boat: {_pirates_on(state, BOAT) or '-'}")
    for seat, hand in enumerate(state.hands):
        shown = _hand(hand) if state.hand_visible(seat, viewer) else f"{sum(hand)} cards"
        lines.append(f"{SEAT_MARKS[seat]}: {shown}")
    lines.append(f"deck {sum(state.deck)}, discard {sum(state.discard)}")
    if state.tortuga:
        arrow = "→" if state.options.arrow == "right" else "←"
        lines.append(f"row {arrow} " + (" ".join(SYMBOLS[s] for s in state.row) or "-"))
    return "\n".join(lines)
