"""The browser client: Jinja2 templates, ES modules and CSS, and the texts in en/ru.

No build step: the server renders the pages and the game's SVG; the modules connect the
WebSocket, morph the board in place, make its elements clickable and post moves. The npm
packages (``package.json``, installed by ``make setup``) live in ``node_modules`` here.
"""

from __future__ import annotations

from pathlib import Path

WEB_DIR = Path(__file__).parent
STATIC_DIR = WEB_DIR / "static"
TEMPLATES_DIR = WEB_DIR / "templates"
NODE_MODULES = WEB_DIR / "node_modules"
