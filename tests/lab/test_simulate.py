"""Simulations: seeded, reproducible, the same for any worker count, pool or Ray."""

from pathlib import Path

import pytest

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.record import Record
from seaboard.lab.executors import RayUnavailableError
from seaboard.lab.jobs import GameFailedError, Job, play_one
from seaboard.lab.results import load_results
from seaboard.lab.simulate import seat_lineup, simulate, simulation_schedule


def test_lineups_repeat_and_rotate() -> None:
    assert seat_lineup(["a", "b"], 3) == ("a", "b", "a")
    schedule = simulation_schedule(["a", "b", "c"], 3, 4)
    assert schedule == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b"), ("a", "b", "c")]
    assert simulation_schedule(["a", "b"], 2, 3, rotate=False) == [("a", "b")] * 3
    with pytest.raises(InvalidOptionsError):
        seat_lineup(["a", "b", "c"], 2)


def test_same_seed_same_file(tmp_path: Path, tiny: str) -> None:
    for suffix in ("csv", "parquet"):
        first = simulate(tiny, 3, ["random", "greedy"], 30, 11, tmp_path / f"a.{suffix}")
        second = simulate(tiny, 3, ["random", "greedy"], 30, 11, tmp_path / f"b.{suffix}")
        assert first.games == second.games == 30
        assert (tmp_path / f"a.{suffix}").read_bytes() == (tmp_path / f"b.{suffix}").read_bytes()
    other = simulate(tiny, 3, ["random", "greedy"], 30, 12, tmp_path / "c.csv")
    assert other.path.read_bytes() != (tmp_path / "a.csv").read_bytes()


def test_results_columns_and_values(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    simulate("cartagena", 2, ["random", "greedy"], 4, 3, out, records_dir=tmp_path / "rec")
    frame = load_results(out)
    assert list(frame.columns) == [
        "game_index", "game", "players", "options", "seed",
        "bot_0", "bot_1", "score_0", "score_1", "rank_0", "rank_1", "return_0", "return_1",
        "winners", "length", "decisions", "first_mover", "termination", "record",
    ]  # fmt: skip
    assert frame["game_index"].tolist() == [0, 1, 2, 3]
    assert frame["bot_0"].tolist() == ["random", "greedy", "random", "greedy"]
    for _, row in frame.iterrows():
        record = Record.from_text((tmp_path / row["record"]).read_text())
        final = record.replay()
        outcome = final.outcome()
        assert outcome is not None
        assert [row["rank_0"], row["rank_1"]] == list(outcome.ranks)
        assert row["length"] == len(record.moves)
        assert 0 < row["decisions"] < row["length"]
        replayed = record.spec().new_state(2, record.options)
        for text in record.moves:  # the first seat to decide is the one the row names
            if replayed.to_move() >= 0:
                assert replayed.to_move() == row["first_mover"]
                break
            replayed.apply(record.spec().parse_move(replayed, text))
        assert row["termination"] == outcome.reason
        assert record.seats == [row["bot_0"], row["bot_1"]]
        assert record.seed == row["seed"]


def test_one_game_depends_only_on_job_and_index(tiny: str) -> None:
    job = Job.build(tiny, 2, 5, [("random", "greedy")] * 10)
    assert play_one(job, 7) == play_one(job, 7)
    assert play_one(job, 7).seed == job.game_seed(7)


def test_worker_count_does_not_change_results(tmp_path: Path, tiny: str) -> None:
    serial = simulate(tiny, 2, ["random", "greedy"], 40, 9, tmp_path / "w1.parquet", workers=1)
    pooled = simulate(tiny, 2, ["random", "greedy"], 40, 9, tmp_path / "w2.parquet", workers=2)
    assert serial.path.read_bytes() == pooled.path.read_bytes()


def test_pool_and_ray_give_identical_results(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    bots = ["random", "greedy"]
    pooled = simulate("cartagena", 2, bots, 6, 21, tmp_path / "pool.csv", workers=2)
    # "local": the run starts ray.init(num_cpus=2, include_dashboard=False) and shuts it down.
    # One retry: on a heavily loaded machine a raylet can miss Ray's fixed 30 s start window.
    for attempt in range(2):
        try:
            on_ray = simulate(
                "cartagena", 2, bots, 6, 21, tmp_path / "ray.csv", workers=2, ray_address="local"
            )
            break
        except Exception as error:
            if "timed out during startup" not in str(error) or attempt:
                raise
            ray.shutdown()
    assert pooled.path.read_bytes() == on_ray.path.read_bytes()
    assert len(load_results(on_ray.path)) == 6
    assert not ray.is_initialized()  # no raylet left behind


def test_bad_jobs_are_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidOptionsError):
        simulate("cartagena", 9, ["random"], 2, 0, tmp_path / "x.csv")
    with pytest.raises(InvalidOptionsError):
        simulate("cartagena", 2, ["random"], 2, 0, tmp_path / "x.csv", options={"nope": 1})
    with pytest.raises(InvalidOptionsError):
        simulate("no-such-game", 2, ["random"], 2, 0, tmp_path / "x.csv")
    with pytest.raises(ValueError, match=r"parquet or \.csv"):
        simulate("cartagena", 2, ["random"], 1, 0, tmp_path / "x.txt")


def test_preset_options_reach_the_games(tmp_path: Path) -> None:
    out = tmp_path / "t.csv"
    simulate("cartagena", 2, ["random"], 2, 1, out, options="tortuga")
    assert set(load_results(out)["options"]) == {'{"variant": "tortuga"}'}


def test_a_failing_game_is_named(tmp_path: Path, tiny: str) -> None:
    job = Job.build(tiny, 2, 5, [("random", "random")])
    broken = Job(job.game, job.num_players, job.seed, job.schedule, {"goal": "x"})
    with pytest.raises(GameFailedError, match=r"tiny game 0 \(seed \d+, bots random, random\)"):
        play_one(broken, 0)


def test_an_unreachable_ray_cluster_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ray = pytest.importorskip("ray")

    def refuse(*args: object, **kwargs: object) -> None:
        raise ConnectionError("Could not find any running Ray instance.")

    monkeypatch.setattr(ray, "init", refuse)
    with pytest.raises(RayUnavailableError, match="cannot join the Ray cluster at auto"):
        simulate("cartagena", 2, ["random"], 2, 0, tmp_path / "r.csv", ray_address="auto")
