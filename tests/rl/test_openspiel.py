"""The OpenSpiel wrapper passes pyspiel's random_sim_test (with serialisation) for every game,
and OpenSpiel's own MCTS bot plays our games."""

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import mcts

import seaboard
from seaboard.rl.openspiel_game import load, register_all, short_name


def _cases() -> list[tuple[str, int, str]]:
    cases = []
    for game_id in seaboard.list_games():
        spec = seaboard.get_game(game_id)
        for preset in spec.presets or {"": {}}:
            cases.append((game_id, spec.min_players, preset))
        cases.append((game_id, spec.max_players, ""))
    return cases


SHORT_GAME = 12
"""Rounds for the per-variant runs (random_sim_test re-serialises at every step, so its cost
grows with the square of the game length); Cartagena also runs a full-length game."""


@pytest.mark.parametrize(("game_id", "players", "preset"), _cases())
def test_random_sim_test_with_serialisation(game_id: str, players: int, preset: str) -> None:
    game = load(game_id, players, preset, max_rounds=SHORT_GAME)
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_random_sim_test_on_whole_games() -> None:
    pyspiel.random_sim_test(load("cartagena", 3), num_sims=2, serialize=True, verbose=False)


def test_every_game_registers_and_loads_by_name() -> None:
    names = register_all()
    assert names == [short_name(g) for g in seaboard.list_games()]
    assert set(names) <= set(pyspiel.registered_names())
    game = pyspiel.load_game("seaboard_cartagena(players=3,preset=tortuga,max_rounds=7)")
    assert game.num_players() == 3
    assert game.new_initial_state().seaboard_state.options.max_rounds == 7
    assert game.num_distinct_actions() == 260
    info = game.get_type()
    assert info.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert info.utility == pyspiel.GameType.Utility.ZERO_SUM


def test_states_clone_serialise_and_observe() -> None:
    game = load("cartagena", 2)
    state = game.new_initial_state()
    rng = np.random.RandomState(0)
    while state.is_chance_node() or len(state.history()) < 30 or not state.legal_actions():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    twin = state.clone()
    assert str(twin) == str(state)
    assert twin.history() == state.history()
    twin.apply_action(twin.legal_actions()[0])
    assert str(state) != str(twin)
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state)
    player = state.current_player()
    assert len(state.observation_tensor(player)) == 544
    assert '"hands"' in state.observation_string(player)
    assert state.action_to_string(player, state.legal_actions()[0]).startswith(
        ("play", "back", "end", "pass")
    )


def test_openspiel_mcts_plays_cartagena() -> None:
    game = load("cartagena", 2)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = mcts.MCTSBot(game, 2.0, 8, evaluator, random_state=np.random.RandomState(2))
    rng = np.random.RandomState(3)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal() and decisions < 12:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decisions += 1
    assert decisions == 12


def test_fallback_game_passes_too(tiny: str) -> None:
    game = load(tiny, 3)
    assert game.num_distinct_actions() == 1024
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    bot = mcts.MCTSBot(game, 2.0, 20, mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)))
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(bot.step(state))
    assert sum(state.returns()) == pytest.approx(0.0)
