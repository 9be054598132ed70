"""The FastAPI application: ``create_app(settings)`` and the blocking ``serve(...)``.

``seaboard serve`` calls ``serve``: one process, an SQLite file in the user's data directory
and nothing else installed; given a PostgreSQL URL and a Redis URL several processes can serve
the same tables. Migrations run at start, then every open table is rebuilt from its log.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from seaboard.server import redact
from seaboard.server.blocklist import Blocklist, RefuseBlocked
from seaboard.server.errors import ApiError
from seaboard.server.manager import Manager
from seaboard.server.metrics import RequestMetrics
from seaboard.server.middleware import AnswerHead, BodyLimit, SecurityHeaders
from seaboard.server.pubsub import make_broker
from seaboard.server.settings import MAX_BODY_BYTES, MAX_WS_MESSAGE_BYTES, Settings
from seaboard.server.storage import Storage
from seaboard.web import STATIC_DIR

log = logging.getLogger("seaboard.server")


def create_app(settings: Settings | None = None) -> FastAPI:
    """The web application for ``settings`` (defaults: SQLite in the user's data dir)."""
    settings = settings or Settings()
    redact.install()
    blocklist = Blocklist()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        storage = Storage(settings.database_url)
        manager = Manager(settings, storage, make_broker(settings.redis_url), blocklist)
        await manager.start()
        app.state.manager = manager
        try:
            yield
        finally:
            await manager.stop()

    # No Swagger page: it needs inline script, which the CSP forbids; the schema stays.
    # No OpenTelemetry: nothing here collects it, and asking for its providers on every
    # request costs CPU.
    app = FastAPI(
        title="Seaboard",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url="/api/openapi.json",
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def _api_error(_: Request, error: ApiError) -> JSONResponse:
        return JSONResponse(error.to_json(), status_code=error.status, headers=error.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, error: RequestValidationError) -> JSONResponse:
        first: Any = error.errors()[0] if error.errors() else {}
        where = ".".join(str(x) for x in first.get("loc", ()))
        text = f"{where}: {first.get('msg', 'invalid request')}"
        return JSONResponse(ApiError(400, "bad_request", text).to_json(), status_code=400)

    from seaboard.server.admin import router as admin_router
    from seaboard.server.api import router as api_router
    from seaboard.server.health import router as health_router
    from seaboard.server.learn import router as learn_router
    from seaboard.server.pages import router as pages_router
    from seaboard.server.rulespage import router as rules_router

    app.include_router(admin_router)
    app.include_router(api_router)
    app.include_router(health_router)
    app.include_router(pages_router)
    app.include_router(learn_router)
    app.include_router(rules_router)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    app.add_middleware(BodyLimit, limit=MAX_BODY_BYTES)
    app.add_middleware(RequestMetrics)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(RefuseBlocked, blocklist=blocklist)
    app.add_middleware(AnswerHead)
    return app


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    database_url: str | None = None,
    redis_url: str | None = None,
) -> None:
    """Run the server until interrupted (``seaboard serve``)."""
    import uvicorn

    settings = Settings()
    if database_url:
        settings.database_url = database_url
    if redis_url:
        settings.redis_url = redis_url
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    storage = Storage(settings.database_url)
    try:
        storage.migrate()  # a database this code cannot read stops it here, with the reason
    finally:
        storage.engine.dispose()
    where = settings.database_url.split("@")[-1]
    log.info("Seaboard on http://%s:%s (database %s)", host, port, where)
    app = create_app(settings)
    # what the imports and the app made lives as long as the process: out of the collector's
    # full passes, which then walk only the tables (docs/server.md, "Load benchmark")
    gc.freeze()
    gc.set_threshold(20_000, 50, 50)
    uvicorn.run(
        app,
        host=host,
        port=port,
        ws_max_size=MAX_WS_MESSAGE_BYTES,
        log_level="info",
        access_log=False,
        # X-Forwarded-For names the client only when a trusted proxy sent it (the limits per
        # address read the client's address); with no proxy configured nobody's is believed
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=list(settings.trusted_proxies) or None,
    )
