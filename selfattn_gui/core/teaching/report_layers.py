"""What ``compute --json`` adds to version 1's object: every layer, the predictions and
the source's tokens.

The version 1 keys (:data:`selfattn_gui.core.teaching.report.JSON_KEYS`) describe
layer 1, as they always did; these keys follow them, for every session:

- ``layers``: one object per layer (:data:`LAYER_JSON_KEYS`), each head's with
  :data:`LAYER_HEAD_JSON_KEYS`;
- ``logits`` and ``probabilities`` (n × V), only with an unembedding;
- ``source_tokens`` (m labels), only in a cross session.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, HeadResult, LayerResult
from selfattn_gui.core.maths.matrices import computed_per_head
from selfattn_gui.core.sessions.session import Session

#: One layer's object, in this order; ``normalised`` (n × w, the input after the layer
#: norm) comes after ``input`` only when the layer has a layer norm.
LAYER_JSON_KEYS = ("input", "heads", "mask", "concat", "attention_output", "residual")
#: One head's object in a layer: what it computes, as the catalogue names it, and
#: whether it is switched off (its output is then zeros in the layer's concat).
LAYER_HEAD_JSON_KEYS = (*(matrix.key for matrix in computed_per_head()), "off")


def floats(matrix: np.ndarray) -> list[list[float]]:
    """A matrix as lists of Python floats, one list per row."""
    return [[float(v) for v in row] for row in np.asarray(matrix, dtype=np.float64)]


def _head_json(head: HeadResult) -> dict[str, Any]:
    """Q (n, d_k), K (m, d_k), V (m, d_v), scores, scaled, weights (n, m), output (n, d_v)."""
    data: dict[str, Any] = {m.key: floats(getattr(head, m.key)) for m in computed_per_head()}
    data["off"] = head.off
    return data


def layer_json(layer: LayerResult) -> dict[str, Any]:
    """One layer: input (n, w), its heads, mask (n, m) booleans, concat (n, n_heads·d_v),
    attention output (n, d_out) and residual (n, w) or None."""
    data: dict[str, Any] = {"input": floats(layer.input)}
    if layer.normalised is not None:
        data["normalised"] = floats(layer.normalised)
    data["heads"] = [_head_json(head) for head in layer.heads]
    data["mask"] = [[bool(v) for v in row] for row in layer.mask]
    data["concat"] = floats(layer.concat)
    data["attention_output"] = floats(layer.attention_output)
    data["residual"] = None if layer.residual is None else floats(layer.residual)
    return data


def layers_json(session: Session, result: AttentionResult) -> dict[str, Any]:
    """The keys after version 1's: ``layers``, then ``logits`` and ``probabilities``
    (n, V) with an unembedding, then ``source_tokens`` (m labels) in a cross session."""
    data: dict[str, Any] = {"layers": [layer_json(layer) for layer in result.layers]}
    if result.logits is not None and result.probabilities is not None:
        data["logits"] = floats(result.logits)
        data["probabilities"] = floats(result.probabilities)
    if session.source is not None:
        data["source_tokens"] = list(session.source.tokens)
    return data
