"""What the predict box will say to the guesses of tests/ui/lessons/test_predict_feedback.py,
worked out on the lesson data without a window: every shipped mistake as a learner types
it, lesson 4's street question (too high, never negative, never 0, exactly), lesson 15's
counting questions and lesson 13's last question.

The session is the one a learner has on arriving at the step (its setup done, as the
window opens it); the true answers are worked out here by hand, never read from the package.
"""

from __future__ import annotations

import math

import pytest
from shipped_lessons import lesson, state_at

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson import apply_actions, judge, list_lessons
from selfattn_gui.core.lessons.lesson_conditions import number
from selfattn_gui.core.lessons.lesson_predict import parse_prediction
from selfattn_gui.core.maths.attention import compute

SHIPPED_MISTAKES = [
    pytest.param(les.id, index, which, id=f"{les.id}-step{index + 1}-mistake{which + 1}")
    for les in list_lessons([resource_path("lessons")])[0]
    for index, step in enumerate(les.steps)
    if step.predict is not None
    for which in range(len(step.predict.mistakes))
]
STREET_STEP = "A negative score"


def street_question():
    """Lesson 4's question about it → street, the session it is asked on, and the true
    weight by hand (it-animal, d_k = 1: the softmax of 1.5 × the keys 2, −2, 0)."""
    les = lesson("04-reading-scores")
    index = next(i for i, s in enumerate(les.steps) if s.title.startswith(STREET_STEP))
    predict = les.steps[index].predict
    assert predict is not None
    exps = [math.exp(1.5 * key) for key in (2, -2, 0)]
    return predict, state_at(les, index), exps[1] / sum(exps)


def verdict_on(lesson_id: str, index: int, typed: str):
    """The verdict on ``typed`` at step ``index`` of a shipped lesson, as Check gives it."""
    les = lesson(lesson_id)
    predict = les.steps[index].predict
    assert predict is not None
    return judge(predict, state_at(les, index), parse_prediction(typed))


@pytest.mark.parametrize(("lesson_id", "index", "which"), SHIPPED_MISTAKES)
def test_every_expected_mistake_typed_in_gets_its_message_and_another_try(lesson_id, index, which):
    """The mistake's number, typed as the UI test types it (``repr``), reads back as that
    number and is judged that mistake: its message, and not right (so Check leaves the
    question open, its answer veiled, for another try)."""
    les = lesson(lesson_id)
    predict = les.steps[index].predict
    assert predict is not None
    mistake = predict.mistakes[which]
    session = state_at(les, index)
    if mistake.answer is not None:
        value = mistake.answer
    else:
        assert mistake.answer_expr is not None
        assumed = apply_actions(session, predict.assuming)
        value = number(mistake.answer_expr, assumed, compute(assumed, allow_blocked=True))
    typed = repr(value)
    assert parse_prediction(typed) == value
    verdict = judge(predict, session, parse_prediction(typed))
    assert not verdict.right, (typed, verdict)
    assert (verdict.kind, verdict.message) == ("mistake", mistake.message)


def test_lesson_4_street_too_high_never_negative_never_zero_then_exact():
    predict, session, street = street_question()
    high = judge(predict, session, parse_prediction("0.2"))
    assert (high.kind, high.message) == ("wrong", "too high")
    negative = judge(predict, session, parse_prediction("-0.007"))
    assert negative.kind == "mistake" and "never negative" in negative.message
    zero = judge(predict, session, parse_prediction("0"))
    assert zero.kind == "mistake" and "never gives exactly 0" in zero.message
    exact = judge(predict, session, parse_prediction(f"{street:.12f}"))
    assert exact.kind == "exact" and exact.truth == pytest.approx(street)
    assert f"{exact.truth:.4g}" == f"{street:.4g}"  # what "The answer is …" shows


def test_lesson_4_street_a_wrong_guess_is_off_by_its_distance():
    """Reveal after 0.1 says "off by 0.098" (two significant digits of 0.1 − 0.00236)."""
    predict, session, street = street_question()
    verdict = judge(predict, session, 0.1)
    assert verdict.kind == "wrong" and not verdict.right
    assert verdict.off == pytest.approx(0.1 - street)
    assert f"{verdict.off:.2g}" == "0.098"


def test_lesson_15_counting_questions_a_slip_then_every_answer_exact():
    """n² scores for 3 and 4 tokens, then n² × 4 bytes for 1,000 and 10,000 tokens in MB."""
    answers = [3 * 3, 4 * 4, 1000**2 * 4 / 1e6, 10_000**2 * 4 / 1e6]
    assert not verdict_on("15-cost-n-squared", 0, "3").right  # the slip the UI test makes
    for index, answer in enumerate(answers):
        verdict = verdict_on("15-cost-n-squared", index, f"{answer:g}")
        assert verdict.kind == "exact", (index, verdict)
        assert verdict.truth == answer


def test_lesson_13_last_question_takes_two_thirds_typed_as_a_fraction():
    """Their row of street: 1/3 + 1/3 + 0 (the UI test types "2/3")."""
    les = lesson("13-find-explain-fix")
    last = len(les.steps) - 1
    assert parse_prediction("2/3") == pytest.approx(2 / 3)
    verdict = verdict_on(les.id, last, "2/3")
    assert verdict.right and verdict.truth == pytest.approx(2 / 3, abs=1e-4)
