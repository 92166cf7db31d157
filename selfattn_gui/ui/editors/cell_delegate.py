"""The in-cell line editor of a matrix table: Enter and Tab commit and say which way to move.

:class:`CellDelegate` is the table's item delegate; the table moves the current cell
when the delegate reports a finished edit (Enter: down, Tab: right, Shift+Tab: left).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from selfattn_gui.ui.editors.matrix_table_model import AnyIndex

_ROLE = Qt.ItemDataRole


class CellDelegate(QStyledItemDelegate):
    """A line editor that commits on Enter/Tab and tells the view which way to move.

    When the model refuses the text, the editor stays open with the text
    selected, so the learner can correct it (Escape gives up).
    """

    sig_edit_finished = Signal(int, int)  # (row step, column step)

    _MOVES = {
        Qt.Key.Key_Return: (1, 0),
        Qt.Key.Key_Enter: (1, 0),
        Qt.Key.Key_Tab: (0, 1),
        Qt.Key.Key_Backtab: (0, -1),
    }

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._last_commit_ok = True

    def initStyleOption(self, option: QStyleOptionViewItem, index: AnyIndex) -> None:  # noqa: N802
        """As Qt's, with selected cells in bold where the table asks (``bold_selection``):
        on high contrast's yellow, thin strokes of small digits read grey, not black."""
        super().initStyleOption(option, index)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected and getattr(option.widget, "bold_selection", False):
            option.font.setBold(True)

    def createEditor(  # noqa: N802 (Qt override)
        self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> QWidget:
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return editor

    def setModelData(  # noqa: N802 (Qt override)
        self, editor: QWidget, model: QAbstractItemModel, index: AnyIndex
    ) -> None:
        if isinstance(editor, QLineEdit):
            self._last_commit_ok = model.setData(index, editor.text(), _ROLE.EditRole)
        else:
            super().setModelData(editor, model, index)

    def eventFilter(self, editor: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(editor, QLineEdit)
            and isinstance(event, QKeyEvent)
            and event.key() in self._MOVES
            and not event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            step = self._MOVES[Qt.Key(event.key())]
            if (
                event.key() == Qt.Key.Key_Tab
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            ):
                step = (0, -1)
            self._last_commit_ok = True
            self.commitData.emit(editor)
            if not self._last_commit_ok:
                editor.selectAll()  # keep the editor open so the typo can be fixed
                return True
            self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            self.sig_edit_finished.emit(*step)
            return True
        return super().eventFilter(editor, event)
