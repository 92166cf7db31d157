"""Lesson quantities about a whole model: its layers, K/V groups and next-token predictions.

::

    {"quantity": "top_prediction", "position": 20}          -> "k" (a vocabulary label)
    {"quantity": "probability", "position": 20, "label": "k"} -> 0.97
    {"quantity": "next_token_accuracy", "from": 17}          -> 0.94
    {"quantity": "weight", "query": "=", "key": "cat", "layer": 1, "head": 1}
    {"quantity": "kv_cache_memory", "groups": 8, "d_k": 128, "bytes_per_number": 2,
     "unit": "KiB"}                                           -> 4.0

A quantity with a ``layer`` reads that layer as the window shows it (the layer's own
one-layer view), so every per-layer quantity works on any layer of a stack.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from selfattn_gui.core.lessons.lesson_errors import QuantityError
from selfattn_gui.core.maths import kv_cache
from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.layer_on_show import layer_on_show
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate

#: The units a memory may be asked in: decimal kB, MB, GB and binary KiB, MiB, GiB.
UNITS = {
    "B": 1.0,
    "kB": 1e3,
    "MB": 1e6,
    "GB": 1e9,
    "KiB": 1024.0,
    "MiB": 1024.0**2,
    "GiB": 1024.0**3,
}


def on_layer(
    q: Mapping[str, Any], session: Session, result: AttentionResult
) -> tuple[Session, AttentionResult]:
    """The session and result of layer ``q["layer"]`` (layer 0 when it names none)."""
    index = int(q.get("layer", 0))
    if index >= session.n_layers:
        raise QuantityError(
            translate(
                "lesson_model_quantities", "there is no layer {index}: the session has {n_layers}"
            ).format(index=index, n_layers=session.n_layers)
        )
    if index == 0 and session.n_layers == 1:
        return session, result
    return layer_on_show(session, result, index)


def _probabilities(session: Session, result: AttentionResult) -> np.ndarray:
    """(n, V) next-token probabilities; QuantityError for a session that predicts nothing."""
    if result.probabilities is None or session.vocabulary is None:
        raise QuantityError(
            translate(
                "lesson_model_quantities",
                "this session predicts no next token (it has no unembedding W_U)",
            )
        )
    return result.probabilities


def _position(session: Session, q: Mapping[str, Any]) -> int:
    position = int(q["position"])
    if position >= session.n_tokens:
        raise QuantityError(
            translate(
                "lesson_model_quantities",
                "there is no position {position}: the session has {n_tokens}",
            ).format(position=position, n_tokens=session.n_tokens)
        )
    return position


def _top_prediction(q: Mapping[str, Any], session: Session, result: AttentionResult) -> str:
    row = _probabilities(session, result)[_position(session, q)]
    assert session.vocabulary is not None  # _probabilities checked it
    return session.vocabulary.labels[int(np.argmax(row))]


def _probability(q: Mapping[str, Any], session: Session, result: AttentionResult) -> float:
    row = _probabilities(session, result)[_position(session, q)]
    assert session.vocabulary is not None
    if q["label"] not in session.vocabulary.labels:
        raise QuantityError(
            translate("lesson_model_quantities", 'the vocabulary has no "{label}"').format(
                label=q["label"]
            )
        )
    return float(row[session.vocabulary.index_of(q["label"])])


def _next_token_accuracy(q: Mapping[str, Any], session: Session, result: AttentionResult) -> float:
    """The share of positions ``from`` … n−2 whose most likely next label is the next token."""
    best = np.argmax(_probabilities(session, result), axis=1)
    assert session.vocabulary is not None
    labels = session.vocabulary.labels
    first = int(q.get("from", 0))
    positions = range(first, session.n_tokens - 1)
    if not positions:
        raise QuantityError(
            translate(
                "lesson_model_quantities", "no position from {first} has a next token to predict"
            ).format(first=first)
        )
    hits = sum(labels[int(best[t])] == session.tokens[t + 1] for t in positions)
    return hits / len(positions)


def _kv_cache_memory(q: Mapping[str, Any], session: Session, result: AttentionResult) -> float:
    """One token's K/V cache in one layer: groups · (d_k + d_v) · bytes per number.

    Without ``groups`` and ``d_k`` it is the layer's own (its K/V groups, its d_k and
    d_v, stored as float64, 8 bytes); with them it is any model's (d_v = d_k then), so a
    lesson can ask about a real model's cache as well as about the window's.
    """
    layer = on_layer(q, session, result)[0].layers[0]
    groups = int(q.get("groups", layer.n_kv_heads))
    d_k = int(q.get("d_k", layer.d_k))
    d_v = d_k if "d_k" in q else layer.d_v
    size = float(q.get("bytes_per_number", kv_cache.FLOAT64_BYTES))
    return groups * (d_k + d_v) * size / UNITS[q.get("unit", "B")]


MODEL_QUANTITIES: dict[
    str, Callable[[Mapping[str, Any], Session, AttentionResult], float | str]
] = {
    "n_layers": lambda q, s, r: float(s.n_layers),
    "n_keys": lambda q, s, r: float(s.n_keys),
    "kv_heads": lambda q, s, r: float(on_layer(q, s, r)[0].layers[0].n_kv_heads),
    "top_prediction": _top_prediction,
    "probability": _probability,
    "next_token_accuracy": _next_token_accuracy,
    "kv_cache_memory": _kv_cache_memory,
}
