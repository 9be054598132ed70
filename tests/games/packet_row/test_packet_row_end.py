"""The end of the game (seed 000, "Конец игры", "Подсчёт очков"): the end condition by player
count, the final fulfilments and cashing, max_rounds, scoring with bankers and every tie rule."""

from __future__ import annotations

import pytest

from seaboard.core.message import msg
from seaboard.games.packet_row.constants import CHOOSE, CURRENT_SIZE, FINAL, OVER
from seaboard.games.packet_row.scoring import banker_points, final_scores
from seaboard.games.packet_row.state import PacketRowState
from seaboard.i18n import render

from .helpers import SPEC, finish_chance, ids, legal, play, position

FREE = {
    0: ["G01", "G02", "G03", "G04", "G05", "G06"],
    1: ["D01", "D02", "D03", "D04", "D05", "D06"],
    2: ["M29", "M30", "M31", "M32", "M33", "M01"],
    3: ["B01", "B02", "B03", "B04", "B05", "B06"],
}
THRESHOLD = {2: 1, 3: 1, 4: 2, 5: 3}


def _ending(n: int, short: int, **extra: object) -> PacketRowState:
    """Boards 0..short-1 have an empty deck and an empty future supply: refilling them fails."""
    size = CURRENT_SIZE[n]
    current = {b: FREE[b][:size] for b in range(4)}
    future = {b: ([] if b < short else FREE[b][size : size + 2]) for b in range(4)}
    return position(
        n,
        hm=0,
        current=current,
        future=future,
        decks={b: [] for b in range(short)},
        **extra,
    )


def _choose_and_take(st: PacketRowState, boards: list[int]) -> None:
    """The harbor master offers each board in turn (everyone passes), then takes a free card
    from the last one."""
    names = ["guild", "docks", "market", "bank"]
    for i, board in enumerate(boards):
        play(st, f"board {names[board]}")
        for _ in range(st.num_players - 1):
            play(st, "pass")
        if i == len(boards) - 1:
            play(st, f"take {FREE[board][0]}")


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_game_ends_when_enough_boards_cannot_be_refilled(n: int) -> None:
    need = THRESHOLD[n]
    for short in (need - 1, need):
        st = _ending(n, short)
        _choose_and_take(st, list(range(max(short, 1))))
        finish_chance(st)
        if short >= need:
            assert st.phase == OVER
            assert st.outcome() is not None
            assert st.outcome().reason == "supplies exhausted"  # type: ignore[union-attr]
            assert bin(st.short).count("1") == need
        else:
            assert st.phase == CHOOSE, (n, short)
            assert st.round == 2


def test_short_boards_add_up_over_rounds() -> None:
    st = _ending(4, 1)
    _choose_and_take(st, [0])
    finish_chance(st)
    assert st.phase == CHOOSE
    assert st.short == 0b0001
    st2 = position(
        4,
        hm=1,
        current={b: FREE[b][:3] for b in range(1, 4)},
        future={1: [], 2: FREE[2][3:5], 3: FREE[3][3:5]},
        decks={0: [], 1: []},
        short=0b0001,
    )
    play(st2, "board docks", "pass", "pass", "pass", "take D01")
    finish_chance(st2)
    assert st2.phase == OVER
    assert st2.short == 0b0011


def test_a_short_future_supply_does_not_end_the_game() -> None:
    st = position(
        2,
        hm=0,
        current={2: ["M29", "M30"]},
        future={2: ["M31", "M32"]},
        decks={2: ["M33"]},
    )
    play(st, "board market", "pass", "take M29")
    finish_chance(st)
    assert st.phase == CHOOSE
    assert st.current[2] == ids("M31", "M32")
    assert st.future[2] == [ids("M33")[0], -1]
    assert st.short == 0
    play(st, "board market", "pass", "take M31")
    finish_chance(st)
    assert st.phase == OVER  # now the current supply itself cannot be filled


def test_final_fulfilments_then_money_cards_are_cashed() -> None:
    st = _ending(
        2,
        1,
        hands={0: ["B20"], 1: ["G07", "M12", "B24"]},
        ships={1: ["D07"]},
        money=[25, 25],
    )
    _choose_and_take(st, [0])
    finish_chance(st)
    assert st.phase == FINAL
    assert st.to_move() == 1
    assert legal(st) == {"ship D07", "pass"}
    play(st, "ship D07", "contract G07", "use M12", "done")
    assert st.phase == OVER
    assert st.money == [25 + 7, 25 + 25 + 9]
    assert st.hands[0] == [ids("G01")[0]]
    assert st.hands[1] == []
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.winners == (1,)


def test_a_player_may_decline_the_final_fulfilment() -> None:
    st = _ending(2, 1, hands={1: ["G07", "M12"]}, ships={1: ["D07"]})
    _choose_and_take(st, [0])
    finish_chance(st)
    play(st, "pass")
    assert st.phase == OVER
    assert st.money == [25, 25]


def test_max_rounds_ends_the_game_and_scores_it() -> None:
    st = position(
        3,
        hm=0,
        current={b: FREE[b][:2] for b in range(4)},
        future={b: FREE[b][2:4] for b in range(4)},
        options={"max_rounds": 1},
        hands={0: ["G30"]},
    )
    play(st, "board guild", "pass", "pass", "take G01")
    finish_chance(st)
    assert st.phase == OVER
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.reason == "max_rounds"
    assert outcome.scores[0] == 4 + 2  # University 4 VP, $25 = 2 VP


@pytest.mark.parametrize(
    ("money", "bankers", "points"),
    [
        # 2-3 players: the richest get 2 per banker; tied richest all get it.
        ([30, 20, 10], [1, 2, 3], [2, 0, 0]),
        ([30, 30, 10], [1, 2, 1], [2, 4, 0]),
        ([10, 5], [0, 2], [0, 0]),
        ([12, 12], [2, 1], [4, 2]),
        # 4-5 players: richest 3 per banker, second richest 1 per banker.
        ([40, 30, 20, 10], [1, 1, 1, 1], [3, 1, 0, 0]),
        ([40, 30, 20, 10, 5], [2, 3, 1, 1, 1], [6, 3, 0, 0, 0]),
        # Tied richest: all get 3 per banker, nobody else gets anything.
        ([40, 40, 30, 10], [1, 2, 1, 1], [3, 6, 0, 0]),
        ([50, 50, 50, 20, 10], [1, 1, 1, 1, 1], [3, 3, 3, 0, 0]),
        ([10, 10, 10, 10], [1, 0, 2, 1], [3, 0, 6, 3]),
        # One richest, tied second: all the second richest get 1 per banker.
        ([40, 30, 30, 10], [2, 1, 2, 1], [6, 1, 2, 0]),
        ([40, 30, 30, 30, 10], [0, 1, 1, 1, 4], [0, 1, 1, 1, 0]),
    ],
)
def test_banker_scoring(money: list[int], bankers: list[int], points: list[int]) -> None:
    assert banker_points(money, bankers) == points


def _over(n: int, hands: dict[int, list[str]], money: list[int]) -> PacketRowState:
    return position(n, phase="over", hands=hands, money=money, reason="supplies exhausted")


def test_scoring_counts_vp_cards_money_and_bankers() -> None:
    st = _over(4, {0: ["G30", "B25", "B26"], 1: ["M34", "B27"], 2: ["G31"]}, [45, 31, 9, 30])
    points, money = final_scores(st)
    # seat 0: University 4 + $45 -> 4 + bankers 2 x 3 = 14; seat 1: Library 3 + 3 + 1 = 7
    assert points == [14, 7, 5, 3]
    assert money == [45, 31, 9, 30]
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.ranks == (1, 2, 3, 4)


def test_ties_on_points_go_to_the_most_money() -> None:
    st = _over(3, {0: ["G31"], 1: ["G30"]}, [20, 35, 0])
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.scores[:2] == (7.0, 7.0)
    assert outcome.winners == (1,)
    assert outcome.ranks == (2, 1, 3)
    assert SPEC.ranking_note(st) == msg("packet_row:ranking_money")
    assert render(msg("packet_row:ranking_money"), "ru") == (
        "При равенстве победных очков выше тот, у кого больше денег."
    )


def test_a_tie_on_points_and_money_is_a_shared_victory() -> None:
    st = _over(3, {0: ["G31"], 1: ["B30"]}, [20, 20, 0])
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.winners == (0, 1)
    assert outcome.ranks == (1, 1, 3)
    assert SPEC.ranking_note(st) is None  # the points and money order the seats


def test_random_games_end_for_every_player_count() -> None:
    import random

    for n in (2, 3, 4, 5):
        st = SPEC.new_state(n)
        rng = random.Random(n)
        while not st.is_terminal():
            st.apply(st.sample_chance(rng) if st.is_chance() else rng.choice(st.legal_moves()))
        assert st.outcome() is not None
        assert all(st.comps.kind[c] != 9 for h in st.hands for c in h)  # money cards cashed
