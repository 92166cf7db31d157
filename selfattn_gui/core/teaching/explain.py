"""How one number of the computation was made, written out with the actual numbers.

:func:`explain_cell` answers "where does this number come from?" for a cell of Q,
K, V, the scores, the scaled scores, the weights, the head output, the attention
output, the residual or Z.  For ``cat-sat-mat``, the score of query "cat" for key
"sat" reads ``query "cat" · key "sat" = 0·1 + (−1)·2 = −2``.

The explanation also names the cells it used (``sources``), so a window can light
them up in their panels.  A source is ``(matrix, row, column)`` where ``None`` means
"the whole row" or "the whole column": ``("Q", 0, None)`` is row 0 of Q,
``("V", None, 1)`` column 1 of V.  Matrices are named by their key in the catalogue
(:mod:`selfattn_gui.core.maths.matrices`), except the input of the heads, which is
named as its formulas write it: ``"X"`` (the token vectors) or ``"Z"``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from selfattn_gui.core.maths import matrices
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

Source = tuple[str, int | None, int | None]

#: Q, K and V: the projection that makes each, and what one row of it is for a token
_PROJECTION = {"Q": ("W_q", "query"), "K": ("W_k", "key"), "V": ("W_v", "value")}


@dataclass(frozen=True)
class Explanation:
    """How one number was made.

    Attributes
    ----------
    title : what the number is, e.g. 'score of query "cat" for key "sat"'
    lines : the working, one step per line, with the actual numbers
    sources : the cells it came from, ``(matrix, row or None, column or None)``
    """

    title: str
    lines: list[str]
    sources: list[tuple[str, int | None, int | None]] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join([self.title, *self.lines])


def explain_cell(
    session: Session,
    result: AttentionResult,
    matrix: str,
    row: int,
    column: int,
    head: int = 0,
) -> Explanation:
    """Explain cell (``row``, ``column``) of ``matrix`` for one head.

    Parameters
    ----------
    session : the session that was computed
    result : its computation (possibly with a mistake switched on; the explanation
        then says where the shown number differs from the correct one)
    matrix : one of :data:`MATRICES` (a key of the catalogue)
    row, column : the cell, counted from 0; for the (n, n) matrices the row is the
        query and the column the key
    head : which head, for Q, K, V, scores, scaled, weights and output
    """
    if matrix not in MATRICES:
        raise ValueError(f"cannot explain {matrix!r}: expected one of {', '.join(MATRICES)}")
    if not 0 <= head < len(result.heads):
        raise IndexError(f"head {head + 1} does not exist: there are {len(result.heads)}")
    entry = matrices.MATRICES[matrix]
    shown = entry.values(session, result, head)
    if shown is None:  # only the residual can be missing
        return Explanation(
            entry.title, [f"There is no {entry.words} here: {result.residual_note}."], []
        )
    if not (0 <= row < shown.shape[0] and 0 <= column < shown.shape[1]):
        raise IndexError(
            f"{matrix} is {shown.shape[0]} × {shown.shape[1]}: "
            f"no cell at row {row + 1}, column {column + 1}"
        )
    explain = _EXPLAINERS[matrix]
    explanation = explain(session, result, matrix, row, column, head)
    if len(result.heads) > 1 and entry.per_head:
        explanation = Explanation(
            f"{explanation.title} (head {head + 1})", explanation.lines, explanation.sources
        )
    return explanation


def _input_name(session: Session) -> str:
    """Z when positions are added, else X (then Z is X itself)."""
    return matrices.heads_input(session).symbol


def _column(matrix: str, column: int) -> str:
    """A column as its table labels it, e.g. ``q2`` for column 1 of Q."""
    return f"{matrices.MATRICES[matrix].column_prefix}{column + 1}"


def _q(tokens: tuple[str, ...], index: int) -> str:
    return f'"{tokens[index]}"'


# -- Q, K, V ---------------------------------------------------------------------------


def _explain_projection(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    weight_name, role = _PROJECTION[matrix]
    tokens = result.tokens
    z = result.Z[row]
    w = session.heads[head].matrix(weight_name)[:, column]
    value = getattr(result.heads[head], matrix)[row, column]
    source = _input_name(session)
    terms = [product(a, b) for a, b in zip(z, w, strict=True)]
    return Explanation(
        f"{matrix}, row {_q(tokens, row)}, column {_column(matrix, column)}: "
        f"part of the {role} of {_q(tokens, row)}",
        [
            f"{matrix} = {source}·{weight_name}: the vector of {_q(tokens, row)} "
            f"(row of {source}) times column {_column(matrix, column)} of {weight_name}",
            f"{sum_text(terms)} {equals(value)}",
        ],
        [(source, row, None), (weight_name, None, column)],
    )


# -- scores and scaled scores ----------------------------------------------------------------


def _score_line(result: AttentionResult, query: int, key: int, head: int) -> str:
    h = result.heads[head]
    terms = [product(a, b) for a, b in zip(h.Q[query], h.K[key], strict=True)]
    tokens = result.tokens
    return (
        f"query {_q(tokens, query)} · key {_q(tokens, key)} = "
        f"{sum_text(terms)} {equals(h.scores[query, key])}"
    )


def _mask_line(result: AttentionResult, query: int, key: int) -> list[str]:
    if result.mask[query, key]:
        return []
    tokens = result.tokens
    return [
        f"The mask hides key {_q(tokens, key)} from query {_q(tokens, query)}: before the "
        f"softmax this score is replaced by {MINUS}∞, so it ends up with weight 0."
    ]


def _explain_score(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    return Explanation(
        f"score of query {_q(tokens, row)} for key {_q(tokens, column)}",
        [
            _score_line(result, row, column, head),
            "A dot product: multiply the two vectors place by place and add up. "
            "The larger it is, the better the key matches the query.",
            *_mask_line(result, row, column),
        ],
        [("Q", row, None), ("K", column, None)],
    )


def _explain_scaled(
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
        f"scaled score of query {_q(tokens, row)} for key {_q(tokens, column)}",
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


def _explain_weight(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    h = result.heads[head]
    visible = result.mask[row]
    title = f"weight of query {_q(tokens, row)} on key {_q(tokens, column)}"
    sources: list[Source] = [("scaled", row, None), ("weights", row, None)]
    correct_row = softmax_rows(h.scaled[row : row + 1], visible[None, :])[0]
    if not visible.any():
        lines = [
            f"Every key is hidden from {_q(tokens, row)}, so there is nothing to share out "
            "(the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning."
        ]
        return Explanation(title, lines, sources)
    shown_row = ", ".join(shorten([fmt(w) for w in h.weights[row]], "more"))
    if not visible[column]:
        lines = [
            f"Key {_q(tokens, column)} is masked for query {_q(tokens, row)}: its scaled score "
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
    for j in range(len(tokens)):
        if visible[j]:
            per_key.append(f"{_q(tokens, j)}: e^({fmt(scaled[j] - best)}) {equals(exps[j])}")
        else:
            per_key.append(f"{_q(tokens, j)}: masked, e^({MINUS}∞) = 0")
    if len(per_key) > 8 and column >= 4:
        # Keep the key being explained in view when the list is shortened.
        per_key = [*per_key[:3], per_key[column], *per_key[3:column], *per_key[column + 1 :]]
    lines = [
        f"Softmax of row {_q(tokens, row)} of the scaled scores: "
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


# -- outputs --------------------------------------------------------------------------------


def _explain_output(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    h = result.heads[head]
    weights, values = h.weights[row], h.V[:, column]
    keys = [j for j in range(len(tokens)) if weights[j] != 0.0 or result.mask[row, j]]
    value = h.output[row, column]
    terms = [product(weights[j], values[j]) for j in keys]
    lines = [
        f"output = weights·V: the weights of {_q(tokens, row)} times column "
        f"{_column('V', column)} of V, "
        "a weighted average of the values",
        f"{sum_text(terms)} {equals(value)}",
    ]
    if len(keys) < len(tokens):
        lines.append("Masked keys have weight 0 and add nothing.")
    # The weights on show are rounded; say so when that changes the answer (as the lesson does).
    rounded = sum(float(fmt(weights[j]).replace(MINUS, "-")) * values[j] for j in keys)
    if fmt(rounded) != fmt(value):
        lines.append(
            f"With the rounded weights shown this comes to {fmt(rounded)}; "
            f"the exact weights give {fmt(value)}."
        )
    return Explanation(
        f"head output of {_q(tokens, row)}, column {_column('output', column)}",
        lines,
        [("weights", row, None), ("V", None, column)],
    )


def _explain_attention_output(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    value = result.attention_output[row, column]
    title = f"attention output of {_q(tokens, row)}, column {_column('attention_output', column)}"
    d_v = session.d_v
    if session.W_o is None:
        h, c = divmod(column, d_v)
        sources: list[Source] = [("output", row, c)] if h == head else []
        return Explanation(
            title,
            [
                "No W_o: the head outputs are only placed side by side, so this is "
                f"column {_column('output', c)} of head {h + 1}: {fmt(value)}"
            ],
            sources,
        )
    joined = result.concat[row]
    terms = [product(a, b) for a, b in zip(joined, session.W_o[:, column], strict=True)]
    head_part = "the head output" if session.n_heads == 1 else f"the {session.n_heads} head outputs"
    return Explanation(
        title,
        [
            f"attention output = concat(heads)·W_o: {head_part} of {_q(tokens, row)}, "
            f"side by side, times column {_column('W_o', column)} of W_o",
            f"{sum_text(terms)} {equals(value)}",
        ],
        [("output", row, None), ("W_o", None, column)],
    )


def _explain_residual(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    assert result.residual is not None  # explain_cell answers the missing case
    tokens = result.tokens
    source = _input_name(session)
    z, a, r = (
        result.Z[row, column],
        result.attention_output[row, column],
        result.residual[row, column],
    )
    added = f"{fmt(z)} + {fmt(a)}" if a >= 0 else f"{fmt(z)} {MINUS} {fmt(-a)}"
    return Explanation(
        f"residual output of {_q(tokens, row)}, column {_column('residual', column)}",
        [
            f"residual = {source} + attention output: {added} {equals(r)}",
            f"{_q(tokens, row)} keeps its own vector and gains what attention brought in on top.",
        ],
        [(source, row, column), ("attention_output", row, column)],
    )


def _explain_z(
    session: Session, result: AttentionResult, matrix: str, row: int, column: int, head: int
) -> Explanation:
    tokens = result.tokens
    x, pe, z = (
        session.embeddings[row, column],
        result.positional[row, column],
        result.Z[row, column],
    )
    title = f"Z, row {_q(tokens, row)}, column {_column('Z', column)}"
    if session.positional_encoding == "none":
        return Explanation(
            title,
            [f"Positions are off, so Z is X itself: {fmt(z)}"],
            [(_input_name(session), row, column)],
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


_EXPLAINERS = {
    "Q": _explain_projection,
    "K": _explain_projection,
    "V": _explain_projection,
    "scores": _explain_score,
    "scaled": _explain_scaled,
    "weights": _explain_weight,
    "output": _explain_output,
    "attention_output": _explain_attention_output,
    "residual": _explain_residual,
    "Z": _explain_z,
}
#: the matrices whose cells can be explained (keys of the catalogue)
MATRICES = tuple(_EXPLAINERS)
