"""Level 3: Monte Carlo tree search for n players with determinization.

Each iteration samples a determinization of the root for the searching seat (everything hidden
from it resampled), descends the tree by UCB1 on the mover's own mean return (counting a child's
availability, as in single-observer information-set MCTS), samples chance outcomes as it goes,
adds one node, finishes with a short random rollout and scores the leaf with the real returns
if the game ended or the game's evaluation otherwise. The move played is the most visited.
Budget: ``iterations`` and/or ``seconds`` (whichever ends first).
"""

from __future__ import annotations

import math
import time

from seaboard.bots.base import Bot, spec_of
from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State


class _Node:
    __slots__ = ("available", "children", "totals", "visits")

    def __init__(self, num_players: int) -> None:
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * num_players


class MctsBot(Bot):
    name = "mcts"

    def __init__(
        self,
        seed: int | None = None,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = 0.7,
        rollout_depth: int = 12,
    ) -> None:
        super().__init__(seed)
        if iterations is None and seconds is None:
            iterations = 1000
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_depth = rollout_depth

    def choose_move(self, state: State) -> Move:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        spec = spec_of(state)
        seat = state.to_move()
        root = _Node(state.num_players)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            sample = (
                spec.determinize(state, seat, self.rng) if spec.has_hidden_info else state.copy()
            )
            self._iterate(spec, root, sample)
            done += 1
        visited = [(root.children[m].visits, i) for i, m in enumerate(moves) if m in root.children]
        if not visited:
            return self.rng.choice(moves)
        return moves[max(visited)[1]]

    def _iterate(self, spec: GameSpec, root: _Node, state: State) -> None:
        rng = self.rng
        node = root
        path = [root]
        players = state.num_players
        while True:
            actor = state.to_move()
            if actor == TERMINAL:
                break
            if actor == CHANCE:
                move = state.sample_chance(rng)
                state.apply(move)
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = _Node(players)
                node = child
                path.append(node)
                continue
            legal = state.legal_moves()
            untried = [m for m in legal if m not in node.children]
            for move in legal:
                child = node.children.get(move)
                if child is not None:
                    child.available += 1
            if untried:
                move = rng.choice(untried)
                child = node.children[move] = _Node(players)
                child.available = 1
                state.apply(move)
                path.append(child)
                break
            log_scale = self.exploration
            best_move = legal[0]
            best_score = -math.inf
            for move in legal:
                child = node.children[move]
                score = child.totals[actor] / child.visits + log_scale * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best_move, best_score = move, score
            state.apply(best_move)
            node = node.children[best_move]
            path.append(node)
        values = self._rollout(spec, state)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for seat in range(players):
                totals[seat] += values[seat]

    def _rollout(self, spec: GameSpec, state: State) -> list[float]:
        rng = self.rng
        decisions = 0
        while decisions < self.rollout_depth:
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
        return [spec.evaluate(state, seat) for seat in range(state.num_players)]
