"""File menu actions: new from a preset, open, save, save as, recent files.

A bad file gets its one-line message in a dialog and the open session stays as it
was; saving is atomic (``core.session_io.save_session``) and a failed save keeps the
session open and unsaved.  A read-only file is never replaced, and saving onto a
symbolic link writes the file it points to (``core.atomic_files``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeGuard

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from selfattn_gui.core.files.atomic_files import ReadOnlyFileError
from selfattn_gui.core.files.file_names import session_stem
from selfattn_gui.core.sessions import presets, session_io
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation import file_dialogs
from selfattn_gui.ui.foundation.plain_text import message as message_box
from selfattn_gui.ui.foundation.plain_text import shown
from selfattn_gui.ui.foundation.settings_store import open_settings, read_setting

#: Marked here, translated where a dialog shows it (the patterns stay as they are).
FILE_FILTER = QT_TRANSLATE_NOOP(
    "files", "Self-attention sessions (*.selfattn.json);;JSON files (*.json);;All files (*)"
)
MAX_RECENT = 8
MAX_RECENT_PATH = 4096  # longer is no path a system opens


class FileController(QObject):
    """Opens and saves the document's session, asking before unsaved work is lost."""

    sig_recent_changed = Signal()

    def __init__(self, document: Document, window: QWidget) -> None:
        super().__init__(window)
        self._document = document
        self._window = window
        # Tests and automation replace these to answer dialogs without a person.
        self.ask_open_path = self._ask_open_path
        self.ask_save_path = self._ask_save_path
        self.ask_discard = self._ask_discard
        self.show_error = self._show_error

    # -- dialogs (replaceable) -----------------------------------------------------------
    def _ask_open_path(self) -> str:
        return file_dialogs.ask_open_path(
            self._window, translate("files", "Open session"), translate("files", FILE_FILTER)
        )

    def _ask_save_path(self) -> str:
        path = file_dialogs.ask_save_path(
            self._window,
            translate("files", "Save session"),
            self.proposed_name(),
            translate("files", FILE_FILTER),
        )
        if path and not path.endswith(".json"):
            path += session_io.SUFFIX
        return path

    def proposed_name(self) -> str:
        """The name Save As offers: the file's own, or a safe one from the session's title."""
        stem = session_stem(self._document.path, self._document.session.title)
        return stem + session_io.SUFFIX

    def _ask_discard(self) -> str:
        """Return "save", "discard" or "cancel"."""
        name = shown(self._document.display_name())  # a file name may look like HTML
        answer = message_box(
            self._window,
            QMessageBox.Icon.Question,
            translate("files", "Unsaved changes"),
            translate("files", "“{name}” has changes that are not saved. Save them first?").format(
                name=name
            ),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        return {
            QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard",
        }.get(answer, "cancel")

    def _show_error(self, title: str, message: str) -> None:
        """A warning; a message of two lines shows the second (the detail) under the first."""
        # The message may quote a file name or a key from a file: plain text only.
        text, _, detail = shown(message, 2000).partition("\n")
        message_box(self._window, QMessageBox.Icon.Warning, title, text, informative=detail.strip())

    # -- actions ---------------------------------------------------------------------------
    def may_discard_changes(self) -> bool:
        """True when it is fine to replace or close the session (saving first if asked)."""
        if not self._document.is_modified:
            return True
        choice = self.ask_discard()
        if choice == "save":
            return self.save()
        return choice == "discard"

    def new_from_preset(self, name: str) -> bool:
        return self._open_built_in(
            presets.load_preset, name, translate("files", "Cannot open the example")
        )

    def open_model(self, name: str) -> bool:
        """Open the trained model ``name`` as a new, unsaved session of the learner's own:
        Save asks where, and the shipped file is never written."""
        return self._open_built_in(
            presets.load_model, name, translate("files", "Cannot open the trained model")
        )

    def _open_built_in(self, load: Callable[[str], Session], name: str, failed: str) -> bool:
        """Open a session that ships with the app as a new one, not saved anywhere yet."""
        if not self.may_discard_changes():
            return False
        try:
            session = load(name)
        except SessionError as error:
            self.show_error(failed, headed(error))
            return False
        self._document.load(session)
        return True

    def open(self, path: str | None = None) -> bool:
        if not self.may_discard_changes():
            return False
        path = path or self.ask_open_path()
        if not path:
            return False
        try:
            session = session_io.load_session(path)
        except SessionError as error:
            self.show_error(translate("files", "Cannot open this file"), headed(error))
            return False
        self._document.load(session, Path(path).resolve())
        self.add_recent(Path(path).resolve())
        return True

    def save(self) -> bool:
        path = self._document.path
        if path is None or presets.is_built_in(path):  # (opened from the app's own folder)
            return self.save_as()
        return self._write(path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        if not path:
            return False
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        if presets.is_built_in(path):
            self.show_error(
                translate("files", "Cannot save"),
                translate(
                    "files",
                    "{name} is one of the app's own examples or trained models, so it "
                    "was left as it was. Your work is still open: use Save As to save it in "
                    "a folder of your own.",
                ).format(name=path.name),
            )
            return False
        try:
            session_io.save_session(self._document.session, path)
        except ReadOnlyFileError:
            self.show_error(
                translate("files", "Cannot save"),
                translate(
                    "files",
                    "{name} is read-only, so it was left as it was. Your work is still "
                    "open: use Save As to save it under another name, or make the file "
                    "writable and save again.",
                ).format(name=path.name),
            )
            return False
        except OSError as error:
            reason = error.strerror or str(error)
            self.show_error(
                translate("files", "Cannot save"),
                translate(
                    "files",
                    "{name}: could not save here ({reason}). Your work is still open: "
                    "try Save As and another folder.",
                ).format(name=path.name, reason=reason),
            )
            return False
        self._document.mark_saved(path.resolve())
        self.add_recent(path.resolve())
        return True

    # -- recent files ----------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        """The recent files as saved, checked: at most :data:`MAX_RECENT`, each a usable path."""
        stored: list[object] = read_setting(open_settings(), "recent_files", [], list)
        files: list[str] = []
        for entry in stored:
            if _usable_recent(entry) and entry not in files:
                files.append(entry)
            if len(files) == MAX_RECENT:
                break
        return files

    def add_recent(self, path: Path) -> None:
        files = [str(path)] + [f for f in self.recent_files() if f != str(path)]
        open_settings().setValue("recent_files", files[:MAX_RECENT])
        self.sig_recent_changed.emit()

    def clear_recent(self) -> None:
        open_settings().setValue("recent_files", [])
        self.sig_recent_changed.emit()


def headed(error: SessionError) -> str:
    """The error's headline (a learner's words) over its one-line detail, or the detail alone."""
    return f"{error.headline}\n{error}" if error.headline else str(error)


def _usable_recent(entry: object) -> TypeGuard[str]:
    """A recent-file entry that can be opened as a path (text, no NUL, not empty, not huge)."""
    return (
        isinstance(entry, str)
        and bool(entry.strip())
        and len(entry) <= MAX_RECENT_PATH
        and "\x00" not in entry
    )
