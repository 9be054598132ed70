"""The table manager: the one path by which tables change.

Every change runs under the table's lock: clone the table, change the clone (refusals leave
everything as it was), write the clone's rows in one transaction guarded by the revision,
then swap it in, push it to the clients, tell the other processes, and wake the bots and
clocks. With a shared database (several processes) the table is re-read first whenever
another process has changed it. A table is rebuilt from its log on first use (at start, only
those due for a bot or a clock); finished ones are archived (``seaboard.server.archiver``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from seaboard.core.errors import SeaboardError
from seaboard.server import archive, lifecycle, moderation
from seaboard.server.analysis import Analyser
from seaboard.server.archiver import Archiver
from seaboard.server.blocklist import Blocklist, keep_fresh
from seaboard.server.bots import BotPool, decision_seed
from seaboard.server.chat import Chat
from seaboard.server.creation import table_request
from seaboard.server.errors import (
    ApiError,
    archived_conflict,
    conflict,
    not_found,
    unprocessable,
    unreadable,
)
from seaboard.server.hub import DELETED, Hub
from seaboard.server.limits import CreationLimits
from seaboard.server.metrics import Metrics
from seaboard.server.pubsub import Broker
from seaboard.server.seats import clean_name
from seaboard.server.settings import Settings
from seaboard.server.storage import NewTable, Storage
from seaboard.server.table import CLOSED, FINISHED, PLAYING, WAITING, Table

log = logging.getLogger("seaboard.server")

T = TypeVar("T")
MAX_CACHED_FINISHED = 200
CHECKPOINT_EVERY_S = 2.0
EXPIRY_CHECK_S = 600.0
EXPIRED = "expired"


class Manager:
    """Tables in memory, their storage, bots, clocks and the hub."""

    def __init__(
        self,
        settings: Settings,
        storage: Storage,
        broker: Broker,
        blocklist: Blocklist | None = None,
    ) -> None:
        self.settings = settings
        self.storage = storage
        self.broker = broker
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.inline_db = settings.is_sqlite
        self.db = ThreadPoolExecutor(
            max_workers=max(1, settings.db_workers), thread_name_prefix="db"
        )
        self.bots = BotPool(settings.bot_workers, settings.bot_idle_workers)
        self.limits = CreationLimits(settings, self._runs_alone)
        self.analysis = Analyser(storage)
        self.bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.hub = Hub(self.tables.get, settings)
        self.metrics = Metrics()
        self.metrics.watch(self)
        self.chat = Chat(self)
        self.archiver = Archiver(self)
        self.background: set[asyncio.Task[Any]] = set()
        self.blocklist = blocklist or Blocklist()
        self.loaded: set[str] = set()
        self.started_at = time.time()

    # -- life cycle ---------------------------------------------------------------------------

    async def start(self) -> None:
        """Migrate, then answer at once: the tables the server must act on (a bot to move, a
        clock running) are resumed in the background, every other table on first use."""
        await self.run_db(self.storage.migrate)
        await self.broker.start(self.on_remote_change)
        if self.settings.is_sqlite:
            self._spawn(self._checkpoints())
        self._spawn(self._resume())
        self._spawn(self._expiry())
        self._spawn(
            keep_fresh(self.blocklist, lambda: self.run_db(moderation.blocks, self.storage))
        )
        self._spawn(self.archiver.run())

    async def _resume(self) -> None:
        for table_id in await self.run_db(self.storage.due):
            if table_id in self.tables:
                continue
            try:
                await self.get(table_id)
            except ApiError as error:
                log.error("%s", error.message)
            await asyncio.sleep(0)  # requests come first

    async def _expiry(self) -> None:
        """Close waiting tables nobody joined within ``waiting_expiry_s``, now and then."""
        while True:
            before = time.time() - self.settings.waiting_expiry_s
            for table_id in await self.run_db(self.storage.expire_waiting, before):
                async with self.lock(table_id):  # after any read of it already under way
                    self.tables.pop(table_id, None)
                self.hub.notify(table_id)
                await self.broker.publish(table_id)
            await asyncio.sleep(min(EXPIRY_CHECK_S, self.settings.waiting_expiry_s))

    async def _read_blocks(self) -> list[dict[str, Any]]:
        return await self.run_db(moderation.blocks, self.storage)

    async def _checkpoints(self) -> None:
        """SQLite only: checkpoint the write-ahead log every few seconds in a thread."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(CHECKPOINT_EVERY_S)
            try:
                await loop.run_in_executor(self.db, self.storage.checkpoint)
            except Exception:
                log.exception("the SQLite checkpoint failed")

    async def stop(self) -> None:
        for task in [*self.bot_tasks.values(), *self.background]:
            task.cancel()
        for task in [*self.bot_tasks.values(), *self.background]:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        for timer in self.timers.values():
            timer.cancel()
        await self.broker.close()
        await self.analysis.close()
        self.bots.close()
        self.db.shutdown(wait=True)
        with contextlib.suppress(Exception):
            self.storage.checkpoint()
        self.storage.close()

    async def run_db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a storage call: in a thread for a database server; inline for SQLite, whose
        calls take well under a millisecond (a thread hop would cost more than it saves)."""
        if self.inline_db:
            return fn(*args)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.db, fn, *args)

    def lock(self, table_id: str) -> asyncio.Lock:
        lock = self.locks.get(table_id)
        if lock is None:
            lock = self.locks[table_id] = asyncio.Lock()
        return lock

    # -- reading ------------------------------------------------------------------------------

    async def refresh(self, table_id: str) -> Table | None:
        """Re-read a table from the database (live or archived): the steps stored since the
        version held here are applied to it; a table not held here, or changed by an undo
        elsewhere, is rebuilt from its whole log."""
        known = self.tables.get(table_id)
        stored = None
        if known is not None and not known.archived:
            stored = await self.run_db(self.storage.load, table_id, known.version)
            if stored is not None and not known.continued_by(stored):
                stored = None
        resumed = stored is not None
        if stored is None:
            stored = await self.run_db(self.storage.load, table_id)
        if stored is None:
            stored = await self.run_db(archive.load, self.storage, table_id)
        if stored is None:
            return None
        try:
            table = Table.from_stored(stored, known if resumed else None)
        except SeaboardError as error:
            raise unreadable(stored.row, error) from None
        if known is not None and not resumed:
            table.epoch = known.epoch + 1  # the log may differ: clients get it whole again
        first = table_id not in self.loaded
        self.tables[table_id] = table
        self._trim_cache()
        if first:
            # time while the server was down is not charged: a clock that ran before this
            # process started runs again from the start
            self.loaded.add(table_id)
            if table.clock.since < self.started_at:
                table.clock.start(table.clock.running, self.started_at)
            self.wake(table)
        return table

    async def get(self, table_id: str) -> Table:
        if not isinstance(table_id, str) or not 0 < len(table_id) <= 32:
            raise not_found()
        table = self.tables.get(table_id)
        if table is None:
            async with self.lock(table_id):
                table = self.tables.get(table_id) or await self.refresh(table_id)
                if table is None:
                    self.locks.pop(table_id, None)  # no lock kept for ids that do not exist
        if table is None:
            raise not_found()
        if table.status == EXPIRED:
            raise ApiError(410, "expired", "nobody joined this table in time; it was closed")
        return table

    async def current(self, table_id: str) -> Table:
        """The table as the database has it now: with several processes, re-read it when
        another process has changed it since (a read after a write elsewhere is never stale).
        """
        table = await self.get(table_id)
        if self.settings.shared and not table.archived:  # an archived table never changes
            revision = await self.run_db(self.storage.revision, table_id)
            if revision != table.revision:
                async with self.lock(table_id):
                    table = await self.refresh(table_id) or table
        return table

    def _trim_cache(self) -> None:
        finished = [t for t in self.tables.values() if t.status == FINISHED]
        if len(finished) <= MAX_CACHED_FINISHED:
            return
        finished.sort(key=lambda t: t.updated_at)
        for table in finished[: len(finished) - MAX_CACHED_FINISHED]:
            if not self.hub.watched(table.id):
                del self.tables[table.id]

    # -- changing -----------------------------------------------------------------------------

    async def mutate(self, table_id: str, change: Callable[[Table], T]) -> T:
        """Apply ``change`` to a clone of the table and store it; see the module docstring."""
        if not isinstance(table_id, str) or not 0 < len(table_id) <= 32:
            raise not_found()
        for _attempt in range(3):
            async with self.lock(table_id):
                table = self.tables.get(table_id) or await self.refresh(table_id)
                if table is None:
                    self.locks.pop(table_id, None)  # no lock kept for ids that do not exist
                    raise not_found()
                if table.status == EXPIRED:
                    raise ApiError(410, "expired", "nobody joined this table in time")
                if self.settings.shared:
                    revision = await self.run_db(self.storage.revision, table_id)
                    if revision != table.revision:
                        table = await self.refresh(table_id) or table
                draft = table.clone()
                result = change(draft)
                if table.archived:  # after the change's own refusals, which come first
                    raise archived_conflict()
                spawned = draft.spawned
                created = None if spawned is None else NewTable(spawned.row(), spawned.seat_rows())
                stored = await self.run_db(
                    self.storage.commit,
                    table_id,
                    table.revision,
                    draft.changes() | {"wake_at": draft.wake_at()},
                    [(s, draft.seats[s].row()) for s in sorted(draft.dirty_seats)],
                    draft.new_rows,
                    created,
                )
                if stored:
                    draft.revision = table.revision + 1
                    draft.new_rows = []
                    draft.dirty_seats = set()
                    draft.spawned = None
                    self.tables[table_id] = draft
                    if spawned is not None:
                        self.tables[spawned.id] = spawned
                    break
                # Another process changed the table first: re-read it and try again (a move
                # computed against the old version is then refused as stale).
                await self.refresh(table_id)
        else:
            raise conflict("busy", "the table is changing too fast; try again")
        await self.changed(draft)
        if spawned is not None:
            await self.changed(spawned)
        return result

    async def changed(self, table: Table) -> None:
        self.hub.notify(table.id)
        self.wake(table)
        self.analysis.table_changed(table)
        await self.broker.publish(table.id)

    async def on_remote_change(self, table_id: str) -> None:
        """Another process changed a table: re-read it if anybody here cares."""
        if table_id not in self.tables and not self.hub.watched(table_id):
            return
        async with self.lock(table_id):
            table = self.tables.get(table_id)
            # a chat message changes no revision: no need to rebuild the table for it
            if table is None or table.revision != await self.run_db(
                self.storage.revision, table_id
            ):
                table = await self.refresh(table_id)
        if table is None:  # deleted through another process
            self.forget(table_id)
            await self.hub.close_table(table_id, DELETED)
            return
        self.hub.notify(table_id)
        self._schedule_timer(table)
        await self.chat.catch_up(table_id)

    def wake(self, table: Table) -> None:
        """Start the bot if a bot must move, and set the clock's alarm."""
        if table.bot_to_move() is not None:
            task = self.bot_tasks.get(table.id)
            if task is None or task.done():
                self.bot_tasks[table.id] = asyncio.create_task(self._bot_loop(table.id))
        self._schedule_timer(table)

    # -- bots -----------------------------------------------------------------------------------

    async def _bot_loop(self, table_id: str) -> None:
        while True:
            table = self.tables.get(table_id)
            if table is None:
                return
            seat = table.bot_to_move()
            if seat is None:
                return
            version = table.version
            if self.settings.bot_delay > 0:
                await asyncio.sleep(self.settings.bot_delay)
                current = self.tables.get(table_id)
                if current is None or current.version != version:
                    continue
                table = current
            entry = table.seats[seat]
            level = entry.bot_level if entry.kind == "bot" else table.replacement_level
            seed = decision_seed(table.seed, seat, len(table.state.history))
            people = table.has_people()
            try:
                move, thought = await self.bots.choose(
                    level, seed, table.state.copy(), people=people
                )
            except Exception:
                log.exception("the bot of table %s seat %s failed", table_id, seat)
                return
            think_ms = int(thought * 1000)
            self.metrics.think.labels(table.spec.id, level).observe(thought)
            if not people and 0 < self.settings.bot_only_share < 1:
                # the table's thinking budget: rest in proportion to the time just used
                await asyncio.sleep(thought * (1 / self.settings.bot_only_share - 1))

            def play(
                t: Table, s: int = seat, m: str = str(move), v: int = version, e: int = think_ms
            ) -> None:
                t.move(s, m, v, time.time(), elapsed_ms=e)

            try:
                await self.mutate(table_id, play)
                self.metrics.moves.labels(table.spec.id, "bot").inc()
            except ApiError as error:
                if error.code not in ("stale", "not_your_turn", "finished", "busy"):
                    log.error("table %s: the bot's move was refused: %s", table_id, error)
                    return

    # -- clocks -----------------------------------------------------------------------------

    def _schedule_timer(self, table: Table) -> None:
        old = self.timers.pop(table.id, None)
        if old is not None:
            old.cancel()
        deadline = table.clock.deadline()
        if table.status != PLAYING or deadline is None:
            return
        delay = max(0.0, deadline - time.time()) + 0.05
        loop = asyncio.get_running_loop()
        self.timers[table.id] = loop.call_later(delay, self._expire_clock, table.id)

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.create_task(coroutine)
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    def _expire_clock(self, table_id: str) -> None:
        # the coroutine is made when the timer fires: a cancelled timer leaves none unawaited
        self._spawn(self._timeout(table_id))

    async def _timeout(self, table_id: str) -> None:
        def expire(table: Table) -> str:
            deadline = table.clock.deadline()
            seat = table.clock.running
            if seat is None or deadline is None or deadline > time.time():
                raise conflict("not_due", "no clock has run out")
            self._leave_to_bots(table, seat)
            return table.spec.id

        with contextlib.suppress(ApiError):
            game = await self.mutate(table_id, expire)
            self.metrics.timeouts.labels(game).inc()

    # -- requests -------------------------------------------------------------------------------

    def _runs_alone(self, table_id: str) -> bool | None:
        """Does the table play on with no person at it (None: over, or not held here)?"""
        table = self.tables.get(table_id)
        if table is None or table.status not in (WAITING, PLAYING):
            return None
        return not table.has_people()

    def _leave_to_bots(self, table: Table, seat: int) -> None:
        """A bot takes over ``seat`` (its person left or ran out of time); a table left with no
        person that its creator's address may not run (``CreationLimits.over_cap``) closes."""
        now = time.time()
        table.replace_seat(seat, now)
        if not table.has_people() and self.limits.over_cap(table.id):
            table.close(now)

    async def create(
        self, request: dict[str, Any], address: str = ""
    ) -> tuple[Table, int | None, str | None]:
        """Create a table from a lobby request of a client at ``address``; return it, the
        creator's seat and token. Refused (429) over the limits of ``CreationLimits``."""
        wanted = table_request(request)
        mine = wanted.mine
        token = None
        self.limits.check(address, wanted.bot_only)
        now = time.time()
        table = Table(
            table_id=lifecycle.new_table_id(),
            spec=wanted.spec,
            options=wanted.options,
            preset=wanted.preset,
            num_players=len(wanted.seats),
            seed=random.SystemRandom().randrange(2**62),
            seats=wanted.seats,
            clock=wanted.clock,
            replacement_level=wanted.replacement_level,
            host_seat=mine,
            created_at=now,
            private=wanted.private,
            invite_token=lifecycle.new_invite() if wanted.private else None,
        )
        if mine is not None:
            token = secrets.token_urlsafe(24)
            name = clean_name(request.get("name"), f"player {mine + 1}")
            table.seats[mine].name = name
            table.claim(mine, name, token)
        for entry in table.seats:
            if entry.kind == "human" and not entry.name:
                entry.name = f"player {entry.seat + 1}"
        if table.ready():
            table.start(now)
        await self.run_db(
            self.storage.create_table,
            table.row() | {"wake_at": table.wake_at()},
            table.seat_rows(),
            table.new_rows,
        )
        table.new_rows = []
        table.dirty_seats = set()
        self.tables[table.id] = table
        self.loaded.add(table.id)
        self.limits.record(address, table.id)
        await self.changed(table)
        return table, mine, token

    async def join(self, table_id: str, seat: Any, name: Any, invite: Any = None) -> str:
        """Take an open seat (of a private table: with its invitation token)."""
        token = secrets.token_urlsafe(24)
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise unprocessable("bad_seat", "seat must be a seat number")

        def claim(table: Table) -> None:
            if table.status == CLOSED:
                raise conflict("closed", "this table is closed")
            lifecycle.check_invite(table, invite)
            lifecycle.check_reservation(table, seat, time.time())
            table.claim(seat, clean_name(name, f"player {seat + 1}"), token)
            if table.ready():
                table.start(time.time())

        await self.mutate(table_id, claim)
        return token

    async def start_now(self, table_id: str, seat: int, token: str | None) -> None:
        def start(table: Table) -> None:
            table.seat_for(seat, token)
            if table.host_seat != seat:
                raise ApiError(403, "forbidden", "only the host may start the game")
            table.fill_with_bots()
            table.start(time.time())

        await self.mutate(table_id, start)

    async def move(
        self, table_id: str, seat: int, token: str | None, text: Any, expected_version: Any
    ) -> int:
        def play(table: Table) -> int:
            entry = table.seat_for(seat, token)
            if entry.replaced:
                raise conflict("replaced", "a bot plays this seat now; take it back first")
            table.move(seat, text, expected_version, time.time())
            return table.version

        version = await self.mutate(table_id, play)
        self.metrics.moves.labels(self.tables[table_id].spec.id, "person").inc()
        return version

    async def undo(self, table_id: str, seat: int, token: str | None, expected: Any) -> int:
        def undo(table: Table) -> int:
            table.seat_for(seat, token)
            table.undo(seat, expected, time.time())
            return table.version

        return await self.mutate(table_id, undo)

    async def leave(self, table_id: str, seat: int, token: str | None) -> None:
        """Before the start the seat opens again (``lifecycle.vacate``); during play a bot
        takes it over until its person comes back."""

        def leave(table: Table) -> None:
            table.seat_for(seat, token)
            if table.status == WAITING:
                lifecycle.vacate(table, seat, time.time())
            elif table.status == PLAYING:
                self._leave_to_bots(table, seat)
            else:
                raise conflict("not_playing", "the game is not being played")

        await self.mutate(table_id, leave)

    async def rematch(self, table_id: str, seat: int, token: str | None) -> str:
        """The finished table's rematch (created on the first request, the same one after);
        the old table's clients are told over the socket."""

        def ask(table: Table) -> str:
            table.seat_for(seat, token)
            return lifecycle.start_rematch(table, time.time(), self.settings.rematch_reserve_s)

        archived = await self.current(table_id)
        if archived.archived and archived.rematch_id is not None:
            archived.seat_for(seat, token)
            return archived.rematch_id

        new_id = await self.mutate(table_id, ask)
        self.hub.push(table_id, {"type": "rematch", "table": new_id})
        return new_id

    async def take_rematch_seat(self, table_id: str, seat: int, token: str | None) -> str:
        """A person of the previous table takes their seat in its rematch with their old
        seat's token; their new token."""
        rematch = await self.current(table_id)
        if rematch.rematch_of is None:
            raise conflict("not_a_rematch", "this table is not a rematch")
        previous = await self.current(rematch.rematch_of)

        def take(table: Table) -> str:
            return lifecycle.take_rematch_seat(table, previous, seat, token, time.time())

        return await self.mutate(table_id, take)

    async def reclaim(self, table_id: str, seat: int, token: str | None) -> None:
        def reclaim(table: Table) -> None:
            table.seat_for(seat, token)
            if table.status != PLAYING:
                raise conflict("not_playing", "the game is not being played")
            table.reclaim(seat, time.time())

        await self.mutate(table_id, reclaim)

    def forget(self, table_id: str) -> None:
        """Drop what this process holds of a table that no longer exists."""
        self.tables.pop(table_id, None)
        self.loaded.discard(table_id)
        timer = self.timers.pop(table_id, None)
        if timer is not None:
            timer.cancel()
        task = self.bot_tasks.pop(table_id, None)
        if task is not None:
            task.cancel()
