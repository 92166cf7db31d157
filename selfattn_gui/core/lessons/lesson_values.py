"""A JSON value of a lesson file in a few words, for the errors the lesson browser shows."""

from __future__ import annotations

import math
from typing import Any

from selfattn_gui.core.sessions.numbers_text import significant
from selfattn_gui.core.text import translate


def describe(value: Any) -> str:
    """A JSON value in a few words, for error messages ("the number 3", "a list", ...)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        value = " ".join(value.split())  # an error message stays on one line
        return f'"{value}"' if len(value) <= 24 else f'"{value[:21]}..."'
    if isinstance(value, int):  # str() of a 5000-digit number raises, and says nothing
        if abs(value) >= 10**24:
            return translate("lesson_values", "a number with too many digits")
        return translate("lesson_values", "the number {number}").format(number=value)
    if isinstance(value, float):
        return translate("lesson_values", "the number {number}").format(
            number=significant(value, 6)
        )
    if isinstance(value, list):
        return translate("lesson_values", "a list")
    return translate("lesson_values", "an object")


def is_finite_number(value: Any) -> bool:
    """True for a JSON number that is a finite float (not a bool, not 1e400, not 401 digits)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:  # a whole number too large for a float
        return False
