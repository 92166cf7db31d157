"""One row of the sanity checks: rich text that wraps, and remembers how tall it is.

Asking a rich-text ``QLabel`` how tall it would be at some width lays its text out again
at that width, and that repaints it.  When one row's text changes (the column sums
change on nearly every edit) the checks' layout asks every row for its height again, so
the rows that still say the same were laid out and painted anew as well.  This label
keeps its height at each width it was asked about until its text or its font changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

# Events after which a row may wrap differently at the same width.
_SIZE_EVENTS = frozenset(
    {
        QEvent.Type.FontChange,
        QEvent.Type.StyleChange,
        QEvent.Type.ContentsRectChange,
        QEvent.Type.LayoutDirectionChange,
        QEvent.Type.Polish,
    }
)


class CheckRowLabel(QLabel):
    """A word-wrapped rich-text label whose height for a width is measured once per text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heights: dict[int, int] = {}  # width in pixels -> height in pixels

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        self._heights.clear()
        super().setText(text)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def event(self, event: QEvent) -> bool:
        if event.type() in _SIZE_EVENTS:
            self._heights.clear()
        return super().event(event)
