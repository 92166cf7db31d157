"""Matrix exports: CSV round-trips exactly, LaTeX is a bmatrix, the NumPy literal evaluates."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from selfattn_gui.core.matrix_export import from_csv, to_csv, to_latex, to_numpy_literal

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
    exec(to_numpy_literal(matrix, name="W"), namespace)  # noqa: S102 (our own text)
    np.testing.assert_array_equal(namespace["W"], matrix)
