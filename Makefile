# Floorbook — the three commands of the README (serve, check, test), and a few more.
# Every target installs what it needs itself into .venv (re-run only when pyproject.toml changes).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
export NO_MKDOCS_2_WARNING := 1
comma  := ,
## Python keeps the bytecode it compiles (__pycache__/, ignored by git) even where the environment says not to
## (PYTHONDONTWRITEBYTECODE): otherwise each test worker and each command the tests run compiles the project's
## modules again, and pytest rewrites every test module again (make check, measured idle: 211 s of CPU
## without it, 202 s on a first run, 191 s once compiled)
unexport PYTHONDONTWRITEBYTECODE

.PHONY: serve test test-tools npm-tools check build build-zensical validate lint bench bench-site clean system-deps

## the venv with the project and the optional groups of pyproject.toml named, installed by uv (PyPI's `uv`, put
## in the venv by its pip), much faster than pip: docs/decisions/0004-uv-for-installs.md
UV := uv==0.13.9
define install
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check "$(UV)"
	$(BIN)/uv pip install --python $(BIN)/python --quiet --compile-bytecode -e ".[$(1)]"
endef

$(STAMP): pyproject.toml
	$(call install,site$(comma)test)
	touch $(STAMP)

## Zensical (the same site built by Material's successor), an optional group of pyproject.toml: installed
## with the rest in one go (a second install after the first cost more: benchmarks/RESULTS.md)
ZENSICAL := $(VENV)/.zensical-installed
$(ZENSICAL): pyproject.toml
	$(call install,site$(comma)test$(comma)zensical)
	touch $(STAMP) $(ZENSICAL)

## build-time tools of the site (Workbox, which writes the service workers for offline use), from the
## npm registry; without npm the site is built without service worker (a warning says so)
SITE_TOOLS := build_tools/node_modules/.installed
$(SITE_TOOLS): build_tools/package.json build_tools/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
	  cd build_tools && npm install --no-audit --no-fund --silent && touch node_modules/.installed; \
	else echo "npm not found: the site will be built without its service worker (no offline use)"; fi

## serve the site on http://127.0.0.1:8000 (rebuilds when rules/ change)
serve: $(STAMP) $(SITE_TOOLS)
	$(BIN)/mkdocs serve --dirty --no-strict --dev-addr 127.0.0.1:8000

## Debian packages the tests need, each only if its tool is missing: Chromium (browser tests),
## Node.js and npm (only when not on PATH already, e.g. from NodeSource), Pango and fonts (PDF sheets)
system-deps:
	@scripts/system-deps.sh

## browser-side test tools (axe-core), from the npm registry
tests/js/node_modules/.installed: tests/js/package.json | system-deps
	cd tests/js && npm install --no-audit --no-fund --silent
	touch $@

## the tests' workers (pytest-xdist): one per core for the fast loop, whose tests compute; two per core for the
## whole run, whose browser tests wait for pages while another worker computes (the cores stay busy; three or
## six workers on two cores were no faster: docs/decisions/0009-two-test-workers-per-core.md).
## The tests of a module whose fixtures cost (a browser session, a hostile build) run on one worker
## (xdist_group), and each generator's site is built once per run and shared (tests/conftest.py)
CORES        := $(shell nproc 2>/dev/null || echo 2)
WORKERS      ?= $(CORES)
TEST_WORKERS ?= $(shell echo $$(( $(CORES) * 2 )))
PYTEST       := $(BIN)/pytest --dist loadgroup

## run the whole test suite (lint, base validation, scenarios, pytest with the strict site builds and browser tests)
test:
	@$(MAKE) --no-print-directory --output-sync=target -j3 test-tools
	$(BIN)/ruff check floorbook hooks macros tests benchmarks scripts build_tools
	$(BIN)/floorbook validate
	$(BIN)/floorbook check > /dev/null
	$(PYTEST) -n $(TEST_WORKERS) --build-sites-first --durations=15

## what make test installs, the Python packages beside the system's and npm's (those one after the other:
## system-deps may install npm)
test-tools: $(ZENSICAL) npm-tools
npm-tools: system-deps
	@$(MAKE) --no-print-directory tests/js/node_modules/.installed $(SITE_TOOLS)

## the fast loop: lint, validation, scenarios and every test that needs neither a built site nor a browser
check: $(STAMP)
	$(BIN)/ruff check floorbook hooks macros tests benchmarks scripts build_tools
	$(BIN)/floorbook validate
	$(BIN)/floorbook check > /dev/null
	$(PYTEST) -n $(WORKERS) -m "not site and not browser"

## build the static site into build/site/
build: $(STAMP) $(SITE_TOOLS)
	$(BIN)/mkdocs build --strict

## build the same site with Zensical into build/site-zensical/ (both languages; what differs: docs/architecture.md)
build-zensical: $(ZENSICAL) $(SITE_TOOLS)
	$(BIN)/floorbook zensical

## print benchmark figures (loading, scenario checking, PokerKit differential)
bench: $(STAMP)
	$(BIN)/python benchmarks/bench.py

## print the site's figures: build time vs vanilla Material, bytes per page type, Lighthouse mobile
bench-site: $(ZENSICAL) $(SITE_TOOLS)
	@scripts/system-deps.sh --bench
	$(BIN)/python benchmarks/site_bench.py

validate: $(STAMP)
	$(BIN)/floorbook validate

lint: $(STAMP)
	$(BIN)/ruff check floorbook hooks macros tests benchmarks scripts build_tools

clean:
	rm -rf build $(VENV) .pytest_cache .ruff_cache
