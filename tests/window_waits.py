"""Waiting for the window the way a person does: until it has finished arranging itself."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def settle(qtbot, window) -> None:
    """Wait until the pipeline has sized itself to its room (and the layout pass after)."""
    qtbot.waitUntil(lambda: not window.pipeline.fit_pending)
    QApplication.processEvents()


def drain() -> None:
    """Let every posted layout request, repaint and zero-timer run."""
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
