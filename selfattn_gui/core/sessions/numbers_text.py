"""Numbers written for a learner: real minus signs, no needless decimals, short sums.

Shared by the explanations (:mod:`explain`) and the walkthrough (:mod:`walkthrough`)
so that both write the same number the same way.  The decimal point is the learner's
(:func:`selfattn_gui.core.text.decimal_point`); with a decimal comma the items of a list
are parted by "; " so that "(0,5; 1,2)" stays two numbers.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from selfattn_gui.core.text import decimal_point, translate

MINUS = "\u2212"
MAX_TERMS = 8  # a sum with more terms than this is shortened ...
SHOWN_TERMS = 4  # ... to its first few terms and a count of the rest


def is_whole(value: float) -> bool:
    """True for a number that is an integer up to rounding noise (e.g. 0.1·30)."""
    return abs(value) < 1e15 and abs(value - round(value)) <= 1e-9 * max(1.0, abs(value))


def fmt(value: float) -> str:
    """Write a number compactly: ``-2.0 -> "−2"``, ``-1.41421 -> "−1.41"``, ``0.0031 -> "0.0031"``."""
    value = float(value)
    if math.isnan(value):
        return translate("numbers_text", "not a number")
    if math.isinf(value):
        return "∞" if value > 0 else f"{MINUS}∞"
    if is_whole(value):
        return str(int(round(value))).replace("-", MINUS)
    # Two decimals, as the lessons print; below 0.01 that would say 0.00, so keep two
    # significant digits instead.
    text = f"{value:.2f}" if abs(value) >= 0.01 else f"{value:.2g}"
    return text.replace("-", MINUS).replace(".", decimal_point())


def fixed(value: float, decimals: int = 2) -> str:
    """A number with a fixed count of decimals, as a score is shown (``0.94``, ``0.00``),
    with the learner's decimal point."""
    return f"{float(value):.{decimals}f}".replace(".", decimal_point())


def significant(value: float, digits: int = 4) -> str:
    """``value`` to ``digits`` significant digits (``0.002437``, ``−1.5``, ``2e+03``), with a
    real minus sign and the learner's decimal point: a hover text's or a tooltip's number."""
    return f"{float(value):.{digits}g}".replace("-", MINUS).replace(".", decimal_point())


def whole(count: int) -> str:
    """A count with its thousands parted: ``"16,384"``, or ``"16 384"`` (a narrow space)
    where the comma is the decimal point and "16,384" would read as sixteen."""
    text = f"{count:,}"
    return text.replace(",", "\u202f") if decimal_point() == "," else text


def list_separator() -> str:
    """What parts the items of a list of numbers: ", ", "; " with a decimal comma, and
    Arabic's own comma "، " in Arabic (whose numbers keep the decimal point)."""
    if decimal_point() == ",":
        return "; "
    # A language's own comma (Arabic's "، "): its translators say.
    return translate("numbers_text", ", ", "what parts the numbers of a list")


def is_exact(value: float) -> bool:
    """True when :func:`fmt` shows every digit of ``value`` (so "=" is honest, not "≈")."""
    value = float(value)
    if not math.isfinite(value) or is_whole(value):
        return True
    try:
        shown = float(fmt(value).replace(MINUS, "-").replace(",", "."))
    except ValueError:
        return False
    return abs(shown - value) <= 1e-12 * max(1.0, abs(value))


def equals(value: float) -> str:
    """``"= 2"`` when the number is shown exactly, ``"≈ 1.41"`` when it is rounded."""
    return f"{'=' if is_exact(value) else '≈'} {fmt(value)}"


def factor(value: float) -> str:
    """A number as a factor of a product: negative ones in brackets, ``(−1)``."""
    text = fmt(value)
    return f"({text})" if text.startswith(MINUS) else text


def product(a: float, b: float) -> str:
    """``a·b`` with both factors written by :func:`factor`."""
    return f"{factor(a)}·{factor(b)}"


def _more(rest: int, unit: str) -> str:
    """``"… 12 more terms"`` for what :func:`shorten` left out."""
    if unit == "keys":
        return translate("numbers_text", "… %n more key(s)", None, rest)
    if unit == "terms":
        return translate("numbers_text", "… %n more term(s)", None, rest)
    return translate("numbers_text", "… %n more", None, rest)


def shorten(items: Sequence[str], unit: str = "terms") -> list[str]:
    """Keep a long list readable: the first few items and ``"… 12 more terms"``
    (``unit`` is ``"terms"``, ``"keys"`` or ``""`` for just ``"… 12 more"``)."""
    if len(items) <= MAX_TERMS:
        return list(items)
    rest = len(items) - SHOWN_TERMS
    return [*items[:SHOWN_TERMS], _more(rest, unit)]


def sum_text(terms: Sequence[str]) -> str:
    """Terms joined with " + ", shortened when there are more than :data:`MAX_TERMS`."""
    return " + ".join(shorten(terms)) if terms else "0"


def vector(values: Sequence[float] | np.ndarray) -> str:
    """A short vector, ``[0, −1]``; long ones end with ``… 12 more``."""
    return "[" + list_separator().join(shorten([fmt(v) for v in values], "")) + "]"
