"""Judging a guess (exact, close, an expected mistake, too high or too low), what a question
veils, the fields that declare both, and the guesses kept in the progress file.

The true answers are recomputed here by hand (plain loops over the preset's numbers),
never read from the package.
"""

from __future__ import annotations

import json
import math

import pytest
from lesson_samples import good_lesson
from shipped_lessons import state_at

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson import (
    LessonError,
    LessonProgress,
    apply_actions,
    judge,
    list_lessons,
    load_lesson,
    predict_answer,
)
from selfattn_gui.core.lessons.lesson_conditions import number
from selfattn_gui.core.lessons.lesson_markup import plain
from selfattn_gui.core.lessons.lesson_predict import (
    WEIGHTS_WITH_MISTAKE,
    Mistake,
    Predict,
    accepted_distance,
)
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.core.sessions.session import Session

STREET = {"quantity": "weight", "query": "it", "key": "street"}


def naive_it_weights(query: float, keys: list[float]) -> list[float]:
    """it-animal: d_k = 1, so the weights are the softmax of query × key, by hand."""
    exps = [math.exp(query * key) for key in keys]
    return [e / sum(exps) for e in exps]


def it_animal():
    return presets.load_preset("it-animal")


def test_a_small_true_weight_refuses_zero_and_a_negative_guess():
    """A true 0.0024 must not take 0 or −0.007 as close: a weight is never ≤ 0."""
    street = naive_it_weights(1.5, [2, -2, 0])[1]
    assert street == pytest.approx(0.00236, abs=1e-5)
    predict = Predict("?", STREET)
    session = it_animal()
    assert judge(predict, session, 0.0).kind == "wrong"
    negative = judge(predict, session, -0.007)
    assert negative.kind == "mistake" and "never negative" in negative.message
    assert judge(predict, session, 0.002).kind == "close"
    assert judge(predict, session, street).kind == "exact"
    assert accepted_distance(predict, street) == pytest.approx(0.25 * street)


def test_exact_close_too_high_and_too_low():
    animal = naive_it_weights(1.5, [2, -2, 0])[0]
    predict = Predict("?", {"quantity": "weight", "query": "it", "key": "animal"})
    session = it_animal()
    exact = judge(predict, session, animal)
    assert exact.kind == "exact" and exact.off == 0.0
    assert judge(predict, session, animal + 0.009).kind == "close"
    high, low = judge(predict, session, 0.99), judge(predict, session, 0.5)
    assert (high.kind, high.message) == ("wrong", "too high")
    assert (low.kind, low.message) == ("wrong", "too low")
    assert judge(predict, session, 1.2).message.startswith("A weight is at most 1")


def test_a_teachers_tolerances_absolute_and_relative():
    truth = naive_it_weights(1.5, [2, -2, 0])[1]
    session = it_animal()
    loose = Predict("?", STREET, tolerance=0.01)
    assert judge(loose, session, 0.0).kind == "close"  # what the teacher asked for
    relative = Predict("?", STREET, relative_tolerance=0.5)
    assert judge(relative, session, truth * 1.4).kind == "close"
    assert judge(relative, session, truth * 1.6).kind == "wrong"


def test_an_expected_mistake_answers_with_its_message_before_too_high():
    session = it_animal()
    raw = Mistake(
        "that is the raw score", answer_expr={"quantity": "score", "query": "it", "key": "street"}
    )
    zero = Mistake("softmax never gives 0", answer=0.0)
    predict = Predict("?", STREET, mistakes=(raw, zero))
    assert judge(predict, session, 0.0).message == "softmax never gives 0"
    scaled = Predict(
        "?", {"quantity": "scaled_score", "query": "it", "key": "street"}, mistakes=(raw,)
    )
    # d_k = 1: the raw score IS the scaled one, so the mistake must not mask the truth
    assert judge(scaled, session, 1.5 * -2).kind == "exact"


def test_a_mistake_worked_out_from_the_session_follows_the_learners_edits():
    """ "The raw score of the same cell" stays right after an edit; a fixed −3 would not."""
    session = edits.set_cells(it_animal(), "heads.0.W_q", [(2, 0, 2.0)])  # it's query 1.5 → 2
    raw = Mistake("raw", answer_expr={"quantity": "score", "query": "it", "key": "street"})
    fixed = Mistake("fixed", answer=-3.0)
    predict = Predict(
        "?", {"quantity": "weight", "query": "it", "key": "street"}, mistakes=(raw, fixed)
    )
    assert judge(predict, session, 2.0 * -2).message == "raw"  # the new raw score, −4
    assert judge(predict, session, -3.0).message == "fixed"


def test_what_a_question_veils_by_default_and_when_told():
    weight = Predict("?", STREET)
    assert {"weights", "output", "attention_output"} <= weight.veiled
    assert "scores" not in weight.veiled  # q·k can be worked out: fine, it is not shown
    query = Predict("?", {"quantity": "projection", "of": "Q", "token": "it", "column": 0})
    assert query.veiled == {"Q", WEIGHTS_WITH_MISTAKE}  # not about a slip: the lab's hidden
    assert Predict("?", STREET, veil=("scaled",)).veiled == {"scaled", WEIGHTS_WITH_MISTAKE}
    assert Predict("?", {"quantity": "n_tokens"}).veiled == frozenset()
    # A question about a slip leaves its weights on show, to be added up.
    slip = {"quantity": "row_sum", "query": "it", "mistake": "wrong_axis"}
    assert Predict("?", slip, veil=("output",)).veiled == {"output"}


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        (
            {"veil": ["weigths"]},
            'steps[0].predict.veil[0]: expected a matrix name such as "weights"',
        ),
        ({"veil": "weights"}, "steps[0].predict.veil: expected a list of matrix names"),
        (
            {"mistakes": [{"message": "no"}]},
            'steps[0].predict.mistakes[0]: give either "answer" or',
        ),
        (
            {"mistakes": [{"answer": "x", "message": "m"}]},
            "steps[0].predict.mistakes[0].answer: expected a number",
        ),
        (
            {"mistakes": [{"answer": 1, "message": "<img src=x>"}]},
            "steps[0].predict.mistakes[0].message: ",
        ),
        ({"mistakes": [{"answer": 1}]}, 'steps[0].predict.mistakes[0]: missing "message"'),
        (
            {"mistakes": [{"answer": 1, "message": "m", "why": 2}]},
            'steps[0].predict.mistakes[0]: unknown field "why"',
        ),
        (
            {"relative_tolerance": -1},
            "steps[0].predict.relative_tolerance: expected a finite number ≥ 0",
        ),
    ],
)
def test_a_bad_new_field_is_one_line_naming_file_and_field(tmp_path, fields, error):
    path = tmp_path / "09-mine.json"
    path.write_text(json.dumps(good_lesson(**fields)), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson(path)
    assert str(caught.value).startswith(f"09-mine.json: {error}")
    assert "\n" not in str(caught.value)


def mistake_value(predict: Predict, mistake: Mistake, session: Session) -> float:
    """The number a learner making ``mistake`` types: its fixed ``answer``, or its
    ``answer_expr`` worked out on the step's numbers with the question's assumptions."""
    if mistake.answer is not None:
        return mistake.answer
    assert mistake.answer_expr is not None
    assumed = apply_actions(session, predict.assuming)
    return number(mistake.answer_expr, assumed, compute(assumed, allow_blocked=True))


def test_every_shipped_mistake_is_a_wrong_answer_with_a_message():
    """Each expected mistake of the shipped lessons is not itself the right answer.

    On the numbers a learner has on arriving at the step (its setup done, as the window
    opens it), the mistake's number is judged neither exact nor close, and judged as that
    very mistake: its own message, not an earlier mistake's nor a slip's.
    """
    lessons, problems = list_lessons([resource_path("lessons")])
    assert problems == []
    wrong: list[str] = []
    count = 0
    for les in lessons:
        for index, step in enumerate(les.steps):
            if step.predict is None:
                continue
            session = state_at(les, index)
            truth = predict_answer(step.predict, session)
            for which, mistake in enumerate(step.predict.mistakes):
                count += 1
                assert plain(mistake.message).strip(), (les.id, index, which)
                value = mistake_value(step.predict, mistake, session)
                verdict = judge(step.predict, session, value)
                where = (
                    f"{les.id} step {index + 1} mistake {which + 1} ({value:g}, answer {truth:g})"
                )
                if verdict.right:
                    wrong.append(f"{where}: judged {verdict.kind}, it is the right answer")
                elif (verdict.kind, verdict.message) != ("mistake", mistake.message):
                    wrong.append(f"{where}: judged {verdict.kind} {plain(verdict.message)[:60]!r}")
    assert count >= 15
    if wrong:
        pytest.fail("shipped mistakes not told apart from the answer:\n" + "\n".join(wrong))


def test_guesses_are_kept_beside_the_truth_between_runs():
    progress = LessonProgress.load()
    progress.record_guess("03-it-finds-animal", 2, 0.0, 0.00236)
    progress.record_guess("03-it-finds-animal", 2, 0.002, 0.00236)
    progress.record_guess("03-it-finds-animal", 5, 0.9, 0.95)
    again = LessonProgress.load()
    assert again.guesses("03-it-finds-animal") == {2: ([0.0, 0.002], 0.00236), 5: ([0.9], 0.95)}
    data = json.loads(again.path.read_text(encoding="utf-8"))
    assert data["lessons"]["03-it-finds-animal"]["guesses"]["2"] == {
        "tries": [0.0, 0.002],
        "truth": 0.00236,
    }
    other = LessonProgress.load()  # a second window adds its own guess
    other.record_guess("03-it-finds-animal", 5, 0.95, 0.95)
    again.record_guess("05-causal-masking", 1, 1.0, 1.0)
    merged = LessonProgress.load().guesses("03-it-finds-animal")
    assert merged[5] == ([0.9, 0.95], 0.95)
    again.reset("03-it-finds-animal")
    assert LessonProgress.load().guesses("03-it-finds-animal") == {}


def test_damaged_guesses_are_left_out_not_fatal():
    progress = LessonProgress.load()
    progress.mark_step_seen("08-residual", 0)
    data = json.loads(progress.path.read_text(encoding="utf-8"))
    data["lessons"]["08-residual"]["guesses"] = {
        "0": {"tries": [1, "x", None, 2], "truth": 1.05},
        "one": {"tries": [1], "truth": 1},
        "1": {"tries": [1]},
        "2": "nonsense",
    }
    progress.path.write_text(json.dumps(data), encoding="utf-8")
    assert LessonProgress.load().guesses("08-residual") == {0: ([1.0, 2.0], 1.05)}
