"""The lesson's text column on a 1024 × 768 screen reads in lines of about seven words.

The right column's everyday share (a fifth of the window) left the lesson 250 pixels
at 1024, four or five words a line; the screen probe (``test_classroom_screens``)
checks that the pipeline still fits beside the wider column.
"""

from __future__ import annotations

WORDS_A_LINE = 35  # average characters: about seven words


def test_the_lesson_text_is_wide_enough_to_read_at_1024(app, small_screen_lesson):
    window = small_screen_lesson("02-what-self-attention-does", 0)
    text = app.lessons.lessons.panel.text
    assert text.isVisible()
    assert text.width() >= WORDS_A_LINE * text.fontMetrics().averageCharWidth(), text.width()
    assert app.lessons.docks["lessons"].width() <= 0.33 * window.width()  # the pipeline's share
