"""SVG picture of a Black Fleet position (standard library only).

Stable element ids, for clicking: ``area-<n>`` (hexes), ``port-<n>``, ``ship-<seat>-merchant``,
``ship-<seat>-pirate``, ``ship-yellow``, ``ship-purple``, ``dev-<seat>-<slot>``,
``victory-<seat>``, ``mcard-<code>`` / ``fcard-<type>`` (the perspective's hand; a second
copy gets ``-2``), ``btn-<verb>`` (end, done, stop, swap, pass).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from seaboard.games.black_fleet.components import CONTINENT, ISLAND
from seaboard.games.black_fleet.moves import SHIP_NAMES, Act
from seaboard.games.black_fleet.state import FORTUNE_SLUG, PHASE_NAMES

if TYPE_CHECKING:
    from seaboard.core.move import Move
    from seaboard.games.black_fleet.state import BlackFleetState

GOODS_FILL = {
    "red": "#c0392b",
    "yellow": "#f1c40f",
    "green": "#27ae60",
    "blue": "#2e86de",
    "purple": "#8e44ad",
}
FLEET_FILL = {"black": "#1b1b1b", "white": "#f4f4f4", "orange": "#e67e22", "teal": "#16a085"}
NAVY_FILL = ("#f5d000", "#7d3cb5")
KIND_FILL = {0: "#a9d6f0", ISLAND: "#d9c38c", CONTINENT: "#9bbf7a"}
FLEET_RU = {"black": "чёрный", "white": "белый", "orange": "оранжевый", "teal": "бирюзовый"}
HEX_R = 30
PANEL_W = 360


def _hex(x: int, y: int, r: float) -> str:
    pts = []
    for i in range(6):
        angle = math.radians(60 * i - 30)
        pts.append(f"{x + r * math.cos(angle):.1f},{y + r * math.sin(angle):.1f}")
    return " ".join(pts)


def _text(x: float, y: float, text: str, size: int = 11, fill: str = "#222", **kw: str) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in kw.items())
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" fill="{fill}"'
        f' font-family="sans-serif"{extra}>{escape(text)}</text>'
    )


def render(
    st: BlackFleetState,
    perspective: int | None = None,
    lang: str = "en",
    highlight: tuple[str, ...] | list[str] = (),
) -> str:
    comp = st.comp
    ru = lang == "ru"
    width, height = comp.size
    total_w = width + PANEL_W
    total_h = max(height, 120 + 110 * st.num_players + 160)
    lit = set(highlight)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_w}" height="{total_h}"'
        f' viewBox="0 0 {total_w} {total_h}">',
        f'<rect width="{total_w}" height="{total_h}" fill="#eef3f6"/>',
    ]
    for a, (x, y) in enumerate(comp.xy):
        stroke = ' stroke="#e74c3c" stroke-width="3"' if f"area-{a}" in lit else ' stroke="#6b8fa3"'
        out.append(
            f'<polygon id="area-{a}" class="area" points="{_hex(x, y, HEX_R)}"'
            f' fill="{KIND_FILL[comp.kind[a]]}"{stroke}/>'
        )
        if comp.beach[a]:
            out.append(f'<circle cx="{x}" cy="{y + 12}" r="8" fill="#f3e2a9" stroke="#b59b4b"/>')
            out.append(_text(x - 3, y + 16, str(comp.beach[a]), 10))
        if a in comp.distant:
            out.append(_text(x - 14, y - 12, "≈ D", 9, "#205070"))
        if a in comp.lairs:
            out.append(_text(x - 6, y - 10, "☠", 14))
        out.append(_text(x + 8, y - 14, str(a), 8, "#49708a"))
    for i, port in enumerate(comp.ports):
        colour = comp.colours[port.colour]
        out.append(
            f'<g id="port-{i}"><rect x="{port.x - 14}" y="{port.y - 14}" width="28" height="28"'
            f' rx="3" fill="{GOODS_FILL[colour]}" stroke="#333" stroke-width="2"/>'
            + _text(port.x - 7, port.y + 6, "⚓", 15, "#fff")
            + "</g>"
        )
        buys = " ".join(f"{comp.colours[c][0].upper()}{p}" for c, p in enumerate(port.buys) if p)
        out.append(_text(port.x - 34, port.y - 18, f"{port.ru if ru else port.name}", 10))
        out.append(_text(port.x - 20, port.y + 26, f"{st.cubes[port.colour]} | {buys}", 9))
    for c in (0, 1):
        x, y = comp.xy[st.navy[c]]
        name = SHIP_NAMES[2 + c]
        out.append(
            f'<g id="ship-{name}"><polygon points="{x},{y - 15} {x + 15},{y} {x},{y + 15}'
            f' {x - 15},{y}" fill="{NAVY_FILL[c]}" stroke="#000" stroke-width="2"/>'
            + _text(x - 4, y + 4, "N", 11, "#000" if c == 0 else "#fff", font_weight="bold")
            + "</g>"
        )
    for s in range(st.num_players):
        fill = FLEET_FILL[st.colour_of(s)]
        if st.mpos[s] >= 0:
            x, y = comp.xy[st.mpos[s]]
            out.append(
                f'<rect id="ship-{s}-merchant" x="{x - 16}" y="{y - 9}" width="32" height="18"'
                f' rx="5" fill="{fill}" stroke="#555" stroke-width="2"/>'
            )
            for k in range(st.mcnt[s]):
                out.append(
                    f'<rect x="{x - 13 + 9 * k}" y="{y - 4}" width="8" height="8"'
                    f' fill="{GOODS_FILL[comp.colours[st.mcol[s]]]}" stroke="#000"/>'
                )
        if st.ppos[s] >= 0:
            x, y = comp.xy[st.ppos[s]]
            out.append(
                f'<polygon id="ship-{s}-pirate" points="{x},{y - 14} {x - 13},{y + 10}'
                f' {x + 13},{y + 10}" fill="{fill}" stroke="#900" stroke-width="2"/>'
            )
            if st.pcargo[s] >= 0:
                out.append(
                    f'<rect x="{x - 4}" y="{y}" width="8" height="8"'
                    f' fill="{GOODS_FILL[comp.colours[st.pcargo[s]]]}" stroke="#000"/>'
                )
    out.extend(_panel(st, perspective, width, ru))
    out.append("</svg>")
    return "\n".join(out)


def _panel(st: BlackFleetState, perspective: int | None, left: int, ru: bool) -> list[str]:
    comp = st.comp
    x = left + 10
    y = 24
    out = [
        _text(x, y, ("Раунд" if ru else "Round") + f" {st.round + 1} · {PHASE_NAMES[st.phase]}", 13)
    ]
    y += 20
    if st.t.played:
        codes = " + ".join(comp.move_cards[c].code for c in st.t.played)
        out.append(_text(x, y, ("Сыграна: " if ru else "Played: ") + codes, 11))
        y += 18
    for s in range(st.num_players):
        fill = FLEET_FILL[st.colour_of(s)]
        mark = " ◀" if s == st.to_move() else ""
        out.append(
            f'<rect x="{x}" y="{y - 11}" width="12" height="12" fill="{fill}" stroke="#333"/>'
        )
        out.append(
            _text(
                x + 18,
                y,
                f"{FLEET_RU[st.colour_of(s)] if ru else st.colour_of(s)} · {st.money[s]} "
                + ("дубл." if ru else "doubloons")
                + mark,
                12,
            )
        )
        y += 16
        for k in range(4):
            card = st.dev[s][k]
            shown = card >= 0 and (st.rev[s][k] or s == perspective)
            name = comp.dev_names[card][1 if ru else 0] if shown else "?"
            style = "#222" if st.rev[s][k] else "#888"
            out.append(
                f'<g id="dev-{s}-{k}"><rect x="{x}" y="{y - 10}" width="340" height="13"'
                f' fill="{"#fff7d6" if st.rev[s][k] else "#e8e8e8"}"/>'
                + _text(x + 4, y, f"{comp.tiers[k]}: {name}", 10, style)
                + "</g>"
            )
            y += 15
        out.append(
            f'<g id="victory-{s}">'
            + _text(
                x + 4,
                y,
                ("Победа " if ru else "Victory ") + f"{st.vcost[s]}" + (" ✔" if st.vic[s] else ""),
                10,
            )
            + "</g>"
        )
        y += 20
    if perspective is not None:
        out.append(_text(x, y, "Карты хода:" if ru else "Movement cards:", 11))
        y += 16
        seen: dict[str, int] = {}
        for c in st.mhand[perspective]:
            code = comp.move_cards[c].code
            seen[code] = seen.get(code, 0) + 1
            suffix = "" if seen[code] == 1 else f"-{seen[code]}"
            out.append(
                f'<g id="mcard-{code}{suffix}"><rect x="{x}" y="{y - 11}" width="110" height="15"'
                f' fill="#fff" stroke="#333"/>' + _text(x + 4, y, code, 11) + "</g>"
            )
            y += 18
        out.append(_text(x, y, "Карты удачи:" if ru else "Fortune cards:", 11))
        y += 16
        seen = {}
        for f in st.fhand[perspective]:
            slug = FORTUNE_SLUG[f]
            seen[slug] = seen.get(slug, 0) + 1
            suffix = "" if seen[slug] == 1 else f"-{seen[slug]}"
            name = comp.fortune_names[f][1 if ru else 0]
            out.append(
                f'<g id="fcard-{slug}{suffix}"><rect x="{x}" y="{y - 11}" width="200" height="15"'
                f' fill="#fdf2e9" stroke="#333"/>' + _text(x + 4, y, name, 11) + "</g>"
            )
            y += 18
    for i, verb in enumerate(("end", "done", "stop", "swap", "pass")):
        out.append(
            f'<g id="btn-{verb}"><rect x="{x + 68 * i}" y="{y}" width="62" height="20" rx="4"'
            f' fill="#dfe6e9" stroke="#333"/>' + _text(x + 68 * i + 8, y + 14, verb, 11) + "</g>"
        )
    return out


def targets(st: BlackFleetState, move: Move) -> list[str]:
    """The ids of the SVG elements ``move`` concerns (see the module docstring)."""
    if not isinstance(move, Act):
        return []
    verb, args = move.verb, move.args
    s = st.seat
    comp = st.comp

    def ship_at(area: int) -> str:
        for o in range(st.num_players):
            if st.mpos[o] == area:
                return f"ship-{o}-merchant"
            if st.ppos[o] == area:
                return f"ship-{o}-pirate"
        for c in (0, 1):
            if st.navy[c] == area:
                return f"ship-{SHIP_NAMES[2 + c]}"
        return f"area-{area}"

    def own(slot: int) -> str:
        return f"ship-{SHIP_NAMES[slot]}" if slot >= 2 else f"ship-{s}-{SHIP_NAMES[slot]}"

    if verb in ("place", "enter", "lucky"):
        return [f"area-{args[0]}"]
    if verb == "move":
        return [own(SHIP_NAMES.index(str(args[0]))), f"area-{args[1]}"]
    if verb == "play":
        codes = str(args[0]).split(":")[0].split("&")
        return [f"mcard-{codes[0]}"] + ([f"mcard-{codes[1]}"] if len(codes) > 1 else [])
    if verb in ("fortune", "discard"):
        return [f"fcard-{args[0]}"]
    if verb == "sell":
        return [own(0), f"port-{comp.dock_port[st.mpos[s]]}"]
    if verb in ("bury", "smuggle"):
        return [own(1)]
    if verb in ("rob", "spot"):
        return [own(1), ship_at(int(args[0]))]
    if verb in ("trade", "detach"):
        return [own(0), ship_at(int(args[0]))]
    if verb in ("sink", "marque"):
        return [own(SHIP_NAMES.index(str(args[0]))), ship_at(int(args[1]))]
    if verb == "tide":
        return [own(SHIP_NAMES.index(str(args[0])))]
    if verb == "buy":
        if args[0] == "victory":
            return [f"victory-{s}"]
        return [f"dev-{s}-{comp.tiers.index(int(args[0]))}"]
    if verb in ("end", "done", "stop", "swap", "pass"):
        return [f"btn-{verb}"]
    return []
