"""The sections the two Golitsyn games share on their rules pages (seed 004, both parts): the
spinner (4), sailing (5), shooting (6.3-6.6) and storms (8), with the spinner drawn as the
table draws it. Each game adds its own goal, sides, ships and what differs (its calm and its
rule on shooting at and from ports) from its own catalogue.
"""

from __future__ import annotations

from typing import Final

from seaboard.core.message import Message, msg
from seaboard.core.rulebook import Section
from seaboard.games._golitsyn.render import spinner_picture
from seaboard.games._golitsyn.state import GolitsynState

G: Final = "golitsyn:"


def paragraphs(domain: str, key: str, count: int) -> tuple[Message, ...]:
    """The paragraphs ``<domain>:rules_<key>_1`` .. ``_<count>``."""
    return tuple(msg(f"{domain}:rules_{key}_{n}") for n in range(1, count + 1))


def shared_sections(
    state: GolitsynState, lang: str, calm: Message, ports: Message
) -> tuple[Section, ...]:
    """Spinner, sailing, shooting and storms; ``calm`` and ``ports`` are the game's own rules
    on a calm (4.1) and on shooting at and from ports (6.1, 6.6)."""
    return (
        Section(
            "spinner",
            msg(G + "rules_spinner"),
            (*paragraphs("golitsyn", "spinner", 1), calm, *paragraphs("golitsyn", "wind", 3)),
            pictures=(spinner_picture(state, lang),),
        ),
        Section("sailing", msg(G + "rules_sailing"), paragraphs("golitsyn", "sailing", 4)),
        Section(
            "shooting",
            msg(G + "rules_shooting"),
            (*paragraphs("golitsyn", "shooting", 3), ports),
        ),
        Section("storm", msg(G + "rules_storm"), paragraphs("golitsyn", "storm", 4)),
    )
