"""Records: text and JSON round trips, replay, and errors with line numbers."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.bots import make_bot
from seaboard.core.driver import play_game
from seaboard.core.errors import RecordError
from seaboard.core.record import Record

SPEC = seaboard.get_game("cartagena")


@pytest.fixture(scope="module")
def finished() -> seaboard.State:
    return play_game(
        SPEC,
        [make_bot("greedy", seed=1), make_bot("random", seed=2)],
        seed=5,
        options={"variant": "tortuga"},
    )


def test_text_round_trip_replays_to_an_equal_state(finished: seaboard.State) -> None:
    record = Record.from_state(finished, game="cartagena", seats=["greedy", "random"], seed=5)
    text = record.to_text()
    assert '[Game "cartagena"]' in text
    assert '[Options "{\\"variant\\": \\"tortuga\\"}"]' in text
    again = Record.from_text(text)
    assert again.moves == record.moves
    assert again.seats == ["greedy", "random"]
    assert again.replay() == finished
    assert again.to_text() == text
    assert again.result == finished.outcome().result_text()  # type: ignore[union-attr]


def test_json_twin_round_trip(finished: seaboard.State) -> None:
    record = Record.from_state(finished, game="cartagena", seed=5)
    assert Record.from_json(record.to_json()).replay() == finished


def test_partial_replay(finished: seaboard.State) -> None:
    record = Record.from_state(finished, game="cartagena")
    state = record.replay(upto=20)
    assert len(state.history) == 20


def _text(finished: seaboard.State) -> list[str]:
    return Record.from_state(finished, game="cartagena").to_text().splitlines()


def _set(index: int, text: str) -> object:
    return lambda lines, first: lines.__setitem__(first + index, text)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda lines, first: lines.__setitem__(0, '[Game "chess"'), "line 1: malformed header"),
        (lambda lines, first: lines.__setitem__(0, '[Game "chess"]'), "unknown game 'chess'"),
        (lambda lines, first: lines.__delitem__(2), "missing header"),
        (_set(0, "1 * segment 9 z"), "line {line0}"),
        (_set(1, "7 * segment 1 a"), "line {line1}: expected ply 2"),
        (_set(0, "1 0 segment 1 a"), "line {line0}: .* marked for '0'"),
        (_set(0, "1"), "line {line0}: expected '<ply> <actor> <move>'"),
    ],
)
def test_broken_records_name_the_line(finished: seaboard.State, edit: object, message: str) -> None:
    lines = _text(finished)
    first = lines.index("") + 1
    assert lines[first].startswith("1 * segment")
    edit(lines, first)  # type: ignore[operator]
    with pytest.raises(RecordError, match=message.format(line0=first + 1, line1=first + 2)):
        Record.from_text("\n".join(lines))


def test_illegal_move_in_record_is_reported(finished: seaboard.State) -> None:
    lines = _text(finished)
    index = next(i for i, line in enumerate(lines) if " 0 play " in line or " 1 play " in line)
    ply, actor, _ = lines[index].split(maxsplit=2)
    lines[index] = f"{ply} {actor} back 30"
    with pytest.raises(RecordError, match=f"line {index + 1}: 'back 30'"):
        Record.from_text("\n".join(lines))


@pytest.mark.parametrize("data", [[], {"headers": 1}, {"headers": {}, "moves": "x"}])
def test_malformed_json_records(data: object) -> None:
    with pytest.raises(RecordError):
        Record.from_json(data)
