"""In a right-to-left language (Arabic) the window mirrors, but the numbers do not: every
matrix table (and its headers), every chart and the dot-product picture keep reading
left to right, so column 1 of W_q stays on the left as in the formulas and lessons."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsWidget, QWidget

from selfattn_gui.ui.editors.matrix_table import MatrixTableView

LTR, RTL = Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft


@pytest.fixture
def right_to_left():
    before = QApplication.layoutDirection()
    QApplication.setLayoutDirection(RTL)
    yield
    QApplication.setLayoutDirection(before)  # the other tests run left to right


def _named(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


def test_the_window_mirrors_but_matrices_and_charts_stay_left_to_right(
    qtbot, open_app, right_to_left
):
    window = open_app(qtbot).window
    assert window.layoutDirection() == RTL
    assert window.isRightToLeft()

    tables = window.findChildren(MatrixTableView)
    plots = window.findChildren(pg.GraphicsView)
    assert tables and plots
    wrong = [_named(widget) for widget in (*tables, *plots) if widget.layoutDirection() != LTR]
    wrong += [
        f"{_named(table)} header"
        for table in tables
        for header in (table.horizontalHeader(), table.verticalHeader())
        if header.layoutDirection() != LTR
    ]
    # The axes and labels inside a chart are laid out by its plot items, not the view.
    wrong += [
        f"{_named(plot)} {type(item).__name__}"
        for plot in plots
        for item in plot.scene().items()
        if isinstance(item, QGraphicsWidget) and item.layoutDirection() != LTR
    ]
    dot_product = window.findChild(QWidget, "panel.dot_product")
    if dot_product is not None:
        wrong += [] if dot_product.layoutDirection() == LTR else ["panel.dot_product"]
    assert not wrong, f"mirrored in Arabic: {wrong}"
