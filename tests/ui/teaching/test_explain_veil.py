"""Explain-this-number while a lesson's question hides some numbers: a number whose working
reads nothing hidden is still explained, one made from a hidden number waits for the answer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from selfattn_gui.core.lessons.lesson_predict import DEFAULT_VEILS
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from tests.ui.teaching.test_teaching import CAT, SAT, cell_center, click_cell, table


def click_heatmap(qtbot, window, name: str, row: int, column: int) -> None:
    heatmap = window.findChild(MatrixHeatmap, name)
    qtbot.mouseClick(
        heatmap.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(heatmap, row, column)
    )


def test_a_weight_question_still_lets_a_score_be_explained_but_not_a_weight(app, window, qtbot):
    app.teaching.explain_dock.show()
    app.view_state.set_veiled(set(DEFAULT_VEILS["weight"]))  # as a weight question does
    click_heatmap(qtbot, window, "heatmap.scores", CAT, SAT)
    explain = app.teaching.explain
    # The score of cat for sat is 0·1 + (−1)·2 = −2 (its query [0, −1], sat's key [1, 2]).
    assert "= −2" in explain.text() and explain.cell == ("scaled", CAT, SAT)
    window.pipeline.numbers_button.click()  # the weights as a table of numbers
    view = table(window, "view.weights")
    qtbot.waitUntil(view.isVisible)
    click_cell(qtbot, view, CAT, SAT)
    assert explain.text() == "" and explain.cell is None
    assert "hidden until you answer" in explain.browser.toPlainText()
    assert "0.25" not in explain.browser.toPlainText()
    app.view_state.set_veiled(set())  # the answer is in: the clicked weight is explained
    assert explain.cell == ("weights", CAT, SAT)
    assert "0.50, 0.25, 0.25" in explain.text()


def test_a_score_question_hides_the_working_of_a_weight_too(app, window, qtbot):
    app.teaching.explain_dock.show()
    app.view_state.set_veiled(set(DEFAULT_VEILS["score"]))
    window.pipeline.numbers_button.click()
    view = table(window, "view.weights")
    qtbot.waitUntil(view.isVisible)
    click_cell(qtbot, view, CAT, SAT)  # a weight is made from the scaled scores
    assert app.teaching.explain.cell is None


def test_the_walkthrough_hides_only_the_steps_that_write_out_a_hidden_number(app, window):
    app.view_state.set_veiled(set(DEFAULT_VEILS["weight"]))
    app.teaching.start_walkthrough(1)  # Score, for "cat": its scores are not hidden
    text = window.findChild(QLabel, "label.step_text")
    assert '"cat" −1, "sat" −2, "mat" −2' in text.text()
    app.teaching.walkthrough.set_step(3)  # Softmax writes out the weights: 0.50, 0.25, 0.25
    assert "0.50" not in text.text() and "hidden" in text.text()
    app.teaching.walkthrough.set_step(4)  # Mix writes out the weights and the output
    assert "0.25" not in text.text()
    app.view_state.set_veiled(set())
    assert "0.25" in text.text()
