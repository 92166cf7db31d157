"""Pin and compare, driven like a learner: pin, type a number, see what changed, unpin."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QLabel, QSpinBox, QTableView, QToolButton
from table_keys import table, type_into
from window_waits import drain

from selfattn_gui.ui.editors.pin_cells import CHANGE_ROLE, PINNED_TEXT_ROLE
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.shell.main_window import MainWindow


def pin_action(window: MainWindow) -> QAction:
    action = window.findChild(QAction, "action.pin")
    assert action is not None and action.isCheckable()
    return action


def cell(view: QTableView, row: int, column: int, role: int) -> object:
    drain()  # as drawn at the end of the turn
    return view.model().data(view.model().index(row, column), role)


def accessible_cell_name(view: QTableView, row: int, column: int) -> str:
    """What a screen reader says for cell (row, column) of ``view``."""
    drain()
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface is not None and interface.role() == QAccessible.Role.Table
    for index in range(interface.childCount()):
        child = interface.child(index)
        where = child.tableCellInterface() if child.role() == QAccessible.Role.Cell else None
        if where is not None and (where.rowIndex(), where.columnIndex()) == (row, column):
            return child.text(QAccessible.Text.Name)
    raise AssertionError(f"no accessible cell ({row}, {column})")


def press_pin_key_in(qtbot, view: QTableView) -> None:
    """F8 while a table has the focus, as a learner presses it after an edit."""
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_F8)


def test_pin_then_an_edit_shows_old_and_new_numbers_until_unpinned(qtbot, window):
    x, q = table(window, "editor.embeddings"), table(window, "view.Q")
    before = cell(q, 0, 0, Qt.ItemDataRole.DisplayRole)
    press_pin_key_in(qtbot, x)
    assert pin_action(window).isChecked()
    type_into(qtbot, x, 0, 0, "3")

    assert cell(q, 0, 0, Qt.ItemDataRole.DisplayRole) != before  # the new number...
    assert cell(q, 0, 0, PINNED_TEXT_ROLE) == before  # ...with the old one beside it
    assert cell(q, 0, 0, CHANGE_ROLE) in (1, -1)
    assert "at the pin" in cell(q, 0, 0, Qt.ItemDataRole.ToolTipRole)
    q.grab()  # the two-line cells paint
    weights: MatrixHeatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    old_line = weights.pin_overlay.text_at(0, 0)
    assert old_line is not None and old_line[0] in "▲▼"
    assert window.weights_panel.ghost_bars.height_at(0) is not None
    scores: MatrixHeatmap = window.findChild(MatrixHeatmap, "heatmap.scores")
    assert any(scores.pin_overlay.text_at(0, c) for c in range(3))
    tabs = window.pipeline.head_tabs
    tabs.setCurrentIndex(tabs.count() - 1)  # "all heads": it draws once it is on show
    head = window.findChild(MatrixHeatmap, "heatmap.head0")
    qtbot.waitUntil(lambda: head.pin_overlay.text_at(0, 0) == old_line)

    pin_action(window).trigger()  # unpin
    assert not window.document.pin.is_pinned
    assert cell(q, 0, 0, PINNED_TEXT_ROLE) is None
    assert weights.pin_overlay.text_at(0, 0) is None
    assert window.weights_panel.ghost_bars.height_at(0) is None


def test_a_screen_reader_hears_the_change_of_a_cell(qtbot, window):
    x, q = table(window, "editor.embeddings"), table(window, "view.Q")
    press_pin_key_in(qtbot, q)
    type_into(qtbot, x, 0, 0, "3")
    name = accessible_cell_name(q, 0, 0)
    assert "since the pin" in name and "was" in name
    assert name.startswith(cell(q, 0, 0, Qt.ItemDataRole.DisplayRole))


def test_a_size_changed_after_the_pin_says_what_cannot_be_compared(qtbot, window):
    pin_action(window).trigger()
    d_k = window.findChild(QSpinBox, "spin.d_k")
    d_k.setValue(d_k.value() + 1)
    drain()
    note = window.findChild(QLabel, "pin_note.W_q")
    assert note is not None and note.isVisibleTo(window)
    assert "sizes differ" in note.text()
    assert cell(table(window, "view.Q"), 0, 0, PINNED_TEXT_ROLE) is None
    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "3")
    # The weights are still tokens × tokens: they are compared.
    weights: MatrixHeatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    assert any(weights.pin_overlay.text_at(0, c) for c in range(3))
    window.add_token("dog")  # now nothing of tokens' size matches: notes, no crash
    drain()
    assert weights.pin_overlay.text_at(0, 0) is None
    assert "sizes differ" in window.findChild(QLabel, "pin_note.weights").text()
    window.grab()


def test_undo_keeps_the_pin_and_a_new_example_unpins(qtbot, window):
    x, q = table(window, "editor.embeddings"), table(window, "view.Q")
    pin_action(window).trigger()
    type_into(qtbot, x, 0, 0, "3")
    window.findChild(QAction, "action.undo").trigger()
    assert pin_action(window).isChecked()
    assert cell(q, 0, 0, CHANGE_ROLE) == 0  # back to the pinned numbers
    window.findChild(QAction, "action.redo").trigger()
    assert cell(q, 0, 0, CHANGE_ROLE) != 0
    window.findChild(QAction, "action.preset.two-heads").trigger()
    assert not pin_action(window).isChecked()
    assert cell(q, 0, 0, PINNED_TEXT_ROLE) is None


@pytest.mark.parametrize("theme", ["dark", "high-contrast"])
def test_pin_is_on_the_toolbar_and_on_the_wall_while_presenting(qtbot, app, theme):
    window = app.window
    app.classroom.set_theme(theme)
    toolbar_button = window.findChild(QToolButton, "button.pin")
    assert toolbar_button is not None and toolbar_button.isVisible()
    app.presentation.enter()
    try:
        button = window.findChild(QToolButton, "button.pin_presenting")
        assert button is not None and button.isVisible()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert window.document.pin.is_pinned
        assert button.geometry().right() < app.presentation.leave_button.geometry().left()
        assert window.rect().contains(button.geometry())
        on_top = window.childAt(button.geometry().center())  # not behind a dock
        assert on_top is button or button.isAncestorOf(on_top)
    finally:
        app.presentation.leave()
    assert not window.findChild(QToolButton, "button.pin_presenting").isVisible()
