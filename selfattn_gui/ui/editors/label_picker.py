"""Picking a token from a vocabulary: a label box that finds entries as one types.

In a session with a vocabulary a token must be one of its labels (its vector is that
entry's row of W_E).  The dialogs that name a token (renaming a row, adding a token)
then offer the labels in an editable list: typing "pot" offers "Potter", wherever in
the label the letters are.  A label that is not in the vocabulary can still be typed;
the edit then says it is not there and which labels are.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QInputDialog, QWidget

from selfattn_gui.core.text import translate


def offer_labels(dialog: QInputDialog, labels: Sequence[str], current: str = "") -> None:
    """Make ``dialog`` a choice among ``labels`` that completes what is typed."""
    dialog.setComboBoxItems(list(labels))
    dialog.setComboBoxEditable(True)
    if current in labels:
        dialog.setTextValue(current)
    combo = dialog.findChild(QComboBox)
    if combo is None:  # (Qt makes it with the items; kept safe all the same)
        return
    combo.setObjectName("combo.vocabulary_label")
    combo.setAccessibleName(translate("label_picker", "Vocabulary entry: type to search"))
    completer = QCompleter(list(labels), combo)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    combo.setCompleter(completer)


def ask_label(parent: QWidget, title: str, text: str, labels: Sequence[str]) -> str | None:
    """Ask for a token label, offering ``labels`` when there are any (a vocabulary);
    None when the learner cancels."""
    dialog = QInputDialog(parent)
    dialog.setObjectName("token_label_dialog")
    dialog.setWindowTitle(title)
    dialog.setLabelText(text)
    if labels:
        offer_labels(dialog, labels)
    if not dialog.exec():
        return None
    return dialog.textValue()
