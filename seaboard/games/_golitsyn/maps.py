"""The Golitsyn map text format: reading, validating and the derived lookup tables.

RULINGS "Golitsyn": the 1989/1990 maps are reconstructed square grids kept as text files in a
documented format (docs/golitsyn_maps.md), so players can draw their own and play them with the
option ``map=PATH``. Every problem is an ``InvalidDataError`` naming the file, the line and the
problem. Seed 004: ports are crossed cells (5.2), currents are arrows carrying a ship from the
tail to the tip (5.4), the Spanish ports with houses repair (6.5), pirate bases (3.2),
colonies with values (Colonies 7.1), a start corner (Colonies 3.2).
"""

from __future__ import annotations

import shlex
from collections import deque
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from seaboard.core.errors import InvalidDataError
from seaboard.games._golitsyn.grid import DELTAS, cell_name, parse_cell_name

SEA, LAND, PORT = 0, 1, 2
TERRAIN_CHARS = {".": SEA, "s": SEA, "#": LAND, "*": PORT}
KINDS = ("port", "base", "colony")
SIDES = ("spanish", "pirates")
GAMES = ("pirates", "colonies")
MAX_SIDE = 200


@dataclass(frozen=True)
class Port:
    """A crossed cell: a Spanish port, a pirate base or a colony."""

    id: str
    cell: int
    kind: str
    name: str
    name_ru: str
    owner: str | None = None
    houses: bool = False
    value: int = 0
    role: str = ""


@dataclass(frozen=True, eq=False)
class GameMap:
    """A validated map with the tables the rules use (cells are ``y * width + x``)."""

    id: str
    title: str
    title_ru: str
    game: str
    source: str
    width: int
    height: int
    terrain: tuple[int, ...]
    ports: tuple[Port, ...]
    currents: dict[int, int]
    start_cells: tuple[int, ...]
    path: str = ""
    port_at: dict[int, int] = field(default_factory=dict)
    step: tuple[int, ...] = ()
    names: tuple[str, ...] = ()

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.width, cell // self.width

    def cell_at(self, x: int, y: int) -> int:
        """The cell at (x, y), or -1 off the map."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return y * self.width + x
        return -1

    def port_index(self, port_id: str) -> int:
        for index, port in enumerate(self.ports):
            if port.id == port_id:
                return index
        return -1

    def cell_index(self, name: str) -> int:
        xy = parse_cell_name(name)
        return -1 if xy is None else self.cell_at(*xy)

    def distances(
        self, targets: tuple[int, ...], blocked: frozenset[int] = frozenset()
    ) -> tuple[int, ...]:
        """Sailing steps from every cell to the nearest of ``targets`` (land: a large number),
        not passing through the ``blocked`` cells (5.2: ships block; a large number where
        they cut every way)."""
        if blocked:
            return _breadth_first(self, targets, blocked)
        return _distances(self, targets)


@cache
def rays(game_map: GameMap, length: int = 3) -> tuple[tuple[int, ...], ...]:
    """``rays(m)[cell * 8 + direction]``: the cells a ship passes sailing straight that way,
    up to ``length`` steps, stopping before land, the map's edge or a closed diagonal (the
    ``step`` table followed; what blocks by ships or ports is left to the rules)."""
    step = game_map.step
    result = []
    for cell in range(len(game_map.terrain)):
        for direction in range(8):
            cells = []
            here = cell
            for _ in range(length):
                here = step[here * 8 + direction]
                if here < 0:
                    break
                cells.append(here)
            result.append(tuple(cells))
    return tuple(result)


@cache
def ports_near(game_map: GameMap, reach: int) -> tuple[tuple[int, ...], ...]:
    """``ports_near(m, r)[cell]``: the indices of the ports within ``r`` steps each way of
    ``cell`` (Chebyshev distance), in the map's port order."""
    width = game_map.width
    result = []
    for cell in range(len(game_map.terrain)):
        x, y = cell % width, cell // width
        result.append(
            tuple(
                index
                for index, port in enumerate(game_map.ports)
                if max(abs(port.cell % width - x), abs(port.cell // width - y)) <= reach
            )
        )
    return tuple(result)


@cache
def _distances(game_map: GameMap, targets: tuple[int, ...]) -> tuple[int, ...]:
    return _breadth_first(game_map, targets, frozenset())


def _breadth_first(
    game_map: GameMap, targets: tuple[int, ...], blocked: frozenset[int]
) -> tuple[int, ...]:
    far = game_map.width * game_map.height
    result = [far] * len(game_map.terrain)
    queue = deque(targets)
    for cell in targets:
        result[cell] = 0
    while queue:
        cell = queue.popleft()
        for direction in range(8):
            nxt = game_map.step[cell * 8 + direction]
            if nxt >= 0 and result[nxt] == far and nxt not in blocked:
                result[nxt] = result[cell] + 1
                queue.append(nxt)
    return tuple(result)


class _Reader:
    def __init__(self, text: str, path: str) -> None:
        self.lines = text.splitlines()
        self.path = path
        self.number = 0

    def fail(self, problem: str, number: int | None = None) -> InvalidDataError:
        where = self.number if number is None else number
        return InvalidDataError(f"{self.path}:{where}: {problem}")


def _keyed(reader: _Reader, words: list[str], allowed: set[str]) -> dict[str, str]:
    pairs: dict[str, str] = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep or key not in allowed:
            raise reader.fail(f"unexpected '{word}'; expected one of {', '.join(sorted(allowed))}")
        if key in pairs:
            raise reader.fail(f"'{key}' given twice")
        pairs[key] = value
    return pairs


def parse_map(text: str, path: str = "<map>") -> GameMap:
    """Read and validate a map text; ``InvalidDataError`` names the line and the problem."""
    reader = _Reader(text, path)
    header: dict[str, str] = {}
    rows: list[tuple[int, str]] = []
    port_lines: list[tuple[int, str, list[str]]] = []
    current_lines: list[tuple[int, list[str]]] = []
    in_grid = False
    for number, raw in enumerate(reader.lines, start=1):
        reader.number = number
        line = raw.rstrip()
        if in_grid:
            if line.strip() == "end":
                in_grid = False
            else:
                rows.append((number, line.strip()))
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        try:
            words = shlex.split(stripped)
        except ValueError as error:
            raise reader.fail(f"cannot read the line: {error}") from None
        keyword = words[0]
        if keyword in ("map", "title", "title_ru", "game", "source", "size"):
            if len(words) < 2:
                raise reader.fail(f"'{keyword}' needs a value")
            if keyword in header:
                raise reader.fail(f"'{keyword}' given twice")
            header[keyword] = " ".join(words[1:])
        elif keyword == "grid":
            if rows:
                raise reader.fail("a second grid section")
            in_grid = True
        elif keyword in KINDS:
            port_lines.append((number, keyword, words[1:]))
        elif keyword == "current":
            current_lines.append((number, words[1:]))
        else:
            raise reader.fail(f"unknown keyword '{keyword}'")
    reader.number = len(reader.lines)
    if in_grid:
        raise reader.fail("the grid section has no 'end' line")
    for key in ("map", "title", "game", "size"):
        if key not in header:
            raise reader.fail(f"missing '{key}' line", 1)
    if header["game"] not in GAMES:
        raise reader.fail(f"game must be one of {', '.join(GAMES)}, not '{header['game']}'", 1)
    try:
        width, height = (int(part) for part in header["size"].split())
    except ValueError:
        raise reader.fail("size must be two whole numbers: width height", 1) from None
    if not (2 <= width <= MAX_SIDE and 2 <= height <= MAX_SIDE):
        raise reader.fail(f"size must be between 2 and {MAX_SIDE} each way", 1)
    if len(rows) != height:
        raise reader.fail(f"the grid has {len(rows)} rows, size says {height}")
    terrain: list[int] = []
    start_cells: list[int] = []
    for y, (number, row) in enumerate(rows):
        if len(row) != width:
            raise reader.fail(f"grid row {y + 1} has {len(row)} cells, size says {width}", number)
        for x, char in enumerate(row):
            if char not in TERRAIN_CHARS:
                raise reader.fail(
                    f"unknown cell '{char}' at {cell_name(x, y)} (use . sea, # land, * port,"
                    " s start)",
                    number,
                )
            terrain.append(TERRAIN_CHARS[char])
            if char == "s":
                start_cells.append(y * width + x)

    def cell_of(name: str, number: int) -> int:
        xy = parse_cell_name(name)
        if xy is None or not (0 <= xy[0] < width and 0 <= xy[1] < height):
            raise reader.fail(f"'{name}' is not a cell of this {width}x{height} map", number)
        return xy[1] * width + xy[0]

    ports: list[Port] = []
    port_at: dict[int, int] = {}
    for number, kind, words in port_lines:
        reader.number = number
        if len(words) < 2:
            raise reader.fail(f"'{kind}' needs an id and a cell")
        port_id, where = words[0], words[1]
        if not (port_id.isascii() and port_id.isalnum() and port_id[0].isupper()):
            raise reader.fail(f"the id '{port_id}' must be letters/digits starting with a capital")
        if parse_cell_name(port_id) is not None:
            raise reader.fail(f"the id '{port_id}' looks like a cell name")
        if any(p.id == port_id for p in ports):
            raise reader.fail(f"the id '{port_id}' is used twice")
        cell = cell_of(where, number)
        if terrain[cell] != PORT:
            raise reader.fail(f"{kind} {port_id} is at {where}, which is not a '*' cell")
        if cell in port_at:
            raise reader.fail(f"{where} already holds {ports[port_at[cell]].id}")
        allowed = {"name", "name_ru", "owner", "houses", "value", "role"}
        keys = _keyed(reader, words[2:], allowed)
        name = keys.get("name", port_id)
        port = _make_port(reader, kind, port_id, cell, name, keys)
        port_at[cell] = len(ports)
        ports.append(port)
    for cell, terrain_kind in enumerate(terrain):
        if terrain_kind == PORT and cell not in port_at:
            raise reader.fail(f"the '*' cell {cell_name(cell % width, cell // width)} has no line")
    currents: dict[int, int] = {}
    tips: set[int] = set()
    for number, words in current_lines:
        reader.number = number
        if len(words) != 2:
            raise reader.fail("a current is 'current TAIL TIP', e.g. 'current K5 N5'")
        tail, tip = cell_of(words[0], number), cell_of(words[1], number)
        _check_current(reader, terrain, width, tail, tip, words)
        if tail in currents or tail in tips or tip in currents:
            raise reader.fail("currents may not share cells or chain tail to tip")
        currents[tail] = tip
        tips.add(tip)
    game_map = GameMap(
        id=header["map"],
        title=header["title"],
        title_ru=header.get("title_ru", header["title"]),
        game=header["game"],
        source=header.get("source", "reconstructed"),
        width=width,
        height=height,
        terrain=tuple(terrain),
        ports=tuple(ports),
        currents=currents,
        start_cells=tuple(start_cells),
        path=path,
        port_at=port_at,
        step=_steps(terrain, width, height),
        names=tuple(cell_name(c % width, c // width) for c in range(width * height)),
    )
    _check_game(reader, game_map)
    return game_map


def _make_port(
    reader: _Reader, kind: str, port_id: str, cell: int, name: str, keys: dict[str, str]
) -> Port:
    name_ru = keys.get("name_ru", name)
    if kind == "colony":
        if set(keys) - {"name", "name_ru", "value"}:
            raise reader.fail("a colony takes only name, name_ru and value")
        value = keys.get("value", "")
        if not value.isdigit() or not 1 <= int(value) <= 6:
            raise reader.fail(f"colony {port_id} needs value=1..6, not '{value}'")
        return Port(port_id, cell, kind, name, name_ru, value=int(value))
    if kind == "base":
        if set(keys) - {"name", "name_ru"}:
            raise reader.fail("a pirate base takes only name and name_ru")
        return Port(port_id, cell, kind, name, name_ru, owner="pirates")
    owner = keys.get("owner", "spanish")
    if owner not in SIDES:
        raise reader.fail(f"port {port_id}: owner must be spanish or pirates, not '{owner}'")
    houses = keys.get("houses", "no")
    if houses not in ("yes", "no"):
        raise reader.fail(f"port {port_id}: houses must be yes or no, not '{houses}'")
    role = keys.get("role", "")
    if role not in ("", "start", "destination"):
        raise reader.fail(f"port {port_id}: role must be start or destination, not '{role}'")
    if "value" in keys:
        raise reader.fail(f"port {port_id}: only colonies have a value")
    return Port(port_id, cell, kind, name, name_ru, owner=owner, houses=houses == "yes", role=role)


def _check_current(
    reader: _Reader, terrain: list[int], width: int, tail: int, tip: int, words: list[str]
) -> None:
    (tx, ty), (hx, hy) = divmod(tail, width)[::-1], divmod(tip, width)[::-1]
    dx, dy = hx - tx, hy - ty
    if (dx, dy) == (0, 0) or not (dx == 0 or dy == 0 or abs(dx) == abs(dy)):
        raise reader.fail(f"current {words[0]} -> {words[1]} is not along one of the 8 rhumbs")
    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    x, y = tx, ty
    while True:
        if terrain[y * width + x] != SEA:
            raise reader.fail(f"current {words[0]} -> {words[1]} crosses {cell_name(x, y)}")
        if (x, y) == (hx, hy):
            break
        x, y = x + sx, y + sy


def _steps(terrain: list[int], width: int, height: int) -> tuple[int, ...]:
    """cell * 8 + direction -> the neighbouring cell a ship may step to, or -1: off the map,
    land, or a diagonal squeezed between two land cells."""
    table = [-1] * (len(terrain) * 8)
    for cell, kind in enumerate(terrain):
        if kind == LAND:
            continue
        x, y = cell % width, cell // width
        for direction, (dx, dy) in enumerate(DELTAS):
            nx, ny = x + dx, y + dy
            if not (0 <= nx < width and 0 <= ny < height):
                continue
            if terrain[ny * width + nx] == LAND:
                continue
            if dx and dy and terrain[y * width + nx] == LAND and terrain[ny * width + x] == LAND:
                continue
            table[cell * 8 + direction] = ny * width + nx
    return tuple(table)


def _check_game(reader: _Reader, game_map: GameMap) -> None:
    kinds = [port.kind for port in game_map.ports]
    line = len(reader.lines)
    if game_map.game == "pirates":
        if "colony" in kinds:
            raise reader.fail("a Pirates map has ports and bases, not colonies", line)
        spanish = [p for p in game_map.ports if p.kind == "port" and p.owner == "spanish"]
        if not any(p.role == "destination" for p in spanish):
            raise reader.fail("a Pirates map needs a Spanish port with role=destination", line)
        if not any(p.role == "start" for p in spanish):
            raise reader.fail("a Pirates map needs a Spanish port with role=start", line)
        if not any(p.owner == "pirates" for p in game_map.ports):
            raise reader.fail("a Pirates map needs at least one pirate base", line)
        origins = tuple(p.cell for p in spanish if p.role == "start")
    else:
        colonies = [p for p in game_map.ports if p.kind == "colony"]
        if len(colonies) != len(game_map.ports):
            raise reader.fail("a Colonies map has colonies only (no ports or bases)", line)
        total = sum(p.value for p in colonies)
        if total < 30:
            raise reader.fail(f"the colonies are worth {total} points; 29 must be reachable", line)
        if len(game_map.start_cells) < 4:
            raise reader.fail("a Colonies map needs at least 4 start cells ('s')", line)
        origins = game_map.start_cells
    reach = game_map.distances(origins)
    far = game_map.width * game_map.height
    for port in game_map.ports:
        if reach[port.cell] >= far:
            raise reader.fail(
                f"{port.kind} {port.id} cannot be reached by sea from the start", line
            )


def load_map(path: str | Path) -> GameMap:
    """Read a map file; a missing or unreadable file is an ``InvalidDataError`` too."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise InvalidDataError(f"{path}: cannot read the map file: {error}") from None
    return parse_map(text, str(path))


@cache
def builtin_map(name: str) -> GameMap:
    """One of the maps shipped in ``_golitsyn/data`` (``atlantic``, ``colonies``)."""
    return load_map(Path(__file__).resolve().parent / "data" / f"{name}.map")


@cache
def map_for(path: str, default: str) -> GameMap:
    """The map an option names: a file path, or '' for the built-in ``default``."""
    return builtin_map(default) if not path else load_map(path)
