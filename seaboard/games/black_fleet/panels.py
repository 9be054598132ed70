"""Black Fleet beside the board: each seat's fleet colour, its panel and the final doubloons
by source (seed 001: doubloons are the score; development and victory cards, hands, ships).

A panel shows what ``perspective`` may know (the seat's view): doubloons, revealed cards, hand
sizes, each ship's cargo; the seat's own face-down development cards and hands are private
(everyone's, once the game is over). The breakdown replays the game with the lab's ledger
(``extras.book``), so the end screen and the lab's report put every doubloon to one source.
"""

from __future__ import annotations

from seaboard.core.marks import seat_mark
from seaboard.core.message import Message, msg
from seaboard.core.panels import Breakdown, BreakdownRow, SeatPanel, Stat
from seaboard.games.black_fleet.moves import Act
from seaboard.games.black_fleet.render import FLEET_FILL
from seaboard.games.black_fleet.state import BlackFleetState
from seaboard.games.black_fleet.words import (
    cubes,
    dev_card,
    doubloons,
    fortune_card,
    goods,
    move_card,
)

D = "black_fleet:"


def seat_colours(st: BlackFleetState) -> list[tuple[str, Message]]:
    """Each seat's fleet colour as the board draws its ships (black moves first)."""
    return [
        (FLEET_FILL[st.colour_of(s)], msg(f"{D}fleet_{st.colour_of(s)}"))
        for s in range(st.num_players)
    ]


def _dev(st: BlackFleetState, seat: int, slot: int) -> Message:
    cost = doubloons(st.comp.tiers[slot])
    return msg(D + "dev_with_cost", card=dev_card(st.dev[seat][slot]), cost=cost)


def _merchant(st: BlackFleetState, seat: int) -> Message:
    if st.mpos[seat] < 0:
        return msg(D + "not_on_board")
    if not st.mcnt[seat]:
        return msg(D + "empty_hold")
    return cubes(st, st.mcnt[seat], st.mcol[seat])


def _pirate(st: BlackFleetState, seat: int) -> Message:
    if st.ppos[seat] < 0:
        return msg(D + "not_on_board")
    if st.pcargo[seat] < 0:
        return msg(D + "no_treasure")
    return msg(D + "treasure", goods=goods(st, st.pcargo[seat]))


def _listed(items: list[Message]) -> Message:
    """Several names as one value ("Insurance (5 doubloons), Expert Crew (11 doubloons)")."""
    return msg(D + "listed", items=items) if items else msg(D + "none")


def seat_panels(st: BlackFleetState, perspective: int | None) -> list[SeatPanel]:
    comp = st.comp
    colours = seat_colours(st)
    over = st.outcome() is not None
    panels = []
    for s in range(st.num_players):
        revealed = [k for k in range(4) if st.rev[s][k]]
        victory = (
            msg(D + "victory_bought")
            if st.vic[s]
            else msg(D + "victory_price", money=doubloons(st.vcost[s]))
        )
        stats = [
            Stat(
                msg(D + "stat_development"), msg(D + "of_total", n=len(revealed), total=4), "star"
            ),
            Stat(msg(D + "stat_revealed"), _listed([_dev(st, s, k) for k in revealed])),
            Stat(msg(D + "stat_victory"), victory, "flag"),
            Stat(msg(D + "stat_movement"), len(st.mhand[s]), "card"),
            Stat(msg(D + "stat_fortune"), len(st.fhand[s]), "card"),
            Stat(msg(D + "stat_merchant"), _merchant(st, s), "goods"),
            Stat(msg(D + "stat_pirate"), _pirate(st, s), "pirate"),
        ]
        private: list[Stat] = []
        if s == perspective or over:
            hidden = [_dev(st, s, k) for k in range(4) if not st.rev[s][k] and st.dev[s][k] >= 0]
            movement = [move_card(st, comp.move_cards[c].code) for c in st.mhand[s]]
            fortune = [msg(D + "named_fortune", card=fortune_card(f)) for f in st.fhand[s]]
            private = [
                Stat(msg(D + "stat_face_down"), _listed(hidden), "star"),
                Stat(msg(D + "stat_movement_hand"), _listed(movement), "card"),
                Stat(msg(D + "stat_fortune_hand"), _listed(fortune), "card"),
            ]
        panels.append(
            SeatPanel(
                colour=colours[s][0],
                colour_name=colours[s][1],
                score=Stat(msg(D + "stat_doubloons"), st.money[s], "coin"),
                stats=stats,
                private=private,
                mark=seat_mark(s),
            )
        )
    return panels


def score_breakdown(st: BlackFleetState) -> Breakdown | None:
    """The final doubloons by source (spending negative); None before the end, or for a
    position whose history does not start at the beginning of the game."""
    from seaboard.games.black_fleet.extras import SOURCES, book

    outcome = st.outcome()
    if outcome is None:
        return None
    start = BlackFleetState(st.num_players, st.options, st.comp)
    moves = [m for m in st.history if isinstance(m, Act)]
    game = book(start, moves)
    if game.final != st.money:
        return None
    rows = [
        BreakdownRow(
            msg(D + "source_" + source.replace(" ", "_")),
            [float(game.sources[s][source]) for s in range(st.num_players)],
        )
        for source in SOURCES
    ]
    return Breakdown(msg(D + "unit"), rows, [float(v) for v in outcome.scores])


def ranking_note(st: BlackFleetState) -> Message | None:
    """A victory card bought wins, the richest buyer first; the others, and everyone at the
    round limit, go by development cards revealed, then doubloons (seed 001, docs)."""
    outcome = st.outcome()
    if outcome is None or not outcome.ranked_beyond_scores():
        return None
    return msg(D + ("ranking_victory" if outcome.reason == "victory" else "ranking_revealed"))
