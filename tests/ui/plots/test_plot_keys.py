"""The heatmaps and the query chart by keyboard and screen reader, in the real window.

Arrow keys move a focused cell (drawn with a dotted frame while the plot has the focus);
Enter explains it, as a click does; Space selects its query; the accessible
description reads the focused row in words and follows the focus.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible, QAction, QImage
from PySide6.QtWidgets import QApplication, QWidget
from window_waits import drain

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart

CAT, SAT, MAT = 0, 1, 2
TOKENS = ("cat", "sat", "mat")


def focus(qtbot, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus)


def description(widget: QWidget) -> str:
    """What a screen reader hears, once the turn that changed it has ended."""
    drain()
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def row_words(row: np.ndarray, shown: np.ndarray) -> str:
    """The words the test expects for one row: "0.50 on cat, sat masked, …"."""
    return ", ".join(
        f"{value:.2f} on {token}" if seen else f"{token} masked"
        for value, seen, token in zip(row, shown, TOKENS, strict=True)
    )


def weights_of(window) -> np.ndarray:
    return window.document.result.heads[0].weights


def _as_array(image: QImage) -> np.ndarray:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = rgb.width(), rgb.height()
    raw = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=rgb.sizeInBytes())
    return raw.reshape(height, rgb.bytesPerLine())[:, : width * 3].reshape(height, width, 3)


def cell_pixels(heatmap: MatrixHeatmap, row: int, column: int) -> np.ndarray:
    image = _as_array(heatmap.viewport().grab().toImage()).astype(int)
    view_box = heatmap.view_box()
    a = heatmap.mapFromScene(view_box.mapViewToScene(QPointF(column - 0.5, row - 0.5)))
    b = heatmap.mapFromScene(view_box.mapViewToScene(QPointF(column + 0.5, row + 0.5)))
    return image[a.y() : b.y(), a.x() : b.x()].reshape(-1, 3)


@pytest.fixture
def weights(window) -> MatrixHeatmap:
    return window.findChild(MatrixHeatmap, "heatmap.weights")


def test_the_description_reads_the_focused_row_and_follows_the_arrows(window, weights, qtbot):
    focus(qtbot, weights)
    values, shown = weights_of(window), np.ones(3, dtype=bool)
    assert description(weights) == f"query cat: {row_words(values[CAT], shown)}; at key cat"
    assert description(weights).startswith("query cat: 0.50 on cat, 0.25 on sat, 0.25 on mat")
    qtbot.keyClick(weights, Qt.Key.Key_Down)
    qtbot.keyClick(weights, Qt.Key.Key_Right)
    assert description(weights) == f"query sat: {row_words(values[SAT], shown)}; at key sat"
    for _ in range(5):  # the focus stays inside the matrix
        qtbot.keyClick(weights, Qt.Key.Key_Down)
    qtbot.keyClick(weights, Qt.Key.Key_End)
    assert description(weights).startswith("query mat: ")
    assert description(weights).endswith("; at key mat")
    interface = QAccessible.queryAccessibleInterface(weights)
    assert "weights" in interface.text(QAccessible.Text.Name).lower()


def test_masked_keys_are_said_as_masked(window, weights, qtbot):
    window.findChild(QAction, "toggle.causal").trigger()
    focus(qtbot, weights)
    assert description(weights) == "query cat: 1.00 on cat, sat masked, mat masked; at key cat"


def test_enter_explains_the_focused_cell_and_space_selects_its_query(app, window, weights, qtbot):
    focus(qtbot, weights)
    qtbot.keyClick(weights, Qt.Key.Key_Down)
    qtbot.keyClick(weights, Qt.Key.Key_Down)
    qtbot.keyClick(weights, Qt.Key.Key_Right)
    qtbot.keyClick(weights, Qt.Key.Key_Return)
    assert app.teaching.explain.cell == ("weights", MAT, SAT)
    assert "mat" in app.teaching.explain.text() and "sat" in app.teaching.explain.text()
    assert window.document.selected_query != MAT
    qtbot.keyClick(weights, Qt.Key.Key_Space)
    assert window.document.selected_query == MAT
    assert weights.hasFocus()  # the keys act in place; the focus stays


def test_ctrl_space_hides_the_focused_key_like_ctrl_click(window, weights, qtbot):
    focus(qtbot, weights)
    qtbot.keyClick(weights, Qt.Key.Key_Right)
    qtbot.keyClick(weights, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert not window.document.result.mask[CAT, SAT]
    assert "sat masked" in description(weights)


def test_the_scores_heatmap_takes_the_same_keys(app, window, qtbot):
    scores = window.findChild(MatrixHeatmap, "heatmap.scores")
    focus(qtbot, scores)
    qtbot.keyClick(scores, Qt.Key.Key_Down)
    scaled = window.document.result.heads[0].scaled[SAT]
    expected = ", ".join(
        f"{value:.2f}".replace("-", "\u2212") + f" on {token}"
        for value, token in zip(scaled, TOKENS, strict=True)
    )
    assert description(scores) == f"query sat: {expected}; at key cat"
    qtbot.keyClick(scores, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert app.teaching.explain.cell == ("scaled", SAT, CAT)


def test_the_focused_cell_is_marked_only_while_the_heatmap_has_the_focus(window, weights, qtbot):
    window.toolbar.head_combo.setFocus()
    qtbot.waitUntil(lambda: not weights.hasFocus())
    QApplication.processEvents()
    unfocused = cell_pixels(weights, CAT, CAT)
    focus(qtbot, weights)
    QApplication.processEvents()
    focused = cell_pixels(weights, CAT, CAT)
    assert (np.abs(focused - unfocused).sum(axis=1) > 60).sum() > 20  # a frame is drawn
    assert np.array_equal(cell_pixels(weights, MAT, MAT), cell_pixels(weights, MAT, MAT))
    qtbot.keyClick(weights, Qt.Key.Key_Right)
    QApplication.processEvents()
    assert np.array_equal(cell_pixels(weights, CAT, CAT), unfocused)  # the frame moved on


def test_a_click_puts_the_focused_cell_where_it_clicked(window, weights, qtbot):
    point = weights.mapFromScene(weights.view_box().mapViewToScene(QPointF(MAT, SAT)))
    qtbot.mouseClick(weights.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert description(weights).startswith("query sat: ")
    assert description(weights).endswith("; at key mat")


def test_the_chart_reads_its_bars_and_enter_explains_the_focused_weight(app, window, qtbot):
    chart = window.findChild(QueryChart, "chart.query")
    window.document.select_query(SAT)
    focus(qtbot, chart)
    values, shown = weights_of(window), np.ones(3, dtype=bool)
    assert description(chart) == f"query sat: {row_words(values[SAT], shown)}; at key cat"
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert description(chart).endswith("; at key mat")
    qtbot.keyClick(chart, Qt.Key.Key_Return)
    assert app.teaching.explain.cell == ("weights", SAT, MAT)
    qtbot.keyClick(chart, Qt.Key.Key_Space)  # as a click on the bar: that key's row
    assert window.document.selected_query == MAT


def test_a_walkthrough_leaves_the_arrows_and_space_to_a_focused_heatmap(app, window, qtbot):
    app.teaching.start_walkthrough()
    weights = window.findChild(MatrixHeatmap, "heatmap.weights")
    focus(qtbot, weights)
    step = app.teaching.walkthrough.step().key
    qtbot.keyClick(weights, Qt.Key.Key_Down)
    qtbot.keyClick(weights, Qt.Key.Key_Right)
    qtbot.keyClick(weights, Qt.Key.Key_Space)
    assert app.teaching.walkthrough.step().key == step
    assert description(weights).endswith("; at key sat")
    assert window.document.selected_query == SAT
