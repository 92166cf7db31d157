"""Goal tasks, reached two different ways through the window, never done before; hints
one at a time; "Show me" as one undoable step.

Each goal is first shown not done at the step's start, then solved by one learner's
edits, undone (Ctrl+Z, back to not done) and solved again by other edits.  The weights
that decide a goal are recomputed here by hand where the goal is a number.
"""

from __future__ import annotations

import math

import pytest
from lesson_steps import LESSONS, done, open_step, undo
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton
from table_keys import table, type_into
from window_waits import settle


def naive_weights(query: list[float], keys: list[list[float]], d_k: int) -> list[float]:
    scores = [sum(q * k for q, k in zip(query, key, strict=True)) / math.sqrt(d_k) for key in keys]
    exps = [math.exp(s) for s in scores]
    return [e / sum(exps) for e in exps]


def test_lesson_1_sat_looks_at_itself_by_w_k_only_two_ways(qtbot, app):
    open_step(qtbot, app, "02-what-self-attention-does", 'How much does "sat" keep for itself?')
    w_k, w_q = table(app.window, "editor.W_k"), table(app.window, "editor.W_q")
    type_into(qtbot, w_k, 3, 1, "-2")  # one cell: x4's k2
    assert done(app)
    undo(qtbot, app)
    assert not done(app)
    type_into(qtbot, w_k, 3, 0, "-1")  # two cells: x4 = [−1, −1], sat's key [−1, 0]
    type_into(qtbot, w_k, 3, 1, "-1")
    sat = naive_weights([-1, -2], [[-1, 1], [-1, 0], [-1, 2]], 2)[1]  # keys of cat, sat, mat
    assert sat > 0.5
    assert done(app)
    undo(qtbot, app, 2)
    # The same weight through W_q does not count: the goal says "only W_k".
    type_into(qtbot, w_q, 3, 0, "1")
    type_into(qtbot, w_q, 3, 1, "3")  # sat's query [1, 2], along its own key [1, 2]
    assert naive_weights([1, 2], [[-1, 1], [1, 2], [-1, 2]], 2)[1] > 0.5
    assert not done(app)


def test_lesson_4_the_shift_rule_three_ways_and_a_near_miss(qtbot, app):
    open_step(qtbot, app, "04-reading-scores", "Only the differences inside a row matter")
    w_k = table(app.window, "editor.W_k")
    type_into(qtbot, w_k, 0, 0, "3")  # one key moved: the weights move too
    assert not done(app)
    for row, value in ((1, "-1"), (2, "1")):  # every key + 1: [3, −1, 1]
        type_into(qtbot, w_k, row, 0, value)
    assert done(app)
    undo(qtbot, app, 3)
    assert not done(app)
    for row, value in ((0, "0"), (1, "-4"), (2, "-2")):  # every key − 2
        type_into(qtbot, w_k, row, 0, value)
    assert done(app)
    undo(qtbot, app, 3)
    assert not done(app)
    # Not W_k at all: one more unit of is_animate for every token moves every key by
    # W_k's 2, so every score of it by 1.5 × 2 (its query stays 1.5).
    x = table(app.window, "editor.embeddings")
    for row, value in ((0, "2"), (1, "1"), (2, "1")):
        type_into(qtbot, x, row, 0, value)
    before = naive_weights([1.5], [[2], [-2], [0]], 1)
    after = naive_weights([1.5], [[4], [0], [2]], 1)
    assert after == [pytest.approx(w) for w in before]
    assert done(app)


def test_lesson_1_bank_listens_to_river_two_ways(qtbot, app):
    open_step(qtbot, app, "01-why-attention", 'Your turn: make "bank" listen to "river"')
    w_q, w_k = table(app.window, "editor.W_q"), table(app.window, "editor.W_k")
    type_into(qtbot, w_q, 2, 0, "1.5")  # bank's query [1.5, 1]: not yet far enough
    assert naive_weights([1.5, 1], [[0, 0], [2, 0], [-1, -1]], 2)[1] < 0.9
    assert not done(app)
    type_into(qtbot, w_q, 2, 0, "2")
    type_into(qtbot, w_q, 2, 1, "2")  # [2, 2]: a score of 4 on river
    assert naive_weights([2, 2], [[0, 0], [2, 0], [-1, -1]], 2)[1] > 0.9
    assert done(app)
    undo(qtbot, app, 3)
    assert not done(app)
    type_into(qtbot, w_k, 0, 0, "4")  # river's key [4, 0] instead
    assert naive_weights([1, 1], [[0, 0], [4, 0], [-1, -1]], 2)[1] > 0.9
    assert done(app)


def test_lesson_3_a_question_that_finds_street_two_ways(qtbot, app):
    open_step(qtbot, app, "03-it-finds-animal", "Change it (2): change the question")
    w_q, w_k = table(app.window, "editor.W_q"), table(app.window, "editor.W_k")
    type_into(qtbot, w_q, 2, 0, "-1.5")
    assert naive_weights([-1.5], [[2], [-2], [0]], 1)[1] > 0.9
    assert done(app)
    undo(qtbot, app)
    assert not done(app)
    type_into(qtbot, w_q, 2, 0, "-3")
    assert done(app)
    undo(qtbot, app)
    # Flipping the keys sends it to street as well, but the goal says "only W_q".
    type_into(qtbot, w_k, 0, 0, "-2")
    type_into(qtbot, w_k, 1, 0, "2")
    assert naive_weights([1.5], [[-2], [2], [0]], 1)[1] > 0.9
    assert not done(app)


def test_lesson_3_a_pronoun_that_looks_at_itself_two_ways(qtbot, app):
    open_step(qtbot, app, "03-it-finds-animal", "Change it (3): a pronoun with a key of its own")
    w_k = table(app.window, "editor.W_k")
    type_into(qtbot, w_k, 2, 0, "2")  # the prediction's key: an even split, not enough
    assert naive_weights([1.5], [[2], [-2], [2]], 1)[2] < 0.7
    assert not done(app)
    type_into(qtbot, w_k, 2, 0, "3")
    assert naive_weights([1.5], [[2], [-2], [3]], 1)[2] > 0.7
    assert done(app)
    undo(qtbot, app, 2)
    assert not done(app)
    type_into(qtbot, w_k, 0, 0, "-1")  # animal's key down instead
    assert naive_weights([1.5], [[-1], [-2], [0]], 1)[2] > 0.7
    assert done(app)


def test_lesson_7_any_new_order_leaves_every_output(qtbot, app):
    open_step(qtbot, app, "07-order-and-position", "Shuffle the tokens")
    window = app.window
    window.document.select_query(0)  # cat
    window.findChild(QAction, "action.move_down").trigger()  # sat, cat, mat
    settle(qtbot, window)
    assert window.document.session.tokens == ("sat", "cat", "mat")
    assert done(app)
    undo(qtbot, app)
    assert not done(app)
    window.document.select_query(2)  # mat, up twice: mat, cat, sat
    window.findChild(QAction, "action.move_up").trigger()
    window.findChild(QAction, "action.move_up").trigger()
    settle(qtbot, window)
    assert window.document.session.tokens == ("mat", "cat", "sat")
    assert done(app)


def test_lesson_8_keep_the_pronoun_two_ways(qtbot, app):
    open_step(qtbot, app, "08-residual", "Keep the pronoun")
    window = app.window
    window.findChild(QAction, "toggle.residual").trigger()  # the residual adds X back
    settle(qtbot, window)
    assert done(app)
    undo(qtbot, app)
    assert not done(app)
    # Or: give it a key of its own so strong that it looks at itself (d_k = 1).
    type_into(qtbot, table(window, "editor.W_k"), 2, 0, "5")
    own = naive_weights([1.5], [[2], [-2], [5]], 1)[2]  # the attention output's is_pronoun
    assert own > 0.9
    assert done(app)


def test_hints_come_one_at_a_time_and_show_me_is_one_undo(qtbot, app):
    index = open_step(qtbot, app, "04-reading-scores", "Only the differences inside a row matter")
    window = app.window
    task = LESSONS["04-reading-scores"].steps[index].task
    button = window.findChild(QPushButton, "button.task_hint")
    hint = window.findChild(QLabel, "label.hint")
    assert not hint.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert hint.isVisible() and "only sees how far" in hint.text()
    assert "each key adds" not in hint.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "each key adds" in hint.text() and "not the only way" not in hint.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "not the only way" in hint.text()
    assert not button.isEnabled() and len(task.all_hints) == 3
    qtbot.mouseClick(
        window.findChild(QPushButton, "button.task_solution"), Qt.MouseButton.LeftButton
    )
    settle(qtbot, window)
    assert done(app)
    undo(qtbot, app)
    assert not done(app)
