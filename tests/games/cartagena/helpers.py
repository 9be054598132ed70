"""Build Cartagena positions for rule tests through the public position code."""

from __future__ import annotations

from seaboard import get_game
from seaboard.games.cartagena.state import CartagenaState
from seaboard.games.cartagena.symbols import LETTERS, SYMBOLS

SPEC = get_game("cartagena")

# Six segments, each a permutation of F S P K B H (see tests for the spaces that matter).
EXAMPLE_BOARD = "FPKHBS" + "SPKBHF" + "KHSPFB" + "BKPHFS" + "PBKFHS" + "HFBKSP"


def counts(cards: str) -> list[int]:
    """Card letters to counts per symbol, e.g. 'SSB' -> two sabres and a bottle."""
    return [cards.count(letter) for letter in LETTERS]


def position(
    pirates: list[list[int]],
    hands: list[str],
    *,
    board: str = EXAMPLE_BOARD,
    current: int = 0,
    actions: int = 0,
    variant: str = "jamaica",
    row: str = "",
    discard: str = "",
    deck: str | None = None,
    options: str = "",
) -> CartagenaState:
    """A playing position; the deck holds every card not placed elsewhere unless given."""
    total = [17] * len(SYMBOLS)
    placed = [counts(h) for h in hands] + [counts(row), counts(discard)]
    remaining = [total[s] - sum(p[s] for p in placed) for s in range(len(SYMBOLS))]
    deck_counts = remaining if deck is None else counts(deck)
    extra = [f"variant={variant}"] + ([options] if options else [])
    code = " ".join(
        [
            "cartagena",
            ",".join(extra),
            f"play/{current}/0/{actions}/0/0/{6 * len(pirates)}/0/0/-",
            board,
            "/".join(".".join(map(str, sorted(p))) for p in pirates),
            "/".join(".".join(map(str, counts(h))) for h in hands),
            ".".join(map(str, deck_counts)),
            ".".join(map(str, counts(discard))),
            row or "-",
        ]
    )
    state = SPEC.from_code(code)
    assert isinstance(state, CartagenaState)
    return state


def play(state: CartagenaState, *moves: str) -> CartagenaState:
    """Play moves in notation (checked), returning the same state."""
    for text in moves:
        state.play(SPEC.parse_move(state, text))
    return state
