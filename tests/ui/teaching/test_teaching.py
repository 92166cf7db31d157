"""The teaching docks driven like a learner (or a presenter with a clicker) drives them."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QItemSelectionModel, QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMenu, QTableView, QWidget
from window_waits import drain

from selfattn_gui.core.teaching.walkthrough import STEPS
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.shell.main_window import MainWindow

CAT, SAT, MAT = 0, 1, 2


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    """A key press where the keyboard focus is, as a real keyboard (or clicker) sends it."""
    qtbot.keyClick(QApplication.focusWidget() or window, key)


def step_label(window: MainWindow) -> str:
    return window.findChild(QLabel, "label.step").text()


def widget(window: MainWindow, name: str) -> QWidget:
    found = window.findChild(QWidget, name)
    assert found is not None, name
    return found


def table(window: MainWindow, name: str) -> QTableView:
    found = window.findChild(QTableView, name)
    assert found is not None, name
    return found


def cell_center(heatmap: MatrixHeatmap, row: int, column: int) -> QPoint:
    return heatmap.mapFromScene(heatmap.view_box().mapViewToScene(QPointF(column, row)))


def click_cell(qtbot, view: QTableView, row: int, column: int) -> None:
    rect = view.visualRect(view.model().index(row, column))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


# -- step through ---------------------------------------------------------------------------


def test_f6_starts_and_the_keys_walk_every_step_and_back(app, window, qtbot):
    teaching = app.teaching
    assert not teaching.walkthrough_dock.isVisible()
    press(qtbot, window, Qt.Key.Key_F6)
    assert teaching.walkthrough_active and teaching.walkthrough_dock.isVisible()
    assert step_label(window) == "Step 1 of 7: Project"

    seen = [teaching.walkthrough.index]
    for key in (
        Qt.Key.Key_Right,
        Qt.Key.Key_PageDown,
        Qt.Key.Key_Space,
        Qt.Key.Key_Right,
        Qt.Key.Key_PageDown,
        Qt.Key.Key_Space,
    ):
        press(qtbot, window, key)
        seen.append(teaching.walkthrough.index)
    assert seen == [0, 1, 2, 3, 4, 5, 6]
    assert step_label(window) == f"Step 7 of 7: {STEPS[6].title}"
    assert not widget(window, "button.step_next").isEnabled()
    press(qtbot, window, Qt.Key.Key_Right)  # already at the end: stays
    assert teaching.walkthrough.index == 6

    back = []
    for key in (
        Qt.Key.Key_Left,
        Qt.Key.Key_Left,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_Left,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_Left,
    ):
        press(qtbot, window, key)
        back.append(teaching.walkthrough.index)
    assert back == [5, 4, 3, 2, 1, 0]
    assert step_label(window) == "Step 1 of 7: Project"


def test_f6_after_stopping_mid_way_starts_again_at_step_1(app, window, qtbot):
    # A stopped walkthrough is finished: the next F6 (or Present) begins at the beginning.
    teaching = app.teaching
    press(qtbot, window, Qt.Key.Key_F6)
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_Right)
    assert step_label(window).startswith("Step 4 of")
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not teaching.walkthrough_active
    press(qtbot, window, Qt.Key.Key_F6)
    assert teaching.walkthrough_active and teaching.walkthrough.index == 0
    assert step_label(window).startswith("Step 1 of")
    assert teaching.spotlight.is_framed(widget(window, "panel.W_q"))  # step 1's panels

    # Stopped with F6 itself, then started from the View menu: step 1 again.
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_F6)
    assert not teaching.walkthrough_active
    window.findChild(QAction, "action.step_through").trigger()
    assert teaching.walkthrough.index == 0

    # Closed with the dock's own ✕, then presentation mode runs it: step 1 again.
    press(qtbot, window, Qt.Key.Key_Right)
    teaching.walkthrough_dock.close()
    assert not teaching.walkthrough_active
    press(qtbot, window, Qt.Key.Key_F5)
    assert app.presentation.active and teaching.walkthrough.index == 0
    press(qtbot, window, Qt.Key.Key_Escape)


def test_the_default_example_shows_the_whole_layer_at_every_step(app, window, qtbot):
    # The first screen: W_o, the attention output and the residual all hold numbers.
    for name in ("note.W_o", "note.residual"):
        assert not window.findChild(QLabel, name).isVisible(), name
    residual = table(window, "view.residual")
    assert residual.isVisible() and residual.model().columnCount() == 4
    cell = residual.model().index(0, 0)
    assert residual.model().data(cell, Qt.ItemDataRole.DisplayRole) == "1.75"  # 1 + 0.75
    # Every step, in presentation mode too, ends on numbers rather than on "No ...".
    press(qtbot, window, Qt.Key.Key_F5)
    texts = []
    for index in range(len(STEPS)):
        app.teaching.walkthrough.set_step(index)
        texts.append(widget(window, "label.step_text").text())
    assert not any(text.startswith("No") or "No residual" in text for text in texts), texts
    assert step_label(window) == "Step 7 of 7: Residual"
    assert "[1, 0, 1, 0] + [0.75, 0.50, 0.75, −0.50] ≈ [1.75, 0.50, 1.75, −0.50]" in texts[6]
    assert "W_o (2 × 4)" in texts[5]
    app.teaching.walkthrough.set_step(5)  # project back: the presenter's wall shows W_o
    for name in ("panel.output", "panel.W_o", "panel.attention_output"):
        assert widget(window, name).isVisible(), name
    press(qtbot, window, Qt.Key.Key_Escape)


def test_buttons_move_and_the_text_has_the_current_numbers(app, window, qtbot):
    app.teaching.start_walkthrough(0)
    window.document.select_query(SAT)
    qtbot.mouseClick(widget(window, "button.step_next"), Qt.MouseButton.LeftButton)
    text = widget(window, "label.step_text").text()
    assert step_label(window) == "Step 2 of 7: Score"
    assert "−5" in text and "−3" in text  # the lesson's scores of "sat"
    assert widget(window, "label.step_formula").text() == "scores = Q·Kᵀ"
    qtbot.mouseClick(widget(window, "button.step_previous"), Qt.MouseButton.LeftButton)
    assert step_label(window) == "Step 1 of 7: Project"


def test_each_step_frames_its_panels_and_dims_the_others(app, window, qtbot):
    teaching = app.teaching
    spotlight = teaching.spotlight
    weights_map, scores_map = widget(window, "heatmap.weights"), widget(window, "heatmap.scores")
    assert not spotlight.is_dimmed(weights_map)
    teaching.start_walkthrough(0)
    assert spotlight.is_framed(widget(window, "panel.Q"))
    assert spotlight.is_framed(widget(window, "panel.W_k"))
    assert spotlight.is_dimmed(weights_map)

    for index in range(len(STEPS)):
        teaching.walkthrough.set_step(index)
        for name in teaching.walkthrough.step().panels:
            assert spotlight.is_framed(widget(window, name)), (index, name)
    teaching.walkthrough.set_step(3)  # softmax: scores in, weights out
    assert spotlight.is_framed(weights_map) and spotlight.is_framed(scores_map)
    assert spotlight.is_dimmed(widget(window, "panel.Q"))

    press(qtbot, window, Qt.Key.Key_Escape)
    assert not teaching.walkthrough_active and not teaching.walkthrough_dock.isVisible()
    assert not spotlight.is_dimmed(weights_map) and not spotlight.is_dimmed(
        widget(window, "panel.Q")
    )
    assert not spotlight.active
    assert not any(w.isVisible() for w in window.findChildren(QWidget, "spotlight.veil"))


def test_stop_button_ends_the_dimming(app, window, qtbot):
    app.teaching.start_walkthrough(2)
    assert app.teaching.spotlight.active
    qtbot.mouseClick(widget(window, "button.step_stop"), Qt.MouseButton.LeftButton)
    assert not app.teaching.spotlight.active
    assert not window.findChild(QAction, "action.step_through").isChecked()


def test_arrow_keys_in_a_table_move_the_cell_not_the_step(app, window, qtbot):
    teaching = app.teaching
    teaching.start_walkthrough(1)
    editor = table(window, "editor.embeddings")
    editor.setFocus()
    editor.selectionModel().setCurrentIndex(
        editor.model().index(0, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    qtbot.waitUntil(lambda: QApplication.focusWidget() is editor)
    qtbot.keyClick(editor, Qt.Key.Key_Right)
    assert editor.currentIndex().column() == 1 and teaching.walkthrough.index == 1
    qtbot.keyClick(editor, Qt.Key.Key_Left)
    assert editor.currentIndex().column() == 0 and teaching.walkthrough.index == 1

    # Typing opens the cell editor; there even PageDown, Space and Esc belong to the text.
    qtbot.keyClick(editor, Qt.Key.Key_5)
    line = QApplication.focusWidget()
    assert isinstance(line, QLineEdit) and line.text() == "5"
    qtbot.keyClicks(line, "25")
    qtbot.keyClick(line, Qt.Key.Key_Left)
    assert line.cursorPosition() == 2 and teaching.walkthrough.index == 1
    qtbot.keyClick(line, Qt.Key.Key_Escape)  # gives up the edit, not the walkthrough
    assert teaching.walkthrough_active
    assert window.document.session.embeddings[0, 0] == 1.0

    # A clicker's PageDown still steps while the table (not editing) has the focus.
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key.Key_PageDown)
    assert teaching.walkthrough.index == 2


def test_keys_do_nothing_when_the_walkthrough_is_off(app, window, qtbot):
    window.findChild(QWidget, "heatmap.weights").setFocus()
    index = app.teaching.walkthrough.index
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert app.teaching.walkthrough.index == index
    assert not app.teaching.walkthrough_active


def test_text_follows_an_edit(app, window, qtbot):
    app.teaching.start_walkthrough(1)  # score, for "cat"
    assert '"cat" −1, "sat" −2, "mat" −2' in widget(window, "label.step_text").text()
    # A zero vector gives a zero query, so every score of "cat" becomes 0.
    window.document.set_cells("embeddings", [(CAT, 0, 0.0), (CAT, 2, 0.0)])
    assert '"cat" 0, "sat" 0, "mat" 0' in widget(window, "label.step_text").text()


def test_reset_layout_does_not_start_a_walkthrough(app, window):
    window.findChild(QAction, "action.reset_layout").trigger()
    assert not app.teaching.walkthrough_active
    assert app.teaching.explain_dock.isVisible() and app.teaching.checks_dock.isVisible()


# -- explain this number ------------------------------------------------------------------------


def test_clicking_a_scaled_score_explains_the_dot_product_and_lights_up_q_and_k(app, window, qtbot):
    heatmap = window.findChild(MatrixHeatmap, "heatmap.scores")
    with qtbot.waitSignal(heatmap.sig_cell_clicked) as blocker:
        qtbot.mouseClick(
            heatmap.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(heatmap, CAT, SAT)
        )
    assert blocker.args == [CAT, SAT]
    text = app.teaching.explain.text()
    assert 'query "cat" · key "sat" = 0·1 + (−1)·2 = −2' in text
    assert "−2 / √2 ≈ −1.41" in text
    q_model, k_model = table(window, "view.Q").model(), table(window, "view.K").model()
    assert q_model.is_source(CAT, 0) and q_model.is_source(CAT, 1) and not q_model.is_source(SAT, 0)
    assert k_model.is_source(SAT, 1) and not k_model.is_source(CAT, 1)


def test_clicking_a_weight_cell_in_its_table(app, window, qtbot):
    window.pipeline.numbers_button.click()  # the weights as numbers
    view = table(window, "view.weights")
    qtbot.waitUntil(view.isVisible)
    click_cell(qtbot, view, CAT, SAT)
    text = app.teaching.explain.text()
    assert "e^(−0.71) ≈ 0.49" in text and "0.50, 0.25, 0.25" in text
    assert app.teaching.explain.cell == ("weights", CAT, SAT)


def test_clicking_an_output_lights_up_the_weights_row_and_a_column_of_v(app, window, qtbot):
    click_cell(qtbot, table(window, "view.output"), CAT, 0)
    assert "≈ −0.26" in app.teaching.explain.text()
    v_model = table(window, "view.V").model()
    assert v_model.is_source(MAT, 0) and not v_model.is_source(MAT, 1)
    assert table(window, "view.weights").model().is_source(CAT, 2)
    # Arrow keys move the explanation along, too.
    qtbot.keyClick(table(window, "view.output"), Qt.Key.Key_Right)
    assert app.teaching.explain.cell == ("output", CAT, 1)


def test_the_explanation_is_redone_after_an_edit(app, window, qtbot):
    click_cell(qtbot, table(window, "view.Q"), CAT, 1)
    assert app.teaching.explain.explanation.lines[1].endswith("= −1")  # lesson: Q[cat] = [0, −1]
    assert table(window, "editor.embeddings").model().is_source(CAT, 3)
    window.document.set_cells("embeddings", [(CAT, 0, 0.0), (CAT, 2, 0.0)])
    assert app.teaching.explain.explanation.lines[1] == "0·0 + 0·(−1) + 0·(−1) + 0·(−1) = 0"


def test_source_highlight_keeps_the_table_models_valid(window, qtbot, qtmodeltester):
    click_cell(qtbot, table(window, "view.output"), SAT, 1)
    for view in window.findChildren(QTableView):
        qtmodeltester.check(view.model())


# -- sanity checks --------------------------------------------------------------------------------


def check_rows(window: MainWindow) -> dict[str, QLabel]:
    panel = widget(window, "panel.checks")
    return {
        key: panel.findChild(QLabel, f"check.{key}")
        for key in ("shapes", "rows", "equal_scores", "columns")
    }


def test_four_green_checks_for_the_lesson_example(window):
    rows = check_rows(window)
    for key, label in rows.items():
        assert label is not None and label.isVisible(), key
        assert "✓" in label.text() and "✗" not in label.text(), key
        assert label.property("passed") is True
    assert "1.56, 0.87, 0.57" in rows["columns"].text()  # column sums; rows sum to 1


def test_a_mistake_turns_the_checks_red(app, window):
    panel = app.teaching.checks
    panel.set_mistake("wrong_axis")
    rows = check_rows(window)
    assert "✗" in rows["rows"].text() and "✗" in rows["columns"].text()
    assert rows["columns"].property("passed") is False
    assert "columns" in rows["columns"].text()
    panel.set_mistake(None)
    assert all("✓" in label.text() for label in rows.values())
    with pytest.raises(ValueError, match="unknown mistake"):
        panel.set_mistake("typo")


def test_mask_after_softmax_is_caught_on_the_rows(app, window):
    window.toolbar.causal.trigger()
    app.teaching.checks.set_mistake("mask_after_softmax")
    row_check = check_rows(window)["rows"]
    assert "✗" in row_check.text() and "not 1" in row_check.text()
    assert app.teaching.checks.passed()["rows"] is False


def test_checks_follow_the_head(qtbot, open_app):
    app = open_app(qtbot, "two-heads")
    window = app.window
    heading = window.findChild(QLabel, "label.checks")
    assert "head 1" in heading.text()
    window.document.select_head(1)
    drain()
    assert "head 2" in heading.text()


# -- menus, names, screenshots ---------------------------------------------------------------------


def test_view_menu_and_toolbar_entries(window):
    view_menu = window.findChild(QMenu, "menu.view")
    texts = [action.text() for action in view_menu.actions()]
    for title in ("Step through", "Explain this number", "Sanity checks"):
        assert title in texts
    step_action = window.findChild(QAction, "action.step_through")
    assert step_action.shortcut().toString() == "F6"
    assert widget(window, "button.step_through").isVisible()


@pytest.mark.parametrize("preset", ["cat-sat-mat", "it-animal", "two-heads"])
def test_every_step_names_widgets_that_exist(qtbot, preset, open_app):
    app = open_app(qtbot, preset)
    window = app.window
    for index in range(len(STEPS)):
        app.teaching.walkthrough.set_step(index)
        for name in app.teaching.walkthrough.step().panels:
            assert window.findChild(QWidget, name) is not None, (preset, index, name)


def test_screenshots_of_the_walkthrough_and_an_explanation(app, window, qtbot, tmp_path):
    folder = Path(os.environ.get("SELFATTN_GUI_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    heatmap = window.findChild(MatrixHeatmap, "heatmap.scores")
    qtbot.mouseClick(
        heatmap.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(heatmap, CAT, SAT)
    )
    app.teaching.start_walkthrough(3)
    path = folder / "window-walkthrough-softmax.png"
    image = window.grab()
    assert image.save(str(path))
    assert (image.width(), image.height()) == (1280, 800)
    colours = {image.toImage().pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 20
    assert np.isfinite(window.document.result.heads[0].weights).all()
