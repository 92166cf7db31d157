"""A tooltip-like note by a table cell that says why typed or pasted input was refused.

The bubble is a child label of the table's window rather than a QToolTip: no window
manager can lose it, and it works (and can be checked) on headless platforms too.  It
sits over the window, not inside the table, so a small table (W_q of 3 × 1) can't cut
it off: it is kept inside the window instead.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from selfattn_gui.ui.foundation.plain_text import set_plain

_BUBBLE_MILLISECONDS = 7000
# Widest bubble in pixels before its text wraps.
_WIDEST = 420


class RefusalBubble(QLabel):
    """A note shown next to a cell of ``viewport``, over its window; it hides after seven seconds."""

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self._viewport = viewport
        self.setObjectName("input_refused_bubble")
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "QLabel#input_refused_bubble { background: palette(tooltip-base);"
            " color: palette(tooltip-text); border: 1px solid palette(dark);"
            " border-radius: 3px; padding: 3px 6px; }"
        )
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(_BUBBLE_MILLISECONDS)
        self._timer.timeout.connect(self.dismiss)

    def show_message(self, message: str, cell: QRect) -> None:
        """Show ``message`` (plain text) below ``cell``, or above it when there is no room.

        ``cell`` is in the viewport's coordinates; an invalid one puts the note at the
        viewport's top.  The note stays inside the window whatever the table's size.
        """
        host = self._viewport.window()  # the table may have moved into a window since
        if self.parentWidget() is not host:
            self.setParent(host)
        set_plain(self, message)
        # One line when it fits, wrapped to the window's width when it does not.
        wanted = self.fontMetrics().horizontalAdvance(message) + 20
        self.setFixedWidth(max(80, min(wanted, _WIDEST, host.width() - 8)))
        self.setFixedHeight(self.heightForWidth(self.width()))
        if not cell.isValid():
            cell = QRect(0, 0, self._viewport.width(), 0)
        cell = QRect(self._viewport.mapTo(host, cell.topLeft()), cell.size())
        area = host.rect()
        x = min(max(cell.left(), 2), max(2, area.width() - self.width() - 2))
        y = cell.bottom() + 3
        if y + self.height() > area.height() and cell.top() - self.height() - 3 >= 0:
            y = cell.top() - self.height() - 3  # no room below: show it above the cell
        self.move(x, max(2, min(y, area.height() - self.height() - 2)))
        self.show()
        self.raise_()
        self._timer.start()

    def dismiss(self) -> None:
        self._timer.stop()
        self.hide()
