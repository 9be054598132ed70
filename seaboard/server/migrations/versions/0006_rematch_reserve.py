"""A rematch keeps its people's seats for them: ``reserved_until``, the time until which a
rematch's seats may be taken only by the people who sat there (``lifecycle.check_reservation``).
Tables already stored have none.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:
        batch.add_column(sa.Column("reserved_until", sa.Float, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:
        batch.drop_column("reserved_until")
