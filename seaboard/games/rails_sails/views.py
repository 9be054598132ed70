"""What each seat may know, and resampling the rest (seed 002: hidden hands and tickets;
RULINGS.md "All games": perfect-recall views).

A seat sees: its own hand, tickets and the tickets it put under the ticket deck (while they
stay there); of the others, the size of each hand by deck, the cards seen taken face-up and not
yet possibly spent (``known``), the number of tickets; everything on the table. Blind draws by
others and the order of the unseen ticket pool are never in a view.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from seaboard.core.move import Move
from seaboard.games.rails_sails.cards import CODES, NKINDS, SINGLE
from seaboard.games.rails_sails.moves import Deal, DealTicket, Keep

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState


def _cards(counts: list[int]) -> dict[str, int]:
    return {CODES[kind]: count for kind, count in enumerate(counts) if count}


def _hidden_tickets(state: RailsSailsState, seat: int | None) -> bool:
    return state.phase != 5  # OVER: tickets are shown at the final scoring


def view(state: RailsSailsState, seat: int | None) -> dict[str, Any]:
    from seaboard.games.rails_sails.state import PHASE_NAMES

    hide = _hidden_tickets(state, seat)
    players = []
    for p in range(state.num_players):
        hand = state.hands[p]
        entry: dict[str, Any] = {
            "train_cards": sum(hand[:SINGLE]),
            "ship_cards": sum(hand[SINGLE:]),
            "trains": state.trains[p],
            "ships": state.ships[p],
            "box_trains": state.box_trains[p],
            "box_ships": state.box_ships[p],
            "route_points": state.route_pts[p],
            "exchanged": state.exchanged[p],
            "harbors_built": state.built[p],
            "tickets": len(state.held[p]),
            "pending": len(state.pending[p]),
        }
        if p == seat:
            entry["hand"] = _cards(hand)
            entry["held"] = list(state.held[p])
            entry["drawn"] = list(state.pending[p])
        else:
            entry["known_cards"] = _cards(state.known[p])
            if not hide:
                entry["held"] = list(state.held[p])
            elif seat is not None:
                bit, knowers = 1 << seat, state.ticket_knowers
                entry["known_held"] = [t for t in state.held[p] if knowers.get(t, 0) & bit]
                entry["known_drawn"] = [t for t in state.pending[p] if knowers.get(t, 0) & bit]
        players.append(entry)
    pool = len(state.pool)
    result: dict[str, Any] = {
        "game": "rails_sails",
        "seat": seat,
        "phase": PHASE_NAMES[state.phase],
        "to_move": state.to_move(),
        "current": state.cur,
        "first": state.first,
        "turns": state.turns,
        "final_turns_left": state.final_left,
        "faceup": [CODES[k] if k >= 0 else None for k in state.faceup],
        "deck_sizes": [state.deck_size(0), state.deck_size(1)],
        "discard": _cards(state.discard),
        "ticket_deck": pool + len(state.bottom),
        "ticket_bottom_placed_by": [placer for _, placer in state.bottom],
        "ticket_bottom_mine": [
            [pool + index, ticket]
            for index, (ticket, placer) in enumerate(state.bottom)
            if placer == seat
        ],
        "routes": {state.world.routes[r].id: o for r, o in enumerate(state.owner) if o >= 0},
        "harbors": {state.world.cities[c].id: o for c, o in enumerate(state.harbor) if o >= 0},
        "players": players,
    }
    if state.phase == 5:
        result["end_reason"] = state.end_reason
        result["final"] = [_breakdown(state, p) for p in range(state.num_players)]
    return result


def _breakdown(state: RailsSailsState, seat: int) -> dict[str, Any]:
    score = state.seat_score(seat)
    return {
        "total": score.total,
        "routes": score.routes,
        "exchange": score.exchange,
        "tickets": score.tickets,
        "harbors": score.harbors,
        "unbuilt_harbors": score.unbuilt,
        "ticket_lines": [list(line) for line in score.ticket_lines],
        "harbor_lines": [[state.world.cities[c].id, n, pts] for c, n, pts in score.harbor_lines],
    }


def determinize(state: RailsSailsState, seat: int | None, rng: random.Random) -> RailsSailsState:
    """A copy with the hidden cards and tickets resampled, consistent with ``seat``'s view."""
    twin = state.copy()
    others = [p for p in range(state.num_players) if p != seat]
    # cards: the deck and the unknown part of other hands are one pool per deck
    for lo, hi in ((0, SINGLE), (SINGLE, NKINDS)):
        pool: list[int] = []
        needs = []
        for kind in range(lo, hi):
            pool.extend([kind] * twin.deck[kind])
        for p in others:
            hand, known = twin.hands[p], twin.known[p]
            unknown = 0
            for kind in range(lo, hi):
                extra = hand[kind] - known[kind]
                pool.extend([kind] * extra)
                unknown += extra
                hand[kind] = known[kind]
            needs.append((p, unknown))
        rng.shuffle(pool)
        for kind in range(lo, hi):
            twin.deck[kind] = 0
        at = 0
        for p, unknown in needs:
            for kind in pool[at : at + unknown]:
                twin.hands[p][kind] += 1
            at += unknown
        for kind in pool[at:]:
            twin.deck[kind] += 1
    _deal_tickets(twin, seat, others, rng)
    return twin


def _deal_tickets(
    twin: RailsSailsState, seat: int | None, others: list[int], rng: random.Random
) -> None:
    """Resample the tickets hidden from ``seat``: the pool, others' drawn and kept tickets
    (except those ``seat`` knows, having put them under the deck) and the bottom tickets placed
    by others. What other seats know of a hand stays with the place, not the ticket."""
    bit = 0 if seat is None else 1 << seat
    knowers = twin.ticket_knowers
    hide_held = _hidden_tickets(twin, seat)
    hidden = list(twin.pool)
    slot_knowers = [0] * len(hidden)
    places: list[tuple[list[int], bool]] = []  # (a seat's list, sorted) with hidden tickets
    for p in others:
        lists = [(twin.pending[p], False)] + ([(twin.held[p], True)] if hide_held else [])
        for tickets, ordered in lists:
            unknown = [t for t in tickets if not knowers.get(t, 0) & bit]
            if unknown:
                places.append((tickets, ordered))
                hidden += unknown
                slot_knowers += [knowers.pop(t, 0) for t in unknown]
    hidden += [t for t, placer in twin.bottom if placer != seat]
    slot_knowers += [0] * (len(hidden) - len(slot_knowers))
    rng.shuffle(hidden)
    at = len(twin.pool)
    twin.pool = sorted(hidden[:at])
    for tickets, ordered in places:
        for index, ticket in enumerate(tickets):
            if not knowers.get(ticket, 0) & bit:
                tickets[index] = hidden[at]
                if slot_knowers[at]:
                    knowers[hidden[at]] = slot_knowers[at]
                at += 1
        if ordered:
            tickets.sort()
    bottom = []
    for ticket, placer in twin.bottom:
        if placer != seat:
            ticket = hidden[at]
            at += 1
        bottom.append((ticket, placer))
    twin.bottom = bottom


def redacted(state: RailsSailsState, move: Move, seat: int | None) -> str:
    """A blind card or a ticket drawn by another seat shows as '?', a keep as a count."""
    from seaboard.games.rails_sails.state import HAND, PENDING

    if state.queue:
        dest = state.queue[0][1]
        if isinstance(move, Deal) and dest >= HAND and dest - HAND != seat and dest < PENDING:
            return "card ?"
        if isinstance(move, DealTicket) and dest - PENDING != seat:
            return "ticket ?"
    elif isinstance(move, Keep) and state.cur != seat:
        return f"keep ({len(move.tickets)} tickets)"
    return str(move)


def summary(state: RailsSailsState) -> str:
    """A few lines for transcripts: the table, markers and scores of every seat."""
    from seaboard.games.rails_sails.state import PHASE_NAMES

    faceup = " ".join(CODES[k] if k >= 0 else "-" for k in state.faceup)
    lines = [
        f"phase {PHASE_NAMES[state.phase]}, seat {state.cur}, turn {state.turns},"
        f" face-up [{faceup}], decks {state.deck_size(0)}/{state.deck_size(1)},"
        f" tickets {len(state.pool) + len(state.bottom)}"
    ]
    for p in range(state.num_players):
        routes = sum(1 for o in state.owner if o == p)
        lines.append(
            f"  seat {p}: {state.route_pts[p] - state.exchanged[p]} pts, {routes} routes,"
            f" {state.trains[p]} trains {state.ships[p]} ships, {state.built[p]} harbors,"
            f" {sum(state.hands[p])} cards, {len(state.held[p])} tickets"
        )
    return "\n".join(lines)
