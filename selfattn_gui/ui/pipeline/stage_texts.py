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
from selfattn_gui.core.maths.matrices import matrix_named
from selfattn_gui.core.sessions.kv_groups import sharing_words
from selfattn_gui.core.sessions.numbers_text import short
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

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


def _each(shape: str) -> str:
    return translate("stage_texts", "{shape} each").format(shape=shape)


def _source(s: Session, _h: int) -> tuple[str, str]:
    """(Shown only in a cross session.)"""
    return translate("stage_texts", "source: the sentence the keys and values come from"), _by(
        s.n_keys, s.d_model
    )


def _tokens(s: Session, _h: int) -> tuple[str, str]:
    if layer_index(s) > 0:
        number = layer_index(s) + 1
        title = translate(
            "stage_texts", "{symbol}: the input of layer {number} = layer {before}'s output"
        ).format(symbol=input_symbol(s), number=number, before=number - 1)
        return title, _by(s.n_tokens, s.d_model)
    if s.positional_encoding != "none":
        return translate("stage_texts", "Z = X + positions"), _by(s.n_tokens, s.d_model)
    if s.attention == "cross":  # beside the source: say which sentence this one is
        return translate("stage_texts", "X: the sentence the queries come from"), _by(
            s.n_tokens, s.d_model
        )
    return translate("stage_texts", "X: the token vectors"), _by(s.n_tokens, s.d_model)


def _layer_norm(s: Session, _h: int) -> tuple[str, str]:
    title = translate("stage_texts", "LayerNorm: each row to mean 0, spread 1, then × gain + bias")
    return title, _by(s.n_tokens, s.d_model)


def _projections(s: Session, h: int) -> tuple[str, str]:
    which = (
        translate("stage_texts", " of head {number}").format(number=h + 1) if s.n_heads > 1 else ""
    )
    which += "" if s.layers[0].is_on(h) else translate("stage_texts", " (off)")
    sharing = sharing_words(s.layers[0], h)
    which += f"; {sharing}" if sharing else ""
    if s.d_k == s.d_v:
        return f"W_q, W_k, W_v{which}", _each(_by(s.d_model, s.d_k))
    return f"W_q, W_k, W_v{which}", f"{_by(s.d_model, s.d_k)}; W_v {_by(s.d_model, s.d_v)}"


def _qkv(s: Session, _h: int) -> tuple[str, str]:
    name = f"Q, K, V = {heads_read_symbol(s)}·W"
    if s.attention == "cross":  # keys and values from the other sentence
        source = matrix_named("source").title  # the source's name, as its table says it
        name = f"Q = {heads_read_symbol(s)}·W_q; K, V = {source}·W"
        keys = s.n_keys  # a plain name: lupdate reads no other count
        shape = translate("stage_texts", "Q {shape}; K, V %n rows", None, keys)
        return name, shape.format(shape=_by(s.n_tokens, s.d_k))
    if s.d_k == s.d_v:
        return name, _each(_by(s.n_tokens, s.d_k))
    return name, f"{_by(s.n_tokens, s.d_k)}; V {_by(s.n_tokens, s.d_v)}"


def _scores(s: Session, _h: int) -> tuple[str, str]:
    return translate("stage_texts", "scores = Q·Kᵀ"), _by(s.n_tokens, s.n_keys)


def _scaled(s: Session, _h: int) -> tuple[str, str]:
    if s.scale == "sqrt_dk":
        root = short(math.sqrt(s.d_k), 2)
        title = translate("stage_texts", "scaled = scores ÷ √d_k (√{d_k} = {root})")
        return title.format(d_k=s.d_k, root=root), _by(s.n_tokens, s.n_keys)
    return translate("stage_texts", "scaled = scores (÷ √d_k is off)"), _by(s.n_tokens, s.n_keys)


def _weights(s: Session, _h: int) -> tuple[str, str]:
    if s.causal:
        title = translate("stage_texts", "weights = softmax per row (causal mask, rows sum to 1)")
    elif s.mask is not None:
        title = translate("stage_texts", "weights = softmax per row (your mask, rows sum to 1)")
    else:
        title = translate("stage_texts", "weights = softmax per row (rows sum to 1)")
    return title, _by(s.n_tokens, s.n_keys)


def _output(s: Session, h: int) -> tuple[str, str]:
    if not s.layers[0].is_on(h):
        title = translate("stage_texts", "head output = weights·V (head {number} is off: left out)")
        return title.format(number=h + 1), _by(s.n_tokens, s.d_v)
    return translate("stage_texts", "head output = weights·V"), _by(s.n_tokens, s.d_v)


def _mix(s: Session, _h: int) -> tuple[str, str]:
    off = sorted(s.layers[0].heads_off)
    if off:  # the concat holds zeros where they were
        listed = ", ".join(str(h + 1) for h in off)
        heads = (
            translate("stage_texts", "concat(heads, head {listed} off)")
            if len(off) == 1
            else translate("stage_texts", "concat(heads, heads {listed} off)")
        ).format(listed=listed)
    else:
        heads = translate("stage_texts", "concat(heads)")
    if s.W_o is not None:
        heads = heads if s.n_heads > 1 or off else translate("stage_texts", "head output")
        title = translate("stage_texts", "attention output = {heads}·W_o").format(heads=heads)
        return title, _by(s.n_tokens, s.W_o.shape[1])
    title = translate("stage_texts", "attention output = {heads}").format(heads=heads)
    return title, _by(s.n_tokens, s.n_heads * s.d_v)


def _residual(s: Session, _h: int) -> tuple[str, str]:
    symbol = input_symbol(s)
    title = translate("stage_texts", "residual output = {symbol} + attention output")
    title = title.format(symbol=symbol)
    if not is_last_layer(s):  # the residual stream goes on into the next layer
        following = layer_index(s) + 2
        title = translate(
            "stage_texts",
            "residual output = {symbol} + attention output = {next}, the input of layer {number}",
        ).format(symbol=symbol, next=hidden_symbol(following), number=following)
    return title, _by(s.n_tokens, s.d_model)


def _predictions(s: Session, _h: int) -> tuple[str, str]:
    """(The whole session: the predictions read the last layer's output.)"""
    output = (
        hidden_symbol(s.n_layers + 1)
        if s.n_layers > 1
        else translate("stage_texts", "residual output")
    )
    size = s.vocabulary.size if s.vocabulary is not None else 0
    shown = min(3, size)
    return (
        translate(
            "stage_texts", "next token = softmax({output}·W_U): the likeliest {shown} of {size}"
        ).format(output=output, shown=shown, size=size),
        _by(s.n_tokens, size),
    )


STAGES: tuple[StageText, ...] = (
    StageText("source", "", QT_TRANSLATE_NOOP("stage_texts", "the source"), _source),
    StageText("tokens", "", "X", _tokens),
    StageText(
        "layer_norm", "LayerNorm", QT_TRANSLATE_NOOP("stage_texts", "gain, bias"), _layer_norm
    ),
    StageText("projections", "", QT_TRANSLATE_NOOP("stage_texts", "the W's"), _projections),
    StageText("qkv", "× W", "", _qkv),
    StageText("scores", "Q·Kᵀ", "", _scores),
    StageText("scaled", "÷ √d_k", "", _scaled),
    StageText("weights", "softmax", "", _weights),
    StageText("output", "· V", "", _output),
    StageText("mix", "· W_o", "W_o", _mix),
    StageText("residual", "+ Z", "", _residual),
    StageText("predictions", "· W_U", "", _predictions),
)
