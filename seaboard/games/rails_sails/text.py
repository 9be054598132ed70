"""A Rails & Sails position as text for the terminal (``GameSpec.render_text``, seed 002).

Shows only what ``viewer`` may know: the face-up cards and the decks, the World map with every
seat's routes and harbors (``worldmap``), each seat's routes by their cities with kind, length
and colour, the viewer's hand and tickets, and the tickets drawn and waiting to be kept,
numbered by the places ``keep #1 #3`` names (all tickets once the game is over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.core.message import Message
from seaboard.core.textview import flow
from seaboard.games.rails_sails import worldmap
from seaboard.games.rails_sails.cards import COLORS, NKINDS
from seaboard.games.rails_sails.words import cards, ticket_words
from seaboard.i18n import render, translate

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

HOW_KEYS = {"done": "text_done", "in order": "text_in_order", "any order": "text_any_order"}
"""How a finished ticket scored (``scoring.ticket_result``) as catalogue keys; else failed."""


def _t(lang: str, key: str, count: int | None = None, **values: object) -> str:
    return translate(lang, f"rails_sails:{key}", count, **values)


def _words(message: Message, lang: str) -> str:
    return render(message, lang)


def _player(seat: int, lang: str) -> str:
    return translate(lang, "core:player_n", n=seat + 1)


def city_name(state: RailsSailsState, index: int, lang: str) -> str:
    city = state.world.cities[index]
    return city.name_ru if lang == "ru" else city.name


def route_text(state: RailsSailsState, index: int, lang: str) -> str:
    """ "Lima – Valparaiso (3 ships, green)": the cities, the length in markers, the colour."""
    route = state.world.routes[index]
    length = _t(lang, "text_ships" if route.ship else "text_trains", route.length)
    colour = (
        _t(lang, "text_grey") if route.color < 0 else _t(lang, f"colour_m_{COLORS[route.color]}", 1)
    )
    a, b = city_name(state, route.a, lang), city_name(state, route.b, lang)
    return f"{a} – {b} ({length}, {colour})"


def hand_entries(counts: list[int], lang: str) -> list[str]:
    """Cards counted by kind ("2 wild cards"), or the word for none."""
    entries = [_words(cards(kind, counts[kind]), lang) for kind in range(NKINDS) if counts[kind]]
    return entries or [_t(lang, "none")]


def _header(state: RailsSailsState, lang: str) -> list[str]:
    from seaboard.games.rails_sails.state import OVER

    if state.phase == OVER:
        head = _t(lang, "text_over")
    else:
        head = _t(lang, "text_turn", turn=state.turns + 1, player=_player(state.cur, lang))
        if state.final_left > 0:
            head += " · " + _t(lang, "text_final_left", state.final_left)
    faceup = [_words(cards(kind), lang) for kind in state.faceup if kind >= 0]
    decks = _t(
        lang,
        "text_decks",
        train=state.deck_size(0),
        ship=state.deck_size(1),
        tickets=len(state.pool) + len(state.bottom),
    )
    return [head, *flow(_t(lang, "text_faceup") + " ", faceup), decks]


def _seat_lines(state: RailsSailsState, seat: int, viewer: int | None, lang: str) -> list[str]:
    from seaboard.games.rails_sails.state import OVER

    player = _player(seat, lang)
    routes = [route_text(state, r, lang) for r, owner in enumerate(state.owner) if owner == seat]
    harbors = [city_name(state, c, lang) for c, owner in enumerate(state.harbor) if owner == seat]
    lines = flow(f"{player}: ", routes or [_t(lang, "text_no_routes")], separator="; ")
    if harbors:
        lines.extend(flow("  " + _t(lang, "text_harbors") + " ", harbors))
    if seat != viewer and any(state.known[seat]):
        lines.extend(
            flow("  " + _t(lang, "text_seen") + " ", hand_entries(state.known[seat], lang))
        )
    if state.phase == OVER:
        score = state.seat_score(seat)
        parts = [
            f"{_t(lang, key)} {value}"
            for key, value in (
                ("source_routes", score.routes),
                ("source_exchanges", score.exchange),
                ("stat_tickets", score.tickets),
                ("source_harbors", score.harbors),
                ("source_unbuilt_harbors", score.unbuilt),
            )
        ]
        lines.extend(flow("  " + _t(lang, "text_final") + " ", parts))
        for tid, points, how in score.ticket_lines:
            result = _t(lang, HOW_KEYS.get(how, "text_failed"))
            ticket = _words(ticket_words(state.world, tid), lang)
            lines.extend(flow("  ", [f"{ticket}: {result}, {points:+d}"]))
    return lines


def board_text(state: RailsSailsState, viewer: int | None = None, lang: str = "en") -> str:
    from seaboard.games.rails_sails.state import OVER

    lines = _header(state, lang)
    names = [city_name(state, c, lang) for c in range(len(state.world.cities))]
    lines.extend(worldmap.draw(state.world, state.owner, state.harbor, names))
    lines.append(_t(lang, "text_legend"))
    for seat in range(state.num_players):
        lines.extend(_seat_lines(state, seat, viewer, lang))
    if viewer is not None:
        lines.extend(
            flow(_t(lang, "text_your_hand") + " ", hand_entries(state.hands[viewer], lang))
        )
        if state.phase != OVER:
            held = [_words(ticket_words(state.world, t), lang) for t in state.held[viewer]]
            lines.extend(
                flow(
                    _t(lang, "text_your_tickets") + " ", held or [_t(lang, "none")], separator="; "
                )
            )
        if state.pending[viewer]:
            lines.append(_t(lang, "text_drawn"))
            # places count the drawn tickets in increasing number, as ``Keep.slots`` do
            for place, tid in enumerate(sorted(state.pending[viewer]), start=1):
                lines.extend(flow(f"  #{place} ", [_words(ticket_words(state.world, tid), lang)]))
    return "\n".join(lines)
