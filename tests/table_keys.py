"""Driving a matrix table the way a person does: find it, select a cell, type, press Enter."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QTableView, QWidget
from window_waits import drain


def table(window: QWidget, name: str) -> QTableView:
    found = window.findChild(QTableView, name)
    assert found is not None, f"no table named {name}"
    return found


def type_into(qtbot, view: QTableView, row: int, column: int, text: str) -> None:
    """Select a cell, type, press Enter: what a person does."""
    view.setFocus()
    view.selectionModel().setCurrentIndex(
        view.model().index(row, column), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    for char in text:  # the first key opens the cell editor, which then has the focus
        qtbot.keyClicks(QApplication.focusWidget() or view, char)
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Return)
    drain()  # the person looks up: the window has drawn the turn's frame


def shown(window: QWidget, name: str) -> np.ndarray:
    """The numbers a table shows, read cell by cell through its model (the edit text has
    every digit, a true minus and the learner's decimal sign)."""
    drain()  # (as drawn at the end of the turn that changed it)
    model = table(window, name).model()

    def number(text: str) -> float:
        return float(text.replace("\u2212", "-").replace(",", "."))

    return np.array(
        [
            [
                number(model.index(r, c).data(Qt.ItemDataRole.EditRole))
                for c in range(model.columnCount())
            ]
            for r in range(model.rowCount())
        ],
        dtype=float,
    )
