"""A spreadsheet-like editor for one matrix of the session.

:class:`MatrixTableView` shows a :class:`MatrixTableModel` (which reads the
document through callbacks and sends every edit back as one ``set_cells`` call)
with the habits people bring from spreadsheets: type to replace a cell, Enter
goes down, Tab goes right, Delete clears to 0, and Ctrl+C / Ctrl+V exchange
tab-separated blocks with LibreOffice, Excel or Google Sheets.

Refused input is always said out loud: the message goes out through
``sig_input_refused`` (the model's and the view's carry the same messages, so
connect one of them) and a tooltip-like bubble shows it next to the cell.

The view keeps the keys, moving and sizes; the in-cell editor is ``cell_delegate``,
copy / paste / clear of blocks ``cell_blocks`` and the bubble ``refusal_bubble``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QTableView,
    QWidget,
)

from selfattn_gui.core.text import translate
from selfattn_gui.ui.editors.cell_blocks import copy_block, paste_block, selected_cells
from selfattn_gui.ui.editors.label_picker import offer_labels
from selfattn_gui.ui.editors.matrix_table_model import AnyIndex, Cell, MatrixTableModel
from selfattn_gui.ui.editors.pin_delegate import PinnedCellDelegate, two_line_row_height
from selfattn_gui.ui.editors.refusal_bubble import RefusalBubble
from selfattn_gui.ui.foundation.plain_text import shown

__all__ = ["Cell", "MatrixTableModel", "MatrixTableView"]


class MatrixTableView(QTableView):
    """A table with spreadsheet habits, for a :class:`MatrixTableModel`.

    Keys: a printable key replaces the cell's content and starts editing; Enter
    commits and moves down (back to the column where a run of Tabs began), Tab /
    Shift+Tab commit and move right / left, arrows move, F2 or a double-click
    edits the current text, Delete / Backspace set the selection to 0, Ctrl+C
    copies the selected rectangle and Ctrl+V pastes a block at its top-left cell.
    Tab past the last cell (Shift+Tab before the first, or Ctrl+Tab anywhere) goes on
    to the next control.
    """

    sig_input_refused = Signal(str)
    sig_row_selected = Signal(int)  # the current row, or -1 when there is none

    _bars: tuple[bool, bool] | None = None  # its scroll bars across and down, once chosen
    _bars_later: QTimer | None = None  # adds a bar the cells still need, a turn later

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tab_start_column: int | None = None
        self._keep_tab_start = False
        self._two_line_rows = False  # a pin is set: each cell also shows its number at the pin
        self.bold_selection = False  # selected cells written in bold (high contrast)
        self.read_only_hint = translate(
            "matrix_table", "These numbers are worked out by the app: change the inputs instead."
        )
        self.label_choices: Callable[[], Sequence[str]] = tuple  # a vocabulary's labels, if any
        # A matrix reads left to right in every language, also where the window mirrors.
        for part in (self, self.horizontalHeader(), self.verticalHeader()):
            part.setLayoutDirection(Qt.LayoutDirection.LeftToRight)

        self._delegate = PinnedCellDelegate(self)
        self._delegate.sig_edit_finished.connect(self._on_delegate_edit_finished)
        self.setItemDelegate(self._delegate)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setWordWrap(False)

        metrics = self.fontMetrics()
        horizontal, vertical = self.horizontalHeader(), self.verticalHeader()
        horizontal.setDefaultSectionSize(metrics.horizontalAdvance("-000.000") + 14)
        horizontal.setMinimumSectionSize(metrics.horizontalAdvance("0.0") + 10)
        horizontal.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        vertical.setDefaultSectionSize(metrics.height() + 8)
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        vertical.sectionDoubleClicked.connect(self._on_row_header_double_clicked)

        self._add_actions()
        self.refusal_bubble = RefusalBubble(self.viewport())
        self.horizontalScrollBar().valueChanged.connect(self._hide_bubble)
        self.verticalScrollBar().valueChanged.connect(self._hide_bubble)

    def _add_actions(self) -> None:
        """Copy, Paste and Clear in the context menu, each showing its key."""
        self.action_copy = QAction(translate("matrix_table", "Copy"), self)
        self.action_paste = QAction(translate("matrix_table", "Paste"), self)
        self.action_clear = QAction(translate("matrix_table", "Clear (set to 0)"), self)
        for action, key in (
            (self.action_copy, QKeySequence.StandardKey.Copy),
            (self.action_paste, QKeySequence.StandardKey.Paste),
            (self.action_clear, QKeySequence.StandardKey.Delete),
        ):
            # The key is only shown in the menu: keyPressEvent handles it, so an
            # open cell editor keeps its own Ctrl+C / Ctrl+V.
            key_text = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
            action.setText(f"{action.text()}\t{key_text}")
            self.addAction(action)
        self.action_copy.triggered.connect(self.copy_selection)
        self.action_paste.triggered.connect(self.paste_from_clipboard)
        self.action_clear.triggered.connect(self.clear_selected_cells)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

    # -- size -------------------------------------------------------------------
    # two-heads is 10 wide and two-layers 13 (its W's 13 tall): up to 16 rows and columns
    # show without a scroll bar of their own; the pipeline's fit makes room for them.
    MAX_FITTED_ROWS = MAX_FITTED_COLUMNS = 16

    def set_column_width_for(self, decimals: int) -> None:
        """Make columns just wide enough for numbers like -10.00 at this many decimals."""
        self._width_decimals = decimals
        sample = "-0." + "0" * decimals if decimals else "-00"
        font = QFont(self.font())
        font.setBold(getattr(self, "_bold_row", False) or self.bold_selection)  # bold must fit
        self.horizontalHeader().setDefaultSectionSize(
            QFontMetrics(font).horizontalAdvance(sample) + 14
        )
        self.updateGeometry()
        self._choose_scroll_bars()

    def set_highlight_bold(self, bold: bool, selection: bool = False) -> None:
        """Bold for the highlighted row (presenting) and the selection; columns widen for it."""
        self._bold_row, self.bold_selection = bool(bold), bool(selection)
        model = self.matrix_model()
        if model is not None:
            model.set_highlight_bold(bold)
        self.set_column_width_for(getattr(self, "_width_decimals", 2))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        """Zoom changes the font: rows and columns follow so nothing is clipped."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_row_height()
            self.set_column_width_for(getattr(self, "_width_decimals", 2))

    def set_two_line_rows(self, two_lines: bool) -> None:
        """Make the rows tall enough for a second, smaller line (the number at the pin)."""
        if bool(two_lines) != self._two_line_rows:
            self._two_line_rows = bool(two_lines)
            self._fit_row_height()

    def _fit_row_height(self) -> None:
        one_line = self.fontMetrics().height() + 8
        height = two_line_row_height(self.font()) if self._two_line_rows else one_line
        self.verticalHeader().setDefaultSectionSize(max(one_line, height))
        self.updateGeometry()
        self._choose_scroll_bars()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Just big enough for a small matrix; large ones scroll inside a capped size."""
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        columns = model.columnCount() if model is not None else 0
        horizontal, vertical = self.horizontalHeader(), self.verticalHeader()
        frame = 2 * self.frameWidth()
        width = (
            vertical.sizeHint().width()
            + horizontal.defaultSectionSize() * max(1, min(columns, self.MAX_FITTED_COLUMNS))
            + frame
        )
        height = (
            horizontal.sizeHint().height()
            + vertical.defaultSectionSize() * max(1, min(rows, self.MAX_FITTED_ROWS))
            + frame
        )
        if columns > self.MAX_FITTED_COLUMNS:
            height += self.horizontalScrollBar().sizeHint().height()
        if rows > self.MAX_FITTED_ROWS:
            width += self.verticalScrollBar().sizeHint().width()
        return QSize(width, height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._choose_scroll_bars()

    def updateGeometries(self) -> None:  # noqa: N802 (Qt override)
        super().updateGeometries()  # (the headers have their sizes for the text now)
        self._choose_scroll_bars()

    def _choose_scroll_bars(self) -> None:
        """Take away a scroll bar the cells no longer need at once; add one a turn later.

        Qt decides "as needed" in a later turn of the event loop, from the ranges it set
        for the size before: when the text changed size and the table with it (the
        pipeline fitting its room), a table just big enough for its cells kept the bars
        it had needed a moment before, and was painted so, cut off.  A bar that is needed
        waits for the turn, though: the layouts may be about to give the table its room.
        """
        wide, tall = self._bars_needed()
        shown = self._bars or (False, False)
        if (wide and not shown[0]) or (tall and not shown[1]):
            if self._bars_later is None:
                self._bars_later = QTimer(self, singleShot=True, interval=0)
                self._bars_later.timeout.connect(lambda: self._show_bars(*self._bars_needed()))
            self._bars_later.start()
        self._show_bars(wide and shown[0], tall and shown[1])

    def _bars_needed(self) -> tuple[bool, bool]:
        """Whether the cells need a scroll bar across and one down at the table's size now."""
        horizontal, vertical = self.horizontalHeader(), self.verticalHeader()
        frame = 2 * self.frameWidth()
        across = horizontal.length() + (0 if vertical.isHidden() else vertical.sizeHint().width())
        down = vertical.length() + (0 if horizontal.isHidden() else horizontal.sizeHint().height())
        room_across, room_down = self.width() - frame, self.height() - frame
        wide, tall = across > room_across, down > room_down
        # A bar takes room from the other way.
        tall = tall or (wide and down > room_down - self.horizontalScrollBar().sizeHint().height())
        wide = wide or (tall and across > room_across - self.verticalScrollBar().sizeHint().width())
        return wide, tall

    def _show_bars(self, wide: bool, tall: bool) -> None:
        if (wide, tall) == self._bars:
            return
        self._bars = (wide, tall)
        on, off = Qt.ScrollBarPolicy.ScrollBarAlwaysOn, Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(on if wide else off)
        self.setVerticalScrollBarPolicy(on if tall else off)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # Room for about one and a half columns and three rows: in a crowded window a table
        # scrolls rather than pushing the window wider than the screen.
        hint = self.sizeHint()
        header = self.horizontalHeader().sizeHint().height()
        row_height = self.verticalHeader().defaultSectionSize()
        narrow = (
            self.verticalHeader().sizeHint().width() + self.horizontalHeader().defaultSectionSize()
        )
        return QSize(
            min(hint.width(), narrow + 40), min(hint.height(), header + 3 * row_height + 20)
        )

    # -- model ------------------------------------------------------------------
    def matrix_model(self) -> MatrixTableModel | None:
        model = self.model()
        return model if isinstance(model, MatrixTableModel) else None

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 (Qt override)
        old = self.matrix_model()
        if old is not None:
            old.sig_input_refused.disconnect(self._on_model_input_refused)
        super().setModel(model)
        new = self.matrix_model()
        if new is not None:
            new.sig_input_refused.connect(self._on_model_input_refused)
        editable = new is not None and new.is_editable
        self.action_paste.setEnabled(editable)
        self.action_clear.setEnabled(editable)

    def _say(self, message: str) -> None:
        """Refuse something the view itself handles (a paste, a read-only table).

        The message goes out through the model's signal, so whoever listens to
        the model hears the view's refusals too, and comes back to
        :meth:`_on_model_input_refused` to be shown.
        """
        model = self.matrix_model()
        if model is not None:
            model.sig_input_refused.emit(message)
        else:
            self._on_model_input_refused(message)

    def _on_model_input_refused(self, message: str) -> None:
        """Make refused input visible: a bubble by the current cell, and the view's signal."""
        message = shown(message)  # it may quote what was typed or pasted: plain text
        self.refusal_bubble.show_message(message, self.visualRect(self.currentIndex()))
        self.sig_input_refused.emit(message)

    def _hide_bubble(self) -> None:
        self.refusal_bubble.dismiss()

    # -- moving -----------------------------------------------------------------
    def _go_to(self, row: int, column: int, keep_tab_start: bool = False) -> None:
        model = self.model()
        if model is None or not model.rowCount() or not model.columnCount():
            return
        row = max(0, min(row, model.rowCount() - 1))
        column = max(0, min(column, model.columnCount() - 1))
        self._keep_tab_start = keep_tab_start
        try:
            # An explicit command: setCurrentIndex() would read the keyboard modifiers
            # and extend the selection while Shift is held for Shift+Tab.
            self.selectionModel().setCurrentIndex(
                model.index(row, column), QItemSelectionModel.SelectionFlag.ClearAndSelect
            )
        finally:
            self._keep_tab_start = False

    def _step(self, row_step: int, column_step: int) -> None:
        current = self.currentIndex()
        if not current.isValid():
            self._go_to(0, 0)
            return
        row, column = current.row(), current.column()
        if column_step:
            self._tab_along(row, column, column_step)
        else:
            # Like a spreadsheet: after Tab, Tab, Enter, the next row starts where the Tabs began.
            start = self._tab_start_column if self._tab_start_column is not None else column
            self._go_to(row + row_step, start)

    def _tab_along(self, row: int, column: int, step: int) -> None:
        """Tab: the next cell in reading order; past the last cell, the next control.

        A row's end goes on to the next row's start (a run of Tabs starts again there),
        and Tab on the last cell (Shift+Tab on the first) leaves the table, so the
        keyboard is never kept in it.
        """
        model = self.model()
        last_column = model.columnCount() - 1 if model is not None else 0
        column += step
        if 0 <= column <= last_column:
            if self._tab_start_column is None:
                self._tab_start_column = column - step
            self._go_to(row, column, keep_tab_start=True)
            return
        row += step
        if model is None or not 0 <= row < model.rowCount():
            QAbstractScrollArea.focusNextPrevChild(self, step > 0)
            return
        self._go_to(row, 0 if step > 0 else last_column)

    def currentChanged(self, current: AnyIndex, previous: AnyIndex) -> None:  # noqa: N802
        super().currentChanged(current, previous)
        if not self._keep_tab_start:
            self._tab_start_column = None
        self.sig_row_selected.emit(current.row() if current.isValid() else -1)

    def _on_delegate_edit_finished(self, row_step: int, column_step: int) -> None:
        self._step(row_step, column_step)

    # -- keys -------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if self.state() == QAbstractItemView.State.EditingState:
            super().keyPressEvent(event)
            return
        self._hide_bubble()
        key, modifiers = event.key(), event.modifiers()
        command_keys = (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        )
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_selection()
        elif event.matches(QKeySequence.StandardKey.Paste):
            self.paste_from_clipboard()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and not modifiers & command_keys:
            self.clear_selected_cells()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not modifiers & command_keys:
            self._step(-1 if modifiers & Qt.KeyboardModifier.ShiftModifier else 1, 0)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and modifiers & (
            Qt.KeyboardModifier.ControlModifier
        ):  # a way out of the table at once, forwards or (with Shift) back
            backwards = key == Qt.Key.Key_Backtab or modifiers & Qt.KeyboardModifier.ShiftModifier
            QAbstractScrollArea.focusNextPrevChild(self, not backwards)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            backwards = key == Qt.Key.Key_Backtab or modifiers & Qt.KeyboardModifier.ShiftModifier
            self._step(0, -1 if backwards else 1)
        elif event.text() and event.text().isprintable() and not modifiers & command_keys:
            self._start_typing(event.text())
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _start_typing(self, text: str) -> None:
        """Open the editor on the current cell with ``text`` replacing what was there."""
        model, index = self.matrix_model(), self.currentIndex()
        if model is None or not index.isValid():
            return
        if not model.is_editable:
            self._say(self.read_only_hint)
            return
        self.edit(index)
        editor = self.indexWidget(index)
        if isinstance(editor, QLineEdit):
            editor.setText(text)

    # -- copy, paste, clear ----------------------------------------------------------
    def _editable_model(self) -> MatrixTableModel | None:
        """The model when its cells may be changed; a read-only table says so and gives None."""
        model = self.matrix_model()
        if model is not None and not model.is_editable:
            self._say(self.read_only_hint)
            return None
        return model

    def copy_selection(self) -> bool:
        """Copy the selected rectangle to the clipboard as tab-separated, exact numbers."""
        return copy_block(self, self.matrix_model(), self._say)

    def paste_from_clipboard(self) -> bool:
        """Paste the clipboard's text block at the selection (see :meth:`paste_text`)."""
        return self.paste_text(QApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """Write a tab-separated block into the matrix as one edit.

        The block starts at the top-left cell of the selection; what does not fit
        is left out, and a message says so.  One number pasted onto a selection of
        several cells fills all of them.  A block with a bad cell changes nothing.
        """
        model = self._editable_model()
        return model is not None and paste_block(self, model, text, self._say)

    def clear_selected_cells(self) -> bool:
        """Set every selected cell to 0, as one edit."""
        model = self._editable_model()
        if model is None:
            return False
        return model.apply_cells([(r, c, 0.0) for r, c in selected_cells(self)], True)

    # -- token labels ---------------------------------------------------------------
    def rename_row_at(self, row: int, text: str) -> bool:
        """Rename the token of row ``row``; an empty label is refused with a message."""
        model = self.matrix_model()
        return model is not None and model.rename_row_at(row, text)

    def _on_row_header_double_clicked(self, row: int) -> None:
        model = self.matrix_model()
        if model is None or not model.can_rename_rows:
            return
        dialog = QInputDialog(self)
        dialog.setObjectName("rename_token_dialog")
        dialog.setWindowTitle(translate("matrix_table", "Rename token"))
        label = translate("matrix_table", "New label for row {row}:")
        dialog.setLabelText(label.format(row=row + 1))
        dialog.setTextValue(model.row_label(row))
        if choices := self.label_choices():  # a vocabulary: pick one of its labels
            offer_labels(dialog, choices, model.row_label(row))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.textValueSelected.connect(lambda text: self.rename_row_at(row, text))
        dialog.open()  # not exec(): the window stays responsive and tests can reach it
