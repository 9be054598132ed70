"""Move labels shared by both Golitsyn games, in English and Russian."""

from __future__ import annotations

from seaboard.core.move import Move
from seaboard.games._golitsyn.grid import DIRECTIONS, DIRECTIONS_RU
from seaboard.games._golitsyn.moves import (
    Also,
    Declare,
    Done,
    Fire,
    FirstSeat,
    Pass,
    Row,
    Sail,
    SetWind,
    Shoot,
    Spin,
)
from seaboard.games._golitsyn.spinner import OUTCOME_NAMES, OUTCOME_NAMES_RU


def common_label(move: Move, lang: str) -> str:
    ru = lang == "ru"
    rhumbs = DIRECTIONS_RU if ru else DIRECTIONS
    if isinstance(move, Sail):
        where = rhumbs[move.direction]
        if ru:
            return f"{move.ship} идёт на {where} на {move.cells} кл."
        return f"{move.ship} sails {where} {move.cells} cell(s)"
    if isinstance(move, Row):
        where = rhumbs[move.direction]
        return f"{move.ship} на вёслах на {where}" if ru else f"{move.ship} rows {where}"
    if isinstance(move, Shoot):
        if ru:
            return f"Стрелять по {move.target}: {move.unit}"
        return f"Shoot at {move.target}: {move.unit}"
    if isinstance(move, Also):
        return f"И {move.unit} тоже стреляет" if ru else f"{move.unit} fires too"
    if isinstance(move, Fire):
        return "Огонь! (крутить вертушку)" if ru else "Fire! (spin for each shot)"
    if isinstance(move, Declare):
        return "Хожу (крутить вертушку)" if ru else "Move (spin for the wind)"
    if isinstance(move, Done):
        return "Закончить ход" if ru else "End the turn"
    if isinstance(move, Pass):
        return "Пас" if ru else "Pass"
    if isinstance(move, Spin):
        name = (OUTCOME_NAMES_RU if ru else OUTCOME_NAMES)[move.result]
        return f"Вертушка: {name}" if ru else f"Spinner: {name}"
    if isinstance(move, SetWind):
        name = rhumbs[move.direction]
        return f"Начальный ветер: {name}" if ru else f"First wind: {name}"
    if isinstance(move, FirstSeat):
        return f"Первым ходит игрок {move.seat}" if ru else f"Seat {move.seat} plays first"
    return str(move)
