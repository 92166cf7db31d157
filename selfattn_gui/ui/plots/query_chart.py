"""One query's row of attention weights as bars: how much it looks at each key.

Like the heatmap, the chart only shows numbers it is given; the main window
feeds it with ``set_weights`` and listens to ``sig_bar_clicked``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.plain_text import escaped
from selfattn_gui.ui.plots.bar_labels import BAR_WIDTH, MASKED_TEXT, Y_TOP, BarLabels, label_room
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_focus import ChartFocus
from selfattn_gui.ui.plots.plot_look import FollowsLook, keep_left_to_right
from selfattn_gui.ui.plots.plot_style import (
    BASE_TITLE_POINT_SIZE,
    DEFAULT_BACKGROUND,
    DEFAULT_FOREGROUND,
    export_scene_svg,
    format_value,
    scaled_font,
    set_axis_title,
    style_axis,
)
from selfattn_gui.ui.plots.token_axis import TokenAxis

__all__ = ["QueryChart"]

BAR_COLOR = QtGui.QColor("#4477aa")
#: Text is written over the bars only up to this many keys.
MAX_KEYS_WITH_LABELS = 32
_HIGHLIGHT_FILL = QtGui.QColor(255, 176, 0, 70)


def _masked_keys(
    weights: np.ndarray, key_labels: Sequence[str], visible: np.ndarray | None
) -> np.ndarray:
    """The (n_keys,) bool mask of keys drawn as masked: not finite, or not visible.

    Raises ValueError, naming the shapes, when ``weights`` is not 1-D or the labels or
    ``visible`` do not match it.
    """
    if weights.ndim != 1:
        raise ValueError(f"weights must be 1-D (n_keys,), got shape {weights.shape}")
    n_keys = weights.shape[0]
    if len(key_labels) != n_keys:
        raise ValueError(f"{len(key_labels)} key labels for {n_keys} weights")
    masked = ~np.isfinite(weights)
    if visible is not None:
        visible = np.asarray(visible, dtype=bool)
        if visible.shape != weights.shape:
            raise ValueError(f"visible has shape {visible.shape}, expected {weights.shape}")
        masked |= ~visible
    return masked


class QueryChart(pg.PlotWidget, FollowsLook):
    """Bars of one query's attention weights over the keys, on a fixed 0..1 scale."""

    #: Key picked: a click on its bar (or column), or Space on the focused bar.
    sig_bar_clicked = QtCore.Signal(int)
    #: Enter on the focused bar: explain the weight of that key.
    sig_bar_explained = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(
            parent=parent, background=DEFAULT_BACKGROUND, axisItems={"bottom": TokenAxis("bottom")}
        )
        #: Set by the frame scheduler: catches the plot's view up before a reader reads it.
        self.read_latest: Callable[[], None] = lambda: None
        self._n_keys = 0
        self._font_scale = 1.0
        self._foreground = DEFAULT_FOREGROUND
        self._title = ""
        self._title_shown = ""
        self._title_points = 0.0
        self._highlighted: int | None = None
        self._y_top = Y_TOP  # the top of the 0..1 scale, with room for a label over 1.0

        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(x=False, y=False)  # a teaching view should not drift
        plot.getViewBox().disableAutoRange()
        plot.getAxis("left").setTicks(
            [[(0.0, "0"), (0.25, "0.25"), (0.5, "0.5"), (0.75, "0.75"), (1.0, "1")]]
        )

        self._band = QtWidgets.QGraphicsRectItem()
        self._band.setPen(QtGui.QPen(QtCore.Qt.PenStyle.NoPen))
        self._band.setBrush(_HIGHLIGHT_FILL)
        self._band.setZValue(-10)  # behind the bars
        self._band.hide()
        plot.addItem(self._band, ignoreBounds=True)

        self._bars = pg.BarGraphItem(x=[0.0], height=[0.0], width=BAR_WIDTH, brush=BAR_COLOR)
        self._bars.hide()
        plot.addItem(self._bars)
        # Masked keys get no bar at all, only a "masked" mark at the base (BarLabels).
        self._labels = BarLabels()
        plot.addItem(self._labels, ignoreBounds=True)
        self.focus = ChartFocus(  # Enter explains the focused bar's weight; Space, as a click
            self,
            plot,
            self.key_count,
            lambda: self._y_top,
            on_enter=lambda _row, key: self.sig_bar_explained.emit(key),
            on_space=lambda _row, key: self.sig_bar_clicked.emit(key),
        )
        plot.getViewBox().sigResized.connect(self._set_ranges)

        self.scene().sigMouseClicked.connect(self._on_scene_clicked)
        self._apply_text_style()
        keep_left_to_right(self)  # (in Arabic too: the axes keep the formulas' order)

    # -- public API ------------------------------------------------------------

    def set_weights(
        self,
        weights: np.ndarray,
        *,
        key_labels: Sequence[str],
        visible: np.ndarray | None,
        query_label: str,
        decimals: int = 2,
        veiled: bool = False,
    ) -> None:
        """Show one query's weights (``veiled``: no bars, "?" over each key).

        Parameters
        ----------
        weights : np.ndarray
            Shape (n_keys,): one row of the attention weights.
        key_labels : sequence of str
            The n_keys key tokens, used as x tick labels.
        visible : np.ndarray of bool, optional
            Shape (n_keys,); False keys get no bar, only a "masked" mark at the base.
        query_label : str
            The query token, named in the title.
        decimals : int
            Digits after the point in the labels over the bars.
        """
        weights = np.asarray(weights, dtype=float)
        masked = _masked_keys(weights, key_labels, visible)
        if veiled:  # a lesson's open question: no bar would keep its answer (NaN reads "?")
            weights = np.full(weights.shape, np.nan)
        n_keys = weights.shape[0]
        self._draw_bars(weights, masked, decimals)
        self.getPlotItem().getAxis("bottom").set_tokens(key_labels)
        self._title = translate("query_chart", 'weights of "{token}"').format(
            token=query_label
        )  # short: the chart is often narrow
        if n_keys != self._n_keys:
            self._n_keys = n_keys
            self._set_ranges()
        # Only the title may change here; colours and zoom restyle in their own setters.
        # Restyling the axes on every edit would throw away their cached drawing.
        self._set_title()
        self.set_highlighted_token(self._highlighted)
        self.focus.set_weights(weights, ~masked, key_labels, query_label, decimals)

    def _draw_bars(self, weights: np.ndarray, masked: np.ndarray, decimals: int) -> None:
        """Bars of ``weights`` (n_keys,) where not ``masked``, and the labels over them
        (a NaN weight, veiled, gets no bar and a "?").

        A masked key has no weight to draw: a full-height ghost bar read as "1". It gets
        the "masked" mark at its base instead, unlike a visible weight of 0.00.
        """
        heights = np.where(masked, 0.0, np.nan_to_num(weights))
        n_keys = heights.shape[0]
        positions = np.arange(n_keys, dtype=float)
        shown = ~masked
        self._update_bars(self._bars, positions[shown], heights[shown])
        texts: list[str | None] = [None] * n_keys
        if n_keys <= MAX_KEYS_WITH_LABELS:
            texts = [
                translate("bar_labels", MASKED_TEXT) if hidden else format_value(value, decimals)
                for value, hidden in zip(weights, masked, strict=True)
            ]
        self._labels.set_bars(heights, texts, masked)

    def set_highlighted_token(self, token: int | None) -> None:
        """Shade the bar of one key token (None clears)."""
        self._highlighted = token
        if token is None or not 0 <= token < self._n_keys:
            self._band.hide()
            return
        self._band.setRect(QtCore.QRectF(token - 0.5, 0.0, 1.0, self._y_top))
        self._band.show()

    def set_font_scale(self, scale: float) -> None:
        """Enlarge (>1) or shrink the title, tick labels and bar labels."""
        self._font_scale = float(scale)
        self._apply_text_style()

    def set_theme_colors(self, background: str, foreground: str) -> None:
        """Colour of the plot background and of text and axis lines."""
        self._foreground = foreground
        self.setBackground(background)
        self._apply_text_style()

    def bar_text(self, index: int) -> str | None:
        """The text written over bar ``index`` (a number or "masked"), or None."""
        self.read_latest()
        return self._labels.text_at(index)

    def key_count(self) -> int:
        """Number of keys (bars) on show."""
        self.read_latest()
        return self._n_keys

    def export_png(self, path: str | Path, width: int | None = None) -> None:
        """Save the chart with its axes and title as a PNG (``width`` in pixels)."""
        from pyqtgraph import exporters

        self.read_latest()
        exporter = exporters.ImageExporter(self.getPlotItem())
        if width is not None:
            exporter.parameters()["width"] = int(width)
        exporter.export(str(path))

    def export_svg(self, path: str | Path) -> None:
        """Save the chart with its axes and title as an SVG."""
        self.read_latest()
        export_scene_svg(self, path)

    def mousePressEvent(self, ev: QtGui.QMouseEvent) -> None:  # noqa: N802 (Qt override)
        super().mousePressEvent(ev)
        ev.accept()  # clicks on the chart are ours; don't pass them on to parent widgets

    def mouseReleaseEvent(self, ev: QtGui.QMouseEvent) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(ev)
        ev.accept()

    # -- internals -------------------------------------------------------------

    @staticmethod
    def _update_bars(item: pg.BarGraphItem, positions: np.ndarray, heights: np.ndarray) -> None:
        if positions.size == 0:
            item.hide()
            return
        item.setOpts(x=positions, height=heights, width=BAR_WIDTH)
        item.show()

    def _set_ranges(self) -> None:
        """Show every key, and 0..1 with room above 1.0 for the label of a full bar."""
        n_keys = max(self._n_keys, 1)
        view_box = self.getPlotItem().getViewBox()
        pixels = view_box.height()
        room = label_room(self._font_scale)
        # (top - 1) of the scale must span ``room`` pixels: top = pixels / (pixels - room).
        top = max(Y_TOP, pixels / (pixels - room)) if pixels > 2 * room else 1.5
        self._y_top = top
        self._labels.set_top(top)
        view_box.setRange(xRange=(-0.6, n_keys - 0.4), yRange=(0.0, top), padding=0.0)
        self.set_highlighted_token(self._highlighted)
        self.focus.refresh()

    def _apply_text_style(self) -> None:
        plot = self.getPlotItem()
        for side in ("left", "bottom"):
            style_axis(plot.getAxis(side), self._foreground, self._font_scale)
        set_axis_title(
            plot.getAxis("bottom"),
            translate("query_chart", "key"),
            self._foreground,
            self._font_scale,
        )
        set_axis_title(
            plot.getAxis("left"),
            translate("query_chart", "weight"),
            self._foreground,
            self._font_scale,
        )
        self._title_points = 0.0
        self._set_title()
        self._labels.set_style(self._foreground, self._font_scale)
        self._set_ranges()  # a larger label needs more room above the bars

    def _set_title(self) -> None:
        if not self._title:
            return
        points = round(self._title_point_size(), 1)
        if points != self._title_points or self._title != self._title_shown:
            self._title_points, self._title_shown = points, self._title
            self.getPlotItem().setTitle(
                escaped(self._title), color=self._foreground, size=f"{points:.1f}pt"
            )

    def _title_point_size(self) -> float:
        """The zoomed title size, made smaller when the chart is too narrow for it.

        A title wider than the chart would push the plot out of sight (pyqtgraph lays
        out at least the title's width), so the title gives way, not the bars.
        """
        wanted = (BASE_TITLE_POINT_SIZE + 1) * self._font_scale
        font = scaled_font(wanted, 1.0)
        text_width = QtGui.QFontMetricsF(font).horizontalAdvance(self._title) + 16
        left_axis = self.getPlotItem().getAxis("left")
        room = max(40.0, float(self.width()) - left_axis.width() - 12)  # over the bars only
        return max(6.0, wanted * min(1.0, room / text_width))

    def resizeEvent(self, ev: QtGui.QResizeEvent | None) -> None:  # noqa: N802 (Qt override)
        # The title first: the plot is then laid out for the title that fits.
        # (pyqtgraph calls this with None while it builds the view, before our __init__ ran.)
        # On close pyqtgraph resizes once more, after the plot is gone.
        if (
            ev is not None
            and getattr(self, "_title", None)
            and self.getPlotItem() is not None
            and ev.size().width() != ev.oldSize().width()
        ):
            self._set_title()
        super().resizeEvent(ev)

    def _on_scene_clicked(self, ev) -> None:  # pyqtgraph MouseClickEvent
        if ev.button() != QtCore.Qt.MouseButton.LeftButton or self._n_keys == 0:
            return
        plot = self.getPlotItem()
        scene_pos = ev.scenePos()
        in_plot = plot.getViewBox().sceneBoundingRect().contains(scene_pos)
        on_labels = plot.getAxis("bottom").sceneBoundingRect().contains(scene_pos)
        if not (in_plot or on_labels):
            return
        # Anywhere in a bar's column counts: short bars are hard to hit otherwise.
        index = math.floor(plot.getViewBox().mapSceneToView(scene_pos).x() + 0.5)
        if 0 <= index < self._n_keys:
            self.focus.keys.move_to(0, index)
            self.sig_bar_clicked.emit(index)
