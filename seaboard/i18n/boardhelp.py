"""The help a board picture carries for each of its pieces: ``data-help`` (what the piece is and
what it does now, in the reader's language) and ``data-lights`` (the ids of other elements to
light while it is shown: a ticket's cities). The web table's ``table/help.js`` shows it on hover,
long press and keyboard focus; a render adds it to each element it draws with an id.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from xml.sax.saxutils import quoteattr

from seaboard.core.message import Message
from seaboard.i18n import render

SENTENCE_GAP = " "


def help_attrs(*sentences: str, lights: Iterable[str] = ()) -> str:
    """`` data-help="..."`` (the sentences joined, each begun with a capital, empty ones left
    out) and, when given,
    `` data-lights="id id"``; ready to put inside an element's start tag."""
    words = SENTENCE_GAP.join(s[0].upper() + s[1:] for s in sentences if s)
    attrs = f" data-help={quoteattr(words)}"
    lit = " ".join(lights)
    if lit:
        attrs += f" data-lights={quoteattr(lit)}"
    return attrs


def help_of(messages: Iterable[Message], lang: str, names: Sequence[str] | None = None) -> str:
    """``help_attrs`` of help messages worded in ``lang`` (seats named by ``names``)."""
    return help_attrs(*(render(message, lang, names) for message in messages))
