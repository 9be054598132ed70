"""Game records: one PGN-like text format for every game, and its JSON twin.

Text form::

    [Game "cartagena"]
    [Version "1"]
    [Players "2"]
    [Options "{\\"variant\\": \\"tortuga\\"}"]
    [Seats "mcts; Anna"]
    [Seed "7"]
    [Date "2026-11-21"]
    [Result "1-2"]

    1 * segment 3 b
    2 * first 1
    ...
    40 1 play sabre 6

Each body line is ``<ply> <actor> <notation>``: ``actor`` is the seat number, or ``*`` for a
chance outcome. ``;`` starts a comment (outside headers). Reading replays the moves through
the game's rules, so a record that reads is a legal game; any error names its line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from seaboard.core.errors import InvalidOptionsError, RecordError, SeaboardError
from seaboard.core.options import options_to_json
from seaboard.core.registry import get_game
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, State

_HEADER = re.compile(r'^\[(?P<key>[A-Za-z][A-Za-z0-9_]*) "(?P<value>(?:[^"\\]|\\.)*)"\]$')
_REQUIRED = ("Game", "Version", "Players")
CHANCE_ACTOR = "*"


@dataclass
class Record:
    """A game's headers and its moves (notation, chance outcomes included), in order."""

    game: str
    num_players: int
    version: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)
    seed: int | None = None
    date: str = ""
    result: str = "*"
    extra: dict[str, str] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)

    # -- building -----------------------------------------------------------------------------

    @classmethod
    def from_state(
        cls,
        state: State,
        *,
        game: str,
        seats: list[str] | None = None,
        seed: int | None = None,
        date: str = "",
        preset: str = "",
    ) -> Record:
        """The record of ``state``'s history (a state from ``new_state``, not ``from_code``);
        ``preset``: the named variant the game was set up from (its ``Preset`` header; the
        ``Options`` header holds every option that differs from the defaults, so a record
        replays without it)."""
        spec = get_game(game)
        outcome = state.outcome()
        extra = {"Preset": preset} if preset else {}
        if outcome:
            extra["Termination"] = outcome.reason
        return cls(
            game=game,
            num_players=state.num_players,
            version=spec.version,
            options=options_to_json(state.options),
            seats=list(seats or []),
            seed=seed,
            date=date,
            result=outcome.result_text() if outcome else "*",
            extra=extra,
            moves=[str(move) for move in state.history],
        )

    # -- replay -------------------------------------------------------------------------------

    def spec(self) -> GameSpec:
        try:
            return get_game(self.game)
        except InvalidOptionsError as error:
            raise RecordError(str(error)) from None

    def replay(self, upto: int | None = None) -> State:
        """Rebuild the game by playing its moves; ``upto`` stops after that many moves."""
        spec = self.spec()
        try:
            state = spec.new_state(self.num_players, self.options)
        except SeaboardError as error:
            raise RecordError(f"cannot set up the game: {error}") from None
        moves = self.moves if upto is None else self.moves[:upto]
        for index, text in enumerate(moves):
            try:
                state.play(spec.parse_move(state, text))
            except SeaboardError as error:
                raise RecordError(f"move {index + 1} '{text}': {error}") from None
        return state

    # -- text ---------------------------------------------------------------------------------

    def headers(self) -> dict[str, str]:
        headers = {
            "Game": self.game,
            "Version": str(self.version),
            "Players": str(self.num_players),
            "Options": json.dumps(self.options, sort_keys=True, ensure_ascii=False),
            "Seats": "; ".join(self.seats),
            "Seed": "" if self.seed is None else str(self.seed),
            "Date": self.date,
            "Result": self.result,
        }
        headers.update(self.extra)
        return headers

    def to_text(self) -> str:
        """The text form; the actors are found by replaying the moves."""
        spec = self.spec()
        state = spec.new_state(self.num_players, self.options)
        lines = [f'[{key} "{_escape(value)}"]' for key, value in self.headers().items()]
        lines.append("")
        for ply, text in enumerate(self.moves, start=1):
            actor = state.to_move()
            lines.append(f"{ply} {CHANCE_ACTOR if actor == CHANCE else actor} {text}")
            state.apply(spec.parse_move(state, text))
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Read the text form and check it by replaying it; errors name the line."""
        headers: dict[str, str] = {}
        entries: list[tuple[int, str, str]] = []
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line.startswith("["):
                line = line.split(";", 1)[0].strip()
            if not line:
                continue
            if line.startswith("["):
                if entries:
                    raise RecordError("a header after the moves", number)
                match = _HEADER.match(line)
                if match is None:
                    raise RecordError(f"malformed header {line!r}", number)
                headers[match["key"]] = _unescape(match["value"])
                continue
            parts = line.split(maxsplit=2)
            if len(parts) < 3:
                raise RecordError(f"expected '<ply> <actor> <move>', got {line!r}", number)
            ply, actor, notation = parts
            if ply != str(len(entries) + 1):
                raise RecordError(f"expected ply {len(entries) + 1}, got {ply!r}", number)
            entries.append((number, actor, notation))
        record = cls._from_headers(headers)
        record.moves = [notation for _, _, notation in entries]
        record._check_actors(entries)
        return record

    def _check_actors(self, entries: list[tuple[int, str, str]]) -> None:
        spec = self.spec()
        try:
            state = spec.new_state(self.num_players, self.options)
        except SeaboardError as error:
            raise RecordError(f"cannot set up the game: {error}") from None
        for number, actor, notation in entries:
            expected = state.to_move()
            expected_text = CHANCE_ACTOR if expected == CHANCE else str(expected)
            if actor != expected_text:
                raise RecordError(
                    f"'{notation}' is marked for {actor!r} but {expected_text!r} is to move",
                    number,
                )
            try:
                state.play(spec.parse_move(state, notation))
            except SeaboardError as error:
                raise RecordError(f"'{notation}': {error}", number) from None

    @classmethod
    def _from_headers(cls, headers: Mapping[str, str]) -> Record:
        missing = [key for key in _REQUIRED if key not in headers]
        if missing:
            raise RecordError(f"missing header(s): {', '.join(missing)}", 1)
        try:
            num_players = int(headers["Players"])
            version = int(headers["Version"])
            seed = int(headers["Seed"]) if headers.get("Seed") else None
            options = json.loads(headers.get("Options") or "{}")
        except (ValueError, json.JSONDecodeError) as error:
            raise RecordError(f"bad header value: {error}", 1) from None
        if not isinstance(options, dict):
            raise RecordError("the Options header must be a JSON object", 1)
        known = {"Game", "Version", "Players", "Options", "Seats", "Seed", "Date", "Result"}
        seats = headers.get("Seats", "")
        return cls(
            game=headers["Game"],
            num_players=num_players,
            version=version,
            options=options,
            seats=[s.strip() for s in seats.split(";")] if seats else [],
            seed=seed,
            date=headers.get("Date", ""),
            result=headers.get("Result", "*"),
            extra={k: v for k, v in headers.items() if k not in known},
        )

    # -- JSON ---------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {"headers": self.headers() | {"Options": self.options}, "moves": list(self.moves)}

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """Read the JSON twin and check it by replaying it; errors name the move."""
        if not isinstance(data, dict) or not isinstance(data.get("headers"), dict):
            raise RecordError("a JSON record is an object with 'headers' and 'moves'")
        moves = data.get("moves")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError("'moves' must be a list of move texts")
        headers = {
            k: json.dumps(v) if k == "Options" else str(v) for k, v in data["headers"].items()
        }
        record = cls._from_headers(headers)
        record.moves = list(moves)
        record.replay()
        return record


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)
