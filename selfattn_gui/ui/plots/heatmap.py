"""A matrix drawn as coloured cells with token labels: scores, weights, Q, K, V.

The view knows nothing of the document: the main window hands it numbers with
``set_matrix`` and listens to its ``sig_*`` signals. Masked cells are grey and
hatched, never coloured as if they held 0.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from selfattn_gui.ui.foundation.plain_text import escaped, tooltip
from selfattn_gui.ui.plots.cell_overlay import CellOverlay, Cells
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.pin_overlay import PinOverlay
from selfattn_gui.ui.plots.plot_focus import HeatmapFocus
from selfattn_gui.ui.plots.plot_look import FollowsLook, keep_left_to_right
from selfattn_gui.ui.plots.plot_style import (
    BASE_TITLE_POINT_SIZE,
    DEFAULT_BACKGROUND,
    DEFAULT_FOREGROUND,
    DIVERGING_COLORMAP,
    MASK_FILL,
    VEIL_FILL,
    cells_to_show,
    export_sharp_svg,
    format_value,
    get_colormap,
    lay_out_again,
    set_axis_title,
    style_axis,
    symmetric_levels,
    values_to_rgba,
)
from selfattn_gui.ui.plots.token_axis import TokenAxis

__all__ = ["DIVERGING_COLORMAP", "MatrixHeatmap", "symmetric_levels"]

# Numbers are written by default only while the matrix is small enough to read them.
_MAX_SIDE_FOR_VALUES = 16


class MatrixHeatmap(pg.GraphicsLayoutWidget, FollowsLook):
    """An (n_rows, n_columns) matrix as a heatmap with a fixed colour bar.

    Rows are queries (left axis), columns are keys (bottom axis). Mouse pan and
    zoom are off: a teaching view should not drift away from the numbers.
    """

    #: Query row picked: a plain left click on a cell, or on a row's token label.
    sig_row_clicked = QtCore.Signal(int)
    #: Key column picked: a left click on a column's token label (bottom axis).
    sig_column_clicked = QtCore.Signal(int)
    #: Plain left click on cell (row, column); sent together with ``sig_row_clicked``.
    sig_cell_clicked = QtCore.Signal(int, int)
    #: Ctrl + left click on cell (row, column): a request to toggle its mask.
    sig_cell_ctrl_clicked = QtCore.Signal(int, int)
    #: The mouse is over cell (row, column); (-1, -1) once it is over no cell.
    sig_cell_hovered = QtCore.Signal(int, int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent=parent)
        #: Set by the frame scheduler: catches the plot's view up before a reader reads it.
        self.read_latest: Callable[[], None] = lambda: None
        #: Called with (row, column) on hover; its text is shown as a tooltip.
        self.tooltip_provider: Callable[[int, int], str] | None = None
        self._shape: tuple[int, int] = (0, 0)
        self._hovered: tuple[int, int] = (-1, -1)
        self._font_scale = 1.0
        self._foreground = DEFAULT_FOREGROUND
        self._axis_titles = ("key", "query")
        self._title = ""
        # The colour bar's (map name, low, high): set on every edit, it would redraw.
        self._colorbar_key: tuple[str, float, float] | None = None
        self.setBackground(DEFAULT_BACKGROUND)

        self._plot: pg.PlotItem = self.addPlot(
            row=0, col=0, axisItems={"left": TokenAxis("left"), "bottom": TokenAxis("bottom")}
        )
        self._plot.setMenuEnabled(False)
        self._plot.hideButtons()
        self._plot.setMouseEnabled(x=False, y=False)
        self._plot.showAxes(True, showValues=(True, False, False, True))
        view_box = self._plot.getViewBox()
        view_box.invertY(True)  # row 0 (the first query) at the top, as in the lessons
        view_box.setAspectLocked(True)  # square cells
        view_box.setDefaultPadding(0.0)
        view_box.disableAutoRange()

        self._image = pg.ImageItem(axisOrder="row-major")
        # Centre cell (r, c) on the point (c, r) so ticks sit in the middle of cells.
        self._image.setTransform(QtGui.QTransform.fromTranslate(-0.5, -0.5))
        self._plot.addItem(self._image)
        self._overlay = CellOverlay()
        self._plot.addItem(self._overlay, ignoreBounds=True)
        self._pin_overlay = PinOverlay(self._image)  # numbers at the pin (the panels feed it)
        self._plot.addItem(self._pin_overlay, ignoreBounds=True)
        # Keys take a click's path: Enter explains the focused cell, Space selects its row.
        self.focus = HeatmapFocus(
            self,
            self._plot,
            self.matrix_shape,
            on_enter=self.sig_cell_clicked.emit,
            on_space=lambda row, _column: self.sig_row_clicked.emit(row),
            on_ctrl_space=self.sig_cell_ctrl_clicked.emit,
        )

        self._colorbar = pg.ColorBarItem(
            values=(0.0, 1.0),
            colorMap=get_colormap("viridis"),
            width=14,
            interactive=False,
            colorMapMenu=False,
        )
        # The bar's axis has no label, so no unit prefix to find; looking for one on every
        # new range (the scores' change with each edit) would re-lay out the whole plot.
        self._colorbar.axis.enableAutoSIPrefix(False)
        self.addItem(self._colorbar, row=0, col=1)
        self.colorbar_shown = True
        self.ci.layout.setColumnSpacing(0, 4)
        self.ci.layout.setContentsMargins(3, 3, 3, 3)  # (pyqtgraph's 9 squeeze small maps)

        self.scene().sigMouseClicked.connect(self._on_scene_clicked)
        self._apply_text_style()
        keep_left_to_right(self)  # (in Arabic too: the axes keep the formulas' order)

    # -- public API --------------------------------------------------------

    def set_matrix(
        self,
        values: np.ndarray,
        *,
        row_labels: Sequence[str],
        column_labels: Sequence[str],
        visible: np.ndarray | None,
        levels: tuple[float, float],
        colormap: str,
        show_values: bool | None = None,
        decimals: int = 2,
        veiled: bool = False,
    ) -> None:
        """Show a matrix (``veiled``: every shown cell grey with a "?", no colour, no number).

        Parameters
        ----------
        values : np.ndarray
            Shape (n_rows, n_columns), e.g. weights (n_queries, n_keys).
            Non-finite entries (a masked score of -inf) are drawn as masked.
        row_labels, column_labels : sequence of str
            Tokens for the rows (n_rows) and the columns (n_columns).
        visible : np.ndarray of bool, optional
            Shape (n_rows, n_columns); False cells are drawn grey, with no number.
        levels : tuple of float
            ``(low, high)`` of the colour scale; use ``symmetric_levels`` for a diverging map.
        colormap : str
            A pyqtgraph map name ("viridis", "cividis") or ``DIVERGING_COLORMAP``.
        show_values : bool, optional
            Write the numbers in the cells; by default only when both sides are at most 16.
        decimals : int
            Digits after the point in the cell numbers.
        """
        values = np.asarray(values, dtype=float)
        shown = cells_to_show(values, row_labels, column_labels, visible)
        n_rows, n_columns = values.shape
        if show_values is None:
            show_values = n_rows <= _MAX_SIDE_FOR_VALUES and n_columns <= _MAX_SIDE_FOR_VALUES
        cmap = get_colormap(colormap)
        if veiled:  # a lesson's open question: what would answer it is not drawn (NaN: "?")
            values = np.full(values.shape, np.nan)
        self._draw_cells(values, shown, levels, cmap, decimals if show_values else None)
        self._show_colorbar(colormap, cmap, levels)
        self._set_tick_labels(row_labels, column_labels)
        if (n_rows, n_columns) != self._shape:
            self._shape = (n_rows, n_columns)
            self._plot.getViewBox().setRange(
                xRange=(-0.5, n_columns - 0.5), yRange=(-0.5, n_rows - 0.5), padding=0.0
            )
        self.focus.set_matrix(values, shown, row_labels, column_labels, decimals)

    def _draw_cells(
        self,
        values: np.ndarray,
        shown: np.ndarray,
        levels: tuple[float, float],
        cmap: pg.ColorMap,
        decimals: int | None,
    ) -> None:
        """Colour the (n_rows, n_columns) cells and write their numbers (None: no numbers).

        ``shown`` (n_rows, n_columns) of bool: the cells that are neither masked nor hidden.
        """
        masked = ~shown
        rgba = values_to_rgba(values, levels, cmap)
        rgba[masked] = MASK_FILL.getRgb()  # masked cells are grey, never the colour of 0
        rgba[shown & np.isnan(values)] = VEIL_FILL.getRgb()
        self._image.setImage(rgba, autoLevels=False)
        texts = None  # (a big matrix writes no numbers: then none are made)
        if decimals is not None:
            texts = np.full(values.shape, None, dtype=object)
            for row, column in zip(*np.nonzero(shown), strict=True):
                texts[row, column] = format_value(values[row, column], decimals)
        self._overlay.set_cells(texts, rgba, masked)

    def _show_colorbar(self, colormap: str, cmap: pg.ColorMap, levels: tuple[float, float]) -> None:
        """Point the colour bar at ``levels`` in ``colormap``, only when either changed."""
        colorbar_key = (colormap, float(levels[0]), float(levels[1]))
        if colorbar_key != self._colorbar_key:
            if self._colorbar_key is None or colormap != self._colorbar_key[0]:
                self._colorbar.setColorMap(cmap)
            self._colorbar.setLevels(values=colorbar_key[1:])
            self._colorbar_key = colorbar_key

    def set_colorbar_shown(self, shown: bool) -> None:
        """Show the colour key beside the cells, or leave it out (the cells print numbers)."""
        if shown != self.colorbar_shown:
            self.colorbar_shown = shown
            if shown:
                self.addItem(self._colorbar, row=0, col=1)
            else:
                self.ci.removeItem(self._colorbar)

    def set_axis_titles(self, bottom: str, left: str) -> None:
        """Name the axes, e.g. ``set_axis_titles("key", "query")``."""
        self._axis_titles = (bottom, left)
        self._apply_text_style()

    def set_title(self, title: str | None) -> None:
        """Text above the matrix, e.g. "head 2" (None or "" removes it)."""
        if (title or "") == self._title:
            return  # restyling every axis on each edit would throw away their cached drawing
        self._title = title or ""
        self._apply_text_style()

    def set_selected_row(self, row: int | None) -> None:
        """Outline the selected query row (None removes the outline)."""
        self._overlay.set_selected_row(row)
        self.focus.follow_row(row)

    def set_highlighted_token(self, token: int | None) -> None:
        """Light up the row and the column of one token (None clears)."""
        self._overlay.set_highlighted_token(token)

    def set_explained_cells(self, cell: tuple[int, int] | None, sources: Cells) -> None:
        """Frame the explained (row, column) and tint ``sources`` ((row | None, column | None))."""
        self._overlay.set_explained_cells(cell, sources)

    def set_font_scale(self, scale: float) -> None:
        """Enlarge (>1) or shrink tick labels, titles and cell numbers."""
        self._font_scale = float(scale)
        self._overlay.set_font_scale(self._font_scale)
        self._pin_overlay.set_font_scale(self._font_scale)
        self._apply_text_style()

    def set_theme_colors(self, background: str, foreground: str) -> None:
        """Colour of the area around the cells and of axis text and lines."""
        self._foreground = foreground
        self.setBackground(background)
        self._apply_text_style()

    @property
    def pin_overlay(self) -> PinOverlay:
        """The numbers at the pin written in the cells, as of the latest numbers."""
        self.read_latest()
        return self._pin_overlay

    def cell_text(self, row: int, column: int) -> str | None:
        """The number written in a cell, or None (masked, or values not shown)."""
        self.read_latest()
        return self._overlay.text_at(row, column)

    def matrix_shape(self) -> tuple[int, int]:
        """(n_rows, n_columns) of the matrix on show."""
        self.read_latest()
        return self._shape

    def view_box(self) -> pg.ViewBox:
        """The ViewBox holding the cells; cell (r, c) is centred on (c, r)."""
        return self._plot.getViewBox()

    def export_png(self, path: str | Path, width: int | None = None) -> None:
        """Save the heatmap with its axes and colour bar as a PNG."""
        from pyqtgraph import exporters

        self.read_latest()
        exporter = exporters.ImageExporter(self.ci)
        if width is not None:
            exporter.parameters()["width"] = int(width)
        exporter.export(str(path))

    def export_svg(self, path: str | Path) -> None:
        """Save the heatmap with its axes and colour bar as an SVG."""
        self.read_latest()
        export_sharp_svg(self, self._image, path)

    # -- Qt events -----------------------------------------------------------

    def mousePressEvent(self, ev: QtGui.QMouseEvent) -> None:  # noqa: N802 (Qt override)
        super().mousePressEvent(ev)
        ev.accept()  # clicks on the heatmap are ours; don't pass them on to parent widgets

    def mouseReleaseEvent(self, ev: QtGui.QMouseEvent) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(ev)
        ev.accept()

    def mouseMoveEvent(self, ev: QtGui.QMouseEvent) -> None:  # noqa: N802 (Qt override)
        super().mouseMoveEvent(ev)
        scene_pos = self.mapToScene(ev.position().toPoint())
        cell = self._cell_at(scene_pos)
        self._set_hovered(cell if cell is not None else (-1, -1), ev.globalPosition().toPoint())

    def leaveEvent(self, ev: QtCore.QEvent) -> None:  # noqa: N802 (Qt override)
        super().leaveEvent(ev)
        self._set_hovered((-1, -1), None)

    # -- internals -------------------------------------------------------------

    def _cell_at(self, scene_pos: QtCore.QPointF) -> tuple[int, int] | None:
        """The (row, column) under a scene point, or None outside the cells."""
        view_box = self._plot.getViewBox()
        if not view_box.sceneBoundingRect().contains(scene_pos):
            return None
        point = view_box.mapSceneToView(scene_pos)
        row, column = math.floor(point.y() + 0.5), math.floor(point.x() + 0.5)
        n_rows, n_columns = self._shape
        if 0 <= row < n_rows and 0 <= column < n_columns:
            return (row, column)
        return None

    def _set_hovered(self, cell: tuple[int, int], global_pos: QtCore.QPoint | None) -> None:
        if cell == self._hovered:
            return
        self._hovered = cell
        self.sig_cell_hovered.emit(*cell)
        if cell == (-1, -1) or self.tooltip_provider is None:
            QtWidgets.QToolTip.hideText()
            return
        text = self.tooltip_provider(*cell)
        if global_pos is not None and text:
            # The text quotes token labels: shown literally, never as rich text.
            QtWidgets.QToolTip.showText(global_pos, tooltip(text), self.viewport())

    def _on_scene_clicked(self, ev) -> None:  # pyqtgraph MouseClickEvent
        if ev.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        scene_pos = ev.scenePos()
        cell = self._cell_at(scene_pos)
        if cell is not None:
            self.focus.keys.move_to(*cell)
            if ev.modifiers() & QtCore.Qt.KeyboardModifier.ControlModifier:
                self.sig_cell_ctrl_clicked.emit(*cell)
            else:
                self.sig_row_clicked.emit(cell[0])  # a cell belongs to its query row
                self.sig_cell_clicked.emit(*cell)
            return
        # A click on a token label picks that query row (left) or key column (bottom).
        index = self._axis_label_at(scene_pos)
        if index is not None:
            side, position = index
            (self.sig_row_clicked if side == "left" else self.sig_column_clicked).emit(position)

    def _axis_label_at(self, scene_pos: QtCore.QPointF) -> tuple[str, int] | None:
        point = self._plot.getViewBox().mapSceneToView(scene_pos)
        n_rows, n_columns = self._shape
        left = self._plot.getAxis("left")
        if left.sceneBoundingRect().contains(scene_pos):
            row = math.floor(point.y() + 0.5)
            return ("left", row) if 0 <= row < n_rows else None
        bottom = self._plot.getAxis("bottom")
        if bottom.sceneBoundingRect().contains(scene_pos):
            column = math.floor(point.x() + 0.5)
            return ("bottom", column) if 0 <= column < n_columns else None
        return None

    def _set_tick_labels(self, row_labels: Sequence[str], column_labels: Sequence[str]) -> None:
        self._plot.getAxis("left").set_tokens(row_labels)
        self._plot.getAxis("bottom").set_tokens(column_labels)
        # The top and right axes only close the frame: no ticks to clutter it.
        if self._plot.getAxis("top")._tickLevels != []:  # pyqtgraph keeps it
            self._plot.getAxis("top").setTicks([])
            self._plot.getAxis("right").setTicks([])

    def _apply_text_style(self) -> None:
        for side in ("left", "right", "top", "bottom"):
            style_axis(self._plot.getAxis(side), self._foreground, self._font_scale)
        for side, text in zip(("bottom", "left"), self._axis_titles, strict=True):
            set_axis_title(self._plot.getAxis(side), text, self._foreground, self._font_scale)
        if self._title:
            size = f"{BASE_TITLE_POINT_SIZE * self._font_scale:.1f}pt"
            self._plot.setTitle(escaped(self._title), color=self._foreground, size=size)
        else:
            self._plot.setTitle(None)
        for side in ("left", "right", "top", "bottom"):
            style_axis(self._colorbar.getAxis(side), self._foreground, self._font_scale)
        self._colorbar.getAxis("right").setWidth(int(45 * self._font_scale))
        self._plot.getAxis("left").fit_to_tokens()
        lay_out_again(self._colorbar.getAxis("right"), self._colorbar, self._plot)
