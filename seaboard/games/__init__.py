"""One package per game; each exposes ``SPEC`` and is registered by being here."""
