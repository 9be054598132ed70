"""The generic conformance check over every registered game, preset and player count."""

import pytest

import seaboard
from seaboard.core.conformance import check_bad_input, check_chance_sampler, check_random_game


def _cases() -> list[tuple[str, str, int, int]]:
    cases = []
    for game_id in seaboard.list_games():
        spec = seaboard.get_game(game_id)
        for preset in spec.presets or {"default": {}}:
            for players in range(spec.min_players, spec.max_players + 1):
                for seed in range(2):
                    cases.append((game_id, preset, players, seed))
    return cases


@pytest.mark.parametrize(("game_id", "preset", "players", "seed"), _cases())
def test_random_game_keeps_the_contract(game_id: str, preset: str, players: int, seed: int) -> None:
    spec = seaboard.get_game(game_id)
    final = check_random_game(spec, players, spec.presets.get(preset), seed=seed)
    assert final.outcome() is not None


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_chance_sampler_matches_outcomes(game_id: str) -> None:
    spec = seaboard.get_game(game_id)
    if spec.has_chance:
        assert check_chance_sampler(spec, spec.min_players) > 0


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_bad_input_is_refused(game_id: str) -> None:
    spec = seaboard.get_game(game_id)
    check_bad_input(spec, spec.min_players)


def test_every_issue_game_is_registered() -> None:
    assert "cartagena" in seaboard.list_games()
