"""Position codes, notation and the component data (its loader and validator)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from seaboard.core.errors import InvalidCodeError, InvalidDataError, InvalidMoveError
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.cards import COLORS
from seaboard.games.rails_sails.data import DATA_DIR, load_world
from seaboard.games.rails_sails.moves import parse_move

from .helpers import WORLD, claim_for, started


def test_the_world_map_is_complete() -> None:
    world = load_world()
    cities = [c for c in world.cities if not c.waypoint]
    assert len(cities) == 47
    assert sum(c.port for c in cities) == 38
    assert [c.id for c in world.cities if c.waypoint] == ["southern-ocean"]
    assert len(world.routes) == 130
    assert sum(r.ship for r in world.routes) == 59
    tours = [t for t in world.tickets.values() if t.is_tour]
    assert len(world.tickets) - len(tours) == 57
    assert len(tours) == 8
    assert sum(world.deck[:13]) == 80
    assert sum(world.deck[13:]) == 60
    assert world.deck[12] == 14
    for route in world.routes:
        if route.twin >= 0:
            assert world.routes[route.twin].twin == route.index


def _broken(tmp_path: Path, name: str, edit) -> Path:  # type: ignore[no-untyped-def]
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    data = json.loads((target / name).read_text(encoding="utf-8"))
    edit(data)
    (target / name).write_text(json.dumps(data), encoding="utf-8")
    return target


@pytest.mark.parametrize(
    ("name", "edit", "message"),
    [
        ("routes.json", lambda d: d["routes"][0].update(a="atlantis"), "route 'T01': unknown city"),
        ("routes.json", lambda d: d["routes"][3].update(length=9), "route 'T04': length 9"),
        ("routes.json", lambda d: d["routes"][3].update(color="blue"), "unknown colour"),
        ("routes.json", lambda d: d["routes"][3].update(double_with="T06"), "route 'T04'"),
        ("tickets.json", lambda d: d["tickets"][0].update(cities=["marseille"]), "ticket 0"),
        (
            "tickets.json",
            lambda d: d["tickets"][1].update(source="guess"),
            "ticket 1: field 'source'",
        ),
        ("cities.json", lambda d: d["cities"][1].update(lat=123), "city 'al-qahira'"),
        ("cities.json", lambda d: d["cities"][0].update(port=True), "waypoint cannot be a port"),
        ("cards.json", lambda d: d.update(colors=["blue"]), "cards.json: colors"),
    ],
)
def test_broken_data_names_file_entry_and_problem(tmp_path: Path, name, edit, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidDataError, match=message):
        load_world(_broken(tmp_path, name, edit))


def test_unreadable_data(tmp_path: Path) -> None:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    (target / "cities.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(InvalidDataError, match=r"cities\.json: file: is not valid JSON"):
        load_world(target)
    with pytest.raises(InvalidDataError, match="cannot be read"):
        load_world(tmp_path / "nowhere")


def test_position_code_round_trips() -> None:
    state = started(4, seed=3)
    code = state.to_code()
    assert "\n" not in code
    assert code.startswith("rs1;")
    again = SPEC.from_code(code)
    assert again.to_code() == code
    assert again.legal_moves() == state.legal_moves()


@pytest.mark.parametrize(
    "mutate",
    [
        lambda c: c.replace("rs1;", "rs2;"),
        lambda c: c.replace(";n=3;", ";n=7;"),
        lambda c: c.replace(";deck=", ";deck=1,"),
        lambda c: c.replace(";pool=", ";pool=0,"),
        lambda c: c.split(";own=")[0],
        lambda c: c + ";own=xx",
        lambda c: c.replace(";o=0.0.200.-;", ";o=0.0.0.-;"),
    ],
)
def test_malformed_codes_are_refused(mutate) -> None:  # type: ignore[no-untyped-def]
    code = started(3).to_code()
    with pytest.raises(InvalidCodeError):
        SPEC.from_code(mutate(code))


def _field(code: str, key: str, value: str) -> str:
    return ";".join(
        f"{key}={value}" if part.startswith(key + "=") else part for part in code.split(";")
    )


def _fields(code: str, **values: str) -> str:
    for key, value in values.items():
        code = _field(code, key, value)
    return code


def _bad_faceup(code: str) -> str:
    """Face-up slot 0 holds kind 99; its card goes back to the deck (conservation holds)."""
    fields = dict(part.split("=", 1) for part in code.split(";")[1:])
    faceup = fields["fu"].split(",")
    deck = [int(v) for v in fields["deck"].split(",")]
    deck[int(faceup[0])] += 1
    faceup[0] = "99"
    code = _field(code, "fu", ",".join(faceup))
    return _field(code, "deck", ",".join(map(str, deck)))


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (_bad_faceup, "face-up card kind"),
        (lambda c: _field(c, "aft", "9"), "turn counter"),
        (lambda c: _field(c, "draws", "-3"), "turn counter"),
        (lambda c: _field(c, "res", "-1"), "turn counter"),
        (lambda c: _field(c, "pass", "-1"), "turn counter"),
        (lambda c: _field(c, "fin", "-7"), "turn counter"),
        (lambda c: _field(c, "ph", "3"), "second-card phase"),
        (lambda c: _field(c, "ph", "4"), "has drawn none"),
        (lambda c: _field(c, "o", "0.4.200.-"), "first_seat 4"),
        (lambda c: _field(c, "o", "x.-.200.-"), "beginner option"),
        (lambda c: _field(c, "q", "3.0"), "first player"),
        (lambda c: _field(c, "wild", "7"), "wild flag"),
        (lambda c: c + ";end=bored", "end reason"),
        (lambda c: c.replace(";n=3;", ";n=\uff13;"), "starts with"),
        (lambda c: _field(c, "mk", "/".join(["25.35.0.15.-3.0.0"] * 3)), "route points"),
        (lambda c: _field(c, "mk", "/".join(["25.35.0.0.0.0.0"] * 3)), "do not add up"),
        # found by tests/fuzz: continuations that no game reaches, which play then broke on
        (lambda c: _field(c, "draws", "2"), "outside a card draw"),
        (lambda c: _field(c, "aft", "4"), "waits for a chance event"),
        (lambda c: _fields(c, aft="2", q="0.10", turns="3"), "continues the setup"),
        (lambda c: _fields(c, aft="1", q="1.10"), "before the deal"),
        (lambda c: _fields(c, aft="3", q="0.10"), "a card drawn"),
        (lambda c: _fields(c, aft="3", draws="1", q="2.20"), "only cards pending"),
        (lambda c: _fields(c, aft="4", q="0.10"), "only the mover's tickets"),
    ],
)
def test_inconsistent_codes_are_refused(mutate, message) -> None:  # type: ignore[no-untyped-def]
    """Every field is checked: a code that no game could reach is refused, never half-read."""
    code = started(3, seed=1).to_code()
    with pytest.raises(InvalidCodeError, match=message):
        SPEC.from_code(mutate(code))


def test_codes_with_impossible_boards_are_refused() -> None:
    state = started(3, seed=1)
    claim_for(state, 0, "T04", "T05")  # both routes of a double route (Vancouver - Los Angeles)
    with pytest.raises(InvalidCodeError, match="double route"):
        SPEC.from_code(state.to_code())
    state = started(3, seed=1)
    claim_for(state, 1, "T04")
    state.harbor[WORLD.city_by_id["lima"]] = 1  # Lima: no route of seat 1 reaches it
    state.built[1] = 1
    with pytest.raises(InvalidCodeError, match="harbor in lima"):
        SPEC.from_code(state.to_code())
    state.harbor[WORLD.city_by_id["lima"]] = -1
    state.harbor[WORLD.city_by_id["vancouver"]] = 1
    SPEC.from_code(state.to_code())


def test_notation_round_trips_and_refuses_garbage() -> None:
    for text in (
        "draw train", "take 3 ship", "take 2", "claim T18 3tp", "claim S46 1wild 1sw 1dw",
        "tickets", "keep 3 17 40", "harbor lima 2ay 1wild 1sy", "exchange trains 2",
        "markers 20", "pass", "card wild", "ticket 38", "first 2",
    ):  # fmt: skip
        assert str(parse_move(text, load_world())) == text
    for bad in ("claim T99 3tp", "claim T18 3xx", "claim T18 3tp 1tp", "take 9 train",
                "keep 5 3", "exchange boats 2", "harbor atlantis 4wild", "draw boat"):  # fmt: skip
        with pytest.raises(InvalidMoveError):
            parse_move(bad, load_world())


def test_colours_are_the_seeds() -> None:
    assert COLORS == ("purple", "yellow", "green", "red", "black", "white")


def test_a_component_set_from_a_directory(tmp_path: Path) -> None:
    from seaboard.core.conformance import check_random_game

    def edit(data):  # type: ignore[no-untyped-def]
        data["tickets"][0]["points"] = 99
        data["tickets"][0]["penalty"] = -99

    directory = _broken(tmp_path / "my map; v2", "tickets.json", edit)
    options = {"components": str(directory), "first_seat": 0}
    state = SPEC.new_state(2, options)
    assert state.world.tickets[0].points == 99
    assert SPEC.new_state(2).world.tickets[0].points == 18
    again = SPEC.from_code(state.to_code())
    assert again.options.components == str(directory)
    assert again.world.tickets[0].points == 99
    final = check_random_game(SPEC, 2, options, seed=4)
    assert final.outcome() is not None
    with pytest.raises(InvalidDataError, match="cannot be read"):
        SPEC.new_state(2, {"components": str(tmp_path / "nowhere")})
