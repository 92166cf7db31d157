"""QueryChart: one query's weights as bars, masked keys as no bar with a "masked" mark."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from selfattn_gui.ui.plots.query_chart import QueryChart

TOKENS = ["the", "cat", "sat", "on", "the", "mat"]
# Query "sat" under a causal mask sees only the first three keys.
WEIGHTS = np.array([0.1, 0.55, 0.35, 0.0, 0.0, 0.0])
VISIBLE = np.array([True, True, True, False, False, False])


def _shots_dir(tmp_path: Path) -> Path:
    """Screenshots go to $SELFATTN_GUI_SHOTS when set (to look at them), else tmp_path."""
    folder = Path(os.environ.get("SELFATTN_GUI_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _as_array(image: QtGui.QImage) -> np.ndarray:
    """QImage -> (height, width, 3) uint8 RGB."""
    rgb = image.convertToFormat(QtGui.QImage.Format.Format_RGB888)
    width, height = rgb.width(), rgb.height()
    raw = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=rgb.sizeInBytes())
    return raw.reshape(height, rgb.bytesPerLine())[:, : width * 3].reshape(height, width, 3).copy()


def _settle(qapp: QtWidgets.QApplication) -> None:
    for _ in range(3):
        qapp.processEvents()


def _to_viewport(chart: QueryChart, x: float, y: float) -> QtCore.QPoint:
    """Viewport pixel of data point (x = key index, y = weight), through the ViewBox."""
    view_box = chart.getPlotItem().getViewBox()
    return chart.mapFromScene(view_box.mapViewToScene(QtCore.QPointF(x, y)))


def _grab(chart: QueryChart) -> np.ndarray:
    return _as_array(chart.viewport().grab().toImage())


def _region(image: np.ndarray, chart: QueryChart, x0, y0, x1, y1) -> np.ndarray:
    """Pixels between two data corners, as (k, 3) ints."""
    a, b = _to_viewport(chart, x0, y0), _to_viewport(chart, x1, y1)
    top, bottom = sorted((a.y(), b.y()))
    left, right = sorted((a.x(), b.x()))
    return image[top:bottom, left:right].reshape(-1, 3).astype(int)


@pytest.fixture
def chart(qtbot, qapp) -> QueryChart:
    widget = QueryChart()
    qtbot.addWidget(widget)
    widget.resize(520, 320)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_weights(WEIGHTS, key_labels=TOKENS, visible=VISIBLE, query_label="sat")
    _settle(qapp)
    return widget


def test_bars_labels_and_masked_keys(chart, tmp_path):
    chart.grab().save(str(_shots_dir(tmp_path) / "heatmap_query_chart.png"))
    assert [chart.bar_text(i) for i in range(6)] == [
        "0.10",
        "0.55",
        "0.35",
        "masked",
        "masked",
        "masked",
    ]
    image = _grab(chart)
    # Inside a visible bar: a saturated colour, not grey.
    bar = _region(image, chart, 0.9, 0.1, 1.1, 0.4)
    assert np.all(bar.max(axis=1) - bar.min(axis=1) > 40)
    # A masked key has no bar: its column is empty above its "masked" mark...
    column = _region(image, chart, 3.8, 0.3, 4.2, 1.0)
    assert np.all(column >= 250)
    # ... and the mark lies on the base line: a grey hatch, no colour.
    base = _to_viewport(chart, 4.0, 0.0)
    mark = image[base.y() - 4 : base.y(), base.x() - 10 : base.x() + 10].reshape(-1, 3).astype(int)
    assert np.abs(mark - mark[:, :1]).max() <= 2
    assert mark.min() < 200
    # The number over bar 1 is drawn just above its top (0.55): dark text pixels there.
    above = _region(image, chart, 0.8, 0.56, 1.2, 0.68)
    assert (above.max(axis=1) < 100).sum() > 5
    title = chart.getPlotItem().titleLabel.text
    assert 'weights of "sat"' in title


def test_a_full_bar_keeps_its_label_inside_a_low_chart(chart, qapp, tmp_path):
    chart.resize(520, 150)  # as low as the window makes it beside the heatmap
    chart.set_weights(
        np.array([1.0, 0.0, 0.0]),
        key_labels=["the", "cat", "sat"],
        visible=np.array([True, False, False]),
        query_label="the",
    )
    _settle(qapp)
    chart.grab().save(str(_shots_dir(tmp_path) / "query_chart_full_bar.png"))
    assert chart.bar_text(0) == "1.00"
    font = QtGui.QFont()
    font.setPixelSize(11)  # the labels' size at zoom 100 %
    line = QtGui.QFontMetricsF(font).height()
    view_box = chart.getPlotItem().getViewBox()
    top = view_box.viewRange()[1][1]
    room = _to_viewport(chart, 0.0, 1.0).y() - _to_viewport(chart, 0.0, top).y()
    assert room >= line + 3  # the label's line and its gap over the bar
    image = _grab(chart)
    above = _region(image, chart, -0.3, 1.0, 0.3, top)
    assert (above.max(axis=1) < 100).sum() > 5  # and it is drawn there


def test_many_keys_get_no_labels(chart, qapp):
    weights = np.full(40, 1 / 40)
    chart.set_weights(
        weights, key_labels=[f"k{i}" for i in range(40)], visible=None, query_label="k0"
    )
    _settle(qapp)
    assert chart.key_count() == 40
    assert all(chart.bar_text(i) is None for i in range(40))
    image = _grab(chart)
    above = _region(image, chart, -0.4, 0.03, 39.4, 0.9)
    assert np.all(above >= 250)  # nothing but background above the short bars


def test_narrow_bars_still_get_their_numbers(chart, qapp, tmp_path):
    weights = np.zeros(30)
    weights[[3, 10]] = [0.25, 0.75]
    chart.set_weights(
        weights, key_labels=[f"k{i}" for i in range(30)], visible=None, query_label="k3"
    )
    _settle(qapp)
    chart.grab().save(str(_shots_dir(tmp_path) / "heatmap_query_chart_30.png"))
    assert chart.bar_text(10) == "0.75"
    image = _grab(chart)
    # Written upwards from the top of bar 3, in the empty space over it.
    above = _region(image, chart, 2.6, 0.26, 3.4, 0.6)
    assert (above.max(axis=1) < 100).sum() > 5


def test_y_range_stays_fixed_and_mouse_does_not_pan(chart, qtbot, qapp):
    view_box = chart.getPlotItem().getViewBox()
    before = view_box.viewRange()
    assert before[1][0] == pytest.approx(0.0) and before[1][1] >= 1.0
    chart.set_weights(
        np.array([0.02, 0.98, 0.0]), key_labels=["a", "b", "c"], visible=None, query_label="a"
    )
    _settle(qapp)
    assert view_box.viewRange()[1] == pytest.approx(before[1])

    start = _to_viewport(chart, 0, 0.5)
    qtbot.mousePress(chart.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(chart.viewport(), start + QtCore.QPoint(60, 40))
    qtbot.mouseRelease(
        chart.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=start + QtCore.QPoint(60, 40)
    )
    _settle(qapp)
    assert view_box.viewRange()[1] == pytest.approx(before[1])


def test_click_on_bar_or_its_column_reports_the_key(chart, qtbot):
    with qtbot.waitSignal(chart.sig_bar_clicked) as blocker:
        qtbot.mouseClick(
            chart.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=_to_viewport(chart, 2, 0.1)
        )
    assert blocker.args == [2]
    # Above a short bar still counts: the whole column belongs to that key.
    with qtbot.waitSignal(chart.sig_bar_clicked) as blocker:
        qtbot.mouseClick(
            chart.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=_to_viewport(chart, 0, 0.9)
        )
    assert blocker.args == [0]


def test_highlight_shades_only_that_key(chart, qapp):
    before = _grab(chart)
    chart.set_highlighted_token(4)
    _settle(qapp)
    after = _grab(chart)
    inside = _to_viewport(chart, 4.45, 1.05)  # above the ghost bar, inside the band
    outside = _to_viewport(chart, 1, 1.05)
    assert np.any(after[inside.y(), inside.x()] != before[inside.y(), inside.x()])
    assert np.array_equal(after[outside.y(), outside.x()], before[outside.y(), outside.x()])
    chart.set_highlighted_token(None)
    _settle(qapp)
    assert np.array_equal(_grab(chart), before)


def test_font_scale_enlarges_tick_labels(chart):
    axis = chart.getPlotItem().getAxis("bottom")
    base = QtGui.QFont(axis.style["tickFont"])
    chart.set_font_scale(1.5)
    assert axis.style["tickFont"].pointSizeF() == pytest.approx(1.5 * base.pointSizeF())
