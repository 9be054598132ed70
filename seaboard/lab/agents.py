"""Bot specifications: ``name`` or ``name:key=value:key=value`` (e.g. ``mcts:iterations=200``).

A specification is plain text so that it travels to worker processes and Ray nodes, names a
column value in result files, and is a participant of a tournament. ``make_agent`` turns it
into a bot with ``seaboard.bots.make_bot(name, seed=..., **budget)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seaboard.core.driver import Agent
from seaboard.core.errors import InvalidOptionsError


@dataclass(frozen=True)
class BotSpec:
    """A bot name or level and its budget settings."""

    name: str
    settings: tuple[tuple[str, int | float | str], ...] = ()

    @classmethod
    def parse(cls, text: str) -> BotSpec:
        """Read ``name[:key=value]...``; numbers become ints or floats."""
        parts = [part.strip() for part in text.strip().split(":")]
        if not parts[0]:
            raise InvalidOptionsError(f"a bot specification needs a name, not {text!r}")
        settings: list[tuple[str, int | float | str]] = []
        for part in parts[1:]:
            key, sep, raw = part.partition("=")
            if not sep or not key.strip() or not raw.strip():
                raise InvalidOptionsError(
                    f"bad bot setting {part!r} in {text!r}; write key=value,"
                    " e.g. mcts:iterations=200"
                )
            settings.append((key.strip(), _number(raw.strip())))
        return cls(parts[0], tuple(sorted(settings)))

    def budget(self) -> dict[str, Any]:
        return dict(self.settings)

    def __str__(self) -> str:
        return ":".join([self.name, *(f"{key}={value}" for key, value in self.settings)])


def _number(raw: str) -> int | float | str:
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            continue
    return raw


def parse_bot_list(text: str) -> list[str]:
    """A comma-separated list of bot specifications, each normalised (``mcts,greedy``)."""
    items = [item for item in (part.strip() for part in text.split(",")) if item]
    if not items:
        raise InvalidOptionsError("name at least one bot, e.g. --bots mcts,greedy")
    return [str(BotSpec.parse(item)) for item in items]


def checked_bot_list(text: str) -> list[str]:
    """``parse_bot_list``, with every bot built once so that a bad name or setting
    (``mcts:iterations=-5``) is refused before any game is played."""
    names = parse_bot_list(text)
    for name in names:
        make_agent(name, 0)
    return names


def make_agent(spec_text: str, seed: int) -> Agent:
    """The bot a specification names, seeded (``seaboard.bots.make_bot``)."""
    from seaboard.bots import make_bot

    spec = BotSpec.parse(spec_text)
    bot: Agent = make_bot(spec.name, seed=seed, **spec.budget())
    return bot
