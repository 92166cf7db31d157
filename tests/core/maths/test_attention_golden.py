"""The worked examples of the two lessons, rebuilt from their recipes.

Expected numbers are the ones the lessons print (or, for the "now change it"
exercises, worked out by hand below with math.exp), never output of the app.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from selfattn_gui.core import Head, Session, compute
from selfattn_gui.core.maths.positional import positional_encoding, sinusoidal

# -- lesson 4.8: "cat sat mat" ------------------------------------------------------


def cat_sat_mat() -> Session:
    """Three 4-d tokens projected to d_k = 2 by integer matrices from default_rng(0)."""
    X = np.array(
        [[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]],
    )
    rng = np.random.default_rng(0)
    # The order matters: the generator hands out W_q first, then W_k, then W_v.
    W_q = rng.integers(-1, 2, size=(4, 2)).astype(float)
    W_k = rng.integers(-1, 2, size=(4, 2)).astype(float)
    W_v = rng.integers(-1, 2, size=(4, 2)).astype(float)
    return Session(("cat", "sat", "mat"), X, (Head(W_q, W_k, W_v),))


def test_cat_sat_mat_projections_match_the_lesson():
    head = compute(cat_sat_mat()).heads[0]
    np.testing.assert_array_equal(head.Q, [[0, -1], [-1, -2], [1, -1]])
    np.testing.assert_array_equal(head.K, [[-1, 1], [1, 2], [-1, 2]])
    np.testing.assert_array_equal(head.V, [[-1, 1], [1, 0], [0, 1]])


def test_cat_sat_mat_scores_match_the_lesson():
    head = compute(cat_sat_mat()).heads[0]
    np.testing.assert_array_equal(head.scores, [[-1, -2, -2], [-1, -5, -3], [-2, -1, -3]])
    # The lesson works "cat" by hand: scaled scores -0.71, -1.41, -1.41.
    np.testing.assert_allclose(head.scaled[0], [-0.71, -1.41, -1.41], atol=0.005)


def test_cat_sat_mat_weights_match_the_lesson():
    head = compute(cat_sat_mat()).heads[0]
    expected = [[0.50, 0.25, 0.25], [0.77, 0.05, 0.19], [0.28, 0.58, 0.14]]
    np.testing.assert_allclose(head.weights, expected, atol=0.005)


def test_cat_sat_mat_outputs_match_the_lesson():
    head = compute(cat_sat_mat()).heads[0]
    expected = [[-0.26, 0.75], [-0.72, 0.95], [0.29, 0.42]]
    np.testing.assert_allclose(head.output, expected, atol=0.005)


def test_cat_sat_mat_has_no_residual_because_widths_differ():
    # d_v = 2 but d_model = 4: the lesson's example has no W_o, so no residual.
    result = compute(cat_sat_mat())
    assert result.residual is None
    assert result.residual_note is not None


# -- lesson 4.8 practice: "it" finds "animal" ----------------------------------------


def it_animal(
    W_q: list[list[float]] | None = None, W_k: list[list[float]] | None = None
) -> Session:
    """Features [is_animate, is_place, is_pronoun], d_k = 1, values pass features on."""
    return Session(
        ("animal", "street", "it"),
        np.eye(3),
        (
            Head(
                np.array(W_q if W_q is not None else [[0.0], [0.0], [1.5]]),
                np.array(W_k if W_k is not None else [[2.0], [-2.0], [0.0]]),
                np.eye(3),
            ),
        ),
    )


def softmax_by_hand(scores: list[float]) -> list[float]:
    exps = [math.exp(s) for s in scores]
    return [e / sum(exps) for e in exps]


def test_it_animal_matches_the_lesson():
    head = compute(it_animal()).heads[0]
    np.testing.assert_allclose(head.scaled[2], [3.0, -3.0, 0.0])  # √1 = 1
    np.testing.assert_allclose(head.weights[2], [0.95, 0.00, 0.05], atol=0.005)
    np.testing.assert_allclose(head.output[2], [0.95, 0.00, 0.05], atol=0.005)
    # "animal" and "street" ask nothing (query 0), so they spread evenly.
    np.testing.assert_allclose(head.weights[:2], np.full((2, 3), 1 / 3))
    np.testing.assert_allclose(head.output[:2], np.full((2, 3), 1 / 3))


def test_it_animal_with_flipped_keys_looks_at_street():
    # Keys [-2, 2, 0] times the query 1.5 give "it" the scores [-3, 3, 0].
    head = compute(it_animal(W_k=[[-2.0], [2.0], [0.0]])).heads[0]
    expected = softmax_by_hand([-3.0, 3.0, 0.0])  # ≈ [0.002, 0.950, 0.047]
    np.testing.assert_allclose(head.weights[2], expected, rtol=1e-12)
    assert head.weights[2][1] == pytest.approx(0.95, abs=0.005)
    np.testing.assert_allclose(head.output[2], expected, rtol=1e-12)


def test_it_animal_without_a_question_averages_everything():
    # A zero query scores every key 0: equal weights, output the mean of the values.
    head = compute(it_animal(W_q=[[0.0], [0.0], [0.0]])).heads[0]
    np.testing.assert_allclose(head.weights[2], [1 / 3, 1 / 3, 1 / 3], rtol=1e-12)
    np.testing.assert_allclose(head.output[2], [1 / 3, 1 / 3, 1 / 3], rtol=1e-12)


def test_it_animal_with_a_pronoun_key_splits_between_animal_and_itself():
    # Keys [2, -2, 2] times 1.5 give [3, -3, 3]: a tie between "animal" and "it".
    head = compute(it_animal(W_k=[[2.0], [-2.0], [2.0]])).heads[0]
    expected = softmax_by_hand([3.0, -3.0, 3.0])  # ≈ [0.499, 0.001, 0.499]
    np.testing.assert_allclose(head.weights[2], expected, rtol=1e-12)
    assert head.weights[2][0] == head.weights[2][2]
    np.testing.assert_allclose(head.output[2], expected, rtol=1e-12)


def test_it_animal_residual_keeps_the_pronoun_feature():
    # The lesson's point: attention alone shrinks "is_pronoun" to 0.05; the
    # residual adds the original vector back, so it is 1.05 again.
    result = compute(it_animal())
    assert result.residual is not None
    assert result.residual[2][2] == pytest.approx(1.0 + 0.05, abs=0.005)
    assert result.residual[2][0] == pytest.approx(0.95, abs=0.005)


# -- lesson 4: "build it yourself" ---------------------------------------------------


def test_build_it_yourself_rows_sum_to_one():
    X = np.array([[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]])
    # RandomState(0) draws the same numbers as np.random.seed(0) + np.random.randn,
    # without touching NumPy's global generator.
    legacy = np.random.RandomState(0)
    W_q = legacy.randn(4, 4) * 0.5
    W_k = legacy.randn(4, 4) * 0.5
    W_v = legacy.randn(4, 4) * 0.5
    session = Session(("t1", "t2", "t3"), X, (Head(W_q, W_k, W_v),))
    result = compute(session)
    head = result.heads[0]
    np.testing.assert_allclose(head.weights.sum(axis=1), [1.0, 1.0, 1.0], atol=1e-12)
    # And the same recipe written out directly: scores / √4, row softmax, times V.
    scores = (X @ W_q) @ (X @ W_k).T / 2.0
    exps = np.exp(scores - scores.max(axis=1, keepdims=True))
    weights = exps / exps.sum(axis=1, keepdims=True)
    np.testing.assert_allclose(head.weights, weights, rtol=1e-12)
    np.testing.assert_allclose(head.output, weights @ (X @ W_v), rtol=1e-12, atol=1e-15)
    # d_v = d_model = 4 and no W_o: the residual exists.
    assert result.residual is not None


# -- sinusoidal positional encoding ---------------------------------------------------


def sinusoidal_by_loop(n_tokens: int, d_model: int) -> list[list[float]]:
    """PE[pos, 2i] = sin(pos / 10000^(2i/d)), PE[pos, 2i+1] = cos(same angle)."""
    table = []
    for pos in range(n_tokens):
        row = []
        for column in range(d_model):
            two_i = column - (column % 2)  # columns 2i and 2i+1 share one frequency
            angle = pos / (10000.0 ** (two_i / d_model))
            row.append(math.sin(angle) if column % 2 == 0 else math.cos(angle))
        table.append(row)
    return table


@pytest.mark.parametrize("d_model", [1, 2, 3, 4, 5, 7, 8, 16, 33])
@pytest.mark.parametrize("n_tokens", [1, 3, 12])
def test_sinusoidal_matches_the_formula(n_tokens, d_model):
    expected = sinusoidal_by_loop(n_tokens, d_model)
    np.testing.assert_allclose(sinusoidal(n_tokens, d_model), expected, rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(
        positional_encoding("sinusoidal", n_tokens, d_model), expected, rtol=1e-12, atol=1e-15
    )


def test_sinusoidal_first_position_is_zeros_and_ones():
    # sin(0) = 0 in even columns, cos(0) = 1 in odd ones.
    np.testing.assert_array_equal(sinusoidal(1, 5), [[0.0, 1.0, 0.0, 1.0, 0.0]])


def test_positional_encoding_none_is_zeros_and_unknown_is_refused():
    np.testing.assert_array_equal(positional_encoding("none", 3, 4), np.zeros((3, 4)))
    with pytest.raises(ValueError, match="learned"):
        positional_encoding("learned", 3, 4)


def test_sinusoidal_is_added_to_the_embeddings():
    session = cat_sat_mat().replace(positional_encoding="sinusoidal")
    result = compute(session)
    expected = np.asarray(session.embeddings) + np.array(sinusoidal_by_loop(3, 4))
    np.testing.assert_allclose(result.Z, expected, rtol=1e-12, atol=1e-15)
