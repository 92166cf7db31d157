"""Layer normalisation: what a pre-LN layer does to its input before the heads read it."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.layers import LAYER_NORM_EPSILON, LayerNorm


def layer_norm(rows: np.ndarray, norm: LayerNorm) -> np.ndarray:
    """Each row to mean 0 and variance 1, then times ``gain`` plus ``bias``.

    ``(x - mean(x)) / √(var(x) + ε) · gain + bias`` per row, with the biased variance
    (divided by the width, not the width − 1) and ε = :data:`LAYER_NORM_EPSILON`, as
    trained models compute it.  ε keeps a row whose numbers are all equal (variance 0)
    from dividing by zero: it becomes ``bias``.

    Parameters
    ----------
    rows : (n, w) array, one row per token
    norm : the layer's gain and bias, each (w,)

    Returns
    -------
    (n, w) array
    """
    mean = rows.mean(axis=1, keepdims=True)
    centred = rows - mean
    variance = np.mean(centred * centred, axis=1, keepdims=True)
    return centred / np.sqrt(variance + LAYER_NORM_EPSILON) * norm.gain + norm.bias
