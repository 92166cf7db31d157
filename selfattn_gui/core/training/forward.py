"""A batch of token sequences through an attention-only model, keeping what backward needs.

The same computation as :func:`selfattn_gui.core.maths.attention.compute` for a
vocabulary session with learned positions, the causal mask, heads scaled by √d_head,
W_o and the residual in every layer, and an unembedding, but for a whole batch at
once and every head of a layer together.  Shapes use B = sequences in the batch,
n = positions, H = heads, d = d_model, k = d_head::

    H⁽¹⁾     = W_E[tokens] + W_pos[:n]                        (B, n, d)
    Q, K, V = H⁽ℓ⁾ W_q[h], H⁽ℓ⁾ W_k[h], H⁽ℓ⁾ W_v[h]  per head  (B, H, n, k)
    weights = softmax(Q Kᵀ / √k), causal                      (B, H, n, n)
    concat  = [weights V of head 0 | head 1 | ...]            (B, n, H · k)
    H⁽ℓ⁺¹⁾   = H⁽ℓ⁾ + concat W_o                               (B, n, d)
    logits  = H⁽last⁾ W_U                                     (B, n, V)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import softmax_rows, visible_mask
from selfattn_gui.core.training.sizes import ModelSizes, Weights, layer_key


@dataclass(frozen=True, eq=False)
class LayerCache:
    """What one layer computed, for the backward pass.

    Attributes
    ----------
    reads : (B, n, d) the layer's input H⁽ℓ⁾
    Q, K, V : (B, H, n, k) each head's queries, keys and values
    weights : (B, H, n, n) each head's attention weights (every row adds up to 1)
    concat : (B, n, H · k) the heads' outputs side by side
    """

    reads: np.ndarray
    Q: np.ndarray
    K: np.ndarray
    V: np.ndarray
    weights: np.ndarray
    concat: np.ndarray


@dataclass(frozen=True, eq=False)
class ForwardCache:
    """Everything a forward pass computed that its backward pass reads.

    Attributes
    ----------
    tokens : (B, n) int, the vocabulary index of every token
    layers : one :class:`LayerCache` per layer, in order
    output : (B, n, d) the last layer's output, what W_U reads
    """

    tokens: np.ndarray
    layers: tuple[LayerCache, ...]
    output: np.ndarray


def stacked_heads(matrices: np.ndarray) -> np.ndarray:
    """(H, d, k) per-head matrices as one (d, H · k) matrix, head h in columns h·k to
    h·k + k − 1, so one product computes every head's Q (or K, or V) at once."""
    n_heads, width, d_head = matrices.shape
    return matrices.transpose(1, 0, 2).reshape(width, n_heads * d_head)


def split_heads(rows: np.ndarray, n_heads: int) -> np.ndarray:
    """(B, n, H · k) -> (B, H, n, k): each head's columns as its own matrix."""
    batch, n, joined = rows.shape
    return rows.reshape(batch, n, n_heads, joined // n_heads).transpose(0, 2, 1, 3)


def join_heads(per_head: np.ndarray) -> np.ndarray:
    """(B, H, n, k) -> (B, n, H · k): the heads side by side, as the concat holds them."""
    batch, n_heads, n, d_head = per_head.shape
    return per_head.transpose(0, 2, 1, 3).reshape(batch, n, n_heads * d_head)


def forward(
    weights: Weights, sizes: ModelSizes, tokens: np.ndarray
) -> tuple[np.ndarray, ForwardCache]:
    """Run a batch of sequences through the model.

    Parameters
    ----------
    weights : the model's weights by name (see :mod:`.sizes`)
    sizes : the model's sizes
    tokens : (B, n) int array of vocabulary indices, n ≤ ``sizes.context``

    Returns
    -------
    logits : (B, n, V), row t scores every possible token after position t
    cache : what :func:`.backward.backward` needs
    """
    tokens = np.asarray(tokens, dtype=np.intp)
    n = tokens.shape[1]
    if n > sizes.context:
        raise ValueError(f"{n} positions, but the model knows only {sizes.context}")
    visible = visible_mask(n, causal=True)  # (n, n): key j <= query i
    stream = weights["W_E"][tokens] + weights["W_pos"][:n]
    layers = []
    for layer in range(sizes.n_layers):
        cache = attention_layer(weights, sizes, layer, stream, visible)
        layers.append(cache)
        stream = stream + cache.concat @ weights[layer_key(layer, "W_o")]
    logits = stream @ weights["W_U"]
    return logits, ForwardCache(tokens, tuple(layers), stream)


def attention_layer(
    weights: Weights, sizes: ModelSizes, layer: int, reads: np.ndarray, visible: np.ndarray
) -> LayerCache:
    """Every head of layer ``layer`` (0-based) on ``reads`` (B, n, d), masked by
    ``visible`` (n, n); the W_o and residual step is the caller's."""
    Q, K, V = (
        split_heads(reads @ stacked_heads(weights[layer_key(layer, name)]), sizes.n_heads)
        for name in ("W_q", "W_k", "W_v")
    )
    scaled = Q @ K.transpose(0, 1, 3, 2) / np.sqrt(sizes.d_head)  # (B, H, n, n)
    attention = softmax_rows(scaled, visible)
    concat = join_heads(attention @ V)
    return LayerCache(reads, Q, K, V, attention, concat)
