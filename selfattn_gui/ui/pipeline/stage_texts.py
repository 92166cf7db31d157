"""What each stage of the pipeline is called, in the example's own sizes.

One entry per stage, in the order of the computation: its key, the operator on the
arrow into it, whether the learner edits it, and a function of the session (and the
selected head) giving its title (name and formula) and its shape (``"3 × 3"``).

The session is the layer on show (``Document.shown_session``): a later layer of a
stack reads H², H³, … instead of Z, and says so.  The predictions, which come after
every layer, are given the whole session.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from selfattn_gui.core.maths.layer_on_show import (
    heads_read_symbol,
    hidden_symbol,
    input_symbol,
    is_last_layer,
    layer_index,
)
from selfattn_gui.core.sessions.kv_groups import sharing_words
from selfattn_gui.core.sessions.session import Session

#: ``(session, head) -> (title, shape)``
Texts = Callable[[Session, int], tuple[str, str]]


@dataclass(frozen=True)
class StageText:
    """One stage: ``key``, the ``operator`` on the arrow into it, ``edits`` (what the
    learner types there, "" for a computed stage) and its ``texts``."""

    key: str
    operator: str
    edits: str
    texts: Texts


def _by(rows: int, columns: int) -> str:
    return f"{rows} × {columns}"


def _source(s: Session, _h: int) -> tuple[str, str]:
    """(Shown only in a cross session.)"""
    return "source: the sentence the keys and values come from", _by(s.n_keys, s.d_model)


def _tokens(s: Session, _h: int) -> tuple[str, str]:
    if layer_index(s) > 0:
        number = layer_index(s) + 1
        title = f"{input_symbol(s)}: the input of layer {number} = layer {number - 1}'s output"
        return title, _by(s.n_tokens, s.d_model)
    if s.positional_encoding != "none":
        return "Z = X + positions", _by(s.n_tokens, s.d_model)
    if s.attention == "cross":  # beside the source: say which sentence this one is
        return "X: the sentence the queries come from", _by(s.n_tokens, s.d_model)
    return "X: the token vectors", _by(s.n_tokens, s.d_model)


def _layer_norm(s: Session, _h: int) -> tuple[str, str]:
    return "LayerNorm: each row to mean 0, spread 1, then × gain + bias", _by(s.n_tokens, s.d_model)


def _projections(s: Session, h: int) -> tuple[str, str]:
    which = f" of head {h + 1}" if s.n_heads > 1 else ""
    which += "" if s.layers[0].is_on(h) else " (off)"
    sharing = sharing_words(s.layers[0], h)
    which += f"; {sharing}" if sharing else ""
    if s.d_k == s.d_v:
        return f"W_q, W_k, W_v{which}", f"{_by(s.d_model, s.d_k)} each"
    return f"W_q, W_k, W_v{which}", f"{_by(s.d_model, s.d_k)}; W_v {_by(s.d_model, s.d_v)}"


def _qkv(s: Session, _h: int) -> tuple[str, str]:
    name = f"Q, K, V = {heads_read_symbol(s)}·W"
    if s.attention == "cross":  # keys and values from the other sentence
        name = f"Q = {heads_read_symbol(s)}·W_q; K, V = source·W"
        return name, f"Q {_by(s.n_tokens, s.d_k)}; K, V {s.n_keys} rows"
    if s.d_k == s.d_v:
        return name, f"{_by(s.n_tokens, s.d_k)} each"
    return name, f"{_by(s.n_tokens, s.d_k)}; V {_by(s.n_tokens, s.d_v)}"


def _scores(s: Session, _h: int) -> tuple[str, str]:
    return "scores = Q·Kᵀ", _by(s.n_tokens, s.n_keys)


def _scaled(s: Session, _h: int) -> tuple[str, str]:
    if s.scale == "sqrt_dk":
        root = f"{math.sqrt(s.d_k):.2f}".rstrip("0").rstrip(".")
        return f"scaled = scores ÷ √d_k (√{s.d_k} = {root})", _by(s.n_tokens, s.n_keys)
    return "scaled = scores (÷ √d_k is off)", _by(s.n_tokens, s.n_keys)


def _weights(s: Session, _h: int) -> tuple[str, str]:
    if s.causal:
        mask = "causal mask, "
    elif s.mask is not None:
        mask = "your mask, "
    else:
        mask = ""
    return f"weights = softmax per row ({mask}rows sum to 1)", _by(s.n_tokens, s.n_keys)


def _output(s: Session, h: int) -> tuple[str, str]:
    if not s.layers[0].is_on(h):
        return f"head output = weights·V (head {h + 1} is off: left out)", _by(s.n_tokens, s.d_v)
    return "head output = weights·V", _by(s.n_tokens, s.d_v)


def _mix(s: Session, _h: int) -> tuple[str, str]:
    off = sorted(s.layers[0].heads_off)
    if off:  # the concat holds zeros where they were
        listed = ", ".join(str(h + 1) for h in off)
        words = "head" if len(off) == 1 else "heads"
        heads = f"concat(heads, {words} {listed} off)"
    else:
        heads = "concat(heads)"
    if s.W_o is not None:
        heads = heads if s.n_heads > 1 or off else "head output"
        return f"attention output = {heads}·W_o", _by(s.n_tokens, s.W_o.shape[1])
    return f"attention output = {heads}", _by(s.n_tokens, s.n_heads * s.d_v)


def _residual(s: Session, _h: int) -> tuple[str, str]:
    title = f"residual output = {input_symbol(s)} + attention output"
    if not is_last_layer(s):  # the residual stream goes on into the next layer
        following = layer_index(s) + 2
        title += f" = {hidden_symbol(following)}, the input of layer {following}"
    return title, _by(s.n_tokens, s.d_model)


def _predictions(s: Session, _h: int) -> tuple[str, str]:
    """(The whole session: the predictions read the last layer's output.)"""
    output = hidden_symbol(s.n_layers + 1) if s.n_layers > 1 else "residual output"
    size = s.vocabulary.size if s.vocabulary is not None else 0
    shown = min(3, size)
    return (
        f"next token = softmax({output}·W_U): the likeliest {shown} of {size}",
        _by(s.n_tokens, size),
    )


STAGES: tuple[StageText, ...] = (
    StageText("source", "", "the source", _source),
    StageText("tokens", "", "X", _tokens),
    StageText("layer_norm", "LayerNorm", "gain, bias", _layer_norm),
    StageText("projections", "", "the W's", _projections),
    StageText("qkv", "× W", "", _qkv),
    StageText("scores", "Q·Kᵀ", "", _scores),
    StageText("scaled", "÷ √d_k", "", _scaled),
    StageText("weights", "softmax", "", _weights),
    StageText("output", "· V", "", _output),
    StageText("mix", "· W_o", "W_o", _mix),
    StageText("residual", "+ Z", "", _residual),
    StageText("predictions", "· W_U", "", _predictions),
)
