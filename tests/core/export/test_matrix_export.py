"""Matrix exports: CSV round-trips exactly, LaTeX is a bmatrix, the NumPy literal evaluates."""

from __future__ import annotations

import csv
import io

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from selfattn_gui.core.export.matrix_export import from_csv, to_csv, to_latex, to_numpy_literal

finite = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False)
matrices = arrays(np.float64, st.tuples(st.integers(1, 6), st.integers(1, 6)), elements=finite)


@given(matrices)
def test_csv_round_trips_to_the_same_numbers(matrix):
    np.testing.assert_array_equal(from_csv(to_csv(matrix)), matrix)


def test_labelled_csv_has_headers_and_round_trips():
    matrix = np.array([[1.0, -0.5], [0.25, 3.0]])
    text = to_csv(matrix, row_labels=["cat", 'say "hi", ok'], column_labels=["q1", "q2"])
    assert text.splitlines()[0] == ",q1,q2"
    assert text.splitlines()[2].startswith('"say ""hi"", ok"')
    np.testing.assert_array_equal(from_csv(text, labelled=True), matrix)


def test_latex_is_a_bmatrix_with_rounded_numbers():
    text = to_latex(np.array([[0.5, 0.25], [-0.004, 1.0]]), decimals=2, name="A_1")
    assert text.startswith(r"A\_1 = \begin{bmatrix}")
    assert r"0.50 & 0.25 \\" in text and r"0.00 & 1.00 \\" in text  # no "-0.00"
    assert text.endswith(r"\end{bmatrix}")


@given(matrices)
def test_numpy_literal_evaluates_to_the_same_array(matrix):
    namespace = {"np": np}
    exec(to_numpy_literal(matrix, name="W"), namespace)  # our own text
    np.testing.assert_array_equal(namespace["W"], matrix)


# -- CSV cells a spreadsheet would run (OWASP "CSV Injection") ----------------------------

FORMULAS = [
    "=cmd|' /C calc'!A0",
    "+1+1",
    "-2+3",
    "@SUM(A1:A2)",
    "\t=1+1",
    "\r=1+1",
    '=HYPERLINK("http://example.com","click")',
    "-",
    "+",
    "-inf",
    "-nan",
    "－1+1",  # full-width minus
    "＝1+1",  # full-width equals sign
]


def _cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


# A plain number starts with a sign but is no formula; other labels stay as they are.
KEPT = ["-2.5", "-0.0", "+3", "-1e-05", "1.5", ".5", "-7", "cat", " =1+1", "a=b", "x-y", "'q"]


def test_a_label_a_spreadsheet_would_run_gets_a_quote_in_front_and_numbers_stay():
    labels = FORMULAS + KEPT
    matrix = np.array([[-2.0, 1.5, -0.0, -1e-05]] * len(labels))
    text = to_csv(matrix, row_labels=labels, column_labels=["=k", "-1", "@k", "k"])
    expected_labels = ["'" + label for label in FORMULAS] + KEPT
    assert _cells(text) == [["", "'=k", "-1", "'@k", "k"]] + [
        [label, "-2", "1.5", "-0.0", "-1e-05"] for label in expected_labels
    ]
    np.testing.assert_array_equal(from_csv(text, labelled=True), matrix)


def test_a_label_holding_a_line_break_stays_in_its_row():
    text = to_csv(np.array([[1.0], [2.0]]), row_labels=["two\r\nlines", "cr\ronly"])
    assert _cells(text) == [["two\r\nlines", "1"], ["cr\ronly", "2"]]
