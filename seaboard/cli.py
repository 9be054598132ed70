"""The ``seaboard`` command (Typer + Rich): list, rules, play, replay, bench, serve, and the
lab's simulate, tournament, report and fuzz."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated

import platformdirs
import typer
from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from seaboard.bots import make_bot
from seaboard.core.errors import SeaboardError
from seaboard.core.options import describe_options
from seaboard.core.record import Record
from seaboard.core.registry import get_game, list_games
from seaboard.lab.commands import register_commands
from seaboard.perf import default_cases, format_row, playouts
from seaboard.terminal import TerminalGame

app = typer.Typer(help="Seaboard: six nautical board games, rules-exact.", no_args_is_help=True)
console = Console()


def records_dir() -> Path:
    return Path(platformdirs.user_data_dir("seaboard")) / "records"


def _fail(error: Exception | str) -> typer.Exit:
    console.print(f"[red]error:[/] {error}")
    return typer.Exit(2)


def _reflow(text: str) -> str:
    """Join hard-wrapped lines so the terminal can wrap them; keep list items apart."""
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or not lines or not lines[-1] or line.startswith("- "):
            lines.append(line)
        else:
            lines[-1] += " " + line
    return "\n".join(lines)


def _parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise typer.BadParameter(f"options are KEY=VALUE, got {pair!r}")
        options[key.strip()] = value.strip()
    return options


@app.command("list")
def list_command() -> None:
    """List the games, their player counts and variants."""
    table = Table(title="Seaboard games")
    for column in ("id", "title", "название", "players", "presets"):
        table.add_column(column)
    for game_id in list_games():
        spec = get_game(game_id)
        players = f"{spec.min_players}-{spec.max_players}"
        table.add_row(game_id, spec.title, spec.title_ru, players, ", ".join(spec.presets) or "-")
    console.print(table)


@app.command()
def rules(
    game: str,
    lang: Annotated[str, typer.Option(help="en or ru")] = "en",
) -> None:
    """Print a game's rules summary and its options."""
    try:
        spec = get_game(game)
    except SeaboardError as error:
        raise _fail(error) from None
    title = spec.title_ru if lang == "ru" else spec.title
    console.print(Panel(_reflow(spec.rules_summary(lang)), title=title, expand=False))
    table = Table(title="Опции" if lang == "ru" else "Options")
    for column in ("option", "default", "choices", "help"):
        table.add_column(column)
    for entry in describe_options(spec.Options):
        choices = ", ".join(map(str, entry["choices"] or [])) or "-"
        help_text = entry["help_ru"] if lang == "ru" else entry["help"]
        table.add_row(entry["name"], str(entry["default"]), choices, help_text)
    console.print(table)
    if spec.presets:
        console.print(("Варианты: " if lang == "ru" else "Presets: ") + ", ".join(spec.presets))


@app.command()
def play(
    game: str,
    players: Annotated[int, typer.Option(help="number of seats")] = 2,
    humans: Annotated[str, typer.Option(help="human seats, e.g. 0 or 0,2")] = "0",
    bots: Annotated[
        str, typer.Option(help="bots for the other seats in order (names or levels 0-3)")
    ] = "mcts",
    preset: Annotated[str | None, typer.Option(help="a named variant")] = None,
    option: Annotated[list[str] | None, typer.Option(help="KEY=VALUE, repeatable")] = None,
    seed: Annotated[int | None, typer.Option(help="seed for chance and bots")] = None,
    lang: Annotated[str, typer.Option(help="en or ru")] = "en",
    save: Annotated[bool, typer.Option(help="save the record at the end")] = True,
) -> None:
    """Play in the terminal against bots."""
    seed = random.randrange(2**31) if seed is None else seed
    try:
        spec = get_game(game)
        options = dict(spec.presets.get(preset, {})) if preset else {}
        if preset and preset not in spec.presets:
            spec.make_options(preset)
        options.update(_parse_options(option or []))
        state = spec.new_state(players, options)
        human_seats = {int(s) for s in humans.split(",") if s.strip()}
        bot_names = [b.strip() for b in bots.split(",") if b.strip()] or ["mcts"]
        others = [s for s in range(players) if s not in human_seats]
        seat_bots = {
            seat: make_bot(bot_names[min(i, len(bot_names) - 1)], seed=seed + seat + 1)
            for i, seat in enumerate(others)
        }
    except (SeaboardError, ValueError) as error:
        raise _fail(error) from None
    terminal = TerminalGame(spec, state, seat_bots, seed=seed, lang=lang, console=console)
    finished = terminal.run()
    if save and finished:
        terminal.save_record(records_dir())


@app.command()
def replay(
    path: Path,
    step: Annotated[bool, typer.Option(help="wait for Enter after each move")] = False,
    to: Annotated[int | None, typer.Option(help="show the position after this many moves")] = None,
    seat: Annotated[int | None, typer.Option(help="see the table as this seat")] = None,
) -> None:
    """Replay a saved record, step by step or up to a move."""
    try:
        record = Record.from_text(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise _fail(f"cannot read {path}: {error.strerror}") from None
    except SeaboardError as error:
        raise _fail(error) from None
    spec = record.spec()
    headers = record.headers()
    console.print(" ".join(f"[bold]{k}[/] {v}" for k, v in headers.items() if v))
    if to is not None:
        state = record.replay(upto=to)
        console.print(Panel(spec.render_text(state, seat), expand=False))
        return
    state = spec.new_state(record.num_players, record.options)
    for ply, text in enumerate(record.moves, start=1):
        state.play(spec.parse_move(state, text))
        if step:
            console.print(f"{ply}. {text}")
            console.print(Panel(spec.render_text(state, seat), expand=False))
            console.input("[dim]Enter[/]")
    console.print(Panel(spec.render_text(state, seat), expand=False))
    console.print(f"result: {record.result}")


@app.command()
def bench(
    game: Annotated[list[str] | None, typer.Argument(help="games (default: all)")] = None,
    seconds: Annotated[float, typer.Option(help="seconds per measurement")] = 3.0,
    players: Annotated[list[int] | None, typer.Option(help="player counts")] = None,
) -> None:
    """Random playouts per second through the public API, per game."""
    try:
        cases = default_cases(game or list_games(), players)
    except SeaboardError as error:
        raise _fail(error) from None
    for game_id, preset, count in cases:
        console.print(format_row(playouts(game_id, count, preset, seconds)))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port")] = 8000,
    database_url: Annotated[
        str | None, typer.Option(help="SQLAlchemy URL (default: SQLite in the data folder)")
    ] = None,
    redis_url: Annotated[
        str | None, typer.Option(help="Redis URL for several server processes")
    ] = None,
) -> None:
    """Start the web table (http://127.0.0.1:8000 by default)."""
    from seaboard.server.app import serve as run_server

    run_server(host=host, port=port, database_url=database_url, redis_url=redis_url)


register_commands(app)


def main() -> None:
    app()
