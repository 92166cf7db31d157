"""The lesson's text column on a 1024 × 768 screen reads in lines of about seven words.

The right column's everyday share (a fifth of the window) left the lesson 250 pixels
at 1024, four or five words a line; the screen probe (``test_classroom_screens``)
checks that the pipeline still fits beside the wider column.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from window_waits import settle

WORDS_A_LINE = 35  # average characters: about seven words


def test_the_lesson_text_is_wide_enough_to_read_at_1024(app, qtbot):
    window = app.window
    window.resize(1024, 768)
    settle(qtbot, window)
    app.lessons.open_lessons("02-what-self-attention-does", 0)
    settle(qtbot, window)
    text = app.lessons.lessons.panel.text
    assert text.isVisible()
    assert text.width() >= WORDS_A_LINE * text.fontMetrics().averageCharWidth(), text.width()
    assert app.lessons.docks["lessons"].width() <= 0.33 * window.width()  # the pipeline's share


def test_a_column_the_learner_widened_stays_as_wide(app, qtbot):
    window = app.window
    dock = app.lessons.docks["lessons"]
    app.lessons.open_lessons("02-what-self-attention-does", 0)
    settle(qtbot, window)
    window.resizeDocks([dock], [520], Qt.Orientation.Horizontal)
    settle(qtbot, window)
    wide = dock.width()
    app.lessons.docks["lessons"].close()
    app.lessons.open_lessons("02-what-self-attention-does", 0)
    settle(qtbot, window)
    assert dock.width() == wide
