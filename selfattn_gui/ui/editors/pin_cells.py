"""What a matrix table says about a cell while a pin is set: the old number and the change.

The table model answers these roles from the pinned matrix it reads through a
callback (``Pin.compare``); the delegate (:mod:`.pin_delegate`) draws them, and
screen readers and tooltips read them in words.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from selfattn_gui.core.maths.pin_compare import changed
from selfattn_gui.core.sessions.numbers_text import MINUS, exact, fixed, rounded, significant
from selfattn_gui.core.text import translate

#: The cell's number at the pin, rounded as the table shows it (str), or None.
PINNED_TEXT_ROLE = Qt.ItemDataRole.UserRole.value + 1
#: +1 / -1 / 0: up, down or the same since the pin, at the decimals shown (None: not pinned).
CHANGE_ROLE = Qt.ItemDataRole.UserRole.value + 2
_ACCESSIBLE_TEXT = Qt.ItemDataRole.AccessibleTextRole.value
PIN_ROLES = frozenset({PINNED_TEXT_ROLE, CHANGE_ROLE, _ACCESSIBLE_TEXT})

#: Drawn before the old number: the direction reads without the colour too.
ARROWS = {1: "▲", -1: "▼", 0: ""}

# Blue for up and orange for down stay apart for the common colour-vision deficiencies;
# each pair keeps at least 4.5 : 1 against the table's base colour, and the dark pair
# 7 : 1 on high contrast's tinted query row too (the projector theme's promise).
_ON_LIGHT = ("#0b57a4", "#a33d00")
_ON_DARK = ("#9fceff", "#ffb877")


def old_value(pinned: np.ndarray | None, row: int, column: int) -> float | None:
    """Cell (row, column) of the pinned (rows, cols) matrix, or None when there is none."""
    if pinned is None:
        return None
    matrix = np.atleast_2d(pinned)
    if not (0 <= row < matrix.shape[0] and 0 <= column < matrix.shape[1]):
        return None
    return float(matrix[row, column])


def pin_role_data(role: int, new: float | None, old: float | None, decimals: int) -> object:
    """The answer to one of :data:`PIN_ROLES` for a cell now ``new`` and ``old`` at the pin."""
    if new is None or old is None:
        return None
    if role == PINNED_TEXT_ROLE:
        return fixed(old, decimals)
    direction = changed(new, old, decimals)
    if role == CHANGE_ROLE:
        return direction
    if not direction:
        return None  # a screen reader reads the number alone, as without a pin
    text = (
        translate("pin_cells", "{number}, up {change} since the pin (was {old})")
        if direction == 1
        else translate("pin_cells", "{number}, down {change} since the pin (was {old})")
    )
    return text.format(
        number=fixed(new, decimals),
        # the change between the numbers as shown: 0.13 and 0.12 differ by 0.01
        change=fixed(abs(rounded(new, decimals) - rounded(old, decimals)), decimals),
        old=fixed(old, decimals),
    )


def pinned_tooltip(new_text: str, new: float, old: float | None) -> str:
    """The tooltip of a cell: its exact number, and with a pin what it was and by how much."""
    if old is None:
        return new_text
    if new == old:
        return translate("pin_cells", "{number}\nthe same as at the pin").format(number=new_text)
    change = f"{'+' if new > old else MINUS}{significant(abs(new - old), 6)}"
    return translate("pin_cells", "{number}\nat the pin: {old}\nchange: {change}").format(
        number=new_text, old=exact(old), change=change
    )


def change_color(direction: int, palette: QPalette) -> QColor:
    """The colour of an up (+1) or down (-1) change on ``palette``'s base colour."""
    base = palette.color(QPalette.ColorRole.Base)
    up, down = _ON_DARK if base.lightnessF() < 0.5 else _ON_LIGHT
    return QColor(up if direction > 0 else down)


def cell_background(tint: QColor | None, base: QColor) -> QColor:
    """The colour a cell shows: its (maybe see-through) ``tint`` over the table's ``base``."""
    if tint is None or tint.alpha() == 0:
        return QColor(base)
    alpha = tint.alphaF()

    def mixed(over: float, under: float) -> float:
        return alpha * over + (1 - alpha) * under

    return QColor.fromRgbF(
        mixed(tint.redF(), base.redF()),
        mixed(tint.greenF(), base.greenF()),
        mixed(tint.blueF(), base.blueF()),
    )
