"""Copy, paste and clear rectangles of cells in a matrix table, as one edit each.

Blocks travel as tab-separated text with exact numbers, the way LibreOffice, Excel and
Google Sheets copy cells, so a block copied from a spreadsheet pastes cell by cell and
a block copied here pastes into a spreadsheet.  Every refusal is said through ``say``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelection, QItemSelectionModel
from PySide6.QtWidgets import QApplication, QTableView

from selfattn_gui.core.sessions.cell_input import CellInputError, format_block, parse_block
from selfattn_gui.core.text import decimal_point, translate
from selfattn_gui.ui.editors.matrix_table_model import MatrixTableModel


def selected_cells(view: QTableView) -> list[tuple[int, int]]:
    """The selected (row, column) cells in order, or the current cell when none is selected."""
    cells = {(i.row(), i.column()) for i in view.selectionModel().selectedIndexes()}
    if not cells and view.currentIndex().isValid():
        cells = {(view.currentIndex().row(), view.currentIndex().column())}
    return sorted(cells)


def selected_rectangle(view: QTableView) -> tuple[int, int, int, int] | None:
    """(top, left, bottom, right) of the selection, or None when it is not one rectangle."""
    cells = selected_cells(view)
    if not cells:
        return None
    top, bottom = min(r for r, _ in cells), max(r for r, _ in cells)
    left, right = min(c for _, c in cells), max(c for _, c in cells)
    if len(cells) != (bottom - top + 1) * (right - left + 1):
        return None
    return top, left, bottom, right


def copy_block(
    view: QTableView, model: MatrixTableModel | None, say: Callable[[str], None]
) -> bool:
    """Copy the selected rectangle to the clipboard as tab-separated, exact numbers."""
    rectangle = selected_rectangle(view)
    if model is None or rectangle is None:
        if model is not None and selected_cells(view):
            say(
                translate(
                    "cell_blocks", "Copy works on one rectangle of cells: select a single block."
                )
            )
        return False
    if model.veiled:  # the clipboard would carry the answer past the "?"
        say(
            translate(
                "cell_blocks",
                "These numbers are hidden until you answer the lesson's question: "
                "answer it (or press Reveal) to copy them.",
            )
        )
        return False
    top, left, bottom, right = rectangle
    block = model.values()[top : bottom + 1, left : right + 1].tolist()
    QApplication.clipboard().setText(format_block(block, decimal_point()))
    return True


def paste_block(
    view: QTableView, model: MatrixTableModel, text: str, say: Callable[[str], None]
) -> bool:
    """Write a tab-separated block into an editable ``model`` as one edit.

    The block starts at the top-left cell of the selection; what does not fit
    is left out, and a message says so.  One number pasted onto a selection of
    several cells fills all of them.  A block with a bad cell changes nothing.
    """
    selected = selected_cells(view)
    if not selected:
        say(translate("cell_blocks", "Select the cell where the pasted numbers should start."))
        return False
    try:
        block = parse_block(text, decimal_point())
    except CellInputError as error:
        say(translate("cell_blocks", "Nothing was pasted: {reason}").format(reason=error))
        return False
    if len(block) == 1 and len(block[0]) == 1 and len(selected) > 1:
        return model.apply_cells([(r, c, block[0][0]) for r, c in selected], True)
    top, left = _paste_anchor(view)
    block_rows, block_columns = len(block), len(block[0])
    rows_fit = min(block_rows, model.rowCount() - top)
    columns_fit = min(block_columns, model.columnCount() - left)
    cells = [(top + i, left + j, block[i][j]) for i in range(rows_fit) for j in range(columns_fit)]
    if not model.apply_cells(cells, report_no_change=True):
        return False
    view.selectionModel().select(
        QItemSelection(
            model.index(top, left), model.index(top + rows_fit - 1, left + columns_fit - 1)
        ),
        QItemSelectionModel.SelectionFlag.ClearAndSelect,
    )
    if (rows_fit, columns_fit) != (block_rows, block_columns):
        say(
            translate(
                "cell_blocks",
                "pasted {rows} × {columns} but only {rows_fit} × {columns_fit} fit "
                "from row {row}, column {column}: the extra cells were left out",
            ).format(
                rows=block_rows,
                columns=block_columns,
                rows_fit=rows_fit,
                columns_fit=columns_fit,
                row=top + 1,
                column=left + 1,
            )
        )
    return True


def _paste_anchor(view: QTableView) -> tuple[int, int]:
    """The top-left cell of the selected rectangle, else the current cell."""
    rectangle, current = selected_rectangle(view), view.currentIndex()
    if rectangle is not None:
        top, left, bottom, right = rectangle
        inside = top <= current.row() <= bottom and left <= current.column() <= right
        if inside or not current.isValid():
            return top, left
    if current.isValid():
        return current.row(), current.column()
    return selected_cells(view)[0]
