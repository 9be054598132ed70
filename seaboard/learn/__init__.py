"""Learn mode: the worked examples of each game's rules as positions a player plays through.

Each game's examples live in ``data/<game>.json`` (the seed's own words, an English
translation, the position as a position code, and the moves the example makes); ``lessons``
loads and checks them, ``attempt`` replays what a player has tried so far and says whether it
is the move the example describes.
"""

from seaboard.learn.attempt import Attempt, attempt
from seaboard.learn.library import Lesson, Step, games_with_lessons, lesson, lessons

__all__ = ["Attempt", "Lesson", "Step", "attempt", "games_with_lessons", "lesson", "lessons"]
