"""A lesson step brings the panel it points at into view, even far down a big pipeline.

Lesson 9's second step asks about head 1's weights; on a 1024 × 768 screen the pipeline
of its two-head example is taller than the window, and starts at X and the W's.  Clicking
Next must scroll to the weights, and a learner who then scrolls elsewhere stays there.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractSlider, QScrollArea, QWidget
from window_waits import settle


def _in_view(widget: QWidget, scroll: QScrollArea) -> bool:
    """Whether all of ``widget`` is inside the scroll area's viewport."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().contains(QRect(top_left, widget.size()))


def _open_at_first_step(small_screen_lesson):
    window = small_screen_lesson("09-multi-head", 0)
    return window, window.findChild(QScrollArea, "pipeline.scroll")


def test_next_scrolls_the_pipeline_to_the_weights_the_question_is_about(
    app, qtbot, small_screen_lesson
):
    window, scroll = _open_at_first_step(small_screen_lesson)
    heatmap = window.plots["heatmap.weights"]
    assert scroll.verticalScrollBar().maximum() > 0  # the pipeline is taller than its room
    scroll.verticalScrollBar().setValue(0)
    assert not _in_view(heatmap, scroll)
    qtbot.mouseClick(app.lessons.lessons.panel.next_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: app.teaching.spotlight.is_framed(heatmap))  # (once plots fit)
    qtbot.waitUntil(lambda: _in_view(heatmap, scroll), timeout=3000)


def test_a_learner_who_scrolls_away_is_not_pulled_back(app, qtbot, small_screen_lesson):
    window, scroll = _open_at_first_step(small_screen_lesson)
    qtbot.mouseClick(app.lessons.lessons.panel.next_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=3000)
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMinimum)  # as Home on the bar does
    assert bar.value() == 0
    window.resize(1000, 760)  # the layout changes; the learner's place stays
    settle(qtbot, window)
    qtbot.waitUntil(lambda: not window.pipeline.fit_pending)  # the new layout has settled
    settle(qtbot, window)
    assert bar.value() == 0


def test_presentation_mode_keeps_the_weights_in_view(app, qtbot, small_screen_lesson):
    """Entering presentation mode makes everything larger and moves it: the weights the
    question asks about stay in view (not the matrices computed from them, also veiled)."""
    window, scroll = _open_at_first_step(small_screen_lesson)
    qtbot.mouseClick(app.lessons.lessons.panel.next_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    app.presentation.enter()
    try:
        settle(qtbot, window)
        qtbot.waitUntil(lambda: _in_view(window.plots["heatmap.weights"], scroll), timeout=3000)
    finally:
        app.presentation.leave()
