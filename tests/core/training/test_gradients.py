"""Every gradient of the hand-written backward pass against central finite differences."""

from __future__ import annotations

import math

import numpy as np
import pytest

from selfattn_gui.core.training.backward import backward
from selfattn_gui.core.training.forward import forward
from selfattn_gui.core.training.loss import next_token_loss
from selfattn_gui.core.training.sizes import ModelSizes, Weights, initial_weights

SIZES = ModelSizes(vocabulary=5, d_model=6, n_layers=2, n_heads=2, d_head=3, context=7)
STEP = 1e-6


def _example(seed: int) -> tuple[Weights, np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    weights = initial_weights(SIZES, rng)
    tokens = rng.integers(0, SIZES.vocabulary, size=(3, 6))
    targets = rng.integers(0, SIZES.vocabulary, size=(3, 6))
    counts = rng.random((3, 6)) < 0.6
    counts[0, 0] = True
    return weights, tokens, targets, counts


def _loss(weights: Weights, tokens: np.ndarray, targets: np.ndarray, counts: np.ndarray) -> float:
    logits, _ = forward(weights, SIZES, tokens)
    return next_token_loss(logits, targets, counts)[0]


@pytest.mark.parametrize("seed", [0, 1])
def test_every_gradient_matches_central_differences(seed):
    weights, tokens, targets, counts = _example(seed)
    logits, cache = forward(weights, SIZES, tokens)
    _, d_logits = next_token_loss(logits, targets, counts)
    gradients = backward(weights, SIZES, cache, d_logits)
    assert list(gradients) == list(SIZES.shapes())
    for name, weight in weights.items():
        assert gradients[name].shape == weight.shape, name
        numeric = np.zeros_like(weight)
        for index in np.ndindex(weight.shape):
            kept = weight[index]
            weight[index] = kept + STEP
            above = _loss(weights, tokens, targets, counts)
            weight[index] = kept - STEP
            below = _loss(weights, tokens, targets, counts)
            weight[index] = kept
            numeric[index] = (above - below) / (2 * STEP)
        np.testing.assert_allclose(gradients[name], numeric, rtol=1e-6, atol=1e-9, err_msg=name)
        # A gradient of all zeros would pass trivially: each weight really matters.
        assert np.abs(numeric).max() > 1e-4, name


def test_loss_is_the_mean_cross_entropy_of_the_counted_positions():
    rng = np.random.default_rng(3)
    logits = rng.normal(size=(2, 4, 5)) * 3
    targets = rng.integers(0, 5, size=(2, 4))
    counts = np.array([[True, False, True, True], [False, False, True, False]])
    total, scored = 0.0, 0
    for b in range(2):
        for t in range(4):
            if counts[b, t]:
                row = [float(v) for v in logits[b, t]]
                log_total = math.log(sum(math.exp(v) for v in row))
                total += log_total - row[targets[b, t]]
                scored += 1
    loss, d_logits = next_token_loss(logits, targets, counts)
    assert loss == pytest.approx(total / scored, abs=1e-12)
    assert np.all(d_logits[~counts] == 0)  # a position that does not count pulls on nothing
