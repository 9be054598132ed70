"""Pirates position codes: the shared format (``_golitsyn.code``) plus ``treasure`` (the
secret galleon or "-"), ``revealed`` and ``cand`` (ships that may hold the treasure)."""

from __future__ import annotations

from typing import Any

from seaboard.core.codefields import flag, items, refuse
from seaboard.core.errors import InvalidCodeError
from seaboard.games._golitsyn.code import decode, encode
from seaboard.games._golitsyn.state import P_FIRST, P_SECRET, P_WIND
from seaboard.games.pirates.state import SPANISH, PiratesState


def to_code(state: PiratesState) -> str:
    return encode(state, "pirates", state.code_extra())


def from_code(text: str, make: Any) -> PiratesState:
    state, data = decode(text, "pirates", make)
    assert isinstance(state, PiratesState)
    for key in ("treasure", "revealed", "cand"):
        if key not in data:
            raise InvalidCodeError(f"the position code lacks {key}")
    treasure = data["treasure"]
    if treasure == "-":
        state.treasure = -1
    elif isinstance(treasure, str) and treasure in state.ship_index:
        state.treasure = state.ship_index[treasure]
    else:
        raise refuse("treasure", treasure, "a ship id or '-'")
    if (treasure == "-") != (state.phase in (P_WIND, P_FIRST, P_SECRET)):
        raise InvalidCodeError("the treasure galleon is named at setup and only then unknown")
    state.revealed = flag(data["revealed"], "revealed")
    state.candidates = [0] * len(state.ship_ids)
    for name in items(data["cand"], "cand"):
        if not isinstance(name, str) or name not in state.ship_index:
            raise refuse("cand", name, "a ship id")
        state.candidates[state.ship_index[name]] = 1
    _check_treasure(state)
    return state


def _check_treasure(state: PiratesState) -> None:
    """7.1-7.3: the treasure starts on a galleon and moves only between Spanish ships; taken
    by the pirates (or lost) it is revealed. While it is secret it is among the candidates."""
    holder = state.treasure
    if holder < 0:
        if state.revealed or any(state.candidates):
            raise InvalidCodeError(
                "before the treasure is named nothing is revealed or a candidate"
            )
        return
    spanish = state.side(state.owner[holder]) == SPANISH and state.cell[holder] >= 0
    if not state.revealed and not spanish:
        raise refuse(
            "revealed",
            False,
            f"true: the treasure ship {state.ship_ids[holder]} is not a Spanish ship at sea",
        )
    if not state.revealed and not state.candidates[holder]:
        raise refuse("cand", state.candidate_ids(), f"a list naming {state.ship_ids[holder]}")
