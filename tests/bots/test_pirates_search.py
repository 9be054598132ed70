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
    assert 0 < settings["widening"] < 1
    assert settings["rollout_turns"] == 1


STALL = (
    'pirates {"n":2,"o":{},"ph":"declare","seat":0,"wind":"SE","spin":"SE","turns":90,'
    '"idle":0,"target":"","volley":[],"pf":["-",-1],"end":"","win":[],"ships":['
    '["g1","H13",0,0,0,0,0,0],["g2","-",0,0,0,0,0,0],["g3","H14",0,0,0,0,0,0],'
    '["b1","-",1,0,0,0,0,0],["b2","-",1,0,0,0,0,0],["b3","-",1,0,0,0,0,0],'
    '["b4","-",1,0,0,0,0,0],["b5","R16",1,0,0,0,0,0],["b6","-",1,0,0,0,0,0]],'
    '"ports":[["VC",-1,0,0],["PB",-1,0,0],["CA",-1,0,0],["HV",-1,0,0],["TO",-1,0,0],'
    '["PR",-1,0,0],["NP",-1,0,0],["AZ",-1,0,0],["MA",-1,0,0],["SA",-1,0,0]],'
    '"treasure":"g1","revealed":false,"cand":["g1","g3"]}'
)


def test_a_spanish_search_on_the_real_map_sails_rather_than_feints_to_the_round_limit() -> None:
    # round 45 of a level-3 game against greedy: two galleons side by side, one brigantine
    # left in a pirate base. The search with wide nodes feinted here every turn to round 200
    # (the greedy pirates' exploratory replies lifted the feint's mean above sailing's)
    state = SPEC.from_code(STALL)
    moves = [
        str(MctsBot(seed=seed, iterations=150).choose_move(state.copy())) for seed in (1, 2, 3)
    ]
    assert moves.count("move") >= 2


def test_a_spanish_search_with_no_storm_behind_it_sails_rather_than_feints() -> None:
    state = long_sea()
    put(state, "g1", "B4")
    put(state, "g2", "C4")
    moves = [str(MctsBot(seed=seed, iterations=150).choose_move(state)) for seed in (1, 2, 3)]
    assert moves.count("move") >= 2
