"""Terminal play with Rich: the board and the players' panels as the human seat sees them,
numbered legal moves (or any move typed in notation), bots in the other seats, and a log that
shows the human only what that seat may know (the server's redacted log, grouped the same
way). Game text is printed as plain text, never read as Rich markup.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable, Sequence
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from seaboard.bots import Bot
from seaboard.core.errors import SeaboardError
from seaboard.core.move import Move
from seaboard.core.record import Record
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.i18n import render, translate
from seaboard.i18n.log import step_heading, step_text
from seaboard.i18n.present import panels_json

QUIT_WORDS = ("q", "quit", "exit", "в", "выход")
MOVES_PER_PAGE = 10
"""Moves listed at once: with the board and the prompt they fit a 24-line screen's scroll."""


def outcome_reason(spec: GameSpec, reason: str, lang: str) -> str:
    """How a game ended, as the game's sentence (the reason's code if it has none)."""
    try:
        return translate(lang, f"{spec.id}:reason_{reason}")
    except SeaboardError:
        return reason


class LogPrinter:
    """Prints steps as one perspective reads them; a run of steps with one heading (a deal,
    a draw) is held back and printed as one line when the run ends."""

    def __init__(self, console: Console, lang: str, names: Sequence[str]) -> None:
        self.console = console
        self.lang = lang
        self.names = names
        self.heading: str | None = None
        self.actor = CHANCE
        self.items: list[str] = []

    def add(self, actor: int, text: str, heading: str | None) -> None:
        if heading is None or heading != self.heading or actor != self.actor:
            self.flush()
        if heading is None:
            self._print(actor, text)
            return
        self.heading, self.actor = heading, actor
        self.items.append(text)

    def flush(self) -> None:
        if self.heading is not None:
            separator = translate(self.lang, "core:list_separator")
            self._print(self.actor, f"{self.heading}: {separator.join(self.items)}")
        self.heading, self.items = None, []

    def _print(self, actor: int, text: str) -> None:
        who = f"{self.names[actor]}: " if 0 <= actor < len(self.names) else "· "
        self.console.print(Text.assemble((who, "bold"), text))


class TerminalGame:
    """One game in the terminal: the seats without a bot are typed at the keyboard."""

    def __init__(
        self,
        spec: GameSpec,
        state: State,
        bots: dict[int, Bot],
        *,
        seed: int,
        lang: str = "en",
        preset: str = "",
        names: Sequence[str] | None = None,
        console: Console | None = None,
        read_line: Callable[[str], str] | None = None,
    ) -> None:
        self.spec = spec
        self.state = state
        self.bots = bots
        self.seed = seed
        self.preset = preset
        """The named variant the game was set up from, for its record's ``Preset`` header."""
        self.rng = random.Random(seed)
        self.lang = lang
        self.console = console or Console()
        self.read_line = read_line or (lambda prompt: self.console.input(Text(f"{prompt}: ")))
        self.names = list(names) if names else self._default_names()
        self.log = LogPrinter(self.console, lang, self.names)

    def t(self, key: str, count: int | None = None, **values: object) -> str:
        return translate(self.lang, f"terminal:{key}", count, **values)

    def _default_names(self) -> list[str]:
        names = []
        for seat in range(self.state.num_players):
            player = translate(self.lang, "core:player_n", n=seat + 1)
            bot = self.bots.get(seat)
            names.append(self.t("bot_level", name=player, bot=bot.name) if bot else player)
        return names

    def perspective(self) -> int | None:
        """The human seat whose knowledge the screen shows (a spectator's when several people
        share the terminal, so that nobody reads another's hidden cards in the log)."""
        humans = [seat for seat in range(self.state.num_players) if seat not in self.bots]
        return humans[0] if len(humans) == 1 else None

    # -- the screen --------------------------------------------------------------------------

    def show_table(self, seat: int | None) -> None:
        """The board and every seat's panel as ``seat`` sees them (the public figures: the
        seat's own cards and tickets are in the board's picture already)."""
        self.console.print(
            Panel(Text(self.spec.render_text(self.state, seat, self.lang)), expand=False)
        )
        panels = panels_json(self.spec.seat_panels(self.state, seat), self.lang, self.names)
        table = Table(title=self.t("players_title"), title_justify="left")
        for column in ("player", "colour", "score"):
            table.add_column(self.t(column))
        table.add_column("")
        for index, panel in enumerate(panels):
            stats = "; ".join(f"{s['label']} {s['value']}" for s in panel["stats"])
            marker = "▶ " if index == self.state.to_move() else "  "
            table.add_row(
                Text(marker + self.names[index]),
                Text(panel["colour_name"], style=f"bold {panel['colour']}"),
                Text(f"{panel['score']['value']}"),
                Text(stats),
            )
        self.console.print(table)

    def show_moves(self, labels: Sequence[str], numbers: Sequence[int], start: int = 0) -> int:
        """One page of the legal moves ``numbers`` (indexes into ``labels``, shown numbered
        from 1 as in the full list), so that a long list never scrolls the board away;
        returns where the next page starts."""
        page = numbers[start : start + MOVES_PER_PAGE]
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", style="cyan", no_wrap=True)
        grid.add_column()
        for number in page:
            grid.add_row(str(number + 1), Text(labels[number]))
        self.console.print(grid)
        following = start + len(page)
        if following < len(numbers):
            self.console.print(Text(self.t("more_moves", len(numbers) - following), style="dim"))
        return following

    @staticmethod
    def matching(labels: Sequence[str], moves: Sequence[Move], words: str) -> list[int]:
        """The moves whose label or notation contains every word of ``words`` (any case)."""
        wanted = words.casefold().split()
        texts = [f"{label} {move}".casefold() for label, move in zip(labels, moves, strict=True)]
        return [i for i, text in enumerate(texts) if all(w in text for w in wanted)]

    def move_labels(self, moves: Sequence[Move]) -> list[str]:
        """Each move's label; moves that read alike (a route and its twin) get their
        notation too, so that no two lines of the list look the same."""
        labels = [self.label(move) for move in moves]
        seen: dict[str, int] = {}
        for label in labels:
            seen[label] = seen.get(label, 0) + 1
        return [
            f"{label} ({move})" if seen[label] > 1 else label
            for label, move in zip(labels, moves, strict=True)
        ]

    def label(self, move: Move) -> str:
        """The move in words without its actor's name in front: "claims the train route
        Lima - Valparaiso with ..." (the list is the seat's own moves)."""
        try:
            text = self.spec.move_label(self.state, move, self.lang, self.names)
        except SeaboardError:
            return str(move)
        actor = self.state.to_move()
        name = self.names[actor] if 0 <= actor < len(self.names) else ""
        if name and text.startswith(name + " "):
            text = text[len(name) + 1 :]
            text = text[:1].upper() + text[1:]
        return text

    # -- playing -----------------------------------------------------------------------------

    def ask(self, seat: int) -> Move | None:
        """Read a move for ``seat``; None when the player quits. A number picks a move, a
        notation is parsed, ``+`` shows the next page of moves, ``?`` the first page again,
        and any other words list the moves naming them (a city, a card, a cell)."""
        self.log.flush()
        moves = self.state.legal_moves()
        self.show_table(seat)
        self.console.print(Text(render(self.spec.decision(self.state), self.lang, self.names)))
        labels = self.move_labels(moves)
        listed = list(range(len(moves)))
        self.console.print(Text(self.t("moves_title"), style="bold"))
        following = self.show_moves(labels, listed)
        while True:
            answer = self.read_line(self.t("prompt", name=self.names[seat])).strip()
            if answer.lower() in QUIT_WORDS:
                return None
            if answer in ("?", ""):
                listed = list(range(len(moves)))
                following = self.show_moves(labels, listed)
                continue
            if answer == "+":
                start = following if following < len(listed) else 0
                following = self.show_moves(labels, listed, start)
                continue
            if answer.isascii() and answer.isdigit():
                number = int(answer)
                if 1 <= number <= len(moves):
                    return moves[number - 1]
                self.console.print(
                    Text(self.t("invalid_choice", number=number, count=len(moves)), style="red")
                )
                continue
            try:
                move = self.spec.parse_move(self.state, answer)
            except SeaboardError as error:
                found = self.matching(labels, moves, answer)
                if not found:
                    self.console.print(Text(str(error), style="red"))
                    self.console.print(Text(self.t("no_match", text=answer), style="red"))
                    continue
                listed = found
                self.console.print(Text(self.t("matching", len(found), text=answer), style="bold"))
                following = self.show_moves(labels, listed)
                continue
            reason = self.state.illegal_reason(move)
            if reason is None:
                return move
            self.console.print(Text(reason, style="red"))

    def run(self) -> bool:
        """Play until the end (True) or until a human quits (False)."""
        perspective = self.perspective()
        while True:
            actor = self.state.to_move()
            if actor == TERMINAL:
                self.log.flush()
                self.show_result()
                return True
            if actor == CHANCE:
                move = self.state.sample_chance(self.rng)
            elif actor in self.bots:
                move = self.bots[actor].choose_move(self.state)
            else:
                chosen = self.ask(actor)
                if chosen is None:
                    self.log.flush()
                    self.console.print(Text(self.t("quit")))
                    return False
                move = chosen
            reader = actor if actor >= 0 and actor not in self.bots else perspective
            self.log.add(
                actor,
                step_text(self.spec, self.state, move, reader, self.lang, self.names),
                step_heading(self.spec, self.state, move, reader, self.lang, self.names),
            )
            self.state.play(move)

    def show_result(self) -> None:
        outcome = self.state.outcome()
        assert outcome is not None
        self.show_table(None)
        reason = outcome_reason(self.spec, outcome.reason, self.lang)
        table = Table(title=self.t("over_reason", reason=reason))
        for column in ("place", "player", "score"):
            table.add_column(self.t(column))
        for seat in sorted(range(self.state.num_players), key=lambda s: outcome.ranks[s]):
            table.add_row(
                str(outcome.ranks[seat]), Text(self.names[seat]), f"{outcome.scores[seat]:g}"
            )
        self.console.print(table)
        winners = [self.names[s] for s in outcome.winners]
        separator = translate(self.lang, "core:list_separator")
        line = (
            self.t("winner", len(winners), names=separator.join(winners))
            if winners
            else self.t("no_winner")
        )
        self.console.print(Text(line, style="bold"))

    def save_record(self, directory: Path) -> Path:
        record = Record.from_state(
            self.state,
            game=self.spec.id,
            seats=self.names,
            seed=self.seed,
            date=datetime.date.today().isoformat(),
            preset=self.preset,
        )
        directory.mkdir(parents=True, exist_ok=True)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = directory / f"{self.spec.id}-{stamp}-{self.seed}.sbr"
        path.write_text(record.to_text(), encoding="utf-8")
        self.console.print(Text(self.t("record_saved", path=str(path))))
        return path
