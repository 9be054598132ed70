"""Results files: one row per game, streamed to Parquet or CSV as games finish.

Columns: ``game_index, game, players, options, seed``, then per seat ``bot_k``, ``score_k``,
``rank_k``, ``return_k``, then ``winners`` (seats joined by ``;``), ``length`` (plies, chance
outcomes included), ``decisions`` (moves made by seats), ``first_mover`` (the seat that made the
first decision, -1 if none), ``termination`` (the outcome's reason) and ``record`` (the saved
record's path relative to the results file, or empty). No wall-clock figures are stored, so a
seeded job writes the same file every time.
"""

from __future__ import annotations

import csv
import os
from pathlib import Path
from types import TracebackType
from typing import Any

from seaboard.extras import require

PARQUET_ROW_GROUP = 256


def results_format(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix in (".parquet", ".pq"):
        return "parquet"
    if suffix == ".csv":
        return "csv"
    raise ValueError(f"results file {path} must end in .parquet or .csv")


class ResultsWriter:
    """Append rows to a results file; Parquet rows are flushed in fixed-size row groups."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.format = results_format(self.path)
        if self.format == "parquet":
            require("pyarrow", purpose="a Parquet results file (a .csv one needs no extra)")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._rows: list[dict[str, Any]] = []
        self._csv_file: Any = None
        self._csv: Any = None
        self._parquet: Any = None
        self._schema: Any = None
        self.count = 0

    def write(self, row: dict[str, Any]) -> None:
        self.count += 1
        if self.format == "csv":
            if self._csv is None:
                self._csv_file = self.path.open("w", newline="", encoding="utf-8")
                self._csv = csv.DictWriter(
                    self._csv_file, fieldnames=list(row), lineterminator="\n"
                )
                self._csv.writeheader()
            self._csv.writerow(row)
            return
        self._rows.append(row)
        if len(self._rows) >= PARQUET_ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        if not self._rows:
            return
        import pyarrow as pa
        import pyarrow.parquet as pq

        table = pa.Table.from_pylist(self._rows, schema=self._schema)
        if self._parquet is None:
            self._schema = table.schema
            self._parquet = pq.ParquetWriter(str(self.path), self._schema)
        self._parquet.write_table(table)
        self._rows = []

    def close(self) -> None:
        if self.format == "csv":
            if self._csv_file is None:  # no games: still leave a file
                self.path.write_text("", encoding="utf-8")
            else:
                self._csv_file.close()
            return
        self._flush()
        if self._parquet is not None:
            self._parquet.close()
        else:
            import pyarrow as pa
            import pyarrow.parquet as pq

            pq.write_table(pa.table({}), str(self.path))

    def __enter__(self) -> ResultsWriter:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def load_results(path: Path | str) -> Any:
    """A results file as a pandas DataFrame."""
    require("pandas", "pyarrow", purpose="reading a results file")
    import pandas as pd

    path = Path(path)
    if results_format(path) == "parquet":
        return pd.read_parquet(path)
    return pd.read_csv(path, keep_default_na=False, dtype={"winners": str, "record": str})


def seat_count(frame: Any) -> int:
    """How many ``bot_k`` columns a results frame has."""
    return sum(1 for column in frame.columns if str(column).startswith("bot_"))


def relative_ref(target: Path, results_path: Path) -> str:
    return os.path.relpath(target, results_path.parent).replace(os.sep, "/")
