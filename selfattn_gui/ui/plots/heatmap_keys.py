"""The keyboard on a plot of cells: a focused cell the arrow keys move, Enter and Space.

A heatmap (or the query chart, one row of bars) takes the focus with Tab or a click
and shows its focused cell with a dotted frame while it has the focus from the keyboard
(after a click, from the first key pressed).  The arrow keys
(and Home / End, Page Up / Page Down) move that cell; Enter explains it, as a click
does; Space selects its query; Ctrl+Space hides or shows it, as Ctrl+click does.
The plot's accessible description reads the focused row in words (``heatmap_access``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QWidget

from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_style import pixel_scale

#: the property a plot that takes these keys carries (the walkthrough leaves them to it)
TAKES_CELL_KEYS = "takes_cell_keys"
#: the keys such a plot keeps for itself, also while a walkthrough or presentation runs
CELL_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Space,
)
_MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_FOCUS_EVENTS = (QEvent.Type.FocusIn, QEvent.Type.FocusOut)
_BY_KEYBOARD = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)


def takes_cell_key(widget: QWidget | None, key: int) -> bool:
    """Whether ``widget`` is a plot that moves its focused cell with ``key`` (or acts on it)."""
    return widget is not None and bool(widget.property(TAKES_CELL_KEYS)) and key in CELL_KEYS


class CellKeys(QObject):
    """The focused (row, column) of ``widget``, moved by the keys; Enter and Space act on it.

    ``shape()`` gives (n_rows, n_columns) now; ``on_enter``, ``on_space`` and
    ``on_ctrl_space`` get the focused (row, column); ``on_changed`` is called whenever
    the cell moves or the focus comes or goes (redraw the marker, say the row).
    """

    def __init__(
        self,
        widget: QWidget,
        shape: Callable[[], tuple[int, int]],
        *,
        on_enter: Callable[[int, int], object],
        on_space: Callable[[int, int], object],
        on_changed: Callable[[], object],
        on_ctrl_space: Callable[[int, int], object] | None = None,
    ) -> None:
        super().__init__(widget)
        self._widget = widget
        self._shape = shape
        self._on_enter, self._on_space, self._on_ctrl_space = on_enter, on_space, on_ctrl_space
        self._on_changed = on_changed
        self.cell = (0, 0)
        self._by_keyboard = False  # the marker shows for the keyboard, not after a click
        widget.setProperty(TAKES_CELL_KEYS, True)
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(self)

    @property
    def shows_focus(self) -> bool:
        """True while the marker is drawn: the plot has the focus, and it came by the
        keyboard (Tab, Shift+Tab) or a key was pressed since (a click alone shows none)."""
        return self._widget.hasFocus() and self._by_keyboard

    def move_to(self, row: int, column: int) -> None:
        """Put the focused cell on (row, column), kept inside the matrix."""
        n_rows, n_columns = self._shape()
        cell = (max(0, min(row, n_rows - 1)), max(0, min(column, n_columns - 1)))
        if cell != self.cell:
            self.cell = cell
            self._on_changed()

    def keep_inside(self) -> None:
        """After a new matrix: the focused cell moves in if the matrix shrank."""
        self.move_to(*self.cell)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is not self._widget:
            return False
        if isinstance(event, QFocusEvent) and event.type() in _FOCUS_EVENTS:
            self._by_keyboard = event.gotFocus() and event.reason() in _BY_KEYBOARD
            self._on_changed()
        elif event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            handled = self._on_key(event)
            if handled and not self._by_keyboard:
                self._by_keyboard = True
                self._on_changed()
            return handled
        return False

    def _on_key(self, event: QKeyEvent) -> bool:
        """Act on a key meant for the cells; False leaves it to the plot (Tab, shortcuts)."""
        key, modifiers = event.key(), event.modifiers()
        n_rows, n_columns = self._shape()
        if n_rows == 0 or n_columns == 0:
            return False
        row, column = self.cell
        plain = modifiers & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
        ctrl = modifiers & ~Qt.KeyboardModifier.KeypadModifier == (
            Qt.KeyboardModifier.ControlModifier
        )
        if key in _MOVES and plain:
            row_step, column_step = _MOVES[Qt.Key(key)]
            self.move_to(row + row_step, column + column_step)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and plain:
            self.move_to(row, 0 if key == Qt.Key.Key_Home else n_columns - 1)
        elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown) and plain:
            self.move_to(0 if key == Qt.Key.Key_PageUp else n_rows - 1, column)
        elif key in _ENTER and plain:
            self._on_enter(row, column)
        elif key == Qt.Key.Key_Space and plain:
            self._on_space(row, column)
        elif key == Qt.Key.Key_Space and ctrl and self._on_ctrl_space is not None:
            self._on_ctrl_space(row, column)
        else:
            return False
        return True


class FocusMarker(pg.GraphicsObject):
    """A dotted black-on-white frame just inside a rectangle of the plot (data units).

    Unlike the solid outline of the selected row and the amber frame of the explained
    cell, it is dotted, the way a focused control is marked.
    """

    #: frame width in pixels (the white under it is 2 pixels wider)
    WIDTH = 3.0

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(30)  # over the numbers and the other frames
        self.hide()

    def set_rect(self, rect: QRectF | None) -> None:
        """Frame ``rect`` (None hides the marker)."""
        if rect is None:
            self.hide()
            return
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        sx, sy = pixel_scale(painter)
        if sx == 0 or sy == 0 or self._rect.isEmpty():
            return
        painter.save()
        painter.scale(1.0 / sx, 1.0 / sy)  # one unit is one pixel from here on
        frame = QRectF(
            self._rect.left() * sx,
            self._rect.top() * sy,
            self._rect.width() * sx,
            self._rect.height() * sy,
        ).normalized()
        inset = min(self.WIDTH + 1.0, frame.width() / 4, frame.height() / 4)
        frame.adjust(inset, inset, -inset, -inset)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width, style in (
            (QColor(255, 255, 255), self.WIDTH + 2.0, Qt.PenStyle.SolidLine),
            (QColor(0, 0, 0), self.WIDTH, Qt.PenStyle.DotLine),
        ):
            pen = QPen(colour, width, style)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.drawRect(frame)
        painter.restore()
