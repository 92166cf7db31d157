"""Plots out of sight are not redrawn on an edit, and show the latest numbers once seen.

Counted, not timed: the changes each heatmap's scene reports while a learner types.
"""

from __future__ import annotations

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
    assert window.frames.is_behind(window.scores_panel)

    window.pipeline.show_only(None)
    qtbot.waitUntil(lambda: not window.frames.is_behind(window.scores_panel))  # shown: drawn
    qtbot.waitUntil(lambda: len(changes) > 0)
    scaled = window.document.result.heads[0].scaled
    assert scores.cell_text(0, 0) == format_value(scaled[0, 0], 2)


def test_a_visible_heatmap_draws_at_once(qtbot, window):
    weights = window.findChild(MatrixHeatmap, "heatmap.weights")
    changes = scene_changes(weights)
    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "3")
    drain()  # (the frame of this turn's edit)
    assert not window.frames.is_behind(window.weights_panel)
    qtbot.waitUntil(lambda: len(changes) > 0)
