"""The ``seaboard`` command (Typer + Rich): list, rules, play, replay, bench, serve, backup,
restore, admin, and the lab's simulate, tournament, report and fuzz."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated

import platformdirs
import typer
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from seaboard.admin_cli import admin_app
from seaboard.bots import Bot
from seaboard.core.errors import SeaboardError
from seaboard.core.options import describe_options
from seaboard.core.record import Record
from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE
from seaboard.extras import require
from seaboard.i18n import check_lang, translate
from seaboard.i18n.log import step_heading, step_text
from seaboard.lab.agents import checked_bot_list, make_agent
from seaboard.lab.commands import register_commands
from seaboard.perf import default_cases, format_row, playouts
from seaboard.terminal import LogPrinter, TerminalGame

app = typer.Typer(help="Seaboard: six nautical board games, rules-exact.", no_args_is_help=True)
console = Console()


def records_dir() -> Path:
    return Path(platformdirs.user_data_dir("seaboard")) / "records"


def _fail(error: Exception | str) -> typer.Exit:
    console.print(Text.assemble(("error: ", "red"), str(error)))
    return typer.Exit(2)


def lang_option(value: str) -> str:
    """The ``--lang`` option: a language Seaboard speaks."""
    try:
        return check_lang(value)
    except SeaboardError as error:
        raise typer.BadParameter(str(error)) from None


LangOpt = Annotated[str, typer.Option(help="en or ru", callback=lang_option)]


def seat_numbers(text: str, players: int) -> set[int]:
    """Seats as people number them ("1,3") to seat indexes; every one must exist."""
    seats = set()
    for word in (w.strip() for w in text.split(",")):
        if not word:
            continue
        if not (word.isascii() and word.isdigit()) or not 1 <= int(word) <= players:
            raise SeaboardError(f"seats are numbers from 1 to {players}, not {word!r}")
        seats.add(int(word) - 1)
    return seats


def seat_bots(spec_text: str, seats: list[int], seed: int) -> dict[int, Bot]:
    """The bots for ``seats``: the listed specifications in turn, cycling when fewer."""
    names = checked_bot_list(spec_text)
    bots = {}
    for i, seat in enumerate(seats):
        bot = make_agent(names[i % len(names)], seed + seat + 1)
        assert isinstance(bot, Bot)
        bots[seat] = bot
    return bots


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
def rules(game: str, lang: LangOpt = "en") -> None:
    """Print a game's rules summary and its options."""
    try:
        spec = get_game(game)
    except SeaboardError as error:
        raise _fail(error) from None
    title = spec.title_ru if lang == "ru" else spec.title
    console.print(Panel(Text(_reflow(spec.rules_summary(lang))), title=title, expand=False))
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
    players: Annotated[
        int | None, typer.Option(help="number of seats (default: the fewest)")
    ] = None,
    humans: Annotated[str, typer.Option(help="your seats, counted from 1: 1 or 1,3")] = "1",
    bots: Annotated[
        str,
        typer.Option(help="bots for the other seats in turn: names, levels 0-3, mcts:iterations=N"),
    ] = "mcts",
    preset: Annotated[str | None, typer.Option(help="a named variant")] = None,
    option: Annotated[list[str] | None, typer.Option(help="KEY=VALUE, repeatable")] = None,
    seed: Annotated[int | None, typer.Option(help="seed for chance and bots")] = None,
    lang: LangOpt = "en",
    save: Annotated[bool, typer.Option(help="save the record at the end")] = True,
) -> None:
    """Play in the terminal against bots."""
    seed = random.randrange(2**31) if seed is None else seed
    try:
        spec = get_game(game)
        count = spec.min_players if players is None else players
        spec.check_players(count)
        options: dict[str, object] = {}
        if preset:
            spec.make_options(preset)  # refuses an unknown preset, naming the known ones
            options.update(spec.presets[preset])
        options.update(_parse_options(option or []))
        state = spec.new_state(count, options)
        human_seats = seat_numbers(humans, count)
        others = [s for s in range(count) if s not in human_seats]
        bots_by_seat = seat_bots(bots, others, seed)
    except SeaboardError as error:
        raise _fail(error) from None
    terminal = TerminalGame(
        spec, state, bots_by_seat, seed=seed, lang=lang, preset=preset or "", console=console
    )
    finished = terminal.run()
    if save and finished:
        terminal.save_record(records_dir())


def _read_record(path: Path) -> Record:
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as error:
        raise _fail(f"cannot read {path}: {error.strerror}") from None
    except UnicodeDecodeError:
        raise _fail(f"{path} is not a text record (UTF-8)") from None
    try:
        return Record.from_text(text)
    except SeaboardError as error:
        raise _fail(error) from None


def _replay_names(record: Record, spec: GameSpec, lang: str) -> list[str]:
    names = list(record.seats[: record.num_players])
    names += [""] * (record.num_players - len(names))
    return [n or translate(lang, "core:player_n", n=i + 1) for i, n in enumerate(names)]


def _replay_header(record: Record, spec: GameSpec, lang: str, names: list[str]) -> Text:
    """The game's name, rules version, seats and (when set) seed and options, in ``lang``."""
    title = spec.title_ru if lang == "ru" else spec.title
    header = Text(
        translate(
            lang,
            "terminal:replay_header",
            count=record.num_players,
            title=title,
            version=record.version,
            seats="; ".join(names),
        ),
        style="bold",
    )
    details = [translate(lang, "terminal:replay_seed", seed=record.seed)] if record.seed else []
    details += [f"{key}={value}" for key, value in sorted(record.options.items())]
    if details:
        header.append("\n" + " · ".join(details), style="dim")
    return header


@app.command()
def replay(
    path: Path,
    step: Annotated[bool, typer.Option(help="wait for Enter after each move (q stops)")] = False,
    to: Annotated[int | None, typer.Option(help="show the position after this many steps")] = None,
    seat: Annotated[
        int | None, typer.Option(help="see the table as this seat (counted from 1)")
    ] = None,
    lang: LangOpt = "en",
) -> None:
    """Replay a saved record: every move with who made it, step by step or up to a point."""
    record = _read_record(path)
    spec = record.spec()
    if seat is not None and not 1 <= seat <= record.num_players:
        raise _fail(f"--seat is a seat from 1 to {record.num_players}, not {seat}")
    if to is not None and not 0 <= to <= len(record.moves):
        raise _fail(f"--to is a step from 0 to {len(record.moves)}, not {to}")
    perspective = None if seat is None else seat - 1
    names = _replay_names(record, spec, lang)
    console.print(_replay_header(record, spec, lang, names))
    log = LogPrinter(console, lang, names)
    state = spec.new_state(record.num_players, record.options)
    for text in record.moves[: len(record.moves) if to is None else to]:
        move = spec.parse_move(state, text)
        actor = state.to_move()
        log.add(
            actor,
            step_text(spec, state, move, perspective, lang, names),
            step_heading(spec, state, move, perspective, lang, names),
        )
        state.play(move)
        if step and actor != CHANCE:
            log.flush()
            console.print(Panel(Text(spec.render_text(state, perspective, lang)), expand=False))
            answer = console.input(Text(translate(lang, "terminal:replay_enter") + " "))
            if answer.strip().lower() == "q":
                return
    log.flush()
    console.print(Panel(Text(spec.render_text(state, perspective, lang)), expand=False))
    if to is None:
        console.print(Text(translate(lang, "terminal:replay_result", result=record.result)))


@app.command()
def bench(
    game: Annotated[list[str] | None, typer.Argument(help="games (default: all)")] = None,
    seconds: Annotated[float, typer.Option(help="seconds per measurement", min=0.05)] = 3.0,
    players: Annotated[list[int] | None, typer.Option(help="player counts")] = None,
) -> None:
    """Random playouts per second through the public API, per game."""
    try:
        games = game or list_games()
        for game_id in games:
            for count in players or []:
                get_game(game_id).check_players(count)
        cases = default_cases(games, players)
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

    try:
        if (database_url or "").startswith("postgresql"):
            require("psycopg", purpose="a PostgreSQL database")
        if redis_url:
            require("redis", purpose="--redis-url")
        run_server(host=host, port=port, database_url=database_url, redis_url=redis_url)
    except SeaboardError as error:
        raise _fail(error) from None


@app.command()
def backup(
    path: Annotated[Path, typer.Argument(help="the new backup file")],
    database_url: Annotated[
        str | None, typer.Option(help="SQLAlchemy URL (default: the server's own)")
    ] = None,
) -> None:
    """Back up the tables, while the server runs (docs/server.md, "Backup and restore")."""
    from seaboard.server import backup as backups
    from seaboard.server.settings import Settings

    url = database_url or Settings().database_url
    try:
        backups.backup(url, path)
    except SeaboardError as error:
        raise _fail(error) from None
    console.print(f"backed up to {path}")


@app.command()
def restore(
    path: Annotated[Path, typer.Argument(help="a file made by seaboard backup")],
    database_url: Annotated[
        str | None, typer.Option(help="SQLAlchemy URL (default: the server's own)")
    ] = None,
    force: Annotated[
        bool, typer.Option(help="replace a SQLite database that holds tables")
    ] = False,
) -> None:
    """Restore a backup into an empty database (the server stopped; its next start migrates)."""
    from seaboard.server import backup as backups
    from seaboard.server.settings import Settings

    url = database_url or Settings().database_url
    try:
        backups.restore(url, path, force=force)
    except SeaboardError as error:
        raise _fail(error) from None
    console.print(f"restored {path}")


register_commands(app)
app.add_typer(admin_app, name="admin")


def main() -> None:
    app()
