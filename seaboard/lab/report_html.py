"""The HTML pieces of the lab's report: tables, numbers, intervals, plots and notes.

A table wider than ``WIDE_COLUMNS`` with fewer rows than columns is drawn transposed (one
column per row label, one row per quantity), and long headers wrap, so a table of many
figures for two bots stays within the page in every language.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from typing import Any

from seaboard.lab.ratings import Interval

WIDE_COLUMNS = 8
"""More columns than this, and fewer rows, and a table is transposed."""

STYLE = """
body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
h1{color:#1f5f8b}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:1.6em}
.table{max-width:100%;overflow-x:auto}
table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ccc;padding:.25em .6em;
text-align:right}
th{background:#eef3f7;max-width:16em;overflow-wrap:break-word}
td:first-child,th:first-child{text-align:left}
.plot{display:inline-block;vertical-align:top;margin:.3em;max-width:100%}
.plot svg{max-width:100%;height:auto}
.note{color:#555;font-size:.9em}
"""


def fmt(value: Any) -> str:
    """A cell's text: floats to three figures after the point below 10, one above."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "-"
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"
    return str(value)


def count(value: float) -> str:
    """A count that may hold shares of wins: ``14``, or ``12.5`` / ``3.33`` when it has parts."""
    return str(round(value)) if abs(value - round(value)) < 1e-9 else f"{value:.2f}".rstrip("0")


def _transposed(
    columns: Sequence[str], rows: Sequence[Sequence[Any]]
) -> tuple[list[str], list[list[Any]]]:
    head = [str(columns[0]), *(fmt(row[0]) for row in rows)]
    body = [[columns[j], *(row[j] for row in rows)] for j in range(1, len(columns))]
    return head, body


def table(columns: Sequence[str] | None, rows: Sequence[Sequence[Any]]) -> str:
    """A table; without ``columns``, each row's first cell is its header."""
    if columns is None:
        body = "".join(
            f"<tr><th>{html.escape(fmt(row[0]))}</th>"
            + "".join(f"<td>{html.escape(fmt(v))}</td>" for v in row[1:])
            + "</tr>"
            for row in rows
        )
        return f'<div class="table"><table>{body}</table></div>'
    if len(columns) > WIDE_COLUMNS and len(rows) < len(columns) - 1:
        columns, rows = _transposed(columns, rows)
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(fmt(v))}</td>" for v in row) + "</tr>" for row in rows
    )
    return f'<div class="table"><table><tr>{head}</tr>{body}</table></div>'


def plot(svg: str) -> str:
    return f'<div class="plot">{svg}</div>'


def note(text: str) -> str:
    return f'<p class="note">{html.escape(text)}</p>'


NO_BREAK_HYPHEN = "\u2011"
NO_BREAK_SPACE = "\u00a0"


def pct(low: float, high: float) -> str:
    """``12.0‑44.9%``: a range that never breaks across lines (a non-breaking hyphen)."""
    return f"{100 * low:.1f}{NO_BREAK_HYPHEN}{100 * high:.1f}%"


def interval_text(interval: Interval, undefined: str, digits: int = 2) -> str:
    """``0.12 – 0.34`` (spaced, as a bound may be negative), or the word for an interval
    that cannot be given."""
    if interval.degenerate:
        return undefined
    dash = f"{NO_BREAK_SPACE}–{NO_BREAK_SPACE}"
    return f"{interval.low:.{digits}f}{dash}{interval.high:.{digits}f}"
