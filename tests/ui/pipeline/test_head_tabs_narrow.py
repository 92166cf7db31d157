"""Many head tabs in a narrow window: whole tabs, and scroll arrows for the rest.

Four heads (``gqa-four-heads``) in presentation mode beside the lesson panel on a
1024 × 768 projector: the head's switch (and a model's scores) move to a second line,
and every tab is whole.  Twelve heads do not fit even so: the tabs scroll with arrows,
a tab's text is never shortened to "he…", and the last tab ("all heads") is reached
with the arrow, also right to left.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox, QToolButton
from window_waits import settle


def _text_whole(tabs, index: int) -> bool:
    return tabs.tabRect(index).width() > tabs.fontMetrics().horizontalAdvance(tabs.tabText(index))


def test_four_heads_tabs_are_whole_in_presentation_beside_the_lesson(open_app, qtbot):
    app = open_app(qtbot, "gqa-four-heads")
    window = app.window
    window.resize(1024, 768)
    app.lessons.open_lessons("12-grouped-query", 0)
    settle(qtbot, window)
    app.presentation.enter()
    try:
        settle(qtbot, window)
        tabs = window.pipeline.head_tabs
        assert tabs.count() == 5 and tabs.isVisible()
        assert tabs.usesScrollButtons() and tabs.elideMode() == Qt.TextElideMode.ElideNone
        for index in range(tabs.count()):  # each one wholly on the bar, its words whole
            assert tabs.rect().contains(tabs.tabRect(index)), index
            assert _text_whole(tabs, index), index
    finally:
        app.presentation.leave()


@pytest.mark.parametrize(
    "direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft]
)
def test_head_tabs_scroll_and_keep_their_words(open_app, qtbot, direction):
    QApplication.setLayoutDirection(direction)
    app = open_app(qtbot, "gqa-four-heads")
    window = app.window
    try:
        window.resize(1024, 768)
        spin = window.findChild(QSpinBox, "spin.heads")
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, "12")
        qtbot.keyClick(spin, Qt.Key.Key_Return)
        settle(qtbot, window)
        tabs = window.pipeline.head_tabs
        assert tabs.count() == 13 and tabs.isVisible()
        assert window.pipeline.switches.wrapped  # the head's switch gave way first
        assert tabs.usesScrollButtons() and tabs.elideMode() == Qt.TextElideMode.ElideNone
        assert all(_text_whole(tabs, i) for i in range(tabs.count()))
        arrows = [b for b in tabs.findChildren(QToolButton) if b.isVisible()]
        assert len(arrows) == 2, "the tabs do not all fit: the arrows show"
        last = tabs.count() - 1
        assert not tabs.rect().contains(tabs.tabRect(last))
        # The arrow towards the end of the line (right, or left right to left).
        towards_end = (
            max(arrows, key=lambda b: b.x())
            if direction == Qt.LayoutDirection.LeftToRight
            else min(arrows, key=lambda b: b.x())
        )
        for _ in range(tabs.count()):
            if tabs.rect().contains(tabs.tabRect(last)):
                break
            qtbot.mouseClick(towards_end, Qt.MouseButton.LeftButton)
        assert tabs.rect().contains(tabs.tabRect(last))
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
