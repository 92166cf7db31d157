"""The scale and softmax explorer's numbers, against naive formulas and finite differences."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from selfattn_gui.core.maths.scale_demo import (
    DK_VALUES,
    dk_demo,
    shifted_weights,
    softmax_at_scale,
    softmax_gradient_size,
)

CAT_SCALED = np.array([-1.0, -2.0, -2.0]) / math.sqrt(2)  # the row of "cat" in lesson 4.8


def naive_softmax(row) -> np.ndarray:
    exps = [math.exp(v) for v in row]
    return np.array([e / sum(exps) for e in exps])


def test_factor_one_is_the_ordinary_softmax():
    np.testing.assert_allclose(softmax_at_scale(CAT_SCALED, 1.0), naive_softmax(CAT_SCALED))
    np.testing.assert_allclose(softmax_at_scale(CAT_SCALED, 1.0), [0.50, 0.25, 0.25], atol=0.005)


def test_factor_zero_is_flat_and_a_large_factor_is_one_hot():
    np.testing.assert_allclose(softmax_at_scale(CAT_SCALED, 0.0), [1 / 3] * 3)
    np.testing.assert_allclose(softmax_at_scale(CAT_SCALED, 100.0), [1, 0, 0], atol=1e-12)


def test_hidden_keys_stay_at_zero_at_every_factor():
    visible = np.array([True, False, True])
    for factor in (0.0, 1.0, 50.0):
        weights = softmax_at_scale(CAT_SCALED, factor, visible)
        assert weights[1] == 0.0 and weights.sum() == pytest.approx(1.0)
    np.testing.assert_allclose(softmax_at_scale(CAT_SCALED, 0.0, visible), [0.5, 0, 0.5])


@given(
    st.lists(st.floats(-50, 50), min_size=1, max_size=8),
    st.floats(-1000, 1000),
)
def test_adding_a_constant_to_a_row_changes_no_weight(row, constant):
    scores = np.array(row)
    np.testing.assert_allclose(
        shifted_weights(scores, constant), softmax_at_scale(scores, 1.0), atol=1e-12
    )


def test_gradient_size_matches_finite_differences():
    rng = np.random.default_rng(3)
    scores = rng.normal(size=(4, 5))
    weights = np.array([naive_softmax(row) for row in scores])
    step = 1e-6
    for r, row in enumerate(scores):
        jacobian = np.empty((5, 5))
        for j in range(5):
            up, down = row.copy(), row.copy()
            up[j] += step
            down[j] -= step
            jacobian[:, j] = (naive_softmax(up) - naive_softmax(down)) / (2 * step)
        assert softmax_gradient_size(weights[r : r + 1])[0] == pytest.approx(
            np.linalg.norm(jacobian), rel=1e-5
        )


def test_a_one_hot_row_has_no_gradient():
    assert softmax_gradient_size(np.array([[1.0, 0.0, 0.0]]))[0] == 0.0


def test_dk_demo_shows_why_the_scale_is_there():
    rows = dk_demo()
    assert [row.d_k for row in rows] == list(DK_VALUES)
    for row in rows:
        # raw dot products spread like √d_k; divided by √d_k they spread like 1
        assert 0.75 < row.spread_raw / math.sqrt(row.d_k) < 1.3, row
        assert 0.75 < row.spread_scaled < 1.3, row
        assert row.spread_raw == pytest.approx(row.spread_scaled * math.sqrt(row.d_k))
        assert row.max_weight_scaled < 0.4, row
    widest = rows[-1]
    assert widest.max_weight_raw > 0.9  # nearly one-hot without the scale
    assert widest.gradient_raw < widest.gradient_scaled / 3  # and it has stopped learning
    assert rows[0].max_weight_raw < widest.max_weight_raw


def test_dk_demo_is_the_same_on_every_run():
    assert dk_demo(seed=5) == dk_demo(seed=5)
    assert dk_demo(seed=5) != dk_demo(seed=6)
