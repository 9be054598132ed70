"""Cartagena's position code: one line holding the whole state, like FEN.

Fields, separated by single spaces::

    cartagena OPTIONS PHASE BOARD PIRATES HANDS DECK DISCARD ROW

- OPTIONS: ``-`` for the defaults, else ``key=value`` pairs joined by ``,``
  (``variant=tortuga,arrow=left,first_seat=1``).
- PHASE: ``phase/current/first/actions/owed/passes/dealt/turns_done/row_fill/end``, the phase
  as in ``phases.PHASES`` and ``end`` the end reason or ``-``.
- BOARD: the 36 symbol letters (F S P K B H) once laid; during setup the segments laid so far
  as ``1a.4b`` (or ``-``).
- PIRATES: per seat the six positions (0 fortress, 1-36 spaces, 37 boat) joined by ``.``;
  seats joined by ``/``.
- HANDS: per seat the counts of the six symbols in the order F S P K B H, joined by ``.``;
  seats joined by ``/``.
- DECK, DISCARD: six counts each.  ROW: the Tortuga row's letters left to right, or ``-``.

Example (2 players, Jamaica, the first turn)::

    cartagena - play/0/0/0/0/0/12/0/0/- BSHFSK... 0.0.0.0.0.0/0.0.0.0.0.0 1.2.0.1.1.1/... ...
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from seaboard.core.errors import InvalidCodeError, SeaboardError
from seaboard.core.options import build_options, options_to_json
from seaboard.games.cartagena.moves import BOAT
from seaboard.games.cartagena.options import PIRATES, Options, fixed_board
from seaboard.games.cartagena.phases import OVER, PHASES, SETUP_BOARD
from seaboard.games.cartagena.symbols import LETTERS, NUM_SYMBOLS

if TYPE_CHECKING:
    from seaboard.games.cartagena.state import CartagenaState

GAME_TAG = "cartagena"
COUNTERS = ("current", "first", "actions", "owed", "passes", "dealt", "turns_done", "row_fill")
"""The state's counters in the order of the PHASE field."""


def _counts(values: list[int]) -> str:
    return ".".join(map(str, values))


def encode(state: CartagenaState) -> str:
    """The position code of ``state``."""
    changed = options_to_json(state.options)
    options = ",".join(f"{k}={'' if v is None else v}" for k, v in changed.items()) or "-"
    counters = [str(getattr(state, name)) for name in COUNTERS]
    phase = "/".join([PHASES[state.phase], *counters, state.end_reason or "-"])
    if state.board:
        board = "".join(LETTERS[s] for s in state.board)
    else:
        board = ".".join(f"{code // 2 + 1}{'ab'[code % 2]}" for code in state.placed) or "-"
    pirates = "/".join(_counts(p) for p in state.pirates)
    hands = "/".join(_counts(h) for h in state.hands)
    row = "".join(LETTERS[s] for s in state.row) or "-"
    parts = [GAME_TAG, options, phase, board, pirates, hands]
    parts += [_counts(state.deck), _counts(state.discard), row]
    return " ".join(parts)


def _ints(text: str, size: int, what: str) -> list[int]:
    values = text.split(".")
    if len(values) != size or not all(v.isdigit() for v in values):
        raise InvalidCodeError(f"{what} must be {size} whole numbers joined by '.', not {text!r}")
    return [int(v) for v in values]


def decode(text: str, make_state: Callable[[int, Options], CartagenaState]) -> CartagenaState:
    """Read a position code; ``make_state(players, options)`` builds the blank state."""
    parts = text.split() if isinstance(text, str) else []
    if len(parts) != 9 or parts[0] != GAME_TAG:
        raise InvalidCodeError(f"a Cartagena code has 9 fields and starts with '{GAME_TAG}'")
    _, options_text, phase_text, board, pirates_text, hands_text, deck, discard, row = parts
    try:
        pairs = [] if options_text == "-" else [p.split("=", 1) for p in options_text.split(",")]
        if any(len(pair) != 2 for pair in pairs):
            raise InvalidCodeError(f"malformed options {options_text!r}")
        options = build_options(Options, {k: (v or None) for k, v in pairs})
        seats = pirates_text.split("/")
        state = make_state(len(seats), options)
    except InvalidCodeError:
        raise
    except SeaboardError as error:
        raise InvalidCodeError(f"bad options or players in code: {error}") from None
    fields = phase_text.split("/")
    if len(fields) != len(COUNTERS) + 2:
        raise InvalidCodeError(f"malformed phase field {phase_text!r}")
    phase, *counters, end_reason = fields
    if phase not in PHASES or not all(map(str.isdigit, counters)):
        raise InvalidCodeError(f"malformed phase field {phase_text!r}")
    state.phase = PHASES.index(phase)
    for name, value in zip(COUNTERS, counters, strict=True):
        setattr(state, name, int(value))
    state.end_reason = None if end_reason == "-" else end_reason
    if state.current >= state.num_players or state.first >= state.num_players:
        raise InvalidCodeError("the seat to move is not at the table")
    if (state.phase == OVER) != (state.end_reason is not None):
        raise InvalidCodeError("an end reason goes with the phase 'over' only")
    _decode_board(state, board)
    state.pirates = [sorted(_ints(p, PIRATES, "a seat's pirates")) for p in seats]
    if any(not 0 <= pos <= BOAT for p in state.pirates for pos in p):
        raise InvalidCodeError(f"pirate positions must be 0-{BOAT}")
    state.occupancy = [0] * (BOAT + 1)
    for p in state.pirates:
        for pos in p:
            state.occupancy[pos] += 1
    if any(count > 3 for count in state.occupancy[1:BOAT]):
        raise InvalidCodeError("a space holds more than three pirates")
    hands = hands_text.split("/")
    if len(hands) != state.num_players:
        raise InvalidCodeError("one hand per seat is needed")
    state.hands = [_ints(h, NUM_SYMBOLS, "a hand") for h in hands]
    state.deck = _ints(deck, NUM_SYMBOLS, "the deck")
    state.discard = _ints(discard, NUM_SYMBOLS, "the discard pile")
    if row != "-" and any(ch not in LETTERS for ch in row):
        raise InvalidCodeError(f"the row must be symbol letters, not {row!r}")
    state.row = [] if row == "-" else [LETTERS.index(ch) for ch in row]
    total = sum(state.deck) + sum(state.discard) + len(state.row)
    total += sum(map(sum, state.hands))
    if total != state.components.deck_size:
        raise InvalidCodeError(f"the code holds {total} cards, not {state.components.deck_size}")
    return state


def _decode_board(state: CartagenaState, board: str) -> None:
    if state.phase == SETUP_BOARD:
        state.board, state.by_symbol = [], []
        codes = [] if board == "-" else board.split(".")
        placed = []
        for code in codes:
            if len(code) != 2 or code[0] not in "123456" or code[1] not in "ab":
                raise InvalidCodeError(f"malformed segment {code!r}")
            placed.append((int(code[0]) - 1) * 2 + "ab".index(code[1]))
        if len({c // 2 for c in placed}) != len(placed):
            raise InvalidCodeError("a segment is laid twice")
        state.placed = placed
        return
    try:
        layout = fixed_board(board)
    except SeaboardError:
        raise InvalidCodeError(f"malformed board {board!r}") from None
    phase = state.phase
    state._lay_board(list(layout))
    state.phase = phase
