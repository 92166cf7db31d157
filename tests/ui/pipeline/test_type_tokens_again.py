"""Type tokens… opens every time it is asked, not only the first time."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit


@pytest.fixture
def app(qtbot, open_app):
    return open_app(qtbot, "two-layers")  # a preset with a vocabulary


def _open_dialog(qtbot, window) -> QDialog:
    window.findChild(QAction, "action.type_tokens").trigger()
    shown: list[QDialog] = []

    def one_shown() -> bool:
        shown[:] = [d for d in window.findChildren(QDialog, "dialog.type_tokens") if d.isVisible()]
        return len(shown) == 1

    qtbot.waitUntil(one_shown)
    return shown[0]


def _back_to_the_main_loop() -> None:
    """What the app's event loop does between two clicks: delete what asked to be deleted."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def test_type_tokens_opens_three_times_and_each_answer_is_set(qtbot, app):
    window = app.window
    labels = window.document.session.vocabulary.labels
    for count in (2, 3, 4):  # OK three times, each a new sequence
        dialog = _open_dialog(qtbot, window)
        edit = dialog.findChild(QLineEdit, "edit.tokens")
        edit.clear()
        typed = tuple(labels[:count])
        edit.setText(" ".join(typed))
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda d=dialog: not d.isVisible())
        assert window.document.session.tokens == typed
        _back_to_the_main_loop()
    # Cancel, then open again while nothing is left of the cancelled one.
    dialog = _open_dialog(qtbot, window)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    _back_to_the_main_loop()
    _open_dialog(qtbot, window).reject()
