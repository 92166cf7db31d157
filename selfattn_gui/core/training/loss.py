"""How wrong the next-token predictions are: cross-entropy on the positions that count."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.attention import softmax_rows


def next_token_loss(
    logits: np.ndarray, targets: np.ndarray, counts: np.ndarray
) -> tuple[float, np.ndarray]:
    """The mean of −log p(the right next token) over the positions that count.

    Parameters
    ----------
    logits : (B, n, V) the model's scores for the token after each position
    targets : (B, n) int, the token that really comes next (any index where it does
        not count)
    counts : (B, n) bool, True where the prediction is scored (at least one)

    Returns
    -------
    loss : the mean cross-entropy in nats (log V for a model that guesses uniformly)
    d_logits : (B, n, V) its gradient: (probabilities − one-hot of the target) divided
        by the number of positions that count, and zero where a position does not
    """
    counts = np.asarray(counts, dtype=bool)
    scored = int(counts.sum())
    if scored == 0:
        raise ValueError("no position counts: nothing to score")
    probabilities = softmax_rows(logits)  # (B, n, V)
    picked = np.take_along_axis(probabilities, targets[..., None], axis=-1)[..., 0]
    loss = -float(np.sum(np.log(picked[counts]))) / scored
    d_logits = probabilities
    np.put_along_axis(d_logits, targets[..., None], picked[..., None] - 1.0, axis=-1)
    d_logits *= counts[..., None] / scored
    return loss, d_logits
