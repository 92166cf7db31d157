"""The numbers over a query chart's bars, and "masked" at the base of a masked key.

All of them are written in one paint pass, in device pixels, so the text stays sharp
and keeps its size whatever the chart's scale; a label shrinks, or turns upwards, to
fit a narrow bar, and is left out when it would be too small to read.
"""

from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui

from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_style import (
    DEFAULT_FOREGROUND,
    fitting_pixel_size,
    mask_hatch_brush,
    pixel_scale,
    scaled_font,
)

BAR_WIDTH = 0.7
MASKED_TEXT = QT_TRANSLATE_NOOP("bar_labels", "masked")  # shown with translate()
#: The least top of the chart's 0..1 scale; :func:`label_room` says how much more it needs.
Y_TOP = 1.12
_LABEL_PIXEL_SIZE = 11.0
_MIN_LABEL_PIXELS = 6.0
# Pixels between the top of a bar and its label.
_LABEL_LIFT = 3.0
# Height in pixels of the hatched strip that marks a masked key at the base.
_MASK_MARK_PIXELS = 5.0


def label_room(font_scale: float) -> float:
    """Pixels a label over a full bar needs above 1.0: its line, its lift and a margin."""
    font = scaled_font(9.0, 1.0)
    font.setPixelSize(max(1, round(_LABEL_PIXEL_SIZE * font_scale)))
    return QtGui.QFontMetricsF(font).height() + _LABEL_LIFT + 2.0


class BarLabels(pg.GraphicsObject):
    """Writes every bar's value (or "masked") in a single paint pass."""

    def __init__(self) -> None:
        super().__init__()
        self._weights = np.empty(0)
        self._texts: list[str | None] = []
        self._masked = np.empty(0, dtype=bool)
        self._font_scale = 1.0
        self._color = QtGui.QColor(DEFAULT_FOREGROUND)
        self._top = Y_TOP

    def set_top(self, top: float) -> None:
        """The top of the chart's scale (> 1), as the chart has set its range."""
        if top != self._top:
            self.prepareGeometryChange()
            self._top = top
            self.update()

    def set_bars(self, weights: np.ndarray, texts: list[str | None], masked: np.ndarray) -> None:
        if len(texts) != len(self._texts):
            self.prepareGeometryChange()
        self._weights, self._texts, self._masked = weights, texts, masked
        self.update()

    def set_style(self, color: str, font_scale: float) -> None:
        self._color = QtGui.QColor(color)
        self._font_scale = font_scale
        self.update()

    def text_at(self, index: int) -> str | None:
        return self._texts[index]

    def boundingRect(self) -> QtCore.QRectF:  # noqa: N802 (Qt override)
        return QtCore.QRectF(-0.5, 0.0, max(len(self._texts), 1), self._top)

    def paint(self, painter: QtGui.QPainter, option, widget=None) -> None:
        if not self._texts:
            return
        sx, sy = pixel_scale(painter)
        if sx == 0 or sy == 0:
            return
        painter.save()
        painter.scale(1.0 / sx, 1.0 / sy)  # one unit = one device pixel from here on
        painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing, True)
        slot = abs(sx)
        wanted = _LABEL_PIXEL_SIZE * self._font_scale
        self._paint_values(painter, sx, sy, slot, wanted)
        self._paint_masked(painter, sx, sy, slot, wanted)
        painter.restore()

    def _paint_values(
        self, painter: QtGui.QPainter, sx: float, sy: float, slot: float, wanted: float
    ) -> None:
        shown = [
            text
            for text, hidden in zip(self._texts, self._masked, strict=True)
            if text and not hidden
        ]
        if not shown:
            return
        font = scaled_font(9.0, 1.0)
        widest = max(shown, key=len)
        size = fitting_pixel_size(font, widest, slot, 10 * wanted, wanted)
        upright = size >= _MIN_LABEL_PIXELS
        if not upright:
            # Narrow bars: write the numbers upwards instead, as wide as the bar allows.
            size = fitting_pixel_size(font, widest, 10 * wanted, slot, wanted)
            if size < _MIN_LABEL_PIXELS:
                return
        font.setPixelSize(max(1, round(size)))
        painter.setFont(font)
        metrics = QtGui.QFontMetricsF(font)
        height = metrics.height()
        plot_top = self._top * sy
        for index, (text, hidden) in enumerate(zip(self._texts, self._masked, strict=True)):
            if text is None or hidden:
                continue
            bar_top = QtCore.QPointF(index * sx, float(self._weights[index]) * sy)
            if upright:
                painter.setPen(self._color)
                # The box ends a few pixels above the top of the bar.
                box = QtCore.QRectF(
                    bar_top.x() - slot / 2, bar_top.y() - height - _LABEL_LIFT, slot, height
                )
                painter.drawText(box, QtCore.Qt.AlignmentFlag.AlignCenter, text)
                continue
            length = metrics.horizontalAdvance(text) + 4
            room_above = abs(bar_top.y() - plot_top)
            painter.save()
            painter.setTransform(QtGui.QTransform.fromTranslate(bar_top.x(), bar_top.y()), True)
            painter.rotate(-90)  # text now runs upwards from the top of the bar
            if room_above >= length:
                painter.setPen(self._color)
                box = QtCore.QRectF(3, -slot / 2, length, slot)
            else:  # a tall bar: write inside its top end, white on the bar colour
                painter.setPen(QtGui.QColor(255, 255, 255))
                box = QtCore.QRectF(-length, -slot / 2, length, slot)
            painter.drawText(box, QtCore.Qt.AlignmentFlag.AlignCenter, text)
            painter.restore()

    def _paint_masked(
        self, painter: QtGui.QPainter, sx: float, sy: float, slot: float, wanted: float
    ) -> None:
        """A hatched strip on the base line and "masked" just above it, per masked key.

        The word lies flat when the bar's slot is wide enough, else it reads upwards.
        """
        if not self._masked.any():
            return
        width = BAR_WIDTH * slot
        strip = QtCore.QRectF(-width / 2, -_MASK_MARK_PIXELS, width, _MASK_MARK_PIXELS)
        font = scaled_font(9.0, 1.0)
        masked = translate("bar_labels", MASKED_TEXT)
        flat = fitting_pixel_size(font, masked, slot, 10 * wanted, wanted)
        size = (
            flat
            if flat >= _MIN_LABEL_PIXELS
            else fitting_pixel_size(font, masked, abs(sy) * 0.5, width, wanted)
        )
        font.setPixelSize(max(1, round(size)))
        painter.setFont(font)
        metrics = QtGui.QFontMetricsF(font)
        muted = QtGui.QColor(self._color)  # the theme's text colour, a little softer
        muted.setAlpha(190)
        for index in np.flatnonzero(self._masked):
            painter.save()
            # the base of its slot (a shift of the painter, combined with its transform)
            painter.setTransform(QtGui.QTransform.fromTranslate(index * sx, 0.0), True)
            painter.fillRect(strip, mask_hatch_brush())
            if size >= _MIN_LABEL_PIXELS:
                painter.setPen(muted)
                length = metrics.horizontalAdvance(masked) + 4
                lift = _MASK_MARK_PIXELS + _LABEL_LIFT
                if flat >= _MIN_LABEL_PIXELS:
                    box = QtCore.QRectF(-slot / 2, -lift - metrics.height(), slot, metrics.height())
                else:
                    painter.rotate(-90)  # text runs upwards from the base
                    box = QtCore.QRectF(lift, -slot / 2, length, slot)
                painter.drawText(box, QtCore.Qt.AlignmentFlag.AlignCenter, masked)
            painter.restore()
