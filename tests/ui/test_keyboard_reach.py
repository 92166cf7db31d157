"""Keyboard alone: Tab walks the whole window in reading order, and nothing keeps the focus.

From the first control of the toolbar, Tab goes through the pipeline's stages in the order
of the computation (tables, heatmaps, the "123" button, the query chart, the head tabs),
then the side docks, and comes back round.  Every widget that takes the focus tells a
screen reader what it is.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.conftest import settle

TOOLBAR = ["combo.head", "spin.heads", "spin.d_model", "spin.d_k", "spin.d_v", "spin.decimals"]
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
    walk = tab_walk(qtbot, window.toolbar.head_combo)
    assert walk[: len(TOOLBAR)] == TOOLBAR
    assert walk[len(TOOLBAR) : len(TOOLBAR) + len(PIPELINE)] == PIPELINE
    # Then the side docks (explain, checks) and round to the toolbar again.
    docks = walk[len(TOOLBAR) + len(PIPELINE) :]
    assert "text.explain" in docks
    for name in docks:
        widget = window.findChild(QWidget, name)
        assert not window.pipeline.isAncestorOf(widget), f"{name} of the pipeline comes late"


def test_shift_tab_walks_the_same_way_back(window, qtbot):
    forward = tab_walk(qtbot, window.toolbar.head_combo)
    backward = tab_walk(qtbot, window.toolbar.head_combo, Qt.Key.Key_Backtab)
    assert backward == [forward[0], *reversed(forward[1:])]


def test_head_tabs_come_first_and_all_heads_puts_its_heatmaps_in_the_weights_place(open_app, qtbot):
    app = open_app(qtbot, "two-heads")
    window = app.window
    walk = tab_walk(qtbot, window.toolbar.head_combo)
    assert walk[len(TOOLBAR)] == "tabs.head"
    assert walk.index("heatmap.scores") < walk.index("heatmap.weights") < walk.index("view.output")
    # Keyboard: on the tabs, the arrow keys go to "all heads".
    tabs = window.pipeline.head_tabs
    tabs.setFocus(Qt.FocusReason.TabFocusReason)
    while tabs.currentIndex() < tabs.count() - 1:
        qtbot.keyClick(tabs, Qt.Key.Key_Right)
    settle(qtbot, window)
    walk = tab_walk(qtbot, window.toolbar.head_combo)
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
    walk = tab_walk(qtbot, window.toolbar.head_combo)
    heads = walk.index("heatmap.head0")
    assert walk[heads : heads + 3] == ["heatmap.head0", "heatmap.head1", "heatmap.head2"]
    assert heads < walk.index("view.output")


def _focusable_on_show(window: QWidget) -> list[QWidget]:
    return [
        widget
        for widget in window.findChildren(QWidget)
        if widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.focusProxy() is None
    ]


def _texts(widget: QWidget, text_kind: QAccessible.Text) -> list[str]:
    """What a screen reader reads of ``widget``: of a tab bar, what it reads of each tab
    (Qt gives a tab bar itself no description: it reads the tab on show)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:
        return [""]
    if (
        interface.role() == QAccessible.Role.PageTabList
        and text_kind == QAccessible.Text.Description
    ):
        tabs = [interface.child(i) for i in range(interface.childCount())]
        return [t.text(text_kind) for t in tabs if t.role() == QAccessible.Role.PageTab]
    return [interface.text(text_kind)]


def _without(text_kind: QAccessible.Text, widgets: list[QWidget]) -> list[str]:
    """The widgets (type and object name) with an empty ``text_kind``."""
    return [
        f"{type(widget).__name__} {widget.objectName()!r}"
        for widget in widgets
        if not all(text.strip() for text in _texts(widget, text_kind))
    ]


@pytest.mark.parametrize("preset", ["cat-sat-mat", "two-heads"])
def test_every_widget_that_takes_the_focus_has_a_name_and_a_description(open_app, qtbot, preset):
    window = open_app(qtbot, preset).window
    widgets = _focusable_on_show(window)
    assert len(widgets) > 20
    assert _without(QAccessible.Text.Name, widgets) == []
    assert _without(QAccessible.Text.Description, widgets) == []


def test_the_docks_a_lesson_opens_name_their_controls_too(app, qtbot):
    app.lessons.open_lessons("01-what-self-attention-does")
    app.teaching.start_walkthrough()
    app.lessons.show_lab("mistakes")
    app.lessons.show_lab("scale_explorer")
    settle(qtbot, app.window)
    widgets = _focusable_on_show(app.window)
    assert _without(QAccessible.Text.Name, widgets) == []


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
