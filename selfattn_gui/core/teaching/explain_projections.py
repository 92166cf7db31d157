"""Explain a cell of Z (the token vectors the heads read) or of Q, K and V (their projections).

Each explanation shows the sum of products (or the addition of the positional
encoding) with the session's actual numbers.
"""

from __future__ import annotations

from selfattn_gui.core.maths import matrices
from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.sessions.kv_groups import sharing_words
from selfattn_gui.core.sessions.numbers_text import equals, fmt, product, sum_text
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.explanation import (
    Explanation,
    column_label,
    heads_input_name,
    quoted,
)

#: Q, K and V: the projection that makes each, and what one row of it is for a token
_PROJECTION = {"Q": ("W_q", "query"), "K": ("W_k", "key"), "V": ("W_v", "value")}


def explain_projection(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    weight_name, role = _PROJECTION[matrix]
    layer = session.layers[0]
    if matrix == "Q":
        tokens, vectors, source = result.tokens, result.Z, heads_input_name(session)
        w = layer.heads[head].W_q[:, column]
    else:  # a cross session's keys and values come from the source sentence
        cross = session.source is not None
        tokens = result.key_tokens or result.tokens
        vectors = session.source.embeddings if session.source is not None else result.Z
        source = "source" if cross else heads_input_name(session)
        projection = layer.key_projection if matrix == "K" else layer.value_projection
        w = projection(head)[:, column]
    value = getattr(result.heads[head], matrix)[row, column]
    terms = [product(a, b) for a, b in zip(vectors[row], w, strict=True)]
    lines = [
        f"{matrix} = {source}·{weight_name}: the vector of {quoted(tokens, row)} "
        f"(row of {source}) times column {column_label(matrix, column)} of {weight_name}",
        f"{sum_text(terms)} {equals(value)}",
    ]
    sharing = sharing_words(layer, head) if matrix != "Q" else None
    if sharing:
        lines.append(f"{weight_name} is its K/V group's: {sharing}.")
    return Explanation(
        f"{matrix}, row {quoted(tokens, row)}, column {column_label(matrix, column)}: "
        f"part of the {role} of {quoted(tokens, row)}",
        lines,
        [(source, row, None), (weight_name, None, column)],
    )


def explain_z(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    x, pe, z = (
        session.embeddings[row, column],
        result.positional[row, column],
        result.Z[row, column],
    )
    title = f"Z, row {quoted(tokens, row)}, column {column_label('Z', column)}"
    if session.positional_encoding == "none":
        return Explanation(
            title,
            [f"Positions are off, so Z is X itself: {fmt(z)}"],
            [(heads_input_name(session), row, column)],
        )
    even = column - column % 2
    wave = "sin" if column % 2 == 0 else "cos"
    return Explanation(
        title,
        [
            f"Z = X + positional encoding: {fmt(x)} + {fmt(pe)} {equals(z)}",
            f"The encoding of position {row} (counted from 0), feature {column + 1}: "
            f"{wave}({row} / 10000^({even}/{session.d_model})) {equals(pe)}",
        ],
        [(matrices.MATRICES["embeddings"].symbol, row, column)],
    )
