# bridgelaw: `make demo` runs the built-in example, `make test` runs lint, types and tests.
# Both create/refresh the local virtual environment .venv first (Python 3.11+ and pip only).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck pytest bench venv clean

$(STAMP): pyproject.toml setup.py src/bridgelaw/_bulk.c
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,voice,service]'
	touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	$(BIN)/bridgelaw demo

lint: $(STAMP)
	$(BIN)/ruff check src tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP)
	$(BIN)/python -m pytest

test: lint typecheck pytest

bench: $(STAMP)
	$(BIN)/python bench/replay.py
	$(BIN)/python bench/designate.py
	$(BIN)/python bench/voice.py

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
