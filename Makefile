# Seaboard: `make run` starts the main job, `make test` runs the whole suite.
# Every step installs what it needs, so both work on a fresh clone.

PYTHON ?= python3
TOOLS := .tools
UV := $(TOOLS)/bin/uv
RUN := $(UV) run --frozen
CHROMIUM := /usr/bin/chromium
# Under `uv run`, Ray would start its workers with `uv run` too (and fail where uv is not on
# PATH); the workers share this environment, so that is switched off.
export RAY_ENABLE_UV_RUN_RUNTIME_ENV := 0

.PHONY: setup run test lint format bench golden chromium clean

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet "uv==0.13.8"

.venv/.synced: $(UV) pyproject.toml uv.lock
	$(UV) sync --frozen --python 3.11
	touch $@

setup: .venv/.synced

run: setup
	$(RUN) seaboard serve

chromium:
	@test -x $(CHROMIUM) || (apt-get update -qq && apt-get install -y -qq chromium)

lint: setup
	$(RUN) ruff check .
	$(RUN) ruff format --check .
	$(RUN) mypy

format: setup
	$(RUN) ruff format .
	$(RUN) ruff check --fix .

test: setup chromium lint
	$(RUN) pytest -n 2 --timeout=900

bench: setup
	$(RUN) python benchmarks/playouts.py

golden: setup
	$(RUN) python scripts/regenerate_golden.py

clean:
	rm -rf .venv $(TOOLS) .mypy_cache .ruff_cache .pytest_cache
