"""What each stage of the pipeline is made from, in words, for its accessible description.

A screen reader names a stage by its title and shape (``"scores = Q·Kᵀ, 3 × 3"``); its
description says where its numbers come from, as the example computes them.
"""

from __future__ import annotations

from collections.abc import Callable

from selfattn_gui.core.sessions.session import Session


def _source(s: Session) -> str:
    return "Z, the token vectors plus their positions" if s.positional_encoding != "none" else "X"


def _mix(s: Session) -> str:
    if s.W_o is None:
        return "Made from the head outputs, placed side by side (there is no W_o)."
    return "Made from the head outputs, side by side, times W_o, which you type."


_SOURCES: dict[str, Callable[[Session], str]] = {
    "tokens": lambda s: (
        "You type these: one vector per token"
        + (", and the positions are added to them." if s.positional_encoding != "none" else ".")
    ),
    "projections": lambda _s: "You type these: W_q, W_k and W_v turn each token into Q, K, V.",
    "qkv": lambda s: f"Made from {_source(s)} times W_q, W_k and W_v.",
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
    "residual": lambda s: f"Made from {_source(s)} plus the attention output.",
}


def made_from(key: str, session: Session) -> str:
    """Where the numbers of stage ``key`` (``"scores"``, …) come from in ``session``."""
    return _SOURCES[key](session)
