"""Secrets never reach a log: seat tokens, invitations and passwords are masked in every line.

The table page sends its seat token in the socket's first message, never in an address; an
older client may still put ``token=`` in a socket's query string, and uvicorn writes that
address to its log ("WebSocket /ws/tables/x?seat=0&token=... [accepted]"). ``SecretFilter``
masks such values in every record of the loggers it is installed on.
"""

from __future__ import annotations

import logging
import re

SECRET_PARAMETER = re.compile(r"(?i)\b(token|invite|password|secret)=[^&\s\"'#]+")
"""A secret in a query string or a fragment: ``name=value`` up to the next separator."""

REDACTED = r"\1=[redacted]"

LOGGERS = ("uvicorn", "uvicorn.error", "uvicorn.access", "seaboard", "seaboard.server")
"""The loggers whose records may hold an address a client chose."""


def redact(text: str) -> str:
    """``text`` with the value of every secret parameter masked."""
    return SECRET_PARAMETER.sub(REDACTED, text)


class SecretFilter(logging.Filter):
    """Masks secrets in a record's message (formatted with its arguments first)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        masked = redact(message)
        if masked != message:
            record.msg = masked
            record.args = None
        return True


def install() -> None:
    """Put one ``SecretFilter`` on each logger in ``LOGGERS`` (again: no second one)."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, SecretFilter) for f in logger.filters):
            logger.addFilter(SecretFilter())
