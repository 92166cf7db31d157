"""Edit → Preferences → Language: remembered, and offered to take effect by starting again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QProcess, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton

from selfattn_gui.ui.foundation import language, restart


def choose(dialog, label: str) -> None:
    combo = dialog.language_combo
    index = combo.findText(label)
    assert index >= 0, [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(index)


def test_a_language_chosen_is_remembered_and_a_restart_offered(qtbot, app, monkeypatch):
    started = []
    monkeypatch.setattr(
        QProcess, "startDetached", staticmethod(lambda *args: started.append(args) or (True, 1))
    )
    dialog = app.classroom.show_preferences()
    assert dialog.language_combo.currentData() == ""  # follows the system at first
    assert dialog.language_combo.itemText(0).startswith("Follow the system")
    choose(dialog, "Español")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert language.saved_language() == "es"
    box = app.window.findChild(QMessageBox, "dialog.restart")
    assert box is not None and box.isVisible()
    later = box.findChild(QPushButton, "button.restart_later")
    qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
    assert not started and app.window.isVisible()  # "Later": the app goes on as it is
    language.save_language("")


def test_choosing_the_language_already_shown_offers_nothing(qtbot, app):
    dialog = app.classroom.show_preferences()
    choose(dialog, "English")  # the tests run in English
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton
    )
    assert language.saved_language() == "en"
    assert app.window.findChild(QMessageBox, "dialog.restart") is None
    language.save_language("")


def test_restore_defaults_follows_the_system_again(qtbot, app):
    language.save_language("fr")
    dialog = app.classroom.show_preferences()
    assert dialog.language_combo.currentData() == "fr"
    reset = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.mouseClick(reset, Qt.MouseButton.LeftButton)
    assert dialog.language_combo.currentData() == ""
    dialog.reject()
    language.save_language("")


@pytest.mark.parametrize(
    ("argv", "frozen", "expected"),
    [
        (
            ["python", "-m", "selfattn_gui", "--lang", "ar", "a.selfattn.json"],
            False,
            ["-m", "selfattn_gui", "a.selfattn.json"],
        ),
        (
            ["/opt/selfattn-gui/selfattn-gui", "--lang=es", "--presentation"],
            True,
            ["--presentation"],
        ),
    ],
)
def test_starting_again_keeps_the_command_line_but_its_language(argv, frozen, expected):
    assert restart.restart_command(argv, frozen=frozen)[1] == expected


def test_a_cancelled_close_does_not_start_a_second_app(qtbot, app, monkeypatch):
    started = []
    monkeypatch.setattr(
        QProcess, "startDetached", staticmethod(lambda *args: started.append(args) or (True, 1))
    )
    monkeypatch.setattr(app.window, "close", lambda: False)  # "Save changes?" → Cancel
    assert not restart.restart(app.window)
    assert not started
