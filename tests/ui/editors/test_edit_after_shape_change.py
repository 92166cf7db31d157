"""A number typed into a cell that stops existing in the same turn is refused, not a crash.

Found by the monkey: the frame that shows a table its new shape comes at the end of the
turn, and a cell editor committed before it named a column the matrix no longer has.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from table_keys import table
from window_waits import drain


def test_a_cell_typed_into_as_its_column_goes_is_refused_quietly(qtbot, window):
    document = window.document
    editor = table(window, "editor.W_q")
    before = document.session.heads[0].W_q.shape
    editor.setFocus()
    last = before[1] - 1
    editor.selectionModel().setCurrentIndex(
        editor.model().index(0, last), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    qtbot.keyClicks(editor, "5")  # the cell editor opens on the last column of W_q
    d_k = window.findChild(QSpinBox, "spin.d_k")
    d_k.setValue(d_k.value() - 1)  # ... which goes, in the same turn
    assert document.session.heads[0].W_q.shape[1] == before[1] - 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # no IndexError
    drain()
    assert document.session.heads[0].W_q.shape[1] == before[1] - 1
    assert document.undo_stack.count() == 1  # the narrower d_k, and no cell edit
