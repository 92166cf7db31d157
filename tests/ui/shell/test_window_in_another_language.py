"""The window in another language: its words come from the translator, and it mirrors.

A stand-in translator marks every text it is asked for, so a word that reaches the
screen without going through ``translate`` shows unmarked.  Right to left, the buttons
placed by hand while presenting move to the other corner; a formula stays as written.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel
from window_waits import settle

from selfattn_gui.core.text import set_translator


def _marked(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    if n >= 0:
        text = text.replace("%n", str(n))
    return f"«{text}»"


@pytest.fixture
def app(open_app, qtbot):
    """The window built while the stand-in translator is in force."""
    set_translator(_marked)
    try:
        yield open_app(qtbot)
    finally:
        set_translator(None)


def _action(window, name: str) -> QAction:
    action = window.findChild(QAction, name)
    assert action is not None, name
    return action


def test_menus_and_actions_come_from_the_translator(app):
    window = app.window
    menus = (window.menu_file, window.menu_edit, window.menu_attention, window.menu_view)
    assert all(menu.title().startswith("«") for menu in menus)
    help_menu = window.menuBar().actions()[-1].text()  # the lessons' menu is not the shell's
    assert help_menu == "«&Help»"
    for name in (
        "action.open",
        "action.quit",
        "action.add_token",
        "action.add_layer",
        "action.zoom_in",
        "action.presentation",
        "action.pin",
        "action.welcome",
        "action.open_model",
        "action.export_worksheet",
        "action.train",
        "toggle.causal",
        "toggle.residual",
    ):
        assert _action(window, name).text().startswith("«"), name
    assert app.exports.menu.title().startswith("«")
    zoom = window.findChild(QLabel, "label.zoom")
    assert zoom is not None and zoom.text() == "«Zoom 100 %»"  # filled in after translating


def test_english_is_unchanged_without_a_translator(open_app, qtbot):
    window = open_app(qtbot).window
    assert [a.text() for a in window.menuBar().actions()][:2] == ["&File", "&Edit"]
    assert _action(window, "action.add_layer").text() == "Add layer 2 (a copy of layer 1)"
    zoom = window.findChild(QLabel, "label.zoom")
    assert zoom is not None and zoom.text() == "Zoom 100 %"


def test_right_to_left_the_leave_and_pin_buttons_move_to_the_other_corner(app, qtbot):
    window = app.window
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        app.presentation.enter()
        settle(qtbot, window)
        leave = app.presentation.leave_button.geometry()
        pin = app.pin.presenting_button.geometry()
        assert leave.left() < window.width() // 2  # the end of a line: the left
        assert pin.left() > leave.right()  # before Leave in reading order
        app.presentation.leave()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_scaling_formula_stays_as_written(app):
    # (in Arabic it is isolated: tests/ui/test_arabic_reading_order.py reads it on screen)
    assert app.window.toolbar.scale.text() == "÷√d_k"
