"""Panel titles and column labels say what is computed, in the example's own tokens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QLabel, QTableView, QToolButton
from window_waits import drain

from selfattn_gui.core.sessions import edits


def _as_read(label: QLabel) -> str:
    """What a person reads in a rich-text label."""
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


def _title(window, panel_name: str) -> str:
    drain()  # what the window shows once this turn's change is drawn
    panel = window.findChild(QFrame, panel_name)
    assert panel is not None and panel.isVisible(), panel_name
    return _as_read(panel.title_label)


def test_without_w_o_the_attention_output_is_titled_as_the_heads_side_by_side(open_app, qtbot):
    app = open_app(qtbot, "two-heads")
    window = app.window
    assert "concat(heads)·W_o" in _title(window, "panel.attention_output")
    qtbot.mouseClick(window.findChild(QToolButton, "button.W_o"), Qt.MouseButton.LeftButton)
    assert app.document.session.W_o is None
    drain()
    note = window.findChild(QLabel, "note.W_o")
    assert note.isVisible() and note.text().startswith("No W_o")
    title = _title(window, "panel.attention_output")
    assert "concat(heads)" in title and "W_o" not in title
    app.document.undo_stack.undo()  # W_o is back, and so is its product in the title
    assert "concat(heads)·W_o" in _title(window, "panel.attention_output")


def _column_headers(view: QTableView) -> list[str]:
    drain()
    model = view.model()
    return [
        model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        for c in range(model.columnCount())
    ]


def test_weights_table_columns_are_the_key_tokens(app):
    view = app.window.findChild(QTableView, "view.weights")
    assert _column_headers(view) == ["cat", "sat", "mat"]
    app.document.try_apply(edits.rename_token, "Rename", 1, "photosynthesis")
    headers = _column_headers(view)
    assert headers[0] == "cat" and headers[2] == "mat"
    assert headers[1].endswith("…") and "photosynthesis".startswith(headers[1][:-1])
    tip = view.model().headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "photosynthesis" in tip  # the whole token, for the one who hovers
