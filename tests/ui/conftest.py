"""The main window as a learner sees it, for the tests that drive it.

The window is built the way the app builds it (``compose.build_app``); ``app`` holds
it with every feature (``app.teaching``, ``app.lessons``, ``app.exports``, ...) and
``window`` is its main window.  A module that needs another start overrides ``app``.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
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


@pytest.fixture
def app(qtbot) -> App:
    return _open_app(qtbot)


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
