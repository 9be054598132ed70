"""The Golitsyn map format and its validator, the built-in maps and the ``map`` option
(RULINGS "Golitsyn": reconstructed grids in a documented text format)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from seaboard import get_game
from seaboard.core.errors import InvalidDataError, InvalidOptionsError
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games._golitsyn.maps import builtin_map, parse_map
from tests.games.golitsyn.helpers import PIRATE_PORTS, SEA_ROWS, map_text


def test_the_atlantic() -> None:
    atlantic = builtin_map("atlantic")
    ports = {port.id: port for port in atlantic.ports}
    assert {"VC", "PB", "CA"} <= set(ports)
    assert ports["CA"].role == "destination"
    assert ports["VC"].houses
    assert ports["PB"].houses
    assert ports["CA"].houses
    assert sum(1 for p in atlantic.ports if p.kind == "base") == 6
    assert atlantic.currents
    # Scale: 15-25 turns of 3 cells (fair winds) from Vera Cruz to Cadiz.
    steps = atlantic.distances((ports["CA"].cell,))[ports["VC"].cell]
    assert 15 <= steps / 3 <= 25


def test_the_colonies_map() -> None:
    west_indies = builtin_map("colonies")
    values = [port.value for port in west_indies.ports]
    assert all(1 <= value <= 6 for value in values)
    assert sum(values) > 29
    assert len(west_indies.start_cells) >= 24  # 6 players x 4 ships
    corner = [west_indies.xy(cell) for cell in west_indies.start_cells]
    assert all(x < 10 and y >= west_indies.height - 6 for x, y in corner)


def broken(rows: list[str] | None = None, lines: list[str] | None = None) -> str:
    return map_text(rows or SEA_ROWS, PIRATE_PORTS if lines is None else lines)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (broken(rows=[*SEA_ROWS[:-1], "*........"]), "has 9 cells"),
        (broken(rows=[*SEA_ROWS[:-1], "*.......x."]), "unknown cell 'x'"),
        (broken(rows=[*SEA_ROWS[:-1], "*........*"]), "has no line"),
        (broken(lines=[*PIRATE_PORTS, "port XX C3"]), "not a '*' cell"),
        (broken(lines=[*PIRATE_PORTS, "base VC B2"]), "used twice"),
        (broken(lines=[*PIRATE_PORTS, "current C3 D5"]), "not along one of the 8 rhumbs"),
        (broken(lines=[*PIRATE_PORTS, "current D4 G4"]), "crosses E4"),
        (broken(lines=[*PIRATE_PORTS, "current C3 C3"]), "not along"),
        (broken(lines=[*PIRATE_PORTS, "current A3 A5", "current A5 A6"]), "may not share"),
        (broken(lines=[*PIRATE_PORTS, "current Z99 A1"]), "not a cell of this 10x8 map"),
        (broken(lines=[*PIRATE_PORTS, "wormhole A1"]), "unknown keyword 'wormhole'"),
        (
            broken(lines=[line.replace(" role=destination", "") for line in PIRATE_PORTS]),
            "role=destination",
        ),
        (broken(lines=[line for line in PIRATE_PORTS if "base" not in line]), "no line"),
        (broken(lines=[PIRATE_PORTS[0] + " colour=red", *PIRATE_PORTS[1:]]), "unexpected"),
        (
            broken(lines=[PIRATE_PORTS[0].replace("spanish", "french"), *PIRATE_PORTS[1:]]),
            "owner must be",
        ),
        ("map x\ntitle x\ngame pirates\nsize 3 3\ngrid\n...\n", "no 'end'"),
        ("map x\ntitle x\ngame chess\nsize 3 3\n", "game must be"),
        ("title x\ngame pirates\nsize 3 3\n", "missing 'map'"),
        (broken(lines=[*PIRATE_PORTS, 'port "B C"']), "needs an id and a cell"),
    ],
)
def test_validation_errors_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(InvalidDataError, match=re.escape(message)):
        parse_map(text, "bad.map")


def test_errors_name_the_file_and_line() -> None:
    with pytest.raises(InvalidDataError, match=r"bad\.map:19: unknown keyword"):
        parse_map(broken(lines=[*PIRATE_PORTS, "wormhole A1"]), "bad.map")


def test_unreachable_port_is_refused() -> None:
    rows = [*SEA_ROWS]
    rows[5] = "##########"
    with pytest.raises(InvalidDataError, match="cannot be reached"):
        parse_map(broken(rows=rows))


def test_a_colony_needs_a_value() -> None:
    rows = ["*...", "....", "ssss", "ssss"]
    with pytest.raises(InvalidDataError, match="looks like a cell name"):
        parse_map(map_text(rows, ["colony A1 A1 value=3"], "colonies"))
    with pytest.raises(InvalidDataError, match=r"needs value=1\.\.6"):
        parse_map(map_text(rows, ["colony AA A1 value=9"], "colonies"))
    with pytest.raises(InvalidDataError, match=r"needs value=1\.\.6"):
        parse_map(map_text(rows, ["colony AA A1"], "colonies"))


def test_map_option_plays_any_valid_map(tmp_path: Path) -> None:
    path = tmp_path / "mine.map"
    path.write_text(broken(lines=[*PIRATE_PORTS, "current C6 C3"]), encoding="utf-8")
    spec = get_game("pirates")
    state = spec.new_state(3, {"map": str(path)})
    rng = random.Random(5)
    while state.to_move() != TERMINAL:
        moves = state.legal_moves()
        state.apply(state.sample_chance(rng) if state.to_move() == CHANCE else rng.choice(moves))
    assert state.outcome() is not None
    with pytest.raises(InvalidDataError, match="cannot read the map file"):
        spec.new_state(2, {"map": str(tmp_path / "missing.map")})
    with pytest.raises(InvalidOptionsError, match="is a pirates map, not colonies"):
        get_game("colonies").new_state(2, {"map": str(path)})
