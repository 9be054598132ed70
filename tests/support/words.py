"""Checks of a game's words shared by the per-game ``test_words`` modules.

Random games of a preset are played to the end (or a step bound); every move and chance
outcome, every hidden description, group heading, decision and panel is worded in English and
Russian and checked for leaked notation, catalogue keys and seat numbers.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator

from seaboard.core.move import Move
from seaboard.core.registry import get_game
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.i18n import catalogue, render
from seaboard.i18n.present import breakdown_json, panels_json

NAMES = {
    "en": ["Alice", "Bob", "Carol", "Dave", "Eve"],
    "ru": ["Алиса", "Боб", "Вера", "Глеб", "Дина"],
}
LEAKS = re.compile(r"\{|\}|_|\bNone\b|\bTrue\b|\bFalse\b(?! Colors)|[Ss]eat|Player|Игрок|место \d")
"""What must never reach a player: placeholders, keys, Python values, seat numbers (Black
Fleet's development card "False Colors" is a printed name, not a Python value)."""


def walk(
    spec: GameSpec, players: int, preset: str, seed: int, limit: int
) -> Iterator[tuple[State, Move]]:
    """(state, move) for each step of a random game, the state before the move."""
    rng = random.Random(seed)
    state = spec.new_state(players, preset)
    for _ in range(limit):
        if state.is_terminal():
            return
        move = state.sample_chance(rng) if state.to_move() < 0 else rng.choice(state.legal_moves())
        yield state, move
        state.apply(move)


def finish(spec: GameSpec, players: int, preset: str, seed: int) -> State:
    """A random game of ``preset`` played to its end."""
    rng = random.Random(seed)
    state = spec.new_state(players, preset)
    while not state.is_terminal():
        move = state.sample_chance(rng) if state.to_move() < 0 else rng.choice(state.legal_moves())
        state.apply(move)
    return state


def clean(text: str) -> str:
    """``text`` if it leaks no placeholder, key, ``None`` or seat number; fails otherwise."""
    assert text
    assert not LEAKS.search(text), text
    return text


def check_step(spec: GameSpec, state: State, move: Move) -> None:
    """The move's label in both languages: a sentence without notation, Russian differing;
    the hidden sentence and heading of every perspective worded too."""
    labels = {lang: clean(spec.move_label(state, move, lang, NAMES[lang])) for lang in NAMES}
    assert labels["en"] != labels["ru"], labels
    notation = str(move)
    if " " in notation:
        assert notation not in labels["en"], labels
        assert notation not in labels["ru"], labels
    for perspective in [*range(state.num_players), None]:
        for hook in (spec.describe_hidden, spec.log_group):
            message = hook(state, move, perspective)
            if message is not None:
                assert clean(render(message, "en", NAMES["en"])) != render(
                    message, "ru", NAMES["ru"]
                )
                clean(render(message, "ru", NAMES["ru"]))


def check_position(spec: GameSpec, state: State) -> None:
    """The decision (when a seat is to move) and every perspective's panels, worded."""
    if state.to_move() >= 0:
        for lang in NAMES:
            clean(render(spec.decision(state), lang, NAMES[lang]))
    colours = [colour for colour, _ in spec.seat_colours(state)]
    for perspective in [*range(state.num_players), None]:
        panels = spec.seat_panels(state, perspective)
        assert [p.colour for p in panels] == colours
        for lang in NAMES:
            for panel in panels_json(panels, lang, NAMES[lang]):
                for stat in [panel["score"], *panel["stats"], *panel["private"]]:
                    clean(stat["label"])
                    clean(str(stat["value"]))


def check_breakdown(spec: GameSpec, state: State) -> None:
    """A finished game's breakdown: rows add up to the outcome's scores, worded in both."""
    outcome = state.outcome()
    assert outcome is not None
    breakdown = spec.score_breakdown(state)
    assert breakdown is not None
    assert breakdown.totals == list(outcome.scores)
    for seat, total in enumerate(breakdown.totals):
        assert sum(row.values[seat] for row in breakdown.rows) == total
    for lang in NAMES:
        worded = breakdown_json(breakdown, lang, NAMES[lang])
        clean(worded["unit"])
        for row in worded["rows"]:
            clean(row["label"])


def missing_keys(game_id: str, reasons: list[str]) -> list[str]:
    """The web pages' keys the game's catalogues lack: options, choices, presets, reasons."""
    spec = get_game(game_id)
    wanted = [f"reason_{reason}" for reason in reasons]
    wanted += [f"preset_{preset}" for preset in spec.presets]
    for field in dataclasses.fields(spec.Options):
        wanted.append(f"option_{field.name}")
        wanted += [f"choice_{field.name}_{value}" for value in field.metadata.get("choices", ())]
    return [
        f"{lang}:{key}" for lang in NAMES for key in wanted if key not in catalogue(lang, game_id)
    ]
