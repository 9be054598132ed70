"""The `seaboard` command: list, rules, play in the terminal, replay, bench."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from seaboard import cli

runner = CliRunner()


def test_list_shows_every_game() -> None:
    result = runner.invoke(cli.app, ["list"])
    assert result.exit_code == 0
    assert "cartagena" in result.output
    assert "Картахена" in result.output


@pytest.mark.parametrize(("lang", "phrase"), [("en", "boat"), ("ru", "шлюпк")])
def test_rules_in_both_languages(lang: str, phrase: str) -> None:
    result = runner.invoke(cli.app, ["rules", "cartagena", "--lang", lang])
    assert result.exit_code == 0
    assert phrase in result.output
    assert "max_rounds" in result.output


def test_rules_of_unknown_game_is_a_clear_error() -> None:
    result = runner.invoke(cli.app, ["rules", "chess"])
    assert result.exit_code == 2
    assert "unknown game 'chess'" in result.output


def test_play_a_whole_game_against_a_bot_then_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli, "records_dir", lambda: tmp_path)
    # The human always takes the first listed move; 'end' is listed last, so typing '1'
    # plays cards and moves back until the turn ends by itself.
    answers = "\n".join(["zzz", "back 99", "1"] + ["1"] * 3000) + "\n"
    result = runner.invoke(
        cli.app,
        [
            "play",
            "cartagena",
            "--bots",
            "greedy",
            "--seed",
            "4",
            "--preset",
            "tortuga",
            "--option",
            "max_rounds=30",
        ],
        input=answers,
    )
    assert result.exit_code == 0, result.output
    assert "unknown move 'zzz'" in result.output
    assert "Game over" in result.output
    records = list(tmp_path.glob("cartagena-*.sbr"))
    assert len(records) == 1
    assert '[Preset "tortuga"]' in records[0].read_text()  # the variant chosen, by its name
    replayed = runner.invoke(cli.app, ["replay", str(records[0]), "--to", "30"])
    assert replayed.exit_code == 0
    assert "Cartagena" in replayed.output
    full = runner.invoke(cli.app, ["replay", str(records[0])])
    assert full.exit_code == 0
    assert "Result:" in full.output


def test_play_refuses_bad_options() -> None:
    result = runner.invoke(cli.app, ["play", "cartagena", "--option", "variant=cuba"])
    assert result.exit_code == 2
    assert "must be one of" in result.output


def test_replay_of_a_broken_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.sbr"
    path.write_text('[Game "cartagena"]\n[Version "1"]\n[Players "2"]\n\n1 * fly away\n')
    result = runner.invoke(cli.app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "line 5" in result.output


def test_bench_prints_rates() -> None:
    result = runner.invoke(cli.app, ["bench", "cartagena", "--seconds", "0.2", "--players", "2"])
    assert result.exit_code == 0
    assert "games/s" in result.output
