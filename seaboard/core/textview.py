"""Helpers for the games' plain-text pictures (``GameSpec.render_text``): the terminal shows
them in a bordered panel, so a picture fits ``TEXT_WIDTH`` columns and an 80-column screen."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable

TEXT_WIDTH = 76
"""The widest line of a picture: 80 columns less the panel's border and padding."""
INDENT = "  "


def flow(
    lead: str, items: Iterable[str], width: int = TEXT_WIDTH, separator: str = ", "
) -> list[str]:
    """``lead`` followed by ``items`` joined with ``separator``, broken into lines of at most
    ``width`` columns; continuation lines are indented by two spaces. An item is moved whole
    to the next line when it does not fit, and wrapped at spaces only when it is longer
    than a line by itself."""
    tail = separator.rstrip()
    lines: list[str] = []
    line = lead
    fresh = True
    for item in items:
        joiner = "" if fresh else separator
        if len(line) + len(joiner) + len(item) + len(tail) > width and line.strip():
            lines.append(line + ("" if fresh else tail))
            line, joiner = INDENT, ""
        pieces = textwrap.wrap(item, width - len(line) - len(tail)) or [""]
        for piece in pieces[:-1]:
            lines.append(line + joiner + piece)
            line, joiner = INDENT, ""
        line += joiner + pieces[-1]
        fresh = False
    lines.append(line)
    return lines
