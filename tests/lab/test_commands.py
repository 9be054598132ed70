"""The lab's Typer commands (mounted by the CLI as ``seaboard simulate`` etc.)."""

import json
from pathlib import Path

from typer.testing import CliRunner

from seaboard.lab.commands import lab_app
from seaboard.lab.results import load_results

runner = CliRunner()


def test_simulate_then_report(tmp_path: Path) -> None:
    out = tmp_path / "sim.csv"
    args = ["simulate", "cartagena", "-n", "3", "--bots", "random,greedy", "--games", "4"]
    args += ["--seed", "5", "--out", str(out), "--records", str(tmp_path / "rec"), "-w", "2"]
    result = runner.invoke(lab_app, [*args, "--preset", "tortuga", "-o", "max_rounds=50"])
    assert result.exit_code == 0, result.output
    frame = load_results(out)
    assert len(frame) == 4
    assert set(frame["options"]) == {'{"max_rounds": 50, "variant": "tortuga"}'}
    assert len(list((tmp_path / "rec").glob("*.pgn"))) == 4
    report = runner.invoke(lab_app, ["report", str(out)])
    assert report.exit_code == 0, report.output
    assert "<svg" in out.with_suffix(".html").read_text()
    russian = tmp_path / "ru.html"
    report = runner.invoke(lab_app, ["report", str(out), "--lang", "ru", "--out", str(russian)])
    assert report.exit_code == 0, report.output
    assert "Доля побед по местам" in russian.read_text(encoding="utf-8")
    french = runner.invoke(lab_app, ["report", str(out), "--lang", "fr", "--out", str(russian)])
    assert french.exit_code == 2
    assert "unknown language 'fr'" in french.output


def test_tournament_prints_standings(tmp_path: Path) -> None:
    out = tmp_path / "t.parquet"
    summary = tmp_path / "s.json"
    result = runner.invoke(
        lab_app,
        [
            "tournament",
            "cartagena",
            "--bots",
            "pass,greedy",
            "--rounds",
            "1",
            "--out",
            str(out),
            "--summary",
            str(summary),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Elo" in result.output
    assert [row["bot"] for row in json.loads(summary.read_text())] == ["greedy", "pass"]


def test_fuzz_command_reports_clean_runs(tmp_path: Path) -> None:
    result = runner.invoke(
        lab_app,
        [
            "fuzz",
            "cartagena",
            "--runs",
            "1",
            "-n",
            "2",
            "--policies",
            "random",
            "--out",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / "fuzz.json").read_text())["findings"] == []


def test_bad_input_gives_a_clear_error(tmp_path: Path) -> None:
    bad_game = runner.invoke(lab_app, ["simulate", "nope", "--out", str(tmp_path / "x.csv")])
    assert bad_game.exit_code == 2
    assert "unknown game" in bad_game.output
    out = ["--out", str(tmp_path / "x.csv")]
    bad_bot = runner.invoke(lab_app, ["simulate", "cartagena", "--bots", "wizard", *out])
    assert bad_bot.exit_code == 2
    assert "unknown bot" in bad_bot.output
    bad_budget = runner.invoke(lab_app, ["simulate", "cartagena", "--bots", "mcts:depth=3", *out])
    assert bad_budget.exit_code == 2
    bad_option = runner.invoke(lab_app, ["simulate", "cartagena", "-o", "colour=red", *out])
    assert bad_option.exit_code == 2
    assert "unknown option" in bad_option.output
    missing = runner.invoke(lab_app, ["report", str(tmp_path / "none.csv")])
    assert missing.exit_code == 2
    assert not (tmp_path / "x.csv").exists()


def test_register_commands_mounts_them_at_the_top_level() -> None:
    import typer

    from seaboard.lab.commands import register_commands

    app = typer.Typer()

    @app.command("list")
    def list_command() -> None:
        """Another command, as in the real CLI."""

    register_commands(app)
    help_text = runner.invoke(app, ["--help"]).output
    for name in ("simulate", "tournament", "report", "fuzz"):
        assert name in help_text
    assert runner.invoke(app, ["simulate", "--help"]).exit_code == 0
