"""Packet Row's extras for the lab's HTML report (docs/lab.md, "Per-game extras").

Each saved record is replayed with the game's own moves, and every seat's game is written in a
``Ledger``: where its victory points came from (seed 000, "Подсчёт очков и определение
победителя": VP cards, 1 VP per full $10, bankers), where its dollars came from and went
(the $25 to start, contract payouts, money cards, which are all cashed by the end, less what
goods, gold bars and VP cards cost; "Правила взятия карт"), the cards it took by kind, the
contracts it fulfilled by goods type, its shipments by destination and the special cards it
used (captains, merchants, gold bars, assistants). Contracts pay dollars, not VP: they show in
the dollars, which turn into VP only through the final money. A seat's VP by source add up to
its final score, and its dollars by source to its final money.
Standard library only: the lab draws the plots from the returned blocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.components import (
    BANKER,
    BOARD_NAMES,
    DESTINATION_NAMES,
    GOLD1,
    GOLD2,
    GOODS,
    GOODS_CARD,
    KIND_NAMES,
    MONEY,
    START_DECK,
    VP,
    Components,
    deck_of,
)
from seaboard.games.packet_row.constants import FINAL, STARTING_MONEY
from seaboard.games.packet_row.moves import Act
from seaboard.games.packet_row.scoring import DOLLARS_PER_VP, banker_points
from seaboard.games.packet_row.state import PacketRowState

VP_SOURCES: Final = (
    *(f"VP cards: {name.lower()}" for name in BOARD_NAMES),
    f"money (${DOLLARS_PER_VP} = 1 VP)",
    "bankers",
)
MONEY_VP: Final = len(BOARD_NAMES)
BANKER_VP: Final = MONEY_VP + 1
DOLLAR_SOURCES: Final = (
    "starting money",
    "contracts",
    "money cards",
    "goods bought",
    "gold bars bought",
    "VP cards bought",
)
START, CONTRACTS, MONEY_CARDS, GOODS_BOUGHT, GOLD_BOUGHT, VP_BOUGHT = range(len(DOLLAR_SOURCES))
_SPENDING: Final = {GOODS_CARD: GOODS_BOUGHT, GOLD1: GOLD_BOUGHT, GOLD2: GOLD_BOUGHT, VP: VP_BOUGHT}
GOLD_UNITS: Final = {GOLD1: 1, GOLD2: 2}
"""Goods a gold bar stands for (seed 000, "Золотые слитки")."""
USAGE: Final = (
    "fulfilments",
    "contracts fulfilled",
    "starting contract fulfilled",
    "contracts fulfilled at the end",
    "contracts left unfulfilled",
    "ships used",
    "captains used",
    "merchants used",
    "gold bars used",
    "assistants used",
    "goods units lost",
)
(
    FULFILMENTS,
    FULFILLED,
    STARTING,
    AT_END,
    UNFULFILLED,
    SHIPS,
    CAPTAINS,
    MERCHANTS,
    GOLD,
    ASSISTANTS,
    LOST,
) = range(len(USAGE))


@dataclass
class Ledger:
    """One seat's game: VP by ``VP_SOURCES``, dollars by ``DOLLAR_SOURCES`` (spending is
    negative), cards taken by kind, contracts by goods type, shipments by destination (after
    captains) and the ``USAGE`` counts."""

    vp: list[int] = field(default_factory=lambda: [0] * len(VP_SOURCES))
    dollars: list[int] = field(default_factory=lambda: [0] * len(DOLLAR_SOURCES))
    taken: list[int] = field(default_factory=lambda: [0] * len(KIND_NAMES))
    contracts: list[int] = field(default_factory=lambda: [0] * len(GOODS))
    shipments: list[int] = field(default_factory=lambda: [0] * len(DESTINATION_NAMES))
    usage: list[int] = field(default_factory=lambda: [0] * len(USAGE))
    bankers: int = 0


def _take(comps: Components, ledger: Ledger, card: int, assisted: bool) -> None:
    """Taking a card (seed 000, "Правила взятия карт"): pay goods, gold and VP cards."""
    kind = comps.kind[card]
    ledger.taken[kind] += 1
    if assisted:
        ledger.usage[ASSISTANTS] += 1
    if kind in _SPENDING:
        ledger.dollars[_SPENDING[kind]] -= comps.cost[card]
    if kind == VP:
        ledger.vp[deck_of(card)] += comps.vp[card]
    elif kind == MONEY:
        ledger.dollars[MONEY_CARDS] += comps.value[card]
    elif kind == BANKER:
        ledger.bankers += 1


def _fulfil(state: PacketRowState, ledger: Ledger) -> None:
    """A completed fulfilment (``done``; seed 000, "Выполнение контрактов")."""
    comps = state.comps
    fx = state.fx
    assert fx is not None
    contracts = fx.all_contracts()
    usage = ledger.usage
    usage[FULFILMENTS] += 1
    usage[FULFILLED] += len(contracts)
    usage[STARTING] += sum(1 for k in contracts if deck_of(k) == START_DECK)
    if state.phase == FINAL:
        usage[AT_END] += len(contracts)
    usage[SHIPS] += len(fx.ships)
    usage[CAPTAINS] += sum(1 for c in fx.captains if c >= 0)
    usage[MERCHANTS] += len(fx.merchants)
    supplied = 0
    for card in fx.used:
        kind = comps.kind[card]
        if kind == GOODS_CARD:
            supplied += comps.amount[card]
        else:
            usage[GOLD] += 1
            supplied += GOLD_UNITS[kind]
    usage[LOST] += supplied - sum(comps.amount[k] for k in contracts)
    for k in contracts:
        ledger.dollars[CONTRACTS] += comps.payout[k]
        ledger.contracts[comps.goods[k]] += 1
    for dest in fx.dests:  # every ship of a fulfilment carries a contract (fulfil.py)
        ledger.shipments[dest] += 1


def ledgers(record: Record) -> tuple[list[Ledger], int] | None:
    """Every seat's ledger and the rounds played, by replaying ``record`` (None when the
    record does not reach the end of the game)."""
    spec = get_game("packet_row")
    state = spec.new_state(record.num_players, record.options)
    assert isinstance(state, PacketRowState)
    books = [Ledger() for _ in range(record.num_players)]
    for book in books:
        book.dollars[START] = STARTING_MONEY
    comps = state.comps
    for text in record.moves:
        move = spec.parse_move(state, text)
        assert isinstance(move, Act)
        seat = state.to_move()
        if move.verb in (mv.TAKE, mv.ASSIST):
            _take(comps, books[seat], move.a, move.verb == mv.ASSIST)
        elif move.verb == mv.DONE:
            _fulfil(state, books[seat])
        state.apply(move)
    if not state.is_terminal():
        return None
    money = [sum(book.dollars) for book in books]
    bonus = banker_points(money, [book.bankers for book in books])
    for seat, book in enumerate(books):
        book.vp[MONEY_VP] = money[seat] // DOLLARS_PER_VP
        book.vp[BANKER_VP] = bonus[seat]
        book.usage[UNFULFILLED] = len(state.contracts_of(seat))
    return books, state.round


def _add(total: list[float], values: Sequence[float]) -> None:
    for i, value in enumerate(values):
        total[i] += value


def report_extras(records: Sequence[Record]) -> list[dict[str, Any]]:
    """VP and dollars by source, cards taken, contracts, shipments and card use per bot
    (averaged per seat-game), VP by seat, and the game length in rounds."""
    sums: dict[str, dict[str, list[float]]] = {}
    seat_games: dict[str, int] = {}
    seats = max(record.num_players for record in records)
    by_seat = [[0.0] * len(VP_SOURCES) for _ in range(seats)]
    games_at_seat = [0] * seats
    rounds: list[int] = []
    for record in records:
        replayed = ledgers(record)
        if replayed is None:
            continue
        books, played = replayed
        rounds.append(played)
        names = record.seats or [f"seat {s}" for s in range(record.num_players)]
        for seat, book in enumerate(books):
            name = names[seat]
            seat_games[name] = seat_games.get(name, 0) + 1
            bot = sums.setdefault(name, {})
            for key, values in (
                ("vp", book.vp),
                ("dollars", book.dollars),
                ("taken", book.taken),
                ("contracts", book.contracts),
                ("shipments", book.shipments),
                ("usage", book.usage),
            ):
                _add(bot.setdefault(key, [0.0] * len(values)), values)
            _add(by_seat[seat], book.vp)
            games_at_seat[seat] += 1
    if not rounds:
        return [{"title": "Packet Row", "kind": "text", "text": "No finished game to replay."}]
    bots = sorted(sums)

    def per_game(key: str) -> dict[str, list[float]]:
        return {name: [v / seat_games[name] for v in sums[name][key]] for name in bots}

    vp, dollars, usage = per_game("vp"), per_game("dollars"), per_game("usage")
    skipped = len(records) - len(rounds)
    length = (
        f"{len(rounds)} finished games: {sum(rounds) / len(rounds):.1f} rounds on average"
        f" (fewest {min(rounds)}, most {max(rounds)})."
        + (f" {skipped} unfinished record(s) left out." if skipped else "")
    )
    return [
        {
            "title": "Victory points by source (per seat-game, by bot)",
            "kind": "bar",
            "labels": list(VP_SOURCES),
            "series": vp,
            "xlabel": "source",
            "ylabel": "VP per game",
        },
        {
            "title": "Final score by source (per seat-game, by bot)",
            "kind": "table",
            "columns": ["bot", *VP_SOURCES, "total VP", "final $"],
            "rows": [
                [
                    name,
                    *(round(v, 2) for v in vp[name]),
                    round(sum(vp[name]), 2),
                    round(sum(dollars[name]), 2),
                ]
                for name in bots
            ],
        },
        {
            "title": "Victory points by seat and source (per game)",
            "kind": "heatmap",
            "rows": [f"seat {s}" for s in range(seats)],
            "columns": list(VP_SOURCES),
            "values": [
                [v / games_at_seat[s] if games_at_seat[s] else None for v in by_seat[s]]
                for s in range(seats)
            ],
        },
        {
            "title": "Dollars by source (per seat-game, by bot; spending is negative)",
            "kind": "bar",
            "labels": list(DOLLAR_SOURCES),
            "series": dollars,
            "xlabel": "source",
            "ylabel": "dollars per game",
        },
        {
            "title": "Contracts fulfilled by goods type (per seat-game, by bot)",
            "kind": "bar",
            "labels": list(GOODS),
            "series": per_game("contracts"),
            "xlabel": "goods",
            "ylabel": "contracts per game",
        },
        {
            "title": "Ships sent by destination, after captains (per seat-game, by bot)",
            "kind": "bar",
            "labels": list(DESTINATION_NAMES),
            "series": per_game("shipments"),
            "xlabel": "destination",
            "ylabel": "loaded ships per game",
        },
        {
            "title": "Cards taken by kind (per seat-game, by bot)",
            "kind": "bar",
            "labels": list(KIND_NAMES),
            "series": per_game("taken"),
            "xlabel": "card kind",
            "ylabel": "cards per game",
        },
        {
            "title": "Contracts and special cards (per seat-game, by bot)",
            "kind": "table",
            "columns": ["bot", *USAGE],
            "rows": [[name, *(round(v, 2) for v in usage[name])] for name in bots],
        },
        {"title": "Game length", "kind": "text", "text": length},
    ]
