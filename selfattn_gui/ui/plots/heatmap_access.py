"""What a screen reader says about a plot: the focused row of numbers, in words.

A heatmap's accessible description reads the row its focused cell is in, e.g.
``query cat: 0.50 on cat, 0.25 on sat, 0.25 on mat; at key sat``; masked keys are
said as "masked".  Setting the description tells the screen reader it changed
(Qt sends ``QAccessible.Event.DescriptionChanged``), so it is heard as the focus moves.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from PySide6.QtWidgets import QWidget

from selfattn_gui.ui.plain_text import shown
from selfattn_gui.ui.plots.plot_style import format_value

#: more keys than this in a row and the rest are counted, not read out one by one
MOST_KEYS_READ = 32
#: a token label is cut to this many characters when read
_LABEL_LIMIT = 40


def row_in_words(
    values: np.ndarray, shown_keys: np.ndarray, key_labels: Sequence[str], decimals: int
) -> str:
    """One row of numbers as words: ``"0.50 on cat, sat masked, 0.25 on mat"``.

    ``values`` and ``shown_keys`` have shape (n_keys,); a key not shown is masked.
    """
    parts = [
        f"{format_value(value, decimals)} on {shown(label, _LABEL_LIMIT)}"
        if is_shown
        else f"{shown(label, _LABEL_LIMIT)} masked"
        for value, is_shown, label in zip(
            values[:MOST_KEYS_READ], shown_keys[:MOST_KEYS_READ], key_labels, strict=False
        )
    ]
    if len(key_labels) > MOST_KEYS_READ:
        parts.append(f"and {len(key_labels) - MOST_KEYS_READ} more keys")
    return ", ".join(parts)


def focused_row_words(
    query: str,
    key: str,
    values: np.ndarray,
    shown_keys: np.ndarray,
    key_labels: Sequence[str],
    decimals: int,
) -> str:
    """``"query cat: 0.50 on cat, 0.25 on sat, 0.25 on mat; at key sat"``.

    ``values`` and ``shown_keys`` are the query's row, shape (n_keys,).
    """
    row = row_in_words(values, shown_keys, key_labels, decimals)
    return f"query {shown(query, _LABEL_LIMIT)}: {row}; at key {shown(key, _LABEL_LIMIT)}"


def describe(widget: QWidget, text: str) -> None:
    """Give ``widget`` the accessible description ``text``; the screen reader is told.

    ``setAccessibleDescription`` sends ``QAccessible.Event.DescriptionChanged`` itself, so
    a second event here would be heard twice; the same text again sends nothing.
    """
    if widget.accessibleDescription() != text:
        widget.setAccessibleDescription(text)
