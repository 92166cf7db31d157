"""Presentation mode's Pin and Leave buttons cover nothing of a lesson being walked.

They float at the bottom corner of the window; the lesson's dock reaches that corner
too, with Glossary, Back and Next on its last row.  The buttons get a strip of their own.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from window_waits import settle


def _on_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize(
    "direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft]
)
@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
def test_pin_and_leave_cover_none_of_the_lessons_buttons(app, qtbot, size, direction):
    window = app.window
    QApplication.setLayoutDirection(direction)
    try:
        window.resize(*size)
        app.lessons.open_lessons("09-multi-head", 1)
        settle(qtbot, window)
        app.presentation.enter()
        settle(qtbot, window)
        panel = app.lessons.lessons.panel
        lesson_buttons = [panel.back_button, panel.next_button, panel.glossary_button]
        floating = [app.presentation.leave_button, app.pin.presenting_button]
        assert all(b.isVisible() for b in [*lesson_buttons, *floating])
        for button in floating:
            place = button.geometry()
            assert window.rect().contains(place)
            for covered in lesson_buttons:
                assert not place.intersects(_on_window(covered, window)), (button, covered)
        # Right to left, Next is still where a click lands on it, not on Pin.
        next_centre = _on_window(panel.next_button, window).center()
        on_top = window.childAt(next_centre)
        assert on_top is panel.next_button or panel.next_button.isAncestorOf(on_top)
    finally:
        app.presentation.leave()
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert window.contentsMargins().bottom() == 0  # the strip goes with presentation mode
