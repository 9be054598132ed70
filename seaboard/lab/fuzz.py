"""The rules-coverage fuzzer: long seeded random and greedy games of every game, variant and
seat count, watching for states the rules must never reach.

A finding is one of:

- ``no-legal-move``: a seat is to move but ``legal_moves()`` is empty (rulings: a seat with
  no move gets exactly ``pass``, so this is always a bug);
- ``cycle``: a position code seen before in the same game (the code holds the whole state,
  round counters included, so a repeat means the game can loop forever);
- ``no-end``: the game outlives ``max_game_length``;
- ``bad-chance``: a chance point with no outcomes, probabilities not summing to 1, or a
  sampled outcome that is not among them;
- ``bad-turn`` / ``bad-outcome``: ``to_move()`` out of range, or an end without an outcome;
- ``exception``: anything raised by the game.

Each finding keeps the record of the moves up to it (``Record`` text, or its JSON twin when
the text cannot be replayed) so it can be reproduced with ``Record.from_text(...).replay()``.
"""

from __future__ import annotations

import json
import math
import random
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from seaboard.core.move import Move
from seaboard.core.options import options_to_json
from seaboard.core.record import Record
from seaboard.core.registry import get_game, list_games
from seaboard.core.seeds import derive_seed
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State

POLICIES = ("random", "greedy")


@dataclass
class Finding:
    """A state the rules should never reach, with what is needed to reproduce it."""

    kind: str
    game: str
    preset: str
    players: int
    policy: str
    seed: int
    ply: int
    message: str
    position: str = ""
    next_move: str = ""
    record_text: str = ""
    record_json: dict[str, Any] = field(default_factory=dict)


@dataclass
class CaseStats:
    """What was fuzzed for one game, preset, seat count and policy."""

    game: str
    preset: str
    players: int
    policy: str
    games: int = 0
    plies: int = 0
    seconds: float = 0.0
    findings: int = 0


def _policy(name: str, seed: int) -> Callable[[State], Move]:
    if name == "random":
        rng = random.Random(seed)
        return lambda state: rng.choice(state.legal_moves())
    from seaboard.bots import make_bot

    bot = make_bot(name, seed=seed)
    return bot.choose_move


def _record(
    spec: GameSpec, state: State, moves: Sequence[str], policy: str, seed: int, finding: str
) -> tuple[str, dict[str, Any]]:
    record = Record(
        game=spec.id,
        num_players=state.num_players,
        version=spec.version,
        options=options_to_json(state.options),
        seats=[policy] * state.num_players,
        seed=seed,
        extra={"Finding": finding},
        moves=list(moves),
    )
    data = record.to_json()
    try:
        text = record.to_text()
    except Exception:  # the game cannot replay its own moves: the JSON twin still holds them
        text = ""
    return text, data


def fuzz_one(
    spec: GameSpec, num_players: int, preset: str, policy: str, seed: int
) -> tuple[Finding | None, int]:
    """Play one seeded game with ``policy`` for every seat; the first finding and the plies."""
    options = spec.make_options(spec.presets.get(preset) if spec.presets else None)
    moves: list[str] = []
    rng = random.Random(seed)
    state: State | None = None
    next_move = ""

    def found(kind: str, message: str) -> Finding:
        position = ""
        record_text, record_json = "", dict[str, Any]()
        if state is not None:
            try:
                position = state.to_code()
            except Exception as error:
                position = f"(to_code failed: {error!r})"
            record_text, record_json = _record(spec, state, moves, policy, seed, kind)
        return Finding(
            kind,
            spec.id,
            preset,
            num_players,
            policy,
            seed,
            len(moves),
            message,
            position,
            next_move,
            record_text,
            record_json,
        )

    try:
        state = spec.new_state(num_players, options)
        choose = _policy(policy, derive_seed(seed, "policy"))
        limit = spec.max_game_length(num_players, options)
        seen: set[str] = set()
        while True:
            actor = state.to_move()
            if actor == TERMINAL:
                outcome = state.outcome()
                if outcome is None or len(outcome.ranks) != num_players:
                    return found("bad-outcome", f"the game ended with outcome {outcome!r}"), len(
                        moves
                    )
                return None, len(moves)
            code = state.to_code()
            if code in seen:
                return found("cycle", "this position occurred before in the same game"), len(moves)
            seen.add(code)
            if len(moves) >= limit:
                return found("no-end", f"no end within max_game_length {limit}"), len(moves)
            if actor == CHANCE:
                outcomes = state.chance_outcomes()
                total = math.fsum(p for _, p in outcomes)
                if not outcomes or abs(total - 1.0) > 1e-9:
                    return found("bad-chance", f"{len(outcomes)} outcomes summing to {total}"), len(
                        moves
                    )
                move = state.sample_chance(rng)
                if all(move != m for m, _ in outcomes):
                    return found("bad-chance", f"sampled '{move}' is not an outcome"), len(moves)
            elif 0 <= actor < num_players:
                if not state.legal_moves():
                    return found(
                        "no-legal-move", f"seat {actor} is to move with no legal move"
                    ), len(moves)
                move = choose(state)
            else:
                return found("bad-turn", f"to_move() returned {actor}"), len(moves)
            next_move = str(move)
            state.apply(move)
            moves.append(next_move)
            next_move = ""
    except Exception as error:
        detail = "".join(traceback.format_exception(error)[-6:])
        return found("exception", f"{type(error).__name__}: {error}\n{detail}"), len(moves)


@dataclass
class FuzzReport:
    """Every case fuzzed and every finding."""

    cases: list[CaseStats]
    findings: list[Finding]

    def to_json(self) -> dict[str, Any]:
        return {
            "cases": [asdict(c) for c in self.cases],
            "findings": [asdict(f) for f in self.findings],
        }


def fuzz_cases(
    games: Sequence[str] | None, players: Sequence[int] | None, policies: Sequence[str]
) -> list[tuple[str, str, int, str]]:
    """(game, preset, players, policy) for the games asked (all registered by default)."""
    cases = []
    for game_id in games or list_games():
        spec = get_game(game_id)
        counts = players or range(spec.min_players, spec.max_players + 1)
        for preset in spec.presets or {"default": {}}:
            for n in counts:
                if spec.min_players <= n <= spec.max_players:
                    for policy in policies:
                        cases.append((game_id, preset, n, policy))
    return cases


def fuzz(
    games: Sequence[str] | None = None,
    *,
    runs: int = 10,
    seed: int = 0,
    players: Sequence[int] | None = None,
    policies: Sequence[str] = POLICIES,
    seconds_per_case: float | None = None,
    budget: float | None = None,
    out_dir: Path | None = None,
    on_case: Callable[[CaseStats], None] | None = None,
) -> FuzzReport:
    """Fuzz every case ``runs`` times (or until ``seconds_per_case`` runs out, at least once).

    ``budget`` (seconds for the whole run) shares its time equally among the cases when no
    ``seconds_per_case`` is given; a case still plays at least one game, so a run of many
    long cases can take a little longer.

    Game ``r`` of a case is seeded ``derive_seed(seed, game, preset, players, policy, r)``.
    With ``out_dir`` the summary goes to ``fuzz.json`` and each finding's record to
    ``<game>-<preset>-<players>p-<policy>-<seed>.pgn`` (``.json`` when the text fails).
    """
    report = FuzzReport([], [])
    cases = fuzz_cases(games, players, policies)
    if seconds_per_case is None and budget is not None and cases:
        seconds_per_case = budget / len(cases)
    for game_id, preset, n, policy in cases:
        spec = get_game(game_id)
        stats = CaseStats(game_id, preset, n, policy)
        start = time.perf_counter()
        for run in range(runs):
            if (
                seconds_per_case is not None
                and run
                and time.perf_counter() - start > seconds_per_case
            ):
                break
            game_seed = derive_seed(seed, game_id, preset, n, policy, run)
            finding, plies = fuzz_one(spec, n, preset, policy, game_seed)
            stats.games += 1
            stats.plies += plies
            if finding is not None:
                stats.findings += 1
                report.findings.append(finding)
        stats.seconds = time.perf_counter() - start
        report.cases.append(stats)
        if on_case is not None:
            on_case(stats)
    if out_dir is not None:
        write_fuzz_report(report, Path(out_dir))
    return report


def write_fuzz_report(report: FuzzReport, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    for f in report.findings:
        stem = f"{f.game}-{f.preset}-{f.players}p-{f.policy}-{f.seed}"
        if f.record_text:
            (out_dir / f"{stem}.pgn").write_text(f.record_text, encoding="utf-8")
        else:
            (out_dir / f"{stem}.json").write_text(json.dumps(f.record_json, indent=1), "utf-8")
    path = out_dir / "fuzz.json"
    path.write_text(json.dumps(report.to_json(), indent=1, ensure_ascii=False), encoding="utf-8")
    return path
