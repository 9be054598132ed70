"""Level 3 in Pirates searches with the game's settings (``PiratesSpec.mcts_settings``): with
no storm behind it, a Spanish search sails (declares ``move``) rather than feinting a transfer
turn after turn, which drew games at the round limit (docs/bots.md)."""

from __future__ import annotations

from seaboard import get_game
from seaboard.bots import MctsBot
from tests.games.golitsyn.helpers import put
from tests.games.pirates.test_greedy_play import long_sea

SPEC = get_game("pirates")


def test_pirates_search_scores_leaves_with_the_evaluation_and_explores_little() -> None:
    settings = MctsBot(seed=1, iterations=10).search_for(SPEC)
    assert settings["rollout_depth"] == 0
    assert settings["exploration"] < 0.7
    assert settings["widening"] > 0


def test_a_spanish_search_with_no_storm_behind_it_sails_rather_than_feints() -> None:
    state = long_sea()
    put(state, "g1", "B4")
    put(state, "g2", "C4")
    moves = [str(MctsBot(seed=seed, iterations=150).choose_move(state)) for seed in (1, 2, 3)]
    assert moves.count("move") >= 2
