"""A refused cell's message: readable in full by the cell, gone once its state is gone."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QTableView

from tests.ui.shell.test_main_window import type_into


def test_the_bubble_of_a_small_table_is_shown_whole_inside_the_window(window, qtbot):
    editor = window.findChild(QTableView, "editor.W_q")
    rows, columns = editor.model().rowCount(), editor.model().columnCount()
    type_into(qtbot, editor, rows - 1, columns - 1, "three and a half, give or take")
    bubble = editor.refusal_bubble
    assert bubble.isVisible() and "not a number" in bubble.text()
    # Every pixel of it is on show (nothing cut off by the table's edge)...
    assert bubble.visibleRegion().boundingRect() == bubble.rect()
    # ... it lies inside the window, and one line of text is not squeezed into a column.
    top_left = bubble.mapTo(window, bubble.rect().topLeft())
    assert window.rect().contains(QRect(top_left, bubble.size()))
    assert bubble.width() > editor.viewport().width()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)


def test_undo_clears_the_status_message_of_a_state_that_is_gone(window, qtbot):
    editor = window.findChild(QTableView, "editor.embeddings")
    type_into(qtbot, editor, 0, 0, "2")
    type_into(qtbot, editor, 0, 1, "abc")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert "not a number" in window.statusBar().currentMessage()
    window.findChild(QAction, "action.undo").trigger()
    assert window.document.session.embeddings[0, 0] != 2.0
    assert window.statusBar().currentMessage() == ""
