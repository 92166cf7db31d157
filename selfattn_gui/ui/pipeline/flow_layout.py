"""A layout that places its widgets left to right and wraps to a new row when full.

Each widget keeps the size it asks for (its size hint, never less than its minimum),
except that one wider than a whole row gets the row (down to its minimum: it scrolls
inside, rather than being cut off at the edge), the stages of a row share its height, and the layout's height for a width is the height of the flow
(so a scroll area or a fit knows how tall it gets).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

from selfattn_gui.ui.pipeline.flow import rows_of


class FlowLayout(QLayout):
    """Left to right, then the next row: the reading order of the computation."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(4, 4, 4, 4)

    # -- QLayout's item list ---------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # -- sizes -------------------------------------------------------------------------------
    def gap(self) -> int:
        """Pixels between two stages, across and down."""
        return self._spacing

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt override)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._place(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def item_sizes(self) -> list[QSize]:
        """What each widget on show asks for, in order."""
        return [_wanted(item) for item in self._shown()]

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        self._place(rect, move=True)

    # -- placing -------------------------------------------------------------------------------
    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Put the items in rows inside ``rect`` (or only measure); the height it takes."""
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        items = self._shown()
        sizes = [_wanted(item) for item in items]
        y = inner.y()
        for row in rows_of([(s.width(), s.height()) for s in sizes], inner.width(), self._spacing):
            x = inner.x()
            height = max(sizes[i].height() for i in row)
            for i in row:
                least = items[i].minimumSize().width()
                width = min(sizes[i].width(), max(inner.width(), least))
                if move:
                    items[i].setGeometry(QRect(QPoint(x, y), QSize(width, height)))
                x += width + self._spacing
            y += height + self._spacing
        used = y - inner.y() - (self._spacing if items else 0)
        return used + margins.top() + margins.bottom()


def _wanted(item: QLayoutItem) -> QSize:
    return item.sizeHint().expandedTo(item.minimumSize())
