"""Black Fleet's cards drawn as cards (issue 32): a development, victory, movement or fortune
card shows its name, a small picture made of the board's own symbols (the ships' shapes,
goods colours, doubloons) and its effect in a few words, never its notation code (seed 001,
"Сыграть карту хода", "Карты развития", "Карты удачи", "Цель игры").

The pictures' numbers are the rules' (``rewards``) and the cards' (``components``); the words
come from the catalogue (``black_fleet:face_*``), worded by the caller's ``say``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final
from xml.sax.saxutils import escape

from seaboard.games.black_fleet import rewards as r
from seaboard.games.black_fleet.colours import NAVY_FILL
from seaboard.games.black_fleet.components import BOTTOMS

if TYPE_CHECKING:
    from seaboard.games.black_fleet.components import MoveCard

Glyph = tuple[str, str]
"""One symbol of a card's picture: its kind and its label (a number, for some kinds)."""
Say = Callable[[str], str]
"""Words a catalogue key (``black_fleet:<key>``) has in the reader's language."""

GOLD: Final = "#f4c542"
FORTUNE_FILL: Final = "#fdf2e9"
FORTUNE_STRIPE: Final = "#e67e22"
GOODS_SAMPLE: Final = ("#c0392b", "#f1c40f", "#27ae60")
"""Three goods colours drawn for "goods" in general."""
CHARS_PER_LINE: Final = 11
"""Characters a line of a card's small words holds before it is squeezed to fit."""
GLYPH_W: Final = 15
ARROW_W: Final = 11
NAME_SIZE: Final = 12
WORD_SIZE: Final = 10.5
WORD_LINES: Final = 4
GLYPH_EM: Final = 0.54
"""A sans-serif letter's mean width in ems, to tell a line too long for its card."""


def _plus(n: int) -> str:
    return f"+{n}"


DEV_PICTURES: Final[dict[str, tuple[Glyph, ...]]] = {
    "quick_launch": (("pirate", ""), ("steps", _plus(r.QUICK_LAUNCH_STEPS))),
    "disguised_hold": (("pirate", ""), ("goods", "")),
    "secret_plans": (
        ("pirate", ""),
        ("arrow", ""),
        ("merchant", ""),
        ("coin", f"{r.SECRET_PLANS_PAY}"),
    ),
    "bounty_notice": (("navy", ""), ("arrow", ""), ("pirate", ""), ("coin", f"{r.BOUNTY_PAY}")),
    "treasure_map": (("pirate", ""), ("beach", ""), ("coin", f"{r.TREASURE_MAP_PAY}")),
    "smugglers_code": (("pirate", ""), ("port", ""), ("coin", f"{r.SMUGGLE_PAY}")),
    "insurance": (
        ("merchant", ""),
        ("coin", f"{r.INSURANCE_PER_CUBE}"),
        ("coin", f"{r.INSURANCE_SUNK}"),
    ),
    "fast_loading": (("merchant", ""), ("steps", _plus(r.FAST_LOADING_STEPS))),
    "delivery_bonus": (("goods3", ""), ("coin", _plus(max(r.DELIVERY_BONUS.values())))),
    "royal_charter": (
        ("coin", f"{r.ROYAL_CHARTER_FROM}"),
        ("arrow", ""),
        ("coin", f"{r.ROYAL_CHARTER_TO}"),
    ),
    "trade_agreement": (("goods", ""), ("coin", f"{r.TRADE_AGREEMENT_PRICE}")),
    "bill_of_lading": (("goods3", ""), ("text", _plus(r.BILL_OF_LADING_EXTRA))),
    "larger_sails": (
        ("merchant", ""),
        ("pirate", ""),
        ("navy", ""),
        ("steps", _plus(r.LARGER_SAILS_STEPS)),
    ),
    "expert_crew": (("card", ""), ("card", "")),
    "mobile_forces": (("pirate", ""), ("navy", ""), ("steps", _plus(r.MOBILE_FORCES_RANGE))),
    "tide_tables": (("navy", ""), ("steps", _plus(r.TIDE_TABLES_STEPS))),
    "navigation_chart": (("merchant", ""), ("island", "")),
    "weather_forecast": (("card", ""), ("text", "/"), ("coin", f"{r.WEATHER_PAY}")),
    "master_trader": (
        ("merchant", ""),
        ("arrow", ""),
        ("merchant", ""),
        ("coin", f"{r.ATTACK_PAY}"),
    ),
    "black_spot": (("pirate", ""), ("arrow", ""), ("pirate", ""), ("coin", f"{r.ATTACK_PAY}")),
    "letter_of_marque": (
        ("navy", ""),
        ("arrow", ""),
        ("merchant", ""),
        ("coin", f"{r.ATTACK_PAY}"),
    ),
    "naval_detachment": (
        ("merchant", ""),
        ("arrow", ""),
        ("pirate", ""),
        ("coin", f"{r.ATTACK_PAY}"),
    ),
    "false_colors": (("merchant", ""), ("swap", ""), ("pirate", "")),
    "pirate_hideout": (("pirate", ""), ("arrow", ""), ("lair", "")),
}
"""Each development card's picture (seed "Карты развития")."""
FORTUNE_PICTURES: Final[dict[str, tuple[Glyph, ...]]] = {
    "trade_wind": (("merchant", ""), ("steps", _plus(r.WIND_STEPS))),
    "following_wind": (("pirate", ""), ("steps", _plus(r.WIND_STEPS))),
    "naval_wind": (("navy", ""), ("steps", _plus(r.WIND_STEPS))),
    "lucky_wind": (("enemy", ""), ("steps", f"{r.LUCKY_WIND_STEPS}")),
    "piratical_breeze": (("pirate", ""), ("steps", f"{r.PIRATICAL_BREEZE}")),
    "mercantile_breeze": (("merchant", ""), ("steps", f"{r.MERCANTILE_BREEZE}")),
    "naval_breeze": (("navy", ""), ("steps", f"{r.NAVAL_BREEZE}")),
    "freak_winds": (("card", ""), ("swap", "")),
    "freshening_wind": (
        ("merchant", ""),
        ("pirate", ""),
        ("navy", ""),
        ("steps", _plus(r.FRESHENING_STEPS)),
    ),
    "duplicate_order": (("navy", ""), ("navy1", "")),
    "whirlwind": (("pirate", ""), ("swap", ""), ("merchant", "")),
    "tidal_wave": (("merchant", ""), ("island", "")),
    "extra_order": (("goods", ""), ("port", ""), ("coin", f"{r.EXTRA_ORDER_PAY}")),
    "lighter_load": (("goods", ""), ("arrow", ""), ("steps", _plus(r.LIGHTER_LOAD_STEPS))),
    "secret_orders": (("navy", ""), ("text", "0"), ("coin", f"{r.SECRET_ORDERS_PAY}")),
    "side_trading": (
        ("pirate", ""),
        ("text", f"≤{r.SIDE_TRADING_STEPS}"),
        ("coin", f"{r.SIDE_TRADING_PAY}"),
    ),
    "sunken_treasure": (
        ("merchant", ""),
        ("text", f"≤{r.SUNKEN_TREASURE_STEPS}"),
        ("coin", f"{r.SUNKEN_TREASURE_PAY}"),
    ),
}
"""Each fortune card's picture (seed "Карты удачи")."""
BOTTOM_MARK: Final = {1: "+", -1: "−"}
"""The sign drawn before a bottom line's count of fortune cards (draw, discard)."""


def text(x: float, y: float, words: str, size: float = 11, fill: str = "#222", **kw: str) -> str:
    """An SVG text node (``kw``: more attributes, ``_`` for ``-``)."""
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in kw.items())
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" fill="{fill}"'
        f' font-family="sans-serif"{extra}>{escape(words)}</text>'
    )


def wrap(words: str, width: int, lines: int = 3) -> list[str]:
    """Split ``words`` into at most ``lines`` lines of about ``width`` characters."""
    out: list[str] = []
    for word in words.split():
        if out and len(out[-1]) + 1 + len(word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    if len(out) > lines:
        out = [*out[: lines - 1], " ".join(out[lines - 1 :])]
    return out


def lines_at(x: float, y: float, w: float, lines: list[str], size: float, **kw: str) -> str:
    """Centred lines from baseline ``y``, each squeezed into the width ``w`` if too long."""
    step = size * 1.1
    out = []
    for k, line in enumerate(lines):
        squeeze = {}
        if len(line) * size * GLYPH_EM > w - 4:
            squeeze = {"textLength": f"{w - 6:.0f}", "lengthAdjust": "spacingAndGlyphs"}
        out.append(text(x + w / 2, y + k * step, line, size, text_anchor="middle", **kw, **squeeze))
    return "".join(out)


def coin(x: float, y: float, label: str, r_: float = 8) -> str:
    """A doubloon: a gold disc with its value."""
    return f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{r_}" fill="{GOLD}" stroke="#8a6d1a"/>' + text(
        x, y + r_ / 2 + 0.5, label, r_ + 2, "#3b2a00", text_anchor="middle", font_weight="bold"
    )


def ship_icon(kind: str, x: float, y: float, fill: str = "#7f8c8d", navy: int = 0) -> str:
    """The board's shape of a ship, small: the merchant's hull, the pirate's triangle, the navy
    ship's diamond."""
    if kind == "navy":
        return (
            f'<polygon points="{x:.0f},{y - 7:.0f} {x + 7:.0f},{y:.0f} {x:.0f},{y + 7:.0f}'
            f' {x - 7:.0f},{y:.0f}" fill="{NAVY_FILL[navy]}" stroke="#000"/>'
        )
    if kind == "pirate":
        return (
            f'<polygon points="{x:.0f},{y - 7:.0f} {x - 7:.0f},{y + 6:.0f} {x + 7:.0f},{y + 6:.0f}"'
            f' fill="{fill}" stroke="#900" stroke-width="1.5"/>'
        )
    return (
        f'<rect x="{x - 8:.0f}" y="{y - 5:.0f}" width="16" height="10" rx="3" fill="{fill}"'
        ' stroke="#555"/>'
    )


def fortune_icon(x: float, y: float) -> str:
    """A fortune card, small."""
    return (
        f'<rect x="{x - 5:.0f}" y="{y - 7:.0f}" width="10" height="14" rx="2"'
        f' fill="{FORTUNE_FILL}" stroke="{FORTUNE_STRIPE}" stroke-width="1.5"/>'
    )


def _glyph(kind: str, label: str, x: float, y: float) -> str:
    """One symbol of a picture centred on (x, y)."""
    if kind in ("merchant", "pirate"):
        return ship_icon(kind, x, y)
    if kind in ("navy", "navy1"):
        return ship_icon("navy", x, y, navy=1 if kind == "navy1" else 0)
    if kind == "enemy":
        return ship_icon("pirate", x, y, "#bdc3c7")
    if kind == "coin":
        return coin(x, y, label)
    if kind == "goods":
        return (
            f'<rect x="{x - 5:.0f}" y="{y - 5:.0f}" width="10" height="10"'
            f' fill="{GOODS_SAMPLE[0]}" stroke="#000"/>'
        )
    if kind == "goods3":
        return "".join(
            f'<rect x="{x - 8 + 5 * k:.0f}" y="{y - 6 + 3 * k:.0f}" width="7" height="7"'
            f' fill="{fill}" stroke="#000"/>'
            for k, fill in enumerate(GOODS_SAMPLE)
        )
    if kind == "beach":
        return f'<circle cx="{x:.0f}" cy="{y:.0f}" r="6" fill="#f3e2a9" stroke="#b59b4b"/>'
    if kind == "island":
        return f'<ellipse cx="{x:.0f}" cy="{y:.0f}" rx="8" ry="5" fill="#d9c38c" stroke="#8a7a4a"/>'
    if kind == "card":
        return fortune_icon(x, y)
    if kind == "crown":
        return text(x, y + 7, label, 20, "#8a6d1a", text_anchor="middle")
    symbol = {"arrow": "→", "swap": "⇄", "port": "⚓", "lair": "☠"}.get(kind, label)
    colour = "#1f5f8b" if kind == "steps" else "#222"
    return text(x, y + 4, symbol, 12, colour, text_anchor="middle", font_weight="bold")


def _width(kind: str, label: str) -> float:
    """How wide a symbol of a picture is drawn."""
    if kind in ("steps", "text"):
        return max(GLYPH_W, 7 * len(label) + 3)
    if kind in ("arrow", "swap"):
        return ARROW_W
    if kind == "crown":
        return 2 * GLYPH_W
    return GLYPH_W


def picture(glyphs: tuple[Glyph, ...], cx: float, cy: float) -> str:
    """A row of symbols centred on (cx, cy)."""
    total = sum(_width(k, label) for k, label in glyphs)
    x = cx - total / 2
    out = []
    for kind, label in glyphs:
        w = _width(kind, label)
        out.append(_glyph(kind, label, x + w / 2, cy))
        x += w
    return "".join(out)


def card_face(
    x: float,
    y: float,
    size: tuple[int, int],
    name: str,
    glyphs: tuple[Glyph, ...],
    words: str,
) -> str:
    """A card's face inside the box at (x, y): its name in bold at the top, its words at the
    bottom (up to ``WORD_LINES`` lines) and its picture between them."""
    w, h = size
    title = wrap(name, CHARS_PER_LINE, 2)
    top = y + 36 if len(title) == 1 else y + 32
    body = lines_at(x, top, w, title, NAME_SIZE, font_weight="bold")
    said = wrap(words, CHARS_PER_LINE + 1, WORD_LINES)
    first = y + h - 6 - (len(said) - 1) * WORD_SIZE * 1.1
    name_bottom = top + (len(title) - 1) * NAME_SIZE * 1.1 + 3
    body += picture(glyphs, x + w / 2, (name_bottom + first - WORD_SIZE) / 2)
    body += lines_at(x, first, w, said, WORD_SIZE, fill="#333")
    return body


def move_face(x: float, y: float, size: tuple[int, int], card: MoveCard, say: Say) -> str:
    """A movement card: its title on the navy ship's colour, then how far the navy, pirate and
    merchant ships sail beside their shapes, then its bottom line: fortune cards to draw or
    discard (seed "Сыграть карту хода")."""
    w, h = size
    title_fill = "#000" if card.navy == 0 else "#fff"
    out = [
        f'<rect x="{x + 1:.0f}" y="{y + 1:.0f}" width="{w - 2}" height="18" rx="4"'
        f' fill="{NAVY_FILL[card.navy]}"/>',
        lines_at(x, y + 14, w, [say("face_movement")], 11, fill=title_fill, font_weight="bold"),
    ]
    kinds = ("navy", "pirate", "merchant")
    for k, value in enumerate(card.values):
        row = y + 33 + 18 * k
        out.append(ship_icon(kinds[k], x + w * 0.3, row, navy=card.navy))
        out.append(
            text(x + w * 0.62, row + 6, str(value), 16, font_weight="bold", text_anchor="middle")
        )
    fortune = r.BOTTOM_FORTUNE[card.bottom]
    if BOTTOMS[card.bottom] != "none" and fortune:
        row = y + h - 26
        mark = f"{BOTTOM_MARK[1 if fortune > 0 else -1]}{abs(fortune)}"
        out.append(fortune_icon(x + w * 0.3, row))
        out.append(text(x + w * 0.62, row + 5, mark, 15, font_weight="bold", text_anchor="middle"))
        out.append(lines_at(x, y + h - 6, w, [say("face_fortune")], WORD_SIZE, fill="#333"))
    return "".join(out)


def mini_move(x: float, y: float, card: MoveCard) -> str:
    """A movement card in a line of text (a card played, a hand shown at the end): its navy
    ship's diamond and its three values."""
    values = " · ".join(str(v) for v in card.values)
    fortune = r.BOTTOM_FORTUNE[card.bottom]
    tail = f" {BOTTOM_MARK[1 if fortune > 0 else -1]}{abs(fortune)}" if fortune else ""
    return (
        f'<rect x="{x:.0f}" y="{y - 12:.0f}" width="96" height="16" rx="3" fill="#fff"'
        ' stroke="#777"/>'
        + ship_icon("navy", x + 9, y - 4, navy=card.navy)
        + text(x + 19, y, values + tail, 11)
    )


def standalone(size: tuple[int, int], body: str, fill: str = "", scale: float = 1) -> str:
    """A picture of its own (a card or a piece for the rules page): ``body`` drawn in the box
    ``size`` from the origin, on a card of ``fill`` when given, shown ``scale`` times its
    units."""
    w, h = size
    card = (
        f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="{fill}" stroke="#333"/>'
        if fill
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}"'
        f' width="{w * scale:.0f}" height="{h * scale:.0f}">{card}{body}</svg>'
    )
