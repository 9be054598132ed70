"""``make fuzz``: the harness of ``tests/fuzz`` driven by atheris, coverage-guided.

Each input picks a game, a reachable position (seed and plies), and what to feed: a mutated
position code or one with the input's own text spliced in (closure checked when accepted), a
notation (the input's own text, or a mutated legal move) or a mutated record. Any exception
other than ``SeaboardError`` is a crash atheris reports with the input that caused it. Usage::

    python -m tests.fuzz.run_atheris -max_total_time=600 [corpus_dir]
"""

from __future__ import annotations

import random
import sys

import atheris

with atheris.instrument_imports(include=["seaboard"]):
    from seaboard.core.record import Record
    from tests.fuzz.harness import (
        GAMES,
        exercise_code,
        exercise_notation,
        exercise_record,
        mutate,
        random_position,
    )


def one_input(data: bytes) -> None:
    provider = atheris.FuzzedDataProvider(data)
    game = GAMES[provider.ConsumeIntInRange(0, len(GAMES) - 1)]
    kind = provider.ConsumeIntInRange(0, 4)
    seed = provider.ConsumeIntInRange(0, 2**31)
    rng = random.Random(seed)
    state = random_position(game, rng, provider.ConsumeIntInRange(0, 300))
    if kind == 0:
        exercise_code(game, mutate(state.to_code(), rng), rng, 100)
    elif kind == 1:
        exercise_notation(state, provider.ConsumeUnicodeNoSurrogates(40))
    elif kind == 2:
        moves = state.legal_moves() or [m for m, _ in state.chance_outcomes()]
        if moves:
            exercise_notation(state, mutate(str(rng.choice(moves)), rng))
    elif kind == 3:
        exercise_record(mutate(Record.from_state(state, game=game).to_text(), rng))
    else:
        code = state.to_code()
        at = provider.ConsumeIntInRange(0, len(code))
        exercise_code(
            game, code[:at] + provider.ConsumeUnicodeNoSurrogates(12) + code[at:], rng, 50
        )


def main() -> None:
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
