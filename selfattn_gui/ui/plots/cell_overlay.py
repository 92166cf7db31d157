"""What the heatmap draws over its coloured cells, in one paint pass.

Numbers, the hatch over masked cells, the linked-selection band, the outline of the
selected query row and the cells "Explain this number" is about (the explained one
framed, those it came from tinted) are all painted by this single item, because one
QGraphicsTextItem per cell would make a 256 x 256 matrix crawl.
``plot_style.cells_to_show`` says which cells are coloured at all.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_style import (
    dark_text_wanted,
    fitting_pixel_size,
    mask_hatch_brush,
    numbers_left_to_right,
    pixel_scale,
    scaled_font,
)

# Below this many pixels per cell, text and hatch would be noise: leave them out.
_MIN_TEXT_PIXELS = 6.0
_MIN_HATCH_PIXELS = 5.0
# Cell values start at this fraction of the cell height before fitting the width.
_TEXT_FRACTION_OF_CELL = 0.30

# Numbers stop growing here; bigger cells just get more air around them.
_MAX_TEXT_PIXELS = 20.0

_BAND_FILL = QtGui.QColor(255, 255, 255, 80)
# The amber of the tables' source tint: the explained cell is framed in it, its sources tinted.
_EXPLAINED_FRAME = QtGui.QColor(255, 176, 0)
_SOURCE_FILL = QtGui.QColor(255, 190, 60, 110)

#: A cell, or a whole row or column when one side is None: ``(row, column)``.
Cells = list[tuple[int | None, int | None]]


class CellOverlay(pg.GraphicsObject):
    """Paints cell values, masked hatching, highlight band and row outline.

    Lives in the ViewBox in data coordinates: cell (row, column) is the unit
    square centred on (column, row).
    """

    def __init__(self) -> None:
        super().__init__()
        self._shape: tuple[int, int] = (0, 0)
        self._texts: np.ndarray = np.empty((0, 0), dtype=object)
        self._rgba: np.ndarray = np.empty((0, 0, 4), dtype=np.uint8)
        self._dark_text: np.ndarray = np.empty((0, 0), dtype=bool)
        self._mask_runs: list[tuple[int, int, int]] = []
        self._widest_text = ""
        self._selected_row: int | None = None
        self._highlighted_token: int | None = None
        self._explained: tuple[int, int] | None = None
        self._sources: Cells = []
        self._font_scale = 1.0
        # Lets paint() skip cells outside the part of the view being redrawn.
        self.setFlag(QtWidgets.QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    # -- state -------------------------------------------------------------

    def set_cells(self, texts: np.ndarray | None, rgba: np.ndarray, masked: np.ndarray) -> None:
        """Replace what is drawn.

        Parameters
        ----------
        texts : np.ndarray of object, or None
            Shape (n_rows, n_columns); the string to write, or None for no text.
            None instead of the array: no numbers at all (a big matrix).
        rgba : np.ndarray of uint8
            Shape (n_rows, n_columns, 4); the colour each cell is painted in,
            from which the text colour (black or white) is chosen.
        masked : np.ndarray of bool
            Shape (n_rows, n_columns); True where the cell is hidden by the mask.
        """
        new_shape = (int(masked.shape[0]), int(masked.shape[1]))
        if new_shape != self._shape:
            self.prepareGeometryChange()
            self._shape = new_shape
        self._rgba = rgba
        self._mask_runs = _row_runs(masked)
        if texts is None:  # the text colours are only worked out for numbers to write
            self._texts = np.empty((0, 0), dtype=object)  # (text_at: no number anywhere)
            self._dark_text = np.empty((0, 0), dtype=bool)
            self._widest_text = ""
        else:
            self._texts = texts
            self._dark_text = dark_text_wanted(rgba)
            shown = [text for text in texts.ravel() if text is not None]
            self._widest_text = max(shown, key=len) if shown else ""
        self.update()

    def set_selected_row(self, row: int | None) -> None:
        self._selected_row = row
        self.update()

    def set_highlighted_token(self, token: int | None) -> None:
        self._highlighted_token = token
        self.update()

    def set_explained_cells(self, cell: tuple[int, int] | None, sources: Cells) -> None:
        """Frame the explained ``cell`` and tint ``sources`` (empty: nothing explained here)."""
        self._explained, self._sources = cell, list(sources)
        self.update()

    def set_font_scale(self, scale: float) -> None:
        self._font_scale = scale
        self.update()

    def text_at(self, row: int, column: int) -> str | None:
        """The text written in a cell, or None when the cell shows no number."""
        if self._texts.size == 0:
            return None
        return self._texts[row, column]

    # -- QGraphicsItem -----------------------------------------------------

    def boundingRect(self) -> QtCore.QRectF:  # noqa: N802 (Qt override)
        n_rows, n_columns = self._shape
        return QtCore.QRectF(-0.5, -0.5, n_columns, n_rows)

    def paint(self, painter: QtGui.QPainter, option, widget=None) -> None:
        n_rows, n_columns = self._shape
        if n_rows == 0 or n_columns == 0:
            return
        sx, sy = pixel_scale(painter)
        if sx == 0 or sy == 0:
            return
        rows, columns = self._exposed_cells(option.exposedRect)
        painter.save()
        # From here on one unit is one device pixel; data (x, y) sits at (x*sx, y*sy).
        painter.scale(1.0 / sx, 1.0 / sy)
        cell_w, cell_h = abs(sx), abs(sy)
        if min(cell_w, cell_h) >= _MIN_HATCH_PIXELS:
            self._paint_mask_hatch(painter, sx, sy, rows)
        bands = self._highlight_bands(sx, sy)
        # The band is filled under the numbers (so they stay crisp) and edged over them.
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(_BAND_FILL)
        for band in bands:
            painter.drawRect(band)
        painter.setBrush(_SOURCE_FILL)
        for source in self._source_rects(sx, sy):
            painter.drawRect(source)
        if min(cell_w, cell_h) >= _MIN_TEXT_PIXELS and self._widest_text:
            self._paint_values(painter, sx, sy, rows, columns)
        self._paint_band_edges(painter, bands)
        self._paint_selected_row(painter, sx, sy)
        self._paint_explained(painter, sx, sy)
        painter.restore()

    # -- painting helpers ----------------------------------------------------

    def _exposed_cells(self, exposed: QtCore.QRectF) -> tuple[range, range]:
        n_rows, n_columns = self._shape
        top = max(0, math.floor(exposed.top() + 0.5))
        bottom = min(n_rows, math.ceil(exposed.bottom() + 0.5))
        left = max(0, math.floor(exposed.left() + 0.5))
        right = min(n_columns, math.ceil(exposed.right() + 0.5))
        return range(top, bottom), range(left, right)

    @staticmethod
    def _pixel_rect(sx: float, sy: float, x: float, y: float, w: float, h: float) -> QtCore.QRectF:
        return QtCore.QRectF(x * sx, y * sy, w * sx, h * sy).normalized()

    def _paint_mask_hatch(self, painter: QtGui.QPainter, sx: float, sy: float, rows: range) -> None:
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(mask_hatch_brush())
        for row, first, stop in self._mask_runs:
            if row in rows:
                painter.drawRect(self._pixel_rect(sx, sy, first - 0.5, row - 0.5, stop - first, 1))

    def _paint_values(
        self, painter: QtGui.QPainter, sx: float, sy: float, rows: range, columns: range
    ) -> None:
        cell_w, cell_h = abs(sx), abs(sy)
        font = scaled_font(9.0, 1.0)
        wanted = min(_TEXT_FRACTION_OF_CELL * cell_h, _MAX_TEXT_PIXELS) * self._font_scale
        pixel_size = fitting_pixel_size(font, self._widest_text, cell_w, cell_h, wanted)
        if pixel_size < _MIN_TEXT_PIXELS:
            return
        font.setPixelSize(max(1, round(pixel_size)))
        painter.setFont(font)
        numbers_left_to_right(painter)  # (inside paint's save/restore)
        painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing, True)
        align = QtCore.Qt.AlignmentFlag.AlignCenter
        dark_text = self._dark_text_under_band()
        for dark, colour in ((True, QtGui.QColor(0, 0, 0)), (False, QtGui.QColor(255, 255, 255))):
            painter.setPen(colour)
            for row in rows:
                texts = self._texts[row]
                dark_row = dark_text[row]
                for column in columns:
                    text = texts[column]
                    if text is None or bool(dark_row[column]) != dark:
                        continue
                    box = QtCore.QRectF(
                        column * sx - cell_w / 2, row * sy - cell_h / 2, cell_w, cell_h
                    )
                    painter.drawText(box, align, text)

    def _highlight_bands(self, sx: float, sy: float) -> list[QtCore.QRectF]:
        """Pixel rectangles of the highlighted token's row and column."""
        token = self._highlighted_token
        if token is None:
            return []
        n_rows, n_columns = self._shape
        bands = []
        if 0 <= token < n_rows:
            bands.append(self._pixel_rect(sx, sy, -0.5, token - 0.5, n_columns, 1))
        if 0 <= token < n_columns:
            bands.append(self._pixel_rect(sx, sy, token - 0.5, -0.5, 1, n_rows))
        return bands

    def _dark_text_under_band(self) -> np.ndarray:
        """Black-or-white choice per cell, redone where the band lightens the cell."""
        token = self._highlighted_token
        n_rows, n_columns = self._shape
        if token is None or not (0 <= token < n_rows or 0 <= token < n_columns):
            return self._dark_text
        coverage = np.zeros(self._shape, dtype=int)  # 1 in the band, 2 where row and column cross
        if 0 <= token < n_rows:
            coverage[token, :] += 1
        if 0 <= token < n_columns:
            coverage[:, token] += 1
        keep = (1.0 - _BAND_FILL.alphaF()) ** coverage
        lightened = self._rgba.astype(float)
        lightened[..., :3] = lightened[..., :3] * keep[..., None] + 255.0 * (1.0 - keep[..., None])
        return dark_text_wanted(lightened.round().astype(np.uint8))

    def _paint_band_edges(self, painter: QtGui.QPainter, bands: list[QtCore.QRectF]) -> None:
        # A dashed black-on-white edge stays visible on every colour of every map.
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        for pen in _two_tone_pens(dashed=True, width=1.5):
            painter.setPen(pen)
            for band in bands:
                painter.drawRect(band.adjusted(1, 1, -1, -1))

    def _source_rects(self, sx: float, sy: float) -> list[QtCore.QRectF]:
        """Pixel rectangles of the source cells (a None side spans the whole row or column)."""
        n_rows, n_columns = self._shape
        rects = []
        for row, column in self._sources:
            top, height = (-0.5, n_rows) if row is None else (row - 0.5, 1)
            left, width = (-0.5, n_columns) if column is None else (column - 0.5, 1)
            rects.append(self._pixel_rect(sx, sy, left, top, width, height))
        return rects

    def _paint_explained(self, painter: QtGui.QPainter, sx: float, sy: float) -> None:
        """A thick amber frame on black around the explained cell, inside the cell."""
        if self._explained is None:
            return
        row, column = self._explained
        if not (0 <= row < self._shape[0] and 0 <= column < self._shape[1]):
            return
        frame = self._pixel_rect(sx, sy, column - 0.5, row - 0.5, 1, 1)
        width = 3.0 * min(2.0, max(1.0, self._font_scale))
        inset = min(width, frame.width() / 4, frame.height() / 4)
        frame.adjust(inset, inset, -inset, -inset)
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        for colour, pen_width in ((QtGui.QColor(0, 0, 0), width + 2.0), (_EXPLAINED_FRAME, width)):
            pen = QtGui.QPen(colour, pen_width)
            pen.setJoinStyle(QtCore.Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.drawRect(frame)

    def _paint_selected_row(self, painter: QtGui.QPainter, sx: float, sy: float) -> None:
        row = self._selected_row
        n_rows, n_columns = self._shape
        if row is None or not 0 <= row < n_rows:
            return
        outline = self._pixel_rect(sx, sy, -0.5, row - 0.5, n_columns, 1)
        if outline.height() >= 8:
            # Inset so the whole outline stays inside the view, even on the edge rows.
            # Thicker when zoomed (presentation mode): it must be seen from the back.
            width = 2.5 * min(2.0, max(1.0, self._font_scale))
            inset = 1.0 + width / 2
            outline.adjust(inset, inset, -inset, -inset)
        else:
            # Rows a pixel or two high (big matrices): a crisp 1-pixel frame a little
            # taller than the row, snapped to whole device pixels so it doesn't smear.
            height = max(outline.height(), 4.0) + 2.0
            outline = QtCore.QRectF(
                outline.left(), outline.center().y() - height / 2, outline.width(), height
            )
            outline = _snap_to_device_pixels(painter, outline)
            width = 1.0
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        for pen in _two_tone_pens(dashed=False, width=width):
            painter.setPen(pen)
            painter.drawRect(outline)


def _snap_to_device_pixels(painter: QtGui.QPainter, rect: QtCore.QRectF) -> QtCore.QRectF:
    """Move a rectangle's edges onto pixel centres (the painter must be in pixel units)."""
    dx, dy = painter.transform().dx(), painter.transform().dy()
    left = round(rect.left() + dx) - dx + 0.5
    top = round(rect.top() + dy) - dy + 0.5
    right = round(rect.right() + dx) - dx - 0.5
    bottom = round(rect.bottom() + dy) - dy - 0.5
    return QtCore.QRectF(QtCore.QPointF(left, top), QtCore.QPointF(right, bottom))


def _two_tone_pens(*, dashed: bool, width: float) -> list[QtGui.QPen]:
    """A wide white pen under a narrow black one: readable on light and dark cells."""
    under = QtGui.QPen(QtGui.QColor(255, 255, 255), width + 2.0)
    over = QtGui.QPen(QtGui.QColor(0, 0, 0), width)
    if dashed:
        over.setStyle(QtCore.Qt.PenStyle.DashLine)
    for pen in (under, over):
        pen.setJoinStyle(QtCore.Qt.PenJoinStyle.MiterJoin)
    return [under, over]


def _row_runs(masked: np.ndarray) -> list[tuple[int, int, int]]:
    """Group masked cells into runs along each row: ``(row, first_column, stop_column)``.

    A causal mask over 256 tokens then costs 255 rectangles, not 32 640.
    """
    runs: list[tuple[int, int, int]] = []
    if not masked.any():  # (no mask at all, the usual case: nothing to look for)
        return runs
    padded = np.zeros((masked.shape[0], masked.shape[1] + 2), dtype=np.int8)
    padded[:, 1:-1] = masked
    edges = np.diff(padded, axis=1)
    starts = np.argwhere(edges == 1)
    stops = np.argwhere(edges == -1)
    # argwhere walks row by row, left to right, so starts and stops pair up in order.
    for (row, first), (_, stop) in zip(starts, stops, strict=True):
        runs.append((int(row), int(first), int(stop)))
    return runs
