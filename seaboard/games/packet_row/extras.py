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
Titles and names come in English or Russian (``lang``): ``WORDS`` holds the texts and ``NAMES``
the names, the Russian ones as in the seed and the game's own texts.
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
    BOARD_NAMES,
    BOARD_NAMES_RU,
    DESTINATION_NAMES,
    DESTINATION_NAMES_RU,
    GOLD1,
    GOLD2,
    GOODS,
    GOODS_CARD,
    GOODS_RU,
    KIND_NAMES,
    KIND_NAMES_RU,
    MONEY,
    START_DECK,
    VP,
    Components,
    deck_of,
)
from seaboard.games.packet_row.constants import FINAL, STARTING_MONEY
from seaboard.games.packet_row.moves import Act
from seaboard.games.packet_row.scoring import DOLLARS_PER_VP, vp_by_source
from seaboard.games.packet_row.state import PacketRowState

VP_SOURCES: Final = (
    *(f"VP cards: {name.lower()}" for name in BOARD_NAMES),
    f"money (${DOLLARS_PER_VP} = 1 VP)",
    "bankers",
)
VP_SOURCES_RU: Final = (
    *(f"карты ПО: {name.lower()}" for name in BOARD_NAMES_RU),
    f"деньги ({DOLLARS_PER_VP} $ = 1 ПО)",
    "банкиры",
)
DOLLAR_SOURCES: Final = (
    "starting money",
    "contracts",
    "money cards",
    "goods bought",
    "gold bars bought",
    "VP cards bought",
)
DOLLAR_SOURCES_RU: Final = (
    "стартовые деньги",
    "контракты",
    "карты денег",
    "покупка товаров",
    "покупка слитков",
    "покупка карт ПО",
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
USAGE_RU: Final = (
    "выполнений",
    "контрактов выполнено",
    "начальных контрактов выполнено",
    "контрактов выполнено в конце",
    "контрактов не выполнено",
    "кораблей использовано",
    "капитанов использовано",
    "торговцев использовано",
    "слитков использовано",
    "ассистентов использовано",
    "единиц товара потеряно",
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
NAMES: Final = {
    "en": {
        "vp": VP_SOURCES,
        "dollars": DOLLAR_SOURCES,
        "usage": USAGE,
        "goods": GOODS,
        "destinations": DESTINATION_NAMES,
        "kinds": KIND_NAMES,
    },
    "ru": {
        "vp": VP_SOURCES_RU,
        "dollars": DOLLAR_SOURCES_RU,
        "usage": USAGE_RU,
        "goods": GOODS_RU,
        "destinations": DESTINATION_NAMES_RU,
        "kinds": KIND_NAMES_RU,
    },
}
"""The sources, counts and the game's names of the blocks, per language."""
WORDS: Final = {
    "en": {
        "vp": "Victory points by source (per seat-game, by bot)",
        "score": "Final score by source (per seat-game, by bot)",
        "vp_by_seat": "Victory points by seat and source (per game)",
        "dollars": "Dollars by source (per seat-game, by bot; spending is negative)",
        "contracts": "Contracts fulfilled by goods type (per seat-game, by bot)",
        "ships": "Ships sent by destination, after captains (per seat-game, by bot)",
        "taken": "Cards taken by kind (per seat-game, by bot)",
        "usage": "Contracts and special cards (per seat-game, by bot)",
        "length": "Game length",
        "source": "source",
        "vp_per_game": "VP per game",
        "dollars_per_game": "dollars per game",
        "goods": "goods",
        "contracts_per_game": "contracts per game",
        "destination": "destination",
        "ships_per_game": "loaded ships per game",
        "kind": "card kind",
        "cards_per_game": "cards per game",
        "bot": "bot",
        "total": "total VP",
        "final_money": "final $",
        "seat": "seat {seat}",
        "rounds": "{games} finished games: {mean:.1f} rounds on average"
        " (fewest {fewest}, most {most}).",
        "skipped": " {skipped} unfinished record(s) left out.",
        "game": "Packet Row",
        "none": "No finished game to replay.",
    },
    "ru": {
        "vp": "Победные очки по источникам (на место за партию, по ботам)",
        "score": "Итоговый счёт по источникам (на место за партию, по ботам)",
        "vp_by_seat": "Победные очки по местам и источникам (за партию)",
        "dollars": "Доллары по источникам (на место за партию, по ботам; траты со знаком минус)",
        "contracts": "Выполненные контракты по видам товаров (на место за партию, по ботам)",
        "ships": "Корабли по странам назначения, после капитанов (на место за партию, по ботам)",
        "taken": "Взятые карты по видам (на место за партию, по ботам)",
        "usage": "Контракты и особые карты (на место за партию, по ботам)",
        "length": "Длина партии",
        "source": "источник",
        "vp_per_game": "ПО за партию",
        "dollars_per_game": "долларов за партию",
        "goods": "товар",
        "contracts_per_game": "контрактов за партию",
        "destination": "страна назначения",
        "ships_per_game": "гружёных кораблей за партию",
        "kind": "вид карты",
        "cards_per_game": "карт за партию",
        "bot": "бот",
        "total": "всего ПО",
        "final_money": "деньги в конце, $",
        "seat": "место {seat}",
        "rounds": "Завершённых партий: {games}; раундов в среднем {mean:.1f}"
        " (меньше всего {fewest}, больше всего {most}).",
        "skipped": " Неоконченных записей пропущено: {skipped}.",
        "game": "Корабельный ряд",
        "none": "Нет завершённой партии для разбора.",
    },
}
"""Titles, axis labels, column names and sentences of the blocks, per language."""


@dataclass
class Ledger:
    """One seat's game: VP by ``VP_SOURCES`` (``scoring.vp_by_source`` at the end), dollars
    by ``DOLLAR_SOURCES`` (spending is negative), cards taken by kind, contracts by goods
    type, shipments by destination (after captains) and the ``USAGE`` counts."""

    vp: list[int] = field(default_factory=list)
    dollars: list[int] = field(default_factory=lambda: [0] * len(DOLLAR_SOURCES))
    taken: list[int] = field(default_factory=lambda: [0] * len(KIND_NAMES))
    contracts: list[int] = field(default_factory=lambda: [0] * len(GOODS))
    shipments: list[int] = field(default_factory=lambda: [0] * len(DESTINATION_NAMES))
    usage: list[int] = field(default_factory=lambda: [0] * len(USAGE))


def _take(comps: Components, ledger: Ledger, card: int, assisted: bool) -> None:
    """Taking a card (seed 000, "Правила взятия карт"): pay goods, gold and VP cards."""
    kind = comps.kind[card]
    ledger.taken[kind] += 1
    if assisted:
        ledger.usage[ASSISTANTS] += 1
    if kind in _SPENDING:
        ledger.dollars[_SPENDING[kind]] -= comps.cost[card]
    if kind == MONEY:
        ledger.dollars[MONEY_CARDS] += comps.value[card]


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
    for seat, (book, vp) in enumerate(zip(books, vp_by_source(state), strict=True)):
        book.vp = vp
        book.usage[UNFULFILLED] = len(state.contracts_of(seat))
    return books, state.round


def _add(total: list[float], values: Sequence[float]) -> None:
    for i, value in enumerate(values):
        total[i] += value


def report_extras(records: Sequence[Record], lang: str = "en") -> list[dict[str, Any]]:
    """VP and dollars by source, cards taken, contracts, shipments and card use per bot
    (averaged per seat-game), VP by seat, and the game length in rounds, in English or
    Russian (``lang``)."""
    words = WORDS["ru" if lang == "ru" else "en"]
    names = NAMES["ru" if lang == "ru" else "en"]
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
        seated = record.seats or [words["seat"].format(seat=s) for s in range(record.num_players)]
        for seat, book in enumerate(books):
            name = seated[seat]
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
        return [{"title": words["game"], "kind": "text", "text": words["none"]}]
    bots = sorted(sums)

    def per_game(key: str) -> dict[str, list[float]]:
        return {name: [v / seat_games[name] for v in sums[name][key]] for name in bots}

    def bars(
        title: str, labels: Sequence[str], series: dict[str, list[float]], x: str, y: str
    ) -> dict[str, Any]:
        return {
            "title": title,
            "kind": "bar",
            "labels": list(labels),
            "series": series,
            "xlabel": x,
            "ylabel": y,
        }

    vp, dollars, usage = per_game("vp"), per_game("dollars"), per_game("usage")
    skipped = len(records) - len(rounds)
    length = words["rounds"].format(
        games=len(rounds), mean=sum(rounds) / len(rounds), fewest=min(rounds), most=max(rounds)
    ) + (words["skipped"].format(skipped=skipped) if skipped else "")
    return [
        bars(words["vp"], names["vp"], vp, words["source"], words["vp_per_game"]),
        {
            "title": words["score"],
            "kind": "table",
            "columns": [words["bot"], *names["vp"], words["total"], words["final_money"]],
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
            "title": words["vp_by_seat"],
            "kind": "heatmap",
            "rows": [words["seat"].format(seat=s) for s in range(seats)],
            "columns": list(names["vp"]),
            "values": [
                [v / games_at_seat[s] if games_at_seat[s] else None for v in by_seat[s]]
                for s in range(seats)
            ],
        },
        bars(
            words["dollars"], names["dollars"], dollars, words["source"], words["dollars_per_game"]
        ),
        bars(
            words["contracts"],
            names["goods"],
            per_game("contracts"),
            words["goods"],
            words["contracts_per_game"],
        ),
        bars(
            words["ships"],
            names["destinations"],
            per_game("shipments"),
            words["destination"],
            words["ships_per_game"],
        ),
        bars(
            words["taken"],
            names["kinds"],
            per_game("taken"),
            words["kind"],
            words["cards_per_game"],
        ),
        {
            "title": words["usage"],
            "kind": "table",
            "columns": [words["bot"], *names["usage"]],
            "rows": [[name, *(round(v, 2) for v in usage[name])] for name in bots],
        },
        {"title": words["length"], "kind": "text", "text": length},
    ]
