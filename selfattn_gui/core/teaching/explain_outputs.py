"""Explain a cell of a head's output, the attention output or the residual.

Each is a weighted sum (weights·V, concat·W_o) or an addition (Z + attention output),
written out with the actual numbers.
"""

from __future__ import annotations

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.sessions.numbers_text import (
    MINUS,
    as_written,
    equals,
    fmt,
    product,
    sum_text,
)
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.explanation import (
    Explanation,
    Source,
    column_label,
    heads_input_key,
    heads_input_name,
    quoted,
)
from selfattn_gui.core.text import translate


def explain_output(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    h = result.heads[head]
    weights, values = h.weights[row], h.V[:, column]
    keys = [j for j in range(len(weights)) if weights[j] != 0.0 or result.mask[row, j]]
    value = h.output[row, column]
    terms = [product(weights[j], values[j]) for j in keys]
    lines = [
        translate(
            "explain_outputs",
            "output = weights·V: the weights of {token} times column {column} of V, "
            "a weighted average of the values",
        ).format(token=quoted(tokens, row), column=column_label("V", column)),
        f"{sum_text(terms)} {equals(value)}",
    ]
    if len(keys) < len(weights):
        lines.append(translate("explain_outputs", "Masked keys have weight 0 and add nothing."))
    # The weights on show are rounded; say so when that changes the answer (as the lesson does).
    rounded = sum(as_written(weights[j]) * values[j] for j in keys)
    if fmt(rounded) != fmt(value):
        lines.append(
            translate(
                "explain_outputs",
                "With the rounded weights shown this comes to {rounded}; "
                "the exact weights give {exact}.",
            ).format(rounded=fmt(rounded), exact=fmt(value))
        )
    return Explanation(
        translate("explain_outputs", "head output of {token}, column {column}").format(
            token=quoted(tokens, row), column=column_label("output", column)
        ),
        lines,
        [("weights", row, None), ("V", None, column)],
    )


def explain_attention_output(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    value = result.attention_output[row, column]
    title = translate("explain_outputs", "attention output of {token}, column {column}").format(
        token=quoted(tokens, row), column=column_label("attention_output", column)
    )
    d_v = session.d_v
    if session.W_o is None:
        h, c = divmod(column, d_v)
        sources: list[Source] = [("output", row, c)] if h == head else []
        return Explanation(
            title,
            [
                translate(
                    "explain_outputs",
                    "No W_o: the head outputs are only placed side by side, so this is "
                    "column {column} of head {head}: {value}",
                ).format(column=column_label("output", c), head=h + 1, value=fmt(value))
            ],
            sources,
        )
    joined = result.concat[row]
    terms = [product(a, b) for a, b in zip(joined, session.W_o[:, column], strict=True)]
    sentence = (
        translate(
            "explain_outputs",
            "attention output = concat(heads)·W_o: the head output of {token}, "
            "side by side, times column {column} of W_o",
        )
        if session.n_heads == 1
        else translate(
            "explain_outputs",
            "attention output = concat(heads)·W_o: the {heads} head outputs of {token}, "
            "side by side, times column {column} of W_o",
        )
    )
    return Explanation(
        title,
        [
            sentence.format(
                heads=session.n_heads, token=quoted(tokens, row), column=column_label("W_o", column)
            ),
            f"{sum_text(terms)} {equals(value)}",
        ],
        [("output", row, None), ("W_o", None, column)],
    )


def explain_residual(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    assert result.residual is not None  # explain_cell answers the missing case
    tokens = result.tokens
    source = heads_input_name(session)
    z, a, r = (
        result.Z[row, column],
        result.attention_output[row, column],
        result.residual[row, column],
    )
    added = f"{fmt(z)} + {fmt(a)}" if a >= 0 else f"{fmt(z)} {MINUS} {fmt(-a)}"
    return Explanation(
        translate("explain_outputs", "residual output of {token}, column {column}").format(
            token=quoted(tokens, row), column=column_label("residual", column)
        ),
        [
            translate("explain_outputs", "residual = {source} + attention output: {sum}").format(
                source=source, sum=f"{added} {equals(r)}"
            ),
            translate(
                "explain_outputs",
                "{token} keeps its own vector and gains what attention brought in on top.",
            ).format(token=quoted(tokens, row)),
        ],
        [(heads_input_key(session), row, column), ("attention_output", row, column)],
    )
