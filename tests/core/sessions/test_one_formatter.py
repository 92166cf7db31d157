"""One way of writing a number a person reads: one rounding rule, a true minus, never
"−0.00", the learner's decimal sign (issue 26, section 3).

The expectation is worked out here with exact fractions, not with the package's code:
the number as a person writes it (Python's shortest repr), rounded half away from zero.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from selfattn_gui.core import Head, Session
from selfattn_gui.core.export.matrix_export import to_latex
from selfattn_gui.core.maths import checks_words
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.maths.checks import run_checks
from selfattn_gui.core.sessions.numbers_text import (
    exact,
    fixed,
    fixed_ascii,
    fixed_latex,
    fmt,
    percent,
    rounded,
    significant,
)
from selfattn_gui.core.teaching.explain import explain_cell
from selfattn_gui.core.teaching.report_text import format_text
from selfattn_gui.core.teaching.walkthrough import describe_step
from selfattn_gui.core.teaching.worksheet import format_cell
from selfattn_gui.core.text import decimal_point, set_decimal_point

MINUS = "\u2212"


def by_hand(value: float, decimals: int, point: str = ".") -> str:
    """``value`` written with ``decimals`` decimals, worked out with exact fractions."""
    written = Fraction(repr(value))  # what a person would write: 2.675, not 2.67499999…
    scaled = abs(written) * 10**decimals
    units = math.floor(scaled + Fraction(1, 2))  # halves away from zero
    digits = str(units).rjust(decimals + 1, "0")
    whole, tail = digits[: len(digits) - decimals], digits[len(digits) - decimals :]
    text = whole + (point + tail if decimals else "")
    return (MINUS + text) if written < 0 and units != 0 else text


@pytest.fixture
def decimal_comma() -> Iterator[None]:
    before = decimal_point()
    set_decimal_point(",")
    yield
    set_decimal_point(before)


# -- the rule, case by case -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "decimals", "expected"),
    [
        (0.125, 2, "0.13"),  # uniform attention over 8 keys
        (2.675, 2, "2.68"),  # its double is 2.67499999…: rounded as written, not as stored
        (-0.004, 2, "0.00"),  # no minus on a zero
        (-0.005, 2, "\u22120.01"),  # half away from zero, with a true minus
        (1e-7, 2, "0.00"),
        (-1e-7, 6, "0.000000"),
        (0.5, 0, "1"),
        (-0.5, 0, "\u22121"),
        (2.5, 0, "3"),
        (1e6, 2, "1000000.00"),
        (-123456789.125, 2, "\u2212123456789.13"),
        (1e20, 1, "100000000000000000000.0"),
        (0.1 + 0.2, 10, "0.3000000000"),
    ],
)
def test_fixed_rounds_the_number_as_written(value, decimals, expected):
    assert fixed(value, decimals) == expected
    assert by_hand(value, decimals) == expected  # the expectation agrees with the rule


@pytest.mark.parametrize("decimals", range(0, 11))
@pytest.mark.parametrize(
    "value", [0.125, 2.675, -2.675, -0.004, -0.005, 1e-7, 0.0, -0.0, 1 / 3, 1e6, 9.995, 1.7e308]
)
def test_every_decimals_setting_follows_the_rule(value, decimals):
    assert fixed(value, decimals) == by_hand(value, decimals)


@given(
    st.floats(allow_nan=False, allow_infinity=False, min_value=-1e12, max_value=1e12),
    st.integers(min_value=0, max_value=10),
)
def test_any_number_at_any_decimals(value, decimals):
    assert fixed(value, decimals) == by_hand(value, decimals)
    assert float(fixed(value, decimals).replace(MINUS, "-")) == rounded(value, decimals)
    assert "-" not in fixed(value, decimals) and not fixed(value, decimals).startswith(
        MINUS + "0" * (decimals + 1)
    )


@pytest.mark.usefixtures("decimal_comma")
@pytest.mark.parametrize(("value", "decimals"), [(0.125, 2), (-2.675, 2), (1 / 3, 4), (3.0, 0)])
def test_a_decimal_comma_where_the_locale_writes_one(value, decimals):
    assert fixed(value, decimals) == by_hand(value, decimals, ",")


def test_numbers_without_digits():
    assert fixed(math.inf, 2) == "∞" and fixed(-math.inf, 2) == MINUS + "∞"
    assert fixed(math.nan, 2) == "not a number" == significant(math.nan) == exact(math.nan)
    assert math.isnan(rounded(math.nan, 2)) and rounded(-math.inf, 2) == -math.inf
    assert fixed_ascii(-math.inf, 2) == "-inf"  # a terminal's masked score, as before


def test_significant_digits_follow_the_same_rule():
    assert significant(0.125, 2) == "0.13"
    assert significant(2.675, 3) == "2.68"
    assert significant(-0.0024375, 4) == MINUS + "0.002438"
    assert significant(1.5e-7, 2) == "1.5e" + MINUS + "07"
    assert significant(0.0) == "0" and significant(-0.0) == "0"


def test_the_compact_writer_and_percentages_agree_with_the_tables():
    assert fmt(0.125) == fixed(0.125, 2) == "0.13"
    assert fmt(2.675) == "2.68"
    assert fmt(-0.0125) == MINUS + "0.01"  # (two decimals from 0.01 up)
    assert fmt(0.00125) == "0.0013"  # two significant digits below it
    assert percent(0.125) == "13" and percent(0.285) == "29"  # 100·0.285 is 28.4999…


def test_every_digit_for_editing_with_a_true_minus():
    assert exact(-0.5) == MINUS + "0.5"
    assert exact(-0.0) == "0" and exact(2.0) == "2"
    assert exact(0.1 + 0.2) == "0.30000000000000004"


def test_latex_and_terminals_round_the_same_way():
    assert fixed_latex(-0.005, 2) == "-0.01"  # math mode sets "-" as a minus
    assert fixed_latex(-0.004, 2) == "0.00"
    assert fixed_ascii(2.675, 2) == "2.68"
    set_decimal_point(",")
    try:
        assert fixed_latex(0.125, 2) == "0{,}13"  # a decimal comma, not punctuation
    finally:
        set_decimal_point(".")


# -- the same number in every text that writes it -------------------------------------------


def uniform_over_eight() -> Session:
    """Eight equal keys: every weight is 1/8 = 0.125, every score 2.675, outputs −0.004."""
    X = np.ones((8, 2))
    W_q = np.array([[2.675, 0.0], [0.0, 0.0]])
    W_k = np.array([[1.0, 0.0], [0.0, 0.0]])
    W_v = np.array([[0.5, 0.0], [0.0, -0.004]])
    tokens = tuple("abcdefgh")
    return Session(tokens, X, (Head(W_q, W_k, W_v),), scale="none", residual=False)


def test_explanations_checks_walkthrough_worksheet_latex_and_report_write_one_number():
    session = uniform_over_eight()
    result = compute(session)
    assert result.heads[0].weights[0, 0] == 0.125 and result.heads[0].scores[0, 0] == 2.675
    explained = explain_cell(session, result, "weights", 0, 3).text
    assert "0.13" in explained and "0.12" not in explained
    scores = explain_cell(session, result, "scores", 0, 3).text
    assert "2.68" in scores and "2.67" not in scores
    softmax = describe_step(3, session, result, 0).text
    assert "0.13" in softmax and "0.12" not in softmax
    assert format_cell(0.125, 2) == "0.13" and format_cell(-0.004, 2) == "0.00"
    latex = to_latex(result.heads[0].weights[:1], 2)
    assert latex.count("0.13") == 8 and "0.12" not in latex
    assert "-0.00" not in to_latex(result.heads[0].output, 2)
    report = format_text(session, result, decimals=2)
    assert "0.13" in report and "0.12" not in report and "-0.00" not in report
    columns = next(c for c in run_checks(session, result=result) if c.key == "columns")
    assert "1.00" in columns.detail  # eight weights of 0.125
    assert checks_words.sum_text(1.125) == "1.13"  # a column sum, as the table rounds it
    assert checks_words.small(-0.00125) == MINUS + "0.00125"  # a weight below 0
