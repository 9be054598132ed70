"""Outcome ranking and returns; option building and its errors; the registry."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.core.errors import InvalidOptionsError
from seaboard.core.outcome import Outcome


def test_ranks_from_keys_share_ties() -> None:
    outcome = Outcome.from_keys("end", [3, 5, 5, 1], [3, 5, 5, 1])
    assert outcome.ranks == (3, 1, 1, 4)
    assert outcome.winners == (1, 2)
    assert outcome.returns() == pytest.approx([-1 / 3, 2 / 3, 2 / 3, -1.0])
    assert outcome.result_text() == "3-1-1-4"


def test_two_player_returns() -> None:
    assert Outcome.from_keys("end", [1, 0], [1, 0]).returns() == [1.0, -1.0]
    assert Outcome.draw("draw", 2).returns() == [0.0, 0.0]
    assert Outcome.draw("draw", 2).winners == ()


def test_options_from_strings_presets_and_instances() -> None:
    spec = seaboard.get_game("cartagena")
    options = spec.make_options({"max_rounds": "50", "first_seat": "1", "variant": "tortuga"})
    assert (options.max_rounds, options.first_seat, options.variant) == (50, 1, "tortuga")
    assert spec.make_options("tortuga").variant == "tortuga"
    assert spec.make_options(options) == options
    assert spec.make_options({"first_seat": ""}).first_seat is None


@pytest.mark.parametrize(
    "bad", [{"max_rounds": "many"}, {"max_rounds": True}, "nope", 42, {"variant": 3}]
)
def test_bad_options_raise(bad: object) -> None:
    with pytest.raises(InvalidOptionsError):
        seaboard.get_game("cartagena").make_options(bad)


@pytest.mark.parametrize("players", [1, 6, "2"])
def test_bad_player_counts(players: object) -> None:
    with pytest.raises(InvalidOptionsError):
        seaboard.get_game("cartagena").new_state(players)  # type: ignore[arg-type]


def test_unknown_game() -> None:
    with pytest.raises(InvalidOptionsError, match=r"known games: .*cartagena"):
        seaboard.get_game("chess")


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_file_options_are_marked_and_refused_remotely(game_id: str) -> None:
    from seaboard.core.options import local_path_options, remote_safe

    spec = seaboard.get_game(game_id)
    names = local_path_options(spec.Options)
    assert names, f"{game_id} has a component or map file option, marked local_path"
    remote_safe(spec.Options, {})
    for name in names:
        with pytest.raises(InvalidOptionsError, match="name files on the server"):
            remote_safe(spec.Options, {name: "/etc/passwd"})


def test_ranked_beyond_scores_when_a_tie_break_or_a_win_sets_the_places() -> None:
    assert not Outcome.from_keys("end", [3, 5, 5, 1], [3, 5, 5, 1]).ranked_beyond_scores()
    assert not Outcome.draw("draw", 2, [4, 4]).ranked_beyond_scores()
    tie_break = Outcome.from_keys("end", [7, 7, 2], [(7, 20), (7, 35), (2, 0)])
    assert tie_break.ranks == (2, 1, 3)
    assert tie_break.ranked_beyond_scores()
    poorer_winner = Outcome.from_keys("victory", [9, 12], [(1, 9), (0, 12)])
    assert poorer_winner.ranked_beyond_scores()
