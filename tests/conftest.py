"""Shared test setup: headless Qt, isolated settings and user data."""

from __future__ import annotations

import os

# Before anything imports Qt: no display is needed, and pyqtgraph must bind PySide6.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PYQTGRAPH_QT_LIB"] = "PySide6"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path_factory, monkeypatch):
    """Keep QSettings, autosaves and lesson progress out of the real home folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("SELFATTN_GUI_DATA_DIR", str(home / "data"))
    yield
