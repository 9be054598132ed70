"""Cartagena's fixed-size encodings for the RL adapters (docs/rl.md; seed 003 "Ход игры").

Actions (``action_catalogue``, 260 for any seat count and variant):

- ``0..221``: ``play SYMBOL FROM``, symbol-major: ``6 * 37``, FROM = start (0) or space 1-36;
- ``222..257``: ``back SPACE`` for spaces 1-36;
- ``258``: ``end``; ``259``: ``pass``.

Observation (``encode_observation``, 544 floats in [0, 1] (counts scaled and capped at 1),
every block seat-relative: block 0 is the
observing seat, then the seats after it in turn order; spectators see from seat 0):

- phase one-hot (5); seat to move relative one-hot (5) and a chance flag (1); actions taken
  this turn / 3, cards owed / 6, round / max rounds seen as 200 (3); seat count one-hot 2-5 (4);
- board: 36 spaces x 6 symbols one-hot (216), zeros where no segment is laid yet;
- pirates: 5 seats x 38 positions (fortress, spaces, boat), pirates there / 6 (190);
- hands: 5 seats x (6 symbol counts / 6 + a "visible" flag) (35); hand sizes / 12 (5);
- deck size / 102 and discard counts / 17 (7);
- Tortuga row: 12 cards x 6 symbols one-hot (72), zeros for empty slots or Jamaica;
- a game-over flag (1).

Only the standard library is used: this module is part of the rules package.
"""

from __future__ import annotations

from typing import Any, Final

from seaboard.games.cartagena.moves import (
    BACK_MOVES,
    BOAT,
    END_MOVE,
    MAX_SEATS,
    PASS_MOVE,
    PLAY_MOVES,
)
from seaboard.games.cartagena.options import HAND_SIZE, MAX_ACTIONS, PIRATES, ROW_SIZE, SPACES
from seaboard.games.cartagena.phases import PHASES
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS

_SYMBOL: Final = {name: i for i, name in enumerate(SYMBOLS)}
ROUND_SCALE: Final = 200.0
DECK_SCALE: Final = 102.0
DISCARD_SCALE: Final = 17.0
HAND_SCALE: Final = 2.0 * HAND_SIZE
POSITIONS: Final = BOAT + 1

OBSERVATION_SIZE: Final = (
    len(PHASES)
    + MAX_SEATS
    + 1
    + 3
    + (MAX_SEATS - 1)
    + SPACES * NUM_SYMBOLS
    + MAX_SEATS * POSITIONS
    + MAX_SEATS * (NUM_SYMBOLS + 1)
    + MAX_SEATS
    + 1
    + NUM_SYMBOLS
    + ROW_SIZE * NUM_SYMBOLS
    + 1
)

_CATALOGUE: Final = (
    [str(PLAY_MOVES[symbol][square]) for symbol in range(NUM_SYMBOLS) for square in range(BOAT)]
    + [str(BACK_MOVES[square]) for square in range(1, SPACES + 1)]
    + [str(END_MOVE), str(PASS_MOVE)]
)


def action_catalogue(num_players: int, options: Any) -> list[str]:
    """Every decision's notation, in the fixed order of the module docstring."""
    return list(_CATALOGUE)


def max_chance_outcomes(num_players: int, options: Any) -> int:
    """Setup lays one of 6 segments on one of 2 sides: the widest chance point."""
    return 2 * NUM_SYMBOLS


def encode_observation(view: dict[str, Any]) -> list[float]:
    """A seat's view (``state.view(seat)``) as ``OBSERVATION_SIZE`` floats."""
    n = int(view["num_players"])
    me = view["seat"] if isinstance(view["seat"], int) else 0
    order = [(me + k) % n for k in range(n)]
    out: list[float] = []

    phase = [0.0] * len(PHASES)
    phase[PHASES.index(view["phase"])] = 1.0
    out += phase
    mover = [0.0] * (MAX_SEATS + 1)
    if view["to_move"] == "chance":
        mover[MAX_SEATS] = 1.0
    elif view["phase"] != "over":
        mover[(int(view["to_move"]) - me) % n] = 1.0
    out += mover
    out += [
        view["actions"] / MAX_ACTIONS,
        view["cards_owed"] / HAND_SIZE,
        min(1.0, view["round"] / ROUND_SCALE),
    ]
    seats = [0.0] * (MAX_SEATS - 1)
    seats[n - 2] = 1.0
    out += seats

    board = [0.0] * (SPACES * NUM_SYMBOLS)
    for space, name in enumerate(view["board"]):
        board[space * NUM_SYMBOLS + _SYMBOL[name]] = 1.0
    out += board

    pirates = [0.0] * (MAX_SEATS * POSITIONS)
    for slot, seat in enumerate(order):
        for position in view["pirates"][seat]:
            pirates[slot * POSITIONS + position] += 1.0 / PIRATES
    out += pirates

    hands = [0.0] * (MAX_SEATS * (NUM_SYMBOLS + 1))
    sizes = [0.0] * MAX_SEATS
    for slot, seat in enumerate(order):
        hand = view["hands"][seat]
        base = slot * (NUM_SYMBOLS + 1)
        if hand is not None:
            for name, count in hand.items():
                hands[base + _SYMBOL[name]] = min(1.0, count / HAND_SIZE)
            hands[base + NUM_SYMBOLS] = 1.0
        sizes[slot] = min(1.0, view["hand_sizes"][seat] / HAND_SCALE)
    out += hands
    out += sizes

    out.append(min(1.0, view["deck_size"] / DECK_SCALE))
    out += [min(1.0, view["discard"][name] / DISCARD_SCALE) for name in SYMBOLS]

    row = [0.0] * (ROW_SIZE * NUM_SYMBOLS)
    for slot, name in enumerate(view["row"][:ROW_SIZE]):
        row[slot * NUM_SYMBOLS + _SYMBOL[name]] = 1.0
    out += row
    out.append(1.0 if view["phase"] == "over" else 0.0)
    return out


def observation_range(num_players: int, options: Any) -> tuple[float, float]:
    """Every number ``encode_observation`` gives lies in this range (docs/rl.md)."""
    return (0.0, 1.0)
