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

from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.plain_text import shown
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
    on_key = translate("heatmap_access", "{value} on {key}")
    masked = translate("heatmap_access", "{key} masked")
    parts = [
        on_key.format(value=format_value(value, decimals), key=shown(label, _LABEL_LIMIT))
        if is_shown
        else masked.format(key=shown(label, _LABEL_LIMIT))
        for value, is_shown, label in zip(
            values[:MOST_KEYS_READ], shown_keys[:MOST_KEYS_READ], key_labels, strict=False
        )
    ]
    if len(key_labels) > MOST_KEYS_READ:
        more = translate("heatmap_access", "and {count} more keys")
        parts.append(more.format(count=len(key_labels) - MOST_KEYS_READ))
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
    text = translate("heatmap_access", "query {query}: {row}; at key {key}")
    return text.format(query=shown(query, _LABEL_LIMIT), row=row, key=shown(key, _LABEL_LIMIT))


def describe(widget: QWidget, text: str) -> None:
    """Give ``widget`` the accessible description ``text``; the screen reader is told.

    ``setAccessibleDescription`` sends ``QAccessible.Event.DescriptionChanged`` itself, so
    a second event here would be heard twice; the same text again sends nothing.
    """
    if widget.accessibleDescription() != text:
        widget.setAccessibleDescription(text)


def mask_toggle_text(hide: bool, key: str, query: str) -> str:
    """The undo text of a Ctrl+click on a weights cell: it hides or shows ``key``."""
    text = (
        translate("heatmap_access", 'Hide "{key}" from "{query}"')
        if hide
        else translate("heatmap_access", 'Show "{key}" from "{query}"')
    )
    return text.format(key=key, query=query)


def blocked_warning(names: str) -> str:
    """Why the weights of the queries ``names`` (quoted, joined) cannot be computed."""
    return translate(
        "heatmap_access",
        "⚠ {names} can see no key at all, so its weights cannot be computed "
        "(they would be 0 ÷ 0). Ctrl+click one of its cells to show a key again.",
    ).format(names=names)
