"""How big a trained model is, and its weights by name.

The models are the engine's own attention-only transformers: a vocabulary with an
embedding matrix, learned positions, layers of heads with an output projection and a
residual connection, and an unembedding.  Their weights are kept by name in a plain
dictionary (:data:`Weights`), each head's matrices stacked along a first axis::

    "W_E"                    (vocabulary, d_model)      one row per token
    "W_pos"                  (context, d_model)         one row per position
    "layers.<ℓ>.W_q"          (n_heads, d_model, d_head) head h's W_q is [h]
    "layers.<ℓ>.W_k", "W_v"   (n_heads, d_model, d_head)
    "layers.<ℓ>.W_o"          (n_heads · d_head, d_model)
    "W_U"                    (d_model, vocabulary)

with ℓ counted from 0.  The gradients and Adam's running averages use the same names.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: A model's weights (or their gradients) by name; see the module's docstring.
Weights = dict[str, np.ndarray]

#: The names of one layer's matrices, in the order a layer uses them.
LAYER_MATRICES = ("W_q", "W_k", "W_v", "W_o")


@dataclass(frozen=True)
class ModelSizes:
    """The sizes of an attention-only model.

    Attributes
    ----------
    vocabulary : V, how many tokens it knows
    d_model : the width of every token vector
    n_layers : how many attention layers are stacked
    n_heads : heads per layer
    d_head : d_k = d_v of every head
    context : the most positions it has learned vectors for (W_pos's rows)
    """

    vocabulary: int = 32
    d_model: int = 32
    n_layers: int = 2
    n_heads: int = 4
    d_head: int = 8
    context: int = 33

    def shapes(self) -> dict[str, tuple[int, ...]]:
        """Every weight's name and shape, in a fixed order."""
        width, heads = self.d_model, self.n_heads
        shapes: dict[str, tuple[int, ...]] = {
            "W_E": (self.vocabulary, width),
            "W_pos": (self.context, width),
        }
        for layer in range(self.n_layers):
            for name in LAYER_MATRICES[:3]:
                shapes[layer_key(layer, name)] = (heads, width, self.d_head)
            shapes[layer_key(layer, "W_o")] = (heads * self.d_head, width)
        shapes["W_U"] = (width, self.vocabulary)
        return shapes

    @property
    def n_weights(self) -> int:
        """How many numbers the model has (11,296 for the default sizes)."""
        return sum(int(np.prod(shape)) for shape in self.shapes().values())


def layer_key(layer: int, name: str) -> str:
    """The name of layer ``layer``'s (0-based) matrix ``name``: ``"layers.0.W_q"``."""
    return f"layers.{layer}.{name}"


def initial_weights(sizes: ModelSizes, rng: np.random.Generator) -> Weights:
    """Random float64 weights to start training from.

    Token and position vectors are drawn with standard deviation 1; every matrix that
    multiplies a vector is drawn with standard deviation 1/√(its input width), so Q, K,
    V, the heads' output and the logits all start with entries of about the same size
    as the vectors they read.
    """
    weights: Weights = {}
    for name, shape in sizes.shapes().items():
        reads = 1 if name in ("W_E", "W_pos") else shape[-2]
        weights[name] = rng.normal(0.0, 1.0 / np.sqrt(reads), size=shape)
    return weights
