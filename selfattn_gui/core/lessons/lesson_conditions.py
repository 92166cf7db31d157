"""Quantities and conditions of lesson files: data to look up, never code to run.

A lesson asks about the open session with small JSON objects.  A *quantity* names
one number (or flag, or list) of the session or of its computed result::

    {"quantity": "weight", "query": "it", "key": "street", "head": 0}

A *condition* compares a quantity with a value, or combines conditions::

    {"quantity": "weight", "query": "it", "key": "street", "op": ">", "value": 0.9}
    {"all": [condition, ...]}   {"any": [condition, ...]}   {"not": condition}

or compares two quantities of the session, e.g. "mat puts more on cat than on sat"::

    {"quantity": "weight", "query": "mat", "key": "cat",
     "op": ">", "value_of": {"quantity": "weight", "query": "mat", "key": "sat"}}

Tokens are named by their label (the first token with that label) or by their
position counted from 0; heads, rows and columns are counted from 0.  The full list
of quantities is in ``docs/lesson-format.md`` and in
:data:`~selfattn_gui.core.lessons.lesson_checks.QUANTITIES`, beside the checks a
lesson's quantities and conditions pass when it is loaded.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from selfattn_gui.core.lessons.lesson_errors import LessonError, QuantityError
from selfattn_gui.core.lessons.lesson_goals import DEFAULT_SAME, GOAL_FORMS, only_edited
from selfattn_gui.core.lessons.lesson_model_quantities import MODEL_QUANTITIES, UNITS, on_layer
from selfattn_gui.core.lessons.lesson_view import VIEW_FORM, LessonView, view_holds
from selfattn_gui.core.maths.attention import AttentionResult, compute, scale_factor
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate

Value = float | str | tuple[str, ...]
__all__ = [
    "LessonError",
    "QuantityError",
    "evaluate",
    "key_index",
    "number",
    "quantity",
    "token_index",
    "UNITS",
]

DEFAULT_APPROX_TOLERANCE = 0.01  # "≈" without a tolerance: within 0.01
EXACT_TOLERANCE = 1e-9  # "==" between numbers forgives float rounding only


# -- reading quantities ---------------------------------------------------------------------


def _position(labels: tuple[str, ...], ref: str | int, what: str) -> int:
    """The position of ``ref`` (a label, first match, or an index) among ``labels``."""
    if isinstance(ref, int):
        if ref >= len(labels):
            raise QuantityError(
                translate(
                    "lesson_conditions", "there is no {what} {ref}: the session has {count}"
                ).format(what=what, ref=ref, count=len(labels))
            )
        return ref
    try:
        return labels.index(ref)
    except ValueError:
        raise QuantityError(
            translate("lesson_conditions", 'there is no {what} "{ref}" in this session').format(
                what=what, ref=ref
            )
        ) from None


def token_index(session: Session, ref: str | int) -> int:
    """The position of a token named by label (first match) or by index."""
    return _position(session.tokens, ref, "token")


def key_index(session: Session, ref: str | int) -> int:
    """The position of a key named by label or index (a source token in a cross session)."""
    return _position(session.key_tokens, ref, "key")


def _head(session: Session, q: Mapping[str, Any]) -> int:
    head = int(q.get("head", 0))
    if head >= session.n_heads:
        raise QuantityError(
            translate(
                "lesson_conditions", "there is no head {head}: the session has {n_heads}"
            ).format(head=head, n_heads=session.n_heads)
        )
    return head


def _column(matrix: np.ndarray, column: int, what: str) -> int:
    if column >= matrix.shape[1]:
        raise QuantityError(
            translate(
                "lesson_conditions", "{what} has no column {column}: it is {width} wide"
            ).format(what=what, column=column, width=matrix.shape[1])
        )
    return column


def _weights(session: Session, result: AttentionResult, q: Mapping[str, Any]) -> np.ndarray:
    head = _head(session, q)
    if q.get("mistake"):
        result = compute(session, mistake=q["mistake"], allow_blocked=True)
    return result.heads[head].weights


def quantity(q: Mapping[str, Any], session: Session, result: AttentionResult) -> Value:
    """Read one quantity from a session and its computed (correct) result.

    Parameters
    ----------
    q : a validated quantity object, e.g. ``{"quantity": "weight", "query": "it", "key": 0}``
    session : the session the learner sees
    result : ``compute(session)`` (passed in so it is not computed twice)

    Returns
    -------
    float for numbers and flags (1.0 / 0.0), str for "positional_encoding" and "scale",
    tuple of labels for "token_order".

    Raises
    ------
    QuantityError
        When the session has no such token, head, column or residual.
    """
    name = q["quantity"]
    if name in MODEL_QUANTITIES:
        return MODEL_QUANTITIES[name](q, session, result)
    if name in _PER_LAYER:
        session, result = on_layer(q, session, result)
    if name in ("weight", "score", "scaled_score", "row_sum", "max_weight", "column_sum"):
        return _attention_quantity(name, q, session, result)
    if name in ("projection", "output", "residual", "cell"):
        return _cell_quantity(name, q, session, result)
    settings = _settings(session)
    if name in settings:
        return settings[name]()
    if name == "head_on":
        return _head_on(q, session)
    return _cost_quantity(name, q, session)


_PER_LAYER = (
    *("weight", "score", "scaled_score", "row_sum", "max_weight", "column_sum"),
    *("projection", "output", "residual", "head_on"),
)


def _attention_quantity(
    name: str, q: Mapping[str, Any], session: Session, result: AttentionResult
) -> float:
    """A score or weight of one (query, key) pair, or a sum or maximum of the weights."""
    if name in ("weight", "score", "scaled_score"):
        query, key = token_index(session, q["query"]), key_index(session, q["key"])
        if name == "weight":
            return float(_weights(session, result, q)[query, key])
        head = result.heads[_head(session, q)]
        return float((head.scores if name == "score" else head.scaled)[query, key])
    if name in ("row_sum", "max_weight"):
        row = _weights(session, result, q)[token_index(session, q["query"])]
        return float(row.sum() if name == "row_sum" else row.max())
    return float(_weights(session, result, q)[:, key_index(session, q["key"])].sum())


def _cell_quantity(
    name: str, q: Mapping[str, Any], session: Session, result: AttentionResult
) -> float:
    """One cell of Q/K/V, of an output, of the residual or of an input matrix."""
    if name == "projection":
        projected = MATRICES[q["of"]].values(session, result, _head(session, q))
        assert projected is not None  # Q, K and V: every head computes them
        matrix = projected
        column = _column(matrix, q["column"], q["of"])
        return float(matrix[token_index(session, q["token"]), column])
    if name in ("output", "residual"):
        if name == "residual":
            if result.residual is None:
                raise QuantityError(
                    translate("lesson_conditions", "there is no residual: {reason}").format(
                        reason=result.residual_note
                    )
                )
            matrix = result.residual
        elif "head" in q:
            matrix = result.heads[_head(session, q)].output
        else:
            matrix = result.attention_output
        return float(matrix[token_index(session, q["token"]), _column(matrix, q["column"], name)])
    try:
        matrix = edits.get_matrix(session, q["matrix"])
    except (KeyError, IndexError):
        raise QuantityError(
            translate("lesson_conditions", 'this session has no matrix "{matrix}"').format(
                matrix=q["matrix"]
            )
        ) from None
    if q["row"] >= matrix.shape[0]:
        raise QuantityError(
            translate("lesson_conditions", "{matrix} has no row {row}").format(
                matrix=q["matrix"], row=q["row"]
            )
        )
    return float(matrix[q["row"], _column(matrix, q["column"], q["matrix"])])


def _settings(session: Session) -> dict[str, Callable[[], Value]]:
    """The quantities read straight from the session's switches and sizes."""
    return {
        "causal": lambda: float(session.causal),
        "residual_on": lambda: float(session.residual),
        "positional_encoding": lambda: session.positional_encoding,
        "scale": lambda: session.scale,
        "n_heads": lambda: float(session.n_heads),
        "n_tokens": lambda: float(session.n_tokens),
        "d_k": lambda: float(session.d_k),
        "d_model": lambda: float(session.d_model),
        "d_v": lambda: float(session.d_v),
        "concat_width": lambda: float(session.n_heads * session.d_v),
        "scale_divisor": lambda: scale_factor(session.d_k, session.scale),
        "token_order": lambda: session.tokens,
    }


def _head_on(q: Mapping[str, Any], session: Session) -> float:
    """1 while head ``q["head"]`` of the layer is on, 0 once the learner switched it off."""
    return float(session.layers[0].is_on(_head(session, q)))


def _cost_quantity(name: str, q: Mapping[str, Any], session: Session) -> float:
    """How many scores attention makes, or the memory they take, for n tokens; or how
    many steps a recurrent network needs to carry the first token to the last (n − 1:
    one hidden state after another, where attention links them directly)."""
    n = int(q.get("n", session.n_tokens))
    if name == "recurrent_steps":
        return float(max(n - 1, 0))
    if name == "score_count":
        return float(int(q.get("heads", session.n_heads)) * n * n)
    if name == "attention_memory":
        total = int(q.get("heads", 1)) * n * n * float(q.get("bytes_per_number", 4))
        return total / UNITS[q.get("unit", "B")]
    raise QuantityError(
        translate("lesson_conditions", 'unknown quantity "{name}"').format(name=name)
    )


def number(q: Mapping[str, Any], session: Session, result: AttentionResult) -> float:
    """Like :func:`quantity` but for a predict answer: the value must be a number."""
    value = quantity(q, session, result)
    if not isinstance(value, float):
        raise QuantityError(
            translate("lesson_conditions", 'the quantity "{quantity}" is not a number').format(
                quantity=q["quantity"]
            )
        )
    return value


# -- conditions -------------------------------------------------------------------------------


def _compare(found: Value, op: str, wanted: Any, tolerance: float | None) -> bool:
    if isinstance(found, tuple):
        same = list(found) == list(wanted)
        return same if op == "==" else not same
    if isinstance(found, str):
        return (found == wanted) if op == "==" else (found != wanted)
    target = float(wanted)  # true / false become 1.0 / 0.0
    if not (math.isfinite(found) and math.isfinite(target)):
        return False
    if op in ("==", "≈", "!="):
        default = DEFAULT_APPROX_TOLERANCE if op == "≈" else EXACT_TOLERANCE
        close = abs(found - target) <= (default if tolerance is None else tolerance)
        return not close if op == "!=" else close
    return {
        "<": found < target,
        "<=": found <= target,
        ">": found > target,
        ">=": found >= target,
    }[op]


def evaluate(
    condition: Mapping[str, Any],
    session: Session,
    result: AttentionResult,
    start: Session | None = None,
    view: LessonView | None = None,
) -> bool:
    """Whether a validated condition holds for the session right now.

    ``start`` is the session as it was when the step began, for the goal forms
    ("changed", "unchanged", "edited_only" of :mod:`lesson_goals`); without it they are
    false.  ``view`` holds the window's choices outside the session (the mistakes lab's
    mistake, :mod:`lesson_view`); without it "mistakes_lab_shows" is false.  A quantity
    that cannot be read (a renamed token, a switched-off residual) makes its comparison
    false rather than raising: the learner is simply not there yet.
    """
    if "all" in condition:
        return all(evaluate(part, session, result, start, view) for part in condition["all"])
    if "any" in condition:
        return any(evaluate(part, session, result, start, view) for part in condition["any"])
    if "not" in condition:
        return not evaluate(condition["not"], session, result, start, view)
    if any(form in condition for form in GOAL_FORMS):
        return start is not None and _goal(condition, session, result, start)
    if VIEW_FORM in condition:
        return view_holds(condition, view)
    try:
        found = quantity(condition, session, result)
        # "value_of": a second quantity of the same session, read the same way
        wanted = (
            quantity(condition["value_of"], session, result)
            if "value_of" in condition
            else condition["value"]
        )
    except QuantityError:
        return False
    return _compare(found, condition["op"], wanted, condition.get("tolerance"))


def _goal(
    condition: Mapping[str, Any], session: Session, result: AttentionResult, start: Session
) -> bool:
    """A condition about what changed since the step began (see :mod:`lesson_goals`)."""
    if "edited_only" in condition:
        return only_edited(start, session, list(condition["edited_only"]))
    form = "changed" if "changed" in condition else "unchanged"
    try:
        before = quantity(condition[form], start, compute(start, allow_blocked=True))
        now = quantity(condition[form], session, result)
    except QuantityError:
        return False
    if isinstance(before, float) and isinstance(now, float):
        same = abs(before - now) <= float(condition.get("tolerance", DEFAULT_SAME))
    else:
        same = before == now
    return same if form == "unchanged" else not same
