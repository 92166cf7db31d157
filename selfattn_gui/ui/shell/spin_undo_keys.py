"""Ctrl+Z and Ctrl+Y undo the session from a toolbar spin box, unless a number is being typed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox


class UndoKeysReachTheWindow(QObject):
    """Lets Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y undo and redo the session from a spin box.

    A spin box's line edit claims the undo and redo keys for its own text (Qt's line
    control accepts their ShortcutOverride event), so while a toolbar spin box had the
    focus Edit → Undo never fired and the key did nothing.  Unless the learner is part
    way through typing a number (then the keys undo that typing, as in any text field),
    the claim is declined here and the window's Undo and Redo run.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QAbstractSpinBox)
            and (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)
            )
            and not _typing_under_way(watched)
        ):
            event.ignore()  # not the spin box's: the shortcut goes to the window
            return True
        return False


def _typing_under_way(spin: QAbstractSpinBox) -> bool:
    """True while the spin box shows typed text it has not taken as its value yet."""
    if not isinstance(spin, QSpinBox):
        return False
    return spin.cleanText() != spin.textFromValue(spin.value())
