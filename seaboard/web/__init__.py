"""The browser client: Jinja2 templates, small vanilla JS and CSS, and the texts in en/ru.

No build step: the server renders the pages and the game's SVG; the scripts only connect the
WebSocket, make the board's elements clickable and post moves.
"""

from __future__ import annotations

from pathlib import Path

WEB_DIR = Path(__file__).parent
STATIC_DIR = WEB_DIR / "static"
TEMPLATES_DIR = WEB_DIR / "templates"
