"""Post-game analysis: each seat's estimated chance of winning after every step of a game.

The estimate comes from the strongest bot (level 3, ``MctsBot`` with the game's search
settings, so with its learned evaluation where the game ships one and blends it, and through
its calibration where the game asks for it: Pirates, whose raw values understate both sides'
chances) searching
each position with a fixed budget (``iterations``, capped by ``seconds`` a position, so a long
game is bounded too):
the root's mean return per seat, a value in [-1, 1] linear in the place a seat expects
(``Outcome.returns``), is read as a chance ``(value + 1) / 2`` and the seats' chances are scaled
to add up to 1 (two players: exactly the chance of winning with draws counted half). A decision
point is searched as its mover could know it (what the bot would have played there is the most
visited move, ``best``); a chance point as it stands; a finished game gives the winners' shares
(a draw: equal shares).

A *swing* is a move after which its own mover's chance fell by at least ``SWING_MIN``; the
largest ones (``SWINGS_PER_SEAT`` a seat) are kept with the move the bot preferred there.
Everything is seeded from ``seed`` and the ply, so an analysis repeats exactly at fixed
iterations (a ``seconds`` cap that bites makes it depend on the machine's speed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from seaboard.bots.mcts import MctsBot, preferred
from seaboard.core.seeds import derive_seed
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, State

ITERATIONS: Final = 200
"""Search iterations per position (the level-3 search runs up to 4000 in a second)."""
SECONDS: Final = 0.5
"""The most a single position may take, whatever the machine's load."""
SWING_MIN: Final = 0.05
SWINGS_PER_SEAT: Final = 3
VERSION: Final = 1


@dataclass(frozen=True)
class Swing:
    """Step ``ply`` (0-based index into the log) by ``seat`` lowered its chance by ``drop``;
    the bot would have played ``best`` (None when it agrees or had no opinion)."""

    ply: int
    seat: int
    drop: float
    played: str
    best: str | None


def chances_of(values: Sequence[float]) -> list[float]:
    """Per-seat chances from per-seat mean returns in [-1, 1], adding up to 1."""
    raw = [max(0.0, min(1.0, (value + 1.0) / 2.0)) for value in values]
    total = sum(raw)
    if total <= 0:
        return [1.0 / len(raw)] * len(raw)
    return [value / total for value in raw]


def final_chances(winners: Sequence[int], num_players: int) -> list[float]:
    """A finished game: the winners share it; a draw (no winners) is shared by every seat."""
    if not winners:
        return [1.0 / num_players] * num_players
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(num_players)]


def estimate(
    state: State, seed: int, iterations: int = ITERATIONS, seconds: float = SECONDS
) -> tuple[list[float], str | None]:
    """Each seat's chance in ``state`` and, at a decision point with a choice, the bot's move."""
    outcome = state.outcome()
    if outcome is not None:
        return final_chances(outcome.winners, state.num_players), None
    bot = MctsBot(seed, iterations=iterations, seconds=seconds)
    root = bot.search(state)
    if root.visits == 0:
        return [1.0 / state.num_players] * state.num_players, None
    chances = chances_of([total / root.visits for total in root.totals])
    best = None
    seat = state.to_move()
    if seat != CHANCE and len(root.children) > 1:
        best = str(preferred(root, seat))
    return chances, best


def swings(
    chances: Sequence[Sequence[float]],
    actors: Sequence[int],
    played: Sequence[str],
    best: Sequence[str | None],
) -> list[Swing]:
    """The largest falls of a mover's own chance over its moves (``actors[i] < 0``: chance)."""
    found: list[Swing] = []
    for ply, seat in enumerate(actors):
        if seat < 0:
            continue
        drop = chances[ply][seat] - chances[ply + 1][seat]
        if drop >= SWING_MIN:
            preferred = best[ply] if best[ply] != played[ply] else None
            found.append(Swing(ply, seat, round(drop, 4), played[ply], preferred))
    kept: list[Swing] = []
    for seat in sorted({swing.seat for swing in found}):
        mine = sorted((s for s in found if s.seat == seat), key=lambda s: -s.drop)
        kept.extend(mine[:SWINGS_PER_SEAT])
    return sorted(kept, key=lambda s: s.ply)


def analyse(
    spec: GameSpec,
    num_players: int,
    options: Any,
    notations: Sequence[str],
    seed: int,
    iterations: int = ITERATIONS,
    seconds: float = SECONDS,
) -> dict[str, Any]:
    """The analysis of a game given as its steps' notations (moves and chance outcomes), as
    JSON-ready data: ``chances[i]`` after ``i`` steps (``len(notations) + 1`` rows), the bot's
    ``best`` move at each position, and the ``swings``."""
    state = spec.new_state(num_players, options)
    chances: list[list[float]] = []
    best: list[str | None] = []
    actors: list[int] = []
    for ply in range(len(notations) + 1):
        row, preferred = estimate(state, derive_seed(seed, "analysis", ply), iterations, seconds)
        chances.append([round(value, 4) for value in row])
        best.append(preferred)
        if ply == len(notations):
            break
        actors.append(state.to_move())
        state.apply(spec.parse_move(state, notations[ply]))
    return {
        "version": VERSION,
        "iterations": iterations,
        "chances": chances,
        "best": best,
        "swings": [swing.__dict__ for swing in swings(chances, actors, notations, best)],
    }
