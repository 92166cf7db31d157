"""No step before a question has already shown its answer: every shipped lesson, walked in the window.

`test_veil` checks that the answer is hidden while the question is open.  A learner who
read the number two steps earlier is no better off: this test walks each shipped lesson
the way a learner does (from its first step with Next, revealing every question, solving
every task with Show me) and keeps, at every step, what the step put before the learner:
its own texts (title, text, question, explanation, expected-mistake messages, task and
hints), the lesson panel's words, and every number in the panels the step frames (not
the hover texts: a learner must go looking for those, as for any panel left unframed).  Then,
for every question, each earlier step whose session still gave the answer's quantity the
same value is searched for the answer, written the ways the panels write numbers.  (When
the lesson changed the session in between so that the value differs, an earlier showing
tells nothing.)
"""

from __future__ import annotations

import dataclasses
import math
from typing import NamedTuple

import pytest
from answer_places import (
    ON_HOVER,
    Place,
    answer_spellings,
    counts,
    found,
    own_matrices,
    plain,
    rendered_texts,
    written_sums,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget
from window_waits import settle

from selfattn_gui.core.lessons.lesson import Lesson, Step, list_lessons, predict_answer
from selfattn_gui.core.lessons.lesson_conditions import QuantityError
from selfattn_gui.core.lessons.lesson_predict import Predict
from selfattn_gui.core.sessions.session import Session

#: numbers that a step's words (and so the lesson panel) use for something else:
#: (lesson, question's step, earlier step, both counted from 0, spelling) -> what it is there
OTHER_MEANING = {
    ("02-what-self-attention-does", 1, 0, "\u22121"): "the matrices hold only −1, 0 and 1",
    ("03-it-finds-animal", 1, 0, "3"): "X is the 3 × 3 identity",
    ("09-multi-head", 3, 1, "8"): "an 8 in W_q, and the score 8 it makes",
    ("09-multi-head", 3, 2, "8"): "head 1's 8s, beside head 2's 6",
    ("12-grouped-query", 1, 0, "4"): "4 heads, in the bytes of this example's cache",
    ("15-cost-n-squared", 2, 1, "4"): "4 × 4 = 16 scores",
    ("15-cost-n-squared", 3, 2, "400"): "400 bytes for n = 10: the pattern to scale by a million",
    # (a number in an earlier step's words, for another example)
    ("13-find-explain-fix", 7, 4, "0.67"): "mat's weight without √d_k, in cat-sat-mat: step 8 "
    "adds up street's row in it-animal, from the numbers its own text lists",
}
#: lessons with a leak not fixed yet, and what it is
NOT_YET: dict[str, str] = {}
SHIPPED = [
    pytest.param(
        lesson,
        id=lesson.id,
        marks=[pytest.mark.xfail(strict=True, reason=NOT_YET[lesson.id])]
        if lesson.id in NOT_YET
        else [],
    )
    for lesson in list_lessons()[0]
    if lesson.path is not None and "resources" in lesson.path.parts
]
LAB = "panel.mistakes"  # "panel.mistakes.no_scale" shows the lab with that mistake chosen


class Seen(NamedTuple):
    """What one step showed: its index, the session on show and the places read."""

    step: int
    session: Session
    places: list[Place]


STEP_WORDS = "step "  # how the places of a step's own words are named (see step_texts)


def step_texts(step: Step) -> list[Place]:
    """The step's own words, each as a place that may say anything."""
    texts = [("title", step.title), ("text", step.text)]
    if step.predict is not None:
        texts += [("question", step.predict.question), ("explanation", step.predict.explanation)]
        texts += [("mistake message", mistake.message) for mistake in step.predict.mistakes]
    if step.task is not None:
        texts += [("task", step.task.instruction)]
        texts += [(f"hint {i + 1}", hint) for i, hint in enumerate(step.task.all_hints)]
    return [(f"{STEP_WORDS}{where}", plain(text), None) for where, text in texts]


def pointed_at(app, step: Step) -> list[QWidget]:
    """The widgets the step frames (and the mistakes lab or scale explorer it opens),
    with the lesson panel the learner reads."""
    names = set(app.teaching.spotlight.names)
    for action in step.actions:
        names |= {LAB if n.startswith(LAB) else n for n in action.get("highlight", [])}
    widgets = [app.lessons.docks["lessons"]]
    for name in names:
        widgets += app.window.findChildren(QWidget, name)
    return widgets


def read_step(app, step: Step, index: int) -> Seen:
    """Everything the step shows now, in its texts and the panels it points at."""
    pointed = pointed_at(app, step)

    def keep(widget: QWidget) -> bool:
        return any(w is widget or w.isAncestorOf(widget) for w in pointed)

    shown = [place for place in rendered_texts(app, keep) if not place[0].endswith(ON_HOVER)]
    return Seen(index, app.document.session, step_texts(step) + shown)


def press(qtbot, app, name: str) -> None:
    """Click a button of the lesson panel and wait until the window has arranged itself
    (a new preset can take a while on a busy machine)."""
    qtbot.mouseClick(app.window.findChild(QPushButton, name), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not app.window.pipeline.fit_pending, timeout=30_000)
    settle(qtbot, app.window)


def walk(qtbot, app, lesson: Lesson) -> tuple[list[Seen], dict[int, float]]:
    """Go through the lesson as a learner; what each step showed, and each question's answer
    on the session the learner had when it was asked."""
    seen: list[Seen] = []
    answers: dict[int, float] = {}
    app.lessons.open_lessons(lesson.id, 0)
    panel = app.lessons.lessons.panel
    for index, step in enumerate(lesson.steps):
        settle(qtbot, app.window)
        assert panel.step_index == index
        if step.predict is not None:
            answers[index] = predict_answer(step.predict, app.document.session)
            press(qtbot, app, "button.reveal")
        seen.append(read_step(app, step, index))
        if step.task is not None and step.task.solution:
            press(qtbot, app, "button.task_solution")
            seen.append(read_step(app, step, index))
        if index + 1 < len(lesson.steps):
            press(qtbot, app, "button.lesson_next")
    return seen, answers


def value_then(predict: Predict, session: Session) -> float | None:
    """The question's quantity as that session had it (as shown, without "assuming")."""
    try:
        return predict_answer(dataclasses.replace(predict, assuming=()), session)
    except QuantityError:
        return None


def other_meaning(lesson: Lesson, question: int, earlier: int, spelling: str) -> bool:
    """Whether a whole number on that step is listed as meaning something else there."""
    return (lesson.id, question, earlier, spelling) in OTHER_MEANING


def telling(places: list[Place], answer: float, unchanged: bool) -> list[Place]:
    """The places of an earlier step that could tell ``answer``: all of them while the
    session still gave the same value; after the lesson changed it, the step's own words
    (they keep the number for the learner to carry over: "bank gives about 0.77" told
    the next question's 0.77 although it was about another sentence), unless the answer
    is a whole number, which earlier words write with other meanings all the time."""
    if unchanged:
        return places
    if float(answer).is_integer():
        return []
    return [place for place in places if place[0].startswith(STEP_WORDS)]


def leaks(lesson: Lesson, seen: list[Seen], answers: dict[int, float], decimals: int) -> list[str]:
    """Each earlier showing of a question's answer (or of a sum that makes it), in words."""
    found_leaks: list[str] = []
    for question, answer in answers.items():
        predict = lesson.steps[question].predict
        assert predict is not None
        spellings = answer_spellings(answer, decimals)
        own = own_matrices(predict.answer)
        for earlier in (s for s in seen if s.step < question):
            then = value_then(predict, earlier.session)
            unchanged = then is not None and math.isclose(then, answer, rel_tol=1e-6, abs_tol=1e-9)
            places = telling(earlier.places, answer, unchanged)
            shown = [
                (place, spelling)
                for place in places
                for spelling in spellings
                if found(spelling, place[1]) and counts(place, answer, own)
                if not other_meaning(lesson, question, earlier.step, spelling)
            ]
            shown += [
                (place, sum_text)
                for place in places
                if place[2] is None
                for sum_text in written_sums(place[1], answer, decimals)
            ]
            found_leaks += [
                f"step {question + 1}'s answer {answer:.4g} as {spelling!r} on step "
                f"{earlier.step + 1}, in {place[0]}"
                for place, spelling in shown
            ]
    return found_leaks


@pytest.mark.parametrize("lesson", SHIPPED)
def test_no_step_shows_a_later_question_its_answer(qtbot, app, lesson):
    seen, answers = walk(qtbot, app, lesson)
    shown = leaks(lesson, seen, answers, app.view_state.decimals)
    assert not shown, lesson.id + ":\n" + "\n".join(dict.fromkeys(shown))
