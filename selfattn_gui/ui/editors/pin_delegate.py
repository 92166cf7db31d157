"""Draws a matrix cell while a pin is set: the number now, and under it what it was.

A cell that can be compared shows its number on the first line; when the number
changed since the pin, a second, smaller line shows an arrow (▲ up, ▼ down) and the
number at the pin, in blue for up and orange for down.  The rows grow to two lines
while the pin lasts (:func:`two_line_row_height`).  Everything else (editing, Enter
and Tab) is the :class:`~selfattn_gui.ui.editors.cell_delegate.CellDelegate`'s.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

from selfattn_gui.ui.editors.cell_delegate import CellDelegate
from selfattn_gui.ui.editors.matrix_table_model import AnyIndex
from selfattn_gui.ui.editors.pin_cells import (
    ARROWS,
    CHANGE_ROLE,
    PINNED_TEXT_ROLE,
    cell_background,
    change_color,
)
from selfattn_gui.ui.foundation.themes import contrast_ratio

#: The second line's size, relative to the number's.
SMALL_FONT_RATIO = 0.8
_MARGIN = 4  # pixels between the text and the cell's sides


def small_font(font: QFont) -> QFont:
    """The font of the second line: ``font`` made smaller."""
    small = QFont(font)
    size = font.pointSizeF()
    if size > 0:
        small.setPointSizeF(max(6.0, size * SMALL_FONT_RATIO))
    else:
        small.setPixelSize(max(8, round(font.pixelSize() * SMALL_FONT_RATIO)))
    return small


def two_line_row_height(font: QFont) -> int:
    """Pixels a row needs for the number and, under it, the smaller number at the pin."""
    return QFontMetrics(font).height() + QFontMetrics(small_font(font)).height() + 6


class PinnedCellDelegate(CellDelegate):
    """A :class:`CellDelegate` that also draws the number at the pin under the number now."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        old_text = index.data(PINNED_TEXT_ROLE)
        if old_text is None:  # not pinned, or this matrix cannot be compared
            super().paint(painter, option, index)
            return
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        new_text, item.text = item.text, ""
        widget = item.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)

        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        group = QPalette.ColorGroup.Normal
        text_colour = item.palette.color(
            group, QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        area = item.rect.adjusted(_MARGIN, 1, -_MARGIN, -1)
        first_height = QFontMetrics(item.font).height() + 2
        first = QRect(area.left(), area.top(), area.width(), first_height)
        second = QRect(area.left(), first.bottom(), area.width(), area.bottom() - first.bottom())
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.save()
        painter.setFont(item.font)
        painter.setPen(text_colour)
        painter.drawText(first, right, new_text)
        direction = int(index.data(CHANGE_ROLE) or 0)
        if direction:
            arrow, number = self._second_line_colours(item, direction, text_colour, selected)
            painter.setFont(small_font(item.font))
            painter.setPen(arrow)
            painter.drawText(
                second,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                ARROWS[direction],
            )
            painter.setPen(number)
            painter.drawText(second, right, str(old_text))
        painter.restore()

    @staticmethod
    def _second_line_colours(
        item: QStyleOptionViewItem, direction: int, text_colour: QColor, selected: bool
    ) -> tuple[QColor, QColor]:
        """(arrow, old number) colours: the change's colour where it reads, else the text's.

        On the selection, or on a row tint too close to it (high contrast's yellow), the
        number takes the text colour (at least 4.5 : 1); the arrow keeps the change's
        colour while it stands out at 3 : 1, as a shape needs to.
        """
        if selected:
            return text_colour, text_colour
        colour = change_color(direction, item.palette)
        brush = item.backgroundBrush
        tint = brush.color() if brush.style() != Qt.BrushStyle.NoBrush else None
        background = cell_background(tint, item.palette.color(QPalette.ColorRole.Base))
        ratio = contrast_ratio(colour, background)
        return (
            colour if ratio >= 3.0 else text_colour,
            colour if ratio >= 4.5 else QColor(text_colour),
        )
