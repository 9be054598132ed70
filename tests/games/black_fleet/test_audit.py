"""Seed sentences that had no test before the audit (seed 001)."""

from __future__ import annotations

from seaboard.games.black_fleet.state import DRAW_F, DRAW_M, LAUNCH
from tests.games.black_fleet.helpers import (
    clear_board,
    give_fortune,
    legal,
    new_game,
    play,
    reveal,
    roundtrip,
    set_merchant,
    set_pirate,
    ships,
)


def test_an_empty_movement_deck_is_reshuffled_from_its_discard_pile() -> None:
    """ "Если заканчивается колода карт удачи или карт хода, перемешайте соответствующую
    стопку сброса и сформируйте новую колоду.\""""
    st = new_game()
    ships(st, "Y2.4.3")  # the played card is on the discard pile
    played = st.comp.card_index["Y2.4.3"]
    # every card but one still in the deck goes to the discard pile: one card is left to draw
    last = next(c for c, k in enumerate(st.mdeck) if k)
    for c, k in enumerate(st.mdeck):
        st.mdisc[c] += k - (1 if c == last else 0)
        st.mdeck[c] = 1 if c == last else 0
    roundtrip(st)
    discards = list(st.mdisc)
    play(st, "end")
    assert st.phase == DRAW_M
    assert [str(m) for m, _ in st.chance_outcomes()] == [f"draw {st.comp.move_cards[last].code}"]
    st.play(st.chance_outcomes()[0][0])
    assert st.mdeck == discards  # the discard pile became the new deck
    assert not any(st.mdisc)
    assert st.mdeck[played] >= 1
    roundtrip(st)


def test_an_empty_fortune_deck_is_reshuffled_from_its_discard_pile() -> None:
    st = new_game()
    ships(st, "Y2.3.4+1")  # draw one fortune card at the end
    last = next(f for f, k in enumerate(st.fdeck) if k)
    for f, k in enumerate(st.fdeck):
        st.fdisc[f] += k - (1 if f == last else 0)
        st.fdeck[f] = 1 if f == last else 0
    discards = list(st.fdisc)
    play(st, "end")
    st.play(st.chance_outcomes()[0][0])  # the movement card
    assert st.phase == DRAW_F
    assert len(st.chance_outcomes()) == 1
    st.play(st.chance_outcomes()[0][0])
    assert st.fdeck == discards
    assert not any(st.fdisc)
    roundtrip(st)


def test_a_sunk_pirate_never_reenters_at_a_lair_even_with_pirate_hideout() -> None:
    """Pirate Hideout: "Но пиратский корабль не может войти в игру заново через пиратское
    логово"; it re-enters at a distant sea and may then step into a lair."""
    st = new_game()
    reveal(st, 0, "pirate-hideout")
    # end seat 0's turn and let the other seats pass through to seat 0's next turn
    clear_board(st)
    set_merchant(st, 0, 21, "purple", 3)
    set_merchant(st, 1, 109, "blue", 3)
    set_merchant(st, 2, 116, "green", 3)
    set_pirate(st, 0, -1, None)
    st.t.done = [0, 0, 0, 0]
    st.phase = LAUNCH
    moves = legal(st)
    assert moves == {f"enter {a}" for a in st.comp.distant}
    assert not any(f"enter {lair}" in moves for lair in st.comp.lairs)
    play(st, f"enter {st.comp.distant[0]}")
    ships(st, "Y2.4.3")
    assert all(f"move pirate {lair}" in legal(st) for lair in st.comp.lairs)


def test_whirlwind_is_played_during_a_movement_which_then_goes_on() -> None:
    """Whirlwind: "Эту карту можно разыграть во время перемещения корабля.\""""
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 50, "red", 3)
    set_merchant(st, 1, 68, "red", 3)
    give_fortune(st, 0, "whirlwind")
    ships(st, "Y2.4.3")  # merchant 3 steps
    play(st, "move merchant 35")
    assert "fortune whirlwind 67 68" in legal(st)
    play(st, "fortune whirlwind 67 68")
    assert st.navy[0] == 68
    assert st.mpos[1] == 67
    assert st.t.cur == 0  # the merchant's movement goes on
    assert not st.t.done[0]
    assert any(m.startswith("move merchant") for m in legal(st))


def test_evaluation_counts_the_steps_left_and_pending_draws() -> None:
    """Audit (bots): ending the ships phase with a loaded merchant still able to sail toward
    its port loses value, and resolving the end-of-turn draws does not change the value (a
    search that resolves chance saw +0.8 a fortune card and learnt to end its turns at once)."""
    from tests.games.black_fleet.helpers import SPEC

    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 50, "purple", 3)
    ships(st, "Y2.3.4+1")  # merchant 4 steps; draw one fortune card at the end
    before = SPEC.evaluate(st, 0)
    play(st, "end")
    after_end = SPEC.evaluate(st, 0)
    assert after_end < before
    while st.phase in (DRAW_M, DRAW_F):
        st.play(st.chance_outcomes()[0][0])
    assert abs(SPEC.evaluate(st, 0) - after_end) < 1e-9
