"""The main window as a learner sees it, for the tests that drive it.

The window is built the way the app builds it (``compose.build_app``); ``app`` holds
it with every feature (``app.teaching``, ``app.lessons``, ``app.exports``, ...) and
``window`` is its main window.  A module that needs another start overrides ``app``.

Building a window costs seconds, so a module marked ``pytestmark =
pytest.mark.shared_window`` gets one window for all its tests, put back to how a fresh
one starts before each (``tests/shared_window.py``; ``test_shared_window.py`` checks
that against a fresh window).  A test there that needs a truly fresh window (start-up,
a layout saved by the last run, closing the window) is marked ``fresh_window``.
"""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shared_window import Start, reset_app
from user_folders import isolate_user_folders
from window_waits import settle

from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.shell.compose import App, build_app
from selfattn_gui.ui.shell.main_window import MainWindow


def _open_app(qtbot, preset: str = "cat-sat-mat") -> App:
    """Open the window on a preset at 1280 × 800, shown and active (ready for typing)."""
    app = build_app(Document(presets.load_preset(preset)))
    app.files.ask_discard = lambda: "discard"  # no modal prompt when the test closes it
    window = app.window
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    settle(qtbot, window)
    return app


@pytest.fixture
def open_app():
    """``open_app(qtbot, preset)`` opens another window (e.g. a second run, another preset)."""
    return _open_app


def pytest_collection_modifyitems(items) -> None:
    """``SELFATTN_REVERSE_TESTS=1``: run the tests in reverse order, to show that no test of
    a shared window passes only because of the one before it."""
    if os.environ.get("SELFATTN_REVERSE_TESTS") == "1":
        items.reverse()


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "shared_window: the module's tests share one window, reset before each"
    )
    config.addinivalue_line(
        "markers", "fresh_window: this test builds its own window (in a shared_window module)"
    )


@pytest.fixture
def app(request, qtbot) -> App:
    """The window, fresh; in a ``shared_window`` module the module's, reset (see above)."""
    node = request.node
    if node.get_closest_marker("shared_window") and not node.get_closest_marker("fresh_window"):
        return request.getfixturevalue("shared_app")
    return _open_app(qtbot)


@pytest.fixture(scope="module")
def module_app_start(module_app) -> Start:
    """The module window's replaceable dialogs and readers and its layout as built."""
    return Start.of(module_app)


@pytest.fixture
def shared_app(request, qtbot) -> App:
    """The module's window, put back to how a freshly built one starts
    (``SELFATTN_FRESH_WINDOWS=1``: a fresh window instead, to compare the times)."""
    if os.environ.get("SELFATTN_FRESH_WINDOWS") == "1":
        return _open_app(qtbot)
    app = request.getfixturevalue("module_app")
    reset_app(app, qtbot, request.getfixturevalue("module_app_start"))
    return app


@pytest.fixture(scope="module")
def module_app(qapp, request, tmp_path_factory):
    """One window for a whole module (building one costs seconds): for tests that each
    set up what they read (a lesson opened at a step), in folders of the module's own."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        isolate_user_folders(tmp_path_factory.mktemp("home"), monkeypatch)
        app = _open_app(QtBot(request))
        yield app
        app.window.close()
        app.window.deleteLater()


@pytest.fixture
def window(app) -> MainWindow:
    return app.window


@pytest.fixture
def small_screen_lesson(app, qtbot):
    """``small_screen_lesson(lesson_id, step)``: the window at 1024 × 768 (a small
    projector) with that lesson open at ``step`` (from 0), settled; returns the window."""

    def open_at(lesson_id: str, step: int) -> MainWindow:
        window = app.window
        window.resize(1024, 768)
        settle(qtbot, window)
        app.lessons.open_lessons(lesson_id, step)
        settle(qtbot, window)
        return window

    return open_at
