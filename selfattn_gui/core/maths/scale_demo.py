"""The numbers behind the scale and softmax explorer.

Three small experiments, all without Qt:

* :func:`softmax_at_scale`: one row of scores multiplied by a factor before the
  softmax; a factor near 0 gives equal weights, a large one puts everything on the
  best key (one-hot);
* :func:`shifted_weights`: the same row with a constant added to every score gives
  the same weights (only differences between scores matter);
* :func:`dk_demo`: random queries and keys of growing width d_k; without dividing by
  √d_k the dot products spread out like √d_k and the softmax saturates, so its
  gradient vanishes; with the division they keep a spread of about 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import softmax_rows

DK_VALUES = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)


def softmax_at_scale(
    scores: np.ndarray, factor: float, visible: np.ndarray | None = None
) -> np.ndarray:
    """Softmax of ``factor × scores`` for one row.

    Parameters
    ----------
    scores : (n_keys,) scores of one query
    factor : how strongly to sharpen (> 1) or flatten (< 1, 0 = all equal)
    visible : (n_keys,) bool or None; hidden keys get weight 0

    Returns
    -------
    (n_keys,) weights summing to 1 over the visible keys
    """
    row = np.asarray(scores, dtype=np.float64)[None, :] * float(factor)
    mask = None if visible is None else np.asarray(visible, dtype=bool)[None, :]
    return softmax_rows(row, mask)[0]


def shifted_weights(
    scores: np.ndarray, constant: float, visible: np.ndarray | None = None
) -> np.ndarray:
    """Weights of one row after adding ``constant`` to every score: (n_keys,)."""
    return softmax_at_scale(np.asarray(scores, dtype=np.float64) + float(constant), 1.0, visible)


def softmax_gradient_size(weights: np.ndarray) -> np.ndarray:
    """How much each softmax row can still learn: the size of its Jacobian.

    For weights ``w`` the Jacobian is ``diag(w) − w wᵀ``; its Frobenius norm is 0 for a
    one-hot row (nothing moves when the scores move) and largest for spread-out rows.

    Parameters
    ----------
    weights : (n_rows, n_keys)

    Returns
    -------
    (n_rows,) norms
    """
    w = np.asarray(weights, dtype=np.float64)
    jacobians = w[:, :, None] * np.eye(w.shape[1])[None] - w[:, :, None] * w[:, None, :]
    return np.sqrt((jacobians**2).sum(axis=(1, 2)))


@dataclass(frozen=True)
class DkRow:
    """One width d_k of the experiment, with and without dividing by √d_k.

    Attributes
    ----------
    d_k : width of the random queries and keys
    spread_raw, spread_scaled : standard deviation of q·k and of q·k / √d_k
    max_weight_raw, max_weight_scaled : mean of each row's largest softmax weight
    gradient_raw, gradient_scaled : mean softmax Jacobian size (see
        :func:`softmax_gradient_size`): near 0 means softmax has stopped learning
    """

    d_k: int
    spread_raw: float
    spread_scaled: float
    max_weight_raw: float
    max_weight_scaled: float
    gradient_raw: float
    gradient_scaled: float


def dk_demo(
    d_ks: Sequence[int] = DK_VALUES, n_queries: int = 500, n_keys: int = 16, seed: int = 0
) -> list[DkRow]:
    """Random queries and keys (entries ~ N(0, 1)) at each width in ``d_ks``.

    Every width draws fresh (n_queries, d_k) queries and (n_keys, d_k) keys from
    ``numpy.random.default_rng(seed)``, so the table is the same on every run.
    """
    rng = np.random.default_rng(seed)
    rows = []
    for d_k in d_ks:
        queries = rng.standard_normal((n_queries, d_k))
        keys = rng.standard_normal((n_keys, d_k))
        raw = queries @ keys.T  # (n_queries, n_keys)
        scaled = raw / np.sqrt(d_k)
        weights_raw, weights_scaled = softmax_rows(raw), softmax_rows(scaled)
        rows.append(
            DkRow(
                d_k=int(d_k),
                spread_raw=float(raw.std()),
                spread_scaled=float(scaled.std()),
                max_weight_raw=float(weights_raw.max(axis=1).mean()),
                max_weight_scaled=float(weights_scaled.max(axis=1).mean()),
                gradient_raw=float(softmax_gradient_size(weights_raw).mean()),
                gradient_scaled=float(softmax_gradient_size(weights_scaled).mean()),
            )
        )
    return rows
