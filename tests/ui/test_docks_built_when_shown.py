"""Docks that start hidden (the Train panel, the mistakes lab, the scale explorer) are
made the first time they are shown: the window starts without them, a learner who
opens one sees it whole, with the session's numbers, the veil of an open question and
a layout saved with it open.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget
from window_waits import drain, settle

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.teaching.mistakes_lab import MistakesLab
from selfattn_gui.ui.teaching.scale_explorer import ScaleExplorer
from selfattn_gui.ui.training.background_training import BackgroundTraining
from selfattn_gui.ui.training.train_panel import TrainPanel

#: the content's object names, which outside tools find them by
CONTENT = ("panel.train", "scroll.train", "panel.mistakes", "panel.scale_explorer")


def texts_on(heatmap: MatrixHeatmap) -> list[list[str | None]]:
    rows, columns = heatmap.matrix_shape()
    return [[heatmap.cell_text(r, c) for c in range(columns)] for r in range(rows)]


def by_hand(document) -> np.ndarray:
    """The S preset's one head's weights: softmax of Q Kᵀ / √d_k over each row, by hand."""
    session = document.session
    x = np.asarray(document.result.Z)  # the token vectors plus their positions
    head = session.heads[0]
    q, k = x @ head.W_q, x @ head.W_k
    scores = q @ k.T / np.sqrt(q.shape[1])
    scores = np.where(document.result.mask, scores, -np.inf)
    exp = np.exp(scores - scores.max(axis=1, keepdims=True))
    return exp / exp.sum(axis=1, keepdims=True)


def view_action(window, name: str) -> QAction:
    action = window.findChild(QAction, name)
    assert action is not None and action in window.menu_view.actions()
    return action


def test_the_window_starts_without_them_and_the_view_menu_makes_them(app, qtbot):
    window = app.window
    for name in CONTENT:
        assert window.findChild(QWidget, name) is None, f"{name} made at start-up"
    assert app.training.findChild(BackgroundTraining) is None  # no trainer, no thread
    for key in ("train", "mistakes", "scale_explorer"):
        assert window.findChild(QWidget, f"dock.{key}").isHidden()

    view_action(window, "action.train").trigger()
    panel = window.findChild(TrainPanel, "panel.train")
    assert panel is not None and panel is app.training.panel
    assert window.findChild(QScrollArea, "scroll.train") is app.training.dock.widget()
    qtbot.waitUntil(lambda: panel.picture is not None)  # the seed's random weights
    assert panel.isVisible() and panel.picture.step == 0
    assert not panel.training.running  # shown, not training: Start is the learner's

    view_action(window, "action.mistakes_lab").trigger()
    lab = window.findChild(MistakesLab, "panel.mistakes")
    assert lab is not None and lab is app.lessons.mistakes
    qtbot.waitUntil(lab.isVisible)
    expected = by_hand(window.document)
    drawn = np.array([[float(t) for t in row] for row in texts_on(lab.right_map)])
    assert drawn.shape == expected.shape
    assert np.allclose(drawn, expected, atol=0.0051)

    view_action(window, "action.scale_explorer").trigger()
    explorer = window.findChild(ScaleExplorer, "panel.scale_explorer")
    assert explorer is not None and explorer is app.lessons.scale_explorer
    qtbot.waitUntil(explorer.isVisible)
    window.document.select_query(1)
    drain()  # (drawn at the end of the turn)
    row = expected[1]
    largest = explorer.findChild(QLabel, "label.scale_factor").text()
    assert f"{row.max():.2f}" in largest  # at × 1 the app's own weights
    assert app.lessons.built == {"mistakes", "scale_explorer"}


def test_a_lab_made_under_an_open_question_hides_its_answer_in_the_look_of_the_day(app, qtbot):
    """The veil, theme and zoom set before the lab exists are on it when a step opens it."""
    window = app.window
    assert window.findChild(QWidget, "panel.mistakes") is None
    weights = window.findChild(MatrixHeatmap, "heatmap.weights")
    light = weights.backgroundBrush().color().name()
    scale_at_100 = window.look.effective_scale
    app.classroom.set_theme("dark", remember=False)
    app.classroom.set_zoom(1.5)
    app.view_state.set_veiled(frozenset({"weights"}))  # as a question about the weights does
    app.lessons.highlight(["panel.mistakes.no_scale"])  # a step that points at the lab
    lab = window.findChild(MistakesLab, "panel.mistakes")
    assert lab is not None and lab.mistake == "no_scale"
    qtbot.waitUntil(lab.isVisible)
    for heatmap in (lab.right_map, lab.wrong_map):
        assert {t for row in texts_on(heatmap) for t in row} == {"?"}
    assert "?" in lab.right_sums.text()
    dark = weights.backgroundBrush().color().name()
    assert dark != light
    for heatmap in (lab.right_map, lab.wrong_map):
        assert heatmap.backgroundBrush().color().name() == dark
        assert heatmap._font_scale == pytest.approx(1.5 * scale_at_100)

    app.view_state.set_veiled(frozenset())  # answered: the numbers come back
    assert all(t != "?" for row in texts_on(lab.right_map) for t in row)


def test_a_layout_saved_with_a_lab_open_opens_it_made(open_app, qtbot):
    first = open_app(qtbot)
    first.lessons.show_lab("scale_explorer")
    first.training.show_panel()
    first.window.close()  # which saves the layout

    again = open_app(qtbot)
    dock = again.lessons.docks["scale_explorer"]
    assert dock.isVisible()
    explorer = again.window.findChild(ScaleExplorer, "panel.scale_explorer")
    assert explorer is not None and explorer.isVisible() and dock.widget() is explorer
    settle(qtbot, again.window)
    assert not again.window.frames.is_behind(explorer)  # drawn, not waiting
    assert again.window.findChild(QWidget, "panel.mistakes") is None  # closed: not made
    panel = again.window.findChild(TrainPanel, "panel.train")
    assert panel is not None and panel.isVisible() and again.training.dock.isVisible()
    assert panel.training.trainer is None  # shown again, not trained: no weights drawn yet
