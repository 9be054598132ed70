"""A plain-text picture of a Rails & Sails position for the terminal (``spec.render_text``).

Shows only what ``viewer`` may know: the table, every seat's public counts and routes, and the
viewer's own hand and tickets (all tickets once the game is over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.games.rails_sails.cards import CODES, SINGLE

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

SEAT_COLOURS = ("red", "yellow", "green", "blue", "black")


def _cards(counts: list[int]) -> str:
    return " ".join(f"{count}{CODES[k]}" for k, count in enumerate(counts) if count) or "-"


def _ticket_line(state: RailsSailsState, seat: int, tid: int, note: str = "") -> str:
    ticket = state.world.tickets[tid]
    names = " > ".join(state.world.cities[c].name for c in ticket.cities)
    if ticket.is_tour:
        value = f"{ticket.points}/{ticket.any_points}/{ticket.penalty}"
    else:
        value = str(ticket.points)
    return f"  #{tid} {names} ({value}){note}"


def board_text(state: RailsSailsState, viewer: int | None = None) -> str:
    from seaboard.games.rails_sails.state import OVER, PHASE_NAMES

    faceup = " ".join(CODES[k] if k >= 0 else "-" for k in state.faceup)
    lines = [
        f"{PHASE_NAMES[state.phase]}: seat {state.cur + 1} to play, turn {state.turns}"
        + (f", {state.final_left} final turns left" if state.final_left > 0 else ""),
        f"face-up: {faceup}   decks: train {state.deck_size(0)}, ship {state.deck_size(1)},"
        f" tickets {len(state.pool) + len(state.bottom)}",
    ]
    for seat in range(state.num_players):
        hand = state.hands[seat]
        points = state.route_pts[seat] - state.exchanged[seat]
        if state.phase == OVER:
            points = state.seat_score(seat).total
        routes = [state.world.routes[r].id for r, o in enumerate(state.owner) if o == seat]
        harbors = [state.world.cities[c].name for c, o in enumerate(state.harbor) if o == seat]
        lines.append(
            f"seat {seat + 1} ({SEAT_COLOURS[seat]}): {points} pts, {state.trains[seat]} trains,"
            f" {state.ships[seat]} ships, cards {sum(hand[:SINGLE])}+{sum(hand[SINGLE:])},"
            f" {len(state.held[seat])} tickets"
        )
        if routes:
            lines.append("  routes: " + " ".join(routes))
        if harbors:
            lines.append("  harbors: " + ", ".join(harbors))
        known = state.known[seat]
        if seat != viewer and any(known):
            lines.append("  seen taken: " + _cards(known))
        if state.phase == OVER:
            score = state.seat_score(seat)
            lines.append(
                f"  final: routes {score.routes}, exchanges {score.exchange}, tickets"
                f" {score.tickets}, harbors {score.harbors}, unbuilt harbors {score.unbuilt}"
            )
            lines.extend(
                _ticket_line(state, seat, tid, f": {how}, {points:+d}")
                for tid, points, how in score.ticket_lines
            )
    if viewer is not None:
        lines.append(f"your hand: {_cards(state.hands[viewer])}")
        if state.phase != OVER:
            lines.append("your tickets:")
            lines.extend(_ticket_line(state, viewer, t) for t in state.held[viewer])
        lines.extend(_ticket_line(state, viewer, t, " - drawn") for t in state.pending[viewer])
    return "\n".join(lines)
