"""The fuzz harness shared by the test suite (Hypothesis) and ``make fuzz`` (atheris).

Three kinds of input reach a game from outside: position codes, move notation and records.
For each, ``exercise_*`` feeds a mutated input and lets only ``SeaboardError`` escape (any
other exception is a defect and propagates). ``play_on`` is the closure property: from a
state ``from_code`` accepted, every position random play reaches has a code ``from_code``
accepts again, and that code round-trips.
"""

from __future__ import annotations

import random

from seaboard.core.errors import SeaboardError
from seaboard.core.record import Record
from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State

GAMES = tuple(list_games())

ODD_NUMBERS = ("-1", "0", "1", "2", "3", "7", "13", "99", "100000", "1.5", "²", "５", "①", "")
"""Replacements for a number in a code or a notation: edges, out of range, not whole, not
ASCII."""

ODD_WORDS = ('"yes"', "true", "null", "[]", "{}", "-", "UP", "x", " ", ";", ",", "/", ".")


def random_position(game: str, rng: random.Random, plies: int) -> State:
    """A reachable position: a new game (random player count) after ``plies`` random plies."""
    spec = get_game(game)
    state = spec.new_state(rng.randint(spec.min_players, spec.max_players))
    step(state, rng, plies)
    return state


def step(state: State, rng: random.Random, plies: int) -> None:
    """Play up to ``plies`` random legal moves and chance outcomes."""
    for _ in range(plies):
        seat = state.to_move()
        if seat == TERMINAL:
            return
        state.apply(state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_moves()))


def round_trips(spec: GameSpec, code: str) -> State:
    """``from_code`` accepts ``code`` and writes it back unchanged."""
    state = spec.from_code(code)
    again = state.to_code()
    assert again == code, f"{spec.id}: the code does not round-trip:\n{code}\n{again}"
    return state


def play_on(spec: GameSpec, state: State, rng: random.Random, plies: int) -> None:
    """The closure property: each position random play reaches from ``state`` (which came
    from ``from_code``) is accepted by ``from_code`` and round-trips."""
    for _ in range(plies):
        seat = state.to_move()
        if seat == TERMINAL:
            return
        moves = state.legal_moves() if seat != CHANCE else []
        assert seat == CHANCE or moves, f"{spec.id}: a seat to move has no legal move"
        state.apply(state.sample_chance(rng) if seat == CHANCE else rng.choice(moves))
        code = state.to_code()
        try:
            round_trips(spec, code)
        except SeaboardError as error:
            raise AssertionError(
                f"{spec.id}: play reached a refused code: {error}\n{code}"
            ) from None


def _tokens(text: str) -> list[tuple[int, int]]:
    """The spans of maximal runs of letters/digits (the words and numbers of a code)."""
    spans: list[tuple[int, int]] = []
    start = -1
    for index, char in enumerate(text + "\0"):
        if char.isalnum() or char == "_":
            if start < 0:
                start = index
        elif start >= 0:
            spans.append((start, index))
            start = -1
    return spans


def mutate(text: str, rng: random.Random) -> str:
    """``text`` with one to three changes: a word or number replaced by an odd one, by a
    neighbour's, a number nudged by one, a character dropped or doubled."""
    for _ in range(rng.randint(1, 3)):
        spans = _tokens(text)
        kind = rng.randrange(5)
        if not spans or kind == 4:
            if text:
                at = rng.randrange(len(text))
                text = text[:at] + (text[at] * 2 if rng.random() < 0.5 else "") + text[at + 1 :]
            continue
        start, end = rng.choice(spans)
        word = text[start:end]
        if kind == 0:
            new = rng.choice(ODD_NUMBERS)
        elif kind == 1:
            new = rng.choice(ODD_WORDS)
        elif kind == 2:
            other = rng.choice(spans)
            new = text[other[0] : other[1]]
        else:
            new = (
                str(int(word) + rng.choice((-1, 1))) if word.isascii() and word.isdigit() else word
            )
        text = text[:start] + new + text[end:]
    return text


def exercise_code(game: str, code: str, rng: random.Random, plies: int) -> bool:
    """Feed ``code``; if accepted, it must round-trip and be closed under play. True when it
    was accepted."""
    spec = get_game(game)
    try:
        state = spec.from_code(code)
    except SeaboardError:
        return False
    round_trips(spec, state.to_code())
    play_on(spec, state, rng, plies)
    return True


def exercise_notation(state: State, text: str) -> None:
    """Parse and play ``text`` in ``state`` (on a copy)."""
    spec = get_game(state.game_id)
    try:
        state.copy().play(spec.parse_move(state, text))
    except SeaboardError:
        return


def exercise_record(text: str) -> None:
    """Read and replay a record's text."""
    try:
        Record.from_text(text).replay()
    except SeaboardError:
        return
