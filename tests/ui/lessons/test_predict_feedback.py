"""Predict, then reveal, as a learner goes through it: Check, a message about the mistake,
another try, "exactly", the guesses kept, and the summary at the end of a lesson.

One window for the module. What the lessons' data make of each guess (every shipped
mistake judged as itself, the street question's verdicts, the counting answers) is
checked without a window in tests/core/lessons/test_predict_feedback_data.py; here a
few representative cases show that the box says it, keeps the question open and veiled,
and keeps the guesses.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton
from shipped_lessons import lesson as shipped_lesson
from shipped_lessons import state_at

from selfattn_gui.core.lessons.lesson import list_lessons
from selfattn_gui.core.lessons.lesson_conditions import number
from selfattn_gui.core.lessons.lesson_markup import plain
from selfattn_gui.core.lessons.lesson_predict import predict_answer
from selfattn_gui.core.maths.attention import compute

LESSONS, _PROBLEMS = list_lessons()
#: a few mistakes standing for all of them (each is judged in
#: tests/core/lessons/test_predict_feedback_data.py): a number worked out on the session
#: (negative), one with "assuming" edits, a fixed number with markup in its message, a
#: trained model's question with a veil of its own, a cross-attention session, and a
#: question that hides what the lesson names
REPRESENTATIVE_MISTAKES = [
    pytest.param(lesson_id, step - 1, which - 1, id=f"{lesson_id}-step{step}-mistake{which}")
    for lesson_id, step, which in (
        ("04-reading-scores", 2, 2),
        ("05-causal-masking", 2, 1),
        ("09-multi-head", 7, 2),
        ("14-trained-heads", 8, 1),
        ("11-cross-attention", 2, 1),
        ("13-find-explain-fix", 2, 2),
    )
]


@pytest.fixture
def app(module_app):
    """The module's one window, its lessons' guesses forgotten (each test counts its own)."""
    for lesson in LESSONS:
        module_app.lessons.progress.reset(lesson.id)
    return module_app


def child(window, kind, name):
    found = window.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def guess(qtbot, window, text: str) -> str:
    """Type a guess, press Enter (Check) and read what the box says, as plain text."""
    edit = child(window, QLineEdit, "edit.prediction")
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    return verdict(window)


def verdict(window) -> str:
    html = child(window, QLabel, "label.reveal").text()
    return QTextDocumentFragment.fromHtml(html).toPlainText()


def mistake_value(app, predict, mistake) -> float:
    """The number a learner making this mistake would type (an expression: worked out on
    the numbers the step set up, with the question's assumptions)."""
    if mistake.answer is not None:
        return mistake.answer
    from selfattn_gui.core.lessons.lesson import apply_actions

    assumed = apply_actions(app.document.session, predict.assuming)
    return number(mistake.answer_expr, assumed, compute(assumed, allow_blocked=True))


@pytest.mark.parametrize(("lesson_id", "index", "which"), REPRESENTATIVE_MISTAKES)
def test_an_expected_mistake_gives_its_message_and_another_try(qtbot, app, lesson_id, index, which):
    window = app.window
    lesson = shipped_lesson(lesson_id)
    app.lessons.open_lessons(lesson.id, index)
    predict = lesson.steps[index].predict
    # the window opened the step on the numbers the core tests judge the mistakes on
    assert predict_answer(predict, app.document.session) == predict_answer(
        predict, state_at(lesson, index)
    )
    mistake = predict.mistakes[which]
    value = mistake_value(app, predict, mistake)
    said = guess(qtbot, window, repr(value))
    assert plain(mistake.message) in said, said
    assert "The answer is" not in said  # nothing given away: another try is allowed
    assert child(window, QPushButton, "button.reveal").isEnabled()
    assert child(window, QLineEdit, "edit.prediction").isEnabled()
    assert app.view_state.veiled == predict.veiled  # still hidden


def test_lesson_4_street_wrong_then_mistake_then_exact(qtbot, app):
    """The street question of lesson 4: a true weight of about 0.0024."""
    window = app.window
    lesson = next(les for les in LESSONS if les.id == "04-reading-scores")
    index = next(i for i, s in enumerate(lesson.steps) if s.title.startswith("A negative score"))
    app.lessons.open_lessons(lesson.id, index)
    exps = [math.exp(1.5 * key) for key in (2, -2, 0)]  # it-animal, d_k = 1, by hand
    street = exps[1] / sum(exps)
    assert "too high" in guess(qtbot, window, "0.2")
    assert "never negative" in guess(qtbot, window, "-0.007")
    assert "never gives exactly 0" in guess(qtbot, window, "0")
    assert app.view_state.veiled  # three wrong tries, still veiled
    said = guess(qtbot, window, f"{street:.12f}")
    assert f"The answer is {street:.4g}" in said
    assert "exactly" in said and "off by" not in said
    assert app.view_state.veiled == frozenset()
    assert not child(window, QPushButton, "button.check_guess").isEnabled()
    tries, truth = app.lessons.progress.guesses(lesson.id)[index]
    assert tries == [0.2, -0.007, 0.0, pytest.approx(street)]
    assert truth == pytest.approx(street)


def test_reveal_after_a_wrong_try_says_how_far(qtbot, app):
    window = app.window
    lesson = next(les for les in LESSONS if les.id == "04-reading-scores")
    index = next(i for i, s in enumerate(lesson.steps) if s.title.startswith("A negative score"))
    app.lessons.open_lessons(lesson.id, index)
    guess(qtbot, window, "0.1")
    qtbot.mouseClick(child(window, QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    said = verdict(window)
    assert "The answer is 0.002" in said and "not quite" in said and "off by 0.098" in said
    assert app.lessons.progress.guesses(lesson.id)[index][0] == [0.1]  # not counted twice


def test_the_last_step_sums_up_the_guesses_and_congratulates(qtbot, app):
    """Lesson 8: four counting questions, answered by a learner who slips once."""
    window = app.window
    answers = [3 * 3, 4 * 4, 1000**2 * 4 / 1e6, 10_000**2 * 4 / 1e6]  # n² scores, n² × 4 B
    app.lessons.open_lessons("15-cost-n-squared", 0)
    typed = [["3", "9"], ["16"], ["4"], ["400"]]
    for step, tries in enumerate(typed):
        for text in tries:
            guess(qtbot, window, text)
        assert "The answer is" in verdict(window)
        qtbot.mouseClick(
            child(window, QPushButton, "button.lesson_next"), Qt.MouseButton.LeftButton
        )
        assert app.lessons.lessons.panel.step_index == step + 1
    summary = child(window, QLabel, "label.guesses_summary")
    assert summary.isVisible()
    text = QTextDocumentFragment.fromHtml(summary.text()).toPlainText()
    assert text.startswith("Well done")
    assert "Every pair: you guessed 3, the answer was 9 (off by 6); 2 tries, the last 9" in text
    for answer in answers[1:]:
        assert f"the answer was {answer:,.0f} (exactly)" in text
    first = app.lessons.lessons.panel
    first.previous_step()
    assert not summary.isVisible()  # only the last step sums up


def test_a_last_step_that_asks_sums_up_only_once_it_is_answered(qtbot, app):
    """Lesson 13 ends on a question: the summary would stand above it, saying "well done"
    before the learner has answered, so it waits for the answer (and then counts it)."""
    window = app.window
    lesson = next(lesson for lesson in LESSONS if lesson.id == "13-find-explain-fix")
    app.lessons.open_lessons(lesson.id, len(lesson.steps) - 1)
    summary = child(window, QLabel, "label.guesses_summary")
    assert not summary.isVisible()
    guess(qtbot, window, "2/3")  # their row of street, 0.33 + 0.33 + 0: right
    assert summary.isVisible()
    text = QTextDocumentFragment.fromHtml(summary.text()).toPlainText()
    assert text.startswith("Well done") and "you guessed 0.6667, the answer was 0.6667" in text
