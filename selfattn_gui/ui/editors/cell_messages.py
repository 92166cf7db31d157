"""The sentences a matrix table says of its cells: a cell's name, and why an edit was refused.

Kept apart from the table model so that the model stays about numbers; each sentence
is translated whole, its row, column or token filled in after.
"""

from __future__ import annotations

from selfattn_gui.core.text import translate


def cell_name(row_label: str | None, row: int, column: int) -> str:
    """'row "cat", column 2' with a row label, else 'row 1, column 2' (counted from 1)."""
    if row_label is not None:
        text = translate("cell_messages", 'row "{row}", column {column}')
        return text.format(row=row_label, column=column + 1)
    text = translate("cell_messages", "row {row}, column {column}")
    return text.format(row=row + 1, column=column + 1)


def rename_tip(token: str) -> str:
    """The tooltip of a row header whose token may be renamed."""
    text = translate("cell_messages", '"{token}": double-click to rename this token')
    return text.format(token=token)


def not_a_number(value: object) -> str:
    """Why a value that is neither text nor a number cannot go into a cell."""
    return translate("cell_messages", "{value} is not a number").format(value=repr(value))


def empty_label(row: int) -> str:
    """Why a row's token cannot be renamed to nothing (``row`` counted from 0)."""
    text = translate("cell_messages", "row {row}: a token label cannot be empty")
    return text.format(row=row + 1)
