"""The generic conformance check every registered game must pass (DESIGN.md, "Style": tests).

``check_random_game`` plays one seeded random game through the public API and checks, at every
step: legal moves exist until the end and have round-tripping notation and JSON; chance
probabilities are positive and sum to 1; an illegal move is refused and changes nothing;
``copy`` is equal and independent; the position code round-trips; every view is JSON-ready
and leaks no secret (it is unchanged when ``determinize`` resamples what that seat cannot
see); the game ends within ``max_game_length``; records (text and JSON) replay to an equal
state; the SVG renders for every perspective. A failure raises ``ConformanceError`` with the
position code and the step.
"""

from __future__ import annotations

import json
import math
import random
import xml.etree.ElementTree as ElementTree
from collections import Counter
from typing import Any

from seaboard.core.errors import IllegalMoveError, SeaboardError
from seaboard.core.move import Move
from seaboard.core.record import Record
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State


class ConformanceError(AssertionError):
    """A game broke the core contract; the message says where."""


def _fail(state: State, step: int, message: str) -> ConformanceError:
    return ConformanceError(f"step {step}: {message}\n  position: {state.to_code()}")


def check_random_game(
    spec: GameSpec,
    num_players: int,
    options: Any = None,
    seed: int = 0,
    *,
    deep_every: int = 7,
) -> State:
    """Play one seeded random game, checking the contract; return the final state."""
    rng = random.Random(seed)
    options = spec.make_options(options)
    state = spec.new_state(num_players, options)
    if state.game_id != spec.id:
        raise ConformanceError(f"the state's game_id is {state.game_id!r}, not {spec.id!r}")
    limit = spec.max_game_length(num_players, options)
    seen: list[Move] = []
    step = 0
    while True:
        actor = state.to_move()
        if step % deep_every == 0 or actor == TERMINAL:
            _check_deep(spec, state, step, rng)
        if actor == TERMINAL:
            break
        if step >= limit:
            raise _fail(state, step, f"no end within max_game_length {limit}")
        if actor == CHANCE:
            move = _check_chance(state, step, rng)
        else:
            if not 0 <= actor < num_players:
                raise _fail(state, step, f"to_move() returned {actor}")
            move = _check_decision(spec, state, step, rng, seen)
        seen.append(move)
        state.play(move)
        step += 1
    _check_end(spec, state, step)
    return state


def _check_chance(state: State, step: int, rng: random.Random) -> Move:
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise _fail(state, step, "a chance point with no outcomes")
    total = math.fsum(p for _, p in outcomes)
    if abs(total - 1.0) > 1e-9 or any(p <= 0 for _, p in outcomes):
        raise _fail(state, step, f"chance probabilities sum to {total} or are not positive")
    if state.legal_moves():
        raise _fail(state, step, "legal_moves() is not empty at a chance point")
    move = state.sample_chance(rng)
    if move not in {m for m, _ in outcomes}:
        raise _fail(state, step, f"sample_chance gave {move}, not an outcome")
    return move


def _check_decision(
    spec: GameSpec, state: State, step: int, rng: random.Random, seen: list[Move]
) -> Move:
    moves = state.legal_moves()
    if not moves:
        raise _fail(state, step, "no legal move for the seat to move")
    if len(set(moves)) != len(moves):
        raise _fail(state, step, "legal_moves() repeats a move")
    if state.chance_outcomes():
        raise _fail(state, step, "chance_outcomes() is not empty at a decision")
    for move in moves:
        text = str(move)
        if spec.parse_move(state, text) != move:
            raise _fail(state, step, f"notation '{text}' does not round-trip")
        json.dumps(move.to_json())
    legal = set(moves)
    for other in seen[-30:]:
        if other in legal:
            continue
        code = state.to_code()
        try:
            state.play(other)
        except IllegalMoveError:
            pass
        else:
            raise _fail(state, step, f"illegal '{other}' was accepted")
        if state.to_code() != code:
            raise _fail(state, step, f"refusing '{other}' changed the state")
        break
    return rng.choice(moves)


def _check_deep(spec: GameSpec, state: State, step: int, rng: random.Random) -> None:
    code = state.to_code()
    if "\n" in code:
        raise _fail(state, step, "the position code is not one line")
    restored = spec.from_code(code)
    if restored.to_code() != code or restored.to_move() != state.to_move():
        raise _fail(state, step, "from_code(to_code()) differs")
    if restored.legal_moves() != state.legal_moves():
        raise _fail(state, step, "the restored state has other legal moves")
    twin = state.copy()
    if twin != state or twin.history != state.history:
        raise _fail(state, step, "copy() is not equal to the original")
    if twin.to_move() not in (CHANCE, TERMINAL):
        twin.apply(twin.legal_moves()[0])
        if state.to_code() != code:
            raise _fail(state, step, "a move on a copy changed the original")
    for seat in [*range(state.num_players), None]:
        view = state.view(seat)
        json.dumps(view)
        for _ in range(2):
            sampled = spec.determinize(state, seat, rng)
            if sampled.view(seat) != view:
                raise _fail(state, step, f"the view of {seat} leaks what determinize resamples")
            if sampled.to_move() != state.to_move():
                raise _fail(state, step, "determinize changed whose turn it is")


def _check_end(spec: GameSpec, state: State, step: int) -> None:
    outcome = state.outcome()
    if outcome is None:
        raise _fail(state, step, "TERMINAL but outcome() is None")
    if len(outcome.ranks) != state.num_players or len(state.returns()) != state.num_players:
        raise _fail(state, step, "outcome or returns of the wrong length")
    if state.legal_moves():
        raise _fail(state, step, "legal moves after the end")
    record = Record.from_state(state, game=spec.id, seats=["random"] * state.num_players)
    if Record.from_text(record.to_text()).replay() != state:
        raise _fail(state, step, "the text record does not replay to an equal state")
    twin = Record.from_json(json.loads(json.dumps(record.to_json())))
    if twin.replay() != state:
        raise _fail(state, step, "the JSON record does not replay to an equal state")
    for seat in [*range(state.num_players), None]:
        svg = spec.render_svg(state, seat)
        root = ElementTree.fromstring(svg)
        if not root.tag.endswith("svg"):
            raise _fail(state, step, "render_svg did not return an <svg> document")


def check_chance_sampler(
    spec: GameSpec, num_players: int, options: Any = None, seed: int = 0, samples: int = 3000
) -> int:
    """At the chance points of a random game, compare ``sample_chance`` frequencies with
    ``chance_outcomes`` (a 6-sigma bound per outcome); return how many points were checked."""
    rng = random.Random(seed)
    state = spec.new_state(num_players, spec.make_options(options))
    checked = 0
    signatures: set[tuple[tuple[str, float], ...]] = set()
    while state.to_move() != TERMINAL and checked < 12:
        if state.to_move() == CHANCE:
            outcomes = state.chance_outcomes()
            signature = tuple(sorted((str(m), round(p, 9)) for m, p in outcomes))
            if signature not in signatures and len(outcomes) > 1:
                signatures.add(signature)
                counts = Counter(state.sample_chance(rng) for _ in range(samples))
                for move, p in outcomes:
                    sigma = math.sqrt(samples * p * (1 - p)) or 1.0
                    if abs(counts[move] - samples * p) > 6 * sigma + 1:
                        raise _fail(state, checked, f"sample_chance is biased for '{move}'")
                checked += 1
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_moves()))
    return checked


def check_bad_input(spec: GameSpec, num_players: int) -> None:
    """Malformed notation, codes and options raise ``SeaboardError`` subclasses, not crashes."""
    state = spec.new_state(num_players)
    for text in ("", "   ", "no such move", "\x00", "play", "9" * 50):
        try:
            spec.parse_move(state, text)
        except SeaboardError:
            continue
        raise ConformanceError(f"parse_move accepted malformed notation {text!r}")
    for code in ("", "garbage", spec.id, "{}", "1 2 3"):
        try:
            spec.from_code(code)
        except SeaboardError:
            continue
        raise ConformanceError(f"from_code accepted a malformed code {code!r}")
    for bad in ({"no_such_option": 1}, "no-such-preset"):
        try:
            spec.make_options(bad)
        except SeaboardError:
            continue
        raise ConformanceError(f"make_options accepted {bad!r}")
    for players in (spec.min_players - 1, spec.max_players + 1):
        try:
            spec.new_state(players)
        except SeaboardError:
            continue
        raise ConformanceError(f"new_state accepted {players} players")
