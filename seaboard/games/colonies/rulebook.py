"""Capture of Colonies' rules as a page that teaches (``core.rulebook``), after seed 004 part
2: the goal, setting up, the ships and colonies drawn as on the map, the spinner, sailing,
shooting and storms (shared with Pirates), capturing colonies and repairs.
"""

from __future__ import annotations

from typing import Final

from seaboard.core.message import msg
from seaboard.core.rulebook import Entry, RuleBook, Section
from seaboard.games._golitsyn.render import port_picture, ship_picture
from seaboard.games._golitsyn.rulebook import paragraphs, shared_sections
from seaboard.games._golitsyn.state import SHIP
from seaboard.games.colonies.state import (
    AMMUNITION,
    POINTS_PER_HIT,
    TARGET_POINTS,
    ColoniesState,
)

C: Final = "colonies:"
COLONY_COLOUR: Final = "#555"
"""A colony nobody holds, as the map outlines it."""


def _pieces(state: ColoniesState) -> tuple[Entry, ...]:
    """A ship (range, hits, ammunition; seed 3.3, 6.1, 6.2) and a colony (7.1)."""
    values = [port.value for port in state.map.ports]
    return (
        Entry(
            name=msg(C + "rules_piece_ship"),
            effect=msg(
                C + "rules_piece_ship_effect",
                range=state.RANGE[SHIP],
                limit=state.LIMIT[SHIP],
                ammo=AMMUNITION,
            ),
            picture=ship_picture(SHIP, 0, "a1"),
        ),
        Entry(
            name=msg(C + "rules_piece_colony"),
            effect=msg(
                C + "rules_piece_colony_effect",
                low=min(values),
                high=max(values),
                range=state.PORT_RANGE,
            ),
            count=len(values),
            picture=port_picture(COLONY_COLOUR),
        ),
    )


def rulebook(state: ColoniesState, lang: str) -> RuleBook:
    """The rule book; ``state`` is a new game's position (its map, ships and spinner)."""
    return RuleBook(
        intro=msg(C + "rules_intro"),
        sections=(
            Section(
                "goal",
                msg(C + "rules_goal"),
                (msg(C + "rules_goal_1", target=TARGET_POINTS), msg(C + "rules_goal_2")),
            ),
            Section(
                "pieces",
                msg(C + "rules_pieces"),
                paragraphs("colonies", "pieces", 1),
                entries=_pieces(state),
            ),
            Section(
                "setup",
                msg(C + "rules_setup"),
                (msg(C + "rules_setup_1"), msg(C + "rules_setup_2", ammo=AMMUNITION)),
            ),
            *shared_sections(state, lang, msg(C + "rules_calm"), msg(C + "rules_shoot_ports")),
            Section(
                "capture",
                msg(C + "rules_capture"),
                (
                    msg(C + "rules_capture_1", per_hit=POINTS_PER_HIT),
                    *paragraphs("colonies", "capture", 4)[1:],
                ),
            ),
            Section("repair", msg(C + "rules_repair"), paragraphs("colonies", "repair", 2)),
        ),
    )
