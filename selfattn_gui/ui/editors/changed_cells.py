"""Which cells of a matrix a new result changed, as a few rectangles to repaint.

An edit of one token-vector cell changes one cell of X, one row of Q, K and V, a row and
a column of the scores, and nothing of the W's.  A table told that only those cells
changed repaints only them, instead of every cell it shows.
"""

from __future__ import annotations

import numpy as np

#: ``(top, left, bottom, right)``: the rows top..bottom and columns left..right, inclusive.
Block = tuple[int, int, int, int]
#: More rectangles than this are not worth telling apart: one around them all is used.
MOST_BLOCKS = 8


def changed_blocks(old: np.ndarray, new: np.ndarray) -> list[Block]:
    """Rectangles that cover every cell where the (rows, cols) ``old`` and ``new`` differ.

    Rows in a run that changed over the same columns share one rectangle, so a
    changed row and a changed column (the scores after an edit of one token) give at
    most three.  A NaN counts as changed (it is never equal to itself): a repaint too
    many, never one too few.  Empty when nothing changed.
    """
    differs = np.asarray(old != new)
    changed_rows = np.flatnonzero(differs.any(axis=1))
    if changed_rows.size == 0:
        return []
    rows = differs[changed_rows]
    first = rows.argmax(axis=1)
    last = rows.shape[1] - 1 - rows[:, ::-1].argmax(axis=1)
    # A new rectangle starts where the row is not next to the one before it, or its
    # columns differ from that row's.
    starts = np.ones(changed_rows.size, dtype=bool)
    starts[1:] = (np.diff(changed_rows) != 1) | (np.diff(first) != 0) | (np.diff(last) != 0)
    begins = np.flatnonzero(starts)
    if begins.size > MOST_BLOCKS:
        top, bottom = int(changed_rows[0]), int(changed_rows[-1])
        return [(top, int(first.min()), bottom, int(last.max()))]
    ends = np.append(begins[1:], changed_rows.size) - 1
    return [
        (int(changed_rows[b]), int(first[b]), int(changed_rows[e]), int(last[b]))
        for b, e in zip(begins, ends, strict=True)
    ]


class DrawnCells:
    """What a table last drew: its (rows, cols) array and the numbers at the pin beside it.

    Parameters
    ----------
    values : the array drawn first
    """

    def __init__(self, values: np.ndarray) -> None:
        self._values = values
        self._pinned: np.ndarray | None = None

    def to_repaint(self, values: np.ndarray, pinned: np.ndarray | None) -> list[Block] | None:
        """The rectangles to repaint to show ``values`` (same shape) beside ``pinned``.

        None: repaint every cell, as while a pin is set (or just after it is lifted),
        where a cell's second line, the number at the pin, may change while its number
        does not.  The document never changes an array in place, so the same array
        means nothing to repaint.
        """
        drawn, self._values = self._values, values
        if pinned is not None or self._pinned is not None:
            self._pinned = pinned
            return None
        return [] if values is drawn else changed_blocks(drawn, values)

    def forget(self, values: np.ndarray) -> None:
        """The table was rebuilt around ``values`` (a new shape): every cell is drawn anew."""
        self._values = values
