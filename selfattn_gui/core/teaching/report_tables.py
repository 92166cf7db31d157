"""Text tables for a terminal: labels made safe, numbers aligned under their column.

What :mod:`selfattn_gui.core.teaching.report_text` builds the plain-text ``compute``
from; nothing here knows about attention.
"""

from __future__ import annotations

import unicodedata

import numpy as np

from selfattn_gui.core.sessions.numbers_text import fixed_ascii

MAX_LABEL_WIDTH = 16  # longer token labels are shortened in the text tables


def _char_width(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def text_width(text: str) -> int:
    """Columns a string takes in a terminal (wide CJK characters take two)."""
    return sum(_char_width(c) for c in text)


def display_label(label: str, max_width: int = MAX_LABEL_WIDTH) -> str:
    """A token label that fits on one line of a table.

    Characters a terminal would act on (newlines, tabs, escape codes, direction
    overrides) are shown as escapes such as ``\\n``; long labels end in "…".
    """
    shown = "".join(
        c if c.isprintable() else c.encode("unicode_escape", "backslashreplace").decode("ascii")
        for c in label
    )
    if text_width(shown) <= max_width:
        return shown
    kept, width = [], 0
    for char in shown:
        if width + _char_width(char) > max_width - 1:
            break
        kept.append(char)
        width += _char_width(char)
    return "".join(kept) + "…"


def _pad_left(text: str, width: int) -> str:
    return " " * max(0, width - text_width(text)) + text


def _pad_right(text: str, width: int) -> str:
    return text + " " * max(0, width - text_width(text))


def _number(value: float, decimals: int) -> str:
    """Rounded as the window rounds, in ASCII for any terminal (never "-0.00")."""
    return fixed_ascii(value, decimals)


def format_matrix(
    matrix: np.ndarray,
    row_labels: list[str],
    column_labels: list[str],
    decimals: int = 2,
    indent: str = "  ",
) -> str:
    """An aligned table: one row per token, numbers right-aligned under their column.

    Parameters
    ----------
    matrix : (rows, columns) array; ``-inf`` is shown as "-inf"
    row_labels : rows labels (already made safe with :func:`display_label`)
    column_labels : columns labels (likewise)
    """
    cells = [[_number(float(v), decimals) for v in row] for row in np.asarray(matrix)]
    label_width = max((text_width(label) for label in row_labels), default=0)
    widths = [
        max([text_width(column_labels[c])] + [text_width(row[c]) for row in cells])
        for c in range(len(column_labels))
    ]
    lines = [
        indent
        + " " * label_width
        + "".join("  " + _pad_left(h, w) for h, w in zip(column_labels, widths, strict=True))
    ]
    for label, row in zip(row_labels, cells, strict=True):
        lines.append(
            indent
            + _pad_right(label, label_width)
            + "".join("  " + _pad_left(v, w) for v, w in zip(row, widths, strict=True))
        )
    return "\n".join(lines)


def mask_table(
    visible: np.ndarray, row_labels: list[str], column_labels: list[str], indent: str = "  "
) -> str:
    """ "sees" or "-" for every query (row) and key (column) of an (n, m) bool mask."""
    label_width = max(text_width(label) for label in row_labels)
    widths = [max(text_width(label), 4) for label in column_labels]
    lines = [
        indent
        + " " * label_width
        + "".join("  " + _pad_left(h, w) for h, w in zip(column_labels, widths, strict=True))
    ]
    for label, row in zip(row_labels, visible, strict=True):
        marks = ("sees" if seen else "-" for seen in row)
        lines.append(
            indent
            + _pad_right(label, label_width)
            + "".join("  " + _pad_left(m, w) for m, w in zip(marks, widths, strict=True))
        )
    return "\n".join(lines)


def dims(count: int) -> list[str]:
    """Column labels [0], [1], ... for the columns of a vector's numbers."""
    return [f"[{i}]" for i in range(count)]


def section(out: list[str], heading: str, *lines: str) -> None:
    """Add a blank line, a heading and what follows it (usually one table)."""
    out.append("")
    out.append(heading)
    out.extend(lines)
