"""Explain this number in a later layer of a stack: every cell is explained, and the
cells it came from light up in the layer's own tables (its input H² where layer 1 has X).

Driven through the window: the two-layers preset, layer 2 chosen with its button, each
number clicked in its table or heatmap.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QTableView, QToolButton
from table_keys import type_into
from window_waits import settle

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

#: what lights up when (row, column) of a matrix is explained, worked out from its
#: formula (Q = H²·W_q, scores = Q·Kᵀ, residual = H² + attention output): table -> cells
LIT = {
    "Q": lambda r, c: {"editor.embeddings": [(r, None)], "editor.W_q": [(None, c)]},
    "K": lambda r, c: {"editor.embeddings": [(r, None)], "editor.W_k": [(None, c)]},
    "V": lambda r, c: {"editor.embeddings": [(r, None)], "editor.W_v": [(None, c)]},
    "scores": lambda r, c: {"view.Q": [(r, None)], "view.K": [(c, None)]},
    "residual": lambda r, c: {"editor.embeddings": [(r, c)], "view.attention_output": [(r, c)]},
}
TABLES = {"Q": "view.Q", "K": "view.K", "V": "view.V", "scores": "view.scores_raw"}
TABLES |= {"output": "view.output", "attention_output": "view.attention_output"}
TABLES |= {"residual": "view.residual"}


@pytest.fixture
def app(qtbot, open_app):
    built = open_app(qtbot, "two-layers")
    window = built.window
    qtbot.mouseClick(window.findChild(QToolButton, "button.next_layer"), Qt.MouseButton.LeftButton)
    assert window.document.shown_layer == 1
    settle(qtbot, window)
    return built


def _click_cell(qtbot, view: QTableView, row: int, column: int) -> None:
    view.scrollTo(view.model().index(row, column))
    centre = view.visualRect(view.model().index(row, column)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def _lit(window) -> dict[str, list]:
    """Every table with tinted cells, and which."""
    return {name: p.model.source_cells for name, p in window.panels.items() if p.model.source_cells}


def test_every_cell_of_layer_2_is_explained_and_its_sources_light_up(qtbot, app):
    window, explain = app.window, app.teaching.explain
    for matrix, name in TABLES.items():
        view = window.findChild(QTableView, name)
        rows, columns = view.model().rowCount(), view.model().columnCount()
        for row, column in {(0, 0), (rows - 1, columns - 1), (rows // 2, columns // 2)}:
            _click_cell(qtbot, view, row, column)
            assert explain.cell == (matrix, row, column), (matrix, row, column)
            assert explain.text(), (matrix, row, column)
            if matrix in LIT:
                assert _lit(window) == LIT[matrix](row, column), (matrix, row, column)
    for name, matrix in (("heatmap.scores", "scaled"), ("heatmap.weights", "weights")):
        heatmap = window.findChild(MatrixHeatmap, name)
        point = heatmap.mapFromScene(heatmap.view_box().mapViewToScene(QPointF(1, 2)))
        qtbot.mouseClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert explain.cell == (matrix, 2, 1) and explain.text()


def test_an_edit_explains_the_same_number_again_in_layer_2(qtbot, app):
    window, explain = app.window, app.teaching.explain
    _click_cell(qtbot, window.findChild(QTableView, "view.Q"), 1, 0)
    before = explain.text()
    type_into(qtbot, window.panels["editor.W_q"].table, 0, 0, "7")
    assert explain.cell == ("Q", 1, 0) and explain.text() and explain.text() != before
    assert _lit(window) == LIT["Q"](1, 0)
