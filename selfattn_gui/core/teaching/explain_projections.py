"""Explain a cell of Z (the token vectors the heads read) or of Q, K and V (their projections).

Each explanation shows the sum of products (or the addition of the positional
encoding) with the session's actual numbers.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths import matrices
from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.layer_on_show import (
    heads_read_symbol,
    input_symbol,
    layer_index,
    reads_a_residual,
)
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
    tokens, vectors, source, lit = _rows_read(session, result, matrix)
    if matrix == "Q":
        w = layer.heads[head].W_q[:, column]
    else:
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
        [(lit, row, None), (weight_name, None, column)],
    )


def _rows_read(
    session: Session, result: AttentionResult, matrix: str
) -> tuple[tuple[str, ...], np.ndarray, str, str]:
    """What ``matrix`` (Q, K or V) is made from: its rows' tokens, the (rows, w) vectors,
    their name in the sentence, and the table that lights up."""
    if matrix != "Q" and session.source is not None:
        # a cross session's keys and values come from the source sentence
        return result.key_tokens or result.tokens, session.source.embeddings, "source", "source"
    normalised = result.layers[0].normalised if result.layers else None
    if normalised is None:
        name = heads_input_name(session)
        return result.tokens, result.Z, name, name
    # After a layer norm the heads read its output, which lights up in its own table.
    return (
        result.tokens,
        normalised,
        heads_read_symbol(session),
        matrices.MATRICES["normalised"].symbol,
    )


def explain_input(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    """A cell of what the layer reads: typed (layer 1), or the layer before's output."""
    tokens, value = result.tokens, session.embeddings[row, column]
    symbol = input_symbol(session) if layer_index(session) else "X"
    title = f"{symbol}, row {quoted(tokens, row)}, column {column_label('embeddings', column)}"
    index = layer_index(session)
    if index == 0:
        typed = (
            f"the row of the vocabulary's W_E for {quoted(tokens, row)}"
            if session.vocabulary is not None
            else f"the vector of {quoted(tokens, row)}"
        )
        return Explanation(title, [f"You type this: {typed}, feature {column + 1}: {fmt(value)}"])
    made = (
        f"what layer {index} read plus its attention output"
        if reads_a_residual(session)
        else "its attention output (it has no residual)"
    )
    return Explanation(
        title,
        [
            f"{symbol} is layer {index}'s output, which layer {index + 1} reads: row "
            f"{quoted(tokens, row)}, column {column + 1} of layer {index}'s output "
            f"({made}) {equals(value)}",
            f"It is worked out, not typed: choose layer {index} to see how, and edit its "
            "W's or W_o (or layer 1's X) to change it.",
        ],
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
