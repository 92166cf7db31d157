"""Explain a cell of a head's output, the attention output or the residual.

Each is a weighted sum (weights·V, concat·W_o) or an addition (Z + attention output),
written out with the actual numbers.
"""

from __future__ import annotations

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.sessions.numbers_text import MINUS, equals, fmt, product, sum_text
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.explanation import (
    Explanation,
    Source,
    column_label,
    heads_input_name,
    quoted,
)


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
        f"output = weights·V: the weights of {quoted(tokens, row)} times column "
        f"{column_label('V', column)} of V, "
        "a weighted average of the values",
        f"{sum_text(terms)} {equals(value)}",
    ]
    if len(keys) < len(weights):
        lines.append("Masked keys have weight 0 and add nothing.")
    # The weights on show are rounded; say so when that changes the answer (as the lesson does).
    rounded = sum(float(fmt(weights[j]).replace(MINUS, "-")) * values[j] for j in keys)
    if fmt(rounded) != fmt(value):
        lines.append(
            f"With the rounded weights shown this comes to {fmt(rounded)}; "
            f"the exact weights give {fmt(value)}."
        )
    return Explanation(
        f"head output of {quoted(tokens, row)}, column {column_label('output', column)}",
        lines,
        [("weights", row, None), ("V", None, column)],
    )


def explain_attention_output(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    value = result.attention_output[row, column]
    title = f"attention output of {quoted(tokens, row)}, column {column_label('attention_output', column)}"
    d_v = session.d_v
    if session.W_o is None:
        h, c = divmod(column, d_v)
        sources: list[Source] = [("output", row, c)] if h == head else []
        return Explanation(
            title,
            [
                "No W_o: the head outputs are only placed side by side, so this is "
                f"column {column_label('output', c)} of head {h + 1}: {fmt(value)}"
            ],
            sources,
        )
    joined = result.concat[row]
    terms = [product(a, b) for a, b in zip(joined, session.W_o[:, column], strict=True)]
    head_part = "the head output" if session.n_heads == 1 else f"the {session.n_heads} head outputs"
    return Explanation(
        title,
        [
            f"attention output = concat(heads)·W_o: {head_part} of {quoted(tokens, row)}, "
            f"side by side, times column {column_label('W_o', column)} of W_o",
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
        f"residual output of {quoted(tokens, row)}, column {column_label('residual', column)}",
        [
            f"residual = {source} + attention output: {added} {equals(r)}",
            f"{quoted(tokens, row)} keeps its own vector and gains what attention brought in on top.",
        ],
        [(source, row, column), ("attention_output", row, column)],
    )
