"""The main window as a learner sees it, for the tests that drive it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.shell.main_window import MainWindow


def _open_window(qtbot, preset: str = "cat-sat-mat") -> MainWindow:
    """Open the window on a preset at 1280 × 800, shown and active (ready for typing)."""
    window = MainWindow(Document(presets.load_preset(preset)))
    window.files.ask_discard = lambda: "discard"  # no modal prompt when the test closes it
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


@pytest.fixture
def open_window():
    """``open_window(qtbot, preset)`` opens another window (e.g. a second run, another preset)."""
    return _open_window


@pytest.fixture
def window(qtbot) -> MainWindow:
    return _open_window(qtbot)
