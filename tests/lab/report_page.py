"""Read a lab report back: its sections' tables and every word a reader sees (the page's
text and the plots' labels, which matplotlib keeps as comments beside the glyphs)."""

from __future__ import annotations

from html.parser import HTMLParser


class ReportPage(HTMLParser):
    """Sections by ``<h2>`` heading, each with its tables (rows of cell texts), and words."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.sections: dict[str, list[list[list[str]]]] = {}
        self.words: list[str] = []
        self._heading: str | None = None
        self._in: list[str] = []
        self._cell: list[str] | None = None
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in.append(tag)
        if tag == "h2":
            self._heading = ""
        elif tag == "table" and self._heading is not None:
            self.sections.setdefault(self._heading, []).append([])
        elif tag == "tr" and self._heading is not None:
            self.sections[self._heading][-1].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        while self._in and self._in.pop() != tag:
            pass
        if tag == "h2" and self._heading is not None:
            self.sections[self._heading] = []
        if tag in ("td", "th") and self._cell is not None and self._heading is not None:
            self.sections[self._heading][-1][-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data: str) -> None:
        if "style" in self._in or "svg" in self._in:
            return
        if "h2" in self._in and self._heading is not None:
            self._heading += data
        if self._cell is not None:
            self._cell.append(data)
        self.words.append(data)

    def handle_comment(self, data: str) -> None:
        if "svg" in self._in:
            self.words.append(data)

    def table(self, heading: str, index: int = 0) -> list[dict[str, str]]:
        """A section's table as rows keyed by the header."""
        head, *rows = self.sections[heading][index]
        return [dict(zip(head, row, strict=True)) for row in rows]
