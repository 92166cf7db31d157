"""What each stage of the pipeline is made from, in words, for its accessible description.

A screen reader names a stage by its title and shape (``"scores = Q·Kᵀ, 3 × 3"``); its
description says where its numbers come from, as the example computes them.
"""

from __future__ import annotations

from collections.abc import Callable

from selfattn_gui.core.maths.layer_on_show import input_symbol, is_last_layer, layer_index
from selfattn_gui.core.sessions.session import Session


def _source(s: Session) -> str:
    if layer_index(s) > 0:
        return f"{input_symbol(s)}, the output of layer {layer_index(s)}"
    return "Z, the token vectors plus their positions" if s.positional_encoding != "none" else "X"


def _tokens(s: Session) -> str:
    if layer_index(s) > 0:
        return (
            f"Worked out by the app: layer {layer_index(s)}'s output, which layer "
            f"{layer_index(s) + 1} reads. Edit the layers before it to change it."
        )
    added = ", and the positions are added to them." if s.positional_encoding != "none" else "."
    return "You type these: one vector per token" + added


def _residual(s: Session) -> str:
    made = f"Made from {_source(s)} plus the attention output"
    if is_last_layer(s):
        return made + "."
    return f"{made}; it is the input of layer {layer_index(s) + 2}."


def _mix(s: Session) -> str:
    if s.W_o is None:
        return "Made from the head outputs, placed side by side (there is no W_o)."
    return "Made from the head outputs, side by side, times W_o, which you type."


def _read(s: Session) -> str:
    """What the heads multiply by their W's, in words."""
    if s.layers[0].layer_norm is None:
        return _source(s)
    return f"{_source(s)}, normalised (the layer norm's output)"


_SOURCES: dict[str, Callable[[Session], str]] = {
    "source": lambda _s: (
        "You type these: one vector per token of the other sentence; the keys and values "
        "are made from them, the queries from the tokens."
    ),
    "tokens": _tokens,
    "layer_norm": lambda s: (
        f"Made from {_source(s)}: each token's row minus its mean, divided by its spread "
        "(the square root of its variance plus 0.00001), then times the gain and plus the "
        "bias, which you type."
    ),
    "projections": lambda _s: "You type these: W_q, W_k and W_v turn each token into Q, K, V.",
    "qkv": lambda s: (
        f"Q is made from {_read(s)} times W_q; K and V from the source sentence's vectors "
        "times W_k and W_v."
        if s.attention == "cross"
        else f"Made from {_read(s)} times W_q, W_k and W_v."
    ),
    "scores": lambda _s: "Made from Q and K: each query's dot product with each key.",
    "scaled": lambda s: (
        f"Made from the scores, divided by the square root of d_k = {s.d_k}."
        if s.scale == "sqrt_dk"
        else "The scores as they are: dividing by the square root of d_k is off."
    ),
    "weights": lambda s: (
        "Made from the scaled scores: a softmax along each row"
        + (", with masked keys left out." if s.causal or s.mask is not None else ".")
    ),
    "output": lambda _s: "Made from the weights times V: each query's mix of the values.",
    "mix": _mix,
    "residual": _residual,
    "predictions": lambda _s: (
        "Made from the last layer's output times W_U: a softmax over the vocabulary for "
        "each position, its likeliest next tokens listed."
    ),
}


def made_from(key: str, session: Session) -> str:
    """Where the numbers of stage ``key`` (``"scores"``, …) come from in ``session``."""
    return _SOURCES[key](session)
