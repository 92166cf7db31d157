"""The Train panel, driven like a learner does: View → Train a model, Start, Pause,
Start over with a seed, Open these weights; all while the window stays usable.

A cut-down recipe (a few hundred steps of a tiny model) keeps the tests short; the
real one's speed is measured by hand (docs/models.md, "Training in the app").
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication
from table_keys import shown, table, type_into

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.training.forward import forward
from selfattn_gui.core.training.make_models import Recipe
from selfattn_gui.core.training.trainer import Trainer
from selfattn_gui.ui.training import train_dock
from tests.core.training.test_trainer import SMALL as TRAINER_TESTS_SMALL

# The trainer's own tests' tiny copier (it learns in a few hundred steps), from seed 0.
SMALL = dataclasses.replace(TRAINER_TESTS_SMALL, seed=0)
SMALL_RECIPE = Recipe(
    "small", "a tiny copier", SMALL, steps=3000, shown_length=5, scored_lengths=(3, 5)
)


@pytest.fixture
def app(qtbot, monkeypatch, open_app):
    """The window, whose Train panel trains the tiny model: a point every 10 steps,
    a picture of the heads every 50."""
    monkeypatch.setattr(train_dock, "PANEL_RECIPE", train_dock.PanelRecipe(SMALL_RECIPE, 10, 50))
    return open_app(qtbot)


def open_panel(app, qtbot):
    """View → Train a model, and wait for the random weights' picture (step 0)."""
    action = app.window.findChild(QAction, "action.train")
    assert action is not None and action in app.window.menu_view.actions()
    assert not app.training.dock.isVisible()  # hidden until asked for
    action.trigger()
    panel = app.training.panel
    qtbot.waitUntil(lambda: panel.picture is not None)
    assert app.training.dock.isVisible() and panel.picture.step == 0
    return panel


def back_to_the_window(qtbot, window) -> None:
    """The learner turns from the floating panel to the main window (it gets the keys)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def click(qtbot, button) -> None:
    assert button.isEnabled(), f"{button.objectName()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def pause(qtbot, panel) -> int:
    """Press Pause and wait until the training has stopped; the steps taken."""
    click(qtbot, panel.pause_button)
    qtbot.waitUntil(lambda: not panel.training.running)
    return panel.training.trainer.steps


def reach(qtbot, panel, step: int) -> None:
    """Wait until the loss curve has reached ``step``."""
    qtbot.waitUntil(lambda: bool(panel.loss_chart.steps) and panel.loss_chart.steps[-1] >= step)


def picture_of(heatmap) -> QImage:
    return heatmap.grab().toImage()


def test_the_curve_and_the_heads_update_while_a_cell_is_edited_in_the_window(app, qtbot):
    window, panel = app.window, open_panel(app, qtbot)
    maps = panel.patterns.heatmaps
    at_step_0 = [picture_of(heatmap) for heatmap in maps]
    click(qtbot, panel.start_button)
    back_to_the_window(qtbot, window)
    editor = table(window, "editor.W_q")
    timeline = []  # (points on the curve, step of the picture drawn) after each edit
    value = 0.0
    # Edit until two new pictures came in (or the training ends): a busy machine trains
    # slower between two edits, so a fixed number of edits would be a guess at its speed.
    while panel.training.running and len(timeline) < 80:
        if len(timeline) >= 12 and len({step for _, step in timeline} - {0}) >= 2:
            break
        value += 0.125
        type_into(qtbot, editor, 0, 0, f"{value}")
        assert shown(window, "editor.W_q")[0, 0] == value  # the edit shows at once
        assert window.document.session.heads[0].W_q[0, 0] == value
        timeline.append((len(panel.loss_chart.steps), panel.picture.step))
        qtbot.wait(30)  # the learner looks up between two edits: the event loop turns
    pause(qtbot, panel)
    assert len(timeline) >= 4, "the training ended before the window took a few edits"
    points = [p for p, _ in timeline]
    pictures = {step for _, step in timeline}
    # Between the learner's edits the curve kept growing and new pictures came in.
    assert points[-1] > points[0] and len(set(points)) >= 3
    assert len(pictures - {0}) >= 2
    assert all(picture_of(h) != old for h, old in zip(maps, at_step_0, strict=True))
    assert window.document.undo_stack.count() == len(timeline)  # each edit one step


def test_pause_stops_the_step_count_and_start_goes_on_from_there(app, qtbot):
    panel = open_panel(app, qtbot)
    click(qtbot, panel.start_button)
    reach(qtbot, panel, 100)
    paused_at = pause(qtbot, panel)
    assert panel.start_button.isEnabled() and not panel.pause_button.isEnabled()
    assert panel.start_button.text() == "Go on"
    assert panel.status.text().startswith(f"Step {paused_at:,} of 3,000")
    assert "paused" in panel.status.text()
    qtbot.wait(300)  # a paused training takes no step
    assert panel.training.trainer.steps == paused_at
    assert panel.loss_chart.steps[-1] == paused_at and panel.picture.step == paused_at

    click(qtbot, panel.start_button)
    reach(qtbot, panel, paused_at + 60)
    total = pause(qtbot, panel)
    steps = panel.loss_chart.steps
    assert steps == sorted(steps) and steps[0] == 10  # one curve, not a fresh start
    # Pausing kept the weights, the optimiser's state and the data stream: the losses
    # are those of one uninterrupted run of as many steps.
    uninterrupted = Trainer(SMALL)
    uninterrupted.run(total)
    assert panel.training.trainer.losses == uninterrupted.losses


def test_start_over_begins_again_from_the_seed_in_the_field(app, qtbot):
    panel = open_panel(app, qtbot)
    click(qtbot, panel.start_button)
    reach(qtbot, panel, 50)
    pause(qtbot, panel)
    seed_0_losses = list(panel.training.trainer.losses)

    panel.seed.setFocus()
    panel.seed.selectAll()
    qtbot.keyClicks(panel.seed, "7")
    qtbot.keyClick(panel.seed, Qt.Key.Key_Return)
    assert panel.seed.value() == 7
    assert panel.training.trainer.steps == len(
        seed_0_losses
    )  # a new seed alone throws nothing away
    click(qtbot, panel.reset_button)
    qtbot.waitUntil(lambda: panel.picture is not None and panel.picture.step == 0)
    assert panel.loss_chart.steps == [] and panel.accuracy_chart.steps == [0]  # random weights
    assert panel.status.text().startswith("Step 0 of 3,000")
    fresh = Trainer(dataclasses.replace(SMALL, seed=7))
    trainer = panel.training.trainer
    assert trainer.steps == 0
    assert all(np.array_equal(trainer.weights[n], fresh.weights[n]) for n in fresh.weights)

    click(qtbot, panel.start_button)
    reach(qtbot, panel, 50)
    total = pause(qtbot, panel)
    fresh.run(total)
    assert panel.training.trainer.losses == fresh.losses
    assert fresh.losses[:20] != seed_0_losses[:20]


def test_opened_weights_reproduce_the_training_forward_pass(app, qtbot):
    window, panel = app.window, open_panel(app, qtbot)
    click(qtbot, panel.start_button)
    reach(qtbot, panel, 120)
    steps = pause(qtbot, panel)
    click(qtbot, panel.open_button)
    session = window.document.session
    assert session.title == f"Trained in the app: seed 0, {steps:,} steps"
    assert window.document.undo_stack.count() == 0 and not window.document.is_modified
    trainer = panel.training.trainer
    labels = session.vocabulary.labels
    tokens = np.array([[labels.index(token) for token in session.tokens]])
    logits, cache = forward(trainer.weights, SMALL.sizes, tokens)
    result = compute(session)
    assert np.max(np.abs(result.logits - logits[0])) <= 1e-12
    for layer in range(2):
        for head in range(2):
            drawn = result.layers[layer].heads[head].weights
            assert np.max(np.abs(drawn - cache.layers[layer].weights[0, head])) <= 1e-12
    # It is an ordinary session: an edit is one undo step, and undo takes it back.
    back_to_the_window(qtbot, window)
    type_into(qtbot, table(window, "editor.W_q"), 0, 0, "0.5")
    assert window.document.session.heads[0].W_q[0, 0] == 0.5
    window.document.undo_stack.undo()
    assert window.document.session.heads[0].W_q[0, 0] == session.heads[0].W_q[0, 0]


def test_opening_the_weights_asks_about_unsaved_work_first(app, qtbot):
    window, panel = app.window, open_panel(app, qtbot)
    back_to_the_window(qtbot, window)
    type_into(qtbot, table(window, "editor.W_q"), 0, 0, "0.75")
    before = window.document.session
    app.files.ask_discard = lambda: "cancel"
    click(qtbot, panel.open_button)
    assert window.document.session is before  # kept: the learner said cancel
    app.files.ask_discard = lambda: "discard"
    click(qtbot, panel.open_button)
    assert window.document.session is panel.picture.session
    QApplication.processEvents()


def test_a_seed_typed_before_the_first_step_shows_its_own_random_weights(app, qtbot):
    panel = open_panel(app, qtbot)
    panel.seed.setFocus()
    panel.seed.selectAll()
    qtbot.keyClicks(panel.seed, "3")
    qtbot.keyClick(panel.seed, Qt.Key.Key_Return)
    fresh = Trainer(dataclasses.replace(SMALL, seed=3))
    qtbot.waitUntil(  # (no picture between the start over and its step-0 picture)
        lambda: (
            panel.picture is not None
            and np.array_equal(panel.picture.session.vocabulary.W_E, fresh.weights["W_E"])
        )
    )
    click(qtbot, panel.start_button)
    reach(qtbot, panel, 30)
    total = pause(qtbot, panel)
    fresh.run(total)
    assert panel.training.trainer.losses == fresh.losses


def test_a_run_that_takes_its_last_step_says_done_and_its_weights_open(
    qtbot, monkeypatch, open_app
):
    """200 steps of the tiny copier, to the end: the buttons, the charts and the weights."""
    short = dataclasses.replace(SMALL_RECIPE, steps=200)
    monkeypatch.setattr(train_dock, "PANEL_RECIPE", train_dock.PanelRecipe(short, 10, 50))
    app = open_app(qtbot)
    window, panel = app.window, open_panel(app, qtbot)
    click(qtbot, panel.start_button)
    qtbot.waitUntil(
        lambda: not panel.training.running and "done" in panel.status.text(), timeout=60000
    )
    assert panel.training.trainer.steps == 200
    assert panel.status.text().startswith("Step 200 of 200")
    # Nothing left to go on with; starting over and opening the weights still can.
    assert not panel.start_button.isEnabled() and not panel.pause_button.isEnabled()
    assert panel.reset_button.isEnabled() and panel.open_button.isEnabled()
    # The charts end at the last step: a point every 10 steps, a picture every 50.
    assert panel.loss_chart.steps == list(range(10, 201, 10))
    assert panel.accuracy_chart.steps == [0, 50, 100, 150, 200]
    uninterrupted = Trainer(SMALL)
    uninterrupted.run(200)
    means = [float(np.mean(uninterrupted.losses[i : i + 10])) for i in range(0, 200, 10)]
    np.testing.assert_allclose(panel.loss_chart.values, means, rtol=1e-12)
    assert panel.picture.step == 200 and "layer 2, head 1" in panel.patterns.captions[1].text()
    click(qtbot, panel.open_button)
    session = window.document.session
    assert session.title == "Trained in the app: seed 0, 200 steps"
    assert np.array_equal(session.vocabulary.W_E, uninterrupted.weights["W_E"])
    click(qtbot, panel.reset_button)  # a fresh run may start again
    qtbot.waitUntil(lambda: panel.picture is not None and panel.picture.step == 0)
    assert panel.start_button.isEnabled() and panel.start_button.text() == "Start"
    assert "done" not in panel.status.text()


def test_docked_in_a_narrow_column_the_panel_scrolls_instead_of_cutting_anything_off(app, qtbot):
    from PySide6.QtWidgets import QScrollArea

    window, panel = app.window, open_panel(app, qtbot)
    window.resize(1024, 768)
    dock = app.training.dock
    dock.setFloating(False)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resizeDocks([dock], [300], Qt.Orientation.Horizontal)
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea) and scroll.widget() is panel
    least = panel.minimumSizeHint()
    qtbot.waitUntil(lambda: scroll.viewport().width() < least.width())
    # The panel keeps its least size (nothing squeezed away), and the bars reach all of it.
    assert panel.width() >= least.width() and panel.height() >= least.height()
    horizontal, vertical = scroll.horizontalScrollBar(), scroll.verticalScrollBar()
    assert horizontal.maximum() == panel.width() - scroll.viewport().width()
    assert vertical.maximum() == max(0, panel.height() - scroll.viewport().height())


def test_the_maps_label_their_tokens_in_the_tick_font_never_a_smaller_one(app, qtbot):
    """15 tokens under a small map: every k-th label in the text size of the axes (the
    labels are thinned), not all of them shrunk to a size nobody reads."""
    panel = open_panel(app, qtbot)
    app.training.dock.resize(700, 560)  # small maps (at most 140 pixels a side)
    qtbot.waitUntil(lambda: app.training.dock.width() <= 700)
    QApplication.processEvents()  # (the maps take their new size)
    for heatmap in panel.patterns.heatmaps:
        heatmap.grab()  # a paint: the axes choose their labels' font
        for side in ("left", "bottom"):
            axis = heatmap.ci.getItem(0, 0).getAxis(side)
            drawn = axis._label_font  # None: pyqtgraph's own labels, in the tick font
            least = axis._tick_font().pointSizeF()
            assert drawn is None or drawn.pointSizeF() >= least, (heatmap.objectName(), side)
