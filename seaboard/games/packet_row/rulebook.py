"""Packet Row's rules as a page that teaches (``core.rulebook``), after seed 000: the goal, the
pieces (the four boards and their decks, money, the harbor master token, the figures, the
starting contracts), setting up, a round, fulfilling contracts, the end and scoring, then every
kind of card of each board with its count, its effect and its face drawn as at the table.

Counts, prices, payouts and sizes come from the component data (``data/cards.json``) and the
rules modules (``constants``, ``scoring``); the seed's examples are told with the cards of the
data that play them (``data/README.md``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from seaboard.core.message import Message, msg
from seaboard.core.rulebook import Entry, RuleBook, Section
from seaboard.games.packet_row.components import (
    ASSISTANT,
    BANKER,
    BOARDS,
    CAPTAIN,
    CONTRACT,
    DESTINATIONS,
    GOLD1,
    GOLD2,
    GOODS,
    GOODS_CARD,
    KIND_NAMES,
    MERCHANT,
    MONEY,
    SHIP,
    START_DECK,
    VP,
    Components,
    card_index,
    deck_of,
    load_components,
)
from seaboard.games.packet_row.constants import (
    CURRENT_SIZE,
    FUTURE_SIZE,
    REMOVED_WITH_TWO,
    SHORT_BOARDS_TO_END,
    STARTING_MONEY,
)
from seaboard.games.packet_row.help import card_title
from seaboard.games.packet_row.render import card_picture, figure_picture, token_picture
from seaboard.games.packet_row.scoring import (
    BANKER_VP_FEW,
    BANKER_VP_RICHEST,
    BANKER_VP_SECOND,
    DOLLARS_PER_VP,
    FEW_PLAYERS,
)
from seaboard.games.packet_row.words import contract_terms, country_to, goods_amount

P: Final = "packet_row:"
PLAYER_COUNTS: Final = ("two", "three", "four", "five")
"""The placeholders of the sentences that give a number for each player count (2..5)."""
DECK_KINDS: Final = (
    (CONTRACT, ASSISTANT, VP),
    (SHIP, CAPTAIN, GOLD1, GOLD2, VP),
    (GOODS_CARD, MERCHANT, VP),
    (MONEY, BANKER, VP),
)
"""The kinds of card each board's deck holds, in the seed's order ("Компоненты игры")."""
ROUND_EXAMPLE: Final = {"library": "M34", "one": "M22", "three": "M26"}
"""The cards of the seed's example round ("Пример раунда"): the Library, 1 and 3 tobacco."""
MOST_PLAYERS: Final = max(CURRENT_SIZE)
"""The most players the rules size a table for, one figure each ("Компоненты игры")."""
EXAMPLE_PLAYERS: Final = 4
"""The example round's table: Anya and the three players she asks."""
FIRST_EXAMPLE: Final = ("G01", ("M17", "M18"), "D01")
"""Anya's contract, goods cards and ship (seed 000, "Пример 1")."""
SECOND_EXAMPLE: Final = (("G08", "G13", "G14"), ("M28", "M12", "M10"), ("D04", "D13", "D16"))
"""Danil's contracts, goods cards (tobacco split, cotton left over) and ships ("Пример 2")."""
PICTURED: Final = {CONTRACT: "G07"}
"""The card whose face pictures a kind: the seed's own contract ("Контракт")."""
STARTING_PICTURED: Final = "S01"
"""The starting contract pictured: the one a review tells of (``data/README.md``)."""


def _card(code: str) -> int:
    """The number of the card printed ``code`` in the data."""
    index = card_index(code)
    assert index is not None, code
    return index


def _words(key: str, count: int, **values: Any) -> tuple[Message, ...]:
    """The paragraphs ``rules_<key>_1`` .. ``rules_<key>_<count>``, each with ``values``."""
    return tuple(msg(f"{P}rules_{key}_{n}", **values) for n in range(1, count + 1))


def _per_players(table: dict[int, int], extra: int = 0) -> dict[str, int]:
    """A number for each player count as the placeholders ``two`` .. ``five``."""
    return {word: table[n] - extra for n, word in enumerate(PLAYER_COUNTS, start=2)}


def _cards_of(comps: Components, deck: int, kind: int) -> list[int]:
    """The cards of one kind in one deck."""
    return [c for c in range(len(comps.kind)) if deck_of(c) == deck and comps.kind[c] == kind]


def _count(kind: int, cards: Iterable[int]) -> Message:
    """A number of cards of a kind: "24 contracts", «5 ассистентов»."""
    return msg(f"{P}rules_count_{KIND_NAMES[kind]}", len(list(cards)))


def _range(values: Iterable[int], key: str = "rules_dollars") -> Message:
    """The least and the most of ``values``, or the one value: "$4 to $5", "$4"."""
    listed = list(values)
    low, high = min(listed), max(listed)
    if low == high:
        return msg(f"{P}{key}", value=low)
    return msg(f"{P}{key}_range", low=low, high=high)


def _goal() -> Section:
    """What wins (seed 000, introduction; "Подсчёт очков и определение победителя")."""
    return Section("goal", msg(P + "rules_goal"), _words("goal", 2, dollars=DOLLARS_PER_VP))


def _deck(comps: Components, board: int) -> Message:
    """What a board's deck holds, by kind, with the counts of the data ("Компоненты игры")."""
    parts: dict[str, Any] = {
        KIND_NAMES[kind]: _count(kind, _cards_of(comps, board, kind)) for kind in DECK_KINDS[board]
    }
    if board == BOARDS.index("market"):
        each = _cards_of(comps, board, GOODS_CARD)
        parts["each"] = msg(f"{P}rules_count_each", len(each) // len(GOODS))
    size = sum(1 for c in range(len(comps.kind)) if deck_of(c) == board)
    return msg(
        f"{P}rules_pieces_{BOARDS[board]}", cards=msg(f"{P}rules_count_cards", size), **parts
    )


def _pieces(comps: Components, lang: str) -> Section:
    """The boards and their decks, money, the token, the figures, the starting contracts
    (seed 000, "Компоненты игры")."""
    starting = _cards_of(comps, START_DECK, CONTRACT)
    per_goods = len(starting) // len(GOODS)
    return Section(
        "pieces",
        msg(P + "rules_pieces"),
        (
            msg(P + "rules_pieces_1"),
            *(_deck(comps, board) for board in range(len(BOARDS))),
            msg(P + "rules_pieces_money"),
        ),
        entries=(
            Entry(
                msg(P + "rules_entry_start"),
                msg(P + "rules_entry_start_effect", each=msg(f"{P}rules_count_each", per_goods)),
                len(starting),
                card_picture(comps, _card(STARTING_PICTURED), lang),
            ),
            Entry(
                msg(P + "rules_entry_token"),
                msg(P + "rules_entry_token_effect"),
                picture=token_picture(lang),
            ),
            Entry(
                msg(P + "rules_entry_figure"),
                msg(P + "rules_entry_figure_effect"),
                MOST_PLAYERS,
                figure_picture(0),
            ),
        ),
    )


def _setup() -> Section:
    """Setting up, with the two-player rule and the supplies by player count (seed 000,
    "Подготовка к игре", "Особое правило при игре вдвоём")."""
    return Section(
        "setup",
        msg(P + "rules_setup"),
        (
            msg(P + "rules_setup_1"),
            msg(P + "rules_setup_2", money=STARTING_MONEY),
            msg(P + "rules_setup_two", REMOVED_WITH_TWO),
            msg(
                P + "rules_setup_3",
                future=msg(P + "rules_count_cards", FUTURE_SIZE),
                **_per_players(CURRENT_SIZE),
            ),
            msg(P + "rules_setup_4"),
        ),
    )


def _round() -> Section:
    """A round: the offer, taking and paying, the harbor master's take, the refill (seed 000,
    "Ход игры", "Правила взятия карт")."""
    return Section(
        "round",
        msg(P + "rules_round"),
        (
            *_words("round", 6),
            msg(
                P + "rules_round_refill",
                future=msg(P + "rules_count_cards", FUTURE_SIZE),
                **_per_players(CURRENT_SIZE, FUTURE_SIZE),
            ),
            msg(P + "rules_round_7"),
        ),
    )


def _example(comps: Components) -> Section:
    """The seed's example round, told with the cards of the data (seed 000, "Пример раунда")."""
    library, one, three = (_card(code) for code in ROUND_EXAMPLE.values())
    extra = CURRENT_SIZE[EXAMPLE_PLAYERS] - FUTURE_SIZE
    return Section(
        "example",
        msg(P + "rules_example"),
        (
            msg(
                P + "rules_example_1",
                library=card_title(comps, library),
                cost=comps.cost[library],
            ),
            msg(
                P + "rules_example_2",
                one=goods_amount(comps.goods[one], comps.amount[one]),
                three=goods_amount(comps.goods[three], comps.amount[three]),
                cost=comps.cost[one],
                price=comps.cost[three],
            ),
            msg(P + "rules_example_3"),
            msg(
                P + "rules_example_4",
                extra=msg(P + "rules_count_cards", extra),
                future=msg(P + "rules_count_cards", FUTURE_SIZE),
            ),
        ),
    )


def _first_example(comps: Components) -> Message:
    """Anya's single contract (seed 000, "Пример 1")."""
    contract, goods, ship = FIRST_EXAMPLE
    first, second = (_card(code) for code in goods)
    return msg(
        P + "rules_fulfil_example_1",
        terms=contract_terms(comps, _card(contract)),
        goods=goods_amount(comps.goods[first], comps.amount[first]),
        more=goods_amount(comps.goods[second], comps.amount[second]),
        to=country_to(comps.destination[_card(ship)]),
        payout=comps.payout[_card(contract)],
    )


def _second_example(comps: Components) -> Message:
    """Danil's three contracts at once (seed 000, "Пример 2")."""
    contracts, goods, ships = (tuple(_card(code) for code in group) for group in SECOND_EXAMPLE)
    payouts = [comps.payout[c] for c in contracts]
    return msg(
        P + "rules_fulfil_example_2",
        first=contract_terms(comps, contracts[0]),
        second=contract_terms(comps, contracts[1]),
        third=contract_terms(comps, contracts[2]),
        tobacco=goods_amount(comps.goods[goods[0]], comps.amount[goods[0]]),
        cotton=goods_amount(comps.goods[goods[1]], comps.amount[goods[1]]),
        more=goods_amount(comps.goods[goods[2]], comps.amount[goods[2]]),
        to1=country_to(comps.destination[ships[0]]),
        to2=country_to(comps.destination[ships[1]]),
        to3=country_to(comps.destination[ships[2]]),
        a=payouts[0],
        b=payouts[1],
        c=payouts[2],
        total=sum(payouts),
    )


def _fulfil() -> Section:
    """Fulfilling contracts with its helpers (seed 000, "Выполнение контрактов", "Правила
    выполнения контрактов", "Торговец", "Золотые слитки", "Капитан")."""
    return Section("fulfil", msg(P + "rules_fulfil"), _words("fulfil", 4))


def _faces(comps: Components, lang: str, *codes: str) -> tuple[str, ...]:
    """The faces of the cards printed ``codes``, drawn as at the table."""
    return tuple(card_picture(comps, _card(code), lang) for code in codes)


def _fulfil_examples(comps: Components, lang: str) -> tuple[Section, ...]:
    """The seed's two fulfilment examples, each with the cards it uses ("Пример 1", "Пример 2")."""
    contract, goods, ship = FIRST_EXAMPLE
    contracts, more_goods, ships = SECOND_EXAMPLE
    return (
        Section(
            "fulfil-one",
            msg(P + "rules_fulfil_single"),
            (_first_example(comps),),
            _faces(comps, lang, contract, *goods, ship),
        ),
        Section(
            "fulfil-many",
            msg(P + "rules_fulfil_several"),
            (_second_example(comps),),
            _faces(comps, lang, *contracts, *more_goods, *ships),
        ),
    )


def _end() -> Section:
    """When the game ends (seed 000, "Конец игры")."""
    return Section(
        "end",
        msg(P + "rules_end"),
        (msg(P + "rules_end_1", **_per_players(SHORT_BOARDS_TO_END)), msg(P + "rules_end_2")),
    )


def _scoring() -> Section:
    """The final fulfilments, victory points, bankers and ties (seed 000, "Подсчёт очков и
    определение победителя", "Банкир")."""
    return Section(
        "scoring",
        msg(P + "rules_scoring"),
        (
            msg(P + "rules_scoring_1"),
            msg(P + "rules_scoring_2", dollars=DOLLARS_PER_VP),
            msg(P + "rules_scoring_few", BANKER_VP_FEW, few=FEW_PLAYERS),
            msg(P + "rules_scoring_richest", BANKER_VP_RICHEST, more=FEW_PLAYERS + 1),
            msg(P + "rules_scoring_second", BANKER_VP_SECOND, more=FEW_PLAYERS + 1),
            msg(P + "rules_scoring_winner"),
        ),
    )


def _pictured(comps: Components, kind: int, cards: list[int]) -> int:
    """The card that pictures its kind: the one ``PICTURED`` names, else the first."""
    code = PICTURED.get(kind)
    return _card(code) if code is not None else cards[0]


def _plain(comps: Components, board: int, kind: int, lang: str, **values: Any) -> Entry:
    """A kind of card of one board in one entry: its title, effect, count and a face."""
    cards = _cards_of(comps, board, kind)
    name = KIND_NAMES[kind]
    return Entry(
        msg(f"{P}title_{name}"),
        msg(f"{P}rules_entry_{name}", **values),
        len(cards),
        card_picture(comps, _pictured(comps, kind, cards), lang),
    )


def _buildings(comps: Components, board: int, lang: str) -> tuple[Entry, ...]:
    """Each victory point card of a board's deck: its building, price and points, the
    cheapest first (seed 000, "Победные очки")."""
    cards = sorted(_cards_of(comps, board, VP), key=lambda c: (comps.cost[c], comps.vp[c]))
    return tuple(
        Entry(
            card_title(comps, card),
            msg(P + "rules_entry_vp", comps.vp[card], cost=comps.cost[card]),
            picture=card_picture(comps, card, lang),
        )
        for card in cards
    )


def _guild(comps: Components, lang: str) -> tuple[Entry, ...]:
    """Contracts and assistants (seed 000, "Карты зала гильдии")."""
    board = BOARDS.index("guild")
    contracts = _cards_of(comps, board, CONTRACT)
    return (
        _plain(
            comps,
            board,
            CONTRACT,
            lang,
            goods=_range((comps.amount[c] for c in contracts), "rules_number"),
            payout=_range(comps.payout[c] for c in contracts),
        ),
        _plain(comps, board, ASSISTANT, lang),
    )


def _ship(comps: Components, ships: list[int], destination: int, lang: str) -> Entry:
    """The merchant ships to one country (seed 000, "Торговый корабль")."""
    mine = [c for c in ships if comps.destination[c] == destination]
    to = country_to(destination)
    return Entry(
        msg(P + "rules_entry_ship_name", to=to),
        msg(P + "rules_entry_ship", to=to),
        len(mine),
        card_picture(comps, mine[0], lang),
    )


def _docks(comps: Components, lang: str) -> tuple[Entry, ...]:
    """Ships to each country, captains, gold bars (seed 000, "Карты доков")."""
    board = BOARDS.index("docks")
    ships = _cards_of(comps, board, SHIP)
    return (
        *(_ship(comps, ships, d, lang) for d in range(len(DESTINATIONS))),
        _plain(comps, board, CAPTAIN, lang),
        *(
            _plain(
                comps,
                board,
                kind,
                lang,
                cost=_range(comps.cost[c] for c in _cards_of(comps, board, kind)),
            )
            for kind in (GOLD1, GOLD2)
        ),
    )


def _goods(comps: Components, cards: list[int], goods: int, lang: str) -> Entry:
    """The goods cards of one kind (seed 000, "Товары")."""
    mine = [c for c in cards if comps.goods[c] == goods]
    name = msg(f"{P}goods_{GOODS[goods]}")
    return Entry(
        msg(P + "rules_entry_goods_name", goods=name),
        msg(
            P + "rules_entry_goods",
            amount=_range((comps.amount[c] for c in mine), "rules_number"),
            cost=_range(comps.cost[c] for c in mine),
        ),
        len(mine),
        card_picture(comps, mine[len(mine) // 2], lang),
    )


def _market(comps: Components, lang: str) -> tuple[Entry, ...]:
    """Goods of each kind and merchants (seed 000, "Карты рынка")."""
    board = BOARDS.index("market")
    cards = _cards_of(comps, board, GOODS_CARD)
    return (
        *(_goods(comps, cards, goods, lang) for goods in range(len(GOODS))),
        _plain(comps, board, MERCHANT, lang),
    )


def _bank(comps: Components, lang: str) -> tuple[Entry, ...]:
    """Money cards and bankers (seed 000, "Карты банка")."""
    board = BOARDS.index("bank")
    money = _cards_of(comps, board, MONEY)
    return (
        _plain(comps, board, MONEY, lang, value=_range(comps.value[c] for c in money)),
        _plain(comps, board, BANKER, lang),
    )


CARD_LISTS: Final = (_guild, _docks, _market, _bank)
"""Each board's own kinds of card, in board order."""


def _cards(comps: Components, board: int, lang: str) -> Section:
    """One board's cards: what is free and what is paid, then each kind and each building."""
    name = BOARDS[board]
    return Section(
        f"cards-{name}",
        msg(f"{P}rules_cards_{name}"),
        (msg(f"{P}rules_cards_{name}_1"),),
        entries=(*CARD_LISTS[board](comps, lang), *_buildings(comps, board, lang)),
    )


def rulebook(lang: str, comps: Components | None = None) -> RuleBook:
    """The rule book, its numbers and card faces from ``comps`` (the built-in cards unless
    given)."""
    cards = comps if comps is not None else load_components()
    return RuleBook(
        intro=msg(P + "rules_intro"),
        sections=(
            _goal(),
            _pieces(cards, lang),
            _setup(),
            _round(),
            _example(cards),
            _fulfil(),
            *_fulfil_examples(cards, lang),
            _end(),
            _scoring(),
            *(_cards(cards, board, lang) for board in range(len(BOARDS))),
        ),
    )
