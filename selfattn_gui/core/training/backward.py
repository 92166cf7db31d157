"""The gradients of a model's weights, back through a forward pass, by hand.

Each step of :mod:`.forward` has its own rule, applied in reverse order (shapes as
there: B sequences, n positions, H heads, d = d_model, k = d_head):

- a product ``Y = X W`` sends ``dX = dY Wᵀ`` back and gives ``dW = Xᵀ dY`` (summed over
  the batch);
- the residual ``H⁽ℓ⁺¹⁾ = H⁽ℓ⁾ + ...`` passes its gradient to H⁽ℓ⁾ unchanged, plus what
  comes back through the heads;
- a softmax row ``w = softmax(s)`` sends ``ds = w ⊙ (dw − (dw · w))`` back: masked keys
  have w = 0, so they get no gradient, as they took no part;
- an embedding row ``W_E[token]`` collects the gradients of every position holding
  that token, and ``W_pos[t]`` those of position t in every sequence.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.training.forward import (
    ForwardCache,
    LayerCache,
    join_heads,
    split_heads,
    stacked_heads,
)
from selfattn_gui.core.training.sizes import ModelSizes, Weights, layer_key


def backward(
    weights: Weights, sizes: ModelSizes, cache: ForwardCache, d_logits: np.ndarray
) -> Weights:
    """The gradient of the loss for every weight, given the loss's gradient for the logits.

    Parameters
    ----------
    weights, sizes : the model the forward pass ran
    cache : what that forward pass kept
    d_logits : (B, n, V) ∂loss/∂logits

    Returns
    -------
    The gradients by name, each the shape of its weight.
    """
    gradients: Weights = {"W_U": _summed_product(cache.output, d_logits)}
    d_stream = d_logits @ weights["W_U"].T  # (B, n, d)
    for layer in reversed(range(sizes.n_layers)):
        d_stream = _layer_backward(weights, sizes, layer, cache.layers[layer], d_stream, gradients)
    W_E = np.zeros_like(weights["W_E"])
    np.add.at(W_E, cache.tokens, d_stream)  # every occurrence of a token adds to its row
    W_pos = np.zeros_like(weights["W_pos"])
    W_pos[: d_stream.shape[1]] = d_stream.sum(axis=0)
    gradients.update(W_E=W_E, W_pos=W_pos)
    return {name: gradients[name] for name in sizes.shapes()}  # in the weights' order


def _summed_product(rows: np.ndarray, d_out: np.ndarray) -> np.ndarray:
    """dW for ``out = rows W``: rowsᵀ d_out over every position of every sequence.

    rows (B, n, a), d_out (B, n, b) -> (a, b)."""
    return rows.reshape(-1, rows.shape[-1]).T @ d_out.reshape(-1, d_out.shape[-1])


def _unstacked(matrix: np.ndarray, n_heads: int) -> np.ndarray:
    """(d, H · k) -> (H, d, k), the inverse of :func:`.forward.stacked_heads`."""
    width, joined = matrix.shape
    return matrix.reshape(width, n_heads, joined // n_heads).transpose(1, 0, 2)


def _layer_backward(
    weights: Weights,
    sizes: ModelSizes,
    layer: int,
    cache: LayerCache,
    d_output: np.ndarray,
    gradients: Weights,
) -> np.ndarray:
    """Back through layer ``layer``: fills its gradients in ``gradients`` and returns
    ∂loss/∂(its input), (B, n, d), given ∂loss/∂(its output) ``d_output`` (B, n, d)."""
    W_o = weights[layer_key(layer, "W_o")]
    gradients[layer_key(layer, "W_o")] = _summed_product(cache.concat, d_output)
    d_heads = split_heads(d_output @ W_o.T, sizes.n_heads)  # (B, H, n, k): d(weights V)
    d_weights = d_heads @ cache.V.transpose(0, 1, 3, 2)  # (B, H, n, n)
    d_V = cache.weights.transpose(0, 1, 3, 2) @ d_heads
    row_dot = np.sum(d_weights * cache.weights, axis=-1, keepdims=True)
    d_scaled = cache.weights * (d_weights - row_dot) / np.sqrt(sizes.d_head)
    d_Q = d_scaled @ cache.K
    d_K = d_scaled.transpose(0, 1, 3, 2) @ cache.Q
    d_reads = d_output.copy()  # the residual's share
    for name, d_projected in (("W_q", d_Q), ("W_k", d_K), ("W_v", d_V)):
        joined = join_heads(d_projected)  # (B, n, H · k)
        key = layer_key(layer, name)
        gradients[key] = _unstacked(_summed_product(cache.reads, joined), sizes.n_heads)
        d_reads += joined @ stacked_heads(weights[key]).T
    return d_reads
