"""Bots: names and levels, seeded determinism, never an illegal move; the MCTS prior,
progressive widening, the games' own search settings, the early stop of a settled decision,
greedy turns after a leaf and the flat search."""

from __future__ import annotations

import math
import random
from unittest.mock import patch

import pytest

import seaboard
from seaboard.bots import BOT_NAMES, LEVELS, MctsBot, make_bot
from seaboard.bots.greedy import best_moves
from seaboard.bots.mcts import SEARCH_DEFAULTS, Node, play_greedy_turns, search_settings, settled
from seaboard.core.driver import play_game
from seaboard.core.errors import InvalidOptionsError
from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, State
from seaboard.lab.positions import greedy_positions


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


def _wide_colonies_position(min_width: int) -> State:
    """A Colonies position (perfect information) offering at least ``min_width`` moves."""
    spec = seaboard.get_game("colonies")
    rng = random.Random(5)
    state = spec.new_state(2)
    while True:
        assert not state.is_terminal()
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        elif len(state.legal_moves()) >= min_width:
            return state
        else:
            state.apply(rng.choice(state.legal_moves()))


def _by_prior(state: State) -> list[Move]:
    """The legal moves by the one-step evaluation for the mover, best first (stable)."""
    spec = seaboard.get_game(state.game_id)
    seat = state.to_move()
    values = {}
    for move in state.legal_moves():
        child = state.copy()
        child.apply(move)
        values[move] = spec.evaluate(child, seat)
    return sorted(values, key=values.__getitem__, reverse=True)


def test_widening_keeps_only_the_best_moves_by_the_prior() -> None:
    state = _wide_colonies_position(12)
    bot = MctsBot(1, iterations=25, widening=1.0, rollout_depth=0)
    root = bot.search(state)
    width = math.ceil(math.sqrt(25))  # the root had 24 visits when it last widened
    assert root.visits == 25
    assert 1 < len(root.children) <= width < len(state.legal_moves())
    assert set(root.children) == set(_by_prior(state)[: len(root.children)])


def test_without_widening_the_prior_orders_expansion() -> None:
    state = _wide_colonies_position(12)
    root = MctsBot(1, iterations=4, prior_weight=0.5, rollout_depth=0).search(state)
    assert list(root.children) == _by_prior(state)[:4]
    plain = MctsBot(1, iterations=len(state.legal_moves()), rollout_depth=0).search(state)
    assert set(plain.children) == set(state.legal_moves())
    assert not plain.priors  # the defaults never pay for the prior


def test_widening_and_prior_play_every_game_legally_and_deterministically() -> None:
    wide = {"iterations": 30, "widening": 1.0, "prior_weight": 0.5, "rollout_depth": 2}
    for game_id in seaboard.list_games():
        spec = seaboard.get_game(game_id)
        options = {"max_rounds": 6} if "max_rounds" in spec.Options.__dataclass_fields__ else None

        def run(spec: GameSpec = spec, options: dict[str, int] | None = options) -> str:
            bots = [make_bot("mcts", seed=seat, **wide) for seat in range(spec.min_players)]
            return play_game(spec, bots, seed=4, options=options).to_code()

        assert run() == run(), game_id


def test_game_settings_apply_unless_the_caller_overrides_them() -> None:
    spec = seaboard.get_game("cartagena")
    for game_id in seaboard.list_games():
        search_settings({}, seaboard.get_game(game_id).mcts_settings)  # every game's are valid
    with patch.object(type(spec), "mcts_settings", {"widening": 2.0, "exploration": 0.3}):
        merged = MctsBot(1, exploration=0.9).search_for(spec)
        assert merged["widening"] == 2.0
        assert merged["exploration"] == 0.9
        assert merged["rollout_depth"] == SEARCH_DEFAULTS["rollout_depth"]
    with (
        patch.object(type(spec), "mcts_settings", {"depth": 3}),
        pytest.raises(InvalidOptionsError),
    ):
        MctsBot(1).search_for(spec)


@pytest.mark.parametrize(
    "setting", ["widening", "prior_weight", "exploration", "rollout_depth", "rollout_turns"]
)
def test_negative_search_settings_are_refused(setting: str) -> None:
    with pytest.raises(InvalidOptionsError):
        make_bot("mcts", **{setting: -1})


def test_a_settled_decision_stops_early_with_the_move_of_the_full_budget() -> None:
    # once the most visited move leads by more visits than iterations remain, no other move
    # can overtake it: the search stops and plays it
    used = []
    for state in greedy_positions("cartagena", 2, 6):
        moves = state.legal_moves()
        full = MctsBot(7, iterations=400).search(state.copy())
        early = MctsBot(7, iterations=400).search(state.copy(), moves=moves)
        best = max(moves, key=lambda m: (full.children[m].visits, moves.index(m)))
        assert max(moves, key=lambda m: (early.children[m].visits, moves.index(m))) == best
        assert MctsBot(7, iterations=400).choose_move(state.copy()) == best
        assert full.visits == 400
        used.append(early.visits)
    assert min(used) < 400  # seeded: the same searches every run


def test_settled_counts_the_visits_left_against_the_lead() -> None:
    root = Node(2)
    moves = greedy_positions("cartagena", 2, 1)[0].legal_moves()[:3]
    for move, visits in zip(moves, (3, 10, 0), strict=True):
        root.children[move] = Node(2)
        root.children[move].visits = visits
    assert settled(root, moves, 6)
    assert not settled(root, moves, 7)
    assert not settled(root, moves, math.inf)


def test_below_the_root_a_very_wide_node_judges_a_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    # a Rails & Sails hand of 25 cards offers thousands of claims: below the root, a node
    # judges only PRIOR_LIMIT of them (a seeded sample), the root every legal move
    monkeypatch.setattr("seaboard.bots.mcts.PRIOR_LIMIT", 3)
    state = _wide_colonies_position(12)
    root = MctsBot(1, iterations=200, widening=1.0, rollout_depth=0).search(state)
    assert len(root.priors) == len(state.legal_moves())
    below: list[Node] = []
    stack = list(root.children.values())
    while stack:
        node = stack.pop()
        stack.extend(node.children.values())
        if node.priors:
            below.append(node)
    assert below
    assert all(len(node.priors) <= 3 for node in below)
    assert any(node.sampled for node in below)


@pytest.mark.parametrize("turns", [0, 1, 2])
def test_greedy_turns_play_the_turn_under_way_and_then_whole_turns_as_greedy_would(
    turns: int,
) -> None:
    spec = seaboard.get_game("pirates")
    for start in greedy_positions("pirates", 2, 3):
        mover = start.to_move()
        state = start.copy()
        play_greedy_turns(spec, state, turns, random.Random(5))
        if state.is_terminal():
            continue
        # the turn under way (mover), then `turns` more: the seat to move alternates
        assert state.to_move() == (mover if turns % 2 else 1 - mover)
        replay = start.copy()
        seats = [mover]
        for move in state.history[len(start.history) :]:
            actor = replay.to_move()
            if actor >= 0:
                legal = replay.legal_moves()
                assert len(legal) == 1 or move in best_moves(spec, replay, actor, legal)
                if actor != seats[-1]:
                    seats.append(actor)
            replay.apply(move)
        assert len(seats) == turns + 1


@pytest.mark.parametrize(("horizon", "flat"), [(1, 0), (2, 0), (1, 3)])
def test_leaves_are_played_on_to_the_same_turn_counted_from_the_root(
    monkeypatch: pytest.MonkeyPatch, horizon: int, flat: int
) -> None:
    # a feint (one move) and a sail (a spin and a move per ship) end the root's turn at
    # different depths: every leaf is played on to the end of the `horizon`-th turn after
    # the root's, so the search compares them at the same point of the game
    played: list[tuple[int, int]] = []

    def record(spec: GameSpec, state: State, turns: int, rng: random.Random) -> None:
        played.append((turns_since(start, state), turns))
        play_greedy_turns(spec, state, turns, rng)

    monkeypatch.setattr("seaboard.bots.mcts.play_greedy_turns", record)
    for start in greedy_positions("pirates", 2, 3):
        played.clear()
        bot = MctsBot(2, iterations=40, rollout_turns=horizon, flat=flat)
        bot.search(start.copy(), determinize=False)
        assert played
        assert all(done + turns == horizon for done, turns in played)
        if not flat:
            assert {done for done, _ in played} != {0}  # some leaves lie in a later turn


def turns_since(start: State, state: State) -> int:
    """How many times the seat to decide changed between ``start`` and ``state``."""
    replay = start.copy()
    mover = replay.to_move()
    changes = 0
    for move in [*state.history[len(start.history) :], None]:
        actor = replay.to_move()
        if actor >= 0 and actor != mover:
            mover = actor
            changes += 1
        if move is not None:
            replay.apply(move)
    return changes


def test_a_flat_search_plays_its_best_candidates_alike_and_repeats_with_its_seed() -> None:
    for state in greedy_positions("pirates", 2, 4):
        legal = state.legal_moves()
        bot = MctsBot(3, iterations=60, flat=3, rollout_turns=1)
        root = bot.search(state.copy(), moves=legal)
        searched = list(root.children)
        assert searched == root.order[: min(3, len(legal))]
        assert {root.children[m].visits for m in searched} == {60 // len(searched)}
        assert root.visits == sum(root.children[m].visits for m in searched)
        again = MctsBot(3, iterations=60, flat=3, rollout_turns=1).search(state.copy(), moves=legal)
        assert [again.children[m].totals for m in searched] == [
            root.children[m].totals for m in searched
        ]
        seat = state.to_move()
        best = max(searched, key=lambda m: root.children[m].totals[seat])
        assert MctsBot(3, iterations=60, flat=3, rollout_turns=1).choose_move(state.copy()) == best


def test_a_flat_search_of_one_candidate_plays_the_greedy_move() -> None:
    spec = seaboard.get_game("pirates")
    for state in greedy_positions("pirates", 2, 4):
        legal = state.legal_moves()
        move = MctsBot(1, iterations=5, flat=1, rollout_turns=1).choose_move(state.copy())
        assert move in best_moves(spec, state, state.to_move(), legal)
