"""Options of Capture of Colonies (seed 004 part 2 and RULINGS "Golitsyn", "All games")."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.options import option
from seaboard.games._golitsyn import options as shared


@dataclass(frozen=True)
class Options:
    """Rule toggles and variants; the defaults are the rulings' defaults."""

    map: str = option(
        "",
        "Path of a map file in the Golitsyn map format ('' = the built-in West Indies)",
        "Путь к файлу карты в формате карт Голицына ('' = встроенная Вест-Индия)",
        local_path=True,
    )
    ships: int = option(
        3,
        "Ships per player (2-4, the same for everyone: seed 1.2)",
        "Кораблей у каждого игрока (2-4, у всех поровну: п. 1.2)",
        min=2,
        max=4,
    )
    sunk_ships: str = option(
        "return",
        "Sunk ships start again in the start corner, or leave the game",
        "Потопленные корабли начинают заново из левого нижнего угла или снимаются",
        choices=("return", "removed"),
    )
    wind_from_arrow: bool = option(
        False,
        "The arrow names where the wind comes from (the nautical rule) instead of where ships go",
        "Стрелка показывает, откуда дует ветер (морское правило), а не куда идут корабли",
    )
    storm_cells: int = shared.storm_cells()
    repair: str = shared.repair()
    shoot_and_move: bool = shared.shoot_and_move()
    repair_one_turn: bool = option(
        False,
        "Repair takes one skipped turn in all instead of one per hit",
        "Ремонт занимает один пропущенный ход, а не по ходу за пробоину",
    )
    first_seat: int = option(
        -1,
        "The player who moves first (chosen by chance unless set)",
        "Игрок, который ходит первым (по жребию, если не выбрано)",
        min=-1,
        max=5,
        seat=True,
    )
    max_rounds: int = option(
        200,
        "The game ends after this many rounds and is ranked by points",
        "Игра кончается после стольких кругов; места по баллам",
        min=1,
        max=10000,
    )
