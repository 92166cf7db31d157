"""Grouped-query attention: which query heads share one W_k and one W_v, and regrouping.

A layer with ``kv_heads`` has G key/value groups for its H query heads (G divides H):
query head h reads group ``h · G // H``, so heads ``g · H/G`` to ``(g + 1) · H/G − 1``
share group g.  G = H is ordinary multi-head attention (every head its own W_k, W_v),
G = 1 is multi-query attention (one W_k, W_v for all).
"""

from __future__ import annotations

import dataclasses
from typing import NamedTuple, Protocol

import numpy as np

from selfattn_gui.core.maths.matrices import from_document_key, split_layer
from selfattn_gui.core.sessions.layers import Head, KeyValueHead, Layer
from selfattn_gui.core.sessions.session_limits import SessionError
from selfattn_gui.core.text import translate

#: The projections a K/V group holds for all of its query heads.
SHARED_BY_GROUPS = ("W_k", "W_v")


def divisors(n_heads: int) -> tuple[int, ...]:
    """The group counts ``n_heads`` query heads can be split into: ``divisors(4) == (1, 2, 4)``."""
    return tuple(g for g in range(1, n_heads + 1) if n_heads % g == 0)


def heads_in_group(layer: Layer, group: int) -> tuple[int, ...]:
    """The query heads (from 0) that read K/V group ``group``."""
    return tuple(h for h in range(layer.n_heads) if layer.group_of(h) == group)


def heads_words(heads: tuple[int, ...]) -> str:
    """Heads counted from 1, as a sentence says them: "head 3", "heads 1–2"."""
    if len(heads) == 1:
        return translate("kv_groups", "head {head}").format(head=heads[0] + 1)
    return translate("kv_groups", "heads {first}–{last}").format(
        first=heads[0] + 1, last=heads[-1] + 1
    )


def sharing_words(layer: Layer, head: int) -> str | None:
    """Who shares the keys and values of ``head``: "K, V shared by heads 1–2 (group 1
    of 2)"; None when every head has its own."""
    if layer.kv_heads is None:
        return None
    group = layer.group_of(head)
    shared = heads_words(heads_in_group(layer, group))
    return translate("kv_groups", "K, V shared by {heads} (group {group} of {groups})").format(
        heads=shared, group=group + 1, groups=layer.n_kv_heads
    )


class _Layered(Protocol):
    @property
    def layers(self) -> tuple[Layer, ...]: ...


class SharedEdit(NamedTuple):
    """What an edit of a shared W_k or W_v is called in the undo history (``title``,
    "W_k of K/V group 1") and what the status line tells the learner (``note``)."""

    title: str
    note: str


def shared_edit_note(session: _Layered, key: str) -> SharedEdit | None:
    """For the document key of a W_k or W_v that a K/V group shares (``"heads.1.W_k"``),
    which group it is and which query heads the edit changes; None for any other key."""
    layer_index, _ = split_layer(key)
    matrix, head = from_document_key(key)
    if matrix.key not in SHARED_BY_GROUPS or layer_index >= len(session.layers):
        return None
    layer = session.layers[layer_index]
    if layer.kv_heads is None:
        return None
    group = layer.group_of(head)
    if layer_index > 0:
        title = translate("kv_groups", "{matrix} (layer {layer}, K/V group {group})")
    else:
        title = translate("kv_groups", "{matrix} (K/V group {group})")
    title = title.format(matrix=matrix.key, layer=layer_index + 1, group=group + 1)
    heads = heads_in_group(layer, group)
    if len(heads) == 1:
        note = translate(
            "kv_groups", "{matrix} of K/V group {group} changed: only {heads} reads it."
        )
    else:
        note = translate(
            "kv_groups",
            "{matrix} of K/V group {group} is shared: this edit changes {heads} at once.",
        )
    return SharedEdit(
        title, note.format(matrix=matrix.key, group=group + 1, heads=heads_words(heads))
    )


def group_of_head(layer: Layer, head: int) -> KeyValueHead:
    """The K/V group query head ``head`` reads (the layer must have groups)."""
    assert layer.kv_heads is not None
    return layer.kv_heads[layer.group_of(head)]


def with_group_matrix(layer: Layer, head: int, name: str, matrix: np.ndarray) -> Layer:
    """``layer`` with the ``name`` (W_k or W_v) of head ``head``'s group replaced: every
    query head of that group reads the new one."""
    assert layer.kv_heads is not None and name in SHARED_BY_GROUPS
    groups = list(layer.kv_heads)
    group = layer.group_of(head)
    groups[group] = dataclasses.replace(groups[group], **{name: matrix})
    return layer.replace(kv_heads=tuple(groups))


def regroup(layer: Layer, groups: int) -> Layer:
    """``layer`` with its query heads in ``groups`` K/V groups.

    Each new group keeps the W_k and W_v its first query head read before (so going
    from 4 groups to 2, group 1 keeps head 1's and group 2 head 3's); with ``groups``
    equal to the heads every head gets back its own, copied from the group it read.

    Raises
    ------
    SessionError : ``groups`` does not divide the number of heads
    """
    n_heads = layer.n_heads
    if groups not in divisors(n_heads):
        choices = ", ".join(str(g) for g in divisors(n_heads))
        raise SessionError(
            translate(
                "kv_groups",
                "kv_heads: {groups} K/V groups cannot split {heads} heads evenly; "
                "choose one of {choices}",
            ).format(groups=groups, heads=n_heads, choices=choices)
        )
    if groups == layer.n_kv_heads:
        return layer
    if groups == n_heads:  # ordinary multi-head attention: every head its own
        own = tuple(
            Head(head.W_q, layer.key_projection(h), layer.value_projection(h))
            for h, head in enumerate(layer.heads)
        )
        return layer.replace(heads=own, kv_heads=None)
    firsts = [g * n_heads // groups for g in range(groups)]
    shared = tuple(KeyValueHead(layer.key_projection(h), layer.value_projection(h)) for h in firsts)
    return layer.replace(heads=tuple(Head(head.W_q) for head in layer.heads), kv_heads=shared)
