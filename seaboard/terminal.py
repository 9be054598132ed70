"""Terminal play with Rich: the board as the human seat sees it, numbered legal moves (or any
move typed in notation), bots in the other seats, the record saved at the end."""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable, Sequence
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from seaboard.bots import Bot
from seaboard.core.errors import SeaboardError
from seaboard.core.move import Move
from seaboard.core.record import Record
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State

TEXTS = {
    "en": {
        "prompt": "Your move (number or notation, ? for the list, q to quit)",
        "moves": "Legal moves",
        "seat": "seat",
        "bot": "plays",
        "over": "Game over",
        "saved": "Record saved to",
        "rank": "rank",
        "score": "score",
        "quit": "You left the game.",
    },
    "ru": {
        "prompt": "Ваш ход (номер или запись, ? — список, q — выход)",
        "moves": "Возможные ходы",
        "seat": "место",
        "bot": "ходит",
        "over": "Партия окончена",
        "saved": "Запись сохранена в",
        "rank": "место",
        "score": "очки",
        "quit": "Вы вышли из партии.",
    },
}


class TerminalGame:
    """One game in the terminal: ``humans`` are seats typed at the keyboard."""

    def __init__(
        self,
        spec: GameSpec,
        state: State,
        bots: dict[int, Bot],
        *,
        seed: int,
        lang: str = "en",
        console: Console | None = None,
        read_line: Callable[[str], str] | None = None,
    ) -> None:
        self.spec = spec
        self.state = state
        self.bots = bots
        self.seed = seed
        self.rng = random.Random(seed)
        self.lang = lang if lang in TEXTS else "en"
        self.text = TEXTS[self.lang]
        self.console = console or Console()
        self.read_line = read_line or (lambda prompt: self.console.input(f"[bold]{prompt}[/]: "))

    def perspective(self) -> int | None:
        humans = [seat for seat in range(self.state.num_players) if seat not in self.bots]
        return humans[0] if len(humans) == 1 else None

    def show_moves(self, moves: Sequence[Move]) -> None:
        table = Table(title=self.text["moves"], show_header=False, box=None)
        for number, move in enumerate(moves, start=1):
            label = self.spec.move_label(self.state, move, self.lang)
            table.add_row(f"[cyan]{number}[/]", str(move), f"[dim]{label}[/]")
        self.console.print(table)

    def ask(self, seat: int) -> Move | None:
        """Read a move for ``seat``; None when the player quits."""
        moves = self.state.legal_moves()
        self.console.print(Panel(self.spec.render_text(self.state, seat), expand=False))
        self.show_moves(moves)
        while True:
            answer = self.read_line(f"{self.text['seat']} {seat}: {self.text['prompt']}").strip()
            if answer.lower() in ("q", "quit", "exit"):
                return None
            if answer in ("?", ""):
                self.show_moves(moves)
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(moves):
                return moves[int(answer) - 1]
            try:
                move = self.spec.parse_move(self.state, answer)
                reason = self.state.illegal_reason(move)
                if reason is None:
                    return move
                self.console.print(f"[red]{reason}[/]")
            except SeaboardError as error:
                self.console.print(f"[red]{error}[/]")

    def run(self) -> bool:
        """Play until the end (True) or until a human quits (False)."""
        while True:
            actor = self.state.to_move()
            if actor == TERMINAL:
                self.show_result()
                return True
            if actor == CHANCE:
                self.state.apply(self.state.sample_chance(self.rng))
                continue
            if actor in self.bots:
                move = self.bots[actor].choose_move(self.state)
                label = self.spec.move_label(self.state, move, self.lang)
                self.console.print(
                    f"[dim]{self.text['seat']} {actor} {self.text['bot']}:[/] {label}"
                )
            else:
                chosen = self.ask(actor)
                if chosen is None:
                    self.console.print(self.text["quit"])
                    return False
                move = chosen
            self.state.play(move)

    def show_result(self) -> None:
        outcome = self.state.outcome()
        assert outcome is not None
        self.console.print(
            Panel(self.spec.render_text(self.state, self.perspective()), expand=False)
        )
        table = Table(title=f"{self.text['over']}: {outcome.reason}")
        table.add_column(self.text["seat"])
        table.add_column(self.text["rank"])
        table.add_column(self.text["score"])
        for seat in range(self.state.num_players):
            who = f"{seat} ({self.bots[seat].name})" if seat in self.bots else str(seat)
            table.add_row(who, str(outcome.ranks[seat]), f"{outcome.scores[seat]:g}")
        self.console.print(table)

    def save_record(self, directory: Path) -> Path:
        seats = [
            self.bots[s].name if s in self.bots else "human" for s in range(self.state.num_players)
        ]
        record = Record.from_state(
            self.state,
            game=self.spec.id,
            seats=seats,
            seed=self.seed,
            date=datetime.date.today().isoformat(),
        )
        directory.mkdir(parents=True, exist_ok=True)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = directory / f"{self.spec.id}-{stamp}-{self.seed}.sbr"
        path.write_text(record.to_text(), encoding="utf-8")
        self.console.print(f"{self.text['saved']} {path}")
        return path
