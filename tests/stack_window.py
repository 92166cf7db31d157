"""Driving the window on a stack of layers: choose a layer, click a button, undo, and
read what a table or a stage shows."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import table_keys
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QToolButton
from window_waits import settle

from selfattn_gui.core.sessions.session_io import dumps_session

#: The hand-set two-layer example: layer 1 copies each token's previous token into it,
#: layer 2 at the last "Harry" finds "Potter".
TWO_LAYERS = Path(__file__).parent / "ui" / "pipeline" / "two-layers.selfattn.json"


def as_file(session):
    """The session as its file spells it (what the hand-worked stack reads)."""
    return json.loads(dumps_session(session))


def shown(window, name):
    """The numbers a table shows, read cell by cell through its model, as (rows, columns)."""
    return np.atleast_2d(table_keys.shown(window, name))


def close(found, expected):
    """The window's numbers are the hand-worked ones, to 1e-9."""
    np.testing.assert_allclose(np.asarray(found, float), np.asarray(expected, float), atol=1e-9)


def choose_layer(qtbot, window, number):
    """Pick "layer <number>" in combo.layer with the arrow keys, as a person does."""
    combo = window.findChild(QComboBox, "combo.layer")
    combo.setFocus()
    steps = number - 1 - combo.currentIndex()
    for _ in range(abs(steps)):
        qtbot.keyClick(combo, Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up)
    settle(qtbot, window)
    assert window.document.shown_layer == number - 1


def open_two_layers(qtbot, open_app):
    """The window as the tests open it, with the hand-set two-layer example opened in it."""
    built = open_app(qtbot)
    assert built.files.open(str(TWO_LAYERS))
    settle(qtbot, built.window)
    return built


def click(qtbot, window, name):
    button = window.findChild(QToolButton, name)
    assert button.isVisible() and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)


def undo(qtbot, window, redo=False):
    """Edit → Undo (or Redo), as the menu or its keys do it."""
    window.findChild(QAction, "action.redo" if redo else "action.undo").trigger()
    settle(qtbot, window)


def title(window, key):
    return window.findChild(QLabel, f"title.{key}").text()
