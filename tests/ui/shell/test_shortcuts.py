"""Every keyboard shortcut does one thing, and undo works wherever the focus is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QSpinBox, QWidget

from selfattn_gui.ui.shell.compose import App

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def every_action(app: App) -> list[QAction]:
    """Every QAction of the built app: the window's, its features', and those on widgets."""
    window = app.window
    actions = set(window.findChildren(QAction))
    for widget in [window, *window.findChildren(QWidget)]:
        actions.update(widget.actions())
    return sorted(actions, key=lambda action: action.objectName() or action.text())


def clashes(app: App) -> dict[str, list[str]]:
    """Key sequence -> the enabled actions that share it (only clashes are listed).

    Qt matches only enabled shortcuts, so keys that the walkthrough and presentation mode
    take in turn (each switched on only while it runs) are no clash; two enabled actions
    on one key are: Qt then says "Ambiguous shortcut overload" and runs neither.
    """
    owners: dict[str, list[str]] = {}
    for action in every_action(app):
        if not action.isEnabled():
            continue
        keys = {key.toString() for key in action.shortcuts() if not key.isEmpty()}
        for key in keys:
            owners.setdefault(key, []).append(action.objectName() or action.text())
    return {key: names for key, names in owners.items() if len(names) > 1}


def trigger(app: App, name: str) -> None:
    app.window.findChild(QAction, name).trigger()


def test_no_two_actions_share_a_shortcut_at_rest(app):
    assert clashes(app) == {}


def test_no_two_actions_share_a_shortcut_while_the_walkthrough_runs(app):
    trigger(app, "action.step_through")
    assert app.teaching.walkthrough_active
    assert clashes(app) == {}


def test_no_two_actions_share_a_shortcut_while_presenting(app):
    trigger(app, "action.presentation")
    assert app.presentation.active
    assert clashes(app) == {}


def test_no_two_actions_share_a_shortcut_while_presenting_a_lesson(app):
    app.lessons.open_lessons("02-what-self-attention-does", 0)
    trigger(app, "action.presentation")
    assert app.presentation.active and app.lessons.lesson_on_show()
    assert clashes(app) == {}


def test_ctrl_shift_s_saves_as_and_shuffle_has_its_own_key(app, qtbot):
    window = app.window
    asked: list[str] = []
    app.files.ask_save_path = lambda: asked.append("save as") or ""
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL | SHIFT)
    assert asked == ["save as"]
    assert window.document.session.tokens == ("cat", "sat", "mat")

    shuffle = window.findChild(QAction, "action.shuffle")
    assert shuffle.shortcut().toString() == "Ctrl+R"
    before = window.document.session.tokens
    for _ in range(20):  # a shuffle may give the same order back: try until it differs
        qtbot.keyClick(window, Qt.Key.Key_R, CTRL)
        if window.document.session.tokens != before:
            break
    assert sorted(window.document.session.tokens) == sorted(before)
    assert window.document.session.tokens != before
    assert asked == ["save as"]


def focus_spin(app: App, qtbot, name: str) -> QSpinBox:
    spin = app.window.findChild(QSpinBox, name)
    spin.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is spin)
    return spin


@pytest.mark.parametrize("name", ["spin.heads", "spin.d_model", "spin.d_k", "spin.d_v"])
def test_undo_and_redo_work_while_a_size_spin_box_has_the_focus(app, qtbot, name):
    document = app.window.document
    spin = focus_spin(app, qtbot, name)
    start = spin.value()
    qtbot.keyClick(spin, Qt.Key.Key_Up)  # one step up: one undoable edit of the session
    assert spin.value() == start + 1
    edited = document.session

    qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL)
    assert spin.value() == start and document.session is not edited
    assert QApplication.focusWidget() is spin  # the learner can go on from there

    qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL | SHIFT)
    assert spin.value() == start + 1
    qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(spin, Qt.Key.Key_Y, CTRL)
    assert spin.value() == start + 1


def test_undo_from_the_decimals_box_undoes_the_last_edit_of_the_session(app, qtbot):
    document = app.window.document
    spin = focus_spin(app, qtbot, "spin.heads")
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert document.session.n_heads == 2
    focus_spin(app, qtbot, "spin.decimals")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)
    assert document.session.n_heads == 1


def test_ctrl_z_while_typing_a_number_undoes_the_typing_first(app, qtbot):
    document = app.window.document
    spin = focus_spin(app, qtbot, "spin.d_k")
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert document.session.d_k == 3
    spin.selectAll()
    qtbot.keyClicks(spin, "5")  # typed, not yet taken (no Enter)
    qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL)
    assert spin.text() == "3" and document.session.d_k == 3
    qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL)
    assert spin.value() == 2 and document.session.d_k == 2
