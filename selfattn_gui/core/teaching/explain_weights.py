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
    list_separator,
    product,
    shorten,
    sum_text,
)
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.explanation import Explanation, Source, key_quoted, quoted
from selfattn_gui.core.text import translate


def _score_line(result: AttentionResult, query: int, key: int, head: int) -> str:
    h = result.heads[head]
    terms = [product(a, b) for a, b in zip(h.Q[query], h.K[key], strict=True)]
    tokens = result.tokens
    return translate("explain_weights", "query {query} · key {key} = {sum}").format(
        query=quoted(tokens, query),
        key=key_quoted(result, key),
        sum=f"{sum_text(terms)} {equals(h.scores[query, key])}",
    )


def _mask_line(result: AttentionResult, query: int, key: int) -> list[str]:
    if result.mask[query, key]:
        return []
    tokens = result.tokens
    return [
        translate(
            "explain_weights",
            "The mask hides key {key} from query {query}: before the "
            "softmax this score is replaced by {minus}∞, so it ends up with weight 0.",
        ).format(key=key_quoted(result, key), query=quoted(tokens, query), minus=MINUS)
    ]


def explain_score(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    return Explanation(
        translate("explain_weights", "score of query {query} for key {key}").format(
            query=quoted(tokens, row), key=key_quoted(result, column)
        ),
        [
            _score_line(result, row, column, head),
            translate(
                "explain_weights",
                "A dot product: multiply the two vectors place by place and add up. "
                "The larger it is, the better the key matches the query.",
            ),
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
            translate(
                "explain_weights",
                "Dividing by √d_k (d_k = {d_k}) keeps scores of long vectors "
                "from growing so large that the softmax puts everything on one key.",
            ).format(d_k=session.d_k)
        )
    else:
        correct = score
        lines.append(
            translate(
                "explain_weights",
                "No scaling (÷√d_k is switched off), so the scaled score is the score: {score}",
            ).format(score=fmt(score))
        )
    lines += _mismatch(
        scaled, correct, translate("explain_weights", "the division by √d_k was left out")
    )
    lines += _mask_line(result, row, column)
    return Explanation(
        translate("explain_weights", "scaled score of query {query} for key {key}").format(
            query=quoted(tokens, row), key=key_quoted(result, column)
        ),
        lines,
        [("Q", row, None), ("K", column, None), ("scores", row, column)],
    )


def _mismatch(shown: float, correct: float, what: str) -> list[str]:
    """A note when the result on show was made with a mistake switched on."""
    if np.isclose(shown, correct, rtol=1e-9, atol=1e-12):
        return []
    return [
        translate(
            "explain_weights",
            "⚠ The number on show is {shown}, not {correct}: a mistake is switched on ({what}).",
        ).format(shown=fmt(shown), correct=fmt(correct), what=what)
    ]


# -- weights -----------------------------------------------------------------------------


def explain_weight(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    h = result.heads[head]
    visible = result.mask[row]
    title = translate("explain_weights", "weight of query {query} on key {key}").format(
        query=quoted(tokens, row), key=key_quoted(result, column)
    )
    sources: list[Source] = [("scaled", row, None), ("weights", row, None)]
    correct_row = softmax_rows(h.scaled[row : row + 1], visible[None, :])[0]
    if not visible.any():
        lines = [
            translate(
                "explain_weights",
                "Every key is hidden from {query}, so there is nothing to share out "
                "(the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning.",
            ).format(query=quoted(tokens, row))
        ]
        return Explanation(title, lines, sources)
    shown_row = list_separator().join(shorten([fmt(w) for w in h.weights[row]], ""))
    if not visible[column]:
        lines = [
            translate(
                "explain_weights",
                "Key {key} is masked for query {query}: its scaled score "
                "becomes {minus}∞ before the softmax, and e^({minus}∞) = 0, so the weight is "
                "exactly 0.",
            ).format(key=key_quoted(result, column), query=quoted(tokens, row), minus=MINUS),
            translate("explain_weights", "The visible keys share all of the weight: {row}.").format(
                row=shown_row
            ),
        ]
        lines += _mismatch(
            h.weights[row, column],
            0.0,
            translate("explain_weights", "the mask was applied too late"),
        )
        return Explanation(title, lines, sources)

    scaled = h.scaled[row]
    best = float(np.max(scaled[visible]))
    exps = np.where(visible, np.exp(np.where(visible, scaled - best, 0.0)), 0.0)
    total = float(exps.sum())
    masked = translate("explain_weights", "{minus}∞ (masked)").format(minus=MINUS)
    row_scores = [fmt(s) if visible[j] else masked for j, s in enumerate(scaled)]
    masked_key = translate("explain_weights", "{key}: masked, e^({minus}∞) = 0")
    per_key = []
    for j in range(len(scaled)):
        if visible[j]:
            per_key.append(
                f"{key_quoted(result, j)}: e^({fmt(scaled[j] - best)}) {equals(exps[j])}"
            )
        else:
            per_key.append(masked_key.format(key=key_quoted(result, j), minus=MINUS))
    if len(per_key) > 8 and column >= 4:
        # Keep the key being explained in view when the list is shortened.
        per_key = [*per_key[:3], per_key[column], *per_key[3:column], *per_key[column + 1 :]]
    lines = [
        translate(
            "explain_weights", "Softmax of row {query} of the scaled scores: {scores}"
        ).format(query=quoted(tokens, row), scores=list_separator().join(shorten(row_scores, ""))),
        translate(
            "explain_weights",
            "Subtract the row's largest score ({largest}) and take e^(score {minus} largest) "
            "for each key:",
        ).format(largest=fmt(best), minus=MINUS),
        *("  " + item for item in shorten(per_key, "keys")),
        translate("explain_weights", "sum = {sum}").format(
            sum=f"{sum_text([fmt(e) for e in exps[visible]])} {equals(total)}"
        ),
        translate("explain_weights", "weight = {division}").format(
            division=f"{fmt(exps[column])} / {fmt(total)} {equals(exps[column] / total)}"
        ),
        translate("explain_weights", "The whole row: {row}; together {total}.").format(
            row=shown_row, total=fmt(float(h.weights[row].sum()))
        ),
    ]
    hint = _mistake_hint(h.weights, visible)
    lines += _mismatch(h.weights[row, column], correct_row[column], hint)
    return Explanation(title, lines, sources)


def _mistake_hint(weights: np.ndarray, visible: np.ndarray) -> str:
    """Name the likely slip behind weights that differ from a correct row softmax."""
    if np.allclose(weights.sum(axis=0), 1.0) and not np.allclose(weights.sum(axis=1), 1.0):
        return translate(
            "explain_weights", "the softmax ran down the columns instead of across the rows"
        )
    if not visible.all():
        return translate(
            "explain_weights",
            "the mask was applied after the softmax, so this row no longer sums to 1",
        )
    return translate("explain_weights", "these weights were not made by a softmax across this row")
