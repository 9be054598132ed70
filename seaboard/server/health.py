"""Health for an orchestrator or a load balancer (docs/server.md, "Health and metrics").

- ``GET /livez``: the process answers (it checks nothing else: a liveness probe that restarts
  the process must not fire because the database is down).
- ``GET /readyz``: the process can serve: the database answers, its schema is at the code's
  migration head, and Redis answers when configured. 200 with each check, or 503 naming the one
  that failed.
- ``GET /metrics``: Prometheus' text format (``seaboard.server.metrics``).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response

from seaboard.server.api import manager_of
from seaboard.server.metrics import CONTENT_TYPE
from seaboard.server.storage import SCHEMA_HEAD, schema_revision

router = APIRouter()


@router.get("/livez")
async def livez() -> dict[str, str]:
    return {"status": "alive"}


@router.get("/readyz", response_model=None)
async def readyz(request: Request) -> JSONResponse:
    manager = manager_of(request)
    checks: dict[str, Any] = {}
    try:
        revision = await manager.run_db(schema_revision, manager.storage.engine)
        checks["database"] = "ok"
        checks["schema"] = (
            "ok" if revision == SCHEMA_HEAD else f"at {revision}, code at {SCHEMA_HEAD}"
        )
    except Exception as error:  # any failure to reach the database is "not ready"
        checks["database"] = f"unreachable: {type(error).__name__}"
    if manager.settings.redis_url:
        try:
            await manager.broker.ping()
            checks["redis"] = "ok"
        except Exception as error:
            checks["redis"] = f"unreachable: {type(error).__name__}"
    ready = all(value == "ok" for value in checks.values())
    body = {"status": "ready" if ready else "not ready", "checks": checks}
    return JSONResponse(body, status_code=200 if ready else 503)


@router.get("/metrics", response_model=None)
async def metrics(request: Request) -> Response:
    return Response(manager_of(request).metrics.text(), media_type=CONTENT_TYPE)
