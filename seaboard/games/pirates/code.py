"""Pirates position codes: the shared format (``_golitsyn.code``) plus ``treasure`` (the
secret galleon or "-"), ``revealed`` and ``cand`` (ships that may hold the treasure)."""

from __future__ import annotations

from typing import Any

from seaboard.core.errors import InvalidCodeError
from seaboard.games._golitsyn.code import decode, encode
from seaboard.games._golitsyn.state import P_FIRST, P_SECRET, P_WIND
from seaboard.games.pirates.state import PiratesState


def to_code(state: PiratesState) -> str:
    return encode(state, "pirates", state.code_extra())


def from_code(text: str, make: Any) -> PiratesState:
    state, data = decode(text, "pirates", make)
    assert isinstance(state, PiratesState)
    try:
        treasure = data["treasure"]
        state.treasure = -1 if treasure == "-" else state.ship_index[treasure]
        if (treasure == "-") != (state.phase in (P_WIND, P_FIRST, P_SECRET)):
            raise InvalidCodeError("the treasure galleon is named at setup and only then unknown")
        state.revealed = bool(data["revealed"])
        state.candidates = [0] * len(state.ship_ids)
        for name in data["cand"]:
            state.candidates[state.ship_index[name]] = 1
    except (KeyError, TypeError) as error:
        raise InvalidCodeError(f"malformed Pirates part of the code: {error!r}") from None
    return state
