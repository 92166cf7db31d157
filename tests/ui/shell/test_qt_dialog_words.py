"""Qt's own file dialog speaks the learner's language, every word of it.

Qt's catalogues (``qtbase_<code>.qm``) lag behind Qt: the dialog of Qt 6 asks for
"&Look in:" and "Files of &type:", which they only have without the "&", so every
language showed them in English.  A translator installed before the app's, and so
asked only when every other catalogue has no answer, notes each Qt word the dialog
asks for and nobody translates; the dialog is a real one, shown as the app shows it
(Qt's own widgets, not the desktop's), in both modes.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QFileDialog, QLabel

from selfattn_gui.core.languages import TRANSLATED
from selfattn_gui.ui.foundation import language as app_language

#: Qt contexts asked for something that is not a word on screen: every key's name, to
#: read a shortcut such as "Ctrl+O" (QShortcut), and QT_LAYOUT_DIRECTION (a setting)
NOT_SHOWN = ("QShortcut", "QGuiApplication")


class Untranslated(QTranslator):
    """Notes what it is asked for: (context, source) pairs no other catalogue knew."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        self.asked.add((context, source))
        return ""

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False


def show_dialogs(qtbot, folder) -> list[str]:
    """Open and save dialogs as the app opens them; the texts of their labels."""
    labels = []
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        dialog = QFileDialog(None, "t", str(folder), "Sessions (*.selfattn.json);;All (*)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(mode)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        labels += [label.text() for label in dialog.findChildren(QLabel)]
        dialog.close()
    return labels


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_file_dialog_has_no_word_left_in_english(qapp, qtbot, tmp_path, code):
    (tmp_path / "a folder").mkdir()  # a row whose Type column says "Folder"
    (tmp_path / "lesson.selfattn.json").write_text("{}", encoding="utf-8")
    untranslated = Untranslated()
    qapp.installTranslator(untranslated)  # before the language's: asked last
    installed = app_language.install(qapp, code)
    try:
        assert not installed.problems
        labels = show_dialogs(qtbot, tmp_path)
        # What the dialogs asked for: once the language is taken away, windows that other
        # tests left open retranslate into English, and those questions are not the dialog's.
        asked = list(untranslated.asked)
    finally:
        app_language.uninstall(qapp, installed)
        qapp.removeTranslator(untranslated)
    assert "&Look in:" not in labels and "Files of &type:" not in labels, labels
    qt_words = sorted(
        (context, source)
        for context, source in asked
        if context.startswith("Q") and context not in NOT_SHOWN
    )
    assert not qt_words, f"{code}: Qt asks for words no catalogue translates: {qt_words}"
