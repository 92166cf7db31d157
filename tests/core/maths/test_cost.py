"""The n² cost table and the live measurement (never asserting on times)."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.attention import softmax_rows
from selfattn_gui.core.maths.cost import (
    attention_once,
    cost_table,
    measure_attention,
    readable_bytes,
    score_count,
    weights_bytes,
)


def test_ten_times_longer_means_a_hundred_times_more_scores():
    rows = cost_table((10, 100, 1000, 10000))
    assert [row.scores for row in rows] == [100, 10_000, 1_000_000, 100_000_000]
    assert [readable_bytes(row.bytes) for row in rows] == ["400 B", "40 kB", "4 MB", "400 MB"]
    assert score_count(3, n_heads=2) == 18
    assert weights_bytes(1000, n_heads=8, bytes_per_number=2) == 16_000_000


def test_attention_once_is_softmax_of_scaled_scores_times_values():
    rng = np.random.default_rng(1)
    Q, K, V = rng.normal(size=(5, 4)), rng.normal(size=(5, 4)), rng.normal(size=(5, 3))
    expected = np.zeros((5, 3))
    for i in range(5):  # one query at a time, the slow way
        scores = np.array([Q[i] @ K[j] / 2.0 for j in range(5)])
        weights = np.exp(scores) / np.exp(scores).sum()
        expected[i] = sum(weights[j] * V[j] for j in range(5))
    np.testing.assert_allclose(attention_once(Q, K, V), expected)
    assert softmax_rows(Q @ K.T).shape == (5, 5)


def test_measurement_reports_each_size_and_its_growth():
    timings = measure_attention((8, 16, 32), d_k=4, repeats=1)
    assert [t.n for t in timings] == [8, 16, 32]
    assert all(t.seconds > 0 for t in timings)
    assert timings[0].growth is None
    for before, after in zip(timings, timings[1:], strict=False):
        assert after.growth is not None
        assert np.isclose(after.growth, after.seconds / before.seconds)
