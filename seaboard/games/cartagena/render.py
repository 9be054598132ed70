"""Cartagena as SVG: the passage of 36 symbol spaces in six rows (one segment each), the
fortress and the boat, pirates by colour, the perspective's hand, the Tortuga row and arrow.

Clickable elements have stable ids (``space-N``, ``start``, ``boat``, ``card-SEAT-SYMBOL``) that
``move_targets`` names, so the web table can pick moves by clicking the board. The pieces drawn
on every board (a space's corner, a symbol, a pirate) are pure functions of where they go,
each drawn once and then reused (a few hundred in all).
"""

from __future__ import annotations

from functools import cache
from typing import Final
from xml.sax.saxutils import escape

from seaboard.core.marks import mark
from seaboard.games.cartagena.colours import SEAT_COLOURS as COLOURS
from seaboard.games.cartagena.moves import BOAT, START
from seaboard.games.cartagena.options import SPACES
from seaboard.games.cartagena.phases import PLAYING
from seaboard.games.cartagena.state import CartagenaState
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS, symbol_name
from seaboard.i18n import translate
from seaboard.i18n.boardhelp import help_attrs

SEAT_COLOURS: Final = tuple(fill for fill, _ in COLOURS)
SEAT_NAMES: Final = {
    "en": ("red", "blue", "green", "yellow", "purple"),
    "ru": ("красный", "синий", "зелёный", "жёлтый", "фиолетовый"),
}
SYMBOL_COLOURS: Final = ("#222222", "#5d6d7e", "#7a4e2d", "#b8860b", "#2e7d32", "#5b3a8c")
GLYPHS: Final = (
    '<path d="M5 2v20" stroke="#222" stroke-width="2"/><path d="M5 3l14 5-14 5z"/>',
    '<path d="M5 21Q13 15 20 3" fill="none" stroke-width="2.5"/><path d="M4 15l6 6"'
    ' stroke-width="2"/>',
    '<path d="M2 6h19v5H10l-2 9H4l2-9H2z"/>',
    '<circle cx="7" cy="7" r="4.5" fill="none" stroke-width="2.5"/><path d="M10 10l11 11'
    'M16 16l3-3M19 19l2-2" stroke-width="2.5"/>',
    '<rect x="6" y="9" width="12" height="13" rx="3"/><rect x="9.5" y="2" width="5" height="8"/>',
    '<path d="M1 16Q12 2 23 16Q12 11 1 16z"/>',
)

CELL_W, CELL_H, GAP = 96, 62, 8
ROW, OWN_ROW = 34, 56  # a hand's row; the viewer's own (its cards are clicked)
LEFT, TOP = 128, 44
WIDTH = LEFT + NUM_SYMBOLS * (CELL_W + GAP) + 8


@cache
def _cell_origin(square: int) -> tuple[int, int]:
    """Top-left corner of space 1-36; rows run left-right and right-left in turn."""
    row, col = divmod(square - 1, NUM_SYMBOLS)
    if row % 2:
        col = NUM_SYMBOLS - 1 - col
    return LEFT + col * (CELL_W + GAP), TOP + row * (CELL_H + GAP)


@cache
def _glyph(symbol: int, x: float, y: float, size: float = 24) -> str:
    scale = size / 24
    colour = SYMBOL_COLOURS[symbol]
    return (
        f'<g transform="translate({x:.1f},{y:.1f}) scale({scale:.3f})" fill="{colour}"'
        f' stroke="{colour}" class="glyph glyph-{SYMBOLS[symbol]}">{GLYPHS[symbol]}</g>'
    )


def glyph_picture(symbol: int, size: int = 48) -> str:
    """A symbol alone, as a small SVG document (the rules page's card list)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 28 28" width="{size}"'
        f' height="{size}"><rect x="-2" y="-2" width="28" height="28" rx="4" fill="#fffaf0"'
        f' stroke="#999"/>{_glyph(symbol, 0, 0)}</svg>'
    )


@cache
def _pirate(seat: int, x: float, y: float, r: float = 9) -> str:
    fill = SEAT_COLOURS[seat]
    return (
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{fill}"'
        f' stroke="#111" stroke-width="1.5" class="pirate seat-{seat}" data-seat="{seat}"/>'
        + mark(seat, x, y, r * 0.55, fill)
    )


def _crowd(state: CartagenaState, square: int, x: int, y: int, lang: str) -> list[str]:
    """Pirates in the fortress or the boat: one marker per seat with its count."""
    parts = []
    for seat, pirates in enumerate(state.pirates):
        count = pirates.count(square)
        if count:
            px = x + 18 + (seat % 2) * 50
            py = y + 40 + (seat // 2) * 26
            parts.append(_pirate(seat, px, py))
            parts.append(f'<text x="{px + 11}" y="{py + 5}" font-size="13">×{count}</text>')
    return parts


def _who(state: CartagenaState, square: int, names: tuple[str, ...]) -> str:
    """The pirates on ``square`` by colour: "red ×2, blue ×1" (empty: none)."""
    counts = [(names[seat], p.count(square)) for seat, p in enumerate(state.pirates)]
    return ", ".join(f"{name} ×{n}" for name, n in counts if n)


def _space_help(state: CartagenaState, square: int, names: tuple[str, ...], lang: str) -> str:
    """What a space is and what it does now (seed 003, "Сыграть карту", "Пойти пиратом назад")."""
    symbol = symbol_name(state.board[square - 1], lang) if state.board else ""
    here = sum(p.count(square) for p in state.pirates)
    pirates = _who(state, square, names)
    if here == 0:
        now = translate(lang, "cartagena:help_space_free", symbol=symbol)
    else:
        key = ("help_space_one", "help_space_two", "help_space_full")[min(here, 3) - 1]
        now = translate(lang, f"cartagena:{key}", pirates=pirates)
    return help_attrs(translate(lang, "cartagena:help_space", n=square, symbol=symbol), now)


def _end_help(state: CartagenaState, square: int, names: tuple[str, ...], lang: str) -> str:
    """The fortress (``START``) or the boat (``BOAT``) with who is there."""
    pirates = _who(state, square, names)
    if square == START:
        what = translate(lang, "cartagena:help_fortress")
        who = "help_inside" if pirates else "help_nobody_inside"
    else:
        what = translate(lang, "cartagena:help_boat")
        who = "help_aboard" if pirates else "help_nobody_aboard"
    return help_attrs(what, translate(lang, f"cartagena:{who}", pirates=pirates))


def _card_help(symbol: int, held: int, lang: str) -> str:
    name = symbol_name(symbol, lang)
    if not held:
        return help_attrs(translate(lang, "cartagena:help_card_none", symbol=name))
    return help_attrs(translate(lang, "cartagena:help_card", held, symbol=name))


def _row_help(index: int, symbol: int, lang: str) -> str:
    row = translate(lang, "cartagena:help_row_card", n=index + 1, symbol=symbol_name(symbol, lang))
    return help_attrs(row)


def render_svg(
    state: CartagenaState,
    perspective: int | None = None,
    *,
    lang: str = "en",
    highlight: tuple[str, ...] | list[str] = (),
) -> str:
    """The whole table as ``perspective`` sees it (hidden Jamaica hands stay hidden)."""
    names = SEAT_NAMES.get(lang, SEAT_NAMES["en"])
    ru = lang == "ru"
    board_bottom = TOP + NUM_SYMBOLS * (CELL_H + GAP)
    hands_top = board_bottom + 8
    # the viewer's own hand is a row of large cards (a finger's width on a phone)
    rows = [OWN_ROW if seat == perspective else ROW for seat in range(state.num_players)]
    row_top = hands_top + sum(rows) + 12
    height = row_top + (90 if state.tortuga else 10)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}"'
        f' width="{WIDTH}" height="{height}" font-family="sans-serif" class="cartagena">',
        f'<rect width="{WIDTH}" height="{height}" fill="#f4ecd8"/>',
    ]
    title = "Картахена" if ru else "Cartagena"
    status = title + (" — Тортуга" if ru else " — Tortuga") if state.tortuga else title
    if state.phase == PLAYING:
        mover = names[state.current]
        status += f" · {'ходит' if ru else 'to move'}: {mover} · " + (
            f"действие {state.actions + 1}/3" if ru else f"action {state.actions + 1}/3"
        )
    outcome = state.outcome()
    if outcome is not None:
        winners = ", ".join(names[w] for w in outcome.winners) or "—"
        status += f" · {'победа' if ru else 'winner'}: {winners}"
    parts.append(f'<text x="10" y="26" font-size="18" font-weight="bold">{escape(status)}</text>')
    highlighted = set(highlight)
    last = state.last_path
    # Fortress and boat.
    parts.append(
        f'<g id="start" class="target"{_end_help(state, START, names, lang)}>'
        f'<rect x="8" y="{TOP}" width="{LEFT - 20}"'
        f' height="{2 * CELL_H}" rx="8" fill="#9e9e9e" stroke="#555"/>'
        f'<text x="16" y="{TOP + 20}" font-size="14">{"Крепость" if ru else "Fortress"}</text>'
    )
    parts.extend(_crowd(state, START, 8, TOP, lang))
    parts.append("</g>")
    boat_y = board_bottom - 2 * CELL_H - GAP
    parts.append(
        f'<g id="boat"{_end_help(state, BOAT, names, lang)}>'
        f'<rect x="8" y="{boat_y}" width="{LEFT - 20}" height="{2 * CELL_H}"'
        f' rx="30" fill="#8d6e63" stroke="#4e342e"/>'
        f'<text x="20" y="{boat_y + 20}" font-size="14" fill="#fff">'
        f"{'Шлюпка' if ru else 'Boat'}</text>"
    )
    parts.extend(_crowd(state, BOAT, 8, boat_y, lang))
    parts.append("</g>")
    # The passage.
    for square in range(1, SPACES + 1):
        x, y = _cell_origin(square)
        stroke, width = "#6d4c41", 1.5
        if last is not None and square in last:
            stroke, width = "#1565c0", 3  # the last move's path, as the table marks it
        if f"space-{square}" in highlighted:
            stroke, width = "#00838f", 4
        parts.append(
            f'<g id="space-{square}" class="space target"{_space_help(state, square, names, lang)}>'
            f'<rect x="{x}" y="{y}" width="{CELL_W}"'
            f' height="{CELL_H}" rx="6" fill="#fffaf0" stroke="{stroke}" stroke-width="{width}"/>'
            f'<text x="{x + CELL_W - 6}" y="{y + 14}" font-size="11" text-anchor="end"'
            f' fill="#888">{square}</text>'
        )
        if state.board:
            parts.append(_glyph(state.board[square - 1], x + 6, y + 5))
        occupants = [seat for seat, p in enumerate(state.pirates) for _ in range(p.count(square))]
        for i, seat in enumerate(occupants):
            parts.append(_pirate(seat, x + 18 + i * 28, y + CELL_H - 15))
        parts.append("</g>")
    # Hands.
    for seat, hand in enumerate(state.hands):
        y = hands_top + sum(rows[:seat])
        card_h = rows[seat] - 6
        marker = "▶ " if state.phase == PLAYING and seat == state.current else ""
        label = f"{marker}{names[seat]}"
        aboard = translate(
            lang, "cartagena:help_seat_boat", who=names[seat], count=state.in_boat(seat)
        )
        parts.append(f"<g{help_attrs(aboard)}>{_pirate(seat, 18, y + 14, 8)}")
        parts.append(f'<text x="32" y="{y + 19}" font-size="14">{escape(label)}</text></g>')
        if not (state.hand_visible(seat, perspective) or outcome is not None):
            count = sum(hand)
            text = escape(translate(lang, "cartagena:text_cards", count))
            parts.append(f'<text x="{LEFT + 10}" y="{y + 19}" font-size="14">{text}</text>')
            continue
        for symbol in range(NUM_SYMBOLS):
            x = LEFT + 10 + symbol * 86
            own = seat == perspective
            card_id = f' id="card-{seat}-{SYMBOLS[symbol]}"' if own else ""
            fill = "#ffffff" if hand[symbol] else "#eeeeee"
            helped = _card_help(symbol, hand[symbol], lang) if own else ""
            parts.append(
                f'<g{card_id} class="card{" target" if own else ""}"{helped}>'
                f'<rect x="{x}" y="{y}" width="80" height="{card_h}" rx="4" fill="{fill}"'
                f' stroke="#999"/>{_glyph(symbol, x + 4, y + card_h / 2 - 11, 22)}'
                f'<text x="{x + 32}" y="{y + card_h / 2 + 5}" font-size="14">×{hand[symbol]}</text>'
                f"<title>{escape(symbol_name(symbol, lang))}</title></g>"
            )
    # Tortuga's open row and arrow.
    if state.tortuga:
        arrow = "→" if state.options.arrow == "right" else "←"
        parts.append(f'<text x="10" y="{row_top + 30}" font-size="26" id="arrow">{arrow}</text>')
        for i, symbol in enumerate(state.row):
            x = LEFT + 10 + i * 52
            parts.append(
                f'<g class="row-card"{_row_help(i, symbol, lang)}>'
                f'<rect x="{x}" y="{row_top}" width="46" height="60" rx="5"'
                f' fill="#fff" stroke="#777"/>{_glyph(symbol, x + 9, row_top + 16, 28)}</g>'
            )
        deck = sum(state.deck)
        parts.append(
            f'<text x="10" y="{row_top + 80}" font-size="12">'
            f"{'колода' if ru else 'deck'} {deck}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)
