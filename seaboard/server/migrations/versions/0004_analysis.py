"""The post-game analysis of finished tables.

Revision ID: 0004
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "analyses",
        sa.Column(
            "table_id", sa.String(32), sa.ForeignKey("game_tables.id"), primary_key=True
        ),
        sa.Column("payload_json", sa.Text, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("analyses")
