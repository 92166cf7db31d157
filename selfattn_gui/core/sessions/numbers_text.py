"""The one formatter of every number a person reads: tables, heatmaps, charts, the pin,
explanations, checks, the walkthrough, lessons, the worksheet and LaTeX.

One rule everywhere:

- **Rounding** is half away from zero on the number *as a person writes it*: the
  shortest decimal that reads back as the same float (``repr``), not the binary double
  behind it.  So 0.125 shows 0.13 and 2.675 shows 2.68 (its double, 2.67499999…, would
  round down), as a learner rounding by hand, or a spreadsheet, would.  The rounding is
  done on :class:`decimal.Decimal` (``ROUND_HALF_UP``, which is away from zero).
- **A true minus** (U+2212 "−"), never a hyphen; a number that rounds to zero has no
  sign: −0.004 shows "0.00", never "−0.00".
- **The learner's decimal sign** (:func:`selfattn_gui.core.text.decimal_point`, set at
  start from the language's locale); with a decimal comma the items of a list are parted
  by "; " so that "(0,5; 1,2)" stays two numbers.
- Not a number reads "not a number" (translated), infinities "∞" and "−∞".

Exports that other programs read (CSV, NumPy, Python scripts, the clipboard's cells)
keep every digit and an ASCII minus, and do not come here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Context, Decimal

import numpy as np

from selfattn_gui.core.text import decimal_point, translate

MINUS = "\u2212"
MAX_TERMS = 8  # a sum with more terms than this is shortened ...
SHOWN_TERMS = 4  # ... to its first few terms and a count of the rest


def is_whole(value: float) -> bool:
    """True for a number that is an integer up to rounding noise (e.g. 0.1·30)."""
    return abs(value) < 1e15 and abs(value - round(value)) <= 1e-9 * max(1.0, abs(value))


# Enough digits for the largest double (about 1.8e308) written out with every decimal the
# window offers, so quantize never runs out of precision; ROUND_HALF_UP is away from zero.
_CONTEXT = Context(prec=400, rounding=ROUND_HALF_UP)


def _special(value: float) -> str | None:
    """The words of a number that has no digits (nan, ±inf), None for any other."""
    if math.isnan(value):
        return translate("numbers_text", "not a number")
    if math.isinf(value):
        return "∞" if value > 0 else f"{MINUS}∞"
    return None


def _written(value: float) -> Decimal:
    """The finite ``value`` as a person writes it: its shortest repr, not its binary double."""
    return Decimal(repr(value))


def _at_place(value: float | Decimal, exponent: int) -> Decimal:
    """``value`` as written rounded to a multiple of 10**exponent, halves away from zero;
    a zero has no sign."""
    written = value if isinstance(value, Decimal) else _written(value)
    rounded = written.quantize(Decimal(1).scaleb(exponent), context=_CONTEXT)
    return rounded.copy_abs() if rounded.is_zero() else rounded


def _to_significant(value: float, digits: int) -> Decimal:
    """``value`` as written rounded to ``digits`` significant digits (0 stays 0)."""
    if value == 0:
        return Decimal(0)
    return _at_place(value, _written(value).adjusted() - max(1, digits) + 1)


def _fixed_text(value: float, decimals: int) -> str:
    """The finite ``value`` rounded to ``decimals`` decimals, as Python writes numbers
    ("-0.01", "2.68"); a zero has no sign.

    The costly Decimal is needed only where the written number is a tie (2.675 to two
    decimals): elsewhere the binary double lies on the same side of the halfway point as
    its shortest repr (else that point, with fewer digits and as close, would have been
    the repr), so Python's own rounding of the double gives the same digits.
    """
    written = repr(value)
    point = written.find(".")
    if point < 0 or "e" in written or abs(value) >= 1e15:
        return f"{_at_place(value, -decimals):f}"  # 1e-07, 1e+20, beyond 2**53
    tail = len(written) - point - 1
    if tail <= decimals:  # nothing to round: "0.5" -> "0.50"
        text = written + "0" * (decimals - tail)
    elif written[point + 1 + decimals :] == "5":  # a tie as written: away from zero
        text = f"{_at_place(value, -decimals):f}"
    else:
        text = f"{value:.{decimals}f}"
    if text.startswith("-") and not text.strip("-0."):
        text = text[1:]  # "-0.00": the sign of a number rounded away
    return text


def _for_people(text: str) -> str:
    """Python's number text with a true minus and the learner's decimal sign."""
    return text.replace("-", MINUS).replace(".", decimal_point())


def rounded(value: float, decimals: int) -> float:
    """``value`` as :func:`fixed` shows it at ``decimals``, as a float (nan and ±inf stay):
    what a learner reads, for deciding whether two numbers look the same."""
    value = float(value)
    if not math.isfinite(value):
        return value
    return float(_fixed_text(value, decimals))


def rounded_significant(value: float, digits: int) -> float:
    """``value`` rounded to ``digits`` significant digits by the same rule, as a float
    (nan and ±inf stay): "off by 0.13" for an error of 0.125."""
    value = float(value)
    if not math.isfinite(value):
        return value
    return float(_to_significant(value, digits))


def fixed(value: float, decimals: int = 2) -> str:
    """``value`` with ``decimals`` digits after the decimal sign, as every table, heatmap,
    chart and score writes it: ``0.125 -> "0.13"``, ``2.675 -> "2.68"``,
    ``-0.004 -> "0.00"``, ``-0.005 -> "−0.01"``, ``1e6 -> "1000000.00"``."""
    value = float(value)
    special = _special(value)
    if special is not None:
        return special
    return _for_people(_fixed_text(value, decimals))


def fixed_ascii(value: float, decimals: int = 2) -> str:
    """:func:`fixed`'s number for text that must stay ASCII, a terminal's report: the same
    rounding, a hyphen-minus and a point (``"-0.01"``, ``"-inf"``)."""
    value = float(value)
    if not math.isfinite(value):
        return repr(value)
    return _fixed_text(value, decimals)


def fixed_latex(value: float, decimals: int = 2) -> str:
    """:func:`fixed`'s number in LaTeX math: the same rounding and decimal sign, a plain
    "-" (which math mode sets as a true minus) and a decimal comma braced, ``0{,}13``,
    so that it is not spaced as punctuation."""
    text = fixed_ascii(value, decimals)
    return text.replace(".", "{,}") if decimal_point() == "," else text


def short(value: float, decimals: int = 2) -> str:
    """At most ``decimals`` digits, the trailing zeros left out: ``"−5"``, ``"2.5"``, ``"0.33"``."""
    text = fixed(value, decimals)
    point = decimal_point()
    if point in text:
        text = text.rstrip("0").rstrip(point)
    return text


def significant(value: float, digits: int = 4) -> str:
    """``value`` to ``digits`` significant digits (``0.002437``, ``−1.5``, ``2e+04``), with a
    real minus sign and the learner's decimal point: a hover text's or a tooltip's number."""
    value = float(value)
    special = _special(value)
    if special is not None:
        return special
    # Rounded by the rule above; the float of that decimal then prints as exactly it.
    return _for_people(f"{float(_to_significant(value, digits)):.{digits}g}")


def exact(value: float) -> str:
    """Every digit of ``value``, as a cell's edit text and tooltip show it: the shortest
    text that reads back as the same float (``"0.1"``, ``"−2"``, ``"1e−05"``), whole
    numbers without ".0"; the learner's decimal sign and a true minus."""
    value = float(value)
    special = _special(value)
    if special is not None:
        return special
    if value.is_integer() and abs(value) < 1e15:
        return _for_people(str(int(value)))  # int() also drops the sign of -0.0
    return _for_people(repr(value))


def percent(share: float, decimals: int = 0) -> str:
    """A share (0.125) as the number of its percentage ("13"; the "%" is the sentence's),
    rounded by the same rule on the share as written."""
    share = float(share)
    special = _special(share)
    if special is not None:
        return special
    return _for_people(f"{_at_place(_written(share).scaleb(2), -decimals):f}")


def _compact(value: float) -> Decimal:
    """The decimal :func:`fmt` writes for a finite ``value``."""
    if is_whole(value):
        return _at_place(value, 0)
    # Two decimals, as the lessons print; below 0.01 that would say 0.00, so keep two
    # significant digits instead.
    return _at_place(value, -2) if abs(value) >= 0.01 else _to_significant(value, 2)


def fmt(value: float) -> str:
    """Write a number compactly: ``-2.0 -> "−2"``, ``-1.41421 -> "−1.41"``, ``0.0031 -> "0.0031"``."""
    value = float(value)
    special = _special(value)
    if special is not None:
        return special
    if is_whole(value):
        return fixed(value, 0)
    if abs(value) >= 0.01:
        return fixed(value, 2)
    return significant(value, 2)


def as_written(value: float) -> float:
    """The number :func:`fmt` writes for ``value``, as a float (nan and ±inf stay): what a
    sum of the written numbers adds up to."""
    value = float(value)
    return float(_compact(value)) if math.isfinite(value) else value


def whole(count: int) -> str:
    """A count with its thousands parted: ``"16,384"``, or ``"16 384"`` (a narrow space)
    where the comma is the decimal point and "16,384" would read as sixteen."""
    text = f"{count:,}".replace("-", MINUS)
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
    return abs(as_written(value) - value) <= 1e-12 * max(1.0, abs(value))


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
