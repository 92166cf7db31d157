"""What grouped-query attention saves: the memory of the K/V cache.

A model that writes text one token at a time keeps every earlier token's keys and
values (its K/V cache) instead of computing them again.  Per token and per layer that
is one key and one value for each K/V group::

    bytes = G · (d_k + d_v) · bytes per number      (= 2 · G · d_k · … when d_v = d_k)

Ordinary multi-head attention has one group per query head (G = heads); grouped-query
attention shares each group between heads / G query heads and keeps that many times
less.  The app stores float64 (8 bytes a number); real models usually keep the cache
in float16 (2 bytes).
"""

from __future__ import annotations

from dataclasses import dataclass

from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.numbers_text import short, whole
from selfattn_gui.core.text import decimal_point, translate

#: The bytes of one number as the app stores it (float64).
FLOAT64_BYTES = 8
_UNITS = (("GiB", 1024**3), ("MiB", 1024**2), ("KiB", 1024))


@dataclass(frozen=True)
class ModelShape:
    """The sizes of a real model that decide its K/V cache.

    Attributes
    ----------
    name : what the model is called
    layers : how many attention layers keep a cache
    query_heads, kv_heads : heads per layer, and the K/V groups they share
    head_width : d_k (= d_v) of each head
    bytes_per_number : 2 for float16, the usual width of a cache
    context : the tokens of the longest text the model reads
    """

    name: str
    layers: int
    query_heads: int
    kv_heads: int
    head_width: int
    bytes_per_number: int
    context: int


#: Llama 2 70B (Touvron et al. 2023): 80 layers of 64 query heads in 8 K/V groups, d_k 128.
LLAMA_2_70B = ModelShape(
    "Llama 2 70B",
    layers=80,
    query_heads=64,
    kv_heads=8,
    head_width=128,
    bytes_per_number=2,
    context=4096,
)


def cache_bytes(groups: int, d_k: int, d_v: int, bytes_per_number: int) -> int:
    """The K/V cache of one token in one layer: a key (d_k) and a value (d_v) per group."""
    return groups * (d_k + d_v) * bytes_per_number


def in_one_unit(shared: int, own: int) -> tuple[str, str]:
    """Two byte counts in the largest unit the smaller one fills, so they compare at a
    glance: (4096, 32768) -> ("4 KiB", "32 KiB"); (64, 128) -> ("64 bytes", "128 bytes")."""
    smaller = min(shared, own)
    unit, size = next(((u, s) for u, s in _UNITS if smaller >= s), ("", 1))

    def words(count: int) -> str:
        integer, point, decimals = short(count / size, 2).partition(decimal_point())
        number = whole(int(integer)) + point + decimals  # the thousands parted
        if not unit:
            return translate("kv_cache", "{count} bytes").format(count=number)
        return f"{number} {unit}"

    return words(shared), words(own)


def layer_note(layer: Layer) -> str:
    """The K/V cache of one token for ``layer`` (float64), against one group per head."""
    groups, heads, d_k, d_v = layer.n_kv_heads, layer.n_heads, layer.d_k, layer.d_v
    shared = cache_bytes(groups, d_k, d_v, FLOAT64_BYTES)
    own = cache_bytes(heads, d_k, d_v, FLOAT64_BYTES)
    widths = f"2 · {groups} · {d_k}" if d_k == d_v else f"{groups} · ({d_k} + {d_v})"
    return translate(
        "kv_cache",
        "K/V cache per token: {widths} · 8 = {shared} bytes (%n K/V group(s), float64), "
        "against {own} bytes with a K and V for each of the {heads} heads.",
        None,
        groups,
    ).format(widths=widths, shared=whole(shared), own=whole(own), heads=heads)


def model_note(model: ModelShape = LLAMA_2_70B) -> str:
    """The same sharing in ``model``, in short: per token per layer and for a context."""
    shared, own = _model_bytes(model)
    numbers = model.layers * model.context
    per_layer = in_one_unit(shared, own)
    per_context = in_one_unit(shared * numbers, own * numbers)
    return translate(
        "kv_cache",
        "{model} ({layers} layers, {heads} heads in {groups} K/V groups, d_k {width}, "
        "float16): {shared} against {own} per token per layer; "
        "{context_shared} against {context_own} for a {context}-token context.",
    ).format(
        model=model.name,
        layers=model.layers,
        heads=model.query_heads,
        groups=model.kv_heads,
        width=model.head_width,
        shared=per_layer[0],
        own=per_layer[1],
        context_shared=per_context[0],
        context_own=per_context[1],
        context=whole(model.context),
    )


def model_details(model: ModelShape = LLAMA_2_70B) -> str:
    """:func:`model_note` worked out: the formula, and per token through every layer."""
    width, size = model.head_width, model.bytes_per_number
    shared, own = _model_bytes(model)
    layers, numbers = model.layers, model.layers * model.context
    per_layer = in_one_unit(shared, own)
    per_token = in_one_unit(shared * layers, own * layers)
    per_context = in_one_unit(shared * numbers, own * numbers)
    return translate(
        "kv_cache",
        "{model}: {layers} layers, {heads} query heads sharing {groups} K/V heads, "
        "d_k {width}, its cache in float16 ({size} bytes a number). Per token per layer "
        "2 · {groups} · {width} · {size} = {shared} against {own} with {heads} K/V heads; "
        "per token through all {layers} layers {token_shared} against {token_own}; "
        "a {context}-token context {context_shared} against {context_own}.",
    ).format(
        model=model.name,
        layers=layers,
        heads=model.query_heads,
        groups=model.kv_heads,
        width=width,
        size=size,
        shared=per_layer[0],
        own=per_layer[1],
        token_shared=per_token[0],
        token_own=per_token[1],
        context=whole(model.context),
        context_shared=per_context[0],
        context_own=per_context[1],
    )


def _model_bytes(model: ModelShape) -> tuple[int, int]:
    """One token's cache in one layer of ``model``: with its K/V groups, and with one per head."""
    width, size = model.head_width, model.bytes_per_number
    return (
        cache_bytes(model.kv_heads, width, width, size),
        cache_bytes(model.query_heads, width, width, size),
    )
