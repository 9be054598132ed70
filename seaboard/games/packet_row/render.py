"""SVG picture of a Packet Row position, as one seat sees it (standard library only).

Four boards with their current and future supplies, deck counts and the players' figures on
the cards they took; the harbor master token; each player's money, ships and hand (hidden
cards as backs). Clickable elements have stable ids: ``board-<name>``, ``card-<id>`` (supply
cards), ``hand-<id>`` and ``ship-<id>`` (a player's cards), ``button-pass``, ``button-done``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from seaboard.core.marks import mark
from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row import symbols
from seaboard.games.packet_row.colours import SEAT_COLOURS as COLOURS
from seaboard.games.packet_row.components import (
    BOARD_NAMES,
    BOARD_NAMES_RU,
    BOARDS,
    CONTRACT,
    GOODS_CARD,
    SHIP,
    VP,
    Components,
    card_code,
)
from seaboard.games.packet_row.constants import OVER, PHASES
from seaboard.games.packet_row.help import (
    CURRENT,
    FUTURE,
    HAND,
    SHIPS,
    board_help,
    card_face,
    card_help,
    card_title,
    done_help,
    harbor_master_help,
    pass_help,
    player_help,
)
from seaboard.i18n import render as worded
from seaboard.i18n.boardhelp import help_of

if TYPE_CHECKING:
    from seaboard.games.packet_row.moves import Act
    from seaboard.games.packet_row.state import PacketRowState

SEAT_COLOURS = tuple(fill for fill, _ in COLOURS)
BOARD_COLOURS = ("#f5e6c8", "#d6eaf8", "#e9f7ef", "#fdebd0")
KIND_COLOURS = {CONTRACT: "#fff8dc", SHIP: "#dbe9f6", GOODS_CARD: "#eaf5e3", VP: "#f6e0f0"}
CARD_W, CARD_H = 112, 62  # 24 CSS px tall when a phone shows the whole board
BOARD_W = 245
TOKEN_W, TOKEN_H = 150, 22
BUTTON_W, BUTTON_H = 200, 64  # 28 CSS px tall on a phone-wide board
WIDTH = 4 * BOARD_W + 20


def _wrap(text: str, width: int = 20, lines: int = 3) -> list[str]:
    """At most ``lines`` lines of at most ``width`` characters, broken between words."""
    out: list[str] = []
    while text and len(out) < lines:
        if len(text) <= width:
            out.append(text)
            break
        cut = text.rfind(" ", 0, width + 1)
        cut = cut if cut > 0 else width
        out.append(text[:cut])
        text = text[cut:].strip()
    return out


FULL_CHARS, FACE_CHARS = 20, 17
"""The characters of a face's line across the card, and beside its picture column."""
TITLE_ROOM = CARD_W - 10
"""The width a card's title may take."""
TITLE_SIZE, TITLE_EM = 12, 0.6
"""A card title's font size, and about the width of one of its bold letters in ems."""


def _title_size(title: str) -> float:
    """The font size that keeps a card's title inside the card ("Канатная мастерская")."""
    return round(min(TITLE_SIZE, TITLE_ROOM / (max(1, len(title)) * TITLE_EM)), 1)


def _card(
    out: list[str],
    comps: Components,
    card: int,
    x: float,
    y: float,
    ident: str,
    lang: str,
    highlight: set[str],
    helps: str,
) -> None:
    """A card face: its kind (or a building's name) as the title, what it is below, and its
    help (``helps``: the ``data-help`` attributes); ``ident`` empty: no id."""
    fill = KIND_COLOURS.get(comps.kind[card], "#ffffff")
    stroke = "#e67e22" if ident in highlight else "#555555"
    width = 3 if ident in highlight else 1
    title = worded(card_title(comps, card), lang)
    named = f' id="{ident}"' if ident else ""
    drawn = symbols.picture(comps, card, x + CARD_W - symbols.COLUMN_W, y + 20)
    lines = "".join(
        f'<text x="{x + 5}" y="{y + 27 + 11 * i}" font-size="10">{escape(line)}</text>'
        for i, line in enumerate(
            _wrap(worded(card_face(comps, card), lang), FACE_CHARS if drawn else FULL_CHARS)
        )
    )
    out.append(
        f'<g{named} class="card"{helps}><rect x="{x}" y="{y}" width="{CARD_W}"'
        f' height="{CARD_H}" rx="5" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>'
        f'<text x="{x + 5}" y="{y + 13}" font-size="{_title_size(title)}"'
        f' font-weight="bold">'
        f"{escape(title)}</text>"
        f"{lines}{drawn}</g>"
    )


def _slot(out: list[str], x: float, y: float, figure: int) -> None:
    out.append(
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none"'
        ' stroke="#999999" stroke-dasharray="4 3"/>'
    )
    if figure >= 0:
        out.append(_figure(figure, x + CARD_W / 2, y + CARD_H / 2))


def _figure(seat: int, cx: float, cy: float) -> str:
    """A player's figure: a disc of the seat's colour with its mark (seed 000, "Компоненты")."""
    fill = SEAT_COLOURS[seat]
    return (
        f'<circle cx="{cx}" cy="{cy}" r="12" fill="{fill}" stroke="#000000"'
        f' data-seat="{seat}"/>{mark(seat, cx, cy, 7, fill)}'
    )


def _token(x: float, y: float, lang: str) -> str:
    """The harbor master token, its left top corner at (``x``, ``y``)."""
    return (
        f'<rect x="{x}" y="{y}" width="{TOKEN_W}" height="{TOKEN_H}"'
        ' rx="11" fill="#1b2631"/><text x="'
        f'{x + 12}" y="{y + 15}" font-size="11" fill="#ffffff">'
        f"{'начальник гавани' if lang == 'ru' else 'harbor master'}</text>"
    )


def _picture(width: float, height: float, body: str) -> str:
    """``body`` alone as a small SVG document with a margin of one unit (the rules page)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width + 2}" height="{height + 2}"'
        f' viewBox="-1 -1 {width + 2} {height + 2}" font-family="sans-serif">{body}</svg>'
    )


def card_picture(comps: Components, card: int, lang: str) -> str:
    """One card's face alone, drawn as at the table (the rules page's card lists)."""
    out: list[str] = []
    _card(out, comps, card, 0, 0, "", lang, set(), "")
    return _picture(CARD_W, CARD_H, "".join(out))


def figure_picture(seat: int) -> str:
    """A player's figure on the empty space of the card it took (the rules page)."""
    out: list[str] = []
    _slot(out, 0, 0, seat)
    return _picture(CARD_W, CARD_H, "".join(out))


def token_picture(lang: str) -> str:
    """The harbor master token alone (the rules page)."""
    return _picture(TOKEN_W, TOKEN_H, _token(0, 0, lang))


def payout(st: PacketRowState) -> int:
    """What the fulfilment in progress pays when it is done (its contracts' payouts)."""
    fx = st.fx
    return 0 if fx is None else sum(st.comps.payout[card] for card in fx.all_contracts())


def _buttons(
    st: PacketRowState,
    perspective: int | None,
    height: float,
    lang: str,
    players: Sequence[str] | None,
) -> list[str]:
    """The pass and done buttons of the player to move, each while it is a legal move, large
    enough for a finger; done shows the payout of the fulfilment in progress before it is
    confirmed."""
    if perspective is None or st.to_move() != perspective:
        return []
    verbs = {move.verb for move in st.legal_moves() if isinstance(move, mv.Act)}
    ru = lang == "ru"
    done = "выполнить" if ru else "done"
    if st.fx is not None:
        done += f" +${payout(st)}"
    parts = []
    buttons = (
        (mv.PASS, "button-pass", "пас" if ru else "pass", pass_help()),
        (mv.DONE, "button-done", done, done_help(payout(st))),
    )
    for i, (verb, ident, label, says) in enumerate(buttons):
        if verb not in verbs:
            continue
        bx = WIDTH - 2 * (BUTTON_W + 10) + i * (BUTTON_W + 10)
        y = height - BUTTON_H - 8
        parts.append(
            f'<g id="{ident}" class="button"{help_of(says, lang, players)}>'
            f'<rect x="{bx}" y="{y}" width="{BUTTON_W}"'
            f' height="{BUTTON_H}" rx="10" fill="#eeeeee" stroke="#555555"/>'
            f'<text x="{bx + BUTTON_W / 2}" y="{y + BUTTON_H / 2 + 7}" font-size="20"'
            ' text-anchor="middle">'
            f"{escape(label)}</text></g>"
        )
    return parts


PHASE_WORDS = {
    "setup": ("setting up", "подготовка"),
    "choose": ("the harbour master chooses a board", "начальник гавани выбирает поле"),
    "offer": ("an offer", "предложение"),
    "harbor": ("the harbour master takes", "берёт начальник гавани"),
    "forced": ("the last cards", "последние карты"),
    "refill": ("refilling", "пополнение"),
    "final": ("the final fulfilments", "последние выполнения"),
    "over": ("game over", "игра окончена"),
}
"""Each phase (``PHASES``) as the board's status line says it, in English and Russian."""
SHORT, SHORT_RU = " · cannot be refilled", " · не пополнить"
"""After a board's deck and counts: its supply could not be refilled (the game ends)."""


def _player(seat: int, lang: str, players: Sequence[str] | None) -> str:
    """The seat's player name on the board ("Player 2" when the table gives none)."""
    if players is not None and 0 <= seat < len(players) and players[seat]:
        return players[seat]
    return f"{'Игрок' if lang == 'ru' else 'Player'} {seat + 1}"


def render(
    st: PacketRowState,
    perspective: int | None,
    lang: str = "en",
    highlight: object = None,
    players: Sequence[str] | None = None,
) -> str:
    marks = {str(h) for h in highlight} if isinstance(highlight, (list, set, tuple)) else set()
    n = st.num_players
    names = BOARD_NAMES_RU if lang == "ru" else BOARD_NAMES
    figure_at: dict[int, int] = {f: seat for seat, f in enumerate(st.figures) if f >= 0}
    rows = max(len(c) for c in st.current)
    board_h = 66 + ((rows + 1) // 2 + 1) * (CARD_H + 6) + 24
    per_row = (WIDTH - 30) // (CARD_W + 4)
    over = st.phase == OVER
    shown_cards = [
        [c for c in st.hands[seat] if over or not st.hidden_from(perspective, seat, c)]
        for seat in range(n)
    ]
    # a seat's area: its name, money and ships, then up to two rows of its hand
    heights = [
        CARD_H + 10 + min(2, max(1, -(-len(st.hands[seat]) // per_row))) * (CARD_H + 6) + 10
        for seat in range(n)
    ]
    height = 20 + board_h + sum(heights) + BUTTON_H + 16
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}"'
        f' viewBox="0 0 {WIDTH} {height}" font-family="sans-serif">',
        f'<rect width="{WIDTH}" height="{height}" fill="#fbfaf6"/>',
    ]
    for b in range(4):
        x0 = 10 + b * BOARD_W
        chosen = st.chosen >> b & 1
        stroke = "#000000" if b == st.active else ("#777777" if chosen else "#bbbbbb")
        # The board's group holds its supplies, so a click anywhere on it chooses the board.
        out.append(
            f'<g id="board-{BOARDS[b]}" class="board"{help_of(board_help(st, b), lang, players)}>'
            f'<rect x="{x0}" y="10" width="{BOARD_W - 10}"'
            f' height="{board_h}" rx="8" fill="{BOARD_COLOURS[b]}" stroke="{stroke}"'
            f' stroke-width="{3 if b == st.active else 1}"/>'
            f'<text x="{x0 + 10}" y="32" font-size="15" font-weight="bold">{names[b]}</text>'
            f'<text x="{x0 + 10}" y="50" font-size="10">'
            f"{'колода' if lang == 'ru' else 'deck'} {len(st.decks[b])}, "
            f"{'сброс' if lang == 'ru' else 'discard'} {len(st.discards[b])}"
            f"{(SHORT_RU if lang == 'ru' else SHORT) if st.short >> b & 1 else ''}</text>"
        )
        label_cur = "текущие" if lang == "ru" else "current"
        out.append(f'<text x="{x0 + 10}" y="70" font-size="10">{label_cur}</text>')
        for i, card in enumerate(st.current[b]):
            x, y = x0 + 6 + (i % 2) * (CARD_W + 3), 76 + (i // 2) * (CARD_H + 6)
            if card >= 0:
                helps = help_of(card_help(st, card, CURRENT), lang, players)
                _card(out, st.comps, card, x, y, f"card-{card_code(card)}", lang, marks, helps)
            else:
                _slot(out, x, y, figure_at.get(b * 10 + i, -1))
        fy = 76 + ((len(st.current[b]) + 1) // 2) * (CARD_H + 6) + 14
        label_fut = "будущие" if lang == "ru" else "future"
        out.append(f'<text x="{x0 + 10}" y="{fy - 4}" font-size="10">{label_fut}</text>')
        for i, card in enumerate(st.future[b]):
            x = x0 + 6 + i * (CARD_W + 3)
            if card >= 0:
                helps = help_of(card_help(st, card, FUTURE), lang, players)
                _card(out, st.comps, card, x, fy, f"card-{card_code(card)}", lang, marks, helps)
            else:
                _slot(out, x, fy, figure_at.get(b * 10 + 5 + i, -1))
        out.append("</g>")
    y0 = 20 + board_h

    def owner(seat: int) -> int | None:
        """Whose a player's card is, for its help (None: the reader's own)."""
        return None if seat == perspective else seat

    # the cards of the fulfilment in progress are outlined like highlighted ones
    loaded = {f"hand-{card_code(c)}" for c in st.fx.cards()} if st.fx is not None else set()
    for seat in range(n):
        y = y0 + sum(heights[:seat])
        player_h = heights[seat]
        is_hm = seat == st.hm
        out.append(
            f'<g id="player-{seat}"{help_of(player_help(st, seat), lang, players)}>'
            f'<rect x="10" y="{y}" width="{WIDTH - 20}"'
            f' height="{player_h - 8}" rx="8" fill="#ffffff" stroke="{SEAT_COLOURS[seat]}"'
            f' stroke-width="{3 if seat == st.to_move() else 1}"/>'
            f'<circle cx="28" cy="{y + 18}" r="8" fill="{SEAT_COLOURS[seat]}"'
            f' data-seat="{seat}"/>{mark(seat, 28, y + 18, 5, SEAT_COLOURS[seat])}'
            f'<text x="42" y="{y + 23}" font-size="13" font-weight="bold">'
            f"{escape(_player(seat, lang, players))}: ${st.money[seat]}</text></g>"
        )
        if is_hm:
            out.append(
                f'<g id="harbor-master"{help_of(harbor_master_help(), lang, players)}>'
                f"{_token(160, y + 6, lang)}</g>"
            )
        for i, ship in enumerate(st.ships[seat]):
            _card(
                out,
                st.comps,
                ship,
                330 + i * (CARD_W + 4),
                y + 4,
                f"ship-{card_code(ship)}",
                lang,
                marks | {f"ship-{card_code(c)}" for c in (st.fx.ships if st.fx else [])},
                help_of(card_help(st, ship, SHIPS, owner(seat)), lang, players),
            )
        shown = shown_cards[seat]
        hidden = len(st.hands[seat]) - len(shown)
        slots: list[int | None] = [*shown, *([None] * hidden)]
        for i, item in enumerate(slots[: 2 * per_row]):
            x = 20 + (i % per_row) * (CARD_W + 4)
            top = y + CARD_H + 10 + (i // per_row) * (CARD_H + 6)
            if item is None:
                out.append(
                    f'<rect x="{x}" y="{top}" width="{CARD_W}" height="{CARD_H}" rx="5"'
                    ' fill="#5d6d7e" stroke="#1b2631"/>'
                )
            else:
                helps = help_of(card_help(st, item, HAND, owner(seat)), lang, players)
                _card(
                    out,
                    st.comps,
                    item,
                    x,
                    top,
                    f"hand-{card_code(item)}",
                    lang,
                    marks | loaded,
                    helps,
                )
        if len(slots) > 2 * per_row:
            more = len(slots) - 2 * per_row
            words = f"ещё {more}" if lang == "ru" else f"{more} more"
            out.append(f'<text x="{WIDTH - 90}" y="{y + 23}" font-size="11">{words}</text>')
    phase = PHASE_WORDS[PHASES[st.phase]][1 if lang == "ru" else 0]
    status = f"{'раунд' if lang == 'ru' else 'round'} {st.round} · {phase}"
    if st.phase == OVER:
        result = st.outcome()
        if result is not None:
            status += (" · ПО " if lang == "ru" else " · VP ") + ", ".join(
                str(int(s)) for s in result.scores
            )
    out.append(f'<text x="10" y="{height - 20}" font-size="12">{escape(status)}</text>')
    out.extend(_buttons(st, perspective, height, lang, players))
    out.append("</svg>")
    return "".join(out)


def move_targets(st: PacketRowState, move: Act) -> list[str]:
    """The SVG element ids a move concerns (clicking them picks the move)."""
    verb = move.verb
    if verb == mv.BOARD:
        return [f"board-{BOARDS[move.a]}"]
    if verb in (mv.TAKE, mv.ASSIST):
        return [f"card-{card_code(move.a)}"]
    if verb == mv.SHIP:
        return [f"ship-{card_code(move.a)}"]
    if verb in (mv.CASH, mv.CONTRACT, mv.USE, mv.CAPTAIN):
        return [f"hand-{card_code(move.a)}"]
    if verb == mv.MERCHANT:
        return [f"hand-{card_code(move.a)}", f"hand-{card_code(move.b)}"]
    if verb == mv.PASS:
        return ["button-pass"]
    if verb == mv.DONE:
        return ["button-done"]
    return [f"player-{st.to_move()}"]
