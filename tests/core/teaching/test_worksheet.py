"""The worksheet's content: inputs given, blanks of the right shape, an answer key with every number.

The expected numbers are the ones printed in lesson 4.8 for "cat sat mat" and an
independent NumPy computation for the other presets.
"""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.teaching.worksheet import Worksheet, build_worksheet, format_cell

# Lesson 4.8, "cat sat mat": every intermediate as the lesson prints it.
LESSON_Q = [[0.0, -1.0], [-1.0, -2.0], [1.0, -1.0]]
LESSON_K = [[-1.0, 1.0], [1.0, 2.0], [-1.0, 2.0]]
LESSON_V = [[-1.0, 1.0], [1.0, 0.0], [0.0, 1.0]]
LESSON_SCORES = [[-1.0, -2.0, -2.0], [-1.0, -5.0, -3.0], [-2.0, -1.0, -3.0]]
LESSON_WEIGHTS = [[0.50, 0.25, 0.25], [0.77, 0.05, 0.19], [0.28, 0.58, 0.14]]
LESSON_OUTPUT = [[-0.26, 0.75], [-0.72, 0.95], [0.29, 0.42]]


def grids(sections) -> dict:
    return {grid.name: grid for section in sections for grid in section.grids}


@pytest.fixture(scope="module")
def sheet() -> Worksheet:
    return build_worksheet(presets.load_preset("cat-sat-mat"))


def test_the_questions_are_blanks_of_the_right_shape(sheet):
    questions = grids(sheet.questions)
    expected_shapes = {
        "Q": (3, 2),
        "K": (3, 2),
        "V": (3, 2),
        "scores": (3, 3),
        "scaled": (3, 3),
        "weights": (3, 3),
        "output": (3, 2),
    }
    assert {name: questions[name].shape for name in expected_shapes} == expected_shapes
    assert all(grid.is_blank for grid in questions.values())
    assert questions["weights"].row_labels == ("cat", "sat", "mat")
    assert questions["weights"].column_labels == ("cat", "sat", "mat")


def test_the_inputs_are_given_with_their_numbers(sheet):
    session = presets.load_preset("cat-sat-mat")
    given = grids(sheet.given)
    np.testing.assert_array_equal(given["X"].values, session.embeddings)
    for name in ("W_q", "W_k", "W_v"):
        np.testing.assert_array_equal(given[name].values, session.heads[0].matrix(name))
    assert not any(grid.is_blank for grid in given.values())
    text = "\n".join(sheet.settings)
    assert "cat, sat, mat" in text and "√2" in text and "Causal mask: off" in text
    # Each step says what to compute.
    formulas = " ".join(section.formula for section in sheet.questions)
    assert "Q = X·W_q" in formulas and "Q·Kᵀ" in formulas and "weights·V" in formulas


def test_the_answer_key_has_the_lessons_numbers(sheet):
    answers = grids(sheet.answers)
    np.testing.assert_array_equal(answers["Q"].values, LESSON_Q)
    np.testing.assert_array_equal(answers["K"].values, LESSON_K)
    np.testing.assert_array_equal(answers["V"].values, LESSON_V)
    np.testing.assert_array_equal(answers["scores"].values, LESSON_SCORES)
    np.testing.assert_allclose(answers["scaled"].values, np.array(LESSON_SCORES) / np.sqrt(2))
    np.testing.assert_allclose(answers["weights"].values, LESSON_WEIGHTS, atol=0.005)
    np.testing.assert_allclose(answers["output"].values, LESSON_OUTPUT, atol=0.005)
    # ...and writes them the way the lesson prints them.
    written = [format_cell(v, sheet.decimals) for v in answers["weights"].values[1]]
    assert written == ["0.77", "0.05", "0.19"]
    assert format_cell(answers["output"].values[0, 0], 2) == "−0.26"
    # W_o (2 × 4) brings the 2-wide outputs back to the 4-wide tokens, so there is a residual:
    # output·W_o = [o2, o1 + o2, o2, −(o1 + o2)], then X added back.
    np.testing.assert_allclose(
        answers["residual"].values,
        [[1.75, 0.50, 1.75, -0.50], [0.95, 1.23, 0.95, 0.77], [1.42, 1.72, 0.42, -0.72]],
        atol=0.005,
    )
    assert "Residual: on, residual = Z + attention output" in sheet.settings
    without_w_o = build_worksheet(presets.load_preset("cat-sat-mat").replace(W_o=None))
    assert "residual" not in grids(without_w_o.answers)
    assert any("Residual: none" in line and "4 wide" in line for line in without_w_o.settings)


def naive_attention(X, W_q, W_k, W_v, visible, scale=True):
    """Self-attention written out loop by loop, independent of the app's code."""
    Q, K, V = X @ W_q, X @ W_k, X @ W_v
    n, d_k = Q.shape
    weights = np.zeros((n, n))
    for i in range(n):
        row = [
            sum(Q[i, c] * K[j, c] for c in range(d_k)) / (np.sqrt(d_k) if scale else 1.0)
            for j in range(n)
        ]
        exps = [np.exp(s - max(row)) if visible[i][j] else 0.0 for j, s in enumerate(row)]
        weights[i] = np.array(exps) / sum(exps)
    return Q, K, V, weights, weights @ V


def test_a_causal_example_gives_the_mask_and_zero_weights_above_the_diagonal():
    session = presets.load_preset("cat-sat-mat").replace(causal=True)
    sheet = build_worksheet(session, decimals=3)
    given, answers = grids(sheet.given), grids(sheet.answers)
    np.testing.assert_array_equal(given["mask"].values, np.tri(3))
    head = session.heads[0]
    *_, weights, output = naive_attention(
        session.embeddings, head.W_q, head.W_k, head.W_v, np.tri(3, dtype=bool)
    )
    np.testing.assert_allclose(answers["weights"].values, weights)
    np.testing.assert_allclose(answers["output"].values, output)
    assert answers["weights"].values[0, 1] == 0.0
    assert sheet.decimals == 3
    assert any("Hidden keys" in note for s in sheet.questions for note in s.notes)


def test_two_heads_get_a_section_each_and_the_combining_step():
    session = presets.load_preset("two-heads")
    sheet = build_worksheet(session)
    answers = grids(sheet.answers)
    for h in (1, 2):
        assert f"weights (head {h})" in answers and f"W_q (head {h})" in grids(sheet.given)
    concat = np.concatenate(
        [
            naive_attention(session.embeddings, hd.W_q, hd.W_k, hd.W_v, np.ones((6, 6)))[4]
            for hd in session.heads
        ],
        axis=1,
    )
    combined = concat @ session.W_o
    np.testing.assert_allclose(answers["attention output"].values, combined, atol=1e-12)
    np.testing.assert_allclose(answers["residual"].values, session.embeddings + combined)
    assert grids(sheet.questions)["attention output"].shape == combined.shape


def test_positions_are_given_and_z_is_asked_for():
    session = presets.load_preset("cat-sat-mat").replace(positional_encoding="sinusoidal")
    sheet = build_worksheet(session)
    given, questions, answers = grids(sheet.given), grids(sheet.questions), grids(sheet.answers)
    positions = np.arange(3)[:, None] / 10000 ** (np.arange(0, 4, 2) / 4)
    expected_pe = np.stack(
        [
            np.sin(positions[:, 0]),
            np.cos(positions[:, 0]),
            np.sin(positions[:, 1]),
            np.cos(positions[:, 1]),
        ],
        axis=1,
    )
    np.testing.assert_allclose(given["PE"].values, expected_pe, atol=1e-12)
    assert questions["Z"].is_blank and questions["Z"].shape == (3, 4)
    np.testing.assert_allclose(answers["Z"].values, session.embeddings + expected_pe)


@pytest.mark.parametrize(
    ("value", "decimals", "text"),
    [(-0.004, 2, "0.00"), (-1.5, 1, "−1.5"), (0.125, 3, "0.125"), (2.0, 0, "2")],
)
def test_numbers_are_written_without_minus_zero(value, decimals, text):
    assert format_cell(value, decimals) == text
