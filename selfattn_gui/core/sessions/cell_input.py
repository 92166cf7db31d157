"""Turn what a learner types or pastes into numbers, and numbers back into text.

Everything here is plain Python (no Qt), so the rules for "what counts as a
number" can be tested on their own and shared by every editor.  Errors are
:class:`CellInputError` with a message a learner can act on: it says where the
problem is (row and column, counted from 1) and what was wrong.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from selfattn_gui.core.sessions.numbers_text import significant, whole
from selfattn_gui.core.sessions.session import MAX_ABS_VALUE, MAX_WIDTH
from selfattn_gui.core.text import translate

#: The biggest block a paste may carry, in rows and in columns.  No matrix in a
#: session is wider or taller than ``MAX_WIDTH``, so a bigger paste is a mistake.
MAX_BLOCK_ROWS = MAX_WIDTH
MAX_BLOCK_COLUMNS = MAX_WIDTH

# A plain decimal number: sign, digits with an optional point, optional exponent.
# Stricter than float(), which would also take "1_000", "nan" or "infinity".
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
# Minus signs that word processors and some spreadsheets put in place of "-".
_MINUS_SIGNS = re.compile("[\u2212\u2012\u2013\ufe63]")
_SHOWN_TEXT_LIMIT = 24


def _limit_text(limit: float) -> str:
    """Write the limit the way a learner reads it: "1e6" rather than "1e+06"."""
    exponent = round(math.log10(limit))
    return f"1e{exponent}" if 10.0**exponent == limit else significant(limit, 6)


_LIMIT = _limit_text(MAX_ABS_VALUE)
# Generous room for the longest exact float text (about 24 characters) plus a separator.
_MAX_BLOCK_CHARACTERS = MAX_BLOCK_ROWS * MAX_BLOCK_COLUMNS * 32


class CellInputError(ValueError):
    """Text that cannot become a number in a matrix; the message says why and where."""


def _shown(text: str) -> str:
    """Quote what the learner typed, shortened so a pasted paragraph stays readable."""
    if len(text) > _SHOWN_TEXT_LIMIT:
        text = text[: _SHOWN_TEXT_LIMIT - 1] + "…"
    return f"'{text}'"


def _too_large() -> CellInputError:
    return CellInputError(
        translate("cell_input", "too large: the limit is ±{limit}").format(limit=_LIMIT)
    )


def _not_finite() -> CellInputError:
    return CellInputError(translate("cell_input", "must be a finite number"))


def check_number(value: float) -> float:
    """Return ``value`` as a float if a matrix may hold it, else raise :class:`CellInputError`."""
    value = float(value)
    if not math.isfinite(value):
        raise _not_finite()
    if abs(value) > MAX_ABS_VALUE:
        raise _too_large()
    return value


#: digits and signs of other scripts a learner may type: Arabic-Indic and Persian digits,
#: the Arabic decimal separator and percent sign, full-width digits (Chinese input)
_OTHER_DIGITS = {
    **{0x0660 + d: str(d) for d in range(10)},
    **{0x06F0 + d: str(d) for d in range(10)},
    **{0xFF10 + d: str(d) for d in range(10)},
    0x066B: ".",
    0x066A: "%",
    0xFF0E: ".",
    0xFF0C: ",",
    0xFF05: "%",
    0xFF0D: "-",
}


def western_digits(text: str) -> str:
    """``"٠٫٥"`` -> ``"0.5"``, ``"０．５"`` -> ``"0.5"``: the digits 0-9 the app reads."""
    return "".join(_OTHER_DIGITS.get(ord(char), char) for char in text)


def parse_cell(text: str, decimal_point: str = ".") -> float:
    """Read one number typed into a cell.

    Parameters
    ----------
    text : what the learner typed; spaces around it are ignored.
    decimal_point : the decimal separator of the learner's locale ("." or ",").
        A "." is always accepted too, so numbers copied from code still work.

    Returns
    -------
    float, finite, with ``abs(value) <= 1e6``.

    Raises
    ------
    CellInputError
        For empty text, words, nan/inf and numbers beyond ±1e6.
    """
    # A regular expression rather than str.translate: the word "translate" is kept for
    # the one function that translates sentences, and the test looking for Qt's own.
    cleaned = _MINUS_SIGNS.sub("-", western_digits(text.strip()))
    if not cleaned:
        raise CellInputError(translate("cell_input", "empty: type a number"))
    candidate = cleaned
    if decimal_point and decimal_point != ".":
        candidate = candidate.replace(decimal_point, ".")
    if _NUMBER.fullmatch(candidate) is None:
        if candidate.lower().lstrip("+-") in ("nan", "inf", "infinity"):
            raise _not_finite()
        raise CellInputError(
            translate("cell_input", "{typed} is not a number").format(typed=_shown(text.strip()))
        )
    value = float(candidate)
    if not math.isfinite(value):
        # Digits only, yet float() overflowed (1e400): it is simply far too large.
        raise _too_large()
    return check_number(value)


def _split_lines(text: str) -> list[str]:
    """Split clipboard text into rows, whatever the line endings, dropping blank tail rows."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def parse_block(text: str, decimal_point: str = ".") -> list[list[float]]:
    """Read a rectangle of numbers copied from a spreadsheet.

    LibreOffice, Excel and Google Sheets copy cells as tab-separated rows.  When
    the text has no tab at all, each line may instead hold numbers separated by
    spaces or commas (spaces or semicolons when the decimal point is a comma),
    so a single copied column or a line like ``1, 2, 3`` pastes as expected.

    Parameters
    ----------
    text : the clipboard text.
    decimal_point : the decimal separator of the learner's locale.

    Returns
    -------
    list of rows, each a list of floats; every row has the same length.

    Raises
    ------
    CellInputError
        When the block is empty, too big (checked before any number is read),
        ragged, or a cell is not an acceptable number; the message names the
        row and column (from 1) inside the pasted block.
    """
    _check_block_size(text)
    lines = _split_lines(text)
    if not lines or not any(line.strip() for line in lines):
        raise CellInputError(translate("cell_input", "nothing to paste: copy some numbers first"))
    rows_of_text = _cells_of_lines(lines, "\t" in text, decimal_point)
    for row, line in enumerate(lines, start=1):
        if not line.strip():
            raise CellInputError(
                translate(
                    "cell_input", "row {row} is empty: every row of a pasted block needs numbers"
                ).format(row=row)
            )
    return _numbers_of_cells(rows_of_text, decimal_point)


def _check_block_size(text: str) -> None:
    """Refuse a paste with too many rows or characters before it is split up (cheap)."""
    end = len(text)
    while end and text[end - 1] in " \t\r\n":  # blank tail lines are not rows
        end -= 1
    newline = "\n" if "\n" in text else "\r"
    n_rows = text.count(newline, 0, end) + 1
    if n_rows > MAX_BLOCK_ROWS:
        raise CellInputError(
            translate(
                "cell_input", "too big: the pasted block has {rows} rows, the limit is {limit}"
            ).format(rows=n_rows, limit=MAX_BLOCK_ROWS)
        )
    if end > _MAX_BLOCK_CHARACTERS:
        raise CellInputError(
            translate(
                "cell_input",
                "too big: the pasted text has {characters} characters, far more than "
                "{rows} × {columns} numbers need",
            ).format(characters=whole(end), rows=MAX_BLOCK_ROWS, columns=MAX_BLOCK_COLUMNS)
        )


def _too_wide(row: int, width: int) -> CellInputError:
    return CellInputError(
        translate(
            "cell_input",
            "too big: row {row} of the pasted block has {width} columns, the limit is {limit}",
        ).format(row=row, width=width, limit=MAX_BLOCK_COLUMNS)
    )


def _cells_of_lines(lines: list[str], tab_separated: bool, decimal_point: str) -> list[list[str]]:
    """Split each line into the text of its cells: at tabs, or else at spaces and commas.

    Without a tab, a comma separates numbers unless it is the decimal point; then
    semicolons do.  A blank line becomes one empty cell, so its row can be named.
    """
    if tab_separated:
        width_of = [line.count("\t") + 1 for line in lines]
        for row, width in enumerate(width_of, start=1):
            if width > MAX_BLOCK_COLUMNS:
                raise _too_wide(row, width)
        return [line.split("\t") for line in lines]
    separators = r"[\s;]+" if decimal_point == "," else r"[\s,]+"
    rows_of_text = []
    for row, line in enumerate(lines, start=1):
        cells = [cell for cell in re.split(separators, line.strip()) if cell]
        if len(cells) > MAX_BLOCK_COLUMNS:
            raise _too_wide(row, len(cells))
        rows_of_text.append(cells if cells else [""])
    return rows_of_text


def _numbers_of_cells(rows_of_text: list[list[str]], decimal_point: str) -> list[list[float]]:
    """Read every cell as a number, (rows, columns); rows must all be as wide as the first."""
    # Row by row, so prose is reported as "not a number" rather than as ragged rows.
    width = len(rows_of_text[0])
    block: list[list[float]] = []
    for row, cells in enumerate(rows_of_text, start=1):
        if len(cells) != width:
            columns = len(cells)  # a plain name: lupdate reads no other count
            raise CellInputError(
                translate(
                    "cell_input",
                    "row {row} has %n column(s) but row 1 has {width}: "
                    "every row of a pasted block needs the same number of columns",
                    None,
                    columns,
                ).format(row=row, width=width)
            )
        values: list[float] = []
        for column, cell in enumerate(cells, start=1):
            try:
                values.append(parse_cell(cell, decimal_point))
            except CellInputError as error:
                raise CellInputError(
                    translate("cell_input", "row {row}, column {column}: {problem}").format(
                        row=row, column=column, problem=error
                    )
                ) from None
        block.append(values)
    return block


def format_number(value: float, decimal_point: str = ".") -> str:
    """Write ``value`` so that reading it back gives exactly the same float: for the
    clipboard's cells, which spreadsheets read (an ASCII minus; what a person reads is
    :func:`selfattn_gui.core.sessions.numbers_text.exact`).

    Whole numbers are written without ".0" (``2`` rather than ``2.0``); other
    numbers use Python's shortest round-tripping form (``0.1``, ``1e-05``).
    """
    value = float(value)
    if value.is_integer() and abs(value) < 1e15:
        text = str(int(value))
    else:
        text = repr(value)
    if decimal_point != ".":
        text = text.replace(".", decimal_point)
    return text


def format_block(values: Sequence[Sequence[float]], decimal_point: str = ".") -> str:
    """Write a (rows, cols) block as tab-separated text that spreadsheets paste cell by cell.

    Rows end with "\\n" and there is no newline after the last row.
    """
    return "\n".join(
        "\t".join(format_number(value, decimal_point) for value in row) for row in values
    )
