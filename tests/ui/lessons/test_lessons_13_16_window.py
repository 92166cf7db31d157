"""Lessons 13 and 16 in the window: each goal reached by a learner's own edits, two ways,
with a near miss that does not count; and the mistakes lab veiled while a question is open.
"""

from __future__ import annotations

import math

from lesson_steps import LESSONS, done, open_step, softmax, undo
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton
from table_keys import table, type_into
from window_waits import settle

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap


def test_lesson_13_masking_too_late_costs_more_by_w_q_or_by_w_k(qtbot, app):
    open_step(qtbot, app, "13-find-explain-fix", "Make the bug cost more")
    assert app.document.session.causal
    w_q, w_k = table(app.window, "editor.W_q"), table(app.window, "editor.W_k")
    type_into(qtbot, w_q, 1, 1, "3")  # sat's query [−1, 2]: scores 3, 3, 5
    assert softmax([s / math.sqrt(2) for s in (3, 3, 5)])[2] > 0.5
    assert done(app)
    undo(qtbot, app)
    assert not done(app)
    type_into(qtbot, w_k, 1, 1, "-2")  # mat's key [−1, −1]: scores −1, 1, 3
    assert softmax([s / math.sqrt(2) for s in (-1, 1, 3)])[2] > 0.5
    assert done(app)
    undo(qtbot, app)
    type_into(qtbot, w_k, 1, 1, "1.5")  # mat's key [−1, 1.5]: −2, −4, −2 is not enough
    assert softmax([s / math.sqrt(2) for s in (-2, -4, -2)])[2] < 0.5
    assert not done(app)


def test_lesson_13_equal_scores_hide_the_missing_scale_by_w_q_or_by_w_k(qtbot, app):
    open_step(qtbot, app, "13-find-explain-fix", "Why part 3 cannot see it")
    w_q, w_k = table(app.window, "editor.W_q"), table(app.window, "editor.W_k")
    type_into(qtbot, w_q, 2, 1, "0")  # cat's query [1, 0] + [−1, 0] = [0, 0]
    assert done(app)
    undo(qtbot, app)
    assert not done(app)
    type_into(qtbot, w_k, 1, 1, "0")  # every key's second number 1: scores −1, −1, −1
    assert done(app)


def choose_in_the_lab(qtbot, app, label: str) -> None:
    """Pick a mistake in the lab's list as a person can with the keyboard: give the list
    the focus and press the arrow keys (Up, Down) until it shows ``label``."""
    combo = app.lessons.mistakes.findChild(QComboBox, "combo.mistake")
    row = next(i for i in range(combo.count()) if combo.itemText(i).lower() == label)
    combo.setFocus()
    while combo.currentIndex() != row:
        key = Qt.Key.Key_Down if combo.currentIndex() < row else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)
    settle(qtbot, app.window)


def test_lesson_13_name_the_slip_by_choosing_it_in_the_lab(qtbot, app):
    open_step(qtbot, app, "13-find-explain-fix", "Your turn: name the slip")
    lab = app.lessons.mistakes
    assert lab.isVisible() and lab.mistake == "no_scale" and app.document.session.causal
    choose_in_the_lab(qtbot, app, "softmax over the columns instead of the rows")
    assert lab.mistake == "wrong_axis" and not done(app)
    choose_in_the_lab(qtbot, app, "masking after the softmax (zeroing) instead of before it")
    assert lab.mistake == "mask_after_softmax" and done(app)
    # with the mask off the slip changes nothing: no finding there
    app.window.findChild(QAction, "toggle.causal").trigger()
    settle(qtbot, app.window)
    assert not app.document.session.causal and not done(app)
    undo(qtbot, app)
    assert done(app)
    choose_in_the_lab(qtbot, app, "forgetting to divide the scores by √d_k")
    assert not done(app)


def test_lesson_13_show_me_chooses_the_slip_in_the_lab(qtbot, app):
    open_step(qtbot, app, "13-find-explain-fix", "Your turn: name the slip")
    hint = app.window.findChild(QPushButton, "button.task_hint")
    for _ in range(3):
        qtbot.mouseClick(hint, Qt.MouseButton.LeftButton)
    assert not done(app)
    show_me = app.window.findChild(QPushButton, "button.task_solution")
    qtbot.mouseClick(show_me, Qt.MouseButton.LeftButton)
    settle(qtbot, app.window)
    assert app.lessons.mistakes.mistake == "mask_after_softmax" and done(app)


def test_lesson_16_output_moves_and_weights_stay_two_ways(qtbot, app):
    open_step(qtbot, app, "16-what-weights-explain", "Change the output, keep the weights")
    w_v, w_k = table(app.window, "editor.W_v"), table(app.window, "editor.W_k")
    type_into(qtbot, w_v, 0, 0, "1")  # the's value [1, 0, 0, 0]: 0.64 of it arrives
    assert softmax([3, 1, 2, 0])[0] > 0.5
    assert done(app)
    undo(qtbot, app)
    type_into(qtbot, w_v, 2, 0, "-3")  # the full stop's value: −3 × 0.24
    assert -3 * softmax([3, 1, 2, 0])[2] < -0.5
    assert done(app)
    undo(qtbot, app)
    type_into(qtbot, w_v, 0, 0, "1")
    type_into(qtbot, w_k, 0, 0, "5")  # a bigger output, but by moving a weight too
    assert not done(app)


def test_lesson_16_weights_move_and_output_stays_two_ways(qtbot, app):
    open_step(qtbot, app, "16-what-weights-explain", "Move the weights, keep the output")
    w_k, embeddings = table(app.window, "editor.W_k"), table(app.window, "editor.embeddings")
    type_into(qtbot, w_k, 0, 0, "2")
    assert not done(app)  # the's key 2, the stop's 2: half each, cat's weight moved
    type_into(qtbot, w_k, 2, 0, "3")  # swapped: scores 2, 1, 3, 0
    assert done(app)
    undo(qtbot, app, 2)
    assert not done(app)
    for row, column, value in ((0, 0, "0"), (0, 2, "1"), (2, 2, "0"), (2, 0, "1")):
        type_into(qtbot, embeddings, row, column, value)  # the and "." trade vectors
    assert done(app)


def test_the_mistakes_lab_is_veiled_while_a_question_is_open(qtbot, app):
    """A row-sum question leaves the weights to add up and hides the lab's sums and checks;
    a question about a weight greys the lab's cells as well."""
    lesson = LESSONS["13-find-explain-fix"]
    lab = app.lessons.mistakes
    wrong = lab.findChild(MatrixHeatmap, "heatmap.mistake_wrong")
    right = lab.findChild(MatrixHeatmap, "heatmap.mistake_right")
    sums = lab.findChild(QLabel, "label.sums_wrong")
    index = next(i for i, s in enumerate(lesson.steps) if s.title.startswith("Bug 1"))
    app.lessons.open_lessons(lesson.id, index)
    qtbot.waitUntil(lab.isVisible)
    settle(qtbot, app.window)
    # cat's row with the softmax down the columns, to add up by hand: 0.40 + 0.32 + 0.50
    assert [wrong.cell_text(0, k) for k in range(3)] == ["0.40", "0.32", "0.50"]
    assert "?" in sums.text() and "1.22" not in sums.text()
    assert "1.5" not in lab.findChild(QLabel, "label.mistake_explanation").text()
    assert "✓" not in lab.findChild(QLabel, "label.mistake_checks").text()
    qtbot.mouseClick(app.window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "1.222" in sums.text())  # 0.4011 + 0.3177 + 0.5035

    index = next(i for i, s in enumerate(lesson.steps) if s.title.startswith("Bug 3"))
    app.lessons.open_lessons(lesson.id, index)
    settle(qtbot, app.window)
    qtbot.waitUntil(lambda: right.cell_text(2, 1) == "?")
    assert wrong.cell_text(2, 1) == "?" and "?" in sums.text()
    qtbot.mouseClick(app.window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: wrong.cell_text(2, 1) == "0.67")  # e^−1 / (e^−2 + e^−1 + e^−3)

    # Lesson 16 asks for an output with the lab still open: the weights stay on show to
    # be multiplied, but the slip's are not its numbers (one of them rounds to 0.17).
    app.lessons.open_lessons("16-what-weights-explain", 1)
    settle(qtbot, app.window)
    qtbot.waitUntil(lambda: wrong.cell_text(0, 0) == "?")
    assert right.cell_text(0, 0) not in ("?", "")
    qtbot.mouseClick(app.window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: wrong.cell_text(0, 0) != "?")


def test_each_bug_step_shows_its_own_mistake_in_the_lab(qtbot, app):
    lesson = LESSONS["13-find-explain-fix"]
    chosen = []
    for index, step in enumerate(lesson.steps):
        app.lessons.open_lessons(lesson.id, index)
        settle(qtbot, app.window)
        if any("panel.mistakes" in str(action) for action in step.actions):
            assert app.lessons.mistakes.isVisible()
            chosen.append(app.lessons.mistakes.mistake)
    assert chosen == ["wrong_axis"] + ["mask_after_softmax"] * 2 + ["no_scale"] * 4
