""" "Predict, then reveal": the question, what it hides, the mistakes it expects, the verdict.

A question is only worth asking while its answer is unknown, so a :class:`Predict`
names the matrices it *veils* (the views draw "?" in their cells until the reveal)
and, by default, works them out from the quantity it asks about: a weight hides the
weights and everything computed from them.  A guess is judged by :func:`judge`:
exactly right, close enough (:mod:`lesson_tolerance`), one of the question's expected
mistakes (each with its own message), a common slip recognised from the numbers on
show (:mod:`lesson_slips`: another key's weight, the score before the softmax, ...), or
simply wrong (too high or too low), in that order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from selfattn_gui.core.lessons.lesson_actions import apply_actions, only_fields, validate_action
from selfattn_gui.core.lessons.lesson_checks import (
    QUANTITIES,
    describe,
    is_finite_number,
    validate_quantity,
)
from selfattn_gui.core.lessons.lesson_conditions import LessonError, QuantityError, number
from selfattn_gui.core.lessons.lesson_markup import markup_problem
from selfattn_gui.core.lessons.lesson_slips import Slip, find_slips
from selfattn_gui.core.lessons.lesson_tolerance import accepted_distance as distance_for
from selfattn_gui.core.lessons.lesson_tolerance import answer_scale, in_range
from selfattn_gui.core.lessons.prediction_text import parse_prediction  # noqa: F401 (importers know it here)
from selfattn_gui.core.maths.attention import AttentionResult, compute
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

MAX_TEXT = 4000
MAX_MISTAKES = 8

#: what a guess of a weight below 0 or above 1 is told (unless the lesson expected it)
#: (English, marked for translation; :func:`judge` hands them on translated)
NEGATIVE_WEIGHT = QT_TRANSLATE_NOOP(
    "lesson_predict",
    "A weight is never negative: the softmax turns every score, even a very low one, "
    "into a small positive share.",
)
BIG_WEIGHT = QT_TRANSLATE_NOOP(
    "lesson_predict", "A weight is at most 1: each query shares out 1 among the keys it sees."
)

# Everything a weight goes on to make: each of these would show it, or a sum of it.
_FROM_WEIGHTS = ("weights", "output", "concat", "attention_output", "residual")
_AFTER = ("logits", "probabilities")
#: Not a matrix of the session: the mistakes lab's weights computed with a slip. A
#: question about a slip (its answer names a ``"mistake"``) asks the learner to read
#: them; any other question hides them, since a slip's weight may equal its answer.
WEIGHTS_WITH_MISTAKE = "weights_with_mistake"
#: the matrices a question about each quantity hides unless the lesson says otherwise
DEFAULT_VEILS: dict[str, tuple[str, ...]] = {
    "weight": _FROM_WEIGHTS + _AFTER,
    "row_sum": _FROM_WEIGHTS + _AFTER,
    "column_sum": _FROM_WEIGHTS + _AFTER,
    "max_weight": _FROM_WEIGHTS + _AFTER,
    "score": ("scores", "scaled"),
    "scaled_score": ("scores", "scaled"),
    "output": _FROM_WEIGHTS[1:] + _AFTER,
    # the attention output is the residual less Z: shown, it would leave only a sum to do
    "residual": ("attention_output", "residual", *_AFTER),
    # the scaled scores' formula says "= scores / 1.41"
    "scale_divisor": ("scaled",),
}


def lesson_text(
    data: dict[str, Any], key: str, where: str, *, rich: bool = False, required: bool = True
) -> str:
    """The text field ``key`` of a lesson object, checked (length, allowed markup)."""
    if key not in data:
        if required:
            raise LessonError(
                translate("lesson_predict", '{where}: missing "{key}"').format(where=where, key=key)
            )
        return ""
    value = data[key]
    if not isinstance(value, str) or (required and not value.strip()):
        raise LessonError(
            translate("lesson_predict", "{where}.{key}: expected non-empty text").format(
                where=where, key=key
            )
        )
    if len(value) > MAX_TEXT:
        raise LessonError(
            translate(
                "lesson_predict", "{where}.{key}: {count} characters, the limit is {max_text}"
            ).format(where=where, key=key, count=len(value), max_text=MAX_TEXT)
        )
    if rich:
        problem = markup_problem(value)
        if problem is not None:
            raise LessonError(f"{where}.{key}: {problem}")
    return value


@dataclass(frozen=True)
class Mistake:
    """A wrong answer a learner is likely to give, and what to tell them.

    ``answer`` is a fixed number (right for the numbers the step sets up) or
    ``answer_expr`` a quantity worked out on the learner's numbers (right even after
    they edited them, e.g. the raw score of the same cell).
    """

    message: str
    answer: float | None = None
    answer_expr: dict[str, Any] | None = None


@dataclass(frozen=True)
class Predict:
    """A "predict, then reveal" question; ``answer`` is a quantity object.

    ``tolerance`` (absolute) or ``relative_tolerance`` (a share of the true value) say
    how close is close enough; with neither, :func:`accepted_distance` fits the answer.
    ``veil`` names the catalogue matrices hidden while the question is open (None: the
    default of the quantity, :data:`DEFAULT_VEILS`).
    """

    question: str
    answer: dict[str, Any]
    tolerance: float | None = None
    assuming: tuple[dict[str, Any], ...] = ()  # "set" actions the answer assumes
    explanation: str = ""
    unit: str = ""
    relative_tolerance: float | None = None
    veil: tuple[str, ...] | None = None
    mistakes: tuple[Mistake, ...] = ()

    @property
    def veiled(self) -> frozenset[str]:
        """The catalogue keys of the matrices hidden while this question is open, and
        :data:`WEIGHTS_WITH_MISTAKE` with them unless the question is about a slip (a
        question that hides nothing still hides nothing)."""
        if self.veil is not None:
            keys = frozenset(self.veil)
        elif self.answer["quantity"] == "projection":  # an entry of Q, K or V
            keys = frozenset({self.answer["of"]})
        else:
            keys = frozenset(DEFAULT_VEILS.get(self.answer["quantity"], ()))
        if not keys or "mistake" in self.answer:
            return keys
        return keys | {WEIGHTS_WITH_MISTAKE}


@dataclass(frozen=True)
class Verdict:
    """How a guess compares with the truth.

    ``kind`` is "exact", "close", "mistake" (``message``, the lesson's rich text, says
    which), "slip" (a common slip the app recognised: ``slip`` names it, ``message`` is
    plain text) or "wrong" (``message`` says too high or too low); ``off`` is
    |guess − truth|.
    """

    kind: str
    guess: float
    truth: float
    off: float
    message: str = ""
    slip: str = ""  # the kind of slip (lesson_slips.MESSAGES) when kind is "slip"

    @property
    def right(self) -> bool:
        return self.kind in ("exact", "close")


def _assumed(predict: Predict, session: Session) -> tuple[Session, AttentionResult]:
    assumed = apply_actions(session, predict.assuming)
    return assumed, compute(assumed, allow_blocked=True)


def predict_answer(predict: Predict, session: Session) -> float:
    """The true answer of a prediction for this session (with its "assuming" edits)."""
    assumed, result = _assumed(predict, session)
    answer = number(predict.answer, assumed, result)
    if not np.isfinite(answer):
        raise QuantityError(
            translate("lesson_predict", "the answer is not a finite number for this example")
        )
    return answer


def accepted_distance(predict: Predict, truth: float, scale: float | None = None) -> float:
    """How far from ``truth`` a guess may be and still count as right.

    The teacher's ``tolerance`` or ``relative_tolerance`` judged against the answer's size
    and the ``scale`` of the numbers around it (:func:`lesson_tolerance.accepted_distance`;
    None: a weight's scale is 1, anything else's its own size); otherwise 0.01, shrunk to
    a quarter of a small true value, so that 0 is never "close enough" to a weight of 0.0024.
    """
    if scale is None:
        scale = answer_scale(predict.answer, None, None, truth)
    return distance_for(truth, predict.tolerance, predict.relative_tolerance, scale)


def predict_scale(predict: Predict, session: Session, truth: float) -> float:
    """The size of the numbers on show that the answer is read among (see answer_scale)."""
    assumed, result = _assumed(predict, session)
    return answer_scale(predict.answer, assumed, result, truth)


def _is_exact(guess: float, truth: float) -> bool:
    return abs(guess - truth) <= 1e-9 * max(1.0, abs(truth))


def mistake_values(predict: Predict, session: Session) -> list[tuple[float, str]]:
    """Each expected mistake's number on this session, with its message (unreadable ones left out)."""
    values: list[tuple[float, str]] = []
    worked_out: tuple[Session, AttentionResult] | None = None  # once, if any needs it
    for mistake in predict.mistakes:
        if mistake.answer is not None:
            values.append((mistake.answer, mistake.message))
            continue
        assert mistake.answer_expr is not None
        if worked_out is None:
            worked_out = _assumed(predict, session)
        assumed, result = worked_out
        try:
            value = number(mistake.answer_expr, assumed, result)
        except QuantityError:
            continue
        if math.isfinite(value):
            values.append((value, mistake.message))
    return values


def judge(predict: Predict, session: Session, guess: float) -> Verdict:
    """Compare ``guess`` with the answer on ``session``: exact, close, a known mistake, a
    common slip, or wrong.

    Close means within :func:`accepted_distance` and inside the quantity's range (a
    weight is in [0, 1]).  An expected mistake or a slip counts only when its number is
    not itself close to the truth (after the learner's edits the two can meet), and the
    guess is within the question's distance of it.  A weight below 0 or above 1 that is
    no mistake nor slip is a mistake of its own, whatever the lesson expects.
    """
    truth = predict_answer(predict, session)
    off = abs(guess - truth)
    if _is_exact(guess, truth):
        return Verdict("exact", guess, truth, 0.0)
    scale = predict_scale(predict, session, truth)
    distance = accepted_distance(predict, truth, scale)
    if off <= distance + 1e-12 and in_range(predict.answer, guess):
        return Verdict("close", guess, truth, off)

    def near_truth(value: float) -> bool:
        return abs(value - truth) <= distance + 1e-12

    for value, message in mistake_values(predict, session):
        reach = accepted_distance(predict, value, max(scale, abs(value)))
        if not near_truth(value) and abs(guess - value) <= reach + 1e-12:
            return Verdict("mistake", guess, truth, off, message)
    for slip in slips(predict, session):
        if not near_truth(slip.value) and abs(guess - slip.value) <= slip_reach(slip.value, truth):
            return Verdict("slip", guess, truth, off, slip.message, slip.kind)
    if predict.answer["quantity"] in ("weight", "max_weight") and not 0 <= guess <= 1:
        why = (
            translate("lesson_predict", NEGATIVE_WEIGHT)
            if guess < 0
            else translate("lesson_predict", BIG_WEIGHT)
        )
        return Verdict("mistake", guess, truth, off, why)
    direction = (
        translate("lesson_predict", "too high")
        if guess > truth
        else translate("lesson_predict", "too low")
    )
    return Verdict("wrong", guess, truth, off, direction)


def slip_reach(value: float, truth: float) -> float:
    """How near a guess must be to a slip's ``value`` to be called that slip.

    The number as the learner read it (within 0.01, or a quarter of a small value: the
    default distance, not the question's, which says how well the *answer* must be
    known), and nearer the slip than the truth.
    """
    read_as = distance_for(value, None, None)
    return min(read_as, abs(value - truth) / 2) + 1e-12


def slips(predict: Predict, session: Session) -> list[Slip]:
    """The common slips of this question on ``session``, in order of preference."""
    assumed, result = _assumed(predict, session)
    return find_slips(predict.answer, assumed, result, session if predict.assuming else None)


# -- reading the "predict" object of a lesson file ---------------------------------------

PREDICT_FIELDS = (
    "question",
    "answer_expr",
    "tolerance",
    "relative_tolerance",
    "assuming",
    "explanation",
    "unit",
    "veil",
    "mistakes",
)


def _number_answer(data: Any, where: str) -> None:
    validate_quantity(data, where)
    if QUANTITIES[data["quantity"]].kind != "number":
        raise LessonError(
            translate("lesson_predict", "{where}: a prediction needs a number").format(where=where)
        )


def _tolerance(data: dict[str, Any], key: str, where: str) -> float | None:
    if key not in data:
        return None
    value = data[key]
    if not is_finite_number(value) or value < 0:
        raise LessonError(
            translate(
                "lesson_predict", "{where}.{key}: expected a finite number ≥ 0, found {found}"
            ).format(where=where, key=key, found=describe(value))
        )
    return float(value)


def _veil(data: dict[str, Any], where: str) -> tuple[str, ...] | None:
    if "veil" not in data:
        return None
    veil = data["veil"]
    if not isinstance(veil, list) or len(veil) > len(MATRICES):
        raise LessonError(
            translate("lesson_predict", "{where}.veil: expected a list of matrix names").format(
                where=where
            )
        )
    for i, key in enumerate(veil):
        if key not in MATRICES:
            raise LessonError(
                translate(
                    "lesson_predict",
                    '{where}.veil[{i}]: expected a matrix name such as "weights", "scaled" or "output", found {found}',
                ).format(where=where, i=i, found=describe(key))
            )
    return tuple(veil)


def _mistake(data: Any, where: str) -> Mistake:
    data = only_fields(data, ("answer", "answer_expr", "message"), where)
    message = lesson_text(data, "message", where, rich=True)
    if ("answer" in data) == ("answer_expr" in data):
        raise LessonError(
            translate("lesson_predict", '{where}: give either "answer" or "answer_expr"').format(
                where=where
            )
        )
    if "answer_expr" in data:
        _number_answer(data["answer_expr"], f"{where}.answer_expr")
        return Mistake(message, answer_expr=data["answer_expr"])
    if not is_finite_number(data["answer"]):
        raise LessonError(
            translate("lesson_predict", "{where}.answer: expected a number, found {found}").format(
                where=where, found=describe(data["answer"])
            )
        )
    return Mistake(message, answer=float(data["answer"]))


def _mistakes(data: dict[str, Any], where: str) -> tuple[Mistake, ...]:
    mistakes = data.get("mistakes", [])
    if not isinstance(mistakes, list) or len(mistakes) > MAX_MISTAKES:
        raise LessonError(
            translate(
                "lesson_predict",
                "{where}.mistakes: expected a list of at most {max_mistakes} mistakes",
            ).format(where=where, max_mistakes=MAX_MISTAKES)
        )
    return tuple(_mistake(m, f"{where}.mistakes[{i}]") for i, m in enumerate(mistakes))


def read_set_actions(
    data: dict[str, Any], key: str, where: str, also: tuple[str, ...] = ()
) -> list[dict[str, Any]]:
    """The list of "set" actions (and of the kinds in ``also``) in field ``key``
    (``assuming``, ``solution``), checked."""
    actions = data.get(key, [])
    if not isinstance(actions, list):
        raise LessonError(
            translate("lesson_predict", "{where}.{key}: expected a list of set actions").format(
                where=where, key=key
            )
        )
    for i, action in enumerate(actions):
        validate_action(action, f"{where}.{key}[{i}]", state_only=True, also=also)
    return actions


def read_predict(data: Any, where: str) -> Predict:
    """Check a step's "predict" object and build a :class:`Predict`; errors name the field."""
    data = only_fields(data, PREDICT_FIELDS, where)
    question = lesson_text(data, "question", where, rich=True)
    if "answer_expr" not in data:
        raise LessonError(
            translate("lesson_predict", '{where}: missing "answer_expr"').format(where=where)
        )
    _number_answer(data["answer_expr"], f"{where}.answer_expr")
    assuming = read_set_actions(data, "assuming", where)
    unit = data.get("unit", "")
    if not isinstance(unit, str) or len(unit) > 12:
        raise LessonError(
            translate("lesson_predict", "{where}.unit: expected a short text").format(where=where)
        )
    return Predict(
        question,
        data["answer_expr"],
        _tolerance(data, "tolerance", where),
        tuple(assuming),
        lesson_text(data, "explanation", where, rich=True, required=False),
        unit,
        relative_tolerance=_tolerance(data, "relative_tolerance", where),
        veil=_veil(data, where),
        mistakes=_mistakes(data, where),
    )
