"""Shared engine of V. Golitsyn's two games, Pirates (1989) and Capture of Colonies (1990).

Seed 004 (parts 1 and 2) and RULINGS.md "Golitsyn". Both games use the same square grid, the
same text map format, the same spinner (wind, calm, storm), sailing by the wind, currents,
storms and shooting; the two game packages (``seaboard.games.pirates`` and
``seaboard.games.colonies``) subclass the shared state with their own goals. The leading
underscore keeps the registry from treating this package as a game.
"""
