"""Autosave and crash recovery: work survives a killed app."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

from selfattn_gui.core import presets, session_io
from selfattn_gui.model.autosave import Autosaver, find_recoveries, recovery_dir
from selfattn_gui.model.document import Document


def edit(document: Document, times: int) -> None:
    for i in range(times):
        document.set_cells("embeddings", [(0, 0, float(i + 100))])


def test_a_recovery_copy_is_written_after_twenty_changes_and_removed_on_save(qapp, tmp_path):
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path)
    edit(document, 19)
    autosaver.flush()
    assert not autosaver.session_file.exists()
    edit(document, 1)
    autosaver.flush()
    assert autosaver.session_file.exists()
    assert session_io.load_session(autosaver.session_file).equals(document.session)
    document.mark_saved(tmp_path / "saved.selfattn.json")
    assert not autosaver.session_file.exists() and not autosaver.info_file.exists()


def test_the_timer_writes_unsaved_work(qtbot, tmp_path):
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, interval_ms=50)
    edit(document, 1)
    qtbot.waitUntil(autosaver.session_file.exists, timeout=2000)
    autosaver.stop()
    assert not autosaver.session_file.exists()


def test_a_live_app_s_copy_is_not_offered_to_another(qapp, tmp_path):
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, every_changes=1)
    edit(document, 1)
    autosaver.flush()
    assert autosaver.session_file.exists()
    assert find_recoveries(tmp_path) == []  # this very process is alive


def test_a_failed_autosave_is_remembered_not_raised(qapp, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=blocker / "recovery", every_changes=1)
    edit(document, 1)
    autosaver.flush()
    assert autosaver.last_error


def test_a_killed_app_s_work_comes_back_on_the_next_start(qtbot, tmp_path):
    """A real app process edits 25 times, is killed with SIGKILL, and the next start restores."""
    data = tmp_path / "data"
    script = textwrap.dedent(
        """
        import os, signal, sys
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        qt_app = QApplication(sys.argv[:1])
        from selfattn_gui import app

        def edit_then_die():
            window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "window.main")
            for i in range(25):
                window.document.set_cells("embeddings", [(1, 2, 40.0 + i)])
            print("edited", flush=True)
            # The copy is written in the background: give it a moment, as any crash would.
            QTimer.singleShot(1000, lambda: os.kill(os.getpid(), signal.SIGKILL))

        QTimer.singleShot(200, edit_then_die)
        sys.exit(app.main(["--preset", "cat-sat-mat"]))
        """
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        SELFATTN_GUI_DATA_DIR=str(data),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    proc = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert "edited" in proc.stdout

    os.environ["SELFATTN_GUI_DATA_DIR"] = str(data)  # undone by the conftest fixture's monkeypatch
    recoveries = find_recoveries(recovery_dir())
    assert len(recoveries) == 1
    # The 20th change was autosaved: value 40 + 19.
    assert recoveries[0].load().embeddings[1, 2] == 59.0

    from selfattn_gui.ui.main_window import MainWindow
    from selfattn_gui.ui.recovery import offer_recovery

    document = Document(presets.load_preset("it-animal"))
    window = MainWindow(document)
    window.files.ask_discard = lambda: "discard"
    qtbot.addWidget(window)
    assert offer_recovery(window, document, ask=lambda parent, recovery: True)
    assert document.session.tokens == ("cat", "sat", "mat")
    assert document.session.embeddings[1, 2] == 59.0
    assert document.is_modified and window.isWindowModified()
    assert find_recoveries(recovery_dir()) == []
