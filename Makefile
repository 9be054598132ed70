# Seaboard: `make run` starts the main job, `make test` runs the whole suite.
# Every step installs what it needs, so both work on a fresh clone.

PYTHON ?= python3
TOOLS := .tools
UV := $(TOOLS)/bin/uv
RUN := $(UV) run --frozen
CHROMIUM := /usr/bin/chromium
NGINX := /usr/sbin/nginx
# Under `uv run`, Ray would start its workers with `uv run` too (and fail where uv is not on
# PATH); the workers share this environment, so that is switched off.
export RAY_ENABLE_UV_RUN_RUNTIME_ENV := 0

.PHONY: setup run test lint format bench golden fuzz train chromium nginx wheel clean

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet "uv==0.13.8"

.venv/.synced: $(UV) pyproject.toml uv.lock
	$(UV) sync --frozen --all-extras --python 3.11
	touch $@

NODE_MODULES := seaboard/web/node_modules

$(NODE_MODULES)/.installed: seaboard/web/package.json seaboard/web/package-lock.json
	cd seaboard/web && npm ci --no-audit --no-fund
	touch $@

setup: .venv/.synced $(NODE_MODULES)/.installed

run: setup
	$(RUN) seaboard serve

# The wheel a self-hoster installs (dist/): the front-end files come from the npm install.
wheel: setup
	$(UV) build --wheel

chromium:
	@test -x $(CHROMIUM) || (apt-get update -qq && apt-get install -y -qq chromium)

# Debian's nginx for the deployment test (tests/deploy/test_nginx.py), which runs its own instance.
nginx:
	@test -x $(NGINX) || (apt-get update -qq && apt-get install -y -qq nginx)

lint: setup
	$(RUN) ruff check .
	$(RUN) ruff format --check .
	$(RUN) mypy

format: setup
	$(RUN) ruff format .
	$(RUN) ruff check --fix .

test: setup chromium nginx lint
	$(RUN) pytest -n 2 --timeout=900

bench: setup
	$(RUN) python benchmarks/playouts.py

golden: setup
	$(RUN) python scripts/regenerate_golden.py

# Coverage-guided fuzzing of codes, notation and records for every game (tests/fuzz); crashes
# are written as crash-* files. FUZZ_TIME seconds (default 600).
FUZZ_TIME ?= 600
fuzz: setup
	$(RUN) python -m tests.fuzz.run_atheris -max_total_time=$(FUZZ_TIME)

# Learned evaluations (docs/bots.md): seeded self-play records, then the fit, per game shipped.
TRAIN_GAMES ?= cartagena packet_row rails_sails colonies black_fleet pirates
TRAIN_RECORDS ?= 400
train: setup
	for game in $(TRAIN_GAMES); do \
	  rm -rf build/selfplay/$$game && \
	  $(RUN) seaboard simulate $$game --bots greedy --games $(TRAIN_RECORDS) --seed 1 \
	    --records build/selfplay/$$game --out build/selfplay/$$game.csv && \
	  $(RUN) python scripts/train_evaluation.py $$game build/selfplay/$$game --seed 0 || exit 1; \
	done

clean:
	rm -rf .venv $(TOOLS) .mypy_cache .ruff_cache .pytest_cache $(NODE_MODULES)
