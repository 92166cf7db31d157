"""Where the app keeps a learner's own files: autosaves and lesson progress.

``$SELFATTN_GUI_DATA_DIR`` wins (tests and portable installs use it); otherwise the
XDG data folder on Linux (``~/.local/share/selfattn-gui``), ``%APPDATA%`` on Windows
and ``~/Library/Application Support`` on macOS.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_FOLDER = "selfattn-gui"


def user_data_dir() -> Path:
    """The app's data folder (not created here)."""
    override = os.environ.get("SELFATTN_GUI_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_FOLDER
