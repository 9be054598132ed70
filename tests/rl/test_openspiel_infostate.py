"""Information states, resampling and IS-MCTS through the OpenSpiel adapter (docs/rl.md,
"Information states"): a seat's information state remembers what its observation forgets,
histories the seat cannot tell apart give it the same information state, a resampled world
keeps it, and OpenSpiel's Python IS-MCTS plays every game with hidden information."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import seaboard
from seaboard.rl.openspiel_game import InformationStateTensorError, load

GAMES = seaboard.list_games()
HIDDEN = [g for g in GAMES if seaboard.get_game(g).has_hidden_info]
SHORT = 3
"""Rounds of the games searched here: a rollout then stays short."""


def _random_step(state: Any, rng: np.random.RandomState) -> None:
    if state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(int(rng.choice(actions, p=probs)))
    else:
        state.apply_action(int(rng.choice(state.legal_actions())))


def _chance(state: Any, text: str) -> None:
    """Apply the chance outcome written ``text``."""
    player = state.current_player()
    for action, _ in state.chance_outcomes():
        if state.action_to_string(player, action) == text:
            state.apply_action(action)
            return
    raise AssertionError(f"no chance outcome {text!r}")


def _jamaica_deal(first: str, second: str, other: str) -> Any:
    """Cartagena (Jamaica, 2 seats) after the board, the first seat and three cards:
    ``first`` and ``second`` to seat 0, ``other`` to seat 1 between them."""
    state = load("cartagena", 2).new_initial_state()
    for _ in range(7):  # six board segments, then the first seat
        state.apply_action(state.chance_outcomes()[0][0])
    for card in (first, other, second):
        _chance(state, f"card {card}")
    return state


def test_information_state_remembers_what_the_observation_forgets() -> None:
    flag_first = _jamaica_deal("flag", "sabre", "hat")
    sabre_first = _jamaica_deal("sabre", "flag", "hat")
    # Seat 0 holds the same hand either way: its observation cannot tell; it saw the order.
    assert flag_first.observation_string(0) == sabre_first.observation_string(0)
    assert flag_first.information_state_string(0) != sabre_first.information_state_string(0)
    assert "chance card flag\nchance card ?\nchance card sabre" in (
        flag_first.information_state_string(0)
    )
    # Seat 1 saw two blind cards either way: the histories are one information state.
    assert flag_first.information_state_string(1) == sabre_first.information_state_string(1)
    other_cards = _jamaica_deal("key", "key", "hat")
    assert other_cards.information_state_string(1) == flag_first.information_state_string(1)
    assert other_cards.observation_string(0) != flag_first.observation_string(0)
    assert "chance card hat" in flag_first.information_state_string(1)


def _hidden_pair(state: Any) -> tuple[int, int, int, int] | None:
    """Two actions (chance outcomes or moves) and two seats, the first seeing the actions
    alike (redacted) and the second telling them apart, or None."""
    ours = state.seaboard_state
    player = state.current_player()
    actions = (
        [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
    )
    moves = ours.legal_moves() or [move for move, _ in ours.chance_outcomes()]
    by_text = {str(move): move for move in moves}
    pairs = [(a, by_text[state.action_to_string(player, a)]) for a in actions]
    for i, (one_action, one) in enumerate(pairs):
        for two_action, two in pairs[i + 1 :]:
            seen = [ours.redacted(one, p) == ours.redacted(two, p) for p in range(ours.num_players)]
            if any(seen) and not all(seen):
                return one_action, two_action, seen.index(True), seen.index(False)
    return None


@pytest.mark.parametrize("game_id", HIDDEN)
def test_indistinguishable_histories_give_one_information_state(game_id: str) -> None:
    game = load(game_id, seaboard.get_game(game_id).min_players, max_rounds=SHORT)
    rng = np.random.RandomState(7)
    state = game.new_initial_state()
    found = 0
    while not state.is_terminal() and found < 5:
        pair = _hidden_pair(state)
        if pair is not None:
            first, second, blind, seeing = pair
            one, two = state.child(first), state.child(second)
            assert one.information_state_string(blind) == two.information_state_string(blind)
            assert one.information_state_string(seeing) != two.information_state_string(seeing)
            found += 1
        _random_step(state, rng)
    assert found, f"{game_id}: no step hidden from a seat in a short game"


@pytest.mark.parametrize("game_id", GAMES)
def test_information_states_have_perfect_recall(game_id: str) -> None:
    """Each step adds a line to every seat's log and forgets none."""
    spec = seaboard.get_game(game_id)
    game = load(game_id, spec.min_players, max_rounds=SHORT)
    assert game.get_type().provides_information_state_string
    assert not game.get_type().provides_information_state_tensor
    rng = np.random.RandomState(3)
    state = game.new_initial_state()
    seats = range(game.num_players())
    before = [state.information_state_string(p).split("\n")[:-1] for p in seats]
    for _ in range(60):
        if state.is_terminal():
            break
        _random_step(state, rng)
        after = [state.information_state_string(p).split("\n")[:-1] for p in seats]
        for old, new in zip(before, after, strict=True):
            assert new[:-1] == old
            assert len(new) == len(old) + 1
        before = after
    with pytest.raises(InformationStateTensorError, match="information_state_string"):
        state.information_state_tensor(0)


def _played(game_id: str, plies: int, seed: int) -> Any:
    """A short game played at random until a seat must decide after ``plies`` steps."""
    game = load(game_id, seaboard.get_game(game_id).min_players)
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    while len(state.history()) < plies or state.is_chance_node():
        _random_step(state, rng)
        assert not state.is_terminal(), f"{game_id} ended before {plies} steps"
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_resampling_keeps_the_seat_information_state(game_id: str) -> None:
    worlds = set()
    for seed, plies in enumerate((20, 45, 70)):
        state = _played(game_id, plies, seed)
        player = state.current_player()
        sampler = pyspiel.UniformProbabilitySampler(seed, 0.0, 1.0)
        for _ in range(4):
            world = state.resample_from_infostate(player, sampler)
            assert world.current_player() == player
            assert world.information_state_string(player) == (
                state.information_state_string(player)
            )
            assert world.observation_string(player) == state.observation_string(player)
            if not seaboard.get_game(game_id).has_hidden_info:
                assert world.seaboard_state == state.seaboard_state
            worlds.add(world.seaboard_state.to_code())
            world.apply_action(world.legal_actions()[0])
    if seaboard.get_game(game_id).has_hidden_info:
        assert len(worlds) > 3, f"{game_id}: resampling never changed the hidden part"


@pytest.mark.parametrize("game_id", HIDDEN)
def test_openspiel_ismcts_plays(game_id: str) -> None:
    game = load(game_id, seaboard.get_game(game_id).min_players, max_rounds=SHORT)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 6, random_state=np.random.RandomState(2))
    rng = np.random.RandomState(3)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal() and decisions < 3:
        if state.is_chance_node():
            _random_step(state, rng)
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decisions += 1
    assert decisions == 3


def test_perfect_information_game_refuses_ismcts_and_plays_mcts() -> None:
    """Capture of Colonies hides nothing: OpenSpiel's IS-MCTS asserts imperfect information,
    and its MCTS (which then sees no more than the seat) plays instead."""
    game = load("colonies", 2, max_rounds=SHORT)
    assert game.get_type().information == pyspiel.GameType.Information.PERFECT_INFORMATION
    state = _played("colonies", 10, 0)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    with pytest.raises(AssertionError):
        ismcts.ISMCTSBot(game, evaluator, 2.0, 4).step(state)
    action = mcts.MCTSBot(game, 2.0, 6, evaluator).step(state)
    assert action in state.legal_actions()


def test_undo_is_not_provided() -> None:
    """pyspiel keeps a Python state's action history in C++, out of the adapter's reach."""
    state = _played("cartagena", 12, 0)
    action = state.legal_actions()[0]
    state.apply_action(action)
    with pytest.raises(pyspiel.SpielError, match="UndoAction"):
        state.undo_action(0, action)


def test_serialised_states_keep_information_states() -> None:
    state = _played("black_fleet", 80, 1)
    world = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(5, 0.0, 1.0))
    for original in (state, world):
        again = state.get_game().deserialize_state(original.serialize())
        assert str(again) == str(original)
        for player in range(state.num_players()):
            assert again.information_state_string(player) == (
                original.information_state_string(player)
            )
