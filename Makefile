# Every target bootstraps .venv itself, so a fresh clone needs only `make run` or `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_APP := $(VENV)/.installed-app
STAMP_TEST := $(VENV)/.installed-test
STAMP_BENCH := $(VENV)/.installed-bench
STAMP_PACKAGING := $(VENV)/.installed-packaging

.PHONY: run test test-packaging bench soak lint models dist deb clean translations

# The interface's translations: .ts sources (kept in git) built into .qm files (not kept).
LANGUAGES := es fr pt_BR zh_CN ar
TS_FILES := $(foreach code,$(LANGUAGES),resources/i18n/selfattn_gui_$(code).ts)
# Qt's own words its catalogues lack (the file dialog's "Look in:"), written by hand.
QT_TS_FILES := $(foreach code,$(LANGUAGES),resources/i18n/qt_dialogs_$(code).ts)
QM_FILES := $(patsubst %.ts,%.qm,$(wildcard $(TS_FILES) $(QT_TS_FILES)))

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

$(STAMP_PACKAGING): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[test,packaging]"
	touch $@ $(STAMP_TEST) $(STAMP_APP)

resources/i18n/%.qm: resources/i18n/%.ts | $(STAMP_APP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

## Bring every translation up to date with the English: the interface's .ts files
## (new strings appear unfinished) and the lessons', presets' and glossary's files.
translations: $(STAMP_APP)
	$(PY) -m selfattn_gui.core.translations.interface_catalogues selfattn_gui $(TS_FILES)
	for code in $(LANGUAGES); do $(PY) -m selfattn_gui.core.translations.make_template $$code > /dev/null; done

## Open the app on the default example (cat-sat-mat).
run: $(STAMP_APP) $(QM_FILES)
	$(PY) -m selfattn_gui

## Run every test headless (Qt's offscreen platform; no display needed), except the slow packaging ones,
## in one process per core (each its own Qt application); TEST_WORKERS=0 runs them in this one.
TEST_WORKERS ?= auto
test: $(STAMP_TEST) $(QM_FILES)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -m "not slow" -n $(TEST_WORKERS) $(PYTEST_ARGS)

## Build the bundle and the .deb, install it into a temporary root and start it (minutes).
test-packaging: $(STAMP_PACKAGING) $(QM_FILES)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -m slow -o faulthandler_timeout=900 tests/packaging $(PYTEST_ARGS)

## Measure; prints JSON.
bench: $(STAMP_BENCH)
	@QT_QPA_PLATFORM=offscreen $(PY) benchmarks/latency.py

## The app as one folder, dist/selfattn-gui/ (PyInstaller, about a minute).
dist: $(STAMP_PACKAGING) $(QM_FILES)
	rm -rf dist/selfattn-gui dist/selfattn-gui.app
	QT_API=PySide6 $(PY) -m PyInstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/selfattn_gui.spec

## Debian package dist/selfattn-gui_<version>_<arch>.deb of that folder.
deb: dist
	$(PY) packaging/build_deb.py --bundle dist/selfattn-gui --out dist

## Thousands of random edits on the real window; prints time and memory as JSON.
soak: $(STAMP_BENCH)
	@QT_QPA_PLATFORM=offscreen $(PY) benchmarks/soak.py --steps 10000

## Retrain the shipped models in resources/models/ from their seeds (a few minutes; docs/models.md).
## One BLAS thread: the matrices are too small for more to help, and the cores are shared.
models: $(STAMP_APP)
	OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 $(PY) -m selfattn_gui.core.training.make_models --out resources/models

## ruff on everything, mypy on the package (core, model, ui): both must be clean.
lint: $(STAMP_TEST)
	$(PY) -m ruff check selfattn_gui tests benchmarks packaging
	$(PY) -m mypy

clean:
	rm -rf $(VENV) build dist .pytest_cache
