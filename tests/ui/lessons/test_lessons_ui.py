"""The lesson panel, the mistakes lab and the scale explorer, driven like a learner drives them."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSlider,
    QTableWidget,
    QWidget,
)
from window_waits import drain

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson import LessonProgress, list_lessons
from selfattn_gui.core.maths.attention import MISTAKES
from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation import language
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart
from selfattn_gui.ui.shell.compose import App, build_app
from selfattn_gui.ui.shell.main_window import MainWindow


@pytest.fixture
def app(qtbot) -> App:
    app = build_app(Document(presets.load_preset("cat-sat-mat")))
    app.files.ask_discard = lambda: "discard"
    qtbot.addWidget(app.window)  # the app builds the lesson docks with the window
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    return app


def child(window: QWidget, kind: type, name: str):
    found = window.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def start_lesson(qtbot, window: MainWindow, row: int) -> None:
    child(window, QAction, "action.lessons").trigger()
    lessons = child(window, QListWidget, "list.lessons")
    qtbot.waitUntil(lessons.isVisible)
    rect = lessons.visualItemRect(lessons.item(row))
    qtbot.mouseClick(lessons.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(child(window, QPushButton, "button.lesson_start"), Qt.MouseButton.LeftButton)


def press(qtbot, window: MainWindow, name: str) -> None:
    qtbot.mouseClick(child(window, QPushButton, name), Qt.MouseButton.LeftButton)


def step_text(window: MainWindow) -> str:
    return child(window, QLabel, "label.lesson_step").text()


# -- lesson 3 from start to the first exercise ---------------------------------------------------


def row_of_lesson(lesson_id: str) -> int:
    """Where a lesson stands in the browser's list (built-in ones in file-name order)."""
    return [lesson.id for lesson in list_lessons()[0]].index(lesson_id)


def test_lesson_3_predict_the_wide_sentence_then_reach_the_first_goal(qtbot, app, window):
    doc = window.document
    names: list[list[str]] = []
    app.lessons.set_highlight(names.append)
    start_lesson(qtbot, window, row_of_lesson("03-it-finds-animal"))
    assert doc.session.tokens == ("animal", "street", "it")  # the preset was opened
    assert doc.session.tokens[doc.selected_query] == "it"
    assert step_text(window) == "Step 1 of 7"
    for step in range(2, 5):
        press(qtbot, window, "button.lesson_next")
        assert step_text(window) == f"Step {step} of 7"
    # "too wide": another sentence is opened, the layer is not edited
    assert doc.session.tokens[-1] == "wide" and doc.session.tokens[doc.selected_query] == "it"
    assert names[-1] == ["panel.embeddings", "heatmap.weights", "chart.query"]

    # predict, then reveal: "it" on "street" is e^a / (e^a + 10), a = 0.75 · 8 / √2
    a = 0.75 * 8 / math.sqrt(2)
    street = math.exp(a) / (math.exp(a) + 10)
    edit = child(window, QLineEdit, "edit.prediction")
    qtbot.keyClicks(edit, "0.8")
    press(qtbot, window, "button.reveal")
    revealed = child(window, QLabel, "label.reveal").text()
    assert f"{street:.2f}" in revealed and f"off by {street - 0.8:.3f}" in revealed

    # the next goal is checked live: not yet, then done after the edit, not done after undo
    press(qtbot, window, "button.lesson_next")
    assert doc.session.tokens == ("animal", "street", "it")
    status = child(window, QLabel, "label.task_status")
    # the step asks first: its task waits (a "done" would tell the answer) until Reveal
    assert "First answer the question" in status.text()
    assert not child(window, QPushButton, "button.task_solution").isEnabled()
    doc.set_cells("heads.0.W_q", [(2, 0, -1.5)])
    assert "✓" not in status.text()
    doc.undo_stack.undo()
    press(qtbot, window, "button.reveal")
    assert "Not yet" in status.text()
    doc.set_cells("heads.0.W_q", [(2, 0, -1.5)])
    assert "✓" in status.text()
    assert LessonProgress.load().tasks_done("03-it-finds-animal") == {4}  # saved on disk
    doc.undo_stack.undo()
    assert "Not yet" in status.text()


def test_next_sets_up_the_following_exercise_and_back_keeps_the_learners_numbers(
    qtbot, app, window
):
    doc = window.document
    app.lessons.open_lessons("03-it-finds-animal", 4)
    doc.set_cells("heads.0.W_k", [(0, 0, -2.0), (1, 0, 2.0)])
    press(qtbot, window, "button.lesson_next")  # "a pronoun with a key of its own"
    assert list(doc.session.heads[0].W_k[:, 0]) == [2, -2, 0]  # the keys are put back
    press(qtbot, window, "button.lesson_back")
    assert list(doc.session.heads[0].W_k[:, 0]) == [2, -2, 0]  # going back redoes no set-up
    doc.undo_stack.undo()
    assert list(doc.session.heads[0].W_k[:, 0]) == [-2, 2, 0]  # as one undoable step


def test_show_me_solves_the_task_as_one_undoable_step(qtbot, app, window):
    doc = window.document
    app.lessons.open_lessons("03-it-finds-animal", 5)
    status = child(window, QLabel, "label.task_status")
    press(qtbot, window, "button.reveal")  # (the step's question first)
    assert "Not yet" in status.text()
    depth = doc.undo_stack.count()
    press(qtbot, window, "button.task_solution")
    assert "✓" in status.text()
    assert doc.undo_stack.count() == depth + 1


def test_a_lesson_asks_before_replacing_unsaved_work(qtbot, app, window):
    doc = window.document
    doc.set_cells("embeddings", [(0, 0, 5.0)])
    window.files.ask_discard = lambda: "cancel"
    app.lessons.open_lessons("03-it-finds-animal", 0)
    assert doc.session.tokens == ("cat", "sat", "mat")  # kept
    assert "kept" in child(window, QLabel, "label.lesson_message").text()
    window.files.ask_discard = lambda: "discard"
    press(qtbot, window, "button.lesson_setup")
    assert doc.session.tokens == ("animal", "street", "it")


def test_finishing_a_lesson_ticks_it_in_the_list(qtbot, app, window):
    app.lessons.open_lessons("06-why-scale", 0)
    panel = app.lessons.lessons.panel
    for _ in range(len(panel.lesson.steps)):
        step = panel.lesson.steps[panel.step_index]
        if step.predict is not None:
            press(qtbot, window, "button.reveal")
        if step.task is not None:
            press(qtbot, window, "button.task_solution")
        if panel.step_index + 1 < len(panel.lesson.steps):
            press(qtbot, window, "button.lesson_next")
    press(qtbot, window, "button.lesson_next")  # "Finish" on the last step
    lessons = child(window, QListWidget, "list.lessons")
    qtbot.waitUntil(lessons.isVisible)
    assert lessons.item(row_of_lesson("06-why-scale")).text().startswith("✓")
    assert not lessons.item(0).text().startswith("✓")

    app.lessons.ask_reset = lambda: True
    child(window, QAction, "action.reset_lesson_progress").trigger()
    assert not lessons.item(row_of_lesson("06-why-scale")).text().startswith("✓")
    assert LessonProgress.load().to_dict()["lessons"] == {}


def test_every_panel_a_lesson_points_at_exists_in_the_window(app, window):
    lessons, _ = list_lessons([resource_path("lessons")])
    names = {
        name
        for lesson in lessons
        for step in lesson.steps
        for action in step.actions
        for name in action.get("highlight", [])
    }
    assert names
    # "panel.mistakes.no_scale" is the mistakes lab with that mistake chosen
    lab = "panel.mistakes."
    chosen = {name for name in names if name.startswith(lab)}
    assert {name.removeprefix(lab) for name in chosen} <= set(MISTAKES)
    names = (names - chosen) | ({"panel.mistakes"} if chosen else set())
    app.lessons.highlight(sorted(names))  # as a step does: the labs are made when shown
    missing = sorted(name for name in names if window.findChild(QWidget, name) is None)
    assert missing == []


def test_the_cost_lesson_shows_the_table_and_measures(qtbot, app, window):
    app.lessons.open_lessons("15-cost-n-squared", 4)
    meter = app.lessons.lessons.panel.cost_meter
    assert meter is not None and meter.isVisible()
    table = child(window, QTableWidget, "table.cost")
    assert [table.item(r, 2).text() for r in range(4)] == ["400 B", "40 kB", "4 MB", "400 MB"]
    meter.measure_sizes = (16, 32)
    press(qtbot, window, "button.measure")
    timings = child(window, QTableWidget, "table.timings")
    assert timings.rowCount() == 2 and timings.item(1, 0).text() == "32"
    press(qtbot, window, "button.lesson_back")
    assert meter.isHidden()  # step 4 asks for a number the table would give away
    app.lessons.open_lessons("15-cost-n-squared", 1)
    assert not meter.isVisible()


# -- mistakes lab ------------------------------------------------------------------------------------


def naive_column_softmax(scores: np.ndarray) -> np.ndarray:
    exps = np.exp(scores)
    return exps / exps.sum(axis=0, keepdims=True)


def test_mistakes_lab_shows_the_wrong_axis_and_the_checks_catch_it(app, window):
    app.lessons.show_lab("mistakes")
    combo = child(window, QComboBox, "combo.mistake")
    combo.setCurrentIndex(combo.findData("wrong_axis"))
    explanation = child(window, QLabel, "label.mistake_explanation").text()
    assert "0.50 + 0.77 + 0.28 = <b>1.55</b>" in explanation  # the numbers of lesson 4.8
    scaled = np.array([[-1, -2, -2], [-1, -5, -3], [-2, -1, -3]]) / math.sqrt(2)
    wrong = child(window, MatrixHeatmap, "heatmap.mistake_wrong")
    assert wrong.cell_text(0, 0) == f"{naive_column_softmax(scaled)[0, 0]:.2f}"
    checks = child(window, QLabel, "label.mistake_checks").text()
    assert "✗</span> <b>Rows sum to 1</b>" in checks
    assert "✗</span> <b>Column sums</b>" in checks
    assert "columns sum to: 1.000, 1.000, 1.000" in child(window, QLabel, "label.sums_wrong").text()


def test_mistakes_lab_writes_its_sums_with_the_learner_s_decimal_comma(app, window):
    language.use_for_content("fr", QLocale("fr_FR"))
    try:
        app.lessons.show_lab("mistakes")
        combo = child(window, QComboBox, "combo.mistake")
        combo.setCurrentIndex(combo.findData("wrong_axis"))
        sums = child(window, QLabel, "label.sums_wrong").text()
        assert "1,000; 1,000; 1,000" in sums
    finally:
        language.use_for_content("en")


def test_mistakes_lab_masking_too_late_needs_a_mask_and_then_loses_weight(qtbot, app, window):
    doc = window.document
    app.lessons.show_lab("mistakes")
    combo = child(window, QComboBox, "combo.mistake")
    combo.setCurrentIndex(combo.findData("mask_after_softmax"))
    button = child(window, QPushButton, "button.mistake_causal")
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert doc.session.causal and doc.undo_stack.canUndo()
    drain()
    sums = child(window, QLabel, "label.sums_wrong").text()
    # sat keeps 0.768 + 0.045 of its row, cat only its 0.503 (lesson: "sums to 0.8")
    assert "rows sum to: 0.503, 0.813, 1.000" in sums
    assert "✗</span> <b>Rows sum to 1</b>" in child(window, QLabel, "label.mistake_checks").text()
    assert not button.isVisible()


def test_mistakes_lab_says_the_checks_do_not_catch_a_forgotten_scale(app, window):
    app.lessons.show_lab("mistakes")
    lab = app.lessons.mistakes
    lab.set_mistake("no_scale")
    checks = child(window, QLabel, "label.mistake_checks").text()
    assert "✗" not in checks
    assert "pass" in child(window, QLabel, "label.mistake_explanation").text()


# -- scale explorer ----------------------------------------------------------------------------------


def test_scale_slider_goes_from_flat_to_one_hot(app, window):
    app.lessons.show_lab("scale_explorer")
    slider = child(window, QSlider, "slider.scale")
    chart = child(window, QueryChart, "chart.scale")
    assert [chart.bar_text(i) for i in range(3)] == ["0.50", "0.25", "0.25"]  # × 1: cat's weights
    slider.setValue(slider.minimum())
    assert [chart.bar_text(i) for i in range(3)] == ["0.33"] * 3
    slider.setValue(slider.maximum())
    assert [chart.bar_text(i) for i in range(3)] == ["1.00", "0.00", "0.00"]
    window.document.select_query(1)  # sat: its best key is cat
    assert [chart.bar_text(i) for i in range(3)] == ["1.00", "0.00", "0.00"]


def test_adding_a_constant_to_a_row_changes_no_weight(app, window):
    app.lessons.show_lab("scale_explorer")
    explorer = app.lessons.scale_explorer
    explorer.setCurrentIndex(2)
    table = child(window, QTableWidget, "table.shift")
    explorer.shift_spin.setValue(10.0)
    assert table.item(1, 0).text() == f"{-1 / math.sqrt(2) + 10:.2f}"
    assert [table.item(2, c).text() for c in range(3)] == [
        table.item(3, c).text() for c in range(3)
    ]
    assert "same" in child(window, QLabel, "label.shift_verdict").text()


def test_dk_table_lists_every_width(app, window):
    app.lessons.show_lab("scale_explorer")
    app.lessons.scale_explorer.setCurrentIndex(1)
    table = child(window, QTableWidget, "table.dk_demo")
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == [
        str(2**k) for k in range(10)
    ]


def test_a_closed_lesson_does_not_tick_off_tasks_until_it_is_shown_again(qtbot, app, window):
    doc = window.document
    app.lessons.open_lessons("03-it-finds-animal", 4)
    press(qtbot, window, "button.reveal")  # (the step's question first)
    dock = app.lessons.docks["lessons"]
    dock.hide()
    doc.set_cells("heads.0.W_q", [(2, 0, -1.5)])
    assert LessonProgress.load().tasks_done("03-it-finds-animal") == set()
    dock.show()
    qtbot.waitUntil(lambda: "✓" in child(window, QLabel, "label.task_status").text())
    assert LessonProgress.load().tasks_done("03-it-finds-animal") == {4}


def test_the_lesson_takes_most_of_the_column_it_shares_with_the_checks(app, qtbot):
    """At 1024 × 768 the step, its question and Check's answer must fit without scrolling:
    the lesson gets three quarters of the right column, the sanity checks the rest."""
    app.window.resize(1024, 740)
    app.teaching.checks_dock.show()
    app.lessons.open_lessons("05-causal-masking", 0)
    lessons, checks = app.lessons.docks["lessons"], app.teaching.checks_dock
    qtbot.waitUntil(lambda: lessons.height() > 2 * checks.height())
