"""Black Fleet's fixed RL encodings: the catalogue holds every legal move, observations keep
their length and range, hide what the seat may not know and are seat-relative."""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from seaboard.bots import make_bot
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.black_fleet import encoding
from seaboard.games.black_fleet.components import DATA_DIR, DEV_IDS, FORTUNE_IDS
from seaboard.games.black_fleet.state import BlackFleetState
from seaboard.rl.encoding import Encoding
from tests.games.black_fleet.helpers import SPEC

ALL_CARDS = (1 << len(DEV_IDS)) - 1


def _states(
    players: int, options: dict[str, object], seed: int, rounds: int = 3
) -> Iterator[BlackFleetState]:
    """Every position of a short game (one state, played on), random and greedy seats
    alternating."""
    state = SPEC.new_state(players, {"max_rounds": rounds, **options})
    rng = random.Random(seed)
    bots = [make_bot("greedy" if s % 2 else "random", seed=seed + s) for s in range(players)]
    while True:
        yield state
        actor = state.to_move()
        if actor == TERMINAL:
            return
        if actor == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(bots[actor].choose_move(state))


@pytest.mark.parametrize("preset", sorted(SPEC.presets))
@pytest.mark.parametrize("players", [3, 4])
def test_catalogue_and_observation_are_fixed(preset: str, players: int) -> None:
    options = dict(SPEC.presets[preset])
    enc = Encoding(SPEC, players, {**options, "max_rounds": 8})
    assert enc.uses_catalogue
    assert enc.uses_observation_hook
    assert enc.num_actions == len(set(enc.catalogue or [])) == 3763 + 2 * (players - 3)
    assert enc.observation_size == encoding.OBSERVATION_SIZE == 1951
    decisions = 0
    for ply, state in enumerate(_states(players, options, players, rounds=8)):
        if ply % 3 == 0:
            for seat in [None, *range(players)]:
                obs = enc.observe(state, seat)
                assert obs.shape == (1951,)
                assert np.all((obs >= 0.0) & (obs <= 1.0))
        if state.to_move() >= 0:
            decisions += 1
            legal = enc.legal_actions(state)
            assert {enc.decode(state, a) for a in legal} == set(state.legal_moves())
            for move in state.legal_moves():
                assert enc.decode(state, enc.encode(state, move)) == move
        elif state.to_move() == CHANCE:
            assert len(enc.chance_actions(state)) <= enc.max_chance_outcomes
    assert decisions > 150


def test_every_family_of_moves_is_catalogued() -> None:
    """Seats given every development card and every fortune type: all the moves they then
    have (Expert Crew plays, attacks, Whirlwind, Tide Tables, ...) are in the catalogue."""
    catalogue = set(encoding.action_catalogue(4, SPEC.make_options(None)))
    seen: set[str] = set()
    for seed in range(3):
        for state in _states(4, {}, seed, rounds=6):
            seat = state.to_move()
            if seat < 0:
                continue
            rich = state.copy()
            rich.owned[seat] = ALL_CARDS
            rich.fhand[seat] = list(range(len(FORTUNE_IDS)))
            for move in [*state.legal_moves(), *rich.legal_moves()]:
                text = str(move)
                assert text in catalogue, text
                seen.add(" ".join(text.split()[:2]) if text.startswith("fortune") else text)
    verbs = {text.split()[0] for text in seen}
    assert {"place", "enter", "play", "move", "end", "buy", "done"} <= verbs
    assert {"sell", "rob", "sink", "trade", "spot", "detach", "marque", "tide"} <= verbs
    assert any("&" in text for text in seen)
    assert {"fortune whirlwind", "fortune lucky-wind", "fortune freak-winds"} <= seen


def test_chance_bound_is_tight_for_each_deal() -> None:
    tiers = SPEC.make_options(None)
    anywhere = SPEC.make_options({"dev_deal": "any"})
    assert encoding.max_chance_outcomes(3, tiers) == 22
    assert encoding.max_chance_outcomes(3, anywhere) == 24
    state = SPEC.new_state(4, {"dev_deal": "any", "first_seat": 0})
    assert len(state.chance_outcomes()) == 24


def _decision(players: int, seed: int, seat: int) -> BlackFleetState:
    return next(
        s
        for s in _states(players, {}, seed)
        if s.to_move() == seat and s.round >= 1 and s.phase == 6
    )


def test_hidden_items_of_others_do_not_change_my_observation() -> None:
    state = _decision(3, 5, 0)
    rng = random.Random(1)
    changed = 0
    for _ in range(8):
        other = SPEC.determinize(state, 0, rng)
        assert encoding.encode_observation(other.view(0)) == encoding.encode_observation(
            state.view(0)
        )
        changed += encoding.encode_observation(other.view(1)) != encoding.encode_observation(
            state.view(1)
        )
    assert changed > 0


def test_own_hands_are_seen_only_by_their_seat() -> None:
    state = _decision(3, 2, 0)
    hand_at = len(encoding.encode_observation(state.view(0))) - 1 - 25 - encoding.TURN_SIZE
    hand_at -= 2 * 22 + 2 * 17 + 3  # discards, decks, fortune hand
    mine = encoding.encode_observation(state.view(0))[hand_at : hand_at + 22]
    spectator = encoding.encode_observation(state.view(None))[hand_at : hand_at + 22]
    assert sum(mine) == 0.5 * len(state.mhand[0]) > 0
    assert sum(spectator) == 0.0


def test_observation_is_seat_relative() -> None:
    state = _decision(4, 3, 1)
    state.money[:] = [4, 8, 12, 16]
    block = 2 * 127 + encoding.SEAT_FIXED
    for seat in range(4):
        obs = encoding.encode_observation(state.view(seat))
        money = [obs[27 + k * block] * encoding.MONEY_SCALE for k in range(4)]
        assert money == pytest.approx([state.money[(seat + k) % 4] for k in range(4)])
        assert obs[14 + (1 - seat) % 4] == 1.0  # seat 1 is to move
        assert obs[21 + (0 - seat) % 4] == 1.0  # seat 0 has the black fleet


def test_a_replacement_board_changes_the_catalogue_and_the_sizes(tmp_path: Path) -> None:
    for name in DATA_DIR.glob("*.json"):
        shutil.copy(name, tmp_path / name.name)
    board = json.loads((DATA_DIR / "board.json").read_text(encoding="utf-8"))
    new = len(board["areas"])
    board["areas"].append({"id": new, "kind": "sea", "x": 0, "y": 0})
    board["adjacency"].append([new, board["ports"][0]["docks"][0]])
    (tmp_path / "board.json").write_text(json.dumps(board), encoding="utf-8")
    options = SPEC.make_options({"components": str(tmp_path)})
    catalogue = encoding.action_catalogue(3, options)
    assert f"move pirate {new}" in catalogue
    assert f"rob {new}" in catalogue
    assert len(catalogue) == 3763 + 4 + 1 + 4 + 4 + 1
    assert encoding.observation_size(3, options) == 1951 + 4 * 2 + 2
    enc = Encoding(SPEC, 3, options)
    state = SPEC.new_state(3, options)
    assert enc.observe(state, 0).shape == (1961,)
