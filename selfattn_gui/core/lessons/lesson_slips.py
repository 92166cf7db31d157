"""The common slips behind a wrong guess, recognised from the numbers on show.

A lesson lists the mistakes it expects; a learner makes others too, and most of them
are another number of the same example: the weight of another key (or of another
query: the wrong axis), the score before the scaling or before the softmax, the weight
without the mask (or with it after the softmax), e^(score) before the row is
normalised, 1 − the answer, the same cell in another head or layer, the value before
the change the question asks about.  :func:`find_slips` works each one out from the
question's quantity (which matrix, which cell) and the computed result, and words it
("That is the weight of cat on sat, not on mat."), so the learner hears which number
they read instead of only "too high".

Messages are plain text (token labels come from the session): a view shows them
escaped.  The order of the list is the order of preference when two slips give the
same number: the question's own change first, then the steps of the computation on the
right cell, then the wrong cell, then another head or layer, then 1 − the answer.

The shapes: a weights, scores or scaled scores matrix is (n queries, m keys); Q, K, V,
outputs and residuals are (n tokens, width); next-token probabilities (n, vocabulary).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from selfattn_gui.core.lessons.lesson_checks import QUANTITIES
from selfattn_gui.core.lessons.lesson_conditions import (
    QuantityError,
    key_index,
    number,
    token_index,
)
from selfattn_gui.core.lessons.lesson_model_quantities import on_layer
from selfattn_gui.core.lessons.lesson_tolerance import UNIT_RANGE, whole_matrix
from selfattn_gui.core.maths.attention import AttentionResult, MaskError, compute
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

#: every slip's sentence (English, marked for translation), by kind
MESSAGES: dict[str, str] = {
    "before_change": QT_TRANSLATE_NOOP(
        "lesson_slips",
        "That is the number as it is now, before the change the question asks about.",
    ),
    "correct_instead": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the correct computation; the question asks what the slip gives."
    ),
    "before_softmax": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the scaled score, before the softmax turns it into a weight."
    ),
    "raw_score": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the raw score q·k, before the scaling and the softmax."
    ),
    "no_scale": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the weight without dividing the scores by √d_k first."
    ),
    # masking after the softmax gives a visible key the same weight as no mask at all
    "no_mask": QT_TRANSLATE_NOOP(
        "lesson_slips",
        "That is the weight without the mask (or with the mask after the softmax): "
        "the hidden keys still take their share of the row.",
    ),
    "wrong_axis": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is a softmax down the column; each query's row is what sums to 1."
    ),
    "unnormalised": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is e^(scaled score), before dividing by the total of the row."
    ),
    "before_scaling": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the raw score q·k, before dividing by √d_k."
    ),
    "times_root": QT_TRANSLATE_NOOP(
        "lesson_slips", "That multiplies the score by √d_k; the scaling divides by it."
    ),
    "over_d_k": QT_TRANSLATE_NOOP(
        "lesson_slips", "That divides by d_k itself; the scale is its square root, √d_k."
    ),
    "after_scaling": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is already divided by √d_k; the raw score is q·k itself."
    ),
    "swapped_weight": QT_TRANSLATE_NOOP(
        "lesson_slips",
        "That is the weight of {key} on {query}: the wrong way round. "
        "A row is a query, a column a key.",
    ),
    "swapped_score": QT_TRANSLATE_NOOP(
        "lesson_slips",
        "That is the score of {key} with {query}: the wrong way round. "
        "A row is a query, a column a key.",
    ),
    "other_key_weight": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the weight of {query} on {other}, not on {key}."
    ),
    "other_query_weight": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the weight of {other} on {key}, not of {query}."
    ),
    "other_key_score": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the score of {query} with {other}, not with {key}."
    ),
    "other_query_score": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the score of {other} with {key}, not of {query}."
    ),
    "other_row": QT_TRANSLATE_NOOP("lesson_slips", "That is the row of {other}, not of {query}."),
    "other_column": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the column of {other}, not of {key}."
    ),
    "other_token": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the number of {other} in that column, not of {token}."
    ),
    "other_entry": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is column {other} of {token}, not column {column}."
    ),
    "other_label": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is the probability of {other}, not of {label}."
    ),
    "other_head": QT_TRANSLATE_NOOP(
        "lesson_slips",
        "That is the same number in head {other}; the question asks about head {head}.",
    ),
    "other_layer": QT_TRANSLATE_NOOP(
        "lesson_slips",
        "That is the same number in layer {other}; the question asks about layer {layer}.",
    ),
    "complement": QT_TRANSLATE_NOOP(
        "lesson_slips", "That is 1 minus the answer: the share of everything else."
    ),
}
#: a token named where its label alone would be ambiguous (two tokens called "the")
AT_POSITION = QT_TRANSLATE_NOOP("lesson_slips", "{label} at position {position}")


@dataclass(frozen=True)
class Slip:
    """A slip's number on the learner's example, and what to tell them (plain text)."""

    kind: str  # a key of MESSAGES
    value: float
    message: str


def _slip(kind: str, value: float, **names: object) -> Slip:
    return Slip(kind, float(value), translate("lesson_slips", MESSAGES[kind]).format(**names))


def token_name(labels: tuple[str, ...], index: int) -> str:
    """A token as the learner reads it: its label, with its position (from 0) when shared."""
    label = labels[index]
    if labels.count(label) == 1:
        return label
    return translate("lesson_slips", AT_POSITION).format(label=label, position=index)


def _read(q: Mapping[str, Any], session: Session, result: AttentionResult) -> float | None:
    """Quantity ``q`` on this session, or None where it cannot be read."""
    try:
        value = number(q, session, result)
    except (QuantityError, IndexError):
        return None
    return value if math.isfinite(value) else None


def _without(q: Mapping[str, Any], field: str) -> dict[str, Any]:
    return {k: v for k, v in q.items() if k != field}


def find_slips(
    q: Mapping[str, Any],
    session: Session,
    result: AttentionResult,
    before: Session | None = None,
) -> list[Slip]:
    """Every common slip's number for the question's quantity ``q``, best first.

    Parameters
    ----------
    q : the question's answer, a validated quantity object
    session, result : the example the answer is worked out on (with the question's
        "assuming" edits) and ``compute(session)``
    before : the learner's example without those edits (None when the question has none)

    Slips that cannot be read on this example are left out; a slip equal to the answer
    is kept (the judge leaves out those too close to the truth).
    """
    found: list[Slip] = []
    if before is not None:
        try:
            value = _read(q, before, compute(before, allow_blocked=True))
        except (MaskError, SessionError):
            value = None
        if value is not None:
            found.append(_slip("before_change", value))
    if q.get("mistake"):
        value = _read(_without(q, "mistake"), session, result)
        if value is not None:
            found.append(_slip("correct_instead", value))
    found.extend(_stage_slips(q, session, result))
    found.extend(_cell_slips(q, session, result))
    found.extend(_head_and_layer_slips(q, session, result))
    if q["quantity"] in UNIT_RANGE:
        truth = _read(q, session, result)
        if truth is not None:
            found.append(_slip("complement", 1.0 - truth))
    return found


def _pair(q: Mapping[str, Any], quantity: str) -> dict[str, Any]:
    """The same (query, key) cell of the same head and layer, as another quantity."""
    fields = ("query", "key", "head", "layer")
    return {"quantity": quantity, **{f: q[f] for f in fields if f in q}}


def _stage_slips(q: Mapping[str, Any], session: Session, result: AttentionResult) -> Iterator[Slip]:
    """The right cell at another step of the computation (before scaling, softmax, mask)."""
    name = q["quantity"]
    try:
        d_k = on_layer(q, session, result)[0].d_k  # the layer the question reads
    except QuantityError:
        return
    scaled = session.scale == "sqrt_dk" and d_k != 1
    if name == "weight" and not q.get("mistake"):
        for kind, other in (("before_softmax", "scaled_score"), ("raw_score", "score")):
            value = _read(_pair(q, other), session, result)
            if value is not None:
                yield _slip(kind, value)
        if scaled:
            value = _read({**q, "mistake": "no_scale"}, session, result)
            if value is not None:
                yield _slip("no_scale", value)
        if session.causal or session.mask is not None:
            unmasked = session.replace(causal=False, mask=None)
            value = _read(q, unmasked, compute(unmasked, allow_blocked=True))
            if value is not None:
                yield _slip("no_mask", value)
        value = _read({**q, "mistake": "wrong_axis"}, session, result)
        if value is not None:
            yield _slip("wrong_axis", value)
        score = _read(_pair(q, "scaled_score"), session, result)
        if score is not None and score < 700:  # e^710 overflows
            yield _slip("unnormalised", math.exp(score))
    elif name == "scaled_score" and scaled:
        raw = _read(_pair(q, "score"), session, result)
        if raw is not None:
            yield _slip("before_scaling", raw)
            yield _slip("times_root", raw * math.sqrt(d_k))
            yield _slip("over_d_k", raw / d_k)
    elif name == "score" and scaled:
        value = _read(_pair(q, "scaled_score"), session, result)
        if value is not None:
            yield _slip("after_scaling", value)


def _weights_of(q: Mapping[str, Any], session: Session, result: AttentionResult) -> np.ndarray:
    """(n, m) weights of the question's head and layer, made with its mistake if it names one."""
    head = int(q.get("head", 0))
    if q.get("mistake"):
        result = compute(session, mistake=q["mistake"], allow_blocked=True)
    return result.heads[head].weights


def _cell_slips(q: Mapping[str, Any], session: Session, result: AttentionResult) -> list[Slip]:
    """The same quantity in another cell: another key, another query (the wrong axis), another
    token or column, another label."""
    name = q["quantity"]
    try:
        if name in ("weight", "score", "scaled_score", "row_sum", "max_weight", "column_sum"):
            return _pair_slips(q, *on_layer(q, session, result))
        if name in ("projection", "output", "residual"):
            return _entry_slips(q, session, result)
        if name == "probability":
            return _label_slips(q, session, result)
    except (QuantityError, IndexError):
        return []
    return []


def _other_lines(
    kind: str, values: np.ndarray, labels: tuple[str, ...], index: int, role: str
) -> list[Slip]:
    """The asked row's (or column's) sum or maximum read off every other one: ``values``
    (n,) holds one per line, ``labels`` name them, ``role`` is "query" or "key"."""
    asked = token_name(labels, index)
    return [
        _slip(kind, values[other], other=token_name(labels, other), **{role: asked})
        for other in range(len(labels))
        if other != index
    ]


def _pair_slips(q: Mapping[str, Any], session: Session, result: AttentionResult) -> list[Slip]:
    name = q["quantity"]
    head = int(q.get("head", 0))
    if head >= session.n_heads:
        return []
    queries, keys = session.tokens, session.key_tokens
    visible = result.mask
    slips: list[Slip] = []
    if name in ("row_sum", "max_weight"):
        weights = _weights_of(q, session, result)
        rows = weights.sum(axis=1) if name == "row_sum" else weights.max(axis=1)
        return _other_lines("other_row", rows, queries, token_index(session, q["query"]), "query")
    if name == "column_sum":
        columns = _weights_of(q, session, result).sum(axis=0)
        return _other_lines("other_column", columns, keys, key_index(session, q["key"]), "key")
    if name == "weight":
        matrix, family = _weights_of(q, session, result), "weight"
    else:
        heads = result.heads[head]
        matrix, family = (heads.scores if name == "score" else heads.scaled), "score"
    i, j = token_index(session, q["query"]), key_index(session, q["key"])
    names = {"query": token_name(queries, i), "key": token_name(keys, j)}
    self_attention = session.source is None
    if self_attention and i != j and (family == "score" or visible[j, i]):
        slips.append(_slip(f"swapped_{family}", matrix[j, i], **names))
    for other in range(len(keys)):
        if other != j and (family == "score" or visible[i, other]):
            slips.append(
                _slip(
                    f"other_key_{family}", matrix[i, other], other=token_name(keys, other), **names
                )
            )
    for other in range(len(queries)):
        if (
            other != i
            and not (self_attention and other == j)
            and (family == "score" or visible[other, j])
        ):
            slips.append(
                _slip(
                    f"other_query_{family}",
                    matrix[other, j],
                    other=token_name(queries, other),
                    **names,
                )
            )
    return slips


def _entry_slips(q: Mapping[str, Any], session: Session, result: AttentionResult) -> list[Slip]:
    """Another token's number in the same column, or another column of the same token
    (columns named as the window's table names them: q1, q2, …)."""
    matrix = whole_matrix(q, session, result)
    if matrix is None:
        return []
    labels = on_layer(q, session, result)[0].tokens
    t, c = token_index(session, q["token"]), int(q["column"])
    if t >= matrix.shape[0] or c >= matrix.shape[1]:
        return []
    columns = MATRICES[_matrix_key(q)].column_labels(labels, matrix.shape[1])
    token = token_name(labels, t)
    slips = [
        _slip("other_token", matrix[other, c], other=token_name(labels, other), token=token)
        for other in range(matrix.shape[0])
        if other != t
    ]
    slips += [
        _slip("other_entry", matrix[t, other], other=columns[other], token=token, column=columns[c])
        for other in range(matrix.shape[1])
        if other != c
    ]
    return slips


def _matrix_key(q: Mapping[str, Any]) -> str:
    """The catalogue key of the matrix an entry quantity reads (its columns' names)."""
    if q["quantity"] == "projection":
        return str(q["of"])
    if q["quantity"] == "output":
        return "output" if "head" in q else "attention_output"
    return "residual"


def _label_slips(q: Mapping[str, Any], session: Session, result: AttentionResult) -> list[Slip]:
    """Another label's probability at the same position."""
    if result.probabilities is None or session.vocabulary is None:
        return []
    labels = session.vocabulary.labels
    position = int(q["position"])
    if position >= result.probabilities.shape[0] or q["label"] not in labels:
        return []
    row = result.probabilities[position]
    return [
        _slip("other_label", row[v], other=labels[v], label=q["label"])
        for v in range(len(labels))
        if labels[v] != q["label"]
    ]


def _head_and_layer_slips(
    q: Mapping[str, Any], session: Session, result: AttentionResult
) -> list[Slip]:
    """The same number read in another head, or in another layer."""
    optional = QUANTITIES[q["quantity"]].optional
    slips: list[Slip] = []
    if "head" in optional and (q["quantity"] != "output" or "head" in q):
        head = int(q.get("head", 0))
        try:
            n_heads = on_layer(q, session, result)[0].n_heads
        except QuantityError:
            n_heads = 0
        for other in range(n_heads):
            value = _read({**q, "head": other}, session, result) if other != head else None
            if value is not None:
                slips.append(_slip("other_head", value, other=other + 1, head=head + 1))
    if "layer" in optional and session.n_layers > 1:
        layer = int(q.get("layer", 0))
        for other in range(session.n_layers):
            value = _read({**q, "layer": other}, session, result) if other != layer else None
            if value is not None:
                slips.append(_slip("other_layer", value, other=other + 1, layer=layer + 1))
    return slips
