"""Plots out of sight are not redrawn on an edit, and show the latest numbers once seen.

Counted, not timed: the changes each heatmap's scene reports while a learner types.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget
from table_keys import table, type_into
from window_waits import drain, settle

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.plot_style import format_value


def scene_changes(heatmap: MatrixHeatmap) -> list[int]:
    """A list that grows by one each time the heatmap's picture changes."""
    changes: list[int] = []
    heatmap.scene().changed.connect(lambda _regions: changes.append(1))
    return changes


def test_a_hidden_heatmap_waits_and_is_up_to_date_once_shown(qtbot, window):
    scores = window.findChild(MatrixHeatmap, "heatmap.scores")
    window.pipeline.show_only(["tokens", "weights"])  # as presentation mode does
    settle(qtbot, window)  # the pipeline fits the stages on show to the room
    assert not scores.isVisible()
    drain()
    changes = scene_changes(scores)

    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "3")
    drain()
    assert changes == []  # nothing of it on show: nothing drawn
    assert scores.draws_waiting == 1

    window.pipeline.show_only(None)
    qtbot.waitUntil(lambda: scores.draws_waiting == 0)  # its first paint catches up
    qtbot.waitUntil(lambda: len(changes) > 0)
    scaled = window.document.result.heads[0].scaled
    assert scores.cell_text(0, 0) == format_value(scaled[0, 0], 2)


def test_a_visible_heatmap_draws_at_once(qtbot, window):
    weights = window.findChild(MatrixHeatmap, "heatmap.weights")
    changes = scene_changes(weights)
    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "3")
    assert weights.draws_waiting == 0
    qtbot.waitUntil(lambda: len(changes) > 0)


def show_matrix(heatmap: MatrixHeatmap, values: np.ndarray) -> None:
    heatmap.set_matrix(
        values,
        row_labels=["a", "b"],
        column_labels=["a", "b"],
        visible=None,
        levels=(0.0, 1.0),
        colormap="viridis",
    )


def test_a_heatmap_scrolled_out_of_sight_draws_when_scrolled_into_view(qtbot):
    heatmap = MatrixHeatmap()
    show_matrix(heatmap, np.array([[0.5, 0.5], [0.5, 0.5]]))
    contents = QWidget()
    column = QVBoxLayout(contents)
    column.addWidget(heatmap)
    spacer = QWidget()
    spacer.setFixedHeight(2000)  # room to scroll the heatmap out of sight
    column.addWidget(spacer)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(contents)
    area.resize(320, 240)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    drain()
    scroll_bar = area.verticalScrollBar()
    scroll_bar.setValue(scroll_bar.maximum())
    drain()

    def draw() -> None:
        show_matrix(heatmap, np.array([[0.25, 0.75], [0.5, 0.5]]))

    heatmap.draw_when_seen(draw)
    drain()
    assert heatmap.draws_waiting == 1  # scrolled out of sight: it waits

    scroll_bar.setValue(0)
    qtbot.waitUntil(lambda: heatmap.draws_waiting == 0)  # painted, then drawn
    assert heatmap.cell_text(0, 1) == "0.75"
