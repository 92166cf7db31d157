"""Explain a cell of Z (the token vectors the heads read) or of Q, K and V (their projections).

Each explanation shows the sum of products (or the addition of the positional
encoding) with the session's actual numbers.
"""

from __future__ import annotations

import numpy as np

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
    heads_input_key,
    heads_input_name,
    quoted,
)
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

#: Q, K and V: the projection that makes each, and the title of one of their cells
_PROJECTION = {
    "Q": ("W_q", QT_TRANSLATE_NOOP("explain_projections", "Q, row {token}, column {column}: part of the query of {token}")),
    "K": ("W_k", QT_TRANSLATE_NOOP("explain_projections", "K, row {token}, column {column}: part of the key of {token}")),
    "V": ("W_v", QT_TRANSLATE_NOOP("explain_projections", "V, row {token}, column {column}: part of the value of {token}")),
}  # fmt: skip


def explain_projection(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    weight_name, title = _PROJECTION[matrix]
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
        translate(
            "explain_projections",
            "{matrix} = {source}·{weight}: the vector of {token} (row of {source}) "
            "times column {column} of {weight}",
        ).format(
            matrix=matrix,
            source=source,
            weight=weight_name,
            token=quoted(tokens, row),
            column=column_label(matrix, column),
        ),
        f"{sum_text(terms)} {equals(value)}",
    ]
    sharing = sharing_words(layer, head) if matrix != "Q" else None
    if sharing:
        lines.append(
            translate("explain_projections", "{weight} is its K/V group's: {sharing}.").format(
                weight=weight_name, sharing=sharing
            )
        )
    return Explanation(
        translate("explain_projections", title).format(
            token=quoted(tokens, row), column=column_label(matrix, column)
        ),
        lines,
        [(lit, row, None), (weight_name, None, column)],
    )


def _rows_read(
    session: Session, result: AttentionResult, matrix: str
) -> tuple[tuple[str, ...], np.ndarray, str, str]:
    """What ``matrix`` (Q, K or V) is made from: its rows' tokens, the (rows, w) vectors,
    their name in the sentence, and the matrix that lights up (its catalogue key)."""
    if matrix != "Q" and session.source is not None:
        # a cross session's keys and values come from the source sentence
        return result.key_tokens or result.tokens, session.source.embeddings, "source", "source"
    normalised = result.layers[0].normalised if result.layers else None
    if normalised is None:
        return result.tokens, result.Z, heads_input_name(session), heads_input_key(session)
    # After a layer norm the heads read its output, which lights up in its own table.
    return (
        result.tokens,
        normalised,
        heads_read_symbol(session),
        "normalised",
    )


def explain_input(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    """A cell of what the layer reads: typed (layer 1), or the layer before's output."""
    tokens, value = result.tokens, session.embeddings[row, column]
    symbol = input_symbol(session) if layer_index(session) else "X"
    title = translate("explain_projections", "{matrix}, row {token}, column {column}").format(
        matrix=symbol, token=quoted(tokens, row), column=column_label("embeddings", column)
    )
    index = layer_index(session)
    if index == 0:
        typed = (
            translate(
                "explain_projections",
                "You type this: the row of the vocabulary's W_E for {token}, "
                "feature {feature}: {value}",
            )
            if session.vocabulary is not None
            else translate(
                "explain_projections",
                "You type this: the vector of {token}, feature {feature}: {value}",
            )
        )
        return Explanation(
            title,
            [typed.format(token=quoted(tokens, row), feature=column + 1, value=fmt(value))],
        )
    made = (
        translate("explain_projections", "what layer {layer} read plus its attention output")
        if reads_a_residual(session)
        else translate("explain_projections", "its attention output (it has no residual)")
    ).format(layer=index)
    return Explanation(
        title,
        [
            translate(
                "explain_projections",
                "{matrix} is layer {layer}'s output, which layer {next} reads: row "
                "{token}, column {column} of layer {layer}'s output ({made}) {equals}",
            ).format(
                matrix=symbol,
                layer=index,
                next=index + 1,
                token=quoted(tokens, row),
                column=column + 1,
                made=made,
                equals=equals(value),
            ),
            translate(
                "explain_projections",
                "It is worked out, not typed: choose layer {layer} to see how, and edit its "
                "W's or W_o (or layer 1's X) to change it.",
            ).format(layer=index),
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
    title = translate("explain_projections", "{matrix}, row {token}, column {column}").format(
        matrix="Z", token=quoted(tokens, row), column=column_label("Z", column)
    )
    if session.positional_encoding == "none":
        return Explanation(
            title,
            [
                translate(
                    "explain_projections", "Positions are off, so Z is X itself: {value}"
                ).format(value=fmt(z))
            ],
            [(heads_input_key(session), row, column)],
        )
    even = column - column % 2
    wave = "sin" if column % 2 == 0 else "cos"
    return Explanation(
        title,
        [
            translate("explain_projections", "Z = X + positional encoding: {sum}").format(
                sum=f"{fmt(x)} + {fmt(pe)} {equals(z)}"
            ),
            translate(
                "explain_projections",
                "The encoding of position {position} (counted from 0), feature {feature}: "
                "{formula}",
            ).format(
                position=row,
                feature=column + 1,
                formula=f"{wave}({row} / 10000^({even}/{session.d_model})) {equals(pe)}",
            ),
        ],
        [("embeddings", row, column)],
    )
