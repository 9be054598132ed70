"""The archive of finished tables: each finished table leaves the live tables (``game_tables``
and its seats, moves, chat and analysis rows) for one row here, holding its game record and
the rest of its rows, compressed (``seaboard.server.archive``).

Finished tables already stored stay where they are; the server archives them in the
background after its start (oldest first), so this migration needs no game rules.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "archived_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("game_version", sa.Integer, nullable=False),
        sa.Column("num_players", sa.Integer, nullable=False),
        sa.Column("private", sa.Boolean, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("result", sa.String(64), nullable=False),
        sa.Column("outcome_json", sa.Text, nullable=True),
        sa.Column("lobby_json", sa.Text, nullable=False),
        sa.Column("record", sa.LargeBinary, nullable=False),
        sa.Column("detail", sa.LargeBinary, nullable=False),
        sa.Column("analysis_json", sa.Text, nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("finished_at", sa.Float, nullable=False),
        sa.Column("archived_at", sa.Float, nullable=False),
    )
    op.create_index("ix_archived_tables_finished_at", "archived_tables", ["finished_at"])
    op.create_index("ix_game_tables_finished_at", "game_tables", ["finished_at"])


def downgrade() -> None:
    op.drop_index("ix_game_tables_finished_at", "game_tables")
    op.drop_index("ix_archived_tables_finished_at", "archived_tables")
    op.drop_table("archived_tables")
