"""A table in memory: game, options, seats, clock and the state rebuilt from its log.

This module is pure logic (no I/O): the manager clones a table, changes the clone with one of
the ``start``/``move``/``undo``/seat methods (each refuses bad requests with an ``ApiError`` and
leaves the table unchanged), writes the clone's new rows in one transaction and only then
swaps it in. Chance outcomes are sampled here, never by clients: the outcome at log position
``seq`` comes from ``random.Random(f"{seed}:{seq}")``, so the stored seed and the log decide
every draw and a rebuilt table continues exactly (DESIGN.md, "Server"; the core's "Chance is
explicit").
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.move import Move
from seaboard.core.options import options_to_json
from seaboard.core.registry import get_game
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.server.clocks import Clock
from seaboard.server.errors import conflict, forbidden, unprocessable
from seaboard.server.seats import Seat, display_name, hash_token
from seaboard.server.settings import MAX_MOVE_TEXT
from seaboard.server.storage import LogRow, StoredTable
from seaboard.server.tablelog import LogEntry, describe

BOT_LEVELS = ("0", "1", "2", "3")
WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"
CLOSED = "closed"
"""A table nobody is left to play for: a waiting table its host left with nobody else seated
(``lifecycle.vacate``), or a game whose last person left while its creator's address already
ran all the tables of bots alone it may (``Manager._leave_to_bots``)."""


class Table:
    """A table: everything about one game being set up, played or finished."""

    def __init__(
        self,
        *,
        table_id: str,
        spec: GameSpec,
        options: Any,
        preset: str,
        num_players: int,
        seed: int,
        seats: list[Seat],
        clock: Clock,
        replacement_level: str,
        host_seat: int | None,
        created_at: float,
        private: bool = False,
        invite_token: str | None = None,
        rematch_of: str | None = None,
    ) -> None:
        self.id = table_id
        self.spec = spec
        self.options = options
        self.preset = preset
        self.num_players = num_players
        self.seed = seed
        self.seats = seats
        self.clock = clock
        self.replacement_level = replacement_level
        self.host_seat = host_seat
        self.created_at = created_at
        self.private = private
        self.invite_token = invite_token
        self.rematch_of = rematch_of
        self.rematch_id: str | None = None
        self.reserved_until: float | None = None
        """Until when a rematch's seats may be taken only by the people who sat there."""
        self.spawned: Table | None = None
        self.updated_at = created_at
        self.finished_at: float | None = None
        self.status = WAITING
        self.version = 0
        self.revision = 0
        self.epoch = 0
        self.state: State = spec.new_state(num_players, options)
        self.log: list[LogEntry] = []
        self.new_rows: list[LogRow] = []
        self.dirty_seats: set[int] = set()
        self.cache: dict[Any, Any] = {}
        self.archived = False
        self.archived_chat: list[dict[str, Any]] = []
        """An archived table's chat messages as stored (``seaboard.server.archive``)."""
        self.last_targets: dict[int | None, list[str]] = {}
        """The board ids the last non-chance move concerned, as each perspective may see them
        (``GameSpec.seen_targets``), for the "last move" highlight."""

    # -- building -----------------------------------------------------------------------------

    @classmethod
    def from_stored(cls, stored: StoredTable, known: Table | None = None) -> Table:
        """Rebuild a table from its rows by replaying its log, or, given ``known`` (the
        table at an earlier version, which ``stored``'s rows continue), by resuming it."""
        row = stored.row
        spec = get_game(row["game"])
        options = spec.make_options(json.loads(row["options_json"]))
        table = cls(
            table_id=row["id"],
            spec=spec,
            options=options,
            preset=row["preset"],
            num_players=row["num_players"],
            seed=row["seed"],
            seats=[
                Seat(
                    s["seat"], s["kind"], s["bot_level"], s["name"], s["token_hash"], s["replaced"]
                )
                for s in stored.seats
            ],
            clock=Clock.from_json(json.loads(row["clock_json"])),
            replacement_level=row["replacement_level"],
            host_seat=row["host_seat"],
            created_at=row["created_at"],
            private=bool(row["private"]),
            invite_token=row["invite_token"],
            rematch_of=row["rematch_of"],
        )
        table.rematch_id = row["rematch_id"]
        table.reserved_until = row.get("reserved_until")
        table.status = row["status"]
        table.revision = row["revision"]
        table.updated_at = row["updated_at"]
        table.finished_at = row["finished_at"]
        table.archived = stored.archived
        table.archived_chat = stored.chat
        if known is None:
            table.replay(stored.log)
        else:
            table.resume(known, stored.log)
        return table

    def replay(self, rows: list[LogRow]) -> None:
        """Rebuild the state and the log from stored rows (undo marks drop the last move)."""
        effective: list[LogRow] = []
        for r in rows:
            if r.kind == "undo":
                effective.pop()
            else:
                effective.append(r)
        self.state = self.spec.new_state(self.num_players, self.options)
        self.log = []
        self.last_targets = {}
        self._replay_steps(effective)
        self.version = len(rows)
        self.epoch += 1
        self.cache.clear()

    def continued_by(self, stored: StoredTable) -> bool:
        """Do the rows of ``stored`` (read after this table's version) carry this table on
        step by step, with no undo among them (``resume`` may then apply them)?"""
        seqs = [r.seq for r in stored.log]
        return (
            stored.row["version"] == self.version + len(seqs)
            and seqs == list(range(self.version + 1, self.version + len(seqs) + 1))
            and all(r.kind != "undo" for r in stored.log)
        )

    def resume(self, known: Table, rows: list[LogRow]) -> None:
        """Take ``known`` (this table at an earlier version) on by the stored ``rows`` that
        follow it (``known.continued_by``): a change made by another process costs its new
        steps, not a replay of the whole game."""
        self.state = known.state.copy()
        self.log = list(known.log)
        self.last_targets = dict(known.last_targets)
        self.epoch = known.epoch
        self._replay_steps(rows)
        self.version = known.version + len(rows)
        self.cache.clear()

    def _replay_steps(self, rows: list[LogRow]) -> None:
        for r in rows:
            move = self.spec.parse_move(self.state, r.notation)
            self._log_step(r.seq, r.kind, r.actor, self.state, move, r.elapsed_ms)
            self.state.apply(move)

    def clone(self) -> Table:
        """A copy to change; the original stays as it was until the change is stored."""
        twin = object.__new__(Table)
        twin.__dict__.update(self.__dict__)
        twin.seats = [replace(s) for s in self.seats]
        twin.clock = Clock.from_json(self.clock.to_json())
        twin.state = self.state.copy()
        twin.log = list(self.log)
        twin.new_rows = []
        twin.dirty_seats = set()
        twin.spawned = None
        twin.cache = {}
        return twin

    def row(self) -> dict[str, Any]:
        """The table's columns as stored."""
        outcome = self.state.outcome() if self.status == FINISHED else None
        return {
            "id": self.id,
            "game": self.spec.id,
            "game_version": self.spec.version,
            "num_players": self.num_players,
            "preset": self.preset,
            "options_json": json.dumps(options_to_json(self.options), sort_keys=True),
            "seed": self.seed,
            "status": self.status,
            "version": self.version,
            "revision": self.revision,
            "clock_json": json.dumps(self.clock.to_json()),
            "replacement_level": self.replacement_level,
            "host_seat": self.host_seat,
            "outcome_json": json.dumps(outcome.to_json()) if outcome else None,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "finished_at": self.finished_at,
            "private": self.private,
            "invite_token": self.invite_token,
            "rematch_of": self.rematch_of,
            "rematch_id": self.rematch_id,
            "reserved_until": self.reserved_until,
        }

    def seat_rows(self) -> list[dict[str, Any]]:
        return [s.row() for s in self.seats]

    def changes(self) -> dict[str, Any]:
        """The columns a change may touch (everything but identity and revision)."""
        row = self.row()
        fixed = ("id", "game", "game_version", "num_players", "preset", "options_json", "seed")
        for key in (*fixed, "private", "invite_token", "rematch_of", "reserved_until"):
            del row[key]
        del row["revision"]
        del row["created_at"]
        return row

    # -- seats --------------------------------------------------------------------------------

    def seat_for(self, seat: int, token: str | None) -> Seat:
        """The seat ``seat`` if ``token`` is its token; 403 otherwise."""
        if not isinstance(seat, int) or not 0 <= seat < self.num_players:
            raise forbidden("no such seat at this table")
        entry = self.seats[seat]
        if not entry.check(token):
            raise forbidden()
        return entry

    def claim(self, seat: int, name: str, token: str) -> None:
        if not 0 <= seat < self.num_players:
            raise unprocessable("bad_seat", "no such seat at this table")
        entry = self.seats[seat]
        if entry.claimed:
            raise conflict("seat_taken", "this seat is already taken")
        if self.status != WAITING:
            raise conflict("started", "the game has already started")
        entry.token_hash = hash_token(token)
        entry.name = name or entry.name
        self.dirty_seats.add(seat)
        self.touch()

    def fill_with_bots(self) -> None:
        """Open seats become bots of the table's level (the host starts without waiting)."""
        for entry in self.seats:
            if not entry.claimed:
                entry.kind = "bot"
                entry.bot_level = self.replacement_level
                entry.name = f"bot {self.replacement_level}"
                self.dirty_seats.add(entry.seat)

    def replace_seat(self, seat: int, now: float) -> None:
        """A human left or ran out of time: a bot of the table's level plays the seat."""
        entry = self.seats[seat]
        if entry.kind != "human" or entry.replaced:
            raise conflict("not_replaceable", "this seat is not played by a person")
        entry.replaced = True
        if self.clock.running == seat:
            deadline = self.clock.deadline()
            self.clock.pause(seat, now)
            if deadline is not None and deadline <= now:
                self.clock.expire(seat)
            self.clock.start(None, now)
        self.dirty_seats.add(seat)
        self.touch(now)

    def close(self, now: float) -> None:
        """The game stops unfinished: nobody is left to play for (``CLOSED``)."""
        self.status = CLOSED
        self.clock.start(None, now)
        self.touch(now)

    def reclaim(self, seat: int, now: float) -> None:
        entry = self.seats[seat]
        if not entry.replaced:
            raise conflict("not_replaced", "this seat is already yours")
        entry.replaced = False
        self.clock.reclaim(seat)
        self.dirty_seats.add(seat)
        self._run_clock(now)
        self.touch(now)

    def names(self, lang: str) -> list[str]:
        """The seats' player names in ``lang``, for the texts that name players: a name the
        server made up ("bot 2", "player 3") reads as the page shows it, "Bot 3" / «Бот 3»,
        numbered from 1."""
        return [display_name(s, lang) for s in self.seats]

    def ready(self) -> bool:
        return all(s.claimed for s in self.seats)

    # -- play -----------------------------------------------------------------------------------

    def start(self, now: float) -> None:
        """Begin the game: lay out the setup (chance outcomes) and start the first clock."""
        if self.status != WAITING:
            raise conflict("started", "the game has already started")
        if not self.ready():
            raise conflict("not_ready", "some seats are still open")
        self.status = PLAYING
        self._advance(now)
        self.touch(now)

    def move(
        self,
        seat: int,
        text: Any,
        expected_version: Any,
        now: float,
        *,
        elapsed_ms: int | None = None,
    ) -> None:
        """Play ``text`` for ``seat`` (already authenticated) at ``expected_version``;
        ``elapsed_ms`` is a bot's thinking time (people are timed by the clock)."""
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_MOVE_TEXT:
            raise unprocessable("bad_notation", "a move is a non-empty notation text")
        self._check_turn(seat, expected_version)
        try:
            move = self.spec.parse_move(self.state, text.strip())
            reason = self.state.illegal_reason(move)
        except SeaboardError as error:
            raise unprocessable("bad_notation", str(error)) from None
        if reason is not None:
            raise unprocessable("illegal_move", reason)
        before = self.state.copy()
        self.state.apply(move)
        if self.clock.running == seat:
            elapsed = self.clock.charge(seat, now)
        else:
            elapsed = elapsed_ms or 0
            self.clock.charge_bot(seat, elapsed)
        self._append("move", seat, before, move, elapsed, now)
        self._advance(now)
        self.touch(now)

    def undo(self, seat: int, expected_version: Any, now: float) -> None:
        """Take back ``seat``'s last move inside its own turn (never across a chance outcome,
        another seat's move or a move that showed another seat something hidden)."""
        self._check_turn(seat, expected_version)
        reason = self.undo_refusal(seat)
        if reason is not None:
            raise conflict("cannot_undo", reason)
        last = self.log[-1]
        self.log.pop()
        state = self.spec.new_state(self.num_players, self.options)
        self.last_targets = {}
        for entry in self.log:
            move = self.spec.parse_move(state, entry.notation)
            if entry.kind == "move":
                self.last_targets = self._seen_targets(state, move)
            state.apply(move)
        self.state = state
        self.version += 1
        self.epoch += 1
        self.new_rows.append(LogRow(self.version, "undo", seat, last.notation, 0, now))
        self.clock.pause(seat, now)
        self.touch(now)

    def _seen_targets(self, before: State, move: Move) -> dict[int | None, list[str]]:
        """``move``'s board ids (about to be played in ``before``) for every perspective."""
        return self.spec.seen_targets(before, move, [*range(self.num_players), None])

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not undo now, or None when it may: the one rule behind both the
        undo itself and the ``can_undo`` a client is sent."""
        if self.status != PLAYING or self.state.to_move() != seat:
            return "you can undo only during your own turn"
        if self.seats[seat].by_bot:
            return "a bot plays this seat"
        if not self.log or self.log[-1].kind != "move" or self.log[-1].actor != seat:
            return "there is no move of yours in this turn to take back"
        if self.log[-1].revealing or self._reveals(self.log[-1]):
            return "that move showed something hidden; it cannot be taken back"
        return None

    def _reveals(self, entry: LogEntry) -> bool:
        """Did the move show another seat something hidden? Checked by replaying it in
        positions that seat cannot tell from the real one (``determinize``): if the move is
        illegal there or leaves that seat seeing something else, it revealed a secret."""
        if not self.spec.has_hidden_info:
            return False
        key = ("reveals", entry.seq)
        if key in self.cache:
            return bool(self.cache[key])
        before = self.spec.new_state(self.num_players, self.options)
        for e in self.log[:-1]:
            before.apply(self.spec.parse_move(before, e.notation))
        move = self.spec.parse_move(before, entry.notation)
        rng = random.Random(f"{self.seed}:reveal:{entry.seq}")
        result = False
        for other in [p for p in range(self.num_players) if p != entry.actor] + [None]:
            seen = self.state.view(other)
            for _ in range(3):
                sample = self.spec.determinize(before, other, rng)
                if sample.illegal_reason(move) is not None:
                    result = True
                    break
                sample.apply(move)
                if sample.view(other) != seen:
                    result = True
                    break
            if result:
                break
        self.cache[key] = result
        return result

    def _check_turn(self, seat: int, expected_version: Any) -> None:
        if self.status == WAITING:
            raise conflict("not_started", "the game has not started yet")
        if self.status == FINISHED:
            raise conflict("finished", "the game is over")
        if not isinstance(expected_version, int) or isinstance(expected_version, bool):
            raise unprocessable("bad_version", "expected_version must be a whole number")
        if expected_version != self.version:
            raise conflict(
                "stale",
                f"the table is at version {self.version}, not {expected_version}:"
                " your move was not applied; reload the position",
            )
        if self.state.to_move() != seat:
            raise conflict("not_your_turn", "it is not your turn")

    def _append(
        self, kind: str, actor: int, before: State, move: Move, elapsed: int, now: float
    ) -> None:
        self.version += 1
        self._log_step(self.version, kind, actor, before, move, elapsed)
        self.new_rows.append(LogRow(self.version, kind, actor, str(move), elapsed, now))

    def _log_step(
        self, seq: int, kind: str, actor: int, before: State, move: Move, elapsed: int
    ) -> None:
        """Log step ``seq``, ``move`` about to be applied to ``before``, in every language."""
        d = describe(self.spec, before, move, self.names)
        if kind == "move":
            self.last_targets = self._seen_targets(before, move)
        notation = str(move)
        self.log.append(
            LogEntry(seq, kind, actor, notation, d.texts, d.headings, elapsed, d.revealing)
        )

    def rng_for(self, seq: int) -> random.Random:
        """The random source of the chance outcome stored at log position ``seq``."""
        return random.Random(f"{self.seed}:{seq}")

    def _advance(self, now: float) -> None:
        """Sample every chance outcome due, then run the clock of the seat to decide."""
        while self.state.to_move() == CHANCE:
            before = self.state.copy()
            move = self.state.sample_chance(self.rng_for(self.version + 1))
            self.state.apply(move)
            self._append("chance", CHANCE, before, move, 0, now)
        if self.state.to_move() == TERMINAL:
            self.status = FINISHED
            self.finished_at = now
            self.clock.start(None, now)
        else:
            self._run_clock(now)

    def _run_clock(self, now: float) -> None:
        actor = self.state.to_move()
        if self.status != PLAYING or actor < 0 or self.seats[actor].by_bot:
            self.clock.start(None, now)
        elif self.clock.running != actor:
            self.clock.start(actor, now)

    def touch(self, now: float | None = None) -> None:
        self.updated_at = time.time() if now is None else now

    # -- what clients see (the wire message: ``seaboard.server.snapshot``) -----------------

    def wake_at(self) -> float | None:
        """When the server must next act on the table: now if a bot is to move, at the running
        clock's deadline, or never (None) while people are to move without a clock."""
        if self.status != PLAYING:
            return None
        if self.bot_to_move() is not None:
            return self.updated_at
        return self.clock.deadline()

    def has_people(self) -> bool:
        """Does a person still play at the table (its bots then come before those of tables
        with no person left, which think within ``Settings.bot_only_share``)?"""
        return any(s.kind == "human" and not s.replaced for s in self.seats)

    def bot_to_move(self) -> int | None:
        """The seat a bot must play now, if any."""
        if self.status != PLAYING:
            return None
        actor = self.state.to_move()
        if actor >= 0 and self.seats[actor].by_bot:
            return actor
        return None

    def code_visible(self) -> bool:
        """The position code holds the whole state: shown once the game is over, or during
        play when the game hides nothing."""
        return self.status == FINISHED or (self.status == PLAYING and not self.spec.has_hidden_info)
