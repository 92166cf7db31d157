"""The restore dialog and the backup warning, driven the way a learner meets them."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import recovery_corpus as corpus
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QTreeWidget, QWidget

from selfattn_gui.core.sessions import session_io
from selfattn_gui.model import autosave
from selfattn_gui.model.autosave import Autosaver
from selfattn_gui.model.recovery_copies import recovery_dir
from selfattn_gui.ui.shell.recovery import RecoveryDialog, install_backup_warning, offer_recovery

HOSTILE_TITLE = "<img src=/dev/zero><b>bold?</b>"


def answer_dialog(qtbot, handle) -> list[str]:
    """Run ``handle(dialog)`` once the recovery dialog is up; closes it if ``handle`` fails.

    Returns a list that holds "answered" afterwards (so the test sees the handler ran).
    """
    done: list[str] = []

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, RecoveryDialog):
            QTimer.singleShot(20, poll)
            return
        try:
            handle(dialog)
            done.append("answered")
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, poll)
    return done


def rows(dialog: RecoveryDialog) -> list[list[str]]:
    tree = dialog.findChild(QTreeWidget, "recovery.copies")
    return [
        [tree.topLevelItem(r).text(c) for c in range(tree.columnCount())]
        for r in range(tree.topLevelItemCount())
    ]


def click_row(qtbot, dialog: RecoveryDialog, title: str) -> None:
    tree = dialog.findChild(QTreeWidget, "recovery.copies")
    item = next(
        tree.topLevelItem(r)
        for r in range(tree.topLevelItemCount())
        if tree.topLevelItem(r).text(0) == title
    )
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert tree.selectedItems() == [item]


def click(qtbot, dialog: RecoveryDialog, name: str) -> None:
    button = dialog.findChild(QPushButton, name)
    assert button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.fixture
def folder() -> Path:
    return recovery_dir()  # inside the test's own data folder (tests/conftest.py)


@pytest.fixture
def autosaver(window):
    saver = Autosaver(window.document)
    yield saver
    saver.stop()


def test_a_person_picks_one_of_several_copies_and_restores_it(qtbot, window, autosaver, folder):
    older = corpus.write_good_copy(folder, "1-older", title="Lesson notes", preset="it-animal")
    corpus.write_good_copy(folder, "2-newer", title=HOSTILE_TITLE)
    os.utime(folder / "1-older.selfattn.json", (1_000_000_000, 1_000_000_000))
    corpus.CASES["copy cut short"](folder)
    seen: list[list[list[str]]] = []

    def restore_the_older(dialog: RecoveryDialog) -> None:
        seen.append(rows(dialog))
        click_row(qtbot, dialog, "Lesson notes")
        click(qtbot, dialog, "recovery.restore")

    answered = answer_dialog(qtbot, restore_the_older)
    assert offer_recovery(window, window.document, autosaver)
    assert answered == ["answered"]

    # Every copy was listed: newest first, the title exactly as typed, the damaged one last.
    titles = [row[0] for row in seen[0]]
    assert titles == [HOSTILE_TITLE, "Lesson notes", "cut short"]
    assert [row[3] for row in seen[0][:2]] == ["can be restored", "can be restored"]
    assert seen[0][2][3].startswith("damaged, kept: bad.selfattn.json: not valid JSON")
    assert all(row[2] for row in seen[0])  # each with its size

    assert window.document.session.tokens == older.tokens
    assert window.document.is_modified and window.isWindowModified()
    assert "Restored “Lesson notes”" in window.statusBar().currentMessage()
    assert "2 other copies are kept" in window.statusBar().currentMessage()
    # Only the restored copy went, and only once this window had its own backup of it.
    assert session_io.load_session(autosaver.session_file).tokens == older.tokens
    assert not (folder / "1-older.selfattn.json").exists()
    assert (folder / "2-newer.selfattn.json").exists()
    assert (folder / "bad.selfattn.json").exists()


def test_titles_are_shown_as_text_never_as_html(qtbot, folder):
    corpus.write_good_copy(folder, "1-hostile", title=HOSTILE_TITLE)
    from selfattn_gui.model.recovery_copies import scan_recovery_folder

    scan = scan_recovery_folder(folder)
    dialog = RecoveryDialog(scan.copies, folder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.grab()  # paint it: an image tag taken as HTML would try to read /dev/zero here
    tree = dialog.findChild(QTreeWidget, "recovery.copies")
    item = tree.topLevelItem(0)
    assert item.text(0) == HOSTILE_TITLE
    assert "<img" not in item.toolTip(0) and "&lt;img src=/dev/zero&gt;" in item.toolTip(0)
    dialog.reject()
    scan.release()


def test_deleting_a_damaged_copy_takes_only_that_one(qtbot, window, autosaver, folder):
    corpus.write_good_copy(folder, "1-good", title="keep me")
    corpus.CASES["pid 1e400"](folder)
    (folder / "bad.info.json").write_text('{"pid": 1e400, "title": "broken"}')

    def delete_the_broken_one(dialog: RecoveryDialog) -> None:
        dialog.confirm_delete = lambda copy: copy.title == "broken"
        click_row(qtbot, dialog, "broken")
        assert not dialog.findChild(QPushButton, "recovery.restore").isEnabled()
        why = dialog.findChild(QLabel, "recovery.details").text()
        assert why == (
            "Why it cannot be restored: bad.info.json: pid: expected a process number, "
            "found a number too large to use"
        )
        click(qtbot, dialog, "recovery.delete")
        assert [row[0] for row in rows(dialog)] == ["keep me"]
        click(qtbot, dialog, "recovery.keep")

    answered = answer_dialog(qtbot, delete_the_broken_one)
    assert not offer_recovery(window, window.document, autosaver)
    assert answered == ["answered"]
    assert not any(name.startswith("bad.") for name in os.listdir(folder))
    assert (folder / "1-good.selfattn.json").exists() and (folder / "1-good.info.json").exists()
    assert not window.document.is_modified


def test_closing_the_dialog_keeps_every_copy_for_the_next_start(qtbot, window, autosaver, folder):
    corpus.write_good_copy(folder, "1-a", title="first")
    corpus.write_good_copy(folder, "2-b", title="second")
    before = corpus.listing(folder)
    answered = answer_dialog(qtbot, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert not offer_recovery(window, window.document, autosaver)
    assert answered == ["answered"]
    assert corpus.listing(folder) == before
    # ... and the next start offers them again.
    again = answer_dialog(qtbot, lambda dialog: (seen.extend(rows(dialog)), dialog.reject()))
    seen: list[list[str]] = []
    assert not offer_recovery(window, window.document, autosaver)
    assert again == ["answered"] and sorted(row[0] for row in seen) == ["first", "second"]


@pytest.mark.parametrize("case", sorted(corpus.CASES))
def test_each_bad_copy_is_listed_with_its_reason_beside_the_good_one(
    qtbot, window, autosaver, folder, case
):
    corpus.write_good_copy(folder, title="good work")
    corpus.CASES[case](folder)
    before = corpus.listing(folder)
    seen: list[list[str]] = []
    answered = answer_dialog(
        qtbot, lambda dialog: (seen.extend(rows(dialog)), click(qtbot, dialog, "recovery.keep"))
    )
    assert not offer_recovery(window, window.document, autosaver)
    assert answered == ["answered"]
    assert seen[0][0] == "good work" and seen[0][3] == "can be restored"
    assert len(seen) == 2 and seen[1][3].startswith("damaged, kept: bad."), seen
    assert corpus.listing(folder) == before


def test_a_recovery_folder_that_cannot_be_read_is_said_at_the_start(window, autosaver, folder):
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the recovery folder should be")
    assert not offer_recovery(window, window.document, autosaver)
    assert window.statusBar().currentMessage() == (
        f"Could not look for unsaved work from last time: {folder} is a file, not a folder."
    )


def test_a_restored_copy_is_kept_while_this_window_cannot_back_it_up(
    qtbot, window, folder, monkeypatch
):
    corpus.write_good_copy(folder, "1-only", title="precious")

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(autosave.session_io, "save_session", refuse)
    saver = Autosaver(window.document)
    install_backup_warning(window, saver)
    assert offer_recovery(window, window.document, saver, choose=lambda _p, scan: scan.copies[0])
    assert (folder / "1-only.selfattn.json").exists()
    assert "Its recovery copy is kept" in window.statusBar().currentMessage()
    assert "Permission denied" in window.statusBar().currentMessage()
    assert window.findChild(QWidget, "statusbar.backup_warning").isVisible()
    saver.stop()


def test_the_status_bar_says_when_work_is_not_backed_up_and_when_it_is_again(
    qtbot, window, tmp_path
):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    saver = Autosaver(window.document, folder=blocker / "recovery", every_changes=1)
    install_backup_warning(window, saver)
    warning = window.findChild(QWidget, "statusbar.backup_warning")
    assert not warning.isVisible()

    window.document.set_cells("embeddings", [(0, 0, 5.0)])
    qtbot.waitUntil(warning.isVisible, timeout=3000)
    message = window.statusBar().currentMessage()
    assert message.startswith("Your work is not being backed up:")
    assert str(blocker / "recovery") in message and "File → Save" in message
    assert str(blocker / "recovery") in warning.toolTip()

    window.statusBar().clearMessage()
    window.document.set_cells("embeddings", [(0, 0, 6.0)])
    saver.flush()
    assert window.statusBar().currentMessage() == ""  # said once, not on every change

    blocker.unlink()
    window.document.set_cells("embeddings", [(0, 0, 7.0)])
    qtbot.waitUntil(lambda: not warning.isVisible(), timeout=3000)
    assert window.statusBar().currentMessage().startswith("Backups work again")
    assert saver.session_file.exists()
    saver.stop()


# -- the real app --------------------------------------------------------------------------

_APP_SCRIPT = """
import os, shutil, sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QTreeWidget, QWidget
qt_app = QApplication(sys.argv[:1])
from selfattn_gui import app
recovery = Path(os.environ["SELFATTN_GUI_DATA_DIR"]) / "recovery"

def main_window():
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "window.main")

def answer_dialog():
    dialog = QApplication.activeModalWidget()
    if dialog is None or dialog.objectName() != "dialog.recovery":
        QTimer.singleShot(50, answer_dialog)
        return
    tree = dialog.findChild(QTreeWidget, "recovery.copies")
    for r in range(tree.topLevelItemCount()):
        print("row:", tree.topLevelItem(r).text(0), "|", tree.topLevelItem(r).text(3), flush=True)
    dialog.reject()

def edit():
    window = main_window()
    window.files.ask_discard = lambda: "discard"
    for i in range(25):
        window.document.set_cells("embeddings", [(1, 2, 40.0 + i)])
    QTimer.singleShot(1500, after_edits)

def after_edits():
    window = main_window()
    print("warning shown:", window.findChild(QWidget, "statusbar.backup_warning").isVisible(), flush=True)
    if os.environ.get("BREAK_FOLDER_BEFORE_QUIT"):
        shutil.rmtree(recovery)
        recovery.write_text("replaced by a file")
    window.findChild(QAction, "action.quit").trigger()

QTimer.singleShot(0, answer_dialog)
QTimer.singleShot(300, edit)
sys.exit(app.main(["--preset", "cat-sat-mat"]))
"""


def run_app(tmp_path: Path, **env_extra: str) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        SELFATTN_GUI_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        **env_extra,
    )
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(_APP_SCRIPT)],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        cwd=tmp_path,
    )


def test_the_app_starts_over_the_whole_corpus_and_keeps_every_bad_copy(tmp_path):
    folder = tmp_path / "data" / "recovery"
    corpus.write_good_copy(folder, "0-good", title=HOSTILE_TITLE)
    for index, case in enumerate(sorted(corpus.CASES)):
        sub = tmp_path / "cases" / str(index)
        sub.mkdir(parents=True)
        corpus.CASES[case](sub)
        for name in os.listdir(sub):  # bad.* -> bad-<index>.* so the cases sit side by side
            os.rename(sub / name, folder / name.replace("bad.", f"bad-{index}.", 1))
    before = corpus.listing(folder)

    proc = run_app(tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    shown = [line for line in proc.stdout.splitlines() if line.startswith("row:")]
    assert shown[0] == f"row: {HOSTILE_TITLE} | can be restored"
    assert len(shown) == 1 + len(corpus.CASES), shown
    assert all("| damaged, kept: bad-" in line for line in shown[1:]), shown
    # Every copy that was there is still there; this run's own copy went at its normal exit.
    assert corpus.listing(folder) == before


def test_closing_with_the_recovery_folder_a_file_exits_0_without_a_traceback(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "recovery").write_text("a file, not a folder")
    proc = run_app(tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    assert "warning shown: True" in proc.stdout


def test_a_copy_that_cannot_be_removed_at_exit_is_one_line_and_exit_0(tmp_path):
    proc = run_app(tmp_path, BREAK_FOLDER_BEFORE_QUIT="1")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "warning shown: False" in proc.stdout
    ours = [line for line in proc.stderr.splitlines() if line.startswith("selfattn-gui:")]
    assert len(ours) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert ours[0].startswith("selfattn-gui: warning: could not remove the recovery copy")
