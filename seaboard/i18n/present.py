"""Panels and breakdowns worded for one reader: plain JSON for the web table and the terminal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from seaboard.core.message import Message
from seaboard.core.panels import Breakdown, SeatPanel, Stat
from seaboard.i18n import render


def _word(value: Any, lang: str, names: Sequence[str] | None) -> Any:
    return render(value, lang, names) if isinstance(value, Message) else value


def stat_json(stat: Stat, lang: str, names: Sequence[str] | None = None) -> dict[str, Any]:
    return {
        "label": render(stat.label, lang, names),
        "value": _word(stat.value, lang, names),
        "icon": stat.icon,
    }


def panels_json(
    panels: Sequence[SeatPanel], lang: str, names: Sequence[str] | None = None
) -> list[dict[str, Any]]:
    """Each seat's panel: colour, colour name, score and figures, worded in ``lang``."""
    return [
        {
            "colour": p.colour,
            "colour_name": render(p.colour_name, lang, names),
            "score": stat_json(p.score, lang, names),
            "stats": [stat_json(s, lang, names) for s in p.stats],
            "private": [stat_json(s, lang, names) for s in p.private],
            "mark": p.mark,
        }
        for p in panels
    ]


def breakdown_json(
    breakdown: Breakdown, lang: str, names: Sequence[str] | None = None
) -> dict[str, Any]:
    """The final score by source, worded in ``lang``: rows of per-seat values and totals."""
    return {
        "unit": render(breakdown.unit, lang, names),
        "rows": [
            {"label": render(row.label, lang, names), "values": row.values}
            for row in breakdown.rows
        ],
        "totals": breakdown.totals,
    }
