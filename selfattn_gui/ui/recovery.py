"""After a crash: offer to bring back the work that was not saved."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from selfattn_gui.core.session import SessionError
from selfattn_gui.model.autosave import Recovery, find_recoveries
from selfattn_gui.model.document import Document


def ask_to_restore(parent: QWidget, recovery: Recovery) -> bool:
    name = recovery.title or "an untitled session"
    answer = QMessageBox.question(
        parent,
        "Restore unsaved work?",
        f"selfattn-gui did not close normally last time. Restore the unsaved changes to “{name}”?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def offer_recovery(
    parent: QWidget,
    document: Document,
    ask: Callable[[QWidget, Recovery], bool] = ask_to_restore,
) -> bool:
    """Offer the newest recovery copy; True when it was restored.

    Every recovery copy found is removed afterwards: restored work is unsaved again in
    this session (and autosaved by it), and declined work was a choice.
    """
    recoveries = find_recoveries()
    if not recoveries:
        return False
    newest = recoveries[0]
    restored = False
    if ask(parent, newest):
        try:
            session = newest.load()
        except SessionError as error:
            QMessageBox.warning(parent, "Cannot restore", str(error))
        else:
            document.load(session, newest.original_path)
            document.undo_stack.resetClean()  # restored work is unsaved work
            restored = True
    for recovery in recoveries:
        recovery.discard()
    return restored
