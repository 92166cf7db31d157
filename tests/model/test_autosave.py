"""Autosave and crash recovery: work survives a killed app, and no copy is lost unseen."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import recovery_corpus as corpus

from selfattn_gui.core.sessions import presets, session_io
from selfattn_gui.model import autosave
from selfattn_gui.model.autosave import Autosaver
from selfattn_gui.model.document import Document
from selfattn_gui.model.recovery_copies import (
    find_recoveries,
    recovery_dir,
    scan_recovery_folder,
)


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
    assert autosaver.stop() is None
    assert os.listdir(tmp_path) == []  # the lock file goes too


def test_the_timer_writes_unsaved_work(qtbot, tmp_path):
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, delay_ms=50)
    edit(document, 1)
    qtbot.waitUntil(autosaver.session_file.exists, timeout=2000)
    autosaver.stop()
    assert not autosaver.session_file.exists()


def _counting_writes(autosaver: Autosaver) -> list[float]:
    """The value of cell (0, 0) of each copy the autosaver writes, in order."""
    written: list[float] = []
    write = autosaver._write

    def counted(session, info):
        written.append(float(session.embeddings[0, 0]))
        return write(session, info)

    autosaver._write = counted  # type: ignore[method-assign]
    return written


def test_a_burst_of_edits_is_one_copy_a_moment_after_the_last(qtbot, tmp_path):
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, delay_ms=50, longest_wait_ms=60_000)
    written = _counting_writes(autosaver)
    edit(document, 10)  # fewer than the 20 that write at once
    assert written == []  # not on every keystroke
    qtbot.waitUntil(autosaver.session_file.exists, timeout=5000)
    autosaver.flush()
    assert written == [109.0]  # one copy, of the last edit
    assert session_io.load_session(autosaver.session_file).embeddings[0, 0] == 109.0
    autosaver.stop()


def test_edits_that_never_pause_are_still_copied(qtbot, tmp_path):
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, delay_ms=60_000, longest_wait_ms=50)
    written = _counting_writes(autosaver)
    edit(document, 1)
    qtbot.waitUntil(lambda: bool(written), timeout=5000)  # the longest wait is over
    autosaver.flush()
    assert written == [100.0]
    autosaver.stop()


def test_a_live_app_s_copy_is_not_offered_to_another(qapp, tmp_path):
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, every_changes=1)
    edit(document, 1)
    autosaver.flush()
    assert autosaver.session_file.exists()
    assert find_recoveries(tmp_path) == []  # this very process holds its lock
    autosaver.stop()


def test_two_windows_in_one_process_never_share_or_take_a_copy(qapp, tmp_path):
    first = Document(presets.load_preset("cat-sat-mat"))
    second = Document(presets.load_preset("it-animal"))
    first_saver = Autosaver(first, folder=tmp_path, every_changes=1)
    second_saver = Autosaver(second, folder=tmp_path, every_changes=1)
    assert first_saver.session_file != second_saver.session_file
    edit(first, 1)
    edit(second, 1)
    first_saver.flush()
    second_saver.flush()
    assert find_recoveries(tmp_path) == []
    assert session_io.load_session(second_saver.session_file).tokens == second.session.tokens
    first_saver.stop()
    second_saver.stop()


def _hold_lock_in_another_process(lock_file: Path) -> subprocess.Popen:
    """A process that takes the lock a running app holds and keeps it until it is killed."""
    script = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from selfattn_gui.model.copy_lock import acquire_own_lock
        lock = acquire_own_lock(Path({str(lock_file)!r}))
        print("locked", flush=True)
        sys.stdin.read()
        """
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", script],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout.readline().strip() == "locked"
    return proc


def test_a_copy_is_offered_once_its_app_dies_however_it_died(tmp_path):
    """Running or orphaned is told by the OS lock, which a killed process loses at once."""
    corpus.write_good_copy(tmp_path, "7-live")
    proc = _hold_lock_in_another_process(tmp_path / "7-live.lock")
    try:
        assert find_recoveries(tmp_path) == []
    finally:
        proc.kill()
        proc.wait()
        proc.stdin.close()
        proc.stdout.close()
    assert [copy.copy_id for copy in find_recoveries(tmp_path)] == ["7-live"]


def test_a_copy_whose_pid_now_belongs_to_another_process_is_offered(tmp_path):
    # After a reboot the old pid is someone else's; here it is this very test process.
    folder = tmp_path
    corpus.write_good_copy(folder, str(os.getpid()))
    info = folder / f"{os.getpid()}.info.json"
    info.write_text(json.dumps({"pid": os.getpid(), "path": None, "title": "mine"}))
    copies = find_recoveries(folder)
    assert [(copy.copy_id, copy.title, copy.restorable) for copy in copies] == [
        (str(os.getpid()), "mine", True)
    ]


def test_a_copy_being_offered_by_one_app_is_not_offered_by_a_second(tmp_path):
    corpus.write_good_copy(tmp_path, "1-first")
    first_look = scan_recovery_folder(tmp_path)
    assert len(first_look.restorable) == 1
    assert find_recoveries(tmp_path) == []  # the first app holds it while it asks
    first_look.release()
    assert len(find_recoveries(tmp_path)) == 1


def test_a_new_run_never_writes_over_an_orphan_with_its_pid(qapp, tmp_path):
    """Old copies were named by pid alone: a later run with that pid replaced them."""
    orphan = corpus.write_good_copy(tmp_path, str(os.getpid()), preset="it-animal")
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, every_changes=1)
    edit(document, 1)
    autosaver.flush()
    autosaver.stop()
    kept = session_io.load_session(tmp_path / f"{os.getpid()}.selfattn.json")
    assert kept.tokens == orphan.tokens


def test_a_lone_lock_file_nobody_holds_is_tidied_but_a_held_one_is_not(tmp_path):
    (tmp_path / "9-crashed-early.lock").write_text("")
    proc = _hold_lock_in_another_process(tmp_path / "9-running.lock")
    try:
        assert find_recoveries(tmp_path) == []
        assert sorted(os.listdir(tmp_path)) == ["9-running.lock"]
    finally:
        proc.kill()
        proc.wait()
        proc.stdin.close()
        proc.stdout.close()


@pytest.mark.parametrize("case", sorted(corpus.CASES))
def test_a_bad_copy_is_reported_and_kept_and_the_good_one_offered(tmp_path, case):
    folder = tmp_path / "recovery"
    good = corpus.write_good_copy(folder)
    corpus.CASES[case](folder)
    before = corpus.listing(folder)

    scan = scan_recovery_folder(folder)  # must not raise, whatever the folder holds
    try:
        assert [copy.copy_id for copy in scan.restorable] == [corpus.GOOD]
        assert scan.restorable[0].load().equals(good)
        assert [copy.copy_id for copy in scan.damaged] == [corpus.BAD]
        problem = scan.damaged[0].problem
        assert problem and "\n" not in problem and len(problem) < 300, problem
        assert "bad." in problem, problem  # names the file at fault
        assert "Traceback" not in problem
    finally:
        scan.release()
    assert corpus.listing(folder) == before  # nothing deleted unasked


def test_a_recovery_folder_that_is_a_file_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "recovery"
    blocker.write_text("not a folder")
    scan = scan_recovery_folder(blocker)
    assert scan.copies == []
    assert "is a file, not a folder" in scan.problem


def test_an_unreadable_recovery_folder_is_reported_not_raised(tmp_path, monkeypatch):
    from selfattn_gui.model import recovery_copies

    def refuse(path):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(recovery_copies.os, "listdir", refuse)  # root ignores mode 000
    scan = scan_recovery_folder(tmp_path)
    assert scan.copies == []
    assert scan.problem == f"cannot read {tmp_path} (Permission denied)"


def test_a_discarded_copy_is_gone_and_the_others_stay(tmp_path):
    corpus.write_good_copy(tmp_path, "1-a")
    corpus.write_good_copy(tmp_path, "2-b")
    scan = scan_recovery_folder(tmp_path)
    first = next(copy for copy in scan.copies if copy.copy_id == "1-a")
    first.discard()
    scan.release()
    assert sorted(os.listdir(tmp_path)) == ["2-b.info.json", "2-b.lock", "2-b.selfattn.json"]


# -- failures are said -------------------------------------------------------------------


def test_a_failed_autosave_is_said_once_and_its_end_too(qapp, tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("x")  # a file where the data folder should be
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=blocker / "recovery", every_changes=1)
    failures, resumed = [], []
    autosaver.sig_backup_failed.connect(failures.append)
    autosaver.sig_backup_resumed.connect(lambda: resumed.append(True))
    edit(document, 3)
    autosaver.flush()
    assert len(failures) == 1, failures  # once, not once per change
    assert str(blocker / "recovery") in failures[0]
    assert autosaver.failing and autosaver.last_error == failures[0]

    blocker.unlink()  # the learner moves the file away
    edit(document, 1)
    autosaver.flush()
    assert resumed == [True] and not autosaver.failing
    assert autosaver.session_file.exists()
    assert autosaver.stop() is None


def test_a_write_refused_by_the_system_is_said_with_its_reason(qapp, tmp_path, monkeypatch):
    # Root ignores file modes, so the refusal is simulated where the copy is written.
    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied", str(tmp_path / "copy"))

    monkeypatch.setattr(autosave.session_io, "save_session", refuse)
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=tmp_path, every_changes=1)
    failures = []
    autosaver.sig_backup_failed.connect(failures.append)
    edit(document, 1)
    autosaver.flush()
    assert len(failures) == 1 and "Permission denied" in failures[0]
    assert autosaver.stop() is None


def test_the_failure_is_reported_by_the_gui_thread_without_a_flush(qtbot, tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("x")
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=blocker / "recovery", every_changes=1)
    with qtbot.waitSignal(autosaver.sig_backup_failed, timeout=3000):
        edit(document, 1)
    autosaver.stop()


def test_stopping_when_the_folder_was_replaced_by_a_file_says_so_in_one_line(qapp, tmp_path):
    folder = tmp_path / "recovery"
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=folder, every_changes=1)
    edit(document, 1)
    autosaver.flush()
    assert autosaver.session_file.exists()
    for name in os.listdir(folder):
        (folder / name).unlink()
    folder.rmdir()
    folder.write_text("something else now")
    problem = autosaver.stop()  # must not raise
    assert problem is not None and "\n" not in problem
    assert "could not remove the recovery copy" in problem


def test_stopping_when_nothing_could_ever_be_written_is_quiet(qapp, tmp_path):
    blocker = tmp_path / "recovery"
    blocker.write_text("x")
    document = Document(presets.load_preset("cat-sat-mat"))
    autosaver = Autosaver(document, folder=blocker, every_changes=1)
    edit(document, 2)
    autosaver.flush()
    assert autosaver.failing
    assert autosaver.stop() is None
    assert blocker.read_text() == "x"


# -- a real crash --------------------------------------------------------------------------


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
    # The 20th change was autosaved at once (value 40 + 19); the last (40 + 24) a second
    # after it, which may or may not have come before the kill.
    kept = recoveries[0].load().embeddings[1, 2]
    assert kept in (59.0, 64.0)

    from selfattn_gui.ui.shell.compose import build_app
    from selfattn_gui.ui.shell.recovery import offer_recovery

    document = Document(presets.load_preset("it-animal"))
    window = build_app(document).window
    window.files.ask_discard = lambda: "discard"
    qtbot.addWidget(window)
    autosaver = Autosaver(document)
    assert offer_recovery(window, document, autosaver, choose=lambda parent, scan: scan.copies[0])
    assert document.session.tokens == ("cat", "sat", "mat")
    assert document.session.embeddings[1, 2] == kept
    assert document.is_modified and window.isWindowModified()
    # The old copy is gone only because this window now holds its own backup of the work.
    assert session_io.load_session(autosaver.session_file).embeddings[1, 2] == kept
    assert not recoveries[0].session_file.exists()
    autosaver.stop()
