"""The rules fuzzer finds stuck states, cycles and exceptions, with a record to reproduce."""

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
import tiny_game

from seaboard.core import registry
from seaboard.core.move import Move
from seaboard.core.record import Record
from seaboard.lab.fuzz import fuzz, fuzz_cases, fuzz_one


class BuggyState(tiny_game.TinyState):
    """The tiny game with one planted bug, chosen by ``options.goal``."""

    game_id = "buggy"
    __slots__ = ()

    def legal_moves(self) -> list[Move]:
        moves = super().legal_moves()
        if self.options.goal == 10 and self.turns >= 3:  # stuck: a seat with no move
            return []
        return moves

    def _apply(self, move: Move) -> None:
        if self.options.goal == 11 and str(move) == "walk":  # cycle: walking changes nothing
            self.roll = 0
            return
        if self.options.goal == 12 and self.turns >= 4:  # exception
            raise KeyError("planted")
        super()._apply(move)

    def copy(self) -> "BuggyState":
        twin = BuggyState(self.num_players, self.options)
        twin.bonus, twin.pos = list(self.bonus), list(self.pos)
        twin.roll, twin.seat, twin.turns = self.roll, self.seat, self.turns
        twin.history = list(self.history)
        return twin


class BuggySpec(tiny_game.TinySpec):
    id = "buggy"
    presets: ClassVar[dict[str, dict[str, int]]] = {
        "stuck": {"goal": 10},
        "cycle": {"goal": 11},
        "boom": {"goal": 12},
    }

    def new_state(self, num_players: int, options: Any = None) -> BuggyState:
        self.check_players(num_players)
        return BuggyState(num_players, self.make_options(options))


@pytest.fixture
def buggy() -> Iterator[BuggySpec]:
    spec = BuggySpec()
    registry.register(spec)
    yield spec
    registry.unregister(spec.id)


def test_a_sound_game_has_no_findings(tiny: str) -> None:
    report = fuzz([tiny], runs=5, seed=3)
    assert not report.findings
    assert len(report.cases) == 2 * 2 * 2  # presets x seat counts x policies
    assert all(case.games == 5 and case.plies > 0 for case in report.cases)


def test_cartagena_fuzzes_clean() -> None:
    report = fuzz(["cartagena"], runs=1, seed=1, players=[2, 5])
    assert len(report.cases) == 2 * 2 * 2
    assert not report.findings, report.findings[0].message if report.findings else ""


@pytest.mark.parametrize(
    ("preset", "kind"), [("stuck", "no-legal-move"), ("cycle", "cycle"), ("boom", "exception")]
)
def test_planted_bugs_are_found_with_a_record(buggy: BuggySpec, preset: str, kind: str) -> None:
    found = None
    for seed in range(20):
        found, _ = fuzz_one(buggy, 2, preset, "random", seed)
        if found is not None:
            break
    assert found is not None
    assert found.kind == kind
    assert found.position.startswith("tiny 2")
    if kind == "exception":
        assert "planted" in found.message
        assert found.next_move
    # The record replays to the position where the problem showed.
    record = Record.from_text(found.record_text)
    assert record.extra["Finding"] == kind
    assert record.replay().to_code() == found.position


def test_findings_are_written_out(buggy: BuggySpec, tmp_path: Path) -> None:
    report = fuzz(["buggy"], runs=3, seed=0, players=[2], policies=["random"], out_dir=tmp_path)
    assert report.findings
    summary = json.loads((tmp_path / "fuzz.json").read_text())
    assert len(summary["findings"]) == len(report.findings)
    assert list(tmp_path.glob("buggy-*.pgn"))


def test_cases_cover_presets_counts_and_policies(tiny: str) -> None:
    cases = fuzz_cases([tiny], [2, 7], ["random"])
    assert cases == [(tiny, "standard", 2, "random"), (tiny, "short", 2, "random")]


def test_time_budget_still_plays_one_game(tiny: str) -> None:
    report = fuzz([tiny], runs=1000, seconds_per_case=0.0, players=[2], policies=["random"])
    assert all(case.games == 1 for case in report.cases)


def test_a_budget_is_shared_by_the_cases() -> None:
    # A budget of a second for two cases stops each long before its ten thousand runs.
    report = fuzz(["cartagena"], runs=10_000, players=[2, 3], policies=["random"], budget=1.0)
    assert [case.players for case in report.cases] == [2, 3] * (len(report.cases) // 2)
    assert all(1 <= case.games < 10_000 for case in report.cases)
    assert report.findings == []
