"""The file dialogs of open, save and every export: they open in the folder last used.

Each asks for one path, starting in :func:`~selfattn_gui.ui.foundation.settings_store.start_folder`
(the folder last used, else the documents folder) with the proposed name filled in
(see :mod:`selfattn_gui.core.files.file_names`), and remembers the folder of the path
chosen for the next dialog.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QWidget

from selfattn_gui.core.text_direction import POP_DIRECTIONAL_ISOLATE
from selfattn_gui.ui.foundation.settings_store import remember_folder, start_folder


def dialog_filter(file_filter: str) -> str:
    """``file_filter`` as Qt's file dialog reads it, its patterns still left to right.

    In Arabic the translated "جلسات (*.selfattn.json)" holds its pattern in an isolate
    (:func:`~selfattn_gui.core.text_direction.isolate_runs`), else it shows as
    "(selfattn.json.*)".  Qt finds a filter's patterns only when the filter *ends* with
    ")", so the isolate's closing U+2069 is left off each filter: an isolate left open
    ends with its line, and each filter is a line of its own in the dialog.
    """
    filters = file_filter.split(";;")
    return ";;".join(one.removesuffix(POP_DIRECTIONAL_ISOLATE) for one in filters)


def ask_open_path(parent: QWidget, title: str, file_filter: str) -> str:
    """The file the learner picked to open, or "" when they cancelled."""
    path, _ = QFileDialog.getOpenFileName(
        parent, title, str(start_folder()), dialog_filter(file_filter)
    )
    if path:
        remember_folder(path)
    return path


def ask_save_path(parent: QWidget, title: str, proposed_name: str, file_filter: str) -> str:
    """Where to save (``proposed_name`` offered in the last folder), or "" when cancelled."""
    proposed = start_folder() / proposed_name
    path, _ = QFileDialog.getSaveFileName(parent, title, str(proposed), dialog_filter(file_filter))
    if path:
        remember_folder(path)
    return path
