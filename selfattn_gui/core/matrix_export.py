"""A matrix as text to take elsewhere: CSV, a LaTeX ``bmatrix``, or a NumPy literal.

Numbers are written exactly (``repr`` of the float), so a CSV read back gives the same
numbers; LaTeX is for handouts and rounds to a chosen number of decimals.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

import numpy as np


def _exact(value: float) -> str:
    value = float(value)
    if value == 0 and np.signbit(value):
        return "-0.0"
    if value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(value)


def to_csv(
    matrix: np.ndarray,
    row_labels: Sequence[str] | None = None,
    column_labels: Sequence[str] | None = None,
) -> str:
    """CSV text; with labels, the first row holds the column labels and the first column the row labels.

    Parameters
    ----------
    matrix : (rows, columns) array
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    if column_labels is not None:
        writer.writerow(([""] if row_labels is not None else []) + list(column_labels))
    for r, row in enumerate(np.asarray(matrix, dtype=float)):
        cells = [_exact(v) for v in row]
        writer.writerow(([row_labels[r]] if row_labels is not None else []) + cells)
    return buffer.getvalue()


def from_csv(text: str, labelled: bool = False) -> np.ndarray:
    """Read CSV written by :func:`to_csv` back into a (rows, columns) array."""
    rows = list(csv.reader(io.StringIO(text)))
    if labelled:
        rows = [row[1:] for row in rows[1:]]
    return np.array([[float(cell) for cell in row] for row in rows if row], dtype=float)


_LATEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


def latex_escape(text: str) -> str:
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in text)


def to_latex(matrix: np.ndarray, decimals: int = 2, name: str | None = None) -> str:
    """A ``bmatrix`` (needs ``amsmath``), optionally as ``name = \\begin{bmatrix}...``."""
    lines = []
    for row in np.asarray(matrix, dtype=float):
        cells = []
        for value in row:
            text = f"{value:.{decimals}f}"
            if float(text) == 0:
                text = text.lstrip("-")  # never "-0.00" on a handout
            cells.append(text)
        lines.append("  " + " & ".join(cells) + r" \\")
    body = "\\begin{bmatrix}\n" + "\n".join(lines) + "\n\\end{bmatrix}"
    if name:
        return f"{latex_escape(name)} = {body}"
    return body


def to_numpy_literal(matrix: np.ndarray, name: str | None = None) -> str:
    """``np.array([[...], ...])`` with exact numbers, ready to paste into Python."""
    rows = [
        "    [" + ", ".join(repr(float(v)) for v in row) + "],"
        for row in np.asarray(matrix, dtype=float)
    ]
    literal = "np.array([\n" + "\n".join(rows) + "\n])"
    if name and name.isidentifier():
        return f"{name} = {literal}"
    return literal
