"""Keyboard alone: Tab walks the whole window in reading order, and nothing keeps the focus.

From the first control of the toolbar (its switches, the sizes, step through, present
and pin), Tab goes through the pipeline's stages in the order of the computation
(tables, heatmaps, the "123" button, the query chart, the head tabs), then the side
docks, and comes back round.  Space presses the switch with the focus, also while the
walkthrough takes Space for its next step.  Every widget that takes the focus tells a
screen reader what it is.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from screen_reader import tab_stops_on_show, without

from tests.ui.conftest import settle

#: what the session says of each switch of the toolbar, by the switch's button
SWITCHES = {
    "button.causal": lambda session: session.causal,
    "button.positional_encoding": lambda session: session.positional_encoding == "sinusoidal",
    "button.scale": lambda session: session.scale == "sqrt_dk",
    "button.residual": lambda session: session.residual,
    "button.W_o": lambda session: session.W_o is not None,
    "button.layer_norm": lambda session: session.layers[0].layer_norm is not None,
}
TOOLBAR = [
    *SWITCHES,
    "combo.head",
    "spin.heads",
    "spin.d_model",
    "spin.d_k",
    "spin.d_v",
    "spin.decimals",
    "button.step_through",
    "button.presentation",
    "button.pin",
]
#: the pipeline of cat-sat-mat (no positions: no Z; W_o on), in the order of the computation
PIPELINE = [
    "editor.embeddings",
    "editor.W_q",
    "editor.W_k",
    "editor.W_v",
    "view.Q",
    "view.K",
    "view.V",
    "view.scores_raw",
    "view.dot_product",  # the picture of q·k beside the scores (d_k = 2)
    "heatmap.scores",
    "button.weights_numbers",
    "heatmap.weights",
    "chart.query",
    "view.output",
    "editor.W_o",
    "view.attention_output",
    "view.residual",
]
#: a table gets one Tab per cell (spreadsheet habit), so the walk may take many presses
MOST_PRESSES = 1500


def first_control(window) -> QWidget:
    """The first control of the window: the toolbar's first switch."""
    button = window.toolbar.widgetForAction(window.toolbar.causal)
    assert button is not None
    return button


def tab_until(qtbot, name: str, key: Qt.Key = Qt.Key.Key_Tab) -> QWidget:
    """Press ``key`` until the widget called ``name`` has the focus; fail if it never does."""
    for _ in range(MOST_PRESSES):
        focus = QApplication.focusWidget()
        if focus is not None and focus.objectName() == name:
            return focus
        qtbot.keyClick(focus, key)
    pytest.fail(f"{key.name} never reached {name!r}")


def tab_walk(qtbot, first: QWidget, key: Qt.Key = Qt.Key.Key_Tab) -> list[str]:
    """The object names the focus visits, pressing ``key`` from ``first`` until it is back.

    Fails, naming where the focus stayed, when it never comes back (a trap) or goes
    round a loop that leaves ``first`` out.
    """
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    visited: list[QWidget] = [first]
    for _ in range(MOST_PRESSES):
        qtbot.keyClick(QApplication.focusWidget(), key)
        focus = QApplication.focusWidget()
        if focus is first:
            return [widget.objectName() for widget in visited]
        assert focus is not None, f"the focus left the window after {visited[-1].objectName()}"
        if focus is not visited[-1]:
            assert focus not in visited, f"the focus goes round without {first.objectName()}: " + (
                " → ".join(w.objectName() for w in [*visited, focus])
            )
            visited.append(focus)
    pytest.fail(f"the focus stayed in {visited[-1].objectName()!r} ({MOST_PRESSES} presses)")


def test_tab_walks_toolbar_then_pipeline_in_reading_order_then_docks(window, qtbot):
    walk = tab_walk(qtbot, first_control(window))
    assert walk[: len(TOOLBAR)] == TOOLBAR
    assert walk[len(TOOLBAR) : len(TOOLBAR) + len(PIPELINE)] == PIPELINE
    # Then the side docks (explain, checks) and round to the toolbar again.
    docks = walk[len(TOOLBAR) + len(PIPELINE) :]
    assert "text.explain" in docks
    for name in docks:
        widget = window.findChild(QWidget, name)
        assert not window.pipeline.isAncestorOf(widget), f"{name} of the pipeline comes late"


def test_shift_tab_walks_the_same_way_back(window, qtbot):
    forward = tab_walk(qtbot, first_control(window))
    backward = tab_walk(qtbot, first_control(window), Qt.Key.Key_Backtab)
    assert backward == [forward[0], *reversed(forward[1:])]


def test_tab_reaches_every_switch_of_the_toolbar_and_space_flips_it(app, qtbot):
    window, document = app.window, app.document
    last_table = window.findChild(QWidget, "view.residual")
    last_table.setFocus(Qt.FocusReason.MouseFocusReason)  # a learner was reading the result
    qtbot.waitUntil(lambda: QApplication.focusWidget() is last_table)
    for name, state in SWITCHES.items():
        button = tab_until(qtbot, name)  # round past the docks to the toolbar, then along it
        was_on = state(document.session)
        qtbot.keyClick(button, Qt.Key.Key_Space)
        assert state(document.session) is not was_on, f"Space did not flip {name}"
        assert bool(QAccessible.queryAccessibleInterface(button).state().checked) is not was_on
        assert QApplication.focusWidget() is button, f"Space took the focus off {name}"
    pin = tab_until(qtbot, "button.pin")
    qtbot.keyClick(pin, Qt.Key.Key_Space)
    assert app.pin.action.isChecked()
    assert document.pin.is_pinned


def test_space_presses_the_focused_switch_while_the_walkthrough_takes_space_to_step(app, qtbot):
    first_control(app.window).setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(tab_until(qtbot, "button.step_through"), Qt.Key.Key_Space)
    assert app.teaching.walkthrough_active
    walkthrough = app.teaching.walkthrough
    switch = tab_until(qtbot, "button.causal", Qt.Key.Key_Backtab)
    qtbot.keyClick(switch, Qt.Key.Key_Space)
    assert app.document.session.causal
    assert walkthrough.index == 0, "Space stepped the walkthrough instead of pressing the switch"
    # On a table (nothing to press), Space is still the presenter's "next".
    qtbot.keyClick(tab_until(qtbot, "editor.embeddings"), Qt.Key.Key_Space)
    assert walkthrough.index == 1


def test_presenting_a_lesson_the_prediction_and_reveal_keep_their_keys(app, qtbot):
    app.lessons.open_lessons("02-what-self-attention-does", 1)  # a step with a question
    panel = app.lessons.lessons.panel
    app.presentation.enter()
    edit = panel.predict_box.edit
    edit.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    qtbot.keyClicks(edit, "1 / 2")
    qtbot.keyClick(edit, Qt.Key.Key_Left)
    assert (edit.text(), edit.cursorPosition()) == ("1 / 2", 4)  # typed, and the caret moved
    reveal = tab_until(qtbot, "button.reveal")
    qtbot.keyClick(reveal, Qt.Key.Key_Space)
    assert "The answer is" in panel.predict_box.result.text()
    assert panel.step_index == 1, "Space stepped the lesson instead of pressing Reveal"
    qtbot.keyClick(reveal, Qt.Key.Key_PageDown)  # the clicker's key still steps
    assert panel.step_index == 2
    app.presentation.leave()


def test_the_tables_of_the_scale_explorer_let_tab_go_on(app, qtbot):
    app.lessons.show_lab("scale_explorer")  # a window of its own
    explorer = app.window.findChild(QTabWidget, "panel.scale_explorer")
    explorer.window().activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is explorer.window())
    for page, controls in ((1, ["table.dk_demo"]), (2, ["spin.shift", "table.shift"])):
        explorer.setCurrentIndex(page)
        assert tab_walk(qtbot, explorer.tabBar()) == ["qt_tabwidget_tabbar", *controls]


def test_tab_reads_a_lesson_step_top_to_bottom_and_leaves_its_cost_table(app, qtbot):
    app.lessons.open_lessons("15-cost-n-squared", 2)  # a question: the guess, Check, Reveal
    settle(qtbot, app.window)
    walk = tab_walk(qtbot, first_control(app.window))
    step = walk[walk.index("button.lesson_list") :]
    assert [name for name in step if name] == [
        "button.lesson_list",
        "edit.prediction",
        "button.check_guess",
        "button.reveal",
        "button.lesson_setup",
        "button.glossary",
        "button.lesson_back",
        "button.lesson_next",
    ]
    # The cost table comes after the questions (it would answer them): then it is in order.
    app.lessons.open_lessons("15-cost-n-squared", 4)
    settle(qtbot, app.window)
    walk = tab_walk(qtbot, first_control(app.window))
    step = walk[walk.index("button.lesson_list") :]
    assert [name for name in step if name] == [
        "button.lesson_list",
        "table.cost",
        "button.measure",
        "button.lesson_setup",
        "button.glossary",
        "button.lesson_back",
        "button.lesson_next",
    ]


def test_head_tabs_come_first_and_all_heads_puts_its_heatmaps_in_the_weights_place(open_app, qtbot):
    app = open_app(qtbot, "two-heads")
    window = app.window
    walk = tab_walk(qtbot, first_control(window))
    assert walk[len(TOOLBAR)] == "tabs.head"
    assert walk.index("heatmap.scores") < walk.index("heatmap.weights") < walk.index("view.output")
    # Keyboard: on the tabs, the arrow keys go to "all heads".
    tabs = window.pipeline.head_tabs
    tabs.setFocus(Qt.FocusReason.TabFocusReason)
    while tabs.currentIndex() < tabs.count() - 1:
        qtbot.keyClick(tabs, Qt.Key.Key_Right)
    settle(qtbot, window)
    walk = tab_walk(qtbot, first_control(window))
    heads = walk.index("heatmap.head0")
    assert walk[heads : heads + 2] == ["heatmap.head0", "heatmap.head1"]
    assert walk.index("heatmap.scores") < heads < walk.index("view.output")
    assert "heatmap.weights" not in walk


def test_a_new_head_takes_its_place_in_the_order(open_app, qtbot):
    app = open_app(qtbot, "two-heads")
    window = app.window
    tabs = window.pipeline.head_tabs
    tabs.setCurrentIndex(tabs.count() - 1)  # all heads
    window.toolbar.heads_spin.setValue(3)
    settle(qtbot, window)
    walk = tab_walk(qtbot, first_control(window))
    heads = walk.index("heatmap.head0")
    assert walk[heads : heads + 3] == ["heatmap.head0", "heatmap.head1", "heatmap.head2"]
    assert heads < walk.index("view.output")


@pytest.mark.parametrize("preset", ["cat-sat-mat", "two-heads"])
def test_every_widget_that_takes_the_focus_has_a_name_and_a_description(open_app, qtbot, preset):
    window = open_app(qtbot, preset).window
    widgets = tab_stops_on_show(window)
    assert len(widgets) > 20
    assert without(QAccessible.Text.Name, widgets) == []
    assert without(QAccessible.Text.Description, widgets) == []


def test_the_docks_a_lesson_opens_name_and_describe_their_controls_too(app, qtbot):
    app.lessons.open_lessons("02-what-self-attention-does")
    app.teaching.start_walkthrough()
    app.lessons.show_lab("mistakes")
    app.lessons.show_lab("scale_explorer")
    settle(qtbot, app.window)
    widgets = tab_stops_on_show(app.window)  # the tab bar of the docks tabbed together too
    assert without(QAccessible.Text.Name, widgets) == []
    assert without(QAccessible.Text.Description, widgets) == []


def test_every_stage_says_what_it_is_and_what_it_is_made_from(window):
    for key, stage in window.pipeline.stages.items():
        interface = QAccessible.queryAccessibleInterface(stage)
        name = interface.text(QAccessible.Text.Name)
        assert name == f"{stage.title.text()}, {stage.shape.text()}", key
        assert interface.text(QAccessible.Text.Description), key
    scores = QAccessible.queryAccessibleInterface(window.pipeline.stages["scores"])
    assert scores.text(QAccessible.Text.Name) == "scores = Q·Kᵀ, 3 × 3"
    assert "Q" in scores.text(QAccessible.Text.Description)
    assert "K" in scores.text(QAccessible.Text.Description)
    weights = QAccessible.queryAccessibleInterface(window.pipeline.stages["weights"])
    assert "scaled scores" in weights.text(QAccessible.Text.Description)
