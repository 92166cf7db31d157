"""Positional encodings: what tells attention where each token sits."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.text import translate


def sinusoidal(n_tokens: int, d_model: int) -> np.ndarray:
    """The sine/cosine encoding of "Attention Is All You Need".

    ``PE[pos, 2i] = sin(pos / 10000^(2i / d_model))`` and
    ``PE[pos, 2i + 1] = cos(pos / 10000^(2i / d_model))``.

    Returns
    -------
    (n_tokens, d_model) array
    """
    positions = np.arange(n_tokens, dtype=np.float64)[:, None]
    even = np.arange(0, d_model, 2, dtype=np.float64)  # the 2i of the formula
    angles = positions / np.power(10000.0, even / d_model)  # (n_tokens, ceil(d_model / 2))
    encoding = np.zeros((n_tokens, d_model))
    encoding[:, 0::2] = np.sin(angles)
    encoding[:, 1::2] = np.cos(angles[:, : d_model // 2])
    return encoding


def positional_encoding(
    kind: str, n_tokens: int, d_model: int, W_pos: np.ndarray | None = None
) -> np.ndarray:
    """Return the (n_tokens, d_model) encoding of ``kind`` ("none" gives zeros).

    "learned" positions are the first ``n_tokens`` rows of ``W_pos``
    (max_positions, d_model): one vector a model learned for each position.
    """
    if kind == "none":
        return np.zeros((n_tokens, d_model))
    if kind == "sinusoidal":
        return sinusoidal(n_tokens, d_model)
    if kind == "learned":
        if W_pos is None:
            raise ValueError(translate("positional", '"learned" positions need their matrix W_pos'))
        if W_pos.shape[0] < n_tokens:
            raise ValueError(
                translate(
                    "positional", "W_pos has {positions} positions, fewer than the {tokens} tokens"
                ).format(positions=W_pos.shape[0], tokens=n_tokens)
            )
        return np.array(W_pos[:n_tokens], dtype=np.float64)
    raise ValueError(f"unknown positional encoding {kind!r}")
