"""The ``layers`` of a version 2 session file, read into :class:`Layer` values.

Each layer object has exactly the keys of :data:`LAYER_KEYS`; its heads hold ``W_q``
and, unless the layer shares keys and values (``kv_heads``), ``W_k`` and ``W_v``.
Only kinds and keys are checked here: whether the shapes fit, the groups divide the
heads and the switched-off heads exist are the session's rules, which name the same
places (``layers[1].kv_heads``).
"""

from __future__ import annotations

from typing import Any

from selfattn_gui.core.sessions import file_values
from selfattn_gui.core.sessions.file_messages import BadNumber, describe_value
from selfattn_gui.core.sessions.layers import (
    MAX_LAYERS,
    Head,
    KeyValueHead,
    Layer,
    LayerNorm,
    head_matrix_names,
)
from selfattn_gui.core.sessions.session import MAX_HEADS, SessionError
from selfattn_gui.core.text import translate

#: The keys of one layer, in the order a saved file writes them.
LAYER_KEYS = ("heads", "kv_heads", "W_o", "residual", "layer_norm", "heads_off")
#: The keys of one shared key/value group (``kv_heads`` entry) and of a layer norm.
KV_HEAD_KEYS = ("W_k", "W_v")
LAYER_NORM_KEYS = ("gain", "bias")


def read_layers(value: Any) -> tuple[Layer, ...]:
    """The 1 to :data:`MAX_LAYERS` layers of a version 2 file, first layer first."""
    layers = file_values.listed(value, "layers", "layer", MAX_LAYERS)
    return tuple(_layer(entry, f"layers[{i}]") for i, entry in enumerate(layers))


def _layer(value: Any, name: str) -> Layer:
    data = file_values.object_with_keys(value, name, LAYER_KEYS)
    heads = _heads(data["heads"], f"{name}.heads")
    kv_heads = _kv_heads(data["kv_heads"], f"{name}.kv_heads")
    W_o = file_values.optional_matrix(data["W_o"], f"{name}.W_o")
    residual = file_values.flag(data["residual"], f"{name}.residual")
    layer_norm = _layer_norm(data["layer_norm"], f"{name}.layer_norm")
    heads_off = _heads_off(data["heads_off"], f"{name}.heads_off")
    return Layer(heads, W_o, residual, kv_heads, layer_norm, heads_off)


def _heads(value: Any, name: str) -> tuple[Head, ...]:
    """Each head's W_q (w, d_k) and, when the layer does not share them, W_k and W_v."""
    keys = head_matrix_names()
    heads = []
    for h, entry in enumerate(file_values.listed(value, name, "head", MAX_HEADS)):
        data = file_values.object_with_keys(entry, f"{name}[{h}]", keys[:1], keys[1:])
        heads.append(Head(**{k: file_values.matrix(data[k], f"{name}[{h}].{k}") for k in data}))
    return tuple(heads)


def _kv_heads(value: Any, name: str) -> tuple[KeyValueHead, ...] | None:
    """``null`` (every head its own W_k, W_v) or the G shared key/value groups."""
    if value is None:
        return None
    groups = file_values.listed(value, name, "key/value group", MAX_HEADS)
    made = []
    for g, entry in enumerate(groups):
        data = file_values.object_with_keys(entry, f"{name}[{g}]", KV_HEAD_KEYS)
        made.append(
            KeyValueHead(*(file_values.matrix(data[k], f"{name}[{g}].{k}") for k in KV_HEAD_KEYS))
        )
    return tuple(made)


def _layer_norm(value: Any, name: str) -> LayerNorm | None:
    """``null`` (no normalisation) or its gain and bias, each (w,)."""
    if value is None:
        return None
    data = file_values.object_with_keys(value, name, LAYER_NORM_KEYS)
    return LayerNorm(*(file_values.vector(data[k], f"{name}.{k}") for k in LAYER_NORM_KEYS))


def _heads_off(value: Any, name: str) -> frozenset[int]:
    """The numbers of the switched-off heads, each listed once (whether they exist is a rule)."""
    if not isinstance(value, list):
        raise SessionError(
            translate(
                "layer_fields", "{name}: expected a list of head numbers, found {found}"
            ).format(name=name, found=describe_value(value))
        )
    seen: set[int] = set()
    for i, item in enumerate(value):
        if isinstance(item, BadNumber):
            raise SessionError(
                translate("layer_fields", "{place}: {problem}").format(
                    place=f"{name}[{i}]", problem=item.problem()
                )
            )
        if isinstance(item, bool) or not isinstance(item, int):
            raise SessionError(
                translate(
                    "layer_fields", "{place}: expected a head number (0, 1, …), found {found}"
                ).format(place=f"{name}[{i}]", found=describe_value(item))
            )
        if item in seen:
            raise SessionError(
                translate("layer_fields", "{place}: head {head} is listed twice").format(
                    place=f"{name}[{i}]", head=item
                )
            )
        seen.add(item)
    return frozenset(seen)
