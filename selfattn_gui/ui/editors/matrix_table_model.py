"""The table model behind :class:`~selfattn_gui.ui.editors.matrix_table.MatrixTableView`.

The model never owns numbers.  It reads the matrix through a ``get_values``
callback every time it is asked, and turns every edit (one typed cell, a
cleared selection, a pasted block) into exactly one ``set_cells`` call; the
document behind that callback pushes one undo command per call and then asks
the model to :meth:`~MatrixTableModel.refresh` (an edit's one repaint).  The shape,
the header labels and the texts of the cells already painted (:class:`CellTexts`) are
remembered, to tell Qt only what changed.  A veiled table shows every number as "?".
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication

from selfattn_gui.core.sessions.cell_input import (
    CellInputError,
    check_number,
    parse_cell,
)
from selfattn_gui.core.sessions.numbers_text import exact
from selfattn_gui.core.text import decimal_point
from selfattn_gui.ui.editors.cell_messages import cell_name, empty_label, not_a_number, rename_tip
from selfattn_gui.ui.editors.cell_texts import VEILED, CellTexts
from selfattn_gui.ui.editors.cell_texts import complete_labels as _complete
from selfattn_gui.ui.editors.changed_cells import DrawnCells
from selfattn_gui.ui.editors.pin_cells import PIN_ROLES, old_value, pin_role_data, pinned_tooltip
from selfattn_gui.ui.foundation.plain_text import shown, tooltip

Cell = tuple[int, int, float]
AnyIndex = QModelIndex | QPersistentModelIndex
_ROLE = Qt.ItemDataRole
#: A column label (a key token) longer than this is elided: columns stay number-wide.
_LONGEST_COLUMN_LABEL = 7
_MAX_DECIMALS = 10
SOURCE_TINT = QColor(255, 190, 60, 110)  # amber: readable on light and dark palettes

# Qt asks ``data`` for ~7 roles per cell per paint: plain ints, unused roles answered first.
_DISPLAY = _ROLE.DisplayRole.value
_EDIT = _ROLE.EditRole.value
_TOOLTIP = _ROLE.ToolTipRole.value
_ALIGNMENT = _ROLE.TextAlignmentRole.value
_BACKGROUND = _ROLE.BackgroundRole.value
_FONT = _ROLE.FontRole.value
_ANSWERED_ROLES = frozenset({_DISPLAY, _EDIT, _TOOLTIP, _ALIGNMENT, _BACKGROUND, _FONT})
_VEILED_ROLES = frozenset({_DISPLAY, _EDIT, _TOOLTIP})
_RIGHT_ALIGNED = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_READ_ONLY_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE_FLAGS = _READ_ONLY_FLAGS | Qt.ItemFlag.ItemIsEditable


class MatrixTableModel(QAbstractTableModel):
    """Show a (rows, cols) matrix that lives in the document; send edits back as cells.

    Parameters
    ----------
    get_values : returns the current (rows, cols) matrix (or None); read on every request.
    set_cells : receives ``[(row, column, value), ...]`` for one user action and returns
        whether it changed anything (it skips the cells that already hold their value),
        or None for a read-only table (a computed result such as Q or the weights).
    row_labels, column_labels : return one label per row / column (None: 1, 2, 3...).
    rename_row : called with (row, new_label) when a row header is renamed, or None.
    read_latest : called before an edit is judged and before :meth:`values` is read (an
        export, a copy), so both see the newest numbers (the panel catches up on the
        turn's frame); the table's own painting reads without it.
    """

    sig_input_refused = Signal(str)

    def __init__(
        self,
        get_values: Callable[[], np.ndarray | None],
        set_cells: Callable[[list[Cell]], bool] | None = None,
        row_labels: Callable[[], list[str]] | None = None,
        column_labels: Callable[[], list[str]] | None = None,
        rename_row: Callable[[int, str], None] | None = None,
        parent: QObject | None = None,
        read_latest: Callable[[], None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self._read_latest = read_latest
        self._get_values = get_values
        self._set_cells = set_cells
        self._row_labels = row_labels
        self._column_labels = column_labels
        self._rename_row = rename_row
        self._decimals = 2
        self._highlighted_row: int | None = None
        self._highlight_color: QColor | None = None
        self._highlight_bold = False
        # Cells another view points at ("this number came from here"): (row, column),
        # where None stands for every row / every column.
        self._sources: list[tuple[int | None, int | None]] = []
        self._flags = _EDITABLE_FLAGS if set_cells is not None else _READ_ONLY_FLAGS
        # The numbers at the pin, (rows, cols) like the values, or None (see set_pinned_values).
        self._pinned: Callable[[], np.ndarray | None] = lambda: None
        self._texts = CellTexts()  # valid for this array and these decimals (or veiled)
        self._drawn = DrawnCells(self._values())  # so that a refresh repaints what changed
        self._shape = self._values().shape
        self._header_labels = self._read_labels(self._shape)

    # -- reading the document ---------------------------------------------------
    def values(self) -> np.ndarray:
        """The document's matrix as it is now, (rows, cols).

        A 1-D vector shows as one row; None (nothing to show yet) as an empty table.
        """
        self._read_latest()
        return self._values()

    def _values(self) -> np.ndarray:
        """:meth:`values` as last shown (what the table paints)."""
        values = self._get_values()
        if values is None:
            return np.zeros((0, 0))
        return np.atleast_2d(np.asarray(values))

    def refresh(self) -> None:
        """Re-read the document: repaint the cells that changed, or rebuild on a new shape.

        The headers are announced only when a label changed (a renamed token): each
        announcement makes the view ask every label again, lay out and paint twice.
        """
        self._texts.forget()
        values = self._values()
        shape = values.shape
        rows, columns = self._read_labels(shape)
        if shape != self._shape:
            self.beginResetModel()
            self._shape = shape
            self._drawn.forget(values)
            self._header_labels = (rows, columns)
            if self._highlighted_row is not None and self._highlighted_row >= shape[0]:
                self._highlighted_row = None
            self.endResetModel()
            return
        blocks = self._drawn.to_repaint(values, self._pinned())
        if blocks is None:
            self._repaint_all()
        for top, left, bottom, right in blocks or ():
            self.dataChanged.emit(self.index(top, left), self.index(bottom, right), [])
        old_rows, old_columns = self._header_labels
        self._header_labels = (rows, columns)
        if rows != old_rows and shape[0]:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, shape[0] - 1)
        if columns != old_columns and shape[1]:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, shape[1] - 1)

    def _read_labels(self, shape: tuple[int, ...]) -> tuple[list[str], list[str]]:
        """Every row label and every column label as the headers show them (one read each)."""
        return (
            _complete(self._row_labels() if self._row_labels else [], shape[0]),
            _complete(self._column_labels() if self._column_labels else [], shape[1]),
        )

    def _repaint_all(self, roles: list[int] | None = None) -> None:
        rows, columns = self._shape
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1), roles or [])

    def row_label(self, row: int) -> str:
        labels = self._row_labels() if self._row_labels else []
        return str(labels[row]) if row < len(labels) else str(row + 1)

    def column_label(self, column: int) -> str:
        labels = self._column_labels() if self._column_labels else []
        return str(labels[column]) if column < len(labels) else str(column + 1)

    def cell_name(self, row: int, column: int) -> str:
        """Name a cell for a message, e.g. 'row "cat", column 2' (column counted from 1)."""
        return cell_name(self.row_label(row) if self._row_labels else None, row, column)

    # -- settings ---------------------------------------------------------------
    @property
    def is_editable(self) -> bool:
        return self._set_cells is not None

    @property
    def veiled(self) -> bool:
        """Whether its numbers read "?" (a lesson's open question hides its answer)."""
        return self._texts.veiled

    @property
    def can_rename_rows(self) -> bool:
        return self._rename_row is not None

    @property
    def decimals(self) -> int:
        return self._decimals

    def set_decimals(self, decimals: int) -> None:
        """Show ``decimals`` digits after the point (0 to 10); editing stays exact."""
        decimals = max(0, min(_MAX_DECIMALS, int(decimals)))
        if decimals != self._decimals:
            self._decimals = decimals
            self._texts.forget()
            self._repaint_all([_ROLE.DisplayRole])

    @property
    def highlighted_row(self) -> int | None:
        return self._highlighted_row

    def set_highlighted_row(self, row: int | None) -> None:
        """Tint one row (the token selected elsewhere), or none."""
        if row is not None and not 0 <= row < self._shape[0]:
            row = None
        if row == self._highlighted_row:
            return
        old, self._highlighted_row = self._highlighted_row, row
        for changed in (old, row):
            if changed is not None and self._shape[1]:
                self.dataChanged.emit(
                    self.index(changed, 0),
                    self.index(changed, self._shape[1] - 1),
                    [_ROLE.BackgroundRole, _ROLE.FontRole],
                )

    @property
    def source_cells(self) -> list[tuple[int | None, int | None]]:
        return list(self._sources)

    def set_source_cells(self, cells: list[tuple[int | None, int | None]]) -> None:
        """Mark the cells a number was made from; None in a pair means the whole row/column."""
        if cells != self._sources:
            self._sources = list(cells)
            self._repaint_all([_ROLE.BackgroundRole])

    def is_source(self, row: int, column: int) -> bool:
        return any((r is None or r == row) and (c is None or c == column) for r, c in self._sources)

    def set_highlight_color(self, color: QColor) -> None:
        """Tint of the highlighted row (the theme's; the palette's highlight by default)."""
        color = QColor(color)
        if color != self._highlight_color:
            self._highlight_color = color
            self._repaint_all([_ROLE.BackgroundRole])

    def set_highlight_bold(self, bold: bool) -> None:
        """Write the highlighted row in bold too (presentation mode: seen from the back)."""
        if bool(bold) != self._highlight_bold:
            self._highlight_bold = bool(bold)
            self._repaint_all([_ROLE.FontRole])

    def set_veiled(self, veiled: bool) -> None:
        """Show every number as "?" (a lesson's open question hides its answer), or again."""
        if bool(veiled) != self._texts.veiled:
            self._texts.veiled = bool(veiled)
            self._repaint_all()

    def set_pinned_values(self, pinned: Callable[[], np.ndarray | None]) -> None:
        """Read the numbers at the pin through ``pinned`` (None from it: nothing to compare)."""
        self._pinned = pinned
        self._repaint_all()

    def pinned_value(self, index: AnyIndex) -> float | None:
        """The cell's number at the pin, or None (no pin, or the matrix cannot be compared)."""
        return old_value(self._pinned(), index.row(), index.column()) if index.isValid() else None

    # -- Qt model interface -----------------------------------------------------
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt override)
        return 0 if parent.isValid() else self._shape[0]

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt override)
        return 0 if parent.isValid() else self._shape[1]

    def _value_at(self, index: AnyIndex) -> float | None:
        if not index.isValid():
            return None
        values = self._values()
        row, column = index.row(), index.column()
        if not (0 <= row < values.shape[0] and 0 <= column < values.shape[1]):
            return None  # the document changed shape and refresh() is on its way
        return float(values[row, column])

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if self._texts.veiled and (role in PIN_ROLES or role in _VEILED_ROLES):
            return VEILED if role in _VEILED_ROLES else None  # no number, not even at the pin
        if role in PIN_ROLES:
            old = self.pinned_value(index)  # None at once while nothing is pinned
            if old is None:
                return None
            return pin_role_data(role, self._value_at(index), old, self._decimals)
        if role not in _ANSWERED_ROLES:
            return None
        if role == _DISPLAY:
            return self._display_text(index)
        if role == _ALIGNMENT:
            return _RIGHT_ALIGNED
        if role == _BACKGROUND:
            if index.isValid() and self._sources and self.is_source(index.row(), index.column()):
                return QBrush(SOURCE_TINT)
            if index.isValid() and index.row() == self._highlighted_row:
                return QBrush(self._row_tint())
            return None
        if role == _FONT:
            if self._highlight_bold and index.isValid() and index.row() == self._highlighted_row:
                font = QFont()
                font.setBold(True)
                return font
            return None
        value = self._value_at(index)
        if value is None:
            return None
        # Edit and tooltip show every digit, so nothing is lost by editing a cell.
        text = exact(value)
        return text if role == _EDIT else pinned_tooltip(text, value, self.pinned_value(index))

    def _display_text(self, index: AnyIndex) -> str | None:
        """The rounded number shown in a cell, formatted once per cell and per array."""
        if not index.isValid():
            return None
        return self._texts.text(self._get_values(), index.row(), index.column(), self._decimals)

    def _row_tint(self) -> QColor:
        if self._highlight_color is not None:
            return self._highlight_color
        color = QColor(QGuiApplication.palette().highlight().color())
        color.setAlpha(70)
        return color

    def headerData(  # noqa: N802 (Qt override)
        self, section: int, orientation: Qt.Orientation, role: int = _ROLE.DisplayRole
    ) -> object:
        vertical = orientation == Qt.Orientation.Vertical
        labels = self._header_labels[0 if vertical else 1]
        if not 0 <= section < len(labels):
            return None
        if role == _DISPLAY:
            return labels[section] if vertical else shown(labels[section], _LONGEST_COLUMN_LABEL)
        if role == _TOOLTIP and not vertical:
            return tooltip(shown(labels[section]))  # the whole key token, when elided
        if role == _TOOLTIP and vertical and self.can_rename_rows:
            return tooltip(rename_tip(shown(labels[section])))
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return self._flags

    def setData(  # noqa: N802 (Qt override)
        self, index: AnyIndex, value: object, role: int = _ROLE.EditRole
    ) -> bool:
        if role != _ROLE.EditRole or not self.is_editable:
            return False
        self._read_latest()  # (typed in the turn that changed the shape: judged as it is now)
        if self._value_at(index) is None:
            return False
        row, column = index.row(), index.column()
        try:
            if isinstance(value, str):
                number = parse_cell(value, decimal_point())
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                number = check_number(value)
            else:
                raise CellInputError(not_a_number(value))
        except CellInputError as error:
            self.sig_input_refused.emit(f"{self.cell_name(row, column)}: {error}")
            return False
        return self.apply_cells([(row, column, number)], report_no_change=True)

    # -- edits ------------------------------------------------------------------
    def apply_cells(self, cells: list[Cell], report_no_change: bool = False) -> bool:
        """Send one user action's cells to the document as ONE ``set_cells`` call.

        Cells outside the matrix are left out.  Cells that already hold their value are
        the document's to skip (it says whether anything changed), so the one rule of
        "unchanged" runs once.  Returns True when the action changed the matrix
        (``report_no_change``: also when nothing had to change).  The table repaints
        once, when the document refreshes it for the change.
        """
        if self._set_cells is None:
            return False
        self._read_latest()
        rows, columns = self._values().shape
        inside = [(r, c, v) for r, c, v in cells if 0 <= r < rows and 0 <= c < columns]
        if not inside:
            return report_no_change
        try:
            changed = self._set_cells(inside)
        except ValueError as error:  # the document refused, e.g. a SessionError
            self.sig_input_refused.emit(str(error))
            return False
        return changed or report_no_change

    def rename_row_at(self, row: int, text: str) -> bool:
        """Rename row ``row`` (a token); refuse an empty label with a message."""
        if self._rename_row is None or not 0 <= row < self._shape[0]:
            return False
        label = text.strip()
        if not label:
            self.sig_input_refused.emit(empty_label(row))
            return False
        if label == self.row_label(row):
            return True
        try:
            self._rename_row(row, label)
        except ValueError as error:
            self.sig_input_refused.emit(str(error))
            return False
        # Announce the new label even if the document has not refreshed us (yet).
        rows, columns = self._header_labels
        if row < len(rows) and rows[row] != self.row_label(row):
            rows = list(rows)
            rows[row] = self.row_label(row)
            self._header_labels = (rows, columns)
        self.headerDataChanged.emit(Qt.Orientation.Vertical, row, row)
        return True
