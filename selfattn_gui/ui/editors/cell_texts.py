"""The rounded numbers a matrix table shows, formatted once per cell and per array.

Qt asks a table model for a cell's display text on every paint, and formatting a float
is the costly part; the document's arrays are never changed in place, so a text stays
right for as long as the document hands back the very same array.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.numbers_text import fixed
from selfattn_gui.core.text import decimal_point

#: what a veiled number shows (a lesson's open question hides its answer)
VEILED = "?"


def complete_labels(labels: list[str], count: int) -> list[str]:
    """``count`` labels as text: the given ones, then 1, 2, 3... for any missing."""
    return [str(labels[i]) if i < len(labels) else str(i + 1) for i in range(count)]


class CellTexts:
    """The display texts of the cells asked for so far, (row, column) -> text.

    Valid while the values are the same array object, the decimals and the decimal sign
    the same;
    :meth:`forget` starts afresh (a refresh, new decimals).  While :attr:`veiled`,
    every cell reads :data:`VEILED`.
    """

    veiled = False

    def __init__(self) -> None:
        self._texts: dict[tuple[int, int], str] = {}
        self._source: object = None
        self._matrix = np.zeros((0, 0))
        self._point = "."

    def forget(self) -> None:
        """Drop every remembered text: the next request formats again."""
        self._texts = {}
        self._source = None
        self._matrix = np.zeros((0, 0))

    def text(self, values: np.ndarray | None, row: int, column: int, decimals: int) -> str | None:
        """The text of cell (row, column) of ``values`` (rows, cols) rounded to ``decimals``.

        A 1-D vector counts as one row; None when the cell is outside the matrix.
        """
        if values is not self._source or self._point != decimal_point():  # start afresh
            self._texts = {}
            self._source = values
            self._matrix = (
                np.atleast_2d(np.asarray(values)) if values is not None else np.zeros((0, 0))
            )
            self._point = decimal_point()
        if self.veiled:
            return VEILED
        key = (row, column)
        text = self._texts.get(key)
        if text is None:
            matrix = self._matrix
            if not (0 <= row < matrix.shape[0] and 0 <= column < matrix.shape[1]):
                return None  # the document changed shape and refresh() is on its way
            text = fixed(float(matrix[row, column]), decimals)
            self._texts[key] = text
        return text
