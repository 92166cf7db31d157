"""Explain this number marks what it explains: the clicked cell, its sources, its tokens."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication
from window_waits import drain

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

CAT, SAT, MAT = 0, 1, 2


def _as_array(image: QImage) -> np.ndarray:
    """QImage -> (height, width, 3) int RGB."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = rgb.width(), rgb.height()
    raw = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=rgb.sizeInBytes())
    return raw.reshape(height, rgb.bytesPerLine())[:, : width * 3].reshape(height, width, 3)


def _corner(heatmap: MatrixHeatmap, x: float, y: float) -> QPoint:
    return heatmap.mapFromScene(heatmap.view_box().mapViewToScene(QPointF(x, y)))


def _cell(heatmap: MatrixHeatmap, row: int, column: int) -> np.ndarray:
    """The pixels of one cell, as (k, 3) ints."""
    image = _as_array(heatmap.viewport().grab().toImage()).astype(int)
    top_left = _corner(heatmap, column - 0.5, row - 0.5)
    bottom_right = _corner(heatmap, column + 0.5, row + 0.5)
    return image[top_left.y() : bottom_right.y(), top_left.x() : bottom_right.x()].reshape(-1, 3)


def _amber(pixels: np.ndarray) -> int:
    """How many pixels are the explain amber (strong red, middling green, little blue)."""
    red, green, blue = pixels[:, 0], pixels[:, 1], pixels[:, 2]
    return int(((red > 220) & (green > 140) & (green < 200) & (blue < 60)).sum())


def _click(qtbot, heatmap: MatrixHeatmap, row: int, column: int) -> None:
    point = heatmap.mapFromScene(heatmap.view_box().mapViewToScene(QPointF(column, row)))
    qtbot.mouseClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_the_clicked_weight_is_framed_and_its_scaled_scores_are_tinted(window, app, qtbot):
    weights = window.findChild(MatrixHeatmap, "heatmap.weights")
    scores = window.findChild(MatrixHeatmap, "heatmap.scores")
    for _ in range(3):  # let the first layout and paint happen
        QApplication.processEvents()
    assert _amber(_cell(weights, CAT, SAT)) == 0
    before = {row: _cell(scores, row, 0) for row in (CAT, MAT)}
    _click(qtbot, weights, CAT, SAT)
    assert app.teaching.explain.cell == ("weights", CAT, SAT)
    assert _amber(_cell(weights, CAT, SAT)) > 20  # the explained cell is framed
    assert _amber(_cell(weights, MAT, SAT)) == 0  # and no other
    # The footer says the sources are tinted: the row of scaled scores it came from is.
    assert app.teaching.explain.legend.isVisible()
    assert not np.array_equal(_cell(scores, CAT, 0), before[CAT])
    assert np.array_equal(_cell(scores, MAT, 0), before[MAT])


def test_after_a_shuffle_the_explanation_follows_its_query_and_key(window, app, qtbot):
    _click(qtbot, window.findChild(MatrixHeatmap, "heatmap.weights"), CAT, SAT)
    title = app.teaching.explain.explanation.title
    assert title == 'weight of query "cat" on key "sat"'
    window.findChild(QAction, "action.shuffle").trigger()
    tokens = app.document.session.tokens
    assert tokens != ("cat", "sat", "mat")  # the shuffle moved them
    assert app.teaching.explain.explanation.title == title
    assert app.teaching.explain.cell == ("weights", tokens.index("cat"), tokens.index("sat"))


def test_removing_a_token_clears_the_explanation_and_says_why(window, app, qtbot):
    _click(qtbot, window.findChild(MatrixHeatmap, "heatmap.weights"), CAT, SAT)
    window.findChild(QAction, "action.remove_token").trigger()
    drain()
    assert app.teaching.explain.explanation is None
    assert "tokens changed" in app.teaching.explain.browser.toPlainText()
