"""Packet Row's fixed encodings (seaboard/games/packet_row/encoding.py; docs/rl.md): the action
catalogue covers every legal move of random and greedy games, the observation has one length,
stays in [0, 1], is seat-relative and hides what the view hides."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from seaboard.bots import make_bot
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.packet_row import encoding
from seaboard.games.packet_row.components import DEFAULT_PATH, NUM_CARDS, card_code
from seaboard.games.packet_row.state import PacketRowState
from seaboard.rl.encoding import Encoding

from .helpers import SPEC, ids, legal, play, position

SIZE = encoding.OBSERVATION_SIZE


def _states(players: int, policy: str, seed: int) -> Iterator[PacketRowState]:
    """Every state of one game, moves chosen at random or by the greedy bot."""
    state = SPEC.new_state(players, SPEC.presets["standard"])
    assert isinstance(state, PacketRowState)
    rng = random.Random(seed)
    bot = make_bot("greedy", seed=seed)
    while state.to_move() != TERMINAL:
        yield state
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        elif policy == "random":
            state.apply(rng.choice(state.legal_moves()))
        else:
            state.apply(bot.choose_move(state))
    yield state


def test_catalogue_is_fixed_and_has_no_duplicates() -> None:
    options = SPEC.make_options(None)
    catalogue = encoding.action_catalogue(2, options)
    assert len(catalogue) == len(set(catalogue)) == 892
    assert all(encoding.action_catalogue(n, options) == catalogue for n in (3, 4, 5))
    for text in catalogue:
        assert str(SPEC.parse_move(SPEC.new_state(2), text)) == text
    families = [text.split()[0] for text in catalogue]
    assert {verb: families.count(verb) for verb in dict.fromkeys(families)} == {
        "board": 4,
        "take": 160,
        "assist": 160,
        "pass": 1,
        "cash": 24,
        "ship": 18,
        "captain": 30,
        "contract": 36,
        "use": 38,
        "merchant": 420,
        "done": 1,
    }
    assert catalogue[:4] == ["board guild", "board docks", "board market", "board bank"]
    assert catalogue[-1] == "done"


def test_catalogue_follows_the_component_set(tmp_path: Path) -> None:
    """A money card and a banker swapped in the bank deck: ``cash`` names the new money card."""
    data = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    bank = data["decks"]["bank"]
    money = next(i for i, card in enumerate(bank) if card["kind"] == "money")
    banker = next(i for i, card in enumerate(bank) if card["kind"] == "banker")
    bank[money], bank[banker] = (
        {**bank[banker], "id": bank[money]["id"]},
        {**bank[money], "id": bank[banker]["id"]},
    )
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    default = encoding.action_catalogue(3, SPEC.make_options(None))
    custom = encoding.action_catalogue(3, SPEC.make_options({"components": str(path)}))
    assert len(custom) == len(default)
    assert f"cash {bank[banker]['id']}" in custom
    assert f"cash {bank[banker]['id']}" not in default
    assert f"cash {bank[money]['id']}" not in custom


def test_max_chance_outcomes_is_the_largest_deck() -> None:
    assert encoding.max_chance_outcomes(5, SPEC.make_options(None)) == 42


@pytest.mark.parametrize("policy", ["random", "greedy"])
@pytest.mark.parametrize("players", [2, 5])
def test_every_legal_move_is_in_the_catalogue_and_observations_are_fixed(
    players: int, policy: str
) -> None:
    enc = Encoding(SPEC, players, "standard")
    assert enc.uses_catalogue
    assert enc.uses_observation_hook
    assert enc.num_actions == 892
    assert enc.observation_size == SIZE == 1814
    for seed in range(3):
        for state in _states(players, policy, seed):
            for seat in [None, *range(players)]:
                obs = enc.observe(state, seat)
                assert obs.shape == (SIZE,)
                assert np.all((obs >= 0.0) & (obs <= 1.0))
            actor = state.to_move()
            if actor >= 0:
                legal_actions = enc.legal_actions(state)
                assert {enc.decode(state, a) for a in legal_actions} == set(state.legal_moves())
                for move in state.legal_moves():
                    assert enc.decode(state, enc.encode(state, move)) == move
            elif actor == CHANCE:
                assert len(state.chance_outcomes()) <= enc.max_chance_outcomes


def test_merchant_and_captain_moves_are_in_the_catalogue() -> None:
    """The widest families, in positions built to offer them (seed 000, "Торговец", "Капитан")."""
    enc = Encoding(SPEC, 3)
    merchant = position(
        3,
        hands={0: ["G05", "M15", "M10", "M29"], 1: ["S10"], 2: ["S11"]},
        ships={0: ["D13"]},
        current={0: ["G30", "G31"], 1: ["D34", "D35"], 2: ["M34", "M35"], 3: ["B30", "B31"]},
        future={0: ["G32", "G33"], 1: ["D36", "D37"], 2: ["M36", "M37"], 3: ["B32", "B33"]},
    )
    play(merchant, "ship D13", "contract G05")
    captain = position(
        3,
        hands={0: ["G02", "M17", "D19"], 1: ["S10"], 2: ["S11"]},
        ships={0: ["D13"]},
        current={0: ["G30", "G31"], 1: ["D34", "D35"], 2: ["M34", "M35"], 3: ["B30", "B31"]},
        future={0: ["G32", "G33"], 1: ["D36", "D37"], 2: ["M36", "M37"], 3: ["B32", "B33"]},
    )
    play(captain, "ship D13")
    assert any(text.startswith("merchant") for text in legal(merchant))
    assert legal(captain) == {"captain D19 fr"}
    for state in (merchant, captain):
        assert [str(enc.decode(state, a)) for a in enc.legal_actions(state)] == [
            str(move) for move in state.legal_moves()
        ]
    # a fulfilment in progress: its cards, the merchant's change and the last ship's country
    play(merchant, "merchant M29 M10 hides")
    obs = enc.observe(merchant, 0)
    places = encoding.PLACES
    for card in ids("D13", "G05", "M29", "M10"):
        assert obs[card * places + encoding.COMMITTED] == 1.0
        assert obs[card * places + encoding.HELD] == 1.0
    (m15,) = ids("M15")
    assert obs[m15 * places + encoding.COMMITTED] == 0.0
    (m10,) = ids("M10")
    market = m10 - encoding.MARKET_FIRST
    assert obs[encoding.CONVERSIONS_AT + market * 4 + 2] == 1.0  # hides
    assert obs[encoding.FULFIL_AT] == 1.0
    spain = 1 + encoding.MAX_SEATS + 4
    assert obs[encoding.FULFIL_AT + spain] == 1.0


def _first(players: int, seed: int, test: Callable[[PacketRowState], bool]) -> PacketRowState:
    for state in _states(players, "random", seed):
        if test(state):
            return state.copy()
    raise AssertionError("no such state in the game")


def test_observation_is_seat_relative() -> None:
    """My cards and money are block 0 of my observation, and block 1 of the seat before me."""
    enc = Encoding(SPEC, 3)
    state = _first(3, 1, lambda s: s.round >= 4 and all(s.hands[k] for k in range(3)))
    places = encoding.PLACES
    for seat in range(3):
        mine = enc.observe(state, seat)
        before = enc.observe(state, (seat - 1) % 3)
        for card in state.hands[seat] + state.ships[seat]:
            assert mine[card * places + 0] == 1.0
            if not state.hidden_from((seat - 1) % 3, seat, card):
                assert before[card * places + 1] == 1.0
        players_at = encoding.PLAYERS_AT
        assert mine[players_at] == pytest.approx(min(1.0, state.money[seat] / 100))
    assert not np.array_equal(enc.observe(state, 0), enc.observe(state, 1))
    assert np.array_equal(enc.observe(state, None), enc.observe(state, None))


def test_an_opponents_hidden_contract_does_not_change_my_observation() -> None:
    """``determinize`` for seat 0 redeals the others' starting contracts and the decks: seat
    0's observation stays the same while the hidden cards change."""
    enc = Encoding(SPEC, 4)
    state = _first(4, 2, lambda s: s.round == 2 and s.to_move() >= 0)
    mine = enc.observe(state, 0)
    hidden = [c for c in state.hands[1] if state.hidden_from(0, 1, c)]
    assert len(hidden) == 1
    rng = random.Random(0)
    changed = 0
    for _ in range(20):
        twin = state.determinize(0, rng)
        assert np.array_equal(enc.observe(twin, 0), mine)
        changed += twin.hands[1] != state.hands[1] or twin.decks != state.decks
    assert changed > 0
    # the owner's own starting contract is in the owner's observation, and in nobody else's
    (card,) = hidden
    assert enc.observe(state, 1)[card * encoding.PLACES] == 1.0
    assert not any(enc.observe(state, 0)[card * encoding.PLACES : (card + 1) * encoding.PLACES])


def test_card_places_are_one_hot_over_the_view() -> None:
    state = _first(2, 3, lambda s: s.round == 3 and s.to_move() >= 0)
    obs = encoding.encode_observation(state.view(0))
    places = encoding.PLACES
    for card in range(NUM_CARDS):
        row = obs[card * places : card * places + encoding.COMMITTED]
        assert sum(row) <= 1.0, card_code(card)
    (current,) = ids(card_code(state.current[0][0]))
    assert obs[current * places + encoding.CURRENT] == 1.0
