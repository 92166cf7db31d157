"""File → Export saves a table as CSV or LaTeX: the table the learner last clicked in."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QTableView

from selfattn_gui.core.export.matrix_export import from_csv
from selfattn_gui.ui.shell.compose import App


class AnswerWith:
    """Stands in for the save dialog: answers with ``path`` and notes the proposed name."""

    def __init__(self, app: App, path) -> None:
        self.proposed: list[str] = []
        self._path = str(path)
        app.exports.ask_save_path = self._ask
        app.exports.show_error = lambda title, message: self.proposed.append(f"ERROR {message}")

    def _ask(self, title: str, suggested: str, file_filter: str) -> str:
        self.proposed.append(suggested)
        return self._path


def export_entries(window) -> dict[str, str]:
    """Open File → Export as a person would and read the table entries' texts."""
    menu = window.findChild(QMenu, "menu.export")
    menu.popup(window.mapToGlobal(QPoint(10, 10)))
    texts = {
        action.objectName(): action.text()
        for action in menu.actions()
        if action.objectName() in ("action.export_csv", "action.export_latex")
    }
    menu.hide()
    return texts


def click_cell(qtbot, window, name: str, row: int = 0, column: int = 0) -> None:
    view = window.findChild(QTableView, name)
    rect = view.visualRect(view.model().index(row, column))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert view.hasFocus()


def test_before_any_table_is_used_file_export_saves_the_weights(app, window, tmp_path):
    assert export_entries(window) == {
        "action.export_csv": "Table Weights as CSV…",
        "action.export_latex": "Table Weights as LaTeX…",
    }
    dialog = AnswerWith(app, tmp_path / "weights")
    window.findChild(QAction, "action.export_csv").trigger()
    assert dialog.proposed == ["Weights.csv"]
    saved = from_csv((tmp_path / "weights.csv").read_text(encoding="utf-8"), labelled=True)
    np.testing.assert_allclose(saved, window.document.result.heads[0].weights, rtol=1e-15)


def test_after_clicking_in_w_q_file_export_saves_w_q(app, window, qtbot, tmp_path):
    click_cell(qtbot, window, "editor.W_q", 1, 1)
    assert export_entries(window)["action.export_latex"] == "Table W_q as LaTeX…"
    dialog = AnswerWith(app, tmp_path / "w_q")
    window.findChild(QAction, "action.export_latex").trigger()
    assert dialog.proposed == ["W_q.tex"]
    latex = (tmp_path / "w_q.tex").read_text(encoding="utf-8")
    assert latex.startswith("W\\_q = \\begin{bmatrix}")

    window.findChild(QAction, "action.export_csv").trigger()
    saved = from_csv((tmp_path / "w_q.csv").read_text(encoding="utf-8"), labelled=True)
    np.testing.assert_array_equal(saved, window.document.session.heads[0].W_q)

    click_cell(qtbot, window, "view.K")  # the learner moves on: so does the entry
    assert export_entries(window)["action.export_csv"] == "Table K as CSV…"
