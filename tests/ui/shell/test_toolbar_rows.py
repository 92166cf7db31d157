"""The toolbars take a second row when one is too narrow, so no "»" menu hides a control."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QToolButton

from selfattn_gui.ui.shell.toolbar_rows import row_breaks


def test_rows_fill_left_to_right_like_lines_of_words():
    assert row_breaks([400, 500, 200], 1200) == [False, False, False]
    assert row_breaks([400, 500, 200], 1024) == [False, False, True]
    assert row_breaks([450, 620, 230], 1024) == [False, True, False]
    assert row_breaks([1100, 300], 1024) == [False, True]  # too wide: a row of its own
    assert row_breaks([300], 100) == [False]  # the first never breaks


def hidden_controls(window) -> list[str]:
    """What only a "»" menu would show: buttons hidden or outside their toolbar."""
    hidden = []
    for toolbar in window.toolbars:
        for action in toolbar.actions():
            widget = toolbar.widgetForAction(action)
            if action.isSeparator() or widget is None:
                continue
            if not widget.isVisible() or not toolbar.rect().contains(widget.geometry()):
                hidden.append(action.objectName() or widget.objectName() or action.text())
        extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if extension is not None and extension.isVisible():
            hidden.append(f"{toolbar.objectName()} »")
    return hidden


@pytest.mark.parametrize("width", [1024, 1280, 1920])
def test_every_control_shows_at_the_classroom_widths(window, qtbot, width):
    window.resize(width, 700)
    qtbot.waitUntil(lambda: window.width() == width)
    QApplication.processEvents()
    rows = {toolbar.y() for toolbar in window.toolbars}
    assert hidden_controls(window) == [], (width, hidden_controls(window))
    # One row when it fits (1280 and wider, in English), two at 1024.
    assert len(rows) == (2 if width == 1024 else 1), (width, rows)


def test_a_wider_window_takes_the_rows_back_to_one(window, qtbot):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    QApplication.processEvents()
    assert any(window.toolBarBreak(toolbar) for toolbar in window.toolbars)
    window.resize(1600, 700)
    qtbot.waitUntil(lambda: window.width() == 1600)
    QApplication.processEvents()
    assert not any(window.toolBarBreak(toolbar) for toolbar in window.toolbars)
    assert hidden_controls(window) == []


def test_the_object_names_outside_tools_use_stay(window):
    names = [toolbar.objectName() for toolbar in window.toolbars]
    assert names == ["toolbar.attention", "toolbar.sizes", "toolbar.teaching"]
    for name in ("button.step_through", "button.presentation", "button.pin"):
        assert window.findChild(QToolButton, name) is not None, name
