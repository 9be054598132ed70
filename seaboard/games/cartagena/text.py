"""A Cartagena position as text for the terminal (``GameSpec.render_text``): the passage of
36 spaces (seed 003, "Подготовка к игре": six segments of six symbols) laid out twelve spaces
a line under their numbers, symbols by their initial (a legend names them), pirates by their
seat's number; then the fortress, the boat, the hands the viewer may see, the deck and the row.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.core.message import msg
from seaboard.core.textview import TEXT_WIDTH, flow
from seaboard.games.cartagena.moves import BOAT, START
from seaboard.games.cartagena.options import MAX_ACTIONS, SPACES
from seaboard.games.cartagena.phases import PLAYING
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS
from seaboard.i18n import render, translate

if TYPE_CHECKING:
    from seaboard.games.cartagena.state import CartagenaState

SEGMENT = NUM_SYMBOLS
"""Spaces per segment of the passage: a line holds whole segments."""
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"


def _t(lang: str, key: str, count: int | None = None, **values: object) -> str:
    return translate(lang, f"cartagena:{key}", count, **values)


def _initial(symbol: int, lang: str) -> str:
    return _t(lang, f"symbol_{SYMBOLS[symbol]}")[0].upper()


def pirate_marks(state: CartagenaState, square: int) -> str:
    """The pirates on a square by seat number ("112"); long runs shorten to "1³2"."""
    counts = [pirates.count(square) for pirates in state.pirates]
    plain = "".join(str(seat + 1) * count for seat, count in enumerate(counts))
    if len(plain) <= 3:
        return plain
    return "".join(
        str(seat + 1) + (SUPERSCRIPTS[count] if count > 1 else "")
        for seat, count in enumerate(counts)
        if count
    )


def pirate_counts(state: CartagenaState, square: int) -> str:
    """The pirates in the fortress or the boat by seat number and count ("1×6 2×4")."""
    counts = [pirates.count(square) for pirates in state.pirates]
    return " ".join(f"{seat + 1}×{count}" for seat, count in enumerate(counts) if count) or "–"


def passage_lines(state: CartagenaState, lang: str) -> list[str]:
    """Three lines per stretch of the passage: numbers, symbol initials, pirates."""
    marks = [pirate_marks(state, square) for square in range(1, SPACES + 1)]
    cell = max(4, *(len(mark) + 1 for mark in marks))
    per_line = 2 * SEGMENT if 2 * SEGMENT * cell + 2 <= TEXT_WIDTH else SEGMENT
    lines: list[str] = []
    for start in range(0, SPACES, per_line):
        squares = range(start, min(start + per_line, SPACES))
        rows = (
            [str(square + 1) for square in squares],
            [_initial(state.board[square], lang) for square in squares],
            [marks[square] for square in squares],
        )
        for row in rows:
            cells = [text.rjust(cell) for text in row]
            segments = ["".join(cells[i : i + SEGMENT]) for i in range(0, len(cells), SEGMENT)]
            lines.append(" │".join(segments).rstrip())
    return lines


def legend(state: CartagenaState, lang: str) -> list[str]:
    """What the initials and the numbers stand for."""
    from seaboard.games.cartagena.panels import seat_colours  # panels import the state

    symbols = [
        f"{_initial(s, lang)} {_t(lang, f'symbol_{SYMBOLS[s]}')}" for s in range(NUM_SYMBOLS)
    ]
    colours = seat_colours(state)
    pirates = [f"{seat + 1} {render(colours[seat][1], lang)}" for seat in range(state.num_players)]
    return [
        *flow(_t(lang, "text_symbols") + " ", symbols),
        *flow(_t(lang, "text_pirates") + " ", pirates),
    ]


def board_text(state: CartagenaState, viewer: int | None = None, lang: str = "en") -> str:
    """The whole picture as ``viewer`` may see it."""
    from seaboard.games.cartagena.panels import hand_message  # panels import the state

    if state.phase == PLAYING:
        lines = [
            _t(
                lang,
                "text_turn",
                round=state.turns_done // state.num_players + 1,
                player=translate(lang, "core:player_n", n=state.current + 1),
                action=min(state.actions + 1, MAX_ACTIONS),
                actions=MAX_ACTIONS,
            )
        ]
    else:
        lines = [_t(lang, "text_setup")]
    lines.append(_t(lang, "text_fortress", pirates=pirate_counts(state, START)))
    if state.board:
        lines.extend(passage_lines(state, lang))
        lines.extend(legend(state, lang))
    lines.append(_t(lang, "text_boat", pirates=pirate_counts(state, BOAT)))
    for seat, hand in enumerate(state.hands):
        player = translate(lang, "core:player_n", n=seat + 1)
        if state.hand_visible(seat, viewer):
            shown = render(hand_message(hand), lang)
        else:
            shown = _t(lang, "text_cards", sum(hand))
        lines.extend(flow(f"{player}: ", [shown]))
    lines.append(_t(lang, "text_deck", deck=sum(state.deck), discard=sum(state.discard)))
    if state.tortuga:
        arrow = "→" if state.options.arrow == "right" else "←"
        cards = [render(msg(f"cartagena:symbol_{SYMBOLS[s]}"), lang) for s in state.row]
        lines.extend(flow(_t(lang, "text_row", arrow=arrow) + " ", cards or ["–"]))
    return "\n".join(lines)
