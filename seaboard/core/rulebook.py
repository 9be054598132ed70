"""A game's rules as a page that teaches (``/rules/<game>``): sections with a heading, short
paragraphs, pictures of the game's own pieces and lists of its cards or pieces each with its
effect. Every word is a ``Message`` of the game's catalogue; pictures are whole SVG documents
the game draws with its own symbols, in the reader's language.

The page adds the game's options (from its option fields) and its Learn lessons by itself: a
rule book holds only the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.message import Message


@dataclass(frozen=True)
class Entry:
    """One card or piece in a list: its name, what it does, how many the game has, its
    picture (an SVG document, or empty)."""

    name: Message
    effect: Message
    count: int | None = None
    picture: str = ""


@dataclass(frozen=True)
class Section:
    """A part of the rules under a heading; ``anchor`` names it in the page's address."""

    anchor: str
    heading: Message
    paragraphs: tuple[Message, ...] = ()
    pictures: tuple[str, ...] = ()
    entries: tuple[Entry, ...] = ()


@dataclass(frozen=True)
class RuleBook:
    """The rules of one game: what it is about, then its sections in reading order."""

    intro: Message
    sections: tuple[Section, ...]
