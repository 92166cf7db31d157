"""Lesson 14 in presentation mode on a 1024 × 768 projector: nothing wider than the screen.

A trained model in presentation mode has everything at once: a layer chooser, the layer
buttons, the head tabs, the head's switch and its scores on the line over the pipeline,
and a weights heatmap and a predictions table that want more than the pipeline's width
beside the lesson panel.  The window keeps the screen's width and the pipeline needs no
sideways scrolling: the scores go onto a second line, and the wide stages take the row
(the predictions scroll inside).
"""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea
from window_waits import settle


def test_lesson_14_step_2_presents_within_1024_pixels(app, qtbot, small_screen_lesson):
    window = small_screen_lesson("14-trained-heads", 1)
    app.presentation.enter()
    try:
        settle(qtbot, window)
        qtbot.wait(200)
        settle(qtbot, window)
        assert window.width() == 1024, window.minimumSizeHint()
        switches = window.pipeline.switches
        assert switches.wrapped  # the scores went to a second line
        assert switches.head_scores.isVisible()
        scroll = window.findChild(QScrollArea, "pipeline.scroll")
        assert scroll.horizontalScrollBar().maximum() == 0
        viewport = scroll.viewport()
        for key, stage in window.pipeline.stages.items():
            if stage.isVisible():
                right = stage.mapTo(viewport, stage.rect().topRight()).x()
                assert right <= viewport.width(), key  # not cut off at the edge either
    finally:
        app.presentation.leave()
    window.resize(1900, 1000)  # with room for everything, one line again
    settle(qtbot, window)
    assert not window.pipeline.switches.wrapped
