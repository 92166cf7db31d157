# Every target bootstraps .venv itself, so a fresh clone needs only `make run` or `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_APP := $(VENV)/.installed-app
STAMP_TEST := $(VENV)/.installed-test
STAMP_BENCH := $(VENV)/.installed-bench

.PHONY: run test bench soak lint dist deb clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP_APP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	touch $@ $(STAMP_APP)

$(STAMP_BENCH): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[test,bench]"
	touch $@ $(STAMP_TEST) $(STAMP_APP)

## Open the app on the default example (cat-sat-mat).
run: $(STAMP_APP)
	$(PY) -m selfattn_gui

## Run every test headless (Qt's offscreen platform; no display needed).
test: $(STAMP_TEST)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(PYTEST_ARGS)

## Measure; prints JSON.
bench: $(STAMP_BENCH)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/latency.py

lint: $(STAMP_TEST)
	$(PY) -m ruff check selfattn_gui tests benchmarks

clean:
	rm -rf $(VENV) build dist .pytest_cache
