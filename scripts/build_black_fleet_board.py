"""Build the reconstructed Black Fleet board (seaboard/games/black_fleet/data/board.json).

The real board's areas are not public (RULINGS.md, Black Fleet). This script turns the hex
sketch below into the area graph the game loads; edit the sketch and rerun it to change the
board. Legend: ``.`` sea, ``#`` continent, ``i`` island, ``3``/``4``/``6`` beach (a sea area
worth that many doubloons for buried treasure), ``D`` distant sea (pirates enter here), ``Y``/``V``
yellow/purple navy start, ``L`` pirate lair (a sea area with a skull), and a port on the
continent: ``B`` La Barbaria, ``H`` Bahamas, ``S`` Salvador de Lama, ``C`` Santa Claudia,
``Q`` Port-des-Duques. Rows are odd-r offset hexes (odd rows shifted half a hex right).
"""

from __future__ import annotations

import json
from pathlib import Path

SKETCH = [
    "DD....###....DD",
    ".......Hi.i....",
    ".4..i......L..#",
    "#.....ii..6..S#",
    "#B..3..Y......#",
    "#..ii...V..ii..",
    "#.....L....i4..",
    "...i...6.ii....",
    ".3...Q#....#C..",
    "DD..###...###DD",
]

PORTS = {
    "B": {
        "name": "La Barbaria",
        "ru": "Ла Барбария",
        "colour": "red",
        "buys": {"yellow": 2, "purple": 2, "green": 3},
    },
    "H": {
        "name": "Bahamas",
        "ru": "Багамы",
        "colour": "purple",
        "buys": {"red": 2, "green": 2, "blue": 3},
    },
    "S": {
        "name": "Salvador de Lama",
        "ru": "Сальвадор-де-Лама",
        "colour": "yellow",
        "buys": {"red": 3, "blue": 3, "green": 2},
    },
    "C": {
        "name": "Santa Claudia",
        "ru": "Санта-Клаудия",
        "colour": "green",
        "buys": {"yellow": 2, "red": 2, "purple": 3},
    },
    "Q": {
        "name": "Port-des-Duques",
        "ru": "Порт-де-Дюк",
        "colour": "blue",
        "buys": {"red": 2, "purple": 2, "yellow": 3},
    },
}

HEX_W = 60
HEX_H = 52


def neighbours(r: int, c: int) -> list[tuple[int, int]]:
    if r % 2 == 0:
        cells = [(r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c), (r + 1, c - 1), (r + 1, c)]
    else:
        cells = [(r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c), (r + 1, c + 1)]
    return [(rr, cc) for rr, cc in cells if 0 <= rr < len(SKETCH) and 0 <= cc < len(SKETCH[0])]


def build() -> dict[str, object]:
    ids: dict[tuple[int, int], int] = {}
    areas: list[dict[str, object]] = []
    ports: list[dict[str, object]] = []
    for r, row in enumerate(SKETCH):
        assert len(row) == len(SKETCH[0]), r
        for c, ch in enumerate(row):
            x = 40 + c * HEX_W + (HEX_W // 2 if r % 2 else 0)
            y = 40 + r * HEX_H
            if ch in PORTS:
                ports.append({**PORTS[ch], "x": x, "y": y, "cell": (r, c)})
                kind = "continent"
            elif ch == "#":
                kind = "continent"
            elif ch == "i":
                kind = "island"
            else:
                kind = "sea"
            area: dict[str, object] = {"id": len(areas), "kind": kind, "x": x, "y": y}
            if ch in "346":
                area["beach"] = int(ch)
            if ch == "D":
                area["distant"] = True
            if ch == "L":
                area["lair"] = True
            if ch in "YV":
                area["navy_start"] = "yellow" if ch == "Y" else "purple"
            ids[(r, c)] = len(areas)
            areas.append(area)
    edges = set()
    for (r, c), a in ids.items():
        for cell in neighbours(r, c):
            b = ids[cell]
            edges.add((min(a, b), max(a, b)))
    for port in ports:
        r, c = port.pop("cell")  # type: ignore[misc]
        port["area"] = ids[(r, c)]
        port["docks"] = sorted(
            ids[cell]
            for cell in neighbours(r, c)
            if SKETCH[cell[0]][cell[1]] not in "#i" and SKETCH[cell[0]][cell[1]] not in PORTS
        )
    return {
        "source": "reconstructed",
        "about": "Reconstructed Black Fleet board (the real area graph is not public): hex areas"
        " built by scripts/build_black_fleet_board.py. Port names and trade facts fit every"
        " known fact in shared/data/black_fleet/ports_partial.json (part A) and the candidate"
        " price table (part B); dock areas, beaches, islands, lairs and start areas are ours.",
        "hex": {
            "width": HEX_W,
            "height": HEX_H,
            "width_px": 40 * 2 + HEX_W * 15 + HEX_W // 2,
            "height_px": 40 * 2 + HEX_H * (len(SKETCH) - 1) + 10,
        },
        "sketch": SKETCH,
        "areas": areas,
        "adjacency": sorted(edges),
        "ports": ports,
    }


def main() -> None:
    out = Path(__file__).resolve().parent.parent / "seaboard/games/black_fleet/data/board.json"
    data = build()
    text = json.dumps(data, ensure_ascii=False, indent=1)
    out.write_text(text + "\n", encoding="utf-8")
    for port in data["ports"]:  # type: ignore[union-attr]
        print(port["name"], port["docks"])  # type: ignore[index]


if __name__ == "__main__":
    main()
