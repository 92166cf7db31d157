"""While a question is open its answer is on no panel: every shipped question, in the window.

Each shipped question is opened the way a learner reaches it (the lesson opened at that
step, its setup done), then every rendered panel is read: the computed tables' cells and
tooltips, the heatmaps' cell texts, hover texts and spoken descriptions, the chart's bar
labels, explain-this-number (after clicking the asked cell), the checks, the walkthrough,
and every label and box title on show (stage titles, the step's title and text, the
question).  The answer, written as the panels write numbers, must appear in none of them.
"""

from __future__ import annotations

import pytest
from answer_places import answer_spellings, counts, found, own_matrices, rendered_texts
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QPushButton, QTableView

from selfattn_gui.core.lessons.lesson import list_lessons, predict_answer
from selfattn_gui.core.lessons.lesson_conditions import key_index, token_index
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

LESSONS, _PROBLEMS = list_lessons()
QUESTIONS = [
    pytest.param(lesson, index, id=f"{lesson.id}-step{index + 1}")
    for lesson in LESSONS
    if lesson.path is not None and "resources" in lesson.path.parts
    for index, step in enumerate(lesson.steps)
    if step.predict is not None
]


def click_the_asked_cell(app, predict) -> None:
    """Ask explain-this-number about the cell the question is about (a learner would)."""
    answer = predict.answer
    if "query" not in answer or "key" not in answer:
        return
    session = app.document.shown_session
    query, key = token_index(session, answer["query"]), key_index(session, answer["key"])
    if query is None or key is None:
        return
    heatmap = app.window.findChild(MatrixHeatmap, "heatmap.weights")
    heatmap.sig_cell_clicked.emit(query, key)  # what a click on the cell sends


@pytest.mark.parametrize(("lesson", "index"), QUESTIONS)
def test_no_open_question_shows_its_answer(qtbot, app, lesson, index):
    app.teaching.explain_dock.show()
    app.teaching.checks_dock.show()
    app.lessons.open_lessons(lesson.id, index)
    panel = app.lessons.lessons.panel
    assert panel.step_index == index
    predict = lesson.steps[index].predict
    qtbot.waitUntil(lambda: app.window.findChild(QGroupBox, "box.predict").isVisible())
    click_the_asked_cell(app, predict)
    answer = predict_answer(predict, app.document.session)
    spellings = answer_spellings(answer, app.view_state.decimals)
    own = own_matrices(predict.answer)
    shown = [
        (place[0], spelling)
        for place in rendered_texts(app)
        for spelling in spellings
        if found(spelling, place[1]) and counts(place, answer, own)
    ]
    assert not shown, f"the answer {answer:.4g} is on show while the question is open: {shown}"


def test_the_veil_lifts_on_reveal_on_leaving_the_step_and_on_closing(qtbot, app):
    """Lesson 2's question on "street": "?" while open, the numbers after each way out."""
    lesson = next(lesson for lesson in LESSONS if lesson.id == "03-it-finds-animal")
    index = next(
        i
        for i, step in enumerate(lesson.steps)
        if step.predict is not None and step.predict.answer["quantity"] == "weight"
    )
    window = app.window
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    table = window.panels["view.weights"].model

    def veiled() -> bool:
        return heatmap.cell_text(0, 0) == "?" and table.data(table.index(0, 0)) == "?"

    app.lessons.open_lessons(lesson.id, index)
    qtbot.waitUntil(veiled)
    qtbot.mouseClick(window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    assert not veiled() and heatmap.cell_text(0, 0) not in ("?", None)
    app.lessons.open_lessons(lesson.id, index)  # the question again, veiled again
    qtbot.waitUntil(veiled)
    qtbot.mouseClick(window.findChild(QPushButton, "button.lesson_next"), Qt.MouseButton.LeftButton)
    if lesson.steps[panel_step(app)].predict is None:
        assert not veiled()
    app.lessons.open_lessons(lesson.id, index)
    qtbot.waitUntil(veiled)
    qtbot.mouseClick(window.findChild(QPushButton, "button.lesson_list"), Qt.MouseButton.LeftButton)
    assert not veiled()
    assert app.view_state.veiled == frozenset()


def panel_step(app) -> int:
    return app.lessons.lessons.panel.step_index


def test_a_veil_on_the_probabilities_hides_the_next_token_table(qtbot, open_app):
    """No shipped lesson asks about the next token yet; the table is ready for one that does."""
    app = open_app(qtbot, "two-layers")
    view = app.window.findChild(QTableView, "view.predictions")
    model = view.model()
    first = model.index(0, 0)
    assert model.data(first) != "?"
    app.view_state.set_veiled({"probabilities"})
    assert model.data(first) == "?"
    assert model.data(first, Qt.ItemDataRole.AccessibleTextRole) == "?"
    app.view_state.set_veiled(set())
    assert model.data(first) != "?"
