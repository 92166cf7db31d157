"""A matrix as text to take elsewhere: CSV, a LaTeX ``bmatrix``, or a NumPy literal.

Numbers are written exactly (``repr`` of the float), so a CSV read back gives the same
numbers; LaTeX is for handouts and rounds to a chosen number of decimals.  A CSV cell
that a spreadsheet would run as a formula (a token label such as ``=cmd|' /C calc'!A0``)
is neutralised first, see :func:`spreadsheet_safe`.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence

import numpy as np

from selfattn_gui.core.sessions.numbers_text import fixed_latex

# What a spreadsheet takes as the start of a formula (OWASP, "CSV Injection"), plus the
# full-width forms some spreadsheets convert to them.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
# A plain number such as -2.5, +3, -1e-05 or -0.0: it starts with a sign but is no formula.
_PLAIN_NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def spreadsheet_safe(cell: str) -> str:
    """``cell`` as a spreadsheet will show it rather than run it.

    A cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a
    single quote in front, as OWASP recommends, unless it is a plain number (``-2.5``
    stays a number).  Every other cell is returned unchanged.
    """
    if cell.startswith(_FORMULA_STARTS) and not _PLAIN_NUMBER.fullmatch(cell):
        return "'" + cell
    return cell


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

    Every cell goes through :func:`spreadsheet_safe`, so a label cannot become a formula.

    Parameters
    ----------
    matrix : (rows, columns) array
    """
    buffer = io.StringIO()
    # Rows end in CR LF (RFC 4180): the writer then quotes any cell holding a CR or a line
    # feed, which with a bare "\n" it would not do for a CR, and the row would split.
    writer = csv.writer(buffer, lineterminator="\r\n")

    def write(cells: list[str]) -> None:
        writer.writerow([spreadsheet_safe(cell) for cell in cells])

    if column_labels is not None:
        write(([""] if row_labels is not None else []) + list(column_labels))
    for r, row in enumerate(np.asarray(matrix, dtype=float)):
        cells = [_exact(v) for v in row]
        write(([row_labels[r]] if row_labels is not None else []) + cells)
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
            cells.append(fixed_latex(value, decimals))  # never "-0.00" on a handout
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
