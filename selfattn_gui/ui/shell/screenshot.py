"""``--screenshot``: let the window settle, grab it and save it as a PNG."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

#: How long a screenshot lets the window settle, at least and at most (seconds).
SCREENSHOT_SETTLE_S, SCREENSHOT_LONGEST_S = 0.4, 5.0


def settle_and_save(window: QWidget, path: Path) -> int:
    """Let the window settle, grab it and save it; 0 on success, 2 with a message otherwise."""
    # Layouts, the pipeline's fit to its room and pyqtgraph's ranges settle over a few
    # posted events, and on a real screen the window manager's resizes come in late: wait
    # a little, and on a loaded machine longer, until the fit says it is done.
    pipeline = window.findChild(QWidget, "pipeline")
    start = time.monotonic()
    while True:
        QApplication.processEvents()
        waited = time.monotonic() - start
        fitting = bool(getattr(pipeline, "fit_pending", False))
        if waited >= SCREENSHOT_SETTLE_S and (not fitting or waited >= SCREENSHOT_LONGEST_S):
            break
        time.sleep(0.01)
    image = window.grab()
    if not image.save(str(path)):
        print(f"selfattn-gui: error: could not write the screenshot to {path}", file=sys.stderr)
        return 2
    print(f"screenshot: {path} ({image.width()}×{image.height()})")
    return 0
