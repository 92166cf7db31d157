"""Explain a cell of the scores, the scaled scores or the attention weights.

These are the (n_tokens, n_keys) matrices of one head, row = query, column = key (the
keys are the tokens, or in a cross session the source sentence's tokens).
When a mistake is switched on (the mistakes lab), the explanation says where the
number on show differs from the correct one, and names the likely slip.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, softmax_rows
from selfattn_gui.core.sessions.numbers_text import (
    MINUS,
    equals,
    fmt,
    product,
    shorten,
    sum_text,
)
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.explanation import Explanation, Source, key_quoted, quoted


def _score_line(result: AttentionResult, query: int, key: int, head: int) -> str:
    h = result.heads[head]
    terms = [product(a, b) for a, b in zip(h.Q[query], h.K[key], strict=True)]
    tokens = result.tokens
    return (
        f"query {quoted(tokens, query)} · key {key_quoted(result, key)} = "
        f"{sum_text(terms)} {equals(h.scores[query, key])}"
    )


def _mask_line(result: AttentionResult, query: int, key: int) -> list[str]:
    if result.mask[query, key]:
        return []
    tokens = result.tokens
    return [
        f"The mask hides key {key_quoted(result, key)} from query {quoted(tokens, query)}: before the "
        f"softmax this score is replaced by {MINUS}∞, so it ends up with weight 0."
    ]


def explain_score(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    return Explanation(
        f"score of query {quoted(tokens, row)} for key {key_quoted(result, column)}",
        [
            _score_line(result, row, column, head),
            "A dot product: multiply the two vectors place by place and add up. "
            "The larger it is, the better the key matches the query.",
            *_mask_line(result, row, column),
        ],
        [("Q", row, None), ("K", column, None)],
    )


def explain_scaled(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    h = result.heads[head]
    score, scaled = h.scores[row, column], h.scaled[row, column]
    lines = [_score_line(result, row, column, head)]
    if session.scale == "sqrt_dk":
        correct = score / np.sqrt(session.d_k)
        lines.append(f"{fmt(score)} / √{session.d_k} {equals(correct)}")
        lines.append(
            f"Dividing by √d_k (d_k = {session.d_k}) keeps scores of long vectors "
            "from growing so large that the softmax puts everything on one key."
        )
    else:
        correct = score
        lines.append(
            f"No scaling (÷√d_k is switched off), so the scaled score is the score: {fmt(score)}"
        )
    lines += _mismatch(scaled, correct, "the division by √d_k was left out")
    lines += _mask_line(result, row, column)
    return Explanation(
        f"scaled score of query {quoted(tokens, row)} for key {key_quoted(result, column)}",
        lines,
        [("Q", row, None), ("K", column, None), ("scores", row, column)],
    )


def _mismatch(shown: float, correct: float, what: str) -> list[str]:
    """A note when the result on show was made with a mistake switched on."""
    if np.isclose(shown, correct, rtol=1e-9, atol=1e-12):
        return []
    return [
        f"⚠ The number on show is {fmt(shown)}, not {fmt(correct)}: a mistake is switched on "
        f"({what})."
    ]


# -- weights -----------------------------------------------------------------------------


def explain_weight(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    h = result.heads[head]
    visible = result.mask[row]
    title = f"weight of query {quoted(tokens, row)} on key {key_quoted(result, column)}"
    sources: list[Source] = [("scaled", row, None), ("weights", row, None)]
    correct_row = softmax_rows(h.scaled[row : row + 1], visible[None, :])[0]
    if not visible.any():
        lines = [
            f"Every key is hidden from {quoted(tokens, row)}, so there is nothing to share out "
            "(the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning."
        ]
        return Explanation(title, lines, sources)
    shown_row = ", ".join(shorten([fmt(w) for w in h.weights[row]], "more"))
    if not visible[column]:
        lines = [
            f"Key {key_quoted(result, column)} is masked for query {quoted(tokens, row)}: its scaled score "
            f"becomes {MINUS}∞ before the softmax, and e^({MINUS}∞) = 0, so the weight is "
            "exactly 0.",
            f"The visible keys share all of the weight: {shown_row}.",
        ]
        lines += _mismatch(h.weights[row, column], 0.0, "the mask was applied too late")
        return Explanation(title, lines, sources)

    scaled = h.scaled[row]
    best = float(np.max(scaled[visible]))
    exps = np.where(visible, np.exp(np.where(visible, scaled - best, 0.0)), 0.0)
    total = float(exps.sum())
    row_scores = [fmt(s) if visible[j] else f"{MINUS}∞ (masked)" for j, s in enumerate(scaled)]
    per_key = []
    for j in range(len(scaled)):
        if visible[j]:
            per_key.append(
                f"{key_quoted(result, j)}: e^({fmt(scaled[j] - best)}) {equals(exps[j])}"
            )
        else:
            per_key.append(f"{key_quoted(result, j)}: masked, e^({MINUS}∞) = 0")
    if len(per_key) > 8 and column >= 4:
        # Keep the key being explained in view when the list is shortened.
        per_key = [*per_key[:3], per_key[column], *per_key[3:column], *per_key[column + 1 :]]
    lines = [
        f"Softmax of row {quoted(tokens, row)} of the scaled scores: "
        + ", ".join(shorten(row_scores, "more")),
        f"Subtract the row's largest score ({fmt(best)}) and take e^(score {MINUS} largest) "
        "for each key:",
        *("  " + item for item in shorten(per_key, "more keys")),
        f"sum = {sum_text([fmt(e) for e in exps[visible]])} {equals(total)}",
        f"weight = {fmt(exps[column])} / {fmt(total)} {equals(exps[column] / total)}",
        f"The whole row: {shown_row}; together {fmt(float(h.weights[row].sum()))}.",
    ]
    hint = _mistake_hint(h.weights, visible)
    lines += _mismatch(h.weights[row, column], correct_row[column], hint)
    return Explanation(title, lines, sources)


def _mistake_hint(weights: np.ndarray, visible: np.ndarray) -> str:
    """Name the likely slip behind weights that differ from a correct row softmax."""
    if np.allclose(weights.sum(axis=0), 1.0) and not np.allclose(weights.sum(axis=1), 1.0):
        return "the softmax ran down the columns instead of across the rows"
    if not visible.all():
        return "the mask was applied after the softmax, so this row no longer sums to 1"
    return "these weights were not made by a softmax across this row"
