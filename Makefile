# bridgelaw: `make demo` runs the built-in example, `make test` runs lint, types and tests.
# Both create/refresh the local virtual environment .venv first (Python 3.11+ and pip only).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck pytest bench venv clean goldens goldens-update

$(STAMP): pyproject.toml setup.py src/bridgelaw/_bulk.c
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,voice,service,postgres]'
	touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	$(BIN)/bridgelaw demo

lint: $(STAMP)
	$(BIN)/ruff check src tests bench tools

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP)
	$(BIN)/python -m pytest

test: lint typecheck pytest

# the goldens (docs/architecture.md): check all of them, the full 20,000-session corpus included;
# goldens-update regenerates them deliberately and lists the changed rulings
goldens: $(STAMP)
	$(BIN)/python tools/goldens.py --check

goldens-update: $(STAMP)
	$(BIN)/python tools/goldens.py --update

bench: $(STAMP)
	$(BIN)/python bench/replay.py
	$(BIN)/python bench/designate.py
	$(BIN)/python bench/voice.py
	$(BIN)/python bench/session.py
	$(BIN)/python bench/startup.py
	$(BIN)/python bench/service.py --quick
	$(BIN)/python bench/season.py
	$(BIN)/python bench/stall.py
	$(BIN)/python bench/slow_client.py

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
