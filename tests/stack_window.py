"""Driving the window on a stack of layers: choose a layer, click a button, undo, and
read what a table or a stage shows."""

from __future__ import annotations

import json

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QToolButton
from table_keys import table
from window_waits import settle

from selfattn_gui.core.sessions.session_io import dumps_session


def as_file(session):
    """The session as its file spells it (what the hand-worked stack reads)."""
    return json.loads(dumps_session(session))


def shown(window, name):
    model = table(window, name).model()
    return np.array([
        [model.index(r, c).data(Qt.ItemDataRole.EditRole) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ], dtype=float)  # fmt: skip


def close(a, b):
    np.testing.assert_allclose(np.asarray(a, dtype=float), np.asarray(b, dtype=float), atol=1e-9)


def choose_layer(qtbot, window, number):
    combo = window.findChild(QComboBox, "combo.layer")
    combo.setFocus()
    while combo.currentIndex() != number - 1:
        key = Qt.Key.Key_Down if combo.currentIndex() < number - 1 else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)
    settle(qtbot, window)
    assert window.document.shown_layer == number - 1


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
