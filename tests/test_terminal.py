"""The terminal: fair play (the human reads only their redacted log), game text never read as
Rich markup, Russian words with plurals, and every argument of the commands checked up front
with a one-line error and a non-zero exit."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from seaboard import cli, get_game
from seaboard.core.record import Record
from seaboard.terminal import LogPrinter

runner = CliRunner()


def flat(text: str) -> str:
    """Output with Rich's line wrapping undone."""
    return " ".join(text.split())


def _play(*args: str, answers: str = "q\n") -> str:
    result = runner.invoke(cli.app, ["play", *args, "--no-save"], input=answers)
    assert result.exit_code == 0, result.output
    return result.output


def _bot_moves(game: str, seed: int, human: int, moves: int) -> list[str]:
    """The notation of the bot's and chance's steps before the human's first decision."""
    from seaboard.bots import make_bot
    from seaboard.core.state import CHANCE

    spec = get_game(game)
    state = spec.new_state(2)
    bot = make_bot("greedy", seed=seed + (1 - human) + 1)
    import random

    rng = random.Random(seed)
    seen = []
    while len(seen) < moves and state.to_move() != human:
        move = state.sample_chance(rng) if state.to_move() == CHANCE else bot.choose_move(state)
        seen.append(str(move))
        state.apply(move)
    return seen


def test_the_human_never_reads_the_pirates_treasure_the_bot_chose() -> None:
    output = _play("pirates", "--humans", "2", "--bots", "greedy", "--seed", "42")
    secret = [m for m in _bot_moves("pirates", 42, 1, 10) if m.startswith("treasure ")]
    assert secret
    assert secret[0] not in output
    assert "feint" not in output


def test_the_human_never_reads_the_bots_kept_tickets() -> None:
    output = _play("rails_sails", "--humans", "2", "--bots", "greedy", "--seed", "3")
    kept = [m for m in _bot_moves("rails_sails", 3, 1, 80) if m.startswith("keep ")]
    assert kept
    assert all(k not in output for k in kept)


def test_game_text_is_never_read_as_markup() -> None:
    buffer = io.StringIO()
    console = Console(file=buffer, width=200)
    log = LogPrinter(console, "en", ["[bold]Ann[/]"])
    log.add(0, "revealed [smugglers-code, rum] and [red]nothing[/red]", None)
    assert (
        "[bold]Ann[/]: revealed [smugglers-code, rum] and [red]nothing[/red]" in buffer.getvalue()
    )


def test_grouped_steps_are_one_line() -> None:
    buffer = io.StringIO()
    log = LogPrinter(Console(file=buffer, width=200), "en", ["Ann", "Bob"])
    for card in ("key", "hat", "flag"):
        log.add(-1, card, "Cards dealt")
    log.add(0, "Ann ends the turn", None)
    lines = buffer.getvalue().splitlines()
    assert lines[0] == "· Cards dealt: key, hat, flag"
    assert lines[1] == "Ann: Ann ends the turn"


def test_play_defaults_to_the_fewest_seats_and_cycles_the_bots() -> None:
    output = _play("black_fleet", "--bots", "random,greedy", "--seed", "1")
    assert "Player 2 (bot: random)" in output
    assert "Player 3 (bot: greedy)" in output
    four = _play("black_fleet", "--players", "4", "--bots", "random,greedy", "--seed", "1")
    assert "Player 4 (bot: random)" in four


def test_russian_screen_and_result(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "records_dir", lambda: tmp_path)
    answers = "\n".join(["1"] * 4000) + "\n"
    result = runner.invoke(
        cli.app,
        ["play", "cartagena", "--bots", "random", "--seed", "2", "--lang", "ru",
         "--option", "max_rounds=3"],
        input=answers,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Игроки" in result.output
    assert "Место" in result.output
    assert "Очки" in result.output
    assert "Партия окончена" in result.output
    assert "Game over" not in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "cartagena", "--humans", "x"], "seats are numbers from 1 to 2"),
        (["play", "cartagena", "--humans", "7"], "seats are numbers from 1 to 2"),
        (["play", "cartagena", "--lang", "de"], "unknown language"),
        (["play", "cartagena", "--bots", "mcts:iterations=-5"], "whole number >= 1"),
        (["play", "cartagena", "--bots", "mcts:iterations=abc"], "whole number >= 1"),
        (["play", "cartagena", "--players", "9"], "2-5 players"),
        (["bench", "cartagena", "--seconds", "0"], "--seconds"),
        (["bench", "--players", "9"], "not 9"),
        (["fuzz", "--players", "9"], "not 9"),
        (["fuzz", "--runs", "-1"], "--runs"),
        (["fuzz", "--policies", "superpolicy"], "unknown fuzz policies"),
        (["simulate", "cartagena", "--workers", "-2"], "--workers"),
        (["simulate", "cartagena", "--out", "out.txt"], "must end in .parquet or .csv"),
        (["simulate", "cartagena", "--games", "0"], "--games"),
        (["report", "nosuch.parquet"], "no results file"),
        (["rules", "cartagena", "--lang", "de"], "unknown language"),
    ],
)
def test_bad_arguments_are_refused_up_front(args: list[str], message: str) -> None:
    result = runner.invoke(cli.app, args)
    assert result.exit_code == 2, result.output
    assert message in flat(result.output)
    assert "Traceback" not in result.output


def test_simulate_refuses_folders_and_files_where_the_other_is_needed(tmp_path: Path) -> None:
    folder = runner.invoke(cli.app, ["simulate", "cartagena", "--out", str(tmp_path)])
    assert folder.exit_code == 2
    assert "is a folder" in flat(folder.output)
    file = tmp_path / "records.txt"
    file.write_text("x")
    records = runner.invoke(
        cli.app,
        ["simulate", "cartagena", "--out", str(tmp_path / "r.csv"), "--records", str(file)],
    )
    assert records.exit_code == 2
    assert "is a file" in flat(records.output)
    fuzz_out = runner.invoke(cli.app, ["fuzz", "cartagena", "--out", str(file)])
    assert fuzz_out.exit_code == 2


def test_an_unreachable_ray_address_is_refused(tmp_path: Path) -> None:
    result = runner.invoke(
        cli.app,
        ["simulate", "cartagena", "--games", "2", "--ray", "127.0.0.1:9",
         "--out", str(tmp_path / "r.csv")],
    )  # fmt: skip
    assert result.exit_code == 2
    assert "cannot reach the Ray cluster" in flat(result.output)


def _record(tmp_path: Path) -> Path:
    from seaboard.bots import make_bot
    from seaboard.core.driver import play_game

    spec = get_game("cartagena")
    final = play_game(spec, [make_bot("random", seed=1), make_bot("random", seed=2)], seed=5)
    path = tmp_path / "game.sbr"
    path.write_text(
        Record.from_state(final, game="cartagena", seats=["Ann", "Bob"], seed=5).to_text(),
        encoding="utf-8",
    )
    return path


def test_replay_names_the_actors_and_checks_its_arguments(tmp_path: Path) -> None:
    path = _record(tmp_path)
    result = runner.invoke(cli.app, ["replay", str(path), "--lang", "ru"])
    assert result.exit_code == 0, result.output
    assert "Ann: " in result.output
    assert "Bob: " in result.output
    assert "Итог" in result.output
    stepped = runner.invoke(cli.app, ["replay", str(path), "--step"], input="\nq\n")
    assert stepped.exit_code == 0
    assert stepped.output.count("Enter: next move") == 2
    for args, message in (
        (["--seat", "7"], "--seat is a seat from 1 to 2"),
        (["--to", "99999"], "--to is a step from 0"),
        (["--lang", "de"], "unknown language"),
    ):
        bad = runner.invoke(cli.app, ["replay", str(path), *args])
        assert bad.exit_code == 2
        assert message in flat(bad.output)
    binary = tmp_path / "binary.sbr"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    refused = runner.invoke(cli.app, ["replay", str(binary)])
    assert refused.exit_code == 2
    assert "not a text record" in flat(refused.output)


def test_ctrl_c_stops_the_workers_and_keeps_the_finished_rows(tmp_path: Path) -> None:
    """SIGINT to a 2-worker simulation: the command ends promptly (well before the games
    would have finished) and the results file holds whole rows."""
    import signal
    import time

    out = tmp_path / "r.csv"
    # Ctrl-C as at a terminal: a shell starts background jobs with SIGINT ignored, and a
    # child inherits that (`make test &` then ran all 400 games), so restore the default
    command = (
        "import signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "from seaboard.cli import main; main()"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", command,
         "simulate", "colonies", "--games", "400", "--workers", "2", "--bots", "greedy",
         "--out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (out.exists() and out.stat().st_size > 200):
        time.sleep(0.2)
    assert out.exists(), "no row was written within two minutes"
    import os

    os.killpg(process.pid, signal.SIGINT)
    process.wait(timeout=60)
    rows = out.read_text().splitlines()
    assert 2 <= len(rows) < 401
    assert all(row.count(",") == rows[0].count(",") for row in rows)
