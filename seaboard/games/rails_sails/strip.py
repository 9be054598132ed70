"""The strip under the World map (seed 002, "Взятие карт", "Маршрутные карты"): the face-up
cards, the decks, each seat's figures, the perspective's marker stock, hand and tickets, and
at the end of the game every seat's hand and tickets. Every clickable piece is at least 44
units on its smaller side (28 CSS px when the 1440-unit board is shown 900 px wide).

Stable element ids: ``faceup-<slot>``, ``deck-train``, ``deck-ship``, ``deck-tickets``,
``ticket-<id>``, ``markers-<seat>`` (a seat's marker stock: its split and exchanges).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final
from xml.sax.saxutils import escape

from seaboard.games.rails_sails.cards import (
    ANCHOR,
    CODES,
    COLORS,
    DECK_NAMES,
    DOUBLE,
    SINGLE,
    WILD,
    color_of,
)
from seaboard.games.rails_sails.colours import FILL, PLAYER
from seaboard.games.rails_sails.cues import cue_swatch
from seaboard.games.rails_sails.help import (
    Reader,
    deck_help,
    faceup_help,
    hand_help,
    legend_help,
    markers_help,
    ticket_help,
    ticket_lights,
)
from seaboard.i18n import translate

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

OVER: Final = 5
CARD_W, CARD_H = 64.0, 48.0
RIGHT_X: Final = 840.0
TICKET_W, TICKET_H = 290.0, 44.0
SWATCH: Final = 14.0
"""The side of a seat's colour-and-mark square in the legend."""
PLAYER_NAMES: Final = ("red", "yellow", "green", "blue", "black")
DECK_LABELS: Final = {"en": ("train", "ship", "tickets"), "ru": ("вагоны", "паромы", "маршруты")}
LABELS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "faceup": "Face-up",
        "hand": "Cards of {player}",
        "own_hand": "Your cards",
        "player": "Player {n}",
        "tickets": "Tickets",
        "drawn": "drawn",
        "markers": "markers: {trains} trains, {ships} ships",
        "seat": "{player}: points {score}, trains {trains}, ships {ships},"
        " harbors left {harbors}, cards {tc}+{sc}, tickets {tickets}",
    },
    "ru": {
        "faceup": "Открытые карты",
        "hand": "Карты: {player}",
        "own_hand": "Ваши карты",
        "player": "Игрок {n}",
        "tickets": "Маршруты",
        "drawn": "взят",
        "markers": "фишки: вагонов {trains}, паромов {ships}",
        "seat": "{player}: очков {score}, вагонов {trains}, паромов {ships},"
        " Гаваней в запасе {harbors}, карт {tc}+{sc}, маршрутов {tickets}",
    },
}


def card_fill(kind: int) -> str:
    """The colour a card kind is drawn in (the wild is white with coloured stripes)."""
    return "#ffffff" if kind == WILD else FILL[COLORS[color_of(kind)]]


def card_shape(kind: int) -> str:
    """The picture of a card kind: ``train``, ``anchor`` (a train card with the harbour
    anchor), ``ship``, ``double`` (a double ship) or ``wild``."""
    if kind == WILD:
        return "wild"
    if kind < ANCHOR:
        return "train"
    if kind < WILD:
        return "anchor"
    return "ship" if kind < DOUBLE else "double"


def _wagon(x: float, y: float, ink: str) -> str:
    return (
        f'<rect x="{x - 14:.1f}" y="{y - 8:.1f}" width="28" height="13" rx="2" fill="none"'
        f' stroke="{ink}" stroke-width="2"/><circle cx="{x - 8:.1f}" cy="{y + 8:.1f}" r="3"'
        f' fill="{ink}"/><circle cx="{x + 8:.1f}" cy="{y + 8:.1f}" r="3" fill="{ink}"/>'
    )


def _hull(x: float, y: float, ink: str) -> str:
    return (
        f'<path d="M{x - 14:.1f} {y:.1f}h28l-6 8h-16z" fill="{ink}"/>'
        f'<path d="M{x:.1f} {y - 12:.1f}v11M{x:.1f} {y - 12:.1f}l9 9h-9" fill="none"'
        f' stroke="{ink}" stroke-width="2"/>'
    )


def _face(kind: int, cx: float, cy: float, ink: str) -> str:
    """What a card shows: a wagon, a wagon with an anchor, one or two ships, a star."""
    shape = card_shape(kind)
    if shape == "wild":
        stripes = "".join(
            f'<rect x="{cx - 25 + i * 10:.1f}" y="{cy - 14:.1f}" width="10" height="6"'
            f' fill="{FILL[COLORS[i]]}"/>'
            for i in range(5)
        )
        return stripes + _wagon(cx, cy + 4, "#000")
    if shape == "train":
        return _wagon(cx, cy, ink)
    if shape == "anchor":
        return _wagon(cx - 6, cy, ink) + (
            f'<text x="{cx + 16:.1f}" y="{cy + 6:.1f}" font-size="15" text-anchor="middle"'
            f' fill="{ink}">\u2693</text>'
        )
    if shape == "ship":
        return _hull(cx, cy + 2, ink)
    return _hull(cx - 9, cy + 2, ink) + _hull(cx + 9, cy + 2, ink)


def card(x: float, y: float, kind: int, ident: str = "", count: int = 0, helped: str = "") -> str:
    """A card picture (trains square-cornered, ships rounded); a ``count`` is shown in the
    corner; ``helped``: its help attributes."""
    color = card_fill(kind)
    ident_attr = f' id="{ident}"{helped}' if ident else ""
    ink = "#000" if color_of(kind) in (1, 5) or kind == WILD else "#fff"
    rx = 3 if kind < SINGLE else 14
    stroke = "#b7950b" if kind == WILD else "#000"
    corner = (
        f'<text x="{x + CARD_W - 4:.1f}" y="{y + 14:.1f}" font-size="13" font-weight="bold"'
        f' text-anchor="end" fill="{ink}">\u00d7{count}</text>'
        if count
        else ""
    )
    return (
        f'<g{ident_attr} class="card" data-card="{CODES[kind]}"><rect x="{x:.1f}"'
        f' y="{y:.1f}" width="{CARD_W:.0f}" height="{CARD_H:.0f}" rx="{rx}" fill="{color}"'
        f' stroke="{stroke}" stroke-width="{2 if kind == WILD else 1}"/>'
        f"{_face(kind, x + CARD_W / 2 - (6 if count else 0), y + CARD_H / 2 + 2, ink)}{corner}"
        "</g>"
    )


def card_picture(kind: int) -> str:
    """A card of ``kind`` alone, as its own SVG document (the rules page's card list)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 {CARD_W + 4:.0f}'
        f' {CARD_H + 4:.0f}" width="{CARD_W + 4:.0f}" height="{CARD_H + 4:.0f}"'
        f' font-family="sans-serif">{card(0, 0, kind)}</svg>'
    )


def _ticket_points(state: RailsSailsState, ticket: int, lang: str) -> str:
    """A ticket's points as its card shows them; a tour's three values (seed 002,
    "Маршруты-Путешествия")."""
    card = state.world.tickets[ticket]
    if card.is_tour:
        return translate(
            lang,
            "rails_sails:board_tour_points",
            points=card.points,
            any_points=card.any_points,
            penalty=card.penalty,
        )
    return translate(lang, "rails_sails:board_ticket_points", card.points)


def _tickets(
    state: RailsSailsState, seat: int, y: float, reader: Reader, names: list[str]
) -> tuple[list[str], float]:
    """``seat``'s tickets (kept, then the drawn ones to choose from) as cards in two
    columns from ``y``, each lighting its cities while its help is shown; returns the pieces
    and the bottom."""
    lang = reader.lang
    text = LABELS[lang]
    parts = [f'<text x="{RIGHT_X:.0f}" y="{y + 12:.0f}" font-size="13">{text["tickets"]}</text>']
    shown = [(t, False) for t in state.held[seat]] + [(t, True) for t in state.pending[seat]]
    bottom = y + 18
    for i, (tid, drawn) in enumerate(shown):
        ticket = state.world.tickets[tid]
        route = " > ".join(names[c] for c in ticket.cities)
        points = _ticket_points(state, tid, lang)
        tx = RIGHT_X + (i % 2) * (TICKET_W + 10)
        ty = y + 18 + (i // 2) * (TICKET_H + 6)
        note = f" · {translate(lang, 'rails_sails:board_ticket_drawn')}" if drawn else ""
        dash = ' stroke-dasharray="5 3"' if drawn else ""
        helped = reader.words(
            ticket_help(state, seat, tid, drawn), lights=ticket_lights(state.world, tid)
        )
        parts.append(
            f'<g id="ticket-{tid}" class="ticket"{helped}><rect x="{tx:.0f}" y="{ty:.0f}"'
            f' width="{TICKET_W:.0f}" height="{TICKET_H:.0f}" rx="5" fill="#fcf3cf"'
            f' stroke="#7d6608"{dash}/><text x="{tx + 6:.0f}" y="{ty + 17:.0f}"'
            f' font-size="11">{escape(route[:52])}</text><text x="{tx + 6:.0f}"'
            f' y="{ty + 35:.0f}" font-size="12" font-weight="bold">{escape(points + note)}'
            "</text></g>"
        )
        bottom = ty + TICKET_H
    return parts, bottom


def player_name(seat: int, lang: str, players: Sequence[str] | None) -> str:
    """The seat's player name ("Player 2" when the table gives none)."""
    if players is not None and 0 <= seat < len(players) and players[seat]:
        return players[seat]
    return LABELS[lang]["player"].format(n=seat + 1)


def _hand(
    state: RailsSailsState, seat: int, y: float, reader: Reader, heading: str
) -> tuple[list[str], float]:
    """``seat``'s cards under ``heading``, one picture per kind with its count and its help,
    from ``y``."""
    parts = [f'<text x="{RIGHT_X:.0f}" y="{y + 12:.0f}" font-size="13">{escape(heading)}</text>']
    x, row = RIGHT_X, y + 18
    for kind, count in enumerate(state.hands[seat]):
        if count:
            if x + CARD_W > 1440 - 10:
                x, row = RIGHT_X, row + CARD_H + 6
            helped = reader.words(hand_help(state, seat, kind, reader.perspective))
            parts.append(card(x, row, kind, f"hand-{seat}-{CODES[kind]}", count, helped))
            x += CARD_W + 4
    return parts, row + CARD_H


def _seat_lines(state: RailsSailsState, top: float, reader: Reader) -> list[str]:
    """One line per seat: its colour and mark (as on its claimed routes), name and figures."""
    lang, players = reader.lang, reader.players
    parts = []
    for seat in range(state.num_players):
        y = top + seat * 18
        mark = "\u25b6 " if seat == state.cur and state.phase != OVER else ""
        score = state.route_pts[seat] - state.exchanged[seat]
        if state.phase == OVER:
            score = state.seat_score(seat).total
        hand = state.hands[seat]
        line = LABELS[lang]["seat"].format(
            player=player_name(seat, lang, players),
            score=score,
            trains=state.trains[seat],
            ships=state.ships[seat],
            harbors=state.world.setup["harbors"] - state.built[seat],
            tc=sum(hand[:SINGLE]),
            sc=sum(hand[SINGLE:]),
            tickets=len(state.held[seat]),
        )
        parts.append(
            f'<g class="legend"{reader.words(legend_help(seat))}>'
            f"{cue_swatch(seat, 17, y - 4, SWATCH)}"
            f'<text x="30" y="{y:.0f}" font-size="12">{mark}{escape(line)}</text></g>'
        )
    return parts


def panel(
    state: RailsSailsState, top: float, reader: Reader, names: list[str]
) -> tuple[list[str], float]:
    """The strip from ``top`` as ``reader`` sees it (``names``: the cities'): returns its
    pieces and its height."""
    perspective, lang, players = reader.perspective, reader.lang, reader.players
    text = LABELS[lang]
    parts = [f'<text x="10" y="{top + 14:.0f}" font-size="13">{text["faceup"]}</text>']
    row = top + 22
    for slot, kind in enumerate(state.faceup):
        x = 10 + slot * (CARD_W + 14)
        helped = reader.words(faceup_help(state, slot))
        if kind >= 0:
            parts.append(card(x, row, kind, f"faceup-{slot}", helped=helped))
        else:
            parts.append(
                f'<rect id="faceup-{slot}" x="{x}" y="{row:.0f}" width="{CARD_W:.0f}"'
                f' height="{CARD_H:.0f}" fill="none" stroke="#aaa" stroke-dasharray="3"'
                f"{helped}/>"
            )
    decks = (
        (DECK_NAMES[0], state.deck_size(0), "#7f8c8d", 100.0),
        (DECK_NAMES[1], state.deck_size(1), "#21618c", 100.0),
        ("tickets", len(state.pool) + len(state.bottom), "#d4ac0d", 110.0),
    )
    x = 490.0
    for i, (name, size, fill, width) in enumerate(decks):
        ink = "#000" if name == "tickets" else "#fff"
        parts.append(
            f'<g id="deck-{name}" class="deck"{reader.words(deck_help(state, name))}>'
            f'<rect x="{x:.0f}" y="{row:.0f}"'
            f' width="{width:.0f}" height="{CARD_H:.0f}" rx="4" fill="{fill}" stroke="#000"/>'
            f'<text x="{x + width / 2:.0f}" y="{row + 29:.0f}" font-size="13"'
            f' text-anchor="middle" fill="{ink}">{DECK_LABELS[lang][i]} {size}</text></g>'
        )
        x += width + 8
    left = top + 92
    parts.extend(_seat_lines(state, left, reader))
    bottom = left + 18 * state.num_players
    if perspective is not None:
        seat = perspective
        label = text["markers"].format(trains=state.trains[seat], ships=state.ships[seat])
        parts.append(
            f'<g id="markers-{seat}" class="markers"{reader.words(markers_help(state, seat))}>'
            f'<rect x="10" y="{bottom:.0f}" width="300"'
            f' height="44" rx="8" fill="#fff" stroke="{PLAYER[seat]}" stroke-width="3"/>'
            f'<text x="24" y="{bottom + 27:.0f}" font-size="13">{escape(label)}</text></g>'
        )
        bottom += 50
    # the right column: the perspective's hand and tickets; at the end, everyone's
    if state.phase == OVER:
        seats = list(range(state.num_players))
    else:
        seats = [] if perspective is None else [perspective]
    right = top
    for seat in seats:
        if seat == perspective:
            heading = text["own_hand"]
        else:
            heading = text["hand"].format(player=player_name(seat, lang, players))
        pieces, right = _hand(state, seat, right, reader, heading)
        parts.extend(pieces)
        pieces, right = _tickets(state, seat, right + 6, reader, names)
        parts.extend(pieces)
        right += 12
    return parts, max(bottom, right) - top + 10
