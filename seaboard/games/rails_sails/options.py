"""Options of Rails & Sails (seed 002 and RULINGS.md, "Ticket to Ride: Rails & Sails")."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.options import option


@dataclass(frozen=True)
class Options:
    """Rule toggles; the defaults are the standard World map game."""

    beginner_markers: bool = option(
        False,
        "Beginners' markers: every player keeps 20 trains and 40 ships (no choice at setup)",
        "Для начинающих: у каждого 20 вагонов и 40 паромов (без выбора при подготовке)",
    )
    first_seat: int | None = option(
        None,
        "The player who moves first (drawn by chance at setup unless set)",
        "Кто ходит первым (по жребию при подготовке, если не выбрано)",
        min=0,
        max=4,
        seat=True,
    )
    max_rounds: int = option(
        200,
        "Rounds after which the game ends and is scored as at its normal end",
        "Число кругов, после которого игра заканчивается обычным подсчётом очков",
        min=1,
        max=10000,
    )

    components: str | None = option(
        None,
        "Directory with a component set in the format of data/ (cities, routes, tickets, cards)",
        "Каталог с набором компонентов в формате data/ (города, перегоны, маршруты, карты)",
        local_path=True,
    )

    def validate(self) -> None:
        if self.first_seat is not None and self.first_seat < 0:
            raise InvalidOptionsError("option 'first_seat' must be a seat number")


PRESETS = {
    "standard": {},
    "beginner": {"beginner_markers": True},
}
