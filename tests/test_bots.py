"""Bots: names and levels, seeded determinism, never an illegal move."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.bots import BOT_NAMES, LEVELS, make_bot
from seaboard.core.driver import play_game
from seaboard.core.errors import InvalidOptionsError


@pytest.mark.parametrize("game_id", seaboard.list_games())
@pytest.mark.parametrize("name", [*BOT_NAMES, *LEVELS])
def test_every_bot_plays_every_game_legally(game_id: str, name: str) -> None:
    spec = seaboard.get_game(game_id)
    budget = {"iterations": 30} if name == "mcts" else {}
    if name == "3":
        budget = {"iterations": 30}
    bots = [make_bot(name, seed=seat, **budget) for seat in range(spec.min_players)]
    options = {"max_rounds": 15} if "max_rounds" in spec.Options.__dataclass_fields__ else None
    final = play_game(spec, bots, seed=3, options=options)  # play() refuses illegal moves
    assert final.outcome() is not None


def test_same_seed_same_game() -> None:
    spec = seaboard.get_game("cartagena")

    def run() -> str:
        bots = [make_bot("mcts", seed=1, iterations=40), make_bot("greedy", seed=2)]
        return play_game(spec, bots, seed=9).to_code()

    assert run() == run()


def test_greedy_beats_random_in_cartagena() -> None:
    spec = seaboard.get_game("cartagena")
    wins = 0
    for game in range(10):
        bots = [make_bot("greedy", seed=game), make_bot("random", seed=100 + game)]
        seat = game % 2
        if seat:
            bots.reverse()
        wins += play_game(spec, bots, seed=game).returns()[seat] > 0
    assert wins >= 7


@pytest.mark.parametrize(
    ("name", "budget"), [("wizard", {}), ("random", {"seconds": 1}), ("mcts", {"depth": 3})]
)
def test_bad_bot_requests(name: str, budget: dict[str, object]) -> None:
    with pytest.raises(InvalidOptionsError):
        make_bot(name, **budget)
