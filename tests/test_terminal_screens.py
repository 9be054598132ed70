"""The terminal's pictures of the games (``GameSpec.render_text``): they fit an 80-column
screen, speak Russian with ``--lang ru``, put coordinates on grid maps where the notation
names cells, and show Rails & Sails' routes on a map by their cities."""

from __future__ import annotations

import io
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable

import pytest

from seaboard import get_game
from seaboard.core.state import CHANCE, State
from seaboard.core.textview import TEXT_WIDTH, flow
from seaboard.i18n import catalogue

GAMES = ("cartagena", "rails_sails", "black_fleet", "pirates", "colonies", "packet_row")
CATALOGUED = GAMES[:5]
"""The games whose pictures take their words from the catalogues (``text_`` keys); Packet
Row's picture words its few labels itself."""
NOTATION_WORDS = {"keep"}
"""Latin words a Russian screen may show on purpose: they are move notation."""


def position(game: str, steps: int, seed: int = 1) -> State:
    """A random game of ``game`` after ``steps`` steps (or at its end)."""
    spec = get_game(game)
    state = spec.new_state(spec.min_players)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        actor = state.to_move()
        state.apply(
            state.sample_chance(rng) if actor == CHANCE else rng.choice(state.legal_moves())
        )
    return state


def pictures(game: str, lang: str) -> list[str]:
    spec = get_game(game)
    states = [position(game, steps) for steps in (0, 60, 400)] + [position(game, 100_000)]
    return [spec.render_text(s, seat, lang) for s in states for seat in (0, None)]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_picture_fits_eighty_columns(game: str, lang: str) -> None:
    for picture in pictures(game, lang):
        widest = max(picture.splitlines(), key=len)
        assert len(widest) <= TEXT_WIDTH, widest


def _english_words(game: str) -> set[str]:
    """Words of the English texts a picture uses that the Russian catalogue words otherwise."""
    english, russian = catalogue("en", game), catalogue("ru", game)
    words: set[str] = set()
    domains = [game, "golitsyn"] if game in ("pirates", "colonies") else [game]
    for domain in domains:
        english, russian = catalogue("en", domain), catalogue("ru", domain)
        for key, text in english.items():
            if key.startswith("text_") and russian.get(key, text) != text:
                words |= {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}
    return words - NOTATION_WORDS


@pytest.mark.parametrize("game", CATALOGUED)
def test_russian_pictures_use_no_english_words_of_the_catalogue(game: str) -> None:
    english = _english_words(game)
    assert english
    for picture in pictures(game, "ru"):
        found = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", picture)} & english
        assert not found, (found, picture)


def test_packet_row_picture_in_russian() -> None:
    for picture in pictures("packet_row", "ru"):
        words = set(re.findall(r"[A-Za-z]{3,}", picture))
        assert not words & {"Round", "harbor", "master", "deck", "current", "future", "Player"}


@pytest.mark.parametrize("game", ["pirates", "colonies"])
def test_map_coordinates_match_the_cells_moves_name(game: str) -> None:
    """Reading a ship's cell name (``B19``) off the axes finds the ship's letter there."""
    from seaboard.games._golitsyn.grid import parse_cell_name

    state = position(game, 200, seed=3)
    lines = get_game(game).render_text(state, 0, "en").splitlines()
    height = state.map.height  # type: ignore[attr-defined]
    axis, rows = lines[:2], lines[2 : 2 + height]
    for index, cell in enumerate(state.cell):  # type: ignore[attr-defined]
        if cell < 0:
            continue
        name = state.map.names[cell]  # type: ignore[attr-defined]
        xy = parse_cell_name(name)
        assert xy is not None
        letters = re.match(r"[A-Z]+", name)
        assert letters is not None
        row = next(r for r in rows if r.split()[0] == str(xy[1] + 1))
        column = len(str(height)) + 1 + xy[0]  # the row numbers' margin
        assert "".join(a[column] for a in axis).strip() == letters.group()
        assert row[column].lower() == state.ship_ids[index][0]  # type: ignore[attr-defined]


def test_rails_and_sails_map_shows_a_claimed_route_by_its_cities() -> None:
    from seaboard.games.rails_sails.worldmap import HEIGHT

    spec = get_game("rails_sails")
    state = position("rails_sails", 0)
    world = state.world  # type: ignore[attr-defined]
    lima, valparaiso = world.city_by_id["lima"], world.city_by_id["valparaiso"]
    route = next(r.index for r in world.routes if {r.a, r.b} == {lima, valparaiso} and not r.ship)
    before = spec.render_text(state, 0, "en")
    state.owner[route] = 1  # type: ignore[attr-defined]
    after = spec.render_text(state, 0, "en")
    assert "Player 2: Lima – Valparaiso (" in after
    assert "Лима – Вальпараисо (" in spec.render_text(state, 0, "ru")
    map_before = before.splitlines()[3 : 3 + HEIGHT]
    map_after = after.splitlines()[3 : 3 + HEIGHT]
    assert "2" not in "".join(map_before)
    assert "2" in "".join(map_after)
    assert "Lim" in "".join(map_after)


def test_the_hash_sign_numbers_the_drawn_tickets_as_keep_names_them() -> None:
    """``#2`` in the picture is the ticket ``keep #2`` keeps (and no other number has a #)."""
    spec = get_game("rails_sails")
    state = position("rails_sails", 0)
    rng = random.Random(1)
    while state.to_move() == CHANCE:
        state.apply(state.sample_chance(rng))
    text = spec.render_text(state, 0, "en")
    drawn = len(state.pending[0])  # type: ignore[attr-defined]
    assert drawn >= 3
    assert re.findall(r"#(\d+)", text) == ["1", "3"] + [str(n) for n in range(1, drawn + 1)]
    for place in range(1, drawn + 1):
        listed = re.search(rf"#{place} ticket (.+?) \(", text)
        assert listed is not None
        kept = spec.parse_move(state, f"keep #{place}")
        assert f"ticket {listed.group(1)} (" in spec.move_label(state, kept, "en")


def test_cartagena_passage_does_not_wrap_at_eighty_columns() -> None:
    text = get_game("cartagena").render_text(position("cartagena", 60), 0, "ru")
    numbers = [line for line in text.splitlines() if line.strip().startswith("1 ")]
    assert numbers
    assert len(numbers[0].split()) == 13


def test_flow_breaks_lists_within_the_width() -> None:
    lines = flow("Ports: ", [f"Port {n} (P{n}) AB{n}" for n in range(20)], width=40)
    assert all(len(line) <= 40 for line in lines)
    assert lines[1].startswith("  Port")


# -- a real terminal: tmux at 80x24 ------------------------------------------------------------

tmux = pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")


class Tmux:
    """A detached tmux session running one command at 80x24, read back as the screen shows it.
    Each has a tmux server of its own (``-L``): a test ending its session never takes down the
    server another test's session is starting on."""

    def __init__(self, command: str) -> None:
        self.name = f"seaboard-test-{os.getpid()}-{time.monotonic_ns()}"
        self.tmux("new-session", "-d", "-s", self.name, "-x", "80", "-y", "24", command)

    def tmux(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["tmux", "-L", self.name, *args], capture_output=True, text=True, check=check
        )

    def screen(self, history: bool = False) -> str:
        extra = ["-S", "-2000"] if history else []
        return self.tmux("capture-pane", "-p", "-t", self.name, *extra, check=False).stdout

    def wait_for(self, text: str, seconds: float = 120) -> str:
        return self.wait_until(lambda screen: text in screen, repr(text), seconds)

    def wait_until(self, shown: Callable[[str], bool], what: str, seconds: float = 120) -> str:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            screen = self.screen()
            if shown(screen):
                return screen
            time.sleep(0.2)
        raise AssertionError(f"{what} never appeared:\n{self.screen()}")

    def send(self, keys: str) -> None:
        self.tmux("send-keys", "-t", self.name, keys, "Enter")

    def close(self) -> None:
        self.tmux("kill-server", check=False)


def _play_command(*args: str) -> str:
    play = [sys.executable, "-c", "from seaboard.cli import main; main()", "play", *args]
    return " ".join(shlex.quote(a) for a in [*play, "--no-save"]) + "; sleep 30"


@tmux
def test_rails_and_sails_at_80x24_keeps_the_board_in_view_and_searches_moves() -> None:
    session = Tmux(_play_command("rails_sails", "--bots", "greedy", "--seed", "3"))
    try:
        session.wait_for("your move")
        session.send("1")  # keep the first tickets
        session.wait_for("Keep 60 markers")
        session.send("1")
        # the decision, the paged list and then the prompt again
        screen = session.wait_until(
            lambda screen: screen.rfind("your move") > screen.find("Draw two cards") >= 0,
            "the prompt after the decision to draw",
        )
        assert "more:" in screen  # the long list is paged
        assert "Your moves" in screen
        lines = screen.splitlines()
        assert len(lines) <= 24
        assert all(len(line) <= 80 for line in lines)
        history = session.screen(history=True)
        assert "• city" in history
        assert "Lim" in history
        session.send("Lima")
        # the list is printed line by line after its heading: wait for a move through Lima
        session.wait_until(
            lambda screen: "name “Lima”" in screen and ("Lima - " in screen or " - Lima" in screen),
            "a move through Lima",
        )
        session.send("q")
        session.wait_for("You left the game.")
    finally:
        session.close()


@tmux
def test_pirates_in_russian_at_80x24_has_axes_and_no_english() -> None:
    session = Tmux(_play_command("pirates", "--bots", "greedy", "--seed", "42", "--lang", "ru"))
    try:
        session.wait_for("ваш ход")
        history = session.screen(history=True)
        assert re.search(r"^│\s+ABCDEFGHIJ", history, re.MULTILINE)
        assert re.search(r"^│ ?19 .* 19 ", history, re.MULTILINE)
        assert "Порты:" in history
        assert "Ports:" not in history
        assert "Round" not in history
        assert "wind" not in history
        session.send("в")
        session.wait_for("Вы вышли из партии")
    finally:
        session.close()


class _LeaveError(Exception):
    """Raised by the scripted keyboard to stop a game at its first prompt."""


def first_screen(game: str, lang: str) -> str:
    """What the terminal prints up to the human's first prompt, at 80 columns."""
    from rich.console import Console

    from seaboard.bots import make_bot
    from seaboard.terminal import TerminalGame

    spec = get_game(game)
    state = spec.new_state(spec.min_players)
    bots = {seat: make_bot("greedy", seed=seat) for seat in range(1, state.num_players)}
    buffer = io.StringIO()
    console = Console(file=buffer, width=80, color_system=None)

    def leave(prompt: str) -> str:
        console.print(prompt)
        raise _LeaveError

    terminal = TerminalGame(spec, state, bots, seed=4, lang=lang, console=console, read_line=leave)
    with pytest.raises(_LeaveError):
        terminal.run()
    return buffer.getvalue()


@pytest.mark.parametrize("game", GAMES)
def test_the_whole_russian_screen_is_russian_and_fits(game: str) -> None:
    english = {
        w.lower()
        for w in re.findall(r"[A-Za-z]{3,}", " ".join(catalogue("en", "terminal").values()))
    }
    english -= {
        w.lower()
        for w in re.findall(r"[A-Za-z]{3,}", " ".join(catalogue("ru", "terminal").values()))
    }
    if game in CATALOGUED:
        english |= _english_words(game)
    screen = first_screen(game, "ru")
    assert all(len(line) <= 80 for line in screen.splitlines())
    found = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", screen)} & english
    assert not found, found
    assert "Ваши ходы" in screen
