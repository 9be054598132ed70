"""The life of a table: private tables with an invitation token, rematches, chat messages.

Revision ID: 0002
Revises: 0003 (written beside 0003_server_load, which reached main first; applied after it)
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:
        batch.add_column(
            sa.Column("private", sa.Boolean, nullable=False, server_default=sa.false())
        )
        batch.add_column(sa.Column("invite_token", sa.String(64), nullable=True))
        batch.add_column(sa.Column("rematch_of", sa.String(32), nullable=True))
        batch.add_column(sa.Column("rematch_id", sa.String(32), nullable=True))
    op.create_table(
        "chat_messages",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("game_tables.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_index("ix_chat_messages_table_id", "chat_messages", ["table_id"])


def downgrade() -> None:
    op.drop_index("ix_chat_messages_table_id", "chat_messages")
    op.drop_table("chat_messages")
    with op.batch_alter_table("game_tables") as batch:
        batch.drop_column("rematch_id")
        batch.drop_column("rematch_of")
        batch.drop_column("invite_token")
        batch.drop_column("private")
