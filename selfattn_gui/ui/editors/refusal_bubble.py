"""A tooltip-like note by a table cell that says why typed or pasted input was refused.

The bubble is a child label of the table's viewport rather than a QToolTip: no window
manager can lose it, and it works (and can be checked) on headless platforms too.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from selfattn_gui.ui.plain_text import set_plain

_BUBBLE_MILLISECONDS = 7000


class RefusalBubble(QLabel):
    """A note shown next to a cell of ``viewport``; it hides itself after seven seconds."""

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

        ``cell`` is in the viewport's coordinates; an invalid one puts the note at the top.
        """
        set_plain(self, message)
        # One line when it fits, wrapped to the table's width when it does not.
        wanted = self.fontMetrics().horizontalAdvance(message) + 20
        self.setFixedWidth(max(80, min(wanted, self._viewport.width() - 8)))
        self.setFixedHeight(self.heightForWidth(self.width()))
        area = self._viewport.rect()
        x = min(max(cell.left(), 2), max(2, area.width() - self.width() - 2))
        y = cell.bottom() + 3 if cell.isValid() else 2
        if y + self.height() > area.height() and cell.top() - self.height() - 3 >= 0:
            y = cell.top() - self.height() - 3  # no room below: show it above the cell
        self.move(x, max(2, y))
        self.show()
        self.raise_()
        self._timer.start()

    def dismiss(self) -> None:
        self._timer.stop()
        self.hide()
