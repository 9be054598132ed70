"""Clocks: real-time tables (a time bank per seat plus an increment per move) and
correspondence tables (a fixed number of days for each move).

Only a seat that must decide has its clock running; chance outcomes and bots take no time. A
seat whose time runs out is replaced by a bot of the table's level (``manager``); the player
can take the seat back, and then gets at least ``RECLAIM_MINIMUM_MS`` on the bank.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from seaboard.core.errors import InvalidOptionsError

SECOND_MS = 1000
DAY_MS = 24 * 3600 * SECOND_MS
RECLAIM_MINIMUM_MS = 60 * SECOND_MS


@dataclass(frozen=True)
class ClockPreset:
    """A clock setting offered in the lobby."""

    name: str
    kind: str  # "none" | "realtime" | "correspondence"
    initial_ms: int = 0
    increment_ms: int = 0
    per_move_ms: int = 0
    label: str = ""
    label_ru: str = ""


PRESETS: dict[str, ClockPreset] = {
    p.name: p
    for p in (
        ClockPreset("none", "none", label="No clock", label_ru="Без часов"),
        ClockPreset(
            "5+5",
            "realtime",
            5 * 60 * SECOND_MS,
            5 * SECOND_MS,
            label="5 min + 5 s a move",
            label_ru="5 мин + 5 с за ход",
        ),
        ClockPreset(
            "15+10",
            "realtime",
            15 * 60 * SECOND_MS,
            10 * SECOND_MS,
            label="15 min + 10 s a move",
            label_ru="15 мин + 10 с за ход",
        ),
        ClockPreset(
            "30+30",
            "realtime",
            30 * 60 * SECOND_MS,
            30 * SECOND_MS,
            label="30 min + 30 s a move",
            label_ru="30 мин + 30 с за ход",
        ),
        ClockPreset(
            "1d",
            "correspondence",
            per_move_ms=DAY_MS,
            label="1 day a move",
            label_ru="1 день на ход",
        ),
        ClockPreset(
            "3d",
            "correspondence",
            per_move_ms=3 * DAY_MS,
            label="3 days a move",
            label_ru="3 дня на ход",
        ),
        ClockPreset(
            "7d",
            "correspondence",
            per_move_ms=7 * DAY_MS,
            label="7 days a move",
            label_ru="7 дней на ход",
        ),
    )
}


def preset(name: str) -> ClockPreset:
    try:
        return PRESETS[name]
    except KeyError:
        raise InvalidOptionsError(f"unknown clock '{name}'; clocks: {', '.join(PRESETS)}") from None


@dataclass
class Clock:
    """A table's clock state, stored as JSON with the table."""

    preset: ClockPreset
    remaining_ms: list[int] = field(default_factory=list)
    running: int | None = None
    since: float = 0.0
    used_ms: list[int] = field(default_factory=list)
    """Per seat, the time its person's clock ran (every clock kind, "none" included)."""
    bot_ms: list[int] = field(default_factory=list)
    """Per seat, the thinking time of the bot that played it (its own or a replacement)."""

    @classmethod
    def new(cls, name: str, num_players: int) -> Clock:
        p = preset(name)
        zeros = [0] * num_players
        return cls(p, [p.initial_ms] * num_players, None, 0.0, list(zeros), list(zeros))

    @property
    def enabled(self) -> bool:
        return self.preset.kind != "none"

    def start(self, seat: int | None, now: float) -> None:
        """Run ``seat``'s clock from ``now`` (None: no clock runs)."""
        self.running = seat
        self.since = now

    def charge(self, seat: int, now: float) -> int:
        """``seat`` has moved: charge the time it took, add the increment; return the ms."""
        elapsed = max(0, int((now - self.since) * 1000)) if self.running == seat else 0
        self.used_ms[seat] += elapsed
        if self.preset.kind == "realtime":
            self.remaining_ms[seat] = (
                max(0, self.remaining_ms[seat] - elapsed) + self.preset.increment_ms
            )
        self.since = now
        return elapsed

    def pause(self, seat: int, now: float) -> None:
        """Charge ``seat`` the time used so far without an increment (undo, leaving, running
        out of time): an undone move's time stays used."""
        if self.running != seat:
            return
        elapsed = max(0, int((now - self.since) * 1000))
        self.used_ms[seat] += elapsed
        if self.preset.kind == "realtime":
            self.remaining_ms[seat] = max(0, self.remaining_ms[seat] - elapsed)
        self.since = now

    def charge_bot(self, seat: int, elapsed_ms: int) -> None:
        """A bot moved for ``seat`` after thinking ``elapsed_ms`` (its delay not counted)."""
        self.bot_ms[seat] += elapsed_ms

    def time_used(self) -> list[int]:
        """Per seat, the time used in ms: its person's clock time plus its bots' thinking."""
        return [a + b for a, b in zip(self.used_ms, self.bot_ms, strict=True)]

    def deadline(self) -> float | None:
        """When the running seat runs out of time (epoch seconds), or None."""
        if self.running is None or not self.enabled:
            return None
        if self.preset.kind == "realtime":
            return self.since + self.remaining_ms[self.running] / 1000
        return self.since + self.preset.per_move_ms / 1000

    def expire(self, seat: int) -> None:
        """``seat`` ran out of time: its bank is empty (the replacing bot is not timed)."""
        if self.preset.kind == "realtime":
            self.remaining_ms[seat] = 0
        self.running = None

    def reclaim(self, seat: int) -> None:
        """A player takes a seat back: give the bank at least a minute."""
        if self.preset.kind == "realtime":
            self.remaining_ms[seat] = max(self.remaining_ms[seat], RECLAIM_MINIMUM_MS)

    def public(self, now: float) -> dict[str, Any]:
        """What every client sees: each seat's remaining time at ``now``."""
        remaining = list(self.remaining_ms)
        deadline = self.deadline()
        if self.preset.kind == "realtime" and self.running is not None:
            remaining[self.running] = max(
                0, int(self.remaining_ms[self.running] - (now - self.since) * 1000)
            )
        return {
            "preset": self.preset.name,
            "kind": self.preset.kind,
            "remaining_ms": remaining,
            "running": self.running,
            "deadline": deadline,
            "per_move_ms": self.preset.per_move_ms,
            "increment_ms": self.preset.increment_ms,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "preset": self.preset.name,
            "remaining_ms": self.remaining_ms,
            "running": self.running,
            "since": self.since,
            "used_ms": self.used_ms,
            "bot_ms": self.bot_ms,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Clock:
        return cls(
            preset(str(data["preset"])),
            [int(x) for x in data["remaining_ms"]],
            data.get("running"),
            float(data.get("since", 0.0)),
            [int(x) for x in data.get("used_ms", [0] * len(data["remaining_ms"]))],
            [int(x) for x in data.get("bot_ms", [0] * len(data["remaining_ms"]))],
        )
