"""Black Fleet moves and their notation (DESIGN.md: a multi-step turn is many small moves).

Every move is a verb with arguments, written ``verb arg arg``:

- chance: ``first 2`` (black fleet seat), ``deal quick-launch`` (a development card dealt),
  ``draw Y2.4.3+1`` (a movement card drawn), ``draw-fortune trade-wind``;
- setup and relaunch: ``place 46`` (merchant at a dock, loads 3), ``enter 0`` (pirate enters
  at a distant sea);
- card: ``play Y2.4.3+1``; with Expert Crew ``play Y2.4.3+1&P1.4.3:121`` (which card gives
  the navy, pirate and merchant values);
- ships: ``move merchant 47`` (one area; ships: merchant, pirate, yellow, purple), ``sell``,
  ``rob 31``, ``bury``, ``sink yellow 31``, ``smuggle``, ``trade 31``, ``spot 31``,
  ``marque yellow 31``, ``detach 31`` (targets are areas), ``swap``, ``tide pirate``,
  ``fortune <type> [args]``, ``lucky 47`` / ``stop`` (Lucky Wind), ``end``;
- end of turn: ``discard trade-wind``, ``buy 8`` / ``buy victory``, ``done``; ``pass``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from seaboard.core.errors import InvalidMoveError
from seaboard.core.move import Move
from seaboard.core.notation import is_ascii_number

SHIP_NAMES = ("merchant", "pirate", "yellow", "purple")
MERCHANT, PIRATE, YELLOW, PURPLE = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class Act(Move):
    """One move: a verb and its arguments (ints for areas/seats/costs, str otherwise)."""

    verb: str
    args: tuple[int | str, ...] = ()
    text: str = field(init=False, compare=False, repr=False)
    """The notation, written once (the RL catalogue looks every legal move up by it)."""

    def __post_init__(self) -> None:
        text = " ".join([self.verb, *(str(a) for a in self.args)])
        object.__setattr__(self, "text", text)

    def __str__(self) -> str:
        return self.text


@cache
def act(verb: str, *args: int | str) -> Act:
    """The shared, pre-built move object for ``verb args``."""
    return Act(verb, tuple(args))


# verb -> argument kinds: "i" an integer, "s" a ship name, "w" a word
SIGNATURES: dict[str, tuple[str, ...]] = {
    "first": ("i",),
    "deal": ("w",),
    "draw": ("w",),
    "draw-fortune": ("w",),
    "place": ("i",),
    "enter": ("i",),
    "play": ("w",),
    "move": ("s", "i"),
    "sell": (),
    "rob": ("i",),
    "bury": (),
    "sink": ("s", "i"),
    "smuggle": (),
    "trade": ("i",),
    "spot": ("i",),
    "marque": ("s", "i"),
    "detach": ("i",),
    "swap": (),
    "tide": ("s",),
    "lucky": ("i",),
    "stop": (),
    "end": (),
    "discard": ("w",),
    "buy": ("w",),
    "done": (),
    "pass": (),
}

FORTUNE_ARGS: dict[str, tuple[str, ...]] = {
    "lucky-wind": ("i", "s"),
    "freak-winds": ("w",),
    "whirlwind": ("i", "i"),
    "lighter-load": ("s",),
}


def _arg(kind: str, token: str, text: str) -> int | str:
    if kind == "i":
        if not is_ascii_number(token) or len(token) > 4:
            raise InvalidMoveError(f"'{text}': '{token}' should be a number")
        return int(token)
    if kind == "s" and token not in SHIP_NAMES:
        raise InvalidMoveError(f"'{text}': '{token}' is not a ship ({', '.join(SHIP_NAMES)})")
    if not token.isprintable() or len(token) > 40:
        raise InvalidMoveError(f"'{text}': bad word '{token}'")
    return token


def parse(text: str) -> Act:
    """Read a move's notation; ``InvalidMoveError`` says what is wrong."""
    if not isinstance(text, str):
        raise InvalidMoveError("a move must be text")
    tokens = text.split()
    if not tokens:
        raise InvalidMoveError("an empty move")
    verb, rest = tokens[0], tokens[1:]
    if verb == "fortune":
        if not rest:
            raise InvalidMoveError("'fortune' needs the card, e.g. 'fortune trade-wind'")
        kinds: tuple[str, ...] = ("w", *FORTUNE_ARGS.get(rest[0], ()))
    elif verb in SIGNATURES:
        kinds = SIGNATURES[verb]
    else:
        raise InvalidMoveError(f"unknown move '{verb}'")
    if len(rest) != len(kinds):
        raise InvalidMoveError(f"'{text}': '{verb}' takes {len(kinds)} argument(s)")
    return act(verb, *(_arg(kind, token, text) for kind, token in zip(kinds, rest, strict=True)))
