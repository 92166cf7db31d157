"""The file dialogs propose short safe names and open in the folder last used."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from selfattn_gui.core.sessions import session_io
from selfattn_gui.ui.foundation.settings_store import LAST_FOLDER_KEY, open_settings

FORBIDDEN_ON_WINDOWS = set('<>:"/\\|?*')


class FileDialog:
    """Answers the next file dialog the way a person would, and notes what it proposed."""

    def __init__(self, qtbot, choose: Path | None = None) -> None:
        self.folder: Path | None = None
        self.name: str | None = None
        self._choose = choose
        QTimer.singleShot(0, self._poll)
        self._qtbot = qtbot

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, self._poll)
            return
        self.folder = Path(dialog.directory().absolutePath())
        self.name = dialog.findChild(QLineEdit, "fileNameEdit").text()
        if self._choose is None:
            dialog.reject()
        else:
            dialog.selectFile(str(self._choose))
            dialog.accept()

    def wait(self) -> FileDialog:
        self._qtbot.waitUntil(lambda: self.folder is not None)
        return self


def trigger(window, name: str) -> None:
    window.findChild(QAction, name).trigger()


@pytest.fixture
def documents(monkeypatch, tmp_path) -> Path:
    """The documents folder exists; the app was started somewhere else entirely."""
    folder = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    )
    folder.mkdir(parents=True, exist_ok=True)
    started_in = tmp_path / "started-here"
    started_in.mkdir()
    monkeypatch.chdir(started_in)
    return folder


def test_save_as_proposes_a_short_name_every_system_accepts(window, qtbot, documents):
    dialog = FileDialog(qtbot)
    trigger(window, "action.save_as")
    dialog.wait()
    assert dialog.name == "cat-sat-mat-every-step-by-hand-4-wide.selfattn.json"
    assert not FORBIDDEN_ON_WINDOWS & set(dialog.name)
    assert dialog.folder == documents  # not the folder the app was started in


@pytest.mark.parametrize(
    ("action", "proposed"),
    [
        ("action.export_worksheet", "mysession-worksheet.pdf"),
        ("action.export_python", "mysession.py"),
        ("action.save_as", "mysession.selfattn.json"),
    ],
)
def test_every_export_names_its_file_after_the_session_file(
    window, qtbot, tmp_path, documents, action, proposed
):
    own = tmp_path / "mysession.selfattn.json"
    session_io.save_session(window.document.session, own)
    assert window.files.open(str(own))
    dialog = FileDialog(qtbot)
    trigger(window, action)
    assert dialog.wait().name == proposed


def test_every_dialog_opens_in_the_folder_last_used(window, qtbot, tmp_path, documents):
    first = FileDialog(qtbot)
    trigger(window, "action.open")
    assert first.wait().folder == documents

    chosen = tmp_path / "class notes" / "week 1.selfattn.json"
    chosen.parent.mkdir()
    saving = FileDialog(qtbot, choose=chosen)
    trigger(window, "action.save_as")
    saving.wait()
    assert chosen.exists()

    for name in ("action.open", "action.export_worksheet", "action.export.heatmap.weights.png"):
        dialog = FileDialog(qtbot)
        trigger(window, name)
        assert dialog.wait().folder == chosen.parent, name


def test_a_remembered_folder_that_is_gone_gives_the_documents_folder(
    window, qtbot, tmp_path, documents
):
    open_settings().setValue(LAST_FOLDER_KEY, str(tmp_path / "removed since"))
    dialog = FileDialog(qtbot)
    trigger(window, "action.open")
    assert dialog.wait().folder == documents
