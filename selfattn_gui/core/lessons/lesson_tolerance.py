"""How close a guess must be to count as right: judged against the answer's size and range.

A fixed distance means different things for different answers: 0.05 is a good margin
for a weight of 0.75, but for a true 1.5e-7 it accepts a guess 300 000 times too big,
and for an accuracy of 0 it accepts 5 %.  So a teacher's ``tolerance`` (and
``relative_tolerance``) is bounded by the answer itself:

* never more than half the answer (``SIZE_SHARE``): "about 0.014" may be 0.007 to 0.021;
* but at least a small share of the *scale* of the numbers around it
  (``NEAR_ZERO_SHARE`` × scale), so a near-zero answer still accepts a guess that is
  near zero on the scale the learner reads: a weight, a probability or an accuracy has
  scale 1 (a true 1.5e-7 accepts 0 to 0.01, never 0.05); a score, an entry of Q, K or V,
  an output or a residual has the largest number of its matrix on show as its scale
  (never below 1, so a tolerance of up to the default 0.01 always stands);
* and a guess outside the quantity's range (a weight below 0 or above 1) is never close.

Without a teacher's tolerance the default is 0.01, shrunk to a quarter of a small true
value (a true 0.0024 accepts 0.0018 to 0.003, never 0): the lessons that ask about a
tiny weight ask whether the learner knows it is not 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from selfattn_gui.core.lessons.lesson_conditions import QuantityError
from selfattn_gui.core.lessons.lesson_model_quantities import on_layer
from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions.session import Session

DEFAULT_TOLERANCE = 0.01
#: below this share of the true value, a default tolerance shrinks: 0.25 accepts
#: 0.0018 .. 0.003 for a true 0.0024, never 0 nor a negative weight
SMALL_VALUE_SHARE = 0.25
#: a teacher's tolerance never reaches beyond this share of the answer ...
SIZE_SHARE = 0.5
#: ... unless that is below this share of the numbers' scale (near-zero answers)
NEAR_ZERO_SHARE = 0.01

#: quantities that always lie in [0, 1]: their scale is 1 and a guess outside is never close
UNIT_RANGE = frozenset({"weight", "max_weight", "probability", "next_token_accuracy"})
#: quantities made of weights (each in [0, 1]): their scale is 1
WEIGHT_SCALE = UNIT_RANGE | {"row_sum", "column_sum"}


def answer_range(q: Mapping[str, Any]) -> tuple[float, float] | None:
    """The values quantity ``q`` can take, when it is bounded: (low, high), else None."""
    if q["quantity"] in UNIT_RANGE:
        return (0.0, 1.0)
    if q["quantity"] == "row_sum" and not q.get("mistake"):
        return (0.0, 1.0)  # a row of correct weights sums to 1 (0 for a blocked query)
    return None


def whole_matrix(
    q: Mapping[str, Any], session: Session, result: AttentionResult
) -> np.ndarray | None:
    """The matrix on show that quantity ``q`` reads one cell of, or None.

    (n, m) scores or scaled scores of its head, (n, d) Q, K or V, (n, d) an output or the
    residual; None for quantities that are no cell of a matrix (sizes, counts, weights,
    whose scale is their range).
    """
    name = q["quantity"]
    if name not in ("score", "scaled_score", "projection", "output", "residual"):
        return None
    layer_session, layer_result = on_layer(q, session, result)
    head = int(q.get("head", 0))
    if name in ("score", "scaled_score", "projection") and head >= layer_session.n_heads:
        return None
    if name == "score":
        return layer_result.heads[head].scores
    if name == "scaled_score":
        return layer_result.heads[head].scaled
    if name == "projection":
        return MATRICES[q["of"]].values(layer_session, layer_result, head)
    if name == "residual":
        return layer_result.residual
    if "head" in q and head < layer_session.n_heads:
        return layer_result.heads[head].output
    return layer_result.attention_output


def answer_scale(
    q: Mapping[str, Any], session: Session | None, result: AttentionResult | None, truth: float
) -> float:
    """The size of the numbers the answer is read among: at least 1 and |truth|.

    1 for weights, sums of weights, probabilities and accuracies; the largest |number| of
    the matrix on show for a score, an entry of Q, K or V, an output or a residual; the
    answer's own size otherwise (a count, a memory, √d_k).  Never below 1, so a
    teacher's tolerance of up to 0.01 (the default) always stands.
    """
    size = max(1.0, abs(truth))
    if q["quantity"] in WEIGHT_SCALE:
        return size
    matrix = None
    if session is not None and result is not None:
        try:
            matrix = whole_matrix(q, session, result)
        except (QuantityError, IndexError, KeyError):
            matrix = None
    if matrix is None or matrix.size == 0:
        return size
    finite = np.abs(matrix[np.isfinite(matrix)])
    return max(size, float(finite.max()) if finite.size else 0.0)


def accepted_distance(
    truth: float,
    tolerance: float | None,
    relative_tolerance: float | None,
    scale: float | None = None,
) -> float:
    """How far from ``truth`` a guess may be and still count as right.

    Parameters
    ----------
    truth : the true answer
    tolerance, relative_tolerance : the teacher's (absolute; a share of the answer), or None
    scale : the size of the numbers around the answer (:func:`answer_scale`); None: the
        larger of 1 and |truth|

    A teacher's tolerance (the larger of the two when both are given) is bounded by
    ``SIZE_SHARE`` × |truth|, or by ``NEAR_ZERO_SHARE`` × scale when that is larger.
    With neither, 0.01, shrunk to a quarter of a small true value.
    """
    size = abs(truth)
    if tolerance is None and relative_tolerance is None:
        return min(DEFAULT_TOLERANCE, max(SMALL_VALUE_SHARE * size, 1e-9))
    wanted = max(tolerance or 0.0, (relative_tolerance or 0.0) * size)
    bound = max(SIZE_SHARE * size, NEAR_ZERO_SHARE * (max(1.0, size) if scale is None else scale))
    return min(wanted, bound)


def in_range(q: Mapping[str, Any], guess: float) -> bool:
    """False for a guess the quantity can never take (a weight of −0.005 or 1.01)."""
    bounds = answer_range(q)
    return bounds is None or bounds[0] <= guess <= bounds[1]


__all__ = [
    "DEFAULT_TOLERANCE",
    "SMALL_VALUE_SHARE",
    "accepted_distance",
    "answer_range",
    "answer_scale",
    "in_range",
    "whole_matrix",
]
