"""The side panel of the Black Fleet picture: each fleet's doubloons, development cards and
victory card, and the perspective's hand of movement and fortune cards, each drawn as a card
(``faces``) that explains itself on hover (``help``).

Every card is at least ``CARD_W`` x ``CARD_H`` SVG units, so at the table's 900 CSS px board
width (a scale of about 0.66) the smallest is about 50 x 76 px: clickable without padding
(seed 001, "Карты развития", "Карты удачи", "Сыграть карту хода"). Once the game is over the
spectator's picture shows every card face up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from seaboard.core.marks import mark as seat_cue
from seaboard.core.message import msg
from seaboard.games.black_fleet import faces, help
from seaboard.games.black_fleet.colours import seat_fill
from seaboard.games.black_fleet.components import DEV_IDS, FORTUNE_IDS
from seaboard.games.black_fleet.faces import text
from seaboard.games.black_fleet.state import FORTUNE_SLUG, PHASE_NAMES
from seaboard.games.black_fleet.words import dev_card, fortune_card
from seaboard.i18n import render as worded
from seaboard.i18n import translate
from seaboard.i18n.boardhelp import help_attrs

if TYPE_CHECKING:
    from seaboard.core.message import Message
    from seaboard.games.black_fleet.state import BlackFleetState

PANEL_W = 420
CARD_W, CARD_H, GAP = 76, 116, 5
HAND_W, HAND_H = 76, 116
HAND_ROW = 5
SEAT_ROW = 20
"""Height of a fleet's name line above its cards."""
SEAT_GAP = 10
HEAD = 56
"""Height of the round and the card played, above the fleets."""
END_HAND = 20
"""Height of a fleet's hand line at the end of the game (the spectator's picture)."""
DEV_FILL = {True: "#fff7d6", False: "#eef2f5"}
"""A development card revealed, or face down (its owner sees it; the others see its back)."""
BACK_FILL = "#c9d3db"
VICTORY_FILL = {True: "#f9e79f", False: "#fdfefe"}


@dataclass(frozen=True, slots=True)
class Reader:
    """Who reads the panel: the language and the players' names."""

    lang: str
    names: Sequence[str] | None

    def say(self, key: str) -> str:
        return translate(self.lang, "black_fleet:" + key)

    def words(self, message: Message) -> str:
        return worded(message, self.lang, self.names)

    def helps(self, messages: list[Message]) -> str:
        return help_attrs(*(self.words(m) for m in messages))


def _card(element: str, x: float, y: float, size: tuple[int, int], fill: str, helps: str) -> str:
    w, h = size
    return (
        f'<g id="{element}" class="card"{helps}><rect x="{x:.0f}" y="{y:.0f}" width="{w}"'
        f' height="{h}" rx="5" fill="{fill}" stroke="#333"/>'
    )


def _dev(
    st: BlackFleetState,
    seat: int,
    slot: int,
    at: tuple[float, float],
    perspective: int | None,
    rd: Reader,
) -> str:
    """A development card: its price on a doubloon, then its face or its back (seed "Карты
    развития"; the owner may look at it any time)."""
    card = st.dev[seat][slot]
    x, y = at
    over = st.phase == PHASE_NAMES.index("over")
    shown = card >= 0 and bool(st.rev[seat][slot] or seat == perspective or over)
    helps = rd.helps(help.dev_help(st, seat, slot, shown, perspective))
    revealed = bool(st.rev[seat][slot])
    fill = DEV_FILL[revealed] if shown else BACK_FILL
    out = _card(f"dev-{seat}-{slot}", x, y, (CARD_W, CARD_H), fill, helps)
    if card >= 0 and shown:
        name = rd.words(dev_card(card))
        glyphs = faces.DEV_PICTURES.get(DEV_IDS[card], ())
        words = rd.words(help.face_words("dev", card))
        out += faces.card_face(x, y, (CARD_W, CARD_H), name, glyphs, words)
    elif card >= 0:
        out += faces.text(
            x + CARD_W / 2, y + CARD_H / 2 + 12, "?", 30, "#5d6d7e", text_anchor="middle"
        )
    out += faces.coin(x + 12, y + 12, str(st.comp.tiers[slot]), 9)
    return out + "</g>"


def _victory(st: BlackFleetState, seat: int, x: float, y: float, rd: Reader) -> str:
    """The victory card: its price; bought, it is ticked (seed "Цель игры")."""
    bought = bool(st.vic[seat])
    helps = rd.helps(help.victory_help(st, seat))
    out = _card(f"victory-{seat}", x, y, (CARD_W, CARD_H), VICTORY_FILL[bought], helps)
    glyphs: tuple[faces.Glyph, ...] = (("crown", "✔" if bought else "♛"),)
    out += faces.card_face(
        x, y, (CARD_W, CARD_H), rd.say("face_victory"), glyphs, rd.say("face_victory_words")
    )
    out += faces.coin(x + 12, y + 12, str(st.vcost[seat]), 9)
    return out + "</g>"


def _suffixed(codes: list[str]) -> list[str]:
    """Each code once, a second copy ``-2`` (and so on), in hand order."""
    seen: dict[str, int] = {}
    out = []
    for code in codes:
        seen[code] = seen.get(code, 0) + 1
        out.append(code if seen[code] == 1 else f"{code}-{seen[code]}")
    return out


def panel(
    st: BlackFleetState, perspective: int | None, left: int, lang: str, names: Sequence[str] | None
) -> list[str]:
    """The panel's SVG elements, ``left`` units from the picture's left edge."""
    comp = st.comp
    rd = Reader(lang, names)
    over = st.phase == PHASE_NAMES.index("over")
    x = left + 10
    y = 22
    out = [
        text(
            x,
            y,
            translate(lang, "black_fleet:text_round", round=st.round + 1),
            15,
            font_weight="bold",
        )
    ]
    y += 22
    if st.t.played:
        out.append(text(x, y, rd.say("face_played"), 12))
        for k, c in enumerate(st.t.played):
            out.append(faces.mini_move(x + 70 + k * 104, y, comp.move_cards[c]))
    y += HEAD - 44
    for s in range(st.num_players):
        mark = " ◀" if s == st.to_move() else ""
        out.append(
            f'<rect data-seat="{s}" x="{x}" y="{y}" width="14" height="14"'
            f' fill="{seat_fill(st, s)}" stroke="#333"/>'
            + seat_cue(s, x + 7, y + 7, 5, seat_fill(st, s))
        )
        money = translate(lang, "black_fleet:doubloons", st.money[s])
        name = rd.words(msg(f"black_fleet:fleet_{st.colour_of(s)}"))
        out.append(text(x + 20, y + 12, f"{name} · {money}{mark}", 14))
        y += SEAT_ROW
        for k in range(4):
            out.append(_dev(st, s, k, (x + k * (CARD_W + GAP), y), perspective, rd))
        out.append(_victory(st, s, x + 4 * (CARD_W + GAP), y, rd))
        y += CARD_H + SEAT_GAP
        if over and perspective is None:
            out.extend(_end_hand(st, s, x, y + 14, rd))
            y += END_HAND
    if perspective is not None:
        out.extend(_hand(st, perspective, x, y, rd))
    return out


def _end_hand(st: BlackFleetState, seat: int, x: int, y: int, rd: Reader) -> list[str]:
    """A fleet's hand once the game is over: its movement cards small, its fortune cards by
    name."""
    comp = st.comp
    out = [
        faces.mini_move(x + k * 100, y, comp.move_cards[c]) for k, c in enumerate(st.mhand[seat])
    ]
    luck = ", ".join(rd.words(fortune_card(f)) for f in st.fhand[seat])
    if luck:
        out.append(text(x + 100 * len(st.mhand[seat]), y, luck, 11))
    return out


def _hand(st: BlackFleetState, seat: int, x: int, y: int, rd: Reader) -> list[str]:
    """The seat's own movement cards, then its fortune cards, each a card to click, five to
    a row."""
    comp = st.comp
    out = [text(x, y + 4, rd.say("text_your_cards"), 14, font_weight="bold")]
    y += 12
    cards = [comp.move_cards[c] for c in st.mhand[seat]]
    fortune = st.fhand[seat]
    codes = _suffixed([c.code for c in cards])
    slugs = _suffixed([FORTUNE_SLUG[f] for f in fortune])
    for k in range(len(cards) + len(fortune)):
        cx = x + k % HAND_ROW * (HAND_W + GAP)
        cy = y + k // HAND_ROW * (HAND_H + GAP)
        if k < len(cards):
            helps = rd.helps(help.move_card_help(cards[k]))
            out.append(_card(f"mcard-{codes[k]}", cx, cy, (HAND_W, HAND_H), "#fff", helps))
            out.append(faces.move_face(cx, cy, (HAND_W, HAND_H), cards[k], rd.say) + "</g>")
            continue
        f = fortune[k - len(cards)]
        helps = rd.helps(help.fortune_help(comp, f))
        element = f"fcard-{slugs[k - len(cards)]}"
        out.append(_card(element, cx, cy, (HAND_W, HAND_H), faces.FORTUNE_FILL, helps))
        out.append(
            f'<rect x="{cx + 1:.0f}" y="{cy + 1:.0f}" width="{HAND_W - 2}" height="6" rx="3"'
            f' fill="{faces.FORTUNE_STRIPE}"/>'
        )
        name = rd.words(fortune_card(f))
        glyphs = faces.FORTUNE_PICTURES.get(FORTUNE_IDS[f], ())
        words = rd.words(help.face_words("fortune", f))
        out.append(faces.card_face(cx, cy, (HAND_W, HAND_H), name, glyphs, words) + "</g>")
    return out


def panel_height(st: BlackFleetState, perspective: int | None) -> int:
    """How tall the panel is (the picture is at least this tall)."""
    over = st.phase == PHASE_NAMES.index("over")
    end = END_HAND if over and perspective is None else 0
    seats = st.num_players * (SEAT_ROW + CARD_H + SEAT_GAP + end)
    hand = 0
    if perspective is not None:
        count = len(st.mhand[perspective]) + len(st.fhand[perspective])
        hand = 16 + max(1, -(-count // HAND_ROW)) * (HAND_H + GAP)
    return HEAD + seats + hand
