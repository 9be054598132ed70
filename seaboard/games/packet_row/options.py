"""Packet Row options (RULINGS.md, "All games" and "Packet Row")."""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.errors import InvalidDataError, InvalidOptionsError
from seaboard.core.options import option
from seaboard.games.packet_row.components import load_components


@dataclass(frozen=True)
class Options:
    """Rule toggles of Packet Row; the defaults are the rules as printed."""

    first_seat: int | None = option(
        None,
        "The first harbor master (chosen by chance at setup unless set).",
        "Первый начальник гавани (по жребию при подготовке, если не выбран).",
        min=0,
        max=4,
        seat=True,
    )
    max_rounds: int = option(
        200,
        "The game ends (and is scored as usual) after this many rounds.",
        "Игра заканчивается (с обычным подсчётом) после стольких раундов.",
        min=1,
        max=1000,
    )
    components: str = option(
        "",
        "Path of a component file (cards.json format); empty: the built-in cards.",
        "Путь к файлу компонентов (формат cards.json); пусто: встроенные карты.",
        local_path=True,
    )

    def validate(self) -> None:
        """Check that the component file loads (``InvalidOptionsError`` otherwise)."""
        try:
            load_components(self.components)
        except InvalidDataError as error:
            raise InvalidOptionsError(f"option 'components': {error}") from None
