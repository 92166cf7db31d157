"""Shared test setup: headless Qt, isolated settings and user data."""

from __future__ import annotations

import os

# Before anything imports Qt: no display is needed, and pyqtgraph must bind PySide6.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PYQTGRAPH_QT_LIB"] = "PySide6"
# The same fonts on every machine: DejaVu for Latin text (see fonts.conf); the measured
# sizes and contrasts would otherwise depend on which other fonts happen to be installed.
os.environ.setdefault("FONTCONFIG_FILE", os.path.join(os.path.dirname(__file__), "fonts.conf"))

import pytest
from user_folders import isolate_user_folders


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path_factory, monkeypatch):
    """Keep QSettings, autosaves and lesson progress out of the real home folder."""
    isolate_user_folders(tmp_path_factory.mktemp("home"), monkeypatch)
    yield


@pytest.fixture(autouse=True)
def _collect_what_is_due():
    """Once a window is built, Python's collector runs from the GUI thread's timer only
    (``ui/foundation/garbage_collection.py``); a test that never turns the event loop would leave
    its garbage to the next ones, so what is due is collected after each test."""
    yield
    import gc

    if not gc.isenabled():
        from selfattn_gui.ui.foundation.garbage_collection import collect_due

        collect_due()
