# Floorbook — the two commands of the README, and a few more.
# Every target installs what it needs itself into .venv (re-run only when pyproject.toml changes).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
export NO_MKDOCS_2_WARNING := 1

.PHONY: serve test build validate lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[site,test]"
	touch $(STAMP)

## serve the site on http://127.0.0.1:8000 (rebuilds when rules/ change)
serve: $(STAMP)
	$(BIN)/mkdocs serve --dev-addr 127.0.0.1:8000

## run the whole test suite (lint, base validation, pytest including the strict site build)
test: $(STAMP)
	$(BIN)/ruff check floorbook macros tests tools benchmarks
	$(BIN)/floorbook validate
	$(BIN)/pytest

## build the static site into site/
build: $(STAMP)
	$(BIN)/mkdocs build --strict

## print benchmark figures (loading, scenario checking, PokerKit differential)
bench: $(STAMP)
	$(BIN)/python benchmarks/bench.py

validate: $(STAMP)
	$(BIN)/floorbook validate

lint: $(STAMP)
	$(BIN)/ruff check floorbook macros tests tools benchmarks

clean:
	rm -rf site $(VENV) .pytest_cache .ruff_cache
