"""Edits of the sizes: d_model, which every layer reads, and one layer's heads, d_k, d_v
and W_o.  Each takes a session and returns a new one; existing values stay, new cells
are 0.

d_model belongs to the whole session: the token vectors (or the vocabulary's W_E), the
learned positions W_pos, a cross session's source vectors, every layer that reads
d_model-wide rows (their W's, W_o's output width and layer norm) and the unembedding
W_U all change width with it, so the session stays valid.  The sizes of one layer are
that layer's alone; when a change would make the layer output rows of another width
than the next layer (or W_U) reads, it is refused with a message that says what to do.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.kv_groups import regroup
from selfattn_gui.core.sessions.layers import Head, KeyValueHead, Layer, LayerNorm
from selfattn_gui.core.sessions.numbers_text import whole
from selfattn_gui.core.sessions.session import (
    MAX_HEADS,
    MAX_NUMBERS,
    Session,
    SessionError,
    check_numbers,
)
from selfattn_gui.core.text import translate


def input_width(layer: Layer) -> int:
    """How wide the rows are that ``layer`` reads (d_model for layer 1)."""
    return int(layer.heads[0].W_q.shape[0])


def output_width(layer: Layer) -> int:
    """How wide the rows are that ``layer`` hands on: its residual output's width, or
    its attention output's when there is no residual (or the widths do not agree)."""
    width = input_width(layer)
    out = layer.W_o.shape[1] if layer.W_o is not None else layer.n_heads * layer.d_v
    return width if layer.residual and out == width else int(out)


def fit(matrix: np.ndarray | None, rows: int, columns: int) -> np.ndarray:
    """Crop or pad with zeros to ``(rows, columns)``, keeping the top-left values (a
    missing matrix becomes zeros)."""
    result = np.zeros((rows, columns))
    if matrix is not None:
        r, c = min(rows, matrix.shape[0]), min(columns, matrix.shape[1])
        result[:r, :c] = matrix[:r, :c]
    return result


def _fit_vector(vector: np.ndarray, width: int, pad: float) -> np.ndarray:
    result = np.full(width, pad)
    result[: min(width, vector.size)] = vector[:width]
    return result


@dataclass(frozen=True)
class _LayerSizes:
    """The sizes one layer will have: the width it reads, d_k, d_v, heads, W_o's columns."""

    width: int
    d_k: int
    d_v: int
    n_heads: int
    w_o_columns: int | None

    def numbers(self, layer: Layer) -> int:
        """How many numbers ``layer`` holds at these sizes (before building any)."""
        w, d_k, d_v, n = self.width, self.d_k, self.d_v, self.n_heads
        if layer.kv_heads is None:
            count = n * w * (2 * d_k + d_v)
        else:
            count = n * w * d_k + layer.n_kv_heads * w * (d_k + d_v)
        if self.w_o_columns is not None:
            count += n * d_v * self.w_o_columns
        return count + (2 * w if layer.layer_norm is not None else 0)


def _resized_layer(layer: Layer, sizes: _LayerSizes) -> Layer:
    """``layer`` at ``sizes``: each head keeps its own numbers, W_o its heads' blocks."""
    w, d_k, d_v = sizes.width, sizes.d_k, sizes.d_v
    old = layer.n_heads
    shared = layer.kv_heads is not None
    heads = tuple(
        Head(
            fit(layer.heads[h].W_q if h < old else None, w, d_k),
            None if shared else fit(layer.heads[h].W_k if h < old else None, w, d_k),
            None if shared else fit(layer.heads[h].W_v if h < old else None, w, d_v),
        )
        for h in range(sizes.n_heads)
    )
    kv_heads = (
        None
        if layer.kv_heads is None
        else tuple(KeyValueHead(fit(kv.W_k, w, d_k), fit(kv.W_v, w, d_v)) for kv in layer.kv_heads)
    )
    W_o = None
    if layer.W_o is not None and sizes.w_o_columns is not None:
        blocks = [
            fit(
                layer.W_o[h * layer.d_v : (h + 1) * layer.d_v] if h < old else None,
                d_v,
                sizes.w_o_columns,
            )
            for h in range(sizes.n_heads)
        ]
        W_o = np.vstack(blocks)
    norm = layer.layer_norm
    if norm is not None:
        norm = LayerNorm(_fit_vector(norm.gain, w, 1.0), _fit_vector(norm.bias, w, 0.0))
    return layer.replace(
        heads=heads,
        kv_heads=kv_heads,
        W_o=W_o,
        layer_norm=norm,
        heads_off=frozenset(h for h in layer.heads_off if h < sizes.n_heads),
    )


def resize(
    session: Session,
    layer: int = 0,
    *,
    d_model: int | None = None,
    d_k: int | None = None,
    d_v: int | None = None,
    n_heads: int | None = None,
) -> Session:
    """Change d_model, or the head count, d_k and d_v of layer ``layer`` (from 0).

    Existing values stay and new cells are 0.  A W_o whose output width was the width
    its layer reads keeps following it (so the residual stays possible); a layer norm's
    new features start with gain 1 and bias 0.  Raises :class:`SessionError` for sizes
    beyond the limits or a layer whose output would no longer fit what reads it.
    Heads that share keys and values keep their groups where the count of groups still
    divides the heads (``kv_groups.regroup`` says what a new grouping keeps).
    """
    target = session.layers[layer]
    d_model = session.d_model if d_model is None else d_model
    n_heads = target.n_heads if n_heads is None else n_heads
    asked = (target.d_k if d_k is None else d_k, target.d_v if d_v is None else d_v, n_heads)
    if not 1 <= n_heads <= MAX_HEADS:
        raise SessionError(
            translate("size_edits", "heads: expected 1 to {limit} heads, found {found}").format(
                limit=MAX_HEADS, found=n_heads
            )
        )
    plan, final_width = _plan(session, d_model, layer, asked)
    _check_size(session, plan, d_model, final_width)
    if d_model == session.d_model:
        _check_output_kept(session, layer, plan)
    # Heads that share keys and values keep their groups while the number of groups
    # still divides the heads; else they take the most groups that divide both.
    groups = None if target.kv_heads is None else math.gcd(target.n_kv_heads, n_heads)
    regrouped = groups is not None and groups != target.n_kv_heads
    if regrouped:  # each head its own keys and values, grouped again below
        session = session.with_layer(layer, regroup(target, target.n_heads))
    layers = [_resized_layer(lay, sizes) for lay, sizes in zip(session.layers, plan, strict=True)]
    if regrouped and groups is not None:
        layers[layer] = regroup(layers[layer], groups)
    return _with_width(session, d_model, tuple(layers), output_width(layers[-1]))


def _plan(
    session: Session, d_model: int, index: int, asked: tuple[int, int, int]
) -> tuple[list[_LayerSizes], int]:
    """The sizes of every layer after the change (d_model flows through the layers that
    read it, and layer ``index`` takes the asked d_k, d_v and head count), and the width
    of the last layer's output."""
    plan = []
    old_width, new_width = session.d_model, d_model
    for i, layer in enumerate(session.layers):
        d_k, d_v, n_heads = asked if i == index else (layer.d_k, layer.d_v, layer.n_heads)
        columns = None
        if layer.W_o is not None:
            columns = new_width if layer.W_o.shape[1] == old_width else int(layer.W_o.shape[1])
        sizes = _LayerSizes(new_width, d_k, d_v, n_heads, columns)
        plan.append(sizes)
        out = columns if columns is not None else n_heads * d_v
        old_width = output_width(layer)
        new_width = sizes.width if layer.residual and out == sizes.width else out
    return plan, new_width


def _check_size(session: Session, plan: list[_LayerSizes], d_model: int, final_width: int) -> None:
    """Refuse sizes beyond :data:`MAX_NUMBERS` before a matrix is built (16 heads of
    1024 × 1024 would be 400 MB of zeros)."""
    if session.version == 1:  # in the words of the size controls
        sizes = plan[0]
        check_numbers(
            session.n_tokens, d_model, sizes.d_k, sizes.d_v, sizes.n_heads, sizes.w_o_columns
        )
        return
    count = sum(sizes.numbers(layer) for layer, sizes in zip(session.layers, plan, strict=True))
    vocabulary = session.vocabulary
    count += (session.n_tokens if vocabulary is None else vocabulary.size) * d_model
    count += sum(m.shape[0] * d_model for m in (session.W_pos,) if m is not None)
    count += session.n_keys * d_model if session.source is not None else 0
    if session.W_U is not None:
        count += final_width * session.W_U.shape[1]
    if count > MAX_NUMBERS:
        raise SessionError(
            translate(
                "size_edits",
                "size: with d_model {d_model} the session would hold {count} numbers; a "
                "session can hold at most {limit}, so that it can be saved and opened "
                "again (make a size, the heads, the layers or the vocabulary fewer)",
            ).format(d_model=d_model, count=whole(count), limit=whole(MAX_NUMBERS))
        )


def _check_output_kept(session: Session, index: int, plan: list[_LayerSizes]) -> None:
    """Refuse a change of layer ``index`` that would change the width of what it hands
    on, when a later layer or W_U reads it."""
    layer, sizes = session.layers[index], plan[index]
    old = output_width(layer)
    out = sizes.w_o_columns if sizes.w_o_columns is not None else sizes.n_heads * sizes.d_v
    new = sizes.width if layer.residual and out == sizes.width else out
    _refuse_new_output_width(session, index, old, new)


def _refuse_new_output_width(session: Session, index: int, old: int, new: int) -> None:
    """Raise when layer ``index``'s output would be ``new`` wide instead of ``old`` and
    something reads it (the next layer, or W_U after the last)."""
    if new == old:
        return
    if index + 1 < session.n_layers:
        message = translate(
            "size_edits",
            "layers[{index}]: layer {next} reads layer {layer}'s output, {old} numbers per "
            "token; this change would make it {new}, which it cannot read. Keep heads · d_v "
            "at {old}, or give layer {layer} a W_o with {old} columns",
        )
    elif session.W_U is not None:
        message = translate(
            "size_edits",
            "layers[{index}]: the unembedding W_U reads layer {layer}'s output, {old} numbers "
            "per token; this change would make it {new}, which it cannot read. Keep heads · "
            "d_v at {old}, or give layer {layer} a W_o with {old} columns",
        )
    else:
        return
    raise SessionError(
        message.format(index=index, next=index + 2, layer=index + 1, old=old, new=new)
    )


def _with_width(session: Session, d_model: int, layers: tuple[Layer, ...], out: int) -> Session:
    """``session`` with ``layers`` and every d_model-wide matrix at ``d_model`` columns."""
    n, changes = session.n_tokens, dict[str, object]()
    vocabulary, source = session.vocabulary, session.source
    if vocabulary is not None:
        changes["vocabulary"] = Vocabulary(
            vocabulary.labels, fit(vocabulary.W_E, vocabulary.size, d_model)
        )
    else:
        changes["embeddings"] = fit(session.embeddings, n, d_model)
    if session.W_pos is not None:
        changes["W_pos"] = fit(session.W_pos, session.W_pos.shape[0], d_model)
    if source is not None:
        changes["source"] = Source(source.tokens, fit(source.embeddings, source.n_tokens, d_model))
    if session.W_U is not None:
        changes["W_U"] = fit(session.W_U, out, session.W_U.shape[1])
    return session.replace(layers=layers, **changes)


def add_W_o(session: Session, layer: int = 0) -> Session:
    """Give layer ``layer`` an output projection of shape (n_heads · d_v, its input width).

    It starts as an identity where the shapes allow, so switching it on changes as
    little as possible; the rest is zeros.
    """
    old = session.layers[layer]
    width = input_width(old)
    if session.version == 1:
        check_numbers(session.n_tokens, width, old.d_k, old.d_v, old.n_heads, width)
    new = old.replace(W_o=np.eye(old.n_heads * old.d_v, width))
    _refuse_new_output_width(session, layer, output_width(old), output_width(new))
    return session.with_layer(layer, new)


def remove_W_o(session: Session, layer: int = 0) -> Session:
    """Layer ``layer`` without its output projection: the heads' outputs side by side."""
    old = session.layers[layer]
    new = old.replace(W_o=None)
    _refuse_new_output_width(session, layer, output_width(old), output_width(new))
    return session.with_layer(layer, new)
