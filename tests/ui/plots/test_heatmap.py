"""MatrixHeatmap: what a learner sees and what a click on a cell reports."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtSvg, QtWidgets

from selfattn_gui.ui.plots.heatmap import DIVERGING_COLORMAP, MatrixHeatmap, symmetric_levels
from selfattn_gui.ui.plots.pg import pg

TOKENS = ["the", "cat", "sat"]
CAUSAL = np.tril(np.ones((3, 3), dtype=bool))
# Row 1 holds an exact 0 at (1, 1) next to a masked cell at (1, 2): the masked one must
# not look like the 0. Masked entries hold numbers too, to prove they are not drawn.
WEIGHTS = np.array(
    [
        [0.0, 0.7, 0.3],
        [1.0, 0.0, 0.0],
        [0.2, 0.3, 0.5],
    ]
)


def _as_read(tooltip: str) -> str:
    """What a person reads in a tooltip: Qt's rich text rendered to plain text."""
    document = QtGui.QTextDocument()
    document.setHtml(tooltip)
    return document.toPlainText()


def _shots_dir(tmp_path: Path) -> Path:
    """Screenshots go to $SELFATTN_GUI_SHOTS when set (to look at them), else tmp_path."""
    folder = Path(os.environ.get("SELFATTN_GUI_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _as_array(image: QtGui.QImage) -> np.ndarray:
    """QImage -> (height, width, 3) uint8 RGB, independent of the widget code."""
    rgb = image.convertToFormat(QtGui.QImage.Format.Format_RGB888)
    width, height = rgb.width(), rgb.height()
    raw = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=rgb.sizeInBytes())
    return raw.reshape(height, rgb.bytesPerLine())[:, : width * 3].reshape(height, width, 3).copy()


def _settle(qapp: QtWidgets.QApplication) -> None:
    # Layout and ViewBox range updates are posted events; let them run before mapping.
    for _ in range(3):
        qapp.processEvents()


def _cell_center(heatmap: MatrixHeatmap, row: int, column: int) -> QtCore.QPoint:
    """Viewport pixel at the centre of a cell, mapped through the ViewBox."""
    scene_point = heatmap.view_box().mapViewToScene(QtCore.QPointF(column, row))
    return heatmap.mapFromScene(scene_point)


def _cell_pixels(heatmap: MatrixHeatmap, image: np.ndarray, row: int, column: int) -> np.ndarray:
    """All pixels inside a cell, minus a 3-pixel margin, as (k, 3)."""
    view_box = heatmap.view_box()
    top_left = heatmap.mapFromScene(
        view_box.mapViewToScene(QtCore.QPointF(column - 0.5, row - 0.5))
    )
    bottom_right = heatmap.mapFromScene(
        view_box.mapViewToScene(QtCore.QPointF(column + 0.5, row + 0.5))
    )
    return image[
        top_left.y() + 3 : bottom_right.y() - 3, top_left.x() + 3 : bottom_right.x() - 3
    ].reshape(-1, 3)


def _most_common(pixels: np.ndarray) -> np.ndarray:
    colours, counts = np.unique(pixels.astype(int), axis=0, return_counts=True)
    return colours[np.argmax(counts)]


def _viridis(value: float) -> np.ndarray:
    colour = pg.colormap.get("viridis").map(value, mode="byte")
    return np.asarray(colour, dtype=int).ravel()[:3]


@pytest.fixture
def heatmap(qtbot, qapp) -> MatrixHeatmap:
    widget = MatrixHeatmap()
    qtbot.addWidget(widget)
    widget.resize(520, 440)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_matrix(
        WEIGHTS,
        row_labels=TOKENS,
        column_labels=TOKENS,
        visible=CAUSAL,
        levels=(0.0, 1.0),
        colormap="viridis",
    )
    _settle(qapp)
    return widget


def _grab(heatmap: MatrixHeatmap) -> np.ndarray:
    return _as_array(heatmap.viewport().grab().toImage())


def test_masked_cell_is_grey_without_number_and_unlike_zero(heatmap, tmp_path):
    heatmap.grab().save(str(_shots_dir(tmp_path) / "heatmap_masked.png"))
    image = _grab(heatmap)

    masked = _cell_pixels(heatmap, image, 1, 2).astype(int)
    # Grey: red, green and blue agree everywhere in the cell (fill and hatch alike).
    assert np.abs(masked - masked[:, :1]).max() <= 2
    # No number: text is pure black or white, the grey fill and hatch are neither.
    assert masked.min() > 60 and masked.max() < 235

    # The visible 0 is dark viridis purple; the masked cell is nowhere near it.
    zero_colour = _most_common(_cell_pixels(heatmap, image, 1, 1))
    assert np.abs(zero_colour - _viridis(0.0)).max() <= 3
    assert np.abs(_most_common(masked) - _viridis(0.0)).max() > 60

    assert heatmap.cell_text(1, 2) is None
    assert heatmap.cell_text(0, 1) is None


def test_visible_cells_carry_readable_numbers(heatmap):
    image = _grab(heatmap)
    assert heatmap.cell_text(2, 2) == f"{0.5:.2f}"
    assert heatmap.cell_text(1, 0) == f"{1.0:.2f}"
    # The bright yellow 1.00 cell gets black text, the dark 0.00 cell white text.
    bright = _cell_pixels(heatmap, image, 1, 0)
    dark = _cell_pixels(heatmap, image, 1, 1)
    assert (bright.max(axis=1) < 50).sum() > 10
    assert (dark.min(axis=1) > 220).sum() > 10


def test_non_finite_scores_are_drawn_masked(heatmap, qapp):
    scores = np.array([[1.5, -np.inf], [0.5, -2.0]])
    heatmap.set_matrix(
        scores,
        row_labels=["a", "b"],
        column_labels=["a", "b"],
        visible=None,
        levels=symmetric_levels(scores),
        colormap=DIVERGING_COLORMAP,
    )
    _settle(qapp)
    cell = _cell_pixels(heatmap, _grab(heatmap), 0, 1).astype(int)
    assert np.abs(cell - cell[:, :1]).max() <= 2
    assert heatmap.cell_text(0, 1) is None
    assert heatmap.cell_text(1, 1) == "\u22122.00"


def test_symmetric_levels_centre_zero():
    values = np.array([[-3.0, 1.0], [2.0, np.inf]])
    assert symmetric_levels(values) == (-3.0, 3.0)
    assert symmetric_levels(values, visible=np.array([[False, True], [True, True]])) == (-2.0, 2.0)
    assert symmetric_levels(np.zeros((2, 2))) == (-1.0, 1.0)


def test_click_on_cell_reports_its_row_only(heatmap, qtbot):
    centre = _cell_center(heatmap, 2, 1)
    with qtbot.assertNotEmitted(heatmap.sig_column_clicked):
        with qtbot.waitSignal(heatmap.sig_row_clicked) as blocker:
            qtbot.mouseClick(heatmap.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=centre)
    assert blocker.args == [2]


def test_click_on_token_labels_reports_column_and_row(heatmap, qtbot):
    plot = heatmap.getItem(0, 0)
    # Just below the bottom edge of the cells, under column 1: the key label "cat".
    below = heatmap.mapFromScene(
        QtCore.QPointF(
            heatmap.view_box().mapViewToScene(QtCore.QPointF(1, 0)).x(),
            plot.getAxis("bottom").sceneBoundingRect().top() + 8,
        )
    )
    with qtbot.assertNotEmitted(heatmap.sig_row_clicked):
        with qtbot.waitSignal(heatmap.sig_column_clicked) as blocker:
            qtbot.mouseClick(heatmap.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=below)
    assert blocker.args == [1]

    beside = heatmap.mapFromScene(
        QtCore.QPointF(
            plot.getAxis("left").sceneBoundingRect().right() - 8,
            heatmap.view_box().mapViewToScene(QtCore.QPointF(0, 2)).y(),
        )
    )
    with qtbot.waitSignal(heatmap.sig_row_clicked) as blocker:
        qtbot.mouseClick(heatmap.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=beside)
    assert blocker.args == [2]


def test_ctrl_click_reports_the_cell_for_masking(heatmap, qtbot):
    centre = _cell_center(heatmap, 0, 2)
    with qtbot.assertNotEmitted(heatmap.sig_row_clicked):
        with qtbot.waitSignal(heatmap.sig_cell_ctrl_clicked) as blocker:
            qtbot.mouseClick(
                heatmap.viewport(),
                QtCore.Qt.MouseButton.LeftButton,
                QtCore.Qt.KeyboardModifier.ControlModifier,
                centre,
            )
    assert blocker.args == [0, 2]


# Showing a tooltip on the offscreen platform logs this harmless complaint.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_hover_reports_cell_then_minus_one_on_leaving(heatmap, qtbot):
    heatmap.tooltip_provider = lambda row, column: f"query {TOKENS[row]} / key {TOKENS[column]}"
    with qtbot.waitSignal(heatmap.sig_cell_hovered) as blocker:
        qtbot.mouseMove(heatmap.viewport(), _cell_center(heatmap, 2, 0))
    assert blocker.args == [2, 0]
    qtbot.waitUntil(lambda: _as_read(QtWidgets.QToolTip.text()) == "query sat / key the")

    # Off the cells (top-left corner of the widget is axis margin) counts as leaving.
    with qtbot.waitSignal(heatmap.sig_cell_hovered) as blocker:
        qtbot.mouseMove(heatmap.viewport(), QtCore.QPoint(2, 2))
    assert blocker.args == [-1, -1]

    qtbot.mouseMove(heatmap.viewport(), _cell_center(heatmap, 1, 1))
    with qtbot.waitSignal(heatmap.sig_cell_hovered) as blocker:
        QtWidgets.QApplication.sendEvent(heatmap, QtCore.QEvent(QtCore.QEvent.Type.Leave))
    assert blocker.args == [-1, -1]


def test_new_shape_rescales_and_maps_clicks(heatmap, qtbot, qapp):
    labels_rows = ["a", "b", "c", "d", "e"]
    heatmap.set_matrix(
        np.arange(10.0).reshape(5, 2),
        row_labels=labels_rows,
        column_labels=["x", "y"],
        visible=None,
        levels=(0.0, 9.0),
        colormap="cividis",
    )
    _settle(qapp)
    (x_low, x_high), (y_low, y_high) = heatmap.view_box().viewRange()
    assert x_low <= -0.5 + 1e-6 and x_high >= 1.5 - 1e-6
    assert y_low <= -0.5 + 1e-6 and y_high >= 4.5 - 1e-6
    assert heatmap.matrix_shape() == (5, 2)
    with qtbot.waitSignal(heatmap.sig_row_clicked) as blocker:
        qtbot.mouseClick(
            heatmap.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=_cell_center(heatmap, 4, 1)
        )
    assert blocker.args == [4]
    assert heatmap.cell_text(4, 1) == "9.00"


def test_large_matrix_draws_without_numbers(heatmap, qapp, tmp_path):
    size = 256
    rng = np.random.default_rng(7)
    labels = [f"t{i}" for i in range(size)]
    causal = np.tril(np.ones((size, size), dtype=bool))
    heatmap.set_matrix(
        rng.random((size, size)),
        row_labels=labels,
        column_labels=labels,
        visible=causal,
        levels=(0.0, 1.0),
        colormap="viridis",
    )
    heatmap.set_selected_row(10)
    _settle(qapp)
    heatmap.grab().save(str(_shots_dir(tmp_path) / "heatmap_256.png"))
    assert all(heatmap.cell_text(row, row) is None for row in range(size))
    image = _grab(heatmap)
    above = _cell_center(heatmap, 40, 200)  # masked: above the diagonal
    grey = image[above.y(), above.x()].astype(int)
    assert abs(grey[0] - grey[1]) <= 2 and abs(grey[1] - grey[2]) <= 2


def test_default_shows_numbers_only_for_small_matrices(heatmap, qapp):
    def show(rows: int, columns: int, show_values: bool | None = None) -> None:
        heatmap.set_matrix(
            np.full((rows, columns), 0.25),
            row_labels=[str(i) for i in range(rows)],
            column_labels=[str(i) for i in range(columns)],
            visible=None,
            levels=(0.0, 1.0),
            colormap="viridis",
            show_values=show_values,
            decimals=3,
        )

    show(16, 16)
    assert heatmap.cell_text(15, 15) == "0.250"
    show(17, 4)
    assert heatmap.cell_text(16, 3) is None
    show(17, 4, show_values=True)
    assert heatmap.cell_text(16, 3) == "0.250"


def test_selected_row_outline_and_token_highlight_change_only_their_cells(heatmap, qapp):
    before = _grab(heatmap)
    heatmap.set_selected_row(2)
    _settle(qapp)
    outlined = _grab(heatmap)
    edge_y = heatmap.mapFromScene(heatmap.view_box().mapViewToScene(QtCore.QPointF(0, 1.5))).y()
    changed_rows = np.flatnonzero(np.any(before != outlined, axis=(1, 2)))
    assert changed_rows.size > 0
    # The outline hugs row 2: nothing above the top edge of that row changes.
    assert changed_rows.min() >= edge_y - 1

    heatmap.set_selected_row(None)
    heatmap.set_highlighted_token(0)
    _settle(qapp)
    banded = _grab(heatmap)
    in_band = _cell_center(heatmap, 2, 0)
    outside = _cell_center(heatmap, 2, 2)
    assert np.any(banded[in_band.y(), in_band.x()] != before[in_band.y(), in_band.x()])
    assert np.array_equal(banded[outside.y(), outside.x()], before[outside.y(), outside.x()])


def test_diverging_map_is_white_at_zero_blue_below_orange_above(heatmap, qapp):
    scores = np.array([[-2.0, 0.0, 2.0]])
    heatmap.set_matrix(
        scores,
        row_labels=["q"],
        column_labels=["a", "b", "c"],
        visible=None,
        levels=symmetric_levels(scores),
        colormap=DIVERGING_COLORMAP,
        show_values=False,
    )
    _settle(qapp)
    image = _grab(heatmap)
    low, middle, high = (_most_common(_cell_pixels(heatmap, image, 0, c)) for c in range(3))
    assert np.all(middle >= 245)
    assert low[2] > low[0] + 60  # blue end
    assert high[0] > high[2] + 60  # orange end


def test_font_scale_enlarges_tick_labels(heatmap):
    axis = heatmap.getItem(0, 0).getAxis("left")
    base = QtGui.QFont(axis.style["tickFont"])
    heatmap.set_font_scale(2.0)
    scaled = axis.style["tickFont"]
    assert scaled.pointSizeF() == pytest.approx(2 * base.pointSizeF())


def test_export_png_and_svg(heatmap, tmp_path):
    png, svg = tmp_path / "heatmap.png", tmp_path / "heatmap.svg"
    heatmap.export_png(png)
    heatmap.export_svg(svg)
    assert not QtGui.QImage(str(png)).isNull()
    assert QtSvg.QSvgRenderer(str(svg)).isValid()


def test_colour_bar_follows_a_new_colour_map_and_new_levels(heatmap):
    colorbar = heatmap.getItem(0, 1)
    assert isinstance(colorbar, pg.ColorBarItem)
    assert colorbar.levels() == pytest.approx((0.0, 1.0))
    scores = np.array([[-3.0, 0.5], [1.0, 2.0]])
    for colormap, levels in [
        ("viridis", (-3.0, 3.0)),  # new levels, same map
        ("cividis", (-3.0, 3.0)),  # new map, same levels
        ("cividis", (-3.0, 3.0)),  # nothing new
        (DIVERGING_COLORMAP, (-5.0, 5.0)),
    ]:
        heatmap.set_matrix(
            scores,
            row_labels=["a", "b"],
            column_labels=["a", "b"],
            visible=None,
            levels=levels,
            colormap=colormap,
        )
        assert colorbar.levels() == pytest.approx(levels)
        shown = colorbar.colorMap()
        if colormap != DIVERGING_COLORMAP:  # the bar's colours are the map's colours
            expected = pg.colormap.get(colormap).getLookupTable(nPts=16)
            assert np.array_equal(shown.getLookupTable(nPts=16), expected)
        else:  # white in the middle of the diverging map
            assert np.all(np.asarray(shown.map(0.5, mode="byte")).ravel()[:3] >= 245)


def test_steady_levels_round_the_bound_up_so_small_edits_keep_the_colour_key():
    from selfattn_gui.ui.plots.plot_style import steady_levels

    scaled = np.array([[-0.71, -1.41], [-3.54, -2.12]])  # cat sat mat's largest is 3.54
    assert steady_levels(scaled) == (-4.0, 4.0)
    nudged = scaled.copy()
    nudged[1, 0] = -3.9  # a keystroke later: same ends, so the same colour means the same
    assert steady_levels(nudged) == steady_levels(scaled)
    assert steady_levels(np.array([[4.0]])) == (-4.0, 4.0)  # a round bound stays itself
    assert steady_levels(np.array([[0.07]])) == pytest.approx((-0.08, 0.08))
    assert steady_levels(np.array([[120.0]])) == (-150.0, 150.0)
    assert steady_levels(np.zeros((2, 2))) == (-1.0, 1.0)
    for bound in (0.013, 0.9, 7.7, 33.0, 999.0):  # never below the largest value
        low, high = steady_levels(np.array([[bound]]))
        assert high >= bound and low == -high and high <= 1.5 * bound
