"""What one seat may know of a Cartagena position (seed 003: "Ямайка" hides hands and the
deck, "Тортуга" lays hands and the row open; RULINGS: All games, perfect-recall views)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from seaboard.core.move import Move
from seaboard.core.state import CHANCE
from seaboard.games.cartagena.moves import CARD, CartagenaMove
from seaboard.games.cartagena.phases import PHASES
from seaboard.games.cartagena.symbols import SYMBOLS

if TYPE_CHECKING:
    from seaboard.games.cartagena.state import CartagenaState


def _counts(values: list[int]) -> dict[str, int]:
    return dict(zip(SYMBOLS, values, strict=True))


def last_action(state: CartagenaState) -> Move | None:
    """The last decision taken (chance outcomes are not actions), for highlighting."""
    for move in reversed(state.history):
        if isinstance(move, CartagenaMove) and move.kind < CARD:
            return move
    return None


def build_view(state: CartagenaState, seat: int | None) -> dict[str, Any]:
    """A JSON-ready view: public facts for everyone, hands only where ``seat`` may see them."""
    actor = state.to_move()
    outcome = state.outcome()
    last = last_action(state)
    return {
        "game": "cartagena",
        "variant": state.options.variant,
        "arrow": state.options.arrow,
        "seat": seat,
        "num_players": state.num_players,
        "phase": PHASES[state.phase],
        "to_move": "chance" if actor == CHANCE else actor,
        "current": state.current,
        "first": state.first,
        "actions": state.actions,
        "cards_owed": state.owed,
        "round": state.turns_done // state.num_players + 1,
        "board": [SYMBOLS[s] for s in state.board],
        "segments_laid": [f"{code // 2 + 1}{'ab'[code % 2]}" for code in state.placed],
        "pirates": [list(p) for p in state.pirates],
        "hand_sizes": [sum(hand) for hand in state.hands],
        "hands": [
            _counts(hand) if state.hand_visible(other, seat) else None
            for other, hand in enumerate(state.hands)
        ],
        "deck_size": sum(state.deck),
        "discard": _counts(state.discard),
        "row": [SYMBOLS[s] for s in state.row],
        "last_action": None if last is None else str(last),
        "outcome": None if outcome is None else outcome.to_json(),
    }
