"""How one number of the computation was made, written out with the actual numbers.

:func:`explain_cell` answers "where does this number come from?" for a cell of Q,
K, V, the scores, the scaled scores, the weights, the head output, the attention
output, the residual, Z or the token vectors (typed, or in a later layer the output of
the layer before).  For ``cat-sat-mat``, the score of query "cat" for key
"sat" reads ``query "cat" · key "sat" = 0·1 + (−1)·2 = −2``.

The explanation also names the cells it used (``sources``), so a window can light
them up in their panels.  A source is ``(matrix, row, column)`` where ``None`` means
"the whole row" or "the whole column": ``("Q", 0, None)`` is row 0 of Q,
``("V", None, 1)`` column 1 of V.  Matrices are named by their key in the catalogue
(:mod:`selfattn_gui.core.maths.matrices`), the input of the heads too: ``"embeddings"``
(the token vectors X, and in a later layer of a stack H², which its X table shows) or
``"Z"``; the working's words write them as formulas do.

Each family of matrices has its own writer: Z, Q, K and V in ``explain_projections``,
the scores, scaled scores and weights in ``explain_weights``, the outputs and the
residual in ``explain_outputs``; what they share is in ``explanation``.
"""

from __future__ import annotations

from selfattn_gui.core.maths import matrices
from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.explain_outputs import (
    explain_attention_output,
    explain_output,
    explain_residual,
)
from selfattn_gui.core.teaching.explain_projections import (
    explain_input,
    explain_projection,
    explain_z,
)
from selfattn_gui.core.teaching.explain_weights import (
    explain_scaled,
    explain_score,
    explain_weight,
)
from selfattn_gui.core.teaching.explanation import Explanation, Source
from selfattn_gui.core.text import translate

__all__ = ["MATRICES", "Explanation", "Source", "explain_cell"]


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
            entry.title,
            [
                translate("explain", "There is no {matrix} here: {reason}.").format(
                    matrix=entry.words, reason=result.residual_note
                )
            ],
            [],
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
            translate("explain", "{title} (head {head})").format(
                title=explanation.title, head=head + 1
            ),
            explanation.lines,
            explanation.sources,
        )
    return explanation


_EXPLAINERS = {
    "Q": explain_projection,
    "K": explain_projection,
    "V": explain_projection,
    "scores": explain_score,
    "scaled": explain_scaled,
    "weights": explain_weight,
    "output": explain_output,
    "attention_output": explain_attention_output,
    "residual": explain_residual,
    "Z": explain_z,
    "embeddings": explain_input,
}
#: the matrices whose cells can be explained (keys of the catalogue)
MATRICES = tuple(_EXPLAINERS)
