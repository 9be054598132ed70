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

from seaboard.core.codefields import number, refuse
from seaboard.core.errors import InvalidCodeError, SeaboardError
from seaboard.core.options import build_options, options_to_json
from seaboard.games.cartagena.moves import BOAT
from seaboard.games.cartagena.options import (
    HAND_SIZE,
    MAX_ACTIONS,
    PIRATES,
    ROW_SIZE,
    Options,
    fixed_board,
)
from seaboard.games.cartagena.phases import (
    ALL_PASSED_REASON,
    BOAT_REASON,
    MAX_ROUNDS_REASON,
    OVER,
    PHASES,
    PLAYING,
    SETUP_BOARD,
)
from seaboard.games.cartagena.symbols import LETTERS, NUM_SYMBOLS

if TYPE_CHECKING:
    from seaboard.games.cartagena.state import CartagenaState

GAME_TAG = "cartagena"
END_REASONS = (BOAT_REASON, MAX_ROUNDS_REASON, ALL_PASSED_REASON)
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
    if len(values) != size:
        raise InvalidCodeError(f"{what} must be {size} whole numbers joined by '.', not {text!r}")
    return [number(v, what, 0, 99) for v in values]


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
    if phase not in PHASES:
        raise refuse("phase", phase, "one of " + ", ".join(PHASES))
    state.phase = PHASES.index(phase)
    n = state.num_players
    highs = (n - 1, n - 1, MAX_ACTIONS, 2, n, HAND_SIZE * n, 10**6, ROW_SIZE)
    for name, value, high in zip(COUNTERS, counters, highs, strict=True):
        setattr(state, name, number(value, name, 0, high))
    if end_reason not in ("-", *END_REASONS):
        raise refuse("end", end_reason, "one of -, " + ", ".join(END_REASONS))
    state.end_reason = None if end_reason == "-" else end_reason
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
    _check_flow(state)
    return state


def _check_flow(state: CartagenaState) -> None:
    """The counters agree with the phase and the board (seed 003): a turn has at most three
    actions, a third one only while its cards are still owed; the game is over exactly when a
    seat has all six pirates in the boat (or a limit of RULINGS.md ended it); only Tortuga
    has a row, of at most twelve cards."""
    n = state.num_players
    if state.row and not state.tortuga:
        raise refuse("row", "".join(LETTERS[s] for s in state.row), "- (Jamaica has no row)")
    if state.row_fill and not state.tortuga:
        raise refuse("row_fill", state.row_fill, "0 (Jamaica has no row)")
    if len(state.row) + state.row_fill > ROW_SIZE:
        raise refuse("row", len(state.row), f"at most {ROW_SIZE} cards with the row_fill")
    home = [seat for seat, p in enumerate(state.pirates) if p[0] == BOAT]
    if home and state.phase != OVER:
        raise refuse("phase", PHASES[state.phase], f"over: seat {home[0] + 1} is home")
    if (state.end_reason == BOAT_REASON) != bool(home):
        raise refuse("end", state.end_reason or "-", "boat exactly when a seat is home")
    limit = state.options.max_rounds * state.num_players
    ended = {MAX_ROUNDS_REASON: state.turns_done >= limit, ALL_PASSED_REASON: state.passes >= n}
    if state.end_reason in ended and not ended[state.end_reason]:
        raise refuse("end", state.end_reason, "a limit the counters have reached")
    if state.phase != OVER and (state.turns_done >= limit or state.passes >= n):
        raise refuse("phase", PHASES[state.phase], "over: a limit is reached")
    pending = state.owed or state.row_fill
    if state.phase == OVER and pending:
        raise InvalidCodeError("a finished game owes no cards")
    if state.phase == PLAYING and state.actions == MAX_ACTIONS and not pending:
        raise refuse("actions", state.actions, f"below {MAX_ACTIONS} once the cards are drawn")
    moved = state.actions or state.owed or state.turns_done or any(map(any, state.pirates))
    if state.phase not in (PLAYING, OVER) and moved:
        raise refuse("phase", PHASES[state.phase], "play: pirates have moved")


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
