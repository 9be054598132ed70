"""determinize for a pirate: the treasure is redrawn and the copy's history carries no trace of
the true secret (RULINGS "Golitsyn": the treasure galleon is hidden from the pirates in every
view, log and record view). The rewritten history is a story leading to the drawn galleon."""

from __future__ import annotations

import random

from seaboard import get_game
from seaboard.core.record import Record
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.pirates.moves import Transfer, Treasure
from seaboard.games.pirates.state import PiratesState

SPEC = get_game("pirates")


def _game(*moves: str) -> PiratesState:
    state = SPEC.new_state(2, {"first_seat": 0})
    assert isinstance(state, PiratesState)
    for text in ("wind E", *moves):
        state.play(SPEC.parse_move(state, text))
    return state


def _logs(state: PiratesState, seat: int | None) -> list[str]:
    """The log as ``seat`` reads it (the redacted form of every move)."""
    return [state.redacted(move, seat) for move in state.history]


def test_the_copy_history_does_not_hold_the_true_treasure() -> None:
    # g1 and g3 start together in Vera Cruz: a real transfer g1 -> g3, then the pirates move.
    state = _game("treasure g1", "transfer g1 g3", "move", "spin E", "done")
    assert state.ship_ids[state.treasure] == "g3"
    rng = random.Random(3)
    drawn = set()
    for _ in range(30):
        copy = SPEC.determinize(state, 1, rng)
        assert isinstance(copy, PiratesState)
        holder = copy.ship_ids[copy.treasure]
        drawn.add(holder)
        secret = [m for m in copy.history if isinstance(m, Treasure | Transfer)]
        if holder != "g3":
            assert Treasure("g1") not in secret or holder == "g1"
            assert Transfer("g1", "g3") not in secret
        # The pirate reads the same log; the story replays to the copy itself.
        assert _logs(copy, 1) == _logs(state, 1)
        assert _logs(copy, None) == _logs(state, None)
        record = Record.from_state(copy, game="pirates")
        assert record.replay().to_code() == copy.to_code()
    assert drawn == {"g1", "g2", "g3"}


def test_a_spaniard_keeps_the_true_history() -> None:
    state = _game("treasure g1", "transfer g1 g3 feint")
    copy = SPEC.determinize(state, 0, random.Random(1))
    assert copy.history == state.history
    assert copy.to_code() == state.to_code()


def test_random_games_determinize_to_replayable_stories() -> None:
    """In random games (transfers favoured), every pirate's sample replays to itself."""
    for seed in range(4):
        rng = random.Random(seed)
        state = SPEC.new_state(4, {"first_seat": 0})
        assert isinstance(state, PiratesState)
        checks = 0
        while state.to_move() != TERMINAL and len(state.history) < 260:
            actor = state.to_move()
            if actor == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            moves = state.legal_moves()
            transfers = [m for m in moves if isinstance(m, Transfer)]
            move = rng.choice(transfers if transfers and rng.random() < 0.5 else moves)
            if len(state.history) % 40 == 0 and state.treasure >= 0 and not state.revealed:
                for seat in (2, None):
                    copy = SPEC.determinize(state, seat, rng)
                    assert isinstance(copy, PiratesState)
                    assert _logs(copy, seat) == _logs(state, seat)
                    replayed = Record.from_state(copy, game="pirates").replay()
                    assert replayed.to_code() == copy.to_code()
                    checks += 1
            state.apply(move)
        assert checks > 0
