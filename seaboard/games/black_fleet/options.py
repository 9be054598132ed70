"""Black Fleet options (seed 001, "Варианты игры"; RULINGS.md "All games" and "Black Fleet")."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.options import option


@dataclass(frozen=True)
class Options:
    """Variants and rule toggles of Black Fleet."""

    first_seat: int | None = option(
        None,
        "The player who gets the black fleet and moves first (chosen by chance unless set)",
        "Игрок, который получает чёрный флот и ходит первым (по жребию, если не выбрано)",
        min=0,
        max=3,
        seat=True,
    )
    max_rounds: int = option(
        200,
        "The game ends after this many rounds (ranked by revealed cards, then doubloons)",
        "Игра заканчивается после стольких раундов (по открытым картам, затем дублонам)",
        min=1,
        max=10000,
    )
    victory_cost: int = option(
        10,
        "Cost of the victory card: 10 (first games) or 20 (experienced players)",
        "Цена карты победы: 10 (первые игры) или 20 (опытные игроки)",
        choices=(10, 20),
    )
    victory_costs: str = option(
        "",
        "Mixed variant: victory-card cost per seat, comma-separated (e.g. 20,20,10,10)",
        "Смешанный вариант: цена карты победы для каждого места через запятую (20,20,10,10)",
    )
    dev_deal: str = option(
        "tiers",
        "Development cards dealt to each player: one of each cost, or any four of the 24",
        "Карты развития каждому игроку: по одной каждой стоимости или любые четыре из 24",
        choices=("tiers", "any"),
    )
    components: str = option(
        "",
        "Directory with a replacement component set (board, cards); empty: the built-in set",
        "Каталог с другим набором компонентов (поле, карты); пусто: встроенный набор",
        local_path=True,
    )

    def validate(self) -> None:
        if self.victory_costs:
            for part in self.victory_costs.split(","):
                if part.strip() not in ("10", "20"):
                    raise InvalidOptionsError(
                        f"option 'victory_costs' lists 10 or 20 per seat, not {part!r}"
                    )

    def seat_victory_costs(self, num_players: int) -> list[int]:
        """The victory-card cost of each seat."""
        if not self.victory_costs:
            return [self.victory_cost] * num_players
        costs = [int(part) for part in self.victory_costs.split(",")]
        if len(costs) < num_players:
            raise InvalidOptionsError(
                f"option 'victory_costs' names {len(costs)} costs for {num_players} players"
            )
        return costs[:num_players]


PRESETS: dict[str, dict[str, object]] = {
    "standard": {},
    "veteran": {"victory_cost": 20},
    "mixed": {"victory_costs": "20,20,10,10"},
}
"""Victory card 10 (first games), 20 (experienced), and the mixed variant of the seed."""
