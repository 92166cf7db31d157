"""How close is close enough, judged against the answer's size and range, on every shipped
question: the answer and its roundings at the shown decimals pass; the lessons' expected
mistakes and the known wrong answers (0.05 for a true 1.5e-7 or an accuracy of 0) do not.
"""

from __future__ import annotations

import pytest
from shipped_lessons import lesson, state_at

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson import judge, list_lessons, predict_answer
from selfattn_gui.core.lessons.lesson_predict import (
    Predict,
    accepted_distance,
    mistake_values,
    predict_scale,
)
from selfattn_gui.core.sessions import presets

LESSONS = list_lessons([resource_path("lessons")])[0]
PREDICTS = [(les.id, i) for les in LESSONS for i, s in enumerate(les.steps) if s.predict]
WEIGHT = {"quantity": "weight", "query": "it", "key": "street"}


def question(lesson_id: str, index: int):
    les = lesson(lesson_id)
    predict = les.steps[index].predict
    assert predict is not None
    return predict, state_at(les, index)


def roundings(truth: float) -> list[float]:
    """What a learner reading the answer at the shown decimals (2, or 3) would type, and
    the answer to 3 significant digits (0.77 for 0.7689, 0.00236 for 0.0023556)."""
    return [round(truth, 2), round(truth, 3), float(f"{truth:.3g}")]


@pytest.mark.parametrize(("lesson_id", "index"), PREDICTS)
def test_every_answer_and_its_roundings_are_right(lesson_id, index):
    predict, session = question(lesson_id, index)
    truth = predict_answer(predict, session)
    assert judge(predict, session, truth).kind == "exact"
    expected = [value for value, _ in mistake_values(predict, session)]
    for guess in roundings(truth):
        # a lesson may mean the rounding to be wrong: 0.00 for a true 0.0024 is "softmax
        # never gives 0", one of its expected mistakes
        if any(abs(guess - value) < 1e-12 for value in expected):
            continue
        verdict = judge(predict, session, guess)
        assert verdict.right, (lesson_id, index, truth, guess, verdict)


@pytest.mark.parametrize(("lesson_id", "index"), PREDICTS)
def test_every_expected_mistake_is_told_apart_from_the_answer(lesson_id, index):
    predict, session = question(lesson_id, index)
    truth = predict_answer(predict, session)
    for value, message in mistake_values(predict, session):
        if abs(value - truth) < 1e-9:
            continue  # a mistake equal to the truth on these numbers is skipped
        verdict = judge(predict, session, value)
        assert not verdict.right, (lesson_id, index, value)
        assert (verdict.kind, verdict.message) == ("mistake", message), (lesson_id, index)


@pytest.mark.parametrize(("lesson_id", "index"), PREDICTS)
def test_a_bounded_answer_takes_no_guess_outside_its_range(lesson_id, index):
    """A weight, a probability or an accuracy is in [0, 1]: just below 0 or just above 1
    is never close, even when the answer is 0 or 1 and the tolerance reaches past it."""
    predict, session = question(lesson_id, index)
    if predict.answer["quantity"] not in ("weight", "probability", "next_token_accuracy"):
        return
    truth = predict_answer(predict, session)
    for guess in (-0.004, 1.004):
        if abs(guess - truth) <= accepted_distance(predict, truth):
            assert not judge(predict, session, guess).right, (lesson_id, index, guess)


def test_lesson_14_takes_nothing_for_nearly_nothing():
    """The issue's cases: with a tolerance of 0.05, a true 1.5e-7 (step 2), a true 8e-40
    (step 4) and an accuracy of 0 (step 5) accepted 0.05; 0 and 0.01 stay right."""
    les = lesson("14-trained-heads")
    asked = [i for i, step in enumerate(les.steps) if step.predict is not None]
    tiny = [i for i in asked if abs(predict_answer(les.steps[i].predict, state_at(les, i))) < 1e-6]
    assert len(tiny) == 3  # the two near-zero weights and the accuracy of none of nine
    for index in tiny:
        predict, session = les.steps[index].predict, state_at(les, index)
        assert predict.tolerance == 0.05  # what the lesson asks for: "about nothing"
        for wrong in (0.05, 0.04, 0.03):
            assert not judge(predict, session, wrong).right, (index, wrong)
        for right in (0.0, 0.005, 0.01):
            assert judge(predict, session, right).right, (index, right)


def test_a_teachers_tolerance_is_bounded_by_the_answers_size_not_below_its_scale():
    session = presets.load_preset("it-animal")  # weights of it: 0.950, 0.0024, 0.047
    loose = Predict("?", WEIGHT, tolerance=0.05)
    # a weight's scale is 1: near zero the bound is 0.01 of it
    assert accepted_distance(loose, 1.5e-7) == pytest.approx(0.01)
    assert accepted_distance(loose, 0.75) == pytest.approx(0.05)  # as asked
    assert accepted_distance(loose, 0.06) == pytest.approx(0.03)  # half the answer
    assert not judge(loose, session, 0.05).right  # the true 0.0024 is "nearly nothing"
    assert judge(loose, session, 0.0).right
    relative = Predict("?", WEIGHT, relative_tolerance=0.5)
    assert accepted_distance(relative, 0.0139) == pytest.approx(0.00695)
    # a score is read among the scores on show: near zero, 0.01 of the largest of them
    score = Predict("?", {"quantity": "score", "query": "it", "key": "it"}, tolerance=0.5)
    truth = predict_answer(score, session)
    assert truth == pytest.approx(0.0)  # it's key is 0
    assert predict_scale(score, session, truth) == pytest.approx(3.0)  # it · animal = 1.5 · 2
    assert accepted_distance(score, truth, 3.0) == pytest.approx(0.03)
    assert judge(score, session, 0.03).right and not judge(score, session, 0.05).right


def test_a_tolerance_of_up_to_the_default_always_stands():
    """A count asked with tolerance 0, or an output of 0 with the default 0.01: unchanged."""
    exact = Predict("?", {"quantity": "n_tokens"}, tolerance=0.0)
    assert accepted_distance(exact, 3.0) == 0.0
    zero = Predict("?", {"quantity": "output", "token": 0, "column": 0}, tolerance=0.01)
    scale = predict_scale(zero, presets.load_preset("it-animal"), 0.0)
    assert accepted_distance(zero, 0.0, scale) == pytest.approx(0.01)
    assert accepted_distance(zero, 0.0) == pytest.approx(0.01)
