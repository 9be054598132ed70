"""Options of Pirates (seed 004 part 1 and RULINGS "Golitsyn", "All games")."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.options import option
from seaboard.games._golitsyn import options as shared


@dataclass(frozen=True)
class Options:
    """Rule toggles and variants; the defaults are the rulings' defaults."""

    map: str = option(
        "",
        "Path of a map file in the Golitsyn map format ('' = the built-in Atlantic)",
        "Путь к файлу карты в формате карт Голицына ('' = встроенная Атлантика)",
        local_path=True,
    )
    wind_from_arrow: bool = option(
        False,
        "The arrow names where the wind comes from (the 1989 article) instead of where ships go",
        "Стрелка показывает, откуда дует ветер (как в статье 1989 г.), а не куда идут корабли",
    )
    storm_cells: int = shared.storm_cells()
    repair: str = shared.repair()
    shoot_and_move: bool = shared.shoot_and_move()
    repair_one_turn: bool = option(
        False,
        "Repair takes one skipped turn in all (1989 article) instead of one per hit",
        "Ремонт занимает один пропущенный ход (статья 1989 г.), а не по ходу за пробоину",
    )
    galleons: int = option(
        0,
        "Spanish galleons (automatic: 3, or one per Spanish player if more); the pirates get"
        " twice as many brigantines",
        "Испанские галеоны (автоматически: 3 или по одному на испанского игрока, если их"
        " больше); у пиратов вдвое больше бригантин",
        min=0,
        max=12,
    )
    spanish_start: str = option(
        "alternate",
        "Galleons start alternately in the start ports, or all in the first (the 1989 article)",
        "Галеоны начинают поочерёдно в стартовых портах или все в первом (статья 1989 г.)",
        choices=("alternate", "first"),
    )
    first_seat: int = option(
        -1,
        "The Spanish player who moves first (chosen by chance unless set)",
        "Испанский игрок, который ходит первым (по жребию, если не выбрано)",
        min=-1,
        max=8,
        seat=True,
    )
    max_rounds: int = option(
        200,
        "The game ends in a draw after this many rounds",
        "Игра кончается вничью после стольких кругов",
        min=1,
        max=10000,
    )
