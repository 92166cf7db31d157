"""The rules of one attention layer: its heads, shared keys and values, W_o, layer norm.

:func:`check_layer` raises :class:`~selfattn_gui.core.sessions.session_limits.SessionError`
naming the first rule a layer breaks; ``name`` is how the message names the layer
(``"layers[1]."``, or ``""`` for a one-layer session, as version 1 files spell it).
"""

from __future__ import annotations

from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.matrix_rules import check_matrix, check_vector
from selfattn_gui.core.sessions.session_limits import MAX_HEADS, MAX_WIDTH, SessionError
from selfattn_gui.core.text import translate


def check_layer(layer: Layer, name: str, width: int) -> int:
    """Check one layer reading ``width``-wide rows; return the width of what it outputs."""
    if not 1 <= layer.n_heads <= MAX_HEADS:
        raise SessionError(
            translate(
                "layer_rules", "{name}heads: expected 1 to {limit} heads, found {found}"
            ).format(name=name, limit=MAX_HEADS, found=layer.n_heads)
        )
    _check_own_projections(layer, name)
    d_k, d_v = _check_head_widths(layer, name)
    for h, head in enumerate(layer.heads):
        if h == 0:
            meaning = translate("layer_rules", "input width × d_k")
        else:
            meaning = translate("layer_rules", "input width × d_k, as in heads[0]")
        check_matrix(f"{name}heads[{h}].W_q", head.W_q, width, d_k, meaning)
        for key in ("W_k", "W_v"):
            matrix = head.matrix(key)
            if matrix is not None:
                cols = d_k if key == "W_k" else d_v
                check_matrix(f"{name}heads[{h}].{key}", matrix, width, cols, _input_times(key))
    _check_kv_heads(layer, name, width, d_k, d_v)
    out = _check_W_o(layer, name)
    if layer.layer_norm is not None:
        input_width = translate("layer_rules", "the input width")
        check_vector(f"{name}layer_norm.gain", layer.layer_norm.gain, width, input_width)
        check_vector(f"{name}layer_norm.bias", layer.layer_norm.bias, width, input_width)
    off = sorted(layer.heads_off)
    if off and not 0 <= off[0] <= off[-1] < layer.n_heads:
        bad = next(h for h in off if not 0 <= h < layer.n_heads)
        raise SessionError(
            translate(
                "layer_rules",
                "{name}heads_off: there is no head {head} (heads are numbered 0 to {last})",
            ).format(name=name, head=bad, last=layer.n_heads - 1)
        )
    return width if layer.residual and out == width else out


def _input_times(key: str) -> str:
    """Where the shape of a W_k or W_v comes from: "input width × d_k" (or d_v)."""
    if key == "W_k":
        return translate("layer_rules", "input width × d_k")
    return translate("layer_rules", "input width × d_v")


def _check_own_projections(layer: Layer, name: str) -> None:
    """Each head has its own W_k and W_v, unless the layer shares them (then none has)."""
    shared = layer.kv_heads is not None
    for h, head in enumerate(layer.heads):
        for key in ("W_k", "W_v"):
            if shared and head.matrix(key) is not None:
                raise SessionError(
                    translate(
                        "layer_rules",
                        "{place}: this layer shares keys and values (kv_heads), "
                        "so its heads hold W_q only",
                    ).format(place=f"{name}heads[{h}].{key}")
                )
            if not shared and head.matrix(key) is None:
                raise SessionError(
                    translate(
                        "layer_rules",
                        '{place}: missing key "{key}" (without kv_heads, every head '
                        "has its own W_k and W_v)",
                    ).format(place=f"{name}heads[{h}]", key=key)
                )


def _check_head_widths(layer: Layer, name: str) -> tuple[int, int]:
    first = layer.heads[0]
    value = first.W_v if layer.kv_heads is None or not layer.kv_heads else layer.kv_heads[0].W_v
    if first.W_q.ndim != 2 or value is None or value.ndim != 2:
        raise SessionError(
            translate("layer_rules", "{name}heads[0]: W_q and W_v must be 2-D matrices").format(
                name=name
            )
        )
    d_k, d_v = first.W_q.shape[1], value.shape[1]
    for label, size in (("d_k", d_k), ("d_v", d_v)):
        if not 1 <= size <= MAX_WIDTH:
            raise SessionError(
                translate(
                    "layer_rules",
                    "{name}heads[0]: {width} must be between 1 and {limit}, found {found}",
                ).format(name=name, width=label, limit=MAX_WIDTH, found=size)
            )
    return int(d_k), int(d_v)


def _check_kv_heads(layer: Layer, name: str, width: int, d_k: int, d_v: int) -> None:
    if layer.kv_heads is None:
        return
    groups = len(layer.kv_heads)
    if not 1 <= groups <= layer.n_heads or layer.n_heads % groups:
        raise SessionError(
            translate(
                "layer_rules",
                "{name}kv_heads: %n key/value group(s) cannot be shared evenly by {heads} "
                "query heads (the number of groups must divide it)",
                None,
                groups,
            ).format(name=name, heads=layer.n_heads)
        )
    for g, kv in enumerate(layer.kv_heads):
        check_matrix(f"{name}kv_heads[{g}].W_k", kv.W_k, width, d_k, _input_times("W_k"))
        check_matrix(f"{name}kv_heads[{g}].W_v", kv.W_v, width, d_v, _input_times("W_v"))


def _check_W_o(layer: Layer, name: str) -> int:
    """W_o is (n_heads · d_v, d_out); return the width of the attention output."""
    rows = layer.n_heads * layer.d_v
    if layer.W_o is None:
        return rows
    n = layer.n_heads
    meaning = translate("layer_rules", "%n head(s) × d_v {d_v}", None, n).format(d_v=layer.d_v)
    check_matrix(f"{name}W_o", layer.W_o, rows, None, meaning)
    if not 1 <= layer.W_o.shape[1] <= MAX_WIDTH:
        raise SessionError(
            translate(
                "layer_rules", "{name}W_o: output width must be between 1 and {limit}"
            ).format(name=name, limit=MAX_WIDTH)
        )
    return int(layer.W_o.shape[1])
