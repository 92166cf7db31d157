"""The sanity check of lesson 4.8, as results a window can list.

Three quick tests catch most hand-written attention bugs, and a fourth look at the
columns tells a softmax that ran the wrong way from one that is merely unusual:

1. ``shapes``: scores and weights are n × m (m = n but in a cross session), each
   head's output n × d_v, and the combined output and the residual have the widths the
   session asks for; it also says which heads are switched off;
2. ``rows``: every weight is positive, every row sums to 1 and hidden keys get
   exactly 0, in the checked head of layer 1 and in every head of the later layers;
3. ``equal_scores``: when every score is the same, each output must be the simple mean
   of the value vectors its token may see;
4. ``columns``: the column sums, for comparison; they fail only when the columns
   sum to 1 and the rows do not, the signature of a softmax over the wrong axis.

:func:`run_checks` runs them on the computation the window shows, correct or with
one of the mistakes of :data:`selfattn_gui.core.maths.attention.MISTAKES`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, HeadResult, compute, normalisation
from selfattn_gui.core.maths.checks_words import (
    TOLERANCE,
    heads_off_text,
    shape_of,
    shape_text,
    small,
    sum_text,
    sums_text,
)
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate


@dataclass(frozen=True)
class CheckResult:
    """One line of the sanity check.

    Attributes
    ----------
    key : stable identifier ("shapes", "rows", "equal_scores", "columns")
    title : short name shown to the learner
    passed : whether the check found nothing wrong
    detail : one sentence saying what was found, naming the first problem
    numbers : the values behind the verdict (plain Python numbers and lists)
    """

    key: str
    title: str
    passed: bool
    detail: str
    numbers: dict[str, object]


def run_checks(
    session: Session,
    *,
    mistake: str | None = None,
    head_index: int = 0,
    result: AttentionResult | None = None,
) -> list[CheckResult]:
    """Run the sanity check on one head of ``session``.

    Parameters
    ----------
    session : the example to check
    mistake : None for the correct computation, or a key of ``MISTAKES``; the
        checks then look at what that slip produces
    head_index : which head's scores, weights and outputs to check
    result : what ``compute(session, mistake=mistake, allow_blocked=True)`` gives, when
        the caller has it already (the window's document keeps the correct result and
        each mistake's, so the checks add no computation to an edit)

    Returns
    -------
    list of four :class:`CheckResult`, in the order shapes, rows, equal_scores, columns
    """
    if not 0 <= head_index < session.n_heads:
        raise IndexError(f"head {head_index} does not exist: the session has {session.n_heads}")
    # Blocked queries are reported by the rows check instead of stopping everything.
    if result is None:
        result = compute(session, mistake=mistake, allow_blocked=True)
    head = result.heads[head_index]
    return [
        _check_shapes(session, result, head_index),
        _check_rows(result, head),
        _check_equal_scores(session, result, mistake, head_index),
        _check_columns(result, head),
    ]


# -- 1. shapes --------------------------------------------------------------------


#: The matrices whose shapes the first check compares with the session's sizes.
SHAPE_CHECKED = ("scores", "weights", "output", "attention_output")


def _check_shapes(session: Session, result: AttentionResult, head_index: int) -> CheckResult:
    n, m, d_v, d_model = session.n_tokens, session.n_keys, session.d_v, session.d_model
    # The expected shapes come from the session (the catalogue's shape in words), not
    # from the result being checked; the found ones from the checked head and the result.
    checked = [MATRICES[name] for name in SHAPE_CHECKED]
    if result.residual is not None:
        checked.append(MATRICES["residual"])
    expected = {m.key: m.expected_shape(session) for m in checked}
    found = {m.key: shape_of(m.values(session, result, head_index)) for m in checked}
    out_width = expected["attention_output"][1]
    wrong = [name for name in expected if tuple(found[name]) != expected[name]]
    numbers: dict[str, object] = {
        "expected": {k: list(v) for k, v in expected.items()},
        "found": {k: list(v) for k, v in found.items()},
        "residual_note": result.residual_note,
        "heads_off": [list(layer.heads_off) for layer in result.layers],
    }
    if wrong:
        name = wrong[0]
        detail = translate("checks", "{matrix} is {found} but should be {expected}").format(
            matrix=name, found=shape_text(found[name]), expected=shape_text(expected[name])
        )
    elif result.residual is not None:
        detail = translate(
            "checks",
            "scores and weights are {n} × {m}, the output is {n} × {d_v}, "
            "the attention output is {n} × {width}, the residual is {n} × {d_model}",
        ).format(n=n, m=m, d_v=d_v, width=out_width, d_model=d_model)
    else:
        detail = translate(
            "checks",
            "scores and weights are {n} × {m}, the output is {n} × {d_v}, "
            "the attention output is {n} × {width}",
        ).format(n=n, m=m, d_v=d_v, width=out_width)
        if result.residual_note:
            detail = translate("checks", "{shapes}; no residual: {reason}").format(
                shapes=detail, reason=result.residual_note
            )
    off = heads_off_text(result)
    if off:
        detail += f"; {off}"
    return CheckResult("shapes", translate("checks", "Shapes"), not wrong, detail, numbers)


# -- 2. rows ----------------------------------------------------------------------


def _check_rows(result: AttentionResult, head: HeadResult) -> CheckResult:
    weights, visible, tokens = head.weights, result.mask, result.tokens
    row_sums = weights.sum(axis=1)
    blocked = set(result.blocked_queries)
    # Mathematically every visible weight is positive; in floating point a weight far
    # below the row's best underflows to 0, which is rounding, not a bug.
    underflowed = int(np.count_nonzero(visible & (weights == 0.0)))
    numbers: dict[str, object] = {
        "row_sums": [float(s) for s in row_sums],
        "blocked": [tokens[i] for i in sorted(blocked)],
        "underflowed_weights": underflowed,
        "layers_checked": len(result.layers),
    }
    problem = _rows_problem(result, weights, row_sums, numbers)
    if problem is None:
        problem = _later_layers_problem(result, numbers)

    if problem is None:
        rows = len(tokens)  # a plain name: lupdate reads no other count
        detail = (
            translate(
                "checks",
                "in every layer, no weight is negative, each of the %n rows adds up to 1, "
                "a hidden key gets exactly 0",
                None,
                rows,
            )
            if len(result.layers) > 1
            else translate(
                "checks",
                "no weight is negative, each of the %n rows adds up to 1, "
                "a hidden key gets exactly 0",
                None,
                rows,
            )
        )
        if underflowed:
            detail += " " + translate(
                "checks",
                "(%n visible weights are too small to show and round to 0)",
                None,
                underflowed,
            )
    else:
        detail = problem
    title = translate("checks", "Rows sum to 1")
    return CheckResult("rows", title, problem is None, detail, numbers)


def _later_layers_problem(result: AttentionResult, numbers: dict[str, object]) -> str | None:
    """The first problem in any head of layers 2, 3, …, naming its layer and head."""
    for number, layer in enumerate(result.layers[1:], start=2):
        for h, head in enumerate(layer.heads):
            found = _rows_problem(result, head.weights, head.weights.sum(axis=1), numbers)
            if found is not None:
                numbers["first_failing_layer"] = number - 1  # counted from 0, like the layers
                return translate("checks", "layer {layer}, head {head}: {problem}").format(
                    layer=number, head=h + 1, problem=found
                )
    return None


def _rows_problem(
    result: AttentionResult, weights: np.ndarray, row_sums: np.ndarray, numbers: dict[str, object]
) -> str | None:
    """The first problem of the (n, m) weights (row sums (n,)) in words, or None.

    Every row is tested at once (a row by row loop costs milliseconds at 512 tokens);
    only the first failing row is then put into words, and its index noted in ``numbers``.
    """
    visible, blocked = result.mask, set(result.blocked_queries)
    failing = (
        ~np.isfinite(weights).all(axis=1)
        | (weights < 0.0).any(axis=1)
        | (~visible & (weights != 0.0)).any(axis=1)
        | (np.abs(row_sums - 1.0) > TOLERANCE)
    )
    failing[sorted(blocked)] = True
    if not failing.any():
        return None
    first = int(np.argmax(failing))
    numbers["first_failing_row"] = first
    labels = (result.tokens, result.key_tokens or result.tokens)
    return _row_problem(first, weights, visible, labels, first in blocked, row_sums)


def _row_problem(
    i: int,
    weights: np.ndarray,
    visible: np.ndarray,
    labels: tuple[Sequence[str], Sequence[str]],
    blocked: bool,
    row_sums: np.ndarray,
) -> str:
    """What is wrong with row ``i`` of the (n, m) weights (row sums (n,)), the first
    problem first; ``labels`` are the queries' and the keys' tokens."""
    tokens, keys = labels
    row, label = weights[i], tokens[i]
    if blocked:
        text = translate("checks", 'row "{token}" has no visible key: every key is masked for it')
        return text.format(token=label)
    if not np.all(np.isfinite(row)):
        text = translate("checks", 'row "{token}" contains a weight that is not a number')
        return text.format(token=label)
    if np.any(row < 0.0):
        j = int(np.flatnonzero(row < 0.0)[0])
        text = translate("checks", 'row "{token}" gives "{key}" a negative weight ({weight})')
        return text.format(token=label, key=keys[j], weight=small(row[j]))
    if np.any(row[~visible[i]] != 0.0):
        j = int(np.flatnonzero(~visible[i] & (row != 0.0))[0])
        text = translate(
            "checks", 'row "{token}" gives the masked key "{key}" weight {weight} instead of 0'
        )
        return text.format(token=label, key=keys[j], weight=small(row[j]))
    text = translate("checks", 'row "{token}" sums to {sum}, not 1')
    return text.format(token=label, sum=sum_text(float(row_sums[i])))


# -- 3. equal scores ----------------------------------------------------------------


def _check_equal_scores(
    session: Session, result: AttentionResult, mistake: str | None, head_index: int
) -> CheckResult:
    # Equal scores (all 0, as zero queries give) go through exactly the normalisation
    # compute() uses for ``mistake``, with the session's own mask; each output is then
    # weights · V, the (n, d_v) values of the checked head.  Scaling 0 changes nothing,
    # so no second run of the whole computation is needed.
    values = result.heads[head_index].V
    visible = result.mask
    outputs = normalisation(mistake)(np.zeros(visible.shape), visible) @ values
    blocked = set(result.blocked_queries)
    # Values can be as large as ~1e15, so compare relative to their size.
    atol = TOLERANCE * max(1.0, float(np.max(np.abs(values), initial=0.0)))

    # The simple mean of the values each token may see, (n, d_v), for every row at once.
    seen = visible.sum(axis=1, keepdims=True)
    averages = np.divide(visible @ values, seen, out=np.zeros_like(outputs), where=seen > 0)
    gaps = np.max(np.abs(outputs - averages), axis=1, initial=0.0)
    too_far = gaps > atol  # (a NaN gap is never "too far", as before)
    too_far[sorted(blocked)] = False  # nothing to average; the rows check reports it
    worst_row, worst_gap = -1, 0.0
    if too_far.any():
        worst_row = int(np.argmax(np.where(too_far, gaps, -1.0)))  # the first of the largest
        worst_gap = float(gaps[worst_row])
    checked = session.n_tokens - len(blocked)
    numbers: dict[str, object] = {
        "largest_difference": worst_gap,
        "checked_rows": checked,
    }
    title = translate("checks", "Equal scores give an average")
    if worst_row < 0:
        detail = translate(
            "checks",
            "with every score equal, each of the %n outputs is the simple mean "
            "of the values its token may see",
            None,
            checked,
        )
        return CheckResult("equal_scores", title, True, detail, numbers)
    label = session.tokens[worst_row]
    numbers["first_failing_row"] = worst_row
    detail = translate(
        "checks",
        'with every score equal, the output of "{token}" is not the simple mean of the '
        "values it may see (off by {gap})",
    ).format(token=label, gap=small(worst_gap))
    return CheckResult("equal_scores", title, False, detail, numbers)


# -- 4. columns ---------------------------------------------------------------------


def _check_columns(result: AttentionResult, head: HeadResult) -> CheckResult:
    weights, visible = head.weights, result.mask
    column_sums = weights.sum(axis=0)
    row_sums = weights.sum(axis=1)
    # Only columns some query can see, and rows that have a key, can sum to 1.
    seen_columns = visible.any(axis=0)
    open_rows = visible.any(axis=1)
    columns_are_one = bool(np.all(np.abs(column_sums[seen_columns] - 1.0) <= TOLERANCE))
    rows_are_one = bool(np.all(np.abs(row_sums[open_rows] - 1.0) <= TOLERANCE))
    wrong_axis = columns_are_one and not rows_are_one
    listed = [float(s) for s in column_sums]
    numbers: dict[str, object] = {
        "column_sums": listed,
        "columns_sum_to_one": columns_are_one,
        "rows_sum_to_one": rows_are_one,
    }
    detail = sums_text(listed)
    if wrong_axis:
        detail += "; " + translate(
            "checks",
            "the columns sum to 1 and the rows do not, so the softmax ran down the "
            "columns instead of across the rows",
        )
    elif columns_are_one and rows_are_one and weights.shape[0] > 1:
        detail += " " + translate(
            "checks", "(rows and columns both sum to 1 here, which can happen by chance)"
        )
    else:
        detail += " " + translate("checks", "(columns need not sum to 1)")
    title = translate("checks", "Column sums")
    return CheckResult("columns", title, not wrong_axis, detail, numbers)
