"""What a table shows beside the board: one panel per seat and the score broken down.

A game fills these from what ``perspective`` may know (its ``view``), in ``Message`` form, so
the web table, the terminal and the lab word them in the reader's language. A panel's
``colour`` is the colour of that seat's pieces on the game's own board, so the panel, the log
and the board agree.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from seaboard.core.message import Message

DEFAULT_COLOURS = (
    ("#c0392b", "red"),
    ("#2471a3", "blue"),
    ("#229954", "green"),
    ("#d4ac0d", "yellow"),
    ("#7d3c98", "purple"),
    ("#ca6f1e", "orange"),
    ("#17a589", "teal"),
    ("#5d6d7e", "grey"),
    ("#6e2c00", "brown"),
)
"""Seat colours (CSS colour, ``core:colour_<name>`` key) for a game whose board has none."""


@dataclass(frozen=True, slots=True)
class Stat:
    """One figure on a panel: "Doubloons 12", "Cards in hand 3", "Pirates in the boat 2".

    ``icon`` names an icon of the web table's set (``coin``, ``card``, ``pirate``, ``ship``,
    ``train``, ``ticket``, ``goods``, ``star``, ``flag``); None for none.
    """

    label: Message
    value: int | float | str | Message
    icon: str | None = None


@dataclass(frozen=True, slots=True)
class SeatPanel:
    """A seat's panel: its board colour, its score in the game's own unit, public figures,
    and (for the seat itself, or for everyone once the game is over) its private ones."""

    colour: str
    colour_name: Message
    score: Stat
    stats: list[Stat] = field(default_factory=list)
    private: list[Stat] = field(default_factory=list)
    mark: str | None = None
    """The mark the seat's pieces carry besides their colour (a second cue for colour-blind
    players), shown in the panel's colour dot: ``disc``, ``triangle``, ``square``, ``plus``
    or ``cross``; None for none."""


@dataclass(frozen=True, slots=True)
class BreakdownRow:
    """One source of points at the end ("Victory card", "Completed tickets"), per seat."""

    label: Message
    values: list[float]


@dataclass(frozen=True, slots=True)
class Breakdown:
    """The final score by source; the rows add up to ``totals`` (each seat's score)."""

    unit: Message
    rows: list[BreakdownRow]
    totals: list[float]
