"""The side panel of the Black Fleet picture: each fleet's doubloons, development cards and
victory card, and the perspective's hand of movement and fortune cards drawn as cards.

Every card is at least ``CARD_W`` x ``CARD_H`` SVG units, so at the table's 900 CSS px board
width (a scale of about 0.66) the smallest is about 42 x 29 px: clickable without padding
(seed 001, "Карты развития", "Карты удачи", "Карты движения"). Once the game is over the
spectator's picture shows every card face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from seaboard.games.black_fleet.colours import NAVY_FILL, seat_fill
from seaboard.games.black_fleet.state import FORTUNE_SLUG, PHASE_NAMES
from seaboard.i18n import translate

if TYPE_CHECKING:
    from seaboard.games.black_fleet.components import MoveCard
    from seaboard.games.black_fleet.state import BlackFleetState

PANEL_W = 360
CARD_W, CARD_H, GAP = 64, 58, 5
HAND_W, HAND_H = 64, 84
HAND_ROW = 5
FLEET_RU = {"black": "чёрный", "white": "белый", "orange": "оранжевый", "teal": "бирюзовый"}


def text(x: float, y: float, words: str, size: int = 11, fill: str = "#222", **kw: str) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in kw.items())
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" fill="{fill}"'
        f' font-family="sans-serif"{extra}>{escape(words)}</text>'
    )


def _wrap(words: str, width: int) -> list[str]:
    """Split a card name into lines of at most ``width`` characters (at most three)."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines[:3]


def _squeeze(line: str, width: int) -> dict[str, str]:
    """Attributes that fit a word too long for the card into its width."""
    if len(line) <= 10:
        return {}
    return {"textLength": str(width - 6), "lengthAdjust": "spacingAndGlyphs"}


def _card(
    element: str, x: float, y: float, size: tuple[int, int], fill: str, lines: list[str]
) -> str:
    w, h = size
    body = "".join(
        text(
            x + w / 2,
            y + 15 + 13 * k,
            line,
            12 if k == 0 else 11,
            text_anchor="middle",
            **_squeeze(line, w),
        )
        for k, line in enumerate(lines)
    )
    return (
        f'<g id="{element}" class="card"><rect x="{x:.0f}" y="{y:.0f}" width="{w}" height="{h}"'
        f' rx="4" fill="{fill}" stroke="#333"/>{body}</g>'
    )


def _icon(kind: int, x: float, y: float, navy: int) -> str:
    """The board's shape of a ship kind, small: 0 the navy diamond, 1 the pirate triangle,
    2 the merchant's hull."""
    if kind == 0:
        return (
            f'<polygon points="{x},{y - 6} {x + 6},{y} {x},{y + 6} {x - 6},{y}"'
            f' fill="{NAVY_FILL[navy]}" stroke="#000"/>'
        )
    if kind == 1:
        return f'<polygon points="{x},{y - 6} {x - 6},{y + 5} {x + 6},{y + 5}" fill="#900"/>'
    return f'<rect x="{x - 7}" y="{y - 4}" width="14" height="8" rx="3" fill="#7f8c8d"/>'


def _move_card(element: str, x: float, y: float, card: MoveCard) -> str:
    """A movement card: its code on the navy ship's colour, then the navy, pirate and
    merchant steps beside their ships' shapes (seed 001, "Карты движения")."""
    body = "".join(
        _icon(k, x + 16, y + 31 + 17 * k, card.navy) + text(x + 30, y + 36 + 17 * k, str(v), 13)
        for k, v in enumerate(card.values)
    )
    return (
        f'<g id="{element}" class="card"><rect x="{x:.0f}" y="{y:.0f}" width="{HAND_W}"'
        f' height="{HAND_H}" rx="5" fill="#fff" stroke="#333"/>'
        f'<rect x="{x + 1:.0f}" y="{y + 1:.0f}" width="{HAND_W - 2}" height="18" rx="4"'
        f' fill="{NAVY_FILL[card.navy]}"/>'
        + text(
            x + HAND_W / 2, y + 14, card.code, 13, "#000", text_anchor="middle", font_weight="bold"
        )
        + body
        + "</g>"
    )


def _suffixed(codes: list[str]) -> list[str]:
    """Each code once, a second copy ``-2`` (and so on), in hand order."""
    seen: dict[str, int] = {}
    out = []
    for code in codes:
        seen[code] = seen.get(code, 0) + 1
        out.append(code if seen[code] == 1 else f"{code}-{seen[code]}")
    return out


def panel(st: BlackFleetState, perspective: int | None, left: int, ru: bool) -> list[str]:
    comp = st.comp
    over = st.phase == PHASE_NAMES.index("over")
    x = left + 10
    y = 22
    out = [text(x, y, ("Раунд" if ru else "Round") + f" {st.round + 1}", 15, font_weight="bold")]
    y += 18
    if st.t.played:
        codes = " + ".join(comp.move_cards[c].code for c in st.t.played)
        out.append(text(x, y, ("Сыграна: " if ru else "Played: ") + codes, 13))
    y += 10
    for s in range(st.num_players):
        colour = st.colour_of(s)
        mark = " ◀" if s == st.to_move() else ""
        out.append(
            f'<rect data-seat="{s}" x="{x}" y="{y}" width="14" height="14"'
            f' fill="{seat_fill(st, s)}" stroke="#333"/>'
        )
        money = translate("ru" if ru else "en", "black_fleet:doubloons", st.money[s])
        name = FLEET_RU[colour] if ru else colour
        out.append(text(x + 20, y + 12, f"{name} · {money}{mark}", 14))
        y += 20
        for k in range(4):
            card = st.dev[s][k]
            shown = card >= 0 and (st.rev[s][k] or s == perspective or over)
            name = comp.dev_names[card][1 if ru else 0] if shown else "?"
            fill = "#fff7d6" if st.rev[s][k] else "#e8e8e8"
            lines = [f"{comp.tiers[k]}", *_wrap(name, 10)] if card >= 0 else [f"{comp.tiers[k]}"]
            cx = x + k * (CARD_W + GAP)
            out.append(_card(f"dev-{s}-{k}", cx, y, (CARD_W, CARD_H), fill, lines))
        victory = ("Победа" if ru else "Victory") + (" ✔" if st.vic[s] else "")
        out.append(
            _card(
                f"victory-{s}",
                x + 4 * (CARD_W + GAP),
                y,
                (CARD_W, CARD_H),
                "#f9e79f" if st.vic[s] else "#fdfefe",
                [victory, str(st.vcost[s])],
            )
        )
        y += CARD_H + 6
        if over and perspective is None:
            hand = " ".join(comp.move_cards[c].code for c in st.mhand[s])
            luck = ", ".join(comp.fortune_names[f][1 if ru else 0] for f in st.fhand[s])
            out.append(text(x, y + 8, " · ".join(p for p in (hand, luck) if p), 9))
            y += 12
        y += 6
    if perspective is not None:
        out.extend(_hand(st, perspective, x, y, ru))
    return out


def _hand(st: BlackFleetState, seat: int, x: int, y: int, ru: bool) -> list[str]:
    """The seat's own movement cards, then its fortune cards, each a card to click, five to
    a row."""
    comp = st.comp
    out = [text(x, y + 4, "Ваши карты" if ru else "Your cards", 14, font_weight="bold")]
    y += 10
    cards = [comp.move_cards[c] for c in st.mhand[seat]]
    fortune = st.fhand[seat]
    codes = _suffixed([c.code for c in cards])
    slugs = _suffixed([FORTUNE_SLUG[f] for f in fortune])
    for k in range(len(cards) + len(fortune)):
        cx = x + k % HAND_ROW * (HAND_W + GAP)
        cy = y + k // HAND_ROW * (HAND_H + GAP)
        if k < len(cards):
            out.append(_move_card(f"mcard-{codes[k]}", cx, cy, cards[k]))
            continue
        f = fortune[k - len(cards)]
        lines = _wrap(comp.fortune_names[f][1 if ru else 0], 10)
        element = f"fcard-{slugs[k - len(cards)]}"
        out.append(_card(element, cx, cy, (HAND_W, HAND_H), "#fdf2e9", lines))
    return out


def panel_height(st: BlackFleetState, perspective: int | None) -> int:
    """How tall the panel is (the picture is at least this tall)."""
    over = st.phase == PHASE_NAMES.index("over")
    seats = st.num_players * (20 + CARD_H + 12 + (12 if over and perspective is None else 0))
    hand = 0
    if perspective is not None:
        count = len(st.mhand[perspective]) + len(st.fhand[perspective])
        hand = 20 + max(1, -(-count // HAND_ROW)) * (HAND_H + GAP)
    return 50 + seats + hand
