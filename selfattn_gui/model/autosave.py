"""Never lose work: unsaved sessions are copied to a recovery folder as the learner works.

A recovery copy is written a moment (a second) after each change, and at least every
two seconds while changes keep coming, so a crash loses at most the last couple of
seconds; after 20 changes it is written at once.  Saving or closing normally removes
it; after a crash the next start finds it (:mod:`selfattn_gui.model.recovery_copies`)
and offers to restore it.  Each running app writes under a name of its own and holds a
lock on it while it runs, so two open windows never take each other's copies.

A copy that cannot be written is never a silent failure: :attr:`Autosaver.sig_backup_failed`
says why (once), and :attr:`Autosaver.sig_backup_resumed` when a later copy is written.
"""

from __future__ import annotations

import errno
import os
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from selfattn_gui.core.sessions import session_io
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate
from selfattn_gui.model.copy_lock import CopyLock, acquire_own_lock
from selfattn_gui.model.document import Document
from selfattn_gui.model.recovery_copies import (
    INFO_SUFFIX,
    LOCK_SUFFIX,
    SESSION_SUFFIX,
    RecoveryCopy,
    find_recoveries,
    info_text,
    new_copy_id,
    one_line_reason,
    recovery_dir,
)

__all__ = ["Autosaver", "RecoveryCopy", "find_recoveries", "recovery_dir"]

#: How long after the last change the copy is written (a burst of edits is one write).
DELAY_MS = 1000
#: The longest a change waits for its copy while changes keep coming (a drag, a lesson).
LONGEST_WAIT_MS = 2000
EVERY_CHANGES = 20
_WATCH_MS = 100  # how often the GUI thread looks whether a background write has finished


class Autosaver(QObject):
    """Keeps a recovery copy of the document's unsaved work.

    Signals
    -------
    sig_backup_failed(str) : copies stopped being written; why, in one sentence
    sig_backup_resumed : a copy was written again after a failure
    """

    sig_backup_failed = Signal(str)
    sig_backup_resumed = Signal()

    def __init__(
        self,
        document: Document,
        folder: Path | None = None,
        delay_ms: int = DELAY_MS,
        every_changes: int = EVERY_CHANGES,
        longest_wait_ms: int = LONGEST_WAIT_MS,
    ) -> None:
        # No Qt parent: whoever creates the autosaver keeps it (app.py for the app's
        # lifetime), so Qt never deletes it behind Python's back.
        super().__init__()
        self._document = document
        self.folder = recovery_dir() if folder is None else Path(folder)
        self._every_changes = every_changes
        self._changes_since_save = 0
        self._dirty = False
        copy_id = new_copy_id()
        self.session_file = self.folder / f"{copy_id}{SESSION_SUFFIX}"
        self.info_file = self.folder / f"{copy_id}{INFO_SUFFIX}"
        self.lock_file = self.folder / f"{copy_id}{LOCK_SUFFIX}"
        self.last_error: str | None = None
        self._failing = False
        self._lock: CopyLock | None = None
        self._written = False  # files of ours may be on disk
        # Writing a large session takes tens of milliseconds: do it off the GUI thread.
        # Sessions are immutable, so the worker can read one while the learner edits on.
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: Future[str | None] | None = None
        # Two one-shot timers start at a change: the delay starts again at each change,
        # the longest wait does not, so a steady stream of edits is still copied.
        self._delay = QTimer(self)
        self._longest_wait = QTimer(self)
        for timer, ms in ((self._delay, delay_ms), (self._longest_wait, longest_wait_ms)):
            timer.setSingleShot(True)
            timer.setInterval(ms)
            timer.timeout.connect(self._on_timer_timeout)
        # The worker thread touches no Qt: the GUI thread collects its outcome.
        self._watch = QTimer(self)
        self._watch.setInterval(_WATCH_MS)
        self._watch.timeout.connect(self._on_watch_timeout)
        # indexChanged comes after a push, undo or redo has settled (unlike the document's
        # own signals, which fire inside the command, before the stack knows it is dirty).
        document.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        document.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)

    @property
    def failing(self) -> bool:
        """True while copies cannot be written (see :attr:`last_error`)."""
        return self._failing

    def _on_undo_stack_index_changed(self, _index: int) -> None:
        if not self._document.alive or not self._document.is_modified:
            return
        self._dirty = True
        self._changes_since_save += 1
        if self._changes_since_save >= self._every_changes:
            self.write_now()
            return
        self._delay.start()
        if not self._longest_wait.isActive():
            self._longest_wait.start()

    def _on_timer_timeout(self) -> None:
        if self._dirty and self._document.is_modified:
            self.write_now()

    def _on_undo_stack_clean_changed(self, clean: bool) -> None:
        if clean and self._document.alive:
            self.remove()

    def _on_watch_timeout(self) -> None:
        if self._pending is None:
            self._watch.stop()
        elif self._pending.done():
            self.flush()

    def write_now(self) -> None:
        """Start writing the recovery copy in the background (see :meth:`flush`)."""
        self.flush()  # one write at a time, each outcome reported
        self._stop_timers()
        info = info_text(os.getpid(), self._document.path, self._document.display_name())
        self._dirty = False
        self._changes_since_save = 0
        self._pending = self._executor.submit(self._write, self._document.session, info)
        self._watch.start()

    def _stop_timers(self) -> None:
        self._delay.stop()
        self._longest_wait.stop()

    def _write(self, session: Session, info: str) -> str | None:
        """Runs in the worker thread: files only, no Qt. Returns why it failed, or None."""
        try:
            if self.folder.exists() and not self.folder.is_dir():
                return translate(
                    "autosave",
                    "the recovery folder {folder} is a file, not a folder (move that file away)",
                ).format(folder=self.folder)
            self.folder.mkdir(parents=True, exist_ok=True)
            if self._lock is None:
                try:
                    self._lock = acquire_own_lock(self.lock_file)
                except OSError as error:
                    # No locks on this file system: a copy other apps won't take (they
                    # cannot tell it is orphaned) still beats no copy at all.
                    if error.errno == errno.EAGAIN or not self.lock_file.exists():
                        raise
            self._written = True
            session_io.save_session(session, self.session_file)
            session_io.atomic_write_text(self.info_file, info)
        except Exception as error:  # any failure is reported, never raised
            # (QCoreApplication.translate is thread-safe, so this worker may translate.)
            return translate(
                "autosave", "cannot write the recovery copy in {folder} ({reason})"
            ).format(folder=self.folder, reason=one_line_reason(error))
        return None

    def flush(self) -> None:
        """Wait until the last recovery copy started is on disk, and report how it went."""
        if self._pending is None:
            return
        pending, self._pending = self._pending, None
        self._watch.stop()
        self._report(pending.result())

    def _report(self, error: str | None) -> None:
        self.last_error = error
        if error is not None and not self._failing:
            self._failing = True
            self.sig_backup_failed.emit(error)
        elif error is None and self._failing:
            self._failing = False
            self.sig_backup_resumed.emit()

    def remove(self) -> str | None:
        """Forget the recovery copy (after a save or a normal close); why not, if it fails."""
        self.flush()  # a write still under way must not bring the file back afterwards
        self._stop_timers()
        self._dirty = False
        self._changes_since_save = 0
        if not self._written:
            return None
        try:
            for path in (self.session_file, self.info_file):
                path.unlink(missing_ok=True)
        except OSError as error:
            return translate(
                "autosave",
                "could not remove the recovery copy {file} ({reason}); it will be offered "
                "at the next start",
            ).format(file=self.session_file, reason=one_line_reason(error))
        self._written = False
        return None

    def stop(self) -> str | None:
        """Remove the copy and stop for good; returns a one-line problem, if there was one."""
        self._stop_timers()
        problem = self.remove()
        if self._lock is not None:
            # With the copy left behind (problem), keep the lock file: the next start
            # takes it as soon as this process is gone.
            self._lock.release(remove_file=problem is None)
            self._lock = None
        self._executor.shutdown(wait=True)
        return problem
