"""The web server (DESIGN.md, "Server"): tables, seats, storage, pub/sub, clocks and bots.

``create_app(settings)`` builds the FastAPI application; ``serve(...)`` runs it with Uvicorn
(``seaboard serve``). See docs/server.md for deployment and the HTTP/WebSocket API.
"""

from seaboard.server.app import create_app, serve
from seaboard.server.settings import Settings

__all__ = ["Settings", "create_app", "serve"]
