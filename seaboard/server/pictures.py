"""Each game's picture for the lobby: its own board at the start of a game, drawn by the game.

The position is the game's setup played out with a fixed seed (so the picture is the same on
every server and after every restart), rendered by ``GameSpec.render_svg`` as a spectator sees
it, cut to ``GameSpec.picture_box`` and trimmed of what a picture does not need (tooltips,
the board's hooks for clicks). A picture is made once per game, version and language and kept
in memory with its gzip form; nothing outside the game's own drawing is used.
"""

from __future__ import annotations

import gzip
import random
import re
from dataclasses import dataclass
from functools import lru_cache

from seaboard.core.driver import advance_chance
from seaboard.core.registry import get_game
from seaboard.core.spec import GameSpec

SEED = 1
"""The seed of the setup the pictures show."""
PLAYERS = 3
"""How many players sit at the pictured table (within each game's range)."""
CACHED = 64
"""Pictures kept in memory: every game in every language, with room for versions."""

_TITLE = re.compile(r"<title>.*?</title>", re.S)
_HOOKS = re.compile(r'\s(?:data-[\w-]+|aria-[\w-]+|role|tabindex)="[^"]*"')
_SVG_TAG = re.compile(r"<svg\b[^>]*>")
_SIZE = re.compile(r'\s(?:width|height|viewBox|preserveAspectRatio)="[^"]*"')
_VIEWBOX = re.compile(r'viewBox="([^"]*)"')


@dataclass(frozen=True)
class Picture:
    """An SVG picture and its gzip form (sent to the browsers that accept it)."""

    svg: bytes
    gzipped: bytes


def picture_players(spec: GameSpec) -> int:
    """The number of players at the pictured table."""
    return max(spec.min_players, min(PLAYERS, spec.max_players))


def board_svg(spec: GameSpec, lang: str) -> str:
    """The game's board after setup with ``SEED``, as a spectator sees it, in ``lang``."""
    state = spec.new_state(picture_players(spec))
    advance_chance(state, random.Random(SEED))
    return spec.render_svg(state, None, lang=lang)


def crop(svg: str, box: tuple[float, float, float, float] | None) -> str:
    """``svg`` showing only ``box`` of its drawing (the whole when None), scaled to fill the
    space it is given and trimmed of tooltips and interaction hooks."""
    opening = _SVG_TAG.search(svg)
    if opening is None:
        return svg
    tag = opening.group(0)
    if box is None:
        found = _VIEWBOX.search(tag)
        view = found.group(1) if found else "0 0 300 150"
    else:
        view = " ".join(f"{value:g}" for value in box)
    width, height = view.split()[2:4]
    sized = _SIZE.sub("", tag).removesuffix(">").rstrip("/").rstrip()
    sized += (
        f' viewBox="{view}" width="{width}" height="{height}" preserveAspectRatio="xMidYMid slice">'
    )
    body = svg[: opening.start()] + sized + svg[opening.end() :]
    return _HOOKS.sub("", _TITLE.sub("", body))


@lru_cache(maxsize=CACHED)
def _picture(game_id: str, version: int, lang: str) -> Picture:
    spec = get_game(game_id)
    svg = crop(board_svg(spec, lang), spec.picture_box).encode()
    return Picture(svg, gzip.compress(svg, mtime=0))


def picture(spec: GameSpec, lang: str) -> Picture:
    """The lobby's picture of ``spec`` in ``lang`` (made on first use, then kept)."""
    return _picture(spec.id, spec.version, lang)
