"""The toolbar, the preferences, the views and the exports all follow one view state."""

from __future__ import annotations

import csv
import io

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QTableView
from window_waits import drain

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart


def shown_text(window, name: str, row: int = 0, column: int = 0) -> str:
    drain()  # as drawn at the end of the turn
    model = window.findChild(QTableView, name).model()
    return model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)


def copied(window, table: str, kind: str) -> str:
    window.findChild(QTableView, table).findChild(QAction, f"action.copy_{kind}").trigger()
    return QGuiApplication.clipboard().text()


def test_the_toolbar_decimals_change_the_tables_heatmaps_and_latex(app, window, qtbot):
    weights = window.document.result.heads[0].weights
    csv_before = copied(window, "view.weights", "csv")
    window.toolbar.decimals_spin.setValue(4)  # as typing 4 and pressing Enter does
    assert app.view_state.decimals == 4
    assert shown_text(window, "view.weights") == f"{weights[0, 0]:.4f}"
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    assert heatmap.cell_text(0, 0) == f"{weights[0, 0]:.4f}"
    scaled = window.document.result.heads[0].scaled
    scores = window.findChild(MatrixHeatmap, "heatmap.scores")
    assert scores.cell_text(0, 0) == f"{scaled[0, 0]:.4f}".replace("-", "\u2212")
    chart = window.findChild(QueryChart, "chart.query")
    assert chart.bar_text(0) == f"{weights[0, 0]:.4f}"
    latex = copied(window, "view.weights", "latex")
    assert f"{weights[0, 0]:.4f}" in latex and f"{weights[0, 0]:.5f}" not in latex
    # CSV is for other programs: it keeps every digit, whatever the table shows.
    csv_after = copied(window, "view.weights", "csv")
    assert csv_after == csv_before
    rows = list(csv.reader(io.StringIO(csv_after)))
    assert float(rows[1][1]) == weights[0, 0]


def test_a_change_of_the_view_state_shows_in_the_toolbar_without_bouncing_back(app, window):
    sent: list[int] = []
    app.view_state.sig_decimals_changed.connect(sent.append)
    app.view_state.set_decimals(5)
    assert window.toolbar.decimals_spin.value() == 5
    assert sent == [5]  # the spin box was told with its signals blocked


def test_the_preferences_dialog_and_the_toolbar_stay_in_step_both_ways(app, window, qtbot):
    dialog = app.classroom.show_preferences()
    window.toolbar.decimals_spin.setValue(3)
    assert dialog.decimals_spin.value() == 3
    app.view_state.set_zoom(1.5)  # Ctrl + Plus twice, say
    assert dialog.zoom_spin.value() == 150
    dialog.decimals_spin.setValue(1)
    assert window.toolbar.decimals_spin.value() == 3  # nothing is applied before OK
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton
    )
    assert window.toolbar.decimals_spin.value() == 1
    assert app.view_state.decimals == 1
    weights = window.document.result.heads[0].weights
    assert shown_text(window, "view.weights") == f"{weights[0, 0]:.1f}"
    app.view_state.set_zoom(1.0)
    dialog.reject()


def test_colour_maps_reach_the_views_that_use_them(app, window):
    app.view_state.set_weights_colormap("cividis")
    assert window.weights_panel.colormap == "cividis"
    assert window.all_heads_panel.colormap == "cividis"
    assert window.scores_panel.colormap == "diverging"
    app.view_state.set_scores_colormap("CET-CBD1")
    assert window.scores_panel.colormap == "CET-CBD1"
