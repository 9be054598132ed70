"""Cartagena's options and presets (seed 003, "Подготовка к игре"; RULINGS: Cartagena)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.options import option
from seaboard.games.cartagena.symbols import LETTERS, NUM_SYMBOLS

JAMAICA: Final = "jamaica"
TORTUGA: Final = "tortuga"
SPACES: Final = 36
HAND_SIZE: Final = 6
ROW_SIZE: Final = 12
MAX_ACTIONS: Final = 3
PIRATES: Final = 6


@dataclass(frozen=True)
class Options:
    """Variant, Tortuga's arrow, the board, the first seat and the round limit."""

    variant: str = option(
        JAMAICA,
        "Jamaica: hidden hands, cards from the deck; Tortuga: open hands, a row of 12",
        "Ямайка: карты скрыты, берутся из колоды; Тортуга: карты открыты, ряд из 12 карт",
        choices=(JAMAICA, TORTUGA),
    )
    arrow: str = option(
        "right",
        "Tortuga: where the arrow card points; cards are taken from the other end",
        "Тортуга: куда указывает стрелка; карты берутся с противоположного конца ряда",
        choices=("left", "right"),
    )
    board: str = option(
        "random",
        "How the passage is laid: by chance, or a layout of your own as 36 symbol letters"
        " (F flag, S sabre, P pistol, K key, B bottle, H hat)",
        "Как выложен подземный ход: случайно или своя раскладка из 36 букв символов"
        " (F флаг, S сабля, P пистолет, K ключ, B бутылка, H шляпа)",
    )
    first_seat: int | None = option(
        None,
        "The player who starts (chosen by chance unless set)",
        "Кто ходит первым (по жребию, если не выбрано)",
        min=0,
        max=4,
        seat=True,
    )
    max_rounds: int = option(
        200,
        "the game ends after this many rounds (ranked by pirates in the boat)",
        "партия кончается после стольких кругов (по числу пиратов в шлюпке)",
        min=1,
        max=10_000,
    )
    components: str | None = option(
        None,
        "path to a component file in the format of data/components.json",
        "путь к файлу компонентов в формате data/components.json",
        local_path=True,
    )

    def validate(self) -> None:
        if self.board != "random":
            fixed_board(self.board)

    def fixed_board(self) -> tuple[int, ...] | None:
        return None if self.board == "random" else fixed_board(self.board)


def fixed_board(text: str) -> tuple[int, ...]:
    """A 36-letter board: six segments, each holding each symbol once."""
    letters = text.strip().upper()
    if len(letters) != SPACES or any(ch not in LETTERS for ch in letters):
        raise InvalidOptionsError(
            f"option 'board' must be 'random' or {SPACES} letters of {LETTERS}, not {text!r}"
        )
    board = tuple(LETTERS.index(ch) for ch in letters)
    for start in range(0, SPACES, NUM_SYMBOLS):
        if sorted(board[start : start + NUM_SYMBOLS]) != list(range(NUM_SYMBOLS)):
            raise InvalidOptionsError(
                f"option 'board': spaces {start + 1}-{start + NUM_SYMBOLS} must hold"
                " each symbol once (one segment)"
            )
    return board


PRESETS: Final = {
    JAMAICA: {"variant": JAMAICA},
    TORTUGA: {"variant": TORTUGA},
}
