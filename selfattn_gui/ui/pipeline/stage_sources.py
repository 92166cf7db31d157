"""What each stage of the pipeline is made from, in words, for its accessible description.

A screen reader names a stage by its title and shape (``"scores = Q·Kᵀ, 3 × 3"``); its
description says where its numbers come from, as the example computes them.
"""

from __future__ import annotations

from collections.abc import Callable

from selfattn_gui.core.maths.layer_on_show import input_symbol, is_last_layer, layer_index
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate


def _source(s: Session) -> str:
    if layer_index(s) > 0:
        return translate("stage_sources", "{symbol}, the output of layer {layer}").format(
            symbol=input_symbol(s), layer=layer_index(s)
        )
    if s.positional_encoding != "none":
        return translate("stage_sources", "Z, the token vectors plus their positions")
    return "X"


def _tokens(s: Session) -> str:
    if layer_index(s) > 0:
        return translate(
            "stage_sources",
            "Worked out by the app: layer {layer}'s output, which layer "
            "{next} reads. Edit the layers before it to change it.",
        ).format(layer=layer_index(s), next=layer_index(s) + 1)
    if s.positional_encoding != "none":
        return translate(
            "stage_sources",
            "You type these: one vector per token, and the positions are added to them.",
        )
    return translate("stage_sources", "You type these: one vector per token.")


def _residual(s: Session) -> str:
    if is_last_layer(s):
        text = translate("stage_sources", "Made from {source} plus the attention output.")
        return text.format(source=_source(s))
    text = translate(
        "stage_sources",
        "Made from {source} plus the attention output; it is the input of layer {layer}.",
    )
    return text.format(source=_source(s), layer=layer_index(s) + 2)


def _mix(s: Session) -> str:
    if s.W_o is None:
        return translate(
            "stage_sources", "Made from the head outputs, placed side by side (there is no W_o)."
        )
    return translate(
        "stage_sources", "Made from the head outputs, side by side, times W_o, which you type."
    )


def _read(s: Session) -> str:
    """What the heads multiply by their W's, in words."""
    if s.layers[0].layer_norm is None:
        return _source(s)
    text = translate("stage_sources", "{source}, normalised (the layer norm's output)")
    return text.format(source=_source(s))


def _qkv(s: Session) -> str:
    if s.attention == "cross":
        text = translate(
            "stage_sources",
            "Q is made from {source} times W_q; K and V from the source sentence's vectors "
            "times W_k and W_v.",
        )
    else:
        text = translate("stage_sources", "Made from {source} times W_q, W_k and W_v.")
    return text.format(source=_read(s))


def _scaled(s: Session) -> str:
    if s.scale == "sqrt_dk":
        text = translate(
            "stage_sources", "Made from the scores, divided by the square root of d_k = {d_k}."
        )
        return text.format(d_k=s.d_k)
    return translate(
        "stage_sources", "The scores as they are: dividing by the square root of d_k is off."
    )


def _weights(s: Session) -> str:
    if s.causal or s.mask is not None:
        return translate(
            "stage_sources",
            "Made from the scaled scores: a softmax along each row, with masked keys left out.",
        )
    return translate("stage_sources", "Made from the scaled scores: a softmax along each row.")


_SOURCES: dict[str, Callable[[Session], str]] = {
    "source": lambda _s: translate(
        "stage_sources",
        "You type these: one vector per token of the other sentence; the keys and values "
        "are made from them, the queries from the tokens.",
    ),
    "tokens": _tokens,
    "layer_norm": lambda s: translate(
        "stage_sources",
        "Made from {source}: each token's row minus its mean, divided by its spread "
        "(the square root of its variance plus 0.00001), then times the gain and plus the "
        "bias, which you type.",
    ).format(source=_source(s)),
    "projections": lambda _s: translate(
        "stage_sources", "You type these: W_q, W_k and W_v turn each token into Q, K, V."
    ),
    "qkv": _qkv,
    "scores": lambda _s: translate(
        "stage_sources", "Made from Q and K: each query's dot product with each key."
    ),
    "scaled": _scaled,
    "weights": _weights,
    "output": lambda _s: translate(
        "stage_sources", "Made from the weights times V: each query's mix of the values."
    ),
    "mix": _mix,
    "residual": _residual,
    "predictions": lambda _s: translate(
        "stage_sources",
        "Made from the last layer's output times W_U: a softmax over the vocabulary for "
        "each position, its likeliest next tokens listed.",
    ),
}


def made_from(key: str, session: Session) -> str:
    """Where the numbers of stage ``key`` (``"scores"``, …) come from in ``session``."""
    return _SOURCES[key](session)
