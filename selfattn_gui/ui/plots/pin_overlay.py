"""What the pictures draw while a pin is set: the old numbers and the old bars.

:class:`PinOverlay` writes, under the number of every heatmap cell that changed since
the pin, a smaller line with an arrow (▲ up, ▼ down) and the number at the pin, in
black or white for the cell's colour (the arrow carries the direction, so no colour
has to).  :class:`GhostBars` draws the query chart's bars at the pin as dashed
outlines, black over white, so they read over the bars and on every theme.  Both
only draw what they are given; the panels feed them from ``Pin.compare``.
"""

from __future__ import annotations

import math
from typing import Protocol

import numpy as np
from PySide6 import QtCore, QtGui

from selfattn_gui.ui.plots.bar_labels import BAR_WIDTH
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_style import (
    dark_text_wanted,
    fitting_pixel_size,
    format_value,
    numbers_left_to_right,
    pixel_scale,
    scaled_font,
)

ARROWS = {1: "▲", -1: "▼"}
# The old number takes the lower part of the cell, under the number drawn in its middle.
_LINE_FRACTION_OF_CELL = 0.2
_MAX_PIXELS = 15.0
_MIN_PIXELS = 6.0
_LINE_SHARE = 0.3  # of the cell's height: the band the old number may take, at the bottom


def change_directions(
    new: np.ndarray, old: np.ndarray, shown: np.ndarray, decimals: int
) -> np.ndarray:
    """+1 / -1 / 0 per cell of the (rows, cols) matrices: up, down or the same as written.

    A change the rounding hides counts as none; cells not ``shown`` (masked) as none.
    """
    directions = np.zeros(new.shape, dtype=int)
    for row, column in zip(*np.nonzero(shown & np.isfinite(new) & np.isfinite(old)), strict=True):
        before, now = old[row, column], new[row, column]
        if format_value(now, decimals) != format_value(before, decimals):
            directions[row, column] = 1 if now > before else -1
    return directions


class PinOverlay(pg.GraphicsObject):
    """Writes the number at the pin under each changed cell of a heatmap.

    Lives in the heatmap's ViewBox in data coordinates: cell (row, column) is the
    unit square centred on (column, row).
    """

    def __init__(self, image: pg.ImageItem) -> None:
        super().__init__()
        self._image = image  # the heatmap's cells: their colours choose black or white text
        self._shape: tuple[int, int] = (0, 0)
        self._texts: np.ndarray = np.empty((0, 0), dtype=object)
        self._dark_text: np.ndarray = np.empty((0, 0), dtype=bool)
        self._widest = ""
        self._font_scale = 1.0

    def set_comparison(
        self,
        new: np.ndarray,
        old: np.ndarray | None,
        shown: np.ndarray | None,
        decimals: int | None,
    ) -> None:
        """Show what changed: ``new`` and ``old`` (rows, cols), None ``old`` clears.

        Call it after the heatmap drew ``new``.  ``shown`` (rows, cols) of bool: the cells
        with a number (not masked; None with ``old`` None); ``decimals``: as the cells are
        written (None: the heatmap writes no numbers, so neither does the pin).
        """
        shape = (int(new.shape[0]), int(new.shape[1])) if new.ndim == 2 else (0, 0)
        if shape != self._shape:
            self.prepareGeometryChange()
            self._shape = shape
        if old is None or decimals is None or old.shape != new.shape or shown is None:
            # Nothing to write (the usual case: no pin), so nothing to work out either.
            if self._widest:  # the numbers of a pin just lifted are still on show
                self.update()
            self._texts, self._widest = np.empty((0, 0), dtype=object), ""
            return
        texts = np.full(shape, None, dtype=object)
        directions = change_directions(new, old, shown, decimals)
        for row, column in zip(*np.nonzero(directions), strict=True):
            arrow = ARROWS[int(directions[row, column])]
            texts[row, column] = f"{arrow}{format_value(old[row, column], decimals)}"
        self._texts = texts
        rgba = self._image.image
        has_colours = rgba is not None and rgba.ndim == 3 and rgba.shape[:2] == shape
        self._dark_text = dark_text_wanted(rgba) if has_colours else np.ones(shape, dtype=bool)
        written = [text for text in texts.ravel() if text is not None]
        self._widest = max(written, key=len) if written else ""
        self.update()

    def set_font_scale(self, scale: float) -> None:
        self._font_scale = float(scale)
        self.update()

    def text_at(self, row: int, column: int) -> str | None:
        """The pin's line of a cell ("▲0.25": up since the pin, from 0.25), or None."""
        if not (0 <= row < self._texts.shape[0] and 0 <= column < self._texts.shape[1]):
            return None  # (outside the matrix, or nothing written at all)
        return self._texts[row, column]

    def boundingRect(self) -> QtCore.QRectF:  # noqa: N802 (Qt override)
        # Cell (0, 0) is centred on the origin, so the cells start half a cell before it.
        return QtCore.QRectF(QtCore.QPointF(-0.5, -0.5), QtCore.QSizeF(*self._shape[::-1]))

    def _line_font(self, cell_w: float, cell_h: float) -> QtGui.QFont | None:
        """The old numbers' font for cells ``cell_w`` × ``cell_h`` pixels (None: too small)."""
        font = scaled_font(9.0, 1.0)
        wanted = min(_LINE_FRACTION_OF_CELL * cell_h, _MAX_PIXELS) * self._font_scale
        pixel_size = fitting_pixel_size(font, self._widest, cell_w, _LINE_SHARE * cell_h, wanted)
        if pixel_size < _MIN_PIXELS:
            return None  # too small to read: the tooltip still tells
        font.setPixelSize(max(1, round(pixel_size)))
        return font

    def paint(self, painter: QtGui.QPainter, option, widget=None) -> None:
        scale_x, scale_y = pixel_scale(painter) if self._widest else (0.0, 0.0)
        cell_w, cell_h = abs(scale_x), abs(scale_y)
        font = self._line_font(cell_w, cell_h) if cell_w and cell_h else None
        if font is None:
            return
        painter.save()
        painter.scale(1.0 / scale_x, 1.0 / scale_y)  # one unit is one device pixel from here on
        painter.setFont(font)
        painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing, True)
        numbers_left_to_right(painter)  # "▼ −0.71", in Arabic too
        align = QtCore.Qt.AlignmentFlag.AlignHCenter | QtCore.Qt.AlignmentFlag.AlignBottom
        line_h = _LINE_SHARE * cell_h
        for row, column in zip(*np.nonzero(self._texts != None), strict=True):  # noqa: E711
            dark = bool(self._dark_text[row, column])
            painter.setPen(QtGui.QColor(0, 0, 0) if dark else QtGui.QColor(255, 255, 255))
            # The lower band of the cell, a little above its edge.
            top = row * scale_y + cell_h / 2 - line_h - 0.04 * cell_h
            box = QtCore.QRectF(column * scale_x - cell_w / 2, top, cell_w, line_h)
            painter.drawText(box, align, self._texts[row, column])
        painter.restore()


class GhostBars:
    """The query chart's bars at the pin: dashed outlines, black over a white edge."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self._heights = np.empty(0)
        self._items = [pg.BarGraphItem(x=[0.0], height=[0.0], width=BAR_WIDTH) for _ in range(2)]
        under = QtGui.QPen(QtGui.QColor(255, 255, 255), 4.0)
        over = QtGui.QPen(QtGui.QColor(0, 0, 0), 2.0, QtCore.Qt.PenStyle.DashLine)
        for item, pen in zip(self._items, (under, over), strict=True):
            pen.setCosmetic(True)
            item.setOpts(pen=pen, brush=QtGui.QBrush(QtCore.Qt.BrushStyle.NoBrush))
            item.setZValue(5)  # over the bars, under nothing that matters
            item.hide()
            plot.addItem(item)

    def set_heights(self, heights: np.ndarray | None) -> None:
        """Outline bars of ``heights`` (n_keys,) at the pin; None (or NaN) shows none."""
        heights = np.empty(0) if heights is None else np.asarray(heights, dtype=float)
        keep = np.isfinite(heights)
        self._heights = np.where(keep, heights, np.nan)
        for item in self._items:
            if not keep.any():
                item.hide()
                continue
            item.setOpts(x=np.nonzero(keep)[0].astype(float), height=heights[keep])
            item.show()

    def height_at(self, index: int) -> float | None:
        """The height of the bar at the pin for key ``index``, or None when none is drawn."""
        if not 0 <= index < self._heights.shape[0] or math.isnan(self._heights[index]):
            return None
        return float(self._heights[index])


class _PinnedHeatmap(Protocol):
    """What :func:`show_pin_on_heatmap` needs of a ``MatrixHeatmap``."""

    pin_overlay: PinOverlay

    def cell_text(self, row: int, column: int) -> str | None: ...


def show_pin_on_heatmap(
    heatmap: _PinnedHeatmap,
    new: np.ndarray,
    old: np.ndarray | None,
    visible: np.ndarray | None,
    decimals: int,
) -> None:
    """Feed ``heatmap``'s pin overlay after it drew ``new`` (rows, cols); None ``old`` clears.

    The old numbers are written only where the heatmap writes its own.
    """
    new = np.asarray(new, dtype=float)
    if old is None:  # nothing pinned: nothing to compare, so no cells to look at
        heatmap.pin_overlay.set_comparison(new, None, None, None)
        return
    shown = np.isfinite(new) if visible is None else np.isfinite(new) & np.asarray(visible)
    cells = np.argwhere(shown)
    writes_numbers = cells.size > 0 and heatmap.cell_text(*map(int, cells[0])) is not None
    heatmap.pin_overlay.set_comparison(new, old, shown, decimals if writes_numbers else None)
