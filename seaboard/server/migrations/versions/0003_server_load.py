"""When the server must next act on a table (a bot to move, a clock to run out): ``wake_at``.

At start the server resumes only the tables due for such an action; every other table is
read on first use, so start-up does not grow with the stored history. Tables playing when
this migration runs are marked due at once (the first start after it resumes them all).

Revision ID: 0003
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.add_column("game_tables", sa.Column("wake_at", sa.Float, nullable=True))
    op.create_index("ix_game_tables_wake_at", "game_tables", ["wake_at"])
    op.execute("UPDATE game_tables SET wake_at = updated_at WHERE status = 'playing'")


def downgrade() -> None:
    op.drop_index("ix_game_tables_wake_at", "game_tables")
    op.drop_column("game_tables", "wake_at")
