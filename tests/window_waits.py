"""Waiting for the window the way a person does: until it has finished arranging itself."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def settle(qtbot, window) -> None:
    """Wait until the pipeline has sized itself to its room and the window's layouts have
    settled around it (the pipeline fits in one go: the rest of the window, such as the
    head tabs taking a second line, still takes its turns of the event loop)."""
    qtbot.waitUntil(lambda: not window.pipeline.fit_pending)
    drain()
    qtbot.waitUntil(lambda: not window.pipeline.fit_pending)


def drain() -> None:
    """Let every posted layout request, repaint and zero-timer run."""
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
