"""Pirates' rules as a page that teaches (``core.rulebook``), after seed 004 part 1: the sides
and their goals, setting up, the ships and the ports drawn as on the map, the spinner,
sailing, shooting and storms (shared with Capture of Colonies), repairs and the treasure.
"""

from __future__ import annotations

from typing import Final

from seaboard.core.message import msg
from seaboard.core.rulebook import Entry, RuleBook, Section
from seaboard.games._golitsyn.render import port_picture, ship_picture
from seaboard.games._golitsyn.rulebook import paragraphs, shared_sections
from seaboard.games._golitsyn.state import BRIGANTINE, GALLEON
from seaboard.games.pirates.state import PiratesState

P: Final = "pirates:"
SPANISH, PIRATE = 0, 1
"""The seats whose colours draw the Spanish and the pirate ships in the pictures."""
PORT_COLOURS: Final = {"port": "#b8860b", "base": "#111"}
"""A Spanish port and a pirate base as the map outlines them."""


def _ships(state: PiratesState) -> tuple[Entry, ...]:
    """The galleon and the brigantine: range and hits that sink them (seed 6.1, 6.2)."""
    return tuple(
        Entry(
            name=msg(f"{P}rules_ship_{kind}"),
            effect=msg(
                f"{P}rules_ship_{kind}_effect",
                range=state.RANGE[code],
                limit=state.LIMIT[code],
            ),
            count=sum(1 for k in state.ship_kind if k == code),
            picture=ship_picture(code, seat, label),
        )
        for kind, code, seat, label in (
            ("galleon", GALLEON, SPANISH, "g1"),
            ("brigantine", BRIGANTINE, PIRATE, "b1"),
        )
    )


def _ports() -> tuple[Entry, ...]:
    return tuple(
        Entry(
            name=msg(f"{P}rules_place_{kind}"),
            effect=msg(f"{P}rules_place_{kind}_effect"),
            picture=port_picture(colour),
        )
        for kind, colour in PORT_COLOURS.items()
    )


def rulebook(state: PiratesState, lang: str) -> RuleBook:
    """The rule book; ``state`` is a new game's position (its ships and the spinner)."""
    return RuleBook(
        intro=msg(P + "rules_intro"),
        sections=(
            Section("goal", msg(P + "rules_goal"), paragraphs("pirates", "goal", 4)),
            Section("sides", msg(P + "rules_sides"), paragraphs("pirates", "sides", 3)),
            Section(
                "ships",
                msg(P + "rules_ships"),
                paragraphs("pirates", "ships", 1),
                entries=_ships(state) + _ports(),
            ),
            Section("setup", msg(P + "rules_setup"), paragraphs("pirates", "setup", 2)),
            *shared_sections(state, lang, msg(P + "rules_calm"), msg(P + "rules_shoot_ports")),
            Section("repair", msg(P + "rules_repair"), paragraphs("pirates", "repair", 2)),
            Section("treasure", msg(P + "rules_treasure"), paragraphs("pirates", "treasure", 3)),
        ),
    )
