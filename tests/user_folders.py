"""Settings, autosaves and lesson progress kept in a folder of the test's own."""

from __future__ import annotations

from pathlib import Path

import pytest


def isolate_user_folders(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point HOME, the XDG folders, the app's data folder and QSettings at ``home``."""
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("SELFATTN_GUI_DATA_DIR", str(home / "data"))
    # QSettings caches its folder on first use, so a changed XDG_CONFIG_HOME alone would
    # let one test's saved window layout leak into the next: point it at this folder.
    from PySide6.QtCore import QSettings

    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, str(home / ".config"))
