"""The Train panel's pictures: the loss and copy-accuracy curves, the heads' patterns.

They only draw what they are handed (the panel feeds them from the training's
signals) and follow the window's look like every other plot.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from selfattn_gui.core.sessions.numbers_text import fixed
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.look import PlotLook
from selfattn_gui.ui.foundation.plain_text import plain_label
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_look import FollowsLook, keep_left_to_right
from selfattn_gui.ui.plots.plot_style import (
    BASE_TITLE_POINT_SIZE,
    DEFAULT_BACKGROUND,
    DEFAULT_FOREGROUND,
    set_axis_title,
    style_axis,
)
from selfattn_gui.ui.training.training_picture import TrainingPicture

CURVE_COLOUR = "#4477aa"
REFERENCE_COLOUR = "#999999"  # the dashed line of guessing / chance
PATTERN_SIDE = 130  # pixels: the smallest side of one head's map


class TrainingCurve(pg.PlotWidget, FollowsLook):
    """One quantity over the training steps, from 0 up, with a dashed reference line.

    Parameters
    ----------
    title, y_title : the chart's title and its vertical axis' name
    reference : (value, words) of the dashed line, e.g. what guessing would give
    top : the least height of the vertical axis (the curve may need more)
    """

    def __init__(self, title: str, y_title: str, reference: tuple[float, str], top: float) -> None:
        super().__init__(background=DEFAULT_BACKGROUND)
        self._title, self._y_title = title, y_title
        self._top = top
        self._foreground = DEFAULT_FOREGROUND
        self._font_scale = 1.0
        self.steps: list[int] = []
        self.values: list[float] = []
        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(x=False, y=False)  # a teaching view should not drift
        plot.getViewBox().disableAutoRange()
        plot.showGrid(x=False, y=True, alpha=0.15)
        self._curve = plot.plot([], [], pen=pg.mkPen(CURVE_COLOUR, width=2))
        value, words = reference
        self._reference = pg.InfiniteLine(
            pos=value,
            angle=0,
            pen=pg.mkPen(REFERENCE_COLOUR, width=1, style=Qt.PenStyle.DashLine),
            label=words,
            labelOpts={"position": 0.75, "color": REFERENCE_COLOUR, "anchors": [(0, 1), (0, 1)]},
        )
        plot.addItem(self._reference, ignoreBounds=True)
        self._apply_text_style()
        self._set_ranges()
        keep_left_to_right(self)  # (in Arabic too: the axes keep the formulas' order)

    def clear_curve(self) -> None:
        """Forget every point (training starts over)."""
        self.steps, self.values = [], []
        self._curve.setData([], [])
        self._set_ranges()

    def add_point(self, step: int, value: float) -> None:
        """Append ``value`` at ``step`` (steps come in increasing order)."""
        self.steps.append(step)
        self.values.append(value)
        self._curve.setData(np.array(self.steps, float), np.array(self.values, float))
        self._set_ranges()

    def _set_ranges(self) -> None:
        # The whole run so far, from step 0 and value 0: the plateau and the drop in view.
        right = max(1000, self.steps[-1] if self.steps else 0)
        finite = [v for v in self.values if np.isfinite(v)]
        top = max([self._top, *finite]) * 1.05
        self.getPlotItem().getViewBox().setRange(xRange=(0, right), yRange=(0, top), padding=0.0)

    def set_theme_colors(self, background: str, foreground: str) -> None:
        self._foreground = foreground
        self.setBackground(background)
        self._apply_text_style()

    def set_font_scale(self, scale: float) -> None:
        self._font_scale = float(scale)
        self._apply_text_style()

    def _apply_text_style(self) -> None:
        plot = self.getPlotItem()
        for side in ("left", "bottom"):
            style_axis(plot.getAxis(side), self._foreground, self._font_scale)
        set_axis_title(
            plot.getAxis("bottom"),
            translate("train_charts", "training step"),
            self._foreground,
            self._font_scale,
        )
        set_axis_title(plot.getAxis("left"), self._y_title, self._foreground, self._font_scale)
        size = f"{BASE_TITLE_POINT_SIZE * self._font_scale:.1f}pt"
        plot.setTitle(self._title, color=self._foreground, size=size)


class HeadPatterns(QWidget):
    """Small maps of attention weights on the probe: layer 1's previous-token head and
    every head of layer 2, each captioned with its score.

    Row t of a map is the probe's position t looking; column j is where it looks;
    bright is much weight.  A previous-token head draws the line just under the
    diagonal; an induction head, in the repeated half, the stripe one past the first copy.
    """

    def __init__(self, n_heads: int, probe: Sequence[str], look: PlotLook | None = None) -> None:
        super().__init__()
        self.setObjectName("view.train_heads")
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heatmaps: list[MatrixHeatmap] = []
        self.captions: list[QLabel] = []
        for column in range(1 + n_heads):  # layer 1's previous-token head, then layer 2
            caption = plain_label("")
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
            heatmap = MatrixHeatmap()
            heatmap.setObjectName(
                "heatmap.train_previous" if column == 0 else f"heatmap.train_head{column}"
            )
            heatmap.set_colorbar_shown(False)
            heatmap.set_axis_titles("", "")
            heatmap.setMinimumSize(PATTERN_SIDE, PATTERN_SIDE)
            for side in ("left", "bottom"):  # every k-th token at the window's text size,
                # rather than all 15 in a font too small to read under a small map
                heatmap.ci.getItem(0, 0).getAxis(side).least_share = 1.0
            if look is not None:
                heatmap.follow_look(look)
            # Blank until the first picture, with the probe's tokens on its axes already.
            # (An empty heatmap used to crash when painted: its axes read the first of
            # no tokens; ``tests/ui/plots/test_empty_heatmap.py``.)
            self._draw(heatmap, np.zeros((len(probe), len(probe))), probe)
            layout.addWidget(caption, 0, column)
            layout.addWidget(heatmap, 1, column)
            layout.setColumnStretch(column, 1)
            self.captions.append(caption)
            self.heatmaps.append(heatmap)
        layout.setRowStretch(1, 1)
        # Its height is what its width gives square maps (sizeHint): the panel's spare
        # height goes to the curves instead of empty frames around the maps.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Square maps side by side under their captions: as tall as the width allows."""
        width = self.width() if self.isVisible() else PATTERN_SIDE * len(self.heatmaps)
        side = max(PATTERN_SIDE, width // max(1, len(self.heatmaps)))
        captions = max(caption.sizeHint().height() for caption in self.captions)
        return QSize(PATTERN_SIDE * len(self.heatmaps), captions + side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(PATTERN_SIDE * len(self.heatmaps), PATTERN_SIDE)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the height it wants follows its width

    def show_picture(self, picture: TrainingPicture) -> None:
        """Draw the heads of ``picture`` and caption them with their scores."""
        previous = picture.previous_token_head()
        last = picture.weights.shape[0] - 1  # the induction heads' layer: layer 2
        shown = [(0, previous)] + [(last, head) for head in range(len(self.heatmaps) - 1)]
        for (layer, head), heatmap, caption in zip(
            shown, self.heatmaps, self.captions, strict=True
        ):
            self._draw(heatmap, picture.weights[layer, head], picture.probe)
            if layer == 0:
                caption.setText(
                    translate(
                        "train_charts", "layer 1, head {head}\nprevious-token {score}"
                    ).format(head=head + 1, score=fixed(picture.previous_token[layer, head], 2))
                )
            else:
                caption.setText(
                    translate(
                        "train_charts", "layer {layer}, head {head}\ninduction {score}"
                    ).format(
                        layer=layer + 1,
                        head=head + 1,
                        score=fixed(picture.induction[layer, head], 2),
                    )
                )

    @staticmethod
    def _draw(heatmap: MatrixHeatmap, weights: np.ndarray, probe: Sequence[str]) -> None:
        n = len(probe)
        heatmap.set_matrix(
            weights,
            row_labels=probe,
            column_labels=probe,
            visible=np.tril(np.ones((n, n), dtype=bool)),  # causal: no looking ahead
            levels=(0.0, 1.0),
            colormap="viridis",
            show_values=False,
        )
