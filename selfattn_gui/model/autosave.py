"""Never lose work: unsaved sessions are copied to a recovery folder as the learner works.

A recovery copy is written every 30 seconds while there are unsaved changes, and after
every 20 changes.  Saving or closing normally removes it; after a crash the next start
finds it with :func:`find_recoveries` and offers to restore it.  Each running app owns
the files named after its process id, so two open windows never take each other's.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from selfattn_gui.core import session_io
from selfattn_gui.core.session import Session, SessionError
from selfattn_gui.core.user_data import user_data_dir
from selfattn_gui.model.document import Document

INTERVAL_MS = 30_000
EVERY_CHANGES = 20


def recovery_dir() -> Path:
    return user_data_dir() / "recovery"


@dataclass(frozen=True)
class Recovery:
    """One unsaved session left behind by an app that did not close normally."""

    session_file: Path
    info_file: Path
    original_path: Path | None
    title: str

    def load(self) -> Session:
        return session_io.load_session(self.session_file)

    def discard(self) -> None:
        for path in (self.session_file, self.info_file):
            path.unlink(missing_ok=True)


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def find_recoveries(folder: Path | None = None) -> list[Recovery]:
    """Recovery files of apps that are no longer running, newest first."""
    folder = recovery_dir() if folder is None else folder
    found = []
    for info_file in folder.glob("*.info.json"):
        try:
            info = json.loads(info_file.read_text(encoding="utf-8"))
            pid = int(info["pid"])
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if _process_alive(pid):
            continue
        session_file = folder / f"{pid}{session_io.SUFFIX}"
        if not session_file.exists():
            info_file.unlink(missing_ok=True)
            continue
        original = info.get("path")
        found.append(
            Recovery(
                session_file,
                info_file,
                Path(original) if original else None,
                str(info.get("title", "")),
            )
        )
    found.sort(key=lambda r: r.session_file.stat().st_mtime, reverse=True)
    return found


class Autosaver(QObject):
    """Keeps a recovery copy of the document's unsaved work."""

    def __init__(
        self,
        document: Document,
        folder: Path | None = None,
        interval_ms: int = INTERVAL_MS,
        every_changes: int = EVERY_CHANGES,
    ) -> None:
        # No Qt parent: whoever creates the autosaver keeps it (app.py for the app's
        # lifetime), so Qt never deletes it behind Python's back.
        super().__init__()
        self._document = document
        self._folder = recovery_dir() if folder is None else folder
        self._every_changes = every_changes
        self._changes_since_save = 0
        self._dirty = False
        self.session_file = self._folder / f"{os.getpid()}{session_io.SUFFIX}"
        self.info_file = self._folder / f"{os.getpid()}.info.json"
        self.last_error: str | None = None
        # Writing a large session takes tens of milliseconds: do it off the GUI thread.
        # Sessions are immutable, so the worker can read one while the learner edits on.
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: Future[None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._timer.start()
        # indexChanged comes after a push, undo or redo has settled (unlike the document's
        # own signals, which fire inside the command, before the stack knows it is dirty).
        document.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        document.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)

    def _on_undo_stack_index_changed(self, _index: int) -> None:
        if not self._document.alive or not self._document.is_modified:
            return
        self._dirty = True
        self._changes_since_save += 1
        if self._changes_since_save >= self._every_changes:
            self.write_now()

    def _on_timer_timeout(self) -> None:
        if self._dirty and self._document.is_modified:
            self.write_now()

    def _on_undo_stack_clean_changed(self, clean: bool) -> None:
        if clean and self._document.alive:
            self.remove()

    def write_now(self) -> None:
        """Start writing the recovery copy in the background (see :meth:`flush`)."""
        path = self._document.path
        info = {
            "pid": os.getpid(),
            "path": str(path) if path else None,
            "title": self._document.display_name(),
        }
        self._dirty = False
        self._changes_since_save = 0
        self._pending = self._executor.submit(self._write, self._document.session, info)

    def _write(self, session: Session, info: dict[str, object]) -> None:
        """Runs in the worker thread: files only, no Qt. A failure is remembered, never raised."""
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            session_io.save_session(session, self.session_file)
            session_io.atomic_write_text(self.info_file, json.dumps(info))
        except (OSError, SessionError) as error:
            self.last_error = str(error)
        else:
            self.last_error = None

    def flush(self) -> None:
        """Wait until the last recovery copy started is on disk."""
        if self._pending is not None:
            self._pending.result()
            self._pending = None

    def remove(self) -> None:
        """Forget the recovery copy (after a save or a normal close)."""
        self.flush()  # a write still under way must not bring the file back afterwards
        self._dirty = False
        self._changes_since_save = 0
        for path in (self.session_file, self.info_file):
            path.unlink(missing_ok=True)

    def stop(self) -> None:
        self._timer.stop()
        self.remove()
        self._executor.shutdown(wait=True)
