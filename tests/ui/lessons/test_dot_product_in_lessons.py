"""The picture of the dot product in lessons 1 and 2: hidden while a question about the
weights is open (its words would give the answer away), framed and on show after the
reveal, at the size of a small classroom screen, with its arrows where a hand
computation puts them."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton
from window_waits import settle

from selfattn_gui.core.lessons.lesson import list_lessons
from selfattn_gui.ui.plots.dot_product_plot import QUERY

LESSONS = {lesson.id: lesson for lesson in list_lessons()[0]}


def index_of(lesson_id: str, title: str) -> int:
    return next(i for i, s in enumerate(LESSONS[lesson_id].steps) if s.title.startswith(title))


def on_screen(window, widget) -> bool:
    """Whether the middle of ``widget`` is inside the pipeline's view, not scrolled away."""
    if not widget.isVisible():
        return False
    middle = QPoint(widget.width() // 2, widget.height() // 2)
    return window.pipeline.rect().contains(widget.mapTo(window.pipeline, middle))


@pytest.mark.parametrize(
    ("lesson_id", "title", "query", "own_key"),
    [
        # sat: q = W_q's x2 + x4 rows = [−1, −2]; its key = W_k's x2 + x4 rows = [1, 2]
        ("02-what-self-attention-does", 'How much does "sat"', [-1, -2], [1, 2]),
        # bank = [0, 0, 1]: W_q's and W_k's third rows
        ("01-why-attention", 'Who does "bank"', [1, 1], [-1, -1]),
    ],
)
def test_the_picture_waits_for_the_reveal_then_shows_the_query_against_its_key(
    qtbot, app, lesson_id, title, query, own_key
):
    window = app.window
    window.resize(1024, 768)
    app.lessons.open_lessons(lesson_id, index_of(lesson_id, title))
    settle(qtbot, window)
    picture = window.dot_product
    assert not picture.isVisible()  # the weights are veiled: so are the arrows' words
    qtbot.mouseClick(window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(picture.isVisible)
    settle(qtbot, window)
    assert app.teaching.spotlight.is_framed(picture.plot)
    assert on_screen(window, picture.plot)
    # the arrows end where the hand computation puts them, and the query points
    # exactly away from the token's own key: the angle written is 180°
    row = window.document.selected_query
    np.testing.assert_allclose(picture.plot.drawn_tip(QUERY), query)
    np.testing.assert_allclose(picture.plot.drawn_tip("key", row), own_key)
    assert [-k for k in own_key] == query
    assert picture.plot.angle_words() == "180°"
