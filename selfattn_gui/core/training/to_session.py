"""A model's weights as an ordinary session, and back.

The session is what the window opens and what :func:`~selfattn_gui.core.maths.
attention.compute` runs: a causal vocabulary session with learned positions, every
layer's heads with their own W_q, W_k and W_v, W_o and the residual, and W_U.  Its
``compute`` gives the same logits as :func:`.forward.forward` on its tokens.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from selfattn_gui.core.sessions.inputs import Vocabulary
from selfattn_gui.core.sessions.layers import Head, Layer
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate
from selfattn_gui.core.training.sizes import LAYER_MATRICES, ModelSizes, Weights, layer_key


def session_from_weights(
    weights: Weights,
    sizes: ModelSizes,
    labels: Sequence[str],
    tokens: Sequence[str],
    title: str = "",
) -> Session:
    """The model as a session whose tokens are ``tokens``.

    Parameters
    ----------
    weights, sizes : the model (see :mod:`.sizes`)
    labels : the V labels of its vocabulary, in the order of W_E's rows
    tokens : the sequence the session shows, labels of the vocabulary (at most
        ``sizes.context`` of them)
    title : the session's title
    """
    layers = []
    for layer in range(sizes.n_layers):
        W_q, W_k, W_v = (weights[layer_key(layer, name)] for name in LAYER_MATRICES[:3])
        heads = [Head(W_q[h], W_k[h], W_v[h]) for h in range(sizes.n_heads)]
        layers.append(Layer(tuple(heads), weights[layer_key(layer, "W_o")], residual=True))
    return Session(
        tokens,
        layers=layers,
        positional_encoding="learned",
        W_pos=weights["W_pos"],
        causal=True,
        scale="sqrt_dk",
        title=title,
        vocabulary=Vocabulary(tuple(labels), weights["W_E"]),
        W_U=weights["W_U"],
    )


def weights_from_session(session: Session) -> tuple[Weights, ModelSizes]:
    """The weights and sizes of a session :func:`session_from_weights` could have made
    (for example one opened from a file), as writable float64 copies to train on.

    Raises ValueError naming what the trainer cannot train: no vocabulary or W_U,
    positions that are not learned, no causal mask, a custom mask, shared keys and
    values, layer norm, a missing W_o or residual, heads of another width than d_k.
    """
    problem = _untrainable(session)
    if problem:
        raise ValueError(
            translate("to_session", "the trainer cannot train this session: {problem}").format(
                problem=problem
            )
        )
    assert session.vocabulary is not None and session.W_pos is not None  # checked above
    assert session.W_U is not None
    first = session.layers[0]
    sizes = ModelSizes(
        vocabulary=session.vocabulary.size,
        d_model=session.d_model,
        n_layers=session.n_layers,
        n_heads=first.n_heads,
        d_head=first.d_k,
        context=int(session.W_pos.shape[0]),
    )
    weights: Weights = {"W_E": session.vocabulary.W_E, "W_pos": session.W_pos}
    for index, layer in enumerate(session.layers):
        for name in LAYER_MATRICES[:3]:
            weights[layer_key(index, name)] = np.stack([h.matrix(name) for h in layer.heads])
        weights[layer_key(index, "W_o")] = layer.W_o  # type: ignore[assignment]
    weights["W_U"] = session.W_U
    return {name: np.array(weights[name], dtype=np.float64) for name in sizes.shapes()}, sizes


def _untrainable(session: Session) -> str:
    """What keeps the trainer from training ``session``, in words, or ""."""
    if session.vocabulary is None or session.W_U is None:
        return translate("to_session", "it needs a vocabulary and an unembedding W_U")
    if session.positional_encoding != "learned" or not session.causal or session.mask is not None:
        return translate(
            "to_session", "it needs learned positions and the causal mask, without a custom mask"
        )
    if session.attention != "self" or session.scale != "sqrt_dk":
        return translate("to_session", "it needs self-attention scaled by √d_k")
    first = session.layers[0]
    for layer in session.layers:
        if layer.kv_heads is not None or layer.layer_norm is not None or layer.heads_off:
            return translate(
                "to_session",
                "its layers may not share keys and values, normalise, or switch heads off",
            )
        if layer.W_o is None or not layer.residual:
            return translate("to_session", "every layer needs W_o and the residual connection")
        if (layer.n_heads, layer.d_k, layer.d_v) != (first.n_heads, first.d_k, first.d_k):
            return translate("to_session", "every layer needs the same heads, with d_v = d_k")
        if layer.W_o.shape != (layer.n_heads * layer.d_v, session.d_model):
            return translate("to_session", "every layer's W_o must map the heads back to d_model")
    return ""
