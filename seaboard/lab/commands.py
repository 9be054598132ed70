"""The lab's commands for the ``seaboard`` CLI: simulate, tournament, report, fuzz.

``lab_app`` is a Typer app; the CLI mounts its commands at the top level
(``seaboard simulate ...``). Each command is also a plain function for tests.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from seaboard.core.errors import InvalidOptionsError, SeaboardError
from seaboard.core.registry import get_game, list_games
from seaboard.extras import require
from seaboard.i18n import check_lang
from seaboard.lab.agents import checked_bot_list
from seaboard.lab.executors import available_cpus
from seaboard.lab.fuzz import POLICIES, fuzz
from seaboard.lab.jobs import GameResult
from seaboard.lab.results import results_format
from seaboard.lab.simulate import RunSummary, simulate

FUZZ_BUDGET = 60.0
"""Seconds a default ``seaboard fuzz`` run shares among its cases (about a minute)."""

lab_app = typer.Typer(help="Simulations, tournaments, reports and the rules fuzzer.")
console = Console(stderr=True)


def game_options(game: str, preset: str | None, option: list[str] | None) -> dict[str, Any]:
    """Options from a preset name and ``key=value`` overrides (checked by the game)."""
    spec = get_game(game)
    values: dict[str, Any] = {}
    if preset:
        if preset not in spec.presets:
            known = ", ".join(spec.presets) or "none"
            raise typer.BadParameter(f"{game} has no preset {preset!r}; presets: {known}")
        values.update(spec.presets[preset])
    for item in option or []:
        key, sep, value = item.partition("=")
        if not sep:
            raise typer.BadParameter(f"write options as key=value, not {item!r}")
        values[key.strip()] = value.strip()
    spec.make_options(values)  # refuse bad options before any game is played
    return values


def players_for(game: str, players: int | None) -> int:
    """The seat count asked for (the game's fewest by default), checked by the game."""
    spec = get_game(game)
    count = spec.min_players if players is None else players
    spec.check_players(count)
    return count


def results_target(path: Path) -> Path:
    """A results file to write: ``.parquet`` or ``.csv``, not a folder."""
    if path.is_dir():
        raise InvalidOptionsError(f"--out {path} is a folder; name a .parquet or .csv file")
    try:
        results_format(path)
    except ValueError as error:
        raise InvalidOptionsError(str(error)) from None
    return path


def folder_target(path: Path | None, what: str) -> Path | None:
    """A folder to write into (made if missing), not an existing file."""
    if path is not None and path.exists() and not path.is_dir():
        raise InvalidOptionsError(f"{what} {path} is a file; name a folder")
    return path


def _progress(total: int, label: str) -> tuple[Progress, Any]:
    progress = Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        console=console,
        transient=False,
    )
    task = progress.add_task(label, total=total, rate="")
    return progress, task


def _run_with_progress(total: int, label: str, run: Any) -> RunSummary:
    progress, task = _progress(total, label)
    done = 0

    def advance(result: GameResult) -> None:
        nonlocal done
        done += 1
        elapsed = progress.tasks[0].elapsed or 0.0
        rate = f"{done / elapsed:.1f} games/s" if elapsed > 0 else ""
        progress.update(task, advance=1, rate=rate)

    with progress:
        summary: RunSummary = run(advance)
    return summary


def _fail(error: Exception) -> typer.Exit:
    console.print(Text.assemble(("error: ", "red"), str(error)))
    return typer.Exit(2)


GameArg = Annotated[str, typer.Argument(help="game id (see `seaboard rules`)")]
PlayersOpt = Annotated[
    int | None, typer.Option("--players", "-n", help="seats (default: the fewest)")
]
SeedOpt = Annotated[int, typer.Option("--seed", "-s", help="master seed")]
WorkersOpt = Annotated[int, typer.Option("--workers", "-w", help="processes (0: all CPUs)", min=0)]
RayOpt = Annotated[
    str | None, typer.Option("--ray", help="run on Ray: an address, 'auto' or 'local'")
]
PresetOpt = Annotated[str | None, typer.Option("--preset", help="variant (a preset name)")]
OptionOpt = Annotated[
    list[str] | None, typer.Option("--option", "-o", help="game option key=value (repeatable)")
]
RecordsOpt = Annotated[
    Path | None, typer.Option("--records", help="save every game's record in this directory")
]


@lab_app.command("simulate")
def simulate_command(
    game: GameArg,
    players: PlayersOpt = None,
    bots: Annotated[
        str, typer.Option("--bots", "-b", help="bots by seat, e.g. mcts:iterations=200,greedy")
    ] = "random",
    games: Annotated[int, typer.Option("--games", "-k", help="number of games", min=1)] = 100,
    seed: SeedOpt = 0,
    workers: WorkersOpt = 1,
    out: Annotated[
        Path | None, typer.Option("--out", help="results file (.parquet or .csv)")
    ] = None,
    records: RecordsOpt = None,
    preset: PresetOpt = None,
    option: OptionOpt = None,
    ray: RayOpt = None,
    rotate: Annotated[bool, typer.Option(help="turn the line-up one seat per game")] = True,
) -> None:
    """Play seeded games between bots and stream one row per game to a results file."""
    try:
        n = players_for(game, players)
        options = game_options(game, preset, option)
        bot_list = checked_bot_list(bots)
        target = results_target(out or Path(f"results/{game}-{n}p-seed{seed}.parquet"))
        records = folder_target(records, "--records")
        count = workers or available_cpus()
        summary = _run_with_progress(
            games,
            f"{game} x{games}",
            lambda advance: simulate(
                game,
                n,
                bot_list,
                games,
                seed,
                target,
                options=options,
                workers=count,
                ray_address=ray,
                records_dir=records,
                rotate=rotate,
                on_result=advance,
            ),
        )
    except SeaboardError as error:
        raise _fail(error) from None
    console.print(
        f"{summary.games} games in {summary.seconds:.1f} s "
        f"({summary.games_per_second:.1f} games/s) -> {summary.path}"
    )


@lab_app.command("tournament")
def tournament_command(
    game: GameArg,
    bots: Annotated[
        str,
        typer.Option("--bots", "-b", help="participants, e.g. random,greedy,mcts:iterations=100"),
    ],
    players: PlayersOpt = None,
    rounds: Annotated[int, typer.Option("--rounds", "-r", help="round-robin rounds", min=1)] = 10,
    seed: SeedOpt = 0,
    workers: WorkersOpt = 1,
    out: Annotated[Path | None, typer.Option("--out", help="results file")] = None,
    summary_out: Annotated[Path | None, typer.Option("--summary", help="standings as JSON")] = None,
    records: RecordsOpt = None,
    preset: PresetOpt = None,
    option: OptionOpt = None,
    ray: RayOpt = None,
) -> None:
    """Round-robin with seat rotation; prints standings with Elo, openskill and intervals."""
    try:
        require("numpy", "pandas", "pyarrow", purpose="a tournament's standings")
        from seaboard.lab.results import load_results
        from seaboard.lab.tournament import (
            elo_text,
            standings,
            standings_json,
            tournament,
            tournament_schedule,
        )

        spec = get_game(game)
        n = players_for(game, players)
        options = game_options(game, preset, option)
        participants = checked_bot_list(bots)
        target = results_target(out or Path(f"results/{game}-tournament-{n}p-seed{seed}.parquet"))
        records = folder_target(records, "--records")
        count = workers or available_cpus()
        total = len(tournament_schedule(participants, n, rounds))
        result = _run_with_progress(
            total,
            f"{game} tournament",
            lambda advance: tournament(
                game,
                n,
                participants,
                rounds,
                seed,
                target,
                options=options,
                workers=count,
                ray_address=ray,
                records_dir=records,
                on_result=advance,
            ),
        )
        table = standings(load_results(result.path), seed=seed)
    except SeaboardError as error:
        raise _fail(error) from None
    view = Table(title=f"{spec.title}: {result.games} games, {n} players")
    for column in ("bot", "games", "win rate (95%)", "mean return", "Elo (95%)", "openskill μ±2σ"):
        view.add_column(column)
    for s in table:
        view.add_row(
            s.bot,
            str(s.games),
            f"{100 * s.win_rate:.1f}% ({100 * s.win_low:.1f}-{100 * s.win_high:.1f})",
            f"{s.mean_return:+.3f}",
            elo_text(s),
            f"{s.skill_mu:.2f}±{2 * s.skill_sigma:.2f}",
        )
    Console().print(view)
    if summary_out is not None:
        summary_out.parent.mkdir(parents=True, exist_ok=True)
        summary_out.write_text(json.dumps(standings_json(table), indent=1), encoding="utf-8")
    console.print(f"results -> {result.path}")


@lab_app.command("report")
def report_command(
    results: Annotated[Path, typer.Argument(help="a results file from simulate or tournament")],
    out: Annotated[Path | None, typer.Option("--out", help="HTML file")] = None,
    title: Annotated[str | None, typer.Option(help="page title")] = None,
    lang: Annotated[str, typer.Option(help="en or ru")] = "en",
) -> None:
    """Write an HTML report with plots about a results file."""
    target = out or results.with_suffix(".html")
    try:
        if not results.is_file():
            raise InvalidOptionsError(f"no results file at {results}")
        check_lang(lang)
        require("numpy", "pandas", "pyarrow", "matplotlib", purpose="a report")
        from seaboard.lab.report import write_report

        write_report(results, target, title=title, lang=lang)
    except (SeaboardError, OSError, ValueError) as error:
        raise _fail(error) from None
    console.print(f"report -> {target}")


@lab_app.command("fuzz")
def fuzz_command(
    games: Annotated[list[str] | None, typer.Argument(help="game ids (default: all)")] = None,
    runs: Annotated[int, typer.Option("--runs", help="games per case", min=1)] = 20,
    seed: SeedOpt = 0,
    players: Annotated[
        list[int] | None, typer.Option("--players", "-n", help="seat counts (default: all)")
    ] = None,
    policies: Annotated[
        str, typer.Option("--policies", help="comma-separated: random, greedy")
    ] = ",".join(POLICIES),
    seconds: Annotated[
        float | None, typer.Option("--seconds", help="time budget per case", min=0.01)
    ] = None,
    budget: Annotated[
        float,
        typer.Option("--budget", help="seconds for the whole run, shared by the cases", min=1.0),
    ] = FUZZ_BUDGET,
    out: Annotated[Path, typer.Option("--out", help="directory for fuzz.json and records")] = Path(
        "results/fuzz"
    ),
) -> None:
    """Fuzz the rules: seeded random/greedy games of every variant (exit 1 on findings).

    By default the run takes about a minute (--budget 60, shared by the cases, each case
    playing up to --runs games); --seconds gives each case its own budget instead.

    Reports stuck states, cycles and exceptions with the record to reproduce each.
    """
    chosen = [p.strip() for p in policies.split(",") if p.strip()]
    try:
        unknown = sorted(set(chosen) - set(POLICIES)) or ([] if chosen else ["(none)"])
        if unknown:
            raise InvalidOptionsError(
                f"unknown fuzz policies {', '.join(unknown)}; policies: {', '.join(POLICIES)}"
            )
        for count in players or []:
            for game_id in games or list_games():
                get_game(game_id).check_players(count)
        folder_target(out, "--out")
        report = fuzz(
            games or None,
            runs=runs,
            seed=seed,
            players=players or None,
            policies=chosen,
            seconds_per_case=seconds,
            budget=budget,
            out_dir=out,
            on_case=lambda c: console.print(
                f"{c.game} {c.preset} {c.players}p {c.policy}: {c.games} games,"
                f" {c.plies} plies, {c.findings} findings"
            ),
        )
    except SeaboardError as error:
        raise _fail(error) from None
    for f in report.findings:
        console.print(
            f"[red]{f.kind}[/red] {f.game} {f.preset} {f.players}p {f.policy} seed {f.seed}"
            f" ply {f.ply}: {f.message.splitlines()[0]}"
        )
    console.print(f"{len(report.findings)} findings -> {out / 'fuzz.json'}")
    if report.findings:
        raise typer.Exit(1)


def register_commands(app: typer.Typer) -> None:
    """Mount the lab's commands at the top level of the ``seaboard`` CLI."""
    app.command("simulate")(simulate_command)
    app.command("tournament")(tournament_command)
    app.command("report")(report_command)
    app.command("fuzz")(fuzz_command)
