"""Packet Row's fixed-size encodings for the RL adapters (docs/rl.md; seed 000, "Ход игры",
"Выполнение контрактов").

Actions (``action_catalogue``, 892 for every seat count; the cards each family names come from
the component set of ``options.components``, whose deck compositions are fixed), in this order:

- ``board B`` for the 4 boards (4);
- ``take X`` then ``assist X`` for every card of the four board decks, by card number (2 x 160);
- ``pass`` (1);
- ``cash X`` for the 24 money cards (24);
- ``ship X`` for the 18 ships (18);
- ``captain C d`` for the 5 captains x 6 countries, captain-major (30);
- ``contract K`` for the 36 contracts, the 24 of the guild hall then the 12 starting ones (36);
- ``use X`` for the 28 goods cards and the 10 gold bars, by card number (38);
- ``merchant M G t`` for the 5 merchants x 28 goods cards x the 3 other goods types, merchant-
  major then goods card, types in the order wheat, cotton, hides, tobacco (420): a merchant only
  changes a goods card to another type (seed 000, "Торговец"), and whichever merchant, goods
  card or target the move generator picks, the triple is in this list;
- ``done`` (1).

Observation (``encode_observation``, ``OBSERVATION_SIZE`` = 1814 floats in [0, 1], the same for
every seat count). Seats are relative: block 0 is the observer, then the seats after it in turn
order (a spectator sees from seat 0); blocks of absent seats stay zero.

- cards: 172 cards (card number order) x 9 places (1548): held by relative seat 0-4 (hand or
  ships in front of it), in a current supply, in a future supply, in a discard pile, put into
  the fulfilment in progress (then also held by its owner). A card in no place is unseen: in a
  deck, in the box (2 players) or an opponent's hidden starting contract;
- merchant changes in the fulfilment in progress: the 42 market cards x 4 goods types (168);
- the fulfilment: in progress (1), its owner relative (5), the last ship's destination (6),
  a captain on the last ship (1), the last ship carries a contract (1), ships in it / 6 (1);
- phase one-hot (8); seat to move relative (5) and a chance flag (1); harbor master relative
  (5); board on offer (4);
- boards: 4 x (deck size / 42, "not fully refilled", chosen this round) (12);
- players: 5 x (money / 100 capped at 1, hidden cards, took a card this round, the board taken
  from one-hot (4), took from the future supply) (40);
- seat count one-hot 2-5 (4); round / 50 capped at 1 (1); starting contracts not dealt / 12 and
  cards in the box / 24 (2); the game is over (1).

Built from the view only (card codes, counts, flags), so it never needs the component set and
cannot leak what the view hides. Standard library only: this module is part of the rules package.
"""

from __future__ import annotations

from typing import Any, Final

from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.components import (
    BOARDS,
    CAPTAIN,
    CONTRACT,
    DECK_OFFSETS,
    DECK_SIZES,
    DESTINATIONS,
    GOLD1,
    GOLD2,
    GOODS,
    GOODS_CARD,
    MERCHANT,
    MONEY,
    NUM_CARDS,
    SHIP,
    START_DECK,
    card_code,
    load_components,
)
from seaboard.games.packet_row.constants import PHASES, REMOVED_WITH_TWO
from seaboard.games.packet_row.moves import DONE_MOVE, PASS_MOVE, Act

MAX_SEATS: Final = 5
MIN_SEATS: Final = 2
NUM_BOARDS: Final = len(BOARDS)
NUM_GOODS: Final = len(GOODS)
NUM_DESTINATIONS: Final = len(DESTINATIONS)
BOARD_CARDS: Final = DECK_OFFSETS[START_DECK]
"""Cards of the four board decks (numbers 0..159); the starting contracts follow."""
MARKET: Final = BOARDS.index("market")

HELD: Final = 0
"""Per card, places ``HELD + k``: held by relative seat k (0-4); then the places below."""
CURRENT: Final = MAX_SEATS
FUTURE: Final = MAX_SEATS + 1
DISCARD: Final = MAX_SEATS + 2
COMMITTED: Final = MAX_SEATS + 3
PLACES: Final = MAX_SEATS + 4

DECK_SCALE: Final = float(max(DECK_SIZES))
MONEY_SCALE: Final = 100.0
ROUND_SCALE: Final = 50.0
SHIP_SCALE: Final = 6.0
BOX_SCALE: Final = float(NUM_BOARDS * REMOVED_WITH_TWO)
FIGURE_FUTURE: Final = 5
"""A figure is ``board * 10 + slot``, plus 5 when taken from the future supply (rounds.py)."""

CARDS_AT: Final = 0
CONVERSIONS_AT: Final = CARDS_AT + NUM_CARDS * PLACES
FULFIL_AT: Final = CONVERSIONS_AT + DECK_SIZES[MARKET] * NUM_GOODS
PHASE_AT: Final = FULFIL_AT + 1 + MAX_SEATS + NUM_DESTINATIONS + 3
MOVER_AT: Final = PHASE_AT + len(PHASES)
HARBOR_AT: Final = MOVER_AT + MAX_SEATS + 1
ACTIVE_AT: Final = HARBOR_AT + MAX_SEATS
BOARDS_AT: Final = ACTIVE_AT + NUM_BOARDS
PLAYER_FEATURES: Final = 3 + NUM_BOARDS + 1
PLAYERS_AT: Final = BOARDS_AT + 3 * NUM_BOARDS
SEATS_AT: Final = PLAYERS_AT + MAX_SEATS * PLAYER_FEATURES
TAIL_AT: Final = SEATS_AT + MAX_SEATS - MIN_SEATS + 1
OBSERVATION_SIZE: Final = TAIL_AT + 4

_INDEX: Final = {card_code(card): card for card in range(NUM_CARDS)}
_PHASE: Final = {name: i for i, name in enumerate(PHASES)}
_BOARD: Final = {name: i for i, name in enumerate(BOARDS)}
_DESTINATION: Final = {name: i for i, name in enumerate(DESTINATIONS)}
_GOODS: Final = {name: i for i, name in enumerate(GOODS)}
MARKET_FIRST: Final = DECK_OFFSETS[MARKET]


def action_catalogue(num_players: int, options: Any) -> list[str]:
    """Every decision's notation, in the fixed order of the module docstring."""
    comps = load_components(options.components)
    kind = comps.kind

    def cards(*kinds: int) -> list[int]:
        return [card for card in range(NUM_CARDS) if kind[card] in kinds]

    moves: list[Act] = list(mv.BOARD_MOVES)
    for verb in (mv.TAKE, mv.ASSIST):
        moves += [mv.CARD_MOVES[verb][card] for card in range(BOARD_CARDS)]
    moves.append(PASS_MOVE)
    moves += [mv.CARD_MOVES[mv.CASH][card] for card in cards(MONEY)]
    moves += [mv.CARD_MOVES[mv.SHIP][card] for card in cards(SHIP)]
    moves += [Act(mv.CAPTAIN, c, d) for c in cards(CAPTAIN) for d in range(NUM_DESTINATIONS)]
    moves += [mv.CARD_MOVES[mv.CONTRACT][card] for card in cards(CONTRACT)]
    moves += [mv.CARD_MOVES[mv.USE][card] for card in cards(GOODS_CARD, GOLD1, GOLD2)]
    moves += [
        Act(mv.MERCHANT, m, g, t)
        for m in cards(MERCHANT)
        for g in cards(GOODS_CARD)
        for t in range(NUM_GOODS)
        if t != comps.goods[g]
    ]
    moves.append(DONE_MOVE)
    return [str(move) for move in moves]


def max_chance_outcomes(num_players: int, options: Any) -> int:
    """A draw (or a removal, or a deal) offers every card left in one deck: at most the
    largest deck; the first harbor master is one of at most 5 seats."""
    return max(*DECK_SIZES, num_players)


def _place(out: list[float], codes: list[str | None], place: int) -> None:
    index = _INDEX
    for code in codes:
        if code is not None:
            out[CARDS_AT + index[code] * PLACES + place] = 1.0


def _fulfilment(out: list[float], fx: dict[str, Any], me: int, n: int) -> None:
    out[FULFIL_AT] = 1.0
    out[FULFIL_AT + 1 + (fx["owner"] - me) % n] = 1.0
    at = FULFIL_AT + 1 + MAX_SEATS
    ships = fx["ships"]
    last = ships[-1]
    out[at + _DESTINATION[last["destination"]]] = 1.0
    at += NUM_DESTINATIONS
    out[at] = 1.0 if last["captain"] is not None else 0.0
    out[at + 1] = 1.0 if last["contracts"] else 0.0
    out[at + 2] = min(1.0, len(ships) / SHIP_SCALE)
    committed = list(fx["used"]) + list(fx["merchants"])
    for ship in ships:
        committed += [ship["ship"], ship["captain"], *ship["contracts"]]
    _place(out, committed, COMMITTED)
    for code, goods in fx["merchant_changes"].items():
        market = _INDEX[code] - MARKET_FIRST
        out[CONVERSIONS_AT + market * NUM_GOODS + _GOODS[goods]] = 1.0


def encode_observation(view: dict[str, Any]) -> list[float]:
    """A seat's view (``state.view(seat)``) as ``OBSERVATION_SIZE`` floats."""
    out = [0.0] * OBSERVATION_SIZE
    players = view["players"]
    n = len(players)
    me = view["seat"] if isinstance(view["seat"], int) else 0
    for slot in range(n):
        player = players[(me + slot) % n]
        _place(out, player["hand"], HELD + slot)
        _place(out, player["ships"], HELD + slot)
        at = PLAYERS_AT + slot * PLAYER_FEATURES
        out[at] = min(1.0, player["money"] / MONEY_SCALE)
        out[at + 1] = min(1.0, float(player["hidden_cards"]))
        figure = player["figure"]
        if figure >= 0:
            out[at + 2] = 1.0
            out[at + 3 + figure // 10] = 1.0
            if figure % 10 >= FIGURE_FUTURE:
                out[at + 3 + NUM_BOARDS] = 1.0
    for board, row in enumerate(view["boards"]):
        _place(out, row["current"], CURRENT)
        _place(out, row["future"], FUTURE)
        _place(out, row["discard"], DISCARD)
        at = BOARDS_AT + 3 * board
        out[at] = row["deck"] / DECK_SCALE
        out[at + 1] = 1.0 if row["short"] else 0.0
        out[at + 2] = 1.0 if row["chosen"] else 0.0
    _place(out, view["start_discard"], DISCARD)
    if view["fulfilment"] is not None:
        _fulfilment(out, view["fulfilment"], me, n)
    phase = view["phase"]
    out[PHASE_AT + _PHASE[phase]] = 1.0
    mover = view["to_move"]
    if mover >= 0:
        out[MOVER_AT + (mover - me) % n] = 1.0
    elif phase != "over":
        out[MOVER_AT + MAX_SEATS] = 1.0
    out[HARBOR_AT + (view["harbor_master"] - me) % n] = 1.0
    if view["active_board"] is not None:
        out[ACTIVE_AT + _BOARD[view["active_board"]]] = 1.0
    out[SEATS_AT + n - MIN_SEATS] = 1.0
    out[TAIL_AT] = min(1.0, view["round"] / ROUND_SCALE)
    out[TAIL_AT + 1] = view["starting_contracts_undealt"] / DECK_SIZES[START_DECK]
    out[TAIL_AT + 2] = min(1.0, view["box"] / BOX_SCALE)
    out[TAIL_AT + 3] = 1.0 if phase == "over" else 0.0
    return out


def observation_range(num_players: int, options: Any) -> tuple[float, float]:
    """Every number ``encode_observation`` gives lies in this range (docs/rl.md)."""
    return (0.0, 1.0)
