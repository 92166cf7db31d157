"""A killed app loses only the last moment of work: each change is backed up within seconds.

A real app process (offscreen, with a home, config and data folder of its own) has 119
typed into a cell of ``cat-sat-mat``, where 1 was.  The test watches the recovery folder
until the copy holds the edit, kills the app with SIGKILL right then, and reads the copy
back through the app's own recovery code.  Before, copies were written every 30 seconds
(or after 20 changes), so the edit was not on disk when the app died.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from selfattn_gui.core.sessions import session_io
from selfattn_gui.model.recovery_copies import SESSION_SUFFIX, find_recoveries

#: How long the test watches for the copy: the backup's own wait (a second or two), with
#: room for a slow, busy machine; well under the 30 seconds the copy used to wait.
WATCH_SECONDS = 10.0
TYPED = 119.0

APP = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QTableView
    qt_app = QApplication(sys.argv[:1])
    from selfattn_gui import app

    def type_119():
        window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "window.main")
        table = window.findChild(QTableView, "editor.embeddings")
        assert window.document.session.embeddings[0, 0] == 1.0
        window.activateWindow()  # (keys go to the active window's focus, as a person's do)
        QTest.qWaitForWindowActive(window)
        table.setFocus()
        table.selectionModel().setCurrentIndex(
            table.model().index(0, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        for key in "119":  # the first key opens the cell's editor
            QTest.keyClicks(QApplication.focusWidget() or table, key)
        QTest.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Return)
        print("edited", window.document.session.embeddings[0, 0], flush=True)

    QTimer.singleShot(300, type_119)
    sys.exit(app.main(["--preset", "cat-sat-mat"]))
    """
)


def _copy_holds_the_edit(folder: Path) -> bool:
    for path in folder.glob(f"*{SESSION_SUFFIX}") if folder.is_dir() else []:
        try:
            if session_io.load_session(path).embeddings[0, 0] == TYPED:
                return True
        except Exception:  # (noqa: BLE001) a copy being replaced, or not yet complete
            continue
    return False


def test_an_app_killed_right_after_an_edit_keeps_it(tmp_path, monkeypatch):
    home = tmp_path / "home"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        SELFATTN_GUI_DATA_DIR=str(tmp_path / "data"),
    )
    monkeypatch.setenv("SELFATTN_GUI_DATA_DIR", env["SELFATTN_GUI_DATA_DIR"])
    folder = tmp_path / "data" / "recovery"
    log = tmp_path / "stderr.txt"  # (a file: a pipe nobody reads could fill and stall it)
    with log.open("w") as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-c", APP],
            env=env,
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # (the app prints once the edit is made)
        assert line.split() == ["edited", "119.0"], line + log.read_text()
        deadline = time.monotonic() + WATCH_SECONDS  # a guard, not a measurement
        while not _copy_holds_the_edit(folder) and time.monotonic() < deadline:
            time.sleep(0.05)
        backed_up = _copy_holds_the_edit(folder)
    finally:
        proc.send_signal(signal.SIGKILL)  # the crash: no chance to tidy up
        proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL, log.read_text()
    assert backed_up, f"no recovery copy held the edit {WATCH_SECONDS:.0f} s after it"
    # The next start finds the copy (its app is gone, its lock with it) and restores it.
    recoveries = find_recoveries()
    assert len(recoveries) == 1
    restored = recoveries[0].load()
    assert restored.tokens == ("cat", "sat", "mat")
    assert restored.embeddings[0, 0] == TYPED
