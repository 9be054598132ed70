"""Level 3: Monte Carlo tree search for n players with determinization.

Each iteration samples a determinization of the root for the searching seat (everything hidden
from it resampled), descends the tree by UCB1 on the mover's own mean return (counting a child's
availability, as in single-observer information-set MCTS), samples chance outcomes as it goes,
adds one node, finishes with a short random rollout and scores the leaf with the real returns
if the game ended or the game's evaluation otherwise. The move played is the most visited.
Budget: ``iterations`` and/or ``seconds`` (whichever ends first). A decision stops early once
it is settled: when the most visited move leads the next by more visits than the budget has
iterations left (for ``seconds``, as many as the rate so far fits in the time left), no move
can overtake it, so the same move is played sooner (checked every ``SETTLE_CHECK``
iterations; the post-game analysis, which reads the root's values, always spends its budget).

Wide games (dozens of moves a decision) get two more settings, both off by default:

- ``widening`` (progressive widening): a node visited ``n`` times considers only its
  ``ceil(widening * sqrt(n + 1))`` best moves by the prior, and tries them best first;
- ``prior_weight`` (progressive bias): a child's UCB score gains
  ``prior_weight * prior / (visits + 1)``.

``rollout_turns`` (off by default) plays on from a new leaf as the greedy bot would, to the end
of that many turns after the root's (a turn: one seat's decisions in a row), before the leaf is
scored (and before any random rollout): where a turn is many small decisions (Pirates: a
declaration, a spin, a sail per ship), the leaves are then judged after the other side's reply,
which the tree alone does not reach within a second. The horizon is counted from the root, not
from the leaf: a turn of one move (a feint) and a turn of many (a spin and a sail per ship) are
then judged at the same point of the game, where a leaf's own count let the short turn's leaves
see a turn further.

``flat`` (off by default) searches the root only: the ``flat`` moves with the best priors are
each played on every determinization with the same stream of chance (common random numbers,
so a lucky spin favours no move), played on by ``rollout_turns`` and scored; the best mean is
played. Where chance is large and a decision's moves differ by little, comparing the moves on
the same spins separates them with fewer samples than independent draws; no game ships it yet
(in Pirates it measured no stronger than the tree: docs/bots.md).

``learned`` (0.5 by default) blends a fitted value into the leaf evaluation where the game ships
one (``seaboard.bots.learned``): ``(1 - learned) * evaluate + learned * fitted``; a game whose
play the blend does not help sets ``"learned": 0.0`` in its ``mcts_settings`` (docs/bots.md).
``calibrated`` (off by default) reads the hand-written evaluation through the game's fitted
calibration (``seaboard.bots.learned.Calibration``: the seat's expected return), where the game
ships one; Pirates turns it on.

The prior of a move is the one-step evaluation of the position it leads to for the mover (what
the greedy bot maximises), computed once per node on the first determinization that reaches it
(and for moves a later determinization adds); below the root, a node with more than
``PRIOR_LIMIT`` legal moves judges a seeded sample of that many, once, and searches only
those. A game may declare the search settings it plays best with in
``GameSpec.mcts_settings``; settings given to the bot override them.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from seaboard.bots.base import Bot, spec_of
from seaboard.bots.greedy import best_moves
from seaboard.bots.learned import blended
from seaboard.core.errors import InvalidOptionsError
from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State

SEARCH_DEFAULTS: Final[Mapping[str, float]] = {
    "exploration": 0.7,
    "rollout_depth": 12,
    "widening": 0.0,
    "prior_weight": 0.0,
    "learned": 0.5,
    "rollout_turns": 0,
    "flat": 0,
    "calibrated": 0,
}
"""The search settings and their values when neither the caller nor the game sets them."""
SETTLE_CHECK: Final = 32
"""Iterations between two checks whether a decision is settled."""
PRIOR_LIMIT: Final = 200
"""Below the root, a node with more legal moves than this judges (and searches) a seeded
sample of this many: a Rails & Sails hand of 25 cards offers some 6,700 ways to claim, and
judging them all at each new node cost a second an iteration."""


@dataclass(frozen=True)
class _Search:
    exploration: float
    rollout_depth: int
    widening: float
    prior_weight: float
    rollout_turns: int
    flat: int
    leaf: Callable[[State, int], float]

    @property
    def uses_prior(self) -> bool:
        return self.widening > 0 or self.prior_weight > 0


def search_settings(
    explicit: Mapping[str, float], game: Mapping[str, float] | None = None
) -> dict[str, float]:
    """The defaults, overridden by the game's ``mcts_settings``, overridden by ``explicit``;
    ``InvalidOptionsError`` for an unknown name or a negative value."""
    merged = dict(SEARCH_DEFAULTS)
    for source in (game or {}, explicit):
        unknown = sorted(set(source) - set(SEARCH_DEFAULTS))
        if unknown:
            raise InvalidOptionsError(f"unknown MCTS setting(s): {', '.join(unknown)}")
        for key, value in source.items():
            if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
                raise InvalidOptionsError(f"MCTS setting {key} must be a number >= 0")
            merged[key] = value
    return merged


def play_greedy_turns(spec: GameSpec, state: State, turns: int, rng: random.Random) -> None:
    """Play ``state`` on as the greedy bot would (each decision a move whose position the
    game's evaluation rates best for its mover, chance sampled): the rest of the turn under
    way and ``turns`` whole turns after it (a turn: a seat's decisions in a row)."""
    mover = -1
    changes = 0
    while True:
        actor = state.to_move()
        if actor == TERMINAL:
            return
        if actor == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if mover >= 0 and actor != mover:
            changes += 1
            if changes > turns:
                return
        mover = actor
        legal = state.legal_moves()
        if len(legal) > 1:
            legal = best_moves(spec, state, actor, legal)
        state.apply(legal[0] if len(legal) == 1 else rng.choice(legal))


def play_to_horizon(
    spec: GameSpec, state: State, mover: int, turns: int, horizon: int, rng: random.Random
) -> None:
    """Play a search leaf on as the greedy bot would to the end of the ``horizon``-th turn
    after the root's: ``mover`` decided last on the way down, ``turns`` turns after the root's
    began on it. A leaf already past the horizon is left as it is."""
    actor = state.to_move()
    if actor >= 0 and actor != mover:
        turns += 1
    if turns <= horizon:
        play_greedy_turns(spec, state, horizon - turns, rng)


def preferred(root: Node, seat: int) -> Move | None:
    """The move a search prefers at its root: the most visited, between equally visited ones
    the best mean return for ``seat`` (a flat search visits its candidates alike); None if no
    move was searched."""
    if not root.children:
        return None
    return max(
        root.children,
        key=lambda move: (
            root.children[move].visits,
            root.children[move].totals[seat] / max(1, root.children[move].visits),
        ),
    )


def settled(root: Node, moves: list[Move], left: float) -> bool:
    """Whether no move of ``moves`` can overtake the most visited one at ``root`` in ``left``
    more iterations (each adds one visit to one root move)."""
    first = second = 0
    for move in moves:
        child = root.children.get(move)
        visits = 0 if child is None else child.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > left


class Node:
    """A search-tree node: its children by move, visits, availability, summed returns per seat
    and, when the search uses the prior, the priors of the moves seen and their order."""

    __slots__ = ("available", "children", "order", "priors", "sampled", "totals", "visits")

    def __init__(self, num_players: int) -> None:
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * num_players
        self.priors: dict[Move, float] = {}
        self.order: list[Move] = []
        self.sampled = False


class MctsBot(Bot):
    name = "mcts"

    def __init__(
        self,
        seed: int | None = None,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float | None = None,
        rollout_depth: int | None = None,
        widening: float | None = None,
        prior_weight: float | None = None,
        learned: float | None = None,
        rollout_turns: int | None = None,
        flat: int | None = None,
        calibrated: int | None = None,
    ) -> None:
        super().__init__(seed)
        if iterations is not None and (
            isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1
        ):
            raise InvalidOptionsError(
                f"MCTS iterations must be a whole number >= 1, not {iterations!r}"
            )
        if seconds is not None and (
            isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds <= 0
        ):
            raise InvalidOptionsError(f"MCTS seconds must be a number > 0, not {seconds!r}")
        if iterations is None and seconds is None:
            iterations = 1000
        self.iterations = iterations
        self.seconds = seconds
        given = {
            "exploration": exploration,
            "rollout_depth": rollout_depth,
            "widening": widening,
            "prior_weight": prior_weight,
            "learned": learned,
            "rollout_turns": rollout_turns,
            "flat": flat,
            "calibrated": calibrated,
        }
        self.settings: dict[str, float] = {k: v for k, v in given.items() if v is not None}
        search_settings(self.settings)

    def search_for(self, spec: GameSpec) -> dict[str, float]:
        """The settings this bot searches ``spec``'s game with."""
        return search_settings(self.settings, spec.mcts_settings)

    def choose_move(self, state: State) -> Move:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        root = self.search(state, moves=moves)
        best = preferred(root, state.to_move())
        return self.rng.choice(moves) if best is None else best

    def search(
        self, state: State, *, determinize: bool = True, moves: list[Move] | None = None
    ) -> Node:
        """The search tree grown from ``state`` within the budget. A decision point is searched
        as its mover may know it (determinized); with ``determinize=False``, or at a chance
        point, the position is searched as it stands (what a spectator of a finished game
        knows). Given the legal ``moves``, the search stops once the choice among them is
        settled (``settled``)."""
        spec = spec_of(state)
        merged = self.search_for(spec)
        search = _Search(
            exploration=float(merged["exploration"]),
            rollout_depth=int(merged["rollout_depth"]),
            widening=float(merged["widening"]),
            prior_weight=float(merged["prior_weight"]),
            rollout_turns=int(merged["rollout_turns"]),
            flat=int(merged["flat"]),
            leaf=blended(
                spec, state.num_players, float(merged["learned"]), bool(merged["calibrated"])
            ),
        )
        seat = state.to_move()
        hidden = determinize and spec.has_hidden_info and seat >= 0
        flat = search.flat if seat >= 0 else 0
        candidates: list[Move] = []
        root = Node(state.num_players)
        start = time.perf_counter()
        deadline = None if self.seconds is None else start + self.seconds
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if (
                moves
                and not flat
                and done
                and done % SETTLE_CHECK == 0
                and self._settled(root, moves, done, start, deadline)
            ):
                break
            sample = spec.determinize(state, seat, self.rng) if hidden else state.copy()
            if flat:
                if not candidates:
                    self._judge(spec, root, sample, moves or sample.legal_moves())
                    candidates = root.order[:flat]
                self._flat_round(spec, search, root, sample, candidates)
                done += len(candidates)
            else:
                self._iterate(spec, search, root, sample)
                done += 1
        return root

    def _settled(
        self, root: Node, moves: list[Move], done: int, start: float, deadline: float | None
    ) -> bool:
        """Whether the choice is settled in the iterations the budget still allows: by count,
        and by the rate so far in the time left."""
        left = math.inf if self.iterations is None else float(self.iterations - done)
        if deadline is not None:
            now = time.perf_counter()
            rate = done / max(now - start, 1e-9)
            left = min(left, rate * max(0.0, deadline - now))
        return settled(root, moves, left)

    def _candidates(
        self,
        spec: GameSpec,
        search: _Search,
        node: Node,
        state: State,
        legal: list[Move],
        *,
        at_root: bool,
    ) -> list[Move]:
        """The legal moves the node considers now: by the prior, best first, cut by widening
        (below the root, of a node with more than ``PRIOR_LIMIT``, a sample drawn once)."""
        priors = node.priors
        if node.sampled:
            missing = []
        elif not priors and not at_root and len(legal) > PRIOR_LIMIT:
            node.sampled = True
            missing = self.rng.sample(legal, PRIOR_LIMIT)
        else:
            missing = [move for move in legal if move not in priors]
        if missing:
            self._judge(spec, node, state, missing)
        ordered = node.order
        if len(ordered) != len(legal):
            allowed = set(legal)
            ordered = [move for move in ordered if move in allowed]
        if search.widening > 0:
            width = math.ceil(search.widening * math.sqrt(node.visits + 1))
            return ordered[:width]
        return ordered

    @staticmethod
    def _judge(spec: GameSpec, node: Node, state: State, moves: list[Move]) -> None:
        """The priors of ``moves`` at ``node`` (the evaluation of the position each leads to,
        for the mover), and the node's moves ordered by them, best first."""
        actor = state.to_move()
        priors = node.priors
        for move in moves:
            child = state.copy()
            child.apply(move)
            priors[move] = spec.evaluate(child, actor)
        node.order = sorted(priors, key=priors.__getitem__, reverse=True)

    def _flat_round(
        self, spec: GameSpec, search: _Search, root: Node, sample: State, candidates: list[Move]
    ) -> None:
        """One determinization, one stream of chance: each candidate is played, the game played
        on (``rollout_turns``, a random rollout) and scored, so the candidates are compared
        on the same spins and draws (common random numbers)."""
        seed = self.rng.getrandbits(64)
        players = sample.num_players
        mover = sample.to_move()
        for move in candidates:
            state = sample.copy()
            state.apply(move)
            if search.rollout_turns:
                play_to_horizon(spec, state, mover, 0, search.rollout_turns, random.Random(seed))
            values = self._rollout(search, state)
            child = root.children.get(move)
            if child is None:
                child = root.children[move] = Node(players)
            for node in (child, root):
                node.visits += 1
                node.available += 1
                for seat in range(players):
                    node.totals[seat] += values[seat]

    def _iterate(self, spec: GameSpec, search: _Search, root: Node, state: State) -> None:
        rng = self.rng
        node = root
        path = [root]
        players = state.num_players
        mover = state.to_move()
        turns = 0
        while True:
            actor = state.to_move()
            if actor == TERMINAL:
                break
            if actor != mover and actor != CHANCE:
                mover = actor
                turns += 1
            if actor == CHANCE:
                move = state.sample_chance(rng)
                state.apply(move)
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = Node(players)
                node = child
                path.append(node)
                continue
            legal = state.legal_moves()
            if search.uses_prior:
                legal = self._candidates(spec, search, node, state, legal, at_root=node is root)
            untried = [m for m in legal if m not in node.children]
            for move in legal:
                child = node.children.get(move)
                if child is not None:
                    child.available += 1
            if untried:
                move = untried[0] if search.uses_prior else rng.choice(untried)
                child = node.children[move] = Node(players)
                child.available = 1
                state.apply(move)
                path.append(child)
                break
            log_scale = search.exploration
            bias = search.prior_weight
            priors = node.priors
            best_move = legal[0]
            best_score = -math.inf
            for move in legal:
                child = node.children[move]
                score = child.totals[actor] / child.visits + log_scale * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if bias:
                    score += bias * priors[move] / (child.visits + 1)
                if score > best_score:
                    best_move, best_score = move, score
            state.apply(best_move)
            node = node.children[best_move]
            path.append(node)
        if search.rollout_turns:
            play_to_horizon(spec, state, mover, turns, search.rollout_turns, rng)
        values = self._rollout(search, state)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for seat in range(players):
                totals[seat] += values[seat]

    def _rollout(self, search: _Search, state: State) -> list[float]:
        rng = self.rng
        depth = search.rollout_depth
        decisions = 0
        while decisions < depth:
            actor = state.to_move()
            if actor == TERMINAL:
                return state.returns()
            if actor == CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_moves()))
                decisions += 1
        if state.is_terminal():
            return state.returns()
        leaf = search.leaf
        return [leaf(state, seat) for seat in range(state.num_players)]
