"""Alembic migrations of the server's database; ``storage.migrate`` runs them at start."""
