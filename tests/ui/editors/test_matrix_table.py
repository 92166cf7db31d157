"""The matrix editor, driven with keys and the clipboard the way a learner would."""

from __future__ import annotations

import os

import numpy as np
import pytest
from PySide6.QtCore import QItemSelection, QItemSelectionModel, QLocale, Qt
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core import text
from selfattn_gui.core.sessions.edits import changed_cells
from selfattn_gui.ui.editors.matrix_table import MatrixTableModel, MatrixTableView

TOKENS = ["cat", "sat", "mat"]
START = np.array(
    [
        [1.0, 0.5, -2.0, 3.25],
        [0.0, 1.0, 0.125, -1.0],
        [2.0, -0.5, 1.0, 0.1],
    ]
)


class FakeDocument:
    """Holds one matrix like the real document: edits arrive as cell lists, then views refresh."""

    def __init__(self, values: np.ndarray, tokens: list[str]) -> None:
        self.values = np.array(values, dtype=float)
        self.values.setflags(write=False)
        self.tokens = list(tokens)
        self.calls: list[list[tuple[int, int, float]]] = []
        self.renames: list[tuple[int, str]] = []
        self.models: list[MatrixTableModel] = []
        self.refusal: str | None = None  # set to make the next edits fail like a SessionError

    def get_values(self) -> np.ndarray:
        return self.values

    def set_cells(self, cells: list[tuple[int, int, float]]) -> bool:
        """Like ``Document.set_cells``: unchanged cells are skipped; ``calls`` holds undo steps."""
        if self.refusal:
            raise ValueError(self.refusal)
        cells = changed_cells(self.values, cells)
        if not cells:
            return False
        self.calls.append(list(cells))
        new = self.values.copy()
        for row, column, value in cells:
            new[row, column] = value
        new.setflags(write=False)
        self.values = new
        self._changed()
        return True

    def rename_row(self, row: int, label: str) -> None:
        self.renames.append((row, label))
        self.tokens[row] = label
        self._changed()

    def row_labels(self) -> list[str]:
        return list(self.tokens)

    def column_labels(self) -> list[str]:
        return [f"d{i + 1}" for i in range(self.values.shape[1])]

    def _changed(self) -> None:
        for model in self.models:
            model.refresh()


@pytest.fixture
def document() -> FakeDocument:
    return FakeDocument(START, TOKENS)


def make_model(document: FakeDocument, editable: bool = True) -> MatrixTableModel:
    model = MatrixTableModel(
        document.get_values,
        document.set_cells if editable else None,
        row_labels=document.row_labels,
        column_labels=document.column_labels,
        rename_row=document.rename_row if editable else None,
    )
    document.models.append(model)
    return model


@pytest.fixture
def view(qtbot, document) -> MatrixTableView:
    table = MatrixTableView()
    table.setModel(make_model(document))
    qtbot.addWidget(table)
    table.resize(520, 220)
    table.show()
    table.activateWindow()
    qtbot.waitExposed(table)
    table.setFocus()
    return table


def select(view: MatrixTableView, row: int, column: int) -> None:
    """Make one cell current and selected, as a click on it does."""
    view.selectionModel().setCurrentIndex(
        view.model().index(row, column), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )


def press(qtbot, view: MatrixTableView, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier):
    """Press a key on whatever has the keyboard focus: the cell editor while typing, else the table."""
    target = QApplication.focusWidget() or view
    qtbot.keyClick(target, key, modifier)


def type_text(qtbot, view: MatrixTableView, text: str) -> None:
    for char in text:
        qtbot.keyClicks(QApplication.focusWidget() or view, char)


def shown(view: MatrixTableView, row: int, column: int) -> str:
    return view.model().index(row, column).data(Qt.ItemDataRole.DisplayRole)


# -- typing ------------------------------------------------------------------------


def test_typing_replaces_the_cell_and_enter_commits_and_moves_down(qtbot, view, document):
    select(view, 0, 1)
    type_text(qtbot, view, "2.5")
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    assert editor.text() == "2.5"  # the old "0.5" was replaced, not appended to
    press(qtbot, view, Qt.Key.Key_Return)

    assert document.calls == [[(0, 1, 2.5)]]
    assert document.values[0, 1] == 2.5
    assert shown(view, 0, 1) == "2.50"
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, 1)
    assert view.state() != view.State.EditingState


def test_text_is_refused_with_a_message_naming_the_cell(qtbot, view, document):
    select(view, 0, 1)
    with qtbot.waitSignal(view.sig_input_refused) as refused:
        type_text(qtbot, view, "abc")
        press(qtbot, view, Qt.Key.Key_Return)
    assert refused.args == ["row \"cat\", column 2: 'abc' is not a number"]
    assert view.refusal_bubble.isVisible()
    assert view.refusal_bubble.text() == refused.args[0]
    assert document.calls == []
    assert document.values[0, 1] == 0.5
    # The editor stays open on the same cell so the typo can be fixed.
    assert (view.currentIndex().row(), view.currentIndex().column()) == (0, 1)
    press(qtbot, view, Qt.Key.Key_Escape)
    assert shown(view, 0, 1) == "0.50"
    assert document.calls == []


def test_tab_commits_and_moves_right_then_enter_returns_to_the_first_column(qtbot, view, document):
    select(view, 1, 0)
    type_text(qtbot, view, "7")
    press(qtbot, view, Qt.Key.Key_Tab)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, 1)
    type_text(qtbot, view, "-8")
    press(qtbot, view, Qt.Key.Key_Tab)
    type_text(qtbot, view, "1e-3")
    press(qtbot, view, Qt.Key.Key_Return)
    assert document.calls == [[(1, 0, 7.0)], [(1, 1, -8.0)], [(1, 2, 0.001)]]
    assert (view.currentIndex().row(), view.currentIndex().column()) == (2, 0)


def test_shift_tab_and_arrows_move_without_editing(qtbot, view, document):
    select(view, 1, 2)
    press(qtbot, view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert view.currentIndex().column() == 1
    # Holding Shift for Shift+Tab must not stretch the selection.
    assert [(i.row(), i.column()) for i in view.selectionModel().selectedIndexes()] == [(1, 1)]
    press(qtbot, view, Qt.Key.Key_Down)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (2, 1)
    press(qtbot, view, Qt.Key.Key_Right)
    assert view.currentIndex().column() == 2
    assert document.calls == []


def test_tab_runs_on_to_the_next_row_and_leaves_the_table_after_the_last_cell(qtbot, document):
    box = QWidget()
    before = QPushButton("before", box)
    table = MatrixTableView(box)
    after = QPushButton("after", box)
    table.setModel(make_model(document))
    layout = QVBoxLayout(box)
    for widget in (before, table, after):
        layout.addWidget(widget)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    table.setFocus()
    select(table, 0, 3)
    press(qtbot, table, Qt.Key.Key_Tab)  # the end of a row: on to the next row's start
    assert (table.currentIndex().row(), table.currentIndex().column()) == (1, 0)
    select(table, 2, 2)
    type_text(qtbot, table, "4")
    press(qtbot, table, Qt.Key.Key_Tab)
    press(qtbot, table, Qt.Key.Key_Tab)  # past the last cell: the next control
    assert QApplication.focusWidget() is after
    assert document.calls == [[(2, 2, 4.0)]]
    table.setFocus()
    select(table, 0, 0)
    press(qtbot, table, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is before
    table.setFocus()
    select(table, 1, 1)
    press(qtbot, table, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)  # out at once
    assert QApplication.focusWidget() is after


def test_unchanged_value_makes_no_undo_step(qtbot, view, document):
    select(view, 0, 0)
    type_text(qtbot, view, "1")
    press(qtbot, view, Qt.Key.Key_Return)
    assert document.calls == []
    assert view.currentIndex().row() == 1


def test_an_edit_repaints_the_table_once_when_the_document_refreshes_it(qtbot, view, document):
    repaints = []
    view.model().dataChanged.connect(lambda top_left, bottom_right, roles: repaints.append(roles))
    select(view, 1, 2)
    type_text(qtbot, view, "4")
    press(qtbot, view, Qt.Key.Key_Return)
    assert document.calls == [[(1, 2, 4.0)]]
    assert repaints == [[]]  # every role of every cell, once: no second repaint of the edit
    assert shown(view, 1, 2) == "4.00"


# -- clearing, copying, pasting ---------------------------------------------------------


def select_block(view: MatrixTableView, top: int, left: int, bottom: int, right: int) -> None:
    model = view.model()
    select(view, top, left)
    view.selectionModel().select(
        QItemSelection(model.index(top, left), model.index(bottom, right)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect,
    )


def test_delete_sets_a_two_by_two_selection_to_zero_in_one_call(qtbot, view, document):
    select_block(view, 0, 1, 1, 2)
    press(qtbot, view, Qt.Key.Key_Delete)
    assert len(document.calls) == 1
    assert sorted(document.calls[0]) == [(0, 1, 0.0), (0, 2, 0.0), (1, 1, 0.0), (1, 2, 0.0)]
    expected = START.copy()
    expected[0:2, 1:3] = 0.0
    np.testing.assert_array_equal(document.values, expected)


def test_ctrl_c_copies_the_selected_rectangle_as_exact_tsv(qtbot, view, document):
    select_block(view, 1, 2, 2, 3)
    press(qtbot, view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.clipboard().text() == "0.125\t-1\n1\t0.1"


def test_ctrl_v_pastes_a_block_as_one_call(qtbot, view, document):
    QApplication.clipboard().setText("1\t2\n3\t4\n")
    select(view, 1, 2)
    press(qtbot, view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert len(document.calls) == 1
    assert sorted(document.calls[0]) == [(1, 2, 1.0), (1, 3, 2.0), (2, 2, 3.0), (2, 3, 4.0)]
    assert document.values[2, 3] == 4.0


def test_copy_then_paste_round_trips_every_digit(qtbot, view, document):
    document.set_cells([(0, 0, 1 / 3), (0, 1, -2.0e-7)])
    document.calls.clear()
    select_block(view, 0, 0, 0, 1)
    press(qtbot, view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    select(view, 2, 2)
    press(qtbot, view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert document.calls == [[(2, 2, 1 / 3), (2, 3, -2.0e-7)]]


def test_a_block_too_big_is_clipped_with_a_message(qtbot, view, document):
    QApplication.clipboard().setText("1\t2\t3\t4\t5\n6\t7\t8\t9\t10\n")
    select(view, 2, 1)
    with qtbot.waitSignal(view.sig_input_refused) as refused:
        press(qtbot, view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert refused.args == [
        "pasted 2 × 5 but only 1 × 3 fit from row 3, column 2: the extra cells were left out"
    ]
    assert document.calls == [[(2, 1, 1.0), (2, 2, 2.0), (2, 3, 3.0)]]
    np.testing.assert_array_equal(document.values[:2], START[:2])


def test_the_model_signal_carries_the_views_messages_too(qtbot, view, document):
    """The main window may listen to the model only; paste messages must still reach it."""
    heard_from_model: list[str] = []
    view.model().sig_input_refused.connect(heard_from_model.append)
    QApplication.clipboard().setText("1\t2\t3\t4\t5\n")
    select(view, 0, 0)
    with qtbot.waitSignal(view.sig_input_refused) as refused:
        press(qtbot, view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert (
        heard_from_model
        == refused.args
        == ["pasted 1 × 5 but only 1 × 4 fit from row 1, column 1: the extra cells were left out"]
    )


def test_a_ragged_block_is_refused_and_nothing_changes(qtbot, view, document):
    QApplication.clipboard().setText("1\t2\n3\n")
    select(view, 0, 0)
    with qtbot.waitSignal(view.sig_input_refused) as refused:
        press(qtbot, view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "row 2" in refused.args[0]
    assert refused.args[0].startswith("Nothing was pasted")
    assert document.calls == []
    np.testing.assert_array_equal(document.values, START)


def test_one_number_pasted_on_a_selection_fills_it(qtbot, view, document):
    QApplication.clipboard().setText("9")
    select_block(view, 0, 0, 2, 0)
    press(qtbot, view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert document.calls == [[(0, 0, 9.0), (1, 0, 9.0), (2, 0, 9.0)]]


@pytest.fixture
def german_locale():
    """A German locale, set as the app sets it at start (Qt's and the numbers' own)."""
    before, point = QLocale(), text.decimal_point()
    QLocale.setDefault(QLocale("de_DE"))
    text.set_decimal_point(QLocale().decimalPoint())
    yield
    QLocale.setDefault(before)
    text.set_decimal_point(point)


# The locale is set before the table is made, as the app does at start-up: the model
# reads the decimal point once per new matrix, not for every cell it paints.
def test_a_german_decimal_comma_is_accepted(qtbot, german_locale, view, document):
    assert shown(view, 0, 1) == "0,50"
    select(view, 0, 1)
    type_text(qtbot, view, "1,5")
    press(qtbot, view, Qt.Key.Key_Return)
    assert document.calls == [[(0, 1, 1.5)]]
    QApplication.clipboard().setText("0,25\t-1,5\n")
    select(view, 2, 0)
    press(qtbot, view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert document.calls[-1] == [(2, 0, 0.25), (2, 1, -1.5)]


# -- read-only tables, labels, refresh ------------------------------------------------------


def test_a_read_only_table_refuses_typing_and_pasting(qtbot, document):
    table = MatrixTableView()
    table.setModel(make_model(document, editable=False))
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    select(table, 0, 0)
    with qtbot.waitSignal(table.sig_input_refused):
        qtbot.keyClicks(table, "5")
    assert table.state() != table.State.EditingState
    QApplication.clipboard().setText("1")
    with qtbot.waitSignal(table.sig_input_refused):
        qtbot.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    with qtbot.waitSignal(table.sig_input_refused):
        qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert document.calls == []
    assert not table.model().flags(table.model().index(0, 0)) & Qt.ItemFlag.ItemIsEditable


def test_headers_show_labels_and_rows_can_be_renamed(qtbot, view, document):
    model = view.model()
    assert model.headerData(1, Qt.Orientation.Vertical) == "sat"
    assert model.headerData(3, Qt.Orientation.Horizontal) == "d4"
    assert view.rename_row_at(1, "  sits ")
    assert document.renames == [(1, "sits")]
    assert model.headerData(1, Qt.Orientation.Vertical) == "sits"
    with qtbot.waitSignal(view.sig_input_refused):
        assert not view.rename_row_at(1, "   ")
    assert document.renames == [(1, "sits")]


# The offscreen platform cannot size or raise a real dialog window and says so.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_double_clicking_a_row_header_asks_for_a_new_label(qtbot, view, document):
    header = view.verticalHeader()
    header.sectionDoubleClicked.emit(2)
    dialog = view.findChild(QInputDialog, "rename_token_dialog")
    assert dialog is not None and dialog.textValue() == "mat"
    dialog.setTextValue("rug")
    dialog.accept()
    assert document.renames == [(2, "rug")]


def _announced_cells(model, change) -> set[tuple[int, int]]:
    """The cells the model tells its views to repaint while ``change()`` runs."""
    cells: set[tuple[int, int]] = set()

    def note(top_left, bottom_right, _roles=()) -> None:
        for row in range(top_left.row(), bottom_right.row() + 1):
            for column in range(top_left.column(), bottom_right.column() + 1):
                cells.add((row, column))

    model.dataChanged.connect(note)
    try:
        change()
    finally:
        model.dataChanged.disconnect(note)
    return cells


def test_refresh_follows_the_document_and_resets_on_a_new_shape(qtbot, view, document):
    model = view.model()

    def refill() -> None:
        document.values = np.full((3, 4), 2.0)
        model.refresh()

    # START's first cell of its last row is 2.0 already: every other cell is repainted.
    assert _announced_cells(model, refill) == {(r, c) for r in range(3) for c in range(4)} - {
        (2, 0)
    }
    assert shown(view, 1, 1) == "2.00"
    with qtbot.waitSignal(model.modelReset):
        document.values = np.zeros((2, 5))
        model.refresh()
    assert (model.rowCount(), model.columnCount()) == (2, 5)


def test_a_refresh_repaints_only_the_cells_that_changed(view, document):
    model = view.model()

    def edit_one_cell() -> None:
        document.set_cells([(1, 2, 9.0)])  # a new array, then every view refreshes

    assert _announced_cells(model, edit_one_cell) == {(1, 2)}
    assert shown(view, 1, 2) == "9.00"
    assert _announced_cells(model, model.refresh) == set()  # the same array: nothing to do


def test_a_refusal_from_the_document_is_shown(qtbot, view, document):
    document.refusal = "embeddings[0][0]: the document said no"
    select(view, 0, 0)
    with qtbot.waitSignal(view.sig_input_refused) as refused:
        type_text(qtbot, view, "4")
        press(qtbot, view, Qt.Key.Key_Return)
    assert refused.args == ["embeddings[0][0]: the document said no"]
    assert shown(view, 0, 0) == "1.00"


def test_the_model_keeps_no_copy_of_the_numbers(view, document):
    document.values = START * 10  # swapped behind the model's back, no refresh
    assert view.model().index(0, 3).data(Qt.ItemDataRole.ToolTipRole) == "32.5"


def test_shown_numbers_follow_a_new_matrix_even_before_a_refresh(view, document):
    assert view.model().index(0, 3).data(Qt.ItemDataRole.DisplayRole) == "3.25"
    document.values = START * 10  # swapped behind the model's back, no refresh
    assert view.model().index(0, 3).data(Qt.ItemDataRole.DisplayRole) == "32.50"


def test_a_numeric_edit_announces_no_header_but_a_renamed_token_does(qtbot, view, document):
    model = view.model()
    announced: list[tuple[Qt.Orientation, int, int]] = []
    model.headerDataChanged.connect(lambda *args: announced.append(args))
    assert model.setData(model.index(1, 2), "7.5", Qt.ItemDataRole.EditRole)
    model.refresh()
    assert document.calls == [[(1, 2, 7.5)]]
    assert shown(view, 1, 2) == "7.50"
    assert announced == []
    # Renamed behind the model's back, then refreshed as the document does.
    document.tokens[0] = "dog"
    model.refresh()
    assert announced == [(Qt.Orientation.Vertical, 0, 2)]
    assert model.headerData(0, Qt.Orientation.Vertical) == "dog"
    announced.clear()
    assert view.rename_row_at(2, "rug")
    assert (Qt.Orientation.Vertical, 2, 2) in announced
    assert all(orientation == Qt.Orientation.Vertical for orientation, _, _ in announced)
    assert model.headerData(2, Qt.Orientation.Vertical) == "rug"


def test_context_menu_actions(qtbot, view, document):
    select_block(view, 2, 2, 2, 3)
    view.action_copy.trigger()
    assert QApplication.clipboard().text() == "1\t0.1"
    view.action_clear.trigger()
    assert document.calls == [[(2, 2, 0.0), (2, 3, 0.0)]]
    select(view, 0, 0)
    view.action_paste.trigger()
    # (0, 0) already holds 1: only the cell that changes is sent, so undo has no empty steps.
    assert document.calls[-1] == [(0, 1, 0.1)]


def test_display_edit_and_tooltip_roles(view, document):
    model = view.model()
    model.set_decimals(3)
    index = model.index(1, 2)
    assert index.data(Qt.ItemDataRole.DisplayRole) == "0.125"
    model.set_decimals(2)
    assert index.data(Qt.ItemDataRole.DisplayRole) == "0.13"  # half up, as spreadsheets do
    model.set_decimals(1)
    assert index.data(Qt.ItemDataRole.DisplayRole) == "0.1"
    assert index.data(Qt.ItemDataRole.EditRole) == "0.125"
    assert index.data(Qt.ItemDataRole.ToolTipRole) == "0.125"
    assert model.index(2, 3).data(Qt.ItemDataRole.EditRole) == "0.1"
    alignment = Qt.AlignmentFlag(index.data(Qt.ItemDataRole.TextAlignmentRole))
    assert alignment & Qt.AlignmentFlag.AlignRight


def test_highlighted_row_is_tinted(view):
    model = view.model()
    model.set_highlighted_row(1)
    assert model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is None
    model.set_highlighted_row(None)
    assert model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) is None


@pytest.mark.parametrize("force_py", [True, False], ids=["pytest-qt tester", "Qt tester"])
@pytest.mark.parametrize("editable", [True, False], ids=["editable", "read-only"])
def test_model_passes_qt_model_checks(qtmodeltester, document, editable, force_py):
    qtmodeltester.check(make_model(document, editable=editable), force_py=force_py)


def test_screenshot_of_a_labelled_three_by_four_editor(qtbot, view, tmp_path):
    from pathlib import Path

    view.model().set_highlighted_row(1)
    select(view, 0, 1)
    image = view.grab()
    assert not image.isNull()
    folder = Path(os.environ.get("SELFATTN_GUI_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    assert image.save(str(folder / "matrix_table.png"))

    select(view, 2, 2)
    type_text(qtbot, view, "1,2,3")
    press(qtbot, view, Qt.Key.Key_Return)
    assert view.refusal_bubble.isVisible()
    assert view.grab().save(str(folder / "matrix_table_refused.png"))
