"""Black Fleet's extras for the lab's HTML report (docs/lab.md, "Per-game extras").

Each record is replayed with the game's own rules and every change of a seat's doubloons is
put down to its source (seed 001, "Использовать корабли", "Карты удачи", "Карты развития",
"Конец хода"):

- ``deliveries``: a sale's base price (the port's price per cube x cubes);
- ``robbing merchants``: 2 per cube a pirate robs;
- ``buried treasure``: the beach's value when a pirate buries its treasure;
- ``pirate bounties``: 2 per enemy pirate a navy ship sinks;
- ``fortune cards``: Extra Order, Secret Orders, Side Trading, Sunken Treasure;
- ``development cards``: what a revealed card adds (Secret Plans, Bounty Notice, Trade
  Agreement, Royal Charter, Bill of Lading, Delivery Bonus, Insurance, Weather Forecast) and
  the actions only a card allows (Smugglers' Code, Treasure Map burials on the turn of the
  robbery, Letter of Marque, Master Trader, Black Spot, Naval Detachment), kept per card too;
- ``other``: anything not explained above (none: a test holds it at zero);
- spending, as negative amounts: ``development cards bought`` and ``victory card bought``.

So each seat's sources add up exactly to its doubloons at the end of the game (everyone
starts with none). Also: development cards bought by bot and game length in rounds.
Titles and names come in English or Russian (``lang``): ``WORDS`` holds the texts,
``SOURCE_NAMES`` and ``END_NAMES`` the sources and endings; the Russian card names are the
game's own (its development card data, as in the seed).
Standard library only: the lab draws the plots from the returned blocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE
from seaboard.games.black_fleet import actions as rules
from seaboard.games.black_fleet.flow import WEATHER_FORECAST
from seaboard.games.black_fleet.moves import PIRATE, Act
from seaboard.games.black_fleet.state import DEV_SLUG, LUCKY, SHIPS, BlackFleetState
from seaboard.games.black_fleet.texts import dev_name

EARNED = (
    "deliveries",
    "robbing merchants",
    "buried treasure",
    "pirate bounties",
    "fortune cards",
    "development cards",
    "other",
)
SPENT = ("development cards bought", "victory card bought")
SOURCES = EARNED + SPENT
SOURCES_RU: Final = (
    "доставка товаров",
    "грабёж торговых кораблей",
    "спрятанные сокровища",
    "потопленные пираты",
    "карты удачи",
    "карты развития",
    "прочее",
    "покупка карт развития",
    "покупка карты победы",
)
SOURCE_NAMES: Final = {"en": SOURCES, "ru": SOURCES_RU}
"""The sources as shown, in the order of ``SOURCES``, per language."""
END_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {},
    "ru": {"victory": "карта победы", "max_rounds": "предел раундов"},
}
"""How a game ended (``state.over``) as shown, per language; one not listed shows as it is."""
WORDS: Final = {
    "en": {
        "doubloons": "Doubloons by source (per seat-game, by bot; spending negative)",
        "source": "source",
        "per_game": "doubloons per game",
        "by_card": "Doubloons from development cards, by card (per seat-game)",
        "card": "card",
        "bought": "Development cards bought (per seat-game, by bot)",
        "purchases": "Purchases (per seat-game, by bot)",
        "bot": "bot",
        "dev_cards": "development cards",
        "victory": "victory card",
        "length": "Game length in rounds",
        "games": "games",
        "mean": "mean",
        "min": "min",
        "max": "max",
        "ended": "ended by {end}",
        "seat": "seat {seat}",
    },
    "ru": {
        "doubloons": "Дублоны по источникам (на место за партию, по ботам; траты со знаком минус)",
        "source": "источник",
        "per_game": "дублонов за партию",
        "by_card": "Дублоны от карт развития, по картам (на место за партию)",
        "card": "карта",
        "bought": "Купленные карты развития (на место за партию, по ботам)",
        "purchases": "Покупки (на место за партию, по ботам)",
        "bot": "бот",
        "dev_cards": "карты развития",
        "victory": "карта победы",
        "length": "Длина партии в раундах",
        "games": "партий",
        "mean": "среднее",
        "min": "мин.",
        "max": "макс.",
        "ended": "конец: {end}",
        "seat": "место {seat}",
    },
}
"""Titles, axis labels and column names of the blocks, per language."""
CARD_ACTIONS = {
    "smuggle": rules.SMUGGLERS_CODE,
    "marque": rules.LETTER_OF_MARQUE,
    "trade": rules.MASTER_TRADER,
    "spot": rules.BLACK_SPOT,
    "detach": rules.NAVAL_DETACHMENT,
}
"""Actions that only a revealed development card allows, and that card."""


@dataclass
class GameDoubloons:
    """What one game's replay found, per seat."""

    sources: list[dict[str, int]]
    cards: list[dict[str, int]]
    """Doubloons each development card brought its owner (slug -> doubloons)."""
    bought: list[list[str]] = field(default_factory=list)
    """The development cards each seat bought (revealed), in order."""
    victory: list[bool] = field(default_factory=list)
    final: list[int] = field(default_factory=list)
    rounds: int = 0
    over: str = ""


def _sale_split(st: BlackFleetState, seat: int) -> tuple[int, dict[int, int]]:
    """A sale's base price and what each development card adds (``actions.sale_price``)."""
    count = st.mcnt[seat]
    price = st.comp.ports[st.comp.dock_port[st.mpos[seat]]].buys[st.mcol[seat]]
    base = price * count
    extra: dict[int, int] = {}
    if st.has(seat, rules.TRADE_AGREEMENT):
        extra[rules.TRADE_AGREEMENT] = (3 - price) * count
        price = 3
    if st.has(seat, rules.ROYAL_CHARTER) and price == 3:
        extra[rules.ROYAL_CHARTER] = count
        price = 4
    if st.has(seat, rules.BILL_OF_LADING):
        extra[rules.BILL_OF_LADING] = price
    if st.has(seat, rules.DELIVERY_BONUS):
        extra[rules.DELIVERY_BONUS] = 4 if count == 3 else 2 if count == 2 else 0
    if st.has(seat, rules.INSURANCE):
        extra[rules.INSURANCE] = 2 * st.stolen[seat]
    return base, extra


def _attribute(st: BlackFleetState, seat: int, move: Act) -> tuple[str, int, dict[int, int]]:
    """Before ``move`` of ``seat``: its base source and amount, and the development cards'
    shares (card -> doubloons); the rest of the gain is checked against these."""
    verb = move.verb
    if verb == "sell":
        base, extra = _sale_split(st, seat)
        return "deliveries", base, extra
    if verb == "rob":
        bonus = {rules.SECRET_PLANS: 2} if st.has(seat, rules.SECRET_PLANS) else {}
        return "robbing merchants", 2, bonus
    if verb == "sink":
        bonus = {rules.BOUNTY_NOTICE: 2} if st.has(seat, rules.BOUNTY_NOTICE) else {}
        return "pirate bounties", 2, bonus
    if verb == "bury":
        t = st.t
        if t.acted[PIRATE] and t.robbed and st.has(seat, rules.TREASURE_MAP):
            return "development cards", 0, {rules.TREASURE_MAP: 3}
        return "buried treasure", st.comp.beach[st.ppos[seat]], {}
    if verb in CARD_ACTIONS:
        return "development cards", 0, {CARD_ACTIONS[verb]: -1}
    if verb == "fortune":
        return "fortune cards", -1, {}
    if verb in ("end", "pass") and st.phase in (SHIPS, LUCKY):
        return "development cards", 0, {WEATHER_FORECAST: -1}
    return "other", 0, {}


class Ledger:
    """Follows one game move by move and books every change of doubloons to its source."""

    def __init__(self, num_players: int) -> None:
        n = num_players
        self.game = GameDoubloons(
            sources=[dict.fromkeys(SOURCES, 0) for _ in range(n)],
            cards=[{} for _ in range(n)],
            bought=[[] for _ in range(n)],
            victory=[False] * n,
        )

    def play(self, st: BlackFleetState, move: Act) -> None:
        """Apply ``move`` to ``st`` and book what it paid or cost."""
        actor = st.to_move()
        if actor == CHANCE:
            st.apply(move)
            return
        game = self.game
        before = st.money[:]
        source, base, shares = _attribute(st, actor, move)
        if move.verb == "buy" and move.args[0] != "victory":
            slot = st.comp.tiers.index(int(move.args[0]))
            game.bought[actor].append(DEV_SLUG[st.dev[actor][slot]])
        st.apply(move)
        for seat in range(st.num_players):
            gain = st.money[seat] - before[seat]
            if gain and seat != actor:  # Insurance: the owner of a merchant sunk by the actor
                _card(game, seat, rules.INSURANCE, gain)
        gain = st.money[actor] - before[actor]
        if move.verb == "buy":
            victory = move.args[0] == "victory"
            game.victory[actor] = game.victory[actor] or victory
            game.sources[actor][SPENT[1] if victory else SPENT[0]] += gain
        elif gain:
            _credit(game, actor, source, base, shares, gain)

    def finish(self, st: BlackFleetState) -> GameDoubloons:
        """The booked game, with the final doubloons, rounds played and how it ended."""
        self.game.final = st.money[:]
        self.game.rounds = st.round
        self.game.over = st.over
        return self.game


def replay(record: Record) -> GameDoubloons:
    """Doubloons by source, development cards bought and the length of one game."""
    spec = get_game("black_fleet")
    st = spec.new_state(record.num_players, record.options)
    assert isinstance(st, BlackFleetState)
    moves = []
    for text in record.moves:
        move = _PARSED.get(text)
        if move is None:
            parsed = spec.parse_move(st, text)
            assert isinstance(parsed, Act)
            _PARSED[text] = move = parsed
        moves.append(move)
    return book(st, moves)


def book(start: BlackFleetState, moves: Sequence[Act]) -> GameDoubloons:
    """Play ``moves`` from ``start`` (a new game, changed in place) and book every doubloon
    to its source: the lab's report and the end screen's breakdown (``panels``) share it."""
    ledger = Ledger(start.num_players)
    for move in moves:
        ledger.play(start, move)
    return ledger.finish(start)


_PARSED: dict[str, Act] = {}
"""Notation -> move, shared by replays (a few thousand notations at most: the catalogue's)."""


def _card(game: GameDoubloons, seat: int, card: int, amount: int) -> None:
    game.sources[seat]["development cards"] += amount
    slug = DEV_SLUG[card]
    game.cards[seat][slug] = game.cards[seat].get(slug, 0) + amount


def _credit(
    game: GameDoubloons, seat: int, source: str, base: int, shares: dict[int, int], gain: int
) -> None:
    """Split ``gain`` as ``_attribute`` found: ``-1`` means "all of it" for one card or a
    source; whatever the split leaves unexplained goes to ``other``."""
    if base == -1:
        game.sources[seat][source] += gain
        return
    if len(shares) == 1 and -1 in shares.values():
        card = next(iter(shares))
        _card(game, seat, card, gain)
        return
    game.sources[seat][source] += base
    for card, amount in shares.items():
        if amount:
            _card(game, seat, card, amount)
    game.sources[seat]["other"] += gain - base - sum(shares.values())


def report_extras(records: Sequence[Record], lang: str = "en") -> list[dict[str, Any]]:
    """Doubloons by source and development cards bought per bot, and game length, in English
    or Russian (``lang``; English cards by their slugs, Russian ones by their names)."""
    if not records:
        return []
    ru = lang == "ru"
    words = WORDS["ru" if ru else "en"]
    sources = SOURCE_NAMES["ru" if ru else "en"]
    ends_as = END_NAMES["ru" if ru else "en"]
    first = get_game("black_fleet").new_state(records[0].num_players, records[0].options)
    assert isinstance(first, BlackFleetState)
    comp = first.comp

    def card(slug: str) -> str:
        return dev_name(comp, slug, "ru" if ru else "en")

    def ended(over: str) -> str:
        return words["ended"].format(end=ends_as.get(over, over))

    totals: dict[str, list[float]] = {}
    cards: dict[str, dict[str, float]] = {}
    bought: dict[str, dict[str, float]] = {}
    victories: dict[str, float] = {}
    seat_games: dict[str, int] = {}
    rounds: list[int] = []
    ends: dict[str, int] = {}
    for record in records:
        game = replay(record)
        seated = record.seats or [words["seat"].format(seat=s) for s in range(record.num_players)]
        rounds.append(game.rounds)
        ends[game.over] = ends.get(game.over, 0) + 1
        for seat, name in enumerate(seated):
            seat_games[name] = seat_games.get(name, 0) + 1
            row = totals.setdefault(name, [0.0] * len(SOURCES))
            for i, source in enumerate(SOURCES):
                row[i] += game.sources[seat][source]
            for slug, amount in game.cards[seat].items():
                per = cards.setdefault(name, {})
                per[slug] = per.get(slug, 0.0) + amount
            for slug in game.bought[seat]:
                per = bought.setdefault(name, {})
                per[slug] = per.get(slug, 0.0) + 1
            victories[name] = victories.get(name, 0.0) + game.victory[seat]
    bots = sorted(seat_games)
    shown = [
        i
        for i, source in enumerate(SOURCES)
        if source != "other" or any(totals[b][i] for b in bots)
    ]
    series = {b: [round(totals[b][i] / seat_games[b], 2) for i in shown] for b in bots}
    card_rows = sorted({slug for per in cards.values() for slug in per})
    bought_cards = [slug for slug in DEV_SLUG if any(slug in bought.get(b, {}) for b in bots)]
    games = len(records)
    purchases: list[dict[str, Any]] = []
    if bought_cards:
        purchases.append(
            {
                "title": words["bought"],
                "kind": "heatmap",
                "rows": bots,
                "columns": [card(slug) for slug in bought_cards],
                "values": [
                    [bought.get(b, {}).get(slug, 0.0) / seat_games[b] for slug in bought_cards]
                    for b in bots
                ],
            }
        )
    return [
        {
            "title": words["doubloons"],
            "kind": "bar",
            "labels": [sources[i] for i in shown],
            "series": series,
            "xlabel": words["source"],
            "ylabel": words["per_game"],
        },
        {
            "title": words["by_card"],
            "kind": "table",
            "columns": [words["card"], *bots],
            "rows": [
                [
                    card(slug),
                    *(round(cards.get(b, {}).get(slug, 0.0) / seat_games[b], 2) for b in bots),
                ]
                for slug in card_rows
            ],
        },
        *purchases,
        {
            "title": words["purchases"],
            "kind": "table",
            "columns": [words["bot"], words["dev_cards"], words["victory"]],
            "rows": [
                [
                    b,
                    round(sum(bought.get(b, {}).values()) / seat_games[b], 2),
                    round(victories[b] / seat_games[b], 2),
                ]
                for b in bots
            ],
        },
        {
            "title": words["length"],
            "kind": "table",
            "columns": [
                words["games"],
                words["mean"],
                words["min"],
                words["max"],
                *(ended(k) for k in sorted(ends)),
            ],
            "rows": [
                [
                    games,
                    round(sum(rounds) / games, 1),
                    min(rounds),
                    max(rounds),
                    *(ends[k] for k in sorted(ends)),
                ]
            ],
        },
    ]
