"""Driving a lesson's steps in the window as a learner does, shared by the goal-task tests."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from window_waits import settle

from selfattn_gui.core.lessons.lesson import list_lessons

LESSONS = {lesson.id: lesson for lesson in list_lessons()[0]}


def open_step(qtbot, app, lesson_id: str, title: str) -> int:
    """Open the step called ``title`` (not done yet) with the main window active; its index.

    A step with a question as well has the learner answer it first (Reveal): its task
    waits until then.  A step may open the mistakes lab or the scale explorer as a window
    of its own: the learner comes back to the main window to type, and so does the test.
    """
    lesson = LESSONS[lesson_id]
    index = next(i for i, step in enumerate(lesson.steps) if step.title == title)
    app.lessons.open_lessons(lesson_id, index)
    settle(qtbot, app.window)
    if lesson.steps[index].predict is not None and lesson.steps[index].task is not None:
        reveal(qtbot, app)
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    assert not done(app)
    return index


def reveal(qtbot, app) -> None:
    """Press Reveal on the step's open question; its waiting task may be done from then on."""
    status = app.window.findChild(QLabel, "label.task_status")
    assert "First answer the question" in status.text()
    qtbot.mouseClick(app.window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    settle(qtbot, app.window)
    assert "First answer the question" not in status.text()


def done(app) -> bool:
    """Whether the task box says the step's goal is reached."""
    return "Done" in app.window.findChild(QLabel, "label.task_status").text()


def undo(qtbot, app, times: int = 1) -> None:
    """Edit → Undo, ``times`` times."""
    for _ in range(times):
        app.window.findChild(QAction, "action.undo").trigger()
    settle(qtbot, app.window)


def softmax(scores: list[float]) -> list[float]:
    """The softmax of one row, in plain Python."""
    exps = [math.exp(s) for s in scores]
    return [e / sum(exps) for e in exps]
