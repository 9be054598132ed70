"""What a results frame says about who won: win shares per seat, the sides of the seats in a
game played by sides, and the words for sides and end reasons.

A shared first place is a draw: each of the ``k`` seats tied first holds ``1/k`` of the win
(``ratings.win_shares``), so every game hands out exactly one win. A game whose seats are
roles (Pirates: the first half of the seats are the Spaniards, the rest the pirates, seed 004
1.1) declares it with the optional hook ``seat_sides(num_players, options) -> list[str]`` in
its ``extras`` module (the side of each seat, ids such as ``"spanish"``); the report then
compares sides, not seats, and Elo never counts two seats of one side as opponents. A side's
name is the catalogue key ``<game>:side_<id>``, an end reason's ``<game>:reason_<reason>``.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import numpy.typing as npt

from seaboard.core.registry import get_game
from seaboard.i18n import humanise, translate_or
from seaboard.lab.hooks import find_hook
from seaboard.lab.ratings import win_shares
from seaboard.lab.results import seat_count


def share_matrix(frame: Any) -> npt.NDArray[np.float64]:
    """Games × seats: each seat's share of its game's win (rows add up to one)."""
    seats = seat_count(frame)
    ranks = frame[[f"rank_{k}" for k in range(seats)]].astype(int).to_numpy()
    return np.array([win_shares(row) for row in ranks.tolist()], dtype=np.float64).reshape(
        len(frame), seats
    )


def frame_game(frame: Any) -> str | None:
    """The one game a results frame holds, or None (no ``game`` column, or several games)."""
    if "game" not in frame.columns:
        return None
    games = set(frame["game"].astype(str))
    return games.pop() if len(games) == 1 else None


def frame_sides(frame: Any) -> list[str] | None:
    """The side of each seat when the frame's game is played by sides, else None."""
    game = frame_game(frame)
    if game is None:
        return None
    hook = find_hook(get_game(game), "seat_sides", "extras")
    if hook is None:
        return None
    options = json.loads(str(frame["options"].iloc[0])) if "options" in frame.columns else None
    sides = [str(side) for side in hook(seat_count(frame), options)]
    return sides if len(set(sides)) > 1 else None


def side_name(game: str, side: str, lang: str) -> str:
    """A side's name in ``lang`` ("Spaniards", "испанцы")."""
    return translate_or(lang, f"{game}:side_{side}", humanise(side))


def reason_text(game: str, reason: str, lang: str) -> str:
    """An end reason worded in ``lang`` (the game's catalogue), or the reason humanised."""
    return translate_or(lang, f"{game}:reason_{reason}", humanise(reason))
